"""56's table scene (docs/scene.md), built from a view and the viewer's legal actions only.

Zones: each seat's hand (the viewer's face up, the others as face-down cards), the trick (an
ended trick stays until the next lead, the last one of a hand until the first lead of the next),
each team's tricks and card points won, and the auction with every call in the form it was
spoken. The hundreds of bids are one picker (form, value or raise, suit or No-trump); the cot's
surrender is a pair of buttons open to the defenders while someone else is to lead.
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
from cardtable.games.fiftysix import actions as A
from cardtable.games.fiftysix.phases import COT, COT_LOST, FAILED, MADE, SURRENDERED
from cardtable.games.fiftysix.ranking import DENOMS, NO_TRUMP

LOG_LIMIT = 60
"""Recent moves kept in the log: a whole auction and the tricks of a hand, at most."""

_PHASE_IDS = {
    "auction": "auction",
    "play": "play",
    "surrender offered": "answer",
    "match over": "over",
}
_BUTTONS = {
    "pass": "fiftysix.action.pass",
    "double": "fiftysix.action.double",
    "redouble": "fiftysix.action.redouble",
    "surrender": "fiftysix.action.surrender",
    "no surrender": "fiftysix.action.no_surrender",
    "accept": "fiftysix.action.accept",
    "insist": "fiftysix.action.insist",
}
_OUT_OF_TURN = frozenset({"surrender", "no surrender"})
_OUTCOMES = {
    MADE: "fiftysix.outcome.made",
    FAILED: "fiftysix.outcome.failed",
    COT: "fiftysix.outcome.cot",
    SURRENDERED: "fiftysix.outcome.surrendered",
    COT_LOST: "fiftysix.outcome.cot_lost",
}
FORMS = ("number_first", "suit_first", "plus")
"""The picker's bid forms: ``30 hearts`` / ``28 no trumps``, ``hearts 30`` / ``28 No``, and
``plus 2 spades`` (the current bid raised)."""

_BID_FORMS: dict[str, tuple[str, int, str]] = {
    **{
        a.text: (FORMS[form], value, DENOMS[denom])
        for (value, denom, form), a in A.BID.items()
    },
    **{a.text: ("plus", k, DENOMS[denom]) for (k, denom), a in A.PLUS.items()},
}
"""Every bid's text -> (form, value or raise, denomination letter S H D C N)."""


