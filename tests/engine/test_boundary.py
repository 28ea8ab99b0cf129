"""The engine's boundary, case by case (issue 11): seats, actions, views, options, records.

``test_boundary_fuzz.py`` throws garbage at every game; these are the named cases it grew from.
"""

from __future__ import annotations

import copy
import json
import pickle
from dataclasses import replace
from random import Random
from typing import Any

import pytest

import cardtable
from cardtable import Action, IllegalAction, InvalidOptions, Record, RecordError, State
from cardtable.engine.errors import InvalidSeat
from cardtable.engine.record import MAX_ACTIONS, MAX_DEPTH, RECORD_VERSION
from tests.sim.toy import RaceGame, RaceState

GAMES = cardtable.games()


def played(name: str, steps: int, seed: int = 3, **options: Any) -> State:
    state = cardtable.load(name, **options).new_state(seed=seed)
    rng = Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        p = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(p)), p)
    return state


def vandalize(data: Any) -> None:
    """Change every list and dict inside ``data``, in place."""
    if isinstance(data, dict):
        for value in list(data.values()):
            vandalize(value)
        data["vandal"] = ["x"]
    elif isinstance(data, list):
        for value in data:
            vandalize(value)
        data.append("x")


# ----------------------------------------------------------------------------- seats


def test_the_empty_legal_cache_is_not_a_seat() -> None:
    """legal_actions(-1) right after an apply once returned the last mover's cached list."""
    state = played("fareeb", 12)
    mover = state.current_player
    assert mover is not None
    state.apply(state.legal_actions(mover)[0], mover)
    before = state.clone()
    for seat in (-1, 4, True, 1.0, "1"):
        with pytest.raises(InvalidSeat, match="seats are 0 to 3"):
            state.legal_actions(seat)  # type: ignore[arg-type]
        with pytest.raises(InvalidSeat, match="seats are 0 to 3"):
            state.apply("pass", seat)  # type: ignore[arg-type]
    assert state == before and len(state.history) == 13


@pytest.mark.parametrize("name", GAMES)
def test_view_of_a_seat_that_does_not_exist_is_refused(name: str) -> None:
    state = played(name, 5)
    n = state.game.players
    for seat in (-1, n, True, 0.0, "0"):
        with pytest.raises(InvalidSeat, match=f"seats are 0 to {n - 1}") as info:
            state.view(seat)  # type: ignore[arg-type]
        assert isinstance(info.value, ValueError)
        assert isinstance(info.value, cardtable.CardtableError)
        assert "0 to" in str(info.value)


def test_a_surrender_from_a_seat_that_does_not_exist_is_refused() -> None:
    state = played("56", 0, seed=1)
    rng = Random(1)
    for _ in range(5_000):
        if "surrender" in {a.text for p in state.actors for a in state.legal_actions(p)}:
            break
        p = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(p)), p)
    else:
        raise AssertionError("no surrender was offered")
    before, record = state.clone(), state.record()
    for seat in (-1, -2, 8, 99):
        with pytest.raises(IllegalAction, match="not a seat"):
            state.apply("surrender", seat)
    assert state == before and state.record() == record


# ----------------------------------------------------------------------------- actions


def test_only_an_action_of_this_game_or_a_text_is_applied() -> None:
    state = played("fareeb", 0)
    p = state.current_player
    legal = state.legal_actions(p)
    before = state.clone()
    for junk in (None, 0, b"pass", tuple(legal[0]), list(legal[0]), {"text": "pass"}):
        with pytest.raises(IllegalAction, match="an action is an Action"):
            state.apply(junk, p)  # type: ignore[arg-type]
    forged = Action(legal[0].code, legal[1].text)
    with pytest.raises(IllegalAction, match="not an action of fareeb"):
        state.apply(forged, p)
    assert state == before


def test_an_equal_action_is_applied_as_the_games_own() -> None:
    """Games test actions by identity (``action is PASS``): a copy from a pickle must act the
    same, since bots in other processes send copies."""
    state, twin = played("fareeb", 0), played("fareeb", 0)
    for _ in range(30):
        p = state.current_player
        assert p is not None
        action = state.legal_actions(p)[-1]
        copied = pickle.loads(pickle.dumps(action))
        assert copied is not action
        state.apply(action, p)
        twin.apply(copied, p)
        assert twin == state
        assert twin.history[-1][1] is action


class _BrokenRace(RaceState):
    """A game whose ``_apply`` fails: a plain-Python subclass, since the compiled build's game
    states cannot have a method patched (docs/speed.md, "Rules for code that compiles")."""

    broken = False

    def _apply(self, action: Action, player: int) -> None:
        if self.broken:
            raise RuntimeError("a game bug")
        super()._apply(action, player)


