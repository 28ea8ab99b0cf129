"""What each 56 player may know (views), and why an action is refused.

Everything in 56 is public except the cards in other players' hands: the auction, the contract,
every card played, the surrender offer and its answer, the tables. A view holds the viewer's
own cards (faces only: the two copies of a card are never told apart) and all of that, plus the
hand's log of public actions in order, from which ``sample_state`` rebuilds a world.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.cards import SUIT_NAMES, card_text, cards_in
from cardtable.engine.action import Action
from cardtable.games.fiftysix import actions as A
from cardtable.games.fiftysix.phases import (
    ANSWER,
    AUCTION,
    DOUBLING_NAMES,
    OVER,
    PHASE_NAMES,
    UNDOUBLED,
)
from cardtable.games.fiftysix.ranking import DENOMS, NO_TRUMP, sort_faces

if TYPE_CHECKING:
    from cardtable.games.fiftysix.state import FiftySixState


def bid_text(value: int, denom: int) -> str:
    """Short form of a bid: ``30D``, ``28NT``."""
    return f"{value}{'NT' if denom == NO_TRUMP else DENOMS[denom]}"


def hand_faces(s: FiftySixState, player: int) -> list[int]:
    """The faces in a hand, each copy listed, in display order."""
    return sort_faces((c % 53 for c in cards_in(s.hands[player])), s.trump)


def build_view(s: FiftySixState, viewer: int) -> dict[str, Any]:
    n = s.n
    auction = [
        {
            "player": p,
            "call": action.text,
            "bid": bid_text(value, denom) if value > 0 else None,
        }
        for p, action, value, denom in s.calls
    ]
    high = (
        {"player": s.high_seat, "value": s.high_value, "denomination": DENOMS[s.high_denom]}
        if s.high_value
        else None
    )
    return {
        "game": "56",
        "players": n,
        "seat": viewer,
        "team": viewer & 1,
        "teams": [list(range(0, n, 2)), list(range(1, n, 2))],
        "direction": "clockwise" if s.rules.clockwise else "counter_clockwise",
        "hand_number": s.hand_number,
        "dealer": s.dealer,
        "tables": list(s.tables),
        "starting_tables": s.rules.starting_tables,
        "scores": list(s.scores),
        "phase": PHASE_NAMES[s.phase],
        "to_act": sorted(s.actors_now),
        "hand": [card_text(f) for f in hand_faces(s, viewer)],
        "hand_sizes": [h.bit_count() for h in s.hands],
        "first_draw": fresh(s.first_draw),
        "redeals": fresh(s.redeals),
        "auction": auction,
        "high_bid": high,
        "doubling": DOUBLING_NAMES[s.doubling],
        "forced_bid": s.phase == AUCTION and s.forced_to_bid(s.turn),
        "contract": s.contract_json(),
        "leader": s.leader,
        "tricks": [
            {
                "leader": plays[0][0],
                "cards": [{"player": p, "card": card_text(f)} for p, f in plays],
                "winner": winner,
            }
            for plays, winner in s.tricks
        ],
        "current_trick": [{"player": p, "card": card_text(f)} for p, f in s.trick],
        "tricks_won": list(s.tricks_won),
        "points": list(s.points),
        "surrender": _surrender(s),
        "log": [{"player": p, "action": a.text} for p, a in s.history[s.hand_start :]],
        "previous_hand": fresh(s.previous_hand),
        "hand_result": fresh(s.hand_result),
        "winners": list(s.winners) if s.phase == OVER else [],
    }


def fresh(data: Any) -> Any:
    """A copy of JSON data, so that a view never shares a list or dict with the state."""
    if isinstance(data, dict):
        return {k: fresh(v) for k, v in data.items()}
    if isinstance(data, list):
        return [fresh(v) for v in data]
    return data


def _surrender(s: FiftySixState) -> dict[str, Any]:
    """Where the cot's surrender stands: who may still offer now, and any offer made."""
    if s.offered_by >= 0:
        answer = "insisted" if s.insisted else ("awaited" if s.phase == ANSWER else "accepted")
        return {
            "open_now": False,
            "may_offer": [],
            "offered_by": s.offered_by,
            "before_trick": s.offer_trick + 1,
            "answer": answer,
        }
    may = sorted(p for p in s.actors_now if p & 1 != s.bid_team) if s.window else []
    return {
        "open_now": s.window,
        "may_offer": may,
        "offered_by": None,
        "before_trick": None,
        "answer": None,
    }


