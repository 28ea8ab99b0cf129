"""Worlds that agree with what the other players' bids said (inference for the search).

``sample_state`` deals the unseen cards uniformly among the places the viewer cannot see: it
respects what play has shown (voids), not what the auction told. A player who stood in All Fours
told the table he liked the turned suit; a uniform world often gives him a hand with which no
sensible player stands, and the search then plays against hands that are not there.

``world_filter_for(game)`` gives a test a sampled world must pass: replaying the deal's bidding
decisions of the other players in that world, the family's medium bot (the model of a sensible
player) would have made the same ones. The search draws again when a world fails (a few times at
most, then takes the world it has, so an opponent who bids unlike the model costs only time).

All Fours: the elder's stand or beg and the dealer's gift are checked against the medium bot's
choice from the six cards each was dealt and the first card turned. Near the end of a match
(a side within two points of the target) the bots' choices also depend on the score at that
moment, which the world does not keep apart from later points, so there no world is rejected.

Fareeb: every pass, order-up and name of round 1 and 2 by another player is checked against the
medium bot's choice from the five cards that player was dealt (his hand now, the cards he has
played, and for a dealer who took the up-card, his discard back and the up-card out). The lone
hand and the dealer's discard are not checked.

``unexplained(world, me, model, limit)`` weighs a world by the whole hand instead, for any game
whose worlds begin at their hand's deal: it replays the hand and counts the others' decisions
(bids and plays) the model would have made otherwise. The search keeps, of several worlds
drawn, the one with the fewest (``SearchSettings.explain``).
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from cardtable.bots.base import Bot
from cardtable.cards import card_text, cards_in
from cardtable.engine.game import Game
from cardtable.engine.state import State
from cardtable.games.allfours import actions as AF
from cardtable.games.allfours.state import AllFoursState
from cardtable.games.fareeb import actions as FA
from cardtable.games.fareeb.phases import TAKEN
from cardtable.games.fareeb.ranking import strength_order
from cardtable.games.fareeb.state import FareebState

WorldFilter = Callable[[State, int, Bot], bool]


def allfours_consistent(world: State, me: int, model: Bot) -> bool:
    """The other players' stand, beg and gift in this deal are what ``model`` would choose."""
    if not isinstance(world, AllFoursState) or not world.turnups:
        return True
    s = world
    target = s.cfg.target
    if any(p + 2 >= target for p in s.points):
        return True
    turned = [card_text(s.turnups[0])]
    for p, action in s.history[s.deal_start :]:
        if p == me:
            continue
        if action is AF.STAND or action is AF.BEG:
            phase, legal = "elder's choice", [AF.STAND, AF.BEG]
        elif action is AF.TAKE_ONE:
            phase, legal = "dealer's choice", [AF.TAKE_ONE, AF.REFUSE]
        else:
            continue
        view: dict[str, Any] = {
            "phase": phase,
            "seat": p,
            "sides": list(s.side),
            "target_score": target,
            "side_scores": list(s.points),
            "turn_ups": turned,
            "hand": [card_text(c) for c in cards_in(s.packets[p][0])],
        }
        if model.choose(view, legal, Random(0)) is not action:
            return False
    return True


def fareeb_consistent(world: State, me: int, model: Bot) -> bool:
    """The other players' passes, order-ups and names in this hand are what ``model`` would
    choose from the five cards each was dealt."""
    if not isinstance(world, FareebState):
        return True
    s = world
    n = s.n
    dealt = list(s.hands)
    for plays, _ in s.tricks:
        for p, c in plays:
            dealt[p] |= 1 << c
    for p, c in s.trick:
        dealt[p] |= 1 << c
    d = s.dealer
    if s.upcard_state == TAKEN:
        if s.discarded >= 0:
            dealt[d] |= 1 << s.discarded
        dealt[d] &= ~(1 << s.upcard)
    up = card_text(s.upcard)
    barred = s.upcard // 13
    names = [FA.NAME[x] for x in range(4) if x != barred]
    for calls, (p, action) in enumerate(s.bids):
        if action is not FA.PASS and action is not FA.ORDER_UP and action not in FA.NAME:
            break
        second = calls >= n
        if p != me:
            if second:
                stuck = p == d and s.dealer_stuck
                legal = names if stuck else [FA.PASS, *names]
            else:
                legal = [FA.PASS, FA.ORDER_UP]
            view: dict[str, Any] = {
                "phase": "round 2" if second else "round 1",
                "players": n,
                "seat": p,
                "dealer": d,
                "target_score": s.opts.target_score,
                "scores": list(s.scores),
                "up_card": up,
                "hand": [card_text(c) for c in strength_order(cards_in(dealt[p]), None)],
            }
            if model.choose(view, legal, Random(0)) is not action:
                return False
        if action is not FA.PASS:
            break
    return True


def unexplained(
    world: State,
    me: int,
    model: Bot,
    limit: int,
    view: Callable[[State, int], dict[str, Any]] | None = None,
) -> int:
    """How many of the other players' decisions in ``world``'s hand ``model`` would have made
    otherwise (its bids, calls, discards and plays alike), counting up to ``limit``.

    The hand is replayed from the world's start (``State.at_start``: a sampled world begins at
    its hand's deal), and at each decision of another player with a choice ``model`` decides
    from that player's view of the replay (``view``: a cheaper view with the keys the model
    reads, else ``state.view``). The fewer it misses, the better the world explains what the
    table did: a world in which the others held the cards that made their plays sensible. The
    model must keep no memory between calls (``SearchSettings.stateless_policy``).
    """
    replay = world.at_start()
    missed = 0
    for p, action in world.history:
        if p != me:
            legal = replay.legal_actions(p)
            if len(legal) > 1:
                seen = replay.view(p) if view is None else view(replay, p)
                if model.choose(seen, legal, Random(0)) != action:
                    missed += 1
                    if missed >= limit:
                        return missed
        replay.apply(action, p)
    return missed


_FILTERS: dict[str, WorldFilter] = {
    "allfours": allfours_consistent,
    "fareeb": fareeb_consistent,
}


def world_filter_for(game: Game) -> WorldFilter | None:
    """The bidding test of ``game``'s family, or None (every sampled world is taken)."""
    return _FILTERS.get(game.name)
