"""Golf's table scene (docs/scene.md), built from a view and the viewer's legal actions only.

Zones: every player's layout as a ``grid`` (rows x cols, row 0 the far row; an empty slot, its
card set aside, is a hole), the stock (a count), the discard pile's top card, the card held
after a draw, and the cards set aside. A face-down card the view shows the viewer is marked
``known`` with its code; with ``memory_mode=human`` a face-down card the viewer has seen but
must remember is ``known`` without a code. The result panel breaks each layout value down into
its pairs, groups, lines and blocks (from the hand summary's ``breakdowns``), paid peeks and the
knocker's or caller's adjustment, so that each column adds up to the hand score.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.scene import (
    ButtonControl,
    Card,
    CardMark,
    Choice,
    Control,
    Entry,
    Fact,
    Field,
    Option,
    PickerControl,
    PointControl,
    ResultPanel,
    ResultRow,
    Scene,
    Seat,
    Target,
    Text,
    Zone,
    score_sheet,
    text,
)
from cardtable.games.golf.options import match_end_parts

_PHASE_IDS = {
    "setup": "setup",
    "turn start": "turn_start",
    "draw": "draw",
    "holding": "holding",
    "flip after discard": "flip_after_discard",
    "match over": "over",
}
_DUTY_IDS = {
    "peek": "peek",
    "initial flip": "initial_flip",
    "flip": "flip",
    "flip a column": "flip_column",
    "rearrange": "arrange",
}
_BUTTONS = {
    "draw stock": "golf.action.draw_stock",
    "draw discard": "golf.action.draw_discard",
    "discard": "golf.action.discard",
    "knock": "golf.action.knock",
    "reveal all": "golf.action.reveal_all",
    "keep": "golf.action.keep",
}
_SLOT_VERBS = ("replace", "flip", "peek")
_ENDED = {
    "knock": "golf.ended.knock",
    "all face up": "golf.ended.all_face_up",
    "every card exposed": "golf.ended.every_card_exposed",
    "turn limit": "golf.ended.turn_limit",
    "stock exhausted": "golf.ended.stock_exhausted",
}
_GROUP_RULES = {
    "progressive": "golf.result.group.progressive",
    "pairs of pairs": "golf.result.group.pairs_of_pairs",
    "negative four": "golf.result.group.negative_four",
    "two columns": "golf.result.group.two_columns",
    "six of a kind": "golf.result.group.six_of_a_kind",
    "square block": "golf.result.group.square_block",
}


def build_scene(view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
    # A spectator's view (the public view, docs/server.md) has seat None: no card is known to
    # it, its log is empty (each seat's log starts at its own last action) and it has no
    # controls.
    me: int | None = None if view["seat"] is None else int(view["seat"])
    n = int(view["players"])
    phase = _PHASE_IDS[view["phase"]]
    marks = _recent_marks(view, me)
    zones: list[Zone] = [_grid(view, q, me, marks.get(q, {})) for q in range(n)]
    zones += [_stock(view), _discard(view)]
    if view["held"] is not None:
        zones.append(_held(view))
    if view["set_aside"]:
        zones.append(
            Zone("set_aside", "pile", None, text("golf.zone.set_aside"),
                 tuple(Card(c) for c in view["set_aside"]), count=len(view["set_aside"]))
        )
    result = _result(view)
    return Scene(
        game=str(view["game"]),
        viewer=me,
        hand_number=int(view["hand_number"]),
        phase=phase,
        status=_status(view, phase),
        seats=tuple(_seat(view, p, me) for p in range(n)),
        zones=tuple(zones),
        controls=tuple(_controls(view, legal, me)) if me is not None else (),
        prompt=_prompt(view, phase, me, legal) if me is not None else None,
        facts=_facts(view),
        log=_log(view, me, result is not None),
        result=result,
        score_sheet=score_sheet(
            tuple(text("common.seat.name", seat=p) for p in range(n)), view["score_sheet"]
        ),
    )


# ------------------------------------------------------------------ seats


def _seat(view: Mapping[str, Any], p: int, me: int | None) -> Seat:
    badges: list[Text] = []
    if view["knocker"] == p:
        badges.append(text("golf.badge.knocked"))
    if view["trigger"] == p:
        badges.append(text("golf.badge.went_out"))
    final = view["final_turns"]
    if final is not None and p in final and view["phase"] != "match over":
        badges.append(text("golf.badge.final_turn"))
    if view["surcharges"][p]:
        badges.append(text("golf.badge.paid_peeks", count=view["surcharges"][p]))
    return Seat(
        index=p,
        name=text("common.seat.name", seat=p),
        relation="you" if p == me else "other",
        team=None,
        dealer=view["dealer"] == p,
        to_act=p in view["to_act"],
        score=int(view["scores"][p]),
        badges=tuple(badges),
    )


# ------------------------------------------------------------------ zones


def _slot_index(view: Mapping[str, Any], slot: str) -> int:
    row, col = slot.split(",")
    return int(row) * int(view["cols"]) + int(col)


def _recent_marks(view: Mapping[str, Any], me: int | None) -> dict[int, dict[int, CardMark]]:
    """Marks for the slots other players changed since the viewer last acted (the view's log)."""
    out: dict[int, dict[int, CardMark]] = {}
    cols = int(view["cols"])
    rows = int(view["rows"])
    for entry in view["log"] or ():
        who = entry["player"]
        if who is None or who == me:
            continue
        verb, _, rest = str(entry["action"]).partition(" ")
        slots: list[int] = []
        mark: CardMark = "new"
        if verb == "replace":
            slots = [_slot_index(view, rest)]
        elif verb == "flip" and rest.startswith("column"):
            col = int(rest.split()[-1])
            slots, mark = [r * cols + col for r in range(rows)], "revealed"
        elif verb == "flip":
            slots, mark = [_slot_index(view, rest)], "revealed"
        elif verb == "arrange":
            slots, mark = [_slot_index(view, s) for s in rest.split()], "moved"
        for slot in slots:
            out.setdefault(int(who), {})[slot] = mark
    return out


def _grid(view: Mapping[str, Any], q: int, me: int | None, recent: Mapping[int, CardMark]) -> Zone:
    lay = view["layouts"][q]
    cols = int(view["cols"])
    flat = [c for row in lay["cards"] for c in row]
    face_up = [f for row in lay["face_up"] for f in row]
    empty = {_slot_index(view, s) for s in lay["empty"]}
    locked = {_slot_index(view, s) for s in lay["locked"]}
    known_by = {_slot_index(view, s): list(who) for s, who in lay["known_by"].items()}
    positions: list[Card | None] = []
    for slot, code in enumerate(flat):
        if slot in empty:
            positions.append(None)
            continue
        marks: list[CardMark] = []
        who = known_by.get(slot, [])
        if not face_up[slot] and (code is not None or me in who):
            # Shown to the viewer, or (human memory) seen by the viewer, who must remember it.
            marks.append("known")
        if slot in locked:
            marks.append("locked")
        if slot in recent:
            marks.append(recent[slot])
        others = tuple(p for p in who if p != me) if not face_up[slot] else ()
        positions.append(Card(code, tuple(marks), known_by=others))
    if lay["showing"] is not None:
        note = text("golf.zone.showing", value=lay["showing"],
                                 count=lay["face_down"])
    else:
        note = text("golf.zone.face_down", count=lay["face_down"])
    return Zone(
        f"grid.{q}", "grid", q, text("golf.zone.layout", seat=q), tuple(positions),
        rows=len(lay["cards"]), cols=cols, note=note,
    )


def _stock(view: Mapping[str, Any]) -> Zone:
    count = int(view["stock"])
    return Zone("stock", "stock", None, text("golf.zone.stock"), count=count,
                note=text("golf.zone.cards", count=count))


def _discard(view: Mapping[str, Any]) -> Zone:
    top = view["discard"]
    size = int(view["discard_size"])
    cards = (Card(top),) if top is not None else ()
    return Zone("discard", "discard", None, text("golf.zone.discard"), cards, count=size,
                note=text("golf.zone.cards", count=size))


def _held(view: Mapping[str, Any]) -> Zone:
    held = view["held"]
    who = int(held["player"])
    return Zone(
        "held", "held", who, text("golf.zone.held", seat=who),
        (Card(held["card"], ("new",), by=who),),
        count=1, note=text(f"golf.held.from_{held['from']}"),
    )


# ------------------------------------------------------------------ controls


def _controls(view: Mapping[str, Any], legal: Sequence[str], me: int) -> list[Control]:
    controls: list[Control] = []
    arrange: list[tuple[str, str, str]] = []
    grid = f"grid.{me}"
    for action in legal:
        verb, _, rest = action.partition(" ")
        if action in _BUTTONS:
            args = {"card": view["discard"]} if action == "draw discard" else {}
            if action == "discard" and view["held"] is not None:
                args = {"card": view["held"]["card"]}
            controls.append(ButtonControl(action, Text(_BUTTONS[action], args)))
        elif verb == "flip" and rest.startswith("column"):
            column = int(rest.split()[-1])
            controls.append(
                ButtonControl(action, text("golf.action.flip_column", column=column))
            )
        elif verb in _SLOT_VERBS:
            controls.append(
                PointControl("slot", action, Target(grid, _slot_index(view, rest)),
                             text(f"golf.action.{verb}", slot=rest))
            )
        elif verb == "arrange":
            first, second = rest.split()
            arrange.append((first, second, action))
        else:
            raise ValueError(f"no control for the Golf action {action!r}")
    if arrange:
        controls.append(_arrange_picker(view, arrange, me))
    return controls


def _arrange_picker(
    view: Mapping[str, Any], arrange: list[tuple[str, str, str]], me: int
) -> PickerControl:
    """Rearranging the two face-up cards: where the first goes, then where the second goes."""
    up = [
        c for row_c, row_f in zip(view["layouts"][me]["cards"], view["layouts"][me]["face_up"],
                                  strict=True)
        for c, f in zip(row_c, row_f, strict=True) if f
    ]
    first_card = up[0] if up else None
    second_card = up[1] if len(up) > 1 else None
    order = sorted({a for a, _, _ in arrange} | {b for _, b, _ in arrange},
                   key=lambda s: _slot_index(view, s))
    options = tuple(Option(s, text("golf.slot", slot=s)) for s in order)
    return PickerControl(
        id="arrange",
        label=text("golf.action.arrange"),
        fields=(
            Field("first", text("golf.field.first", card=first_card), options),
            Field("second", text("golf.field.second", card=second_card), options),
        ),
        choices=tuple(Choice({"first": a, "second": b}, action) for a, b, action in arrange),
    )


# ------------------------------------------------------------------ status, prompt, facts


def _status(view: Mapping[str, Any], phase: str) -> Text:
    if phase == "over":
        return text("golf.status.over")
    return text(f"golf.status.{phase}", seat=view["turn"])


def _prompt(
    view: Mapping[str, Any], phase: str, me: int, legal: Sequence[str]
) -> Text | None:
    if me not in view["to_act"] or not legal:
        return None
    if view["duties"]:
        return text(f"golf.prompt.duty.{_DUTY_IDS[view['duties'][0]]}")
    return text(f"golf.prompt.{phase}")


def _facts(view: Mapping[str, Any]) -> tuple[Fact, ...]:
    kind, number = match_end_parts(view["match_end"])
    facts = [
        Fact(text("golf.fact.hole"),
             text(f"golf.fact.hole_of_{kind}", hand=view["hand_number"], count=number)),
        Fact(text("golf.fact.memory"), text(f"golf.memory.{view['memory_mode']}")),
    ]
    if view["final_turns"] is not None and view["phase"] != "match over":
        why = (text("golf.final.knocked", seat=view["knocker"]) if view["knocker"] is not None
               else text("golf.final.went_out", seat=view["trigger"]))
        facts.append(Fact(text("golf.fact.final_turns"), why))
    if view["pot"] is not None:
        facts.append(Fact(text("golf.fact.pot"), text("golf.chips", count=view["pot"])))
    return tuple(facts)


# ------------------------------------------------------------------ log


def _log(view: Mapping[str, Any], me: int | None, with_result: bool) -> tuple[Entry, ...]:
    log: list[Entry] = []
    previous = view["previous_hand"]
    if with_result and previous is not None and view["hand_result"] is None:
        log.append(Entry(None, _ended_text(previous)))
    entries = list(view["log"] or ())
    for i, entry in enumerate(entries):
        log.append(_log_entry(view, entry, me, last=i == len(entries) - 1))
    if view["hand_result"] is not None:
        log.append(Entry(None, _ended_text(view["hand_result"])))
    return tuple(log)


def _log_entry(
    view: Mapping[str, Any], entry: Mapping[str, Any], me: int | None, last: bool
) -> Entry:
    who = entry["player"]
    action = str(entry["action"])
    verb, _, rest = action.partition(" ")
    if action == "reshuffle":
        return Entry(None, text("golf.log.reshuffle", count=entry["stock"]))
    if action == "skipped":
        return Entry(who, text("golf.log.skipped"))
    if action == "set aside":
        return Entry(who, text("golf.log.set_aside", cards=" ".join(entry["cards"])))
    if action == "draw discard":
        return Entry(who, text("golf.log.draw_discard", card=entry["card"]))
    if verb == "replace":
        placed = entry.get("placed")
        if placed:
            return Entry(who, text("golf.log.replace_with", slot=rest, card=placed,
                                   discarded_card=entry["discarded"]))
        return Entry(who, text("golf.log.replace", slot=rest, card=entry["discarded"]))
    if action == "discard":
        return Entry(who, text("golf.log.discard", card=entry["discarded"]))
    if verb == "flip" and rest.startswith("column"):
        return Entry(who, text("golf.log.flip_column", column=int(rest.split()[-1]),
                               cards=" ".join(entry["cards"])))
    if verb == "flip":
        return Entry(who, text("golf.log.flip", slot=rest, card=entry["card"]))
    if action == "reveal all":
        return Entry(who, text("golf.log.reveal_all", cards=" ".join(entry["cards"])))
    if verb == "peek":
        # The peeked card is named to the peeker only, while the view still shows it to them.
        card = None
        if me is not None and who == me and last:
            lay = view["layouts"][me]
            slot = _slot_index(view, rest)
            card = [c for row in lay["cards"] for c in row][slot]
        if card is not None:
            return Entry(who, text("golf.log.peek_seen", slot=rest, card=card))
        return Entry(who, text("golf.log.peek", slot=rest))
    if verb == "arrange":
        first, second = rest.split()
        return Entry(who, text("golf.log.arrange", slot=first, other_slot=second))
    simple = {"draw stock": "golf.log.draw_stock", "knock": "golf.log.knock",
              "keep": "golf.log.keep"}
    if action in simple:
        return Entry(who, text(simple[action]))
    raise ValueError(f"not a Golf log entry: {action!r}")


# ------------------------------------------------------------------ results


def _ended_text(summary: Mapping[str, Any]) -> Text:
    seat = summary["knocker"] if summary["knocker"] is not None else summary["trigger"]
    return text(_ENDED[summary["ended_by"]], hand=summary["hand_number"], seat=seat)


def _summary(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    if view["hand_result"] is not None:
        return dict(view["hand_result"])
    previous = view["previous_hand"]
    # The ended hand's panel stays until someone acts in the next hand.
    if (
        previous is not None
        and previous["hand_number"] == view["hand_number"] - 1
        and view["turns"] == 0
        and view["setup_done"] == 0
    ):
        return dict(previous)
    return None


def _breakdown_rows(
    summary: Mapping[str, Any], p: int, n: int, cols: int
) -> tuple[int, list[ResultRow], set[int]]:
    """One player's layout value: the cards in no scoring group, a row for each pair, group,
    line, block and banked bonus (values only in that player's column), and the slots the
    pairs, groups, lines and blocks cover."""
    if "breakdowns" not in summary:
        # A summary saved before breakdowns were kept (an old position): the value alone.
        value = int(summary["layout_values"][p]) - int(summary["banked"][p])
        banked = int(summary["banked"][p])
        extra = [ResultRow(text("golf.result.banked"),
                           tuple(banked if q == p else None for q in range(n)))] if banked else []
        return value, extra, set()
    b = summary["breakdowns"][p]
    counted = [v for row in b["counted"] for v in row]
    cards = [c for row in summary["layouts"][p] for c in row]

    def at(slot: str) -> int:
        r, c = slot.split(",")
        return int(r) * cols + int(c)

    def only(value: int) -> tuple[int | None, ...]:
        return tuple(value if q == p else None for q in range(n))

    rows: list[ResultRow] = []
    covered: set[int] = set()
    for a, c in b["pairs"]:
        sa, sc = at(a), at(c)
        covered |= {sa, sc}
        rows.append(ResultRow(
            text("golf.result.pair", card=cards[sa], other_card=cards[sc], slot=a, other_slot=c),
            only((counted[sa] or 0) + (counted[sc] or 0)),
        ))
    for group in b["groups"]:
        slots = [s for col in group["columns"] for s in (col, cols + col)]
        covered |= set(slots)
        rows.append(ResultRow(
            text(_GROUP_RULES.get(group["rule"], "golf.result.group.other"), rank=group["rank"],
                 count=len(slots), columns=" ".join(str(c) for c in group["columns"])),
            only(int(group["total"])),
        ))
    for line in b["lines"]:
        slots = [at(s) for s in line]
        covered |= set(slots)
        rows.append(ResultRow(
            text("golf.result.line", cards=" ".join(cards[s] for s in slots),
                 slots=" ".join(line)),
            only(sum(counted[s] or 0 for s in slots)),
        ))
    for block in b["blocks"]:
        slots = [at(s) for s in block]
        covered |= set(slots)
        rows.append(ResultRow(
            text("golf.result.block", cards=" ".join(cards[s] for s in slots), slot=block[0]),
            only(sum(counted[s] or 0 for s in slots) + int(b["block_bonus"])),
        ))
    other = sum(v for s, v in enumerate(counted) if v is not None and s not in covered)
    if b["banked"]:
        rows.append(ResultRow(text("golf.result.banked"), only(int(b["banked"]))))
    return other, rows, covered


def _adjustment_row(summary: Mapping[str, Any], game: str, n: int) -> ResultRow | None:
    """The knocker's bonus or penalty (4-card), the caller's charge and the lowest's zero
    (9-card), read off as hand score - layout value - paid peeks."""
    adjust = tuple(
        int(summary["scores"][p]) - int(summary["layout_values"][p])
        - int(summary["surcharges"][p])
        for p in range(n)
    )
    if not any(adjust):
        return None
    values = tuple(a if a else None for a in adjust)
    knocker = summary["knocker"]
    if game == "golf4" and knocker is not None:
        lowest = summary["knocker_lowest"]
        key = "golf.result.knocker_bonus" if lowest else "golf.result.knocker_penalty"
        return ResultRow(text(key, seat=knocker), values, (knocker,) if lowest else ())
    if game == "golf9":
        return ResultRow(text("golf.result.lowest_zero", seat=summary["trigger"]), values)
    return ResultRow(text("golf.result.adjustment"), values)


def _result(view: Mapping[str, Any]) -> ResultPanel | None:
    summary = _summary(view)
    if summary is None:
        return None
    n = int(view["players"])
    cols = int(view["cols"])
    counted: list[int | None] = []
    rows: list[ResultRow] = []
    zones: list[Zone] = []
    for p in range(n):
        other, mine, covered = _breakdown_rows(summary, p, n, cols)
        counted.append(other)
        rows += mine
        zones.append(_result_grid(summary, p, covered, cols))
    rows.insert(0, ResultRow(text("golf.result.cards"), tuple(counted)))
    rows.append(ResultRow(text("golf.result.layout_value"),
                          tuple(int(v) for v in summary["layout_values"])))
    if any(summary["surcharges"]):
        rows.append(ResultRow(text("golf.result.paid_peeks"),
                              tuple(int(v) if v else None for v in summary["surcharges"])))
    adjust = _adjustment_row(summary, str(view["game"]), n)
    if adjust is not None:
        rows.append(adjust)
    scores = [int(v) for v in summary["scores"]]
    low = min(scores)
    rows.append(ResultRow(text("golf.result.hand_score"), tuple(scores),
                          tuple(p for p in range(n) if scores[p] == low)))
    rows.append(ResultRow(text("common.result.match_total"),
                          tuple(int(v) for v in summary["totals"])))
    notes = [_ended_text(summary)]
    if summary["knocker"] is not None and summary["knocker_lowest"] is not None:
        outcome = "lowest" if summary["knocker_lowest"] else "not_lowest"
        notes.append(text(f"golf.note.knocker_{outcome}", seat=summary["knocker"]))
    pot = summary.get("pot")
    if pot:
        notes.append(text("golf.note.pot", count=pot["before"], value=pot["after"],
                          seat=summary["knocker"]))
    columns = tuple(text("common.seat.name", seat=p) for p in range(n))
    if view["phase"] == "match over":
        return ResultPanel(
            kind="match", title=text("common.result.match_over", hand=summary["hand_number"]),
            columns=columns, rows=tuple(rows), notes=tuple(notes), zones=tuple(zones),
            winners=tuple(view["winners"]),
        )
    return ResultPanel(
        kind="hand", title=text("common.result.hand_over", hand=summary["hand_number"]),
        columns=columns, rows=tuple(rows), notes=tuple(notes), zones=tuple(zones),
    )


def _result_grid(summary: Mapping[str, Any], p: int, covered: set[int], cols: int) -> Zone:
    """A layout as the end of the hand shows it: every card face up, scoring groups marked."""
    rows = summary["layouts"][p]
    flat = [c for row in rows for c in row]
    positions = tuple(
        None if c is None else Card(c, ("matched",) if s in covered else ())
        for s, c in enumerate(flat)
    )
    return Zone(
        f"result.grid.{p}", "grid", p, text("golf.zone.layout", seat=p), positions,
        rows=len(rows), cols=cols,
        note=text("golf.zone.value", value=summary["layout_values"][p]),
    )
