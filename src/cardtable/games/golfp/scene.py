"""Power-card Golf's table scene (docs/scene.md), built from a view and the legal actions only.

Every layout is a ``slots`` zone of the positions its cards have had this hand (the view's
``places``): the rules renumber a layout when a card leaves it, but on the table the others do
not move, so a vacated position is a hole and a card added (a failed multi-replace, a penalty
card) takes a new position at the end. Controls point at positions: ``replace 3`` at the
position of the rules' slot 3. Every layout card lies face down; one whose identity the view
shows the viewer is marked ``known`` with its code (``revealed`` too when it is public), and with
``memory_mode=human`` a card the viewer has seen but must remember is ``known`` without a code.
Pablo's multi-replace and Cabo's matching are select-then-confirm groups (a slot control per
nomination and the ``reveal`` button); out-of-turn snaps, claims and their ``pass`` are
``out_of_turn`` controls.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.engine.scene import (
    ButtonControl,
    Card,
    CardMark,
    Control,
    Entry,
    Fact,
    PointControl,
    ResultPanel,
    ResultRow,
    Scene,
    Seat,
    SelectControl,
    Selection,
    Target,
    Text,
    Zone,
    score_sheet,
    text,
)

_BUTTONS = {
    "draw stock": "golfp.action.draw_stock",
    "draw discard": "golfp.action.draw_discard",
    "use discard": "golfp.action.use_discard",
    "discard": "golfp.action.discard",
    "done": "golfp.action.done",
    "pass": "golfp.action.pass",
    "reveal": "golfp.action.reveal",
    "keep": "golfp.action.keep",
    "swap": "golfp.action.swap_looked",
}
_OWN = ("replace", "multi", "give", "snap")
_OWN_LOGGED = ("multi", "give", "snap")
"""The own-slot actions whose log line is the action's text (a replacement's names the card)."""
_REF = ("peek", "look", "match", "claim")
_WINDOW = ("snap", "claim", "pass")
"""Actions of the out-of-turn window (Cactus snaps, Cumbia claims)."""
_GROUPS = {"multi": "multi", "match": "match"}
_REF_TEXT = re.compile(r"^P(\d+)\.(\d+)$")


def build_scene(view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
    # A spectator's view (the public view, docs/server.md) has seat None: no card is known to
    # it, its log is empty where the seats' logs differ and it has no controls.
    me: int | None = None if view["seat"] is None else int(view["seat"])
    n = int(view["players"])
    phase = str(view["phase"])
    new = _new_cards(view, me)
    zones: list[Zone] = [_slots(view, q, me, new.get(q, set())) for q in range(n)]
    zones += [_stock(view), _discard(view)]
    if view["held"] is not None:
        zones.append(_held(view))
    result = _result(view)
    return Scene(
        game=str(view["game"]),
        viewer=me,
        hand_number=int(view["hand_number"]),
        phase=phase,
        status=_status(view),
        seats=tuple(_seat(view, p, me) for p in range(n)),
        zones=tuple(zones),
        controls=tuple(_controls(view, legal, me)) if me is not None else (),
        prompt=_prompt(view, me, legal) if me is not None else None,
        facts=_facts(view),
        log=_log(view, me, result),
        result=result,
        score_sheet=score_sheet(
            tuple(text("common.seat.name", seat=p) for p in range(n)), view["score_sheet"]
        ),
    )


# ------------------------------------------------------------------ seats


def _seat(view: Mapping[str, Any], p: int, me: int | None) -> Seat:
    badges: list[Text] = []
    if view["caller"] == p:
        badges.append(text("golfp.badge.called"))
    final = view["final_turns"]
    if final is not None and p in final and view["phase"] != "over":
        badges.append(text("golfp.badge.final_turn"))
    if view["penalties"][p]:
        badges.append(text("golfp.badge.penalties", points=view["penalties"][p]))
    window = view["window"]
    if window is not None and p in window["players"]:
        badges.append(text(f"golfp.badge.may_{window['kind']}"))
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


_RENUMBERING = ("snapped ", "matched ", "multi-replace succeeds", "match: ", "give ",
                "no card left")
"""Log lines after which the rules' slot numbers of some layout may have changed."""


