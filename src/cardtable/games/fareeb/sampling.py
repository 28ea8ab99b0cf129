"""``sample_state``: a full Fareeb state consistent with everything one player knows.

From a view it rebuilds the hand's deal with the viewer's own cards, the up-card, the cards
played, the voids shown by play, the dealer's exchange and (5 players) what is known of the
called card, then replays the hand's actions on it. No deal it builds holds a farmer's hand,
since such a deal would have been redealt.

The distribution: uniform over the placements of the unseen cards (where they are now: the other
hands and the stub) that agree with the view, drawn in one go by ``engine.worlds.deal`` (classes
of cards by the places that may hold them; no card placed one by one, no dead end). When the
dealer's discard is unknown to the viewer, it is then drawn uniformly among the stub's cards he
may have discarded (the up-card itself when it lies in the stub). A draw whose deal-time hands
hold a farmer's hand is drawn again, which conditions that law exactly; so is the rare draw that
leaves no discard the dealer may have made.

``neighbour_state``: a world next to a sampled one, for a search that walks a chain of worlds
(``SearchSettings.exchanges``): two unseen cards exchanged between two places that may hold them
(the same places ``sample_state`` allows each card), the rest of the deal kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any

from cardtable.cards import card_text, parse_suit
from cardtable.engine.data import fresh
from cardtable.engine.replay import apply_text
from cardtable.engine.worlds import below, deal, face
from cardtable.games.fareeb.phases import HAND_SIZE, TAKEN
from cardtable.games.fareeb.ranking import TABLES, is_farmers_hand

if TYPE_CHECKING:
    from cardtable.games.fareeb.game import FareebGame
    from cardtable.games.fareeb.state import FareebState

MAX_ATTEMPTS = 2000


class InconsistentView(ValueError):
    """No deal agrees with the view (the view was not made by this game)."""


@dataclass
class _Places:
    """Where each card the viewer has not seen may lie, as a view tells it."""

    n: int
    viewer: int
    dealer: int
    upcard: int
    own: set[int]
    played_by: list[set[int]]
    own_discard: int | None
    barred_discard: int | None
    names: list[int]
    """The hidden places: the other players' hands and the stub (``STUB``)."""
    capacity: dict[int, int]
    """How many unseen cards each place holds (besides its fixed cards)."""
    fixed: dict[int, set[int]]
    """Cards known to lie in a place (the viewer's own discard, an up-card not yet exchanged)."""
    unknown: list[int]
    allowed: dict[int, int]
    """For each unseen card, the places that may hold it (bit ``i`` for ``names[i]``)."""


STUB = -1


def _places(game: FareebGame, view: Mapping[str, Any]) -> _Places:
    n = int(view["players"])
    viewer = int(view["seat"])
    dealer = int(view["dealer"])
    upcard = face(view["up_card"])
    trump = parse_suit(view["trump"]) if view["trump"] else None
    own = {face(c) for c in view["hand"]}

    plays: list[tuple[int, int]] = []
    tricks = [t["cards"] for t in view["tricks"]]
    if view["current_trick"]:
        tricks.append(view["current_trick"])
    voids: list[set[int]] = [set() for _ in range(n)]
    for trick in tricks:
        trick_plays = [(int(e["player"]), face(e["card"])) for e in trick]
        plays.extend(trick_plays)
        if trump is not None:
            eff = TABLES[trump].effective_suit
            led = eff[trick_plays[0][1]]
            for p, c in trick_plays[1:]:
                if eff[c] != led:
                    voids[p].add(led)
    played_by: list[set[int]] = [set() for _ in range(n)]
    for p, c in plays:
        played_by[p].add(c)
    played = {c for _, c in plays}

    bids = list(view["bidding"])
    discard_done = any(b["action"].startswith("discard") for b in bids)
    exchange_pending = view["up_card_state"] == TAKEN and not discard_done
    own_discard = face(view["discarded"]) if view.get("discarded") else None

    # Hidden places: the other players' hands and the face-down stub.
    capacity: dict[int, int] = {q: int(view["hand_sizes"][q]) for q in range(n) if q != viewer}
    stub = STUB
    capacity[stub] = len(game.deck()) - HAND_SIZE * n - 1 + (1 if discard_done else 0)
    fixed: dict[int, set[int]] = {q: set() for q in capacity}
    if own_discard is not None:
        fixed[stub].add(own_discard)
    upcard_unsure = False
    if view["up_card_state"] == TAKEN and upcard not in played and viewer != dealer:
        if exchange_pending:
            fixed[dealer].add(upcard)
        else:
            upcard_unsure = True
    for q, fixed_cards in fixed.items():
        capacity[q] -= len(fixed_cards)

    known = own | played | {upcard} | {c for cards in fixed.values() for c in cards}
    unknown = [c for c in game.deck() if c not in known]
    if upcard_unsure:
        unknown.append(upcard)

    called = face(view["called_card"]) if view.get("called_card") else None
    maker = view["maker"]
    no_own_call = game.options.call_own_card == "off"
    # A dealer-maker who called before his exchange held his discard when he called, so with
    # call_own_card=off that discard cannot be the called card (fareeb.md §4).
    called_before_discard = called is not None and not any(
        b["action"].startswith("discard") for b in bids[: _call_index(bids)]
    )
    barred_discard = called if no_own_call and maker == dealer and called_before_discard else None

    if sum(capacity.values()) != len(unknown):
        raise InconsistentView("the view's card counts do not add up to the pack")
    # The places each unseen card may lie in: by (effective) suit, from the voids play has
    # shown; the up-card only with the dealer or in the stub; the called card not with a maker
    # who may not call his own.
    names = list(capacity)
    bit = {q: 1 << i for i, q in enumerate(names)}
    stub_bit = bit[stub]
    suit_places = [stub_bit] * 4
    for q in names:
        if q != stub:
            for suit in range(4):
                if suit not in voids[q]:
                    suit_places[suit] |= bit[q]
    upcard_places = bit.get(dealer, 0)
    if game.options.dealer_may_discard_upcard:
        upcard_places |= stub_bit
    barred_maker = bit.get(maker, 0) if no_own_call and maker is not None else 0
    suit_of = TABLES[trump].effective_suit if trump is not None else None
    allowed: dict[int, int] = {}
    for card in unknown:
        mask = suit_places[suit_of[card]] if suit_of is not None else suit_places[0]
        if card == upcard:
            mask &= upcard_places
        if card == called:
            mask &= ~barred_maker
        allowed[card] = mask
    return _Places(
        n, viewer, dealer, upcard, own, played_by, own_discard, barred_discard, names,
        capacity, fixed, unknown, allowed,
    )


