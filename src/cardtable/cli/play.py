"""``cardtable play GAME``: you against bots at the terminal, saved as a record at the end."""

from __future__ import annotations

import argparse
import contextlib
import shlex
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.text import Text as RichText

from cardtable.bots import Bot, make_bot
from cardtable.cli.common import (
    UsageError,
    add_game_arguments,
    arg_help,
    arg_text,
    check_bot_kind,
    check_seat,
    choose_seed,
    default_bot_kind,
    describe_table,
    load_game,
    seat_int,
    seed_int,
)
from cardtable.cli.controls import (
    Menu,
    action_forms,
    ascii_digits,
    best_matches,
    build_menu,
    describe_picker,
    folded,
    match_label,
    notation_items,
    picker_examples,
    render_menu,
    shortest_form,
    suggestions,
    verb_of,
)
from cardtable.cli.moves import entry_line, move_words
from cardtable.cli.results import list_separator, result_lines
from cardtable.cli.table_view import render_result, render_table, zone_body
from cardtable.cli.ui import UI
from cardtable.cli.words import Words
from cardtable.engine import Action, Game, IllegalAction, State
from cardtable.engine.scene import Scene, text
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, game_title, without_isolates
from cardtable.i18n.errors import say_error
from cardtable.i18n.rules import notation_help
from cardtable.sim.arena import ArenaError, bot_rng, next_actor, order_rng


