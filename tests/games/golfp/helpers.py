"""Helpers for power-Golf rule tests: real deals from intended layouts, and scripted play.

A deck for ``game.new_state(deck=...)`` follows ``deal_order``: card ``i`` of the first ``4N``
goes to the player at ``dealer + 1 + (i mod N)``, slot ``i div N``; then the up-card (not in
Cactus); the rest is the stock, top first. :func:`deal` picks a seed whose first dealer is the
last seat, so player 0 plays first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import cardtable
from cardtable.cards import card_text, parse_face
from cardtable.games.golfp import PowerGolfGame
from cardtable.games.golfp.state import PowerGolfState
from tests.games.golf.helpers import seed_with_dealer


def load(name: str, **options: Any) -> PowerGolfGame:
    game = cardtable.load(name, **options)
    assert isinstance(game, PowerGolfGame)
    return game


def fresh(game: PowerGolfGame, seed: int) -> PowerGolfState:
    """A new match of ``game`` from ``seed`` (typed as a power-Golf state)."""
    state = game.new_state(seed=seed)
    assert isinstance(state, PowerGolfState)
    return state


def _norm(text: str) -> str:
    return card_text(parse_face(text))


def deal(
    game: PowerGolfGame,
    layouts: Mapping[int, Sequence[str]],
    up: str | None = None,
    stock: Sequence[str] = (),
) -> PowerGolfState:
    """A new match whose first hand has these layouts (slots 1-4 in order), up-card and stock
    top; player 0 plays first. Cards named nowhere fill the rest in pack order."""
    n = game.players
    named = [_norm(c) for cards in layouts.values() for c in cards] + [_norm(c) for c in stock]
    if up is not None:
        named.append(_norm(up))
    pack = Counter(card_text(c) for c in game.deck())
    assert not Counter(named) - pack, "a card is named more often than the deck has it"
    rest = list((pack - Counter(named)).elements())
    rest.sort(key=lambda t: parse_face(t))
    lays = {q: [_norm(c) for c in layouts.get(q, ())] for q in range(n)}
    for q in range(n):
        while len(lays[q]) < 4:
            lays[q].append(rest.pop(0))
    deck: list[str] = []
    for i in range(4 * n):
        deck.append(lays[i % n][i // n])
    if game.config.rules.up_card:
        deck.append(_norm(up) if up is not None else rest.pop(0))
    deck += [_norm(c) for c in stock]
    deck += rest
    state = game.new_state(seed=seed_with_dealer(n, n - 1), deck=deck)
    assert isinstance(state, PowerGolfState)
    assert state.turn == 0 or state.phase == 0
    return state


def layout(state: PowerGolfState, q: int) -> list[str]:
    return [card_text(c) if c >= 0 else "--" for c in state.lays[q]]


def top(state: PowerGolfState) -> str:
    return card_text(state.discard[-1])


def play(state: PowerGolfState, *moves: str | tuple[int, str]) -> None:
    """Apply moves: a text for the only actor, or (player, text)."""
    for move in moves:
        if isinstance(move, tuple):
            state.apply(move[1], move[0])
        else:
            state.apply(move)


def texts(state: PowerGolfState, player: int) -> list[str]:
    return [a.text for a in state.legal_actions(player)]


def refused(state: PowerGolfState, text: str, player: int | None = None) -> str:
    """Apply an illegal action: it must be refused and change nothing; returns the message."""
    before = state.clone()
    views = [state.view(p) for p in range(state.n)]
    try:
        state.apply(text, player)
    except cardtable.IllegalAction as exc:
        assert state == before
        assert [state.view(p) for p in range(state.n)] == views
        return str(exc)
    raise AssertionError(f"{text!r} was accepted")
