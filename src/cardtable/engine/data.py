"""Plain JSON data helpers shared by the games' views and samplers."""

from __future__ import annotations

from typing import Any, Final


def fresh(data: Any) -> Any:
    """A copy of JSON data (dicts, lists, tuples as lists; scalars shared, being immutable).

    Views are the caller's to keep and change, and ``sample_state`` is given a caller's view:
    a state must never hold a list or dict that a caller also holds. About three times as fast
    as ``copy.deepcopy`` (no memo, no dispatch table), and a view is built on every bot turn:
    only containers are visited, scalars are taken as they are.
    """
    kind = type(data)
    if kind is dict:
        return {
            k: fresh(v) if type(v) in _CONTAINERS else v for k, v in data.items()
        }
    if kind is list or kind is tuple:
        return [fresh(v) if type(v) in _CONTAINERS else v for v in data]
    return data


_CONTAINERS: Final = frozenset((dict, list, tuple))
