"""Garbage at the engine's boundary, for every registered game (issue 11).

A seeded loop plays each game and, at checkpoints, throws garbage at it: seats that are not
seats, actions that are not actions (other types, other games' actions, forged ones, odd text),
bad option values and conflicting aliases, and broken or edited records. It asserts that only
the library's own errors come out, that a refused call changes nothing (the state, its record
and every view stay equal), and that no error message shown to a player names a card that
player cannot see. ``pytest --slow`` runs many more checkpoints and mutations.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator
from functools import partial
from random import Random
from typing import Any

import pytest

import cardtable
from cardtable import Action, CardtableError, IllegalAction, State
from cardtable.cards import CardNotationError, parse_face
from cardtable.engine.errors import InvalidSeat

GAMES = cardtable.games()

_CARD = re.compile(r"(?<![0-9A-Za-z])(10|[2-9TJQKA])([SHDC♠♥♦♣])(?![A-Za-z0-9])|\bJK\b")
_SYMBOL = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def cards_named(text: str) -> set[str]:
    """Card codes (``JH``, ``10H`` as ``TH``, ``J♥``) named in a text."""
    found = set()
    for match in _CARD.finditer(text):
        if match.group(0) == "JK":
            found.add("JK")
            continue
        rank = "T" if match.group(1) == "10" else match.group(1)
        found.add(rank + _SYMBOL.get(match.group(2), match.group(2)))
    return found


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield str(key)
            yield from _strings(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _strings(value)


def cards_seen(state: State, player: int) -> set[str]:
    """Every card ``player`` may know of: in the view, or named by the player's legal actions
    (Fareeb's "call AD" names a card held by nobody the caller knows of, which reveals nothing)."""
    seen: set[str] = set()
    for text in _strings(state.view(player)):
        seen |= cards_named(text)
    for action in state.legal_actions(player):
        seen |= cards_named(action.text)
    return seen


# ----------------------------------------------------------------------------- garbage


BAD_SEATS: tuple[object, ...] = (-1, -2, 99, 2**70, 1.0, 0.0, "0", "1", True, False, b"0", [0],
                                 (0,), {0: 0}, float("nan"))


def odd_texts(state: State, player: int, rng: Random) -> list[str]:
    """Texts a person, a browser or an attacker might send."""
    legal = [a.text for a in state.legal_actions(player)] or ["pass"]
    some = rng.choice(legal)
    texts = [
        "", " ", "\t\n", "\x00", "\x00" + some, some + "\x00", some.upper(), some.lower(),
        some + " please", some + " " + some, "  " + some.replace(" ", "   ") + "  ",
        some.replace("T", "10"), some.replace("T", "1O"), some[:-1], some[1:], "x" * 100_000,
        some + "9" * 5_000, "9" * 5_000, "²", "peek ²", "bid ²", "٣", "swap ٣ ٣", "play J♥",
        "☃", "play ☃", "\u202eplay", "10", "1", "0", "-1", "play", "play 10", "10h", "JK",
        "play JK", "replace 99,99", "replace -1,0", "replace 1", "flip column 99", "column ²",
        "peek P99.1", "swap P0.999 P1.1", "bid 9999999999999999999", "plus 99 hearts",
        "plus ² hearts", "name X", "call", "take up now", "None", "null", "{}", "[]",
    ]
    alphabet = "0123456789 ,.-+()PpASHDCJKQTabcdeilnoprstuwxyz♥²٣\x00\n"
    for _ in range(12):
        texts.append("".join(rng.choice(alphabet) for _ in range(rng.randint(1, 14))))
    return texts


def odd_actions(state: State, player: int, other: Action) -> list[object]:
    legal = state.legal_actions(player)
    sample = legal[0] if legal else Action(0, "pass")
    return [
        None, 0, 1, -1, 3.5, b"pass", bytearray(b"pass"), tuple(sample), list(sample),
        {"code": sample.code, "text": sample.text}, {sample}, object(), Ellipsis,
        other,  # an action of another game
        Action(sample.code, sample.text + " "), Action(sample.code + 1, sample.text),
        Action(sample.code, "pass" if sample.text != "pass" else "play AS"),
        Action(-1, sample.text), Action(10**30, "x"), Action(None, None),  # type: ignore[arg-type]
        Action("0", sample.text),  # type: ignore[arg-type]
    ]


# ----------------------------------------------------------------------------- the checks


def _snapshot(state: State) -> tuple[State, Any, list[dict[str, Any]]]:
    players = state.game.players
    return state.clone(), state.record(), [copy.deepcopy(state.view(p)) for p in range(players)]


def _unchanged(state: State, snap: tuple[State, Any, list[dict[str, Any]]], what: str) -> None:
    before, record, views = snap
    assert state == before, f"{what} changed the state"
    assert state.record() == record, f"{what} changed the record"
    assert [state.view(p) for p in range(state.game.players)] == views, f"{what} changed a view"


def _refused(call: Callable[[], object], what: str) -> CardtableError | None:
    """Run ``call``: it may succeed or raise the library's own error, nothing else."""
    try:
        call()
    except CardtableError as exc:
        assert str(exc), f"{what}: an error says why"
        return exc
    except Exception as exc:  # pragma: no cover - this is the failure being tested for
        raise AssertionError(f"{what} raised {type(exc).__name__}: {exc}") from exc
    return None


def _card_help() -> str:
    try:
        parse_face("")
    except CardNotationError as exc:
        return str(exc).split("; ", 1)[1]
    raise AssertionError("'' is not a card")


CARD_HELP = _card_help()
_EXAMPLE = re.compile(r"e\.g\.\s*'[^']*'")


def without_examples(message: str, state: State) -> str:
    """An error message without the notation's examples ("e.g. AS, TD", the game's notation
    help), which name cards as examples and say nothing about anyone's hand."""
    message = message.replace(CARD_HELP, "").replace(state.game.notation_help.rstrip("."), "")
    return _EXAMPLE.sub("", message)


def _no_hidden_card(state: State, player: int, error: CardtableError, tried: str) -> None:
    named = cards_named(without_examples(str(error), state)) - cards_named(tried.upper())
    hidden = named - cards_seen(state, player)
    assert not hidden, f"an error shown to player {player} names hidden cards {hidden}: {error}"


def check_seats(state: State) -> None:
    snap = _snapshot(state)
    n = state.game.players
    some = state.legal_actions(next(iter(state.actors)))[0] if state.actors else "pass"
    for seat in (*BAD_SEATS, n, n + 1, -n):
        calls: list[tuple[str, Callable[[], object]]] = [
            ("legal_actions", partial(state.legal_actions, seat)),
            ("view", partial(state.view, seat)),
            ("apply", partial(state.apply, some, seat)),
            ("apply text", partial(state.apply, str(some), seat)),
        ]
        for name, call in calls:
            error = _refused(call, f"{name}({seat!r})")
            assert isinstance(error, InvalidSeat), f"{name}({seat!r}) was accepted"
            assert isinstance(error, IllegalAction) and isinstance(error, ValueError)
            assert f"0 to {n - 1}" in str(error), "the error names the seats that exist"
            assert not cards_named(str(error)) - cards_named(str(some))
    _unchanged(state, snap, "a bad seat")


def check_actions(state: State, rng: Random, other: Action) -> State:
    """Garbage actions from every seat; returns the state to go on with (a legal text that
    was sent may have been applied, on a copy)."""
    snap = _snapshot(state)
    n = state.game.players
    # A real action from the wrong seat is refused as out of turn, not as a forgery.
    for actor in sorted(state.actors):
        for action in state.legal_actions(actor)[:3]:
            for player in range(n):
                if player in state.actors:
                    continue
                error = _refused(partial(state.apply, action, player), f"{action} by {player}")
                assert isinstance(error, IllegalAction), f"{action} accepted from {player}"
                assert "not an action of" not in str(error), str(error)
                _no_hidden_card(state, player, error, action.text)
    _unchanged(state, snap, "an action from the wrong seat")
    for player in range(n):
        for action in odd_actions(state, player, other):
            error = _refused(lambda: state.apply(action, player), f"apply({action!r})")  # type: ignore[arg-type]  # noqa: B023
            if error is None:
                assert type(action) is Action and action in snap[0].legal_actions(player), (
                    f"{action!r} was accepted from player {player}"
                )
                state = snap[0].clone()
                continue
            assert isinstance(error, IllegalAction), f"{action!r}: {type(error).__name__}"
            _no_hidden_card(state, player, error, repr(action))  # what was sent may be quoted
            _unchanged(state, snap, f"apply({action!r}, {player})")
        for text in odd_texts(state, player, rng):
            error = _refused(lambda: state.game.parse_action(text, state.legal_actions(player)),  # noqa: B023
                             f"parse_action({text[:40]!r})")
            assert error is None or isinstance(error, IllegalAction)
            error = _refused(lambda: state.apply(text, player), f"apply({text[:40]!r})")  # noqa: B023
            if error is None:
                legal = snap[0].legal_actions(player)
                assert snap[0].game.parse_action(text, legal) in legal
                state = snap[0].clone()
                continue
            assert isinstance(error, IllegalAction)
            _no_hidden_card(state, player, error, text)
            _unchanged(state, snap, f"apply({text[:40]!r}, {player})")
    return state


def check_options(name: str, rng: Random) -> None:
    cls = cardtable.REGISTRY.get(name)
    junk: list[object] = ["--5", "²", "٣", "5.5", 5.5, float("inf"), [], [5], {}, None, b"5",
                          10**30, -(10**30), "9" * 5_000, "", " ", "on off", object(), "\x00"]
    for spec in cls.option_specs:
        for value in junk:
            try:
                cardtable.load(name, **{spec.name: value})
            except cardtable.InvalidOptions:
                continue
            except Exception as exc:
                raise AssertionError(
                    f"{name} {spec.name}={value!r} raised {type(exc).__name__}: {exc}"
                ) from exc
            # Accepted: only a value the spec reads as one of its own may pass.
            assert (spec.kind == "choice" and isinstance(value, str)) or value is None, (
                f"{name} accepted {spec.name}={value!r}"
            )
        for alias in spec.aliases:
            if spec.kind == "int":
                values = [spec.default, spec.default + 1 if spec.default + 1 <= spec.highest
                          else spec.default - 1]
            else:
                values = [spec.default, next(c for c in spec.choices if c != spec.default)]
            with pytest.raises(cardtable.InvalidOptions, match="another name of"):
                cardtable.load(name, **{spec.name: values[0], alias: values[1]})
            cardtable.load(name, **{spec.name: values[0], alias: values[0]})
    for preset in (5, None, [], "no such preset", "x" * 10_000, b"pagat"):
        if preset is None:
            continue
        with pytest.raises(cardtable.InvalidOptions):
            cardtable.load(name, preset)  # type: ignore[arg-type]
    for bad in ("x", "", 5, None, [], ("fareeb",), b"fareeb", name.upper() + " "):
        with pytest.raises(cardtable.UnknownGame):
            cardtable.load(bad)  # type: ignore[arg-type]
    game = cardtable.load(name)
    for seed in ("1", 1.0, True, [1], 2**80, -(2**80)):
        with pytest.raises(cardtable.InvalidOptions, match="seed"):
            game.new_state(seed=seed)  # type: ignore[arg-type]
    for deck in ("AS KS", 5, [None], [1.5], [b"AS"], ["AS"] * 10_000, [-1], ["x" * 100]):
        with pytest.raises(cardtable.InvalidDeck):
            game.new_state(deck=deck)  # type: ignore[arg-type]


_GARBAGE: tuple[object, ...] = (None, True, 1.5, -1, 2**70, "", "x", [], {}, [[]], {"a": []},
                                "x" * 20_000, [0] * 3, float("nan"))


def _mutations(data: dict[str, Any], rng: Random) -> Iterator[tuple[str, dict[str, Any]]]:
    """Broken copies of a record's dict, each named by what was done."""
    for key in list(data):
        for value in rng.sample(_GARBAGE, 5):
            broken = copy.deepcopy(data)
            broken[key] = value
            yield f"{key}={value!r:.30}", broken
        broken = copy.deepcopy(data)
        del broken[key]
        yield f"no {key}", broken
    for _ in range(6):
        broken = copy.deepcopy(data)
        if broken["actions"]:
            i = rng.randrange(len(broken["actions"]))
            entry = broken["actions"][i]
            field = rng.choice(["player", "action", "extra", None])
            if field is None:
                broken["actions"][i] = rng.choice(_GARBAGE)
            else:
                entry[field] = rng.choice(_GARBAGE)
            yield f"action {i} {field}", broken
    deep: Any = []
    for _ in range(200):
        deep = [deep]
    for where in ("start", "meta"):
        broken = copy.deepcopy(data)
        broken[where] = {"x": deep}
        yield f"deep {where}", broken


def check_records(state: State, rng: Random) -> None:
    record = state.record()
    data = record.to_dict()
    text = json.dumps(data)
    assert cardtable.replay(text) == state
    for what, broken in _mutations(data, rng):
        error = _refused(lambda: cardtable.replay(broken), what)  # noqa: B023
        if error is None:
            # Only edits that leave the record as it was may replay (e.g. meta), and then to
            # the same state.
            assert cardtable.replay(broken) == state, what
            continue
        assert isinstance(error, cardtable.RecordError), f"{what}: {type(error).__name__}"
    for bad in (None, 5, [], "[]", "{", "x" * 100, "[" * 100_000 + "]" * 100_000, b"{}",
                '{"format": "cardtable-record", "version": 3, "x": NaN}'):
        error = _refused(lambda: cardtable.replay(bad), f"replay({bad!r:.30})")  # type: ignore[arg-type]  # noqa: B023
        assert isinstance(error, cardtable.RecordError)
    # Hand edits of what decides the game are found by the digest, with the reason.
    edits: list[tuple[str, Callable[[dict[str, Any]], None]]] = [
        ("seed", lambda d: d.__setitem__("seed", (d["seed"] or 0) + 1)),
        ("options", lambda d: d["options"].__setitem__("single_hand", True)),
        ("actions", lambda d: d["actions"].pop()),
    ]
    if record.deck is not None:
        edits.append(("deck", lambda d: d["deck"].reverse()))
    for part, edit in edits:
        if part == "actions" and not data["actions"]:
            continue
        broken = copy.deepcopy(data)
        edit(broken)
        with pytest.raises(cardtable.RecordError, match="changed after it was saved"):
            cardtable.replay(broken)


# ----------------------------------------------------------------------------- the runs


def fuzz_game(name: str, seeds: range, checkpoints: int) -> None:
    game = cardtable.load(name)
    other_name = GAMES[(GAMES.index(name) + 1) % len(GAMES)]
    other = cardtable.load(other_name).new_state(seed=1)
    foreign = other.legal_actions(next(iter(other.actors)))[-1]
    check_options(name, Random(name))
    for seed in seeds:
        # Checkpoints spread over the match: a dry run with the same choices counts its steps.
        dry = game.new_state(seed=seed)
        choices = Random(seed)
        steps = 0
        while not dry.is_terminal and steps < 3_000:
            p = choices.choice(sorted(dry.actors))
            dry.apply(choices.choice(dry.legal_actions(p)), p)
            steps += 1
        every = max(1, steps // checkpoints)
        state = game.new_state(seed=seed)
        choices = Random(seed)
        rng = Random(seed + 1)  # the garbage's own stream, so the playout is the dry run's
        step = 0
        while True:
            if step % every == 0 or state.is_terminal:
                check_seats(state)
                state = check_actions(state, rng, foreign)
                if step % (every * 2) == 0 or state.is_terminal:
                    check_records(state, rng)
            if state.is_terminal or step >= steps:
                break
            p = choices.choice(sorted(state.actors))
            state.apply(choices.choice(state.legal_actions(p)), p)
            step += 1


@pytest.mark.parametrize("name", GAMES)
def test_garbage_at_the_boundary_is_refused_and_changes_nothing(name: str) -> None:
    fuzz_game(name, range(2), checkpoints=6)


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_slow_garbage_at_the_boundary(name: str) -> None:
    fuzz_game(name, range(10, 16), checkpoints=25)


def test_cards_named_reads_every_notation() -> None:
    assert cards_named("play JH, 10♥ and TD; bid 28H; JK; AJH") == {"JH", "TH", "TD", "JK"}
