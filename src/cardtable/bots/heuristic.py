"""Heuristic bots, one per game family, chosen by the game's name."""

from __future__ import annotations

from cardtable.bots.base import Bot
from cardtable.engine.game import Game


def heuristic_bot_for(game: Game) -> Bot:
    if game.name == "allfours":
        from cardtable.bots.allfours import AllFoursBot

        return AllFoursBot(game)
    if game.name == "fareeb":
        from cardtable.bots.fareeb import FareebBot

        return FareebBot(game)
    if game.name == "56":
        from cardtable.bots.fiftysix import FiftySixBot

        return FiftySixBot(game)
    if game.name in ("golf4", "golf6", "golf8", "golf9", "golf10"):
        from cardtable.bots.golf import GolfBot

        return GolfBot(game)
    if game.name in ("malaysian", "pablo", "cumbia", "cabo", "cactus", "dacz"):
        from cardtable.bots.golfp import PowerGolfBot

        return PowerGolfBot(game)
    raise ValueError(f"no heuristic bot for {game.name!r} yet")
