"""Golf's table scene (docs/scene.md): grids with stable holes, memory marks, controls, results.

The generic contract (schema, no hidden card, one control path per legal action) is checked for
every game in tests/conformance/test_scenes.py; these tests pin Golf's own layout. Positions are
found along seeded random playouts, each checked with the whole contract.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from random import Random
from typing import Any

import cardtable
from cardtable.engine.scene import (
    ButtonControl,
    Card,
    PickerControl,
    PointControl,
    Scene,
    Zone,
)
from cardtable.engine.state import State
from tests.conformance.scenes import check_scene


def scene_of(state: State, seat: int) -> Scene:
    legal = [a.text for a in state.legal_actions(seat)]
    return check_scene(state.game, state.view(seat), legal, against_schema=False)


def walk(game: cardtable.Game, seed: int) -> Iterator[State]:
    """Every position of a seeded random playout, the first included."""
    state = game.new_state(seed=seed)
    rng = Random(seed)
    yield state
    while not state.is_terminal:
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
        yield state


def find(game: cardtable.Game, found: Callable[[State], bool], seeds: int = 30) -> State:
    for seed in range(seeds):
        for state in walk(game, seed):
            if found(state):
                return state
    raise AssertionError("no such position in the playouts")


def flat(rows: list[list[Any]]) -> list[Any]:
    return [c for row in rows for c in row]


def slot_index(slot: str, cols: int) -> int:
    row, col = slot.split(",")
    return int(row) * cols + int(col)


def test_a_removed_group_leaves_holes_and_the_other_cards_keep_their_places() -> None:
    game = cardtable.load("golf9", remove_groups=True, memory_mode="perfect")
    state = find(game, lambda s: any(lay["empty"] for lay in s.view(0)["layouts"]))
    view = state.view(0)
    scene = scene_of(state, 0)
    for lay in view["layouts"]:
        if not lay["empty"]:
            continue
        grid = scene.zone(f"grid.{lay['player']}")
        assert (grid.kind, grid.rows, grid.cols, len(grid.cards)) == ("grid", 3, 3, 9)
        holes = {slot_index(s, 3) for s in lay["empty"]}
        assert {i for i, c in enumerate(grid.cards) if c is None} == holes
        for i, code in enumerate(flat(lay["cards"])):
            card = grid.cards[i]
            if i not in holes:
                assert isinstance(card, Card) and card.code == code
    # The removed cards are public: they lie set aside.
    assert [c.code for c in scene.zone("set_aside").cards if c] == view["set_aside"]


def _seen_but_hidden(state: State) -> bool:
    view = state.view(0)
    lay = view["layouts"][0]
    return any(
        0 in who and flat(lay["cards"])[slot_index(s, view["cols"])] is None
        for s, who in lay["known_by"].items()
    )


def test_human_memory_marks_a_card_seen_but_not_shown_and_perfect_memory_shows_it() -> None:
    game = cardtable.load("golf4", memory_mode="human")  # each player looks at two cards
    state = find(game, _seen_but_hidden)
    view = state.view(0)
    lay = view["layouts"][0]
    grid = scene_of(state, 0).zone("grid.0")
    seen = [slot_index(s, 2) for s, who in lay["known_by"].items() if 0 in who]
    hidden = [i for i in seen if flat(lay["cards"])[i] is None]
    assert hidden
    for i in hidden:
        card = grid.cards[i]
        assert card is not None and card.code is None and "known" in card.marks
    # Nobody else sees the mark's card; to another seat it is a plain face-down card.
    other = scene_of(state, 1).zone("grid.0")
    for i in hidden:
        card = other.cards[i]
        assert card is not None and card.code is None and "known" not in card.marks
        assert 0 in card.known_by  # who knows which card is public


def test_perfect_memory_shows_a_known_face_down_card_with_its_code() -> None:
    game = cardtable.load("golf4", memory_mode="perfect")
    state = find(game, lambda s: bool(s.view(0)["layouts"][0]["known_by"]))
    view = state.view(0)
    grid = scene_of(state, 0).zone("grid.0")
    lay = view["layouts"][0]
    for s, who in lay["known_by"].items():
        i = slot_index(s, 2)
        card = grid.cards[i]
        assert card is not None and card.code == flat(lay["cards"])[i] is not None
        assert "known" in card.marks and 0 in who


def test_a_drawn_card_is_held_and_each_slot_takes_it_by_a_slot_control() -> None:
    game = cardtable.load("golf6")
    state = find(game, lambda s: s.view(0)["phase"] == "holding"
                 and s.view(0)["held"]["from"] == "stock")
    holder = state.view(0)["held"]["player"]
    mine = scene_of(state, holder)
    held = mine.zone("held")
    assert held.owner == holder and held.cards[0] is not None and held.cards[0].code
    other = scene_of(state, (holder + 1) % game.players)
    assert other.zone("held").cards == (Card(None, ("new",), holder),)
    replaces = [c for c in mine.controls if c.kind == "slot"]
    assert replaces and all(isinstance(c, PointControl) for c in replaces)
    for control in replaces:
        assert isinstance(control, PointControl)
        assert control.target.zone == f"grid.{holder}"
        slot = control.action.split()[1]
        assert control.target.index == slot_index(slot, 3)
    discard = [c for c in mine.controls if isinstance(c, ButtonControl) and c.action == "discard"]
    assert discard and discard[0].label.args["card"] == held.cards[0].code


def test_after_a_knock_the_final_turns_show_as_a_fact_and_badges() -> None:
    game = cardtable.load("golf4")
    state = find(game, lambda s: s.view(0)["knocker"] is not None
                 and s.view(0)["phase"] != "match over")
    view = state.view(0)
    scene = scene_of(state, 0)
    knocker = view["knocker"]
    assert any(f.label.id == "golf.fact.final_turns"
               and f.value.args["seat"] == knocker for f in scene.facts)
    assert "golf.badge.knocked" in {b.id for b in scene.seats[knocker].badges}
    for p in view["final_turns"]:
        assert "golf.badge.final_turn" in {b.id for b in scene.seats[p].badges}
    assert not any(isinstance(c, ButtonControl) and c.action == "knock" for c in scene.controls)


def test_the_log_names_the_public_cards_and_marks_the_new_card() -> None:
    game = cardtable.load("golf6")

    def replaced_by_other(state: State) -> bool:
        return any(e["player"] not in (None, 0) and e["action"].startswith("replace")
                   for e in state.view(0)["log"])

    state = find(game, replaced_by_other)
    scene = scene_of(state, 0)
    entry = next(e for e in state.view(0)["log"] if e["player"] not in (None, 0)
                 and e["action"].startswith("replace"))
    line = next(e for e in scene.log if e.text.id.startswith("golf.log.replace"))
    named = line.text.args.get("discarded_card", line.text.args.get("card"))
    assert named == entry["discarded"]
    who, slot = entry["player"], entry["action"].split()[1]
    card = scene.zone(f"grid.{who}").cards[slot_index(slot, 3)]
    assert card is not None and "new" in card.marks


def test_rearranging_is_a_picker_of_the_two_target_slots() -> None:
    game = cardtable.load("golf10", rearrange_after_flip=True)
    state = find(game, lambda s: any(a.text.startswith("arrange")
                                     for a in s.legal_actions(s.view(0)["turn"] or 0)))
    seat = state.view(0)["turn"]
    scene = scene_of(state, seat)
    picker = next(c for c in scene.controls if isinstance(c, PickerControl))
    arranges = [a.text for a in state.legal_actions(seat) if a.text.startswith("arrange")]
    assert sorted(c.action for c in picker.choices) == sorted(arranges)
    for choice in picker.choices:
        assert choice.action == f"arrange {choice.values['first']} {choice.values['second']}"


def _panel_columns_add_up(scene: Scene) -> None:
    result = scene.result
    assert result is not None
    by_label = {r.label.id: r for r in result.rows}
    score = by_label["golf.result.hand_score"]
    parts = [r for r in result.rows if r.label.id not in (
        "golf.result.hand_score", "common.result.match_total", "golf.result.layout_value")]
    for p in range(len(result.columns)):
        assert sum(r.values[p] or 0 for r in parts) == score.values[p]
        assert sum(r.values[p] or 0 for r in parts if r.label.id not in (
            "golf.result.paid_peeks", "golf.result.knocker_bonus", "golf.result.knocker_penalty",
            "golf.result.lowest_zero", "golf.result.adjustment",
        )) == by_label["golf.result.layout_value"].values[p]


def _result_zone_face_up(zone: Zone) -> None:
    assert zone.kind == "grid"
    assert all(c is None or c.code is not None for c in zone.cards)


def test_result_panels_break_the_layout_value_down_and_add_up_to_the_hand_score() -> None:
    cases = [
        cardtable.load("golf4"),
        cardtable.load("golf6"),
        cardtable.load("golf6", preset="persian"),
        cardtable.load("golf8"),
        cardtable.load("golf9", remove_groups=True),
        cardtable.load("golf9", preset="fuchs"),
        cardtable.load("golf10"),
    ]
    for game in cases:
        state = find(game, lambda s: s.view(0)["previous_hand"] is not None
                     and scene_of(s, 0).result is not None, seeds=3)
        scene = scene_of(state, 0)
        _panel_columns_add_up(scene)
        assert scene.result is not None and scene.result.kind == "hand"
        assert len(scene.result.zones) == game.players
        for zone in scene.result.zones:
            _result_zone_face_up(zone)
        summary = state.view(0)["previous_hand"]
        score = next(r for r in scene.result.rows if r.label.id == "golf.result.hand_score")
        assert score.values == tuple(summary["scores"])


def test_pairs_show_as_result_rows_with_their_cards() -> None:
    game = cardtable.load("golf6")

    def paired(state: State) -> bool:
        prev = state.view(0)["previous_hand"]
        return prev is not None and any(b["pairs"] for b in prev["breakdowns"]) \
            and scene_of(state, 0).result is not None

    state = find(game, paired)
    scene = scene_of(state, 0)
    assert scene.result is not None
    rows = [r for r in scene.result.rows if r.label.id == "golf.result.pair"]
    assert rows
    for row in rows:
        card, other = row.label.args["card"], row.label.args["other_card"]
        assert isinstance(card, str) and isinstance(other, str) and card[0] == other[0]
        assert sum(v is not None for v in row.values) == 1


def test_the_match_end_panel_names_the_winners() -> None:
    game = cardtable.load("golf6", single_hand=True)
    state = next(s for s in walk(game, 4) if s.is_terminal)
    scene = check_scene(game, state.view(0), [])
    assert scene.result is not None and scene.result.kind == "match"
    assert scene.result.winners == tuple(state.view(0)["winners"])
    assert scene.status.id == "golf.status.over" and not scene.controls
    _panel_columns_add_up(scene)
