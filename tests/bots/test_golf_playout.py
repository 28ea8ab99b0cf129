"""The fast Golf playout policy (``cardtable.bots.golf_playout``): it finishes holes in every
Golf game and variant, plays as well as the medium bot it stands in for, and decides from what
the player knows only (changing the cards the player has not seen changes nothing)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from cardtable.bots.golf import GolfBot
from cardtable.bots.golf_playout import FastGolfPolicy
from cardtable.games.golf import actions as A
from cardtable.games.golf.game import GolfGame
from cardtable.games.golf.phases import HOLD, START
from cardtable.games.golf.state import GolfState
from tests.games.golf.helpers import load

VARIANTS = [  # also the Golf search's (test_golf_search.py)
    ("golf4", {}),
    ("golf4", {"knocker_penalty": "plus10", "players": 3}),
    ("golf6", {}),
    ("golf6", {"flip_after_stock_discard": "required_may_keep_last", "players": 2}),
    ("golf8", {}),
    ("golf9", {}),
    ("golf10", {}),
]


def _hole(game: GolfGame, policy: FastGolfPolicy, seed: int) -> GolfState:
    state = game.new_state(seed=seed)
    assert isinstance(state, GolfState)
    hand = state.hand_number
    steps = 0
    while not state.is_terminal and state.hand_number == hand:
        p = state.turn
        legal = state.legal_actions(p)
        action = policy.choose(state, p, legal)
        assert action in legal
        state.apply(action, p)
        steps += 1
        assert steps < 5000
    return state


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_finishes_holes_in_every_game(name: str, options: dict[str, Any]) -> None:
    game = load(name, **options)
    policy = FastGolfPolicy(game)
    for seed in range(4):
        state = _hole(game, policy, seed)
        assert state.is_terminal or state.hand_number == 2
    assert policy.values  # layouts are remembered


def _hidden_from(state: GolfState, p: int) -> list[int]:
    """Indices of layout cards ``p`` does not know (face down and not known to ``p``)."""
    size = state.size
    out = []
    for q in range(state.n):
        for s in range(size):
            i = q * size + s
            if state.empty[q] >> s & 1 or state.faceup[q] >> s & 1:
                continue
            if not state.known[i] >> p & 1:
                out.append(i)
    return out


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_decides_from_what_the_player_knows_only(name: str, options: dict[str, Any]) -> None:
    """Shuffling every card the deciding player has not seen (the others' face-down cards, its
    own unknown ones, the stock) never changes its choice."""
    game = load(name, **options)
    policy = FastGolfPolicy(game)
    rng = Random(3)
    checked = 0
    for seed in range(6):
        state = game.new_state(seed=seed)
        assert isinstance(state, GolfState)
        while not state.is_terminal and state.hand_number == 1:
            p = state.turn
            legal = state.legal_actions(p)
            choice = policy.choose(state, p, legal)
            if state.phase in (START, HOLD) and len(legal) > 1:
                other = state.clone()
                assert isinstance(other, GolfState)
                hidden = _hidden_from(other, p)
                pool = [other.cards[i] for i in hidden] + list(other.stock)
                rng.shuffle(pool)
                for i in hidden:
                    other.cards[i] = pool.pop()
                other.stock[:] = pool
                assert policy.choose(other, p, other.legal_actions(p)) == choice
                checked += 1
            state.apply(choice, p)
    assert checked > 20


def test_takes_the_discard_that_pairs_a_face_up_card() -> None:
    """A plain case the rules agree on: with a face-up king and a king on the discard pile,
    taking the king (to pair it) beats a stock draw."""
    game = load("golf6", players=2)
    policy = FastGolfPolicy(game)
    for seed in range(300):
        state = game.new_state(seed=seed)
        assert isinstance(state, GolfState)
        while state.phase != START:
            p = state.turn
            state.apply(policy.choose(state, p, state.legal_actions(p)), p)
        p = state.turn
        faces = policy.faces(state, p)
        top = state.discard[-1] % 53
        cols = game.config.geometry.cols
        rank = top % 13
        pairs = [
            s
            for s in range(cols)
            if (0 <= faces[s] < 52 and faces[s] % 13 == rank and faces[s + cols] < 0)
            or (0 <= faces[s + cols] < 52 and faces[s + cols] % 13 == rank and faces[s] < 0)
        ]
        if top < 52 and pairs and game.config.rules.values[top] >= 7:
            assert policy.choose(state, p, state.legal_actions(p)) is A.DRAW_DISCARD
            return
    pytest.skip("no deal with a high pairing discard")  # pragma: no cover


def test_about_as_strong_as_the_medium_bot() -> None:
    """Playouts stand for the medium bot's play: over 40 golf6 holes (seats alternating, the
    same deals both ways) the policy's seats score no more than two points a hole worse."""
    game = load("golf6", match_end="target(1)")
    policy = FastGolfPolicy(game)
    totals = {"fast": 0, "medium": 0}
    for seed in range(20):
        for shift in (0, 1):
            state = game.new_state(seed=seed)
            assert isinstance(state, GolfState)
            bots = [GolfBot(game) for _ in range(game.players)]
            rng = Random(seed)
            while not state.is_terminal:
                p = state.turn
                legal = state.legal_actions(p)
                if (p + shift) % 2 == 0:
                    action = policy.choose(state, p, legal)
                else:
                    action = bots[p].choose(state.view(p), legal, rng)
                state.apply(action, p)
            for p in range(game.players):
                totals["fast" if (p + shift) % 2 == 0 else "medium"] += state.scores[p]
    assert totals["fast"] <= totals["medium"] + 2 * 80
