"""The 56 match: deal (fiftysix.md §3, §5), auction (§4), play (§6), cot and payment (§7).

Each hand is two bitmasks over faces, one per copy of the pack (``hands_a``: copy 0,
``hands_b``: copy 1), each below 2**53 so that compiled code keeps it in a machine word (the
106-bit mask over card numbers, ``hands``, is built only when asked for); legal lists come
from interned ``Action`` tuples; the winner of the trick in progress is kept up to date card by
card. The state deals the next hand itself once a hand is paid, so a match is one continuous
sequence of player actions, until a team cannot pay (§7.3).

Seats are numbered counter-clockwise; ``step`` is +1 when play goes counter-clockwise (the
default) and -1 when it goes clockwise, so "the next player" is always ``(p + step) % n``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, cast

from cardtable.cards import card_text, cards_in
from cardtable.engine.action import Action
from cardtable.engine.chance import Chance
from cardtable.engine.errors import IllegalAction
from cardtable.engine.replay import apply_text
from cardtable.engine.scene import Text
from cardtable.engine.score_sheet import Sheet, add_row, sheet_from_json
from cardtable.engine.state import State
from cardtable.games.fiftysix import actions as A
from cardtable.games.fiftysix.phases import (
    ANSWER,
    AUCTION,
    DOUBLED,
    DOUBLING_NAMES,
    OVER,
    PLAY,
    REDOUBLED,
    UNDOUBLED,
)
from cardtable.games.fiftysix.ranking import (
    COPY_SHIFT,
    DENOMS,
    FACE_POINTS,
    FACE_POWER,
    FACE_SUIT,
    JACK_FACES,
    NO_TRUMP,
    POINT_FACES,
    SUIT_SHIFT,
    TRUMP_POWER,
    WINDOW,
    hand_size,
)
from cardtable.games.fiftysix.scoring import settle
from cardtable.games.fiftysix.views import build_view, explain_illegal, fresh

if TYPE_CHECKING:
    from cardtable.games.fiftysix.game import FiftySixGame

_ACTOR_SETS: Final = tuple(frozenset({p}) for p in range(8))
_NOBODY: Final[frozenset[int]] = frozenset()
_COPY_SHIFT: Final = COPY_SHIFT
_PLAY_BASE: Final = A.PLAY_BASE


def _suit_plays() -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """``SUIT_PLAYS[s][window]``: the play actions for the ranks set in a suit's 8-bit window."""
    out = []
    for s in range(4):
        out.append(
            tuple(
                tuple(A.PLAY[SUIT_SHIFT[s] + i] for i in range(8) if m >> i & 1)
                for m in range(256)
            )
        )
    return tuple(out)


SUIT_PLAYS: Final = _suit_plays()
_PLAYS_S: Final = SUIT_PLAYS[0]
_PLAYS_H: Final = SUIT_PLAYS[1]
_PLAYS_D: Final = SUIT_PLAYS[2]
_PLAYS_C: Final = SUIT_PLAYS[3]
_S0: Final = SUIT_SHIFT[0]
_S1: Final = SUIT_SHIFT[1]
_S2: Final = SUIT_SHIFT[2]
_S3: Final = SUIT_SHIFT[3]


_COT_ACTIONS: Final = (A.SURRENDER, A.NO_SURRENDER)


def state_for_deal(
    game: FiftySixGame,
    seed: int,
    deck: tuple[int, ...],
    first: list[int],
    second: list[int],
    start: dict[str, Any],
) -> FiftySixState:
    """``FiftySixState(game, seed, deck, start)`` for a deck already split into each seat's two
    masks (``first``: copy 0's faces, ``second``: copy 1's), as ``sample_state`` builds its
    worlds: no second pass over the deck. A deal that the rules throw in is left to the
    constructor, which redeals it from the stream."""
    state = FiftySixState(game, seed, deck, start, blank=True)
    redeals = state._start_match(game, seed, start)
    if state._redeal_reason(first, second) is not None:
        return FiftySixState(game, seed, deck, start)
    state.redeals = redeals
    state.hands_a = first
    state.hands_b = second
    state._start_auction()
    return state


