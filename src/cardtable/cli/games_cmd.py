"""``cardtable games``: the registered games."""

from __future__ import annotations

import argparse
from typing import Any

from rich import box
from rich.table import Table

import cardtable
from cardtable.cli.common import arg_help, arg_text
from cardtable.cli.ui import UI
from cardtable.i18n import Messages


def add_parser(sub: Any, words: Messages) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "games",
        help=arg_help(words, "cli.arg.games.help"),
        description=arg_text(words, "cli.arg.games.description"),
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Game", no_wrap=True, style="bold")
    table.add_column("Title", no_wrap=True)
    table.add_column("Summary")
    for name in cardtable.games():
        game = cardtable.load(name)
        table.add_row(name, game.title, game.summary)
    ui.table(table)
    ui.blank()
    ui.text("Rules and options: cardtable rules GAME.  Play: cardtable play GAME.")
    return 0
