"""Views and knowledge (golf.md §0.4), sampled worlds, positions, and the text for people.

Property tests drive random Golf hands under random options and check at random moments that:
views are JSON and hold no card the viewer may not see; a world sampled from a view gives the same
view and legal actions; a position round-trips; and refused actions change nothing.
"""

from __future__ import annotations

import json
import subprocess
import sys
from random import Random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable.games.golf.game import GolfGame
from cardtable.games.golf.position import position
from cardtable.games.golf.state import GolfState
from cardtable.games.golf.views import visible
from tests.games.golf.helpers import deal, finish_setup, load, play

GAMES = ("golf4", "golf6", "golf8", "golf9", "golf10")

OPTION_CHOICES: dict[str, dict[str, list[Any]]] = {
    "golf10": {
        "players": [2, 3, 4],
        "flips_each_turn": [0, 2],
        "initial_flip_constraint": ["any", "same_column", "different_columns",
                                    "middle_and_outer"],
        "rearrange_after_flip": [False, True],
        "end_rule": ["final_round", "immediate"],
    },
    "golf9": {
        "players": [2, 3, 4],
        "initial_flips": [3, 2, 0],
        "twos_and_jokers": [False, True],
        "zero_lines": ["columns", "columns_rows", "columns_rows_diagonals"],
        "block_bonus": ["none", -25],
        "remove_groups": [False, True, True],
        "lowest_zero_caller": [False, True],
        "reveal_all_to_end": [False, True],
        "memory_mode": ["human", "perfect"],
    },
    "golf8": {
        "players": [2, 3, 4, 5],
        "first_turn_flip": ["one_column", "any_two"],
        "lock_full_columns": [False, True],
        "memory_mode": ["human", "perfect"],
    },
    "golf4": {
        "players": [2, 3, 4, 6],
        "initial_peek": ["nearest_two", "any_two", "any_one", "none"],
        "paid_peek": [False, True],
        "memory_aid": ["none", "known_viewable", "known_in_hand", "all_in_hand"],
        "unseen_replace_limit": ["unlimited", "once_per_slot", "once_total"],
        "flip_mode": ["none", "none", "face_up_replacement", "progressive_exposure"],
        "jack_king_scheme": ["standard", "j20_skip"],
        "memory_mode": ["human", "perfect"],
        "pot": [False, True],
        "jokers": [0, 2],
    },
    "golf6": {
        "players": [2, 3, 4, 5],
        "initial_flip_timing": ["before_play", "first_turn"],
        "flip_only_turn": [False, True],
        "flip_after_stock_discard": ["none", "required_may_keep_last", "required_must_keep_last"],
        "reveal_all_to_end": [False, True],
        "end_rule": ["final_round", "immediate"],
        "jokers": ["none", "two_per_pack"],
        "rearrange_after_flip": [False, True],
        "memory_mode": ["human", "perfect"],
    },
}


def _game(name: str, data: st.DataObject) -> GolfGame:
    """A game with drawn options; options a refused combination names are dropped one by one."""
    options = {k: data.draw(st.sampled_from(v), label=k) for k, v in OPTION_CHOICES[name].items()}
    while True:
        try:
            return load(name, **options, single_hand=True)
        except cardtable.InvalidOptions as exc:
            options.pop(exc.option, None) if exc.option in options else options.popitem()


def _walk(game: GolfGame, seed: int, steps: int) -> GolfState:
    state = game.new_state(seed=seed)
    assert isinstance(state, GolfState)
    rng = Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def _hidden_from(state: GolfState, viewer: int) -> set[str]:
    """Texts of the cards ``viewer`` may not see right now: face-down cards not shown to them,
    another player's card held from the stock, and the stock."""
    hidden: list[int] = list(state.stock)
    for q in range(state.n):
        for s in range(state.size):
            card = state.cards[q * state.size + s]
            if card >= 0 and not state.faceup[q] >> s & 1 and not visible(state, viewer, q, s):
                hidden.append(card)
    if state.held >= 0 and state.held_from == 0 and state.turn != viewer:
        hidden.append(state.held)
    return {state.cfg.card_texts[c] for c in hidden}


