"""Out-of-turn windows (DESIGN.md "Out-of-turn play"): Cactus snaps (§2.5, A-44) and Cumbia
claims (§2.3, A-36). After each discard the eligible players are actors; the first legal
action wins; a window lasts while its card is on top (through the next player's draw from the
stock) and closes when everyone eligible passed or the card leaves the top. Under Cactus a card
uncovered by taking the top discard can be snapped in turn ("at any moment, whatever the
turn"). The player whose turn it is can always act."""

from __future__ import annotations

from cardtable.games.golfp import PowerGolfGame
from cardtable.games.golfp.state import PowerGolfState
from tests.games.golfp.helpers import deal, layout, load, play, refused, texts, top


def cactus(**options: object) -> PowerGolfGame:
    return load("cactus", players=3, single_hand=True, **options)


def test_snap_window_opens_after_a_discard_for_everyone_with_cards() -> None:
    s = deal(cactus(), {1: ["5D", "6D", "7D", "8D"]}, stock=["5C"])
    play(s, "draw stock", "discard")
    assert s.actors == frozenset({0, 1, 2})
    assert s.current_player is None
    assert "snap 1" in texts(s, 1) and "pass" in texts(s, 1)
    assert "done" in texts(s, 0) and "snap 1" in texts(s, 0)
    view = s.view(2)
    assert view["window"] == {"kind": "snap", "players": [0, 1, 2]}
    assert "snap <slot>" in s.game.describe_view(view)


def test_a_right_snap_discards_and_chains() -> None:
    s = deal(cactus(), {1: ["5D", "6D", "7D", "8D"], 2: ["5H", "2S", "3S", "4S"]},
             stock=["5C"])
    play(s, "draw stock", "discard", (1, "snap 1"))
    assert layout(s, 1) == ["6D", "7D", "8D"] and top(s) == "5D"
    assert s.window == 0b111  # snap_chain=multiple: the snapped card opens a new window
    play(s, (2, "snap 1"))
    assert layout(s, 2) == ["2S", "3S", "4S"] and top(s) == "5H"
    assert s.spent >> s.discard[-1] & 1  # snapped cards have no usable power


def test_two_players_race_to_snap_the_same_card() -> None:
    s = deal(cactus(snap_chain="single_per_discard"),
             {1: ["5D", "6D", "7D", "8D"], 2: ["5H", "2S", "3S", "4S"]}, stock=["5C"])
    play(s, "draw stock", "discard", (1, "snap 1"))
    assert s.window == 0  # one snap per discard: the window is closed
    message = refused(s, "snap 1", 2)
    assert "not player 2" in message
    assert layout(s, 2)[0] == "5H"


def test_a_wrong_snap_returns_the_card_known_to_all_with_two_penalty_cards() -> None:
    s = deal(cactus(), {1: ["9D", "6D", "7D", "8D"]}, stock=["5C", "KS", "KH"])
    play(s, "draw stock", "discard", (1, "snap 1"))
    assert layout(s, 1) == ["9D", "6D", "7D", "8D", "KS", "KH"]
    assert s.view(0)["layouts"][1]["cards"][0] == "9D"  # public now
    assert s.view(1)["layouts"][1]["cards"][4:] == [None, None]  # penalty cards unseen
    assert s.window == 0b101  # the wrong snapper is out of this window, the others are not
    assert "snap 1" not in texts(s, 1)


def test_snap_penalty_option() -> None:
    s = deal(cactus(snap_penalty_cards=0), {1: ["9D", "6D", "7D", "8D"]}, stock=["5C"])
    play(s, "draw stock", "discard", (1, "snap 1"))
    assert len(layout(s, 1)) == 4


