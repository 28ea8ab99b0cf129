"""``cardtable play GAME``: you against bots at the terminal, saved as a record at the end."""

from __future__ import annotations

import argparse
import shlex
from dataclasses import replace
from pathlib import Path
from typing import Any

from cardtable.bots import Bot, make_bot
from cardtable.cli.common import (
    UsageError,
    add_game_arguments,
    check_bot_kind,
    check_seat,
    choose_seed,
    default_bot_kind,
    describe_table,
    load_game,
    seat_label,
    seed_int,
)
from cardtable.cli.results import result_lines
from cardtable.cli.ui import UI
from cardtable.engine import Action, Game, IllegalAction, State
from cardtable.sim.arena import ArenaError, bot_rng, next_actor, order_rng

COMMANDS = "help, legal, view, rules, quit"
HINT = (
    "Type an action in the game's notation or its number in the legal list (Enter when there "
    f"is only one); or {COMMANDS}."
)


def add_parser(sub: Any) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "play",
        help="play a match against bots",
        description="Play a match against bots at the terminal. Your view is shown when it is "
        "your turn; type an action in the game's notation (or its number in the legal list). "
        f"Commands: {COMMANDS}. The match is saved as a record when it ends or you quit.",
    )
    add_game_arguments(parser)
    parser.add_argument("--seat", type=int, default=0, metavar="S", help="your seat (default 0)")
    parser.add_argument(
        "--seed", type=seed_int, metavar="N", help="seed of the deals (default: drawn and shown)"
    )
    parser.add_argument(
        "--bots",
        metavar="KIND",
        help="the bots' level: random, easy, medium or hard (default medium; heuristic is "
        "the old name of medium)",
    )
    parser.add_argument(
        "--save",
        metavar="FILE",
        help="where to save the record (default GAME-SEED.cardtable.json here)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    game = load_game(args)
    check_seat(args.seat, game)
    kind = args.bots
    if kind is None:
        kind, note = default_bot_kind(game)
        if note:
            ui.note(note)
    else:
        check_bot_kind(kind, game)
    seed, drawn = choose_seed(args.seed)
    path = Path(args.save) if args.save else default_record_path(game, seed)
    if not path.parent.is_dir():
        raise UsageError(f"cannot save the record to {path}: folder {path.parent} does not exist")

    ui.heading(f"{describe_table(game)}.")
    others = [seat_label(p) for p in range(game.players) if p != args.seat]
    opponents = f"{others[0]} is a {kind} bot" if len(others) == 1 else (
        f"{', '.join(others)} are {kind} bots"
    )
    ui.text(f"You are {seat_label(args.seat)}; {opponents}.")
    ui.text(f"Seed {seed}" + (f" (drawn for you; play this deal again with --seed {seed})."
                              if drawn else "."))
    ui.text(HINT)
    bots = {p: make_bot(kind, game) for p in range(game.players) if p != args.seat}
    session = Session(game, args.seat, bots, seed, ui)
    code = 0
    try:
        session.play()
    except KeyboardInterrupt:
        ui.blank()
        code = 130
    state = session.state
    if not state.is_terminal:
        ui.text(f"You left the match during hand {state.hand_number}.")
    meta = {"seat": args.seat, "bots": kind, "made_by": "cardtable play"}
    if not save_record(state, meta, path, ui):
        return 1
    return code


class Session:
    """One match: bots move on their own, the person at ``seat`` is asked for every decision."""

    def __init__(self, game: Game, seat: int, bots: dict[int, Bot], seed: int, ui: UI) -> None:
        self.game = game
        self.seat = seat
        self.bots = bots
        self.ui = ui
        self.state = game.new_state(seed=seed)
        self.rngs = {p: bot_rng(seed, p) for p in bots}
        self.order = order_rng(seed)
        self.seed = seed
        self.shown: dict[str, Any] | None = None

    def play(self) -> bool:
        """Play to the end (True) or until the person quits (False)."""
        state = self.state
        while not state.is_terminal:
            hand = state.hand_number
            # In an out-of-turn window (snaps, bunch calls, surrender offers) the person is
            # asked first, so a slow typist never loses a reaction to a bot.
            player = self.seat if self.seat in state.actors else next_actor(state, self.order)
            if player == self.seat:
                if not self.your_turn():
                    return False
            else:
                self.bot_turn(player)
            if state.is_terminal or state.hand_number != hand:
                self.ui.blank()
                self.ui.heading(f"--- Hand {hand} is over ---")
                self.show_view(force=True)
        self.ui.blank()
        for line in result_lines(state, self.seat):
            self.ui.text(line, style="bold")
        return True

    def label(self, player: int) -> str:
        return seat_label(player) + (" (you)" if player == self.seat else "")

    def show_view(self, force: bool = False) -> None:
        view = self.state.view(self.seat)
        if force or view != self.shown:
            self.ui.text(self.game.describe_view(view))
            self.shown = view

    def bot_turn(self, player: int) -> None:
        legal = self.state.legal_actions(player)
        bot = self.bots[player]
        action = bot.choose(self.state.view(player), legal, self.rngs[player])
        if action not in legal:
            raise ArenaError(
                f"bot {bot.name!r} in seat {player} chose {action.text!r}, which is not legal"
            )
        self.state.apply(action, player)
        seen = self.game.action_text_for(action, player, self.seat)
        self.ui.text(f"{self.label(player)}: {seen}")

    def your_turn(self) -> bool:
        """Ask until a legal action is given (True), or the person quits (False)."""
        legal = self.state.legal_actions(self.seat)
        self.ui.blank()
        self.show_view()
        self.ui.text(legal_line(legal), style="cyan")
        while True:
            line = self.ui.ask(f"{seat_label(self.seat)}> ")
            if line is None:
                self.ui.text("End of input: leaving the match.")
                return False
            text = line.strip()
            if not text:
                if len(legal) != 1:
                    continue
                text = legal[0].text  # Enter takes the only legal action
            command = text.lower()
            if command in ("quit", "exit", "q") and not _names_action(command, legal):
                return False
            if command in ("help", "?", "legal", "view", "rules") and not _names_action(
                command, legal
            ):
                self.command(command, legal)
                continue
            try:
                action = self.resolve(text, legal)
                self.state.apply(action, self.seat)
            except IllegalAction as exc:
                self.ui.text(str(exc), style="red")
                continue
            self.ui.text(f"{self.label(self.seat)}: {action.text}")
            return True

    def resolve(self, text: str, legal: list[Action]) -> Action:
        """The action meant: the game's notation first, then a number from the legal list."""
        try:
            action = self.game.parse_action(text, legal)
        except IllegalAction:
            if text.isdigit() and 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
            raise
        if action not in legal and text.isdigit() and 1 <= int(text) <= len(legal):
            return legal[int(text) - 1]
        return action

    def command(self, command: str, legal: list[Action]) -> None:
        if command in ("help", "?"):
            self.ui.text("Notation: " + (self.game.notation_help or "see the legal list."))
            self.ui.text(HINT)
        elif command == "legal":
            self.ui.text(legal_line(legal, full=True), style="cyan")
        elif command == "view":
            self.show_view(force=True)
        else:
            self.ui.text(self.game.rules_text())


def _names_action(text: str, legal: list[Action]) -> bool:
    return any(a.text == text for a in legal)


LONG_LIST = 30
"""A legal list longer than this (a 56 auction offers hundreds of bids) is shown shortened."""


def legal_line(legal: list[Action], full: bool = False) -> str:
    """The numbered legal actions; long lists keep their ends, and ``legal`` shows them all."""
    items = [f"{i}) {a.text}" for i, a in enumerate(legal, 1)]
    if not full and len(items) > LONG_LIST:
        hidden = len(items) - 20
        items = [*items[:15], f"... {hidden} more (type legal to see all) ...", *items[-5:]]
    return "Legal: " + "  ".join(items)


def default_record_path(game: Game, seed: int) -> Path:
    """``GAME-SEED.cardtable.json`` in the current folder, numbered if that name is taken."""
    path = Path(f"{game.name}-{seed}.cardtable.json")
    n = 2
    while path.exists():
        path = Path(f"{game.name}-{seed}-{n}.cardtable.json")
        n += 1
    return path


def save_record(state: State, meta: dict[str, Any], path: Path, ui: UI) -> bool:
    record = replace(state.record(), meta=meta)
    try:
        path.write_text(record.to_json() + "\n", encoding="utf-8")
    except OSError as exc:
        ui.error(f"could not save the record to {path}: {exc.strerror or exc}")
        return False
    seat = meta.get("seat", 0)
    ui.text(
        f"Record saved to {path}. Replay it with: "
        f"cardtable replay {shlex.quote(str(path))} --seat {seat}"
    )
    return True
