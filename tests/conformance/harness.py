"""The conformance harness (DESIGN.md, "Every game passes the conformance suite").

A game joins by being registered: the suite builds option sets for it (defaults, every preset,
randomized values drawn from its option specifications) and plays seeded random playouts through
the public API, checking the contract at every step.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from random import Random
from typing import Any

import cardtable
from cardtable import Game, IllegalAction, State
from cardtable.engine.chance import Chance
from cardtable.engine.options import OptionSpec

MAX_STEPS = 20_000
"""A random playout of any match must end well within this many actions."""


@dataclass(frozen=True)
class Case:
    game: str
    preset: str | None
    options: tuple[tuple[str, Any], ...]

    def load(self) -> Game:
        return cardtable.load(self.game, self.preset, **dict(self.options))

    def __str__(self) -> str:
        parts = [self.game]
        if self.preset:
            parts.append(f"preset={self.preset}")
        parts += [f"{k}={v}" for k, v in self.options]
        return ",".join(parts)


def _random_value(spec: OptionSpec, rng: Random) -> Any:
    if spec.kind == "int":
        low = spec.minimum if spec.minimum is not None else 0
        high = spec.maximum if spec.maximum is not None else max(spec.default, low)
        return rng.randint(low, high)
    return rng.choice(spec.choices)


def cases(randomized_per_game: int, seed: int = 2026) -> list[Case]:
    """Defaults, every preset, and randomized option sets the game accepts, for every game."""
    rng = Random(seed)
    out: list[Case] = []
    for name in cardtable.games():
        cls = cardtable.REGISTRY.get(name)
        out.append(Case(name, None, ()))
        out += [Case(name, preset, ()) for preset in cls.presets]
        made = 0
        for _ in range(randomized_per_game * 50):
            if made == randomized_per_game:
                break
            chosen = tuple(
                (spec.name, _random_value(spec, rng))
                for spec in cls.option_specs
                if rng.random() < 0.5
            )
            case = Case(name, None, chosen)
            try:
                case.load()
            except cardtable.InvalidOptions:
                continue  # a nonsensical combination, refused as it should be
            out.append(case)
            made += 1
    return out


@dataclass
class PlayoutReport:
    steps: int
    hidden_information_varied: bool


def check_step(game: Game, state: State, rng: Random, seen_texts: set[str]) -> None:
    """The per-step contract: actors, sorted legal actions that parse back, refusals."""
    actors = state.actors
    assert actors, "no actor before the end of the match"
    assert state.current_player == (next(iter(actors)) if len(actors) == 1 else None)
    for p in actors:
        legal = state.legal_actions(p)
        assert legal, f"actor {p} has no legal action"
        assert legal == sorted(legal), f"legal actions of {p} not sorted: {legal}"
        texts = [a.text for a in legal]
        assert len(set(texts)) == len(texts), f"duplicate action texts {texts}"
        for action in legal:
            assert game.parse_action(action.text, legal) == action, f"{action.text!r} parses back"
        seen_texts.update(texts)
    _check_refusals(game, state, rng, seen_texts)


def _check_refusals(game: Game, state: State, rng: Random, seen_texts: set[str]) -> None:
    """Every illegal action is refused with IllegalAction and changes nothing."""
    before = state.clone()
    views_before = [state.view(p) for p in range(game.players)]
    tries: list[tuple[str, int]] = [("xyzzy frobnicate", p) for p in state.actors]
    for p in range(game.players):
        legal_texts = {a.text for a in state.legal_actions(p)} if p in state.actors else set()
        illegal = sorted(seen_texts - legal_texts)
        tries += [(text, p) for text in rng.sample(illegal, min(4, len(illegal)))]
    for text, p in tries:
        try:
            state.apply(text, p)
        except IllegalAction as exc:
            assert str(exc), "an IllegalAction says why"
        else:
            raise AssertionError(f"{text!r} by player {p} was accepted but is not legal")
    assert state == before, "a refused action changed the state"
    assert [state.view(p) for p in range(game.players)] == views_before


def _hidden_state(state: State) -> str:
    """Every field of a state but its RNG: two sampled worlds differ here if anything hidden does
    (in Golf even the owner does not know a face-down card, so other views need not differ)."""
    return repr([value for value in state._key() if not isinstance(value, Chance)])


def _replayed_from_start(state: State) -> State:
    """``state.at_start()`` with ``state``'s history applied again (the search's inference
    replays a sampled world's hand this way: ``cardtable.bots.inference.unexplained``)."""
    again = state.at_start()
    assert again.history == []
    for player, action in state.history:
        again.apply(action, player)
    return again


