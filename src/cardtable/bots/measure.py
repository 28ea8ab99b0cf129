"""``python -m cardtable.bots.measure GAME``: ``hard`` (with any settings) against ``medium`` on
duplicate single hands (whole matches with ``--matches``), with an iteration budget only, so
the result does not depend on the machine's load. Every family: the generic search (Fareeb, 56,
All Fours) and Golf's and power Golf's own searches.

Every deal (a match seed from ``--seed``, as ``cardtable arena`` derives them) is played once per
rotation of ``hard, medium`` round the table (at four seats: hard medium hard medium, then
medium hard medium hard).

- Two sides (partnerships, or two players): a hand (or match) is a win, a loss or a tie for
  ``hard`` (in a single hand both sides win a tie, which ``cardtable arena`` counts as a win
  for each); the win rate is of the decided ones, with its 95% Wilson interval; the margin is
  ``hard``'s points minus ``medium``'s per hand.
- Separate players (Golf, power Golf at three or more, 3-player All Fours, 5-player Fareeb):
  each level's seats, how many of them won (a shared lowest score is a win for each), the rate
  with its interval against the fair share (every seat's wins over every seat's: what a level
  no better than the other would win, more than 25% at four players when ties win), and
  points per hand.

``--set name=value`` changes a field of the ``hard`` bot's settings (``SearchSettings`` in the
generic search, ``GolfSearchSettings``, ``PowerGolfSearchSettings``), read as the field's type;
the clock cap (``time_limit``) is lifted. Decision times are of ``hard`` decisions with a
choice: wall-clock times, which read only on an idle machine, and the process's CPU times
(``cpu_median_ms``, ``cpu_p95_ms``), which stand for an idle machine's wall clock on a loaded
one (one process, one thread); check the clock with ``cardtable arena`` separately.
``--jobs N`` plays deals in N processes (same deals, same result as one).

``--field`` (separate players only): one ``hard`` seat against ``medium`` in every other seat,
in every rotation (at four seats: hard medium medium medium, medium hard medium medium, ...),
instead of the two levels alternating. It asks whether one ``hard`` player wins more than its
share at a table of ``medium`` players; alternating, half of a ``hard`` seat's rivals are
``hard`` too.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, TypeVar

import cardtable
from cardtable.bots.base import Bot, SearchBot
from cardtable.bots.levels import hard_bot, medium_bot
from cardtable.bots.registry import family_for
from cardtable.bots.search import PimcBot
from cardtable.engine.game import Game
from cardtable.sim.arena import match_seeds
from cardtable.sim.duplicate import (
    DuplicateMatch,
    DuplicateSummary,
    TimedBot,
    percentile,
    play_deal,
    summarize_duplicate,
    table_sides,
)
from cardtable.sim.stats import wilson_interval

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    Settings = TypeVar("Settings", bound=DataclassInstance)
else:
    Settings = TypeVar("Settings")

NO_CLOCK = 1e6
"""The ``time_limit`` of a measured search: the iteration budget alone decides."""


def settings_with(base: Settings, changes: Sequence[str]) -> Settings:
    """``base`` with ``name=value`` changes, each value read as the field's type."""
    kinds = {f.name: type(getattr(base, f.name)) for f in fields(base)}
    result = base
    for change in changes:
        name, _, text = change.partition("=")
        if name not in kinds:
            raise SystemExit(f"no search setting {name!r}; settings: {', '.join(kinds)}")
        kind = kinds[name]
        try:
            value: object = (
                text in ("1", "true", "on") if kind is bool else kind(float(text))
            )
        except ValueError:
            raise SystemExit(f"{name} takes a number, not {text!r}") from None
        result = replace(result, **{name: value})
    return result


def tuned_hard(game: Game, changes: Sequence[str], inference: bool = False) -> SearchBot:
    """The game's ``hard`` bot with the clock cap lifted and ``changes`` to its settings."""
    hard = hard_bot(game)
    if not isinstance(hard, SearchBot):
        raise SystemExit(f"{game.name}'s hard bot is not a search with settings to measure")
    if inference:
        if not isinstance(hard, PimcBot):
            raise SystemExit(f"--inference is for the generic search; {game.name} has its own")
        hard = PimcBot(game, family_for(game).medium, hard.settings, inference=True)
    return hard.with_settings(
        settings_with(replace(hard.settings, time_limit=NO_CLOCK), changes))


@dataclass(frozen=True)
class DealResult:
    """Every rotation of one deal, and the CPU seconds of ``hard``'s decisions with a choice."""

    plays: list[DuplicateMatch]
    cpu: list[float]


def lineup(game: Game, field: bool) -> list[str]:
    """The levels laid round the table: ``hard, medium`` alternating, or with ``field`` one
    ``hard`` seat and ``medium`` in every other (separate players only: in a partnership it
    would give ``hard`` a ``medium`` partner)."""
    if not field:
        return ["hard", "medium"]
    if len(table_sides(game)) < 3:
        raise SystemExit(
            f"--field is for games of three or more separate players; {game.name} with "
            f"{game.players} players is played by two sides")
    return ["hard", *["medium"] * (game.players - 1)]


