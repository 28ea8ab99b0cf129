"""The shared rules of golf.md §0 in every Golf game: stock exhaustion and reshuffle (§0.8,
R-STOCK, A-7), the turn cap (A-9), dealer rotation and the first player (§0.5, A-5), and the end
of the match by holes or by target (§0.9; the tie policy is in test_golf6).

The players here never end a hand on purpose: they draw from the stock and put the card over a
face-up card when they have one (4-card Golf: discard it), so no new card is ever exposed."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.games.golf.actions import DRAW_STOCK, slot_of
from cardtable.games.golf.phases import HOLD, START
from cardtable.games.golf.state import GolfState
from tests.games.golf.helpers import load

GAMES = ("golf4", "golf6", "golf8", "golf9", "golf10")


def _stall(state: GolfState) -> None:
    """One action that keeps the hand going without exposing a new card (read from the state,
    for speed: these tests play a few thousand turns)."""
    p = state.current_player
    assert p is not None
    legal = state.legal_actions(p)
    texts = [a.text for a in legal]
    if state.phase == START:
        state.apply(DRAW_STOCK, p)
        return
    if state.phase == HOLD:
        for action in legal:
            if action.text.startswith("replace ") and state.faceup[p] >> slot_of(action) & 1:
                state.apply(action, p)
                return
        state.apply("discard" if "discard" in texts else texts[0], p)
        return
    state.apply("keep" if "keep" in texts else texts[0], p)


def _hand_over(state: GolfState) -> dict[str, Any]:
    hand = state.hand_number
    while state.hand_number == hand and not state.is_terminal:
        _stall(state)
    result = state.view(0)["previous_hand"] if not state.is_terminal else state.hand_result
    assert result is not None
    return dict(result)


@pytest.mark.parametrize("name", GAMES)
def test_an_empty_stock_is_refilled_from_the_discard_pile_but_its_top(name: str) -> None:
    """TC-6.7 in every game (A-7)."""
    state = load(name, players=2).new_state(seed=11)
    while not (state.view(0)["phase"] == "draw" and not state.stock):
        _stall(state)
    view = state.view(0)
    pile, top, drawer = view["discard_size"], view["discard"], state.current_player
    assert drawer is not None
    state.apply("draw stock")
    other = state.view(1 - drawer)
    assert {"player": None, "action": "reshuffle", "stock": pile - 1} in other["log"]
    assert other["discard_pile"] == [top] and other["stock"] == pile - 2
    assert state.hand_number == 1 and state.view(drawer)["phase"] == "holding"


@pytest.mark.parametrize("name", GAMES)
def test_the_turn_cap_ends_the_hand_and_the_deal_passes_clockwise(name: str) -> None:
    """A-9 and A-5: the hand is scored as it stands; the next dealer sits to the left."""
    state = load(name, players=3, max_turns_per_hand=100).new_state(seed=5)
    first_dealer = state.dealer
    assert state.current_player == (first_dealer + 1) % 3  # the dealer's left acts first
    result = _hand_over(state)
    assert result["ended_by"] == "turn limit" and result["dealer"] == first_dealer
    assert sum(result["scores"]) == sum(state.scores)
    assert state.dealer == (first_dealer + 1) % 3 and state.hand_number == 2
    assert state.current_player == (state.dealer + 1) % 3


@pytest.mark.parametrize("name", GAMES)
def test_eighteen_holes(name: str) -> None:
    state = load(name, players=2, match_end="holes(18)", max_turns_per_hand=100).new_state(seed=2)
    while not state.is_terminal:
        _stall(state)
    assert state.hand_number == 18 and len(state.view(0)["holes"]) == 18
    low = min(state.scores)
    assert state.winners == tuple(p for p in range(2) if state.scores[p] == low)


@pytest.mark.parametrize("name", GAMES)
def test_a_target_ends_the_match_once_some_total_reaches_it(name: str) -> None:
    state = load(name, players=2, match_end="target(60)", max_turns_per_hand=100).new_state(
        seed=3
    )
    while not state.is_terminal:
        _stall(state)
    holes = state.view(0)["holes"]
    before = [sum(h[p] for h in holes[:-1]) for p in range(2)]
    assert max(before) < 60 <= max(state.scores)
    assert min(state.scores) in [state.scores[p] for p in state.winners]