def add_parser(sub: Any, words: Messages) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "play",
        help=arg_help(words, "cli.arg.play.help"),
        description=arg_text(words, "cli.arg.play.description"),
    )
    add_game_arguments(parser, words)
    parser.add_argument(
        "--seat",
        type=seat_int(words),
        default=0,
        metavar="S",
        help=arg_help(words, "cli.arg.play.seat", seat=0),
    )
    parser.add_argument(
        "--seed", type=seed_int(words), metavar="N", help=arg_help(words, "cli.arg.play.seed")
    )
    parser.add_argument("--bots", metavar="KIND", help=arg_help(words, "cli.arg.play.bots"))
    parser.add_argument("--save", metavar="FILE", help=arg_help(words, "cli.arg.play.save"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    game = load_game(args)
    check_seat(args.seat, game)
    words = Words(getattr(args, "lang", None) or DEFAULT_LANGUAGE)
    kind = args.bots
    if kind is None:
        kind, note = default_bot_kind(game, words.messages)
        if note:
            ui.note(note)
    else:
        check_bot_kind(kind, game)
    seed, drawn = choose_seed(args.seed)
    path = Path(args.save) if args.save else default_record_path(game, seed)
    if not path.parent.is_dir():
        raise UsageError(
            "cli.usage.save_folder", path_code=str(path), folder_code=str(path.parent)
        )

    ui.heading(describe_table(game, words.messages) + ".")
    others = [words.seat(p) for p in range(game.players) if p != args.seat]
    ui.text(words.plain(text(
        "cli.play.you_are_one" if len(others) == 1 else "cli.play.you_are_many",
        name=words.seat(args.seat), others=list_separator(words).join(others),
        kind=words.plain(text(f"cli.bot.{kind}"))
        if words.messages.has(f"cli.bot.{kind}") else kind,
    )))
    ui.text(words.plain(text("cli.play.seed_drawn" if drawn else "cli.play.seed", seed=str(seed))))
    ui.text(words.plain(text("cli.play.hint")))
    bots = {p: make_bot(kind, game) for p in range(game.players) if p != args.seat}
    if ui.interactive:
        enable_line_editing()
    session = Session(game, args.seat, bots, seed, ui, words)
    code = 0
    try:
        session.play()
    except KeyboardInterrupt:
        ui.blank()
        code = 130
    state = session.state
    if not state.is_terminal:
        ui.text(words.plain(text("cli.play.left", hand=state.hand_number)))
    meta = {"seat": args.seat, "bots": kind, "made_by": "cardtable play"}
    if not save_record(state, meta, path, ui, words):
        return 1
    return code


class Session:
    """One match: bots move on their own, the person at ``seat`` is asked for every decision.

    When the game has table scenes (docs/scene.md) the table is drawn from them (cli/
    table_view.py) and the person answers from the scene's controls (cli/controls.py); a game
    without scenes yet keeps the text view and the numbered legal list.
    """

    def __init__(
        self,
        game: Game,
        seat: int,
        bots: dict[int, Bot],
        seed: int,
        ui: UI,
        words: Words | None = None,
    ) -> None:
        self.game = game
        self.seat = seat
        self.bots = bots
        self.ui = ui
        self.state = game.new_state(seed=seed)
        self.rngs = {p: bot_rng(seed, p) for p in bots}
        self.order = order_rng(seed)
        self.seed = seed
        self.shown: dict[str, Any] | None = None
        self.words = words if words is not None else Words()
        self.scenes = self._has_scenes()
        self.shown_trick: tuple[Any, ...] = ()
        self.shown_results: set[tuple[int, str]] = set()
        self.verbs: set[str] = set()
        """First words of every action offered to the person so far (help's scope)."""
        self.offer: frozenset[str] = frozenset()
        """What the person was offered at the last prompt, until anyone else moves."""

    def _has_scenes(self) -> bool:
        try:
            self.scene()
        except NotImplementedError:
            return False
        return True

    def scene(self) -> Scene:
        legal = [a.text for a in self.state.legal_actions(self.seat)] if (
            self.seat in self.state.actors
        ) else []
        return self.game.scene(self.state.view(self.seat), legal)

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
                self.offer = frozenset()
            if self.scenes:
                self.after_move()
            elif state.is_terminal or state.hand_number != hand:
                self.ui.blank()
                self.ui.heading(self.words.plain(text("cli.hand.over", hand=hand)))
                self.show_view(force=True)
        self.ui.blank()
        for line in result_lines(state, self.seat, self.words):
            self.ui.text(line, style="bold")
        return True

    def show_view(self, force: bool = False) -> None:
        view = self.state.view(self.seat)
        if force or view != self.shown:
            if self.scenes:
                self.show_table(self.scene())
            else:
                self.ui.text(self.game.describe_view(view))
            self.shown = view

    # ------------------------------------------------------------ the scene's table

    def show_table(self, scene: Scene) -> None:
        title = self.words.plain(
            text("cli.table.title", game=game_title(self.game, self.words.messages),
                 hand=scene.hand_number)
        )
        self.ui.show(render_table(scene, self.words, title))

    def after_move(self) -> None:
        """Keep what the move ended on screen: the completed trick, then a result panel (with
        a pause, so it does not scroll away before the person has read it)."""
        scene = self.scene()
        for zone in scene.zones:
            if zone.kind == "trick" and "complete" in zone.marks:
                trick = (scene.hand_number, zone.cards, zone.note)
                if trick != self.shown_trick:
                    self.shown_trick = trick
                    self.ui.show(self.words.cli(
                        "trick.done", label=self.words.say(zone.label),
                        cards=zone_body(zone, scene, self.words),
                    ))
        panel = scene.result
        if panel is None:
            return
        key = (scene.hand_number, panel.kind + self.words.plain(panel.title))
        if key in self.shown_results:
            return
        self.shown_results.add(key)
        self.ui.blank()
        self.ui.show(render_result(panel, scene, self.words))
        if not self.state.is_terminal:
            self.ui.ask(self.words.plain(text("cli.result.pause")))

    # ------------------------------------------------------------ moves

    def bot_turn(self, player: int) -> None:
        legal = self.state.legal_actions(player)
        bot = self.bots[player]
        action = bot.choose(self.state.view(player), legal, self.rngs[player])
        if action not in legal:
            raise ArenaError(
                f"bot {bot.name!r} in seat {player} chose {action.text!r}, which is not legal"
            )
        before = self.scene() if self.scenes else None
        self.state.apply(action, player)
        if before is not None:
            said = move_words(before, self.scene(), player, action.text, self.words)
            self.ui.show(RichText(self.words.seat(player) + " ") + RichText(" · ").join(said.own))
            for entry in said.others:
                self.ui.show(entry_line(entry, self.words, self.seat))
        else:
            seen = self.game.action_text_for(action, player, self.seat)
            self.ui.text(f"{self.words.seat(player)}: {seen}")

    def automatic(self, legal: list[Action]) -> tuple[Action, str] | None:
        """A move that is no decision, made without asking: the only legal action, or the
        ``pass`` of an offer the person was just given and turned down for another move
        (Cactus: snaps offered with "done", then offered again alone right after it)."""
        texts = frozenset(a.text for a in legal)
        if len(legal) == 1:
            return legal[0], "cli.auto.only"
        if texts < self.offer and "pass" in texts:
            return next(a for a in legal if a.text == "pass"), "cli.auto.declined"
        return None

    def your_turn(self) -> bool:
        """Ask until a legal action is given (True), or the person quits (False)."""
        legal = self.state.legal_actions(self.seat)
        self.verbs |= {verb_of(a.text) for a in legal}
        auto = self.automatic(legal)
        if auto is not None:
            forced, why = auto
            before = self.scene() if self.scenes else None
            self.state.apply(forced, self.seat)
            self.offer = frozenset(a.text for a in legal) - {forced.text}
            self.say_move(why, forced, before)
            return True
        self.ui.blank()
        scene = self.scene() if self.scenes else None
        menu = build_menu(scene.controls) if scene is not None else None
        if scene is not None and menu is not None:
            self.show_table(scene)
            self.shown = self.state.view(self.seat)
            if scene.prompt is not None:
                self.ui.show(self.words.say(scene.prompt).copy())
            else:  # a window open while it is someone else's turn (a snap, a claim)
                self.ui.show(self.words.cli("table.waiting").copy())
            self.ui.show(render_menu(menu, self.words))
        else:
            self.show_view()
            self.ui.text(legal_line(legal, words=self.words), style="cyan")
        while True:
            line = self.ui.ask(f"{self.words.seat(self.seat)}> ")
            if line is None:
                self.ui.show(self.words.cli("play.end_of_input").copy())
                return False
            typed = line.strip()
            if not typed:
                continue
            command = self.command_named(typed, legal)
            if command == "quit":
                return False
            if command is not None:
                self.command(command, legal, menu)
                continue
            action = self.resolve(typed, legal, menu)
            if action is None:
                continue
            try:
                self.state.apply(action, self.seat)
            except IllegalAction as exc:
                self.ui.text(without_isolates(say_error(exc, self.words.messages)), style="red")
                continue
            self.offer = frozenset(a.text for a in legal) - {action.text}
            self.say_move("cli.you_played", action, scene)
            return True

    def say_move(self, message: str, action: Action, before: Scene | None) -> None:
        """The person's move as their table's log tells it, then what else the move did
        (``P1 wins the trick``)."""
        if before is None:
            self.ui.show(self.words.cli(message.removeprefix("cli."),
                                        name=self.words.seat(self.seat),
                                        action=RichText(action.text)))
            return
        said = move_words(before, self.scene(), self.seat, action.text, self.words)
        self.ui.show(self.words.cli(message.removeprefix("cli."), name=self.words.seat(self.seat),
                                    action=RichText(" · ").join(said.own)))
        for entry in said.others:
            self.ui.show(entry_line(entry, self.words, self.seat))

    def command_named(self, typed: str, legal: list[Action]) -> str | None:
        """The command typed (``help``, ``legal``, ``view``, ``rules``, ``quit``), in English or
        in the person's language (``aide``, ``règles``...), unless it names an action."""
        word = folded(typed)
        if _names_action(typed.lower(), legal):
            return None
        for command in COMMAND_WORDS:
            local = folded(self.words.plain(text(f"cli.command.{command}")))
            if word in (command, local, *COMMAND_ALIASES.get(command, ())):
                return command
        return None

    def resolve(self, typed: str, legal: list[Action], menu: Menu | None) -> Action | None:
        """The action meant, or None after saying why there is none: a number from the list,
        the action's text, the game's notation, then a short form (cli/controls.py)."""
        by_text = {a.text.lower(): a for a in legal}
        typed = ascii_digits(typed)  # a Persian keyboard types ۳۰ for 30
        if menu is not None:
            labelled = match_label(typed, menu, self.words)
            if labelled is not None and labelled.lower() in by_text:
                return by_text[labelled.lower()]
        # isdecimal, not isdigit: "²" is a digit that int() cannot read.
        if typed.isdecimal() and len(typed) < 6:
            numbered = [i.action for i in menu.items] if menu is not None else [
                a.text for a in legal
            ]
            if 1 <= int(typed) <= len(numbered):
                return by_text[numbered[int(typed) - 1].lower()]
        if typed.lower() in by_text:
            return by_text[typed.lower()]
        reason = ""
        try:
            parsed: Action | None = self.game.parse_action(typed, legal)
        except IllegalAction as exc:
            parsed = None
            # The engine says why; its list of everything legal (hundreds of 56 bids) is left
            # out: the list above the prompt and the suggestions below say it better.
            reason = without_isolates(say_error(exc, self.words.messages, with_legal=False))
            if self.game.notation_help and self.game.notation_help in str(exc):
                reason = ""  # the whole family's notation: help says this game's instead
        if parsed is not None and parsed in legal:
            return parsed
        pickers = menu.pickers if menu is not None else ()
        matches = best_matches(typed, [a.text for a in legal], pickers, self.words)
        if len(matches) == 1:
            return by_text[matches[0].lower()]
        if matches:
            shown = matches[:8]
            options = ", ".join(shown) + (
                " " + self.words.cli("input.more", count=len(matches) - 8).plain
                if len(matches) > 8 else ""
            )
            self.ui.show(self.words.cli("input.ambiguous", typed=typed, options=options))
            return None
        if reason:
            self.ui.text(reason, style="red")
        elif parsed is not None:
            self.ui.show(self.words.cli("input.not_legal", action=parsed.text).copy())
        else:
            self.ui.show(self.words.cli("input.unknown", typed=typed).copy())
        commands = [self.words.plain(text(f"cli.command.{c}")) for c in COMMAND_WORDS]
        close = suggestions(typed, [a.text for a in legal] + commands)
        if close:
            self.ui.show(self.words.cli("input.did_you_mean", options=", ".join(close)))
        self.ui.show(self.words.cli("input.see_help").copy())
        return None

    def command(self, command: str, legal: list[Action], menu: Menu | None) -> None:
        words = self.words
        if command in ("help", "?"):
            texts = [a.text for a in legal]
            picked = {c.action for p in menu.pickers for c in p.choices} if menu else set()
            self.ui.show(words.cli("help.now").copy())
            forms = action_forms([t for t in texts if t not in picked])
            if forms:
                self.ui.text("  " + " | ".join(forms))
            if menu is not None:
                for picker in menu.pickers:
                    for line in describe_picker(picker, words):
                        self.ui.show(RichText("  ") + line)
            notation = notation_items(
                without_isolates(notation_help(self.game, words.messages)), self.verbs, texts
            )
            if notation:
                self.ui.show(words.cli("help.game").copy())
                self.ui.text("  " + " | ".join(notation))
            examples = [
                f"'{short}' = '{action}'" for action in texts[:12]
                if (short := shortest_form(action, texts)) and short != action.lower()
            ][:2]
            if menu is not None and menu.pickers:
                examples = picker_examples(menu.pickers[0], 2) + examples[:1]
            if examples:
                self.ui.show(words.cli("help.short", examples=", ".join(examples)))
            self.ui.show(words.cli("help.commands").copy())
        elif command == "legal":
            self.ui.text(legal_line(legal, full=True, words=self.words), style="cyan")
        elif command == "view":
            self.show_view(force=True)
        else:
            self.ui.text(without_isolates(self.game.rules_text(self.words.messages.language)))


COMMAND_WORDS = ("help", "legal", "view", "rules", "quit")
"""The terminal's commands; each also answers to its word in the person's language
(``cli.command.*``), like actions."""
COMMAND_ALIASES = {"help": ("?",), "quit": ("exit", "q")}


def _names_action(text: str, legal: list[Action]) -> bool:
    return any(a.text == text for a in legal)


LONG_LIST = 30
"""A legal list longer than this (a 56 auction offers hundreds of bids) is shown shortened."""


def legal_line(legal: list[Action], full: bool = False, words: Words | None = None) -> str:
    """The numbered legal actions in the canonical notation (what may always be typed); long
    lists keep their ends, and ``legal`` shows them all."""
    words = words if words is not None else Words()
    items = [f"{i}) {a.text}" for i, a in enumerate(legal, 1)]
    if not full and len(items) > LONG_LIST:
        hidden = len(items) - 20
        more = words.plain(text("cli.legal.more", count=hidden))
        items = [*items[:15], more, *items[-5:]]
    return words.plain(text("cli.legal.list", actions_code="  ".join(items)))


def enable_line_editing() -> None:
    """Arrow keys, line editing and history for ``input`` where the platform has readline."""
    with contextlib.suppress(ImportError):
        import readline  # noqa: F401  (importing it is what turns it on for input())


def default_record_path(game: Game, seed: int) -> Path:
    """``GAME-SEED.cardtable.json`` in the current folder, numbered if that name is taken."""
    path = Path(f"{game.name}-{seed}.cardtable.json")
    n = 2
    while path.exists():
        path = Path(f"{game.name}-{seed}-{n}.cardtable.json")
        n += 1
    return path


def save_record(
    state: State, meta: dict[str, Any], path: Path, ui: UI, words: Words | None = None
) -> bool:
    record = replace(state.record(), meta=meta)
    try:
        path.write_text(record.to_json() + "\n", encoding="utf-8")
    except OSError as exc:
        words = words if words is not None else Words()
        ui.error(words.plain(text(
            "cli.play.save_failed", path_code=str(path), reason=str(exc.strerror or exc)
        )))
        return False
    seat = meta.get("seat", 0)
    words = words if words is not None else Words()
    ui.text(words.plain(text(
        "cli.play.saved", path=str(path), quoted=shlex.quote(str(path)), seat=str(seat)
    )))
    return True
