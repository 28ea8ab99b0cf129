"""Every option of §2.0-2.6 in every value, the defaults as §2 states them, and the
combinations refused."""

from __future__ import annotations

import pytest

import cardtable
from cardtable.games.golfp.phases import SETUP
from tests.games.golfp.helpers import deal, fresh, layout, load, play, refused, texts

GAMES = ("malaysian", "pablo", "cumbia", "cabo", "cactus", "dacz")


def test_defaults_as_the_rule_book_states_them() -> None:
    o = {name: load(name).options for name in GAMES}
    assert o["dacz"]["peek_choice"] == "any_two" and o["dacz"]["layout_shape"] == "line_1x4"
    for name in ("malaysian", "pablo", "cumbia", "cabo", "cactus"):
        assert o[name]["peek_choice"] == "nearest_two"
        assert o[name]["layout_shape"] == "square_2x2"
    assert all(o[name]["replace_scope"] == "any_slot" for name in GAMES)
    assert o["malaysian"]["match_end"] == "single_hand"
    assert o["pablo"]["caller_low_score"] == "flat_minus10"
    assert o["pablo"]["seven_swap"] == "mandatory_after_look"
    assert o["pablo"]["multi_replace_source"] == "any"
    assert o["cumbia"]["ten_power"] == "any_two_any_players" and o["cumbia"]["deals"] == 7
    assert o["cabo"]["fill_opponent_slots"] == "mandatory" and o["cabo"]["match_from_discard"]
    assert o["cabo"]["match_end"] == "target(100)"
    assert o["cactus"]["snap_penalty_cards"] == 2 and o["cactus"]["snap_chain"] == "multiple"
    for name in ("cumbia", "cabo", "dacz"):
        assert o[name]["final_turns"] == "others"
    assert [len(load(n).deck()) for n in GAMES] == [54, 54, 52, 52, 52, 52]
    assert load("cactus").players == 2 and load("cabo").players == 4


@pytest.mark.parametrize("name", GAMES)
def test_rules_text_names_every_option_and_its_value(name: str) -> None:
    game = load(name)
    text = game.rules_text()
    for spec in game.option_specs:
        assert f"{spec.name} = " in text
    assert "Powers" in text and "Card values" in text


@pytest.mark.parametrize(
    ("name", "option", "value"),
    [
        ("cabo", "players", 1),
        ("cabo", "players", 7),
        ("cabo", "peek_choice", "all"),
        ("pablo", "replace_scope", "nearest"),
        ("dacz", "layout_shape", "circle"),
        ("cabo", "max_turns_per_hand", 99),
        ("malaysian", "match_end", "holes(0)"),
        ("cabo", "match_end", "single_hand"),
        ("cactus", "snap_penalty_cards", 5),
        ("cumbia", "deals", 0),
        ("pablo", "caller_low_score", "minus5"),
    ],
)
def test_bad_values_are_refused_by_name(name: str, option: str, value: object) -> None:
    with pytest.raises(cardtable.InvalidOptions, match=option):
        load(name, **{option: value})


def test_nonsensical_combinations_are_refused() -> None:
    with pytest.raises(cardtable.InvalidOptions, match="nearest row"):
        load("cabo", layout_shape="line_1x4")
    assert load("dacz", peek_choice="nearest_two", layout_shape="square_2x2")
    assert load("malaysian", match_end="target(50)", match_tie_policy="extra_holes")


def test_peek_choice_nearest_two_and_any_two() -> None:
    s = deal(load("cabo", players=2), {0: ["2S", "3S", "4S", "5S"]}, up="AH")
    assert s.view(0)["layouts"][0]["cards"] == [None, None, "4S", "5S"]
    s = deal(load("cabo", players=2, peek_choice="any_two", memory_mode="perfect"),
             {0: ["2S", "3S", "4S", "5S"]}, up="AH")
    assert s.phase == SETUP and s.actors == frozenset({0})
    assert texts(s, 0) == ["peek P0.1", "peek P0.2", "peek P0.3", "peek P0.4"]
    play(s, "peek P0.1")
    assert "peek P0.1" not in texts(s, 0)
    refused(s, "peek P0.1")
    play(s, "peek P0.4")
    assert s.view(0)["layouts"][0]["cards"] == ["2S", None, None, "5S"]
    assert s.actors == frozenset({1})
    play(s, (1, "peek P1.2"), (1, "peek P1.3"))
    assert "draw stock" in texts(s, 0)