class FiftySixState(State):
    """A 56 match in progress. Team A is the even seats (team 0), team B the odd ones (1)."""

    # The match's fields are set in __init__, each hand's in _start_auction (which says what
    # the auction, contract, play and cot fields mean).
    # Two plain fields rather than the base class's properties, because every driver loop
    # reads both once per action:
    is_terminal: bool
    """The match is over (phase OVER)."""
    current_player: int | None
    """The one player to act; None when several may act or the match is over."""

    __slots__ = (
        "actors_now",
        "all_pass",
        "best",
        "best_player",
        "bid_team",
        "bid_value",
        "bidder",
        "calls",
        "current_player",
        "dealer",
        "declined",
        "doubling",
        "first_draw",
        "hand_number",
        "hand_result",
        "hand_start",
        "hands_a",
        "hands_b",
        "high_denom",
        "high_seat",
        "high_value",
        "insisted",
        "is_terminal",
        "last_caller",
        "leader",
        "led",
        "lost_trick",
        "multiplier",
        "n",
        "offer_trick",
        "offered_by",
        "out",
        "passes",
        "phase",
        "points",
        "power",
        "previous_hand",
        "redeals",
        "rng",
        "rules",
        "score_sheet",
        "step",
        "tables",
        "trick",
        "trick_points",
        "tricks",
        "tricks_per_hand",
        "tricks_won",
        "trump",
        "turn",
        "window",
        "winners",
    )

    def __init__(
        self,
        game: FiftySixGame,
        seed: int,
        deck: tuple[int, ...] | None,
        start: dict[str, Any] | None,
        blank: bool = False,
    ) -> None:
        super().__init__(game, seed, deck, start)
        if blank:  # a copy in the making: _copy sets every field
            return
        self._deal(deck, self._start_match(game, seed, start))

    def _start_match(
        self, game: FiftySixGame, seed: int, start: dict[str, Any] | None
    ) -> list[dict[str, Any]]:
        """The match's fields, from ``start`` or a first draw; returns the redeals so far."""
        rules = self.rules = game.rules
        self.n: int = rules.players
        self.step = -1 if rules.clockwise else 1
        self.tricks_per_hand = hand_size(self.n)
        self.rng = Chance(seed)
        self.is_terminal = False
        self.tables: list[int] = [rules.starting_tables, rules.starting_tables]
        self.hand_number = 1
        self.previous_hand: dict[str, Any] | None = None
        self.hand_result: dict[str, Any] | None = None
        self.winners: tuple[int, ...] = ()
        self.hand_start = 0
        self.score_sheet: Sheet = ()
        """One row per finished hand: the tables each team received (+) or paid (-) and the
        tables held after it."""
        redeals: list[dict[str, Any]] = []
        if start is not None:
            self.tables = list(start["tables"])
            self.dealer = int(start["dealer"])
            self.hand_number = int(start["hand_number"])
            # Copies: the start position may be a view's data, which its owner may change.
            self.previous_hand = fresh(start.get("previous_hand"))
            self.score_sheet = sheet_from_json(start.get("score_sheet"))
            self.first_draw: list[list[dict[str, Any]]] = fresh(start.get("first_draw", []))
            redeals = fresh(start.get("redeals", []))
        else:
            self.dealer, self.first_draw = self._draw_first_dealer()
        return redeals

    # ------------------------------------------------------------------ dealing (§3, §5)

    def _draw_first_dealer(self) -> tuple[int, list[list[dict[str, Any]]]]:
        """Each player draws a card; the highest in the 56 ranking deals; tied players redraw."""
        deck = self.game.deck()
        drawers = list(range(self.n))
        rounds: list[list[dict[str, Any]]] = []
        while True:
            cards = self.rng.sample(deck, len(drawers))  # each drawer a different card
            drawn = list(zip(drawers, cards, strict=True))
            rounds.append([{"player": p, "card": card_text(c)} for p, c in drawn])
            best = max(FACE_POWER[c % 53] for c in cards)
            top = [p for p, c in drawn if FACE_POWER[c % 53] == best]
            if len(top) == 1:
                return top[0], rounds
            drawers = top

    def _deal(self, deck: tuple[int, ...] | None, redeals: list[dict[str, Any]]) -> None:
        """Deal a hand and redeal (same dealer) while a redeal condition holds (§5)."""
        self.redeals = redeals
        game = cast("FiftySixGame", self.game)
        order = game.deal_orders[self.dealer]
        n = self.n
        while True:
            if deck is None:
                cards = list(game.deck())
                self.rng.shuffle(cards)
            else:
                cards = list(deck)
                deck = None
            # Each copy's cards in a mask of its own (under 2**53: a machine word once
            # compiled, where a 106-bit hand would be an arbitrary-precision int).
            first = [0] * n
            second = [0] * n
            for k in range(len(cards)):
                card = cards[k]
                if card < _COPY_SHIFT:
                    first[order[k]] |= 1 << card
                else:
                    second[order[k]] |= 1 << (card - _COPY_SHIFT)
            reason = self._redeal_reason(first, second)
            if reason is None:
                break
            self.redeals.append(reason)
        self.hands_a = first
        self.hands_b = second
        self._start_auction()

    def _redeal_reason(self, first: list[int], second: list[int]) -> dict[str, Any] | None:
        rules = self.rules
        for i in range(1, self.n + 1):
            p = (self.dealer + self.step * i) % self.n
            a = first[p]
            b = second[p]
            if rules.all_jacks_redeal and a & b & JACK_FACES == JACK_FACES:
                why = "all eight jacks"
            elif rules.no_point_cards_redeal and not (a | b) & POINT_FACES:
                why = "no point card"
            else:
                continue
            # Card numbers in order, copy 0's first (as the record has always listed them).
            cards = [*cards_in(a), *(c + _COPY_SHIFT for c in cards_in(b))]
            return {"player": p, "reason": why, "cards": [card_text(c) for c in cards]}
        return None

    def _start_auction(self) -> None:
        self.phase = AUCTION
        # Auction (§4.2): every call as (player, action, bid value, denomination) (-1, -1 for
        # pass, double and redouble); the high bid; its doubling; consecutive passes; players
        # out of the auction (rebid_after_pass off); who made the last bid or double.
        self.calls: list[tuple[int, Action, int, int]] = []
        self.high_value = 0
        self.high_denom = -1
        self.high_seat = -1
        self.doubling = UNDOUBLED
        self.passes = 0
        self.out = 0
        self.last_caller = -1
        # Contract (§4.5): the bidding team, the final bidder (who answers a surrender offer),
        # value, trump (NO_TRUMP for no trumps), multiplier, and each face's trick power.
        self.bid_team = -1
        self.bid_value = 0
        self.trump = NO_TRUMP
        self.multiplier = 1
        self.bidder = -1
        self.all_pass = False
        self.power = TRUMP_POWER[NO_TRUMP]
        # Play (§6): the trick on the table with its suit led, best power so far, who holds
        # it and its card points; the tricks played; tricks and card points per team; whether
        # the bidding team has lost a trick.
        self.trick: list[tuple[int, int]] = []
        self.led = -1
        self.best = -1
        self.best_player = -1
        self.trick_points = 0
        self.tricks: list[tuple[tuple[tuple[int, int], ...], int]] = []
        self.tricks_won = [0, 0]
        self.points = [0, 0]
        self.lost_trick = False
        # Cot (§7.2): the surrender window before a lead, defenders who let it pass (bits),
        # who offered and before which trick (counted from 0), and whether the bidder insisted.
        self.window = False
        self.declined = 0
        self.offered_by = -1
        self.offer_trick = -1
        self.insisted = False
        self.leader = (self.dealer + self.step) % self.n
        self._set_turn(self.leader)

    def _set_turn(self, player: int) -> None:
        self.turn = player
        self.current_player = player
        self.actors_now = _ACTOR_SETS[player]

    # ------------------------------------------------------------------ the contract

    @property
    def actors(self) -> frozenset[int]:
        return self.actors_now

    @property
    def scores(self) -> tuple[int, ...]:
        """Each player's team's tables."""
        tables = self.tables
        return tuple(tables[p & 1] for p in range(self.n))

    @property
    def team_tables(self) -> tuple[int, int]:
        """Tables held by team A (even seats) and team B (odd seats)."""
        return self.tables[0], self.tables[1]

    def _legal(self, player: int) -> list[Action]:
        phase = self.phase
        if phase == PLAY and not self.window:
            return self._play_legal(player) if player == self.turn else []
        if phase == PLAY:
            return self._window_legal(player)
        if player not in self.actors_now:
            return []
        if phase == AUCTION:
            return self._auction_legal(player)
        return [A.ACCEPT, A.INSIST]

    def _play_legal(self, player: int) -> list[Action]:
        """The faces held (either copy), only those of the suit led if there are any (§6)."""
        fm = self.hands_a[player] | self.hands_b[player]
        if self.trick:
            led = self.led
            follow = fm >> SUIT_SHIFT[led] & WINDOW
            if follow:
                return list(SUIT_PLAYS[led][follow])
        return [
            *_PLAYS_S[fm >> _S0 & WINDOW],
            *_PLAYS_H[fm >> _S1 & WINDOW],
            *_PLAYS_D[fm >> _S2 & WINDOW],
            *_PLAYS_C[fm >> _S3 & WINDOW],
        ]

    def _window_legal(self, player: int) -> list[Action]:
        plays = self._play_legal(player) if player == self.turn else []
        if player & 1 == self.bid_team or self.declined >> player & 1:
            return plays
        if player == self.turn:
            return [A.SURRENDER, *plays]
        return [A.SURRENDER, A.NO_SURRENDER]

    def forced_to_bid(self, player: int) -> bool:
        """Option forced_bid: the dealer's left-hand neighbour may not pass if all others did."""
        return (
            self.rules.forced_bid
            and self.high_value == 0
            and player == (self.dealer - self.step) % self.n
        )

    def _auction_legal(self, player: int) -> list[Action]:
        high = self.high_value
        if high == 0:
            if self.forced_to_bid(player):
                return list(A.OPENING_BIDS)
            return [A.PASS, *A.OPENING_BIDS]
        out = [A.PASS]
        doubling = self.doubling
        own_bid = player & 1 == self.high_seat & 1
        if doubling == UNDOUBLED:
            if not own_bid:
                out.append(A.DOUBLE)
        elif own_bid:
            out.append(A.REDOUBLE)
        if doubling == UNDOUBLED or self.rules.bid_over_double:
            out.extend(A.BIDS_OVER[high])
        return out

    # ------------------------------------------------------------------ replaying a log

    def replay_log(self, log: list[dict[str, Any]]) -> None:
        """Apply a view's log (``{"player": p, "action": text}`` entries) as ``apply`` would.

        ``sample_state`` replays a hand on every world it draws. A logged text is the action's
        own, so it is looked up (``BY_TEXT``) and checked by ``_allows`` without building the
        legal list (an auction call's holds up to 400 bids); an entry not found or not allowed
        goes through ``apply_text``, which reads other spellings and refuses as ``apply`` does.
        """
        for entry in log:
            player = int(entry["player"])
            text = entry["action"]
            action = A.BY_TEXT.get(text)
            if action is None or not self._allows(action, player):
                apply_text(self, text, player)
                continue
            self._apply(action, player)
            self.history.append((player, action))
            self._cached_player = None

    def _allows(self, action: Action, player: int) -> bool:
        """Whether ``action`` is in ``_legal(player)`` (tests check the two agree), without
        building that list for a play or an auction call."""
        if player not in self.actors_now:
            return False
        code = action.code
        phase = self.phase
        if code >= _PLAY_BASE:
            if phase != PLAY or player != self.turn:
                return False
            face = code - _PLAY_BASE
            fm = self.hands_a[player] | self.hands_b[player]
            if not fm >> face & 1:
                return False
            if self.trick:
                led = self.led
                return FACE_SUIT[face] == led or not fm >> SUIT_SHIFT[led] & WINDOW
            return True
        if phase == AUCTION:
            return self._call_allowed(action, player)
        return action in self._legal(player)

    def _call_allowed(self, action: Action, player: int) -> bool:
        """``_auction_legal``'s rules for one call."""
        high = self.high_value
        if action is A.PASS:
            return high > 0 or not self.forced_to_bid(player)
        if high == 0:
            return action in A.BIDS_ALLOWED[0]
        own_bid = player & 1 == self.high_seat & 1
        doubling = self.doubling
        if action is A.DOUBLE:
            return doubling == UNDOUBLED and not own_bid
        if action is A.REDOUBLE:
            return doubling != UNDOUBLED and own_bid
        if doubling == UNDOUBLED or self.rules.bid_over_double:
            return action in A.BIDS_ALLOWED[high]
        return False

    # ------------------------------------------------------------------ applying actions

    def _apply(self, action: Action, player: int) -> None:
        code = action.code
        if code >= _PLAY_BASE:
            self._play(code - _PLAY_BASE, player)
        elif self.phase == AUCTION:
            self._call(action, player)
        elif action is A.NO_SURRENDER:
            self.declined |= 1 << player
            self._window_actors()
        elif action is A.SURRENDER:
            self.window = False
            self.offered_by = player
            self.offer_trick = len(self.tricks)
            self.phase = ANSWER
            self._set_turn(self.bidder)
        elif action is A.ACCEPT:
            self._end_hand(surrendered=True)
        else:  # INSIST
            self.insisted = True
            self.phase = PLAY
            self._set_turn(self.leader)

    def _call(self, action: Action, player: int) -> None:
        """A call in the auction (§4.3) and the end of the auction (§4.4)."""
        n = self.n
        value = denom = -1
        if action is A.PASS:
            self.passes += 1
            if not self.rules.rebid_after_pass:
                self.out |= 1 << player
        elif action is A.DOUBLE:
            self.doubling = DOUBLED
            self.passes = 0
            self.last_caller = player
        elif action is A.REDOUBLE:
            self.doubling = REDOUBLED
            self.calls.append((player, action, value, denom))
            self._end_auction()
            return
        else:
            value = A.bid_value(action, self.high_value)
            denom = A.bid_denom(action)
            self.high_value, self.high_denom, self.high_seat = value, denom, player
            self.doubling = UNDOUBLED  # a new bid cancels any double (§4.3, A7)
            self.passes = 0
            self.last_caller = player
        self.calls.append((player, action, value, denom))
        if self.rules.rebid_after_pass:
            done = self.passes == (n - 1 if self.high_value else n)
        else:
            everyone = (1 << n) - 1
            done = self.out == everyone or (
                self.high_value > 0 and self.out | 1 << self.last_caller == everyone
            )
        if done:
            self._end_auction()
            return
        nxt = (player + self.step) % n
        while self.out >> nxt & 1:
            nxt = (nxt + self.step) % n
        self._set_turn(nxt)

    def _end_auction(self) -> None:
        """Fix the contract (§4.5), or the all-pass contract (§4.4), and start the play."""
        n = self.n
        if self.high_value == 0:
            # Played at no trumps as though the dealer's opponents had bid 28, undoubled (A8);
            # the first of them after the dealer answers a surrender offer for the team.
            self.all_pass = True
            self.bidder = (self.dealer + self.step) % n
            self.bid_value, self.trump = 28, NO_TRUMP
        else:
            self.bidder = self.high_seat
            self.bid_value, self.trump = self.high_value, self.high_denom
        self.bid_team = self.bidder & 1
        doubling = self.doubling
        self.multiplier = (
            1 if doubling == UNDOUBLED
            else 2 if doubling == DOUBLED
            else self.rules.redouble_multiplier
        )
        self.power = TRUMP_POWER[self.trump]
        self.phase = PLAY
        self._set_turn(self.leader)
        self._open_window()

    # ------------------------------------------------------------------ play (§6) and cot (§7.2)

    def _play(self, face: int, player: int) -> None:
        if self.window:
            self.window = False
        bit = 1 << face
        # Either copy will do; the lower-numbered one goes first so that replays agree.
        a = self.hands_a[player]
        if a & bit:
            self.hands_a[player] = a ^ bit
        else:
            self.hands_b[player] ^= bit
        trick = self.trick
        trick.append((player, face))
        if len(trick) == 1:
            self.led = FACE_SUIT[face]
            self.best = self.power[face]
            self.best_player = player
            self.trick_points = FACE_POINTS[face]
        else:
            suit = FACE_SUIT[face]
            # Strictly higher: of two identical cards the one played first wins (§6, A16).
            if (suit == self.led or suit == self.trump) and self.power[face] > self.best:
                self.best = self.power[face]
                self.best_player = player
            self.trick_points += FACE_POINTS[face]
            if len(trick) == self.n:
                self._end_trick()
                return
        nxt = (player + self.step) % self.n
        self.turn = nxt
        self.current_player = nxt
        self.actors_now = _ACTOR_SETS[nxt]

    def _end_trick(self) -> None:
        winner = self.best_player
        team = winner & 1
        self.tricks.append((tuple(self.trick), winner))
        self.trick = []
        self.tricks_won[team] += 1
        self.points[team] += self.trick_points
        if team != self.bid_team:
            self.lost_trick = True
            if self.insisted and self.rules.end_early_when_cot_lost:
                self._end_hand()
                return
        if len(self.tricks) == self.tricks_per_hand:
            self._end_hand()
            return
        self.leader = winner
        self._set_turn(winner)
        self._open_window()

    def _open_window(self) -> None:
        """Before each lead the defenders may offer to surrender while the cot is still on."""
        if self.rules.cot and self.offered_by < 0 and not self.lost_trick:
            self.window = True
            self.declined = 0
            self._window_actors()

    def _window_actors(self) -> None:
        """The leader, plus every defender who has not let this moment pass."""
        leader = self.leader
        offering = [
            p
            for p in range(self.n)
            if p & 1 != self.bid_team and (p == leader or not self.declined >> p & 1)
        ]
        if not offering:
            self.window = False
            self._set_turn(leader)
            return
        actors = frozenset([leader, *offering])
        self.turn = leader
        self.actors_now = actors
        self.current_player = leader if len(actors) == 1 else None

    # ------------------------------------------------------------------ payment (§7) and match end

    def _end_hand(self, surrendered: bool = False) -> None:
        bt = self.bid_team
        pay = settle(
            value=self.bid_value,
            multiplier=self.multiplier,
            bidder_points=self.points[bt],
            bidder_tricks=self.tricks_won[bt],
            tricks=self.tricks_per_hand,
            surrendered=surrendered,
            insisted=self.insisted,
            lost_a_trick=self.lost_trick,
            cot=self.rules.cot,
            table=self.rules.scoring_table,
        )
        payer = 1 - bt if pay.bidders_won else bt
        receiver = 1 - payer
        before = list(self.tables)
        # §7.3: a team that cannot pay loses the match; it hands over nothing (A10 decision).
        paid = self.tables[payer] >= pay.amount
        if paid:
            self.tables[payer] -= pay.amount
            self.tables[receiver] += pay.amount
        self.score_sheet = add_row(
            self.score_sheet,
            self.hand_number,
            (after - was for after, was in zip(self.tables, before, strict=True)),
            self.tables,
        )
        summary = {
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "contract": self.contract_json(),
            "outcome": pay.outcome,
            "bidders_won": pay.bidders_won,
            "cot_factor": pay.cot_factor,
            "amount": pay.amount,
            "payer": payer,
            "paid": paid,
            "tables_before": before,
            "tables_after": list(self.tables),
            "tricks_played": len(self.tricks),
            "tricks_won": list(self.tricks_won),
            "points": list(self.points),
            "surrender_offered_by": self.offered_by if self.offered_by >= 0 else None,
            "insisted": self.insisted,
            # Public (every card played is), and kept so the next hand can still show how
            # this one ended until its first lead (docs/scene.md).
            "last_trick": self._last_trick_json(),
        }
        if not paid or self.rules.single_hand:
            self.winners = tuple(p for p in range(self.n) if p & 1 == receiver)
            self.hand_result = summary
            self.phase = OVER
            self.is_terminal = True
            self.current_player = None
            self.actors_now = _NOBODY
            self.window = False
            return
        self.previous_hand = summary
        self.dealer = (self.dealer + self.step) % self.n
        self.hand_number += 1
        # The base class records this action once _apply returns: the next hand starts after it.
        self.hand_start = len(self.history) + 1
        self._deal(None, [])

    def contract_json(self) -> dict[str, Any] | None:
        """The contract as public data once the auction is over (§4.5)."""
        if self.bid_team < 0:
            return None
        return {
            "team": self.bid_team,
            "bidder": self.bidder,
            "value": self.bid_value,
            "denomination": DENOMS[self.trump],
            "trump": DENOMS[self.trump] if self.trump != NO_TRUMP else None,
            "multiplier": self.multiplier,
            "doubling": DOUBLING_NAMES[self.doubling],
            "all_pass": self.all_pass,
        }

    def _last_trick_json(self) -> dict[str, Any] | None:
        if not self.tricks:
            return None
        plays, winner = self.tricks[-1]
        return {
            "leader": plays[0][0],
            "cards": [{"player": p, "card": card_text(f)} for p, f in plays],
            "winner": winner,
        }

    # ------------------------------------------------------------------ views and copies

    def _view(self, player: int) -> dict[str, Any]:
        return build_view(self, player)

    def _explain_illegal(self, action: Action, player: int) -> Text:
        return explain_illegal(self, action, player)

    def _refusal(self, action: Action, player: int, legal: list[Action]) -> IllegalAction:
        """The engine's refusal, with the hundreds of legal bids summed up in one line.

        An offer to surrender made out of turn gets the cot's own reason (the offer is an
        out-of-turn action, so "not your turn" would not say why).
        """
        if action in _COT_ACTIONS and player not in self.actors_now and self.phase == PLAY:
            return IllegalAction(action.text, explain_illegal(self, action, player))
        error = super()._refusal(action, player, legal)
        if len(error.legal) > len(summary := A.summarise(legal)):
            reason = error.why if error.why is not None else error.reason
            return IllegalAction(error.tried, reason, summary)
        return error

    def face_mask(self, player: int) -> int:
        """The faces a player holds (either copy), as a 52-bit mask."""
        return self.hands_a[player] | self.hands_b[player]

    def hand_size(self, player: int) -> int:
        return self.hands_a[player].bit_count() + self.hands_b[player].bit_count()

    def hand_cards(self, player: int) -> list[int]:
        """A player's card numbers (``copy * 53 + face``), ascending."""
        second = cards_in(self.hands_b[player])
        return [*cards_in(self.hands_a[player]), *(c + _COPY_SHIFT for c in second)]

    @property
    def hands(self) -> list[int]:
        """Each hand as one bitmask over card numbers (copy 1 from bit 53): a new list, for
        tests and tools; the state itself keeps the two copies apart."""
        return [a | b << _COPY_SHIFT for a, b in zip(self.hands_a, self.hands_b, strict=True)]

    def _copy(self) -> FiftySixState:
        """Every field by name (mypyc compiles this; reflection over ``__slots__`` would not
        work there). Lists are copied, the ``Chance`` stream is copied at its position, and
        every other field is immutable or replaced whole, never changed in place."""
        other = FiftySixState(self.game, 0, None, None, blank=True)  # type: ignore[arg-type]
        other.actors_now = self.actors_now
        other.all_pass = self.all_pass
        other.best = self.best
        other.best_player = self.best_player
        other.bid_team = self.bid_team
        other.bid_value = self.bid_value
        other.bidder = self.bidder
        other.calls = self.calls.copy()
        other.current_player = self.current_player
        other.dealer = self.dealer
        other.declined = self.declined
        other.doubling = self.doubling
        other.first_draw = self.first_draw.copy()
        other.hand_number = self.hand_number
        other.hand_result = self.hand_result
        other.hand_start = self.hand_start
        other.hands_a = self.hands_a.copy()
        other.hands_b = self.hands_b.copy()
        other.high_denom = self.high_denom
        other.high_seat = self.high_seat
        other.high_value = self.high_value
        other.insisted = self.insisted
        other.is_terminal = self.is_terminal
        other.last_caller = self.last_caller
        other.leader = self.leader
        other.led = self.led
        other.lost_trick = self.lost_trick
        other.multiplier = self.multiplier
        other.n = self.n
        other.offer_trick = self.offer_trick
        other.offered_by = self.offered_by
        other.out = self.out
        other.passes = self.passes
        other.phase = self.phase
        other.points = self.points.copy()
        other.power = self.power
        other.previous_hand = self.previous_hand
        other.redeals = self.redeals.copy()
        other.rng = self.rng.copy()
        other.rules = self.rules
        other.score_sheet = self.score_sheet
        other.step = self.step
        other.tables = self.tables.copy()
        other.trick = self.trick.copy()
        other.trick_points = self.trick_points
        other.tricks = self.tricks.copy()
        other.tricks_per_hand = self.tricks_per_hand
        other.tricks_won = self.tricks_won.copy()
        other.trump = self.trump
        other.turn = self.turn
        other.window = self.window
        other.winners = self.winners
        return other

    def _key(self) -> tuple[Any, ...]:
        """Every field for equality (the Chance stream compares by its position)."""
        return (
            self.actors_now,
            self.all_pass,
            self.best,
            self.best_player,
            self.bid_team,
            self.bid_value,
            self.bidder,
            self.calls,
            self.current_player,
            self.dealer,
            self.declined,
            self.doubling,
            self.first_draw,
            self.hand_number,
            self.hand_result,
            self.hand_start,
            self.hands_a,
            self.hands_b,
            self.high_denom,
            self.high_seat,
            self.high_value,
            self.insisted,
            self.is_terminal,
            self.last_caller,
            self.leader,
            self.led,
            self.lost_trick,
            self.multiplier,
            self.n,
            self.offer_trick,
            self.offered_by,
            self.out,
            self.passes,
            self.phase,
            self.points,
            self.power,
            self.previous_hand,
            self.redeals,
            self.rng,
            self.rules,
            self.score_sheet,
            self.step,
            self.tables,
            self.trick,
            self.trick_points,
            self.tricks,
            self.tricks_per_hand,
            self.tricks_won,
            self.trump,
            self.turn,
            self.window,
            self.winners,
        )
