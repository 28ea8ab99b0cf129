"""Every option of fareeb.md §8 in each of its values, the presets, and option validation."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable import IllegalAction, InvalidOptions
from cardtable.games.fareeb.options import OPTION_SPECS, PRESETS
from cardtable.games.fareeb.phases import (
    DEALER_EXCHANGE,
    DEFENDER_OPTIONS,
    MAKER_OPTIONS,
    OVER,
    PLAY,
    ROUND_1,
)
from tests.games.fareeb.deals import (
    CASE_22,
    CASE_22_STUB,
    DEFENDERS_STRONG,
    DISCARD,
    EXAMPLE_1,
    STRONG_STUB,
    A,
    B,
    C,
    D,
    deal_for,
)
from tests.games.fareeb.helpers import (
    arrange,
    cards_of,
    deal,
    hand_summary,
    load,
    play_out,
    run,
    seed_with_dealer,
    texts,
)

# ---------------------------------------------------------------- players


def test_players_four_and_five() -> None:
    """players: 4 → 24 cards, 4 undealt, fixed teams 0+2 / 1+3, team scores; 5 → 28 cards, 3
    undealt, no teams, a score per player."""
    four = load()
    assert four.players == 4 and len(four.deck()) == 24 and four.teams == ((0, 2), (1, 3))
    state = four.new_state(seed=3)
    assert sum(len(cards_of(state, p)) for p in range(4)) == 20
    assert len(state.stub) + 1 == 4
    assert len(state.scores) == 4 and state.team_scores == (0, 0)
    five = load(players=5)
    assert five.players == 5 and len(five.deck()) == 28 and five.teams is None
    state5 = five.new_state(seed=3)
    assert sum(len(cards_of(state5, p)) for p in range(5)) == 25
    assert len(state5.stub) + 1 == 3
    assert len(state5.scores) == 5 and state5.team_scores is None
    assert load(player_count=5).players == 5, "the rule book's name is an alias"


# ---------------------------------------------------------------- target_score


@pytest.mark.parametrize(("target", "over"), [(1, True), (2, False), (10, False)])
def test_target_score(target: int, over: bool) -> None:
    """target_score: the match ends when a side reaches it (here A+C make 3 tricks: +1)."""
    state = deal(load(target_score=target), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    done = play_out(state, (A, C), 3)
    assert done.team_scores == (1, 0)
    assert done.is_terminal is over
    assert done.winners == ((A, C) if over else ())


# ---------------------------------------------------------------- stick_the_dealer


def test_stick_the_dealer_on_dealer_cannot_pass() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, *["pass"] * 7)
    assert "pass" not in texts(state.legal_actions(A))


def test_stick_the_dealer_off_all_pass_throws_the_hand_in() -> None:
    """stick_the_dealer=off: the dealer may pass too; then the hand is thrown in, nobody scores
    and the next dealer (the dealer's left) deals."""
    state = deal(load(stick_the_dealer=False), EXAMPLE_1, up="QH")
    run(state, *["pass"] * 7)
    assert texts(state.legal_actions(A)) == ["pass", "name S", "name D", "name C"]
    state.apply("pass", A)
    assert state.hand_number == 2 and state.dealer == B and state.phase == ROUND_1
    assert state.team_scores == (0, 0)
    assert state.previous_hand is not None and state.previous_hand["thrown_in"]
    assert state.current_player == C
    single = deal(load(stick_the_dealer=False, single_hand=True), EXAMPLE_1, up="QH")
    run(single, *["pass"] * 8)
    assert single.is_terminal and single.winners == ()
    assert single.hand_result is not None and single.hand_result["outcome"] == "thrown in"


# ---------------------------------------------------------------- thrown_in_limit


def _pass_until_stuck(state: Any, limit: int) -> None:
    """Everyone passes twice, hand after hand, ``limit`` times."""
    for _ in range(limit):
        while state.phase != OVER and "pass" in texts(state.legal_actions(state.current_player)):
            before = state.hand_number
            state.apply("pass")
            if state.hand_number != before:
                break


@pytest.mark.parametrize("limit", [1, 3])
def test_thrown_in_limit_sticks_the_dealer_for_the_rest_of_the_match(limit: int) -> None:
    """Issue 11: with stick_the_dealer=off and everyone always passing a match never ended. After
    ``thrown_in_limit`` thrown-in hands the dealer is stuck (§8 stick the dealer), so it ends."""
    state = cardtable.load("fareeb", "pagat", thrown_in_limit=limit).new_state(seed=4)
    _pass_until_stuck(state, limit)
    assert state.hand_number == limit + 1 and state.view(0)["thrown_in"] == limit
    assert state.view(0)["dealer_stuck"]
    for _ in range(7):
        state.apply("pass")
    dealer = state.current_player
    assert dealer == state.dealer and "pass" not in texts(state.legal_actions(dealer))
    with pytest.raises(IllegalAction, match=f"stuck after {limit} thrown-in hands"):
        state.apply("pass")
    # Passing whenever allowed: every later hand is played, and the match ends.
    steps = 0
    while not state.is_terminal:
        legal = state.legal_actions(state.current_player)
        state.apply(legal[0])
        steps += 1
        assert steps < 20_000
    assert state.view(0)["thrown_in"] == limit
    clone = cardtable.replay(state.record())
    assert clone == state


def test_thrown_in_limit_default_and_validation() -> None:
    assert cardtable.load("fareeb", "pagat").options["thrown_in_limit"] == 10
    with pytest.raises(InvalidOptions, match="thrown_in_limit"):
        cardtable.load("fareeb", "pagat", thrown_in_limit=0)
    with pytest.raises(InvalidOptions, match="needs stick_the_dealer=off"):
        cardtable.load("fareeb", thrown_in_limit=3)


def test_before_the_limit_the_dealer_may_still_pass() -> None:
    state = cardtable.load("fareeb", "pagat", thrown_in_limit=2).new_state(seed=4)
    _pass_until_stuck(state, 1)
    assert state.view(0)["thrown_in"] == 1 and not state.view(0)["dealer_stuck"]
    for _ in range(7):
        state.apply("pass")
    assert "pass" in texts(state.legal_actions(state.current_player))


# ---------------------------------------------------------------- farmers_hand_redeal


@pytest.mark.parametrize("redeal", [True, False])
def test_farmers_hand_redeal(redeal: bool) -> None:
    game = load(farmers_hand_redeal=redeal)
    farmer = ["9S", "TS", "9H", "TD", "9C"]
    state = game.new_state(seed=seed_with_dealer(4, A), deck=arrange(game, {D: farmer}, "QH"))
    if redeal:
        assert state.redeals and cards_of(state, D) != set(farmer)
    else:
        assert state.redeals == [] and cards_of(state, D) == set(farmer)


# ---------------------------------------------------------------- going_alone


def test_going_alone_off_four_players_skips_the_makers_choice() -> None:
    state = deal(load(going_alone=False), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"))
    assert state.phase == DEALER_EXCHANGE and state.current_player == A
    state.apply("discard TS", A)
    assert state.partner == A and not state.alone


def test_going_alone_on_four_players_offers_alone() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"))
    assert texts(state.legal_actions(C)) == ["with partner", "alone"]


def test_going_alone_off_five_players_only_calls_but_forced_alone_still_happens() -> None:
    state = deal(load(players=5, going_alone=False), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"))
    legal = texts(state.legal_actions(2))
    assert "alone" not in legal and all(t.startswith("call ") for t in legal)
    with pytest.raises(IllegalAction, match="going alone is off"):
        state.apply("alone", 2)
    # Calling a card in the stub still leaves the maker alone (fareeb.md §4).
    run(state, (2, "call JC"), (0, "discard TH"))
    assert state.alone and state.partner == -1


# ---------------------------------------------------------------- defender_alone


def test_defender_alone_off_no_defenders_choice() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "pass"), (D, "order up"), (D, "alone"))
    assert state.phase == DEALER_EXCHANGE
    assert state.lone_defender == -1


def test_defender_alone_first_defender_defends() -> None:
    """defender_alone=on: after a lone maker (D) the defender on his left (A) is asked first;
    defending alone sends his partner (C) out too; the lone defender who euchres scores 4."""
    game = load(defender_alone=True, single_hand=True)
    state = deal(game, EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "pass"), (D, "order up"), (D, "alone"))
    assert state.phase == DEFENDER_OPTIONS and state.current_player == A
    assert texts(state.legal_actions(A)) == ["pass", "defend alone"]
    state.apply("defend alone", A)
    assert state.lone_defender == A and set(state.sitting_out) == {B, C}
    # A is the dealer and plays, so he still exchanges.
    assert state.phase == DEALER_EXCHANGE
    state.apply("discard TS", A)
    assert state.active == (A, D) and state.current_player == D
    assert all(state.view(p)["lone_defender"] == A for p in range(4))
    done = play_out(state, (D,), 2)
    assert done.team_scores == (4, 0)
    assert hand_summary(done)["lone_defender"] == A


