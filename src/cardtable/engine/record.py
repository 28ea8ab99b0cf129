"""Records: the JSON form of a match that replays exactly (save file, bug report, test case).

A record is read from strangers (a browser, a bug report, a file someone edited), so reading one
checks every field's type and size before anything is built from it, and a version-3 record
carries a digest that tells a record changed by hand from one cardtable saved.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from hashlib import blake2b
from typing import Any

from cardtable.engine.action import MAX_ACTION_TEXT
from cardtable.engine.errors import RecordError, quote

RECORD_FORMAT = "cardtable-record"
RECORD_VERSION = 3
"""3: a record carries a digest of its content and the result it replays to.
2: seeds drive the engine's Chance stream (still read; such a record has no digest).
Version 1 seeds drove Python's ``random.Random``, so a version-1 seed now gives other deals and
its actions would not fit them: it is refused."""

# Limits on what a record may hold (docs/engine.md, "Records"). Each is far above any real
# record: the longest random playouts of the conformance suite take under 20,000 actions.
MAX_RECORD_CHARS = 20_000_000
"""The longest JSON text read as a record."""
MAX_ACTIONS = 200_000
MAX_DECK = 1_000
"""Cards in ``deck`` (the biggest table, 16-player Golf, deals from 3 packs: 162 cards)."""
MAX_DEPTH = 12
"""How deeply ``start`` and ``meta`` may nest lists and objects."""
MAX_ITEMS = 200_000
"""Values (strings, numbers, lists, objects) in ``start`` and in ``meta``, each."""
MAX_STRING = 10_000
"""Characters in one string of ``start``, ``meta`` or an option value."""
MAX_NAME = 64
"""Characters in the game's name and in an option's name."""
MAX_OPTIONS = 200
MAX_PLAYER = 1_000
"""No table has this many seats; a replay then checks each action's player against the game."""
SEED_RANGE = range(-(2**63), 2**64)
"""Seeds a record may hold: any seed ``new_state`` draws (48 bits) or is given in this range."""

