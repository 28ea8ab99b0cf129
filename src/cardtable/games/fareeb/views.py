"""What each Fareeb player may know (views), and why an action is refused.

A view holds the viewer's own cards, everything played or announced in public, and what only
the viewer knows (the dealer's own discard; in 5-player Fareeb, that one holds the called card).
It never holds another player's hidden card, the kitty, or a secret partner not yet revealed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.cards import SUITS, card_text, cards_in, suit_of
from cardtable.engine.action import Action
from cardtable.engine.data import fresh
from cardtable.engine.scene import Text
from cardtable.engine.score_sheet import sheet_json
from cardtable.games.fareeb import actions as A
from cardtable.games.fareeb.phases import (
    DEALER_EXCHANGE,
    DEFENDER_OPTIONS,
    MAKER_OPTIONS,
    OVER,
    PHASE_NAMES,
    PLAY,
    ROUND_1,
    ROUND_2,
    TURNED_DOWN,
)
from cardtable.games.fareeb.ranking import strength_order

if TYPE_CHECKING:
    from cardtable.games.fareeb.state import FareebState

PARTNER_UNKNOWN: Final = "unknown"
PARTNER_KNOWN: Final = "known"
PARTNER_NONE: Final = "none"


def build_view(s: FareebState, viewer: int) -> dict[str, Any]:
    trump = s.trump if s.trump >= 0 else None
    hand = [card_text(c) for c in strength_order(cards_in(s.hands[viewer]), trump)]
    partner, partner_status = partner_known_to(s, viewer)
    bidding = bidding_seen_by(s, viewer)
    declared_alone = any(p == s.maker and a is A.ALONE for p, a in s.bids)
    view: dict[str, Any] = {
        "game": "fareeb",
        "players": s.n,
        "seat": viewer,
        "hand_number": s.hand_number,
        "dealer": s.dealer,
        "target_score": s.opts.target_score,
        "scores": list(s.scores),
        "team_scores": list(s.points) if s.n == 4 else None,
        "phase": PHASE_NAMES[s.phase],
        "to_act": sorted(s.actors),
        "hand": hand,
        "hand_sizes": [h.bit_count() for h in s.hands],
        "up_card": card_text(s.upcard),
        "up_card_state": s.upcard_state,
        "redeals": fresh(s.redeals),
        "thrown_in": s.thrown_in,
        "dealer_stuck": s.dealer_stuck,
        "bidding": bidding,
        "trump": SUITS[trump] if trump is not None else None,
        "maker": s.maker if s.maker >= 0 else None,
        "alone": declared_alone,
        "lone_defender": s.lone_defender if s.lone_defender >= 0 else None,
        "sitting_out": list(s.sitting_out),
        "called_card": card_text(s.called) if s.called >= 0 else None,
        "partner": partner,
        "partner_status": partner_status,
        "tricks": tricks_json(s),
        "current_trick": current_trick_json(s),
        "tricks_won": list(s.tricks_won),
        "previous_hand": fresh(s.previous_hand),
        "hand_result": fresh(s.hand_result),
        "score_sheet": sheet_json(s.score_sheet),
        "winners": list(s.winners) if s.phase == OVER else [],
    }
    if s.phase == DEALER_EXCHANGE or (s.discarded >= 0 and viewer == s.dealer):
        view["discarded"] = card_text(s.discarded) if s.discarded >= 0 else None
    return view


def bidding_seen_by(s: FareebState, viewer: int) -> list[dict[str, Any]]:
    """The bidding as ``viewer`` saw it: another player's discard is face down."""
    bidding = []
    for p, action in s.bids:
        text = action.text
        if action.code >= A.DISCARD_BASE and p != viewer:
            text = "discard"
        bidding.append({"player": p, "action": text})
    return bidding


def tricks_json(s: FareebState) -> list[dict[str, Any]]:
    """The hand's completed tricks (public)."""
    return [
        {
            "leader": plays[0][0],
            "cards": [{"player": p, "card": card_text(c)} for p, c in plays],
            "winner": winner,
        }
        for plays, winner in s.tricks
    ]


def current_trick_json(s: FareebState) -> list[dict[str, Any]]:
    return [{"player": p, "card": card_text(c)} for p, c in s.trick]


