"""The ``cardtable`` command line: ``main(argv)`` parses, runs a command and returns its code.

Exit codes: 0 done, 1 something failed while running (a stuck match, a file not saved),
2 a bad command line or bad input (unknown game, invalid option, unreadable record),
130 interrupted.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from typing import NoReturn

from cardtable import __version__
from cardtable.cli import arena, games_cmd, play, replay, rules_cmd, serve, simulate
from cardtable.cli.argparse_words import say_argparse_error
from cardtable.cli.common import UsageError, arg_help, arg_text
from cardtable.cli.ui import UI, said_error
from cardtable.engine import CardtableError
from cardtable.i18n import (
    DEFAULT_LANGUAGE,
    LANGUAGE_CODES,
    Messages,
    from_environment,
    messages,
    without_isolates,
)
from cardtable.i18n.errors import say_error
from cardtable.sim.arena import ArenaError


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` that says argparse's own words (``usage:``, its section titles,
    ``error``) in the catalog's language; ``localize`` sets ``words`` on it and its commands."""

    words: Messages | None = None

    def _get_formatter(self) -> argparse.HelpFormatter:
        return Formatter(prog=self.prog, words=self.words)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        if self.words is None:
            line = f"error: {message}"
        else:
            line = said_error(self.words, say_argparse_error(self.words, message))
        self.exit(2, f"{self.prog}: {line}\n")


class Formatter(argparse.HelpFormatter):
    def __init__(self, prog: str, words: Messages | None = None) -> None:
        super().__init__(prog)
        self.words = words

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        if prefix is None and self.words is not None:
            prefix = self.words.format("cli.arg.usage")
        super().add_usage(usage, actions, groups, prefix)


def localize(parser: argparse.ArgumentParser, words: Messages) -> None:
    """argparse's section titles and its -h and --version help in ``words``' language, on
    ``parser`` and every command's parser under it."""
    if isinstance(parser, Parser):
        parser.words = words
    parser._positionals.title = words.format("cli.arg.positionals")
    parser._optionals.title = words.format("cli.arg.options")
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction):
            action.help = arg_help(words, "cli.arg.help")
        elif isinstance(action, argparse._VersionAction):
            action.help = arg_help(words, "cli.arg.version")
        elif isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                localize(child, words)


def chosen_language(argv: Sequence[str]) -> str:
    """The language the command line asks for, read before argparse (whose help is built in
    it): ``--lang X`` or ``--lang=X`` before the command, else the locale environment."""
    for index, token in enumerate(argv):
        option, sep, value = token.partition("=")
        if len(option) >= 3 and "--lang".startswith(option):  # argparse accepts --la too
            if not sep:
                value = argv[index + 1] if index + 1 < len(argv) else ""
            if value in LANGUAGE_CODES:
                return value
            break
        if token == "--" or not token.startswith("-"):
            break
    return from_environment()


def build_parser(words: Messages | None = None) -> argparse.ArgumentParser:
    """The ``cardtable`` parser, its help in ``words``' language (English when not given)."""
    words = words if words is not None else messages(DEFAULT_LANGUAGE)
    parser = Parser(prog="cardtable", description=arg_text(words, "cli.arg.description"))
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    parser.add_argument("--lang", choices=LANGUAGE_CODES, help=arg_help(words, "cli.arg.lang"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in (games_cmd, rules_cmd, play, replay, simulate, arena, serve):
        command.add_parser(sub, words)
    localize(parser, words)
    return parser


def main(argv: Sequence[str] | None = None, ui: UI | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = chosen_language(argv)
    parser = build_parser(messages(lang))
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version and argparse's own usage errors
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    if args.command is None:
        parser.print_help()
        return 2
    if args.lang is None:
        args.lang = lang
    words = messages(args.lang)
    ui = ui if ui is not None else UI()
    try:
        code: int = args.run(args, ui)
    except ArenaError as exc:
        ui.error(str(exc), words)
        return 1
    except CardtableError as exc:
        ui.error(without_isolates(say_error(exc, words)), words)
        return 2
    except UsageError as exc:
        ui.error(exc.say(words), words)
        return 2
    except KeyboardInterrupt:
        ui.error("interrupted", words)
        return 130
    return code
