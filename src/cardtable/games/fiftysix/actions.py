"""56's actions, their notation, and the parser that reads what people type (fiftysix.md §4.1).

A bid is spoken in one of the seed's forms, and the form is kept: it is what partners signal
with, so the auction history shows it and the record replays it. Each form is its own action,
with the same effect as the others of the same bid:

* ``28 clubs`` (number then suit) and ``clubs 28`` (suit then number);
* ``28 no trumps`` and ``28 No`` (both no trumps);
* once a bid exists, ``plus 2 diamonds`` and ``plus 1 No``: the current value raised by k.

Other actions: ``pass``, ``double``, ``redouble``, ``surrender`` (a defender offers to concede
the cot), ``no surrender`` (a defender lets the moment pass), ``accept`` / ``insist`` (the
bidder's answer) and ``play JH``. Codes order the legal lists.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from cardtable.cards import (
    SUIT_NAMES,
    CardNotationError,
    card_text,
    parse_face,
    parse_suit,
)
from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalAction
from cardtable.engine.scene import Text
from cardtable.games.fiftysix.ranking import NO_TRUMP

MIN_BID: Final = 28
MAX_BID: Final = 56
MAX_RAISE: Final = MAX_BID - MIN_BID

PASS: Final = Action(0, "pass")
DOUBLE: Final = Action(1, "double")
REDOUBLE: Final = Action(2, "redouble")

BID_BASE: Final = 100
"""``BID_BASE + (value - 28) * 10 + denom * 2 + form``."""
PLUS_BASE: Final = 400
"""``PLUS_BASE + k * 5 + denom``."""
SURRENDER: Final = Action(600, "surrender")
NO_SURRENDER: Final = Action(601, "no surrender")
ACCEPT: Final = Action(602, "accept")
INSIST: Final = Action(603, "insist")
PLAY_BASE: Final = 700

NUMBER_FIRST: Final = 0
SUIT_FIRST: Final = 1
"""Forms of a suit bid. For no trumps, form 0 is ``28 no trumps`` and form 1 is ``28 No``."""


def _bid_text(value: int, denom: int, form: int) -> str:
    if denom == NO_TRUMP:
        return f"{value} no trumps" if form == NUMBER_FIRST else f"{value} No"
    name = SUIT_NAMES[denom]
    return f"{value} {name}" if form == NUMBER_FIRST else f"{name} {value}"


def _plus_text(k: int, denom: int) -> str:
    if denom == NO_TRUMP:
        return f"plus {k} No"
    name = SUIT_NAMES[denom]
    return f"plus {k} {name[:-1] if k == 1 else name}"


BID: Final[dict[tuple[int, int, int], Action]] = {
    (v, d, form): Action(BID_BASE + (v - MIN_BID) * 10 + d * 2 + form, _bid_text(v, d, form))
    for v in range(MIN_BID, MAX_BID + 1)
    for d in range(5)
    for form in (NUMBER_FIRST, SUIT_FIRST)
}
PLUS: Final[dict[tuple[int, int], Action]] = {
    (k, d): Action(PLUS_BASE + k * 5 + d, _plus_text(k, d))
    for k in range(1, MAX_RAISE + 1)
    for d in range(5)
}
PLAY: Final = tuple(Action(PLAY_BASE + f, f"play {card_text(f)}") for f in range(52))

_ABSOLUTE: Final = sorted(BID.values())
_PLUS_ALL: Final = sorted(PLUS.values())



def is_bid(action: Action) -> bool:
    return BID_BASE <= action.code < SURRENDER.code


def is_play(action: Action) -> bool:
    return action.code >= PLAY_BASE


def bid_value(action: Action, high: int) -> int:
    """The value a bid action names when the current bid is ``high`` (0: no bid yet)."""
    code = action.code
    if code >= PLUS_BASE:
        return high + (code - PLUS_BASE) // 5
    return MIN_BID + (code - BID_BASE) // 10


def bid_denom(action: Action) -> int:
    """0-3 for a suit, 4 (``NO_TRUMP``) for no trumps."""
    code = action.code
    if code >= PLUS_BASE:
        return (code - PLUS_BASE) % 5
    return (code - BID_BASE) % 10 // 2


def raise_of(action: Action) -> int:
    """k of a ``plus k`` bid (0 for the absolute forms)."""
    return (action.code - PLUS_BASE) // 5 if action.code >= PLUS_BASE else 0


def face_of_play(action: Action) -> int:
    return action.code - PLAY_BASE


def _bids_above(high: int) -> tuple[Action, ...]:
    absolute = [a for a in _ABSOLUTE if bid_value(a, high) > high]
    raises = [a for a in _PLUS_ALL if high and bid_value(a, high) <= MAX_BID]
    return tuple(absolute + raises)


OPENING_BIDS: Final = _bids_above(0)
"""Every bid when nobody has bid: the four opening forms of each value 28-56."""
BIDS_OVER: Final[tuple[tuple[Action, ...], ...]] = tuple(
    _bids_above(high) if high >= MIN_BID else () for high in range(MAX_BID + 1)
)
"""``BIDS_OVER[v]``: every bid over a current bid of ``v``, the ``plus`` forms included."""
BIDS_ALLOWED: Final[tuple[frozenset[Action], ...]] = (
    frozenset(OPENING_BIDS), *(frozenset(bids) for bids in BIDS_OVER[1:])
)
"""``BIDS_ALLOWED[v]``: the bids of ``OPENING_BIDS`` (v = 0) or ``BIDS_OVER[v]``, as a set."""

BY_TEXT: Final[dict[str, Action]] = {
    a.text: a
    for a in (
        PASS, DOUBLE, REDOUBLE, SURRENDER, NO_SURRENDER, ACCEPT, INSIST,
        *BID.values(), *PLUS.values(), *PLAY,
    )
}
"""Every action by its own text (each text names one action)."""
assert len(BY_TEXT) == 7 + len(BID) + len(PLUS) + len(PLAY)

_WORDS: Final = {
    "pass": PASS,
    "p": PASS,
    "no bid": PASS,
    "double": DOUBLE,
    "dbl": DOUBLE,
    "x": DOUBLE,
    "redouble": REDOUBLE,
    "rdbl": REDOUBLE,
    "xx": REDOUBLE,
    "surrender": SURRENDER,
    "offer surrender": SURRENDER,
    "offer": SURRENDER,
    "concede": SURRENDER,
    "no surrender": NO_SURRENDER,
    "no offer": NO_SURRENDER,
    "decline": NO_SURRENDER,
    "play on": INSIST,
    "accept": ACCEPT,
    "accept surrender": ACCEPT,
    "insist": INSIST,
    "insist on playing": INSIST,
}

_NUMBER_WORDS: Final = {
    w: i
    for i, w in enumerate(
        (
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen", "twenty",
        )
    )
}
for _unit, _value in list(_NUMBER_WORDS.items())[1:10]:
    _NUMBER_WORDS[f"twenty-{_unit}"] = 20 + _value
    _NUMBER_WORDS[f"twenty {_unit}"] = 20 + _value

_NT_LONG: Final = {
    "no trumps", "no trump", "notrumps", "notrump", "nt", "n", "no-trumps", "no-trump"
}

NOTATION_HELP: Final = (
    "pass | double | redouble | bids: 28 clubs, clubs 28, 28 no trumps, 28 No (any value 28-56; "
    "30H, 28NT and 'bid 30H' also work) and, once someone has bid, plus 2 diamonds or plus 1 No "
    "(the current bid raised by that much) | surrender | no surrender | accept | insist | "
    "play <card>. Cards are rank+suit: 9H, TD or 10D, JS, AC; a card alone means play it."
)

_COMPACT: Final = re.compile(r"^(\d+)\s*([a-z♠♥♦♣♤♡♢♧]+)$")
_COMPACT_SUIT_FIRST: Final = re.compile(r"^([a-z♠♥♦♣♤♡♢♧]+)\s*(\d+)$")


def summarise(legal: Sequence[Action]) -> list[str]:
    """The legal actions for an error message: bids (up to 420 of them) in one line."""
    bids = [a for a in legal if is_bid(a)]
    if len(bids) < 10:
        return [a.text for a in legal]
    values = [bid_value(a, 0) for a in bids if a.code < PLUS_BASE]
    raises = [raise_of(a) for a in bids if a.code >= PLUS_BASE]
    low, high = min(values), max(values)
    line = (
        f"a bid of {low} to {high} ({low} spades, spades {low}, {low} no trumps, {low} No ...)"
        if low < high
        else f"a bid of {low} ({low} spades, spades {low}, {low} no trumps, {low} No ...)"
    )
    if raises:
        line += f" or plus 1 to plus {max(raises)} with a suit or No"
    return [*(a.text for a in legal if not is_bid(a)), line]


def parse(text: str, legal: Sequence[Action] = ()) -> Action:
    """The action a text names, case and spacing forgiven. Raises ``IllegalAction`` if none."""
    words = " ".join(text.strip().lower().split())
    legal_texts = summarise(legal)
    if words.startswith("bid "):
        words = words[4:]
    if words in _WORDS:
        return _WORDS[words]
    try:
        action = _parse_bid(words)
        if action is not None:
            return action
        verb, _, rest = words.partition(" ")
        if verb == "play" and rest:
            return PLAY[_suited(_face(rest))]
        if not rest and len(verb) <= 3:  # a card alone: "JH", "10h"
            return PLAY[_suited(_face(verb))]
    except _BadBid as exc:
        raise IllegalAction(text, exc.why, legal_texts) from None
    raise IllegalAction(text, Text("fiftysix.illegal.unknown"), legal_texts)


class _BadBid(ValueError):
    """Text that is a bid or a card in form but not a possible one (27, 57, plus 0, ZZ ...),
    with the reason as a message id (``fiftysix.illegal.*``)."""

    def __init__(self, id: str, **args: str | int) -> None:
        super().__init__(id)
        self.why = Text(id, args)


def _parse_bid(words: str) -> Action | None:
    """A bid in any of the spoken forms, or None when the text is not shaped like a bid."""
    if words.startswith("plus "):
        return _parse_plus(words[5:])
    parts = words.split(" ", 1)
    if len(parts) == 2 and parts[0].isdecimal():
        return _absolute(int(parts[0]), parts[1], NUMBER_FIRST)
    if len(parts) == 2 and parts[1].isdecimal():
        return _absolute(int(parts[1]), parts[0], SUIT_FIRST)
    compact = _COMPACT.match(words)
    if compact and int(compact.group(1)) > 10:  # "10h" is a card, "30h" a bid
        return _absolute(int(compact.group(1)), compact.group(2), NUMBER_FIRST)
    compact = _COMPACT_SUIT_FIRST.match(words)
    if compact and int(compact.group(2)) > 10:
        return _absolute(int(compact.group(2)), compact.group(1), SUIT_FIRST)
    return None


def _absolute(value: int, denom_text: str, form: int) -> Action:
    if not MIN_BID <= value <= MAX_BID:
        raise _BadBid("fiftysix.illegal.bid_range", low=MIN_BID, high=MAX_BID, value=value)
    if denom_text == "no":
        if form == SUIT_FIRST:
            raise _BadBid("fiftysix.illegal.number_first")
        return BID[(value, NO_TRUMP, SUIT_FIRST)]
    if denom_text in _NT_LONG:
        return BID[(value, NO_TRUMP, NUMBER_FIRST)]
    return BID[(value, _suit(denom_text), form)]


def _parse_plus(rest: str) -> Action:
    amount, denom_text = _split_amount(rest)
    if not 1 <= amount <= MAX_RAISE:
        raise _BadBid("fiftysix.illegal.raise_range", most=MAX_RAISE, amount=amount)
    if denom_text == "no" or denom_text in _NT_LONG:
        return PLUS[(amount, NO_TRUMP)]
    return PLUS[(amount, _suit(denom_text))]


def _split_amount(rest: str) -> tuple[int, str]:
    """``2 diamonds`` / ``two diamonds`` / ``twenty one No`` -> (amount, denomination text)."""
    for words in (3, 2, 1):
        parts = rest.split(" ", words)
        if len(parts) <= words:
            continue
        head, tail = " ".join(parts[:words]), parts[words]
        if head.isdecimal():
            return int(head), tail
        if head in _NUMBER_WORDS:
            return _NUMBER_WORDS[head], tail
    raise _BadBid("fiftysix.illegal.plus_form", got=repr(rest))


def _suit(text: str) -> int:
    try:
        return parse_suit(text)
    except CardNotationError:
        raise _BadBid("fiftysix.illegal.not_a_suit", text=repr(text)) from None


def _face(text: str) -> int:
    try:
        return parse_face(text)
    except CardNotationError:
        raise _BadBid("fiftysix.illegal.not_a_card", text=repr(text)) from None


def _suited(f: int) -> int:
    if f >= 52:
        raise _BadBid("fiftysix.illegal.no_jokers")
    return f
