"""The table scene: how a game's table looks to one viewer, as data (docs/scene.md).

A family builds a ``Scene`` from a view (never from a state) and the viewer's legal action
texts; front ends render any scene without knowing the game. Every text a person reads is a
``Text``: a message id and its arguments (card codes, seats and numbers), looked up in a catalog
(``cardtable.i18n``) by the front end. ``Scene.to_json()`` is what goes over the wire, checked
against ``scene.schema.json`` in this package.

Conventions the schema cannot express (docs/scene.md):

- a card is its canonical code (``"JH"``) face up, ``None`` face down; a hole (an empty slot
  of a grid or slot list, kept so the others do not move) is ``None`` in place of the card;
- ``Text.args`` named ``card``/``*_card`` hold card codes, ``seat``/``*_seat`` seat indexes,
  ``suit`` a suit letter; front ends draw those specially (a card with its suit colour).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Literal

SCENE_VERSION = 1

ArgValue = str | int | None
Relation = Literal["you", "partner", "opponent", "other"]
ZoneKind = Literal[
    "hand", "grid", "slots", "held", "trick", "stock", "discard", "upcard", "kitty", "won",
    "auction", "pile",
]
CardMark = Literal[
    "known", "locked", "last_played", "winning", "led", "selected", "new", "revealed", "trump",
    "removed", "called", "moved", "matched", "penalty",
]
"""What a card's look says beyond its face. ``known``: the viewer knows this face-down card
(shown to them with its code); ``new``: it arrived since the viewer last acted; ``moved``: it
changed place (a swap); ``removed``: it left the layout this turn (shown once, then a hole)."""


@dataclass(frozen=True, slots=True)
class Text:
    """A message id and its arguments, e.g. ``Text("fareeb.bid.order_up", {"seat": 2})``."""

    id: str
    args: Mapping[str, ArgValue] = field(default_factory=dict)


def text(id: str, **args: ArgValue) -> Text:
    return Text(id, dict(args))


@dataclass(frozen=True, slots=True)
class Card:
    """One card where the viewer sees it: face up by its code, face down as ``None``."""

    code: str | None
    marks: tuple[CardMark, ...] = ()
    by: int | None = None
    """The seat that played or placed it (a trick's cards, a discard)."""
    known_by: tuple[int, ...] = ()
    """Other seats known to know this card (Golf: who peeked at it), public knowledge."""


@dataclass(frozen=True, slots=True)
class Entry:
    """A line of an auction or a log: who did it (None: the table) and what, as a text."""

    seat: int | None
    text: Text


@dataclass(frozen=True, slots=True)
class Zone:
    """A place where cards (or an auction's calls) lie.

    ``cards`` are positions: ``None`` is a hole that keeps the others where they were. A grid
    lists ``rows * cols`` positions row by row; a slot list keeps a slot's index for as long as
    the slot exists. ``count`` is how many cards lie there when they are not listed (a stock, a
    face-down pile, another player's hand shown as a number).
    """

    id: str
    kind: ZoneKind
    owner: int | None
    """The seat it belongs to, or None for the table."""
    label: Text
    cards: tuple[Card | None, ...] = ()
    count: int | None = None
    rows: int | None = None
    cols: int | None = None
    entries: tuple[Entry, ...] = ()
    """An auction's calls in order, or a tricks-won pile's summary lines."""
    note: Text | None = None
    """A short line under the zone ("trick won by P2", "3 tricks")."""
    marks: tuple[str, ...] = ()
    """Zone-level marks: ``complete`` (an ended trick kept until the next lead), ``hidden``."""


@dataclass(frozen=True, slots=True)
class Seat:
    index: int
    name: Text
    """The seat's label (``common.seat.name``); a front end may show a person's name instead."""
    relation: Relation
    team: int | None
    dealer: bool
    to_act: bool
    score: int | None
    badges: tuple[Text, ...] = ()
    """Roles in this hand (maker, alone, caller, bidder, knocked, sitting out, away: a bot)."""


@dataclass(frozen=True, slots=True)
class Target:
    """Where a person points: a position of a zone."""

    zone: str
    index: int


@dataclass(frozen=True, slots=True)
class PointControl:
    """One action by pointing at a card or slot (``kind`` card or slot) of a zone.

    ``out_of_turn``: offered while it is not the viewer's turn (a snap, a claim, a surrender);
    front ends keep such controls reachable at all times and may draw them as urgent.
    """

    kind: Literal["card", "slot"]
    action: str
    target: Target
    label: Text
    out_of_turn: bool = False
    group: str | None = None
    """Controls (and one button) sharing a group are one select-then-confirm: the engine takes
    the selection a position at a time (Pablo's ``multi N``, Cabo's ``match P1.2``), the zone
    marks chosen positions ``selected``, and the group's button confirms (``reveal``)."""


@dataclass(frozen=True, slots=True)
class ButtonControl:
    """One action by a button (``pass``, ``knock``, ``order up``)."""

    action: str
    label: Text
    out_of_turn: bool = False
    group: str | None = None
    """The confirm button of a select-then-confirm group (see ``PointControl.group``)."""
    kind: Literal["button"] = "button"


@dataclass(frozen=True, slots=True)
class Option:
    value: str
    label: Text


@dataclass(frozen=True, slots=True)
class Field:
    """One axis of a picker (a bid's value, its suit, its form)."""

    name: str
    label: Text
    options: tuple[Option, ...]


@dataclass(frozen=True, slots=True)
class Choice:
    """The action one combination of a picker's fields stands for (``values``: field -> value)."""

    values: Mapping[str, str]
    action: str


@dataclass(frozen=True, slots=True)
class PickerControl:
    """An action with many forms, picked field by field; only listed combinations exist."""

    id: str
    label: Text
    fields: tuple[Field, ...]
    choices: tuple[Choice, ...]
    out_of_turn: bool = False
    kind: Literal["picker"] = "picker"


@dataclass(frozen=True, slots=True)
class Selection:
    """The action a set of selected positions stands for."""

    targets: tuple[Target, ...]
    action: str


@dataclass(frozen=True, slots=True)
class SelectControl:
    """Select positions, then confirm: the selected set (any order) names the action."""

    id: str
    label: Text
    confirm: Text
    selections: tuple[Selection, ...]
    out_of_turn: bool = False
    kind: Literal["select"] = "select"


Control = PointControl | ButtonControl | PickerControl | SelectControl


@dataclass(frozen=True, slots=True)
class ResultRow:
    """A line of a result panel: its label, one value per column, and who won it."""

    label: Text
    values: tuple[int | None, ...] = ()
    winners: tuple[int, ...] = ()
    """Seats that won this line (High, Low, a trick, a bonus)."""
    detail: Text | None = None


@dataclass(frozen=True, slots=True)
class ResultPanel:
    """The end of a hand or a match, with the full breakdown."""

    kind: Literal["hand", "match"]
    title: Text
    columns: tuple[Text, ...]
    """Column heads of ``rows[i].values``: one per seat or team."""
    rows: tuple[ResultRow, ...]
    notes: tuple[Text, ...] = ()
    zones: tuple[Zone, ...] = ()
    """Cards the end reveals (layouts turned face up, the last trick)."""
    winners: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One finished hand on the score sheet: what each column scored in it, and the running
    totals after it (the match score, as ``Seat.score`` shows it)."""

    hand: int
    points: tuple[int | None, ...]
    totals: tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The match so far, hand by hand: one column per scoring side (a seat or a team, as the
    result panel's columns), one row per finished hand, oldest first."""

    columns: tuple[Text, ...]
    rows: tuple[ScoreRow, ...] = ()


def score_sheet(columns: tuple[Text, ...], rows: Sequence[Mapping[str, Any]]) -> ScoreSheet:
    """A score sheet from a view's ``score_sheet`` rows (``engine.score_sheet.sheet_json``)."""
    return ScoreSheet(
        columns,
        tuple(
            ScoreRow(int(r["hand"]), tuple(r["points"]), tuple(r["totals"])) for r in rows
        ),
    )


@dataclass(frozen=True, slots=True)
class Fact:
    """A labelled fact of the hand: trump, contract, target score."""

    label: Text
    value: Text


@dataclass(frozen=True, slots=True)
class Scene:
    game: str
    viewer: int | None
    """The seat the scene is for; None for a spectator (the public view)."""
    hand_number: int
    phase: str
    """The family's machine name of the phase, for styling; people read ``status``."""
    status: Text
    seats: tuple[Seat, ...]
    zones: tuple[Zone, ...]
    controls: tuple[Control, ...]
    prompt: Text | None = None
    """What the viewer is asked to do now, if anything."""
    facts: tuple[Fact, ...] = ()
    log: tuple[Entry, ...] = ()
    result: ResultPanel | None = None
    score_sheet: ScoreSheet | None = None
    """Every finished hand of the match: points and running totals (None: the family keeps
    none)."""
    version: int = SCENE_VERSION

    def to_json(self) -> dict[str, Any]:
        """The scene as JSON data (tuples as lists, key order stable)."""
        out: dict[str, Any] = _plain(self)
        return out

    def zone(self, zone_id: str) -> Zone:
        for z in self.zones:
            if z.id == zone_id:
                return z
        raise KeyError(zone_id)


_FIELD_NAMES: dict[type, tuple[str, ...] | None] = {}
"""Field names per scene class, looked up once: ``dataclasses.fields`` on every node was most of
the cost of ``to_json`` (the server converts a scene per seat after every move)."""


def _plain(value: Any) -> Any:
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return value
    if kind in _FIELD_NAMES:
        names = _FIELD_NAMES[kind]
    else:
        is_node = dataclasses.is_dataclass(value) and not isinstance(value, type)
        names = tuple(f.name for f in dataclasses.fields(value)) if is_node else None
        _FIELD_NAMES[kind] = names
    if names is not None:
        return {name: _plain(getattr(value, name)) for name in names}
    if kind is tuple or kind is list:
        return [_plain(v) for v in value]
    if kind is dict or isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


# ------------------------------------------------------------------ reading a scene


def control_actions(control: Control) -> list[str]:
    """Every action text a control leads to (one path each)."""
    if isinstance(control, PointControl | ButtonControl):
        return [control.action]
    if isinstance(control, PickerControl):
        return [c.action for c in control.choices]
    return [s.action for s in control.selections]


def reachable_actions(scene: Scene) -> list[str]:
    """The action texts of all control paths of ``scene``, with repeats if a path doubles."""
    return [a for c in scene.controls for a in control_actions(c)]


def texts_of(value: Any) -> Iterator[Text]:
    """Every ``Text`` inside a scene (or any part of it)."""
    if isinstance(value, Text):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from texts_of(getattr(value, f.name))
    elif isinstance(value, tuple | list):
        for v in value:
            yield from texts_of(v)


def schema() -> dict[str, Any]:
    """The JSON Schema of ``Scene.to_json()`` (shipped as ``scene.schema.json``)."""
    raw = resources.files("cardtable.engine").joinpath("scene.schema.json").read_text("utf-8")
    loaded: dict[str, Any] = json.loads(raw)
    return loaded