def test_declining_closes_the_window_but_a_draw_from_the_stock_does_not() -> None:
    s = deal(cactus(), {}, stock=["5C"])
    play(s, "draw stock", "discard", (1, "pass"), (2, "pass"), (0, "pass"))
    assert s.window == 0 and s.actors == frozenset({0})
    play(s, "done")
    assert s.turn == 1 and s.actors == frozenset({1})
    s = deal(cactus(), {}, stock=["5C"])
    play(s, "draw stock", "discard", (0, "done"))
    assert s.actors == frozenset({0, 1, 2}) and s.turn == 1
    play(s, (1, "draw stock"))  # §2.5: the 5 is still on top, so it can still be snapped
    assert s.window == 0b111 and s.actors == frozenset({0, 1, 2})
    assert "discard" in texts(s, 1)  # the player whose turn it is can always act
    play(s, (2, "pass"))
    assert "not player 2" in refused(s, "pass", 2)


def test_a_snap_after_the_next_player_has_drawn() -> None:
    """§2.5: "at any moment, whatever the turn": P2 snaps the 5 while P1 holds a stock card."""
    s = deal(cactus(), {2: ["5H", "2S", "3S", "4S"]}, stock=["5C", "9H"])
    play(s, "draw stock", "discard", (0, "done"), (1, "draw stock"))
    play(s, (2, "snap 1"))
    assert layout(s, 2) == ["2S", "3S", "4S"] and top(s) == "5H"
    assert s.held >= 0 and s.turn == 1 and "replace 1" in texts(s, 1)
    play(s, (1, "discard"))
    assert top(s) == "9H"


def test_taking_the_top_discard_uncovers_a_card_that_can_be_snapped() -> None:
    """§2.5: the 5 beneath the taken 9 is on top again, so it can be snapped again."""
    s = deal(cactus(), {1: ["5D", "6D", "7D", "8D"]}, stock=["5C", "9H"])
    play(s, "draw stock", "discard", (1, "pass"), (2, "pass"), (0, "pass"), (0, "done"))
    play(s, (1, "draw stock"), (1, "discard"), (0, "pass"), (1, "pass"), (2, "pass"),
         (1, "done"))
    assert s.window == 0 and top(s) == "9H"
    play(s, (2, "draw discard"))
    assert top(s) == "5C" and s.window == 0b111
    play(s, (1, "snap 1"))
    assert layout(s, 1) == ["6D", "7D", "8D"] and top(s) == "5D"
    assert "replace 1" in texts(s, 2)  # P2 still places the 9 it took


def test_a_window_waits_while_a_turn_step_holds_slot_references() -> None:
    """A Cumbia jack (look at an own and an opponent's card, then maybe swap them, §2.3) is
    not interrupted by a claim that would move the cards it looks at."""
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {}, up="AH", stock=["7H", "JC"])
    play(s, "draw stock", "discard", (1, "draw stock"))
    assert s.window == 0b11 and s.actors == frozenset({0, 1})  # the 7's window is open
    look = next(a for a in texts(s, 1) if a.startswith("look"))
    play(s, (1, look))
    assert s.actors == frozenset({1}) and "pass" not in texts(s, 1)
    assert "not player 0's turn" in refused(s, "claim P1.1", 0)
    play(s, (1, "keep"))
    assert top(s) == "JC" and s.actors == frozenset({0, 1})  # the jack's own window


def test_snaps_go_on_after_the_last_final_turn_until_the_window_closes() -> None:
    s = deal(load("cactus", players=2, single_hand=True), {1: ["5D", "6D", "7D", "8D"]},
             stock=["2C", "5C"])
    play(s, "draw stock", "discard", (0, "call cactus"), (0, "pass"), (1, "pass"))
    assert s.caller == 0 and s.turn == 1
    play(s, (1, "draw stock"), (1, "discard"))
    assert s.phase == 7 and s.actors == frozenset({0, 1})  # WAIT: the hand is not scored yet
    play(s, (1, "snap 1"))
    assert layout(s, 1) == ["6D", "7D", "8D"]
    play(s, (0, "pass"), (1, "pass"))
    assert s.is_terminal


