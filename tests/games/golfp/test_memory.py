"""Power-card Golf and the memory rules (golf.md §0.3, §0.4; issue 11): only the top discard
can be seen, so a human-memory view shows the top of the pile (and the log since the viewer's
own last action); a perfect-memory view may recall the whole pile. The two cards of the
initial peek are seen together until the player acts again."""

from __future__ import annotations

from random import Random

import pytest

from cardtable.bots import make_bot
from cardtable.cards import card_text
from cardtable.games.golfp.state import PowerGolfState
from tests.games.golfp.helpers import deal, layout, load, play, texts

GAMES = ("malaysian", "pablo", "cumbia", "cabo", "cactus", "dacz")


def _after_three_discards(name: str, memory: str) -> PowerGolfState:
    game = load(name, players=2, single_hand=True, memory_mode=memory)
    s = deal(game, {}, up=None if name == "cactus" else "AH", stock=["2C", "3C", "4C"])
    for _ in range(3):
        while s.phase == 0:  # Dacz chooses its two peeks
            play(s, (s.turn if s.current_player is None else s.current_player,
                     texts(s, s.setup_left[0])[0]))
        regular = s.regular_actor()
        play(s, (regular, "draw stock"), (regular, "discard"))
        while s.window or "done" in texts(s, s.regular_actor()):
            if s.window:  # everyone declines the window
                play(s, (min(q for q in range(2) if s.window >> q & 1), "pass"))
            else:
                play(s, (s.regular_actor(), "done"))
    return s


@pytest.mark.parametrize("name", GAMES)
def test_human_memory_shows_the_top_discard_only(name: str) -> None:
    s = _after_three_discards(name, "human")
    pile = [card_text(c) for c in s.discard]
    assert len(pile) >= 3
    for p in (0, 1):
        view = s.view(p)
        assert view["discard_pile"] == [pile[-1]] == [view["discard"]]
        assert view["discard_size"] == len(pile)
        assert len(view["discard_spent"]) == 1


@pytest.mark.parametrize("name", GAMES)
def test_perfect_memory_recalls_the_whole_pile(name: str) -> None:
    s = _after_three_discards(name, "perfect")
    assert s.view(0)["discard_pile"] == [card_text(c) for c in s.discard]


@pytest.mark.parametrize("name", GAMES)
def test_sampled_worlds_and_the_bot_work_from_the_top_only(name: str) -> None:
    s = _after_three_discards(name, "human")
    p = s.regular_actor()
    view = s.view(p)
    rng = Random(2)
    for _ in range(5):
        world = s.game.sample_state(view, rng)
        assert len(world.discard) == len(s.discard)
        assert card_text(world.discard[-1]) == card_text(s.discard[-1])
        assert world.view(p) == view
    action = make_bot("heuristic", s.game).choose(view, s.legal_actions(p), rng)
    assert action in s.legal_actions(p)


def test_a_snapped_card_is_forgotten_once_covered_and_the_viewer_acts() -> None:
    """Cactus: a 5 snapped and then covered is not in the pile or log of a view taken after
    the viewer's next action (human memory); with perfect memory it stays in the pile."""
    for memory in ("human", "perfect"):
        game = load("cactus", players=2, single_hand=True, memory_mode=memory)
        s = deal(game, {1: ["5D", "6D", "7D", "8D"]}, stock=["5C", "9H", "KC"])
        play(s, "draw stock", "discard", (1, "snap 1"), (0, "pass"), (1, "pass"), (0, "done"))
        play(s, (1, "draw stock"), (1, "discard"), (0, "pass"), (1, "pass"), (1, "done"))
        assert layout(s, 1) == ["6D", "7D", "8D"]
        view = s.view(1)
        if memory == "human":
            assert "5D" not in str(view) and "5C" not in str(view)
        else:
            assert view["discard_pile"] == ["5C", "5D", "9H"]


@pytest.mark.parametrize("name", ["cumbia", "dacz"])
def test_the_two_cards_of_the_initial_peek_are_seen_together(name: str) -> None:
    game = load(name, players=2, single_hand=True, peek_choice="any_two")
    s = deal(game, {0: ["2S", "3S", "4S", "5S"]}, up="AH", stock=["9C"])
    assert s.phase == 0 and s.setup_left[0] == 0
    play(s, "peek P0.1", "peek P0.3")
    assert s.view(0)["layouts"][0]["cards"] == ["2S", None, "4S", None]
    while s.phase == 0:
        play(s, (s.setup_left[0], texts(s, s.setup_left[0])[0]))
    assert s.view(0)["layouts"][0]["cards"] == ["2S", None, "4S", None]
    play(s, "draw stock")
    assert s.view(0)["layouts"][0]["cards"] == [None, None, None, None]
