"""Options are validated and documented; records replay exactly; errors speak to people."""

from __future__ import annotations

from random import Random

import pytest

import cardtable
from cardtable.engine.options import Options, OptionSpec, resolve_options
from cardtable.engine.record import Record

SPECS = (
    OptionSpec.flag("fast", False, "Play fast."),
    OptionSpec.integer("target", 10, "Points to win.", minimum=1, maximum=99),
    OptionSpec.choice("mode", "a", ("a", "b"), "The mode.", aliases=("style",)),
    OptionSpec.choice("points", 4, (4, 2), "March points."),
)


def test_values_from_python_and_from_text() -> None:
    opts = resolve_options(SPECS, {"fast": "on", "target": "12", "style": "b", "points": "2"}, {})
    assert opts.as_dict() == {"fast": True, "target": 12, "mode": "b", "points": 2}
    assert opts.fast is True and opts["mode"] == "b"


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"fast": "maybe"}, "fast must be on or off"),
        ({"target": 0}, "from 1 to 99"),
        ({"target": "ten"}, "whole number"),
        ({"target": True}, "whole number"),
        ({"mode": "c"}, "one of a, b"),
        ({"points": 3}, "one of 4, 2"),
        ({"colour": "red"}, "no option 'colour'; options are: fast, target, mode, points"),
    ],
)
def test_bad_options_name_the_option_value_and_what_is_allowed(
    given: dict[str, object], message: str
) -> None:
    with pytest.raises(cardtable.InvalidOptions) as info:
        resolve_options(SPECS, given, {})
    assert message in str(info.value)
    assert info.value.option == next(iter(given))


def test_presets_apply_before_given_values() -> None:
    presets = {"quick": {"fast": True, "target": 5}}
    opts = resolve_options(SPECS, {"target": 7}, presets, "quick")
    assert opts.fast is True and opts.target == 7


def test_options_are_frozen_and_hashable() -> None:
    opts = Options({"a": 1})
    with pytest.raises(AttributeError, match="frozen"):
        opts.a = 2
    assert hash(opts) == hash(Options({"a": 1}))


def _played(seed: int) -> cardtable.State:
    game = cardtable.load("fareeb")
    state = game.new_state(seed=seed)
    rng = Random(seed)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_record_round_trips_through_json_and_replays_mid_match() -> None:
    state = _played(4)
    record = state.record()
    again = Record.from_json(record.to_json())
    assert again == record
    replayed = cardtable.replay(again)
    assert replayed == state
    assert replayed.view(1) == state.view(1)


def test_bad_records_are_refused_with_a_reason() -> None:
    with pytest.raises(cardtable.RecordError, match="JSON"):
        cardtable.replay("not json")
    with pytest.raises(cardtable.RecordError, match="not a cardtable record"):
        cardtable.replay({"game": "fareeb"})
    data = _played(2).record().to_dict()
    data["version"] = 99
    with pytest.raises(cardtable.RecordError, match="version 99"):
        cardtable.replay(data)
    data = _played(2).record().to_dict()
    data["actions"][3]["action"] = "play ZZ"
    with pytest.raises(cardtable.RecordError, match="changed after it was saved: its actions"):
        cardtable.replay(data)
    # A version-2 record has no digest: the same edit is found when its action is replayed.
    data["version"] = 2
    del data["digest"], data["result"]
    with pytest.raises(cardtable.RecordError, match="action 4 "):
        cardtable.replay(data)


def test_new_state_without_seed_still_replays() -> None:
    state = cardtable.load("fareeb").new_state()
    assert state.record().seed is not None
    assert cardtable.replay(state.record()) == state


def test_apply_needs_a_player_when_several_or_none_may_act() -> None:
    state = _played(1)
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    with pytest.raises(cardtable.IllegalAction, match="the match is over"):
        state.apply("pass")