def test_cumbia_claim_window_priority_is_first_come() -> None:
    game = load("cumbia", players=3, single_hand=True)
    s = deal(game, {1: ["7C", "3S", "4S", "5S"], 2: ["7D", "3D", "4D", "5D"]}, up="AH",
             stock=["7H"])
    play(s, "draw stock", "discard")
    assert s.actors == frozenset({0, 1, 2})
    play(s, (2, "claim P2.1"))  # own card: matched, the slot is removed
    assert layout(s, 2) == ["3D", "4D", "5D"] and top(s) == "7D"
    assert "no match window" in refused(s, "claim P1.1", 1)  # one claim per discard
    assert s.actors == frozenset({1})  # the window is closed; P1's turn


def test_a_cumbia_claim_after_the_next_player_has_drawn() -> None:
    """§2.3: a claim asserts a card equals the top discard; the 7 is still on top after P1
    draws from the stock, so P0 claims P1's 7 and gives a card for it, then P1 plays on."""
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {1: ["7C", "3S", "4S", "5S"]}, up="AH", stock=["7H", "2C"])
    play(s, "draw stock", "discard", (1, "draw stock"))
    assert s.actors == frozenset({0, 1})
    play(s, (0, "claim P1.1"))
    assert top(s) == "7C" and s.actors == frozenset({0})  # P0 gives a card for the slot
    give = texts(s, 0)[0]
    play(s, (0, give))
    assert len(layout(s, 0)) == 3 and len(layout(s, 1)) == 4
    assert s.actors == frozenset({1}) and "discard" in texts(s, 1)


def test_taking_a_cumbia_discard_closes_its_window_and_opens_none() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {}, up="AH", stock=["8H"])
    play(s, "draw stock", "discard", (1, "draw discard"))
    assert s.window == 0 and s.actors == frozenset({1})  # §2.3: windows follow discards only


def test_cumbia_own_miss_costs_nothing_and_everyone_may_decline() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {1: ["8C", "3S", "4S", "5S"]}, up="AH", stock=["7H"])
    play(s, "draw stock", "discard", (1, "claim P1.1"))
    assert s.penalties == (0, 0) and layout(s, 1)[0] == "8C"
    s = deal(game, {}, up="AH", stock=["7H"])
    play(s, "draw stock", "discard", (0, "pass"), (1, "pass"))
    assert s.window == 0 and s.actors == frozenset({1})


def test_cumbia_matched_discard_opens_no_new_window() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {1: ["7C", "7S", "4S", "5S"]}, up="AH", stock=["7H"])
    play(s, "draw stock", "discard", (1, "claim P1.1"))
    assert s.window == 0 and top(s) == "7C"


def test_no_windows_in_games_without_them() -> None:
    for name in ("cabo", "pablo", "dacz", "malaysian"):
        game = load(name, players=2, single_hand=True, peek_choice="any_two",
                    layout_shape="line_1x4")
        s = deal(game, {}, up="AH", stock=["2C"])
        while s.phase == 0:
            play(s, texts(s, s.turn if s.current_player is None else s.current_player)[0])
        play(s, "draw stock", "discard")
        assert s.window == 0
        assert "no out-of-turn" in refused(s, "pass", s.current_player)


def _first_round(s: PowerGolfState, p2: str) -> None:
    """With the stock 2♣ 5♣ 3♣: P0 discards 2♣ and snaps its fourth card (a 2) onto it, P1
    discards 5♣, P2 draws 3♣ and plays ``p2``; every snap window is passed."""
    play(s, "draw stock", "discard", (0, "snap 4"), (0, "pass"), (1, "pass"), (2, "pass"),
         (0, "done"))
    play(s, (1, "draw stock"), (1, "discard"), (0, "pass"), (1, "pass"), (2, "pass"), (1, "done"))
    play(s, (2, "draw stock"), (2, p2), (0, "pass"), (1, "pass"), (2, "pass"), (2, "done"))


