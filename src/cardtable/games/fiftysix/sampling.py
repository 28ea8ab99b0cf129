"""``sample_state``: a full 56 state consistent with everything one player knows.

From a view it deals the cards the viewer cannot see among the other players, respecting the
number of cards each holds and the voids their play has shown (a player who did not follow suit
holds none of that suit any more), and never a deal that would have been redealt (all eight
jacks in one hand; a hand without point cards when that option is on). It then rebuilds the
hand's deal in the documented deal order and replays the hand's public log on it.

The distribution: uniform over the deals of the unseen cards (each copy of a face counted as its
own card) that agree with the view and would not have been redealt. ``engine.worlds.deal`` draws
uniformly over the deals that agree with the hand sizes and voids, in one go (one class of
cards per suit, no placement card by card, no dead end); a deal that would have been redealt is
drawn again, which conditions the uniform law exactly (such deals are rare).
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import TYPE_CHECKING, Any

from cardtable.cards import FACES
from cardtable.engine.worlds import deal, face
from cardtable.games.fiftysix.ranking import FACE_POINTS, FACE_RANK, FACE_SUIT

if TYPE_CHECKING:
    from cardtable.games.fiftysix.game import FiftySixGame
    from cardtable.games.fiftysix.state import FiftySixState

MAX_ATTEMPTS = 2000
_JACK = 9


class InconsistentView(ValueError):
    """No deal agrees with the view (the view was not made by this game with these options)."""


def sample_state(game: FiftySixGame, view: Mapping[str, Any], rng: Random) -> FiftySixState:
    n = int(view["players"])
    viewer = int(view["seat"])
    own = [face(c) for c in view["hand"]]

    played_by: list[list[int]] = [[] for _ in range(n)]
    voids = [0] * n
    """Per player, a bit per suit he has shown he no longer holds."""
    tricks = [t["cards"] for t in view["tricks"]]
    if view["current_trick"]:
        tricks.append(view["current_trick"])
    for trick in tricks:
        led = FACE_SUIT[face(trick[0]["card"])]
        for entry in trick:
            p, f = int(entry["player"]), face(entry["card"])
            played_by[p].append(f)
            if FACE_SUIT[f] != led:
                voids[p] |= 1 << led

    pool = [0] * FACES
    for card in game.deck():
        pool[card % FACES] += 1
    for f in own:
        pool[f] -= 1
    for faces in played_by:
        for f in faces:
            pool[f] -= 1
    # The unseen cards by suit (each copy of a face is its own entry).
    groups: list[list[int]] = [[], [], [], []]
    for f in range(52):
        count = pool[f]
        if count < 0:
            raise InconsistentView("the view shows more copies of a card than the pack holds")
        if count:
            groups[FACE_SUIT[f]].extend([f] * count)
    others = [q for q in range(n) if q != viewer]
    capacity = [int(view["hand_sizes"][q]) for q in others]
    allowed = [0, 0, 0, 0]
    for i, q in enumerate(others):
        for suit in range(4):
            if not voids[q] >> suit & 1:
                allowed[suit] |= 1 << i

    # Each draw is uniform over the deals that agree with the view; a deal the rules would have
    # thrown in is drawn again (rare: the draw itself never dead-ends).
    for _ in range(MAX_ATTEMPTS):
        placed = deal(groups, allowed, capacity, rng)
        if placed is None:
            break
        dealt = [own + played_by[viewer] if q == viewer else played_by[q] for q in range(n)]
        for i, q in enumerate(others):
            dealt[q] = placed[i] + dealt[q]
        if any(_redealt(hand, game) for hand in dealt):
            continue
        return _rebuild(game, view, dealt, rng)
    raise InconsistentView("no deal agrees with this view")


def _redealt(hand: list[int], game: FiftySixGame) -> bool:
    """Whether a dealt hand would have been thrown in (fiftysix.md §5)."""
    rules = game.rules
    if rules.all_jacks_redeal and sum([FACE_RANK[f] == _JACK for f in hand]) == 8:
        return True
    return bool(rules.no_point_cards_redeal and not any([FACE_POINTS[f] for f in hand]))


def _rebuild(
    game: FiftySixGame, view: Mapping[str, Any], dealt: list[list[int]], rng: Random
) -> FiftySixState:
    from cardtable.games.fiftysix.state import state_for_deal

    n = int(view["players"])
    dealer = int(view["dealer"])
    # The deck in deal order; copies of a face are numbered in order of appearance, as
    # ``Game.arrange_deck`` numbers them (the deck is this game's by construction: no checks).
    # Each seat's cards go straight into its two masks (one per copy) as well.
    copies = [0] * FACES
    first = [0] * n
    second = [0] * n
    deck: list[int] = []
    for seat in game.deal_orders[dealer]:
        f = dealt[seat].pop()
        if copies[f]:
            second[seat] |= 1 << f
            deck.append(f + FACES)
        else:
            first[seat] |= 1 << f
            deck.append(f)
        copies[f] += 1
    result = view.get("hand_result")
    start = {
        "dealer": dealer,
        "tables": list(result["tables_before"] if result else view["tables"]),
        "hand_number": view["hand_number"],
        "previous_hand": view["previous_hand"],
        # The hand is played again from its deal: the sheet as it was before it ended.
        "score_sheet": view["score_sheet"][:-1] if result else view["score_sheet"],
        "redeals": view["redeals"],
        "first_draw": view["first_draw"],
    }
    state = state_for_deal(game, rng.getrandbits(48), tuple(deck), first, second, start)
    state.replay_log(view["log"])
    return state
