"""Checks every family's table scene must pass (docs/scene.md), for tests of any game.

``check_scene`` is the whole contract for one scene: it validates against the shipped JSON
Schema, holds no card its view does not, reaches every legal action through exactly one control
path (and nothing else), points only at positions that exist, uses only message ids the English
catalog has (each rendering with its arguments), and is rebuilt identically from the same input.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from typing import Any

import jsonschema

from cardtable import Game
from cardtable.engine.game import Game as BaseGame
from cardtable.engine.scene import (
    PickerControl,
    PointControl,
    Scene,
    SelectControl,
    reachable_actions,
    schema,
    texts_of,
)
from cardtable.i18n import messages as catalog

CARD_CODE = re.compile(r"^(?:[2-9TJQKA][SHDC]|JK\d*)$")
_NOT_SHOWN = frozenset({"action", "values"})
"""Scene keys that are not shown as cards: action texts sent back to the engine, picker values."""


def has_scene(game: Game) -> bool:
    return type(game).scene is not BaseGame.scene


@cache
def _validator() -> jsonschema.Draft202012Validator:
    loaded = schema()
    jsonschema.Draft202012Validator.check_schema(loaded)
    return jsonschema.Draft202012Validator(loaded)


def validate_scene(data: Mapping[str, Any]) -> None:
    """Raise ``jsonschema.ValidationError`` unless ``data`` is a valid scene."""
    _validator().validate(data)


def card_codes(data: Any, skip: frozenset[str] = frozenset()) -> Counter[str]:
    """Card codes anywhere in JSON data: whole strings or words of a string (``"play JH"``)."""
    found: Counter[str] = Counter()
    for word in _words(data, skip):
        if CARD_CODE.match(word):
            found[word] += 1
    return found


def _words(data: Any, skip: frozenset[str]) -> Iterator[str]:
    if isinstance(data, str):
        yield from data.split()
    elif isinstance(data, Mapping):
        for key, value in data.items():
            if key not in skip:
                yield from _words(value, skip)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _words(value, skip)


def check_scene(
    game: Game, view: Mapping[str, Any], legal: Sequence[str], *, against_schema: bool = True
) -> Scene:
    """Build the scene of ``view`` and check the whole scene contract; returns the scene.

    ``against_schema=False`` skips only the JSON Schema (the slowest check, ~15 ms a scene), for
    playouts that validate a sample of their scenes.
    """
    scene = game.scene(view, legal)
    data = scene.to_json()
    assert json.loads(json.dumps(data)) == data, "a scene must be plain JSON data"
    if against_schema:
        validate_scene(data)
    assert game.scene(view, legal).to_json() == data, "the same view gave two scenes"

    leaked = set(card_codes(data, _NOT_SHOWN)) - set(card_codes(view))
    assert not leaked, f"the scene shows cards its view does not hold: {sorted(leaked)}"

    reached = Counter(reachable_actions(scene))
    doubled = sorted(a for a, k in reached.items() if k > 1)
    assert not doubled, f"actions reachable by more than one control path: {doubled}"
    assert set(reached) == set(legal), (
        f"controls reach {sorted(set(reached) - set(legal))} that are not legal and miss "
        f"{sorted(set(legal) - set(reached))}"
    )
    _check_targets(scene)

    messages = catalog("en")
    for message in texts_of(scene):
        assert messages.has(message.id), f"no English message for {message.id!r}"
        # a placeholder without its argument raises KeyError
        messages.parts(message.id, message.args, strict=True)
    return scene


def _check_targets(scene: Scene) -> None:
    zones = {z.id: z for z in scene.zones}
    assert len(zones) == len(scene.zones), "zone ids must be unique"
    for control in scene.controls:
        targets = []
        if isinstance(control, PointControl):
            targets = [control.target]
        elif isinstance(control, SelectControl):
            targets = [t for s in control.selections for t in s.targets]
            sets = [frozenset((t.zone, t.index) for t in s.targets) for s in control.selections]
            assert len(set(sets)) == len(sets), f"{control.id}: two selections are the same set"
        elif isinstance(control, PickerControl):
            fields = {f.name: {o.value for o in f.options} for f in control.fields}
            combos = [tuple(sorted(c.values.items())) for c in control.choices]
            assert len(set(combos)) == len(combos), f"{control.id}: a combination names two actions"
            for choice in control.choices:
                assert set(choice.values) <= set(fields), f"{control.id}: unknown field"
                for name, value in choice.values.items():
                    assert value in fields[name], f"{control.id}: {name}={value} is not offered"
        for target in targets:
            assert target.zone in zones, f"a control points at a missing zone {target.zone!r}"
            positions = zones[target.zone].cards
            assert 0 <= target.index < len(positions), f"a control points past {target.zone!r}"
            if isinstance(control, PointControl) and control.kind == "card":
                assert positions[target.index] is not None, "a card control points at a hole"
