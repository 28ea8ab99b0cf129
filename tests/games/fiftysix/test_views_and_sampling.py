"""Views hold only what a player may know; ``sample_state`` rebuilds a world consistent with a
view (voids and the auction included); the score invariants hold at every step."""

from __future__ import annotations

import itertools
import json
import math
from collections import Counter
from random import Random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable.games.fiftysix.phases import PLAY
from cardtable.games.fiftysix.ranking import FACE_SUIT
from cardtable.games.fiftysix.state import FiftySixState
from tests.games.fiftysix.helpers import arrange, auction, deal, load, play, start_position

OPTION_SETS = st.fixed_dictionaries(
    {
        "players": st.sampled_from([4, 6, 8]),
        "direction": st.sampled_from(["counter_clockwise", "clockwise"]),
        "cot": st.booleans(),
        "rebid_after_pass": st.booleans(),
        "bid_over_double": st.booleans(),
        "all_pass_rule": st.sampled_from(["play_28_nt_by_dealer_opponents", "forced_bid"]),
        "no_point_cards_redeal": st.booleans(),
        "starting_tables": st.integers(min_value=1, max_value=12),
    }
)


def random_state(options: dict[str, object], seed: int, steps: int) -> FiftySixState:
    """A match after ``steps`` random actions, auctions kept short (pass-heavy) so that play is
    reached; the invariants are checked after every action."""
    game = load(**options)
    state = game.new_state(seed=seed)
    assert isinstance(state, FiftySixState)
    rng = Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        seat = rng.choice(sorted(state.actors))
        legal = state.legal_actions(seat)
        texts = [a.text for a in legal]
        if "pass" in texts and rng.random() < 0.7:
            state.apply("pass", seat)
        else:
            state.apply(rng.choice(legal), seat)
        assert game.invariant_violations(state) == []
    return state


def _voids(view: dict[str, object]) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {}
    tricks = [t["cards"] for t in view["tricks"]]  # type: ignore[attr-defined]
    if view["current_trick"]:
        tricks.append(view["current_trick"])
    for trick in tricks:
        led = FACE_SUIT[cardtable.cards.parse_face(trick[0]["card"])]
        for e in trick:
            if FACE_SUIT[cardtable.cards.parse_face(e["card"])] != led:
                out.setdefault(int(e["player"]), set()).add(led)
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPTION_SETS, st.integers(min_value=0, max_value=10_000), st.integers(0, 120))
def test_sampled_worlds_agree_with_the_view_and_respect_voids(
    options: dict[str, object], seed: int, steps: int
) -> None:
    state = random_state(options, seed, steps)
    game = state.game
    rng = Random(seed + 1)
    for viewer in range(game.players):
        view = state.view(viewer)
        assert json.loads(json.dumps(view)) == view
        world = game.sample_state(view, rng)
        assert world.view(viewer) == view
        assert world.actors == state.actors
        assert [a.text for a in world.legal_actions(viewer)] == [
            a.text for a in state.legal_actions(viewer)
        ]
        assert isinstance(world, FiftySixState)
        for p, suits in _voids(view).items():
            held = {FACE_SUIT[cardtable.cards.parse_face(c)] for c in world.view(p)["hand"]}
            assert not held & suits, f"seat {p} showed a void and holds the suit again"
        assert game.invariant_violations(world) == []


@settings(max_examples=25, deadline=None)
@given(OPTION_SETS, st.integers(min_value=0, max_value=10_000))
def test_a_random_match_keeps_the_tables_and_56_points(
    options: dict[str, object], seed: int
) -> None:
    state = random_state(options, seed, 400)
    tables = state.tables
    assert sum(tables) == 2 * int(options["starting_tables"])  # type: ignore[call-overload]
    for summary in (state.previous_hand, state.hand_result):
        if summary and summary["tricks_played"] == state.tricks_per_hand:
            assert sum(summary["points"]) == 56


def test_no_leak_two_deals_differing_in_hidden_cards_look_the_same() -> None:
    game = load(players=6)
    hands = {1: ["JH", "9D"], 3: ["AC", "KS"]}
    deck = arrange(game, hands, dealer=5)
    # The same deal with seat 1's JH 9D and seat 3's AC KS swapped: hidden from seat 0.
    swapped = list(deck)
    pos1 = [i for i, c in enumerate(deck) if c in ("JH", "9D")][:2]
    pos3 = [i for i, c in enumerate(deck) if c in ("AC", "KS")][:2]
    for i, j in zip(pos1, pos3, strict=True):
        swapped[i], swapped[j] = swapped[j], swapped[i]
    a = game._new_state(0, game.arrange_deck(deck), start_position(5))
    b = game._new_state(0, game.arrange_deck(swapped), start_position(5))
    assert isinstance(a, FiftySixState) and isinstance(b, FiftySixState)
    assert a.view(1) != b.view(1)
    assert a.view(0) == b.view(0)
    for s in (a, b):
        auction(s, "28 spades", *["pass"] * 5)
    assert a.view(0) == b.view(0) and a.view(2) == b.view(2)
    assert game.describe_view(a.view(0)) == game.describe_view(b.view(0))


