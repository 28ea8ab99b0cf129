"""What each All Fours player may know (views), and why an action is refused.

A view holds the viewer's own cards and the packets he has seen, his own discards, every card
turned up, every action and trick in public, the points scored so far, and card counts. It never
holds another player's hand or discards, the stock, a packet set aside or still face down
(``set_aside_unpicked``), nor, in the pitcher game, the viewer's own hand before the pitch
(only the pitcher looks at his cards before he leads, §4.2, AF21).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Final

from cardtable.cards import SUITS, card_text, cards_in
from cardtable.engine.action import Action
from cardtable.engine.scene import ArgValue, Text
from cardtable.engine.score_sheet import sheet_json
from cardtable.games.allfours import actions as A
from cardtable.games.allfours.options import SET_ASIDE_UNPICKED
from cardtable.games.allfours.phases import (
    BUNCH,
    BUNCH_ANSWER,
    DEALER,
    DISCARD,
    ELDER,
    OVER,
    PHASE_NAMES,
    PLAY,
)
from cardtable.games.allfours.rules import legal_play_mask
from cardtable.games.allfours.summary import summary_json, tricks_json

if TYPE_CHECKING:
    from cardtable.games.allfours.state import AllFoursState

def display_order(mask: int, trump: int) -> list[str]:
    """A hand as people sort it: trumps first, then suit by suit, high cards first."""
    cards = list(cards_in(mask))
    cards.sort(key=lambda c: (c // 13 != trump, c // 13, -c))
    return [card_text(c) for c in cards]


def hand_hidden(s: AllFoursState, viewer: int) -> bool:
    """Pitcher game: before the pitch only the pitcher has looked at his cards (§4.2)."""
    return s.cfg.pitcher and s.phase == PLAY and s.trump < 0 and viewer != s.current_player


def seen_packets(s: AllFoursState, viewer: int) -> list[int]:
    """Indexes of the viewer's packets he has looked at (0 = the six dealt cards)."""
    if hand_hidden(s, viewer):
        return []
    if s.cfg.discard_method != SET_ASIDE_UNPICKED:
        return list(range(len(s.packets[viewer])))
    picked_up = s.runs and s.trump >= 0 and not s.facedown[viewer]
    last = len(s.packets[viewer]) - 1
    return [0, last] if picked_up and last else [0]


def bunch_json(s: AllFoursState) -> dict[str, Any]:
    """The bunch window (public): who may still call, who called, who must still answer."""
    return {
        "open": [p for p in range(s.n) if s.window >> p & 1]
        if s.phase in (BUNCH, BUNCH_ANSWER)
        else [],
        "caller": s.bunch_caller if s.phase == BUNCH_ANSWER else None,
        "pending": [p for p in range(s.n) if s.window_pending >> p & 1]
        if s.phase == BUNCH_ANSWER
        else [],
    }


def build_view(s: AllFoursState, viewer: int) -> dict[str, Any]:
    cfg = s.cfg
    hidden = hand_hidden(s, viewer)
    trump = s.trump
    deal_actions = []
    for p, action in s.history[s.deal_start :]:
        text = action.text
        if p != viewer and A.is_discard(action):
            text = "discard"  # face down
        deal_actions.append({"player": p, "action": text})
    packets = s.packets[viewer]
    view: dict[str, Any] = {
        "game": "allfours",
        "ruleset": cfg.ruleset,
        "players": s.n,
        "seat": viewer,
        "setup": s.setup.to_json(),
        "chairs": list(s.chairs),
        "direction": "clockwise" if cfg.clockwise else "counter-clockwise",
        "teams": [list(t) for t in s.setup.teams] if s.setup.teams else None,
        "sides": list(s.side),
        "hand_number": s.hand_number,
        "deal_number": len(s.redeals) + 1,
        "dealer": s.dealer,
        "elder": s.elder_order[0],
        "target_score": cfg.target,
        "scores": list(s.scores),
        "side_scores": list(s.points),
        "phase": PHASE_NAMES[s.phase],
        "to_act": sorted(s.actors),
        "hand": [] if hidden else display_order(s.hands[viewer], trump),
        "hand_hidden": hidden,
        "hand_sizes": [h.bit_count() for h in s.hands],
        "face_down": [m.bit_count() for m in s.facedown],
        "set_aside": s.set_aside.bit_count(),
        "stock": len(s.pack) - s.pos,
        "turn_ups": [card_text(c) for c in s.turnups],
        "runs": s.runs,
        "trump": SUITS[trump] if trump >= 0 else None,
        "actions": deal_actions,
        "points_log": [{"side": d, "points": p, "reason": r} for d, p, r in s.points_log],
        "my_packets": [
            {"run": k, "cards": [card_text(c) for c in cards_in(packets[k])]}
            for k in seen_packets(s, viewer)
        ],
        "my_discards": [card_text(c) for c in cards_in(s.discarded[viewer])],
        "discards": [m.bit_count() for m in s.discarded],
        "discards_due": list(s.discard_need) if s.phase == DISCARD else [0] * s.n,
        "bunch": bunch_json(s),
        "pitch": card_text(s.pitch) if s.pitch >= 0 else None,
        "thrown_in": [p for p in range(s.n) if s.out >> p & 1],
        "tricks": tricks_json(s.tricks),
        "current_trick": [{"player": p, "card": card_text(c)} for p, c in s.trick],
        "current_thrown": [
            {"player": p, "cards": [card_text(c) for c in cards_in(m)]} for p, m in s.trick_thrown
        ],
        "redeals": copy.deepcopy(list(s.redeals)),  # a view shares no list with the state
        "previous_hand": summary_json(s.previous_hand),
        "hand_result": summary_json(s.hand_result),
        "score_sheet": sheet_json(s.score_sheet),
        "winners": list(s.winners) if s.phase == OVER else [],
    }
    return view


