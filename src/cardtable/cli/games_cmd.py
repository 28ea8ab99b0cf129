"""``cardtable games``: the registered games."""

from __future__ import annotations

import argparse
from typing import Any

from rich import box
from rich.table import Table

import cardtable
from cardtable.cli.common import arg_help, arg_text
from cardtable.cli.ui import UI
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, family_of, game_title, messages


def add_parser(sub: Any, words: Messages) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "games",
        help=arg_help(words, "cli.arg.games.help"),
        description=arg_text(words, "cli.arg.games.description"),
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    words = messages(getattr(args, "lang", None) or DEFAULT_LANGUAGE)
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column(words.format("cli.games.head.game"), no_wrap=True, style="bold")
    table.add_column(words.format("cli.games.head.title"), no_wrap=True)
    table.add_column(words.format("cli.games.head.summary"))
    for name in cardtable.games():
        game = cardtable.load(name)
        summary = f"{family_of(game)}.summary.{name}"
        table.add_row(
            name,  # what one types: the canonical name
            game_title(game, words),
            words.format(summary) if words.has(summary) else game.summary,
        )
    ui.table(table)
    ui.blank()
    ui.text(words.format("cli.games.hint"))
    return 0