def build_scene(view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
    # A spectator's view (the public view, docs/server.md) has seat None: every hand is then
    # face down and there are no controls.
    me: int | None = None if view["seat"] is None else int(view["seat"])
    n = int(view["players"])
    phase = _PHASE_IDS[view["phase"]]
    to_act = set(view["to_act"])
    return Scene(
        game="56",
        viewer=me,
        hand_number=int(view["hand_number"]),
        phase=phase,
        status=_status(view, phase),
        seats=tuple(_seat(view, p, me) for p in range(n)),
        zones=(
            *(_hand(view, p, me) for p in range(n)),
            _trick(view),
            *(_won(view, team) for team in (0, 1)),
            _auction(view),
        ),
        controls=tuple(_controls(view, legal, me)),
        prompt=(
            _prompt(view, phase, me, legal) if me is not None and me in to_act and legal else None
        ),
        facts=_facts(view),
        log=_log(view),
        result=_result(view),
        score_sheet=score_sheet((_team_text(view, 0), _team_text(view, 1)), view["score_sheet"]),
    )


# ------------------------------------------------------------------ seats


def _relation(p: int, me: int | None) -> Relation:
    if p == me:
        return "you"
    if me is None:
        return "other"
    return "partner" if p % 2 == me % 2 else "opponent"


def _seat(view: Mapping[str, Any], p: int, me: int | None) -> Seat:
    badges: list[Text] = []
    contract = view["contract"]
    high = view["high_bid"]
    if contract is not None and contract["bidder"] == p:
        badges.append(_contract_text("fiftysix.badge.bidder", contract))
    elif contract is None and high is not None and high["player"] == p:
        badges.append(
            text("fiftysix.badge.high_bid", value=high["value"], suit=high["denomination"])
        )
    doubling = view["doubling"]
    holder = contract["bidder"] if contract is not None else (high or {}).get("player")
    if holder == p and doubling != "undoubled":
        badges.append(text(f"fiftysix.badge.{doubling}"))
    surrender = view["surrender"]
    if surrender["offered_by"] == p:
        badges.append(text("fiftysix.badge.offered_surrender"))
    if view["forced_bid"] and p in view["to_act"]:
        badges.append(text("fiftysix.badge.forced_bid"))
    return Seat(
        index=p,
        name=text("common.seat.name", seat=p),
        relation=_relation(p, me),
        team=p % 2,
        dealer=view["dealer"] == p,
        to_act=p in view["to_act"],
        score=int(view["scores"][p]),
        badges=tuple(badges),
    )


def _contract_text(message: str, contract: Mapping[str, Any]) -> Text:
    return text(
        message, seat=contract["bidder"], value=contract["value"], suit=contract["denomination"]
    )


# ------------------------------------------------------------------ zones


def _hand(view: Mapping[str, Any], p: int, me: int | None) -> Zone:
    label = text("common.zone.hand", seat=p)
    if p == me:
        trump = (view["contract"] or {}).get("trump")
        cards = tuple(
            Card(c, ("trump",) if trump is not None and c[1] == trump else ())
            for c in view["hand"]
        )
        return Zone(f"hand.{p}", "hand", p, label, cards, count=len(cards))
    size = int(view["hand_sizes"][p])
    return Zone(f"hand.{p}", "hand", p, label, tuple(Card(None) for _ in range(size)), count=size)


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


def _last_trick(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The last ended trick to keep on the table: this hand's, else the previous hand's."""
    if view["tricks"]:
        last: Mapping[str, Any] = view["tricks"][-1]
        return last
    previous = view["previous_hand"]
    if previous is not None and previous.get("last_trick"):
        earlier: Mapping[str, Any] = previous["last_trick"]
        return earlier
    return None


def _trick(view: Mapping[str, Any]) -> Zone:
    label = text("common.zone.trick")
    if view["current_trick"]:
        return Zone("trick", "trick", None, label, _trick_cards(view["current_trick"], None))
    last = _last_trick(view)
    if last is None:
        return Zone("trick", "trick", None, label)
    winner = int(last["winner"])
    return Zone(
        "trick", "trick", None, label, _trick_cards(last["cards"], winner),
        note=text("common.trick.won_by", seat=winner), marks=("complete",),
    )


def _team_text(view: Mapping[str, Any], team: int) -> Text:
    """A team as its seats: ``P0 + P2`` (4 players), ``P0 + P2 + P4`` (6), ... (8)."""
    seats = [int(p) for p in view["teams"][team]]
    if len(seats) == 2:
        return text("common.team.pair", seat=seats[0], other_seat=seats[1])
    names = ("seat", "second_seat", "third_seat", "fourth_seat")
    return Text(f"fiftysix.team.of_{len(seats)}", dict(zip(names, seats, strict=False)))


def _won(view: Mapping[str, Any], team: int) -> Zone:
    tricks = int(view["tricks_won"][team])
    return Zone(
        f"won.{'ab'[team]}", "won", None, text("fiftysix.zone.won", team=_team_letter(team)),
        count=tricks,
        note=text("fiftysix.won", tricks=tricks, points=int(view["points"][team])),
    )


def _team_letter(team: int) -> str:
    return "AB"[team]


def call_text(call: str, resolved: str | None = None) -> Text:
    """A call as the auction shows it, in the form it was spoken (partners signal with it)."""
    if call in ("pass", "double", "redouble"):
        return text(f"fiftysix.bid.{call}")
    form, number, suit = _BID_FORMS[call]
    if form == "plus":
        value = int(resolved[:2]) if resolved else None
        return text("fiftysix.bid.plus", amount=number, suit=suit, value=value)
    if suit == DENOMS[NO_TRUMP]:
        return text(f"fiftysix.bid.no_trump_{form}", value=number)
    return text(f"fiftysix.bid.{form}", value=number, suit=suit)


def _auction(view: Mapping[str, Any]) -> Zone:
    entries = tuple(
        Entry(int(c["player"]), call_text(c["call"], c["bid"])) for c in view["auction"]
    )
    note = None
    contract = view["contract"]
    if contract is not None:
        note = _contract_text("fiftysix.contract", contract)
    return Zone(
        "auction", "auction", None, text("fiftysix.zone.auction"), entries=entries, note=note
    )


# ------------------------------------------------------------------ controls


def _controls(view: Mapping[str, Any], legal: Sequence[str], me: int | None) -> list[Control]:
    hand: list[str] = list(view["hand"] or ())
    hand_zone = f"hand.{me}"
    controls: list[Control] = []
    bids: list[str] = []
    leading = view["phase"] == "play" and view["leader"] == me and not view["current_trick"]
    for action in legal:
        if action in _BUTTONS:
            out_of_turn = action in _OUT_OF_TURN and not leading
            controls.append(ButtonControl(action, text(_BUTTONS[action]), out_of_turn))
        elif action in _BID_FORMS:
            bids.append(action)
        elif action.startswith("play "):
            card = action[5:]
            controls.append(
                PointControl(
                    "card", action, Target(hand_zone, hand.index(card)),
                    text("fiftysix.action.play", card=card),
                )
            )
        else:
            raise ValueError(f"no control for the 56 action {action!r}")
    if bids:
        controls.append(bid_picker(bids))
    return controls


def bid_picker(bids: Sequence[str]) -> PickerControl:
    """Every legal bid as form x (value or raise) x suit or No-trump (docs/scene.md)."""
    parsed = [(_BID_FORMS[b], b) for b in bids]
    forms = [f for f in FORMS if any(p[0] == f for p, _ in parsed)]
    values = sorted({n for (f, n, _), _ in parsed if f != "plus"})
    raises = sorted({n for (f, n, _), _ in parsed if f == "plus"})
    suits = [d for d in DENOMS if any(p[2] == d for p, _ in parsed)]
    fields = [
        Field("form", text("fiftysix.field.form"),
              tuple(Option(f, text(f"fiftysix.form.{f}")) for f in forms)),
    ]
    if values:
        fields.append(Field("value", text("fiftysix.field.value"),
                            tuple(Option(str(v), text("fiftysix.value", value=v))
                                  for v in values)))
    if raises:
        fields.append(Field("raise", text("fiftysix.field.raise"),
                            tuple(Option(str(k), text("fiftysix.raise", amount=k))
                                  for k in raises)))
    fields.append(Field("suit", text("fiftysix.field.suit"),
                        tuple(Option(d, text("common.suit", suit=d)) for d in suits)))
    choices = tuple(
        Choice({"form": form, "raise" if form == "plus" else "value": str(number), "suit": d},
               bid)
        for (form, number, d), bid in parsed
    )
    return PickerControl("bid", text("fiftysix.action.bid"), tuple(fields), choices)


# ------------------------------------------------------------------ status, prompt, facts, log


def _status(view: Mapping[str, Any], phase: str) -> Text:
    if phase == "over":
        return text("fiftysix.status.over")
    if phase == "play" and view["surrender"]["open_now"]:
        return text("fiftysix.status.window", seat=view["leader"])
    if phase == "answer":
        return text("fiftysix.status.answer", seat=view["contract"]["bidder"],
                    offer_seat=view["surrender"]["offered_by"])
    return text(f"fiftysix.status.{phase}", seat=(view["to_act"] or [None])[0])


def _prompt(view: Mapping[str, Any], phase: str, me: int, legal: Sequence[str]) -> Text:
    if phase == "auction":
        if view["forced_bid"]:
            return text("fiftysix.prompt.forced_bid")
        return text("fiftysix.prompt.auction")
    if phase == "play" and not any(a.startswith("play ") for a in legal):
        return text("fiftysix.prompt.surrender")
    return text(f"fiftysix.prompt.{phase}")


def _facts(view: Mapping[str, Any]) -> tuple[Fact, ...]:
    facts = [
        Fact(text("fiftysix.fact.tables"),
             text("fiftysix.tables", a=int(view["tables"][0]), b=int(view["tables"][1]))),
    ]
    contract = view["contract"]
    if contract is not None:
        facts.append(Fact(text("fiftysix.fact.contract"),
                          _contract_text("fiftysix.contract", contract)))
        facts.append(Fact(text("common.fact.trump"),
                          text("common.suit", suit=contract["denomination"])))
        if contract["doubling"] != "undoubled":
            facts.append(Fact(text("fiftysix.fact.doubling"),
                              text(f"fiftysix.badge.{contract['doubling']}")))
        if contract["all_pass"]:
            facts.append(Fact(text("fiftysix.fact.contract"), text("fiftysix.note.all_pass")))
    elif view["high_bid"] is not None:
        high = view["high_bid"]
        facts.append(Fact(text("fiftysix.fact.high_bid"),
                          text("fiftysix.high_bid", seat=high["player"], value=high["value"],
                               suit=high["denomination"])))
    return tuple(facts)


def _log(view: Mapping[str, Any]) -> tuple[Entry, ...]:
    """This hand's moves as the viewer saw them (all public in 56), after how the last ended."""
    log: list[Entry] = []
    previous = view["previous_hand"]
    if previous:
        log.append(Entry(None, _outcome_text(previous)))
    elif view["hand_number"] == 1:
        for draw in view["first_draw"]:
            log += [Entry(int(d["player"]), text("fiftysix.log.draw", card=d["card"]))
                    for d in draw]
        log.append(Entry(view["dealer"], text("fiftysix.log.deals")))
    for redeal in view["redeals"]:
        log.append(Entry(int(redeal["player"]),
                         text("fiftysix.log.redeal", cards=" ".join(redeal["cards"]))))
    bids = iter(view["auction"])
    tricks = iter(view["tricks"])
    played = 0
    per_trick = int(view["players"])
    for entry in view["log"]:
        seat, action = int(entry["player"]), entry["action"]
        if action.startswith("play "):
            log.append(Entry(seat, text("common.log.play", card=action[5:])))
            played += 1
            if played == per_trick:
                played = 0
                trick = next(tricks, None)
                if trick is not None:
                    log.append(Entry(int(trick["winner"]),
                                     text("common.log.won_trick")))
        elif action in _BUTTONS and action not in ("pass", "double", "redouble"):
            log.append(Entry(seat, text(f"fiftysix.log.{action.replace(' ', '_')}")))
        else:
            call = next(bids)
            log.append(Entry(seat, call_text(call["call"], call["bid"])))
    if view["hand_result"]:
        log.append(Entry(None, _outcome_text(view["hand_result"])))
    return tuple(log[-LOG_LIMIT:])


# ------------------------------------------------------------------ results


def _outcome_text(summary: Mapping[str, Any]) -> Text:
    contract = summary["contract"]
    return text(
        _OUTCOMES[summary["outcome"]],
        seat=contract["bidder"],
        value=contract["value"],
        suit=contract["denomination"],
        points=int(summary["points"][contract["team"]]),
        amount=int(summary["amount"]),
    )


def _result(view: Mapping[str, Any]) -> ResultPanel | None:
    over = view["phase"] == "match over"
    summary = view["hand_result"] if over else (
        view["previous_hand"] if not view["log"] else None
    )
    if summary is None:
        return None
    contract = summary["contract"]
    bid_team = int(contract["team"])
    payer = int(summary["payer"])
    receiver = 1 - payer
    team_seats = [tuple(view["teams"][t]) for t in (0, 1)]
    paid = int(summary["amount"]) if summary["paid"] else 0
    change = tuple(paid if t == receiver else -paid for t in (0, 1))
    bid_points = tuple(contract["value"] if t == bid_team else None for t in (0, 1))
    points = tuple(int(p) for p in summary["points"])
    made_by = team_seats[bid_team] if summary["bidders_won"] else team_seats[1 - bid_team]
    rows = (
        ResultRow(text("fiftysix.result.contract"), bid_points, (),
                  _contract_text("fiftysix.contract", contract)),
        ResultRow(text("fiftysix.result.points"), points, made_by, _outcome_text(summary)),
        ResultRow(text("common.result.tricks"), tuple(int(t) for t in summary["tricks_won"])),
        ResultRow(text("fiftysix.result.tables_paid"), change, team_seats[receiver],
                  _payment_text(summary)),
        ResultRow(text("fiftysix.result.tables"),
                  tuple(int(t) for t in summary["tables_after"])),
    )
    notes = [_outcome_text(summary), _payment_text(summary)]
    if contract["all_pass"]:
        notes.append(text("fiftysix.note.all_pass"))
    if summary["surrender_offered_by"] is not None:
        # An offer is always answered before the hand ends: accepted, or insisted on.
        answer = "insisted" if summary["insisted"] else "accepted"
        notes.append(text(f"fiftysix.note.surrender_{answer}",
                          seat=summary["surrender_offered_by"], bidder_seat=contract["bidder"]))
    if not summary["paid"]:
        notes.append(text("fiftysix.note.cannot_pay", team=_team_letter(payer),
                          amount=int(summary["amount"]),
                          count=int(summary["tables_before"][payer])))
    zones = []
    last = summary.get("last_trick") or (view["tricks"][-1] if over and view["tricks"] else None)
    if last:
        zones.append(
            Zone("result.last_trick", "trick", None, text("common.zone.last_trick"),
                 _trick_cards(last["cards"], int(last["winner"])), marks=("complete",))
        )
    columns = (_team_text(view, 0), _team_text(view, 1))
    if over:
        return ResultPanel(
            kind="match", title=text("common.result.match_over", hand=summary["hand_number"]),
            columns=columns, rows=rows, notes=tuple(notes), zones=tuple(zones),
            winners=tuple(view["winners"]),
        )
    return ResultPanel(
        kind="hand", title=text("common.result.hand_over", hand=summary["hand_number"]),
        columns=columns, rows=rows, notes=tuple(notes), zones=tuple(zones),
    )


def _payment_text(summary: Mapping[str, Any]) -> Text:
    contract = summary["contract"]
    payer = int(summary["payer"])
    return text(
        "fiftysix.payment",
        team=_team_letter(payer),
        other_team=_team_letter(1 - payer),
        amount=int(summary["amount"]),
        multiplier=int(contract["multiplier"]),
        factor=int(summary["cot_factor"]),
    )
