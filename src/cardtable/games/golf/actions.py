"""Golf actions, their notation, and the parser that reads what people type (golf.md §0.7).

Canonical texts (slots are ``row,col`` counted from 0, row 0 the far row):

=====================  ===========================================================
``draw stock``         DRAW_STOCK: take the top stock card (only you see it)
``draw discard``       DRAW_DISCARD: take the top discard (everyone sees it)
``replace 1,2``        REPLACE: the held card goes into slot 1,2; the old card is discarded
``discard``            DISCARD_HELD: discard the card drawn from the stock
``flip 0,1``           FLIP: turn one of your face-down cards face up
``flip column 2``      8-card first turn: turn up both cards of column 2
``peek 1,0``           look at one of your face-down cards (initial choice, or paid peek)
``knock``              4-card: end the hand after everyone else's last turn
``reveal all``         turn all your face-down cards up (6-card option)
``keep``               decline an optional step (the last flip, or rearranging)
``arrange 0,0 1,2``    rearranging: your first face-up card to 0,0, the second to 1,2
=====================  ===========================================================

No action names a card: a Golf move is public except the card drawn from the stock, which the
action does not show. Codes order the legal action lists.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalAction, quote
from cardtable.engine.scene import Text
from cardtable.games.golf.layout import GEOMETRIES, Geometry, SlotNotationError

DRAW_STOCK_CODE: Final = 0
DRAW_DISCARD_CODE: Final = 1
DISCARD_CODE: Final = 2
KNOCK_CODE: Final = 3
REVEAL_ALL_CODE: Final = 4
KEEP_CODE: Final = 5
REPLACE_BASE: Final = 100
FLIP_BASE: Final = 200
PEEK_BASE: Final = 300
FLIP_COLUMN_BASE: Final = 400
ARRANGE_BASE: Final = 1000

DRAW_STOCK: Final = Action(DRAW_STOCK_CODE, "draw stock")
DRAW_DISCARD: Final = Action(DRAW_DISCARD_CODE, "draw discard")
DISCARD: Final = Action(DISCARD_CODE, "discard")
KNOCK: Final = Action(KNOCK_CODE, "knock")
REVEAL_ALL: Final = Action(REVEAL_ALL_CODE, "reveal all")
KEEP: Final = Action(KEEP_CODE, "keep")

_WORDS: Final = {
    "draw stock": DRAW_STOCK,
    "stock": DRAW_STOCK,
    "draw": DRAW_STOCK,
    "draw from stock": DRAW_STOCK,
    "s": DRAW_STOCK,
    "draw discard": DRAW_DISCARD,
    "draw from discard": DRAW_DISCARD,
    "take discard": DRAW_DISCARD,
    "take": DRAW_DISCARD,
    "pile": DRAW_DISCARD,
    "discard pile": DRAW_DISCARD,
    "dd": DRAW_DISCARD,
    "discard": DISCARD,
    "discard held": DISCARD,
    "d": DISCARD,
    "knock": KNOCK,
    "k": KNOCK,
    "reveal all": REVEAL_ALL,
    "reveal": REVEAL_ALL,
    "keep": KEEP,
    "pass": KEEP,
    "no": KEEP,
    "done": KEEP,
    "stay": KEEP,
}
_SLOT_VERBS: Final = {
    "replace": REPLACE_BASE,
    "r": REPLACE_BASE,
    "swap": REPLACE_BASE,
    "put": REPLACE_BASE,
    "flip": FLIP_BASE,
    "f": FLIP_BASE,
    "turn": FLIP_BASE,
    "peek": PEEK_BASE,
    "look": PEEK_BASE,
    "p": PEEK_BASE,
}

NOTATION_HELP: Final = (
    "draw stock | draw discard | replace R,C | discard | flip R,C | flip column C | peek R,C | "
    "knock | reveal all | keep | arrange R,C R,C. Slots are row,col counted from 0 (row 0 is the "
    "far row). A slot alone (e.g. 1,2) means the one legal action on that slot."
)


@dataclass(frozen=True)
class ActionSet:
    """The interned actions of one layout shape."""

    geometry: Geometry
    replace: tuple[Action, ...]
    flip: tuple[Action, ...]
    peek: tuple[Action, ...]
    flip_column: tuple[Action, ...]
    arrange: dict[tuple[int, int], Action]
    by_text: dict[str, Action]


def _build(geometry: Geometry) -> ActionSet:
    t = geometry.slot_text
    size = geometry.size
    replace = tuple(Action(REPLACE_BASE + s, f"replace {t(s)}") for s in range(size))
    flip = tuple(Action(FLIP_BASE + s, f"flip {t(s)}") for s in range(size))
    peek = tuple(Action(PEEK_BASE + s, f"peek {t(s)}") for s in range(size))
    columns = tuple(
        Action(FLIP_COLUMN_BASE + c, f"flip column {c}") for c in range(geometry.cols)
    )
    arrange = {
        (a, b): Action(ARRANGE_BASE + a * 16 + b, f"arrange {t(a)} {t(b)}")
        for a in range(size)
        for b in range(size)
        if a != b
    }
    every = (DRAW_STOCK, DRAW_DISCARD, DISCARD, KNOCK, REVEAL_ALL, KEEP, *replace, *flip, *peek,
             *columns, *arrange.values())
    return ActionSet(
        geometry, replace, flip, peek, columns, arrange, {a.text: a for a in every}
    )


ACTION_SETS: Final[dict[Geometry, ActionSet]] = {g: _build(g) for g in GEOMETRIES.values()}
"""The interned actions of every Golf grid, built once at import (read-only)."""


def action_set(geometry: Geometry) -> ActionSet:
    """The interned actions for ``geometry`` (another shape gets a fresh set)."""
    found = ACTION_SETS.get(geometry)
    return found if found is not None else _build(geometry)


def slot_of(action: Action) -> int:
    """The slot a replace, flip or peek action names."""
    return action.code % 100


def arrange_slots(action: Action) -> tuple[int, int]:
    return divmod(action.code - ARRANGE_BASE, 16)


def parse(text: str, actions: ActionSet, legal: Sequence[Action] = ()) -> Action:
    """The action a text names, case and spacing forgiven. Raises ``IllegalAction`` if none."""
    words = " ".join(text.strip().lower().split())
    legal_texts = [a.text for a in legal]
    if words in _WORDS:
        return _WORDS[words]
    g = actions.geometry
    verb, _, rest = words.partition(" ")
    try:
        if verb in ("flip", "f", "turn") and rest.startswith(("column", "col")):
            number = rest.split(" ", 1)[1] if " " in rest else rest.lstrip("colum")
            col = int(number.strip())
            if not 0 <= col < g.cols:
                raise SlotNotationError("no_column", column=col, last=g.cols - 1)
            return actions.flip_column[col]
        if verb in ("column", "col") and rest.strip().isdecimal():
            col = int(rest)
            if not 0 <= col < g.cols:
                raise SlotNotationError("no_column", column=col, last=g.cols - 1)
            return actions.flip_column[col]
        if verb in _SLOT_VERBS and rest:
            slot = g.parse_slot(rest)
            base = _SLOT_VERBS[verb]
            table = {REPLACE_BASE: actions.replace, FLIP_BASE: actions.flip}.get(
                base, actions.peek
            )
            return table[slot]
        if verb in ("arrange", "move", "a") and rest:
            a, b = _two_slots(g, rest)
            if a == b:
                raise SlotNotationError("same_slot")
            return actions.arrange[(a, b)]
        if re.fullmatch(r"[\d\s,()rc]+", words):
            slot = g.parse_slot(words)
            matches = [x for x in legal if x.code < ARRANGE_BASE and x.code >= REPLACE_BASE
                       and x.code < FLIP_COLUMN_BASE and slot_of(x) == slot]
            if len(matches) == 1:
                return matches[0]
            raise IllegalAction(text, Text("golf.illegal.slot_alone"), legal_texts)
    except SlotNotationError as exc:
        raise IllegalAction(text, exc.why, legal_texts) from None
    except (ValueError, IndexError) as error:  # not `exc`: compiled, one name has one type
        if isinstance(error, IllegalAction):
            raise
        # e.g. "flip column x": a word where a number belongs
        raise IllegalAction(text, Text("golf.illegal.not_golf"), legal_texts) from None
    raise IllegalAction(text, Text("golf.illegal.not_an_action"), legal_texts)


def _two_slots(g: Geometry, rest: str) -> tuple[int, int]:
    numbers = re.findall(r"\d+", rest)
    if len(numbers) == 4:
        first, second = f"{numbers[0]},{numbers[1]}", f"{numbers[2]},{numbers[3]}"
        return g.parse_slot(first), g.parse_slot(second)
    if len(numbers) == 2:
        return g.parse_slot(numbers[0]), g.parse_slot(numbers[1])
    raise SlotNotationError("not_two_slots", text=quote(rest))
