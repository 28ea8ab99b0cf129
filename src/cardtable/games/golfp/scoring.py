"""End of a power-Golf hand and of the match (golf.md §2.1-2.6 scoring, §0.9 match end).

A hand score is the game's caller function (``rules``) applied to the layout values (the sum
of the card values in each layout; an empty layout is worth 0) and, in Cumbia, the hand's
penalties. The match ends by the game's own rule; ties for lowest share the win or are played
off (Cactus always plays off, FR:432-434).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.cards import card_text
from cardtable.games.golfp.phases import OVER

if TYPE_CHECKING:
    from cardtable.games.golfp.state import PowerGolfState


def hand_scores(s: PowerGolfState) -> tuple[list[int], list[int]]:
    """(layout values, hand scores) of the layouts as they stand."""
    values = s.layout_values()
    return values, s.cfg.rules.score(values, s.caller, list(s.penalties), s.cfg.options)


def hand_winner(s: PowerGolfState, values: list[int]) -> int:
    """Cactus (§2.5, A-45): the lowest layout leads next; the caller loses ties; a tie between
    others is decided at random."""
    low = min(values)
    best = [q for q, v in enumerate(values) if v == low]
    if len(best) > 1 and s.caller in best:
        best.remove(s.caller)
    return best[0] if len(best) == 1 else best[s.rng.below(len(best))]


def finish_hand(s: PowerGolfState) -> None:
    cfg = s.cfg
    values, scores = hand_scores(s)
    s.totals = tuple(t + v for t, v in zip(s.totals, scores, strict=True))
    s.hands = (*s.hands, tuple(scores))
    s.hand_result = {
        "hand": s.hand_number,
        "caller": s.caller if s.caller >= 0 else None,
        "layouts": [[card_text(c) for c in lay] for lay in s.lays],
        "values": values,
        "penalties": list(s.penalties),
        "scores": scores,
    }
    s.window = 0
    s.held = -1
    winner = -1
    if cfg.rules.winner_leads:
        winner = hand_winner(s, values)
        s.hand_result["winner"] = winner
    if _match_over(s):
        low = min(s.totals)
        s.winners = tuple(q for q, t in enumerate(s.totals) if t == low)
        s.phase = OVER
        return
    s.hand_number += 1
    if winner >= 0:
        s.dealer = (winner - 1) % s.n  # the winner, to the dealer's left, leads
    else:
        s.dealer = (s.dealer + 1) % s.n  # the deal passes clockwise
    s._deal(None)


def _match_over(s: PowerGolfState) -> bool:
    cfg = s.cfg
    kind, number = cfg.match_kind, cfg.match_number
    if kind == "single_hand":
        return True
    done = s.hand_number >= number if kind == "holes" else max(s.totals) >= number
    if done and cfg.play_off_ties:
        low = min(s.totals)
        return sum(1 for t in s.totals if t == low) == 1
    return done
