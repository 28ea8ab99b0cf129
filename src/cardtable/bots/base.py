"""The bot protocol and the factory that builds bots by name."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from random import Random
from typing import Any, Protocol

from cardtable.engine.action import Action
from cardtable.engine.game import Game


class Bot(Protocol):
    """A player program. It receives the player's view and legal actions, never a State."""

    name: str

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        """One of ``legal``. All randomness comes from ``rng``."""
        ...


def _random(game: Game) -> Bot:
    from cardtable.bots.random_bot import RandomBot

    return RandomBot()


def _heuristic(game: Game) -> Bot:
    from cardtable.bots.heuristic import heuristic_bot_for

    return heuristic_bot_for(game)


BOT_KINDS: Mapping[str, Callable[[Game], Bot]] = {"random": _random, "heuristic": _heuristic}


def make_bot(kind: str, game: Game) -> Bot:
    """A bot of the given kind ("random", "heuristic") for ``game``."""
    try:
        factory = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"no bot kind {kind!r}; kinds are: {', '.join(BOT_KINDS)}") from None
    return factory(game)
