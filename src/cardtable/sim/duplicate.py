"""Duplicate deals: every deal is played again with the bots moved round the table.

Luck of the cards is the biggest noise in card-game results. Here each deal (a match seed) is
played once per distinct rotation of the bots round the seats, so every bot holds every seat's
cards: with two sides, the same match is played twice with the sides swapped. The game's deals
come from the match seed alone, so a rotation changes who holds the cards, not the cards.

Bots are given as a list of kinds laid round the table (``A,B`` at four seats is A B A B, so in
a partnership game each side is one kind). Results are reported per kind: its win rate with a
95% interval, its fair share (what it would win if no better nor worse than the others),
points per hand, and the time its decisions took (median and 95th percentile).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, replace
from math import ceil
from random import Random
from typing import Any

from cardtable.bots import Bot, make_bot
from cardtable.engine import Action, Game
from cardtable.sim.arena import DEFAULT_MAX_STEPS, MatchResult, match_seeds, play_match
from cardtable.sim.stats import wilson_interval

Progress = Callable[[int, int], None]
BotMaker = Callable[[str, Game], Bot]


def layouts(kinds: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """The distinct rotations of ``kinds`` laid cyclically round ``players`` seats.

    ``["hard", "medium"]`` at 4 seats: (hard, medium, hard, medium) and (medium, hard, medium,
    hard). At 3 seats: hard medium hard, medium hard hard, hard hard medium.
    """
    if not 1 <= len(kinds) <= players:
        raise ValueError(f"give 1 to {players} bot kinds for {players} seats, not {len(kinds)}")
    base = [kinds[p % len(kinds)] for p in range(players)]
    found: list[tuple[str, ...]] = []
    for shift in range(players):
        layout = tuple(base[(p + shift) % players] for p in range(players))
        if layout not in found:
            found.append(layout)
    return found


class TimedBot:
    """A bot that notes how long each of its decisions took (decisions without a choice
    excluded: they cost nothing and would flatter the median), by ``clock`` (wall time unless
    told), in ``times`` (a list of its own unless given one to share)."""

    def __init__(
        self,
        bot: Bot,
        times: list[float] | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.bot = bot
        self.name = bot.name
        self.times: list[float] = [] if times is None else times
        self.clock = clock

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        started = self.clock()
        action = self.bot.choose(view, legal, rng)
        if len(legal) > 1:
            self.times.append(self.clock() - started)
        return action


@dataclass(frozen=True)
class DuplicateMatch:
    """One play of one deal: the bots' layout round the table and the match result."""

    deal: int
    """Index of the deal (all rotations of a deal share it and its seed)."""
    layout: tuple[str, ...]
    result: MatchResult
    times: tuple[tuple[float, ...], ...]
    """Per seat, the seconds each decision with a choice took."""


def play_deal(
    game: Game,
    deal: int,
    seed: int,
    kinds: Sequence[str],
    *,
    max_steps: int = DEFAULT_MAX_STEPS,
    maker: BotMaker = make_bot,
) -> list[DuplicateMatch]:
    """Every rotation of ``kinds`` playing the match with ``seed``."""
    played = []
    for layout in layouts(kinds, game.players):
        bots = [TimedBot(maker(kind, game)) for kind in layout]
        result = play_match(game, bots, seed, max_steps=max_steps)
        played.append(
            DuplicateMatch(deal, layout, result, tuple(tuple(b.times) for b in bots))
        )
    return played


def run_duplicate(
    game: Game,
    kinds: Sequence[str],
    deals: int,
    seed: int,
    *,
    jobs: int = 1,
    max_steps: int = DEFAULT_MAX_STEPS,
    progress: Progress | None = None,
) -> list[DuplicateMatch]:
    """``deals`` deals (seeds derived from ``seed``), each played in every rotation."""
    if deals < 0:
        raise ValueError(f"the number of deals must be 0 or more, not {deals}")
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    layouts(kinds, game.players)  # fail early on a bad list
    for kind in set(kinds):
        make_bot(kind, game)
    seeds = match_seeds(seed, deals)
    done: dict[int, list[DuplicateMatch]] = {}
    if jobs == 1 or deals <= 1:
        for index, s in enumerate(seeds):
            done[index] = play_deal(game, index, s, kinds, max_steps=max_steps)
            if progress is not None:
                progress(len(done), deals)
    else:
        options = game.options_for_record()
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            job = (type(game), options)
            futures = {
                pool.submit(_deal_job, *job, index, s, tuple(kinds), max_steps): index
                for index, s in enumerate(seeds)
            }
            for future in as_completed(futures):
                done[futures[future]] = future.result()
                if progress is not None:
                    progress(len(done), deals)
    return [m for index in range(deals) for m in done[index]]


