"""Illegal and malformed actions (DESIGN.md: "apply of an illegal or malformed action raises a
clear IllegalAction (what was tried, why it is illegal, what is legal) and leaves the state
exactly as it was")."""

from __future__ import annotations

import pytest

from cardtable import Action, IllegalAction
from cardtable.games.fareeb import actions as A_
from cardtable.games.fareeb.state import FareebState
from tests.games.fareeb.deals import CASE_22, CASE_22_STUB, EXAMPLE_1, A, B, C, D
from tests.games.fareeb.helpers import deal, load, play_out, run, texts


def refused(state: FareebState, action: str | Action, player: int | None = None) -> IllegalAction:
    """Apply an action that must be refused; check the refusal changed nothing at all."""
    before = state.clone()
    views = [state.view(p) for p in range(state.n)]
    history = list(state.history)
    with pytest.raises(IllegalAction) as err:
        state.apply(action, player)
    assert state == before, "a refused action changed the state"
    assert [state.view(p) for p in range(state.n)] == views, "a refused action changed a view"
    assert state.history == history
    tried = action if isinstance(action, str) else action.text
    message = str(err.value)
    assert err.value.tried == tried and repr(tried) in message, "the message says what was tried"
    assert err.value.reason and err.value.reason in message, "the message says why"
    on_turn = player is None or player == state.current_player
    if on_turn and not state.is_terminal:
        legal = texts(state.legal_actions(state.current_player))
        assert err.value.legal == tuple(legal), "the message lists what is legal"
        assert "Legal now: " + ", ".join(legal) in message
    return err.value


def test_not_your_turn() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    err = refused(state, "pass", C)
    assert "not player 2's turn" in err.reason and "player 1 to act" in err.reason
    # A player who may not act has no legal action to list, and the actor's are not his to see.
    assert err.legal == ()
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    err = refused(state, "play KS", D)  # D holds K♠, but B is to lead
    assert "not player 3's turn" in err.reason and err.legal == ()
    for card in EXAMPLE_1[B]:
        assert card not in str(err), "the refusal must not show the actor's cards"


def test_not_following_suit() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    state.apply("play AS", B)
    err = refused(state, "play TC", C)  # C holds 9♠
    assert "spades were led and you hold some, so you must follow suit" in err.reason
    assert err.legal == ("play 9S",)


def test_card_you_do_not_hold() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    err = refused(state, "play JH", B)
    assert err.reason == "you do not hold JH"
    err = refused(state, "play 8S", B)  # not even in the 24-card pack
    assert err.reason == "you do not hold 8S"


def test_naming_the_barred_suit() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, *["pass"] * 4)
    err = refused(state, "name H")
    assert "hearts was turned down this hand and cannot be trump" in err.reason
    assert err.legal == ("pass", "name S", "name D", "name C")


def test_dealer_passing_when_stuck() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, *["pass"] * 7)
    err = refused(state, "pass", A)
    assert "the dealer may not pass in round 2 (stick the dealer)" in err.reason
    assert "other than hearts" in err.reason


def test_calling_own_card() -> None:
    state = deal(load(players=5), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"))
    err = refused(state, "call AD")
    assert err.reason == "you hold AD; you may not call your own card"
    err = refused(state, "call 7S")
    assert err.reason == "7S is not in the 28-card pack"


def test_discarding_a_card_you_do_not_hold() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"))
    err = refused(state, "discard AH", A)
    assert err.reason == "you do not hold AH"
    assert len(err.legal) == 6


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("play ZZ", "'ZZ' is not a card"),
        ("dance", "that is not a Fareeb action; actions are: pass | order up"),
        ("", "that is not a Fareeb action"),
        ("   ", "that is not a Fareeb action"),
        ("name", "name a suit"),
        ("name X", "'X' is not a suit"),
        ("play", "say which card"),
        ("discard", "say which card"),
        ("call 1S", "'1S' is not a card"),
        ("JK", "Fareeb is played without jokers"),
        ("play JK", "Fareeb is played without jokers"),
        ("order up now", "that is not a Fareeb action"),
        ("play JH", "in round 1 of making trumps the choices are pass and order up"),
        ("name S", "in round 1 of making trumps the choices are pass and order up"),
        ("alone", "in round 1 of making trumps the choices are pass and order up"),
        ("defend alone", "in round 1"),
        ("discard 9S", "in round 1"),
        ("call AS", "in round 1"),
    ],
)
def test_malformed_and_wrong_phase_text(text: str, reason: str) -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    err = refused(state, text)
    assert reason in err.reason
    assert err.legal == ("pass", "order up")


def test_wrong_kind_of_action_in_each_phase() -> None:
    state = deal(load(defender_alone=True), EXAMPLE_1, up="QH")
    run(state, *["pass"] * 4)
    assert "in round 2" in refused(state, "order up").reason
    run(state, (B, "pass"), (C, "pass"), (D, "name S"))
    assert "the maker chooses: with partner or alone" in refused(state, "pass").reason
    assert "no card to call" in refused(state, "call AH").reason
    state.apply("alone", D)
    assert "defend alone" in refused(state, "play AS").reason
    run(state, (A, "pass"), (C, "pass"))
    assert "cards are being played" in refused(state, "pass").reason
    five = deal(load(players=5), CASE_22, up="QD", stub=CASE_22_STUB)
    run(five, (1, "pass"), (2, "order up"))
    assert "calls a card" in refused(five, "with partner").reason
    assert "calls a card" in refused(five, "name S").reason
    five.apply("call AC")
    assert "discard a card" in refused(five, "play TH").reason


def test_action_objects_are_checked_too() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    refused(state, A_.PLAY[0])
    refused(state, A_.ORDER_UP, D)
    refused(state, Action(999, "frobnicate"))


def test_going_alone_refused_when_off() -> None:
    five = deal(load(players=5, going_alone=False), CASE_22, up="QD", stub=CASE_22_STUB)
    run(five, (1, "pass"), (2, "order up"))
    assert refused(five, "alone").reason == "going alone is off at this table"


def test_sitting_out_player_cannot_play() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "alone"))
    assert state.sitting_out == (A,)
    assert "not player 0's turn" in refused(state, "play QS", A).reason
    for _ in range(3):
        p = state.current_player
        assert p is not None and p != A
        state.apply(state.legal_actions(p)[0], p)
        assert state.current_player != A


def test_after_the_match_is_over() -> None:
    state = deal(load(single_hand=True), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    done = play_out(state, (A, C), 3)
    assert done.is_terminal
    assert refused(done, "pass").reason == "the match is over"
    assert refused(done, "pass", B).reason == "the match is over"
    assert done.legal_actions(B) == [] and done.legal_actions() == []
