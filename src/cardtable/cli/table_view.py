"""A table scene (docs/scene.md) drawn with Rich, for any game: the terminal never names one.

The layout: a rule with the game, hand and status; a table of seats (who is who, the dealer,
whose turn, scores, roles); the zones (each seat's, then the table's: hands, grids with their
holes, slot lists, the trick with who played each card, piles, the auction); facts; the last
moves; and, when it is the viewer's move, the prompt and the controls (cli/controls.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from cardtable.cli.words import Words, card_face
from cardtable.engine.scene import (
    Card,
    Entry,
    ResultPanel,
    Scene,
    ScoreSheet,
    Seat,
    Text,
    Zone,
    text,
)

LOG_LINES = 8
"""How many recent moves the table shows (the whole log is in the record)."""

FACE_DOWN_LISTED = 10
"""Up to this many face-down cards are drawn one by one; more are given as a count."""

_CARD_WIDTH = 3


def card_cell(card: Card | None, words: Words) -> RichText:
    """One position: a face, a face-down card, or a hole (blank, so nothing moves)."""
    if card is None:
        return RichText(" " * _CARD_WIDTH)
    if card.code is None:
        face = RichText(words.plain(_cli("card.down")), style="dim")
    else:
        face = card_face(card.code)
    if "known" in card.marks and card.code is not None:  # a face-down card the viewer knows
        face = RichText("[") + face + RichText("]")
    if "winning" in card.marks:
        face.append("*")
        face.stylize("underline")
    if "selected" in card.marks:
        face = RichText(">") + face
        face.stylize("reverse")
    if "last_played" in card.marks or "new" in card.marks:
        face.stylize("bold")
    if "removed" in card.marks:
        face.stylize("strike")
    return face


def labelled(label: str, words: Words) -> str:
    """``Trump: `` (``Atout : `` in French, whose colon takes a space before it)."""
    return words.plain(text("cli.labelled", label=label))


def _cli(id: str) -> Text:
    return text(f"cli.{id}")


def _join(parts: Sequence[RichText], sep: str = " ") -> RichText:
    return RichText(sep).join(parts)


def zone_body(zone: Zone, scene: Scene, words: Words) -> RichText:
    """What a zone holds, on one or more lines."""
    if zone.kind == "auction":
        return _join([_entry(e, scene, words) for e in zone.entries], " · ") if zone.entries \
            else words.cli("zone.empty")
    if zone.kind == "grid" and zone.rows and zone.cols:
        cells = [[card_cell(c, words) for c in zone.cards[r * zone.cols : (r + 1) * zone.cols]]
                 for r in range(zone.rows)]
        widths = [max(len(row[i].plain) for row in cells if i < len(row))
                  for i in range(zone.cols)]
        for row in cells:  # each column as wide as its widest card, so columns stay put
            for i, cell in enumerate(row):
                cell.pad_right(widths[i] - len(cell.plain))
        body = RichText("\n").join(_join(row, "  ") for row in cells)
    elif zone.kind == "slots":
        body = _join(
            [RichText(f"{i + 1}:") + card_cell(c, words) for i, c in enumerate(zone.cards)], "  "
        )
    elif zone.kind == "trick":
        body = _join(
            [RichText(words.seat(c.by) + " ") + card_cell(c, words) if c and c.by is not None
             else card_cell(c, words) for c in zone.cards],
            ", ",
        )
    elif zone.kind in ("stock", "discard", "kitty", "won", "pile") and zone.cards:
        top = zone.cards[-1]
        body = card_cell(top, words)
        if zone.count is not None and zone.count > 1 and zone.note is None:
            body = body + RichText(" ") + words.cli("count.cards", count=zone.count)
    elif zone.cards and all(c is not None and c.code is None for c in zone.cards) and (
        len(zone.cards) > FACE_DOWN_LISTED
    ):
        body = words.cli("count.down", count=len(zone.cards))
    elif zone.cards:
        body = _join([card_cell(c, words) for c in zone.cards])
    elif zone.count is not None and zone.note is None:
        body = words.cli("count.cards", count=zone.count)
    else:
        body = RichText("")
    extras = []
    if "turned_down" in zone.marks:
        extras.append(words.cli("zone.turned_down"))
    if "sitting_out" in zone.marks:
        extras.append(words.cli("zone.sitting_out"))
    if zone.note is not None:
        note = words.say(zone.note)
        extras.append(RichText("— ", style="dim") + note if body.plain.strip() else note)
    if extras:
        body = _join([body, *extras]) if body.plain.strip() else _join(extras)
    if not body.plain.strip():
        body = words.cli("zone.empty")
    return body


def _entry(entry: Entry, scene: Scene, words: Words) -> RichText:
    said = words.say(entry.text)
    if entry.seat is None:
        return said
    name = _seat_name(scene, entry.seat, words)
    if said.plain.startswith(name + " "):  # "P1 wins the trick" names its seat already
        return said
    return RichText(name + " ") + said


def _seat_name(scene: Scene, seat: int, words: Words) -> str:
    for s in scene.seats:
        if s.index == seat:
            return words.plain(s.name)
    return words.seat(seat)


SEAT_ZONES_UNLABELLED = ("hand", "grid", "slots", "won")
"""Zones a seat's row shows without their label (the row says whose they are)."""