def test_defender_alone_second_defender_and_lead() -> None:
    """If the first defender passes the other is asked; a lone defender C sends the dealer A out
    (no exchange); C, the only active player left of the dealer, leads."""
    for alone_lead in ("left_of_dealer_next_active", "left_of_lone_player"):
        game = load(defender_alone=True, alone_lead=alone_lead)
        state = deal(game, EXAMPLE_1, up="QH")
        run(state, (B, "pass"), (C, "pass"), (D, "order up"), (D, "alone"), (A, "pass"))
        assert state.phase == DEFENDER_OPTIONS and state.current_player == C
        state.apply("defend alone", C)
        assert set(state.sitting_out) == {A, B}
        assert state.phase == PLAY and state.current_player == C
        assert "QH" not in cards_of(state, A)


def test_defender_alone_both_pass_plays_an_ordinary_lone_hand() -> None:
    state = deal(load(defender_alone=True), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "pass"), (D, "order up"), (D, "alone"), (A, "pass"), (C, "pass"))
    assert state.phase == DEALER_EXCHANGE and state.sitting_out == (B,)
    assert state.lone_defender == -1


def test_defender_alone_not_offered_against_a_partnered_maker() -> None:
    state = deal(load(defender_alone=True), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"))
    assert state.phase == DEALER_EXCHANGE


def test_lone_defender_lead_with_left_of_lone_player() -> None:
    """alone_lead=left_of_lone_player with A defending alone against D: A (D's left) leads."""
    state = deal(load(defender_alone=True, alone_lead="left_of_lone_player"), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "pass"), (D, "order up"), (D, "alone"), (A, "defend alone"))
    state.apply("discard TS", A)
    assert state.current_player == A


