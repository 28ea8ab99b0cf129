"""The State base class: what every game's state offers, and the checks around ``apply``."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from cardtable.cards import card_text
from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalAction
from cardtable.engine.record import Record

if TYPE_CHECKING:
    from cardtable.engine.game import Game


# Games written outside this package (and the tests' toy game) subclass State in plain Python.
@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC):
    """One match in progress (or over). Games subclass it and implement the abstract methods.

    The base class keeps the record (seed, deck, start position, actions) and turns every
    ``apply`` into: find the player, parse the text, check legality, then let the game change the
    state. A refused action raises ``IllegalAction`` before anything changes.
    """

    __slots__ = ("_cached_legal", "_cached_player", "_deck", "_seed", "_start", "game", "history")

    def __init__(
        self,
        game: Game,
        seed: int | None,
        deck: tuple[int, ...] | None = None,
        start: dict[str, Any] | None = None,
    ) -> None:
        self.game = game
        self._seed = seed
        # The record keeps the first deal as card texts, which say which copy is which.
        self._deck = tuple(card_text(c) for c in deck) if deck is not None else None
        self._start = start
        self.history: list[tuple[int, Action]] = []
        self._cached_player = -1
        self._cached_legal: list[Action] = []

    # ----------------------------------------------------------------- game-specific parts

    @property
    @abstractmethod
    def actors(self) -> frozenset[int]:
        """Everyone who may act now (usually one player); empty once the match is over."""

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """The match is over."""

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Running match totals per player (a team's total for each of its members)."""

    # Every game's state keeps these two (as slots of its own):
    winners: tuple[int, ...]
    """The players who won the match (all members of a winning team); empty until it ends."""
    hand_number: int
    """The hand in progress (or the last one, once the match is over), counted from 1."""

    @abstractmethod
    def _legal(self, player: int) -> list[Action]:
        """Sorted legal actions of ``player`` (empty if not an actor)."""

    @abstractmethod
    def _apply(self, action: Action, player: int) -> None:
        """Carry out an action already known to be legal."""

    @abstractmethod
    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may know, as JSON-able data."""

    @abstractmethod
    def _copy(self) -> State:
        """A copy of the game-specific fields (the base fields are copied by ``clone``).

        Each game names its fields one by one: lists copied as deep as they are changed in
        place, the state's ``Chance`` stream copied at its position, everything else shared (so
        those fields must be immutable or replaced, never changed in place). No reflection over
        ``__slots__``: a class compiled with mypyc reports none, so such a copy would be empty
        and every clone would compare equal (docs/speed.md).
        """

    @abstractmethod
    def _key(self) -> tuple[Any, ...]:
        """Every game-specific field, for equality (clone and replay are tested against it)."""

    def _explain_illegal(self, action: Action, player: int) -> str:
        """Why a well-formed action is not legal for ``player`` now. Games refine this."""
        return "it is not one of your legal actions now"

    # ----------------------------------------------------------------- the contract

    @property
    def current_player(self) -> int | None:
        """The one player to act, or None when several may act or the match is over."""
        actors = self.actors
        if len(actors) == 1:
            for p in actors:
                return p
        return None

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """The legal actions of ``player`` (default: the current player), sorted.

        The list is cached until the next ``apply``; callers must not change it.
        """
        if player is None:
            player = self.current_player
            if player is None:
                return []
        if player != self._cached_player:
            self._cached_legal = self._legal(player)
            self._cached_player = player
        return self._cached_legal

    def apply(self, action: Action | str, player: int | None = None) -> None:
        """Apply an action (or its text) for ``player`` (default: the only actor).

        Raises ``IllegalAction`` and changes nothing if the action is malformed or not legal.
        """
        if player is None:
            player = self.current_player
            if player is None:
                raise self._no_single_actor(action)
        # This is the engine's hot path: the legal list is usually cached by the caller's
        # legal_actions() call, and an interned Action from it passes the identity test of `in`.
        if player != self._cached_player:
            self._cached_legal = self._legal(player)
            self._cached_player = player
        legal = self._cached_legal
        # isinstance, not typing.cast: cast is a Python-level call on every step.
        chosen = self.game.parse_action(action, legal) if isinstance(action, str) else action
        if chosen not in legal:
            raise self._refusal(chosen, player, legal)
        self.history.append((player, chosen))
        self._cached_player = -1
        self._apply(chosen, player)

    def _no_single_actor(self, action: Action | str) -> IllegalAction:
        tried = action if isinstance(action, str) else action.text
        if self.is_terminal:
            return IllegalAction(tried, "the match is over")
        who = ", ".join(str(p) for p in sorted(self.actors))
        return IllegalAction(tried, f"several players may act now ({who}); say which one")

    def _refusal(self, action: Action, player: int, legal: list[Action]) -> IllegalAction:
        if player not in self.actors:
            reason = (
                "the match is over"
                if self.is_terminal
                else f"it is not player {player}'s turn ({self._actors_text()} to act)"
            )
            return IllegalAction(action.text, reason)
        return IllegalAction(
            action.text, self._explain_illegal(action, player), [a.text for a in legal]
        )

    def _actors_text(self) -> str:
        actors = sorted(self.actors)
        return "player " + " or ".join(str(p) for p in actors) if actors else "nobody"

    def clone(self) -> State:
        other = self._copy()
        other.game = self.game
        other._seed = self._seed
        other._deck = self._deck
        other._start = self._start
        other.history = list(self.history)
        other._cached_player = -1
        other._cached_legal = []
        return other

    def record(self) -> Record:
        """Options, chance and every action: ``cardtable.replay`` rebuilds this state exactly."""
        return Record(
            game=self.game.name,
            options=self.game.options_for_record(),
            seed=self._seed,
            deck=self._deck,
            start=self._start,
            actions=tuple((p, a.text) for p, a in self.history),
        )

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, State)
        return (
            self.game.name == other.game.name
            and self.game.options == other.game.options
            and self.history == other.history
            and self._key() == other._key()
        )

    __hash__ = None  # type: ignore[assignment]  # states are mutable
