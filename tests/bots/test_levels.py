"""Levels by name: every game has random, easy, medium and hard bots, built from the registry."""

from __future__ import annotations

import ast
import inspect
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

import cardtable
from cardtable.bots import BOT_KINDS, RandomBot, bot_levels, make_bot
from cardtable.bots import registry as registry_module
from cardtable.bots.easy import EasyBot
from cardtable.bots.golf import FAMILY as GOLF
from cardtable.bots.golf_search import GolfSearchBot
from cardtable.bots.golfp import FAMILY as GOLFP
from cardtable.bots.golfp_search import PowerGolfSearchBot
from cardtable.bots.levels import hard_bot
from cardtable.bots.registry import families, family_for
from cardtable.bots.search import PimcBot, candidates, gate, neighbourhood
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.state import State


def all_games() -> list[str]:
    return cardtable.games()


def advance(game: Game, seed: int, steps: int) -> State:
    """A state some medium-bot steps into a match."""
    state = game.new_state(seed=seed)
    bot = make_bot("medium", game)
    rng = random.Random(seed)
    for _ in range(steps):
        player = state.current_player
        if player is None:
            player = min(state.actors)
        state.apply(bot.choose(state.view(player), state.legal_actions(player), rng), player)
    return state


def test_the_levels_weakest_first() -> None:
    assert list(BOT_KINDS) == ["random", "easy", "medium", "hard"]
    assert bot_levels() == list(BOT_KINDS)


@pytest.mark.parametrize("name", all_games())
def test_every_game_has_every_level(name: str) -> None:
    game = cardtable.load(name)
    made = {level: make_bot(level, game) for level in BOT_KINDS}
    assert isinstance(made["random"], RandomBot)
    assert isinstance(made["easy"], EasyBot)
    # Golf and power Golf have their own searches; every other family the generic one.
    own = GolfSearchBot if name in GOLF.games else PowerGolfSearchBot
    assert isinstance(made["hard"], own if name in GOLF.games + GOLFP.games else PimcBot)
    assert made["medium"].name == "medium"
    assert type(make_bot("heuristic", game)) is type(made["medium"]), "old name of medium"


def test_each_game_is_served_by_exactly_one_family() -> None:
    served = [g for family in families() for g in family.games]
    assert sorted(served) == sorted(all_games())


def test_an_unknown_level_is_refused_with_the_levels() -> None:
    with pytest.raises(ValueError, match="random, easy, medium, hard"):
        make_bot("expert", cardtable.load("fareeb"))


def test_a_game_without_bots_is_named() -> None:
    class Nameless:
        name = "no-such-game"

    with pytest.raises(ValueError, match="no bots for 'no-such-game'"):
        family_for(Nameless())  # type: ignore[arg-type]


def test_the_registry_names_no_game() -> None:
    """Game names live in each family's bot module, not in the registry."""
    source = inspect.getsource(registry_module)
    strings = {
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }
    assert not strings & set(all_games())


# --------------------------------------------------------------------------- easy


