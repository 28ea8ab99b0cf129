"""All Fours invariants, checked by the conformance suite after every step.

* Every card of the pack is in exactly one place: a hand, a face-down packet, the discards, the
  set-aside packets, the turn-ups, the stock, the current trick or a side's captured tricks.
* Players still in the hand hold equally many cards (one fewer once they played to the trick).
* Scores are never negative; a side at or past the target has won and the match is over.
* The count of a hand is High, Low, Jack, Game in that order, each worth 0, 1 or 3 (hang jack).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.games.allfours.phases import PLAY
from cardtable.games.allfours.scoring import HANG_JACK_POINTS, POINT_ORDER
from cardtable.games.allfours.summary import summary_json

if TYPE_CHECKING:
    from cardtable.games.allfours.state import AllFoursState

FULL_PACK: Final = (1 << 52) - 1


def invariant_violations(s: AllFoursState) -> list[str]:
    problems = _card_places(s)
    if any(p < 0 for p in s.points):
        problems.append(f"negative score {s.points}")
    target = s.cfg.target
    if s.is_terminal:
        if not s.winners:
            problems.append("the match is over but names no winner")
        elif not s.cfg.single_hand and any(s.scores[p] < target for p in s.winners):
            problems.append(f"winners {s.winners} have not reached {target}: {s.points}")
    elif max(s.points) >= target:
        problems.append(f"a side reached {target} but the match goes on: {s.points}")
    if s.phase == PLAY and s.trump >= 0:
        played = {p for p, _ in s.trick}
        sizes = {s.hands[p].bit_count() + (p in played) for p in range(s.n) if not s.out >> p & 1}
        if len(sizes) > 1:
            problems.append(f"players in the hand hold different numbers of cards: {sizes}")
    for summary in (summary_json(s.previous_hand), summary_json(s.hand_result)):
        if summary is not None:
            problems += _count_violations(summary)
    return problems


def _card_places(s: AllFoursState) -> list[str]:
    places: list[tuple[str, int]] = []
    places += [(f"hand {p}", m) for p, m in enumerate(s.hands)]
    places += [(f"face-down packet {p}", m) for p, m in enumerate(s.facedown)]
    places += [(f"discards {p}", m) for p, m in enumerate(s.discarded)]
    places += [(f"captured by side {d}", m) for d, m in enumerate(s.captured)]
    places.append(("set aside", s.set_aside))
    places.append(("turn-ups", sum(1 << c for c in s.turnups)))
    places.append(("stock", sum(1 << c for c in s.pack[s.pos :])))
    places.append(("trick", sum(1 << c for _, c in s.trick)))
    places.append(("thrown", sum(m for _, m in s.trick_thrown)))
    seen = 0
    problems = []
    for name, mask in places:
        if seen & mask:
            problems.append(f"a card in {name} is also somewhere else")
        seen |= mask
    if seen != FULL_PACK:
        problems.append(f"{52 - seen.bit_count()} cards of the pack are nowhere")
    return problems


def _count_violations(summary: dict[str, Any]) -> list[str]:
    count = summary["count"]
    if not summary["played"]:
        return [] if not count else ["a hand not played out has a count"]
    if [c["point"] for c in count] != list(POINT_ORDER):
        return [f"hand {summary['hand_number']}: count out of order {count}"]
    for c in count:
        allowed = {0} if c["side"] is None else {1, HANG_JACK_POINTS}
        if c["points"] not in allowed:
            return [f"hand {summary['hand_number']}: {c['point']} worth {c['points']}"]
    return []