def sample_state(game: FareebGame, view: Mapping[str, Any], rng: Random) -> FareebState:
    places = _places(game, view)
    names = places.names
    # The unseen cards in classes by the places that may hold them (engine.worlds).
    classes: dict[int, list[int]] = {}
    for card in places.unknown:
        mask = places.allowed[card]
        found = classes.get(mask)
        if found is None:
            classes[mask] = [card]
        else:
            found.append(card)
    groups = list(classes.values())
    masks = list(classes)
    sizes = [places.capacity[q] for q in names]

    # Each draw is uniform over the placements that agree with the view (engine.worlds); a
    # draw whose deal-time hands hold a farmer's hand (redealt), or that leaves the dealer no
    # discard he may have made, is drawn again.
    for _ in range(MAX_ATTEMPTS):
        drawn = deal(groups, masks, sizes, rng)
        if drawn is None:
            break
        placed = {q: set(drawn[i]) for i, q in enumerate(names)}
        world = _world(game, view, places, placed, None, rng)
        if world is not None:
            return world
    raise InconsistentView("no deal agrees with this view")


def neighbour_state(
    game: FareebGame, view: Mapping[str, Any], world: FareebState, rng: Random
) -> FareebState | None:
    """``world`` with two unseen cards exchanged between two hidden places that may hold them
    (the others' hands, the stub), or None when the exchange drawn makes no deal this view
    allows (a farmer's hand, a discard the dealer may not have made, no card to exchange).

    A step of the search's chain of worlds (``Game.neighbour_state``): one card drawn uniformly
    among the unseen, the other among those it may change places with. The dealer's unseen
    discard stays what it was in ``world`` while it is still in the stub."""
    places = _places(game, view)
    names = places.names
    where: dict[int, int] = {}
    for card in places.unknown:
        holder = next((q for q in names if q != STUB and world.hands[q] >> card & 1), STUB)
        where[card] = names.index(holder)
    first = places.unknown[below(rng, len(places.unknown))]
    a = where[first]
    partners = [
        c for c in places.unknown
        if where[c] != a and places.allowed[c] >> a & 1 and places.allowed[first] >> where[c] & 1
    ]
    if not partners:
        return None
    second = partners[below(rng, len(partners))]
    where[first], where[second] = where[second], a
    placed: dict[int, set[int]] = {q: set() for q in names}
    for card, i in where.items():
        placed[names[i]].add(card)
    # The up-card in the stub can only be the dealer's discard; otherwise his discard stays.
    kept = world.discarded
    stub = placed[STUB]
    discard = kept if kept >= 0 and kept in stub and places.upcard not in stub else None
    return _world(game, view, places, placed, discard, rng)