def _shown_cards(view: dict[str, Any], viewer: int) -> list[str]:
    out = [c for lay in view["layouts"] for row in lay["cards"] for c in row if c]
    if view["held"] and view["held"]["card"]:
        out.append(view["held"]["card"])
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(GAMES), st.integers(0, 10_000), st.integers(0, 80))
def test_sampled_worlds_agree_with_the_view(
    data: st.DataObject, name: str, seed: int, steps: int
) -> None:
    game = _game(name, data)
    state = _walk(game, seed, steps)
    rng = Random(seed)
    for p in range(state.n):
        view = state.view(p)
        assert json.loads(json.dumps(view)) == view
        for _ in range(2):
            world = game.sample_state(view, rng)
            assert world.view(p) == view
            assert world.actors == state.actors
            if p in state.actors:
                assert world.legal_actions(p) == state.legal_actions(p)
            assert not game.invariant_violations(world)
            # The sampled world plays on and replays from its record.
            twin = world.clone()
            for _ in range(5):
                if world.is_terminal:
                    break
                world.apply(rng.choice(world.legal_actions()))
            assert cardtable.replay(world.record().to_json()) == world
            assert twin != world or world.is_terminal or not world.history


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(GAMES), st.integers(0, 10_000), st.integers(0, 80))
def test_views_never_show_a_hidden_card(
    data: st.DataObject, name: str, seed: int, steps: int
) -> None:
    """No hidden card in the layouts, the hand, or anywhere in the view's text (log included),
    unless another copy of the same card is public."""
    game = _game(name, data)
    state = _walk(game, seed, steps)
    for p in range(state.n):
        view = state.view(p)
        hidden = _hidden_from(state, p)
        public = set(_shown_cards(view, p)) | {view["discard"], view["up_card"]} | {
            v for e in view["log"] for k, v in e.items()
            if k in ("card", "discarded", "placed") and v
        } | {c for e in view["log"] for c in e.get("cards", ())} | set(view["discard_pile"])
        public |= set(view["set_aside"])
        for card in hidden - public:
            assert card not in json.dumps(view), f"{card} leaks into P{p}'s view"
        assert card_count(view) == len(game.deck())


