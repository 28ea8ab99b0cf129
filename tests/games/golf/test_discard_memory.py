"""golf.md §0.3 and §0.4 (issue 11): only the top discard can be seen, so with human memory a
view shows the top of the pile and not what lies beneath it; with perfect memory a player may
recall the whole pile. Sampled worlds and the heuristic bot work from the reduced view."""

from __future__ import annotations

from random import Random

import pytest

from cardtable.bots import make_bot
from cardtable.games.golf.state import GolfState
from tests.games.golf.helpers import finish_setup, load, play

GAMES = ("golf4", "golf6", "golf8", "golf9", "golf10")


def _three_discards(name: str, memory: str) -> GolfState:
    state = load(name, players=2, memory_mode=memory).new_state(seed=5)
    finish_setup(state)
    for _ in range(3):
        while state.view(0)["phase"] != "draw":  # golf10 flips at each turn's start
            state.apply(state.legal_actions()[0])
        play(state, "draw stock", "discard")
        while state.view(0)["phase"] == "flip after discard":
            state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("name", GAMES)
def test_human_memory_shows_the_top_discard_only(name: str) -> None:
    state = _three_discards(name, "human")
    pile = [state.cfg.card_texts[c] for c in state.discard]
    assert len(pile) == 4
    for p in (0, 1):
        view = state.view(p)
        assert view["discard_pile"] == [pile[-1]] == [view["discard"]]
        assert view["discard_size"] == 4
        assert view["up_card"] is None  # covered: a buried discard like the others


@pytest.mark.parametrize("name", GAMES)
def test_perfect_memory_recalls_the_whole_pile(name: str) -> None:
    state = _three_discards(name, "perfect")
    pile = [state.cfg.card_texts[c] for c in state.discard]
    assert state.view(0)["discard_pile"] == pile
    assert state.view(0)["up_card"] == pile[0]


@pytest.mark.parametrize("name", GAMES)
def test_buried_discards_are_hidden_information(name: str) -> None:
    """Two states that differ only beneath the top discard give the same human-memory view
    once the buried card has left every log (the no-leak rule of DESIGN.md)."""
    state = _three_discards(name, "human")
    other = state.clone()
    other.discard[0], other.stock[0] = other.stock[0], other.discard[0]
    for p in (0, 1):
        assert state.view(p)["discard_pile"] == other.view(p)["discard_pile"]
        assert {k: v for k, v in state.view(p).items() if k not in ("stock",)} == {
            k: v for k, v in other.view(p).items() if k not in ("stock",)
        }


@pytest.mark.parametrize("name", GAMES)
def test_sampled_worlds_and_the_bot_work_from_the_top_only(name: str) -> None:
    state = _three_discards(name, "human")
    game = state.game
    p = state.current_player
    assert p is not None
    view = state.view(p)
    rng = Random(1)
    for _ in range(5):
        world = game.sample_state(view, rng)
        assert len(world.discard) == 4 and world.discard[-1] % 53 == state.discard[-1] % 53
        assert world.view(p)["discard_pile"] == view["discard_pile"]
        assert len(world.stock) == len(state.stock)
    bot = make_bot("heuristic", game)
    action = bot.choose(view, state.legal_actions(p), rng)
    assert action in state.legal_actions(p)
