"""``cardtable replay FILE``: step through a saved record as one seat saw it."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import Any

import cardtable
from cardtable.cli.common import (
    UsageError,
    arg_help,
    arg_text,
    check_seat,
    describe_table,
    seat_int,
    seat_label,
)
from cardtable.cli.results import result_lines
from cardtable.cli.ui import UI
from cardtable.engine import InvalidOptions, Record, RecordError, State, UnknownGame
from cardtable.i18n import Messages


def add_parser(sub: Any, words: Messages) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "replay",
        help=arg_help(words, "cli.arg.replay.help"),
        description=arg_text(words, "cli.arg.replay.description"),
    )
    parser.add_argument("file", metavar="FILE", help=arg_help(words, "cli.arg.replay.file"))
    parser.add_argument(
        "--seat",
        type=seat_int(words),
        default=0,
        metavar="S",
        help=arg_help(words, "cli.arg.replay.seat", seat=0),
    )
    parser.add_argument(
        "--step", action="store_true", help=arg_help(words, "cli.arg.replay.step")
    )
    parser.set_defaults(run=run)


def read_record(path: Path) -> tuple[Record, State]:
    """The record in ``path`` and the state it ends in; RecordError if it does not replay."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UsageError("cli.usage.no_file", path_code=str(path)) from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a cardtable record (not UTF-8 text)") from None
    except OSError as exc:
        raise UsageError(
            "cli.usage.unreadable", path_code=str(path), reason=str(exc.strerror or exc)
        ) from None
    try:
        record = Record.from_json(text)
        final = cardtable.replay(record)
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None
    except (UnknownGame, InvalidOptions) as exc:
        raise RecordError(f"{path} cannot be replayed: {exc}") from None
    return record, final


def run(args: argparse.Namespace, ui: UI) -> int:
    path = Path(args.file)
    record, final = read_record(path)
    game = final.game
    check_seat(args.seat, game)
    seat: int = args.seat
    # The match before its first action: the record without its actions (nor the digest and
    # result that belong to them).
    state = cardtable.replay(replace(record, actions=(), result=None, digest=None))
    wait = args.step and ui.interactive

    ui.heading(f"Replay of {path}: {describe_table(game)}.")
    chance = f"seed {record.seed}" if record.deck is None else "a fixed deck"
    ui.text(f"{len(record.actions)} actions from {chance}; the views are {seat_label(seat)}'s.")
    if args.step and not wait:
        ui.note("--step waits only when input is a terminal; replaying straight through")
    shown: dict[str, Any] | None = None

    def show(force: bool = False) -> None:
        nonlocal shown
        view = state.view(seat)
        if force or view != shown:
            ui.blank()
            ui.text(game.describe_view(view))
            shown = view

    for number, (player, text) in enumerate(record.actions, 1):
        hand = state.hand_number
        if player == seat:
            show()
        mark = " (viewer)" if player == seat else ""
        action = game.parse_action(text, state.legal_actions(player))
        seen = game.action_text_for(action, player, seat)
        ui.text(f"{number:>4}. {seat_label(player)}{mark}: {seen}")
        state.apply(action, player)
        if state.hand_number != hand and not state.is_terminal:
            ui.blank()
            ui.heading(f"--- Hand {hand} is over ---")
            show(force=True)
        if wait:
            answer = ui.ask("")
            if answer is None or answer.strip().lower() in ("q", "quit"):
                ui.text("Stopped.")
                return 0
    ui.blank()
    ui.heading("--- End of the record ---")
    show(force=True)
    ui.blank()
    for line in result_lines(state, None):
        ui.text(line, style="bold")
    return 0
