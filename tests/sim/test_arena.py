"""The arena: seeded, reproducible matches where bots see only views and legal actions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

import pytest

import cardtable
from cardtable.bots import make_bot
from cardtable.engine import Action, Game
from cardtable.sim import (
    ArenaError,
    MatchResult,
    match_seeds,
    next_actor,
    order_rng,
    play_match,
    run_matches,
    seat_kinds,
)
from tests.sim.toy import RaceGame


@pytest.fixture(scope="module")
def fareeb() -> Game:
    return cardtable.load("fareeb")


def random_bots(game: Game) -> list[Any]:
    return [make_bot("random", game) for _ in range(game.players)]


class SpyBot:
    """A random bot that remembers what it was given."""

    name = "spy"

    def __init__(self) -> None:
        self.calls: list[tuple[Any, Any, Any]] = []

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        self.calls.append((view, legal, rng))
        return legal[rng.randrange(len(legal))]


class CheatBot:
    name = "cheat"

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        return Action(9999, "take everything")


def test_same_seed_same_match(fareeb: Game) -> None:
    a = play_match(fareeb, random_bots(fareeb), seed=11)
    b = play_match(fareeb, random_bots(fareeb), seed=11)
    assert a == b
    assert a.record.actions == b.record.actions


def test_different_seeds_differ(fareeb: Game) -> None:
    a = play_match(fareeb, random_bots(fareeb), seed=1)
    b = play_match(fareeb, random_bots(fareeb), seed=2)
    assert a.record.actions != b.record.actions


def test_result_matches_the_replayed_record(fareeb: Game) -> None:
    result = play_match(fareeb, random_bots(fareeb), seed=5)
    state = cardtable.replay(result.record)
    assert state.is_terminal
    assert result.winners == state.winners and result.winners
    assert result.scores == state.scores
    assert result.hands == state.hand_number >= 1
    assert result.steps == len(result.record.actions)
    assert result.seed == result.record.seed == 5


def test_bots_get_only_views_and_legal_actions(fareeb: Game) -> None:
    spies = [SpyBot() for _ in range(fareeb.players)]
    play_match(fareeb, spies, seed=3)
    for seat, spy in enumerate(spies):
        assert spy.calls
        for view, legal, rng in spy.calls:
            assert isinstance(view, dict)  # plain data, never the State
            assert view["seat"] == seat
            assert legal and all(isinstance(a, Action) for a in legal)
            assert isinstance(rng, Random)


def test_a_bot_count_that_does_not_fit_is_refused(fareeb: Game) -> None:
    with pytest.raises(ValueError, match="needs 4 bots; got 3"):
        play_match(fareeb, random_bots(fareeb)[:3], seed=1)


def test_an_illegal_bot_choice_is_reported_with_the_record(fareeb: Game) -> None:
    bots = random_bots(fareeb)
    bots[2] = CheatBot()
    with pytest.raises(ArenaError, match="'take everything', which is not legal") as info:
        play_match(fareeb, bots, seed=4)
    assert info.value.record is not None
    assert cardtable.replay(info.value.record).current_player == 2


def test_the_step_bound_stops_a_match_with_a_clear_error(fareeb: Game) -> None:
    with pytest.raises(ArenaError, match="did not end within 10 actions") as info:
        play_match(fareeb, random_bots(fareeb), seed=1, max_steps=10)
    assert info.value.record is not None
    assert len(info.value.record.actions) == 10


def test_on_action_sees_every_action(fareeb: Game) -> None:
    seen: list[tuple[int, str]] = []
    result = play_match(
        fareeb, random_bots(fareeb), seed=8, on_action=lambda s, p, a: seen.append((p, a.text))
    )
    assert tuple(seen) == result.record.actions


# ----------------------------------------------------------------- several actors at once


class FakeState:
    def __init__(self, actors: set[int]) -> None:
        self.actors = frozenset(actors)


def test_next_actor_uses_no_randomness_for_a_single_actor() -> None:
    rng = order_rng(1)
    before = rng.getstate()
    assert next_actor(FakeState({2}), rng) == 2  # type: ignore[arg-type]
    assert rng.getstate() == before


def test_next_actor_draws_from_every_actor_in_seeded_order() -> None:
    picks = [next_actor(FakeState({0, 3, 5}), order_rng(7)) for _ in range(3)]  # type: ignore[arg-type]
    assert len(set(picks)) == 1  # same seed, same choice
    rng = order_rng(7)
    many = {next_actor(FakeState({0, 3, 5}), rng) for _ in range(200)}  # type: ignore[arg-type]
    assert many == {0, 3, 5}


def test_next_actor_refuses_a_finished_match() -> None:
    with pytest.raises(ArenaError, match="nobody may act"):
        next_actor(FakeState(set()), order_rng(1))  # type: ignore[arg-type]


def test_out_of_turn_play_is_seeded_and_fair() -> None:
    race = RaceGame.from_options(players=3, target=3)
    bots = [make_bot("random", race) for _ in range(3)]
    first = play_match(race, bots, seed=21)
    assert first == play_match(race, bots, seed=21)
    winners = [play_match(race, bots, seed=s).winners for s in range(60)]
    assert all(len(w) == 1 for w in winners)
    assert {w[0] for w in winners} == {0, 1, 2}


# ----------------------------------------------------------------- many matches


def test_match_seeds_are_derived_and_repeatable() -> None:
    seeds = match_seeds(9, 50)
    assert seeds == match_seeds(9, 50)
    assert len(set(seeds)) == 50
    assert seeds[:10] == match_seeds(9, 10)
    assert seeds != match_seeds(10, 50)


def test_seat_kinds() -> None:
    assert seat_kinds(["random"], 4) == ("random",) * 4
    assert seat_kinds(["a", "b", "c"], 3) == ("a", "b", "c")
    with pytest.raises(ValueError, match="one per seat"):
        seat_kinds(["a", "b"], 4)


def test_run_matches_with_progress(fareeb: Game) -> None:
    calls: list[tuple[int, int]] = []
    results = run_matches(fareeb, ["random"], 6, seed=3, progress=lambda d, t: calls.append((d, t)))
    assert [r.seed for r in results] == match_seeds(3, 6)
    assert calls == [(i, 6) for i in range(1, 7)]
    assert all(isinstance(r, MatchResult) and r.winners for r in results)
    assert results[0] == play_match(fareeb, random_bots(fareeb), results[0].seed)


def test_run_matches_in_processes_gives_the_same_results() -> None:
    game = cardtable.load("fareeb", players=5, target_score=5)
    one = run_matches(game, ["random"], 8, seed=2)
    calls: list[int] = []
    two = run_matches(game, ["random"], 8, seed=2, jobs=2, progress=lambda d, t: calls.append(d))
    assert one == two
    assert calls and calls[-1] == 8 and calls == sorted(calls)


def test_run_matches_refuses_bad_arguments(fareeb: Game) -> None:
    with pytest.raises(ValueError, match="no bot kind 'nobody'"):
        run_matches(fareeb, ["nobody"], 2, seed=1)
    with pytest.raises(ValueError, match="jobs must be at least 1"):
        run_matches(fareeb, ["random"], 2, seed=1, jobs=0)
    assert run_matches(fareeb, ["random"], 0, seed=1) == []
