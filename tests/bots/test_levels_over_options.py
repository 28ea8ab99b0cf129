"""Every level plays every game under its presets and random option sets, not only the
defaults: a bot written with the default rules in mind must still choose a legal action in
every position the options make reachable, and the engine must always leave the actor one.

Found this way (29 Nov 2026): under Cactus's ``replace_scope=unseen_at_start_only`` a medium
bot took the top discard and then snapped its last card unseen at the start, and the hold was
left with no legal action (``tests/games/golfp/test_windows.py``). A longer run of the same
kind, whole matches over many more option sets, is described in docs/bots.md ("Every level
over the options")."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest

from cardtable.bots.base import Bot
from cardtable.bots.levels import easy_bot, medium_bot
from cardtable.bots.measure import settings_with, tuned_hard
from cardtable.bots.random_bot import RandomBot
from cardtable.engine.game import Game
from cardtable.sim.arena import play_match
from tests.conformance.harness import Case, cases

CASES = [
    replace(case, options=(*((k, v) for k, v in case.options if k != "single_hand"),
                           ("single_hand", True)))
    for case in cases(randomized_per_game=2, seed=2029)
]
"""Defaults, every preset and two random option sets a game, one hand each (a whole match
of some games takes minutes at the plain build's speed)."""


def small_hard(game: Game) -> Bot:
    """The game's ``hard`` bot on a budget small enough for a test, still searching: a few
    worlds or playouts, and a gate that lets them overrule the medium bot."""
    hard = tuned_hard(game, [])
    budget = "rollouts=16" if hasattr(hard.settings, "rollouts") else "worlds=3"
    return hard.with_settings(settings_with(hard.settings, [budget, "min_worlds=2",
                                                            "confidence=0"]))


LEVELS = (small_hard, medium_bot, easy_bot, lambda game: RandomBot())


@pytest.mark.parametrize("case", CASES, ids=str)
def test_every_level_plays_a_hand_under_these_options(case: Case) -> None:
    game = case.load()
    seed = Random(str(case)).randrange(10**6)
    # Every level has a seat: at a table of fewer than four, a second hand seats the rest.
    for first in range(0, len(LEVELS), game.players):
        bots = [LEVELS[(seat + first) % len(LEVELS)](game) for seat in range(game.players)]
        result = play_match(game, bots, seed + first, max_steps=20_000)
        # play_match raises ArenaError on an illegal choice or a hand that never ends; a
        # hand that stalls with no legal action for its actor fails in the bot's choose.
        assert result.hands == 1 and result.winners
