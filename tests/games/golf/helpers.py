"""Helpers for Golf rule tests: real deals from intended layouts, and scripted play.

A deck for ``game.new_state(deck=...)`` follows ``GolfGame.deal_order``: card ``i`` of the first
``L·N`` goes to the player at ``dealer + 1 + (i mod N)``, slot ``i div N`` (row-major); card
``L·N`` is the up-card; the rest is the stock, top first. The first dealer is drawn from the
seed, so :func:`deal` picks a seed whose first dealer is the one the test wants.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import cardtable
from cardtable.cards import card_text, parse_face
from cardtable.engine.chance import Chance
from cardtable.games.golf.game import ALL_GOLF_GAMES, GolfGame
from cardtable.games.golf.state import GolfState


def load(name: str, preset: str | None = None, **options: Any) -> GolfGame:
    """A Golf game by name (also one not registered yet), options validated."""
    cls = {c.name: c for c in ALL_GOLF_GAMES}[name]
    game = cls.from_options(preset, **options)
    assert isinstance(game, GolfGame)
    return game


def seed_with_dealer(players: int, dealer: int) -> int:
    """The smallest seed whose first dealer (golf.md §0.5, drawn at random) is ``dealer``.

    The state's first draw from its ``Chance`` stream is the first dealer.
    """
    for seed in range(1000):
        if Chance(seed).below(players) == dealer:
            return seed
    raise AssertionError("no seed found")


def _norm(text: str) -> str:
    return card_text(parse_face(text))


def arrange(
    game: GolfGame,
    layouts: Mapping[int, Sequence[str]],
    up: str,
    dealer: int = 0,
    stock: Sequence[str] = (),
) -> list[str]:
    """A full deck in deal order: each seat's layout (row-major), the up-card, the stock top first.

    Layout slots not given, and the stock after the cards ``stock`` names, are filled with the
    cards named nowhere, in pack order.
    """
    n = game.players
    size = game.config.size
    named = [_norm(c) for cards in layouts.values() for c in cards] + [_norm(up)]
    named += [_norm(c) for c in stock]
    pack = Counter(card_text(c) for c in game.deck())
    wanted = Counter(named)
    for card, count in wanted.items():
        assert pack[card] >= count, f"{card} is named {count} times, the deck has {pack[card]}"
    spare = [c for c in (card_text(x) for x in game.deck())]
    for card in named:
        spare.remove(card)
    full: dict[int, list[str]] = {}
    for seat in range(n):
        cards = [_norm(c) for c in layouts.get(seat, ())]
        assert len(cards) <= size
        while len(cards) < size:
            cards.append(spare.pop(0))
        full[seat] = cards
    deck = [""] * (size * n)
    for seat, cards in full.items():
        for k, card in enumerate(cards):
            deck[k * n + (seat - dealer - 1) % n] = card
    return [*deck, _norm(up), *(_norm(c) for c in stock), *spare]


def deal(
    game: GolfGame,
    layouts: Mapping[int, Sequence[str]],
    up: str,
    dealer: int = 0,
    stock: Sequence[str] = (),
) -> GolfState:
    """A new match whose first hand deals exactly these layouts (dealer fixed through the seed)."""
    deck = arrange(game, layouts, up, dealer, stock)
    state = game.new_state(seed=seed_with_dealer(game.players, dealer), deck=deck)
    assert isinstance(state, GolfState)
    assert state.dealer == dealer
    for seat, cards in layouts.items():
        got = layout_texts(state, seat)[: len(cards)]
        assert got == [_norm(c) for c in cards], f"seat {seat} got {got}"
    return state


def layout_texts(state: GolfState, seat: int) -> list[str]:
    """The cards of ``seat``'s layout, row-major ("" for an empty slot), face up or not."""
    size = state.size
    return [card_text(c) if c >= 0 else "" for c in state.cards[seat * size : (seat + 1) * size]]


def play(state: GolfState, *moves: tuple[int, str] | str) -> None:
    """Apply moves: ``"text"`` for the current player, or ``(player, "text")``."""
    for move in moves:
        if isinstance(move, str):
            state.apply(move)
        else:
            state.apply(move[1], move[0])


def legal(state: GolfState, player: int | None = None) -> list[str]:
    return [a.text for a in state.legal_actions(player)]


def refuse(state: GolfState, text: str, player: int | None = None, match: str = "") -> str:
    """``text`` is refused with ``IllegalAction`` (mentioning ``match``) and changes nothing."""
    before = state.clone()
    views = [state.view(p) for p in range(state.n)]
    try:
        state.apply(text, player)
    except cardtable.IllegalAction as exc:
        message = str(exc)
    else:
        raise AssertionError(f"{text!r} was accepted")
    assert state == before, "a refused action changed the state"
    assert [state.view(p) for p in range(state.n)] == views
    assert match.lower() in message.lower(), message
    return message


def finish_setup(state: GolfState) -> None:
    """Take the first legal action until play starts (setup flips, etc.)."""
    while state.view(0)["phase"] == "setup":
        state.apply(state.legal_actions()[0])
