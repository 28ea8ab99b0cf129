"""``cardtable simulate GAME``: many bot-versus-bot matches, then win rates and points."""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
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
    default_bot_kind,
    describe_table,
    load_game,
    playing_bar,
    positive_int,
    seed_int,
)
from cardtable.cli.ui import UI
from cardtable.engine import Game
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, messages
from cardtable.sim.arena import DEFAULT_MAX_STEPS, run_matches, seat_kinds
from cardtable.sim.stats import SideStats, Summary, summarize


def add_parser(sub: Any, words: Messages) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "simulate",
        help=arg_help(words, "cli.arg.simulate.help"),
        description=arg_text(words, "cli.arg.simulate.description"),
    )
    add_game_arguments(parser, words)
    parser.add_argument(
        "--matches",
        type=positive_int(words),
        default=100,
        metavar="N",
        help=arg_help(words, "cli.arg.simulate.matches", count=100),
    )
    parser.add_argument(
        "--seed", type=seed_int(words), metavar="N", help=arg_help(words, "cli.arg.seed")
    )
    parser.add_argument(
        "--bots", metavar="KIND[,KIND...]", help=arg_help(words, "cli.arg.simulate.bots")
    )
    parser.add_argument(
        "--jobs",
        type=jobs_int(words),
        default=1,
        metavar="J",
        help=arg_help(words, "cli.arg.simulate.jobs", count=1),
    )
    parser.add_argument(
        "--max-steps",
        type=positive_int(words),
        default=DEFAULT_MAX_STEPS,
        metavar="N",
        help=arg_help(words, "cli.arg.max_steps", count=DEFAULT_MAX_STEPS),
    )
    parser.set_defaults(run=run)


def bot_kinds(
    text: str | None, game: Game, ui: UI, words: Messages | None = None
) -> tuple[str, ...]:
    if text is None:
        kind, note = default_bot_kind(game, words)
        if note:
            ui.note(note)
        return (kind,) * game.players
    kinds = [k.strip() for k in text.split(",")]
    if any(not k for k in kinds):
        raise UsageError("cli.usage.simulate_bots_empty", bots_code=text)
    if len(kinds) not in (1, game.players):
        raise UsageError(
            "cli.usage.simulate_bots_count",
            players=game.players,
            count=len(kinds),
            kinds_code=", ".join(kinds),
        )
    per_seat = seat_kinds(kinds, game.players)
    for kind in set(per_seat):
        check_bot_kind(kind, game)
    return per_seat


def jobs_int(words: Messages) -> Callable[[str], int]:
    """``type=`` for ``--jobs``: a number of processes, or 0 for every core this process may
    run on."""
    count = positive_int(words)

    def parse(text: str) -> int:
        return available_cores() if text.strip() == "0" else count(text)

    return parse


def available_cores() -> int:
    """The cores this process may run on (its CPU affinity where the system tells it)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def run(args: argparse.Namespace, ui: UI) -> int:
    game = load_game(args)
    words = messages(getattr(args, "lang", None) or DEFAULT_LANGUAGE)
    kinds = bot_kinds(args.bots, game, ui, words)
    seed, drawn = choose_seed(args.seed)
    if len(set(kinds)) == 1:
        bots = words.format("cli.sim.every_seat", kind=kind_name(kinds[0], words))
    else:
        bots = ", ".join(
            words.format("cli.sim.seat_kind", name=seat_name(p, words), kind=kind_name(k, words))
            for p, k in enumerate(kinds)
        )
    ui.heading(f"{describe_table(game, words)}.")
    ui.text(words.format(
        "cli.sim.header", count=args.matches, bots=bots, seed=str(seed),
        drawn="yes" if drawn else "no", jobs=args.jobs,
    ))
    started = time.perf_counter()
    with playing_bar(ui, words.format("cli.progress.matches"), args.matches) as progress:
        results = run_matches(
            game,
            kinds,
            args.matches,
            seed,
            jobs=args.jobs,
            max_steps=args.max_steps,
            progress=progress,
        )
    elapsed = time.perf_counter() - started
    summary = summarize(results, game.players, game.teams)
    rate = summary.hands.total / elapsed if elapsed > 0 else 0.0
    ui.text(words.format(
        "cli.sim.played", matches=summary.matches, hands=summary.hands.total,
        seconds=f"{elapsed:.1f}", rate=round(rate),
    ))
    ui.blank()
    ui.table(seat_table(summary, kinds, words))
    if summary.teams:
        ui.blank()
        ui.table(side_table(words.format("cli.sim.head.team"), summary.teams, words))
    ui.blank()
    h = summary.hands
    ui.text(words.format(
        "cli.sim.hands", mean=f"{h.mean:.1f}", shortest=h.minimum, longest=h.maximum
    ))
    ui.text(words.format("cli.sim.legend"))
    return 0


def kind_name(kind: str, words: Messages) -> str:
    """A bot level in the person's language (``moyen``), or as typed if it has no message."""
    return words.format(f"cli.bot.{kind}") if words.has(f"cli.bot.{kind}") else kind


def seat_name(seat: int, words: Messages) -> str:
    return words.format("common.seat.name", seat=seat)


def percent(x: float, words: Messages) -> str:
    return words.number_text(f"{100 * x:.1f}%")


def _row(side: SideStats, words: Messages) -> list[str]:
    return [
        words.number(side.wins),
        percent(side.win_rate, words),
        f"{percent(side.ci_low, words)} - {percent(side.ci_high, words)}",
        words.number_text(f"{side.points_per_hand:.3f}"),
    ]


def _table(first: str, extra: list[str], words: Messages) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(first, style="bold", no_wrap=True)
    for name in extra:
        table.add_column(name, no_wrap=True)
    for head in ("wins", "win_rate", "ci", "points"):
        table.add_column(words.format(f"cli.sim.head.{head}"), justify="right", no_wrap=True)
    return table


def seat_table(summary: Summary, kinds: tuple[str, ...], words: Messages) -> Table:
    table = _table(words.format("cli.sim.head.seat"), [words.format("cli.sim.head.bot")], words)
    for side in summary.seats:
        seat = side.members[0]
        table.add_row(seat_name(seat, words), kind_name(kinds[seat], words), *_row(side, words))
    return table


def side_table(title: str, sides: tuple[SideStats, ...], words: Messages) -> Table:
    table = _table(title, [], words)
    for side in sides:
        label = "+".join(seat_name(p, words) for p in side.members)
        table.add_row(label, *_row(side, words))
    return table