def _denom_name(denom: int) -> str:
    return "no trumps" if denom == NO_TRUMP else SUIT_NAMES[denom]


def explain_illegal(s: FiftySixState, action: Action, player: int) -> str:
    """Why ``action`` is refused for ``player`` (who may act now)."""
    phase = s.phase
    if phase == AUCTION:
        return _explain_call(s, action, player)
    if phase == ANSWER:
        return (
            f"P{s.offered_by} has offered to surrender; answer accept (the hand ends, normal "
            "tables) or insist (play on for the cot)"
        )
    if action in (A.ACCEPT, A.INSIST):
        return "nobody has offered to surrender, so there is nothing to accept or refuse"
    if action is A.SURRENDER or action is A.NO_SURRENDER:
        return _explain_surrender(s, player)
    if not A.is_play(action):
        return "the auction is over; the cards are being played"
    if player not in s.actors_now or player != s.turn:
        return f"it is P{s.turn}'s lead; you may only offer to surrender or let it pass"
    face = A.face_of_play(action)
    if not s.face_mask(player) >> face & 1:
        return f"you do not hold {card_text(face)}"
    led = _denom_name(s.led)
    return f"{led} were led and you hold {led}, so you must follow suit"


def _explain_surrender(s: FiftySixState, player: int) -> str:
    if not s.rules.cot:
        return "the cot is not played at this table, so there is no surrender"
    if player & 1 == s.bid_team:
        return "only the defenders may offer to surrender"
    if s.offered_by >= 0:
        return "a surrender has already been offered this hand (one offer per hand)"
    if s.lost_trick:
        return "the bidding team has already lost a trick, so there is no cot to surrender to"
    if s.trick:
        return "a surrender may only be offered between tricks, before the next lead"
    if s.declined >> player & 1:
        return "you have already let this moment pass; you may offer again before a later trick"
    return "the leader must lead now"


def _explain_call(s: FiftySixState, action: Action, player: int) -> str:
    high = s.high_value
    if action is A.PASS:
        return (
            "everyone before you passed, so you (the dealer's left-hand neighbour) must bid at "
            "least 28 (forced bid)"
        )
    current = (
        f"the current bid is {bid_text(high, s.high_denom)} by P{s.high_seat}" if high else ""
    )

    own_team = high and player & 1 == s.high_seat & 1
    if action is A.DOUBLE:
        if not high:
            return "there is no bid to double"
        if own_team:
            return f"{current}, your own team's bid; you may only double the opponents' bid"
        return f"{current}, already {DOUBLING_NAMES[s.doubling]}"
    if action is A.REDOUBLE:
        if s.doubling == UNDOUBLED:
            return "only a doubled bid may be redoubled, and " + (
                f"{current} is not doubled" if high else "nobody has bid"
            )
        return f"{current}; only the bidding team may redouble its own bid"
    if A.is_bid(action):
        if action.code >= A.PLUS_BASE and not high:
            return "'plus' raises the current bid, and nobody has bid yet"
        value = A.bid_value(action, high)
        if value > A.MAX_BID:
            return f"{action.text} would make {value}, and the highest bid is {A.MAX_BID}"
        if value <= high:
            return (
                f"{action.text} is {value}, and a bid must be higher than the current bid "
                f"({bid_text(high, s.high_denom)} by P{s.high_seat})"
            )
        return f"{current}, doubled; at this table a double cannot be overbid"
    if A.is_play(action) or action in (A.SURRENDER, A.NO_SURRENDER, A.ACCEPT, A.INSIST):
        return "this is the auction: bid, pass, double or redouble"
    return "that is not a call now"

