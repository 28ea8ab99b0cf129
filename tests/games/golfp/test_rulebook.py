"""Every test case of golf.md §9.4 (TC-P.1 to TC-P.8), played or computed as the rule book
states it."""

from __future__ import annotations

from cardtable.cards import card_text, parse_face
from cardtable.games.golfp.rules import cactus_scores, dacz_scores, pablo_scores
from cardtable.games.golfp.scoring import hand_winner
from cardtable.games.golfp.state import PowerGolfState
from tests.games.golfp.helpers import deal, layout, load, play, refused, texts, top


def _pile(s: PowerGolfState) -> list[str]:
    """The whole discard pile, bottom first (a human-memory view shows only its top, §0.3)."""
    return [card_text(c) for c in s.discard]


def test_tc_p1_cactus_discard_power() -> None:
    """TC-P.1 (FR:401-404): A replaces J♥ with a drawn 2♣; B uses the J♥'s unused power to look
    at one of A's cards; then the J♥'s power is spent and A may not use it."""
    game = load("cactus", players=2, single_hand=True)
    s = deal(game, {0: ["5S", "JH", "4S", "3S"], 1: ["5D", "6D", "7D", "8D"]}, stock=["2C"])
    assert "draw discard" not in texts(s, 0)  # no up-card: the first player must draw stock
    play(s, "draw stock", "replace 2")
    assert top(s) == "JH" and not s.spent >> s.discard[-1] & 1
    play(s, (0, "done"), (0, "pass"), (1, "pass"))
    assert "use discard" in texts(s, 1)
    play(s, (1, "use discard"))
    assert texts(s, 1) == [f"peek P0.{i}" for i in range(1, 5)]  # J: peek at an opponent's card
    play(s, (1, "peek P0.3"))
    assert s.view(1)["layouts"][0]["cards"][2] == "4S"
    assert top(s) == "JH" and s.spent >> s.discard[-1] & 1
    assert s.view(0)["discard_spent"][-1] is True
    play(s, (1, "pass"), (0, "pass"), (1, "done"))
    assert s.turn == 0 and "use discard" not in texts(s, 0)
    assert "power" in refused(s, "use discard", 0)


def test_tc_p2_cactus_scoring_and_hand_winner() -> None:
    """TC-P.2 (FR:413-426)."""
    assert cactus_scores([5, 7, 5], 0, [0, 0, 0], {}) == [15, 7, 0]
    assert cactus_scores([4, 7, 5], 0, [0, 0, 0], {}) == [0, 7, 5]
    s = deal(load("cactus", players=3), {})
    s.caller = 0
    assert hand_winner(s, [5, 7, 5]) == 2  # the caller loses ties


def test_tc_p3_pablo_scoring() -> None:
    """TC-P.3 (FR:289-296)."""
    flat = {"caller_low_score": "flat_minus10"}
    minus = {"caller_low_score": "layout_minus10"}
    assert pablo_scores([4, 9, 12], 0, [0] * 3, flat) == [-10, 9, 12]
    assert pablo_scores([4, 9, 12], 0, [0] * 3, minus) == [-6, 9, 12]
    assert pablo_scores([8, 6, 12], 0, [0] * 3, flat) == [20, 6, 12]
    assert pablo_scores([6, 6, 12], 0, [0] * 3, flat) == [6, 6, 12]


def test_tc_p4_dacz_caller() -> None:
    """TC-P.4 (FR:451-454)."""
    assert dacz_scores([7, 5, 9], 0, [0] * 3, {})[0] == 17
    assert dacz_scores([7, 7, 9], 0, [0] * 3, {})[0] == 12
    assert dacz_scores([3, 7, 9], 0, [0] * 3, {})[0] == 3


def _value(game: str, cards: list[str]) -> int:
    cfg = load(game).config
    return sum(cfg.value[parse_face(c)] for c in cards)


def test_tc_p5_values() -> None:
    """TC-P.5."""
    assert _value("cumbia", ["2D", "KH", "KS", "QC"]) == -3
    assert _value("cabo", ["KD", "KC", "JH", "7S"]) == 31
    assert _value("pablo", ["JK", "KS", "7D", "AC"]) == 13
    assert _value("malaysian", ["JK", "KS", "7D", "AC"]) == 28


