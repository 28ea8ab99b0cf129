"""Every power effect of the §2.0 vocabulary with the knowledge updates of §0.4: peeks are
private, swaps move knowledge with the cards, a forced shuffle clears it; powers work only for
a card drawn from the stock and are optional."""

from __future__ import annotations

from tests.games.golfp.helpers import deal, layout, load, play, refused, texts, top


def shown(s, viewer: int, owner: int) -> list[str | None]:  # type: ignore[no-untyped-def]
    return list(s.view(viewer)["layouts"][owner]["cards"])


def test_peek_own_is_private_and_its_slot_public() -> None:
    s = deal(load("cabo", players=3, single_hand=True, memory_mode="perfect"),
             {0: ["2S", "3S", "4S", "5S"]}, up="AH", stock=["7C"])
    play(s, "draw stock")
    assert "peek P0.1" in texts(s, 0) and "peek P1.1" not in texts(s, 0)  # 7: your own card
    play(s, "peek P0.1")
    assert shown(s, 0, 0) == ["2S", None, "4S", "5S"]
    assert shown(s, 1, 0) == [None] * 4 and shown(s, 2, 0) == [None] * 4
    assert s.view(1)["layouts"][0]["known_by"][0] == [0]  # everyone sees who looked where
    assert top(s) == "7C" and s.turn == 1


def test_peek_opponent_and_peek_any() -> None:
    s = deal(load("cabo", players=2, single_hand=True), {1: ["2D", "3D", "4D", "5D"]},
             up="AH", stock=["9C"])
    play(s, "draw stock")
    assert [t for t in texts(s, 0) if t.startswith("peek")] == [f"peek P1.{i}" for i in
                                                                 range(1, 5)]
    play(s, "peek P1.2")
    assert shown(s, 0, 1) == [None, "3D", None, None]
    assert shown(s, 1, 1) == [None, None, "4D", "5D"]  # the owner still knows only their own
    s = deal(load("pablo", players=2, single_hand=True), {}, up="AH", stock=["8C"])
    play(s, "draw stock")
    peeks = [t for t in texts(s, 0) if t.startswith("peek")]
    assert "peek P0.1" in peeks and "peek P1.1" in peeks  # 8: any card, own included


def test_blind_swap_of_any_two_moves_knowledge_with_the_cards() -> None:
    s = deal(load("cabo", players=2, single_hand=True, memory_mode="perfect"),
             {0: ["2S", "3S", "4S", "5S"], 1: ["2D", "3D", "4D", "5D"]}, up="AH", stock=["JC"])
    play(s, "draw stock")
    assert "swap P0.1 P0.2" in texts(s, 0) and "swap P0.3 P1.1" in texts(s, 0)
    play(s, "swap P0.3 P1.1")
    assert layout(s, 0) == ["2S", "3S", "2D", "5S"] and layout(s, 1) == ["4S", "3D", "4D", "5D"]
    assert shown(s, 0, 1) == ["4S", None, None, None]  # P0 still knows the 4♠ where it went
    assert shown(s, 0, 0) == [None, None, None, "5S"]
    assert shown(s, 1, 1) == [None, None, "4D", "5D"]  # nobody looked at what moved
    assert shown(s, 1, 0) == [None, None, None, None]


def test_blind_swap_own_with_opponent_only() -> None:
    s = deal(load("malaysian", players=3), {}, up="AH", stock=["KC"])
    play(s, "draw stock")
    swaps = [t for t in texts(s, 0) if t.startswith("swap")]
    assert "swap P0.1 P1.1" in swaps and "swap P1.1 P2.1" not in swaps
    assert "swap P0.1 P0.2" not in swaps and len(swaps) == 4 * 8


def test_cumbia_ten_swaps_any_two_or_two_of_one_opponent() -> None:
    s = deal(load("cumbia", players=3, single_hand=True), {}, up="AH", stock=["TC"])
    play(s, "draw stock")
    swaps = [t for t in texts(s, 0) if t.startswith("swap")]
    assert len(swaps) == 12 * 11 // 2 and "swap P1.1 P2.1" in swaps
    s = deal(load("cumbia", players=3, single_hand=True, ten_power="two_of_one_opponent"), {},
             up="AH", stock=["TC"])
    play(s, "draw stock")
    swaps = [t for t in texts(s, 0) if t.startswith("swap")]
    assert len(swaps) == 2 * 6 and "swap P1.1 P1.2" in swaps and "swap P1.1 P2.1" not in swaps


