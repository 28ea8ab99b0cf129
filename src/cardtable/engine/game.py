"""The Game base class and the registry of games."""

from __future__ import annotations

import secrets
from abc import abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from random import Random
from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from cardtable.cards import CardNotationError, face_of, parse_face
from cardtable.engine.action import MAX_ACTION_TEXT, Action
from cardtable.engine.errors import (
    IllegalAction,
    InvalidDeck,
    InvalidOptions,
    RecordError,
    UnknownGame,
    quote,
)
from cardtable.engine.options import Options, OptionSpec, format_value, resolve_options
from cardtable.engine.record import SEED_RANGE, Record, result_of
from cardtable.engine.scene import Scene, Text
from cardtable.engine.state import State


# Games written outside this package (and the tests' toy game) subclass Game in plain Python.
# Not an ``abc.ABC``: a compiled class with a Python base gets ``__dict__`` and ``__weakref__``
# slots, and mypyc (on Python 3.11) frees the weak reference list as if it owned it, so a weak
# reference to a dead state or game (Hypothesis keeps them) crashed the garbage collector
# (docs/speed.md). mypy still refuses to instantiate a subclass with abstract methods left.
@mypyc_attr(allow_interpreted_subclasses=True)
class Game:
    """A game with its options fixed. Subclasses describe the game and build its states."""

    name: ClassVar[str]
    title: ClassVar[str]
    summary: ClassVar[str]
    option_specs: ClassVar[tuple[OptionSpec, ...]]
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {}
    preset_docs: ClassVar[Mapping[str, str]] = {}
    single_hand_ignores: ClassVar[tuple[str, ...]] = ()
    """Options that do nothing in a single-hand match (``single_hand=on``): the match's length
    and tie rules. They are accepted and validated as usual, kept in records, and ignored;
    every game does the same (docs/engine.md, "Options")."""
    deal_order: ClassVar[str]
    """How the cards of ``new_state(deck=...)`` are dealt, for people writing test decks."""

    def __init__(self, options: Options) -> None:
        self.options = options
        self.check_options(options)

    @classmethod
    def from_options(cls, preset: object = None, **given: Any) -> Game:
        return cls(resolve_options(cls.option_specs, given, cls.presets, preset))

    def check_options(self, options: Options) -> None:  # an optional hook
        """Refuse combinations of options that make no sense (raise ``InvalidOptions``)."""

    def options_for_record(self) -> dict[str, Any]:
        return self.options.as_dict()

    # ----------------------------------------------------------------- game-specific parts

    @property
    @abstractmethod
    def players(self) -> int:
        """Number of players."""

    @property
    def teams(self) -> tuple[tuple[int, ...], ...] | None:
        """Fixed partnerships, if the game has them."""
        return None

    @abstractmethod
    def deck(self) -> tuple[int, ...]:
        """All cards of the game's deck, in a fixed order."""

    @abstractmethod
    def _new_state(
        self,
        seed: int,
        deck: tuple[int, ...] | None,
        start: dict[str, Any] | None,
    ) -> State:
        """A state at the start of a match (or at ``start``), first deal from ``deck`` if given."""

    @abstractmethod
    def _parse_action(self, text: str, legal: Sequence[Action] = ()) -> Action:
        """The action a text (a ``str`` of at most ``MAX_ACTION_TEXT`` characters) names.
        Raises ``IllegalAction`` if the text is not an action."""

    @abstractmethod
    def sample_state(self, view: Mapping[str, Any], rng: Random) -> State:
        """A full state consistent with everything the viewer of ``view`` knows."""

    def neighbour_state(self, view: Mapping[str, Any], world: State, rng: Random) -> State | None:
        """A state like ``world`` (drawn by ``sample_state`` from ``view``) with a small change
        to the hidden cards, still consistent with ``view``: a step of a search's chain of
        worlds (``cardtable.bots.search``, ``SearchSettings.exchanges``). None when the step
        drawn is not possible, or the game offers none (then the search draws afresh)."""
        return None

    def default_of(self, name: str) -> object:
        """The value option ``name`` takes at a table that does not set it, the other options
        being as they are here: its spec's default, unless a game's defaults depend on another
        option (All Fours' target follows its ruleset)."""
        for spec in self.option_specs:
            if spec.name == name:
                return spec.default
        raise KeyError(name)

    def rules_paragraphs(self) -> Sequence[Text]:
        """The rules in force with these options, as paragraphs (message ids with arguments) to
        be said in any language. ``rules_text`` adds the options, presets and notation."""
        raise NotImplementedError(f"{self.title} does not state its rules as paragraphs")

    def rules_text(self, language: str = "en") -> str:
        """A readable summary of the rules in force with these options, in ``language``
        (``en``, ``fa`` or ``fr``; docs/i18n.md)."""
        from cardtable.i18n import messages
        from cardtable.i18n.rules import rules_text

        return rules_text(self, messages(language))

    @abstractmethod
    def describe_view(self, view: Mapping[str, Any]) -> str:
        """A view as text for a person at a terminal."""

    def scene(self, view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
        """The table as the viewer of ``view`` sees it (docs/scene.md).

        Built from the view and the viewer's legal action texts only, never from a state, so it
        cannot show what the viewer may not know. Each family provides it in its ``scene.py``.
        """
        raise NotImplementedError(f"{self.title} has no table scene yet")

    notation_help: ClassVar[str] = ""

    def action_text_for(self, action: Action, actor: int, viewer: int) -> str:
        """How ``action`` by ``actor`` looks to ``viewer``: hidden cards left out.

        Front ends print other players' moves with this, never with ``action.text``, which may
        name a card played face down.
        """
        return action.text

    def parse_action(self, text: object, legal: Sequence[Action] = ()) -> Action:
        """The action a text names (case, spacing and synonyms forgiven).

        Raises ``IllegalAction`` if the text is not an action: not a ``str``, longer than
        ``MAX_ACTION_TEXT`` characters, or not in the game's notation. (``text`` is typed
        ``object``, as are the other untrusted parameters of the public entry points, so that
        the compiled build refuses garbage here rather than with mypyc's ``TypeError``.)
        """
        if not isinstance(text, str):
            raise IllegalAction(
                quote(text), Text("errors.illegal.not_text", {"type": type(text).__name__})
            )
        if len(text) > MAX_ACTION_TEXT:
            raise IllegalAction(text, Text("errors.illegal.too_long", {
                "limit": MAX_ACTION_TEXT, "length": len(text),
            }))
        return self._parse_action(str.__str__(text), legal)

    def invariant_violations(self, state: State) -> list[str]:
        """Broken score invariants of this game in ``state`` (the conformance suite asks)."""
        return []

    # ----------------------------------------------------------------- the contract

    def new_state(self, seed: object = None, deck: object = None) -> State:
        """A new match. Same seed, same deals; ``deck`` fixes the first deal (see ``deal_order``).

        Without a seed, one is drawn and kept in the record, so the match still replays exactly.
        A seed is a whole number in ``SEED_RANGE``; anything else raises ``InvalidOptions``.
        """
        number: int
        if seed is None:
            number = 0 if deck is not None else secrets.randbits(48)
        elif type(seed) is int and seed in SEED_RANGE:
            number = seed
        else:
            raise InvalidOptions("seed", seed, Text("errors.options.seed"))
        cards = self.arrange_deck(deck) if deck is not None else None
        return self._new_state(number, cards, None)

    def arrange_deck(self, deck: object) -> tuple[int, ...]:
        """The cards of ``deck`` (texts or faces) as this game's cards, checked to be its deck."""
        if isinstance(deck, str | bytes) or not isinstance(deck, Iterable):
            raise InvalidDeck(f"deck= is a list of cards (texts such as 'JH'), not {quote(deck)}")
        size = len(self.deck())
        faces: list[int] = []
        for item in deck:
            if len(faces) > size:
                break  # too many cards: refused below without reading the rest
            if isinstance(item, str) and len(item) <= 8:
                try:
                    faces.append(parse_face(item))
                except CardNotationError as exc:
                    raise InvalidDeck(str(exc)) from None
            elif type(item) is int and item >= 0:
                faces.append(face_of(item))
            else:
                raise InvalidDeck(f"deck= holds card texts such as 'JH' or card numbers, not "
                                  f"{quote(item)}")
        pool: dict[int, list[int]] = {}
        for card in self.deck():
            pool.setdefault(face_of(card), []).append(card)
        want = sorted(face_of(c) for c in self.deck())
        if sorted(faces) != want:
            raise InvalidDeck(
                f"deck= must hold each card of this game's {len(want)}-card deck exactly as often "
                f"as the deck has it; got {len(faces)} cards that do not match"
            )
        # Copies of a face are given out in order of appearance, so the texts replay exactly.
        return tuple(pool[f].pop(0) for f in faces)

    def replay(self, record: Record) -> State:
        """The state ``record`` describes (its game and options are this game's, and it passed
        ``Record.check``: ``Registry.replay`` is the entry point for untrusted records).

        Raises ``RecordError`` if the record cannot be replayed or does not replay to the
        result it recorded.
        """
        try:
            deck = self.arrange_deck(record.deck) if record.deck is not None else None
        except InvalidDeck as exc:
            raise RecordError(f"the record's deck is not {self.title}'s: {exc}") from None
        seed = record.seed if record.seed is not None else 0
        # A start position is game data read from a file: one that does not fit the game must
        # be refused, whatever Python error its reader runs into. Without a start, an error
        # other than IllegalAction is an engine bug and is left to surface as such.
        trusted: tuple[type[Exception], ...] = (
            (IllegalAction,) if record.start is None else (Exception,)
        )
        try:
            state = self._new_state(seed, deck, record.start)
        except Exception as exc:
            if record.start is None:
                raise
            raise RecordError(
                f"the record's start position does not fit {self.title}: "
                f"{type(exc).__name__}: {quote(str(exc))}"
            ) from None
        for step, (player, text) in enumerate(record.actions, start=1):
            try:
                state.apply(text, player)
            except trusted as exc:
                raise RecordError(
                    f"action {step} of the record (counting from 1) cannot be replayed: "
                    + (str(exc) if isinstance(exc, IllegalAction) else
                       f"{type(exc).__name__}: {quote(str(exc))}")
                ) from None
        if record.result is not None and result_of(state) != record.result:
            got = result_of(state)
            diff = next(k for k in got if got[k] != record.result[k])
            raise RecordError(
                "replaying this record does not give the result saved with it ("
                f"{diff} {got[diff]!r}, saved {record.result[diff]!r}): it was changed after it "
                "was saved, or saved by a cardtable that plays these rules differently"
            )
        return state

    def option_table(self) -> list[tuple[str, str, str, str]]:
        """(name, allowed values, value in force, effect) for each option."""
        return [
            (s.name, s.allowed_text(), format_value(self.options[s.name]), s.effect)
            for s in self.option_specs
        ]

    def __repr__(self) -> str:
        return f"<{self.title} {self.options!r}>"


class Registry:
    """Registered games by name. The ``cardtable`` package holds the one registry it exports."""

    def __init__(self) -> None:
        self._games: dict[str, type[Game]] = {}

    def register(self, game: type[Game]) -> type[Game]:
        if game.name in self._games and self._games[game.name] is not game:
            raise ValueError(f"a game called {game.name!r} is already registered")
        self._games[game.name] = game
        return game

    def names(self) -> list[str]:
        return sorted(self._games)

    def get(self, name: object) -> type[Game]:
        found = self._games.get(name) if isinstance(name, str) else None
        if found is None:
            raise UnknownGame(name, self.names())
        return found

    def load(self, name: object, preset: object = None, **options: Any) -> Game:
        return self.get(name).from_options(preset, **options)

    def replay(self, record: object) -> State:
        """The state a record describes. Raises ``RecordError`` saying what is wrong with it."""
        if not isinstance(record, Record):
            raise RecordError(f"a record is a Record, not {type(record).__name__}")
        record.check()
        record.check_digest()
        try:
            game = self.load(record.game, **record.options)
        except (UnknownGame, InvalidOptions) as exc:
            raise RecordError(f"this record cannot be replayed: {exc}") from None
        return game.replay(record)
