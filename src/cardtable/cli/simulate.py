"""``cardtable simulate GAME``: many bot-versus-bot matches, then win rates and points."""

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
    default_bot_kind,
    describe_table,
    load_game,
    positive_int,
    seat_label,
    seed_int,
)
from cardtable.cli.ui import UI
from cardtable.engine import Game
from cardtable.sim.arena import DEFAULT_MAX_STEPS, run_matches, seat_kinds
from cardtable.sim.stats import SideStats, Summary, summarize


def add_parser(sub: Any) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "simulate",
        help="play many bot-vs-bot matches and show the statistics",
        description="Play many bot-versus-bot matches (seeds derived from --seed) and show the "
        "win rate of each seat and team with its 95%% Wilson interval, the points per hand and "
        "the hands per match.",
    )
    add_game_arguments(parser)
    parser.add_argument(
        "--matches", type=positive_int, default=100, metavar="N", help="matches (default 100)"
    )
    parser.add_argument(
        "--seed", type=seed_int, metavar="N", help="base seed (default: drawn and shown)"
    )
    parser.add_argument(
        "--bots",
        metavar="KIND[,KIND...]",
        help="one bot kind for every seat, or a comma list with one per seat "
        "(random, easy, medium, hard; default medium)",
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


def bot_kinds(text: str | None, game: Game, ui: UI) -> tuple[str, ...]:
    if text is None:
        kind, note = default_bot_kind(game)
        if note:
            ui.note(note)
        return (kind,) * game.players
    kinds = [k.strip() for k in text.split(",")]
    if any(not k for k in kinds):
        raise UsageError(f"--bots wants KIND or KIND,KIND,... without empty entries, not {text!r}")
    try:
        per_seat = seat_kinds(kinds, game.players)
    except ValueError as exc:
        raise UsageError(f"--bots: {exc}") from None
    for kind in set(per_seat):
        check_bot_kind(kind, game)
    return per_seat


def run(args: argparse.Namespace, ui: UI) -> int:
    game = load_game(args)
    kinds = bot_kinds(args.bots, game, ui)
    seed, drawn = choose_seed(args.seed)
    if len(set(kinds)) == 1:
        bots = f"{kinds[0]} in every seat"
    else:
        bots = ", ".join(f"{seat_label(p)} {kind}" for p, kind in enumerate(kinds))
    ui.heading(f"{describe_table(game)}.")
    ui.text(
        f"{args.matches} matches; bots: {bots}; base seed {seed}"
        + (" (drawn; pass --seed to repeat)" if drawn else "")
        + f"; {args.jobs} job{'s' if args.jobs > 1 else ''}."
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
        task = progress.add_task("matches", total=args.matches)
        results = run_matches(
            game,
            kinds,
            args.matches,
            seed,
            jobs=args.jobs,
            max_steps=args.max_steps,
            progress=lambda done, total: progress.update(task, completed=done),
        )
    elapsed = time.perf_counter() - started
    summary = summarize(results, game.players, game.teams)
    ui.text(
        f"Played {summary.matches} matches ({summary.hands.total} hands) in {elapsed:.1f} s."
    )
    ui.blank()
    ui.table(seat_table(summary, kinds))
    if summary.teams:
        ui.blank()
        ui.table(side_table("Team", summary.teams))
    ui.blank()
    h = summary.hands
    ui.text(f"Hands per match: mean {h.mean:.1f}, shortest {h.minimum}, longest {h.maximum}.")
    ui.text("Win rate: matches won (a joint win counts for every winner), with its 95% Wilson")
    ui.text("score interval. Points per hand: final score / hands played.")
    return 0


def _percent(x: float) -> str:
    return f"{100 * x:.1f}%"


def _row(side: SideStats) -> list[str]:
    return [
        str(side.wins),
        _percent(side.win_rate),
        f"{_percent(side.ci_low)} - {_percent(side.ci_high)}",
        f"{side.points_per_hand:.3f}",
    ]


def _table(first: str, extra: list[str]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(first, style="bold", no_wrap=True)
    for name in extra:
        table.add_column(name, no_wrap=True)
    for name in ("Wins", "Win rate", "95% CI", "Points/hand"):
        table.add_column(name, justify="right", no_wrap=True)
    return table


def seat_table(summary: Summary, kinds: tuple[str, ...]) -> Table:
    table = _table("Seat", ["Bot"])
    for side in summary.seats:
        seat = side.members[0]
        table.add_row(seat_label(seat), kinds[seat], *_row(side))
    return table


def side_table(title: str, sides: tuple[SideStats, ...]) -> Table:
    table = _table(title, [])
    for side in sides:
        table.add_row(side.label, *_row(side))
    return table
