"""The heuristic bots (the ``medium`` level), found through the family registry."""

from __future__ import annotations

from cardtable.bots.base import Bot
from cardtable.bots.registry import family_for
from cardtable.engine.game import Game


def heuristic_bot_for(game: Game) -> Bot:
    """The medium bot of ``game``'s family (ValueError for a game without bots)."""
    return family_for(game).medium(game)
