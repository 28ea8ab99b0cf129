"""Power-card Golf actions, their notation and the forgiving parser (golf.md §0.7, §2.0-2.6).

Canonical texts (``N`` is a slot of your own layout counted from 1; ``P2.3`` is slot 3 of
player 2's layout):

=========================  ======================================================
``draw stock``              take the top stock card (only you see it)
``draw discard``            take the top discard (everyone sees it)
``use discard``             Cactus: use the power of the top discard, then discard it again
``call cabo``               the game's call (``call pablo``, ``call cactus`` ...)
``discard``                 discard the card drawn from the stock
``done``                    end your turn without calling
``pass``                    decline to match or snap now
``replace N``               put the held card into your slot N; the old card is discarded
``multi N``                 Pablo: nominate your slot N for a multi-card replacement
``match P1.2``              Cabo: nominate a target card to match the held card against
``reveal``                  reveal the nominated cards (Pablo multi-replace, Cabo match)
``peek P1.2``               look at a card (start of the hand, or a power)
``look P1.2``               Pablo 7: look at an opponent's card before the swap
``look P0.1 P1.2``          Cumbia J: look at your card and an opponent's
``swap P0.1 P1.2``          blind swap of two cards (K, Q, J, 10 powers)
``swap``                    Cumbia J: after looking, swap the two cards
``keep``                    decline an optional swap, or leave a vacated slot empty
``give N``                  move your slot N into the opponent's slot being filled
``shuffle P1``              Malaysian joker: shuffle player 1's layout
``claim P1.2``              Cumbia: claim a card of any layout as equal to the top discard
``snap N``                  Cactus: discard your slot N as equal to the top discard
=========================  ======================================================

No action names a card, so every action text is public.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalAction
from cardtable.engine.scene import Text

# Kinds, in the order legal lists show them.
K_DRAW_STOCK: Final = 1
K_DRAW_DISCARD: Final = 2
K_USE_DISCARD: Final = 3
K_CALL: Final = 4
K_DISCARD: Final = 5
K_DONE: Final = 6
K_PASS: Final = 7
K_REVEAL: Final = 8
K_KEEP: Final = 9
K_SWAP_YES: Final = 10
K_REPLACE: Final = 20
K_MULTI: Final = 21
K_GIVE: Final = 22
K_SNAP: Final = 23
K_PEEK: Final = 30
K_LOOK: Final = 31
K_MATCH: Final = 32
K_CLAIM: Final = 33
K_SHUFFLE: Final = 34
K_SWAP2: Final = 40
K_LOOK2: Final = 41

KIND: Final = 100_000_000
"""code = kind * KIND + a * PAIR + b."""
PAIR: Final = 10_000
REF: Final = 1000
"""A slot reference is ``player * REF + slot``."""

_SIMPLE: Final = {
    K_DRAW_STOCK: "draw stock",
    K_DRAW_DISCARD: "draw discard",
    K_USE_DISCARD: "use discard",
    K_DISCARD: "discard",
    K_DONE: "done",
    K_PASS: "pass",
    K_REVEAL: "reveal",
    K_KEEP: "keep",
    K_SWAP_YES: "swap",
}
_OWN: Final = {K_REPLACE: "replace", K_MULTI: "multi", K_GIVE: "give", K_SNAP: "snap"}
_REF: Final = {K_PEEK: "peek", K_LOOK: "look", K_MATCH: "match", K_CLAIM: "claim"}
_PAIR: Final = {K_SWAP2: "swap", K_LOOK2: "look"}

_SYNONYMS: Final = {
    "stock": "draw stock",
    "draw": "draw stock",
    "s": "draw stock",
    "draw from stock": "draw stock",
    "take": "draw discard",
    "take discard": "draw discard",
    "pile": "draw discard",
    "draw from discard": "draw discard",
    "dd": "draw discard",
    "d": "discard",
    "end": "done",
    "end turn": "done",
    "no call": "done",
    "decline": "pass",
    "p": "pass",
    "no": "keep",
    "leave": "keep",
    "yes": "swap",
    "use power of discard": "use discard",
    "use discard power": "use discard",
}

_OWN_RE: Final = re.compile(r"^(replace|r|multi|m|give|g|snap)\s*(\d+)$")
_REF_RE: Final = re.compile(r"^(peek|look|match|claim)\s*p(\d+)\s*[.:,]\s*(\d+)$")
_SHUFFLE_RE: Final = re.compile(r"^shuffle\s*p(\d+)$")
_PAIR_RE: Final = re.compile(r"^(swap|look)\s*p(\d+)\s*[.:,]\s*(\d+)\s+p(\d+)\s*[.:,]\s*(\d+)$")
_OWN_WORDS: Final = {"r": "replace", "m": "multi", "g": "give"}

NOTATION_HELP: Final = (
    "draw stock | draw discard | replace N | discard | peek P1.2 | swap P0.1 P1.2 | look P1.2 | "
    "give N | multi N | match P1.2 | reveal | claim P1.2 | snap N | pass | call | done | keep. "
    "N is one of your own slots counted from 1; P1.2 is slot 2 of player 1."
)


def ref_text(ref: int) -> str:
    return f"P{ref // REF}.{ref % REF + 1}"


class ActionTable:
    """The interned actions of one game (made on first use, then shared by every state)."""

    def __init__(self, call_word: str) -> None:
        self.call_text = f"call {call_word}" if call_word else "call"
        self.call_word = call_word
        self._by_code: dict[int, Action] = {}

    def get(self, code: int) -> Action:
        found = self._by_code.get(code)
        if found is None:
            found = self._by_code[code] = Action(code, self._text(code))
        return found

    def simple(self, kind: int) -> Action:
        return self.get(kind * KIND)

    def own(self, kind: int, slot: int) -> Action:
        return self.get(kind * KIND + slot)

    def ref(self, kind: int, player: int, slot: int) -> Action:
        return self.get(kind * KIND + player * REF + slot)

    def pair(self, kind: int, a: int, b: int) -> Action:
        """A two-slot action; ``a`` and ``b`` are refs (blind swaps are stored in order)."""
        return self.get(kind * KIND + a * PAIR + b)

    def _text(self, code: int) -> str:
        kind, rest = divmod(code, KIND)
        if kind == K_CALL:
            return self.call_text
        if kind in _SIMPLE:
            return _SIMPLE[kind]
        if kind in _OWN:
            return f"{_OWN[kind]} {rest + 1}"
        if kind in _REF:
            return f"{_REF[kind]} {ref_text(rest)}"
        if kind == K_SHUFFLE:
            return f"shuffle P{rest // REF}"
        a, b = divmod(rest, PAIR)
        return f"{_PAIR[kind]} {ref_text(a)} {ref_text(b)}"

    def parse(self, text: str, legal: Sequence[Action] = ()) -> Action:
        """The action a text names (case, spacing and common synonyms forgiven)."""
        raw = " ".join(text.strip().lower().split())
        for action in legal:
            if action.text.lower() == raw:
                return action
        raw = _SYNONYMS.get(raw, raw)
        if raw in ("call", self.call_text) or (self.call_word and raw == self.call_word) or (
            self.call_word == "dacz" and raw in ("dutch", "call dutch")
        ):
            return self.simple(K_CALL)
        for kind, word in _SIMPLE.items():
            if raw == word:
                return self.simple(kind)
        found = _OWN_RE.match(raw)
        if found:
            word = _OWN_WORDS.get(found.group(1), found.group(1))
            kind = next(k for k, w in _OWN.items() if w == word)
            return self.own(kind, self._slot(found.group(2), text))
        found = _REF_RE.match(raw)
        if found:
            kind = next(k for k, w in _REF.items() if w == found.group(1))
            return self.ref(kind, self._player(found.group(2), text),
                            self._slot(found.group(3), text))
        found = _SHUFFLE_RE.match(raw)
        if found:
            return self.ref(K_SHUFFLE, self._player(found.group(1), text), 0)
        found = _PAIR_RE.match(raw)
        if found:
            a = self._player(found.group(2), text) * REF + self._slot(found.group(3), text)
            b = self._player(found.group(4), text) * REF + self._slot(found.group(5), text)
            if found.group(1) == "swap":
                return self.pair(K_SWAP2, min(a, b), max(a, b))
            return self.pair(K_LOOK2, a, b)  # your own card first
        raise IllegalAction(
            text, Text("golfp.illegal.not_an_action"),
            [a.text for a in legal],
        )

    @staticmethod
    def _slot(digits: str, text: str) -> int:
        number = int(digits)
        if not 1 <= number <= 999:
            raise IllegalAction(text, Text("golfp.illegal.slot_from_1"))
        return number - 1

    @staticmethod
    def _player(digits: str, text: str) -> int:
        number = int(digits)
        if number > 99:
            raise IllegalAction(text, Text("golfp.illegal.player_from_0"))
        return number


def kind_of(action: Action) -> int:
    return action.code // KIND
