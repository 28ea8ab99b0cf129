"""The State base class: what every game's state offers, and the checks around ``apply``."""

from __future__ import annotations

from abc import abstractmethod
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from cardtable.cards import card_text
from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalAction, InvalidSeat, quote
from cardtable.engine.record import Record, result_of
from cardtable.engine.scene import Text

if TYPE_CHECKING:
    from cardtable.engine.game import Game


# Games written outside this package (and the tests' toy game) subclass State in plain Python.
# Not an ``abc.ABC``: a compiled class with a Python base gets ``__dict__`` and ``__weakref__``
# slots, and mypyc (on Python 3.11) frees the weak reference list as if it owned it, so a weak
# reference to a dead state or game (Hypothesis keeps them) crashed the garbage collector
# (docs/speed.md). mypy still refuses to instantiate a subclass with abstract methods left.
@mypyc_attr(allow_interpreted_subclasses=True)
class State:
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
        # The first deal as card ids; the record writes them as texts (which say which copy is
        # which) when it is asked for, since a search builds many states never recorded.
        self._deck = tuple(deck) if deck is not None else None
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

    def _explain_illegal(self, action: Action, player: int) -> str | Text:
        """Why a well-formed action is not legal for ``player`` now, as a message id with
        arguments (docs/i18n.md). Games refine this."""
        return Text("errors.illegal.not_legal_now")

    # ----------------------------------------------------------------- the contract

    @property
    def current_player(self) -> int | None:
        """The one player to act, or None when several may act or the match is over."""
        actors = self.actors
        if len(actors) == 1:
            for p in actors:
                return p
        return None

    def legal_actions(self, player: object = None) -> list[Action]:
        """The legal actions of ``player`` (default: the current player), sorted.

        The list is cached until the next ``apply``; callers must not change it. A player that
        is not a seat (see ``InvalidSeat``) raises ``InvalidSeat``, an ``IllegalAction``.
        """
        # ``player`` is typed ``object`` and narrowed here: a compiled function checks its
        # arguments' types on entry, which would refuse a float or a string with mypyc's
        # TypeError before this check could refuse it with InvalidSeat (docs/speed.md).
        seat: int
        if player is None:
            current = self.current_player
            if current is None:
                return []
            seat = current
        elif type(player) is int:
            seat = player
        else:
            raise InvalidSeat(player, self._players)
        # The range is checked on a cache miss only: the cached player is a seat, and an int
        # equal to it is that seat.
        if seat != self._cached_player:
            if not 0 <= seat < self._players:
                raise InvalidSeat(seat, self._players)
            self._cached_legal = self._legal(seat)
            self._cached_player = seat
        return self._cached_legal

    def apply(self, action: object, player: object = None) -> None:
        """Apply an action (an ``Action`` or its text) for ``player`` (default: the only actor).

        Raises ``IllegalAction`` and changes nothing if the player is not a seat, the action is
        not an ``Action`` or a text, is malformed, or is not legal. Every check comes before
        any change: the game's ``_apply`` runs only on an action from the legal list, and the
        history records it only once ``_apply`` has returned. Both parameters are typed
        ``object`` so that garbage reaches these checks in the compiled build too.
        """
        seat: int
        if player is None:
            current = self.current_player
            if current is None:
                raise self._no_single_actor(action)
            seat = current
        elif type(player) is int:
            seat = player
        else:
            raise InvalidSeat(player, self._players, _tried_text(action))
        # This is the engine's hot path: the legal list is usually cached by the caller's
        # legal_actions() call (so the seat's range was checked then), and an interned Action
        # from it passes the identity test of `index` at once.
        if seat != self._cached_player:
            if not 0 <= seat < self._players:
                raise InvalidSeat(seat, self._players, _tried_text(action))
            self._cached_legal = self._legal(seat)
            self._cached_player = seat
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
            raise self._refusal(chosen, seat, legal) from None
        except Exception:  # an Action whose fields cannot even be compared
            raise _not_an_action(action) from None
        self._apply(chosen, seat)
        self.history.append((seat, chosen))
        self._cached_player = None

    def view(self, player: object) -> dict[str, Any]:
        """What ``player`` may know, as JSON-able data: the caller's own copy to keep or change.

        A player that is not a seat raises ``InvalidSeat`` (a ``ValueError``).
        """
        if type(player) is not int:
            raise InvalidSeat(player, self._players)
        seat: int = player
        if not 0 <= seat < self._players:
            raise InvalidSeat(seat, self._players)
        return self._view(seat)

    def _no_single_actor(self, action: object) -> IllegalAction:
        tried = _tried_text(action)
        if self.is_terminal:
            return IllegalAction(tried, Text("errors.illegal.match_over"))
        who = ", ".join(str(p) for p in sorted(self.actors))
        return IllegalAction(tried, Text("errors.illegal.say_who", {"seats": who}))

    def _refusal(self, action: Action, player: int, legal: list[Action]) -> IllegalAction:
        if not _well_formed(action):
            return _not_an_action(action)
        if player not in self.actors:
            actors = sorted(self.actors)
            reason = (
                Text("errors.illegal.match_over")
                if self.is_terminal
                else Text("errors.illegal.not_your_turn", {
                    "seat": player, "actors": ", ".join(str(p) for p in actors),
                    "count": len(actors),
                })
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
                Text("errors.illegal.foreign_action", {
                    "action": quote(action), "code": quote(action.code), "game": self.game.name,
                }),
                [a.text for a in legal],
            )
        return IllegalAction(
            action.text, self._explain_illegal(action, player), [a.text for a in legal]
        )

    def clone(self) -> State:
        other = self._copy()
        other.game = self.game
        other._seed = self._seed
        other._deck = self._deck
        other._start = self._start
        other.history = self.history.copy()
        other._players = self._players
        other._cached_player = None
        other._cached_legal = []
        return other

    def at_start(self) -> State:
        """A new state where this one began (the same seed, first deal and start position),
        with no action applied: applying ``history`` to it again reaches this state. The
        search's inference replays a sampled world's hand this way."""
        return self.game._new_state(
            self._seed if self._seed is not None else 0, self._deck, self._start
        )

    def record(self) -> Record:
        """Options, chance and every action: ``cardtable.replay`` rebuilds this state exactly."""
        return Record(
            game=self.game.name,
            options=self.game.options_for_record(),
            seed=self._seed,
            deck=tuple(card_text(c) for c in self._deck) if self._deck is not None else None,
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


def _well_formed(action: Action) -> bool:
    """Whether an Action holds an int code and a str text. One made by hand may hold anything
    (``Action(None, None)``): its fields are read through ``Any``, since the compiled build
    would refuse a field of the wrong type with a TypeError."""
    fields: Any = action
    return type(fields.code) is int and type(fields.text) is str


def _tried_text(action: object) -> str:
    """What an error message quotes as the action tried."""
    if type(action) is str:
        return action
    if type(action) is Action and _well_formed(action):
        return action.text
    return quote(action)


def _not_an_action(action: object) -> IllegalAction:
    return IllegalAction(
        _tried_text(action),
        Text("errors.illegal.not_an_action", {
            "type": type(action).__name__, "value": quote(action),
        }),
    )
