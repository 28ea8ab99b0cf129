"""The no-leak test (DESIGN.md) on every power and every match, claim and snap: for each
player, worlds sampled from their view give the same view, and a card that player does not
know is not fixed by the view (it differs across sampled worlds)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from cardtable.games.golfp.state import PowerGolfState
from tests.games.golfp.helpers import deal, load, play


def _check(s: PowerGolfState, secret: tuple[int, int], knowers: set[int]) -> None:
    """Every view is reproduced by sampled worlds; the card at ``secret`` (owner, slot) is
    shown exactly to ``knowers`` and varies in the worlds of everyone else."""
    game = s.game
    q, slot = secret
    for p in range(s.n):
        view = s.view(p)
        shown = view["layouts"][q]["cards"][slot]
        assert (shown is not None) == (p in knowers), (p, shown)
        cards = set()
        for i in range(12):
            world = game.sample_state(view, Random(i))
            assert world.view(p) == view
            assert isinstance(world, PowerGolfState)
            cards.add(world.lays[q][slot])
        assert (len(cards) == 1) == (p in knowers)


SCENARIOS: dict[str, tuple[str, dict[str, Any], list[str], str, tuple[int, int], set[int]]] = {
    "peek own": ("cabo", {}, ["draw stock", "peek P0.1"], "7C", (0, 0), {0}),
    "peek opponent": ("cabo", {}, ["draw stock", "peek P1.2"], "9C", (1, 1), {0}),
    "peek any": ("pablo", {}, ["draw stock", "peek P2.1"], "8C", (2, 0), {0}),
    "blind swap": ("cabo", {}, ["draw stock", "swap P0.3 P1.1"], "JC", (1, 0), {0}),
    "own-opp blind swap": ("malaysian", {}, ["draw stock", "swap P0.4 P2.2"], "KC", (2, 1),
                           {0}),
    "look then swap": ("pablo", {}, ["draw stock", "look P1.1"], "7C", (1, 0), {0}),
    "look then swap, given": ("pablo", {}, ["draw stock", "look P1.1", "give 1"], "7C",
                              (0, 0), {0}),
    "look both": ("cumbia", {}, ["draw stock", "look P0.1 P2.2"], "JC", (2, 1), {0}),
    "shuffle": ("malaysian", {}, ["draw stock", "shuffle P1"], "JK", (1, 3), set()),
}


@pytest.mark.parametrize("name", SCENARIOS)
def test_no_leak_after_each_power(name: str) -> None:
    game_name, options, moves, card, secret, knowers = SCENARIOS[name]
    game = load(game_name, players=3, memory_mode="perfect", **options)
    s = deal(game, {}, up="AH", stock=[card])
    play(s, *moves)
    _check(s, secret, knowers)


def test_no_leak_while_a_stock_card_is_held() -> None:
    s = deal(load("cabo", players=3), {}, up="AH", stock=["5C"])
    play(s, "draw stock")
    for p in (1, 2):
        view = s.view(p)
        held = {load("cabo", players=3).sample_state(view, Random(i)).held for i in range(12)}
        assert len(held) > 1


def test_no_leak_after_a_cabo_match_with_a_penalty_card() -> None:
    s = deal(load("cabo", players=3), {0: ["6H", "2C", "3C", "4C"], 1: ["KS", "5D", "6D",
                                                                        "7D"]},
             up="AH", stock=["KD", "9H"])
    play(s, "draw stock", "match P1.1", "match P0.1", "reveal", "give 2")
    _check(s, (0, 3), set())  # the penalty card: nobody has seen it
    _check(s, (0, 0), {0, 1, 2})  # the missed 6♥: public


def test_no_leak_after_snaps_and_claims() -> None:
    s = deal(load("cactus", players=3), {1: ["9D", "6D", "7D", "8D"]},
             stock=["5C", "KS", "KH"])
    play(s, "draw stock", "discard", (1, "snap 1"))
    _check(s, (1, 4), set())  # a penalty card
    _check(s, (1, 0), {0, 1, 2})  # the wrong snap is public
    s = deal(load("cumbia", players=3), {0: ["7C", "8C", "9C", "3C"]}, up="AH", stock=["7H"])
    play(s, "draw stock", "discard", (1, "claim P0.1"), (1, "give 1"))
    _check(s, (0, 0), set())  # B's card moved to A's slot: B never looked at it
