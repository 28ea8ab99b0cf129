"""Helpers for Fareeb rule tests: real deals from intended hands, and scripted play.

A deck for ``game.new_state(deck=...)`` follows ``FareebGame.deal_order``: card ``i`` of the first
5N goes to the player at ``dealer + 1 + i``, card 5N is the up-card, the rest is the stub. The
first dealer is drawn from the seed, so :func:`deal` picks a seed whose first dealer is the one
the test wants and checks that every hand came out as intended.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from random import Random
from typing import Any

import cardtable
from cardtable.cards import card_text, cards_in, parse_face
from cardtable.engine.chance import Chance
from cardtable.games.fareeb.game import FareebGame
from cardtable.games.fareeb.state import FareebState


def load(**options: Any) -> FareebGame:
    game = cardtable.load("fareeb", **options)
    assert isinstance(game, FareebGame)
    return game


def seed_with_dealer(players: int, dealer: int) -> int:
    """The smallest seed whose first dealer (fareeb.md §3, drawn at random) is ``dealer``.

    The state's first draw from its ``Chance`` stream is the first dealer.
    """
    for seed in range(1000):
        if Chance(seed).below(players) == dealer:
            return seed
    raise AssertionError("no seed found")


def arrange(
    game: FareebGame,
    hands: Mapping[int, Sequence[str]],
    up: str,
    dealer: int = 0,
    stub: Sequence[str] = (),
) -> list[str]:
    """A full deck in deal order giving each seat its intended cards.

    Seats missing from ``hands`` (or given fewer than five cards) are filled with the cards not
    named anywhere, in pack order; so is the stub after the cards ``stub`` names.
    """
    n = game.players
    named = [c for cards in hands.values() for c in cards] + [up, *stub]
    named_faces = [parse_face(c) for c in named]
    assert len(set(named_faces)) == len(named_faces), f"a card is named twice: {named}"
    pack = [card_text(c) for c in game.deck()]
    assert all(c in pack for c in (card_text(f) for f in named_faces)), "a card not in the pack"
    spare = [c for c in pack if parse_face(c) not in named_faces]
    full: dict[int, list[str]] = {}
    for seat in range(n):
        cards = [card_text(parse_face(c)) for c in hands.get(seat, ())]
        assert len(cards) <= 5
        while len(cards) < 5:
            cards.append(spare.pop(0))
        full[seat] = cards
    deck = [""] * (5 * n)
    for seat, cards in full.items():
        for k, card in enumerate(cards):
            deck[k * n + (seat - dealer - 1) % n] = card
    return [*deck, card_text(parse_face(up)), *(card_text(parse_face(c)) for c in stub), *spare]


def deal(
    game: FareebGame,
    hands: Mapping[int, Sequence[str]],
    up: str,
    dealer: int = 0,
    stub: Sequence[str] = (),
) -> FareebState:
    """A new match whose first hand deals exactly these hands (dealer fixed through the seed)."""
    deck = arrange(game, hands, up, dealer, stub)
    state = game.new_state(seed=seed_with_dealer(game.players, dealer), deck=deck)
    assert isinstance(state, FareebState)
    assert state.dealer == dealer
    assert not state.redeals, "the intended deal holds a farmer's hand and was redealt"
    for seat, cards in hands.items():
        assert cards_of(state, seat) >= {card_text(parse_face(c)) for c in cards}
    assert card_text(state.upcard) == card_text(parse_face(up))
    return state


def cards_of(state: FareebState, seat: int) -> set[str]:
    return {card_text(c) for c in cards_in(state.hands[seat])}


def run(state: FareebState, *steps: str | tuple[int, str]) -> None:
    """Apply actions in order; a bare text is applied for the player on turn, a pair by seat."""
    for step in steps:
        if isinstance(step, tuple):
            state.apply(step[1], step[0])
        else:
            state.apply(step)


def texts(actions: Iterable[Any]) -> list[str]:
    return [a.text for a in actions]


def play_trick(state: FareebState, plays: Sequence[tuple[int, str]]) -> int:
    """Play one trick, checking each seat is on turn in the written order; returns the winner."""
    before = len(state.tricks)
    hand = state.hand_number
    for seat, card in plays:
        assert state.current_player == seat, (
            f"expected seat {seat} to play {card}, but seat {state.current_player} is on turn"
        )
        state.apply(f"play {card}", seat)
    if state.hand_number != hand:
        # The fifth trick ended the hand and the next one was dealt: read the summary.
        assert before == 4 and state.previous_hand is not None
        return int(state.previous_hand["tricks"][-1]["winner"])
    assert len(state.tricks) == before + 1, "the trick did not complete"
    return state.tricks[-1][1]


def position(
    game: FareebGame,
    hands: Mapping[int, Sequence[str]],
    up: str,
    *,
    dealer: int = 0,
    points: Sequence[int],
    hand_number: int = 5,
    stub: Sequence[str] = (),
) -> FareebState:
    """A saved match position (a record with ``start``): these scores, this dealer, this deal.

    ``points`` are per team (4 players: team 0 = seats 0+2, team 1 = seats 1+3) or per player.
    """
    record = cardtable.Record(
        game="fareeb",
        options=game.options.as_dict(),
        seed=1,
        deck=tuple(arrange(game, hands, up, dealer, stub)),
        start={"dealer": dealer, "points": list(points), "hand_number": hand_number},
        actions=(),
    )
    state = cardtable.replay(record)
    assert isinstance(state, FareebState)
    assert state.dealer == dealer and not state.redeals
    return state


def hand_summary(state: FareebState) -> dict[str, Any]:
    """The summary of the hand that just ended (the match may have gone on to the next deal)."""
    summary = state.hand_result if state.is_terminal else state.previous_hand
    assert summary is not None, "no hand has ended"
    return summary


def play_out(state: FareebState, makers: Iterable[int], maker_tricks: int) -> FareebState:
    """A copy of ``state`` with the hand played out so that the seats ``makers`` take exactly
    ``maker_tricks`` tricks (counted from the tricks, not from the score).

    Seeded random playouts first (they find the common counts at once), then a depth-first
    search over the legal plays, pruned as soon as the count can no longer come out right. Both
    are deterministic, so the line found is fixed for a given deal.
    """
    side = frozenset(makers)
    hand = state.hand_number
    for attempt in range(200):
        rng = Random(attempt)
        trial = state.clone()
        assert isinstance(trial, FareebState)
        while trial.hand_number == hand and not trial.is_terminal:
            legal = trial.legal_actions()
            trial.apply(legal[rng.randrange(len(legal))])
        if sum(1 for t in hand_summary(trial)["tricks"] if t["winner"] in side) == maker_tricks:
            return trial
    found = _search(state, side, maker_tricks, hand)
    if found is None:
        raise AssertionError(f"no line of play gives seats {sorted(side)} {maker_tricks} tricks")
    return found


def _search(state: FareebState, side: frozenset[int], target: int, hand: int) -> FareebState | None:
    if state.hand_number != hand or state.is_terminal:
        tricks = hand_summary(state)["tricks"]
        return state if sum(1 for t in tricks if t["winner"] in side) == target else None
    taken = sum(1 for _, w in state.tricks if w in side)
    left = 5 - len(state.tricks)
    if taken > target or taken + left < target:
        return None
    for action in state.legal_actions():
        child = state.clone()
        assert isinstance(child, FareebState)
        child.apply(action)
        done = _search(child, side, target, hand)
        if done is not None:
            return done
    return None
