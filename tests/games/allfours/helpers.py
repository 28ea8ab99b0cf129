"""Helpers for All Fours rule tests: real deals from intended hands, saved positions, scripted
play.

A deck for ``new_state(deck=...)`` follows ``AllFoursGame.deal_order``: two rounds of packets of
three from the elder in the direction of play (card 6N is the turn-up), then for each run a
packet of three to each player from the elder and the next turn-up. :func:`position` builds such
a deck from the hands a test wants and starts a match there through a record with ``start``
(dealer, scores, seats), exactly as a saved position is replayed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from random import Random
from typing import Any

import cardtable
from cardtable.cards import card_text, cards_in, parse_face
from cardtable.games.allfours.game import AllFoursGame
from cardtable.games.allfours.state import AllFoursState
from cardtable.games.allfours.summary import summary_json

PACK = [card_text(c) for c in range(52)]


def load(**options: Any) -> AllFoursGame:
    game = cardtable.load("allfours", **options)
    assert isinstance(game, AllFoursGame)
    return game


def canon(text: str) -> str:
    """A card text in canonical form (``10H`` -> ``TH``)."""
    return card_text(parse_face(text))


def elder_order(game: AllFoursGame, dealer: int, chairs: Sequence[int] | None = None) -> list[int]:
    """The players from the elder round in the direction of play."""
    n = game.players
    seats = list(chairs) if chairs is not None else list(range(n))
    step = 1 if game.config.clockwise else -1
    i = seats.index(dealer)
    return [seats[(i + step * k) % n] for k in range(1, n + 1)]


def arrange(
    game: AllFoursGame,
    hands: Mapping[int, Sequence[str]],
    turnup: str | None,
    dealer: int,
    runs: Sequence[tuple[Mapping[int, Sequence[str]], str]] = (),
    chairs: Sequence[int] | None = None,
) -> list[str]:
    """A full deck in deal order: these six cards for these players, this turn-up, then for
    each run the packets named (players not named get spare cards) and its turn-up. Cards not
    named anywhere fill the gaps in pack order; the rest is the stock."""
    named = [c for cards in hands.values() for c in cards]
    named += [turnup] if turnup else []
    for packets, up in runs:
        named += [c for cards in packets.values() for c in cards] + [up]
    faces = [canon(c) for c in named]
    assert len(set(faces)) == len(faces), f"a card is named twice: {named}"
    spare = [c for c in PACK if c not in faces]
    order = elder_order(game, dealer, chairs)
    full = {}
    for p in order:
        cards = [canon(c) for c in hands.get(p, ())]
        assert len(cards) <= 6
        while len(cards) < 6:
            cards.append(spare.pop(0))
        full[p] = cards
    deck = [full[p][3 * r + k] for r in range(2) for p in order for k in range(3)]
    if turnup:
        deck.append(canon(turnup))
    for packets, up in runs:
        for p in order:
            cards = [canon(c) for c in packets.get(p, ())]
            while len(cards) < 3:
                cards.append(spare.pop(0))
            deck += cards
        deck.append(canon(up))
    return deck + spare


def setup_for(
    game: AllFoursGame, dealer: int, chairs: Sequence[int] | None = None
) -> dict[str, Any]:
    n = game.players
    seats = list(chairs) if chairs is not None else list(range(n))
    teams = [[seats[0], seats[2]], [seats[1], seats[3]]] if n == 4 else None
    return {"method": "preset", "chairs": seats, "teams": teams, "first_dealer": dealer}


def position(
    game: AllFoursGame,
    hands: Mapping[int, Sequence[str]],
    turnup: str | None,
    *,
    dealer: int = 0,
    points: Sequence[int] | None = None,
    runs: Sequence[tuple[Mapping[int, Sequence[str]], str]] = (),
    chairs: Sequence[int] | None = None,
    hand_number: int = 1,
    seed: int = 1,
) -> AllFoursState:
    """A match starting at this deal, with these scores per side (a saved position)."""
    deck = arrange(game, hands, turnup, dealer, runs, chairs)
    record = cardtable.Record(
        game="allfours",
        options=game.options.as_dict(),
        seed=seed,
        deck=tuple(deck),
        start={
            "setup": setup_for(game, dealer, chairs),
            "dealer": dealer,
            "points": list(points) if points is not None else [0] * game.config.sides,
            "hand_number": hand_number,
        },
        actions=(),
    )
    state = cardtable.replay(record)
    assert isinstance(state, AllFoursState)
    for p, cards in hands.items():
        assert {canon(c) for c in cards} <= cards_of(state, p)
    return state


def cards_of(state: AllFoursState, player: int) -> set[str]:
    return {card_text(c) for c in cards_in(state.hands[player])}


def run(state: AllFoursState, *steps: str | tuple[int, str]) -> None:
    """Apply actions in order; a bare text for the player on turn, a pair by player."""
    for step in steps:
        if isinstance(step, tuple):
            state.apply(step[1], step[0])
        else:
            state.apply(step)


def texts(actions: Iterable[Any]) -> list[str]:
    return [a.text for a in actions]


def play_trick(state: AllFoursState, plays: Sequence[tuple[int, str]]) -> int:
    """Play one trick, checking each player is on turn in the written order; the winner."""
    before = len(state.tricks)
    for player, card in plays:
        assert state.current_player == player, (
            f"expected P{player} to play {card}, but P{state.current_player} is on turn"
        )
        state.apply(f"play {card}", player)
    assert len(state.tricks) == before + 1, "the trick did not complete"
    return state.tricks[-1][2]


def last_summary(state: AllFoursState) -> dict[str, Any]:
    """The summary of the hand that just ended (the match may have moved on to the next)."""
    summary = summary_json(state.hand_result if state.is_terminal else state.previous_hand)
    assert summary is not None, "no hand has ended"
    return summary


def count_of(state: AllFoursState) -> dict[str, dict[str, Any]]:
    """The last hand's count by point name."""
    return {c["point"]: c for c in last_summary(state)["count"]}


def play_out(state: AllFoursState, rng_seed: int = 0) -> None:
    """Finish the match (or the current hand of a single-hand table) with random legal play."""
    rng = Random(rng_seed)
    while not state.is_terminal:
        actors = sorted(state.actors)
        player = rng.choice(actors)
        legal = state.legal_actions(player)
        state.apply(legal[rng.randrange(len(legal))], player)


def play_hand_first_legal(state: AllFoursState) -> None:
    """Play the current deal's tricks out, each player playing his first legal card."""
    hand = state.hand_number
    while not state.is_terminal and state.hand_number == hand:
        state.apply(state.legal_actions()[0])
