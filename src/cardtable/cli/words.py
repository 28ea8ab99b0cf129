"""Every word the terminal prints from a scene goes through ``Words.say``: a message id and its
arguments (a ``Text``) looked up in the catalog, with card and suit arguments drawn as coloured
faces (red hearts and diamonds, black spades and clubs; Rich drops colour under ``NO_COLOR``).

The terminal's own sentences are ``cli.*`` ids in ``i18n/locales/<language>/cli.ftl``,
translated with the rest; ``Words.cli`` is a shortcut for them.
"""

from __future__ import annotations

import re

from rich.text import Text as RichText

from cardtable.cards import RANK_NAMES, RANKS, SUIT_SYMBOLS, SUITS
from cardtable.engine.scene import ArgValue, Text, text
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, Part, messages

RED = "red"
BLACK = "bold"
"""Black suits keep the terminal's own foreground (black on a dark terminal would vanish)."""

CARD_CODE = re.compile(r"(?<![\w.])(?:10|[2-9TJQKA])[SHDC](?![\w.])|(?<![\w.])JK(?![\w.])")
"""A card in the canonical notation inside a sentence (``play JH``), to colour it."""

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

    def __init__(self, language: str = DEFAULT_LANGUAGE) -> None:
        self.messages: Messages = messages(language)

    def say(self, message: Text) -> RichText:
        """A text with its arguments filled in; cards and suits as coloured faces."""
        if not self.messages.has(message.id) and not self.messages.fallback.has(message.id):
            # an id no catalog has: show it rather than crash mid-game
            return RichText(message.id + " " + str(dict(message.args)))
        return self._draw(self.messages.parts(message.id, message.args), {})

    def plain(self, message: Text) -> str:
        return self.say(message).plain

    def cli(self, id: str, **args: ArgValue | RichText) -> RichText:
        """A ``cli.*`` message; arguments may already be rich texts (a list of cards)."""
        rich = {name: value for name, value in args.items() if isinstance(value, RichText)}
        # A rich argument goes through Fluent as a card-like slot and is put back drawn.
        plain: dict[str, ArgValue] = {}
        for name, value in args.items():
            if isinstance(value, RichText):
                plain[f"{name}"] = _RICH_MARK + name
            else:
                plain[name] = value
        return self._draw(self.messages.parts(f"cli.{id}", plain), rich)

    def _draw(self, parts: list[Part], rich: dict[str, RichText]) -> RichText:
        out = RichText()
        for part in parts:
            if part.value is not None and part.value.startswith(_RICH_MARK):
                out.append_text(rich.get(part.value.removeprefix(_RICH_MARK), RichText("")))
            elif part.kind == "card" and part.value is not None:
                out.append_text(card_face(part.value))
            elif part.kind == "suit" and part.value is not None:
                out.append(part.text, style=suit_style(part.value))
            elif part.kind == "cards" and part.value is not None:
                out.append_text(self.codes(part.value))
            else:
                _append_with_rich(out, part.text, rich)
        return out

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


_RICH_MARK = "\ue0ff"
"""Marks a rich argument (already drawn) inside the words Fluent returns; private use."""
_RICH_ARG = re.compile(_RICH_MARK + r"(\w+)")


def _append_with_rich(out: RichText, words: str, rich: dict[str, RichText]) -> None:
    at = 0
    for m in _RICH_ARG.finditer(words):
        out.append(words[at : m.start()])
        out.append_text(rich.get(m.group(1), RichText("")))
        at = m.end()
    out.append(words[at:])
