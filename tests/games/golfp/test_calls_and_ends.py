"""Calls and final turns (§2.2-2.6), the other hand ends (§0.8, §2.1, §2.4, A-30, A-41) and
match ends (§0.9, single hand, holes, target, ties, Cactus plays on)."""

from __future__ import annotations

import pytest

from cardtable.games.golfp.phases import END_TURN
from tests.games.golfp.helpers import deal, fresh, layout, load, play, refused, texts

LOW = ["AS", "AD", "2S", "2D"]
HIGH = ["9S", "9D", "8S", "8D"]


def test_pablo_call_at_the_end_of_a_turn_then_one_turn_each() -> None:
    game = load("pablo", players=3, single_hand=True)
    s = deal(game, {0: LOW, 1: HIGH, 2: ["7S", "7D", "6S", "6D"]}, up="3C",
             stock=["TC", "TD", "TH"])
    assert "call pablo" not in texts(s, 0)
    assert "at the end of your turn" in refused(s, "call pablo")
    play(s, "draw stock", "discard")
    assert s.phase == END_TURN and texts(s, 0) == ["call pablo", "done"]
    play(s, "call pablo")
    view = s.view(1)
    assert view["caller"] == 0 and view["final_turns"] == [2]
    assert "FINAL TURNS" in game.describe_view(view)
    assert "already called" in refused(s, "call pablo", 1) or "call pablo" not in texts(s, 1)
    play(s, (1, "draw stock"), (1, "discard"))
    assert s.phase != END_TURN  # no call once the final turns are on
    play(s, (2, "draw stock"), (2, "discard"))
    assert s.is_terminal
    assert s.hands == ((-10, 34, 26),)


def test_cabo_call_during_the_turn_and_everyone_scores_their_layout() -> None:
    game = load("cabo", players=2, single_hand=True)
    s = deal(game, {0: LOW, 1: HIGH}, up="3C", stock=["TC", "TD"])
    play(s, "call cabo")  # at the start of the turn; the turn goes on
    assert s.turn == 0 and "draw stock" in texts(s, 0) and s.caller == 0
    play(s, "draw stock", "discard", (1, "draw stock"), (1, "discard"))
    assert s.is_terminal and s.hands == ((6, 34),)


def test_cumbia_call_while_holding_and_final_turns_for_everyone() -> None:
    game = load("cumbia", players=2, single_hand=True, final_turns="everyone_incl_caller")
    s = deal(game, {0: LOW, 1: HIGH}, up="3C", stock=["9C", "9H", "8C"])
    play(s, "draw stock", "call cumbia", "discard", (0, "pass"), (1, "pass"))
    assert s.turn == 1 and s.final_left == (0,)
    play(s, (1, "draw stock"), (1, "discard"), (0, "pass"), (1, "pass"))
    assert s.turn == 0 and not s.is_terminal  # the caller plays last
    play(s, "draw stock", "discard", (0, "pass"), (1, "pass"))
    assert s.is_terminal


def test_dacz_call_and_caller_adjustment_in_play() -> None:
    game = load("dacz", players=2, single_hand=True)
    s = deal(game, {0: HIGH, 1: LOW}, up="3C", stock=["TC", "TD"])
    play(s, "peek P0.1", "peek P0.2", (1, "peek P1.1"), (1, "peek P1.2"))
    play(s, "draw stock", "discard", "call dacz", (1, "draw stock"), (1, "discard"))
    assert s.is_terminal and s.hands == ((34 + 10, 6),)


def test_malaysian_ends_after_the_turn_that_draws_the_last_stock_card() -> None:
    game = load("malaysian", players=2)
    s = deal(game, {}, up="3C")
    s.stock = s.stock[-2:]
    play(s, "draw stock", "discard")
    assert not s.is_terminal
    play(s, (1, "draw stock"))
    assert not s.is_terminal and not s.stock
    play(s, (1, "discard"))
    assert s.winners and s.hand_number == 1  # the match (a single hand) is over
    assert "no call in malaysian" in refused(fresh(game, 1), "call")


