"""The view a search's playouts give Fareeb's medium bot: only the keys it reads, built as
``views.py`` builds them (``cardtable.bots.playout_views`` says why; the bots' tests check every
key equals the full view's). Interpreted, like the bots that call it."""

from __future__ import annotations

from typing import Any

from cardtable.cards import SUITS, card_text, cards_in
from cardtable.engine.state import State
from cardtable.games.fareeb import actions as FA
from cardtable.games.fareeb.phases import DEALER_EXCHANGE
from cardtable.games.fareeb.phases import PHASE_NAMES as FAREEB_PHASES
from cardtable.games.fareeb.ranking import strength_order
from cardtable.games.fareeb.state import FareebState
from cardtable.games.fareeb.views import (
    bidding_seen_by,
    current_trick_json,
    partner_known_to,
    tricks_json,
)


def playout_view(state: State, player: int) -> dict[str, Any]:
    """What ``cardtable.bots.fareeb`` reads of ``state.view(player)``."""
    if not isinstance(state, FareebState):
        return state.view(player)
    s = state
    trump = s.trump if s.trump >= 0 else None
    partner, partner_status = partner_known_to(s, player)
    view: dict[str, Any] = {
        "players": s.n,
        "seat": player,
        "dealer": s.dealer,
        "target_score": s.opts.target_score,
        "scores": list(s.scores),
        "phase": FAREEB_PHASES[s.phase],
        "hand": [card_text(c) for c in strength_order(cards_in(s.hands[player]), trump)],
        "up_card": card_text(s.upcard),
        "up_card_state": s.upcard_state,
        "bidding": bidding_seen_by(s, player),
        "trump": SUITS[trump] if trump is not None else None,
        "maker": s.maker if s.maker >= 0 else None,
        "alone": any(p == s.maker and a is FA.ALONE for p, a in s.bids),
        "sitting_out": list(s.sitting_out),
        "called_card": card_text(s.called) if s.called >= 0 else None,
        "partner": partner,
        "partner_status": partner_status,
        "tricks": tricks_json(s),
        "current_trick": current_trick_json(s),
        "tricks_won": list(s.tricks_won),
    }
    if s.phase == DEALER_EXCHANGE or (s.discarded >= 0 and player == s.dealer):
        view["discarded"] = card_text(s.discarded) if s.discarded >= 0 else None
    return view
