"""The view a search's playouts give 56's medium bot: only the keys it reads, built as
``views.py`` builds them (``cardtable.bots.playout_views`` says why; the bots' tests check every
key equals the full view's). Interpreted, like the bots that call it."""

from __future__ import annotations

from typing import Any

from cardtable.cards import card_text
from cardtable.engine.state import State
from cardtable.games.fiftysix.phases import PHASE_NAMES as FIFTYSIX_PHASES
from cardtable.games.fiftysix.ranking import DENOMS
from cardtable.games.fiftysix.state import FiftySixState
from cardtable.games.fiftysix.views import (
    bid_text,
    current_trick_json,
    hand_faces,
    tricks_json,
)


def playout_view(state: State, player: int) -> dict[str, Any]:
    """What ``cardtable.bots.fiftysix`` reads of ``state.view(player)``."""
    if not isinstance(state, FiftySixState):
        return state.view(player)
    s = state
    n = s.n
    return {
        "players": n,
        "seat": player,
        "team": player & 1,
        "teams": [list(range(0, n, 2)), list(range(1, n, 2))],
        "direction": "clockwise" if s.rules.clockwise else "counter_clockwise",
        "dealer": s.dealer,
        "phase": FIFTYSIX_PHASES[s.phase],
        "hand": [card_text(f) for f in hand_faces(s, player)],
        "auction": [
            {"player": p, "call": action.text, "bid": bid_text(value, denom) if value > 0 else None}
            for p, action, value, denom in s.calls
        ],
        "high_bid": (
            {"player": s.high_seat, "value": s.high_value, "denomination": DENOMS[s.high_denom]}
            if s.high_value
            else None
        ),
        "contract": s.contract_json(),
        "leader": s.leader,
        "tricks": tricks_json(s),
        "current_trick": current_trick_json(s),
    }
