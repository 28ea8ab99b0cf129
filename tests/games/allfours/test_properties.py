"""Property tests (hypothesis): invariants along random matches under random options, the
no-leak property of views through ``sample_state``, refusals that change nothing, clone and
record/replay.
"""

from __future__ import annotations

import json
from random import Random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable import IllegalAction
from cardtable.cards import parse_face
from cardtable.games.allfours.actions import BY_TEXT
from cardtable.games.allfours.game import AllFoursGame
from cardtable.games.allfours.state import AllFoursState
from tests.games.allfours.helpers import load, position, run

RULESET_OPTIONS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "standard": {
        "players": st.sampled_from([2, 3]),
        "discard_method": st.sampled_from(
            [
                "discard_each_run",
                "set_aside_unpicked",
                "accumulate_then_discard",
                "keep_all",
                "discard_before_receiving",
            ]
        ),
        "low_rule": st.sampled_from(["holder", "captured"]),
        "bunch_calls": st.sampled_from(["in_turn", "any_time"]),
        "bunch_keeps_turnup_points": st.booleans(),
        "score_same_suit_turnups": st.booleans(),
        "no_undertrump": st.booleans(),
        "no_trumping_in": st.booleans(),
        "jack_scoring": st.sampled_from(["one_to_capturer", "hang_jack"]),
        "game_tie": st.sampled_from(["non_dealer", "nobody"]),
        "gift_blocked_at_target_minus_one": st.booleans(),
        "target_score": st.integers(1, 9),
    },
    "trinidad": {
        "discard_method": st.sampled_from(["keep_all", "discard_each_run", "set_aside_unpicked"]),
        "take_one_restriction": st.sampled_from(["target_minus_one", "must_hold_trump", "none"]),
        "bonus_two_point_card": st.sampled_from(["six", "two", "both"]),
        "no_undertrump": st.booleans(),
        "bunch": st.booleans(),
        "partnership_method": st.sampled_from(["cut", "jack_deal", "preset"]),
        "target_score": st.integers(1, 14),
    },
    "pitcher": {
        "throw_in_condition": st.sampled_from(["no_trump_no_counter", "any"]),
        "no_trumping_in": st.booleans(),
        "no_undertrump": st.booleans(),
        "low_rule": st.sampled_from(["holder", "captured"]),
        "partnership_method": st.sampled_from(["cut", "jack_deal", "preset"]),
        "target_score": st.integers(1, 11),
    },
}


@st.composite
def games(draw: st.DrawFn) -> AllFoursGame:
    ruleset = draw(st.sampled_from(sorted(RULESET_OPTIONS)))
    options: dict[str, Any] = {"ruleset": ruleset}
    for name, strategy in RULESET_OPTIONS[ruleset].items():
        if draw(st.booleans()):
            options[name] = draw(strategy)
    game = cardtable.load("allfours", **options)
    assert isinstance(game, AllFoursGame)
    return game


def step(state: AllFoursState, rng: Random) -> None:
    player = rng.choice(sorted(state.actors))
    legal = state.legal_actions(player)
    state.apply(legal[rng.randrange(len(legal))], player)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games(), seed=st.integers(0, 10**6))
def test_invariants_hold_along_random_matches(game: AllFoursGame, seed: int) -> None:
    rng = Random(seed)
    state = game.new_state(seed=seed)
    assert isinstance(state, AllFoursState)
    steps = 0
    while not state.is_terminal:
        assert game.invariant_violations(state) == []
        assert state.actors and all(state.legal_actions(p) for p in state.actors)
        step(state, rng)
        steps += 1
        assert steps < 5000
    assert game.invariant_violations(state) == []
    assert state.winners
    target = game.config.target
    if not game.config.single_hand:
        assert all(state.scores[p] >= target for p in state.winners)
        assert sum(s >= target for s in state.points) == 1, "the first side there wins at once"
    assert cardtable.replay(state.record().to_json()) == state


def hidden_cards(state: AllFoursState, viewer: int) -> tuple[Any, ...]:
    others = tuple(state.hands[p] for p in range(state.n) if p != viewer)
    return (others, tuple(state.discarded), tuple(state.facedown), state.set_aside)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games(), seed=st.integers(0, 10**6), steps=st.integers(0, 60))
