"""``cardtable arena GAME --bots A,B``: bots compared on duplicate deals."""

from __future__ import annotations

import argparse
import time
from typing import Any

from rich import box
from rich.table import Table

from cardtable.cli.common import (
    UsageError,
    add_game_arguments,
    arg_help,
    arg_text,
    check_bot_kind,
    choose_seed,
    describe_table,
    load_game,
    playing_bar,
    positive_int,
    seed_int,
)
from cardtable.cli.ui import UI
from cardtable.i18n import Messages
from cardtable.sim.arena import DEFAULT_MAX_STEPS
from cardtable.sim.duplicate import DuplicateSummary, layouts, run_duplicate, summarize_duplicate


def add_parser(sub: Any, words: Messages) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "arena",
        help=arg_help(words, "cli.arg.arena.help"),
        description=arg_text(words, "cli.arg.arena.description"),
    )
    add_game_arguments(parser, words)
    parser.add_argument(
        "--bots", required=True, metavar="A,B[,...]", help=arg_help(words, "cli.arg.arena.bots")
    )
    parser.add_argument(
        "--deals",
        type=positive_int(words),
        default=50,
        metavar="N",
        help=arg_help(words, "cli.arg.arena.deals", count=50),
    )
    parser.add_argument(
        "--seed", type=seed_int(words), metavar="N", help=arg_help(words, "cli.arg.seed")
    )
    parser.add_argument(
        "--jobs",
        type=positive_int(words),
        default=1,
        metavar="J",
        help=arg_help(words, "cli.arg.jobs", count=1),
    )
    parser.add_argument(
        "--max-steps",
        type=positive_int(words),
        default=DEFAULT_MAX_STEPS,
        metavar="N",
        help=arg_help(words, "cli.arg.max_steps", count=DEFAULT_MAX_STEPS),
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    game = load_game(args)
    kinds = [k.strip() for k in args.bots.split(",")]
    if any(not k for k in kinds):
        raise UsageError("cli.usage.arena_bots_empty", bots_code=args.bots)
    if not 1 <= len(kinds) <= game.players:
        raise UsageError("cli.usage.arena_bots_count", players=game.players, count=len(kinds))
    rotations = layouts(kinds, game.players)
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
    with playing_bar(ui, "deals", args.deals) as progress:
        plays = run_duplicate(
            game,
            kinds,
            args.deals,
            seed,
            jobs=args.jobs,
            max_steps=args.max_steps,
            progress=progress,
        )
    elapsed = time.perf_counter() - started
    summary = summarize_duplicate(game, plays)
    ui.text(f"Played {summary.matches} matches ({summary.hands} hands) in {elapsed:.1f} s.")
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
