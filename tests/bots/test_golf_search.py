"""The ``hard`` Golf bot (``cardtable.bots.golf_search``): legal and repeatable from views, an
expectation over the unseen pool (worlds keep what it remembers and deal the rest afresh), a
memory that stays true when the search overrules the medium choice, and its gate."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from random import Random
from typing import Any

import pytest

from cardtable.bots import make_bot
from cardtable.bots.golf import KEPT_SHIFT, GolfBot
from cardtable.bots.golf_search import (
    BURIED_SHIFT,
    GolfSearchBot,
    GolfSearchSettings,
    lower_kept_cards,
    raise_buried_discards,
    settings_for,
)
from cardtable.bots.registry import SearchSettings
from cardtable.bots.search import PimcBot
from cardtable.engine.action import Action
from cardtable.games.golf import actions as A
from cardtable.games.golf.game import GolfGame
from cardtable.games.golf.phases import START
from cardtable.games.golf.state import GolfState
from tests.bots.test_golf_playout import VARIANTS
from tests.games.golf.helpers import load

SMALL = GolfSearchSettings(worlds=3, time_limit=60.0, min_worlds=2)
"""A small budget that can still overrule the medium choice."""


def _play_hole(
    game: GolfGame, seats: Sequence[Any], seed: int, check: Any = None
) -> GolfState:
    state = game.new_state(seed=seed)
    assert isinstance(state, GolfState)
    rngs = [Random(seed * 10 + p) for p in range(game.players)]
    while not state.is_terminal:
        p = state.current_player if state.current_player is not None else min(state.actors)
        legal = state.legal_actions(p)
        view = json.loads(json.dumps(state.view(p)))  # plain data, never the state
        if check is not None:
            check(state, p)
        action = seats[p].choose(view, legal, rngs[p])
        assert action in legal
        state.apply(action, p)
    return state


def test_hard_is_the_golf_search() -> None:
    game = load("golf6")
    assert isinstance(make_bot("hard", game), GolfSearchBot)


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_plays_a_hole_legally_and_repeatably(name: str, options: dict[str, Any]) -> None:
    game = load(name, match_end="target(1)", **options)

    def seats() -> list[Any]:
        return [
            GolfSearchBot(game, SMALL) if p % 2 == 0 else GolfBot(game)
            for p in range(game.players)
        ]

    first = _play_hole(game, seats(), seed=4)
    again = _play_hole(game, seats(), seed=4)
    assert first.record().to_dict() == again.record().to_dict()


@pytest.mark.parametrize("name", ["golf4", "golf6", "golf9"])
def test_searches_with_playouts_to_the_end_of_the_hole(name: str) -> None:
    """Every candidate is played to the end of the hole, valued by its real scores. With the
    committed settings the face-up games are searched from the first turn; 4-card Golf (cards
    placed face down) only once someone has knocked."""
    game = load(name, match_end="target(1)")
    settings = replace(settings_for(game), worlds=3, time_limit=60.0, min_worlds=2)
    searched: list[bool] = []

    class Watch(GolfSearchBot):
        def evaluate(self, known: Mapping[str, Any], options: Sequence[Action],
                     rng: Random) -> list[list[float]]:
            searched.append(known["final_turns"] is not None)
            return super().evaluate(known, options, rng)

        def rollout(self, state: GolfState, action: Action, me: int) -> float:
            hand = state.hand_number
            value = super().rollout(state, action, me)
            assert state.is_terminal or state.hand_number != hand
            return value

    for seed in range(2):
        bots: list[Any] = [Watch(game, settings) if p % 2 == 0 else GolfBot(game)
                           for p in range(game.players)]
        _play_hole(game, bots, seed)
    assert searched
    if name == "golf4":
        assert all(searched)  # only the last turns
    else:
        assert False in searched  # before the last turns too


def test_a_playout_is_worth_the_points_difference_and_the_win() -> None:
    """The value of a playout: the others' mean hole score less the bot's, plus the win weight
    when the bot is lowest (half when it shares the lowest score)."""
    game = load("golf6", match_end="target(1)", players=3)
    bot = GolfSearchBot(game, GolfSearchSettings(win_weight=20.0))
    for seed in range(5):
        state = game.new_state(seed=seed)
        assert isinstance(state, GolfState)
        while state.phase != START:
            p = state.turn
            state.apply(bot.policy.choose(state, p, state.legal_actions(p)), p)
        me = state.turn
        played = state.clone()
        assert isinstance(played, GolfState)
        value = bot.rollout(played, A.DRAW_STOCK, me)
        scores = played.scores
        others = [scores[q] for q in range(3) if q != me]
        expected = sum(others) / 2 - scores[me]
        if scores[me] < min(others):
            expected += 20.0
        elif scores[me] == min(others):
            expected += 10.0
        assert value == pytest.approx(expected)


class _Contrary(GolfSearchBot):
    """Holding a card, always places it in another slot than the medium bot chose: the search
    overruling the medium bot at every placement."""

    def candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], first: Sequence[Action]
    ) -> list[Action]:
        choice = first[-1]  # the medium bot's
        found = super().candidates(view, legal, [choice])
        if view["phase"] != "holding" or not A.REPLACE_BASE <= choice.code < A.FLIP_BASE:
            return [choice]
        others = [a for a in found if a != choice and A.REPLACE_BASE <= a.code < A.FLIP_BASE]
        return [choice, *others[:1]]

    def pick(self, values: Sequence[Sequence[float]]) -> int:
        return len(values) - 1


@pytest.mark.parametrize("name", ["golf4", "golf6"])
def test_memory_stays_true_when_the_search_overrules_the_medium_choice(name: str) -> None:
    """The medium bot notes the card it means to place face down; when the search places it
    elsewhere, the note must follow the card actually played (a stale note made a later
    world hold a card twice: InconsistentView)."""
    game = load(name, match_end="target(1)")
    bots: list[Any] = [_Contrary(game, SMALL)] + [GolfBot(game) for _ in range(game.players - 1)]

    def check(state: GolfState, p: int) -> None:
        if p != 0:
            return
        medium = bots[0].medium
        for slot, face in medium.memory.items():
            if not state.faceup[0] >> slot & 1 and state.cards[slot] >= 0:
                assert state.cards[slot] % 53 == face, (slot, face)

    for seed in range(3):
        bots[0] = _Contrary(game, SMALL)
        _play_hole(game, bots, seed, check)
        assert bots[0].overruled > 0


def test_worlds_keep_what_it_remembers_and_deal_the_unseen_afresh() -> None:
    """An expectation over the unseen pool: every world holds the remembered face-down cards
    where the bot saw them, and the cards it has not seen vary from world to world."""
    game = load("golf4")
    bot = GolfSearchBot(game, SMALL)
    seen_worlds: list[GolfState] = []

    class Spy(GolfSearchBot):
        def rollout(self, state: GolfState, action: Action, me: int) -> float:
            seen_worlds.append(state.clone())
            return 0.0

    spy = Spy(game, GolfSearchSettings(worlds=12, time_limit=60.0))
    state = game.new_state(seed=2)
    rng = Random(0)
    others = [GolfBot(game) for _ in range(game.players)]
    while True:  # to the first draw of seat 0, after its peek
        p = state.current_player if state.current_player is not None else min(state.actors)
        view = state.view(p)
        legal = state.legal_actions(p)
        if p == 0 and view["phase"] == "draw" and spy.medium.memory:
            break
        chooser = spy.medium if p == 0 else others[p]
        state.apply(chooser.choose(view, legal, rng), p)
    remembered = dict(spy.medium.memory)
    assert remembered
    spy.choose(state.view(0), state.legal_actions(0), Random(1))
    assert seen_worlds
    unknown = [s for s in range(game.config.geometry.size) if s not in remembered]
    for world in seen_worlds:
        for slot, face in remembered.items():
            assert world.cards[slot] % 53 == face
    assert len({tuple(w.cards[s] for s in unknown) for w in seen_worlds}) > 1
    assert bot.searched == 0


def _at_turn(game: GolfGame, seed: int, turn: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """Medium bots play to player 0's ``turn``-th draw: its view there, and that view with its
    memory written in."""
    state = game.new_state(seed)
    assert isinstance(state, GolfState)
    bots = [GolfBot(game) for _ in range(game.players)]
    rng = Random(seed)
    turns = 0
    while True:
        p = min(state.actors)
        view = state.view(p)
        if p == 0 and view["phase"] == "draw":
            turns += 1
            if turns == turn:
                break
        state.apply(bots[p].choose(view, state.legal_actions(p), rng), p)
    view = state.view(0)
    bots[0]._remember(view)
    return view, bots[0].view_with_memory(view)


def _unknown_face_down(world: GolfState, me: int, size: int) -> list[int]:
    """The slots holding a face-down card ``me`` does not know (``size`` slots a layout)."""
    return [
        i for i, c in enumerate(world.cards)
        if c >= 0 and not world.known[i] >> me & 1 and not world.faceup[i // size] >> (
            i % size) & 1 and not world.empty[i // size] >> (i % size) & 1
    ]


def test_worlds_deal_the_others_kept_cards_low_and_keep_the_public_position() -> None:
    """4-card Golf: a face-down card another player knows was kept, so it is low; the worlds
    deal such cards below the unseen mean (by KEPT_SHIFT on average), and uniformly when
    switched off. Either way the bot's view of the world is its own view, the world holds the
    deck's cards, and who knows each slot is unchanged."""
    game = load("golf4")
    size = game.config.geometry.size
    values = game.config.rules.values
    dealt: dict[bool, list[float]] = {True: [], False: []}
    for seed in (1, 2, 3):
        _, known = _at_turn(game, seed, 3)
        for on in (True, False):
            sampler = Random(seed)
            for _ in range(200):
                world = game.sample_state(known, sampler)
                assert isinstance(world, GolfState)
                before = sorted(world.cards + world.stock)
                known_by = list(world.known)
                if on:
                    lower_kept_cards(game, world, 0, KEPT_SHIFT["golf4"], sampler)
                assert sorted(world.cards + world.stock) == before
                assert world.known == known_by
                for lay, shown in zip(world.view(0)["layouts"], known["layouts"], strict=True):
                    assert lay["known_by"] == shown["known_by"]
                    assert lay["face_up"] == shown["face_up"]
                hidden = _unknown_face_down(world, 0, size)
                pool = [values[world.cards[i] % 53] for i in hidden]
                pool += [values[c % 53] for c in world.stock]
                mean = sum(pool) / len(pool)
                dealt[on] += [
                    values[world.cards[i] % 53] - mean for i in hidden
                    if world.known[i] >> (i // size) & 1
                ]
    assert len(dealt[True]) >= 300
    low = sum(dealt[True]) / len(dealt[True])
    plain = sum(dealt[False]) / len(dealt[False])
    assert low < KEPT_SHIFT["golf4"] / 2 < plain, (low, plain)
    assert abs(plain) < 0.5


@pytest.mark.parametrize("name", ["golf6", "golf9"])
def test_worlds_deal_the_buried_discards_high_and_keep_the_public_position(name: str) -> None:
    """With human memory a view shows the top discard only; the cards under it were thrown
    away, so they are high: the worlds deal them above the mean of every card the bot has not
    seen (by BURIED_SHIFT on average), and uniformly when switched off. Either way the world
    holds the same cards, the same top discard, and who knows each slot is unchanged."""
    game = load(name)
    size = game.config.geometry.size
    values = game.config.rules.values
    above: dict[bool, list[float]] = {True: [], False: []}
    for seed in (1, 2):
        view, known = _at_turn(game, seed, 4)
        buried = view["discard_size"] - len(view["discard_pile"])
        assert buried >= 2
        for on in (True, False):
            sampler = Random(seed)
            for _ in range(200):
                world = game.sample_state(known, sampler)
                assert isinstance(world, GolfState)
                before = sorted(world.cards + world.stock + world.discard)
                known_by = list(world.known)
                top = world.discard[-1]
                if on:
                    raise_buried_discards(game, world, 0, buried, BURIED_SHIFT[name], sampler)
                assert sorted(world.cards + world.stock + world.discard) == before
                assert world.known == known_by
                assert world.discard[-1] == top
                for lay, shown in zip(world.view(0)["layouts"], known["layouts"], strict=True):
                    assert lay["known_by"] == shown["known_by"]
                    assert lay["face_up"] == shown["face_up"]
                    assert all(t == u for t, u in zip(lay["cards"], shown["cards"], strict=True)
                               if u is not None)
                hidden = [world.cards[i] for i in _unknown_face_down(world, 0, size)]
                under = world.discard[:buried]
                pool = [values[c % 53] for c in under + world.stock + hidden]
                mean = sum(pool) / len(pool)
                above[on] += [values[c % 53] - mean for c in under]
    high = sum(above[True]) / len(above[True])
    plain = sum(above[False]) / len(above[False])
    assert high == pytest.approx(BURIED_SHIFT[name], abs=0.6), high
    assert abs(plain) < 0.5, plain


def test_layout_values_are_the_holes_layout_values() -> None:
    """Valuing a world counts every layout as if turned up: at the hole's end that is exactly
    the engine's layout value."""
    game = load("golf6", match_end="target(1)")
    bot = GolfSearchBot(game, SMALL)
    state = game.new_state(seed=7)
    assert isinstance(state, GolfState)
    seats = [GolfBot(game) for _ in range(game.players)]
    rng = Random(0)
    last = state.clone()
    while not state.is_terminal:
        p = state.current_player if state.current_player is not None else min(state.actors)
        last = state.clone()
        state.apply(seats[p].choose(state.view(p), state.legal_actions(p), rng), p)
    assert state.previous_hand is not None or state.hand_result is not None
    summary: Mapping[str, Any] = state.hand_result or state.previous_hand or {}
    values = bot.layout_values(last)
    expected = [v + s for v, s in zip(summary["layout_values"], summary["surcharges"],
                                      strict=True)]
    # The last action may change one layout (the final replacement); the others are as valued.
    assert sum(1 for a, b in zip(values, expected, strict=True) if a != b) <= 1


def test_the_gate_keeps_the_medium_choice_without_clear_evidence() -> None:
    game = load("golf6")
    bot = GolfSearchBot(game, GolfSearchSettings(min_worlds=4))
    assert bot.pick([[0.0, 0.0, 0.0], [5.0, 5.0, 5.0]]) == 0  # too few worlds
    assert bot.pick([[0.0] * 6, [1.0, -1.0] * 3]) == 0  # no better on average
    assert bot.pick([[0.0] * 6, [2.0, 1.0, 3.0, 2.0, 1.0, 3.0]]) == 1  # clearly better
    assert bot.pick([[0.0] * 6, [9.0, -8.0, 9.0, -8.0, 9.0, -8.0]]) == 0  # too noisy


def test_makes_the_sensible_move_in_the_saved_golf_positions() -> None:
    """``tests/bots/positions/golf.json`` (checked there with the generic search's settings):
    the Golf search, with its own budget (the clock lifted), makes the expected move too."""
    import cardtable
    from tests.bots.test_positions import POSITIONS

    data = json.loads((POSITIONS / "golf.json").read_text(encoding="utf-8"))
    assert len(data["positions"]) >= 10
    for position in data["positions"]:
        state = cardtable.replay(position["record"])
        seat = position["seat"]
        game = state.game
        assert isinstance(game, GolfGame)
        bot = GolfSearchBot(game, GolfSearchSettings(time_limit=60.0))
        action = bot.choose(state.view(seat), state.legal_actions(seat), Random(0))
        assert action.text in position["expect"], f"{position['name']}: {position['why']}"


class _ContraryPimc(PimcBot):
    """The generic search (``hard_bot(game, rollouts=...)``) overruling the medium bot whenever
    it meant to place its card face down: the card goes to another slot, or is discarded."""

    overruled = 0

    def evaluate(
        self, view: Mapping[str, Any], options: Sequence[Action], rng: Random
    ) -> list[list[float]]:
        self.options = list(options)
        return super().evaluate(view, options, rng)

    def pick(self, values: Sequence[Sequence[float]]) -> int:
        if not A.REPLACE_BASE <= self.options[0].code < A.FLIP_BASE:
            return 0
        self.overruled += 1
        return len(values) - 1


def test_the_generic_search_keeps_a_true_memory_when_it_overrules_too() -> None:
    """Golf's medium bot notes the card it means to place face down; the generic search, when
    it plays another action, must leave the note of the card actually placed (a stale note made
    a later world hold a card twice and the search fail with InconsistentView)."""
    game = load("golf4", match_end="target(1)")
    settings = SearchSettings(
        rollouts=2, time_limit=60.0, points_sign=-1, stateless_policy=False, max_candidates=4
    )

    def check(state: GolfState, p: int) -> None:
        if p != 0:
            return
        for slot, face in bots[0].medium.memory.items():
            if not state.faceup[0] >> slot & 1 and state.cards[slot] >= 0:
                assert state.cards[slot] % 53 == face, (slot, face)

    for seed in range(2):
        bots: list[Any] = [_ContraryPimc(game, GolfBot, settings)] + [
            GolfBot(game) for _ in range(game.players - 1)
        ]
        _play_hole(game, bots, seed, check)
        assert bots[0].overruled > 0
