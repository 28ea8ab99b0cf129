"""Score and table invariants the conformance suite checks on power-Golf states."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardtable.games.golfp import places
from cardtable.games.golfp.phases import OVER

if TYPE_CHECKING:
    from cardtable.games.golfp.state import PowerGolfState


def invariant_violations(s: PowerGolfState) -> list[str]:
    out: list[str] = []
    cfg = s.cfg
    if s.phase != OVER:
        cards = [c for lay in s.lays for c in lay if c >= 0] + s.stock + s.discard
        if s.held >= 0:
            cards.append(s.held)
        if Counter(cards) != Counter(cfg.deck):
            out.append("the layouts, stock, discard pile and held card are not the deck")
        if any(k >> cfg.n for k in s.known):
            out.append("a card is known by a player who does not exist")
        out += places.violations(s)
    if tuple(sum(h[q] for h in s.hands) for q in range(cfg.n)) != s.totals:
        out.append("totals are not the sum of the hand scores")
    if s.hand_result is not None:
        again = cfg.rules.score(
            list(s.hand_result["values"]),
            s.hand_result["caller"] if s.hand_result["caller"] is not None else -1,
            list(s.hand_result["penalties"]), cfg.options,
        )
        if again != s.hand_result["scores"]:
            out.append("the last hand's scores are not the scoring rule applied to its layouts")
        values = [sum(cfg.value[c] for c in _cards(lay)) for lay in s.hand_result["layouts"]]
        if values != s.hand_result["values"]:
            out.append("the last hand's layout values are not the sums of its cards")
    return out


def _cards(texts: list[str]) -> list[int]:
    from cardtable.cards import parse_face

    return [parse_face(t) for t in texts]