class Fixed:
    """A stand-in medium bot that always picks one action."""

    name = "fixed"

    def __init__(self, index: int) -> None:
        self.index = index
        self.calls = 0

    def choose(
        self, view: Mapping[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        self.calls += 1
        return legal[self.index]


def test_easy_slips_at_its_rate_to_a_neighbouring_action() -> None:
    game = cardtable.load("fareeb")
    state = advance(game, 1, 0)
    legal = [Action(i, f"a{i}") for i in range(10)]
    medium = Fixed(5)
    easy = EasyBot(medium, mistake_rate=0.3)
    rng = random.Random(4)
    picks = [easy.choose(state.view(0), legal, rng) for _ in range(2000)]
    slips = [a for a in picks if a != legal[5]]
    assert 0.26 < len(slips) / len(picks) < 0.34
    assert {a.code for a in slips} == {3, 4, 6, 7}, "a slip is a near neighbour, never far off"
    assert medium.calls == 2000, "the medium bot sees every decision (its memory stays whole)"


def test_easy_never_slips_without_a_choice_and_repeats_with_the_same_rng() -> None:
    only = [Action(0, "only")]
    easy = EasyBot(Fixed(0), mistake_rate=1.0)
    assert easy.choose({}, only, random.Random(0)) == only[0]
    legal = [Action(i, f"a{i}") for i in range(5)]
    first = [easy.choose({}, legal, random.Random(s)) for s in range(20)]
    again = [easy.choose({}, legal, random.Random(s)) for s in range(20)]
    assert first == again
    assert all(a != legal[0] for a in first)


def test_neighbourhood_and_candidates() -> None:
    legal = [Action(i, f"a{i}") for i in range(30)]
    assert [a.code for a in neighbourhood(legal, legal[0], 2)] == [0, 1, 2]
    assert [a.code for a in neighbourhood(legal, legal[10], 2)] == [8, 9, 10, 11, 12]
    picked = candidates(legal, legal[20], 7)
    assert picked[0] == legal[20]
    assert {0, 1, 19, 21} <= {a.code for a in picked}
    assert len(picked) <= 7
    assert candidates(legal[:5], legal[3], 7) == [legal[3], *legal[:3], legal[4]]


# --------------------------------------------------------------------------- hard


@pytest.mark.parametrize("name", ["fareeb", "allfours", "56", "golf4", "cabo"])
def test_hard_is_legal_and_repeatable_from_a_view(name: str) -> None:
    game = cardtable.load(name)
    state = advance(game, 3, 6)
    player = state.current_player
    if player is None:
        player = min(state.actors)
    view, legal = state.view(player), state.legal_actions(player)
    # A generous clock: the iteration budget, not the machine's speed, ends the search.
    picks = {
        hard_bot(game, rollouts=8, time_limit=30.0).choose(view, legal, random.Random(9))
        for _ in range(2)
    }
    assert len(picks) == 1
    assert picks.pop() in legal


@pytest.mark.skipif(
    cardtable.COMPILED,
    reason="replaces a game's sample_state on the instance, which a compiled game does not allow "
    "(docs/speed.md, rule 3); the pure run checks the budget",
)
def test_hard_spends_its_rollout_budget_over_common_worlds() -> None:
    game = cardtable.load("fareeb")
    state = advance(game, 2, 0)
    sampled: list[int] = []
    original = game.sample_state

    def counting(view: Mapping[str, Any], rng: random.Random) -> State:
        sampled.append(1)
        return original(view, rng)

    game.sample_state = counting  # type: ignore[method-assign]
    bot = hard_bot(game, rollouts=20, time_limit=30.0)
    assert isinstance(bot, PimcBot)
    legal = state.legal_actions()
    values = bot.evaluate(state.view(state.current_player or 0), legal, random.Random(1))
    assert len(values) == len(legal)
    assert [len(v) for v in values] == [10, 10]
    assert len(sampled) == 10, "20 playouts of 2 candidates: 10 worlds, each shared by both"


def test_hard_overrules_the_medium_choice_only_by_a_clear_margin() -> None:
    bot = hard_bot(cardtable.load("fareeb"), rollouts=8)
    assert isinstance(bot, PimcBot)
    medium = [0.0, 1.0] * 6
    assert bot.pick([medium, [v + 0.1 for v in medium]]) == 1, "better in every world"
    noisy = [1.0, 0.0] * 5 + [1.0, 0.1]
    assert bot.pick([medium, noisy]) == 0, "better on average by noise only"
    assert bot.pick([medium, medium]) == 0, "a tie keeps the medium choice"
    assert bot.pick([medium[:4], [v + 1 for v in medium[:4]]]) == 0, "too few worlds to trust"


def test_hard_stops_at_its_time_limit() -> None:
    game = cardtable.load("56")
    state = advance(game, 2, 0)
    player = state.current_player
    assert player is not None
    bot = hard_bot(game, rollouts=100_000, time_limit=0.05)
    started = time.perf_counter()
    bot.choose(state.view(player), state.legal_actions(player), random.Random(0))
    assert time.perf_counter() - started < 2.0


def test_fareeb_hard_overrules_at_one_standard_error_with_its_larger_budget() -> None:
    # Fareeb's search buys three times the worlds it had (720 playouts), so its gate is one
    # standard error, as in All Fours: a difference of 1.5 standard errors now overrules.
    bot = hard_bot(cardtable.load("fareeb"))
    assert isinstance(bot, PimcBot)
    assert bot.settings.rollouts == 720
    medium = [0.0] * 40
    # Better in 6 worlds of 40 by 2, worse in 2 by 2: mean 0.2, standard error about 0.14.
    better = [2.0] * 6 + [-2.0] * 2 + [0.0] * 32
    assert bot.pick([medium, better]) == 1
    assert gate([medium, better], 2.0, 10) == 0, "a two-error gate would keep the medium move"