def _world(
    game: FareebGame,
    view: Mapping[str, Any],
    places: _Places,
    placed: dict[int, set[int]],
    discard: int | None,
    rng: Random,
) -> FareebState | None:
    """The state in which the unseen cards lie as ``placed`` says (and the dealer discarded
    ``discard``, if given), or None if no such deal was dealt and played as the view shows."""
    for q, fixed_cards in places.fixed.items():
        placed[q] |= fixed_cards
    deal_ = _deal_time_hands(
        placed, places.own, places.played_by, places.viewer, places.dealer, places.upcard,
        places.own_discard if places.own_discard is not None else discard,
        places.barred_discard, places.n, STUB, rng,
    )
    if deal_ is None:
        return None
    hands, stub_cards, chosen = deal_
    if game.options.farmers_hand_redeal and any(
        is_farmers_hand(hands[q], places.n) for q in range(places.n)
    ):
        return None
    return _rebuild(game, view, hands, places.upcard, stub_cards, chosen, rng)


def _deal_time_hands(
    placed: dict[int, set[int]],
    own: set[int],
    played_by: list[set[int]],
    viewer: int,
    dealer: int,
    upcard: int,
    known_discard: int | None,
    barred_discard: int | None,
    n: int,
    stub: int,
    rng: Random,
) -> tuple[list[set[int]], list[int], int | None] | None:
    """Each player's five dealt cards, the undealt stub, and the dealer's discard (if any).

    ``barred_discard`` is a card the dealer cannot have discarded (see ``sample_state``).
    """
    hands = [
        (set(own) if q == viewer else set(placed[q])) | played_by[q] for q in range(n)
    ]
    stub_cards = sorted(placed[stub])
    dealer_hand = hands[dealer]
    discard: int | None = known_discard
    if upcard in dealer_hand and len(dealer_hand) == HAND_SIZE + 1:
        dealer_hand.discard(upcard)  # picked up, exchange still to come
    elif upcard in dealer_hand or discard is not None or upcard in stub_cards:
        # The dealer picked the up-card up and laid one card face down on the stub.
        if discard is None:
            if upcard in stub_cards:
                discard = upcard
            else:
                choices = [c for c in stub_cards if c != barred_discard]
                discard = choices[below(rng, len(choices))]
        if discard == barred_discard:
            return None
        stub_cards.remove(discard)
        if discard != upcard:
            dealer_hand.discard(upcard)
            dealer_hand.add(discard)
    if any(len(h) != HAND_SIZE for h in hands):
        return None
    return hands, stub_cards, discard


def _call_index(bids: list[Any]) -> int:
    """Position of the maker's call in the bidding (its length if there is none)."""
    for i, bid in enumerate(bids):
        if bid["action"].startswith("call "):
            return i
    return len(bids)


def _rebuild(
    game: FareebGame,
    view: Mapping[str, Any],
    hands: list[set[int]],
    upcard: int,
    stub_cards: list[int],
    discard: int | None,
    rng: Random,
) -> FareebState:
    from cardtable.games.fareeb.state import FareebState

    n = int(view["players"])
    dealer = int(view["dealer"])
    per_player = [sorted(h) for h in hands]
    deck: list[int] = []
    for i in range(HAND_SIZE * n):
        deck.append(per_player[(dealer + 1 + i) % n][i // n])
    deck.append(upcard)
    deck.extend(stub_cards)

    scores = list(view["team_scores"] if n == 4 else view["scores"])
    result = view.get("hand_result")
    if result is not None:
        gained = result["points"]
        # At 4 players, player t's points are team t's (t = 0, 1).
        scores = [s - gained[i] for i, s in enumerate(scores)]
    start = {
        "dealer": dealer,
        "points": scores,
        "hand_number": view["hand_number"],
        "previous_hand": fresh(view["previous_hand"]),
        # The deal is played again: the sheet as it was before it ended, if it has.
        "score_sheet": (
            view["score_sheet"][:-1] if view["hand_result"] is not None else view["score_sheet"]
        ),
        "redeals": fresh(view["redeals"]),
        "thrown_in": view["thrown_in"],
    }
    state = FareebState(game, rng.getrandbits(48), tuple(deck), start)
    discard_text = card_text(discard) if discard is not None else None
    for bid in view["bidding"]:
        text = bid["action"]
        if text == "discard":
            text = f"discard {discard_text}"
        apply_text(state, text, int(bid["player"]))
    tricks = [t["cards"] for t in view["tricks"]]
    if view["current_trick"]:
        tricks.append(view["current_trick"])
    for trick in tricks:
        for entry in trick:
            apply_text(state, f"play {entry['card']}", int(entry["player"]))
    return state
