"""Hidden information in Fareeb views (DESIGN.md "Hidden information"; fareeb.md §4-5).

The no-leak tests build two real deals that differ only in cards hidden from one player, apply
the same actions to both, and require that player's views to be identical at every step.
"""

from __future__ import annotations

import json
from random import Random

import pytest

from cardtable.cards import card_text
from cardtable.games.fareeb.game import FareebGame
from cardtable.games.fareeb.state import FareebState
from tests.games.fareeb.deals import CASE_22, CASE_22_STUB, EXAMPLE_1, A, B, C, D
from tests.games.fareeb.helpers import (
    deal,
    load,
    play_trick,
    run,
    seed_with_dealer,
    texts,
)


def seat_of_position(i: int, n: int, dealer: int) -> int:
    """Who receives card ``i`` of a deck (FareebGame.deal_order); -1 for up-card and stub."""
    return (dealer + 1 + i) % n if i < 5 * n else -1


def twin_deals(
    game: FareebGame, seed: int, viewer: int, rng: Random
) -> tuple[FareebState, FareebState]:
    """Two new matches whose first deals differ only in two cards hidden from ``viewer``:
    swapped between two other players, or between another player and the face-down stub."""
    n = game.players
    dealer = 0
    while True:
        deck = [card_text(c) for c in game.deck()]
        rng.shuffle(deck)
        hidden = [
            i for i in range(len(deck)) if i != 5 * n and seat_of_position(i, n, dealer) != viewer
        ]
        i, j = rng.sample(hidden, 2)
        if seat_of_position(i, n, dealer) == seat_of_position(j, n, dealer):
            continue
        other = list(deck)
        other[i], other[j] = other[j], other[i]
        first = game.new_state(seed=seed_with_dealer(n, dealer), deck=deck)
        second = game.new_state(seed=seed_with_dealer(n, dealer), deck=other)
        assert isinstance(first, FareebState) and isinstance(second, FareebState)
        if not first.redeals and not second.redeals:
            return first, second


def walk_with_equal_views(first: FareebState, second: FareebState, viewer: int, rng: Random) -> int:
    """Apply the same random actions (legal in both) while ``viewer``'s views agree; returns
    the number of steps taken before the deals' difference made an action possible in only one
    of them (or the match ended)."""
    steps = 0
    while True:
        assert first.view(viewer) == second.view(viewer), f"views differ after {steps} steps"
        if first.is_terminal:
            return steps
        actor = first.current_player
        assert actor is not None and actor == second.current_player
        legal_first = first.legal_actions(actor)
        legal_second = second.legal_actions(actor)
        if actor == viewer:
            assert legal_first == legal_second
        common = [a for a in legal_first if a in legal_second]
        if not common:
            return steps
        action = common[rng.randrange(len(common))]
        first.apply(action, actor)
        second.apply(action, actor)
        steps += 1


CONFIGS = [
    {},
    {"players": 5},
    {"players": 5, "call_timing": "after_exchange"},
    {"defender_alone": True},
    {"players": 5, "call_own_card": "counts_as_alone"},
]


@pytest.mark.parametrize(
    "options", CONFIGS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items())
)
def test_no_leak_when_hidden_cards_differ(options: dict[str, object]) -> None:
    game = load(single_hand=True, **options)
    rng = Random(2024)
    total = 0
    for seed in range(12):
        for viewer in range(game.players):
            first, second = twin_deals(game, seed, viewer, rng)
            total += walk_with_equal_views(first, second, viewer, rng)
    assert total > 12 * game.players * 8, "the walks should reach well into the play"


def test_no_leak_through_a_whole_hand_around_the_sitting_out_partner() -> None:
    """D goes alone, so B's cards are never played: deals that swap B's cards with the stub give
    A, C and D identical views through the whole hand and the scoring."""
    game = load(single_hand=True)
    stub = ["9H", "TH", "JD"]
    swapped = {**EXAMPLE_1, B: ["9H", "TH", "JD", "TD", "9D"]}
    first = deal(game, EXAMPLE_1, up="QH", stub=stub)
    second = deal(game, swapped, up="QH", stub=["AS", "AC", "9C"])
    script = [(B, "pass"), (C, "pass"), (D, "order up"), (D, "alone"), (A, "discard TS")]
    plays = [
        [(C, "9S"), (D, "KS"), (A, "QS")],
        [(D, "KC"), (A, "JC"), (C, "TC")],
        [(D, "QC"), (A, "QH"), (C, "JH")],
        [(C, "AH"), (D, "KD"), (A, "AD")],
        [(C, "KH"), (D, "QD"), (A, "JS")],
    ]
    views = []
    for state in (first, second):
        seen = []
        for seat, action in script:
            state.apply(action, seat)
            seen.append([state.view(p) for p in (A, C, D)])
        for trick in plays:
            play_trick(state, trick)
            seen.append([state.view(p) for p in (A, C, D)])
        assert state.is_terminal
        views.append(seen)
    assert views[0] == views[1]
    assert first.view(B) != second.view(B), "B sees his own (different) cards"


