"""memory_mode (§0.4): ``human`` (default) shows a face-down card you observed until your next
action; public cards are always shown; ``perfect`` shows every card you know."""

from __future__ import annotations

from tests.games.golfp.helpers import deal, load, play


def cards(s, viewer: int, owner: int) -> list[str | None]:  # type: ignore[no-untyped-def]
    return list(s.view(viewer)["layouts"][owner]["cards"])


def test_default_is_human_and_the_initial_peek_is_shown_until_the_first_action() -> None:
    game = load("cabo", players=2)
    assert game.options["memory_mode"] == "human"
    s = deal(game, {0: ["2S", "3S", "4S", "5S"]}, up="AH", stock=["9C"])
    assert cards(s, 0, 0) == [None, None, "4S", "5S"]
    play(s, "draw stock")
    assert cards(s, 0, 0) == [None, None, None, None]
    assert s.view(0)["layouts"][0]["known_by"][2] == [0]  # still known (remember it)
    assert s.view(0)["held"]["card"] == "9C"  # the card in hand stays visible


def test_a_peek_is_shown_until_the_next_action_even_a_pass() -> None:
    game = load("cactus", players=2)
    s = deal(game, {1: ["5D", "6D", "7D", "8D"]}, stock=["9C"])
    play(s, "draw stock", "peek P1.1")
    assert cards(s, 0, 1)[0] == "5D"
    play(s, (1, "pass"))
    assert cards(s, 0, 1)[0] == "5D"  # P1 acted, not P0
    play(s, (0, "pass"))
    assert cards(s, 0, 1)[0] is None


def test_public_cards_are_always_shown_and_placed_cards_once() -> None:
    game = load("cabo", players=2)
    s = deal(game, {0: ["6H", "2C", "3C", "4C"]}, up="AH", stock=["KD", "9H", "5S"])
    play(s, "draw stock", "match P0.1", "reveal")
    play(s, (1, "draw discard"), (1, "replace 1"))
    for _ in range(2):
        assert cards(s, 1, 0)[0] == "6H" and cards(s, 0, 0)[0] == "6H"  # a public miss
        assert cards(s, 0, 1)[0] == "KD" and cards(s, 1, 1)[0] == "KD"  # taken from the pile
        play(s, "draw stock", "discard", (1, "draw stock"), (1, "discard"))
    s = deal(game, {}, up="AH", stock=["5S", "9H"])
    play(s, "draw stock", "replace 1")
    assert cards(s, 0, 0)[0] == "5S"  # drawn and placed: shown once
    play(s, (1, "draw stock"), (1, "discard"), "draw stock")
    assert cards(s, 0, 0)[0] is None


def test_perfect_memory_keeps_showing_known_cards() -> None:
    game = load("cabo", players=2, memory_mode="perfect")
    s = deal(game, {0: ["2S", "3S", "4S", "5S"]}, up="AH", stock=["9C", "8C", "7C"])
    play(s, "draw stock", "discard", (1, "draw stock"), (1, "discard"), "draw stock")
    assert cards(s, 0, 0) == [None, None, "4S", "5S"]


def test_a_shuffle_hides_what_was_just_seen() -> None:
    game = load("malaysian", players=3)
    s = deal(game, {1: ["2D", "3D", "4D", "5D"]}, up="AH", stock=["QC", "8C", "JK"])
    play(s, "draw stock", "peek P1.1", (1, "draw stock"), (1, "discard"))
    assert cards(s, 0, 1)[0] == "2D"
    play(s, (2, "draw stock"), (2, "shuffle P1"))
    assert cards(s, 0, 1) == [None] * 4  # P0 has not acted, but the card moved unseen
