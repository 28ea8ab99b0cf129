"""The Fareeb match: deal, trump-making (fareeb.md §4), play (§5), scoring (§6), match end (§7).

Hands are bitmasks over card numbers; the legal action lists come from interned ``Action``
objects; trump ranking comes from the precomputed ``TABLES``. The state deals the next hand by
itself as soon as a hand is scored, so a match is one continuous sequence of player actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.cards import card_text, cards_in, suit_of
from cardtable.engine.action import Action
from cardtable.engine.chance import Chance
from cardtable.engine.scene import Text
from cardtable.engine.score_sheet import Sheet, add_row, sheet_from_json
from cardtable.engine.state import State
from cardtable.games.fareeb import actions as A
from cardtable.games.fareeb.actions import PLAY_BASE
from cardtable.games.fareeb.phases import (
    DEALER_EXCHANGE,
    DEFENDER_OPTIONS,
    HAND_SIZE,
    MAKER_OPTIONS,
    OVER,
    PLAY,
    ROUND_1,
    ROUND_2,
    TAKEN,
    TRICKS_PER_HAND,
    TURNED_DOWN,
    UP,
)
from cardtable.games.fareeb.ranking import NOT_FARMERS_MASK, TABLES, trick_winner
from cardtable.games.fareeb.scoring import HandResult, score_hand
from cardtable.games.fareeb.views import build_view, explain_illegal

if TYPE_CHECKING:
    from cardtable.games.fareeb.game import FareebGame

_ACTOR_SETS: Final = tuple(frozenset({p}) for p in range(5))
_NOBODY: Final[frozenset[int]] = frozenset()
_EVERYONE: Final[dict[int, tuple[int, ...]]] = {n: tuple(range(n)) for n in (4, 5)}
"""``active`` when nobody sits out, per player count."""
_NEXT_ALL: Final[dict[int, tuple[int, ...]]] = {
    n: tuple((p + 1) % n for p in range(n)) for n in (4, 5)
}
"""``next_active`` when nobody sits out, per player count."""


class FareebState(State):
    """A Fareeb match in progress. Seats are numbered clockwise; ``dealer + 1`` is the left."""

    # Two plain fields rather than the base class's properties, because every driver loop
    # reads both once per action:
    is_terminal: bool
    """The match is over (phase OVER)."""
    current_player: int | None
    """The player to act; None once the match is over."""

    __slots__ = (
        "_hand_result",
        "_previous_hand",
        "active",
        "alone",
        "bids",
        "called",
        "current_player",
        "dealer",
        "defender_turns",
        "discarded",
        "hand_number",
        "hands",
        "is_terminal",
        "lone_defender",
        "maker",
        "n",
        "next_active",
        "opts",
        "ordered_up",
        "partner",
        "partner_revealed",
        "phase",
        "points",
        "redeals",
        "rng",
        "score_sheet",
        "sitting_out",
        "stub",
        "tables",
        "thrown_in",
        "trick",
        "tricks",
        "tricks_won",
        "trump",
        "upcard",
        "upcard_state",
        "winners",
    )

    def __init__(
        self,
        game: FareebGame,
        seed: int,
        deck: tuple[int, ...] | None,
        start: dict[str, Any] | None,
        blank: bool = False,
    ) -> None:
        super().__init__(game, seed, deck, start)
        if blank:  # a copy in the making: _copy sets every field
            return
        self.opts = game.options
        self.n: int = game.players
        self.rng = Chance(seed)
        self.is_terminal = False
        # Match.
        self.points: list[int] = [0] * game.sides
        self.dealer = 0
        self.hand_number = 1
        self.thrown_in = 0
        """Hands of this match thrown in (everyone passed twice), for ``thrown_in_limit``."""
        # The summaries of the last hand (see LazySummary): built as text only when read.
        self._previous_hand: LazySummary | dict[str, Any] | None = None
        self.winners: tuple[int, ...] = ()
        self._hand_result: LazySummary | dict[str, Any] | None = None
        self.score_sheet: Sheet = ()
        """One row per finished hand: each side's points and the totals after it."""
        if start is not None:
            self.points = list(start["points"])
            self.dealer = int(start["dealer"])
            self.hand_number = int(start["hand_number"])
            self.thrown_in = int(start.get("thrown_in", 0))
            self._previous_hand = start.get("previous_hand")
            self.score_sheet = sheet_from_json(start.get("score_sheet"))
        else:
            # fareeb.md §3: the first dealer is chosen at random (F5).
            self.dealer = self.rng.below(self.n)
        self._deal(deck, list(start.get("redeals", [])) if start else [])

    # ------------------------------------------------------------------ dealing

    def _deal(self, deck: tuple[int, ...] | None, redeals: list[dict[str, Any]]) -> None:
        """Deal a hand (fareeb.md §3) and redeal while someone holds a farmer's hand."""
        n = self.n
        game: FareebGame = self.game  # type: ignore[assignment]
        self.redeals = redeals
        while True:
            if deck is None:
                cards = list(game.deck())
                self.rng.shuffle(cards)
            else:
                cards = list(deck)
                deck = None
            hands = [0] * n
            # Cards go out singly, clockwise from the dealer's left: card i to dealer + 1 + i,
            # so the player k places after the dealer's left gets cards k, k+n, ..., k+4n.
            first = self.dealer + 1
            for k in range(n):
                hands[(first + k) % n] = (
                    1 << cards[k] | 1 << cards[k + n] | 1 << cards[k + 2 * n]
                    | 1 << cards[k + 3 * n] | 1 << cards[k + 4 * n]
                )
            farmer = self._farmer(hands) if self.opts.farmers_hand_redeal else -1
            if farmer < 0:
                break
            self.redeals.append(
                {"player": farmer, "cards": [card_text(c) for c in cards_in(hands[farmer])]}
            )
        self.hands = hands
        self.upcard: int = cards[HAND_SIZE * n]
        self.stub: list[int] = cards[HAND_SIZE * n + 1 :]
        self.upcard_state = UP
        self.phase = ROUND_1
        self.current_player = (self.dealer + 1) % n
        self.bids: list[tuple[int, Action]] = []
        self.trump = -1
        self.tables = TABLES[0]
        self.maker = -1
        self.ordered_up = False
        self.alone = False
        self.lone_defender = -1
        self.defender_turns = 0
        self.sitting_out: tuple[int, ...] = ()
        self.called = -1
        self.partner = -1
        self.partner_revealed = False
        self.discarded = -1
        self.active: tuple[int, ...] = _EVERYONE[n]
        self.next_active: tuple[int, ...] = _NEXT_ALL[n]
        self.trick: list[tuple[int, int]] = []
        self.tricks: list[tuple[tuple[tuple[int, int], ...], int]] = []
        self.tricks_won = [0] * n

    def _farmer(self, hands: list[int]) -> int:
        """The first player from the dealer's left holding a farmer's hand, or -1."""
        not_farmers = NOT_FARMERS_MASK[self.n]
        for hand in hands:  # nearly every deal: nobody, found without the seat arithmetic
            if not hand & not_farmers:
                break
        else:
            return -1
        for i in range(1, self.n + 1):
            p = (self.dealer + i) % self.n
            if not hands[p] & not_farmers:
                return p
        return -1

    # ------------------------------------------------------------------ the contract

    @property
    def actors(self) -> frozenset[int]:
        turn = self.current_player
        return _NOBODY if turn is None else _ACTOR_SETS[turn]

    @property
    def scores(self) -> tuple[int, ...]:
        if self.n == 4:
            return tuple(self.points[p % 2] for p in range(4))
        return tuple(self.points)

    @property
    def team_scores(self) -> tuple[int, ...] | None:
        """Scores per team (teams 0+2 and 1+3) at 4 players; None at 5."""
        return tuple(self.points) if self.n == 4 else None

    def _legal(self, player: int) -> list[Action]:
        if player != self.current_player:  # None once the match is over
            return []
        phase = self.phase
        if phase == PLAY:
            hand = self.hands[player]
            trick = self.trick
            if trick:
                follow = hand & self.tables.led_mask[trick[0][1]]
                if follow:
                    hand = follow
            # Four lookups in small tables: tables over two suits at a time (two lookups) ran
            # fewer instructions but slower, their 3 MB missing the caches (docs/speed.md).
            by_bits = A.PLAYS_BY_SUIT_BITS
            return [
                *by_bits[0][hand >> 6 & 127],
                *by_bits[1][hand >> 19 & 127],
                *by_bits[2][hand >> 32 & 127],
                *by_bits[3][hand >> 45 & 127],
            ]
        if phase == ROUND_1:
            return [A.PASS, A.ORDER_UP]
        if phase == ROUND_2:
            barred = suit_of(self.upcard)
            names = [A.NAME[s] for s in range(4) if s != barred]
            if player == self.dealer and self.dealer_stuck:
                return names
            return [A.PASS, *names]
        if phase == MAKER_OPTIONS:
            if self.n == 4:
                return [A.WITH_PARTNER, A.ALONE]
            calls = [A.CALL[c] for c in self._callable_cards()]
            return [A.ALONE, *calls] if self.opts.going_alone else calls
        if phase == DEFENDER_OPTIONS:
            return [A.PASS, A.DEFEND_ALONE]
        # DEALER_EXCHANGE
        hand = self.hands[player]
        if not self.opts.dealer_may_discard_upcard:
            hand &= ~(1 << self.upcard)
        by_bits = A.DISCARDS_BY_SUIT_BITS
        return [
            *by_bits[0][hand >> 6 & 127],
            *by_bits[1][hand >> 19 & 127],
            *by_bits[2][hand >> 32 & 127],
            *by_bits[3][hand >> 45 & 127],
        ]

    def _callable_cards(self) -> list[int]:
        game: FareebGame = self.game  # type: ignore[assignment]
        own = self._maker_holding()
        may_call_own = self.opts.call_own_card == "counts_as_alone"
        cards = []
        for c in sorted(game.deck()):
            if not self.opts.called_card_may_be_trump and self.tables.is_trump(c):
                continue
            if not may_call_own and own >> c & 1:
                continue
            cards.append(c)
        return cards

    def _maker_holding(self) -> int:
        """The maker's cards, counting the up-card the dealer-maker is about to pick up."""
        own = self.hands[self.maker]
        if self.maker == self.dealer and self.ordered_up and self.upcard_state == UP:
            own |= 1 << self.upcard
        return own

    # ------------------------------------------------------------------ applying actions

    def _apply(self, action: Action, player: int) -> None:
        phase = self.phase
        if phase == PLAY:
            # A play (fareeb.md §5), inline: it is most steps of every hand.
            card = action.code - PLAY_BASE
            self.hands[player] ^= 1 << card  # the card is held: the play was legal
            trick = self.trick
            trick.append((player, card))
            if card == self.called:
                self.partner_revealed = True
            if len(trick) < len(self.active):
                self.current_player = self.next_active[player]
            else:
                self._end_trick(trick)
            return
        self.bids.append((player, action))
        if phase == ROUND_1:
            if action is A.ORDER_UP:
                self.ordered_up = True
                self._make_trump(suit_of(self.upcard), player)
            elif player == self.dealer:
                self.upcard_state = TURNED_DOWN
                self.phase = ROUND_2
                self.current_player = (self.dealer + 1) % self.n
            else:
                self.current_player = (player + 1) % self.n
        elif phase == ROUND_2:
            if action is A.PASS:
                if player == self.dealer:
                    self._throw_in()
                else:
                    self.current_player = (player + 1) % self.n
            else:
                self._make_trump(action.code - A.NAME[0].code, player)
        elif phase == MAKER_OPTIONS:
            self._maker_choice(action, player)
        elif phase == DEFENDER_OPTIONS:
            self._defender_choice(action, player)
        else:
            self._discard(A.card_of(action))

    def _make_trump(self, trump: int, maker: int) -> None:
        self.trump = trump
        self.tables = TABLES[trump]
        self.maker = maker
        if self.n == 4:
            if self.opts.going_alone:
                self.phase, self.current_player = MAKER_OPTIONS, maker
            else:
                self._after_maker_and_defenders()
        elif self.ordered_up and self.opts.call_timing == "after_exchange":
            self._start_exchange()
        else:
            self.phase, self.current_player = MAKER_OPTIONS, maker

    def _maker_choice(self, action: Action, player: int) -> None:
        if self.n == 4:
            if action is A.ALONE:
                self.alone = True
                self.sitting_out = ((player + 2) % 4,)
                if self.opts.defender_alone:
                    self.phase, self.current_player = DEFENDER_OPTIONS, (player + 1) % 4
                    return
            self._after_maker_and_defenders()
            return
        # Five players: go alone, or call a card whose holder becomes the secret partner.
        if action is A.ALONE:
            self.alone = True
        else:
            self.called = A.card_of(action)
        if self.ordered_up and self.upcard_state == UP:
            self._start_exchange()
        else:
            self._start_play()

    def _defender_choice(self, action: Action, player: int) -> None:
        self.defender_turns += 1
        if action is A.DEFEND_ALONE:
            self.lone_defender = player
            self.sitting_out = (*self.sitting_out, (player + 2) % 4)
        elif self.defender_turns < 2:
            self.current_player = (player + 2) % 4
            return
        self._after_maker_and_defenders()

    def _after_maker_and_defenders(self) -> None:
        if self.ordered_up and self.dealer not in self.sitting_out:
            self._start_exchange()
        else:
            self._start_play()

    def _start_exchange(self) -> None:
        self.hands[self.dealer] |= 1 << self.upcard
        self.upcard_state = TAKEN
        self.phase, self.current_player = DEALER_EXCHANGE, self.dealer

    def _discard(self, card: int) -> None:
        self.hands[self.dealer] &= ~(1 << card)
        self.stub.append(card)
        self.discarded = card
        if self.n == 5 and self.called < 0 and not self.alone:
            # call_timing = after_exchange
            self.phase, self.current_player = MAKER_OPTIONS, self.maker
        else:
            self._start_play()

    def _start_play(self) -> None:
        n = self.n
        if self.called >= 0:
            # fareeb.md §4: the partner is whoever holds the called card after the exchange;
            # nobody (or the maker himself) holding it means the maker plays alone.
            holder = next((p for p in range(n) if self.hands[p] >> self.called & 1), -1)
            if holder < 0 or holder == self.maker:
                self.alone = True
            else:
                self.partner = holder
        elif n == 4 and not self.alone:
            self.partner = (self.maker + 2) % 4
        out = self.sitting_out
        if out:  # else the deal's: everyone, each followed by his left-hand neighbour
            self.active = tuple(p for p in range(n) if p not in out)
            self.next_active = tuple(self._next_active_after(p) for p in range(n))
        if self.alone and self.opts.alone_lead == "left_of_lone_player":
            self.current_player = self.next_active[self.maker]
        else:
            self.current_player = self.next_active[self.dealer]
        self.phase = PLAY

    def _next_active_after(self, player: int) -> int:
        for i in range(1, self.n + 1):
            p = (player + i) % self.n
            if p not in self.sitting_out:
                return p
        raise AssertionError("nobody is playing")

    def _end_trick(self, trick: list[tuple[int, int]]) -> None:
        winner = trick_winner(trick, self.tables)
        tricks = self.tricks
        tricks.append((tuple(trick), winner))
        self.tricks_won[winner] += 1
        trick.clear()  # a clone copies the list, and finished tricks are kept as tuples
        if len(tricks) == TRICKS_PER_HAND:
            self._end_hand()
        else:
            self.current_player = winner

    # ------------------------------------------------------------------ end of hand and match

    def _makers(self) -> tuple[int, ...]:
        if self.partner >= 0 and not self.alone:
            return (self.maker, self.partner)
        return (self.maker,)

    def _end_hand(self) -> None:
        makers = self._makers()
        won = self.tricks_won
        maker_tricks = won[makers[0]] + won[makers[1]] if len(makers) == 2 else won[makers[0]]
        key = (makers, maker_tricks, self.alone, self.lone_defender >= 0)
        game: FareebGame = self.game  # type: ignore[assignment]
        scored = game.hand_scores.get(key)
        if scored is None:  # the first hand of this game to end so (see FareebGame.hand_scores)
            result = score_hand(
                players=self.n,
                makers=makers,
                maker_tricks=maker_tricks,
                maker_alone=self.alone,
                lone_defender=self.lone_defender >= 0,
                lone_march_points=self.opts.lone_march_points,
                defenders_march_points=self.opts.defenders_march_points,
            )
            scorers = tuple(p for p in range(self.n) if result.player_points[p] > 0)
            scored = (result, scorers)
            game.hand_scores[key] = scored
        result = scored[0]
        points = self.points
        for side, pts in enumerate(result.side_points):
            if pts:
                points[side] += pts
        self._finish_hand(result, scored[1])

    @property
    def dealer_stuck(self) -> bool:
        """The dealer may not pass in round 2: stick the dealer (§8), or, without it, the
        match has had ``thrown_in_limit`` thrown-in hands already (so it always ends)."""
        opts = self.opts
        return bool(opts.stick_the_dealer) or self.thrown_in >= int(opts.thrown_in_limit)

    def _throw_in(self) -> None:
        self.thrown_in += 1
        self._finish_hand(None, ())

    def _finish_hand(self, result: HandResult | None, scorers: tuple[int, ...]) -> None:
        """``scorers``: the players who scored in this hand (none if it was thrown in)."""
        points = result.side_points if result is not None else (0,) * len(self.points)
        self.score_sheet = add_row(self.score_sheet, self.hand_number, points, self.points)
        summary = self._hand_summary(result)
        self.winners = self._match_winners(result, scorers)
        if self.winners or self.opts.single_hand:
            self._hand_result = summary
            self.phase = OVER
            self.is_terminal = True
            self.current_player = None
            return
        self._previous_hand = summary
        self.dealer = (self.dealer + 1) % self.n
        self.hand_number += 1
        self._deal(None, [])

    def _match_winners(
        self, result: HandResult | None, scorers: tuple[int, ...]
    ) -> tuple[int, ...]:
        target = self.opts.target_score
        if self.n == 4:
            for team in (0, 1):
                if self.points[team] >= target:
                    return (team, team + 2)
            if self.opts.single_hand and result is not None:
                return scorers
            return ()
        reached = [p for p in range(5) if self.points[p] >= target]
        if reached and self.opts.five_player_tie == "play_on":
            best = max(self.points)
            top = [p for p in range(5) if self.points[p] == best]
            reached = top if len(top) == 1 else []
        if not reached and self.opts.single_hand and result is not None:
            return scorers
        return tuple(reached)

    def _hand_summary(self, result: HandResult | None) -> LazySummary:
        """What everyone learns when a hand ends (the partner is known by then).

        The values are taken now; the summary's text form is built when first read. The lists
        kept are never changed in place afterwards (the next deal makes new ones).
        """
        return LazySummary(
            (
                self.hand_number,
                self.dealer,
                result,
                self.trump,
                self.maker,
                self._makers(),
                self.alone,
                self.lone_defender,
                self.called,
                self.n,
                tuple(self.tricks_won),
                tuple(self.tricks),
            )
        )

    @property
    def hand_result(self) -> dict[str, Any] | None:
        """The summary of the match's last hand, once the match is over (else None)."""
        return _summary_dict(self._hand_result)

    @property
    def previous_hand(self) -> dict[str, Any] | None:
        """The summary of the hand before this one (None in the first hand)."""
        return _summary_dict(self._previous_hand)

    # ------------------------------------------------------------------ views and copies

    def _view(self, player: int) -> dict[str, Any]:
        return build_view(self, player)

    def _explain_illegal(self, action: Action, player: int) -> Text:
        return explain_illegal(self, action, player)

    def _copy(self) -> FareebState:
        """Every field by name (mypyc compiles this; reflection over ``__slots__`` would not
        work there). Lists are copied, the ``Chance`` stream is copied at its position, and
        every other field is immutable or replaced whole, never changed in place."""
        other = FareebState(self.game, 0, None, None, blank=True)  # type: ignore[arg-type]
        other.active = self.active
        other.alone = self.alone
        other.bids = self.bids.copy()
        other.called = self.called
        other.current_player = self.current_player
        other.dealer = self.dealer
        other.defender_turns = self.defender_turns
        other.discarded = self.discarded
        other.hand_number = self.hand_number
        other._hand_result = self._hand_result
        other.hands = self.hands.copy()
        other.is_terminal = self.is_terminal
        other.lone_defender = self.lone_defender
        other.maker = self.maker
        other.n = self.n
        other.next_active = self.next_active
        other.opts = self.opts
        other.ordered_up = self.ordered_up
        other.partner = self.partner
        other.partner_revealed = self.partner_revealed
        other.phase = self.phase
        other.points = self.points.copy()
        other._previous_hand = self._previous_hand
        other.redeals = self.redeals.copy()
        other.rng = self.rng.copy()
        other.score_sheet = self.score_sheet
        other.sitting_out = self.sitting_out
        other.stub = self.stub.copy()
        other.tables = self.tables
        other.thrown_in = self.thrown_in
        other.trick = self.trick.copy()
        other.tricks = self.tricks.copy()
        other.tricks_won = self.tricks_won.copy()
        other.trump = self.trump
        other.upcard = self.upcard
        other.upcard_state = self.upcard_state
        other.winners = self.winners
        return other

    def _key(self) -> tuple[Any, ...]:
        """Every field for equality (the Chance stream compares by its position)."""
        return (
            self.active,
            self.alone,
            self.bids,
            self.called,
            self.current_player,
            self.dealer,
            self.defender_turns,
            self.discarded,
            self.hand_number,
            self.hand_result,
            self.hands,
            self.is_terminal,
            self.lone_defender,
            self.maker,
            self.n,
            self.next_active,
            self.opts,
            self.ordered_up,
            self.partner,
            self.partner_revealed,
            self.phase,
            self.points,
            self.previous_hand,
            self.redeals,
            self.rng,
            self.score_sheet,
            self.sitting_out,
            self.stub,
            self.tables,
            self.thrown_in,
            self.trick,
            self.tricks,
            self.tricks_won,
            self.trump,
            self.upcard,
            self.upcard_state,
            self.winners,
        )



