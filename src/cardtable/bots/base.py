"""The bot protocol and the levels by name: ``random``, ``easy``, ``medium``, ``hard``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from random import Random
from typing import Any, Protocol, runtime_checkable

from cardtable.engine.action import Action
from cardtable.engine.game import Game


class Bot(Protocol):
    """A player program. It receives the player's view and legal actions, never a State."""

    name: str

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        """One of ``legal``. All randomness comes from ``rng``."""
        ...


@runtime_checkable
class SearchBot(Bot, Protocol):
    """A bot whose search is set by a frozen dataclass, ``settings``, with at least a
    ``time_limit`` field (the wall-clock cap of one decision): ``hard`` in every family.
    Measurements build the same bot with other settings through ``with_settings``."""

    settings: Any

    def with_settings(self, settings: Any) -> SearchBot:
        """The same search, on the same game, with ``settings`` (of ``settings``'s type)."""
        ...


def _random(game: Game) -> Bot:
    from cardtable.bots.random_bot import RandomBot

    return RandomBot()


def _easy(game: Game) -> Bot:
    from cardtable.bots.levels import easy_bot

    return easy_bot(game)


def _medium(game: Game) -> Bot:
    from cardtable.bots.levels import medium_bot

    return medium_bot(game)


def _hard(game: Game) -> Bot:
    from cardtable.bots.levels import hard_bot

    return hard_bot(game)


BOT_KINDS: Mapping[str, Callable[[Game], Bot]] = {
    "random": _random,
    "easy": _easy,
    "medium": _medium,
    "hard": _hard,
}
"""The levels by name, weakest first: the single list front ends offer (seat choices, --bots)."""

BOT_ALIASES: Mapping[str, str] = {"heuristic": "medium"}
"""Older names still accepted on command lines and in saved settings."""


def bot_levels() -> list[str]:
    """The level names, weakest first."""
    return list(BOT_KINDS)


def make_bot(kind: str, game: Game) -> Bot:
    """A bot of the given level (``random``, ``easy``, ``medium``, ``hard``) for ``game``.

    ``heuristic`` is accepted as the old name of ``medium``.
    """
    try:
        factory = BOT_KINDS[BOT_ALIASES.get(kind, kind)]
    except KeyError:
        raise ValueError(f"no bot kind {kind!r}; kinds are: {', '.join(BOT_KINDS)}") from None
    return factory(game)