PHASE_KEYS: Final = ("elder", "dealer", "discard", "bunch", "bunch_answer", "play", "over")
"""Each phase as the refusals' catalog entries select on it (``allfours.illegal.not_now``)."""


def _illegal(name: str, **args: ArgValue) -> Text:
    return Text(f"allfours.illegal.{name}", args)


def explain_illegal(s: AllFoursState, action: Action, player: int) -> Text:
    """Why ``action`` is refused for ``player``, who may act now. Names no hidden card.

    A suit is passed as its letter under a name the catalogs select on (``led``, ``trump``,
    ``turned``), so each language says the suit in its own words."""
    phase = s.phase
    code = action.code
    if phase == DEALER and action is A.TAKE_ONE:
        return _gift_barred(s)
    if phase == PLAY and A.is_play(action):
        return _bad_play(s, A.card_of(action), player)
    if phase == PLAY and action is A.THROW_IN:
        return _bad_throw_in(s, player)
    if phase == DISCARD and A.is_discard(action):
        return _illegal("not_held", card=card_text(A.card_of(action)))
    if action is A.BEG and phase != ELDER:
        return _illegal("beg_not_now", phase=PHASE_KEYS[phase])
    name = action.text if code < A.DISCARD_BASE else action.text.split()[0]
    return _illegal("not_now", phase=PHASE_KEYS[phase], action=name)


def _gift_barred(s: AllFoursState) -> Text:
    if s.cfg.gift_rule == "must_hold_trump":
        return _illegal("gift_no_trump", turned=SUITS[s.turnups[0] // 13])
    needs = s.cfg.target - 1
    mine = s.side[s.dealer]
    who = [
        [p for p in range(s.n) if s.side[p] == side]
        for side, pts in enumerate(s.points)
        if side != mine and pts == needs
    ]
    if len(who) == 1 and len(who[0]) == 1:
        return _illegal("gift_barred_one", seat=who[0][0], needs=needs, target=s.cfg.target)
    if len(who) == 2 and all(len(members) == 1 for members in who):
        return _illegal(
            "gift_barred_two", seat=who[0][0], other_seat=who[1][0], needs=needs,
            target=s.cfg.target,
        )
    if len(who) == 1 and len(who[0]) == 2:
        return _illegal(
            "gift_barred_team", seat=who[0][0], partner=who[0][1], needs=needs,
            target=s.cfg.target,
        )
    return Text("errors.illegal.not_legal_now")


def _bad_play(s: AllFoursState, card: int, player: int) -> Text:
    hand = s.hands[player]
    if not hand >> card & 1:
        return _illegal("not_held", card=card_text(card))
    led = s.trick[0][1] // 13
    trump = s.trump
    cfg = s.cfg
    plain = legal_play_mask(hand, led, trump, [c for _, c in s.trick], cfg.no_trumping_in, False)
    if not plain >> card & 1:
        if led == trump:
            return _illegal("trumps_led", trump=SUITS[trump])
        if cfg.no_trumping_in:
            return _illegal("follow_suit", led=SUITS[led])
        return _illegal("follow_or_trump", led=SUITS[led], trump=SUITS[trump], card=card_text(card))
    best = max(c for _, c in s.trick if c // 13 == trump)
    return _illegal("undertrump", best_card=card_text(best))


def _bad_throw_in(s: AllFoursState, player: int) -> Text:
    if not s.cfg.throw_in:
        return _illegal("no_throw_in")
    if not s.trick:
        return _illegal("leader_throw_in")
    partner = s.chairs[(s.chairs.index(player) + 2) % 4]
    if s.out >> partner & 1:
        return _illegal("partner_thrown_in")
    return _illegal("throw_in_condition")