def seats_table(scene: Scene, words: Words) -> Table:
    """A row per seat: name, relation, score, roles, and the zones the seat owns."""
    table = Table(box=None, pad_edge=False, show_edge=False, header_style="bold")
    for head in ("seat", "who", "score", "roles", "cards"):
        table.add_column(words.plain(_cli(f"head.{head}")))
    for seat in scene.seats:
        owned = [z for z in scene.zones if z.owner == seat.index]
        cards = []
        for zone in owned:
            body = zone_body(zone, scene, words)
            if zone.kind not in SEAT_ZONES_UNLABELLED:
                body = RichText(labelled(words.plain(zone.label), words), style="cyan") + body
            cards.append(body)
        multiline = any("\n" in c.plain for c in cards)
        table.add_row(*_seat_row(seat, words), RichText("\n" if multiline else " · ").join(cards))
    return table


def _seat_row(seat: Seat, words: Words) -> list[RichText]:
    name = words.say(seat.name)
    if seat.to_act:
        name = RichText("▶ ", style="bold yellow") + name
        name.stylize("bold")
    else:
        name = RichText("  ") + name
    who = words.cli(f"relation.{seat.relation}")
    if seat.relation == "you":
        who.stylize("bold green")
    elif seat.relation == "partner":
        who.stylize("green")
    roles = []
    if seat.dealer:
        roles.append(words.cli("seat.dealer"))
    roles += [words.say(b) for b in seat.badges]
    score = RichText("" if seat.score is None else words.messages.number(seat.score))
    return [name, who, score, _join(roles, ", ")]


def zones_table(zones: Sequence[Zone], scene: Scene, words: Words) -> Table:
    """Zones as label and contents, one a row (an auction nobody has spoken in is left out)."""
    table = Table(box=None, pad_edge=False, show_edge=False, show_header=False)
    table.add_column(style="cyan", no_wrap=True)
    table.add_column()
    for zone in zones:
        if zone.kind == "auction" and not zone.entries:
            continue
        table.add_row(words.say(zone.label), zone_body(zone, scene, words))
    return table


def render_table(scene: Scene, words: Words, title: str) -> RenderableType:
    """The whole table (without the controls, which cli/controls.py lists)."""
    parts: list[RenderableType] = [
        Rule(RichText(f"{title} · ") + words.say(scene.status), align="left"),
        seats_table(scene, words),
        zones_table([z for z in scene.zones if z.owner is None], scene, words),
    ]
    if scene.facts:
        facts = _join(
            [RichText(labelled(words.plain(f.label), words)) + words.say(f.value)
             for f in scene.facts],
            " · ",
        )
        parts.append(RichText(labelled(words.plain(_cli("table.facts")), words), style="cyan")
                     + facts)
    if scene.log:
        recent = _join([_entry(e, scene, words) for e in scene.log[-LOG_LINES:]], " · ")
        parts.append(RichText(labelled(words.plain(_cli("table.log")), words), style="cyan")
                     + recent)
    return Group(*parts)


def render_result(panel: ResultPanel, scene: Scene, words: Words) -> RenderableType:
    """A result panel in full: each row with its value per column, who won it and why."""
    table = Table(title=words.say(panel.title), title_style="bold", show_lines=False)
    table.add_column("")
    for column in panel.columns:
        table.add_column(words.say(column), justify="right")
    has_detail = any(r.winners or r.detail for r in panel.rows)
    if has_detail:
        table.add_column("")
    for row in panel.rows:
        values = [RichText("" if v is None else words.messages.number(v)) for v in row.values]
        values += [RichText("")] * (len(panel.columns) - len(values))
        cells = [words.say(row.label), *values]
        if has_detail:
            note = []
            if row.winners:
                names = ", ".join(_seat_name(scene, w, words) for w in row.winners)
                note.append(words.cli("result.winners", names=names))
            if row.detail is not None:
                note.append(words.say(row.detail))
            cells.append(_join(note, "; "))
        table.add_row(*cells)
    parts: list[RenderableType] = [table]
    parts += [RichText("• ") + words.say(n) for n in panel.notes]
    if panel.zones:
        parts.append(zones_table(panel.zones, scene, words))
    if panel.kind == "match" and panel.winners:
        names = ", ".join(_seat_name(scene, w, words) for w in panel.winners)
        parts.append(words.cli("result.match_winners", names=names).copy())
    sheet = scene.score_sheet
    if sheet is not None and len(sheet.rows) > 1:  # one hand: the panel above says it all
        parts.append(render_score_sheet(sheet, words))
    return Group(*parts)


SHEET_ROWS = 12
"""The score sheet shows the last this many hands (the totals carry everything before)."""


def render_score_sheet(sheet: ScoreSheet, words: Words) -> RenderableType:
    """The match so far, a row per hand: each column's points in it and its total after it."""
    table = Table(title=words.plain(_cli("sheet.title")), title_style="bold")
    table.add_column(words.plain(_cli("sheet.hand")), justify="right")
    for column in sheet.columns:
        table.add_column(words.say(column), justify="right")
    for row in sheet.rows[-SHEET_ROWS:]:
        cells = [RichText(words.messages.number(row.hand))]
        for points, total in zip(row.points, row.totals, strict=True):
            shown = "" if points is None else words.messages.number_text(f"{points:+d} → {total}")
            cells.append(RichText(shown))
        table.add_row(*cells)
    return table
