"""Fareeb's table scene (docs/scene.md), built from a view and the viewer's legal actions only.

Zones: each seat's hand (the viewer's face up, the others as face-down cards), the up-card, the
stub (kitty), the dealer's discard, the trick (an ended trick stays until the next lead, the
last one of a hand until the first lead of the next), each seat's tricks won, and the auction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from cardtable.cards import RANKS, SUITS
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
    Relation,
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
from cardtable.games.fareeb.phases import HAND_SIZE, TAKEN, TURNED_DOWN
from cardtable.games.fareeb.ranking import deck_for

_PHASE_IDS = {
    "round 1": "round_1",
    "round 2": "round_2",
    "maker's choice": "maker_choice",
    "defenders' choice": "defender_choice",
    "dealer's exchange": "exchange",
    "play": "play",
    "match over": "over",
}
_BUTTONS = {
    "pass": "fareeb.action.pass",
    "order up": "fareeb.action.order_up",
    "with partner": "fareeb.action.with_partner",
    "alone": "fareeb.action.alone",
    "defend alone": "fareeb.action.defend_alone",
}
_OUTCOMES = {
    "made": "fareeb.outcome.made",
    "march": "fareeb.outcome.march",
    "fareeb": "fareeb.outcome.fareeb",
    "defenders' march": "fareeb.outcome.defenders_march",
    "thrown in": "fareeb.outcome.thrown_in",
}


def build_scene(view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
    # A spectator's view (the public view, docs/server.md) has seat None: every hand is then
    # face down and there are no controls.
    me: int | None = None if view["seat"] is None else int(view["seat"])
    n = int(view["players"])
    phase = _PHASE_IDS[view["phase"]]
    to_act = set(view["to_act"])
    hand_zone = f"hand.{me}"
    zones = (
        *(_hand(view, p, me) for p in range(n)),
        _upcard(view),
        _stub(view),
        *_discard(view, me),
        _trick(view),
        *(_won(view, p) for p in range(n)),
        _auction(view),
    )
    return Scene(
        game="fareeb",
        viewer=me,
        hand_number=int(view["hand_number"]),
        phase=phase,
        status=_status(view, phase),
        seats=tuple(_seat(view, p, me) for p in range(n)),
        zones=zones,
        controls=tuple(_controls(view, legal, hand_zone)),
        prompt=text(f"fareeb.prompt.{phase}") if me in to_act and legal else None,
        facts=_facts(view),
        log=_log(view),
        result=_result(view),
        score_sheet=score_sheet(_columns(n), view["score_sheet"]),
    )


# ------------------------------------------------------------------ seats


def _relation(view: Mapping[str, Any], p: int, me: int | None) -> Relation:
    if p == me:
        return "you"
    if me is None:
        return "other"
    if int(view["players"]) == 4:
        return "partner" if p == (me + 2) % 4 else "opponent"
    partner, maker = view["partner"], view["maker"]
    if view["partner_status"] == "known" and partner is not None and {p, me} == {maker, partner}:
        return "partner"
    return "other"


def _seat(view: Mapping[str, Any], p: int, me: int | None) -> Seat:
    badges: list[Text] = []
    if view["maker"] == p:
        badges.append(text("fareeb.badge.maker", suit=view["trump"]))
        if view["alone"]:
            badges.append(text("fareeb.badge.alone"))
        if view["called_card"] is not None:
            badges.append(text("fareeb.badge.caller", card=view["called_card"]))
    if (
        view["partner_status"] == "known"
        and view["partner"] == p
        and view["maker"] != p
        and int(view["players"]) == 5
    ):
        badges.append(text("fareeb.badge.called_partner"))
    if view["lone_defender"] == p:
        badges.append(text("fareeb.badge.defends_alone"))
    if p in view["sitting_out"]:
        badges.append(text("fareeb.badge.sitting_out"))
    return Seat(
        index=p,
        name=text("common.seat.name", seat=p),
        relation=_relation(view, p, me),
        team=p % 2 if int(view["players"]) == 4 else None,
        dealer=view["dealer"] == p,
        to_act=p in view["to_act"],
        score=int(view["scores"][p]),
        badges=tuple(badges),
    )


# ------------------------------------------------------------------ zones


def _hand(view: Mapping[str, Any], p: int, me: int | None) -> Zone:
    label = text("common.zone.hand", seat=p)
    if p == me:
        called = view["called_card"]
        cards = tuple(
            Card(c, ("called",) if c == called else ()) for c in view["hand"]
        )
        return Zone(f"hand.{p}", "hand", p, label, cards, count=len(cards))
    size = int(view["hand_sizes"][p])
    marks = ("sitting_out",) if p in view["sitting_out"] else ()
    return Zone(
        f"hand.{p}", "hand", p, label, tuple(Card(None) for _ in range(size)), count=size,
        marks=marks,
    )


def _upcard(view: Mapping[str, Any]) -> Zone:
    label = text("fareeb.zone.upcard")
    state = view["up_card_state"]
    if state == TAKEN:
        # The dealer holds it now; it is shown in his hand to him, and named in the note.
        return Zone(
            "upcard", "upcard", None, label, (None,),
            note=text("fareeb.upcard.taken", card=view["up_card"], seat=view["dealer"]),
        )
    marks = ("turned_down",) if state == TURNED_DOWN else ()
    note = text("fareeb.upcard.turned_down") if state == TURNED_DOWN else None
    return Zone("upcard", "upcard", None, label, (Card(view["up_card"]),), note=note, marks=marks)


def _bid(entry: Mapping[str, Any]) -> str:
    # The public view holds None where the seats' texts differ: only the dealer's discard,
    # which every seat but the dealer sees as a face-down "discard".
    action = entry["action"]
    return "discard" if action is None else str(action)


def _discarded(view: Mapping[str, Any]) -> bool:
    return any(_bid(b).startswith("discard") for b in view["bidding"])


@cache
def _pack_size(players: int) -> int:
    # Looked up once: making the pack for every scene was a visible part of the server's
    # cost per move (four scenes and a spectator's after each action).
    return len(deck_for(players))


def _stub(view: Mapping[str, Any]) -> Zone:
    n = int(view["players"])
    # The stub: the pack less the hands and the up-card, and the dealer's discard once made.
    count = _pack_size(n) - HAND_SIZE * n - 1 + (1 if _discarded(view) else 0)
    return Zone("kitty", "kitty", None, text("fareeb.zone.stub"), count=count)


def _discard(view: Mapping[str, Any], me: int | None) -> list[Zone]:
    if not _discarded(view):
        return []
    dealer = int(view["dealer"])
    code = view.get("discarded") if me == dealer else None
    return [
        Zone(
            "discard", "discard", dealer, text("fareeb.zone.discard", seat=dealer),
            (Card(code, (), dealer),), count=1,
        )
    ]


def _trick_cards(plays: Sequence[Mapping[str, Any]], winner: int | None) -> tuple[Card, ...]:
    cards = []
    for i, play in enumerate(plays):
        marks: list[CardMark] = []
        if i == 0:
            marks.append("led")
        if winner is not None and play["player"] == winner:
            marks.append("winning")
        if winner is None and i == len(plays) - 1:
            marks.append("last_played")
        cards.append(Card(play["card"], tuple(marks), int(play["player"])))
    return tuple(cards)


def _trick(view: Mapping[str, Any]) -> Zone:
    label = text("common.zone.trick")
    if view["current_trick"]:
        return Zone("trick", "trick", None, label, _trick_cards(view["current_trick"], None))
    ended = view["tricks"]
    if not ended and view["previous_hand"] and view["previous_hand"]["tricks"]:
        ended = view["previous_hand"]["tricks"]
    if not ended:
        return Zone("trick", "trick", None, label)
    last = ended[-1]
    return Zone(
        "trick", "trick", None, label, _trick_cards(last["cards"], int(last["winner"])),
        note=text("common.trick.won_by", seat=int(last["winner"])),
        marks=("complete",),
    )


def _won(view: Mapping[str, Any], p: int) -> Zone:
    won = int(view["tricks_won"][p])
    return Zone(
        f"won.{p}", "won", p, text("common.zone.tricks_won", seat=p), count=won,
        note=text("common.tricks", count=won),
    )


def _bid_text(action: str, view: Mapping[str, Any]) -> Text:
    if action in _BUTTONS:
        if action == "order up":
            return text("fareeb.bid.order_up", card=view["up_card"])
        return text(_BUTTONS[action].replace(".action.", ".bid."))
    if action == "discard":
        return text("fareeb.bid.discard_hidden")
    verb, _, arg = action.partition(" ")
    if verb == "name":
        return text("fareeb.bid.name", suit=arg)
    if verb in ("call", "discard"):
        return text(f"fareeb.bid.{verb}", card=arg)
    raise ValueError(f"not a Fareeb bid: {action!r}")


def _auction(view: Mapping[str, Any]) -> Zone:
    entries = tuple(
        Entry(int(b["player"]), _bid_text(_bid(b), view)) for b in view["bidding"]
    )
    return Zone("auction", "auction", None, text("fareeb.zone.auction"), entries=entries)


# ------------------------------------------------------------------ controls


def _controls(view: Mapping[str, Any], legal: Sequence[str], hand_zone: str) -> list[Control]:
    hand: list[str] = list(view["hand"] or ())
    controls: list[Control] = []
    calls: list[str] = []
    for action in legal:
        verb, _, arg = action.partition(" ")
        if action in _BUTTONS:
            args = {"card": view["up_card"]} if action == "order up" else {}
            controls.append(ButtonControl(action, Text(_BUTTONS[action], args)))
        elif verb == "name":
            controls.append(ButtonControl(action, text("fareeb.action.name", suit=arg)))
        elif verb in ("play", "discard"):
            controls.append(
                PointControl(
                    "card", action, Target(hand_zone, hand.index(arg)),
                    text(f"fareeb.action.{verb}", card=arg),
                )
            )
        elif verb == "call":
            calls.append(arg)
        else:
            raise ValueError(f"no control for the Fareeb action {action!r}")
    if calls:
        controls.append(_call_picker(calls))
    return controls


def _call_picker(cards: list[str]) -> PickerControl:
    """Calling a partner card (5 players): one of up to 28 cards, picked as rank then suit."""
    ranks = sorted({c[0] for c in cards}, key=RANKS.index)
    suits = sorted({c[1] for c in cards}, key=SUITS.index)
    return PickerControl(
        id="call",
        label=text("fareeb.action.call"),
        fields=(
            Field("rank", text("common.field.rank"),
                  tuple(Option(r, text("common.rank", rank=r)) for r in ranks)),
            Field("suit", text("common.field.suit"),
                  tuple(Option(s, text("common.suit", suit=s)) for s in suits)),
        ),
        choices=tuple(Choice({"rank": c[0], "suit": c[1]}, f"call {c}") for c in cards),
    )


# ------------------------------------------------------------------ status, facts, log


def _status(view: Mapping[str, Any], phase: str) -> Text:
    if phase == "over":
        return text("fareeb.status.over")
    actor = view["to_act"][0] if view["to_act"] else None
    return text(f"fareeb.status.{phase}", seat=actor)


def _facts(view: Mapping[str, Any]) -> tuple[Fact, ...]:
    facts = [Fact(text("common.fact.target"), text("common.points", count=view["target_score"]))]
    if view["trump"] is not None:
        facts.append(Fact(text("common.fact.trump"), text("common.suit", suit=view["trump"])))
    if view["called_card"] is not None:
        called = text("common.card", card=view["called_card"])
        facts.append(Fact(text("fareeb.fact.called"), called))
        status = view["partner_status"]
        partner = view["partner"]
        if status == "known" and partner is not None:
            value = text("fareeb.partner.known", seat=partner)
        else:
            value = text(f"fareeb.partner.{status}")
        facts.append(Fact(text("fareeb.fact.partner"), value))
    return tuple(facts)


def _log(view: Mapping[str, Any]) -> tuple[Entry, ...]:
    """This hand's moves as the viewer saw them, after how the previous hand ended."""
    log: list[Entry] = []
    previous = view["previous_hand"]
    if previous:
        log.append(Entry(None, _outcome_text(previous)))
    for redeal in view["redeals"]:
        log.append(Entry(int(redeal["player"]),
                         text("fareeb.log.farmer", cards=" ".join(redeal["cards"]))))
    log += [Entry(e.seat, e.text) for e in _auction(view).entries]
    for trick in view["tricks"]:
        log += [Entry(int(c["player"]), text("common.log.play", card=c["card"]))
                for c in trick["cards"]]
        log.append(Entry(int(trick["winner"]), text("common.log.won_trick")))
    log += [Entry(int(c["player"]), text("common.log.play", card=c["card"]))
            for c in view["current_trick"]]
    if view["hand_result"]:
        log.append(Entry(None, _outcome_text(view["hand_result"])))
    return tuple(log)