def play_measured_deal(
    game: Game, index: int, seed: int, changes: Sequence[str], inference: bool,
    field: bool = False,
) -> DealResult:
    """One deal in every rotation of the lineup (``lineup``)."""
    cpu: list[float] = []

    def maker(kind: str, g: Game) -> Bot:
        if kind == "medium":
            return medium_bot(g)
        # CPU time: an idle machine's clock on a loaded one.
        return TimedBot(tuned_hard(g, changes, inference), cpu, clock=time.process_time)

    return DealResult(play_deal(game, index, seed, lineup(game, field), maker=maker), cpu)


def _deal_job(
    name: str, options: dict[str, Any], index: int, seed: int, changes: tuple[str, ...],
    inference: bool, field: bool,
) -> DealResult:
    return play_measured_deal(cardtable.load(name, None, **options), index, seed, changes,
                              inference, field)


def two_sided_report(game: Game, plays: Sequence[DuplicateMatch]) -> dict[str, Any]:
    """Wins, losses and ties of ``hard``'s side, the rate of the decided hands, the margin."""
    wins = losses = ties = 0
    margin = 0.0
    for m in plays:
        hard = [p for p, k in enumerate(m.layout) if k == "hard"]
        medium = [p for p, k in enumerate(m.layout) if k == "medium"]
        hard_won = any(p in m.result.winners for p in hard)
        medium_won = any(p in m.result.winners for p in medium)
        wins += hard_won and not medium_won
        losses += medium_won and not hard_won
        ties += hard_won == medium_won
        margin += (m.result.scores[hard[0]] - m.result.scores[medium[0]]) / m.result.hands
    decided = wins + losses
    low, high = wilson_interval(wins, decided)
    return {
        "wins": wins,
        "losses": losses,
        "ties": ties,
        "win_rate_decided": round(wins / decided, 4) if decided else None,
        "ci95": [round(low, 4), round(high, 4)],
        "margin_per_hand": round(margin / len(plays), 3) if plays else None,
    }


def seats_report(summary: DuplicateSummary) -> dict[str, Any]:
    """Per level: seats, seats that won, the rate with its interval, points per hand."""
    out: dict[str, Any] = {"fair_share": round(summary.kinds[0].fair_share, 4)}
    for k in summary.kinds:
        out[k.kind] = {
            "seats": k.trials,
            "wins": k.wins,
            "win_rate": round(k.win_rate, 4),
            "ci95": [round(k.ci_low, 4), round(k.ci_high, 4)],
            "points_per_hand": round(k.points_per_hand, 3),
        }
    return out


def outcome(game: Game, plays: Sequence[DuplicateMatch]) -> dict[str, Any]:
    """``two_sided_report`` or, when players are separate, ``seats_report``."""
    summary = summarize_duplicate(game, plays)
    return two_sided_report(game, plays) if summary.two_sided else seats_report(summary)


def add_search_arguments(parser: argparse.ArgumentParser) -> None:
    """``--set``, ``--inference`` and ``--option``: the measured ``hard`` bot and its game."""
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="a field of the hard bot's settings (rollouts=240, worlds=64, ...)")
    parser.add_argument(
        "--inference",
        action="store_true",
        help="redraw worlds that disagree with the others' bids (cardtable.bots.inference)",
    )
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bots.measure",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    add_search_arguments(parser)
    parser.add_argument("--matches", action="store_true",
                        help="play whole matches (the game's own end) instead of single hands")
    parser.add_argument("--field", action="store_true",
                        help="one hard seat against medium in every other seat (separate "
                             "players only)")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing deals")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.jobs < 1:
        raise SystemExit("--deals and --jobs take 1 or more")
    single = [] if args.matches else ["single_hand=on"]
    options: dict[str, Any] = dict(o.split("=", 1) for o in [*args.option, *single])
    game = cardtable.load(args.game, None, **options)
    options = dict(game.options_for_record())
    tuned_hard(game, args.set, args.inference)  # a bad setting fails before any deal
    lineup(game, args.field)  # so does a field where there are two sides

    started = time.perf_counter()
    seeds = match_seeds(args.seed, args.deals)
    jobs = [(args.game, options, i, s, tuple(args.set), args.inference, args.field)
            for i, s in enumerate(seeds)]
    plays: list[DuplicateMatch] = []
    cpu: list[float] = []

    def note(result: DealResult) -> None:
        plays.extend(result.plays)
        cpu.extend(result.cpu)
        done = len({m.deal for m in plays})
        if done % 10 == 0:
            line = outcome(game, plays)
            print(f"{done} deals: {json.dumps(line)}", file=sys.stderr, flush=True)

    if args.jobs == 1:
        for job in jobs:
            note(_deal_job(*job))
    else:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for result in pool.map(_deal_job, *zip(*jobs, strict=True)):
                note(result)

    hard = next(k for k in summarize_duplicate(game, plays).kinds if k.kind == "hard")
    report = {
        "game": args.game,
        "options": args.option,
        "settings": args.set,
        "inference": args.inference,
        "matches": args.matches,
        "field": args.field,
        "deals": args.deals,
        "seed": args.seed,
        **outcome(game, plays),
        "hands": sum(m.result.hands for m in plays),
        "decisions": hard.decisions,
        "median_ms": round(1000 * hard.median_seconds, 1),
        "p95_ms": round(1000 * hard.p95_seconds, 1),
        "cpu_median_ms": round(1000 * percentile(cpu, 0.5), 1),
        "cpu_p95_ms": round(1000 * percentile(cpu, 0.95), 1),
        "seconds": round(time.perf_counter() - started),
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