# ---------------------------------------------------------------- alone_lead (see also case 14)


@pytest.mark.parametrize(
    ("alone_lead", "leader"), [("left_of_dealer_next_active", C), ("left_of_lone_player", A)]
)
def test_alone_lead(alone_lead: str, leader: int) -> None:
    state = deal(load(alone_lead=alone_lead), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "pass"), (D, "order up"), (D, "alone"), (A, "discard TS"))
    assert state.current_player == leader


def test_alone_lead_has_no_effect_without_anyone_sitting_out() -> None:
    state = deal(load(alone_lead="left_of_lone_player"), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "pass"), (D, "order up"), (D, "with partner"), (A, "discard TS"))
    assert state.current_player == B


# ---------------------------------------------------------------- march points


@pytest.mark.parametrize(("value", "points"), [(4, 4), (5, 5)])
def test_lone_march_points(value: int, points: int) -> None:
    state = deal_for(5, lone_march_points=value)
    run(state, (B, "order up"), (B, "alone"), DISCARD)
    assert play_out(state, (B,), 5).team_scores == (0, points)
    # A partnered march still scores 2.
    state = deal_for(5, lone_march_points=value)
    run(state, (B, "order up"), (B, "with partner"), DISCARD)
    assert play_out(state, (B, D), 5).team_scores == (0, 2)