def card_count(view: dict[str, Any]) -> int:
    """Cards accounted for by a view: layouts, held card, discard pile, stock, set aside."""
    in_layouts = sum(
        1
        for lay in view["layouts"]
        for r, row in enumerate(lay["cards"])
        for c, _ in enumerate(row)
        if f"{r},{c}" not in lay["empty"]
    )
    held = 1 if view["held"] else 0
    return in_layouts + held + view["discard_size"] + view["stock"] + len(view["set_aside"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(GAMES), st.integers(0, 10_000), st.integers(0, 120))
def test_positions_round_trip_and_refusals_change_nothing(
    data: st.DataObject, name: str, seed: int, steps: int
) -> None:
    game = _game(name, data)
    state = _walk(game, seed, steps)
    copy = GolfState(game, 1, None, json.loads(json.dumps(position(state))))
    for p in range(state.n):
        assert copy.view(p) == state.view(p)
        assert copy.legal_actions(p) == state.legal_actions(p)
    if state.is_terminal:
        return
    before = state.clone()
    legal = {a.text for a in state.legal_actions()}
    every = game.config.actions.by_text
    for text in sorted(set(every) - legal)[:25]:
        try:
            state.apply(text)
        except ValueError:
            pass
        else:
            raise AssertionError(f"{text} accepted")
    assert state == before


# --------------------------------------------------------------------------- memory (§0.4)


def test_the_held_stock_card_is_shown_only_to_its_holder() -> None:
    state = load("golf6", players=3).new_state(seed=4)
    finish_setup(state)
    p = state.current_player
    play(state, "draw stock")
    card = state.cfg.card_texts[state.held]
    assert state.view(p)["held"]["card"] == card
    for q in range(3):
        if q != p:
            assert state.view(q)["held"] == {"player": p, "from": "stock", "card": None}


def test_face_down_cards_are_hidden_from_everyone_in_six_card_golf() -> None:
    state = load("golf6").new_state(seed=4)
    finish_setup(state)
    for p in range(4):
        for lay in state.view(p)["layouts"]:
            for r, row in enumerate(lay["cards"]):
                for c, card in enumerate(row):
                    assert (card is not None) == lay["face_up"][r][c]


# --------------------------------------------------------------------------- text for people


def test_describe_view_shows_grids_discard_stock_showing_and_holes() -> None:
    game = load("golf6", players=2)
    state = deal(game, {1: ["2S", "3S", "4S", "5S", "6S", "7S"]}, "KD", dealer=0,
                 stock=["9C", "8C"])
    play(state, "flip 1,0", "flip 1,1", "flip 1,0", "flip 1,1", "draw stock")
    text = game.describe_view(state.view(1))
    assert "Discard pile: K♦" in text and "Stock: 38 cards" in text
    assert "Your layout (showing 11, 4 face down)" in text
    assert "You hold 9♣ from the stock." in text
    assert "##" in text and "5♠" in text
    other = game.describe_view(state.view(0))
    assert "P1 holds a card from the stock." in other and "9♣" not in other
    play(state, "replace 0,0")
    text = game.describe_view(state.view(0))
    assert "P1 replaced 0,0 with 9♣, discarding 2♠" in text
    while state.hand_number == 1:
        state.apply(state.legal_actions()[0])
    text = game.describe_view(state.view(0))
    assert "Scores per hole:" in text and "Hand 1 over" in text


@pytest.mark.parametrize("name", ["golf4", "golf6", "golf8", "golf9", "golf10"])
def test_rules_text_lists_every_option_and_preset_of_every_game(name: str) -> None:
    game = load(name)
    text = game.rules_text()
    for spec in game.option_specs:
        assert f"({spec.name} = " in text, spec.name  # label (name = value) [allowed...]
        assert spec.effect in text, spec.name  # its exact effect, in full
    for preset in game.presets:
        assert f"  {preset}: " in text


def test_rules_text_states_the_rules_the_options_put_in_force() -> None:
    nine = load("golf9", zero_lines="columns_rows_diagonals", block_bonus=-25, remove_groups=True,
                lowest_zero_caller=True, twos_and_jokers=True, king_value=10).rules_text()
    assert "(columns, rows and diagonals) score 0" in nine and "totals -25" in nine
    assert "set aside as soon as it forms" in nine and "K 10, joker -2" in nine
    assert "The lowest layout scores 0" in nine
    assert "next to an equal card" in load("golf9", adjacent_pairs=True).rules_text()
    eight = load("golf8", first_turn_flip="any_two", lock_full_columns=True,
                 multi_pair_rule="progressive").rules_text()
    assert "any two of their cards" in eight and "is locked" in eight and "-10 × (k-1)" in eight
    assert "two face-down cards up" in load("golf10", flips_each_turn=2).rules_text()


def test_rules_text_of_the_persian_preset() -> None:
    game = load("golf6", "persian")
    text = game.rules_text()
    assert "Card values: A 1, 2-10 face value," in text and "joker -2" in text
    assert "at the start of their own first turn" in text
    assert "Card values: A 1, 2 -2," in load("golf6").rules_text()


def _cardtable(*args: str, stdin: str = "") -> str:
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", *args],
        input=stdin, capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_cardtable_rules_and_play_from_the_command_line(tmp_path: Any) -> None:
    assert "Six-card Golf" in _cardtable("rules", "golf6", "--preset", "persian")
    out = _cardtable(
        "play", "golf6", "--players", "2", "--seed", "1", "--bots", "random",
        "--save", str(tmp_path / "g.json"), stdin="flip 1,0\nflip 1,1\nquit\n",
    )
    assert "P0's layout" in out or "face down" in out
    assert "Discard pile" in out


def test_describe_view_marks_known_cards_by_memory_mode() -> None:
    game = load("golf4", players=2)
    state = deal(game, {1: ["5S", "6S", "AS", "2S"]}, "QD", dealer=0, stock=["9C"])
    text = game.describe_view(state.view(1))
    assert "[A♠]" in text and "[2♠]" in text  # the peek, shown once
    play(state, "draw stock", "discard")
    text = game.describe_view(state.view(1))
    assert "[A♠]" not in text and text.count("**") >= 2  # seen: remember it
    assert "## face down" in text and "remember it" in text
    perfect = load("golf4", players=2, memory_mode="perfect")
    state = deal(perfect, {1: ["5S", "6S", "AS", "2S"]}, "QD", dealer=0, stock=["9C"])
    play(state, "draw stock", "discard")
    assert "[A♠]" in perfect.describe_view(state.view(1))
