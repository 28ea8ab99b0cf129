"""``cardtable arena GAME --bots A,B``: bots compared on duplicate deals."""

from __future__ import annotations

import argparse
import time
from typing import Any

from rich import box
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from cardtable.cli.common import (
    UsageError,
    add_game_arguments,
    check_bot_kind,
    choose_seed,
    describe_table,
    load_game,
    positive_int,
    seed_int,
)
from cardtable.cli.ui import UI
from cardtable.sim.arena import DEFAULT_MAX_STEPS
from cardtable.sim.duplicate import DuplicateSummary, layouts, run_duplicate, summarize_duplicate


def add_parser(sub: Any) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "arena",
        help="compare bots on duplicate deals (each deal replayed with the seats rotated)",
        description="Compare bot levels on duplicate deals: each deal (a match seed derived from "
        "--seed) is played once per rotation of the bots round the table, so every bot gets "
        "the same cards. Shows each bot's win rate with its 95%% Wilson interval against its "
        "fair share, points per hand, and its decision time (median and 95th percentile).",
    )
    add_game_arguments(parser)
    parser.add_argument(
        "--bots",
        required=True,
        metavar="A,B[,...]",
        help="bot levels laid round the table in turn (A,B at four seats: A B A B), "
        "e.g. hard,medium",
    )
    parser.add_argument(
        "--deals", type=positive_int, default=50, metavar="N", help="deals (default 50)"
    )
    parser.add_argument(
        "--seed", type=seed_int, metavar="N", help="base seed (default: drawn and shown)"
    )
    parser.add_argument(
        "--jobs", type=positive_int, default=1, metavar="J", help="processes to use (default 1)"
    )
    parser.add_argument(
        "--max-steps",
        type=positive_int,
        default=DEFAULT_MAX_STEPS,
        metavar="N",
        help=f"actions after which a match counts as stuck (default {DEFAULT_MAX_STEPS})",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    game = load_game(args)
    kinds = [k.strip() for k in args.bots.split(",")]
    if any(not k for k in kinds):
        raise UsageError(f"--bots wants A,B,... without empty entries, not {args.bots!r}")
    try:
        rotations = layouts(kinds, game.players)
    except ValueError as exc:
        raise UsageError(f"--bots: {exc}") from None
    for kind in set(kinds):
        check_bot_kind(kind, game)
    seed, drawn = choose_seed(args.seed)
    ui.heading(f"{describe_table(game)}.")
    ui.text(
        f"{args.deals} deals, each played {len(rotations)} times "
        f"({'; '.join(' '.join(r) for r in rotations)}); base seed {seed}"
        + (" (drawn; pass --seed to repeat)" if drawn else "")
        + "."
    )
    started = time.perf_counter()
    with Progress(
        TextColumn("Playing"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=ui.out,
        transient=True,
        disable=not ui.out.is_terminal,
    ) as progress:
        task = progress.add_task("deals", total=args.deals)
        plays = run_duplicate(
            game,
            kinds,
            args.deals,
            seed,
            jobs=args.jobs,
            max_steps=args.max_steps,
            progress=lambda done, total: progress.update(task, completed=done),
        )
    elapsed = time.perf_counter() - started
    summary = summarize_duplicate(game, plays)
    ui.text(
        f"Played {summary.matches} matches ({summary.hands} hands) in {elapsed:.1f} s."
    )
    ui.blank()
    ui.table(kind_table(summary))
    ui.blank()
    if summary.two_sided:
        ui.text("Win rate: matches won by the bot's side, with its 95% Wilson interval; a fair")
        ui.text("share is 50%. Pts/hand: the side's final score / hands played.")
    else:
        ui.text("Win rate: seat-matches won by this bot (a joint win counts for every winner),")
        ui.text("with its 95% Wilson interval, against the fair share of one seat.")
        ui.text("Pts/hand: a seat's final score / hands played.")
    ui.text("Median and p95: the bot's time per decision (decisions with a choice only).")
    return 0


def _percent(x: float) -> str:
    return f"{100 * x:.1f}%"


def kind_table(summary: DuplicateSummary) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Bot", style="bold", no_wrap=True)
    for name in ("Wins", "Win rate", "95% CI", "Fair", "Pts/hand", "Median ms", "p95 ms"):
        table.add_column(name, justify="right", no_wrap=True)
    for k in summary.kinds:
        table.add_row(
            k.kind,
            f"{k.wins}/{k.trials}",
            _percent(k.win_rate),
            f"{100 * k.ci_low:.1f}-{_percent(k.ci_high)}",
            _percent(k.fair_share),
            f"{k.points_per_hand:.3f}",
            f"{1000 * k.median_seconds:.1f}",
            f"{1000 * k.p95_seconds:.1f}",
        )
    return table
