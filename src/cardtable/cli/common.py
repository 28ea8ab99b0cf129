"""What several commands share: the game and its options from the command line, bots, seeds."""

from __future__ import annotations

import argparse
import secrets
from collections.abc import Sequence

import cardtable
from cardtable.bots import make_bot
from cardtable.engine import Game
from cardtable.engine.options import format_value


class UsageError(Exception):
    """A command line that cannot be carried out; the message says what is wrong and allowed."""


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is too small; give 1 or more")
    return value


def seed_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"a seed is 0 or more, not {value}")
    return value


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """GAME plus the ways to choose its options: --preset, --players and --option name=value."""
    parser.add_argument("game", metavar="GAME", help="a game name (see `cardtable games`)")
    parser.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set an option (repeatable), e.g. --option target_score=5; "
        "see `cardtable rules GAME` for the options",
    )
    parser.add_argument("--preset", metavar="P", help="start from a named set of options")
    parser.add_argument(
        "--players", type=positive_int, metavar="N", help="number of players (the players option)"
    )


def parse_option_args(items: Sequence[str], players: int | None) -> dict[str, str | int]:
    """``["name=value", ...]`` (and --players) as keyword options for ``cardtable.load``."""
    options: dict[str, str | int] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise UsageError(f"--option wants NAME=VALUE (like target_score=5), not {item!r}")
        if name in options:
            raise UsageError(f"option {name!r} is given twice; give each option once")
        options[name] = value.strip()
    if players is not None:
        if "players" in options:
            raise UsageError("give the number of players once: --players N or --option players=N")
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


def default_bot_kind(game: Game) -> tuple[str, str | None]:
    """The medium bot when it exists for this game, else random (with a note saying so)."""
    try:
        make_bot("medium", game)
    except (ImportError, ValueError) as exc:
        return "random", f"no medium bot for {game.title} yet ({exc}); using random bots"
    return "medium", None


def check_bot_kind(kind: str, game: Game) -> None:
    """Make sure ``make_bot(kind, game)`` works, or say why not."""
    try:
        make_bot(kind, game)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    except ImportError as exc:
        raise UsageError(f"the {kind} bot is not available for {game.title}: {exc}") from None


def seat_label(player: int) -> str:
    return f"P{player}"


def changed_options(game: Game) -> list[str]:
    """``name=value`` for each option away from its default."""
    return [
        f"{spec.name}={format_value(game.options[spec.name])}"
        for spec in game.option_specs
        if game.options[spec.name] != spec.default
    ]


def describe_table(game: Game) -> str:
    """``Fareeb (Euchre), 4 players, options: default`` for headers."""
    changed = changed_options(game)
    rules = "options: " + (", ".join(changed) if changed else "all default")
    return f"{game.title}, {game.players} players, {rules}"


def check_seat(seat: int, game: Game) -> None:
    if not 0 <= seat < game.players:
        raise UsageError(
            f"seat {seat} does not exist: {game.title} here has {game.players} seats, "
            f"0 to {game.players - 1}"
        )
