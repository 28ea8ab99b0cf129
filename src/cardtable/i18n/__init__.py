"""Every word a person reads, in English, Persian or French (docs/i18n.md).

The texts live in Fluent files shipped in the package, ``locales/<language>/<domain>.ftl``, one
domain per game family plus ``common``, ``cli``, ``web``, ``errors`` and ``rules``. Code never
holds a finished sentence: scenes, errors and rule summaries carry a ``Text`` (a message id and its
arguments) and a front end renders it with ``messages(language)``.

Message ids are dotted (``fareeb.bid.order_up``), which Fluent identifiers cannot be: in the
files a dot is written as a dash (``fareeb-bid-order_up``). ``fluent_id`` is that mapping.

Rendering gives **parts** rather than a string so that each front end can draw cards its own way
(coloured faces in the terminal, small SVG faces with spoken names in the browser): an argument
named ``card``/``*_card`` (a card code), ``cards`` (a sentence of canonical notation, e.g. an
action text) or ``suit``/``*_suit`` (a suit letter) becomes a part of its own kind; everything
else is text. Numbers are formatted for the language: Persian gets Persian digits (۰-۹) and the
Arabic thousands separator.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from cardtable.engine.scene import ArgValue, Text

DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True, slots=True)
class Language:
    code: str
    name: str
    """The language's name in itself, as a switcher shows it."""
    direction: Literal["ltr", "rtl"]


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "ltr"),
    Language("fa", "فارسی", "rtl"),
    Language("fr", "Français", "ltr"),
)
LANGUAGE_CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES)

PartKind = Literal["text", "card", "cards", "suit", "code"]


@dataclass(frozen=True, slots=True)
class Part:
    """A piece of a rendered text: plain words, or a card, suit or notation to draw."""

    kind: PartKind
    text: str
    """What to show when the front end draws nothing special (e.g. ``J♥``, ``♥``)."""
    value: str | None = None
    """The canonical code of a card, a suit letter, or a notation sentence."""
    name: str | None = None
    """The spoken name in the language (``jack of hearts``), for screen readers."""


_RENDERED_LIMIT = 20_000
_PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_GROUPED = re.compile(r"(?<=[0-9]),(?=[0-9]{3})")
_SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
_CARD = re.compile(r"^(10|[2-9TJQKA])([SHDC])$")
_CARD_IN_TEXT = re.compile(r"(?<![\w.])(?:10|[2-9TJQKA])[SHDC](?![\w.])|(?<![\w.])JK(?![\w.])")
_SENTINEL_BASE = 0xE000
"""Arguments drawn as parts are passed to Fluent as one private-use character each, found again
in its output; a private-use character cannot occur in a catalog or a card code."""


def fluent_id(message_id: str) -> str:
    """``fareeb.bid.order_up`` -> ``fareeb-bid-order_up`` (the id as written in a .ftl file)."""
    return message_id.replace(".", "-")


def message_id(fluent_identifier: str) -> str:
    """The inverse of ``fluent_id``: message ids never contain a dash of their own."""
    return fluent_identifier.replace("-", ".")


def part_kind(arg_name: str) -> PartKind:
    if arg_name == "card" or arg_name.endswith("_card"):
        return "card"
    if arg_name == "cards" or arg_name.endswith("_cards"):
        return "cards"
    if arg_name == "suit" or arg_name.endswith("_suit"):
        return "suit"
    if arg_name == "code" or arg_name.endswith("_code"):
        return "code"
    return "text"


def card_face(code: str) -> str:
    """``JH`` -> ``J♥``, ``TS`` -> ``10♠``, ``JK`` -> ``Jk``: the index printed on a card."""
    code = code.upper()
    if code == "JK":
        return "Jk"
    m = _CARD.match(code)
    if m is None:
        return code
    rank = "10" if m.group(1) == "T" else m.group(1)
    return rank + _SUIT_SYMBOLS[m.group(2)]


