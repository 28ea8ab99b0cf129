"""The West Yorkshire pitcher game (allfours.md §4): test cases 27-31, the jack deal, the pitch,
the hidden hands before it, the throw-in and its options, and the targets.

The rule book's P1..P4 are players 0..3.
"""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable import IllegalAction
from cardtable.cards import card_text, parse_face
from cardtable.engine.chance import Chance
from cardtable.games.allfours import seating
from cardtable.games.allfours.phases import PLAY
from tests.games.allfours.helpers import count_of, load, play_trick, position, run, texts

P1, P2, P3, P4 = 0, 1, 2, 3


class StackedChance(Chance):
    """A stream whose next shuffle leaves the pack in a chosen order (for the jack deal)."""

    def __init__(self, order: list[str]) -> None:
        super().__init__(0)
        self.order = [parse_face(c) for c in order]

    def shuffle(self, items: list[Any], start: int = 0, stop: int | None = None) -> None:
        rest = [c for c in items if c not in self.order]
        items[:] = self.order + rest


@pytest.mark.skipif(
    cardtable.COMPILED,
    reason="StackedChance subclasses Chance, which the compiled build cannot (docs/speed.md, "
    "rule 3); the pure run checks the jack deal",
)
def test_case_27_jack_deal_partners_seats_pitcher_and_dealer() -> None:
    # Dealt one at a time clockwise from P2 (player 0's left): P2 2♣, P3 J♥, P4 3♣, P1 J♣,
    # P2 4♣, (P3 skipped) P4 J♦, P1 skipped, P2 J♠.
    pack = ["2C", "JH", "3C", "JC", "4C", "JD", "JS"]
    dealt, jacks = seating.jack_deal_from([parse_face(c) for c in pack])
    assert [(p, card_text(c)) for p, c in dealt] == [
        (P2, "2C"), (P3, "JH"), (P4, "3C"), (P1, "JC"), (P2, "4C"), (P4, "JD"), (P2, "JS"),
    ]
    assert [(p, card_text(c)) for p, c in jacks] == [(P3, "JH"), (P1, "JC"), (P4, "JD"), (P2, "JS")]
    table = seating.arrange(StackedChance(pack), 4, "jack_deal", clockwise=True, pitcher_game=True)
    assert {frozenset(t) for t in table.teams} == {frozenset({P3, P4}), frozenset({P1, P2})}
    assert table.chairs == (P1, P3, P2, P4), "partners opposite; one swap"
    # P3 pitches first; the player on P3's right (after reseating) deals.
    assert table.first_dealer == P1
    nxt = seating.next_in_direction(table.chairs, clockwise=True)
    assert nxt[table.first_dealer] == P3


def test_case_27_in_a_new_match() -> None:
    game = load(ruleset="pitcher")
    for seed in range(5):
        state = game.new_state(seed=seed)
        setup = state.view(0)["setup"]
        first = seating.first_jack(setup)
        assert first is not None
        pitcher = first[0]
        assert state.current_player == pitcher == state.elder_order[0]
        red = {e["player"] for e in setup["jack_deal"] if e["card"] in ("JH", "JD")}
        assert red in ({*t} for t in state.view(0)["teams"])


def pitch_position(**options: Any) -> cardtable.State:
    """Preset seats (P1+P3 against P2+P4); P2 deals, so P3 pitches."""
    game = load(ruleset="pitcher", partnership_method="preset", **options)
    hands = {
        P3: ["AS", "4D", "KH", "QH", "2C", "3C"],
        P4: ["JS", "5D", "6D", "7D", "8D", "9D"],
        P1: ["2S", "TD", "TC", "9H", "4C", "5C"],
        P2: ["7C", "4H", "2D", "3D", "5H", "6H"],
    }
    return position(game, hands, None, dealer=P2)


def test_case_28_the_pitch_fixes_trump() -> None:
    state = pitch_position()
    assert state.phase == PLAY and state.trump == -1 and state.current_player == P3
    assert len(state.legal_actions(P3)) == 6, "the pitcher may lead any card"
    run(state, (P3, "play 4D"))
    assert state.trump == 2 and state.view(P1)["trump"] == "D" and state.view(P1)["pitch"] == "4D"
    # Trumps were led: P4 must play a diamond.
    assert texts(state.legal_actions(P4)) == [f"play {c}D" for c in "56789"]


def test_only_the_pitcher_sees_his_hand_before_the_pitch() -> None:
    state = pitch_position()
    assert state.view(P3)["hand"] and not state.view(P3)["hand_hidden"]
    for p in (P1, P2, P4):
        view = state.view(p)
        assert view["hand"] == [] and view["hand_hidden"] and view["hand_sizes"][p] == 6
        assert view["my_packets"] == []
    run(state, (P3, "play AS"))
    assert all(state.view(p)["hand"] for p in (P1, P2, P4))


def test_case_29_sample_trick_ace_captures_the_jack_high_and_jack() -> None:
    state = pitch_position(single_hand=True)
    assert play_trick(state, [(P3, "AS"), (P4, "JS"), (P1, "2S"), (P2, "7C")]) == P3
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    points = count_of(state)
    team = state.side[P3]
    assert points["High"]["side"] == team and points["High"]["card"] == "AS"
    assert points["Jack"]["side"] == team and points["Jack"]["points"] == 1


