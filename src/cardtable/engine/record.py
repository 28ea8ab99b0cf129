"""Records: the JSON form of a match that replays exactly (save file, bug report, test case)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.errors import RecordError

RECORD_FORMAT = "cardtable-record"
RECORD_VERSION = 2
"""2: seeds drive the engine's Chance stream. Version 1 seeds drove Python's ``random.Random``,
so a version-1 seed now gives other deals and its actions would not fit them."""


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a state: the game, its options, the chance and the actions.

    ``seed`` drives every shuffle; ``deck`` (card texts, in the game's documented deal order)
    fixes the first deal; ``start`` is the public match position a state began from when it did
    not begin at the start of a match (sampled states, saved positions). ``actions`` lists
    ``(player, action text)`` in the order they were applied.
    """

    game: str
    options: dict[str, Any]
    seed: int | None
    actions: tuple[tuple[int, str], ...]
    deck: tuple[str, ...] | None = None
    start: dict[str, Any] | None = None
    version: int = RECORD_VERSION
    meta: dict[str, Any] = field(default_factory=dict)

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
        return data

    def to_json(self, indent: int | None = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Record:
        if data.get("format") != RECORD_FORMAT:
            raise RecordError("not a cardtable record (its 'format' is not 'cardtable-record')")
        version = data.get("version")
        if version == 1:
            raise RecordError(
                "record version 1 was saved before cardtable dealt from its own Chance stream: "
                "its seed now gives other deals, so it cannot be replayed (this cardtable reads "
                f"version {RECORD_VERSION})"
            )
        if version != RECORD_VERSION:
            raise RecordError(
                f"record version {version!r} is not supported (this cardtable reads version "
                f"{RECORD_VERSION})"
            )
        try:
            actions = tuple((int(a["player"]), str(a["action"])) for a in data["actions"])
            deck = data.get("deck")
            return cls(
                game=str(data["game"]),
                options=dict(data.get("options") or {}),
                seed=data.get("seed"),
                actions=actions,
                deck=tuple(deck) if deck is not None else None,
                start=data.get("start"),
                version=version,
                meta=dict(data.get("meta") or {}),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"malformed record: {exc}") from None

    @classmethod
    def from_json(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"a record is JSON, and this is not: {exc}") from None
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        return cls.from_dict(data)