def test_a_discard_power_whose_last_target_is_snapped_away_goes_back_unused() -> None:
    """Cactus: P0 takes Q♥ from the pile to swap one of its cards with an opponent's, then
    snaps its last three cards onto the 5♣ beneath. No own card is left to swap, so the one
    thing P0 may do is put Q♥ back on the pile, its power unused, and end the turn (before,
    P0 was left to act with no legal action at all, and the hand could not go on)."""
    game = load("cactus", players=3, single_hand=True)
    s = deal(game, {0: ["5S", "5H", "5D", "2S"], 1: ["6C", "7C", "8C", "9C"],
                    2: ["QH", "3D", "4D", "KD"]}, stock=["2C", "5C", "3C"])
    _first_round(s, "replace 1")
    assert top(s) == "QH" and "use discard" in texts(s, 0)
    play(s, (0, "use discard"))
    assert top(s) == "5C" and "swap P0.1 P1.1" in texts(s, 0)
    play(s, (0, "snap 1"), (0, "snap 1"), (0, "snap 1"))
    assert layout(s, 0) == []
    assert texts(s, 0) == ["discard"]
    others = [layout(s, 1), layout(s, 2)]
    play(s, (0, "discard"))
    assert top(s) == "QH" and not s.spent >> s.discard[-1] & 1  # its power was not used
    assert [layout(s, 1), layout(s, 2)] == others
    assert texts(s, 0) == ["call cactus", "done"]  # the turn is over; one may still call
    play(s, (1, "pass"), (2, "pass"), (0, "done"))
    assert s.turn == 1 and texts(s, 1) == ["draw stock", "draw discard", "use discard"]


def test_a_card_taken_from_the_pile_whose_last_place_is_snapped_away_goes_back() -> None:
    """Cactus: P0 takes 3♣ from the pile, which it may only place, then snaps its last three
    cards onto the 5♣ beneath. 3♣ has nowhere to go, so the one thing P0 may do is put it
    back on the pile and end the turn (before, P0 was left to act with no legal action)."""
    s = deal(cactus(), {0: ["5S", "5H", "5D", "2S"], 1: ["6C", "7C", "8C", "9C"],
                        2: ["QH", "3D", "4D", "KD"]}, stock=["2C", "5C", "3C"])
    _first_round(s, "discard")
    assert top(s) == "3C"
    play(s, (0, "draw discard"))
    replaces = [a for a in texts(s, 0) if a.startswith("replace")]
    assert top(s) == "5C" and replaces == ["replace 1", "replace 2", "replace 3"]
    assert "straight back" in refused(s, "discard", 0)
    play(s, (0, "snap 1"), (0, "snap 1"), (0, "snap 1"))
    assert layout(s, 0) == []
    assert texts(s, 0) == ["discard"]
    play(s, (0, "discard"))
    assert top(s) == "3C" and [layout(s, 1)[0], layout(s, 2)[0]] == ["6C", "QH"]
    assert texts(s, 0) == ["call cactus", "done"]  # the turn is over; one may still call


def test_under_unseen_only_a_snap_of_the_last_unseen_card_sends_the_taken_card_back() -> None:
    """replace_scope=unseen_at_start_only: a card taken from the pile may go only where its
    taker did not look at the start (Cactus peeks at the nearest two, slots 3 and 4). P0
    snaps away both other cards while it holds 3♣: it may only put the card back."""
    s = deal(cactus(replace_scope="unseen_at_start_only"),
             {0: ["5S", "5H", "9D", "2S"], 1: ["6C", "7C", "8C", "9C"],
              2: ["QH", "3D", "4D", "KD"]}, stock=["2C", "5C", "3C"])
    _first_round(s, "discard")
    play(s, (0, "draw discard"))
    assert [a for a in texts(s, 0) if a.startswith("replace")] == ["replace 1", "replace 2"]
    play(s, (0, "snap 1"), (0, "snap 1"))
    assert layout(s, 0) == ["9D"]
    assert texts(s, 0) == ["discard", "pass", "snap 1"]  # the snap window is still open
    play(s, (0, "discard"))
    assert top(s) == "3C" and layout(s, 0) == ["9D"]