def check_views(game: Game, state: State, rng: Random, samples: int = 2) -> bool:
    """Views are JSON data; sampled worlds agree with each view (no-leak); reports variation."""
    varied = False
    for p in range(game.players):
        view = state.view(p)
        assert json.loads(json.dumps(view)) == view, "a view must be plain JSON data"
        others_seen: set[str] = set()
        for _ in range(samples):
            world = game.sample_state(view, rng)
            assert world.view(p) == view, f"a world sampled from player {p}'s view disagrees"
            assert _replayed_from_start(world) == world, "a world must replay from its start"
            assert world.actors == state.actors
            for q in world.actors:
                if q == p:
                    assert world.legal_actions(q) == state.legal_actions(q)
            others_seen.add(_hidden_state(world))
        varied |= len(others_seen) > 1
    return varied


def _random_steps(case: Case, seed: int) -> int:
    """How many actions the seeded random playout takes (the checks are spread over them)."""
    state = case.load().new_state(seed=seed)
    rng = Random(seed)
    steps = 0
    while not state.is_terminal and steps < MAX_STEPS:
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
        steps += 1
    return steps


def _every(steps: int, checks: int) -> int:
    return max(1, steps // checks) if checks else MAX_STEPS + 1


def playout(
    case: Case,
    seed: int,
    *,
    refusal_checks: int = 300,
    view_checks: int = 40,
    clone_at: float = 0.5,
) -> PlayoutReport:
    """A seeded random playout with the contract checked along the way.

    The actions come from their own seeded RNG, so the playout is the same whatever the checks
    draw; about ``refusal_checks`` and ``view_checks`` steps, spread evenly, get the expensive
    checks, so long matches (nine holes of Golf) cost no more than short ones. Every step gets
    the cheap ones (invariants, and at the end clone, replay and views).
    """
    steps_expected = _random_steps(case, seed)
    refusals_every = _every(steps_expected, refusal_checks)
    views_every = _every(steps_expected, view_checks)
    game = case.load()
    choices = Random(seed)
    rng = Random(seed + 1_000_003)
    state = game.new_state(seed=seed)
    seen_texts: set[str] = set()
    twin: State | None = None
    clone_step = int(steps_expected * clone_at)
    varied = False
    steps = 0
    while not state.is_terminal:
        assert steps < MAX_STEPS, f"{case} seed {seed}: no end after {MAX_STEPS} actions"
        if steps % refusals_every == 0:
            check_step(game, state, rng, seen_texts)
        if steps % views_every == 0:
            varied |= check_views(game, state, rng)
        for problem in game.invariant_violations(state):
            raise AssertionError(f"{case} seed {seed} step {steps}: {problem}")
        if steps == clone_step:
            twin = state.clone()
            assert twin == state
        player = choices.choice(sorted(state.actors))
        action = choices.choice(state.legal_actions(player))
        state.apply(action, player)
        if twin is not None:
            twin.apply(action.text, player)
        steps += 1
    assert steps == steps_expected, "the same seed must give the same playout"
    assert state.actors == frozenset() and state.current_player is None
    assert state.legal_actions() == []
    assert state.winners, "a finished match names its winners"
    for problem in game.invariant_violations(state):
        raise AssertionError(f"{case} seed {seed} at the end: {problem}")
    if twin is not None:
        assert twin == state, "a clone given the same actions must end identical"
    record = state.record()
    replayed = cardtable.replay(record.to_json())
    assert replayed == state, "record/replay must rebuild the state exactly"
    assert _replayed_from_start(state) == state, "a state's history must replay from its start"
    assert replayed.record() == record
    check_views(game, state, rng, samples=1)
    return PlayoutReport(steps, varied)