def test_tc_p6_pablo_multi_replace_success() -> None:
    """TC-P.6: 9♠ and 9♦ nominated with 2♣ held: both 9s go, 2♣ takes the first slot."""
    game = load("pablo", players=2, single_hand=True)
    s = deal(game, {0: ["9S", "9D", "4C", "QH"]}, up="3H", stock=["2C"])
    play(s, "draw stock", "multi 1", "multi 2")
    assert "reveal" in texts(s, 0)
    play(s, "reveal")
    assert layout(s, 0) == ["2C", "4C", "QH"]
    assert _pile(s) == ["3H", "9S", "9D"]  # nomination order
    assert s.view(0)["layouts"][0]["cards"][0] == "2C"  # the drawer placed it
    assert s.view(1)["layouts"][0]["cards"][0] is None


def test_tc_p6_pablo_multi_replace_failure() -> None:
    """TC-P.6: 9♠ and 4♣ nominated: nothing is discarded, 2♣ becomes a fifth card."""
    game = load("pablo", players=2, single_hand=True)
    s = deal(game, {0: ["9S", "9D", "4C", "QH"]}, up="3H", stock=["2C"])
    play(s, "draw stock", "multi 1", "multi 3", "reveal")
    assert layout(s, 0) == ["9S", "9D", "4C", "QH", "2C"]
    assert _pile(s) == ["3H"]  # no discard event
    other = s.view(1)["layouts"][0]["cards"]
    assert other[0] == "9S" and other[2] == "4C"  # revealed cards are public now
    assert other[1] is None and other[4] is None
    assert s.phase == 6  # the turn is over: call Pablo or done


def test_tc_p7_cumbia_match_from_an_opponent() -> None:
    """TC-P.7: top 7♥; B claims A's 7♣ and gives A one of their own cards."""
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {0: ["7C", "8C", "9C", "3C"], 1: ["2S", "3S", "4S", "5S"]}, up="AH",
             stock=["7H"])
    play(s, "draw stock", "discard")  # a 7 is a power card: used or discarded, never placed
    assert s.window == 0b11 and "claim P0.1" in texts(s, 1)
    play(s, (1, "claim P0.1"))
    assert top(s) == "7C"
    assert texts(s, 1) == ["give 1", "give 2", "give 3", "give 4"]
    play(s, (1, "give 2"))
    assert layout(s, 0) == ["3S", "8C", "9C", "3C"] and layout(s, 1) == ["2S", "4S", "5S"]
    assert s.window == 0 and s.turn == 1 and s.penalties == (0, 0)


def test_tc_p7_cumbia_missed_claim_costs_ten() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {0: ["8C", "8D", "9C", "3C"]}, up="AH", stock=["7H"])
    play(s, "draw stock", "discard", (1, "claim P0.1"))
    assert layout(s, 0) == ["8C", "8D", "9C", "3C"] and top(s) == "7H"
    assert s.penalties == (0, 10)
    assert s.view(1)["layouts"][0]["cards"][0] == "8C"  # back face down, identity public
    assert "not player 0" in refused(s, "claim P0.2", 0)  # one claim per discard


def test_tc_p7_cumbia_red_king_does_not_match_black_king() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {0: ["KS", "8D", "9C", "3C"]}, up="AH", stock=["KH"])
    play(s, "draw stock", "discard", (1, "claim P0.1"))
    assert layout(s, 0)[0] == "KS" and s.penalties == (0, 10)  # -5 is not 0


def test_tc_p8_cabo_match() -> None:
    """TC-P.8: K♦ held; X's K♠ matches (all kings match), own 6♥ fails: one penalty card;
    K♦ is discarded on top and the player must give a card for X's slot."""
    game = load("cabo", players=2, single_hand=True)
    s = deal(game, {0: ["6H", "2C", "3C", "4C"], 1: ["KS", "5D", "6D", "7D"]}, up="AH",
             stock=["KD", "9H"])
    play(s, "draw stock", "match P1.1", "match P0.1", "reveal")
    assert _pile(s) == ["AH", "KS", "KD"]
    assert layout(s, 0) == ["6H", "2C", "3C", "4C", "9H"]  # 6♥ stays, 9♥ drawn as a penalty
    assert s.view(0)["layouts"][0]["cards"][4] is None  # the penalty card is unseen
    assert s.view(1)["layouts"][0]["cards"][0] == "6H"  # the miss is public
    assert texts(s, 0) == ["give 1", "give 2", "give 3", "give 4", "give 5"]  # mandatory
    play(s, "give 2")
    assert layout(s, 1) == ["2C", "5D", "6D", "7D"]
    assert layout(s, 0) == ["6H", "3C", "4C", "9H"]
    assert s.turn == 1
