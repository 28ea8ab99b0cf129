"""All Fours' table scene (docs/scene.md), built from a view and the viewer's legal actions only.

One scene for the three rulesets: the standard 2-3 player game (beg, the dealer's gift or
running the cards, discards, the bunch), the Trinidad/Tobago partnership game and the West
Yorkshire pitcher game (no turn-up: the pitch fixes trump; throwing in).

Zones: each seat's hand (the viewer's face up, unless the pitcher game keeps it unseen before
the pitch), face-down packets and discards, the turn-ups (kind ``upcard``), the stock and any
cards set aside, the trick with any cards thrown in (an ended trick stays until the next lead,
the last one of a hand until the first lead of the next), each seat's tricks won, and the calls
of the deal (stand, beg, give, run, bunch). The result panel counts High, Low, Jack and Game,
each with who won it and the deciding card, beside the points scored during the deal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardtable.engine.scene import (
    ButtonControl,
    Card,
    CardMark,
    Control,
    Entry,
    Fact,
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
from cardtable.games.allfours.phases import PACKET
from cardtable.games.allfours.scoring import HANG_JACK_POINTS, POINT_ORDER

LOG_LIMIT = 60
"""Recent moves kept in the log: a whole deal of four players, at most."""

_PHASE_IDS = {
    "elder's choice": "elder",
    "dealer's choice": "dealer",
    "discard": "discard",
    "bunch window": "bunch",
    "bunch answers": "bunch_answer",
    "play": "play",
    "match over": "over",
}
_BUTTONS = {
    "stand": "allfours.action.stand",
    "beg": "allfours.action.beg",
    "take one": "allfours.action.take_one",
    "bunch": "allfours.action.bunch",
    "no bunch": "allfours.action.no_bunch",
    "agree": "allfours.action.agree",
    "throw in": "allfours.action.throw_in",
}
_CALLS = {
    "stand": "allfours.call.stand",
    "beg": "allfours.call.beg",
    "take one": "allfours.call.take_one",
    "bunch": "allfours.call.bunch",
    "no bunch": "allfours.call.no_bunch",
    "agree": "allfours.call.agree",
}
_COUNTED = {point: point.lower() for point in POINT_ORDER}
"""The count's points (High, Low, Jack, Game) -> their message name."""


