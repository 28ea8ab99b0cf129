"""The cheaper views the search hands its playout bots (``playout_view``) hold exactly what the
full view holds under the same keys, at every decision of seeded matches under every preset, and
the medium bot decides the same from either."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

import cardtable
from cardtable.bots.allfours import AllFoursBot
from cardtable.bots.base import Bot
from cardtable.bots.fareeb import FareebBot
from cardtable.bots.fiftysix import FiftySixBot
from cardtable.bots.playout_views import playout_view_for
from cardtable.bots.registry import family_for
from cardtable.bots.search import PimcBot
from cardtable.engine.game import Game
from cardtable.games.allfours.options import PRESETS
from cardtable.games.fareeb.options import PRESETS as FAREEB_PRESETS
from cardtable.sim.arena import next_actor, order_rng


def check_views(game: Game, bot: Bot, seeds: range) -> int:
    """Plays seeded medium matches; at every decision with a choice, every seat's playout view
    must equal the full view on its keys and the bot's choice from it must be the same."""
    playout_view = playout_view_for(game)
    assert playout_view is not None
    checked = 0
    for seed in seeds:
        state = game.new_state(seed=seed)
        order = order_rng(seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            player = next_actor(state, order)
            legal = state.legal_actions(player)
            for p in range(game.players):
                full = state.view(p)
                light = playout_view(state, p)
                assert light.keys() <= full.keys()
                for key, value in light.items():
                    assert value == full[key], (seed, p, key)
            full = state.view(player)
            light = playout_view(state, player)
            if len(legal) > 1:
                a = bot.choose(full, legal, random.Random(checked))
                b = bot.choose(light, legal, random.Random(checked))
                assert a == b
                checked += 1
            state.apply(bot.choose(full, legal, rng), player)
    return checked


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_allfours_playout_view_matches_the_full_view(preset: str) -> None:
    game = cardtable.load("allfours", preset)
    assert check_views(game, AllFoursBot(game), range(2)) > 10


@pytest.mark.parametrize("preset", sorted(FAREEB_PRESETS))
def test_fareeb_playout_view_matches_the_full_view(preset: str) -> None:
    game = cardtable.load("fareeb", preset)
    assert check_views(game, FareebBot(game), range(1)) > 10


@pytest.mark.parametrize("options", [{}, {"players": 4}, {"players": 8}], ids=str)
def test_fiftysix_playout_view_matches_the_full_view(options: dict[str, Any]) -> None:
    game = cardtable.load("56", None, single_hand="on", **options)
    assert check_views(game, FiftySixBot(game), range(2)) > 10


@pytest.mark.parametrize("name", ["allfours", "fareeb"])
def test_the_search_chooses_the_same_with_playout_views(name: str) -> None:
    """Same seeds, same worlds, same playouts: only the views' cost differs."""
    game = cardtable.load(name, None, single_hand="on")
    fam = family_for(game)
    settings = replace(fam.search, rollouts=30, time_limit=1e6, min_worlds=2, confidence=0.5)
    state = game.new_state(seed=4)
    medium = fam.medium(game)
    rng = random.Random(4)
    compared = 0
    while not state.is_terminal:
        player = next_actor(state, order_rng(4))
        legal = state.legal_actions(player)
        if len(legal) > 1:
            fast = PimcBot(game, fam.medium, settings)
            slow = PimcBot(game, fam.medium, settings)
            assert fast._view is not None
            slow._view = None
            view = state.view(player)
            a = fast.choose(view, legal, random.Random(compared))
            b = slow.choose(view, legal, random.Random(compared))
            assert a == b
            compared += 1
        state.apply(medium.choose(state.view(player), legal, rng), player)
    assert compared >= 5
