"""A power-Golf state as a JSON position, and back: the ``start`` of states that do not begin
a match (``sample_state`` worlds). ``position(state)`` writes every field of a real state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from cardtable.games.golfp.state import PowerGolfState

POSITION_FORMAT: Final = "golfp-position-1"

FIELDS: Final = (
    "caller", "dealer", "discard", "final_left", "giver", "hand_number", "hand_result", "hands",
    "held", "held_from", "holes", "known", "lays", "leader", "log", "log_base", "pending",
    "penalties", "phase", "places", "public", "recent", "resume", "seen0", "sel", "setup_count",
    "setup_left", "spent", "stock", "totals", "turn", "turns", "window", "winners",
)


_TUPLES: Final = frozenset(
    {"final_left", "holes", "pending", "penalties", "sel", "setup_left", "totals", "winners"}
)
"""The fields the state keeps as tuples (replaced whole, shared by clones)."""

_BYTES: Final = frozenset({"seen0"})
"""The per-card seat masks the state keeps as ``bytes`` (a seat mask is below 2**8)."""


def position(state: PowerGolfState) -> dict[str, Any]:
    """Every field of ``state`` as JSON data (``spent`` as a list of card numbers)."""
    out: dict[str, Any] = {"format": POSITION_FORMAT}
    for name in FIELDS:
        value = getattr(state, name)
        if name in ("spent", "public"):
            value = _cards(value)
        elif name == "recent":
            value = [_cards(m) for m in value]
        elif name in _TUPLES:
            value = list(value) if value is not None else None
        elif name in _BYTES:
            value = list(value)
        elif name in ("lays", "hands", "log", "places"):
            value = [list(v) for v in value]
        elif isinstance(value, list):
            value = list(value)
        out[name] = value
    return out


def _cards(mask: int) -> list[int]:
    return [c for c in range(mask.bit_length()) if mask >> c & 1]


def load_position(state: PowerGolfState, data: dict[str, Any]) -> None:
    """Set every field of ``state`` from a position (the inverse of ``position``)."""
    if data.get("format") != POSITION_FORMAT:
        raise ValueError(f"a power-Golf start position has format {POSITION_FORMAT!r}")
    for name in FIELDS:
        value: Any = data.get(name)
        if name == "places" and value is None:
            # Positions written before table places existed: every card where the rules number it.
            value = [list(range(len(lay))) for lay in data["lays"]]
        elif name not in data:
            raise KeyError(name)
        if name in ("spent", "public"):
            value = sum(1 << c for c in value)
        elif name == "recent":
            value = [sum(1 << c for c in cards) for cards in value]
        elif name in _TUPLES:
            value = tuple(value) if value is not None else None
        elif name in _BYTES:
            value = bytes(value)
        elif name == "hands":  # a tuple of tuples, shared by clones
            value = tuple(tuple(v) for v in value)
        elif name in ("lays", "log", "places"):
            value = [list(v) for v in value]
        elif isinstance(value, list):
            value = list(value)
        elif isinstance(value, dict):
            value = dict(value)
        setattr(state, name, value)
