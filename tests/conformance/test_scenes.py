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
from cardtable.i18n import messages as catalog
from cardtable.server.visibility import public_view
from tests.conformance.harness import Case, cases
from tests.conformance.scenes import card_codes, check_scene, has_scene, validate_scene

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
    assert {c.game for c in SCENE_CASES} >= {"fareeb", "56", "allfours"}


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
    assert messages.format("fareeb.bid.order_up", card="JH") == "orders up J♥"
    # Ids start with a game's name (fareeb) or its family's package name (golf, golfp).
    packages = importlib.import_module("cardtable.games").__path__
    families = {m.name for m in pkgutil.iter_modules(packages)} | set(cardtable.games())
    for message_id in messages.ids:
        family = message_id.split(".")[0]
        # common: shared by families; cli, web, errors: the front ends' own sentences; rules:
        # the frame of every game's rules in force
        assert family in ("common", "cli", "web", "errors", "rules") or family in families, (
            message_id
        )


SPECTATOR_GAMES = sorted(cardtable.games())


@pytest.mark.parametrize("name", SPECTATOR_GAMES)
def test_a_spectator_scene_shows_only_what_every_seat_sees(name: str) -> None:
    """The public view (what the server sends a spectator) draws a scene in every game: it
    keeps the contract with no legal actions, has no controls and no prompt, shows every hand
    face down, and names no card that is not in every seat's view."""
    game = cardtable.load(name)
    assert has_scene(game), f"{name} has no scene"
    rng = Random(7)
    state = game.new_state(seed=7)
    checked = 0
    steps = 0
    while True:
        view = public_view(state)
        # The schema on a sample (it is the slow check), everything else on every step.
        scene = check_scene(game, view, (), against_schema=checked % 5 == 0 or state.is_terminal)
        data = scene.to_json()
        assert data["viewer"] is None
        assert data["controls"] == [] and data["prompt"] is None
        assert all(s["relation"] != "you" for s in data["seats"])
        for zone in data["zones"]:
            if zone["kind"] == "hand":
                assert all(c is None or c["code"] is None for c in zone["cards"]), zone["id"]
        everyone = set.intersection(
            *(set(card_codes(state.view(p))) for p in range(game.players))
        )
        shown = set(card_codes(data, frozenset({"action", "values"})))
        assert shown <= everyone, f"step {steps}: {sorted(shown - everyone)} not seen by all"
        checked += 1
        if state.is_terminal or steps >= 250:
            break
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
        steps += 1
    assert checked > 10