def test_a_view_holds_no_other_hand_and_the_log_is_public() -> None:
    state = deal(load(players=6), {0: ["JS"], 1: ["9S"]})
    auction(state, "28 spades", *["pass"] * 5)
    play(state, "JS")
    view = state.view(2)
    others = [c for p in (0, 1, 3, 4, 5) for c in state.view(p)["hand"]]
    text = json.dumps({k: v for k, v in view.items() if k != "hand"})
    assert all(f'"{c}"' not in text or c in _public(view) for c in others)
    assert view["log"] == [
        {"player": 0, "action": "28 spades"},
        *({"player": p, "action": "pass"} for p in range(1, 6)),
        {"player": 0, "action": "play JS"},
    ]
    assert view["hand_sizes"] == [7, 8, 8, 8, 8, 8]


def _public(view: dict[str, object]) -> set[str]:
    cards = {e["card"] for e in view["current_trick"]}  # type: ignore[attr-defined]
    for t in view["tricks"]:  # type: ignore[attr-defined]
        cards |= {e["card"] for e in t["cards"]}
    for r in view["first_draw"]:  # type: ignore[attr-defined]
        cards |= {e["card"] for e in r}
    for r in view["redeals"]:  # type: ignore[attr-defined]
        cards |= set(r["cards"])
    return cards


def test_record_and_replay_rebuild_a_match_with_spoken_bids_and_out_of_turn_actions() -> None:
    state = deal(load(players=6), {0: ["JS", "JS", "9S", "9S", "AS", "AS", "TS", "TS"]})
    auction(state, "spades 28", "plus 1 No", "plus 2 spades", "double", *["pass"] * 5)
    assert state.bidder == 2 and state.actors == frozenset({0, 1, 3, 5})
    state.apply("no surrender", 1)
    state.apply("surrender", 3)
    state.apply("insist", 2)
    record = state.record()
    again = cardtable.replay(record.to_json())
    assert again == state
    assert (1, "no surrender") in record.actions and (3, "surrender") in record.actions
    assert [a for _, a in record.actions[:3]] == ["spades 28", "plus 1 No", "plus 2 spades"]


def _late_hand_view(seed: int) -> tuple[FiftySixState, dict[str, object]]:
    """A 4-player hand in play with 5 or 6 cards unseen by the player to act, and a void shown
    in a suit of some of them."""
    while True:
        seed += 1
        state = random_state({"players": 4, "all_jacks_redeal": False}, seed, 0)
        rng = Random(seed)
        while not state.is_terminal:
            seat = rng.choice(sorted(state.actors))
            view = state.view(seat)
            unseen = sum(view["hand_sizes"]) - len(view["hand"])
            if state.phase == PLAY and state.current_player == seat and 5 <= unseen <= 6:
                # A void that binds: a suit some unseen card is of, shown void by another seat.
                suits = {
                    FACE_SUIT[cardtable.cards.parse_face(c)]
                    for q in range(4)
                    if q != seat
                    for c in state.view(q)["hand"]
                }
                if any(v & suits for q, v in _voids(view).items() if q != seat):
                    return state, view
                break
            legal = state.legal_actions(seat)
            texts = [a.text for a in legal]
            state.apply("pass" if "pass" in texts and rng.random() < 0.7 else rng.choice(legal),
                        seat)


def test_late_hand_worlds_are_uniform_over_the_consistent_deals() -> None:
    """Every deal of the unseen cards that agrees with the sizes and the shown voids is equally
    likely (each copy of a face its own card): a chi-square check against the enumeration."""
    state, view = _late_hand_view(100)
    game = state.game
    viewer = int(view["seat"])  # type: ignore[call-overload]
    others = [q for q in range(4) if q != viewer]
    sizes = [int(view["hand_sizes"][q]) for q in others]  # type: ignore[index]
    voids = _voids(view)
    unseen = [c for q in others for c in state.view(q)["hand"]]
    expected: Counter[tuple[tuple[str, ...], ...]] = Counter()
    for places in itertools.product(range(3), repeat=len(unseen)):
        if [places.count(i) for i in range(3)] != sizes:
            continue
        if any(
            FACE_SUIT[cardtable.cards.parse_face(c)] in voids.get(others[i], set())
            for c, i in zip(unseen, places, strict=True)
        ):
            continue
        expected[
            tuple(
                tuple(sorted(c for c, i in zip(unseen, places, strict=True) if i == k))
                for k in range(3)
            )
        ] += 1
    assert len(expected) > 3
    total = sum(expected.values())
    draws = 150 * len(expected)
    rng = Random(7)
    seen: Counter[tuple[tuple[str, ...], ...]] = Counter()
    for _ in range(draws):
        world = game.sample_state(view, rng)
        seen[tuple(tuple(sorted(world.view(q)["hand"])) for q in others)] += 1
    assert set(seen) <= set(expected), "a world outside the consistent deals"
    stat = sum(
        (seen[k] - draws * n / total) ** 2 / (draws * n / total) for k, n in expected.items()
    )
    df = len(expected) - 1
    bound = df * (1 - 2 / (9 * df) + 3.72 * math.sqrt(2 / (9 * df))) ** 3  # p about 1e-4
    assert stat < bound, (stat, bound, len(expected))