def test_pablo_seven_looks_then_swaps_without_looking_at_own_card() -> None:
    s = deal(load("pablo", players=2, single_hand=True, memory_mode="perfect"),
             {0: ["2S", "3S", "4S", "5S"], 1: ["2D", "3D", "4D", "5D"]}, up="AH", stock=["7C"])
    play(s, "draw stock", "look P1.2")
    assert shown(s, 0, 1)[1] == "3D"
    assert texts(s, 0) == ["give 1", "give 2", "give 3", "give 4"]  # mandatory_after_look
    assert "keep" in refused(s, "keep")
    play(s, "give 1")
    assert layout(s, 0)[0] == "3D" and layout(s, 1)[1] == "2S"
    assert shown(s, 0, 0)[0] == "3D" and shown(s, 0, 1)[1] is None  # gave it away unseen
    assert top(s) == "7C"


def test_pablo_seven_optional_swap() -> None:
    s = deal(load("pablo", players=2, single_hand=True, seven_swap="optional_after_look"),
             {}, up="AH", stock=["7C"])
    play(s, "draw stock", "look P1.2")
    assert "keep" in texts(s, 0)
    before = [layout(s, 0), layout(s, 1)]
    play(s, "keep")
    assert [layout(s, 0), layout(s, 1)] == before and top(s) == "7C"


def test_cumbia_jack_looks_at_both_and_may_swap() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {0: ["2S", "3S", "4S", "5S"], 1: ["2D", "3D", "4D", "5D"]}, up="AH",
             stock=["JC"])
    play(s, "draw stock", "look P0.1 P1.1")
    assert shown(s, 0, 0)[0] == "2S" and shown(s, 0, 1)[0] == "2D"
    assert texts(s, 0) == ["swap", "keep"] or sorted(texts(s, 0)) == ["keep", "swap"]
    play(s, "swap")
    assert layout(s, 0)[0] == "2D" and layout(s, 1)[0] == "2S"
    s = deal(game, {0: ["2S", "3S", "4S", "5S"], 1: ["2D", "3D", "4D", "5D"]}, up="AH",
             stock=["JC"])
    play(s, "draw stock", "look P0.1 P1.1", "keep")
    assert layout(s, 0)[0] == "2S" and top(s) == "JC"


def test_malaysian_joker_shuffles_and_clears_knowledge() -> None:
    s = deal(load("malaysian", players=2), {1: ["2D", "3D", "4D", "5D"]}, up="AH",
             stock=["QC", "JK"])
    play(s, "draw stock", "peek P1.1")  # Q: peek at an opponent's card
    assert shown(s, 0, 1)[0] == "2D"
    cards = sorted(layout(s, 0))
    play(s, (1, "draw stock"), (1, "shuffle P0"))
    assert all(c is None for c in shown(s, 0, 0))  # P0 no longer knows their own cards
    assert s.view(1)["layouts"][0]["known_by"] == [[], [], [], []]
    assert sorted(layout(s, 0)) == cards


def test_powers_only_from_the_stock_and_optional() -> None:
    s = deal(load("cabo", players=2, single_hand=True), {}, up="7C")
    play(s, "draw discard")
    assert not any(t.startswith("peek") for t in texts(s, 0))
    assert "discard" not in texts(s, 0)  # a card from the pile may not go straight back
    s = deal(load("cabo", players=2, single_hand=True), {}, up="AH", stock=["7C"])
    play(s, "draw stock")
    assert "replace 1" in texts(s, 0) and "discard" in texts(s, 0)  # the power is optional
    play(s, "replace 1")
    assert layout(s, 0)[0] == "7C" and top(s) != "7C"


def test_cumbia_power_cards_are_never_placed_nor_taken() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {}, up="5H", stock=["4C"])
    assert "draw discard" not in texts(s, 0)
    assert "Cumbia" in refused(s, "draw discard")
    play(s, "draw stock")
    assert not any(t.startswith("replace") for t in texts(s, 0))
    assert "never goes into a layout" in refused(s, "replace 1")
    assert "discard" in texts(s, 0) and "peek P0.1" in texts(s, 0)


def test_dacz_powers() -> None:
    s = deal(load("dacz", players=2, single_hand=True), {}, up="AH", stock=["QC"])
    play(s, "peek P0.1", "peek P0.2", (1, "peek P1.3"), (1, "peek P1.4"), "draw stock")
    assert "peek P0.3" in texts(s, 0) and "peek P1.1" in texts(s, 0)
    s = deal(load("dacz", players=2, single_hand=True), {}, up="AH", stock=["JC"])
    play(s, "peek P0.1", "peek P0.2", (1, "peek P1.3"), (1, "peek P1.4"), "draw stock")
    assert "swap P0.1 P1.1" in texts(s, 0) and "swap P1.1 P1.2" in texts(s, 0)
