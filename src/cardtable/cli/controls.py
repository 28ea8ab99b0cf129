"""The viewer's controls at a terminal: a compact numbered list, pickers by short form, and how
a typed line becomes an action.

A line is read, in order, as: a number in the list; an action text; the game's own notation
(``Game.parse_action``); a **short form**. The short form is generic (no game knowledge):

* the line is cut into tokens at spaces and where letters and digits meet (``30H`` is
  ``30 H``, ``p2s`` is ``p 2 s``);
* it names an action when its tokens, in order, start words of the action text, the first
  word included (a number must be the whole word): ``30 h`` is ``30 hearts``, ``plus 2 s`` is
  ``plus 2 spades``, ``ord`` is ``order up``;
* or, for a picker, when each field of one of its choices is named by one token, its value or
  the start of its label, in any order (``S 2 plus``);
* among several candidates, one whose words are all given, and then the most words given in
  full, wins; otherwise the candidates are listed and nothing is sent.

A picker is never listed choice by choice: the terminal states each field's range, read from
the choices still offered (``value 30-56``), and a few short forms that work.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.text import Text as RichText

from cardtable.cli.words import Words
from cardtable.engine.scene import (
    ButtonControl,
    Control,
    PickerControl,
    PointControl,
    SelectControl,
)

_TOKEN = re.compile(r"\d+|[^\W\d_]+|\S")


@dataclass(frozen=True, slots=True)
class Item:
    """A numbered line of the list: one action."""

    number: int
    action: str
    control: PointControl | ButtonControl | SelectControl


@dataclass(frozen=True, slots=True)
class Menu:
    items: tuple[Item, ...]
    pickers: tuple[PickerControl, ...]

    @property
    def actions(self) -> list[str]:
        """Every action reachable (numbered ones first, then the pickers')."""
        return [i.action for i in self.items] + [
            c.action for p in self.pickers for c in p.choices
        ]


def build_menu(controls: tuple[Control, ...]) -> Menu:
    """Numbered items: buttons first, then each select-then-confirm group (its positions, then
    its confirm button), then card and slot controls; pickers apart."""
    groups: dict[str, list[PointControl | ButtonControl]] = {}
    plain_buttons: list[ButtonControl] = []
    points: list[PointControl] = []
    selects: list[SelectControl] = []
    pickers: list[PickerControl] = []
    for c in controls:
        if isinstance(c, PickerControl):
            pickers.append(c)
        elif isinstance(c, SelectControl):
            selects.append(c)
        elif c.group is not None:
            groups.setdefault(c.group, []).append(c)
        elif isinstance(c, ButtonControl):
            plain_buttons.append(c)
        else:
            points.append(c)
    ordered: list[tuple[str, PointControl | ButtonControl | SelectControl]] = []
    ordered += [(b.action, b) for b in plain_buttons]
    for members in groups.values():
        members.sort(key=lambda c: isinstance(c, ButtonControl))  # confirm last
        ordered += [(m.action, m) for m in members]
    ordered += [(p.action, p) for p in points]
    ordered += [(s.action, sel) for sel in selects for s in sel.selections]
    items = tuple(Item(n, action, c) for n, (action, c) in enumerate(ordered, 1))
    return Menu(items, tuple(pickers))


# ------------------------------------------------------------------ showing


def render_menu(menu: Menu, words: Words) -> RenderableType:
    """The list: one block per kind of control (items laid out in columns, never cut inside an
    item), controls open out of turn under one "(any time)" line, a picker as its ranges and
    examples."""
    blocks: list[tuple[bool, list[RichText]]] = []
    previous: object = None
    for item in menu.items:
        c = item.control
        kind: object = ("group", c.group) if not isinstance(c, SelectControl) and c.group else (
            "select", c.id) if isinstance(c, SelectControl) else c.kind
        kind = (kind, c.out_of_turn)
        if kind != previous:
            blocks.append((c.out_of_turn, []))
        previous = kind
        label = words.codes(item.action) if isinstance(c, SelectControl) else words.say(c.label)
        blocks[-1][1].append(RichText(f"{item.number}) ", style="cyan") + label)
    out: list[RenderableType] = []
    was_out_of_turn = False
    for out_of_turn, cells in blocks:
        if out_of_turn and not was_out_of_turn:
            out.append(words.cli("control.out_of_turn"))
        was_out_of_turn = out_of_turn
        out.append(cells[0] if len(cells) == 1 else Columns(cells, padding=(0, 2)))
    for picker in menu.pickers:
        out += describe_picker(picker, words)
    return Group(*out)


def describe_picker(picker: PickerControl, words: Words) -> list[RichText]:
    """``Bid: type the short form, e.g. 30h, plus 2 s`` and one line per field's range."""
    examples = ", ".join(picker_examples(picker))
    lines = [words.cli("picker.type", label=words.say(picker.label), examples=examples)]
    for f in picker.fields:
        used = {c.values[f.name] for c in picker.choices if f.name in c.values}
        options = [o for o in f.options if o.value in used]
        if not options:
            continue
        values = field_range([o.value for o in options])
        if values is None:
            shown = RichText(" ").join(
                [RichText(o.value + "=") + words.say(o.label)
                 if words.plain(o.label) != o.value else words.say(o.label) for o in options]
            )
        else:
            shown = RichText(values)
        lines.append(RichText("   ") + words.cli("picker.field", field=words.say(f.label),
                                                  values=shown))
    return lines


def field_range(values: list[str]) -> str | None:
    """Whole numbers as runs (``28-40, 42``); None when the values are not all numbers."""
    if not values or not all(v.isdigit() for v in values):
        return None
    numbers = sorted({int(v) for v in values})
    runs: list[str] = []
    start = prev = numbers[0]
    for n in [*numbers[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        runs.append(str(start) if start == prev else f"{start}-{prev}")
        if n is not None:
            start = prev = n
    return ", ".join(runs)


def picker_examples(picker: PickerControl, count: int = 4) -> list[str]:
    """Short forms that name one choice each, one per shape of action text (number then word,
    word then number, word number word...), so each spoken form gets an example."""
    examples: list[str] = []
    seen_shapes: set[tuple[bool, ...]] = set()
    actions = [c.action for c in picker.choices]
    for choice in picker.choices:
        shape = tuple(w.isdigit() for w in tokens(choice.action))
        if shape in seen_shapes:
            continue
        short = shortest_form(choice.action, actions)
        if short is not None:
            seen_shapes.add(shape)
            examples.append(short)
        if len(examples) == count:
            break
    return examples


def shortest_form(action: str, actions: list[str]) -> str | None:
    """The fewest letters that still name ``action`` alone among ``actions``: its first words,
    each cut to the same shortest start (numbers whole): ``o`` for ``order up``, ``30h``."""
    words = tokens(action)
    best: str | None = None
    for count in range(1, len(words) + 1):
        for cut in range(1, max((len(w) for w in words[:count]), default=1) + 1):
            typed = _glue([w if w.isdigit() else w[:cut] for w in words[:count]])
            if best is not None and len(typed) >= len(best):
                break
            if best_matches(typed, actions) == [action]:
                best = typed
                break
    return best


def _glue(parts: list[str]) -> str:
    """``["30", "h"]`` -> ``30h``; letters after letters keep a space (``plus 2 s``)."""
    out = ""
    for part in parts:
        if out and out[-1].isdigit() != part[0].isdigit() and len(parts) == 2:
            out += part
        else:
            out += (" " if out else "") + part
    return out.lower()


# ------------------------------------------------------------------ reading


def tokens(line: str) -> list[str]:
    """Words of a line, cut where letters and digits meet; other marks stay inside a word
    (``P1.2`` is one word) unless the word is only letters and digits."""
    out: list[str] = []
    for word in line.split():
        out += _TOKEN.findall(word) if word.isalnum() else [word]
    return out


def _word_match(typed: str, word: str) -> bool:
    typed, word = typed.lower(), word.lower()
    if typed.isdigit() or word.isdigit():
        return typed == word
    return word.startswith(typed)


def abbreviates(typed: list[str], action: str) -> tuple[int, int] | None:
    """None unless ``typed`` starts words of ``action`` in order; else (words not given,
    -words given in full), smaller is better."""
    words = tokens(action)
    if not words or not _word_match(typed[0], words[0]):
        return None  # the first word must be given: "3H" is not "plus 3 hearts"
    j = 0
    exact = 0
    for t in typed:
        while j < len(words) and not _word_match(t, words[j]):
            j += 1
        if j == len(words):
            return None
        exact += t.lower() == words[j].lower()
        j += 1
    return (len(words) - len(typed), -exact)


def picker_fields_match(
    typed: list[str], picker: PickerControl, action: str, words: Words | None = None
) -> bool:
    """Each field of the choice is named by one token: its value, or the start of a word of
    its label (in ``words``' language)."""
    choice = next((c for c in picker.choices if c.action == action), None)
    if choice is None or len(typed) != len(choice.values):
        return False
    labels = {
        f.name: {o.value: o.label for o in f.options} for f in picker.fields
    }
    free = dict(choice.values)
    for t in typed:
        hit = None
        for name, value in free.items():
            label = labels.get(name, {}).get(value)
            label_words = words.plain(label).split() if label and words else []
            if _word_match(t, value) or any(
                not t.isdigit() and lw.lower().startswith(t.lower()) for lw in label_words
            ):
                hit = name
                break
        if hit is None:
            return False
        del free[hit]
    return True


def best_matches(
    line: str,
    actions: list[str],
    pickers: tuple[PickerControl, ...] = (),
    words: Words | None = None,
) -> list[str]:
    """The actions a short form may mean, best first; one item when it is unambiguous."""
    typed = tokens(line)
    if not typed:
        return []
    scored = [(score, a) for a in actions if (score := abbreviates(typed, a)) is not None]
    if scored:
        best = min(s for s, _ in scored)
        if best[0] == 0:  # every word given: the others only start the same way
            return [a for s, a in scored if s == best]
        return [a for _, a in scored]
    by_fields = [
        c.action for p in pickers for c in p.choices
        if picker_fields_match(typed, p, c.action, words)
    ]
    return list(dict.fromkeys(by_fields))


def suggestions(line: str, candidates: list[str], n: int = 3) -> list[str]:
    """Close matches for a mistyped line (difflib)."""
    lowered = {c.lower(): c for c in candidates}
    return [lowered[m] for m in difflib.get_close_matches(line.lower(), lowered, n, 0.6)]


def action_forms(actions: list[str]) -> list[str]:
    """Legal texts folded into their forms: ``play 9S``, ``play TC`` -> ``play <card>``."""
    forms: list[str] = []
    for action in actions:
        shape = re.sub(r"(?<![\w.])(?:10|[2-9TJQKA])[SHDC](?![\w.])", "<card>", action)
        shape = re.sub(r"\bP\d+\.\d+\b", "P<seat>.<slot>", shape)
        shape = re.sub(r"\b\d+\b", "N", shape)
        shape = re.sub(r"\b(?:\d+),(?:\d+)\b", "R,C", shape)
        if shape not in forms:
            forms.append(shape)
    return forms


def notation_items(notation: str, verbs: set[str], offered: list[str]) -> list[str]:
    """The items of a family's notation help that this game has offered: an item stays when it
    starts with a verb seen in this game, or mentions an action offered now; the closing
    sentences (how cards are written) stay."""
    items = [i.strip() for i in notation.split("|")]
    items[-1], _, tail = items[-1].partition(". ")  # "play <card>. Cards are rank+suit..."
    kept = [
        i for i in items
        if i.split(" ", 1)[0].lower() in verbs
        or any(a.lower() in i.lower() for a in offered)
    ]
    if tail:
        kept.append(tail.strip())
    return kept


def verb_of(action: str) -> str:
    return action.split(" ", 1)[0].lower()


# ------------------------------------------------------------------ the person's own words

_NATIVE_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")
_LETTER_FORMS = str.maketrans({"ي": "ی", "ك": "ک", "\u200c": None, "\u200f": None, "\u200e": None})


def ascii_digits(line: str) -> str:
    """Persian and Arabic-Indic digits as ASCII ones (``۳۰`` -> ``30``), for numbers and bids."""
    return line.translate(_NATIVE_DIGITS)


def folded(text: str) -> str:
    # Persian keyboards differ in yeh/kaf and in the zero-width non-joiner (بی‌بی, بی بی, بیبی):
    # compare without them, without spaces, and without case.
    return "".join(ascii_digits(text).translate(_LETTER_FORMS).casefold().split())


def label_forms(control: PointControl | ButtonControl | SelectControl, words: Words) -> set[str]:
    """How a person may type a control's label in their language: as shown (``K♣ را حکم کن``),
    with cards by name (``شاه گشنیز را حکم کن``) or by code (``KC را حکم کن``)."""
    parts = words.messages.parts(control.label.id, control.label.args)
    shown = "".join(p.text for p in parts)
    named = "".join(p.name or p.text if p.kind in ("card", "suit") else p.text for p in parts)
    coded = "".join(p.value or p.text if p.kind in ("card", "suit") else p.text for p in parts)
    return {folded(shown), folded(named), folded(coded)}


def match_label(line: str, menu: Menu, words: Words) -> str | None:
    """The action whose label the person typed in their own language, if exactly one."""
    typed = folded(line)
    if not typed:
        return None
    found = {item.action for item in menu.items if typed in label_forms(item.control, words)}
    return found.pop() if len(found) == 1 else None