def test_sampled_worlds_agree_with_the_view_and_vary_in_what_is_hidden(
    game: AllFoursGame, seed: int, steps: int
) -> None:
    rng = Random(seed)
    state = game.new_state(seed=seed)
    assert isinstance(state, AllFoursState)
    for _ in range(steps):
        if state.is_terminal:
            break
        step(state, rng)
    for viewer in range(game.players):
        view = state.view(viewer)
        assert json.loads(json.dumps(view)) == view
        worlds = []
        for k in range(4):
            world = game.sample_state(view, Random(k))
            assert world.view(viewer) == view
            assert world.actors == state.actors
            if viewer in state.actors:
                assert world.legal_actions(viewer) == state.legal_actions(viewer)
            worlds.append(hidden_cards(world, viewer))
        # A view that leaked every hidden card would pin the world down completely.
        if not state.is_terminal and sum(view["hand_sizes"]) - view["hand_sizes"][viewer] > 3:
            assert len(set(worlds)) > 1


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games(), seed=st.integers(0, 10**6))
def test_replay_accepts_exactly_the_legal_actions_and_applies_them_as_apply_does(
    game: AllFoursGame, seed: int
) -> None:
    """``replay`` (sample_state's way of applying a logged action) takes every legal action of
    every player as ``apply`` does, and refuses every other, changing nothing."""
    rng = Random(seed)
    state = game.new_state(seed=seed)
    assert isinstance(state, AllFoursState)
    steps = 0
    while not state.is_terminal and steps < 300:
        for player in range(game.players):
            legal = state.legal_actions(player)
            for action in BY_TEXT.values():
                twin = state.clone()
                assert isinstance(twin, AllFoursState)
                if action in legal:
                    assert twin.replay(action, player)
                    applied = state.clone()
                    applied.apply(action, player)
                    assert twin == applied
                    assert [twin.view(p) for p in range(game.players)] == [
                        applied.view(p) for p in range(game.players)
                    ]
                else:
                    assert not twin.replay(action, player), (action, player)
                    assert twin == state
        step(state, rng)
        steps += 1


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games(), seed=st.integers(0, 10**6), steps=st.integers(0, 40))
def test_refused_actions_change_nothing(game: AllFoursGame, seed: int, steps: int) -> None:
    rng = Random(seed)
    state = game.new_state(seed=seed)
    assert isinstance(state, AllFoursState)
    for _ in range(steps):
        if state.is_terminal:
            break
        step(state, rng)
    if state.is_terminal:
        return
    before = state.clone()
    views = [state.view(p) for p in range(game.players)]
    all_texts = ["stand", "beg", "take one", "refuse", "bunch", "no bunch", "agree", "throw in"]
    all_texts += [f"{verb} {c}{s}" for verb in ("play", "discard") for c in "2TJA" for s in "SHDC"]
    for player in range(game.players):
        legal = {a.text for a in state.legal_actions(player)}
        for text in rng.sample(all_texts, 12):
            if text in legal:
                continue
            try:
                state.apply(text, player)
            except IllegalAction as exc:
                assert exc.reason
            else:
                raise AssertionError(f"{text!r} by {player} was accepted")
    assert state == before
    assert [state.view(p) for p in range(game.players)] == views


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=games(), seed=st.integers(0, 10**6), steps=st.integers(0, 60))
def test_views_never_show_another_players_cards(game: AllFoursGame, seed: int, steps: int) -> None:
    """Every card of the current deal named in a view is public or the viewer's own."""
    rng = Random(seed)
    state = game.new_state(seed=seed)
    assert isinstance(state, AllFoursState)
    for _ in range(steps):
        if state.is_terminal:
            break
        step(state, rng)
    for viewer in range(game.players):
        view = state.view(viewer)
        hidden = 0
        for p in range(state.n):
            if p != viewer:
                hidden |= state.hands[p] | state.discarded[p]
        for p in range(state.n):
            hidden |= state.facedown[p]
        hidden |= state.set_aside | sum(1 << c for c in state.pack[state.pos :])
        if view["hand_hidden"]:
            hidden |= state.hands[viewer]
        # The setup (cut, jack deal) and earlier deals come from other shuffles of the pack.
        current = {k: v for k, v in view.items() if k not in CARDS_OF_OTHER_DEALS}
        shown = _card_texts(current)
        leaked = [c for c in shown if hidden >> parse_face(c) & 1]
        assert not leaked, f"view of {viewer} shows hidden cards {leaked}"


CARDS_OF_OTHER_DEALS = ("setup", "previous_hand", "redeals", "hand_result")


def _card_texts(value: Any) -> list[str]:
    """Every string in a JSON value that is a card (keys included)."""
    out: list[str] = []
    if isinstance(value, dict):
        for k, v in value.items():
            out += _card_texts(k) + _card_texts(v)
    elif isinstance(value, list):
        for v in value:
            out += _card_texts(v)
    elif isinstance(value, str) and len(value) == 2 and value[0] in "23456789TJQKA" and (
        value[1] in "SHDC"
    ):
        out.append(value)
    elif isinstance(value, str):
        for word in value.split():
            if len(word) == 2 and word[0] in "23456789TJQKA" and word[1] in "SHDC":
                out.append(word)
    return out


def _scramble(value: Any) -> None:
    """Mutate every list and dict inside a JSON value."""
    if isinstance(value, dict):
        for v in list(value.values()):
            _scramble(v)
        value["scrambled"] = True
    elif isinstance(value, list):
        for v in value:
            _scramble(v)
        value.append("scrambled")


def test_views_share_nothing_with_the_state() -> None:
    """Changing a view (a careless front end) never changes the state or later views."""
    game = load(discard_method="keep_all")
    ups = ["2S", "3S", "4S", "6S", "7S"]
    state = position(game, {}, "5S", dealer=0, runs=[({}, up) for up in ups])
    run(state, (1, "beg"), (0, "refuse"))  # an exhausted pack: a redeal in the summary
    while state.hand_number == 1:
        player = sorted(state.actors)[0]
        state.apply(state.legal_actions(player)[0], player)
    sampled = game.sample_state(state.view(1), Random(0))  # a state from a start position
    for s in (state, sampled):
        before = [s.view(p) for p in range(2)]
        for p in range(2):
            _scramble(s.view(p))
        assert [s.view(p) for p in range(2)] == before
