"""Every game with a table scene keeps the scene contract during random playouts (docs/scene.md).

A family joins by implementing ``Game.scene``: these tests then run for it unchanged.
"""

from __future__ import annotations

import importlib
import pkgutil
from random import Random

import pytest

import cardtable
from cardtable.engine.scene import SCENE_VERSION, schema
from cardtable.i18n import catalog
from tests.conformance.harness import Case, cases
from tests.conformance.scenes import check_scene, has_scene, validate_scene

SCENE_CASES = [c for c in cases(randomized_per_game=2) if has_scene(c.load())]
FIRST_STEPS = 40
"""Every step of this many at the start of a playout (a whole first hand, usually) is checked."""
LATER_CHECKS = 40
"""Then about this many steps, spread evenly, and the end: a long match costs no more."""


def _steps(case: Case, seed: int) -> int:
    state = case.load().new_state(seed=seed)
    rng = Random(seed)
    steps = 0
    while not state.is_terminal:
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
        steps += 1
    return steps


def _playout(case: Case, seed: int) -> int:
    """Scenes of every seat checked along a seeded random playout; returns how many."""
    every = max(1, (_steps(case, seed) - FIRST_STEPS) // LATER_CHECKS)
    game = case.load()
    state = game.new_state(seed=seed)
    rng = Random(seed)
    checked = 0
    steps = 0
    while True:
        if steps < FIRST_STEPS or steps % every == 0 or state.is_terminal:
            for p in range(game.players):
                legal = [a.text for a in state.legal_actions(p)]
                # The schema on every third scene and at the end: the other checks on all.
                sample = checked % 3 == 0 or state.is_terminal
                check_scene(game, state.view(p), legal, against_schema=sample)
                checked += 1
        if state.is_terminal:
            return checked
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
        steps += 1


@pytest.mark.parametrize("case", SCENE_CASES, ids=str)
def test_scenes_keep_the_contract_in_random_playouts(case: Case) -> None:
    assert _playout(case, seed=1) > 0


def test_some_game_has_a_scene() -> None:
    # The families join one by one (issue 13); the suite must not pass by testing nothing.
    assert {c.game for c in SCENE_CASES} >= {"fareeb"}


def test_the_schema_is_valid_and_versioned() -> None:
    loaded = schema()
    assert loaded["properties"]["version"] == {"const": SCENE_VERSION}
    game = cardtable.load("fareeb")
    data = game.scene(game.new_state(seed=1).view(0), ()).to_json()
    validate_scene(data)
    data["version"] = SCENE_VERSION + 1
    with pytest.raises(Exception, match="1 was expected"):
        validate_scene(data)


def test_the_schema_refuses_an_unknown_field_and_a_finished_sentence() -> None:
    game = cardtable.load("fareeb")
    data = game.scene(game.new_state(seed=1).view(0), ()).to_json()
    bad = dict(data, colour="red")
    with pytest.raises(Exception, match="colour"):
        validate_scene(bad)
    bad = dict(data, status={"id": "Your turn to bid!", "args": {}})
    with pytest.raises(Exception, match="does not match"):
        validate_scene(bad)


def test_the_catalog_loads_and_every_message_names_placeholders_simply() -> None:
    messages = catalog("en")
    assert messages["fareeb.bid.order_up"] == "orders up {card}"
    # Ids start with a game's name (fareeb) or its family's package name (golf, golfp).
    packages = importlib.import_module("cardtable.games").__path__
    families = {m.name for m in pkgutil.iter_modules(packages)} | set(cardtable.games())
    for message_id, pattern in messages.items():
        family = message_id.split(".")[0]
        # common: shared by families; cli: the terminal's own sentences (i18n/en/cli.json)
        assert family in ("common", "cli") or family in families, message_id
        assert "{{" not in pattern and "}}" not in pattern, message_id
