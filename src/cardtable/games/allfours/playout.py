"""The view a search's playouts give All Fours's medium bot: only the keys it reads, built as
``views.py`` builds them (``cardtable.bots.playout_views`` says why; the bots' tests check every
key equals the full view's). Interpreted, like the bots that call it."""

from __future__ import annotations

from typing import Any

from cardtable.cards import SUITS, card_text, cards_in
from cardtable.engine.state import State
from cardtable.games.allfours.phases import PHASE_NAMES as ALLFOURS_PHASES
from cardtable.games.allfours.state import AllFoursState
from cardtable.games.allfours.summary import tricks_json
from cardtable.games.allfours.views import bunch_json, display_order, hand_hidden


def playout_view(state: State, player: int) -> dict[str, Any]:
    """What ``cardtable.bots.allfours`` reads of ``state.view(player)``."""
    if not isinstance(state, AllFoursState):
        return state.view(player)
    s = state
    trump = s.trump
    return {
        "seat": player,
        "sides": list(s.side),
        "dealer": s.dealer,
        "target_score": s.cfg.target,
        "side_scores": list(s.points),
        "phase": ALLFOURS_PHASES[s.phase],
        "hand": [] if hand_hidden(s, player) else display_order(s.hands[player], trump),
        "turn_ups": [card_text(c) for c in s.turnups],
        "trump": SUITS[trump] if trump >= 0 else None,
        "points_log": [{"side": d, "points": p, "reason": r} for d, p, r in s.points_log],
        "my_discards": [card_text(c) for c in cards_in(s.discarded[player])],
        "bunch": bunch_json(s),
        "thrown_in": [p for p in range(s.n) if s.out >> p & 1],
        "tricks": tricks_json(s.tricks),
        "current_trick": [{"player": p, "card": card_text(c)} for p, c in s.trick],
        "current_thrown": [
            {"player": p, "cards": [card_text(c) for c in cards_in(m)]}
            for p, m in s.trick_thrown
        ],
    }
