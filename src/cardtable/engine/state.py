"""The State base class: what every game's state offers, and the checks around ``apply``."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from cardtable.cards import card_text
from cardtable.engine.action import Action
from cardtable.engine.chance import Chance
from cardtable.engine.errors import IllegalAction, InvalidSeat, quote
from cardtable.engine.record import Record, result_of

if TYPE_CHECKING:
    from cardtable.engine.game import Game


class State(ABC):
    """One match in progress (or over). Games subclass it and implement the abstract methods.

    The base class keeps the record (seed, deck, start position, actions) and turns every
    ``apply`` into: find the player, parse the text, check legality, then let the game change the
    state. A refused action raises ``IllegalAction`` before anything changes.
    """

    __slots__ = (
        "_cached_legal", "_cached_player", "_deck", "_players", "_seed", "_start", "game", "history"
    )

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
        self._players = game.players
        # None, not a number: "no cached list" must never look like a seat (-1 once did, and
        # legal_actions(-1) then returned the last mover's list).
        self._cached_player: int | None = None
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
    def _view(self, player: int) -> dict[str, Any]:
        """What ``player`` (a seat, already checked) may know, as JSON-able data, built fresh:
        the caller may change it, so it shares no list or dict with the state."""

    def _copy(self) -> State:
        """A copy of the game-specific fields (the base fields are copied by ``clone``).

        The default copies every slot of the game's class: lists one level deep, the state's
        ``Chance`` stream at its position, everything else shared (so those fields must be
        immutable or replaced, never changed in place). A game with deeper mutable fields
        extends this.
        """
        cls = type(self)
        other = object.__new__(cls)
        for name in cls.__slots__:
            value = getattr(self, name)
            kind = type(value)
            if kind is list:
                value = list(value)
            elif kind is Chance:
                value = value.copy()
            setattr(other, name, value)
        return other

    def _key(self) -> tuple[Any, ...]:
        """Every game-specific field, for equality (clone and replay are tested against it)."""
        return tuple(getattr(self, name) for name in type(self).__slots__)

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

        The list is cached until the next ``apply``; callers must not change it. A player that
        is not a seat (see ``InvalidSeat``) raises ``InvalidSeat``, an ``IllegalAction``.
        """
        if player is None:
            player = self.current_player
            if player is None:
                return []
        elif type(player) is not int:
            raise InvalidSeat(player, self._players)
        # The range is checked on a cache miss only: the cached player is a seat, and an int
        # equal to it is that seat.
        if player != self._cached_player:
            if not 0 <= player < self._players:
                raise InvalidSeat(player, self._players)
            self._cached_legal = self._legal(player)
            self._cached_player = player
        return self._cached_legal

    def apply(self, action: Action | str, player: int | None = None) -> None:
        """Apply an action (or its text) for ``player`` (default: the only actor).

        Raises ``IllegalAction`` and changes nothing if the player is not a seat, the action is
        not an ``Action`` or a text, is malformed, or is not legal. Every check comes before
        any change: the game's ``_apply`` runs only on an action from the legal list, and the
        history records it only once ``_apply`` has returned.
        """
        if player is None:
            player = self.current_player
            if player is None:
                raise self._no_single_actor(action)
        elif type(player) is not int:
            raise InvalidSeat(player, self._players, _tried_text(action))
        # This is the engine's hot path: the legal list is usually cached by the caller's
        # legal_actions() call (so the seat's range was checked then), and an interned Action
        # from it passes the identity test of `index` at once.
        if player != self._cached_player:
            if not 0 <= player < self._players:
                raise InvalidSeat(player, self._players, _tried_text(action))
            self._cached_legal = self._legal(player)
            self._cached_player = player
        legal = self._cached_legal
        chosen: Action
        if type(action) is Action:
            chosen = action
        elif isinstance(action, str):
            chosen = self.game.parse_action(action, legal)
        else:
            raise _not_an_action(action)
        try:
            # The game's own interned object, never the caller's: games test actions by
            # identity (`action is PASS`), and an equal Action from a pickle or another game
            # must not take another branch.
            chosen = legal[legal.index(chosen)]
        except ValueError:
            raise self._refusal(chosen, player, legal) from None
        except Exception:  # an Action whose fields cannot even be compared
            raise _not_an_action(action) from None
        self._apply(chosen, player)
        self.history.append((player, chosen))
        self._cached_player = None

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may know, as JSON-able data: the caller's own copy to keep or change.

        A player that is not a seat raises ``InvalidSeat`` (a ``ValueError``).
        """
        if type(player) is not int or not 0 <= player < self._players:
            raise InvalidSeat(player, self._players)
        return self._view(player)

    def _no_single_actor(self, action: object) -> IllegalAction:
        tried = _tried_text(action)
        if self.is_terminal:
            return IllegalAction(tried, "the match is over")
        who = ", ".join(str(p) for p in sorted(self.actors))
        return IllegalAction(tried, f"several players may act now ({who}); say which one")

    def _refusal(self, action: Action, player: int, legal: list[Action]) -> IllegalAction:
        if type(action.text) is not str or type(action.code) is not int:
            return _not_an_action(action)
        if player not in self.actors:
            reason = (
                "the match is over"
                if self.is_terminal
                else f"it is not player {player}'s turn ({self._actors_text()} to act)"
            )
            return IllegalAction(action.text, reason)
        try:
            consistent = self.game.parse_action(action.text, legal) == action
        except IllegalAction:
            consistent = False
        if not consistent:
            # An Action whose code and text do not belong together (made by hand, or taken
            # from another game): its text is not trusted to explain anything.
            return IllegalAction(
                action.text,
                f"{quote(action)} with code {quote(action.code)} is not an action of "
                f"{self.game.name}; "
                "pass an Action from legal_actions() or the action's text",
                [a.text for a in legal],
            )
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
        other._players = self._players
        other._cached_player = None
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
            result=result_of(self),
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


def _tried_text(action: object) -> str:
    """What an error message quotes as the action tried."""
    if type(action) is str:
        return action
    if type(action) is Action and type(action.text) is str:
        return action.text
    return quote(action)


def _not_an_action(action: object) -> IllegalAction:
    return IllegalAction(
        _tried_text(action),
        f"an action is an Action from legal_actions() or its text, not {type(action).__name__} "
        f"{quote(action)}",
    )