def test_a_failing_apply_leaves_no_trace() -> None:
    """History and fields change only once the game applied the action."""
    game = RaceGame.from_options()
    state = _BrokenRace(game, 7)  # type: ignore[arg-type]
    state.apply("step", 1)
    state.broken = True
    p = 0
    action = state.legal_actions(p)[0]
    record, view, history = state.record(), state.view(p), list(state.history)
    with pytest.raises(RuntimeError):
        state.apply(action, p)
    assert state.history == history and state.record() == record and state.view(p) == view
    assert state.legal_actions(p) == [action]


@pytest.mark.parametrize("text", ["", " ", "\x00", "²", "peek ²", "bid ²", "9" * 5000,
                                  "x" * 10**6, "play J♥ ☃", "replace 1,²", "swap P².1 P0.1"])
@pytest.mark.parametrize("name", GAMES)
def test_odd_text_is_refused_by_every_parser(name: str, text: str) -> None:
    state = played(name, 4)
    p = next(iter(state.actors))
    with pytest.raises(IllegalAction):
        state.game.parse_action(text, state.legal_actions(p))
    with pytest.raises(IllegalAction):
        state.game.parse_action(text.encode(), state.legal_actions(p))  # type: ignore[arg-type]


def test_a_long_text_is_quoted_short() -> None:
    state = played("fareeb", 0)
    with pytest.raises(IllegalAction) as info:
        state.apply("x" * 100_000)
    assert len(str(info.value)) < 400


# ----------------------------------------------------------------------------- views


@pytest.mark.parametrize("name", GAMES)
def test_a_view_is_the_callers_to_change(name: str) -> None:
    rng = Random(name)
    for steps in (0, 9, 40, 200, 900):
        state = played(name, steps)
        n = state.game.players
        before = state.clone()
        views = [state.view(p) for p in range(n)]
        kept = copy.deepcopy(views)
        for view in views:
            vandalize(view)
        assert state == before
        assert [state.view(p) for p in range(n)] == kept
        # A state sampled from a view holds nothing of it either.
        p = rng.randrange(n)
        view = state.view(p)
        world = state.game.sample_state(view, rng)
        world_before = world.clone()
        world_views = [world.view(q) for q in range(n)]
        vandalize(view)
        assert world == world_before
        assert [world.view(q) for q in range(n)] == world_views


# ----------------------------------------------------------------------------- options


@pytest.mark.parametrize("value", ["--5", "²", "٣", "5.5", 5.5, [], None, b"5", 10**30, "1_0"])
def test_unreadable_numbers_are_invalid_options(value: object) -> None:
    with pytest.raises(InvalidOptions, match="target_score"):
        cardtable.load("fareeb", target_score=value)


def test_an_option_and_its_alias_must_agree() -> None:
    with pytest.raises(InvalidOptions, match="another name of players"):
        cardtable.load("golf6", players=4, player_count=5)
    assert cardtable.load("golf6", players=5, player_count="5").players == 5


def test_bad_presets_and_game_names_are_the_librarys_errors() -> None:
    for preset in (5, [], "nonesuch"):
        with pytest.raises(InvalidOptions, match="preset"):
            cardtable.load("fareeb", preset)  # type: ignore[arg-type]
    for name in (5, None, [], b"fareeb"):
        with pytest.raises(cardtable.UnknownGame):
            cardtable.load(name)  # type: ignore[arg-type]


def test_every_game_says_what_a_single_hand_ignores_and_ignores_it() -> None:
    """The one policy: options of the match's length and ties are accepted with single_hand=on,
    recorded, and change nothing."""
    for name in GAMES:
        cls = cardtable.REGISTRY.get(name)
        specs = {s.name: s for s in cls.option_specs}
        for option in cls.single_hand_ignores:
            spec = specs[option]
            other = (
                spec.default + 1 if spec.kind == "int"
                else next(c for c in spec.choices if c != spec.default)
            )
            plain = played(name, 10_000, seed=5, single_hand=True)
            changed = played(name, 10_000, seed=5, single_hand=True, **{option: other})
            assert plain.is_terminal and changed.is_terminal
            assert changed.history == plain.history, f"{name}: {option} changed the hand"
            assert changed.scores == plain.scores and changed.winners == plain.winners
            assert changed.record().options[option] == spec.parse(other)


# ----------------------------------------------------------------------------- records


