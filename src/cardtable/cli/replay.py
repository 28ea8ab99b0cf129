"""``cardtable replay FILE``: step through a saved record as one seat saw it."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.text import Text as RichText

import cardtable
from cardtable.cli.common import (
    UsageError,
    arg_help,
    arg_text,
    check_seat,
    describe_table,
    seat_int,
)
from cardtable.cli.moves import entry_line, move_words
from cardtable.cli.results import result_lines
from cardtable.cli.table_view import labelled, render_result, render_table
from cardtable.cli.ui import UI
from cardtable.cli.words import Words
from cardtable.engine import Action, Game, InvalidOptions, Record, RecordError, State, UnknownGame
from cardtable.engine.scene import Scene, text
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, game_title


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
        content = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UsageError("cli.usage.no_file", path_code=str(path)) from None
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a cardtable record (not UTF-8 text)") from None
    except OSError as exc:
        raise UsageError(
            "cli.usage.unreadable", path_code=str(path), reason=str(exc.strerror or exc)
        ) from None
    try:
        record = Record.from_json(content)
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
    words = Words(getattr(args, "lang", None) or DEFAULT_LANGUAGE)
    # The match before its first action: the record without its actions (nor the digest and
    # result that belong to them).
    state = cardtable.replay(replace(record, actions=(), result=None, digest=None))
    wait = args.step and ui.interactive
    table = Table(game, state, seat, words)

    ui.heading(words.plain(text(
        "cli.replay.heading", path_code=str(path), table=describe_table(game, words.messages)
    )))
    ui.text(words.plain(text(
        "cli.replay.from_seed" if record.deck is None else "cli.replay.from_deck",
        count=len(record.actions), seed=str(record.seed), name=words.seat(seat),
    )))
    if args.step and not wait:
        ui.note(words.plain(text("cli.replay.step_terminal")))

    for number, (player, action_text) in enumerate(record.actions, 1):
        hand = state.hand_number
        if player == seat:
            table.show(ui)
        action = game.parse_action(action_text, state.legal_actions(player))
        before = table.scene()
        state.apply(action, player)
        ui.show(RichText(f"{number:>4}. ") + table.move_words(player, action, before))
        table.after_move(ui, before)
        if state.hand_number != hand and not state.is_terminal and before is None:
            ui.blank()
            ui.heading(words.plain(text("cli.hand.over", hand=hand)))
            table.show(ui, force=True)
        if wait:
            answer = ui.ask("")
            if answer is None or answer.strip().lower() in (
                "q", "quit", words.plain(text("cli.replay.quit")),
                words.plain(text("cli.command.quit")).lower(),
            ):
                ui.text(words.plain(text("cli.replay.stopped")))
                return 0
    ui.blank()
    ui.heading(words.plain(text("cli.replay.end")))
    table.show(ui, force=True)
    ui.blank()
    for line in result_lines(state, None, words):
        ui.text(line, style="bold")
    return 0


class Table:
    """What one seat saw of a replayed match: its table (the family's scene) when the family
    has one, else the game's text view."""

    def __init__(self, game: Game, state: State, seat: int, words: Words) -> None:
        self.game = game
        self.state = state
        self.seat = seat
        self.words = words
        self.shown: dict[str, Any] | None = None
        self.results: set[tuple[int, str]] = set()
        try:
            game.scene(state.view(seat), [])
            self.scenes = True
        except NotImplementedError:
            self.scenes = False

    def scene(self) -> Scene | None:
        if not self.scenes:
            return None
        # The seat's own controls name its moves in its words (a replay offers no move).
        legal = [a.text for a in self.state.legal_actions(self.seat)] if (
            self.seat in self.state.actors
        ) else []
        return self.game.scene(self.state.view(self.seat), legal)

    def show(self, ui: UI, force: bool = False) -> None:
        view = self.state.view(self.seat)
        if not force and view == self.shown:
            return
        self.shown = view
        ui.blank()
        scene = self.scene()
        if scene is None:
            ui.text(self.game.describe_view(view))
            return
        title = self.words.plain(text(
            "cli.table.title", game=game_title(self.game, self.words.messages),
            hand=scene.hand_number,
        ))
        ui.show(render_table(scene, self.words, title))

    def move_words(self, player: int, action: Action, before: Scene | None) -> RichText:
        """``P1 (viewer): plays 9♣``: the move as the seat's table tells it."""
        name = self.words.seat(player)
        if player == self.seat:
            name = self.words.plain(text("cli.replay.viewer", name=name))
        after = self.scene()
        if before is None or after is None:
            return RichText(labelled(name, self.words)
                            + self.game.action_text_for(action, player, self.seat))
        said = move_words(before, after, player, action.text, self.words)
        lines = [*said.own, *(entry_line(e, self.words, None) for e in said.others)]
        return RichText(labelled(name, self.words)) + RichText(" · ").join(lines)

    def after_move(self, ui: UI, before: Scene | None) -> None:
        """The result panel of a hand that just ended, once."""
        after = self.scene()
        if after is None or after.result is None:
            return
        key = (after.hand_number, after.result.kind + self.words.plain(after.result.title))
        if key in self.results:
            return
        self.results.add(key)
        ui.blank()
        ui.show(render_result(after.result, after, self.words))