def _new_cards(view: Mapping[str, Any], me: int | None) -> dict[int, set[int]]:
    """The rules' slots where other players placed a card since the viewer last acted, as long
    as no layout was renumbered since (then the mark is left out rather than misplaced)."""
    out: dict[int, set[int]] = {}
    for who, line in reversed(view["log"] or ()):
        line = str(line)
        if who == me or line.startswith(_RENUMBERING):
            break
        if line.startswith("replace ") and who >= 0:
            out.setdefault(int(who), set()).add(int(line.split()[1]) - 1)
    return out


def _slots(view: Mapping[str, Any], q: int, me: int | None, new: set[int]) -> Zone:
    lay = view["layouts"][q]
    holes = set(lay["holes"])
    public = set(lay["public"])
    # Nominated slots (multi-replace, matching) and the cards a look-then-swap looked at.
    selected = {int(s) for p, s in [*view["selected"], *view["pending"]] if int(p) == q}
    positions: list[Card | None] = []
    for i in lay["places"]:
        if i < 0 or i in holes:
            positions.append(None)
            continue
        code = lay["cards"][i]
        who = lay["known_by"][i]
        marks: list[CardMark] = []
        if code is not None or me in who:
            marks.append("known")
        if i in public:
            marks.append("revealed")
        if i in selected:
            marks.append("selected")
        if i in new:
            marks.append("new")
        positions.append(Card(code, tuple(marks), known_by=tuple(p for p in who if p != me)))
    size = sum(1 for c in positions if c is not None)
    return Zone(
        f"slots.{q}", "slots", q, text("golfp.zone.layout", seat=q), tuple(positions),
        count=size, note=text("golfp.zone.cards", count=size),
    )


def _stock(view: Mapping[str, Any]) -> Zone:
    count = int(view["stock"])
    return Zone("stock", "stock", None, text("golfp.zone.stock"), count=count,
                note=text("golfp.zone.cards", count=count))


def _discard(view: Mapping[str, Any]) -> Zone:
    top = view["discard"]
    size = int(view["discard_size"])
    marks: tuple[CardMark, ...] = ()
    if top is not None and view["discard_spent"] and view["discard_spent"][-1]:
        marks = ("locked",)  # its power has been used (Cactus)
    cards = (Card(top, marks),) if top is not None else ()
    return Zone("discard", "discard", None, text("golfp.zone.discard"), cards, count=size,
                note=text("golfp.zone.cards", count=size))


def _held(view: Mapping[str, Any]) -> Zone:
    held = view["held"]
    who = int(held["player"])
    return Zone(
        "held", "held", who, text("golfp.zone.held", seat=who),
        (Card(held["card"], ("new",), by=who),), count=1,
        note=text(f"golfp.held.from_{held['from']}"),
    )


# ------------------------------------------------------------------ controls


def _at(view: Mapping[str, Any], q: int, slot: int) -> Target:
    """The position of player ``q``'s slot numbered ``slot`` (from 1) by the rules."""
    return Target(f"slots.{q}", view["layouts"][q]["places"].index(slot - 1))


def _ref(ref: str) -> tuple[int, int]:
    """``P1.2`` -> (1, 2)."""
    found = _REF_TEXT.match(ref)
    if found is None:
        raise ValueError(f"not a slot reference: {ref!r}")
    return int(found.group(1)), int(found.group(2))


def _target(view: Mapping[str, Any], ref: str) -> Target:
    return _at(view, *_ref(ref))