@pytest.mark.parametrize(("value", "points"), [(4, 4), (2, 2)])
def test_defenders_march_points(value: int, points: int) -> None:
    state = deal_for(0, defenders_march_points=value)
    run(state, (B, "order up"), (B, "with partner"), DISCARD)
    assert play_out(state, (B, D), 0).team_scores == (points, 0)
    # A euchre with 1-2 maker tricks stays 2.
    state = deal(
        load(single_hand=True, defenders_march_points=value),
        DEFENDERS_STRONG,
        "QH",
        stub=STRONG_STUB,
    )
    run(state, (B, "order up"), (B, "with partner"), DISCARD)
    assert play_out(state, (B, D), 1).team_scores == (2, 0)


# ---------------------------------------------------------------- call_timing (5 players)


def test_call_timing_before_exchange() -> None:
    """before_exchange (seed): the maker calls, then the dealer picks up and discards."""
    state = deal(load(players=5), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"))
    assert state.phase == MAKER_OPTIONS and state.current_player == 2
    state.apply("call AC", 2)
    assert state.phase == DEALER_EXCHANGE and state.current_player == 0
    state.apply("discard TH", 0)
    assert state.phase == PLAY and state.partner == 4


def test_call_timing_after_exchange() -> None:
    """after_exchange: the dealer picks up and discards first, then the maker calls."""
    state = deal(load(players=5, call_timing="after_exchange"), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"))
    assert state.phase == DEALER_EXCHANGE and state.current_player == 0
    state.apply("discard TH", 0)
    assert state.phase == MAKER_OPTIONS and state.current_player == 2
    assert [b["action"] for b in state.view(2)["bidding"]][-1] == "discard"
    state.apply("call AC", 2)
    assert state.phase == PLAY and state.partner == 4


@pytest.mark.parametrize("timing", ["before_exchange", "after_exchange"])
def test_call_timing_round_two_has_no_exchange(timing: str) -> None:
    state = deal(load(players=5, call_timing=timing), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, *["pass"] * 5, (1, "name H"))
    assert state.phase == MAKER_OPTIONS and state.current_player == 1
    state.apply("call AC", 1)
    assert state.phase == PLAY and state.discarded == -1


def test_after_exchange_dealer_maker_may_call_his_own_discard_and_is_alone() -> None:
    """Project decision: after_exchange, the dealer-maker may call the card he discarded (it is
    not in his hand, like the turned-down up-card of case 19); nobody holds it, so he is alone."""
    state = deal(load(players=5, call_timing="after_exchange"), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, *["pass"] * 4, (0, "order up"), (0, "discard TH"))
    assert "call TH" in texts(state.legal_actions(0))
    assert "call QD" not in texts(state.legal_actions(0)), "he holds the up-card now"
    state.apply("call TH", 0)
    assert state.alone and state.partner == -1


def test_before_exchange_dealer_maker_cannot_call_the_up_card_or_his_cards() -> None:
    """before_exchange: the dealer-maker's hand counts the up-card he is about to pick up."""
    state = deal(load(players=5), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, *["pass"] * 4, (0, "order up"))
    legal = texts(state.legal_actions(0))
    assert "call QD" not in legal and "call TH" not in legal and "call TD" not in legal
    with pytest.raises(IllegalAction, match="you hold QD"):
        state.apply("call QD", 0)


# ---------------------------------------------------------------- called_card_may_be_trump


def test_called_card_may_be_trump_on() -> None:
    state = deal(load(players=5), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"))
    legal = texts(state.legal_actions(2))
    assert {"call KD", "call 9D", "call 8D"} <= set(legal)
    # The left bower (J♥, a ♦ here) is the maker's own card in this deal; see case 17 for it.


def test_called_card_may_be_trump_off() -> None:
    """off: no trump may be called, the left bower included."""
    state = deal(load(players=5, called_card_may_be_trump=False), CASE_22, "QD", stub=CASE_22_STUB)
    run(state, (1, "order up"))
    legal = texts(state.legal_actions(1))
    trumps = ["8D", "9D", "TD", "JD", "QD", "KD", "AD", "JH"]
    assert not any(f"call {t}" in legal for t in trumps)
    assert "call AC" in legal and "call AH" not in legal  # AH is seat 1's own card
    assert "call QH" in legal and "call JC" in legal
    for trump in ("JH", "8D"):
        with pytest.raises(IllegalAction, match="a trump may not be the called card"):
            state.apply(f"call {trump}", 1)


# ---------------------------------------------------------------- call_own_card


def test_call_own_card_off() -> None:
    state = deal(load(players=5), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"))
    legal = texts(state.legal_actions(2))
    assert not any(f"call {x}" in legal for x in CASE_22[2])
    with pytest.raises(IllegalAction, match="you hold JD; you may not call your own card"):
        state.apply("call JD", 2)


def test_call_own_card_counts_as_alone() -> None:
    """counts_as_alone: the maker may call his own card and then plays alone, telling nobody."""
    state = deal(load(players=5, call_own_card="counts_as_alone"), CASE_22, "QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"))
    assert {f"call {x}" for x in CASE_22[2]} <= set(texts(state.legal_actions(2)))
    run(state, (2, "call JD"), (0, "discard TH"))
    assert state.alone and state.partner == -1
    assert state.view(2)["partner_status"] == "none"
    assert not state.view(2)["alone"], "not declared alone"
    for seat in (0, 1, 3, 4):
        assert state.view(seat)["partner_status"] == "unknown"
    done = play_out(state, (2,), 3)
    assert done.scores == (0, 0, 1, 0, 0)


# ---------------------------------------------------------------- five_player_tie: cases 22 ff.
# (tests/games/fareeb/test_five_players.py covers joint_winners and play_on)


# ---------------------------------------------------------------- dealer_may_discard_upcard


@pytest.mark.parametrize("may", [True, False])
def test_dealer_may_discard_upcard(may: bool) -> None:
    state = deal(load(dealer_may_discard_upcard=may), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"))
    legal = texts(state.legal_actions(A))
    assert ("discard QH" in legal) is may
    assert len(legal) == (6 if may else 5)
    if may:
        state.apply("discard QH", A)
        assert "QH" not in cards_of(state, A)
    else:
        with pytest.raises(IllegalAction, match="may not discard the up-card"):
            state.apply("discard QH", A)


# ---------------------------------------------------------------- single_hand


@pytest.mark.parametrize("single", [True, False])
def test_single_hand(single: bool) -> None:
    state = deal(load(single_hand=single), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    done = play_out(state, (A, C), 3)
    assert done.is_terminal is single
    if single:
        assert done.phase == OVER and done.winners == (A, C)
        assert done.hand_result is not None and done.hand_result["points"] == [1, 0, 1, 0]
    else:
        assert done.hand_number == 2 and done.winners == ()


def test_single_hand_five_players_winners_are_the_scorers() -> None:
    state = deal(load(players=5, single_hand=True), CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"), (2, "call AC"), (0, "discard TH"))
    done = play_out(state, (2, 4), 3)
    assert done.is_terminal and done.winners == (2, 4)


# ---------------------------------------------------------------- presets


def test_preset_seed_is_the_defaults() -> None:
    assert load().options == cardtable.load("fareeb", preset="seed").options
    assert PRESETS["seed"] == {}


def test_preset_pagat() -> None:
    game = cardtable.load("fareeb", preset="pagat")
    o = game.options
    assert (o.stick_the_dealer, o.defender_alone, o.alone_lead, o.defenders_march_points) == (
        False,
        True,
        "left_of_lone_player",
        2,
    )
    assert o.players == 4 and o.lone_march_points == 4 and o.target_score == 10
    # Its effects: the dealer may pass in round 2; defending alone is offered.
    state = game.new_state(seed=seed_with_dealer(4, A), deck=arrange(load(), EXAMPLE_1, "QH"))
    run(state, *["pass"] * 7)
    assert "pass" in texts(state.legal_actions(A))
    state = game.new_state(seed=seed_with_dealer(4, A), deck=arrange(load(), EXAMPLE_1, "QH"))
    run(state, (B, "pass"), (C, "pass"), (D, "order up"), (D, "alone"))
    assert state.phase == DEFENDER_OPTIONS


def test_preset_call_your_partner() -> None:
    game = cardtable.load("fareeb", preset="call_your_partner")
    o = game.options
    assert o.players == 5 and o.call_timing == "after_exchange"
    assert o.called_card_may_be_trump is False and o.lone_march_points == 5
    state = game.new_state(
        seed=seed_with_dealer(5, 0), deck=arrange(load(players=5), CASE_22, "QD", stub=CASE_22_STUB)
    )
    run(state, (1, "pass"), (2, "order up"))
    assert state.phase == DEALER_EXCHANGE
    state.apply("discard TH", 0)
    assert not any(t.endswith("D") or t == "call JH" for t in texts(state.legal_actions(2)))


def test_presets_take_overrides_and_refuse_contradictions() -> None:
    assert cardtable.load("fareeb", preset="pagat", stick_the_dealer=True).options.stick_the_dealer
    with pytest.raises(InvalidOptions, match="call_timing applies only to 5-player"):
        cardtable.load("fareeb", preset="call_your_partner", players=4)
    with pytest.raises(InvalidOptions, match="presets are: seed, pagat, call_your_partner"):
        cardtable.load("fareeb", preset="hoyle")


# ---------------------------------------------------------------- validation


BAD_VALUES: list[tuple[str, Any, str]] = [
    ("players", 3, "one of 4, 5"),
    ("players", "six", "one of 4, 5"),
    ("target_score", 0, "a whole number from 1 to 10000"),
    ("target_score", "ten", "a whole number from 1 to 10000"),
    ("target_score", True, "a whole number from 1 to 10000"),
    ("stick_the_dealer", "maybe", "on or off"),
    ("stick_the_dealer", 2, "on or off"),
    ("thrown_in_limit", 0, "a whole number from 1 to 10000"),
    ("thrown_in_limit", "many", "a whole number from 1 to 10000"),
    ("farmers_hand_redeal", None, "on or off"),
    ("going_alone", "sometimes", "on or off"),
    ("defender_alone", "yes please", "on or off"),
    ("alone_lead", "left", "one of left_of_dealer_next_active, left_of_lone_player"),
    ("lone_march_points", 3, "one of 4, 5"),
    ("defenders_march_points", 3, "one of 4, 2"),
    ("call_timing", "during", "one of before_exchange, after_exchange"),
    ("called_card_may_be_trump", "trumps", "on or off"),
    ("call_own_card", "on", "one of off, counts_as_alone"),
    ("five_player_tie", "coin", "one of joint_winners, play_on"),
    ("dealer_may_discard_upcard", 7, "on or off"),
    ("single_hand", "once", "on or off"),
]


def test_every_option_has_a_bad_value_case() -> None:
    assert {name for name, _, _ in BAD_VALUES} == {spec.name for spec in OPTION_SPECS}


@pytest.mark.parametrize(("name", "value", "allowed"), BAD_VALUES)
def test_bad_values_are_refused_clearly(name: str, value: Any, allowed: str) -> None:
    with pytest.raises(InvalidOptions) as err:
        cardtable.load("fareeb", **{name: value})
    assert err.value.option == name and err.value.value == value
    message = str(err.value)
    assert name in message and repr(value) in message and allowed in message


NONSENSE: list[tuple[dict[str, Any], str, str]] = [
    ({"call_timing": "after_exchange"}, "call_timing", "only to 5-player"),
    ({"called_card_may_be_trump": False}, "called_card_may_be_trump", "only to 5-player"),
    ({"call_own_card": "counts_as_alone"}, "call_own_card", "only to 5-player"),
    ({"five_player_tie": "play_on"}, "five_player_tie", "only to 5-player"),
    ({"players": 5, "defender_alone": True}, "defender_alone", "only to 4-player"),
    ({"players": 5, "alone_lead": "left_of_lone_player"}, "alone_lead", "only to 4-player"),
    ({"going_alone": False, "defender_alone": True}, "defender_alone", "needs going_alone=on"),
    ({"going_alone": False, "alone_lead": "left_of_lone_player"}, "alone_lead", "going_alone=on"),
    ({"going_alone": False, "lone_march_points": 5}, "lone_march_points", "going_alone=on"),
]


@pytest.mark.parametrize(("given", "option", "why"), NONSENSE)
def test_nonsensical_combinations_are_refused(given: dict[str, Any], option: str, why: str) -> None:
    with pytest.raises(InvalidOptions) as err:
        cardtable.load("fareeb", **given)
    assert err.value.option == option
    assert err.value.value == given[option]
    assert why in str(err.value) and option in str(err.value)


def test_sensible_neighbours_of_the_refused_combinations_load() -> None:
    # At 5 players a maker can be forced alone, so a lone march bonus still means something.
    assert cardtable.load("fareeb", players=5, going_alone=False, lone_march_points=5)
    # Declaring alone is off, but a secret lone hand by calling one's own card is allowed.
    assert cardtable.load("fareeb", players=5, call_own_card="counts_as_alone", going_alone=False)
    assert cardtable.load("fareeb", defender_alone=True, alone_lead="left_of_lone_player")


def test_text_values_are_read() -> None:
    o = cardtable.load("fareeb", players="5", stick_the_dealer="off", target_score="7").options
    assert (o.players, o.stick_the_dealer, o.target_score) == (5, False, 7)


def test_unknown_option_is_refused_with_the_list() -> None:
    with pytest.raises(InvalidOptions, match="there is no option 'jokers'; options are: players"):
        cardtable.load("fareeb", jokers=2)


def test_options_are_documented_with_source() -> None:
    for spec in OPTION_SPECS:
        assert spec.effect and spec.source, spec.name
    table = {row[0]: row for row in load().option_table()}
    assert table["stick_the_dealer"][1:3] == ("on or off", "on")


@pytest.mark.parametrize(
    ("alone_lead", "leader"), [("left_of_dealer_next_active", B), ("left_of_lone_player", D)]
)
def test_alone_lead_when_the_dealers_partner_goes_alone(alone_lead: str, leader: int) -> None:
    """C alone, dealer A sits out: B leads by default (case 15); pagat's rule gives D, C's left."""
    state = deal(load(alone_lead=alone_lead), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "alone"))
    assert state.phase == PLAY and state.current_player == leader


def test_player_docs_list_every_option_and_preset() -> None:
    """docs/fareeb.md is the players' page: it names every option and preset."""
    from pathlib import Path

    page = (Path(__file__).parents[3] / "docs" / "fareeb.md").read_text(encoding="utf-8")
    for spec in OPTION_SPECS:
        assert f"| `{spec.name}`" in page, spec.name
    for preset in PRESETS:
        assert f"- `{preset}`" in page, preset