def test_case_30_game_with_tens() -> None:
    from cardtable.cards import mask_of
    from cardtable.games.allfours.rules import card_points

    team1 = mask_of(parse_face(c) for c in ("TC", "TD"))
    team2 = mask_of(parse_face(c) for c in ("AS", "KS", "QS", "JS", "AH"))
    assert card_points(team1) == 20 and card_points(team2) == 14
    from cardtable.games.allfours.scoring import game_winner

    assert game_winner((20, 14), 1, "nobody") == 0


def test_case_31_throw_in_partner_plays_alone_tricks_of_three() -> None:
    state = pitch_position(single_hand=True)
    run(state, (P3, "play AS"), (P4, "play JS"), (P1, "play 2S"))
    assert texts(state.legal_actions(P2))[0] == "throw in"
    run(state, (P2, "throw in"))
    assert state.tricks[-1][2] == P3 and state.hands[P2] == 0
    view = state.view(P1)
    assert view["thrown_in"] == [P2]
    assert view["tricks"][0]["thrown"] == [
        {"player": P2, "cards": ["4H", "5H", "6H", "2D", "3D", "7C"]}
    ]
    assert all(state.hands[p].bit_count() == 5 for p in (P1, P3, P4))
    while not state.is_terminal:
        assert P2 not in state.actors
        state.apply(state.legal_actions()[-1])  # a card (a throw-in would sort first)
    assert all(len(plays) == 3 for plays, _, _ in state.tricks[1:])
    # The thrown cards went to the winner of the trick they were thrown on.
    assert len(state.tricks) == 6


def test_throw_in_not_while_leading_nor_holding_a_trump_or_a_counter() -> None:
    state = pitch_position()
    assert "throw in" not in texts(state.legal_actions(P3)), "the pitcher leads"
    run(state, (P3, "play 4D"))
    # P4 holds trumps (diamonds): no throw-in.
    assert "throw in" not in texts(state.legal_actions(P4))
    with pytest.raises(IllegalAction, match="no trump and no card higher than a nine"):
        state.apply("throw in", P4)


def test_throw_in_condition_any() -> None:
    state = pitch_position(throw_in_condition="any")
    run(state, (P3, "play 4D"))
    assert texts(state.legal_actions(P4))[0] == "throw in"


def test_throw_in_off() -> None:
    state = pitch_position(throw_in=False)
    run(state, (P3, "play AS"), (P4, "play JS"), (P1, "play 2S"))
    assert "throw in" not in texts(state.legal_actions(P2))
    with pytest.raises(IllegalAction, match="no throw-in"):
        state.apply("throw in", P2)


def test_partner_of_a_thrown_in_player_may_not_throw_in() -> None:
    """Preset seats: P1+P3 against P2+P4. P4 throws in; his partner P2 must play on alone, while
    an opponent (P1) still may throw in."""
    game = load(ruleset="pitcher", partnership_method="preset", throw_in_condition="any")
    hands = {
        P3: ["AS", "KS", "QS", "2C", "3C", "4C"],
        P4: ["5C", "6C", "7C", "8C", "9C", "TC"],
        P1: ["2S", "3S", "4S", "5S", "6S", "7S"],
        P2: ["2H", "3H", "4H", "5H", "6H", "7H"],
    }
    state = position(game, hands, None, dealer=P2)
    run(state, (P3, "play 2C"), (P4, "throw in"))
    assert "throw in" in texts(state.legal_actions(P1)), "an opponent still may"
    run(state, (P1, "play 2S"))
    assert "throw in" not in texts(state.legal_actions(P2))
    with pytest.raises(IllegalAction, match="partner has thrown in"):
        state.apply("throw in", P2)
    run(state, (P2, "play 2H"))
    assert state.tricks[-1][2] == P3 and P4 not in state.actors


def test_pitcher_targets_and_presets() -> None:
    assert load(ruleset="pitcher").config.target == 11
    assert cardtable.load("allfours", preset="pitcher_league").options.target_score == 15
    assert load(ruleset="pitcher", target_score=61).config.target == 61
    lanc = cardtable.load("allfours", preset="lancashire")
    assert lanc.options.low_rule == "captured" and not lanc.options.throw_in


def test_pitcher_no_trumping_in() -> None:
    game = load(ruleset="pitcher", partnership_method="preset", no_trumping_in=True)
    hands = {
        P3: ["2C", "AS", "3C", "4C", "5C", "6C"],
        P4: ["7C", "2H", "3H", "4H", "5H", "6H"],
        P1: ["8C", "2S", "3S", "4S", "5S", "6S"],
        P2: ["9C", "2D", "3D", "4D", "5D", "6D"],
    }
    state = position(game, hands, None, dealer=P2)
    run(state, (P3, "play 2C"), (P4, "play 7C"), (P1, "play 8C"), (P2, "play 9C"))
    # P2 won with 9♣ and leads a diamond; P3 has none and may trump (void) ...
    run(state, (P2, "play 2D"))
    assert "play 3C" in texts(state.legal_actions(P3))


def test_pitcher_partnership_by_cut_and_preset_first_pitcher_by_first_jack() -> None:
    cut = load(ruleset="pitcher", partnership_method="cut").new_state(seed=2)
    assert cut.view(0)["setup"]["method"] == "cut"
    assert cut.current_player == cut.elder_order[0]
    preset = load(ruleset="pitcher", partnership_method="preset").new_state(seed=2)
    setup = preset.view(0)["setup"]
    first = seating.first_jack(setup)
    assert first is not None and preset.current_player == first[0]
    assert setup["chairs"] == [0, 1, 2, 3]
