"""Determinized search (PIMC): the ``hard`` level of every family without a search of its own.

For one decision the bot samples worlds consistent with its view (``game.sample_state``), and in
each world plays every candidate action out to the end of the hand with the family's medium bot
in every seat. A playout is worth the bot's point gain over the hand minus its opponents'
average gain (sign flipped where fewer points are better), plus a large bonus or malus when the
match ends inside it. Every candidate is tried in the same worlds, so their differences
are not blurred by different deals. The medium bot's own choice (always the first candidate) is
kept unless the best by mean beats it by a clear margin.

All randomness comes from the ``rng`` the bot is given; the clock only stops sampling early
when ``time_limit`` is reached before the ``rollouts`` budget.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from math import sqrt
from random import Random
from typing import Any, Protocol, runtime_checkable

from cardtable.bots.base import Bot
from cardtable.bots.inference import unexplained, world_filter_for
from cardtable.bots.playout_views import playout_view_for
from cardtable.bots.registry import SearchSettings
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.state import State


@runtime_checkable
class Remembering(Protocol):
    """A medium bot that remembers cards its view no longer shows (Golf's human memory).

    The search then samples worlds from the view with those cards written in, and the bot's own
    seat in each playout starts with the same memory: the search never forgets what the player
    has seen, and never invents knowledge of cards it has not.
    """

    def view_with_memory(self, view: Mapping[str, Any]) -> dict[str, Any]: ...

    def copy_memory_from(self, other: object) -> None: ...

    def note_played(self, view: Mapping[str, Any], action: Action) -> None:
        """The decision on ``view`` was played as ``action``, which may not be the bot's own
        choice: remember what playing it shows (a card placed face down)."""


@runtime_checkable
class Proposing(Protocol):
    """A medium bot that knows which actions are worth comparing at some decisions (56's
    auction, where the neighbours of a bid in the legal list are mostly the same bid in
    another spoken form)."""

    def search_candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], choice: Action, limit: int
    ) -> list[Action] | None:
        """The actions to search, ``choice`` first and at most ``limit``; None for the generic
        ``candidates``."""


def neighbourhood(legal: Sequence[Action], choice: Action, reach: int) -> list[Action]:
    """``choice`` and up to ``reach`` legal actions either side of it in the sorted legal list.

    Sorted legal lists keep similar actions together (bids by level and suit, cards by suit),
    so these are the plausible alternatives to ``choice``.
    """
    at = legal.index(choice)
    return list(legal[max(0, at - reach) : at + reach + 1])


def candidates(legal: Sequence[Action], choice: Action, limit: int) -> list[Action]:
    """The actions a search considers, ``choice`` first: all of them, or ``choice``, its
    neighbours and the first two legal actions (where games sort pass, double and the like)
    when there are too many."""
    if len(legal) <= limit:
        return [choice, *(a for a in legal if a != choice)]
    picked = [choice]
    for action in [*legal[:2], *neighbourhood(legal, choice, max(1, (limit - 3) // 2))]:
        if action not in picked:
            picked.append(action)
    return picked[:limit]


def actor(state: State, rng: Random) -> int:
    """The player to act in a playout (one drawn at random when several may act)."""
    actors = state.actors
    if len(actors) == 1:
        return next(iter(actors))
    ordered = sorted(actors)
    return ordered[rng.randrange(len(ordered))]


@dataclass(frozen=True)
class Sides:
    """Against whom a playout is valued, for one player."""

    opponents: tuple[int, ...]
    """Their mean point gain is subtracted from the player's own."""
    rivals: tuple[int, ...]
    """A match won together with one of them is a tie (``match_result``). Empty where the
    players are separate and more than two (5-player Fareeb, whose partner is called for one
    hand; 3-player All Fours): there everyone who ties for the win is a winner by the rules,
    and the one who wins with him is usually the partner of the hand."""


def sides_for(game: Game, view: Mapping[str, Any], me: int) -> Sides:
    """``me``'s sides: the game's fixed teams, else the partners the view shows for this
    match (All Fours's cut or jack deal: ``teams``), else every other player for himself."""
    teams: Sequence[Sequence[int]] | None = game.teams
    shown = view.get("teams")
    if not teams and isinstance(shown, list) and any(me in t for t in shown):
        teams = shown
    if teams:
        mates = next(t for t in teams if me in t)
        opponents = tuple(q for q in range(game.players) if q not in mates)
        return Sides(opponents, opponents)
    others = tuple(q for q in range(game.players) if q != me)
    return Sides(others, others if game.players == 2 else ())


def match_result(winners: Sequence[int], me: int, rivals: Sequence[int]) -> float:
    """1 for a match won, -1 for one lost, 0 for one shared with a rival (``Sides.rivals``; a
    single hand of All Fours with equal points): a shared win is worth half of each, so the
    search does not play for a tie as if it were a win."""
    if me not in winners:
        return -1.0
    return 0.0 if any(q in winners for q in rivals) else 1.0


def gate(values: Sequence[Sequence[float]], confidence: float, min_worlds: int) -> int:
    """The candidate to play: the best by mean only if it beats candidate 0 (the medium bot's
    choice) by more than ``confidence`` standard errors of the paired difference, over at least
    ``min_worlds`` worlds (one list of per-world values per candidate, the same worlds).

    Every candidate was played out in the same worlds, so the per-world differences remove
    the luck of the deal; the gate keeps a few noisy playouts from overruling the heuristic.
    """
    worlds = len(values[0])
    best = max(range(len(values)), key=lambda i: (sum(values[i]), i == 0))
    if best == 0 or worlds < max(2, min_worlds):
        return 0
    diffs = [b - m for b, m in zip(values[best], values[0], strict=True)]
    mean = sum(diffs) / worlds
    variance = sum((d - mean) ** 2 for d in diffs) / (worlds - 1)
    return best if mean > confidence * sqrt(variance / worlds) else 0


@dataclass
class Chain:
    """The last world searched for one decision, and how many of the other players' decisions
    the medium bot would have made otherwise in it (``SearchSettings.exchanges``)."""

    world: State | None = None
    missed: int = 0


class PimcBot:
    """Perfect-information Monte Carlo over sampled worlds, medium bots as playout policy."""

    name = "hard"

    def __init__(
        self,
        game: Game,
        policy: Callable[[Game], Bot],
        settings: SearchSettings,
        *,
        inference: bool = False,
    ) -> None:
        self.game = game
        self.policy = policy
        self.settings = settings
        self.medium = policy(game)
        self._shared = [policy(game) for _ in range(game.players)]
        self._memory: Bot | None = None
        """A policy bot holding the searching player's memory as it was before this decision."""
        self._view = playout_view_for(game) if settings.stateless_policy else None
        """Builds the views the playouts' medium bots decide from (None: ``state.view``)."""
        self._agrees = world_filter_for(game) if inference else None
        """Whether a sampled world agrees with the others' bids (``cardtable.bots.inference``).
        Off by default: measured, it changed nothing in All Fours or Fareeb (docs/bots.md) and
        costs a quarter of a Fareeb decision's time."""
        if (settings.explain > 1 or settings.exchanges > 0) and not settings.stateless_policy:
            raise ValueError("SearchSettings.explain and exchanges replay the others' decisions "
                             "with one medium bot, so they need a policy without memory")

    def with_settings(self, settings: SearchSettings) -> PimcBot:
        """The same search (policy, inference) with other settings."""
        return PimcBot(self.game, self.policy, settings, inference=self._agrees is not None)

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        # What a remembering bot knows is read before its medium bot decides: deciding may note
        # the card it is about to place, which is still in its hand in this view.
        known: Mapping[str, Any] = view
        self._memory = None
        if isinstance(self.medium, Remembering) and len(legal) > 1:
            known = self.medium.view_with_memory(view)
            snapshot = self.policy(self.game)
            if isinstance(snapshot, Remembering):
                snapshot.copy_memory_from(self.medium)
                self._memory = snapshot
        # The medium bot always sees the decision, so one that remembers (Golf) keeps its memory.
        choice = self.medium.choose(view, legal, rng)
        if len(legal) == 1:
            return legal[0]
        limit = self.settings.max_candidates
        proposed = (
            self.medium.search_candidates(view, legal, choice, limit)
            if isinstance(self.medium, Proposing)
            else None
        )
        options = proposed if proposed is not None else candidates(legal, choice, limit)
        if len(options) == 1:
            return choice
        values = self.evaluate(known, options, rng)
        best = self.pick(values)
        if best and self._memory is not None and isinstance(self.medium, Remembering):
            # Deciding, the medium bot noted the card it meant to place; the search plays
            # something else, so its memory goes back to before the decision and notes this one
            # (a stale note would make a later world hold that card twice).
            self.medium.copy_memory_from(self._memory)
            self.medium.note_played(view, options[best])
        return options[best]

    def pick(self, values: Sequence[Sequence[float]]) -> int:
        """The candidate to play (``gate`` with this search's confidence and minimum)."""
        return gate(values, self.settings.confidence, self.settings.min_worlds)

    def evaluate(
        self, view: Mapping[str, Any], options: Sequence[Action], rng: Random
    ) -> list[list[float]]:
        """Each of ``options``' playout values, one per sampled world (the same worlds).

        ``view`` is what the bot knows (for a remembering bot, its view with its memory)."""
        s = self.settings
        me = int(view["seat"])
        sides = sides_for(self.game, view, me)
        values: list[list[float]] = [[] for _ in options]
        deadline = time.perf_counter() + s.time_limit
        done = 0
        chain = Chain()
        while True:
            world = self.world(view, me, rng, chain)
            for i, action in enumerate(options):
                values[i].append(self.playout(world.clone(), action, me, rng, sides))
                done += 1
            if done >= s.rollouts or time.perf_counter() >= deadline:
                return values

    def world(
        self, view: Mapping[str, Any], me: int, rng: Random, chain: Chain | None = None
    ) -> State:
        """A world to search, drawn from ``view``: with ``settings.exchanges`` and a ``chain``
        holding this decision's last world, that world after the chain's steps; with
        ``settings.explain``, the one of that many draws the medium bot best explains (the bids
        are among the decisions it weighs, so the bid inference is not asked as well); with bid
        inference, one the others' bids agree with if a few draws find it; else the first
        drawn."""
        s = self.settings
        if s.exchanges > 0 and chain is not None and chain.world is not None:
            world, fewest = self.step(view, me, rng, chain.world, chain.missed)
            chain.world, chain.missed = world, fewest
            return world
        world = self.game.sample_state(view, rng)
        if s.explain > 1 or s.exchanges > 0:
            fewest = unexplained(world, me, self.medium, len(world.history) + 1, self._view)
            for _ in range(s.explain - 1):
                if fewest == 0:
                    break
                other = self.game.sample_state(view, rng)
                missed = unexplained(other, me, self.medium, fewest, self._view)
                if missed < fewest:
                    world, fewest = other, missed
            if chain is not None:
                chain.world, chain.missed = world, fewest
            return world
        agrees = self._agrees
        if agrees is not None:
            for _ in range(s.redraws):
                if agrees(world, me, self.medium):
                    break
                world = self.game.sample_state(view, rng)
        return world

    def step(
        self, view: Mapping[str, Any], me: int, rng: Random, world: State, missed: int
    ) -> tuple[State, int]:
        """``world`` (in which the medium bot misses ``missed`` of the others' decisions) after
        ``settings.exchanges`` proposed steps, each kept when it misses no more, and what the
        last world kept misses. Keeping a step that misses as many lets the chain move among
        equally good worlds rather than search the same one again."""
        for _ in range(self.settings.exchanges):
            other = self.game.neighbour_state(view, world, rng)
            if other is None:
                other = self.game.sample_state(view, rng)
            found = unexplained(other, me, self.medium, missed + 1, self._view)
            if found <= missed:
                world, missed = other, found
        return world, missed

    def playout(
        self, state: State, action: Action, me: int, rng: Random, sides: Sides | None = None
    ) -> float:
        """Apply ``action`` for ``me``, play the hand out with the policy, value the result
        against ``sides`` (by default, read from ``me``'s view of ``state``)."""
        if sides is None:
            sides = sides_for(self.game, state.view(me), me)
        before = state.scores
        hand = state.hand_number
        if self.settings.stateless_policy:
            bots = self._shared
        else:
            bots = [self.policy(self.game) for _ in range(self.game.players)]
            mine = bots[me]
            if isinstance(mine, Remembering) and self._memory is not None:
                mine.copy_memory_from(self._memory)
        view = self._view
        state.apply(action, me)
        while not state.is_terminal and state.hand_number == hand:
            p = actor(state, rng)
            legal = state.legal_actions(p)
            if len(legal) == 1:
                move = legal[0]
            else:
                seen = state.view(p) if view is None else view(state, p)
                move = bots[p].choose(seen, legal, rng)
            state.apply(move, p)
        after = state.scores
        opponents = sides.opponents
        gain: float = after[me] - before[me]
        if opponents:
            gain -= sum(after[q] - before[q] for q in opponents) / len(opponents)
        value: float = self.settings.points_sign * gain
        if state.is_terminal:
            value += self.settings.win_bonus * match_result(state.winners, me, sides.rivals)
        return value