def test_cabo_ends_on_an_empty_stock_and_skips_penalty_draws() -> None:
    game = load("cabo", players=2, single_hand=True)
    s = deal(game, {0: ["6H", "2C", "3C", "4C"]}, up="AH", stock=["KD"])
    s.stock = s.stock[-1:]
    play(s, "draw stock", "match P0.1", "reveal")
    assert layout(s, 0) == ["6H", "2C", "3C", "4C"]  # the penalty draw was skipped
    assert s.is_terminal


def test_cabo_ends_when_a_layout_is_empty() -> None:
    game = load("cabo", players=2, single_hand=True)
    s = deal(game, {0: ["5H", "5C", "5D", "5S"]}, up="AH", stock=["TC"])
    s.lays[0] = s.lays[0][:1]  # a layout with one card left (as after earlier matches)
    play(s, "draw stock", "replace 1")
    assert not s.is_terminal
    s = deal(game, {0: ["5H", "2C", "3C", "4C"], 1: ["9C", "9D", "9H", "9S"]}, up="AH",
             stock=["5C"])
    s.lays[0] = s.lays[0][:1]
    play(s, "draw stock", "match P0.1", "reveal")
    assert s.is_terminal and s.hands[0][0] == 0


def test_cabo_optional_fill_and_running_out_of_cards() -> None:
    game = load("cabo", players=2, single_hand=True, fill_opponent_slots="optional")
    s = deal(game, {0: ["6H", "2C", "3C", "4C"], 1: ["KS", "5D", "6D", "7D"]}, up="AH",
             stock=["KD"])
    play(s, "draw stock", "match P1.1", "reveal")
    assert "keep" in texts(s, 0)
    play(s, "keep")
    assert layout(s, 1) == ["5D", "6D", "7D"] and len(layout(s, 0)) == 4
    game = load("cabo", players=2, single_hand=True)
    s = deal(game, {0: ["KH", "2C", "3C", "4C"], 1: ["KS", "KC", "6D", "7D"]}, up="AH",
             stock=["KD"])
    s.lays[0] = s.lays[0][:1]
    play(s, "draw stock", "match P0.1", "match P1.1", "match P1.2", "reveal")
    assert layout(s, 0) == [] and layout(s, 1) == ["6D", "7D"]  # nothing left to give
    assert s.is_terminal


def test_cabo_match_from_discard_option() -> None:
    s = deal(load("cabo", players=2, single_hand=True), {}, up="AH")
    play(s, "draw discard")
    assert "match P1.1" in texts(s, 0)
    s = deal(load("cabo", players=2, single_hand=True, match_from_discard=False), {}, up="AH")
    play(s, "draw discard")
    assert not any(t.startswith("match") for t in texts(s, 0))


def test_reshuffle_refills_the_stock_and_an_empty_pile_ends_the_hand() -> None:
    game = load("pablo", players=2, single_hand=True)
    s = deal(game, {}, up="3C", stock=["4C", "5C"])
    s.stock = s.stock[-2:]
    play(s, "draw stock", "discard", "done", (1, "draw stock"), (1, "discard"), (1, "done"))
    assert not s.stock and len(s.discard) == 3
    play(s, "draw stock")
    assert len(s.stock) == 1 and len(s.discard) == 1  # all but the top were reshuffled
    assert s.view(1)["log"][-1][1].startswith("reshuffle")
    s = deal(game, {}, up="3C")
    s.stock = []
    play(s, "draw stock")
    assert s.is_terminal  # nothing to reshuffle, the hand is scored as it stands


def test_turn_limit_ends_the_hand() -> None:
    game = load("dacz", players=2, single_hand=True, max_turns_per_hand=100)
    s = deal(game, {}, up="3C")
    play(s, "peek P0.1", "peek P0.2", (1, "peek P1.1"), (1, "peek P1.2"))
    while not s.is_terminal:
        play(s, "draw stock", "discard", "done")
    assert s.turns == 100


def _finish_hand(s) -> None:  # type: ignore[no-untyped-def]
    """Play the current hand out: everyone draws and discards until a call ends it."""
    hand = s.hand_number
    while not s.is_terminal and s.hand_number == hand:
        p = min(s.actors)
        legal = texts(s, p)
        for choice in ("call cabo", "call cactus", "draw stock", "discard", "pass", "done"):
            if choice in legal:
                s.apply(choice, p)
                break
        else:
            s.apply(legal[0], p)


