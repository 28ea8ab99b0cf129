"""Four-card Golf (golf.md §1): deck, peeks, blind replacement, knocking and the knocker rules,
memory aids, replacement limits, the face-up and progressive modes, and the jack-20 skip."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.cards import card_text
from tests.games.golf.helpers import deal, layout_texts, legal, load, play, refuse

# --------------------------------------------------------------------------- deck and deal (§1.1)


@pytest.mark.parametrize(
    ("players", "threshold", "stock"),
    [(2, 8, 43), (4, 8, 35), (7, 8, 23), (8, 8, 71), (8, 9, 19), (12, 8, 55), (16, 8, 39)],
)
def test_deck_by_player_count(players: int, threshold: int, stock: int) -> None:
    state = load("golf4", players=players, second_pack_threshold=threshold).new_state(seed=1)
    assert state.view(0)["stock"] == stock


def test_players_and_deck_size_are_validated() -> None:
    with pytest.raises(cardtable.InvalidOptions, match="2 to 16"):
        load("golf4", players=17)
    with pytest.raises(cardtable.InvalidOptions, match="need 53 cards"):
        load("golf4", players=13, second_pack_threshold=17)
    assert len(load("golf4", jokers=2).deck()) == 54
    assert len(load("golf4", jokers=2, players=8).deck()) == 108


def test_deal_styles() -> None:
    for style in ("one_at_a_time", "all_at_once"):
        game = load("golf4", players=3, deal_style=style)
        deck = [card_text(c) for c in game.deck()]
        state = game.new_state(seed=0, deck=deck)
        first = (state.dealer + 1) % 3
        if style == "one_at_a_time":
            assert layout_texts(state, first) == [deck[0], deck[3], deck[6], deck[9]]
        else:
            assert layout_texts(state, first) == deck[0:4]
        assert state.view(0)["up_card"] == deck[12]


# --------------------------------------------------------------------------- peeks and memory


P1 = ["5S", "6S", "AS", "2S"]
P0 = ["5H", "6H", "AH", "2H"]


def _hand(stock: tuple[str, ...] = ("9C", "8C", "7C", "KC"), **options: Any) -> Any:
    game = load("golf4", players=2, **options)
    return deal(game, {1: P1, 0: P0}, "QD", dealer=0, stock=list(stock))


def test_nearest_two_peek_is_shown_once_in_human_memory() -> None:
    state = _hand()
    mine = state.view(1)["layouts"][1]
    assert mine["cards"] == [[None, None], ["AS", "2S"]]
    assert mine["known_by"] == {"1,0": [1], "1,1": [1]}
    assert state.view(0)["layouts"][1]["cards"] == [[None, None], [None, None]]
    assert state.view(0)["looking_at"][1] == [[1, "1,0"], [1, "1,1"]]
    play(state, "draw stock")
    assert state.view(1)["layouts"][1]["cards"] == [[None, None], [None, None]]
    assert state.view(1)["held"]["card"] == "9C"
    play(state, "replace 0,0")
    # §0.4 (issue 11): the drawer sees the card it placed face down until its next action, as
    # in every Golf game; then human memory does not show it again.
    assert state.view(1)["layouts"][1]["known_by"]["0,0"] == [1]
    assert state.view(1)["layouts"][1]["cards"][0][0] == "9C"
    assert state.view(0)["discard"] == "5S"
    assert "9C" not in str(state.view(0))
    play(state, "draw stock", "discard")
    assert state.view(1)["layouts"][1]["cards"][0][0] == "9C"  # P0's turn is not P1's action
    play(state, "draw stock")
    assert state.view(1)["layouts"][1]["cards"][0][0] is None


def test_perfect_memory_keeps_showing_known_cards() -> None:
    state = _hand(memory_mode="perfect")
    play(state, "draw stock", "replace 0,0")
    assert state.view(1)["layouts"][1]["cards"] == [["9C", None], ["AS", "2S"]]
    assert state.view(0)["layouts"][1]["cards"] == [[None, None], [None, None]]


def test_a_card_from_the_discard_pile_is_known_to_everyone() -> None:
    state = _hand()
    play(state, "draw discard")
    refuse(state, "discard", match="may not go straight back")
    play(state, "replace 0,1")
    for p in (0, 1):
        assert state.view(p)["layouts"][1]["cards"][0][1] == "QD"
        assert state.view(p)["layouts"][1]["public"] == ["0,1"]


@pytest.mark.parametrize(("peek", "count"), [("any_two", 2), ("any_one", 1)])
def test_chosen_initial_peeks(peek: str, count: int) -> None:
    state = _hand(initial_peek=peek)
    assert state.view(1)["phase"] == "setup" and state.current_player == 1
    assert legal(state) == ["peek 0,0", "peek 0,1", "peek 1,0", "peek 1,1"]
    play(state, "peek 0,1")
    assert state.view(1)["layouts"][1]["cards"][0][1] == "6S"
    if count == 2:
        refuse(state, "peek 0,1", match="already seen")
        play(state, "peek 1,1")
        # §0.4 (issue 11): the two cards of the peek are seen together, until P1 acts again.
        assert state.view(1)["layouts"][1]["cards"] == [[None, "6S"], [None, "2S"]]
    assert state.current_player == 0 and state.view(0)["phase"] == "setup"
    assert state.view(0)["layouts"][1]["known_by"]["0,1"] == [1]
    while state.view(1)["phase"] == "setup":
        state.apply(state.legal_actions()[0])
    play(state, "draw stock")  # P1's next action ends the glimpse: shown once
    assert state.view(1)["layouts"][1]["cards"] == [[None, None], [None, None]]


def test_no_initial_peek() -> None:
    state = _hand(initial_peek="none")
    assert state.view(1)["phase"] == "draw"
    assert state.view(1)["layouts"][1]["known_by"] == {}


@pytest.mark.parametrize("aid", ["known_viewable", "known_in_hand"])
def test_memory_aid_for_the_cards_seen_at_the_start(aid: str) -> None:
    state = _hand(memory_aid=aid)
    play(state, "draw stock", "replace 1,0", "draw stock", "discard")
    # The near row stays viewable to its owner, including the card that replaced the ace.
    assert state.view(1)["layouts"][1]["cards"] == [[None, None], ["9C", "2S"]]
    assert state.view(1)["layouts"][1]["memory_aid"] == ["1,0", "1,1"]
    assert state.view(0)["layouts"][1]["cards"] == [[None, None], [None, None]]


def test_memory_aid_all_in_hand() -> None:
    state = _hand(memory_aid="all_in_hand")
    play(state, "draw stock", "discard")
    assert state.view(1)["layouts"][1]["cards"] == [["5S", "6S"], ["AS", "2S"]]
    assert state.view(0)["layouts"][0]["cards"] == [["5H", "6H"], ["AH", "2H"]]


def test_paid_peek_costs_a_point() -> None:
    state = _hand(paid_peek=True)
    assert legal(state) == ["draw stock", "draw discard", "knock", "peek 0,0", "peek 0,1",
                            "peek 1,0", "peek 1,1"]
    play(state, "peek 0,0")
    assert state.view(1)["layouts"][1]["cards"][0][0] == "5S"
    assert state.view(1)["surcharges"] == [0, 1]
    play(state, "draw stock", "peek 0,1", "discard")
    assert state.view(0)["surcharges"] == [0, 2]
    refuse(load("golf4").new_state(seed=1), "peek 0,0", match="paid_peek is off")


# --------------------------------------------------------------------------- knocking (§1.1, §1.4)


def test_knock_then_everyone_else_plays_once() -> None:
    game = load("golf4", players=3)
    state = deal(game, {}, "QD", dealer=0)
    assert state.current_player == 1
    play(state, "knock")  # allowed on the first turn
    assert state.view(0)["final_turns"] == [2, 0]
    assert "knock" not in legal(state)
    refuse(state, "knock", match="already knocked")
    play(state, "draw stock", "discard", "draw stock", "discard")
    result = state.view(0)["previous_hand"]
    assert result["ended_by"] == "knock" and result["knocker"] == 1
    assert state.hand_number == 2


# With jacks_zero there are eight 0-cards, enough for these layouts (J = K = 0).
KNOCKER_3 = ["AS", "2S", "KS", "KC"]
OTHERS_7_12 = {2: ["7H", "JH", "JD", "JC"], 3: ["3D", "4D", "2D", "3C"]}


def _knock_hand(layouts: dict[int, list[str]], **options: Any) -> dict[str, Any]:
    game = load("golf4", players=4, jack_king_scheme="jacks_zero", **options)
    state = deal(game, layouts, "QD", dealer=3)
    assert state.current_player == 0
    play(state, "knock")
    for _ in range(3):
        play(state, "draw stock", "discard")
    result: dict[str, Any] = state.view(0)["previous_hand"]
    return result


def test_tc_4_1_knocker_example_played() -> None:
    """FR:186-189, FA:301: 4 players, knocker 3 → -1 if lowest, 6 otherwise."""
    opts = {"knocker_bonus": "minus_players", "knocker_penalty": "double"}
    lowest = _knock_hand({0: KNOCKER_3, 1: ["5H", "KH", "KD", "JS"], **OTHERS_7_12}, **opts)
    assert lowest["layout_values"] == [3, 5, 7, 12]
    assert lowest["scores"] == [-1, 5, 7, 12] and lowest["knocker_lowest"] is True
    beaten = _knock_hand({0: KNOCKER_3, 1: ["2H", "KH", "KD", "JS"], **OTHERS_7_12}, **opts)
    assert beaten["scores"] == [6, 2, 7, 12] and beaten["knocker_lowest"] is False


def test_pot_ante_and_settlement() -> None:
    layouts = {0: KNOCKER_3, 1: ["5H", "KH", "KD", "JS"], **OTHERS_7_12}
    game = load("golf4", players=4, pot=True, pot_ante=2, jack_king_scheme="jacks_zero")
    state = deal(game, layouts, "QD", dealer=3)
    assert state.view(0)["pot"] == 8 and state.view(0)["chips"] == [-2, -2, -2, -2]
    play(state, "knock", *["draw stock", "discard"] * 3)
    view = state.view(0)
    assert view["previous_hand"]["pot"] == {"before": 8, "after": 0, "knocker_change": 8}
    # The pot was emptied, so the next hand starts with a new ante.
    assert view["chips"] == [6 - 2, -4, -4, -4] and view["pot"] == 8
    capped = load("golf4", players=4, pot=True, pot_cap=3, jack_king_scheme="jacks_zero")
    state = deal(capped, {**layouts, 1: ["AH", "KH", "KD", "JS"]}, "QD", dealer=3)
    play(state, "knock", *["draw stock", "discard"] * 3)
    pot = state.view(0)["previous_hand"]["pot"]
    assert pot == {"before": 4, "after": 7, "knocker_change": -3}  # not lowest: pays 3 in


def test_knocker_tie_and_penalty_options_are_checked() -> None:
    with pytest.raises(cardtable.InvalidOptions, match="only matters"):
        load("golf4", knocker_tie="tie_is_lowest")
    with pytest.raises(cardtable.InvalidOptions, match="applies only with pot=on"):
        load("golf4", pot_cap=5)
    with pytest.raises(cardtable.InvalidOptions, match="no knocking"):
        load("golf4", flip_mode="progressive_exposure", knocker_penalty="plus10")


def test_paid_peeks_count_when_judging_the_knocker() -> None:
    """A-23: the surcharge counts when deciding who is lowest."""
    game = load("golf4", players=2, paid_peek=True, knocker_penalty="plus10")
    state = deal(game, {1: ["AS", "2S", "KS", "KC"], 0: ["AH", "2H", "KH", "KD"]}, "QD",
                 dealer=0)
    play(state, "peek 0,0", "peek 0,1", "knock", "draw stock", "discard")
    result = state.view(0)["previous_hand"]
    assert result["layout_values"] == [3, 3] and result["surcharges"] == [0, 2]
    assert result["scores"] == [3, 15]  # 3 + 2 peeks = 5, not below 3: +10


# --------------------------------------------------------------------------- replacement limits


def test_unseen_slots_can_be_replaced_once() -> None:
    state = _hand(unseen_replace_limit="once_per_slot")
    play(state, "draw stock", "replace 0,0", "draw stock", "discard")
    assert state.view(1)["layouts"][1]["locked"] == ["0,0"]
    play(state, "draw stock")
    assert "replace 0,0" not in legal(state)
    refuse(state, "replace 0,0", match="replaced only once")
    play(state, "replace 1,0")
    play(state, "draw stock", "discard", "draw stock", "replace 1,0")  # seen slots: no limit


def test_unseen_slots_once_in_total() -> None:
    state = _hand(unseen_replace_limit="once_total")
    play(state, "draw stock", "replace 0,1")
    assert state.view(1)["layouts"][1]["locked"] == ["0,0", "0,1"]


# --------------------------------------------------------------------------- flip modes (§1.2)


def test_face_up_replacement() -> None:
    state = _hand(flip_mode="face_up_replacement",
                  stock=("9C", "8C", "7C", "KC", "4C", "3C", "TC", "JC"))
    assert "knock" not in legal(state)
    refuse(state, "knock", match="no knocking with flip_mode=face_up_replacement")
    for slot in ("0,0", "0,1", "1,0"):
        play(state, "draw stock", f"replace {slot}", "draw stock", "discard")
    play(state, "draw stock", "replace 1,1")
    view = state.view(0)
    assert view["trigger"] == 1 and view["final_turns"] == [0]
    assert view["layouts"][1]["cards"] == [["9C", "7C"], ["4C", "TC"]]
    play(state, "draw stock", "discard")
    assert state.hand_number == 2


def test_progressive_exposure() -> None:
    state = _hand(flip_mode="progressive_exposure")
    play(state, "draw stock")
    refuse(state, "knock", match="no knocking")
    play(state, "discard")
    assert state.view(1)["phase"] == "flip after discard"
    assert legal(state) == ["flip 0,0", "flip 0,1", "flip 1,0", "flip 1,1"]
    play(state, "flip 0,0")
    play(state, "draw stock", "replace 0,0")  # P0: the new card goes in face up
    play(state, "draw stock")
    assert "replace 0,0" not in legal(state)  # face-up cards are locked
    refuse(state, "replace 0,0", match="locked in progressive exposure")
    play(state, "replace 0,1")
    # Expose everything; a fully exposed player's turns are skipped.
    while state.view(0)["layouts"][1]["face_down"]:
        play(state, "draw stock", "discard")
        play(state, legal(state)[0])
    while state.hand_number == 1:
        assert state.current_player == 0
        play(state, "draw stock", "discard")
        play(state, legal(state)[0])
    assert state.view(0)["previous_hand"]["ended_by"] == "every card exposed"


def test_progressive_initial_face_up() -> None:
    state = _hand(flip_mode="progressive_exposure", progressive_initial_face_up=1)
    assert state.view(1)["phase"] == "setup"
    play(state, "flip 1,1", "flip 0,0")
    assert state.view(0)["layouts"][1]["cards"][1][1] == "2S"
    with pytest.raises(cardtable.InvalidOptions, match="progressive_exposure"):
        load("golf4", progressive_initial_face_up=1)


# --------------------------------------------------------------------------- the jack-20 skip


def test_a_discarded_jack_skips_the_next_player() -> None:
    game = load("golf4", players=3, jack_king_scheme="j20_skip")
    state = deal(game, {}, "QD", dealer=0, stock=["JC", "5D", "6D"])
    assert state.current_player == 1
    play(state, "draw stock", "discard")
    assert state.current_player == 0  # P2 lost the turn
    assert {"player": 2, "action": "skipped"} in state.view(0)["log"]
    play(state, "draw stock", "discard")
    assert state.current_player == 1


def test_a_skip_can_cost_a_final_turn() -> None:
    game = load("golf4", players=3, jack_king_scheme="j20_skip")
    state = deal(game, {2: ["JS", "2D", "3D", "4D"]}, "QD", dealer=0, stock=["5D", "6D"])
    play(state, "knock")  # P1 knocks: P2 and P0 have one more turn
    play(state, "draw stock", "replace 0,0")  # P2 replaces its jack: P0 loses the last turn
    result = state.view(0)["previous_hand"]
    assert result["knocker"] == 1 and state.hand_number == 2
    assert result["layouts"][0] is not None


def test_a_skip_with_nobody_left_does_nothing() -> None:
    game = load("golf4", players=2, jack_king_scheme="j20_skip")
    state = deal(game, {}, "QD", dealer=0, stock=["5D", "JD"])
    play(state, "knock", "draw stock", "discard")
    assert state.hand_number == 2


# --------------------------------------------------------------------------- options


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"queen_spades_40": True, "queen_value": 12}, "queen_spades_40 sets"),
        ({"jack_king_scheme": "j0_q12_k13", "queen_value": 13}, "queens 12"),
        ({"jack_king_scheme": "j0_q12_k13", "queen_spades_40": True}, "choose one"),
        ({"memory_aid": "known_viewable", "memory_mode": "perfect"}, "no effect"),
        ({"memory_aid": "known_in_hand", "initial_peek": "none"}, "sees none"),
        ({"memory_aid": "all_in_hand", "paid_peek": True}, "nothing to pay for"),
        ({"memory_aid": "all_in_hand", "unseen_replace_limit": "once_total"}, "no card is unseen"),
        ({"flip_mode": "face_up_replacement", "pot": True}, "no knocking"),
        ({"memory_aid": "all_in_hand", "initial_peek": "any_two"}, "nothing to peek at"),
        (
            {"flip_mode": "progressive_exposure", "unseen_replace_limit": "once_per_slot"},
            "no slot is replaced twice anyway",
        ),
        ({"queen_value": 11}, "one of 10, 12, 13, 20"),
        ({"jokers": 1}, "one of 0, 2"),
        ({"initial_peek": "all"}, "nearest_two, any_two, any_one, none"),
        ({"second_pack_threshold": 1}, "from 2 to 17"),
        ({"pot_cap": 0, "pot": True}, "none or a whole number from 1"),
    ],
)
def test_nonsense_and_bad_values_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(cardtable.InvalidOptions, match=message):
        load("golf4", **options)


def test_rules_text_describes_the_table() -> None:
    text = load("golf4", pair_rule="anywhere", wild_jacks="one_eyed", knocker_penalty="plus10",
                pot=True, paid_peek=True).rules_text()
    for spec in load("golf4").option_specs:
        assert spec.name in text
    assert "knock" in text and "Paid peek" in text and "Wild: one-eyed jacks" in text
    assert "Pot: ante 1" in text
