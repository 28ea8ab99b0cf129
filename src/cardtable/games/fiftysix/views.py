"""What each 56 player may know (views), and why an action is refused.

Everything in 56 is public except the cards in other players' hands: the auction, the contract,
every card played, the surrender offer and its answer, the tables. A view holds the viewer's
own cards (faces only: the two copies of a card are never told apart) and all of that, plus the
hand's log of public actions in order, from which ``sample_state`` rebuilds a world.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.cards import card_text, cards_in
from cardtable.engine.action import Action
from cardtable.engine.scene import ArgValue, Text
from cardtable.engine.score_sheet import sheet_json
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
    return sort_faces([*cards_in(s.hands_a[player]), *cards_in(s.hands_b[player])], s.trump)


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
        "hand_sizes": [s.hand_size(p) for p in range(n)],
        "first_draw": fresh(s.first_draw),
        "redeals": fresh(s.redeals),
        "auction": auction,
        "high_bid": high,
        "doubling": DOUBLING_NAMES[s.doubling],
        "forced_bid": s.phase == AUCTION and s.forced_to_bid(s.turn),
        "contract": s.contract_json(),
        "leader": s.leader,
        "tricks": tricks_json(s),
        "current_trick": current_trick_json(s),
        "tricks_won": list(s.tricks_won),
        "points": list(s.points),
        "surrender": _surrender(s),
        "log": [{"player": p, "action": a.text} for p, a in s.history[s.hand_start :]],
        "previous_hand": fresh(s.previous_hand),
        "hand_result": fresh(s.hand_result),
        "score_sheet": sheet_json(s.score_sheet),
        "winners": list(s.winners) if s.phase == OVER else [],
    }


def tricks_json(s: FiftySixState) -> list[dict[str, Any]]:
    """The hand's completed tricks (public)."""
    return [
        {
            "leader": plays[0][0],
            "cards": [{"player": p, "card": card_text(f)} for p, f in plays],
            "winner": winner,
        }
        for plays, winner in s.tricks
    ]


def current_trick_json(s: FiftySixState) -> list[dict[str, Any]]:
    return [{"player": p, "card": card_text(f)} for p, f in s.trick]


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


def explain_illegal(s: FiftySixState, action: Action, player: int) -> Text:
    """Why ``action`` is refused for ``player`` (who may act now), as a message id
    (``fiftysix.illegal.*``) with its arguments."""
    phase = s.phase
    if phase == AUCTION:
        return _explain_call(s, action, player)
    if phase == ANSWER:
        return Text("fiftysix.illegal.answer_offer", {"seat": s.offered_by})
    if action in (A.ACCEPT, A.INSIST):
        return Text("fiftysix.illegal.no_offer")
    if action is A.SURRENDER or action is A.NO_SURRENDER:
        return _explain_surrender(s, player)
    if not A.is_play(action):
        return Text("fiftysix.illegal.auction_over")
    if player not in s.actors_now or player != s.turn:
        return Text("fiftysix.illegal.not_your_lead", {"seat": s.turn})
    face = A.face_of_play(action)
    if not s.face_mask(player) >> face & 1:
        return Text("fiftysix.illegal.not_held", {"card": card_text(face)})
    return Text("fiftysix.illegal.follow_suit", {"led": DENOMS[s.led]})


def _explain_surrender(s: FiftySixState, player: int) -> Text:
    if not s.rules.cot:
        return Text("fiftysix.illegal.no_cot")
    if player & 1 == s.bid_team:
        return Text("fiftysix.illegal.defenders_only")
    if s.offered_by >= 0:
        return Text("fiftysix.illegal.offered_already")
    if s.lost_trick:
        return Text("fiftysix.illegal.cot_gone")
    if s.trick:
        return Text("fiftysix.illegal.between_tricks")
    if s.declined >> player & 1:
        return Text("fiftysix.illegal.moment_passed")
    return Text("fiftysix.illegal.leader_leads")


def _explain_call(s: FiftySixState, action: Action, player: int) -> Text:
    high = s.high_value
    if action is A.PASS:
        return Text("fiftysix.illegal.forced_bid")
    # The current bid (``30D by P3``): its value, denomination letter (S H D C, N for no
    # trumps) and bidder.
    current: dict[str, ArgValue] = {
        "high": high, "denom": DENOMS[s.high_denom], "seat": s.high_seat,
    }
    own_team = high and player & 1 == s.high_seat & 1
    if action is A.DOUBLE:
        if not high:
            return Text("fiftysix.illegal.nothing_to_double")
        if own_team:
            return Text("fiftysix.illegal.double_own", current)
        return Text(
            "fiftysix.illegal.doubled_already", {**current, "doubling": DOUBLING_NAMES[s.doubling]}
        )
    if action is A.REDOUBLE:
        if s.doubling == UNDOUBLED:
            if high:
                return Text("fiftysix.illegal.redouble_undoubled", current)
            return Text("fiftysix.illegal.redouble_no_bid")
        return Text("fiftysix.illegal.redouble_not_bidder", current)
    if A.is_bid(action):
        if action.code >= A.PLUS_BASE and not high:
            return Text("fiftysix.illegal.plus_no_bid")
        value = A.bid_value(action, high)
        if value > A.MAX_BID:
            return Text("fiftysix.illegal.above_max", {
                "call": action.text, "value": value, "most": A.MAX_BID,
            })
        if value <= high:
            return Text("fiftysix.illegal.not_higher", {
                **current, "call": action.text, "value": value,
            })
        return Text("fiftysix.illegal.no_overbid", current)
    if A.is_play(action) or action in (A.SURRENDER, A.NO_SURRENDER, A.ACCEPT, A.INSIST):
        return Text("fiftysix.illegal.auction_now")
    return Text("fiftysix.illegal.not_a_call")