def _controls(view: Mapping[str, Any], legal: Sequence[str], me: int) -> list[Control]:
    controls: list[Control] = []
    swaps: list[Selection] = []
    looks: list[Selection] = []
    confirm_group = "multi" if any(a.startswith("multi") for a in legal) or (
        view["game"] == "pablo") else "match"
    not_my_turn = view["turn"] != me
    for action in legal:
        verb, _, rest = action.partition(" ")
        out = verb in _WINDOW or not_my_turn
        if action in _BUTTONS:
            args: dict[str, str | int | None] = {}
            if action == "draw discard" or action == "use discard":
                args = {"card": view["discard"]}
            elif action == "discard" and view["held"] is not None:
                args = {"card": view["held"]["card"]}
            group = confirm_group if action == "reveal" else None
            controls.append(ButtonControl(action, Text(_BUTTONS[action], args), out, group))
        elif verb == "call":
            controls.append(ButtonControl(action, text("golfp.action.call", word=rest), out))
        elif verb == "shuffle":
            controls.append(
                ButtonControl(action, text("golfp.action.shuffle", seat=int(rest[1:])), out)
            )
        elif verb in _OWN:
            slot = int(rest)
            controls.append(PointControl(
                "slot", action, _at(view, me, slot),
                text(f"golfp.action.{verb}", slot=slot), out, _GROUPS.get(verb),
            ))
        elif verb in _REF and " " not in rest:
            seat, slot = _ref(rest)
            controls.append(PointControl(
                "slot", action, _at(view, seat, slot),
                text(f"golfp.action.{verb}", seat=seat, slot=slot),
                out, _GROUPS.get(verb),
            ))
        elif verb in ("swap", "look"):
            a, b = rest.split()
            (swaps if verb == "swap" else looks).append(
                Selection((_target(view, a), _target(view, b)), action)
            )
        else:
            raise ValueError(f"no control for the power-Golf action {action!r}")
    if swaps:
        controls.append(SelectControl("swap", text("golfp.action.swap"),
                                      text("golfp.action.swap_confirm"), tuple(swaps)))
    if looks:
        controls.append(SelectControl("look", text("golfp.action.look_two"),
                                      text("golfp.action.look_confirm"), tuple(looks)))
    return controls


# ------------------------------------------------------------------ status, prompt, facts


def _status(view: Mapping[str, Any]) -> Text:
    phase = view["phase"]
    if phase == "over":
        return text("golfp.status.over")
    window = view["window"]
    if phase == "wait" and window is not None:
        return text(f"golfp.status.window_{window['kind']}", card=view["discard"])
    return text(f"golfp.status.{phase}", seat=view["turn"])


def _prompt(view: Mapping[str, Any], me: int, legal: Sequence[str]) -> Text | None:
    if not legal:
        return None
    if view["turn"] != me:
        kind = view["window"]["kind"] if view["window"] is not None else "snap"
        return text(f"golfp.prompt.window_{kind}", card=view["discard"])
    return text(f"golfp.prompt.{view['phase']}")


def _facts(view: Mapping[str, Any]) -> tuple[Fact, ...]:
    facts = [Fact(text("golfp.fact.memory"), text(f"golfp.memory.{view['memory_mode']}"))]
    if view["caller"] is not None and view["phase"] != "over":
        facts.append(Fact(text("golfp.fact.final_turns"),
                          text("golfp.final.called", seat=view["caller"])))
    window = view["window"]
    if window is not None:
        facts.append(Fact(text(f"golfp.fact.window_{window['kind']}"),
                          text("common.card", card=view["discard"])))
    return tuple(facts)


# ------------------------------------------------------------------ log