class Messages:
    """The catalog of one language, with English behind it for an id it lacks."""

    def __init__(self, language: str) -> None:
        if language not in LANGUAGE_CODES:
            raise ValueError(
                f"language {language!r} is not available; choose one of {', '.join(LANGUAGE_CODES)}"
            )
        self.language = language
        self.direction = next(x.direction for x in LANGUAGES if x.code == language)
        self.bundle = _bundle(language)
        self.fallback = self if language == DEFAULT_LANGUAGE else messages(DEFAULT_LANGUAGE)
        self.arguments = _ids(language)
        self.ids = frozenset(self.arguments)
        # Scenes repeat the same texts move after move (statuses, badges, the log): a table
        # server renders each one once per language, not once per seat and move.
        self._rendered: dict[tuple[str, str], dict[str, object]] = {}

    def has(self, id: str) -> bool:
        return id in self.ids

    def parts(
        self, id: str, args: Mapping[str, ArgValue] | None = None, *, strict: bool = False
    ) -> list[Part]:
        """The message ``id`` with ``args`` filled in, as parts. KeyError if no language has it,
        or, when ``strict`` (tests), if the pattern names an argument not given."""
        source = self if id in self.ids else self.fallback
        if id not in source.ids:
            raise KeyError(id)
        slots: list[Part] = []
        fluent_args: dict[str, str | int | float] = {}
        for name, value in (args or {}).items():
            kind = part_kind(name)
            if value is None:
                fluent_args[name] = ""
            elif kind != "text" and isinstance(value, str):
                fluent_args[name] = chr(_SENTINEL_BASE + len(slots))
                slots.append(self._drawn(kind, value))
            elif isinstance(value, bool):
                fluent_args[name] = str(value).lower()
            else:
                fluent_args[name] = value
        message = source.bundle.get_message(fluent_id(id))
        assert message.value is not None  # _ids lists only messages that have a value
        formatted, errors = source.bundle.format_pattern(message.value, fluent_args)
        rendered = formatted if isinstance(formatted, str) else id
        if strict and errors:
            raise KeyError(f"{id}: {'; '.join(str(e) for e in errors)}")
        if self.language == "fa":
            rendered = persian_digits(rendered)
        return _split(rendered, slots)

    def rendered(self, id: str, args: object) -> dict[str, object]:
        """A text object as ``localize`` gives it, remembered (bounded) for the next time."""
        key = (id, repr(args))
        hit = self._rendered.get(key)
        if hit is not None:
            return hit
        safe_args = args if isinstance(args, dict) else {}
        try:
            parts = self.parts(id, safe_args)
            words = "".join(part.text for part in parts)
        except KeyError:  # an unknown id: show the id rather than fail the whole scene
            parts, words = [], id
        out: dict[str, object] = {"id": id, "args": args, "text": words}
        if any(part.kind != "text" for part in parts):
            out["parts"] = [
                {"kind": p.kind, "text": p.text, "value": p.value, "name": p.name} for p in parts
            ]
        if len(self._rendered) >= _RENDERED_LIMIT:
            self._rendered.clear()
        self._rendered[key] = out
        return out

    def text(self, message: Text) -> str:
        """A ``Text`` as plain words: cards as their printed index (``J♥``)."""
        return "".join(part.text for part in self.parts(message.id, message.args))

    def plain(self, message: Text) -> str:
        """A ``Text`` with its arguments exactly as given (cards as codes, ASCII digits): the
        canonical wording, for exceptions and logs."""
        source = self if message.id in self.ids else self.fallback
        if message.id not in source.ids:
            raise KeyError(message.id)
        args: dict[str, object] = {}
        for name, value in message.args.items():
            if value is None:
                args[name] = ""
            elif isinstance(value, bool):
                args[name] = str(value).lower()
            elif isinstance(value, int):  # 10000, not 10,000: the canonical form
                args[name] = fluent_number(value, useGrouping=False)
            else:
                args[name] = value
        pattern = source.bundle.get_message(fluent_id(message.id)).value
        assert pattern is not None
        formatted, _ = source.bundle.format_pattern(pattern, args)
        return formatted if isinstance(formatted, str) else message.id

    def format(self, id: str, **args: ArgValue) -> str:
        return "".join(part.text for part in self.parts(id, args))

    def patterns(self, prefix: str) -> dict[str, str]:
        """The messages whose id starts with ``prefix``, with ``{name}`` left where each
        argument goes (for a front end that fills in simple placeholders itself)."""
        out: dict[str, str] = {}
        for id in sorted(self.ids | self.fallback.ids):
            if id.startswith(prefix):
                names = (self if id in self.ids else self.fallback).arguments[id]
                out[id] = self.format(id, **{n: "{" + n + "}" for n in names})
        return out

    def number(self, value: int) -> str:
        """A number standing alone (a score in a table), in the language's digits."""
        return persian_digits(str(value)) if self.language == "fa" else str(value)

    def number_text(self, text: str) -> str:
        """Digits inside a short text made of numbers (``+3 → 12``), in the language's digits."""
        return persian_digits(text) if self.language == "fa" else text

    def card_name(self, code: str) -> str:
        """The spoken name of a card: ``jack of hearts``, ``سرباز دل``, ``valet de cœur``."""
        code = code.upper()
        if code == "JK":
            return self.format("common.card.joker")
        m = _CARD.match(code)
        if m is None:
            return code
        rank = "T" if m.group(1) == "10" else m.group(1)
        return self.format(
            "common.card.name",
            rank=self.format(f"common.rank.{rank}"),
            suit_name=self.format(f"common.suit.{m.group(2)}"),
        )

    def _drawn(self, kind: PartKind, value: str) -> Part:
        if kind == "card":
            code = value.upper()
            if code == "JK" or _CARD.match(code):
                return Part("card", card_face(code), code, self.card_name(code))
            return Part("text", value)
        if kind == "suit":
            if value in _SUIT_SYMBOLS:
                name = self.format(f"common.suit.{value}")
                return Part("suit", _SUIT_SYMBOLS[value], value, name)
            if self.has(f"common.suit.{value}"):  # a word such as "no trump"
                return Part("text", self.format(f"common.suit.{value}"))
            return Part("text", value)
        if kind == "code":  # notation as one types it: kept exactly, ASCII digits included
            # In a right-to-left text, isolated (FSI ... PDI) so that its brackets and
            # punctuation keep their left-to-right order inside the sentence.
            return Part("text", f"\u2068{value}\u2069" if self.direction == "rtl" else value)
        shown = _CARD_IN_TEXT.sub(lambda m: card_face(m.group()), value)
        return Part("cards", shown, value)