def test_match_to_a_target_and_holes() -> None:
    s = fresh(load("cabo", players=2, match_end="target(30)"), 3)
    while not s.is_terminal:
        _finish_hand(s)
    assert max(s.totals) >= 30 and s.winners
    assert all(s.totals[w] == min(s.totals) for w in s.winners)
    s = fresh(load("malaysian", players=2, match_end="holes(2)"), 3)
    while not s.is_terminal:
        _finish_hand(s)
    assert s.hand_number == 2 and len(s.hands) == 2
    s = fresh(load("cumbia", players=2, deals=2), 3)
    while not s.is_terminal:
        _finish_hand(s)
    assert len(s.hands) == 2


def test_single_hand_and_shared_ties() -> None:
    game = load("cabo", players=2, single_hand=True)
    s = deal(game, {0: LOW, 1: ["AH", "AC", "2H", "2C"]}, up="3C", stock=["TC", "TD"])
    play(s, "call cabo", "draw stock", "discard", (1, "draw stock"), (1, "discard"))
    assert s.is_terminal and s.winners == (0, 1)


def test_extra_holes_play_off_a_tie() -> None:
    game = load("cabo", players=2, match_end="holes(1)", match_tie_policy="extra_holes")
    s = deal(game, {0: LOW, 1: ["AH", "AC", "2H", "2C"]}, up="3C", stock=["TC", "TD"])
    play(s, "call cabo", "draw stock", "discard", (1, "draw stock"), (1, "discard"))
    assert not s.is_terminal and s.hand_number == 2


@pytest.mark.parametrize("seed", range(3))
def test_cactus_plays_on_until_a_single_winner(seed: int) -> None:
    s = fresh(load("cactus", players=2), seed)
    while not s.is_terminal:
        _finish_hand(s)
    assert max(s.totals) >= 100 and len(s.winners) == 1


def test_cactus_hand_winner_plays_first_next_hand() -> None:
    game = load("cactus", players=3)
    s = deal(game, {0: HIGH, 1: ["9H", "9C", "8H", "8C"], 2: LOW}, stock=["TC", "TD", "TH"])
    play(s, "draw stock", "discard", (0, "call cactus"))
    while s.hand_number == 1:
        p = min(s.actors)
        legal = texts(s, p)
        s.apply("pass" if "pass" in legal else ("discard" if "discard" in legal
                                                else "draw stock"), p)
    assert s.hand_result is not None and s.hand_result["winner"] == 2
    assert s.hands[0] == (34 + 10, 0, 0)  # an opponent at or below the caller scores 0
    assert s.leader == 2 and s.turn == 2 and s.dealer == 1


def test_cumbia_empty_layout_scores_zero_and_keeps_playing() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {0: ["8C", "8D", "9C", "3C"]}, up="AH", stock=["9H", "9D", "9S"])
    s.lays[0] = []  # as after four matches
    assert "draw discard" not in texts(s, 0)  # nowhere to put it
    play(s, "draw stock")
    assert texts(s, 0) == ["call cumbia", "discard"]  # nothing to replace, no own-card power
    play(s, "discard", (0, "pass"), (1, "pass"), (1, "call cumbia"), (1, "draw stock"),
         (1, "discard"), (0, "pass"), (1, "pass"))
    assert s.turn == 0 and not s.winners
    play(s, "draw stock", "discard", (0, "pass"), (1, "pass"))
    assert s.winners and s.hands[0][0] == 0


def test_a_call_after_a_failed_multi_replace_and_after_a_discard_power_turn() -> None:
    game = load("pablo", players=2, single_hand=True)
    s = deal(game, {0: ["9S", "9D", "4C", "QH"]}, up="3H", stock=["2C"])
    play(s, "draw stock", "multi 1", "multi 3", "reveal", "call pablo")
    assert s.caller == 0 and s.turn == 1
    game = load("cactus", players=2, single_hand=True)
    s = deal(game, {0: ["5S", "JH", "4S", "3S"]}, stock=["2C"])
    play(s, "draw stock", "replace 2", (0, "done"), (1, "use discard"), (1, "peek P0.1"),
         (1, "call cactus"))
    assert s.caller == 1 and s.turn == 0