def test_records_carry_a_digest_and_still_pickle() -> None:
    state = played("fareeb", 25)
    record = state.record()
    data = record.to_dict()
    assert data["version"] == RECORD_VERSION == 3
    assert set(data["digest"]) == {"options", "chance", "actions", "result"}
    assert data["result"]["actions"] == 25
    assert pickle.loads(pickle.dumps(record)) == record
    again = Record.from_json(record.to_json())
    assert again == record and cardtable.replay(again) == state


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.__setitem__("seed", d["seed"] + 1), "its seed, deck or start position"),
        (lambda d: d["options"].__setitem__("target_score", 5), "its game or options"),
        (lambda d: d["actions"].pop(), "its actions"),
        (lambda d: d["actions"][0].__setitem__("player", 2), "its actions"),
        (lambda d: d["result"].__setitem__("scores", [9, 9, 9, 9]), "its result"),
    ],
)
def test_a_record_changed_by_hand_is_refused_with_the_reason(edit: Any, message: str) -> None:
    data = played("fareeb", 25).record().to_dict()
    edit(data)
    with pytest.raises(RecordError, match="changed after it was saved: " + message):
        cardtable.replay(json.dumps(data))


def test_a_record_that_replays_differently_is_refused() -> None:
    """Digest intact, result not reproduced: saved by a cardtable that plays differently."""
    state = played("fareeb", 25)
    record = state.record()
    assert record.result is not None
    other = replace(record, result={**record.result, "hand_number": 9})
    with pytest.raises(RecordError, match="does not give the result saved with it"):
        cardtable.replay(other)


def test_version_2_records_still_replay_and_version_1_does_not() -> None:
    state = played("fareeb", 25)
    data = state.record().to_dict()
    del data["digest"], data["result"]
    data["version"] = 2
    assert cardtable.replay(data) == state
    data["version"] = 1
    with pytest.raises(RecordError, match="version 1"):
        cardtable.replay(data)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seed": "7"}, "seed is a whole number"),
        ({"seed": True}, "seed is a whole number"),
        ({"seed": 2**70}, "seed is a whole number"),
        ({"game": 5}, "game is a name"),
        ({"options": []}, "options are an object"),
        ({"options": {"target_score": [5]}}, "option target_score is text"),
        ({"deck": "AS KS"}, "deck is a list"),
        ({"deck": [1, 2]}, "deck holds card texts"),
        ({"actions": {}}, "actions are a list"),
        ({"actions": [{"player": True, "action": "pass"}]}, "player is a seat number"),
        ({"actions": [{"player": 1.0, "action": "pass"}]}, "player is a seat number"),
        ({"actions": [{"player": -1, "action": "pass"}]}, "player is a seat number"),
        ({"actions": [{"player": 0, "action": None}]}, "its action is a text"),
        ({"actions": [{"player": 0}]}, "just 'player' and 'action'"),
        ({"actions": [[0, "pass"]]}, "just 'player' and 'action'"),
        ({"start": []}, "start is an object"),
        ({"meta": "x"}, "meta is an object"),
        ({"version": True}, "version True is not supported"),
        ({"digest": None}, "digest is an object"),
        ({"surprise": 1}, "no field 'surprise'"),
        ({"actions": [{"player": 0, "action": "pass"}] * (MAX_ACTIONS + 1)}, "at most"),
        ({"meta": {"a": [[[[[[[[[[[[[[1]]]]]]]]]]]]]]}}, f"more than {MAX_DEPTH} levels"),
        ({"meta": {"a": "x" * 20_000}}, "a string of 20000 characters"),
    ],
)
def test_malformed_records_say_what_is_wrong(change: dict[str, Any], message: str) -> None:
    data = played("fareeb", 5).record().to_dict()
    data.update(change)
    with pytest.raises(RecordError, match=message):
        cardtable.replay(data)


def test_a_player_out_of_range_is_refused_on_replay() -> None:
    data = played("fareeb", 5).record().to_dict()
    data["actions"][0]["player"] = 7
    data["version"] = 2
    del data["digest"], data["result"]
    with pytest.raises(RecordError, match=r"action 1 .* not a seat"):
        cardtable.replay(data)


def test_json_that_is_no_record() -> None:
    for text, message in [
        ("[" * 50_000 + "]" * 50_000, "nests too deeply"),
        ('{"x": NaN}', "NaN is not a number"),
        ("[]", "a JSON object"),
        ("9" * 5000, "a record is JSON, and this is not"),
    ]:
        with pytest.raises(RecordError, match=message):
            cardtable.replay(text)
    for thing in (None, 5, b"{}", ["format"]):
        with pytest.raises(RecordError):
            cardtable.replay(thing)  # type: ignore[arg-type]


def test_a_view_after_a_redeal_is_the_callers_too() -> None:
    """Fareeb lists the farmer's hands it redealt (fareeb.md §3) as dicts: copies as well."""
    game = cardtable.load("fareeb")
    state = next(s for s in map(game.new_state, range(500)) if s.view(0)["redeals"])
    view = state.view(0)
    before = copy.deepcopy(view)
    vandalize(view)
    assert state.view(0) == before