def test_replace_scope_unseen_at_start_only() -> None:
    s = deal(load("pablo", players=2, replace_scope="unseen_at_start_only"), {}, up="AH",
             stock=["2C"])
    play(s, "draw stock")
    assert [t for t in texts(s, 0) if t.startswith("replace")] == ["replace 1", "replace 2"]
    assert "looked at" in refused(s, "replace 3")
    play(s, "replace 1")
    play(s, "done", (1, "draw discard"))
    assert [t for t in texts(s, 1) if t.startswith("replace")] == ["replace 1", "replace 2"]


def test_layout_shape_is_display_only() -> None:
    square = load("dacz", players=2, peek_choice="any_two", layout_shape="square_2x2")
    line = load("dacz", players=2)
    a, b = fresh(square, 4), fresh(line, 4)
    assert [a.lays, a.stock] == [b.lays, b.stock]
    text_square = square.describe_view(a.view(0))
    text_line = line.describe_view(b.view(0))
    assert "1:##     2:##\n    3:##" in text_square
    assert "1:##     2:##     3:##     4:##" in text_line


def test_pablo_caller_low_score_in_play() -> None:
    for option, expected in (("flat_minus10", -10), ("layout_minus10", 6 - 10)):
        game = load("pablo", players=2, single_hand=True, caller_low_score=option)
        s = deal(game, {0: ["AS", "AD", "2S", "2D"], 1: ["9S", "9D", "8S", "8D"]}, up="3C",
                 stock=["TC", "TD"])
        play(s, "draw stock", "discard", "call pablo", (1, "draw stock"), (1, "discard"))
        assert s.hands == ((expected, 34),)


def test_pablo_multi_replace_source() -> None:
    s = deal(load("pablo", players=2), {}, up="AH")
    play(s, "draw discard")
    assert "multi 1" in texts(s, 0)
    s = deal(load("pablo", players=2, multi_replace_source="stock_only"), {}, up="AH")
    play(s, "draw discard")
    assert "multi 1" not in texts(s, 0)


def test_dacz_final_turns_everyone() -> None:
    game = load("dacz", players=2, single_hand=True, final_turns="everyone_incl_caller")
    s = deal(game, {}, up="3C")
    play(s, "peek P0.1", "peek P0.2", (1, "peek P1.1"), (1, "peek P1.2"))
    play(s, "draw stock", "discard", "call dacz", (1, "draw stock"), (1, "discard"))
    assert not s.is_terminal and s.turn == 0
    play(s, "draw stock", "discard")
    assert s.is_terminal


def test_single_hand_option_everywhere() -> None:
    for name in GAMES:
        s = fresh(load(name, players=3, single_hand=True), 1)
        import random

        rng = random.Random(1)
        while not s.is_terminal:
            p = rng.choice(sorted(s.actors))
            s.apply(rng.choice(s.legal_actions(p)), p)
        assert len(s.hands) == 1 and s.hand_number == 1
        assert layout(s, 0) is not None


def test_cabo_final_turns_everyone() -> None:
    game = load("cabo", players=2, single_hand=True, final_turns="everyone_incl_caller")
    s = deal(game, {}, up="3C")
    play(s, "call cabo", "draw stock", "discard", (1, "draw stock"), (1, "discard"))
    assert not s.is_terminal and s.turn == 0  # the caller plays once more, last
    play(s, "draw stock", "discard")
    assert s.winners


def test_the_terminal_marks_cards_to_remember_vacated_slots_and_claims() -> None:
    game = load("cumbia", players=2, single_hand=True)
    s = deal(game, {0: ["7C", "8C", "9C", "3C"]}, up="AH", stock=["7H"])
    play(s, "draw stock", "discard")
    text = game.describe_view(s.view(1))
    assert "Open claim window (P0, P1): claim P<player>.<slot>" in text
    play(s, (1, "claim P0.1"))
    text = game.describe_view(s.view(1))
    assert "1:__" in text and "To fill: P0.1" in text
    text = game.describe_view(s.view(0))
    assert "3:**" in text and "4:**" in text  # seen at the start; remember them
