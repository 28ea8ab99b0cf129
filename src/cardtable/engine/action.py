"""Actions: what a player does, with a canonical text form."""

from __future__ import annotations

from typing import Any, Final, NamedTuple, cast

MAX_ACTION_TEXT: Final = 200
"""The longest action text read (``Game.parse_action``, records): the longest canonical text is
under 40 characters, and the games' parsers read numbers with ``int``, which refuses texts of
over 4,300 digits."""


class Action(NamedTuple):
    """One action of a game.

    ``code`` orders actions (legal action lists are sorted by it) and lets the game apply them
    without parsing; ``text`` is the canonical notation used in records, the wire protocol and the
    terminal ("pass", "order up", "play JH"). Games intern their actions, so the objects returned
    by ``legal_actions`` can be compared by identity on the hot path. A named tuple (rather than a
    dataclass) because equality and ordering then run in C: ``action in legal`` is on every step.
    """

    code: int
    text: str

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        # Read through Any: an Action built by hand may hold anything (``Action(None, None)``),
        # and the compiled build would refuse a text that is not a str with a TypeError.
        return f"Action({cast(Any, self).text!r})"
