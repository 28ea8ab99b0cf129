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
from cardtable.cli.simulate import kind_name, percent
from cardtable.cli.ui import UI
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, messages
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
    words = messages(getattr(args, "lang", None) or DEFAULT_LANGUAGE)
    ui.heading(f"{describe_table(game, words)}.")
    ui.text(words.format(
        "cli.arena.header", deals=args.deals, times=len(rotations),
        layouts=words.format("cli.list.groups").join(
            words.format("cli.list.separator").join(kind_name(k, words) for k in r)
            for r in rotations
        ),
        seed=str(seed), drawn="yes" if drawn else "no",
    ))
    started = time.perf_counter()
    with playing_bar(ui, words.format("cli.progress.deals"), args.deals) as progress:
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
    ui.text(words.format(
        "cli.arena.played", matches=summary.matches, hands=summary.hands, seconds=f"{elapsed:.1f}"
    ))
    ui.blank()
    ui.table(kind_table(summary, words))
    ui.blank()
    ui.text(words.format(
        "cli.arena.legend.sides" if summary.two_sided else "cli.arena.legend.seats"
    ))
    ui.text(words.format("cli.arena.legend.time"))
    return 0


def kind_table(summary: DuplicateSummary, words: Messages | None = None) -> Table:
    words = words if words is not None else messages(DEFAULT_LANGUAGE)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, collapse_padding=True)
    names = [kind_name(k.kind, words) for k in summary.kinds]
    # A narrow terminal (or a pipe, 80 columns) must shorten the numbers' padding, never the
    # bot's name: "med…" tells a reader nothing.
    table.add_column(
        words.format("cli.sim.head.bot"), style="bold", no_wrap=True,
        min_width=max(map(len, names), default=1),
    )
    for head in ("wins", "win_rate", "ci", "fair", "pts", "median", "p95"):
        table.add_column(words.format(f"cli.sim.head.{head}"), justify="right", no_wrap=True)
    for k, name in zip(summary.kinds, names, strict=True):
        table.add_row(
            name,
            words.number_text(f"{k.wins}/{k.trials}"),
            percent(k.win_rate, words),
            words.number_text(f"{100 * k.ci_low:.1f}-") + percent(k.ci_high, words),
            percent(k.fair_share, words),
            words.number_text(f"{k.points_per_hand:.3f}"),
            words.number_text(f"{1000 * k.median_seconds:.1f}"),
            words.number_text(f"{1000 * k.p95_seconds:.1f}"),
        )
    return table