_SPECIAL: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Text]], ...] = (
    (re.compile(r"^multi-replace succeeds: (.+) discarded$"),
     lambda m: text("golfp.log.multi_succeeds", cards=m.group(1))),
    (re.compile(r"^multi-replace fails: (.+) stay, held card added$"),
     lambda m: text("golfp.log.multi_fails", cards=m.group(1))),
    (re.compile(r"^replace (\d+) discarding (\S+)$"),
     lambda m: text("golfp.log.replace_card", slot=int(m.group(1)), card=m.group(2))),
    (re.compile(r"^discard (\S+)$"), lambda m: text("golfp.log.discard_card", card=m.group(1))),
    (re.compile(r"^draw discard (\S+)$"),
     lambda m: text("golfp.log.draw_discard_card", card=m.group(1))),
    (re.compile(r"^use discard (\S+)$"),
     lambda m: text("golfp.log.use_discard_card", card=m.group(1))),
    (re.compile(r"^snapped (\S+)$"), lambda m: text("golfp.log.snapped", card=m.group(1))),
    (re.compile(r"^wrong snap: (\S+) goes back$"),
     lambda m: text("golfp.log.wrong_snap", card=m.group(1))),
    (re.compile(r"^matched (\S+)$"), lambda m: text("golfp.log.matched", card=m.group(1))),
    (re.compile(r"^no match: (\S+) goes back, \+10 penalty$"),
     lambda m: text("golfp.log.no_match_penalty", card=m.group(1))),
    (re.compile(r"^no match: (\S+) goes back$"),
     lambda m: text("golfp.log.no_match", card=m.group(1))),
    (re.compile(r"^reshuffle: (\d+) discards become the stock$"),
     lambda m: text("golfp.log.reshuffle", count=int(m.group(1)))),
    (re.compile(r"^the stock and the discard pile are exhausted$"),
     lambda m: text("golfp.log.exhausted")),
    (re.compile(r"^penalty draw skipped: no stock$"),
     lambda m: text("golfp.log.penalty_skipped")),
    (re.compile(r"^no card left to give: the vacated slots are removed$"),
     lambda m: text("golfp.log.nothing_to_give")),
)
_MATCH_RESULT = re.compile(r"^(\S+) (matches|does not)$")


def _log(
    view: Mapping[str, Any], me: int | None, result: ResultPanel | None
) -> tuple[Entry, ...]:
    log: list[Entry] = []
    summary = view["hand_result"]
    if result is not None and view["phase"] != "over":
        log.append(Entry(None, text("golfp.log.hand_over", hand=summary["hand"])))
    entries = view["log"] or ()
    for i, (who, line) in enumerate(entries):
        seat = None if who < 0 else int(who)
        log.append(Entry(seat, _line(view, str(line), seat, me, i == len(entries) - 1)))
    if view["phase"] == "over" and summary is not None:
        log.append(Entry(None, text("golfp.log.hand_over", hand=summary["hand"])))
    return tuple(log)


def _line(view: Mapping[str, Any], line: str, who: int | None, me: int | None, last: bool) -> Text:
    for pattern, make in _SPECIAL:
        found = pattern.match(line)
        if found:
            return make(found)
    if line.startswith("match: "):
        parts = [_MATCH_RESULT.match(p) for p in line[len("match: "):].split(", ")]
        hits = [m.group(1) for m in parts if m and m.group(2) == "matches"]
        misses = [m.group(1) for m in parts if m and m.group(2) == "does not"]
        if not misses:
            return text("golfp.log.match_all", cards=" ".join(hits), count=len(hits))
        if not hits:
            return text("golfp.log.match_none", other_cards=" ".join(misses),
                        other_count=len(misses))
        return text("golfp.log.match_result", cards=" ".join(hits), count=len(hits),
                    other_cards=" ".join(misses), other_count=len(misses))
    verb, _, rest = line.partition(" ")
    if line in ("draw stock", "done", "pass", "reveal", "keep", "swap"):
        return text("golfp.log." + line.replace(" ", "_"))
    if verb == "call":
        return text("golfp.log.call", word=rest)
    if verb in _OWN_LOGGED:
        return text(f"golfp.log.{verb}", slot=int(rest))
    if verb in _REF and " " not in rest:
        seat, slot = _ref(rest)
        cards = view["layouts"][seat]["cards"]
        mine = me is not None and who == me
        if verb in ("peek", "look") and mine and last and slot <= len(cards):
            # A peeked card is named to the peeker only, while the view still shows it.
            card = cards[slot - 1]
            if card is not None:
                return text(f"golfp.log.{verb}_seen", seat=seat, slot=slot, card=card)
        return text(f"golfp.log.{verb}", seat=seat, slot=slot)
    if verb == "shuffle":
        return text("golfp.log.shuffle", seat=int(rest[1:]))
    if verb in ("swap", "look"):
        (seat, slot), (other_seat, other_slot) = (_ref(r) for r in rest.split())
        return text(f"golfp.log.{verb}_two", seat=seat, slot=slot, other_seat=other_seat,
                    other_slot=other_slot)
    raise ValueError(f"not a power-Golf log line: {line!r}")


