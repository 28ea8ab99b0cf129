"""The server writes scenes straight to JSON (server/wire.py), rendering their texts as it
goes: the text must be the same JSON, key order included, as
``json.dumps(localize(scene.to_json(), language))``, for every game, seats and spectators."""

from __future__ import annotations

import json
from random import Random

import pytest

import cardtable
from cardtable.i18n import localize, messages
from cardtable.server.visibility import Snapshot
from cardtable.server.wire import encode


@pytest.mark.parametrize("name", sorted(cardtable.games()))
def test_a_payload_encodes_as_the_scene_json_does(name: str) -> None:
    game = cardtable.load(name)
    language = messages("fr" if len(name) % 2 else "en")
    state = game.new_state(seed=3)
    rng = Random(3)
    for step in range(60):
        if state.is_terminal:
            break
        snapshot = Snapshot(state, keep_views=True)
        payloads = [snapshot.seat_payload(p) for p in range(game.players)]
        payloads.append(snapshot.spectator_payload())
        for payload in payloads:
            scene = payload["scene"]
            assert scene is not None, (name, step)
            expected = json.dumps({**payload, "scene": localize(scene.to_json(), language)})
            sent = encode(payload, language)
            assert json.loads(sent) == json.loads(expected), (name, step)
            # Same keys in the same order, at every level (front ends may rely on neither,
            # but a diff of two messages should show only real changes).
            assert json.dumps(json.loads(sent)) == expected, (name, step)
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)


def test_integer_keys_become_strings_and_unknown_objects_are_refused() -> None:
    for language in (None, messages("en")):
        assert encode({"a": {1: "x"}, "b": (1, 2)}, language) == '{"a":{"1":"x"},"b":[1,2]}'
        with pytest.raises(TypeError):
            encode({"a": object()}, language)
