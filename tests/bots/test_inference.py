"""The search's inference (``cardtable.bots.inference``): the real deal always agrees with
bids made by the model (so inference never rules out the truth against such players), and
worlds where a player who stood holds a hand the model would beg with are ruled out; a hand
the model played is fully explained by it, and the search keeps the drawn world the model
explains best (``SearchSettings.explain``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

import cardtable
from cardtable.bots.allfours import AllFoursBot, suit_strength
from cardtable.bots.fareeb import FareebBot
from cardtable.bots.inference import (
    allfours_consistent,
    fareeb_consistent,
    unexplained,
    world_filter_for,
)
from cardtable.bots.registry import SearchSettings, family_for
from cardtable.bots.search import Chain, PimcBot
from cardtable.cards import cards_in
from cardtable.engine.game import Game
from cardtable.games.allfours import actions as AF
from cardtable.games.allfours.state import AllFoursState
from cardtable.games.fareeb import actions as FA
from cardtable.games.fareeb.options import PRESETS as FAREEB_PRESETS
from cardtable.sim.arena import next_actor, order_rng


def test_the_real_deal_agrees_with_the_medium_bots_bids() -> None:
    for preset in ("standard", "trinidad", "seven_up"):
        game = cardtable.load("allfours", preset)
        bot = AllFoursBot(game)
        for seed in range(3):
            state = game.new_state(seed=seed)
            order, rng = order_rng(seed), random.Random(seed)
            while not state.is_terminal:
                for me in range(game.players):
                    assert allfours_consistent(state, me, bot)
                player = next_actor(state, order)
                legal = state.legal_actions(player)
                state.apply(bot.choose(state.view(player), legal, rng), player)


def test_worlds_where_the_elder_stood_on_a_begging_hand_are_ruled_out() -> None:
    game = cardtable.load("allfours", None, single_hand="on")
    assert world_filter_for(game) is allfours_consistent
    bot = AllFoursBot(game)
    for seed in range(40):
        state = game.new_state(seed=seed)
        if not isinstance(state, AllFoursState):
            raise AssertionError
        elder, dealer = state.elder_order[0], state.dealer
        state.apply(AF.STAND, elder)
        if state.is_terminal:
            continue
        view = state.view(dealer)
        trump = state.turnups[0] // 13
        kept = rejected = 0
        for i in range(60):
            world = game.sample_state(view, random.Random(seed * 100 + i))
            assert isinstance(world, AllFoursState)
            strength = suit_strength(list(cards_in(world.packets[elder][0])), trump)
            agrees = allfours_consistent(world, dealer, bot)
            assert agrees == (strength >= bot.params.stand)
            kept += agrees
            rejected += not agrees
        if rejected:
            return
    raise AssertionError("no world was ever ruled out")


def test_the_real_fareeb_deal_agrees_with_the_medium_bots_bids() -> None:
    for preset in sorted(FAREEB_PRESETS):
        game = cardtable.load("fareeb", preset)
        bot = FareebBot(game)
        for seed in range(2):
            state = game.new_state(seed=seed)
            order, rng = order_rng(seed), random.Random(seed)
            while not state.is_terminal:
                for me in range(game.players):
                    assert fareeb_consistent(state, me, bot), (preset, seed)
                player = next_actor(state, order)
                legal = state.legal_actions(player)
                state.apply(bot.choose(state.view(player), legal, rng), player)


def test_fareeb_worlds_where_a_passer_would_have_ordered_up_are_ruled_out() -> None:
    game = cardtable.load("fareeb", None, single_hand="on")
    bot = FareebBot(game)
    ruled_out = 0
    for seed in range(10):
        state = game.new_state(seed=seed)
        first = next(iter(state.actors))
        state.apply(FA.PASS, first)
        watcher = next(iter(state.actors))
        view = state.view(watcher)
        for i in range(30):
            world = game.sample_state(view, random.Random(seed * 100 + i))
            seen = world.view(first)
            would = bot.choose(seen, [FA.PASS, FA.ORDER_UP], random.Random(0))
            assert fareeb_consistent(world, watcher, bot) == (would is FA.PASS)
            ruled_out += would is not FA.PASS
    assert ruled_out > 0


def test_the_search_checks_bids_only_when_asked() -> None:
    game = cardtable.load("allfours")
    family = family_for(game)
    assert PimcBot(game, family.medium, family.search)._agrees is None
    asked = PimcBot(game, family.medium, family.search, inference=True)
    assert asked._agrees is allfours_consistent


def _medium_hand(players: int, seed: int, actions: int) -> tuple[Any, FareebBot]:
    """A single Fareeb hand at ``players``, ``actions`` moves into it, every seat played by
    the medium bot (deciding with ``Random(0)``, as ``unexplained`` asks it)."""
    game = cardtable.load("fareeb", None, players=players, single_hand="on")
    bot = FareebBot(game)
    state = game.new_state(seed=seed)
    order = order_rng(seed)
    for _ in range(actions):
        if state.is_terminal:
            break
        player = next_actor(state, order)
        legal = state.legal_actions(player)
        state.apply(bot.choose(state.view(player), legal, random.Random(0)), player)
    return state, bot


def test_the_real_hand_is_explained_by_the_medium_bots_that_played_it() -> None:
    for players in (4, 5):
        for seed in range(3):
            state, bot = _medium_hand(players, seed, 200)
            assert state.is_terminal
            assert len(state.history) > 20
            for me in range(players):
                assert unexplained(state, me, bot, 99) == 0, (players, seed, me)


def _mid_hand_views() -> Iterator[tuple[int, Game, FareebBot, int, dict[str, Any]]]:
    """Seeded five-player hands 18 moves in (the auction over, tricks begun): the seed, the
    game, the medium bot that played them, the player to act and his view."""
    for seed in range(6):
        state, bot = _medium_hand(5, seed, 18)
        if not state.is_terminal:
            me = next(iter(state.actors))
            yield seed, state.game, bot, me, state.view(me)


def test_worlds_the_others_play_does_not_fit_are_counted_up_to_the_limit() -> None:
    counts: list[int] = []
    for seed, game, bot, me, view in _mid_hand_views():
        for i in range(10):
            world = game.sample_state(view, random.Random(seed * 100 + i))
            missed = unexplained(world, me, bot, 99)
            # Counting stops at the limit; the world's own decisions by ``me`` never count.
            assert unexplained(world, me, bot, 1) == min(missed, 1)
            assert missed <= sum(1 for p, _ in world.history if p != me)
            counts.append(missed)
    assert counts and max(counts) > 0 and min(counts) < max(counts)


def test_the_search_keeps_the_drawn_world_the_medium_bot_explains_best() -> None:
    game = cardtable.load("fareeb", None, players=5, single_hand="on")
    search = PimcBot(game, FareebBot, replace(family_for(game).search, explain=8))
    kept_a_later_draw = False
    for seed, _, bot, me, view in _mid_hand_views():
        world = search.world(view, me, random.Random(seed))
        # The same draws again: the first with the fewest misses, drawing stops at none.
        rng = random.Random(seed)
        best, fewest = 0, 1 << 30
        for k in range(8):
            drawn = game.sample_state(view, rng)
            missed = unexplained(drawn, me, bot, 99)
            if missed < fewest:
                best, fewest, chosen = k, missed, drawn
            if missed == 0:
                break
        assert world == chosen and unexplained(world, me, bot, 99) == fewest
        kept_a_later_draw |= best > 0
    assert kept_a_later_draw


@pytest.mark.parametrize("settings", [{"explain": 8}, {"exchanges": 4}])
def test_explaining_worlds_needs_a_medium_bot_without_memory(settings: dict[str, int]) -> None:
    game = cardtable.load("golf6")
    family = family_for(game)
    with pytest.raises(ValueError, match="without memory"):
        PimcBot(game, family.medium, SearchSettings(**settings, stateless_policy=False))


def test_a_chain_of_worlds_keeps_each_step_that_the_medium_bot_explains_as_well() -> None:
    game = cardtable.load("fareeb", None, players=5, single_hand="on")
    settings = replace(family_for(game).search, explain=2, exchanges=4)
    search = PimcBot(game, FareebBot, settings)
    improved = False
    for seed, _, bot, me, view in _mid_hand_views():
        rng = random.Random(seed)
        chain = Chain()
        first = search.world(view, me, rng, chain)
        assert chain.world is first and chain.missed == unexplained(first, me, bot, 99)
        misses = [chain.missed]
        for _ in range(12):
            world = search.world(view, me, rng, chain)
            assert world is chain.world and world.view(me) == view
            assert chain.missed == unexplained(world, me, bot, 99)
            misses.append(chain.missed)
        # A step is kept only when it misses no more than the world before it.
        assert misses == sorted(misses, reverse=True)
        improved |= misses[-1] < misses[0]
    assert improved


def test_a_chain_in_a_game_without_neighbour_worlds_draws_afresh() -> None:
    game = cardtable.load("allfours")
    assert game.neighbour_state({}, game.new_state(seed=1), random.Random(1)) is None
    search = PimcBot(game, AllFoursBot, replace(family_for(game).search, exchanges=3))
    state = game.new_state(seed=4)
    me = state.current_player
    assert me is not None
    view = state.view(me)
    chain = Chain()
    worlds = [search.world(view, me, random.Random(4), chain)]
    worlds += [search.world(view, me, random.Random(k), chain) for k in range(8)]
    assert all(w.view(me) == view for w in worlds)
    assert len({w.record().deck for w in worlds}) > 1
