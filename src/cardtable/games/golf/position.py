"""A Golf state as a JSON position, and back: the ``start`` of states that do not begin a match.

``sample_state`` builds a position from a view (public fields from the view, hidden cards drawn
at random) and starts a state from it; a record of that state carries the position as its
``start`` and replays exactly. ``position(state)`` writes every field of a real state, which the
tests use to check that a position round-trips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from cardtable.games.golf.state import GolfState

POSITION_FORMAT: Final = "golf-position-1"

FIELDS: Final = (
    "aid",
    "banked",
    "cards",
    "chips",
    "dealer",
    "discard",
    "duties",
    "empty",
    "faceup",
    "final_left",
    "first_done",
    "hand_number",
    "hand_result",
    "held",
    "held_from",
    "holes",
    "init_first",
    "knocker",
    "known",
    "locked",
    "log",
    "phase",
    "pot",
    "previous_hand",
    "public",
    "set_aside",
    "setup_count",
    "skip",
    "stock",
    "surcharge",
    "totals",
    "trigger",
    "turn",
    "turns",
    "unseen_start",
    "up_card",
    "window",
    "winners",
)


TUPLE_FIELDS: Final = frozenset(
    {
        "aid", "banked", "chips", "duties", "empty", "final_left", "locked", "set_aside",
        "surcharge", "totals", "unseen_start", "winners",
    }
)
"""The fields the state keeps as tuples (replaced whole, shared by clones); the others that
a position holds as lists are lists in the state too."""


def position(state: GolfState) -> dict[str, Any]:
    """Every field of ``state`` as JSON data (cards as numbers, so copies stay distinct)."""
    out: dict[str, Any] = {"format": POSITION_FORMAT}
    for name in FIELDS:
        out[name] = _jsonable(getattr(state, name))
    return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


def load_position(state: GolfState, data: dict[str, Any]) -> None:
    """Set every field of ``state`` from a position (the inverse of ``position``)."""
    if data.get("format") != POSITION_FORMAT:
        raise ValueError(f"a Golf start position has format {POSITION_FORMAT!r}")
    for name in FIELDS:
        value = data[name]
        if name == "holes":
            value = tuple(tuple(h) for h in value)
        elif name in TUPLE_FIELDS:
            value = tuple(value) if value is not None else None
        elif name == "log":
            value = [
                (e[0], e[1], tuple(e[2]), e[3]) if isinstance(e[2], list) else tuple(e)
                for e in value
            ]
        elif isinstance(value, list):
            value = list(value)
        setattr(state, name, value)
    state.log_cache = ()

