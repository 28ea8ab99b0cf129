"""Layout geometry (golf.md §0.3): a grid of ``rows × cols`` slots per player.

A slot is numbered row-major from the top-left: ``slot = row * cols + col``. Row 0 is the row
farthest from the owner; the last row is the nearest ("the cards nearest to you"). Columns run
from the owner's left to right. In notation a slot is written ``row,col`` (``1,2``).

The geometry knows the lines, columns, 2 × 2 blocks and neighbours that the scoring rules and the
turn rules ask about, each as a tuple of slots and as a bitmask, computed once per shape. Power-card
Golf (§2) keeps a slot *list* that can grow and shrink; it can use ``Geometry.line(n)`` for a
single row of any length and treat the slot numbers the same way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Final

from cardtable.engine.errors import english, quote
from cardtable.engine.scene import Text

_SLOT_TEXT: Final = re.compile(r"^\(?\s*r?(\d+)\s*(?:[, ]\s*c?|c)\s*(\d+)\s*\)?$")
_TWO_DIGITS: Final = re.compile(r"^(\d)(\d)$")


class SlotNotationError(ValueError):
    """A slot written in a form the notation does not know, or outside the layout.

    ``why`` says it as a message id (``golf.illegal.<name>``, docs/i18n.md); the exception's
    text is its English wording.
    """

    def __init__(self, name: str, **args: str | int) -> None:
        self.why = Text(f"golf.illegal.{name}", args)
        super().__init__(english(self.why))


@dataclass(frozen=True)
class Geometry:
    """The shape of one player's layout."""

    rows: int
    cols: int

    @property
    def size(self) -> int:
        return self.rows * self.cols

    @property
    def full_mask(self) -> int:
        return (1 << self.size) - 1

    def slot(self, row: int, col: int) -> int:
        return row * self.cols + col

    def row_col(self, slot: int) -> tuple[int, int]:
        return divmod(slot, self.cols)

    def slot_text(self, slot: int) -> str:
        row, col = divmod(slot, self.cols)
        return f"{row},{col}"

    def parse_slot(self, text: str) -> int:
        """A slot from ``1,2``, ``1 2``, ``(1, 2)``, ``r1c2`` or ``12``."""
        key = text.strip().lower()
        match = _SLOT_TEXT.match(key) or _TWO_DIGITS.match(key)
        if match is None:
            raise SlotNotationError(
                "not_a_slot", text=quote(text), last_row=self.rows - 1, last_column=self.cols - 1
            )
        row, col = int(match.group(1)), int(match.group(2))
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise SlotNotationError(
                "outside", text=quote(text), last_row=self.rows - 1, last_column=self.cols - 1
            )
        return self.slot(row, col)

    @cached_property
    def slot_texts(self) -> tuple[str, ...]:
        return tuple(self.slot_text(s) for s in range(self.size))

    @cached_property
    def slot_of_text(self) -> dict[str, int]:
        """Canonical slot text -> slot (``parse_slot`` reads the other forms)."""
        return {t: s for s, t in enumerate(self.slot_texts)}

    @cached_property
    def mask_texts(self) -> tuple[tuple[str, ...], ...]:
        """The slot texts of every bitmask of slots (``mask_texts[mask]``)."""
        texts = self.slot_texts
        return tuple(
            tuple(texts[s] for s in range(self.size) if m >> s & 1) for m in range(1 << self.size)
        )

    @cached_property
    def columns(self) -> tuple[tuple[int, ...], ...]:
        """The slots of each column, top to bottom."""
        return tuple(
            tuple(self.slot(r, c) for r in range(self.rows)) for c in range(self.cols)
        )

    @cached_property
    def row_slots(self) -> tuple[tuple[int, ...], ...]:
        """The slots of each row, left to right."""
        return tuple(
            tuple(self.slot(r, c) for c in range(self.cols)) for r in range(self.rows)
        )

    @cached_property
    def column_of(self) -> tuple[int, ...]:
        return tuple(s % self.cols for s in range(self.size))

    @cached_property
    def column_masks(self) -> tuple[int, ...]:
        return tuple(_mask(col) for col in self.columns)

    @cached_property
    def nearest_row(self) -> tuple[int, ...]:
        """The row nearest the owner (the bottom row)."""
        return self.row_slots[-1]

    @cached_property
    def diagonals(self) -> tuple[tuple[int, ...], ...]:
        """The two main diagonals of a square layout (none otherwise)."""
        if self.rows != self.cols:
            return ()
        n = self.rows
        return (
            tuple(self.slot(i, i) for i in range(n)),
            tuple(self.slot(i, n - 1 - i) for i in range(n)),
        )

    @cached_property
    def blocks(self) -> tuple[tuple[int, int, int, int], ...]:
        """Every 2 × 2 sub-square, as its four slots (top-left first), row-major."""
        out = []
        for r in range(self.rows - 1):
            for c in range(self.cols - 1):
                a = self.slot(r, c)
                out.append((a, a + 1, a + self.cols, a + self.cols + 1))
        return tuple(out)

    @cached_property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """Orthogonal neighbours of each slot."""
        out = []
        for s in range(self.size):
            r, c = divmod(s, self.cols)
            near = []
            for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < self.rows and 0 <= cc < self.cols:
                    near.append(self.slot(rr, cc))
            out.append(tuple(near))
        return tuple(out)

    def same_line(self, a: int, b: int) -> bool:
        """Whether two slots share a row or a column."""
        return a // self.cols == b // self.cols or a % self.cols == b % self.cols


def _mask(slots: tuple[int, ...]) -> int:
    m = 0
    for s in slots:
        m |= 1 << s
    return m


def mask_slots(mask: int) -> list[int]:
    """The slots of a bitmask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


GEOMETRIES: Final = {
    "golf4": Geometry(2, 2),
    "golf6": Geometry(2, 3),
    "golf8": Geometry(2, 4),
    "golf9": Geometry(3, 3),
    "golf10": Geometry(2, 5),
}
"""The grid of each game (golf.md §1.1, §3.1, §4.1, §5.1, §6.1)."""

GAME_OF_SHAPE: Final = {(g.rows, g.cols): name for name, g in GEOMETRIES.items()}