def test_the_dealers_discard_is_seen_only_by_the_dealer() -> None:
    game = load()
    views = {}
    for discard in ("TS", "JC"):
        state = deal(game, EXAMPLE_1, up="QH")
        run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, f"discard {discard}"))
        views[discard] = state
        assert state.view(A)["discarded"] == discard
        assert state.view(A)["bidding"][-1] == {"player": A, "action": f"discard {discard}"}
        for p in (B, C, D):
            assert "discarded" not in state.view(p)
            assert state.view(p)["bidding"][-1] == {"player": A, "action": "discard"}
            assert discard not in json.dumps(state.view(p))
    for p in (B, C, D):
        assert views["TS"].view(p) == views["JC"].view(p)


def test_no_other_players_cards_in_any_view() -> None:
    """A view holds the viewer's hand and public cards only: never another hand or the stub."""
    game = load(players=5)
    state = deal(game, CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"), (2, "call AC"), (0, "discard TH"))
    for p in range(5):
        text = json.dumps(state.view(p))
        for q in range(5):
            for card in CASE_22[q]:
                if q != p and card != "AC":  # A♣ is the called card, named in public
                    assert f'"{card}"' not in text, f"seat {p} sees {card} of seat {q}"
        for card in CASE_22_STUB:
            assert f'"{card}"' not in text


def test_secret_partner_known_only_to_the_holder_until_played() -> None:
    """5 players (case 17): only the holder of the called card knows the partnership until the
    card is played; two deals that put the called card with seat 1 or with seat 4 give every
    other player the same views until then."""
    game = load(players=5)
    base = {
        0: ["8D", "AC", "AH", "8H", "9S"],
        1: ["AS", "KC", "8C", "9H", "TH"],
        2: ["KS", "QC", "TC", "KH", "QH"],
        3: ["QS", "JD", "AD", "KD", "QD"],
        4: ["8S", "JH", "9C", "TS", "JS"],
    }
    moved = {**base, 1: ["AS", "KC", "8C", "9H", "JH"], 4: ["8S", "TH", "9C", "TS", "JS"]}
    states = []
    for hands in (base, moved):
        state = deal(game, hands, up="TD")
        run(state, (1, "pass"), (2, "pass"), (3, "order up"), (3, "call JH"), (0, "discard 9S"))
        states.append(state)
    first, second = states
    assert first.partner == 4 and second.partner == 1
    assert first.view(4)["partner"] == 4 and first.view(4)["partner_status"] == "known"
    assert second.view(1)["partner"] == 1 and second.view(1)["partner_status"] == "known"
    for p in (0, 2, 3):
        assert first.view(p) == second.view(p)
        assert first.view(p)["partner_status"] == "unknown" and first.view(p)["partner"] is None
    # Trick 1 goes the same way in both deals; J♥ is not played yet.
    for state in states:
        play_trick(state, [(1, "AS"), (2, "KS"), (3, "QS"), (4, "8S"), (0, "8D")])
    for p in (0, 2, 3):
        assert first.view(p) == second.view(p)
    # When J♥ is played the partner becomes known to everyone.
    first.apply("play AC", 0)
    first.apply("play 8C", 1)
    first.apply("play TC", 2)
    first.apply("play JD", 3)
    first.apply("play 9C", 4)
    first.apply("play AD", 3)
    first.apply("play JH", 4)
    assert all(first.view(p)["partner"] == 4 for p in range(5))
    assert all(first.view(p)["partner_status"] == "known" for p in range(5))


def test_view_content_is_complete_and_json() -> None:
    game = load()
    state = deal(game, EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    state.apply("play AS", B)
    view = state.view(C)
    assert json.loads(json.dumps(view)) == view
    assert view["seat"] == C and view["dealer"] == A and view["players"] == 4
    assert view["phase"] == "play" and view["to_act"] == [C]
    assert view["trump"] == "H" and view["maker"] == C and view["partner"] == A
    assert view["hand"] == ["JH", "AH", "KH", "9S", "TC"], "trumps first, strongest first"
    assert view["hand_sizes"] == [5, 4, 5, 5]
    assert view["current_trick"] == [{"player": B, "card": "AS"}]
    assert view["up_card"] == "QH" and view["up_card_state"] == "taken by the dealer"
    assert view["bidding"] == [
        {"player": B, "action": "pass"},
        {"player": C, "action": "order up"},
        {"player": C, "action": "with partner"},
        {"player": A, "action": "discard"},
    ]
    assert view["scores"] == [0, 0, 0, 0] and view["team_scores"] == [0, 0]
    assert view["target_score"] == 10 and view["winners"] == []
    assert texts(state.legal_actions(C)) == ["play 9S"]
