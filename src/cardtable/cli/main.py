"""The ``cardtable`` command line: ``main(argv)`` parses, runs a command and returns its code.

Exit codes: 0 done, 1 something failed while running (a stuck match, a file not saved),
2 a bad command line or bad input (unknown game, invalid option, unreadable record),
130 interrupted.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from cardtable import __version__
from cardtable.cli import arena, games_cmd, play, replay, rules_cmd, serve, simulate
from cardtable.cli.common import UsageError
from cardtable.cli.ui import UI
from cardtable.engine import CardtableError
from cardtable.sim.arena import ArenaError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="Traditional card games: read the rules, play against bots, replay saved "
        "matches, and simulate bot-versus-bot matches.",
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in (games_cmd, rules_cmd, play, replay, simulate, arena, serve):
        command.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None, ui: UI | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version and argparse's own usage errors
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    if args.command is None:
        parser.print_help()
        return 2
    ui = ui if ui is not None else UI()
    try:
        code: int = args.run(args, ui)
    except ArenaError as exc:
        ui.error(str(exc))
        return 1
    except (UsageError, CardtableError) as exc:
        ui.error(str(exc))
        return 2
    except KeyboardInterrupt:
        ui.error("interrupted")
        return 130
    return code
