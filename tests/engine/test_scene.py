"""The scene model (engine/scene.py), its JSON form and the shipped JSON Schema agree."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable.engine import scene as S
from cardtable.i18n import messages as catalog
from tests.conformance.scenes import validate_scene

_SCHEMA_NAMES = {
    S.Card: "card",
    S.Entry: "entry",
    S.Zone: "zone",
    S.Target: "target",
    S.PointControl: "point_control",
    S.ButtonControl: "button_control",
    S.PickerControl: "picker_control",
    S.SelectControl: "select_control",
    S.Seat: "seat",
    S.Fact: "fact",
    S.ResultRow: "result_row",
    S.ResultPanel: "result",
    S.ScoreRow: "score_row",
    S.ScoreSheet: "score_sheet",
    S.Text: "text",
}


@pytest.mark.parametrize("cls", [*_SCHEMA_NAMES, S.Scene], ids=lambda c: c.__name__)
def test_the_schema_requires_exactly_the_fields_of_the_model(cls: type) -> None:
    schema = S.schema()
    part = schema if cls is S.Scene else schema["$defs"][_SCHEMA_NAMES[cls]]
    names = {f.name for f in dataclasses.fields(cls)}
    assert set(part["required"]) == names
    assert set(part["properties"]) == names
    assert part["additionalProperties"] is False


def _example() -> S.Scene:
    """A scene with every kind of control, grid holes and a result panel (no game needed)."""
    t = S.text
    option = S.Option("28", t("common.points", count=28))
    value = S.Field("value", t("common.field.rank"), (option,))
    grid = S.Zone(
        "grid.0", "grid", 0, t("common.zone.hand", seat=0),
        (S.Card("5H", ("known",), known_by=(1,)), None, S.Card(None), S.Card(None)),
        rows=2, cols=2,
    )
    return S.Scene(
        game="example",
        viewer=0,
        hand_number=1,
        phase="play",
        status=t("common.log.play", card="5H"),
        seats=(
            S.Seat(0, t("common.seat.name", seat=0), "you", 0, True, True, 3),
            S.Seat(1, t("common.seat.name", seat=1), "opponent", 1, False, False, None,
                   (t("common.badge.away_bot"),)),
        ),
        zones=(grid,),
        controls=(
            S.PointControl("slot", "replace 2", S.Target("grid.0", 1), t("common.card", card="5H")),
            S.PointControl("slot", "multi 3", S.Target("grid.0", 2), t("common.card", card="5H"),
                           group="multi"),
            S.ButtonControl("reveal", t("common.field.rank"), group="multi"),
            S.PickerControl(
                "bid", t("common.field.suit"),
                (value,),
                (S.Choice({"value": "28"}, "28 clubs"),),
            ),
            S.SelectControl(
                "swap", t("common.field.rank"), t("common.field.suit"),
                (S.Selection((S.Target("grid.0", 2), S.Target("grid.0", 3)), "swap P0.3 P0.4"),),
                out_of_turn=True,
            ),
        ),
        result=S.ResultPanel(
            "hand", t("common.result.hand_over", hand=1), (t("common.seat.name", seat=0),),
            (S.ResultRow(t("common.result.tricks"), (4,), (0,), t("common.card", card="JH")),),
        ),
        score_sheet=S.score_sheet(
            (t("common.seat.name", seat=0), t("common.seat.name", seat=1)),
            [{"hand": 1, "points": [2, 0], "totals": [2, 0]},
             {"hand": 2, "points": [0, 1], "totals": [2, 1]}],
        ),
    )


def test_a_scene_with_every_part_is_json_and_valid() -> None:
    data = _example().to_json()
    validate_scene(data)
    assert data["zones"][0]["cards"][1] is None  # a hole keeps its place
    assert data["zones"][0]["cards"][2] == {"code": None, "marks": [], "by": None, "known_by": []}
    assert [c["kind"] for c in data["controls"]] == ["slot", "slot", "button", "picker", "select"]


def test_reachable_actions_follow_every_control_path() -> None:
    assert S.reachable_actions(_example()) == [
        "replace 2", "multi 3", "reveal", "28 clubs", "swap P0.3 P0.4",
    ]


def test_texts_of_finds_every_text_and_each_renders_in_english() -> None:
    ids = {x.id for x in S.texts_of(_example())}
    assert {"common.badge.away_bot", "common.result.tricks", "common.points"} <= ids
    messages = catalog("en")
    assert messages.text(S.text("common.trick.won_by", seat=2)) == "P2 wins the trick"
    with pytest.raises(KeyError):
        messages.parts("common.trick.won_by", {}, strict=True)  # its argument is missing