_FIELDS = {"format", "version", "game", "options", "seed", "deck", "actions", "start", "meta"}
_FIELDS_3 = _FIELDS | {"digest", "result"}
_DIGEST_PARTS = {
    "options": "game or options",
    "chance": "seed, deck or start position",
    "actions": "actions",
    "result": "result",
}
_RESULT_FIELDS = {"actions": int, "hand_number": int, "scores": list, "winners": list, "over": bool}


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a state: the game, its options, the chance and the actions.

    ``seed`` drives every shuffle; ``deck`` (card texts, in the game's documented deal order)
    fixes the first deal; ``start`` is the public match position a state began from when it did
    not begin at the start of a match (sampled states, saved positions). ``actions`` lists
    ``(player, action text)`` in the order they were applied. ``result`` is what the state
    looked like when the record was made (actions, hand number, scores, winners, over), which a
    replay must reproduce. ``digest`` is the digest read with the record (None for a record made
    in memory): ``cardtable.replay`` refuses a record whose content no longer matches it.
    """

    game: str
    options: dict[str, Any]
    seed: int | None
    actions: tuple[tuple[int, str], ...]
    deck: tuple[str, ...] | None = None
    start: dict[str, Any] | None = None
    version: int = RECORD_VERSION
    meta: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    digest: dict[str, str] | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": self.version,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "deck": list(self.deck) if self.deck is not None else None,
            "actions": [{"player": p, "action": a} for p, a in self.actions],
        }
        if self.start is not None:
            data["start"] = self.start
        if self.meta:
            data["meta"] = self.meta
        if self.version >= 3:
            data["result"] = self.result
            data["digest"] = self.compute_digest()
        return data

    def to_json(self, indent: int | None = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def compute_digest(self) -> dict[str, str]:
        """The digest of this record's content, part by part (docs/engine.md, "Records").

        Computed when a record is written or checked, never when ``state.record()`` makes one:
        a state may be asked for its record at every step.
        """
        return {
            "options": _hash(["options", self.game, self.options]),
            "chance": _hash(["chance", self.seed, self.deck, self.start]),
            "actions": _hash(["actions", self.actions]),
            "result": _hash(["result", self.result]),
        }

    def check_digest(self) -> None:
        """Raise ``RecordError`` if the record's content no longer matches the digest it was
        read with (nothing to check for a record made in memory or read from version 2)."""
        if self.digest is None:
            return
        now = self.compute_digest()
        changed = [what for part, what in _DIGEST_PARTS.items() if now[part] != self.digest[part]]
        if changed:
            raise RecordError(
                "this record was changed after it was saved: its "
                + " and its ".join(changed)
                + " no longer match the digest saved with it"
            )

    def check(self) -> None:
        """Raise ``RecordError`` unless every field has the type and size a record allows.

        ``from_dict`` checks what it reads; ``cardtable.replay`` checks a ``Record`` made in
        code the same way.
        """
        _check_version(self.version)
        _check_name(self.game, "game")
        _check_options(self.options)
        _check_seed(self.seed)
        if self.deck is not None:
            _check_deck(self.deck)
        if not isinstance(self.actions, tuple | list):
            raise RecordError(f"a record's actions are a list, not {_kind(self.actions)}")
        if len(self.actions) > MAX_ACTIONS:
            raise RecordError(
                f"a record holds at most {MAX_ACTIONS} actions, not {len(self.actions)}"
            )
        for step, pair in enumerate(self.actions, start=1):
            if not isinstance(pair, tuple | list) or len(pair) != 2:
                raise RecordError(f"action {step} of the record is not a (player, action) pair")
            _check_action(step, pair[0], pair[1])
        if self.start is not None:
            if type(self.start) is not dict:
                raise RecordError(f"a record's start is an object, not {_kind(self.start)}")
            _check_json(self.start, "start")
        if type(self.meta) is not dict:
            raise RecordError(f"a record's meta is an object, not {_kind(self.meta)}")
        _check_json(self.meta, "meta")
        if self.result is not None:
            _check_result(self.result)
        if self.digest is not None:
            _check_digest_field(self.digest)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Record:
        """The record a dict (parsed JSON) holds. Raises ``RecordError`` saying what is wrong."""
        if type(data) is not dict:
            raise RecordError(f"a record is a JSON object (a dict), not {_kind(data)}")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError("not a cardtable record (its 'format' is not 'cardtable-record')")
        version = data.get("version")
        _check_version(version)
        assert isinstance(version, int)
        unknown = sorted(str(k) for k in data if k not in (_FIELDS_3 if version >= 3 else _FIELDS))
        if unknown:
            raise RecordError(
                f"a version-{version} record has no field {quote(unknown[0])}; its fields are "
                + ", ".join(sorted(_FIELDS_3 if version >= 3 else _FIELDS))
            )
        for name in ("game", "options", "actions") + (("digest",) if version >= 3 else ()):
            if name not in data:
                raise RecordError(f"a version-{version} record has a {name!r} field; this has none")
        raw_actions = data["actions"]
        if type(raw_actions) is not list:
            raise RecordError(f"a record's actions are a list, not {_kind(raw_actions)}")
        if len(raw_actions) > MAX_ACTIONS:
            raise RecordError(
                f"a record holds at most {MAX_ACTIONS} actions, not {len(raw_actions)}"
            )
        actions: list[tuple[int, str]] = []
        for step, item in enumerate(raw_actions, start=1):
            if type(item) is not dict or set(item) != {"player", "action"}:
                raise RecordError(
                    f"action {step} of the record is not an object with just 'player' and "
                    f"'action': {quote(item)}"
                )
            _check_action(step, item["player"], item["action"])
            actions.append((item["player"], item["action"]))
        deck = data.get("deck")
        if deck is not None and type(deck) is not list:
            raise RecordError(f"a record's deck is a list of card texts, not {_kind(deck)}")
        meta = data.get("meta", {})
        digest = data.get("digest")
        if version >= 3 and type(digest) is not dict:
            raise RecordError(f"a record's digest is an object, not {_kind(digest)}")
        record = cls(
            game=data["game"],
            options=data["options"],
            seed=data.get("seed"),
            actions=tuple(actions),
            deck=tuple(deck) if deck is not None else None,
            start=data.get("start"),
            version=version,
            meta=meta,
            result=data.get("result") if version >= 3 else None,
            digest=digest,
        )
        record.check()
        record.check_digest()
        return record

    @classmethod
    def from_json(cls, text: str) -> Record:
        if not isinstance(text, str):
            raise RecordError(f"a record's JSON is text (a str), not {_kind(text)}")
        if len(text) > MAX_RECORD_CHARS:
            raise RecordError(
                f"a record is at most {MAX_RECORD_CHARS} characters of JSON, not {len(text)}"
            )
        try:
            data = json.loads(text, parse_constant=_no_constant)
        except RecursionError:
            raise RecordError(
                f"a record's JSON nests too deeply (at most {MAX_DEPTH} levels)"
            ) from None
        except ValueError as exc:  # JSONDecodeError, NaN/Infinity, over-long integers
            raise RecordError(f"a record is JSON, and this is not: {exc}") from None
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        return cls.from_dict(data)


def result_of(state: Any) -> dict[str, Any]:
    """What a record says its state looked like (``Record.result``): cheap, at any step."""
    return {
        "actions": len(state.history),
        "hand_number": state.hand_number,
        "scores": list(state.scores),
        "winners": list(state.winners),
        "over": bool(state.is_terminal),
    }


# ----------------------------------------------------------------------------- checks


def _hash(value: object) -> str:
    """A 128-bit BLAKE2b digest of ``value``'s canonical JSON, in hex."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return blake2b(text.encode("ascii"), digest_size=16).hexdigest()


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a record may hold")


def _kind(value: object) -> str:
    return "None" if value is None else type(value).__name__


def _check_version(version: object) -> None:
    if version == 1 and type(version) is int:
        raise RecordError(
            "record version 1 was saved before cardtable dealt from its own Chance stream: "
            "its seed now gives other deals, so it cannot be replayed (this cardtable reads "
            f"versions 2 and {RECORD_VERSION})"
        )
    if type(version) is not int or version not in (2, RECORD_VERSION):
        raise RecordError(
            f"record version {quote(version)} is not supported (this cardtable reads versions 2 "
            f"and {RECORD_VERSION})"
        )


def _check_name(value: object, what: str) -> None:
    if type(value) is not str or not 0 < len(value) <= MAX_NAME:
        raise RecordError(
            f"a record's {what} is a name of 1 to {MAX_NAME} characters, not {quote(value)}"
        )


def _check_options(options: object) -> None:
    if type(options) is not dict:
        raise RecordError(f"a record's options are an object, not {_kind(options)}")
    if len(options) > MAX_OPTIONS:
        raise RecordError(f"a record holds at most {MAX_OPTIONS} options, not {len(options)}")
    for name, value in options.items():
        _check_name(name, "option name")
        if type(value) is str:
            if len(value) > MAX_STRING:
                raise RecordError(f"option {name} holds a string of {len(value)} characters")
        elif type(value) not in (int, bool) and value is not None:
            raise RecordError(
                f"option {name} is text, a number, true/false or null, not {_kind(value)}"
            )


def _check_seed(seed: object) -> None:
    if seed is None:
        return
    if type(seed) is not int or seed not in SEED_RANGE:
        raise RecordError(
            f"a record's seed is a whole number from -2**63 to 2**64-1 or null, not {quote(seed)}"
        )


def _check_deck(deck: object) -> None:
    if not isinstance(deck, tuple | list):
        raise RecordError(f"a record's deck is a list of card texts, not {_kind(deck)}")
    if len(deck) > MAX_DECK:
        raise RecordError(f"a record's deck holds at most {MAX_DECK} cards, not {len(deck)}")
    for card in deck:
        if type(card) is not str or not 0 < len(card) <= 8:
            raise RecordError(f"a record's deck holds card texts such as 'JH', not {quote(card)}")


def _check_action(step: int, player: object, text: object) -> None:
    if type(player) is not int or not 0 <= player < MAX_PLAYER:
        raise RecordError(
            f"action {step} of the record: its player is a seat number (0, 1, ...), "
            f"not {quote(player)}"
        )
    if type(text) is not str or not 0 < len(text) <= MAX_ACTION_TEXT:
        raise RecordError(
            f"action {step} of the record: its action is a text of 1 to {MAX_ACTION_TEXT} "
            f"characters, not {quote(text)}"
        )


def _check_result(result: object) -> None:
    if type(result) is not dict or set(result) != set(_RESULT_FIELDS):
        raise RecordError(
            "a record's result is an object with " + ", ".join(_RESULT_FIELDS)
            + f", not {quote(result)}"
        )
    for name, kind in _RESULT_FIELDS.items():
        value = result[name]
        if type(value) is not kind or (
            isinstance(value, list)
            and (len(value) > MAX_PLAYER or any(type(v) is not int for v in value))
        ):
            raise RecordError(f"a record's result has a bad {name}: {quote(value)}")


def _check_digest_field(digest: object) -> None:
    if type(digest) is not dict or set(digest) != set(_DIGEST_PARTS) or any(
        type(v) is not str or len(v) != 32 for v in digest.values()
    ):
        raise RecordError(
            "a record's digest is an object with " + ", ".join(_DIGEST_PARTS)
            + f", each 32 hex digits; not {quote(digest)}"
        )


def _check_json(value: object, where: str) -> None:
    """``value`` is JSON data (objects with text keys, lists, text, numbers, true/false/null)
    within the limits on depth, size and string length."""
    count = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        count += 1
        if count > MAX_ITEMS:
            raise RecordError(f"a record's {where} holds more than {MAX_ITEMS} values")
        # isinstance, not type(): a record made in memory may hold tuples and named tuples
        # (which JSON writes as lists) where a record read from JSON holds lists.
        if isinstance(item, dict | list | tuple):
            if depth >= MAX_DEPTH:
                raise RecordError(
                    f"a record's {where} nests more than {MAX_DEPTH} levels deep"
                )
            if isinstance(item, dict):
                for key, inner in item.items():
                    if type(key) is not str or len(key) > MAX_STRING:
                        raise RecordError(f"a record's {where} has a key that is not text: "
                                          f"{quote(key)}")
                    stack.append((inner, depth + 1))
            else:
                stack.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, str):
            if len(item) > MAX_STRING:
                raise RecordError(
                    f"a record's {where} holds a string of {len(item)} characters "
                    f"(at most {MAX_STRING})"
                )
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise RecordError(f"a record's {where} holds {item}, which is not JSON")
        elif not isinstance(item, int) and item is not None:
            raise RecordError(f"a record's {where} holds {_kind(item)}, which is not JSON data")