# ------------------------------------------------------------------ results


def _outcome_text(result: Mapping[str, Any]) -> Text:
    if result["thrown_in"]:
        return text("fareeb.outcome.thrown_in")
    makers = result["makers"]
    tricks = sum(result["tricks_won"][p] for p in makers)
    scored = max(result["points"])
    return text(
        _OUTCOMES[result["outcome"]],
        seat=result["maker"],
        partner_seat=makers[1] if len(makers) > 1 else None,
        suit=result["trump"],
        tricks=tricks,
        points=scored,
    )


def _columns(n: int) -> tuple[Text, ...]:
    """The scoring sides: the two partnerships with 4 players, each player with 5."""
    if n == 4:
        return tuple(text("common.team.pair", seat=t, other_seat=t + 2) for t in (0, 1))
    return tuple(text("common.seat.name", seat=p) for p in range(n))


def _result(view: Mapping[str, Any]) -> ResultPanel | None:
    n = int(view["players"])
    over = bool(view["winners"]) or view["hand_result"] is not None
    summary = view["hand_result"] if over else (
        view["previous_hand"] if not view["bidding"] else None
    )
    if summary is None:
        return None
    columns = _columns(n)
    sides: tuple[tuple[int, ...], ...] = (
        ((0, 2), (1, 3)) if n == 4 else tuple((p,) for p in range(n))
    )
    tricks = tuple(sum(summary["tricks_won"][p] for p in side) for side in sides)
    points = tuple(int(summary["points"][side[0]]) for side in sides)
    totals = tuple(int(view["scores"][side[0]]) for side in sides)
    scorers = tuple(p for p in range(n) if summary["points"][p] > 0)
    rows = [
        ResultRow(text("common.result.tricks"), tricks),
        ResultRow(text("common.result.hand_points"), points, scorers,
                  _outcome_text(summary)),
        ResultRow(text("common.result.match_total"), totals),
    ]
    notes = [_outcome_text(summary)]
    if summary["alone"] and not summary["thrown_in"]:
        notes.append(text("fareeb.note.alone", seat=summary["maker"]))
    if summary["lone_defender"] is not None:
        notes.append(text("fareeb.note.defended_alone", seat=summary["lone_defender"]))
    if summary["called_card"] is not None:
        makers = summary["makers"]
        notes.append(
            text("fareeb.note.called_partner", card=summary["called_card"], seat=makers[1])
            if len(makers) > 1
            else text("fareeb.note.called_no_partner", card=summary["called_card"])
        )
    zones = []
    if summary["tricks"]:
        last = summary["tricks"][-1]
        zones.append(
            Zone("result.last_trick", "trick", None, text("common.zone.last_trick"),
                 _trick_cards(last["cards"], int(last["winner"])), marks=("complete",))
        )
    if view["phase"] == "match over":
        return ResultPanel(
            kind="match",
            title=text("common.result.match_over", hand=summary["hand_number"]),
            columns=columns, rows=tuple(rows), notes=tuple(notes), zones=tuple(zones),
            winners=tuple(view["winners"]),
        )
    return ResultPanel(
        kind="hand",
        title=text("common.result.hand_over", hand=summary["hand_number"]),
        columns=columns, rows=tuple(rows), notes=tuple(notes), zones=tuple(zones),
    )

