"""A power-card Golf match (golf.md §2): deal (§0.6), peeks, turns (§2.0 state machine),
powers, Pablo multi-replace, Cabo matching, Cumbia claims and Cactus snaps (out-of-turn
windows), calls and final turns, the other hand ends (§0.8, §2.1, §2.4) and the match (§0.9).

Layouts are slot lists of card ints. What each player knows is kept per *card* (``known``: a
bitmask of players), so knowledge follows a card wherever it moves (§0.4) and a swap needs no
bookkeeping; ``seen0`` records who looked at a card at the start of the hand (replace_scope).
``seen0`` changes a few times a hand at most (a card looked at in the deal leaves its layout), so
it is an immutable ``bytes`` (a seat mask is below 2**8) replaced whole and shared by clones, as
are the finished ``hands`` (a tuple of tuples; docs/speed.md, "Fewer lists in a clone"). The
table ``places`` change rarely in most games but several times a playout in Cactus (snaps) and
Cabo (matches): a clone shares their lists, and whichever state changes them first while they
are shared copies them (``places.rows``), so each pays one copy, not a tuple per change.
For ``memory_mode=human`` (§0.4) ``recent`` holds, per player, the cards they observed at their
last action (shown until their next one) and ``public`` the cards whose identity everyone saw.
Legal-action lists are interned and cached on the game's config by position key (``legal``);
powers, matching and windows live in ``powers``, ``matching`` and ``windows``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.engine.action import Action
from cardtable.engine.chance import Chance
from cardtable.engine.state import State
from cardtable.games.golfp import actions as A
from cardtable.games.golfp import legal as L
from cardtable.games.golfp import matching, places, powers, windows
from cardtable.games.golfp.phases import (
    DISCARD_PILE,
    DISCARD_POWER,
    END_TURN,
    GIVE,
    HOLD,
    OVER,
    POWER2,
    SELECT,
    SETUP,
    START,
    STOCK,
    WAIT,
)
from cardtable.games.golfp.rules import (
    CALL_END_OF_TURN,
)

if TYPE_CHECKING:
    from cardtable.engine.scene import Text
    from cardtable.games.golfp.game import PowerGolfGame

REF: Final = A.REF
KIND: Final = A.KIND
PAIR: Final = A.PAIR


class PowerGolfState(State):
    """A power-Golf match in progress. Seats are numbered clockwise."""

    __slots__ = (
        "caller",
        "cfg",
        "dealer",
        "discard",
        "final_left",
        "giver",
        "hand_number",
        "hand_result",
        "hands",
        "held",
        "held_from",
        "holes",
        "known",
        "lays",
        "leader",
        "log",
        "log_base",
        "n",
        "penalties",
        "pending",
        "phase",
        "places",
        "places_shared",
        "public",
        "recent",
        "resume",
        "rng",
        "seen0",
        "sel",
        "sel_left",
        "setup_count",
        "setup_left",
        "spent",
        "stock",
        "totals",
        "turn",
        "turns",
        "window",
        "winners",
    )

    def __init__(
        self,
        game: PowerGolfGame,
        seed: int,
        deck: tuple[int, ...] | None,
        start: dict[str, Any] | None,
        blank: bool = False,
    ) -> None:
        if blank:
            # A copy in the making: _copy sets every field of this class, and State.clone every
            # field of the base class, so the base constructor's work would be thrown away.
            return
        super().__init__(game, seed, deck, start)
        cfg = game.config
        self.cfg = cfg
        self.n = cfg.n
        self.rng = Chance(seed)
        self.sel_left: list[Action] | None = None
        """The slots still open to nomination (a cache derived from ``sel``, see ``legal``)."""
        self.places_shared = False
        """``places`` may be another state's too (a clone's): copy it before changing it."""
        if start is not None:
            from cardtable.games.golfp.position import load_position

            load_position(self, start)
            return
        self.totals: tuple[int, ...] = (0,) * self.n
        self.hands: tuple[tuple[int, ...], ...] = ()
        self.hand_number = 1
        self.hand_result: dict[str, Any] | None = None
        self.winners: tuple[int, ...] = ()
        # golf.md §0.5: the first dealer is chosen at random.
        self.dealer = self.rng.below(self.n)
        self._deal(deck)

    # ------------------------------------------------------------------ dealing (§0.6)

    def _deal(self, deck: tuple[int, ...] | None) -> None:
        cfg = self.cfg
        n = self.n
        if deck is not None:
            cards = list(deck)
        else:
            cards = list(cfg.deck)
            self.rng.shuffle(cards)
        self.lays: list[list[int]] = [[] for _ in range(n)]
        first = (self.dealer + 1) % n
        for i in range(4 * n):
            self.lays[(first + i) % n].append(cards[i])
        self.places: list[list[int]] = places.fresh(self.lays)
        self.places_shared = False
        pos = 4 * n
        self.known = [0] * cfg.card_count
        seen0 = bytearray(cfg.card_count)
        self.discard: list[int] = []
        if cfg.rules.up_card:
            self.discard.append(cards[pos])
            self.known[cards[pos]] = cfg.all_players
            pos += 1
        self.stock = cards[pos:][::-1]  # top of the stock is the end of the list
        self.spent = 0
        # Fields a turn changes rarely are tuples, replaced whole: a clone shares them
        # (docs/speed.md, "Fewer lists in a clone").
        self.penalties: tuple[int, ...] = (0,) * n
        self.caller = -1
        self.final_left: tuple[int, ...] | None = None
        self.window = 0
        self.held = -1
        self.held_from = STOCK
        self.sel: tuple[int, ...] = ()
        self.pending: tuple[int, ...] = ()
        self.holes: tuple[int, ...] = ()
        self.giver = -1
        self.resume = -1
        self.turns = 0
        self.log: list[list[Any]] = []
        self.log_base = 0
        self.public = 0
        self.recent = [0] * n
        self.leader = first
        self.turn = first
        self.setup_count = 0
        if cfg.nearest_two:
            # §2.0: the two nearest cards are the bottom row of the 2 x 2 square, slots 3 and 4.
            for p in range(n):
                for s in (2, 3):
                    c = self.lays[p][s]
                    self.known[c] |= 1 << p
                    seen0[c] |= 1 << p
                    self.recent[p] |= 1 << c
            self.setup_left: tuple[int, ...] = ()
            self.phase = START
        else:
            self.setup_left = tuple((first + i) % n for i in range(n))
            self.phase = SETUP
        self.seen0 = bytes(seen0)

    # ------------------------------------------------------------------ the contract

    @property
    def actors(self) -> frozenset[int]:
        if self.phase == OVER:
            return frozenset()
        regular = self.regular_actor()
        mask = self.reacting() | (1 << regular if regular >= 0 else 0)
        return self.cfg.actor_sets[mask]

    def reacting(self) -> int:
        """The window's players who may act now: a window waits while a step of the turn
        holds slot references (a look-then-swap, nominations, a give), so no snap or claim
        moves a card under it; the player whose turn it is can always act."""
        return 0 if self.phase in (POWER2, SELECT, GIVE) else self.window

    def regular_actor(self) -> int:
        """The player whose turn step is pending (-1 when only a window is open)."""
        phase = self.phase
        if phase == SETUP:
            return self.setup_left[0]
        if phase == GIVE:
            return self.giver
        if phase >= WAIT:
            return -1
        return self.turn

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def _legal(self, player: int) -> list[Action]:
        return L.legal(self, player)

    def _explain_illegal(self, action: Action, player: int) -> Text:
        from cardtable.games.golfp.views import explain_illegal

        return explain_illegal(self, action, player)

    def _view(self, player: int) -> dict[str, Any]:
        from cardtable.games.golfp.views import build_view

        return build_view(self, player)

    # ------------------------------------------------------------------ applying

    def _apply(self, action: Action, player: int) -> None:
        kind, rest = divmod(action.code, KIND)
        # A card that goes to or comes from the discard pile is face up there, so its line
        # names it: everyone saw it, even once later discards bury it (human memory shows
        # only the top discard).
        if kind == A.K_REPLACE:
            line = f"{action.text} discarding {self.cfg.text[self.lays[player][rest]]}"
        elif kind == A.K_DISCARD:
            line = f"discard {self.cfg.text[self.held]}"
        elif kind == A.K_DRAW_DISCARD or kind == A.K_USE_DISCARD:
            line = f"{action.text} {self.cfg.text[self.discard[-1]]}"
        else:
            line = action.text
        self.log.append([player, line])
        if not (self.phase == SETUP and self.setup_count):
            # §0.4 human memory: what you saw is shown until you act; the two cards of the
            # initial peek are seen together, so the second peek keeps the first in sight.
            self.recent[player] = 0
        # The most frequent kinds first: nominations, then the draws and the discard.
        if kind == A.K_MATCH or kind == A.K_MULTI:
            self.sel = (*self.sel, rest if kind == A.K_MATCH else player * REF + rest)
            self.phase = SELECT
            left = self.sel_left
            if left is not None:
                self.sel_left = [a for a in left if a is not action]
        elif kind == A.K_PASS:
            self.window &= ~(1 << player)
            windows.end_if_closed(self)
        elif kind == A.K_SNAP:
            windows.snap(self, player, rest)
        elif kind == A.K_CLAIM:
            windows.claim(self, player, rest // REF, rest % REF)
        elif kind == A.K_DRAW_STOCK:
            # The top discard stays on top, and its window stays open (§2.3, §2.5).
            self._draw_stock(player)
        elif kind == A.K_DRAW_DISCARD:
            self.held = c = self.discard.pop()
            self.spent &= ~(1 << c)
            self.held_from = DISCARD_PILE
            self.phase = HOLD
            windows.uncovered(self)
        elif kind == A.K_USE_DISCARD:
            self.held = self.discard.pop()
            self.held_from = DISCARD_POWER
            self.phase = HOLD
            windows.uncovered(self)
        elif kind == A.K_CALL:
            self._call(player)
        elif kind == A.K_REPLACE:
            lay = self.lays[player]
            out = lay[rest]
            lay[rest] = self.held
            self.placed(player)
            self.to_pile(out, False)
            self.finish_turn(True)
        elif kind == A.K_DISCARD:
            self.to_pile(self.held, False)
            self.finish_turn(True)
        elif kind == A.K_PEEK:
            c = self.lays[rest // REF][rest % REF]
            self._see(player, c)
            if self.phase == SETUP:
                self._setup_peeked(c, player)
            else:
                self._finish_power()
        elif kind == A.K_SWAP2:
            self.exchange(rest // PAIR, rest % PAIR)
            self._finish_power()
        elif kind == A.K_SHUFFLE:
            powers.shuffle(self, rest // REF)
            self._finish_power()
        elif kind == A.K_LOOK:
            self._see(player, self.lays[rest // REF][rest % REF])
            self.pending = (rest,)
            self.phase = POWER2
        elif kind == A.K_LOOK2:
            a, b = divmod(rest, PAIR)
            self._see(player, self.lays[a // REF][a % REF])
            self._see(player, self.lays[b // REF][b % REF])
            self.pending = (a, b)
            self.phase = POWER2
        elif kind == A.K_SWAP_YES:
            self.exchange(self.pending[0], self.pending[1])
            self._finish_power()
        elif kind == A.K_GIVE:
            if self.phase == POWER2:
                self.exchange(player * REF + rest, self.pending[0])
                self._finish_power()
            else:
                matching.give(self, player, rest)
        elif kind == A.K_KEEP:
            if self.phase == POWER2:
                self._finish_power()
            else:
                self.holes = self.holes[1:]
                matching.next_hole(self)
        elif kind == A.K_REVEAL:
            if self.cfg.rules.multi_replace:
                matching.multi_replace(self, player)
            else:
                matching.match(self, player)
        elif kind == A.K_DONE:
            self._advance()
        else:  # pragma: no cover - every legal kind is handled above
            raise AssertionError(action)

    # ------------------------------------------------------------------ pieces of a turn

    def _setup_peeked(self, c: int, player: int) -> None:
        self.set_seen0(c, self.seen0[c] | 1 << player)
        self.setup_count += 1
        if self.setup_count == 2:
            self.setup_count = 0
            self.setup_left = self.setup_left[1:]
            if not self.setup_left:
                self.phase = START

    def _draw_stock(self, player: int) -> None:
        if not self.stock and not self._reshuffle():
            # §0.8 A-8: nothing to reshuffle: the hand ends as it stands.
            self.log.append([-1, "the stock and the discard pile are exhausted"])
            self.end_hand()
            return
        self.held = c = self.stock.pop()
        self.known[c] = 1 << player
        self.held_from = STOCK
        self.phase = HOLD

    def _reshuffle(self) -> bool:
        """R-STOCK (§0.8): every discard but the top becomes the new stock. False if none."""
        if not self.cfg.rules.reshuffle or len(self.discard) <= 1:
            return False
        cards = self.discard[:-1]
        self.discard = self.discard[-1:]
        self.rng.shuffle(cards)
        for c in cards:
            self.known[c] = 0
            self.spent &= ~(1 << c)
            self.public &= ~(1 << c)
        self.stock = cards
        self.log.append([-1, f"reshuffle: {len(cards)} discards become the stock"])
        return True

    def penalty_draw(self, player: int) -> None:
        """A penalty card goes face down, unseen, into the player's layout (§2.4, §2.5).
        Skipped when the stock is empty and cannot be refilled (A-41)."""
        if not self.stock and not self._reshuffle():
            self.log.append([player, "penalty draw skipped: no stock"])
            return
        c = self.stock.pop()
        self.known[c] = 0
        self.set_seen0(c, 0)
        self.public &= ~(1 << c)
        self.lays[player].append(c)
        places.appended(self, player)

    def set_seen0(self, c: int, who: int) -> None:
        """Card ``c``'s start-of-hand lookers become ``who`` (a new ``bytes``: see the module;
        none when nothing changes, the common case of a card nobody looked at)."""
        if self.seen0[c] == who:
            return
        seen0 = bytearray(self.seen0)
        seen0[c] = who
        self.seen0 = bytes(seen0)

    def _see(self, player: int, c: int) -> None:
        """``player`` looks at face-down card ``c`` (a peek, a look)."""
        self.known[c] |= 1 << player
        self.recent[player] |= 1 << c

    def reveal(self, c: int) -> None:
        """Everyone sees ``c`` (a failed match, claim, snap or multi-replace)."""
        self.known[c] = self.cfg.all_players
        self.public |= 1 << c

    def placed(self, player: int) -> None:
        """The held card went face down into a layout: its drawer knows it (§0.4); a card
        taken from the discard pile is public."""
        held = self.held
        self.set_seen0(held, 0)
        if self.held_from == STOCK:
            self.recent[player] |= 1 << held
        else:
            self.reveal(held)

    def to_pile(self, c: int, spent: bool) -> None:
        """``c`` goes face up on the discard pile; ``spent``: its power has been used (§2.5)."""
        self.discard.append(c)
        self.known[c] = self.cfg.all_players
        self.set_seen0(c, 0)
        if spent:
            self.spent |= 1 << c
        else:
            self.spent &= ~(1 << c)

    def exchange(self, a: int, b: int) -> None:
        """Swap the cards of two slot references (knowledge follows the cards)."""
        la, sa = self.lays[a // REF], a % REF
        lb, sb = self.lays[b // REF], b % REF
        la[sa], lb[sb] = lb[sb], la[sa]

    def _finish_power(self) -> None:
        self.to_pile(self.held, True)
        self.pending = ()
        self.finish_turn(True)

    def _call(self, player: int) -> None:
        n = self.n
        self.caller = player
        final = tuple((player + i) % n for i in range(1, n))
        self.final_left = (*final, player) if self.cfg.final_incl_caller else final
        if self.phase == END_TURN:
            self._advance()

    def finish_turn(self, discarded: bool) -> None:
        """The turn's actions are done: open a window after a discard, then the end-of-turn
        call (Pablo, Cactus, Dacz) or the next turn."""
        self.held = -1
        self.sel = ()
        self.sel_left = None
        self.turns += 1
        if discarded:
            windows.open_window(self)
        if self.cfg.rules.call_timing == CALL_END_OF_TURN and self.caller < 0:
            self.phase = END_TURN
            return
        self._advance()

    def _advance(self) -> None:
        """The next turn, or the end of the hand (final turns over, §2.1/§2.4 ends, turn cap);
        an open window is left to close first (WAIT)."""
        cfg = self.cfg
        r = cfg.rules
        final = self.final_left
        if (
            (final is not None and not final)
            or (r.ends_on_stock_out and not self.stock)
            or (r.ends_on_empty_layout and not all(self.lays))
            or self.turns >= cfg.max_turns
        ):
            if self.window:
                self.phase = WAIT
            else:
                self.end_hand()
            return
        if final is not None:
            self.turn = final[0]
            self.final_left = final[1:]
        else:
            self.turn = (self.turn + 1) % self.n
        self.phase = START

    # ------------------------------------------------------------------ end of hand, match

    def layout_values(self) -> list[int]:
        value = self.cfg.value
        return [sum(value[c] for c in lay) for lay in self.lays]

    def end_hand(self) -> None:
        from cardtable.games.golfp.scoring import finish_hand

        finish_hand(self)

    # ------------------------------------------------------------------ copying, equality

    def _copy(self) -> PowerGolfState:
        """Every field by name (mypyc compiles this; reflection over ``__slots__`` would not
        work there). Lists are copied, the ``Chance`` stream is copied at its position, and
        every other field is immutable or replaced whole, never changed in place."""
        other = PowerGolfState(self.game, 0, None, None, blank=True)  # type: ignore[arg-type]
        other.caller = self.caller
        other.cfg = self.cfg
        other.dealer = self.dealer
        other.discard = self.discard.copy()
        other.final_left = self.final_left
        other.giver = self.giver
        other.hand_number = self.hand_number
        other.hand_result = self.hand_result
        other.hands = self.hands
        other.held = self.held
        other.held_from = self.held_from
        other.holes = self.holes
        other.known = self.known.copy()
        other.lays = [x.copy() for x in self.lays]
        other.leader = self.leader
        other.log = self.log.copy()
        other.log_base = self.log_base
        other.n = self.n
        other.penalties = self.penalties
        other.pending = self.pending
        other.phase = self.phase
        # Shared, copied by whichever of the two changes it first (places.rows).
        other.places = self.places
        other.places_shared = self.places_shared = True
        other.public = self.public
        other.recent = self.recent.copy()
        other.resume = self.resume
        other.rng = self.rng.copy()
        other.seen0 = self.seen0
        other.sel = self.sel
        other.sel_left = self.sel_left  # replaced whole, never changed (legal._select)
        other.setup_count = self.setup_count
        other.setup_left = self.setup_left
        other.spent = self.spent
        other.stock = self.stock.copy()
        other.totals = self.totals
        other.turn = self.turn
        other.turns = self.turns
        other.window = self.window
        other.winners = self.winners
        return other

    def _key(self) -> tuple[Any, ...]:
        """Every field for equality (the Chance stream compares by its position); not ``cfg``,
        ``sel_left`` and ``places_shared``: derived, caches or bookkeeping of copies."""
        return (
            self.caller,
            self.dealer,
            self.discard,
            self.final_left,
            self.giver,
            self.hand_number,
            self.hand_result,
            self.hands,
            self.held,
            self.held_from,
            self.holes,
            self.known,
            self.lays,
            self.leader,
            self.log,
            self.log_base,
            self.n,
            self.penalties,
            self.pending,
            self.phase,
            self.places,
            self.public,
            self.recent,
            self.resume,
            self.rng,
            self.seen0,
            self.sel,
            self.setup_count,
            self.setup_left,
            self.spent,
            self.stock,
            self.totals,
            self.turn,
            self.turns,
            self.window,
            self.winners,
        )
