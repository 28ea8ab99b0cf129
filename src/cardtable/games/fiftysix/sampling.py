"""``sample_state``: a full 56 state consistent with everything one player knows.

From a view it deals the cards the viewer cannot see among the other players, respecting the
number of cards each holds and the voids their play has shown (a player who did not follow suit
holds none of that suit any more), and never a deal that would have been redealt (all eight
jacks in one hand; a hand without point cards when that option is on). It then rebuilds the
hand's deal in the documented deal order and replays the hand's public log on it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from random import Random
from typing import TYPE_CHECKING, Any

from cardtable.cards import parse_face
from cardtable.engine.replay import apply_text
from cardtable.games.fiftysix.ranking import FACE_POINTS, FACE_RANK, FACE_SUIT, deal_seats

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
    own = [parse_face(c) for c in view["hand"]]

    played_by: list[list[int]] = [[] for _ in range(n)]
    voids: list[set[int]] = [set() for _ in range(n)]
    tricks = [t["cards"] for t in view["tricks"]]
    if view["current_trick"]:
        tricks.append(view["current_trick"])
    for trick in tricks:
        led = FACE_SUIT[parse_face(trick[0]["card"])]
        for entry in trick:
            p, f = int(entry["player"]), parse_face(entry["card"])
            played_by[p].append(f)
            if FACE_SUIT[f] != led:
                voids[p].add(led)

    pool = Counter(c % 53 for c in game.deck())
    pool.subtract(own)
    for faces in played_by:
        pool.subtract(faces)
    if any(count < 0 for count in pool.values()):
        raise InconsistentView("the view shows more copies of a card than the pack holds")
    unknown = sorted(pool.elements())
    capacity = {q: int(view["hand_sizes"][q]) for q in range(n) if q != viewer}
    if sum(capacity.values()) != len(unknown):
        raise InconsistentView("the view's card counts do not add up to the pack")
    places = {
        f: [q for q in capacity if FACE_SUIT[f] not in voids[q]] for f in set(unknown)
    }

    for _ in range(MAX_ATTEMPTS):
        placed = _assign(unknown, places, capacity, rng)
        if placed is None:
            continue
        dealt = [
            own + played_by[q] if q == viewer else placed[q] + played_by[q] for q in range(n)
        ]
        if any(_redealt(hand, game) for hand in dealt):
            continue
        return _rebuild(game, view, dealt, rng)
    raise InconsistentView("no deal agrees with this view")


def _redealt(hand: list[int], game: FiftySixGame) -> bool:
    """Whether a dealt hand would have been thrown in (fiftysix.md §5)."""
    if game.options.all_jacks_redeal and sum(FACE_RANK[f] == _JACK for f in hand) == 8:
        return True
    return bool(game.options.no_point_cards_redeal and not any(FACE_POINTS[f] for f in hand))


def _assign(
    unknown: list[int],
    places: dict[int, list[int]],
    capacity: dict[int, int],
    rng: Random,
) -> dict[int, list[int]] | None:
    """Place each unseen card with a player allowed to hold it, filling every hand exactly."""
    left = dict(capacity)
    placed: dict[int, list[int]] = {q: [] for q in capacity}
    cards = list(unknown)
    rng.shuffle(cards)
    # The most constrained cards first, so that voids are respected without dead ends.
    cards.sort(key=lambda f: len(places[f]))
    for f in cards:
        room = [q for q in places[f] if left[q] > 0]
        if not room:
            return None
        # Weighting by free room keeps the deal close to uniform among consistent deals.
        q = rng.choices(room, weights=[left[p] for p in room])[0]
        left[q] -= 1
        placed[q].append(f)
    return placed


def _rebuild(
    game: FiftySixGame, view: Mapping[str, Any], dealt: list[list[int]], rng: Random
) -> FiftySixState:
    from cardtable.games.fiftysix.state import FiftySixState

    n = int(view["players"])
    dealer = int(view["dealer"])
    step = -1 if view["direction"] == "clockwise" else 1
    queues = [list(hand) for hand in dealt]
    faces = [queues[seat].pop() for seat in deal_seats(n, dealer, step, len(game.deck()))]
    result = view.get("hand_result")
    start = {
        "dealer": dealer,
        "tables": list(result["tables_before"] if result else view["tables"]),
        "hand_number": view["hand_number"],
        "previous_hand": view["previous_hand"],
        "redeals": view["redeals"],
        "first_draw": view["first_draw"],
    }
    state = FiftySixState(
        game, rng.getrandbits(48), game.arrange_deck(faces), start
    )
    for entry in view["log"]:
        apply_text(state, entry["action"], int(entry["player"]))
    return state