# ------------------------------------------------------------------ results


def _result(view: Mapping[str, Any]) -> ResultPanel | None:
    summary = view["hand_result"]
    if summary is None:
        return None
    over = view["phase"] == "over"
    # The ended hand's panel stays until someone acts in the next hand.
    # A spectator's log is None once the seats' logs differ, which means someone has acted.
    acted = view["log"] is None or bool(view["log"])
    if not over and not (summary["hand"] == view["hand_number"] - 1 and not acted):
        return None
    n = int(view["players"])
    values = [int(v) for v in summary["values"]]
    penalties = [int(v) for v in summary["penalties"]]
    scores = [int(v) for v in summary["scores"]]
    caller = summary["caller"]
    rows = [ResultRow(text("golfp.result.layout_value"), tuple(values))]
    if any(penalties):
        rows.append(ResultRow(text("golfp.result.penalties"),
                              tuple(v if v else None for v in penalties)))
    adjust = [scores[p] - values[p] - penalties[p] for p in range(n)]
    if caller is not None:
        caller_low = all(values[caller] < v for p, v in enumerate(values) if p != caller)
        outcome = "lowest" if caller_low else "not_lowest"
        rows.append(ResultRow(
            text(f"golfp.result.caller_{outcome}", seat=caller),
            tuple(a if a or p == caller else None for p, a in enumerate(adjust)),
            (caller,) if caller_low else (),
        ))
    elif any(adjust):
        rows.append(ResultRow(text("golfp.result.adjustment"), tuple(a or None for a in adjust)))
    low = min(scores)
    rows.append(ResultRow(text("golfp.result.hand_score"), tuple(scores),
                          tuple(p for p in range(n) if scores[p] == low)))
    totals = view["scores"]
    rows.append(ResultRow(text("common.result.match_total"), tuple(int(t) for t in totals)))
    notes: list[Text] = []
    if caller is not None:
        notes.append(text("golfp.note.called", seat=caller, value=values[caller]))
    if summary.get("winner") is not None:
        notes.append(text("golfp.note.leads_next", seat=summary["winner"]))
    zones = tuple(
        Zone(f"result.slots.{p}", "slots", p, text("golfp.zone.layout", seat=p),
             tuple(Card(c, ("revealed",)) for c in lay), count=len(lay),
             note=text("golfp.zone.value", value=values[p]))
        for p, lay in enumerate(summary["layouts"])
    )
    columns = tuple(text("common.seat.name", seat=p) for p in range(n))
    if over:
        return ResultPanel(
            kind="match", title=text("common.result.match_over", hand=summary["hand"]),
            columns=columns, rows=tuple(rows), notes=tuple(notes), zones=zones,
            winners=tuple(view["winners"]),
        )
    return ResultPanel(
        kind="hand", title=text("common.result.hand_over", hand=summary["hand"]),
        columns=columns, rows=tuple(rows), notes=tuple(notes), zones=zones,
    )
