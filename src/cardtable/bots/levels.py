"""The levels above random, built from each family's ``BotFamily`` (``cardtable.bots.registry``)."""

from __future__ import annotations

from dataclasses import replace

from cardtable.bots.base import Bot
from cardtable.bots.easy import EasyBot
from cardtable.bots.registry import SearchSettings, family_for
from cardtable.bots.search import PimcBot
from cardtable.engine.game import Game


def medium_bot(game: Game) -> Bot:
    """The family's heuristic player."""
    return family_for(game).medium(game)


def easy_bot(game: Game) -> Bot:
    """The heuristic player with a beginner's slips."""
    family = family_for(game)
    return EasyBot(family.medium(game), family.easy_mistake_rate)


def hard_bot(game: Game, settings: SearchSettings | None = None, **changes: float) -> Bot:
    """The family's search bot; ``settings`` or keyword ``changes`` (``rollouts=50``,
    ``time_limit=0.2``) adjust the generic search's budget."""
    family = family_for(game)
    if family.hard is not None and settings is None and not changes:
        return family.hard(game)
    chosen = settings or family.search
    if changes:
        chosen = replace(chosen, **changes)  # type: ignore[arg-type]
    return PimcBot(game, family.medium, chosen)