_ISOLATES = str.maketrans("", "", "\u2066\u2067\u2068\u2069")


def without_isolates(text: str) -> str:
    """``text`` without the bidirectional isolates a right-to-left text wraps notation in: a
    terminal lays text out in reading order and may draw them as boxes."""
    return text.translate(_ISOLATES)


def persian_digits(rendered: str) -> str:
    """ASCII digits to Persian ones, and ``1,000`` grouping to the Arabic thousands separator;
    digits inside a word of the notation (``10H``, ``P1.2``, ``holes(9)``, an option value such
    as ``two_columns_minus10``) stay as one types them."""
    return _NOTATION_WORD.sub(_persian_number, rendered)


_NOTATION_WORD = re.compile(r"[A-Za-z0-9_.,()\-]*[0-9][A-Za-z0-9_.,()\-]*")


def _persian_number(match: re.Match[str]) -> str:
    word = match.group()
    if re.search(r"[A-Za-z_]", word):
        return word
    return _GROUPED.sub("٬", word).translate(_PERSIAN_DIGITS)


def _split(rendered: str, slots: list[Part]) -> list[Part]:
    parts: list[Part] = []
    words: list[str] = []
    for ch in rendered:
        index = ord(ch) - _SENTINEL_BASE
        if 0 <= index < len(slots):
            if words:
                parts.append(Part("text", "".join(words)))
                words = []
            parts.append(slots[index])
        else:
            words.append(ch)
    if words:
        parts.append(Part("text", "".join(words)))
    return parts


