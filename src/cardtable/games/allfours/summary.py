"""What everyone learns when a hand ends: the count of High, Low, Jack and Game with who won
each, the points scored during the deal, and the tricks.

The state keeps a compact ``HandRecord`` (built on the hot path of every simulated hand) and the
views turn it into JSON only when someone looks. A position restored from a view holds the JSON
form already, so both forms are accepted wherever a summary is read.
"""

from __future__ import annotations

import copy
from typing import Any, NamedTuple

from cardtable.cards import SUITS, card_text, cards_in
from cardtable.games.allfours.scoring import Award

Trick = tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...], int]


class HandRecord(NamedTuple):
    hand_number: int
    dealer: int
    trump: int
    turnups: tuple[int, ...]
    pitch: int
    redeals: tuple[dict[str, Any], ...]
    awards: tuple[Award, ...] | None
    """The count, or None when the target was reached before the hand was played out."""
    scored: int
    """How many of the awards were counted before the match ended (all four if it did not)."""
    points_log: tuple[tuple[int, int, str], ...]
    side_scores: tuple[int, ...]
    winners: tuple[int, ...]
    tricks: tuple[Trick, ...]


def summary_json(summary: HandRecord | dict[str, Any] | None) -> dict[str, Any] | None:
    """The JSON form of a hand summary (a copy, when it is already in JSON form)."""
    if summary is None or isinstance(summary, dict):
        return copy.deepcopy(summary)
    r = summary
    count = []
    for i, a in enumerate(r.awards or ()):
        entry: dict[str, Any] = {
            "point": a.point,
            "side": a.side,
            "points": a.points,
            "scored": i < r.scored and a.side is not None,
        }
        if a.card >= 0:
            entry["card"] = card_text(a.card)
            entry["holder"] = a.holder
        if a.capturer >= 0:
            entry["capturer_side"] = a.capturer
        if a.totals:
            entry["totals"] = list(a.totals)
        count.append(entry)
    gained = [0] * len(r.side_scores)
    for side, pts, _ in r.points_log:
        gained[side] += pts
    for redeal in r.redeals:
        for e in redeal["points"]:
            gained[e["side"]] += e["points"]
    return {
        "hand_number": r.hand_number,
        "dealer": r.dealer,
        "trump": SUITS[r.trump] if r.trump >= 0 else None,
        "turn_ups": [card_text(c) for c in r.turnups],
        "pitch": card_text(r.pitch) if r.pitch >= 0 else None,
        "redeals": copy.deepcopy(list(r.redeals)),
        "played": r.awards is not None,
        "count": count,
        "points_log": [{"side": s, "points": p, "reason": why} for s, p, why in r.points_log],
        "side_points": gained,
        "side_scores": list(r.side_scores),
        "winners": list(r.winners),
        "tricks": tricks_json(r.tricks),
    }


def tricks_json(tricks: tuple[Trick, ...] | list[Trick]) -> list[dict[str, Any]]:
    out = []
    for plays, thrown, winner in tricks:
        entry: dict[str, Any] = {
            "leader": plays[0][0],
            "cards": [{"player": p, "card": card_text(c)} for p, c in plays],
            "winner": winner,
        }
        if thrown:
            entry["thrown"] = [
                {"player": p, "cards": [card_text(c) for c in cards_in(m)]} for p, m in thrown
            ]
        out.append(entry)
    return out
