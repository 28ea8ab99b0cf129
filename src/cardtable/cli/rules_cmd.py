"""``cardtable rules GAME``: the rules in force with the options given, and every option."""

from __future__ import annotations

import argparse
import re
from typing import Any

from cardtable.cli.common import add_game_arguments, arg_help, arg_text, load_game
from cardtable.cli.ui import UI
from cardtable.engine import Game
from cardtable.engine.options import format_value
from cardtable.i18n import Messages, without_isolates


def add_parser(sub: Any, words: Messages) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "rules",
        help=arg_help(words, "cli.arg.rules.help"),
        description=arg_text(words, "cli.arg.rules.description"),
    )
    add_game_arguments(parser, words)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    game = load_game(args)
    text = without_isolates(game.rules_text(args.lang))
    ui.text(text)
    missing = [name for name in _option_names(game) if not re.search(rf"\b{name}\b", text)]
    if missing:
        # The game's own text leaves some options out: list them all, so none stays hidden.
        ui.blank()
        ui.text(option_list(game))
    return 0


def _option_names(game: Game) -> list[str]:
    return [spec.name for spec in game.option_specs]


def option_list(game: Game) -> str:
    """Every option: value in force, allowed values, default and effect."""
    lines = ["Options (value in force; allowed values; default; effect):"]
    defaults = {spec.name: spec.default for spec in game.option_specs}
    for name, allowed, value, effect in game.option_table():
        lines.append(f"  {name} = {value}   [{allowed}; default {format_value(defaults[name])}]")
        lines.append(f"      {effect}")
    return "\n".join(lines)