def _files(language: str) -> Iterable[tuple[str, str]]:
    folder = resources.files("cardtable.i18n").joinpath("locales", language)
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".ftl"):
            yield entry.name, entry.read_text("utf-8")


@cache
def _bundle(language: str) -> FluentBundle:
    # Fluent would wrap each argument in bidi isolation marks; front ends isolate for themselves
    # (<bdi> in the browser), and a terminal would print the marks as stray characters.
    bundle = FluentBundle([language], use_isolating=False)
    for _name, source in _files(language):
        bundle.add_resource(FluentResource(source))
    return bundle


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _ids(language: str) -> dict[str, frozenset[str]]:
    """Every message id of ``language`` with the names of the arguments it uses."""
    found: dict[str, frozenset[str]] = {}
    for name, source in _files(language):
        resource = FluentParser().parse(source)
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                raise ValueError(f"{language}/{name}: not Fluent: {(entry.content or '')[:80]!r}")
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            id = message_id(entry.id.name)
            if id in found:
                raise ValueError(f"message id {id!r} is defined twice in {language} ({name})")
            variables = _Variables()
            variables.visit(entry.value)
            found[id] = frozenset(variables.names)
    return found


@cache
def messages(language: str = DEFAULT_LANGUAGE) -> Messages:
    """The catalog of ``language`` (loaded once: package data that never changes)."""
    return Messages(language)


def negotiate(accept_language: str | None) -> str:
    """The best of our languages for an HTTP ``Accept-Language`` header; English otherwise."""
    best: tuple[float, int, str] | None = None
    for order, item in enumerate((accept_language or "").split(",")):
        tag, _, params = item.strip().partition(";")
        code = tag.strip().lower().split("-")[0].split("_")[0]
        quality = 1.0
        for param in params.split(";"):
            key, _, raw = param.strip().partition("=")
            if key == "q":
                try:
                    quality = float(raw)
                except ValueError:
                    quality = 0.0
        if code in LANGUAGE_CODES and quality > 0:
            candidate = (-quality, order, code)
            if best is None or candidate < best:
                best = candidate
    return best[2] if best is not None else DEFAULT_LANGUAGE


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The terminal's language from ``LC_ALL``, ``LC_MESSAGES``, ``LANGUAGE`` or ``LANG``."""
    env = os.environ if environ is None else environ
    for key in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        raw = env.get(key, "")
        for candidate in raw.split(":"):
            code = candidate.split(".")[0].split("_")[0].split("-")[0].lower()
            if code in LANGUAGE_CODES:
                return code
            if code and code not in ("c", "posix"):
                break
    return DEFAULT_LANGUAGE


def catalog(language: str = DEFAULT_LANGUAGE) -> Messages:
    """Kept for older callers: the same as ``messages``."""
    return messages(language)


def localize(data: object, language: Messages) -> object:
    """A copy of JSON data (a scene) where every text object ``{"id", "args"}`` also carries
    ``"text"``, its words in ``language``, and, when it names cards or suits, ``"parts"``: the
    pieces a front end draws (``{"kind", "text", "value", "name"}``). Anything else is kept."""
    if isinstance(data, list):
        return [localize(item, language) for item in data]
    if not isinstance(data, dict):
        return data
    if len(data) == 2 and "id" in data and "args" in data and isinstance(data["id"], str):
        return language.rendered(data["id"], data["args"])
    return {key: localize(value, language) for key, value in data.items()}


def family_of(game: object) -> str:
    """The package a game lives in (``cardtable.games.fareeb.game`` -> ``fareeb``): the prefix of
    its message ids."""
    module = (game if isinstance(game, type) else type(game)).__module__.split(".")
    return module[2] if len(module) >= 3 and module[1] == "games" else module[-1]


def game_title(game: object, language: Messages) -> str:
    """A game's title in ``language``: its family's ``<family>.title.<name>`` message, else the
    game's own (English) title."""
    family = family_of(game)
    name = str(getattr(game, "name", ""))
    message_id = f"{family}.title.{name}"
    if language.has(message_id):
        return language.format(message_id)
    return str(getattr(game, "title", name))
