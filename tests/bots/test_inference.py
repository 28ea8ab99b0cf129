"""The search's bid inference (``cardtable.bots.inference``): the real deal always agrees with
bids made by the model (so inference never rules out the truth against such players), and
worlds where a player who stood holds a hand the model would beg with are ruled out."""

from __future__ import annotations

import random

import cardtable
from cardtable.bots.allfours import AllFoursBot, suit_strength
from cardtable.bots.fareeb import FareebBot
from cardtable.bots.inference import allfours_consistent, fareeb_consistent, world_filter_for
from cardtable.bots.registry import family_for
from cardtable.bots.search import PimcBot
from cardtable.cards import cards_in
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