def build_scene(view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
    # A spectator's view (the public view, docs/server.md) has seat None: every hand and
    # discard is then face down and there are no controls.
    me: int | None = None if view["seat"] is None else int(view["seat"])
    n = int(view["players"])
    phase = _PHASE_IDS[view["phase"]]
    calls = _calls(view)
    zones = [
        *(_hand(view, p, me) for p in range(n)),
        *_face_down(view),
        *_discards(view, me),
        *([] if _pitcher_game(view) else [_turn_ups(view)]),  # no turn-up: the pitch
        Zone("stock", "stock", None, text("allfours.zone.stock"), count=int(view["stock"])),
        *_set_aside(view),
        _trick(view),
        *_thrown(view),
        *(_won(view, p) for p in range(n)),
        Zone("auction", "auction", None, text("allfours.zone.calls"), entries=tuple(calls)),
    ]
    return Scene(
        game="allfours",
        viewer=me,
        hand_number=int(view["hand_number"]),
        phase=phase,
        status=_status(view, phase),
        seats=tuple(_seat(view, p, me, calls) for p in range(n)),
        zones=tuple(zones),
        controls=tuple(_controls(view, legal, me)),
        prompt=(
            _prompt(view, phase, me) if me is not None and me in view["to_act"] and legal else None
        ),
        facts=_facts(view),
        log=_log(view),
        result=_result(view),
        score_sheet=score_sheet(_side_columns(view), view["score_sheet"]),
    )


# ------------------------------------------------------------------ seats


def _relation(view: Mapping[str, Any], p: int, me: int | None) -> Relation:
    if p == me:
        return "you"
    if me is None:
        return "other"
    sides = view["sides"]
    return "partner" if view["teams"] is not None and sides[p] == sides[me] else "opponent"


def _pitcher_game(view: Mapping[str, Any]) -> bool:
    return bool(view["ruleset"] == "pitcher")


def _seat(view: Mapping[str, Any], p: int, me: int | None, calls: Sequence[Entry]) -> Seat:
    badges: list[Text] = []
    if view["elder"] == p and view["phase"] != "match over":
        badges.append(text("allfours.badge.pitcher" if _pitcher_game(view)
                           else "allfours.badge.elder"))
    made = {e.text.id for e in calls if e.seat == p}
    for call, badge in (
        ("allfours.call.beg", "allfours.badge.begged"),
        ("allfours.call.take_one", "allfours.badge.gave_one"),
        ("allfours.call.run", "allfours.badge.ran"),
        ("allfours.call.bunch", "allfours.badge.bunch"),
    ):
        if call in made:
            badges.append(text(badge))
    if p in view["thrown_in"]:
        badges.append(text("allfours.badge.thrown_in"))
    return Seat(
        index=p,
        name=text("common.seat.name", seat=p),
        relation=_relation(view, p, me),
        team=int(view["sides"][p]) if view["teams"] is not None else None,
        dealer=view["dealer"] == p,
        to_act=p in view["to_act"],
        score=int(view["scores"][p]),
        badges=tuple(badges),
    )


# ------------------------------------------------------------------ zones


def _hand(view: Mapping[str, Any], p: int, me: int | None) -> Zone:
    label = text("common.zone.hand", seat=p)
    if p == me and not view["hand_hidden"]:
        trump = view["trump"]
        cards = tuple(
            Card(c, ("trump",) if trump is not None and c[1] == trump else ())
            for c in view["hand"]
        )
        return Zone(f"hand.{p}", "hand", p, label, cards, count=len(cards))
    size = int(view["hand_sizes"][p])
    # The pitcher game: nobody but the pitcher looks at his cards before the pitch (§4.2).
    note = text("allfours.hand.unseen") if view["hand_hidden"] else None
    return Zone(
        f"hand.{p}", "hand", p, label, tuple(Card(None) for _ in range(size)), count=size,
        note=note,
    )


def _face_down(view: Mapping[str, Any]) -> list[Zone]:
    """Packets dealt in a run and not yet picked up (set_aside_unpicked), face down to all."""
    return [
        Zone(f"packet.{p}", "pile", p, text("allfours.zone.packet", seat=p),
             tuple(Card(None) for _ in range(count)), count=count)
        for p, count in enumerate(view["face_down"])
        if count
    ]


def _discards(view: Mapping[str, Any], me: int | None) -> list[Zone]:
    zones = []
    for p, count in enumerate(view["discards"]):
        if not count:
            continue
        label = text("allfours.zone.discards", seat=p)
        codes = view["my_discards"] if p == me else [None] * count
        zones.append(Zone(f"discard.{p}", "discard", p, label,
                          tuple(Card(c, (), p) for c in codes), count=count))
    return zones


def _turn_ups(view: Mapping[str, Any]) -> Zone:
    ups: list[str] = view["turn_ups"]
    trump = view["trump"]
    cards = []
    for i, code in enumerate(ups):
        # The card that made trump: the first (the gift, or no run), else the new suit run to.
        decides = trump is not None and i == len(ups) - 1 and code[1] == trump
        cards.append(Card(code, ("trump",) if decides else (), int(view["dealer"])))
    note = text("allfours.upcard.runs", count=int(view["runs"])) if view["runs"] else None
    return Zone("upcard", "upcard", None, text("allfours.zone.turn_up"), tuple(cards), note=note)


def _set_aside(view: Mapping[str, Any]) -> list[Zone]:
    count = int(view["set_aside"])
    if not count:
        return []
    return [Zone("set_aside", "pile", None, text("allfours.zone.set_aside"), count=count)]


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
    """The last ended trick to keep on the table: this deal's, else the previous hand's."""
    if view["tricks"]:
        last: Mapping[str, Any] = view["tricks"][-1]
        return last
    previous = view["previous_hand"]
    if previous is not None and previous["tricks"]:
        earlier: Mapping[str, Any] = previous["tricks"][-1]
        return earlier
    return None


def _trick(view: Mapping[str, Any]) -> Zone:
    label = text("common.zone.trick")
    if view["current_trick"]:
        return Zone("trick", "trick", None, label, _trick_cards(view["current_trick"], None))
    last = _last_trick(view)
    if last is None:
        return Zone("trick", "trick", None, label)
    return _ended_trick("trick", label, last)


def _ended_trick(zone_id: str, label: Text, trick: Mapping[str, Any]) -> Zone:
    winner = int(trick["winner"])
    return Zone(
        zone_id, "trick", None, label, _trick_cards(trick["cards"], winner),
        note=text("common.trick.won_by", seat=winner), marks=("complete",),
    )


def _thrown(view: Mapping[str, Any]) -> list[Zone]:
    """Pitcher: the cards thrown in face up onto the trick (they cannot win it, §4.2)."""
    if view["current_trick"]:
        thrown = view["current_thrown"]
    else:
        last = _last_trick(view)
        thrown = last.get("thrown", []) if last is not None else []
    if not thrown:
        return []
    cards = tuple(Card(c, (), int(t["player"])) for t in thrown for c in t["cards"])
    return [Zone("thrown", "pile", None, text("allfours.zone.thrown"), cards, count=len(cards))]


def _won(view: Mapping[str, Any], p: int) -> Zone:
    won = sum(1 for t in view["tricks"] if t["winner"] == p)
    return Zone(
        f"won.{p}", "won", p, text("common.zone.tricks_won", seat=p), count=won,
        note=text("common.tricks", count=won),
    )


def _action(entry: Mapping[str, Any]) -> str:
    # The public view holds None where the seats' texts differ: only a discard, which every
    # seat but its owner sees as a face-down "discard".
    action = entry["action"]
    return "discard" if action is None else str(action)


def _calls(view: Mapping[str, Any]) -> list[Entry]:
    """The deal's calls in order: stand or beg, give or run, and the bunch and its answers."""
    entries: list[Entry] = []
    previous = ""
    for a in view["actions"]:
        action, seat = _action(a), int(a["player"])
        if action in _CALLS:
            entries.append(Entry(seat, text(_CALLS[action])))
        elif action == "refuse":
            # Only the dealer answers a beg; any other refusal answers a bunch.
            run = previous == "beg"
            entries.append(Entry(seat, text("allfours.call.run" if run
                                            else "allfours.call.refuse_bunch")))
        previous = action
    return entries


# ------------------------------------------------------------------ controls


def _controls(view: Mapping[str, Any], legal: Sequence[str], me: int | None) -> list[Control]:
    hand: list[str] = list(view["hand"] or ())
    hand_zone = f"hand.{me}"
    controls: list[Control] = []
    for action in legal:
        verb, _, card = action.partition(" ")
        if action in _BUTTONS:
            controls.append(ButtonControl(action, text(_BUTTONS[action])))
        elif action == "refuse":
            which = "run" if view["phase"] == "dealer's choice" else "refuse_bunch"
            controls.append(ButtonControl(action, text(f"allfours.action.{which}")))
        elif verb in ("play", "discard") and card in hand:
            controls.append(
                PointControl("card", action, Target(hand_zone, hand.index(card)),
                             text(f"allfours.action.{verb}", card=card))
            )
        else:
            raise ValueError(f"no control for the All Fours action {action!r}")
    return controls


# ------------------------------------------------------------------ status, prompt, facts, log


def _status(view: Mapping[str, Any], phase: str) -> Text:
    if phase == "over":
        return text("allfours.status.over")
    if phase == "bunch_answer":
        return text("allfours.status.bunch_answer", seat=view["bunch"]["caller"])
    if phase in ("discard", "bunch"):
        return text(f"allfours.status.{phase}")
    if phase == "play" and view["trump"] is None:
        return text("allfours.status.pitch", seat=view["elder"])
    actor = view["to_act"][0] if view["to_act"] else None
    return text(f"allfours.status.{phase}", seat=actor)


def _prompt(view: Mapping[str, Any], phase: str, me: int) -> Text:
    if phase == "discard":
        return text("allfours.prompt.discard", count=int(view["discards_due"][me]))
    if phase == "play" and view["trump"] is None:
        return text("allfours.prompt.pitch")
    return text(f"allfours.prompt.{phase}")


def _facts(view: Mapping[str, Any]) -> tuple[Fact, ...]:
    facts = [Fact(text("common.fact.target"), text("common.points", count=view["target_score"]))]
    if view["trump"] is not None:
        facts.append(Fact(text("common.fact.trump"), text("common.suit", suit=view["trump"])))
    if view["pitch"] is not None:
        facts.append(Fact(text("allfours.fact.pitch"), text("common.card", card=view["pitch"])))
    if int(view["deal_number"]) > 1:
        facts.append(Fact(text("allfours.fact.deal"),
                          text("allfours.deal_number", count=int(view["deal_number"]))))
    return tuple(facts)


def _points_text(entry: Mapping[str, Any]) -> Text:
    """A line of the points scored during a deal (turn-up, gift, pegged, the count)."""
    reason: str = entry["reason"]
    points = int(entry["points"])
    if reason.startswith("turn-up"):
        return text("allfours.points.turn_up", points=points, card=reason.split()[-1])
    if reason in _COUNTED:
        return text(f"allfours.points.{_COUNTED[reason]}", points=points)
    if reason == "gift":
        return text("allfours.points.gift", points=points)
    if reason == "pegged":
        return text("allfours.points.pegged", points=points)
    return text("allfours.points.taken_back", points=points)


def _side_seat(view: Mapping[str, Any], side: int) -> int:
    """A seat of ``side``, so a log line can say whose points they are."""
    return int(view["sides"].index(side))


def _log(view: Mapping[str, Any]) -> tuple[Entry, ...]:
    """This deal's moves as the viewer saw them, after how the previous hand ended."""
    log: list[Entry] = []
    previous = view["previous_hand"]
    if previous:
        log.append(Entry(None, _summary_text(view, previous)))
    for redeal in view["redeals"]:
        log.append(Entry(None, text(f"allfours.log.redeal_{redeal['reason']}",
                                    cards=" ".join(redeal["turn_ups"]))))
    points = list(view["points_log"])
    ups = list(view["turn_ups"])

    def turn_up(code: str) -> None:
        log.append(Entry(int(view["dealer"]), text("allfours.log.turn_up", card=code)))
        for e in [e for e in points if e["reason"] == f"turn-up {code}"]:
            points.remove(e)
            log.append(Entry(_side_seat(view, e["side"]), _points_text(e)))

    if ups:
        turn_up(ups.pop(0))
    tricks = iter(view["tricks"])
    trick = next(tricks, None)
    in_trick = 0
    discarded = 0
    n = int(view["players"])
    last = ""
    for a in view["actions"]:
        action, seat = _action(a), int(a["player"])
        verb, _, card = action.partition(" ")
        if action in _CALLS:
            log.append(Entry(seat, text(_CALLS[action])))
        elif action == "refuse":
            log.append(Entry(seat, text("allfours.call.run" if last == "beg"
                                        else "allfours.call.refuse_bunch")))
            if last == "beg" and ups:  # the run turns up the next card
                turn_up(ups.pop(0))
        elif verb == "discard":
            log.append(Entry(seat, text("allfours.log.discard", card=card) if card
                             else text("allfours.log.discard_hidden")))
            # Between two turn-ups of a run, each player discards a packet of three.
            discarded += 1
            if discarded == PACKET * n and ups:
                turn_up(ups.pop(0))
                discarded = 0
        elif verb == "play" or action == "throw in":
            while ups:
                turn_up(ups.pop(0))
            log.append(Entry(seat, text("common.log.play", card=card) if verb == "play"
                             else text("allfours.log.throw_in")))
            in_trick += 1
            if trick is not None and in_trick == len(trick["cards"]) + sum(
                1 for _ in trick.get("thrown", [])
            ):
                log.append(Entry(int(trick["winner"]),
                                 text("common.log.won_trick")))
                trick, in_trick = next(tricks, None), 0
        if action == "take one":
            for e in [e for e in points if e["reason"] == "gift"]:
                points.remove(e)
                log.append(Entry(_side_seat(view, e["side"]), _points_text(e)))
        last = action
    for code in ups:  # turned up by runs the log has not reached yet
        turn_up(code)
    log += [Entry(_side_seat(view, e["side"]), _points_text(e)) for e in points]
    if view["hand_result"]:
        log.append(Entry(None, _summary_text(view, view["hand_result"])))
    return tuple(log[-LOG_LIMIT:])


# ------------------------------------------------------------------ results


def _side_columns(view: Mapping[str, Any]) -> tuple[Text, ...]:
    teams = view["teams"]
    if teams is not None:
        return tuple(text("common.team.pair", seat=t[0], other_seat=t[1]) for t in teams)
    return tuple(text("common.seat.name", seat=p) for p in range(int(view["players"])))


def _side_seats(view: Mapping[str, Any], side: int | None) -> tuple[int, ...]:
    if side is None:
        return ()
    return tuple(p for p, s in enumerate(view["sides"]) if s == side)


def _summary_text(view: Mapping[str, Any], summary: Mapping[str, Any]) -> Text:
    gained = summary["side_points"]
    best = max(range(len(gained)), key=lambda s: gained[s])
    return text("allfours.log.hand_over", hand=summary["hand_number"],
                seat=_side_seat(view, best), points=int(gained[best]))


def _count_detail(view: Mapping[str, Any], entry: Mapping[str, Any]) -> Text:
    point = entry["point"]
    if point == "Game":
        totals = entry.get("totals", [])
        if entry["side"] is None:
            return text("allfours.detail.game_tie", points=max(totals, default=0))
        return text("allfours.detail.game", points=int(totals[entry["side"]]))
    if "card" not in entry:
        return text(f"allfours.detail.no_{_COUNTED[point]}")
    if point == "Jack" and entry["points"] == HANG_JACK_POINTS:
        return text("allfours.detail.hang_jack", card=entry["card"], seat=entry["holder"],
                    points=HANG_JACK_POINTS)
    holder = int(entry["holder"])
    capturer = entry.get("capturer_side")
    if capturer is not None and capturer != view["sides"][holder]:
        return text("allfours.detail.captured", card=entry["card"], seat=holder,
                    capturer_seat=_side_seat(view, capturer))
    return text("allfours.detail.held", card=entry["card"], seat=holder)


def _count_rows(view: Mapping[str, Any], summary: Mapping[str, Any]) -> list[ResultRow]:
    sides = len(summary["side_scores"])
    rows = []
    for entry in summary["count"]:
        scored = bool(entry["scored"])
        side = entry["side"]
        values = tuple(int(entry["points"]) if scored and s == side else 0 for s in range(sides))
        detail = _count_detail(view, entry)
        if side is not None and not scored:
            detail = text("allfours.detail.not_counted", point=_COUNTED[entry["point"]])
        rows.append(ResultRow(text(f"allfours.result.{_COUNTED[entry['point']]}"), values,
                              _side_seats(view, side) if scored else (), detail))
        if entry["point"] == "Game" and entry.get("totals"):
            rows.append(ResultRow(text("allfours.result.card_points"),
                                  tuple(int(t) for t in entry["totals"])))
    return rows


def _deal_rows(summary: Mapping[str, Any]) -> list[ResultRow]:
    """Points scored during the deal and thrown-in deals: turn-ups, the gift, pegging."""
    sides = len(summary["side_scores"])
    entries = [e for r in summary["redeals"] for e in r["points"]] + [
        e for e in summary["points_log"] if e["reason"] not in _COUNTED
    ]
    rows = []
    for kind in ("turn_up", "gift", "pegged", "taken_back"):
        mine = [e for e in entries if _points_text(e).id == f"allfours.points.{kind}"]
        if not mine:
            continue
        values = [0] * sides
        for e in mine:
            values[int(e["side"])] += int(e["points"])
        cards = [e["reason"].split()[-1] for e in mine if kind == "turn_up"]
        detail = text("allfours.detail.turn_ups", cards=" ".join(cards)) if cards else None
        rows.append(ResultRow(text(f"allfours.result.{kind}"), tuple(values), (), detail))
    return rows


def _result(view: Mapping[str, Any]) -> ResultPanel | None:
    over = view["phase"] == "match over"
    fresh = not view["actions"] and not view["redeals"]
    summary = view["hand_result"] if over else (view["previous_hand"] if fresh else None)
    if summary is None:
        return None
    gained = tuple(int(g) for g in summary["side_points"])
    rows = [
        *_deal_rows(summary),
        *_count_rows(view, summary),
        ResultRow(text("common.result.hand_points"), gained),
        ResultRow(text("common.result.match_total"), tuple(int(s) for s in summary["side_scores"])),
    ]
    notes = []
    if summary["trump"] is not None:
        notes.append(text("allfours.note.trump", suit=summary["trump"]))
    if summary["pitch"] is not None:
        notes.append(text("allfours.note.pitch", card=summary["pitch"]))
    for redeal in summary["redeals"]:
        notes.append(text(f"allfours.log.redeal_{redeal['reason']}",
                          cards=" ".join(redeal["turn_ups"])))
    if not summary["played"]:
        notes.append(text("allfours.note.not_played"))
    zones = []
    if summary["tricks"]:
        zones.append(_ended_trick("result.last_trick", text("common.zone.last_trick"),
                                  summary["tricks"][-1]))
    title_hand = summary["hand_number"]
    if over:
        return ResultPanel(
            kind="match", title=text("common.result.match_over", hand=title_hand),
            columns=_side_columns(view), rows=tuple(rows), notes=tuple(notes),
            zones=tuple(zones), winners=tuple(view["winners"]),
        )
    return ResultPanel(
        kind="hand", title=text("common.result.hand_over", hand=title_hand),
        columns=_side_columns(view), rows=tuple(rows), notes=tuple(notes), zones=tuple(zones),
    )