def partner_known_to(s: FareebState, viewer: int) -> tuple[int | None, str]:
    """The maker's partner as far as ``viewer`` knows it."""
    if s.maker < 0:
        return None, PARTNER_UNKNOWN
    if s.n == 4:
        if s.phase == MAKER_OPTIONS:
            return None, PARTNER_UNKNOWN
        return (None, PARTNER_NONE) if s.alone else ((s.maker + 2) % 4, PARTNER_KNOWN)
    if s.called < 0:
        return (None, PARTNER_NONE) if s.alone else (None, PARTNER_UNKNOWN)
    if s.partner_revealed or s.phase == OVER:
        return (s.partner, PARTNER_KNOWN) if s.partner >= 0 else (None, PARTNER_NONE)
    if s.called == s.upcard and s.upcard_state == TURNED_DOWN:
        # Everyone saw the called card turned down in round 1: nobody holds it (§4, case 19).
        return None, PARTNER_NONE
    holds = bool(s.hands[viewer] >> s.called & 1)
    if holds:
        return (None, PARTNER_NONE) if viewer == s.maker else (viewer, PARTNER_KNOWN)
    if viewer == s.dealer and s.discarded == s.called:
        return None, PARTNER_NONE
    return None, PARTNER_UNKNOWN


_PHASE_CHOICES: Final = {
    ROUND_1: "fareeb.illegal.round_1",
    ROUND_2: "fareeb.illegal.round_2",
    DEFENDER_OPTIONS: "fareeb.illegal.defenders",
    DEALER_EXCHANGE: "fareeb.illegal.exchange",
    PLAY: "fareeb.illegal.play",
}
_MAKER_CHOICES: Final = {
    False: "fareeb.illegal.maker_four",
    True: "fareeb.illegal.maker_five",
}


def explain_illegal(s: FareebState, action: Action, player: int) -> Text:
    """Why ``action`` is refused for ``player`` (who is on turn), as a message id: suits go as
    letters (``barred``, ``led``) that each catalog says in its own words."""
    phase = s.phase
    code = action.code
    kind_ok = {
        ROUND_1: code in (A.PASS.code, A.ORDER_UP.code),
        ROUND_2: action is A.PASS or action in A.NAME,
        MAKER_OPTIONS: action in (A.WITH_PARTNER, A.ALONE) or A.CALL_BASE <= code < A.DISCARD_BASE,
        DEFENDER_OPTIONS: action in (A.PASS, A.DEFEND_ALONE),
        DEALER_EXCHANGE: A.DISCARD_BASE <= code < A.PLAY_BASE,
        PLAY: code >= A.PLAY_BASE,
    }.get(phase, False)
    if not kind_ok:
        return Text(_PHASE_CHOICES[phase] if phase != MAKER_OPTIONS else _MAKER_CHOICES[s.n == 5])
    if phase == ROUND_2:
        barred = SUITS[suit_of(s.upcard)]
        if action is A.PASS:
            if s.opts.stick_the_dealer:
                return Text("fareeb.illegal.stuck", {"barred": barred})
            return Text("fareeb.illegal.stuck_after", {"count": s.thrown_in, "barred": barred})
        return Text("fareeb.illegal.barred", {"barred": barred})
    if phase == MAKER_OPTIONS:
        if action is A.ALONE:
            return Text("fareeb.illegal.alone_off")
        if action is A.WITH_PARTNER:
            return Text("fareeb.illegal.call_instead")
        card = A.card_of(action)
        if s.n == 4:
            return Text("fareeb.illegal.no_call")
        if card not in s.game.deck():
            return Text("fareeb.illegal.not_in_pack", {"card": card_text(card)})
        if not s.opts.called_card_may_be_trump and s.tables.is_trump(card):
            return Text("fareeb.illegal.trump_call")
        return Text("fareeb.illegal.own_card", {"card": card_text(card)})
    if phase == DEFENDER_OPTIONS:
        return Text("fareeb.illegal.not_a_choice")
    if phase == DEALER_EXCHANGE:
        card = A.card_of(action)
        if not s.hands[player] >> card & 1:
            return Text("fareeb.illegal.not_held", {"card": card_text(card)})
        return Text("fareeb.illegal.keep_upcard")
    card = A.card_of(action)
    if not s.hands[player] >> card & 1:
        return Text("fareeb.illegal.not_held", {"card": card_text(card)})
    led = s.tables.effective_suit[s.trick[0][1]]
    return Text("fareeb.illegal.follow", {"led": "trump" if led == s.trump else SUITS[led]})