def _deal_job(
    game_class: type[Game],
    options: Mapping[str, Any],
    index: int,
    seed: int,
    kinds: tuple[str, ...],
    max_steps: int,
) -> list[DuplicateMatch]:
    game = game_class.from_options(None, **options)
    return play_deal(game, index, seed, kinds, max_steps=max_steps)


# --------------------------------------------------------------------------- statistics


@dataclass(frozen=True)
class KindStats:
    """One bot kind's results over all plays of all deals."""

    kind: str
    trials: int
    """Seat-matches when players are separate; matches when the kind is one side of two."""
    wins: int
    win_rate: float
    ci_low: float
    ci_high: float
    fair_share: float
    """The win rate of a kind no better nor worse than the others."""
    points_per_hand: float
    """Final score per hand, per seat (a team's score counted once per team)."""
    decisions: int
    median_seconds: float
    p95_seconds: float


@dataclass(frozen=True)
class DuplicateSummary:
    deals: int
    matches: int
    hands: int
    two_sided: bool
    """Each play is one kind against another (partnerships of one kind, or two players)."""
    kinds: tuple[KindStats, ...]


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, min(len(ordered), ceil(fraction * len(ordered))))
    return ordered[rank - 1]


def table_sides(game: Game) -> list[tuple[int, ...]]:
    """The separate sides at the table: teams when the game has fixed ones, else each seat."""
    if game.teams:
        return [tuple(t) for t in game.teams]
    return [(p,) for p in range(game.players)]


def is_two_sided(game: Game, plays: Sequence[DuplicateMatch]) -> bool:
    """Every play has exactly two sides, each of one kind, and the two kinds differ."""
    for m in plays:
        sides = table_sides(game)
        if len(sides) != 2:
            return False
        kinds = [{m.layout[p] for p in side} for side in sides]
        if any(len(k) != 1 for k in kinds) or kinds[0] == kinds[1]:
            return False
    return True


def summarize_duplicate(game: Game, plays: Sequence[DuplicateMatch]) -> DuplicateSummary:
    """Per kind: wins, win rate and interval, fair share, points per hand, decision times."""
    two_sided = is_two_sided(game, plays)
    order: list[str] = []
    for m in plays:
        for kind in m.layout:
            if kind not in order:
                order.append(kind)
    stats = []
    hands = sum(m.result.hands for m in plays)
    for kind in order:
        trials = wins = 0
        points = 0
        point_hands = 0
        times: list[float] = []
        for m in plays:
            seats = [p for p, k in enumerate(m.layout) if k == kind]
            for p in seats:
                times.extend(m.times[p])
            sides = [s for s in table_sides(game) if m.layout[s[0]] == kind]
            if two_sided:
                trials += 1
                wins += any(p in m.result.winners for p in seats)
            else:
                trials += len(seats)
                wins += sum(1 for p in seats if p in m.result.winners)
            for side in sides:
                points += m.result.scores[side[0]]
                point_hands += m.result.hands
        low, high = wilson_interval(wins, trials)
        fair = 0.5 if two_sided and trials else 0.0
        stats.append(
            KindStats(
                kind=kind,
                trials=trials,
                wins=wins,
                win_rate=wins / trials if trials else 0.0,
                ci_low=low,
                ci_high=high,
                fair_share=fair,
                points_per_hand=points / point_hands if point_hands else 0.0,
                decisions=len(times),
                median_seconds=percentile(times, 0.5),
                p95_seconds=percentile(times, 0.95),
            )
        )
    if not two_sided:
        stats = with_equal_share(stats)
    deals = len({m.deal for m in plays})
    return DuplicateSummary(deals, len(plays), hands, two_sided, tuple(stats))


def with_equal_share(stats: Sequence[KindStats]) -> list[KindStats]:
    """``stats`` with the fair share of separate players: the win rate of a seat no better nor
    worse than the others, every seat's wins over every seat's matches. Not one seat's share
    of the table (1/players): where a match may have several winners (a shared lowest score
    in Golf, the maker and the called partner in 5-player Fareeb) equal players win more
    often than that."""
    trials = sum(k.trials for k in stats)
    fair = sum(k.wins for k in stats) / trials if trials else 0.0
    return [replace(k, fair_share=fair) for k in stats]
