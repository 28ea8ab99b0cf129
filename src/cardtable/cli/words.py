"""Every word the terminal prints from a scene goes through ``Words.say``: a message id and its
arguments (a ``Text``) looked up in the catalog, with card and suit arguments drawn as coloured
faces (red hearts and diamonds, black spades and clubs; Rich drops colour under ``NO_COLOR``).

The terminal's own sentences are ``cli.*`` ids in ``i18n/en/cli.json``, so the languages issue
translates them with the rest; ``Words.cli`` is a shortcut for them.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping

from rich.text import Text as RichText

from cardtable.cards import RANK_NAMES, RANKS, SUIT_SYMBOLS, SUITS
from cardtable.engine.scene import ArgValue, Text, text
from cardtable.i18n import catalog

RED = "red"
BLACK = "bold"
"""Black suits keep the terminal's own foreground (black on a dark terminal would vanish)."""

CARD_CODE = re.compile(r"(?<![\w.])(?:10|[2-9TJQKA])[SHDC](?![\w.])|(?<![\w.])JK(?![\w.])")
"""A card in the canonical notation inside a sentence (``play JH``), to colour it."""

_FORMATTER = string.Formatter()


def suit_style(suit: str) -> str:
    return RED if suit in "HD" else BLACK


def card_face(code: str) -> RichText:
    """``JH`` -> ``J♥`` in red; ``TS`` -> ``10♠``; ``JK`` -> ``Jk``."""
    code = code.upper()
    if code == "JK":
        return RichText("Jk", style="magenta")
    rank, suit = code[:-1], code[-1]
    if rank in RANKS:
        rank = RANK_NAMES[RANKS.index(rank)]
    return RichText(rank + SUIT_SYMBOLS[SUITS.index(suit)], style=suit_style(suit))


class Words:
    """The catalog of one language, and how arguments look on a terminal."""

    def __init__(self, messages: Mapping[str, str] | None = None) -> None:
        self.messages = dict(messages) if messages is not None else catalog("en")

    def say(self, message: Text) -> RichText:
        """A text with its arguments filled in; cards and suits as coloured faces."""
        pattern = self.messages.get(message.id)
        if pattern is None:  # an id this catalog lacks: show it rather than crash mid-game
            return RichText(message.id + " " + str(dict(message.args)))
        out = RichText()
        for literal, name, _spec, _conv in _FORMATTER.parse(pattern):
            out.append(literal)
            if name is None:
                continue
            out.append_text(self.arg(name, message.args.get(name)))
        return out

    def plain(self, message: Text) -> str:
        return self.say(message).plain

    def cli(self, id: str, **args: ArgValue | RichText) -> RichText:
        """A ``cli.*`` message; arguments may already be rich texts (a list of cards)."""
        pattern = self.messages[f"cli.{id}"]
        out = RichText()
        for literal, name, _spec, _conv in _FORMATTER.parse(pattern):
            out.append(literal)
            if name is None:
                continue
            value = args.get(name)
            if isinstance(value, RichText):
                out.append_text(value)
            else:
                out.append_text(self.arg(name, value))
        return out

    def arg(self, name: str, value: ArgValue) -> RichText:
        if value is None:
            return RichText("")
        raw = str(value)
        if name == "card" or name.endswith("_card"):
            return card_face(raw) if CARD_CODE.fullmatch(raw) else RichText(raw)
        if name == "cards":
            return self.codes(raw)
        if name == "suit" or name.endswith("_suit"):
            if raw in SUITS:
                return RichText(SUIT_SYMBOLS[SUITS.index(raw)], style=suit_style(raw))
            if f"cli.suit.{raw}" in self.messages:
                return RichText(self.messages[f"cli.suit.{raw}"])
        return RichText(raw)

    def codes(self, sentence: str) -> RichText:
        """A sentence (an action text) with every card code in it drawn as a face."""
        out = RichText()
        at = 0
        for m in CARD_CODE.finditer(sentence):
            out.append(sentence[at : m.start()])
            out.append_text(card_face(m.group()))
            at = m.end()
        out.append(sentence[at:])
        return out

    def seat(self, seat: int) -> str:
        return self.plain(text("common.seat.name", seat=seat))