class LazySummary:
    """A finished hand's summary as the state's own values, turned into its JSON form (a dict)
    only when someone reads it: a bot's playout never does, and the trick list as text costs
    about a tenth of a random hand (docs/speed.md)."""

    def __init__(self, parts: tuple[Any, ...]) -> None:
        self.parts = parts
        self.built: dict[str, Any] | None = None

    def as_dict(self) -> dict[str, Any]:
        if self.built is None:
            self.built = _build_summary(self.parts)
        return self.built


def _summary_dict(summary: LazySummary | dict[str, Any] | None) -> dict[str, Any] | None:
    if isinstance(summary, LazySummary):
        return summary.as_dict()
    return summary


def _build_summary(parts: tuple[Any, ...]) -> dict[str, Any]:
    (hand_number, dealer, result, trump, maker, makers, alone, lone_defender, called, n,
     tricks_won, tricks) = parts
    return {
        "hand_number": hand_number,
        "dealer": dealer,
        "thrown_in": result is None,
        "trump": "SHDC"[trump] if trump >= 0 else None,
        "maker": maker if maker >= 0 else None,
        "makers": list(makers) if result is not None else [],
        "alone": alone,
        "lone_defender": lone_defender if lone_defender >= 0 else None,
        "called_card": card_text(called) if called >= 0 else None,
        "tricks_won": list(tricks_won),
        "outcome": result.outcome if result is not None else "thrown in",
        "points": list(result.player_points) if result is not None else [0] * n,
        "tricks": _tricks_json(list(tricks)),
    }


def _tricks_json(tricks: list[tuple[tuple[tuple[int, int], ...], int]]) -> list[dict[str, Any]]:
    return [
        {
            "leader": plays[0][0],
            "cards": [{"player": p, "card": card_text(c)} for p, c in plays],
            "winner": winner,
        }
        for plays, winner in tricks
    ]
