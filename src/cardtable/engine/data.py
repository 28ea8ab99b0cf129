"""Plain JSON data helpers shared by the games' views and samplers."""

from __future__ import annotations

from typing import Any


def fresh(data: Any) -> Any:
    """A copy of JSON data (dicts, lists, tuples as lists; scalars shared, being immutable).

    Views are the caller's to keep and change, and ``sample_state`` is given a caller's view:
    a state must never hold a list or dict that a caller also holds. Cheaper than
    ``copy.deepcopy`` (no memo, no dispatch table), which views are built too often to afford.
    """
    kind = type(data)
    if kind is dict:
        return {k: fresh(v) for k, v in data.items()}
    if kind is list or kind is tuple:
        return [fresh(v) for v in data]
    return data
