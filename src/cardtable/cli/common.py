"""What several commands share: the game and its options from the command line, bots, seeds."""

from __future__ import annotations

import argparse
import secrets
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

import cardtable
from cardtable.bots import BOT_ALIASES, BOT_KINDS, make_bot
from cardtable.cli.ui import UI
from cardtable.engine import Game
from cardtable.engine.errors import english
from cardtable.engine.options import format_value
from cardtable.engine.scene import ArgValue, Text
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, game_title, messages, without_isolates


class UsageError(Exception):
    """A command line that cannot be carried out; the message says what is wrong and allowed.

    Raised with a ``cli.usage.*`` message id and its arguments (``why``, a ``Text``), as an
    ``IllegalAction`` is: ``str(error)`` is the English wording (tests, logs) and ``say`` gives
    it in the person's language (docs/i18n.md).
    """

    def __init__(self, id: str, **args: ArgValue) -> None:
        self.why = Text(id, dict(args))
        super().__init__(english(self.why))

    def say(self, words: Messages) -> str:
        """The message in ``words``' language, as the terminal prints it."""
        if words.language == "en":
            return str(self)
        return without_isolates(words.text(self.why))


def arg_text(words: Messages, id: str, **args: ArgValue) -> str:
    """A ``cli.arg.*`` message as argparse prints it (a ``description=``, a title): notation
    arguments (``*_code``) without the isolates a right-to-left language wraps them in."""
    return without_isolates(words.format(id, **args))


def arg_help(words: Messages, id: str, **args: ArgValue) -> str:
    """A ``cli.arg.*`` message as an argument's ``help=``, which argparse %-formats: a percent
    sign is doubled."""
    return arg_text(words, id, **args).replace("%", "%%")


def whole_number(words: Messages, minimum: int, too_small: str) -> Callable[[str], int]:
    """An argparse ``type``: a whole number of at least ``minimum``, refused in ``words``'
    language (``too_small`` is the message id for a number below it)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                arg_text(words, "cli.usage.not_whole", value_code=repr(text))
            ) from None
        if value < minimum:
            raise argparse.ArgumentTypeError(
                arg_text(words, too_small, value_code=str(value), minimum=minimum)
            )
        return value

    return parse


def positive_int(words: Messages) -> Callable[[str], int]:
    """``type=`` for counts: 1 or more."""
    return whole_number(words, 1, "cli.usage.too_small")


def seed_int(words: Messages) -> Callable[[str], int]:
    """``type=`` for seeds: 0 or more."""
    return whole_number(words, 0, "cli.usage.seed_negative")


def seat_int(words: Messages) -> Callable[[str], int]:
    """``type=`` for seats: a whole number (which seats exist is checked with the game)."""
    return whole_number(words, 0, "cli.usage.seat_negative")


def add_game_arguments(parser: argparse.ArgumentParser, words: Messages) -> None:
    """GAME plus the ways to choose its options: --preset, --players and --option name=value."""
    parser.add_argument("game", metavar="GAME", help=arg_help(words, "cli.arg.game"))
    parser.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=arg_help(words, "cli.arg.option", example_code="target_score=5"),
    )
    parser.add_argument("--preset", metavar="P", help=arg_help(words, "cli.arg.preset"))
    parser.add_argument(
        "--players", type=positive_int(words), metavar="N", help=arg_help(words, "cli.arg.players")
    )


def parse_option_args(items: Sequence[str], players: int | None) -> dict[str, str | int]:
    """``["name=value", ...]`` (and --players) as keyword options for ``cardtable.load``."""
    options: dict[str, str | int] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise UsageError(
                "cli.usage.option_form", example_code="target_score=5", item_code=item
            )
        if name in options:
            raise UsageError("cli.usage.option_twice", name_code=name)
        options[name] = value.strip()
    if players is not None:
        if "players" in options:
            raise UsageError("cli.usage.players_twice")
        options["players"] = players
    return options


def load_game(args: argparse.Namespace) -> Game:
    """The game named on the command line with its options, validated by ``cardtable.load``."""
    options = parse_option_args(args.option, args.players)
    return cardtable.load(args.game, args.preset, **options)


def choose_seed(seed: int | None) -> tuple[int, bool]:
    """The seed given, or a fresh one (second item True when it was drawn here)."""
    if seed is not None:
        return seed, False
    return secrets.randbits(32), True


def default_bot_kind(game: Game, words: Messages | None = None) -> tuple[str, str | None]:
    """The medium bot when it exists for this game, else random (with a note saying so)."""
    try:
        make_bot("medium", game)
    except (ImportError, ValueError) as exc:
        words = words if words is not None else messages(DEFAULT_LANGUAGE)
        return "random", words.format(
            "cli.bot.fallback", game=game_title(game, words), reason=str(exc)
        )
    return "medium", None


def check_bot_kind(kind: str, game: Game) -> None:
    """Make sure ``make_bot(kind, game)`` works, or say why not."""
    if BOT_ALIASES.get(kind, kind) not in BOT_KINDS:
        raise UsageError(
            "cli.usage.bot_kind", kind_code=repr(kind), kinds_code=", ".join(BOT_KINDS)
        )
    try:
        make_bot(kind, game)
    except ValueError as exc:
        raise UsageError("cli.usage.bot", reason=str(exc)) from None
    except ImportError as exc:
        raise UsageError(
            "cli.usage.bot_unavailable", kind=kind, game=game.title, reason=str(exc)
        ) from None


def seat_label(player: int) -> str:
    return f"P{player}"


def changed_options(game: Game) -> list[str]:
    """``name=value`` for each option away from its default."""
    return [
        f"{spec.name}={format_value(game.options[spec.name])}"
        for spec in game.option_specs
        if game.options[spec.name] != spec.default
    ]


def describe_table(game: Game, words: Messages | None = None) -> str:
    """``Fareeb (Euchre), 4 players, options: all default`` for headers, in ``words``'s
    language."""
    words = words if words is not None else messages(DEFAULT_LANGUAGE)
    changed = changed_options(game)
    return words.format(
        "cli.play.table", title=game_title(game, words), count=game.players,
        options=", ".join(changed) if changed else words.format("cli.play.all_default"),
    )


def check_seat(seat: int, game: Game) -> None:
    if not 0 <= seat < game.players:
        raise UsageError(
            "cli.usage.no_seat",
            seat=seat,
            game=game.title,
            count=game.players,
            last=game.players - 1,
        )


@contextmanager
def playing_bar(ui: UI, what: str, total: int) -> Iterator[Callable[[int, int], None]]:
    """A progress bar while bots play ``total`` deals or matches (on a terminal only); yields
    the ``progress(done, total)`` callback the arena's runners take."""
    with Progress(
        TextColumn(what),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=ui.out,
        transient=True,
        disable=not ui.out.is_terminal,
    ) as progress:
        task = progress.add_task(what, total=total)
        yield lambda done, _total: progress.update(task, completed=done)
