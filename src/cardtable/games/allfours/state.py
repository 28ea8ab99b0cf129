"""The All Fours match: preliminaries, the deal, trump-making and running the cards (§2, §3),
the pitch (§4), the bunch window, trick play (§1.4) and the count (§1.3), hand after hand until
a side reaches the target, which may happen at any moment of a deal (§1.3, AF13).

Hands are bitmasks over card numbers; legal action lists come from interned ``Action`` objects;
the rules in force are read from a precomputed ``Config``. The state deals the next hand (or
redeals, after an exhausted pack or a bunch) by itself, so a match is one continuous sequence of
player actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.cards import card_text
from cardtable.engine.action import Action
from cardtable.engine.chance import Chance
from cardtable.engine.scene import Text
from cardtable.engine.score_sheet import Sheet, add_row, sheet_from_json
from cardtable.engine.state import State
from cardtable.games.allfours import actions as A
from cardtable.games.allfours import seating
from cardtable.games.allfours.options import (
    ACCUMULATE_THEN_DISCARD,
    DISCARD_BEFORE_RECEIVING,
    DISCARD_EACH_RUN,
    SET_ASIDE_UNPICKED,
)
from cardtable.games.allfours.phases import (
    BUNCH,
    BUNCH_ANSWER,
    BUNCHED,
    DEALER,
    DISCARD,
    ELDER,
    EXHAUSTED,
    HAND_SIZE,
    OVER,
    PACKET,
    PLAY,
)
from cardtable.games.allfours.rules import (
    ABOVE_NINE_MASK,
    PEG_POINTS,
    SUIT_MASK,
    legal_play_mask,
    trick_winner,
)
from cardtable.games.allfours.scoring import Award, count_hand
from cardtable.games.allfours.summary import HandRecord
from cardtable.games.allfours.views import build_view, explain_illegal

if TYPE_CHECKING:
    from cardtable.games.allfours.config import Config
    from cardtable.games.allfours.game import AllFoursGame

_ACTOR_SETS: Final = tuple(frozenset({p}) for p in range(4))
_MASK_SETS: Final = tuple(frozenset(p for p in range(4) if m >> p & 1) for m in range(16))
_NOBODY: Final[frozenset[int]] = frozenset()
_PLAY_BY_SUIT: Final = A.PLAY_BY_SUIT
_THROW_IN: Final = A.THROW_IN
_PLAY_BASE: Final = A.PLAY_BASE

# What happens when every player has discarded.
AFTER_DISCARD_RUN: Final = 0
AFTER_DISCARD_RUN_ENDED: Final = 1
AFTER_DISCARD_DEAL_PACKET: Final = 2

# Why points were scored during a deal (the deal's points log).
TURN_UP: Final = "turn-up"
GIFT: Final = "gift"
PEGGED: Final = "pegged"
COUNT: Final = "count"


def _sole_player(mask: int) -> int | None:
    """The player of a one-player mask; None when several players (or none) are in it."""
    return mask.bit_length() - 1 if mask and not mask & (mask - 1) else None


class AllFoursState(State):
    """An All Fours match in progress.

    Players keep their numbers; ``chairs`` says where they sit (clockwise) and ``nxt[p]`` is the
    player after ``p`` in the direction of play. Scores are kept per side: ``side[p]`` is the
    player himself in the standard game, his team (0 = player 0's team) at four players.
    """

    # Two plain fields rather than the base class's properties, because every driver loop
    # reads both once per action:
    is_terminal: bool
    """The match is over (phase OVER)."""
    current_player: int | None
    """The one player to act; None when several may act (a bunch window) or the match is over."""

    __slots__ = (
        "after_discard",
        "bunch_caller",
        "captured",
        "cfg",
        "chairs",
        "current_player",
        "deal_start",
        "dealer",
        "discard_need",
        "discarded",
        "elder_order",
        "facedown",
        "hand_number",
        "hand_result",
        "hands",
        "held",
        "is_terminal",
        "n",
        "nxt",
        "out",
        "pack",
        "packets",
        "phase",
        "pitch",
        "players_in",
        "points",
        "points_log",
        "pos",
        "previous_hand",
        "redeals",
        "rng",
        "runs",
        "score_sheet",
        "set_aside",
        "setup",
        "shuffled",
        "side",
        "trick",
        "trick_thrown",
        "tricks",
        "trump",
        "turnups",
        "window",
        "window_pending",
        "winners",
    )

    def __init__(
        self,
        game: AllFoursGame,
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
        cfg: Config = game.config
        self.cfg = cfg
        self.n = cfg.players
        self.rng = Chance(seed)
        self.is_terminal = False
        self.winners: tuple[int, ...] = ()
        self.hand_result: HandRecord | dict[str, Any] | None = None
        self.score_sheet: Sheet = ()
        """One row per finished deal: each side's points in it and the totals after it."""
        if start is not None:
            table = seating.from_record(start["setup"])
            self.points: list[int] = list(start["points"])
            self.dealer = int(start["dealer"])
            self.hand_number = int(start["hand_number"])
            self.previous_hand: HandRecord | dict[str, Any] | None = start.get("previous_hand")
            self.redeals: tuple[dict[str, Any], ...] = tuple(start.get("redeals", []))
            self.score_sheet = sheet_from_json(start.get("score_sheet"))
        else:
            table = seating.arrange(
                self.rng, self.n, cfg.partnership_method, cfg.clockwise, cfg.pitcher
            )
            self.points = [0] * cfg.sides
            self.dealer = table.first_dealer
            self.hand_number = 1
            self.previous_hand = None
            self.redeals = ()
        self.setup = table
        self.chairs = table.chairs
        self.nxt = seating.next_in_direction(table.chairs, cfg.clockwise)
        self.side = seating.sides(table.chairs)
        self._start_deal(deck)

    # ------------------------------------------------------------------ dealing

    def _start_deal(self, deck: tuple[int, ...] | None, log_from: int = 0) -> None:
        """Shuffle (or take ``deck``), deal six cards each in two rounds of packets of three
        from the elder (§2.1), and turn up the next card (not in the pitcher game, §4.1).

        ``log_from``: the history index the deal's public log starts at (the base class records
        the action being applied once ``_apply`` returns, so a deal made by an action starts at
        ``len(history) + 1``).
        """
        n = self.n
        if deck is None:
            # The shuffle is drawn lazily (see _shuffle_to): most deals use a third of the pack.
            self.pack: tuple[int, ...] = self.game.deck()
            self.shuffled = 0
            self._shuffle_to(HAND_SIZE * n + 1)
        else:
            self.pack = tuple(deck)
            self.shuffled = len(deck)
        pack = self.pack
        self.deal_start = log_from
        self.elder_order = order = seating.round_from(self.nxt, self.nxt[self.dealer])
        hands = [0] * n
        pos = 0
        for _ in range(2):
            for p in order:
                hands[p] |= (1 << pack[pos]) | (1 << pack[pos + 1]) | (1 << pack[pos + 2])
                pos += 3
        self.hands = hands
        # Fields a deal changes a few times at most are tuples, replaced whole: a clone shares
        # them, and copies only the lists that trick play changes (hands, trick, captured,
        # points). See docs/speed.md, "Fewer lists in a clone".
        self.packets: tuple[tuple[int, ...], ...] = tuple((h,) for h in hands)
        zeros = (0,) * n
        self.facedown: tuple[int, ...] = zeros
        self.discarded: tuple[int, ...] = zeros
        self.discard_need: tuple[int, ...] = zeros
        self.after_discard = AFTER_DISCARD_RUN
        self.set_aside = 0
        self.runs = 0
        self.turnups: tuple[int, ...] = ()
        self.points_log: tuple[tuple[int, int, str], ...] = ()
        self.window = 0
        self.window_pending = 0
        self.bunch_caller = -1
        self.held: tuple[int, ...] = ()
        self.captured = [0] * self.cfg.sides
        self.trick: list[tuple[int, int]] = []
        self.trick_thrown: tuple[tuple[int, int], ...] = ()
        self.tricks: tuple[
            tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...], int], ...
        ] = ()
        self.out = 0
        self.players_in = n
        self.pitch = -1
        self.trump = -1
        if self.cfg.pitcher:
            self.pos = pos
            self._start_play(-1)  # the pitch fixes trump (§4.2)
            return
        up = pack[pos]
        self.pos = pos + 1
        self.turnups = (up,)
        self.phase = ELDER
        self.current_player = order[0]
        pts = self.cfg.turnup_points[up]
        if pts and self._score(self.side[self.dealer], pts, TURN_UP, up):
            self._finish(None)

    def _shuffle_to(self, end: int) -> None:
        """Fix the shuffled order of the pack up to position ``end``.

        ``Chance.shuffle`` fixes the pack from the top, so shuffling only as far as cards are
        dealt gives the same deals as shuffling the whole pack first, at a fraction of the cost.
        """
        if end > self.shuffled:
            pack = list(self.pack)
            self.rng.shuffle(pack, self.shuffled, end)
            self.pack = tuple(pack)
            self.shuffled = min(end, len(pack))

    def _score(self, side: int, pts: int, reason: str, card: int = -1) -> bool:
        """Add points to a side at once; True if that wins the match (§1.3)."""
        self.points[side] += pts
        entry = (side, pts, reason if card < 0 else f"{reason} {card_text(card)}")
        self.points_log = (*self.points_log, entry)
        if self.points[side] >= self.cfg.target:
            self.winners = self._members(side)
            return True
        return False

    def _members(self, side: int) -> tuple[int, ...]:
        return tuple(p for p in range(self.n) if self.side[p] == side)

    # ------------------------------------------------------------------ the contract

    @property
    def actors(self) -> frozenset[int]:
        if self.phase == OVER:
            return _NOBODY
        if self.current_player is not None:
            return _ACTOR_SETS[self.current_player]
        return _MASK_SETS[self.window_pending if self.phase == BUNCH_ANSWER else self.window]

    @property
    def scores(self) -> tuple[int, ...]:
        side, points = self.side, self.points
        return tuple(points[side[p]] for p in range(self.n))

    @property
    def side_scores(self) -> tuple[int, ...]:
        """Scores per side (per player in the standard game, per team at four players)."""
        return tuple(self.points)

    def _legal(self, player: int) -> list[Action]:
        phase = self.phase
        if phase == PLAY:
            if player != self.current_player:
                return []
            legal = self.hands[player]
            trick = self.trick
            t = _PLAY_BY_SUIT
            if trick:
                cfg = self.cfg
                if cfg.no_undertrump or cfg.throw_in:
                    return self._legal_plays_special(player)
                follow = legal & SUIT_MASK[trick[0][1] // 13]
                if follow:
                    legal = follow if cfg.no_trumping_in else follow | legal & SUIT_MASK[self.trump]
            return [
                *t[0][legal & 8191],
                *t[1][legal >> 13 & 8191],
                *t[2][legal >> 26 & 8191],
                *t[3][legal >> 39],
            ]
        if phase == OVER:
            return []
        if phase == BUNCH:
            turn = self.current_player
            may = player == turn if turn is not None else self.window >> player & 1
            return [A.BUNCH, A.NO_BUNCH] if may else []
        if phase == BUNCH_ANSWER:
            return [A.REFUSE, A.AGREE] if self.window_pending >> player & 1 else []
        if player != self.current_player:
            return []
        if phase == DISCARD:
            hand = self.hands[player]
            out = []
            while hand:
                low = hand & -hand
                out.append(A.DISCARD[low.bit_length() - 1])
                hand ^= low
            return out
        if phase == ELDER:
            return [A.STAND, A.BEG]
        # DEALER
        return [A.TAKE_ONE, A.REFUSE] if self.gift_allowed() else [A.REFUSE]

    def _legal_plays_special(self, player: int) -> list[Action]:
        """Legal plays to a trick under no_undertrump, or when a throw-in may be offered."""
        cfg = self.cfg
        legal = self._play_mask(player)
        t = _PLAY_BY_SUIT
        out = [A.THROW_IN] if cfg.throw_in and self._may_throw_in(player) else []
        return [
            *out,
            *t[0][legal & 8191],
            *t[1][legal >> 13 & 8191],
            *t[2][legal >> 26 & 8191],
            *t[3][legal >> 39],
        ]

    def _play_mask(self, player: int) -> int:
        """The cards ``player`` (on turn in trick play) may play, as a mask: what ``_legal``
        lists, for ``replay`` to check one play without building the list."""
        legal = self.hands[player]
        trick = self.trick
        if not trick:
            return legal
        cfg = self.cfg
        if cfg.no_undertrump or cfg.throw_in:
            return legal_play_mask(
                legal,
                trick[0][1] // 13,
                self.trump,
                [c for _, c in trick],
                cfg.no_trumping_in,
                cfg.no_undertrump,
            )
        follow = legal & SUIT_MASK[trick[0][1] // 13]
        if follow:
            legal = follow if cfg.no_trumping_in else follow | legal & SUIT_MASK[self.trump]
        return legal

    def replay(self, action: Action, player: int) -> bool:
        """Apply ``action`` (one of this game's interned actions) for ``player`` as ``apply``
        does, if it is legal, without building the legal list; False, changing nothing, if it
        is not (the caller then goes through ``apply``, which says why).

        ``sample_state`` replays a deal's whole log on every world it builds: building each
        step's legal list to find the action in it was a third of its time (docs/speed.md).
        A play is checked against the mask of legal plays, a discard against the hand, and the
        few other actions against their phase's short list.
        """
        phase = self.phase
        code = action.code
        if phase == PLAY and code >= _PLAY_BASE:
            ok = player == self.current_player and self._play_mask(player) >> (
                code - _PLAY_BASE
            ) & 1 == 1
        elif phase == DISCARD and A.DISCARD_BASE <= code < _PLAY_BASE:
            ok = player == self.current_player and self.hands[player] >> (
                code - A.DISCARD_BASE
            ) & 1 == 1
        else:
            ok = any(a is action for a in self._legal(player))
        if not ok:
            return False
        self._apply(action, player)
        self.history.append((player, action))
        self._cached_player = None
        return True

    def gift_allowed(self) -> bool:
        """Whether the dealer may take one now (§2.2, §3.3)."""
        rule = self.cfg.gift_rule
        if rule == "target_minus_one":
            mine = self.side[self.dealer]
            needs_one = self.cfg.target - 1
            return not any(
                pts == needs_one for s, pts in enumerate(self.points) if s != mine
            )
        if rule == "must_hold_trump":
            return bool(self.hands[self.dealer] & SUIT_MASK[self.turnups[0] // 13])
        return True

    def _may_throw_in(self, player: int) -> bool:
        """§4.2: not leading (checked by the caller), partner still in, and by default no trump
        and no card above a nine."""
        partner = self.chairs[(self.chairs.index(player) + 2) % 4]
        if self.out >> partner & 1:
            return False
        if self.cfg.throw_in_any:
            return True
        return not self.hands[player] & (SUIT_MASK[self.trump] | ABOVE_NINE_MASK)

    # ------------------------------------------------------------------ applying actions

    def _apply(self, action: Action, player: int) -> None:
        phase = self.phase
        if phase == PLAY:
            if action is _THROW_IN:
                self._throw_in(player)
                return
            # A play (inlined: the hottest step of every simulation).
            card = action.code - _PLAY_BASE
            if self.trump < 0:
                self.trump = card // 13  # the pitch (§4.2)
                self.pitch = card
            self.hands[player] ^= 1 << card  # legal, so in the hand
            trick = self.trick
            trick.append((player, card))
            if len(trick) + len(self.trick_thrown) < self.players_in:
                p = self.nxt[player]
                out = self.out
                while out >> p & 1:
                    p = self.nxt[p]
                self.current_player = p
            else:
                self._finish_trick()
        elif phase == DISCARD:
            self._discard(action.code - A.DISCARD_BASE, player)
        elif phase == ELDER:
            if action is A.STAND:
                self._start_play(self.turnups[0] // 13)
            else:
                self.phase, self.current_player = DEALER, self.dealer
        elif phase == DEALER:
            if action is A.TAKE_ONE:
                self._give_one()
            else:
                self._run()
        elif phase == BUNCH:
            self._bunch_window(action, player)
        else:
            self._bunch_answer(action, player)

    def _give_one(self) -> None:
        """The gift: each opponent side of the dealer scores 1, in turn from the elder (§2.2)."""
        mine = self.side[self.dealer]
        done: set[int] = set()
        for p in self.elder_order:
            s = self.side[p]
            if s != mine and s not in done:
                done.add(s)
                if self._score(s, 1, GIFT):
                    self._finish(None)
                    return
        self._start_play(self.turnups[0] // 13)

    def _run(self) -> None:
        """Run the cards (§2.2, §3.3) until a new suit turns up or a discard is due."""
        cfg = self.cfg
        while True:
            if len(self.pack) - self.pos < PACKET * self.n + 1:
                self._redeal(EXHAUSTED)  # AF9: not enough cards for another run
                return
            if cfg.discard_method == DISCARD_BEFORE_RECEIVING:
                self._start_discards((PACKET,) * self.n, AFTER_DISCARD_DEAL_PACKET)
                return
            if not self._deal_run_packets():
                return

    def _deal_run_packets(self) -> bool:
        """Deal a packet of three to each player from the elder and turn up the next card.

        Returns True when the cards must be run again at once (same suit, nothing to discard);
        False when the state now waits for players (discards, bunch, play) or the match ended.
        """
        cfg = self.cfg
        self._shuffle_to(self.pos + PACKET * self.n + 1)
        pack, pos = self.pack, self.pos
        aside = cfg.discard_method == SET_ASIDE_UNPICKED
        self.runs += 1
        packets = list(self.packets)
        facedown = list(self.facedown)
        for p in self.elder_order:
            packet = (1 << pack[pos]) | (1 << pack[pos + 1]) | (1 << pack[pos + 2])
            pos += 3
            packets[p] = (*packets[p], packet)
            if aside:
                # §6 set_aside_unpicked: the unseen packet of the last run goes out of play.
                self.set_aside |= facedown[p]
                facedown[p] = packet
            else:
                self.hands[p] |= packet
        self.packets = tuple(packets)
        self.facedown = tuple(facedown)
        up = pack[pos]
        self.pos = pos + 1
        self.turnups = (*self.turnups, up)
        new_suit = up // 13 != self.turnups[0] // 13
        pts = cfg.turnup_points[up]
        scores = pts and (new_suit or cfg.score_same_suit_turnups)
        if scores and self._score(self.side[self.dealer], pts, TURN_UP, up):
            self._finish(None)
            return False
        if new_suit:
            self.trump = up // 13
        method = cfg.discard_method
        if method == DISCARD_EACH_RUN:
            self._start_discards(
                (PACKET,) * self.n, AFTER_DISCARD_RUN_ENDED if new_suit else AFTER_DISCARD_RUN
            )
            return False
        if not new_suit:
            return True
        if method == SET_ASIDE_UNPICKED:
            for p in range(self.n):
                self.hands[p] |= self.facedown[p]
            self.facedown = (0,) * self.n
            self._start_discards((PACKET,) * self.n, AFTER_DISCARD_RUN_ENDED)
        elif method == ACCUMULATE_THEN_DISCARD:
            need = tuple(self.hands[p].bit_count() - HAND_SIZE for p in range(self.n))
            self._start_discards(need, AFTER_DISCARD_RUN_ENDED)
        else:
            self._run_ended()
        return False

    def _start_discards(self, need: tuple[int, ...], then: int) -> None:
        self.discard_need = need
        self.after_discard = then
        self.phase = DISCARD
        self.current_player = next(p for p in self.elder_order if need[p])

    def _discard(self, card: int, player: int) -> None:
        bit = 1 << card
        self.hands[player] &= ~bit
        discarded = list(self.discarded)
        discarded[player] |= bit
        self.discarded = tuple(discarded)
        left = list(self.discard_need)
        left[player] -= 1
        self.discard_need = need = tuple(left)
        if need[player]:
            return
        order = self.elder_order
        for p in order[order.index(player) + 1 :]:
            if need[p]:
                self.current_player = p
                return
        then = self.after_discard
        if then == AFTER_DISCARD_RUN_ENDED:
            self._run_ended()
        elif then == AFTER_DISCARD_DEAL_PACKET:
            if self._deal_run_packets():
                self._run()
        else:
            self._run()

    def _run_ended(self) -> None:
        """A new trump suit is known: the bunch window opens, or play begins (§2.2)."""
        if self.cfg.bunch:
            self.phase = BUNCH
            self.bunch_caller = -1
            self._open_window((1 << self.n) - 1)
        else:
            self._start_play(self.trump)

    # ------------------------------------------------------------------ the bunch window

    def _open_window(self, mask: int) -> None:
        """The players in ``mask`` still have their chance to call a bunch: the first of them
        from the elder is on turn (bunch_calls=in_turn), or all may call at once (any_time)."""
        self.window = mask
        if self.cfg.bunch_in_turn:
            self.current_player = next(p for p in self.elder_order if mask >> p & 1)
        else:
            self.current_player = _sole_player(mask)

    def _bunch_window(self, action: Action, player: int) -> None:
        """Each player has one chance to call a bunch (AF8)."""
        self.window &= ~(1 << player)
        if action is A.BUNCH:
            self.bunch_caller = player
            self.phase = BUNCH_ANSWER
            pending = ((1 << self.n) - 1) & ~(1 << player)
            self.window_pending = pending
            self.current_player = _sole_player(pending)
        elif self.window:
            self._open_window(self.window)
        else:
            self._start_play(self.trump)

    def _bunch_answer(self, action: Action, player: int) -> None:
        """All others must agree; the first refusal ends the call. Refusing a call also uses
        up the refuser's own chance to call (he wants to play this deal)."""
        if action is A.AGREE:
            self.window_pending &= ~(1 << player)
            if not self.window_pending:
                self._redeal(BUNCHED)
            else:
                self.current_player = _sole_player(self.window_pending)
            return
        self.window &= ~(1 << player)
        self.window_pending = 0
        self.bunch_caller = -1
        self.phase = BUNCH
        if self.window:
            self._open_window(self.window)
        else:
            self._start_play(self.trump)

    def _redeal(self, reason: str) -> None:
        """The same dealer deals again (§2.2): after an exhausted pack, or a bunch. Turn-up
        points stay, unless a bunch takes them back (bunch_keeps_turnup_points off)."""
        log = list(self.points_log)
        if reason == BUNCHED and not self.cfg.bunch_keeps_turnup_points:
            for side, pts, why in self.points_log:
                if why.startswith(TURN_UP):
                    self.points[side] -= pts
                    log.append((side, -pts, "taken back: bunched"))
        entry: dict[str, Any] = {
            "reason": reason,
            "turn_ups": [card_text(c) for c in self.turnups],
            "points": [{"side": s, "points": p, "reason": r} for s, p, r in log],
        }
        self.redeals = (*self.redeals, entry)
        self._start_deal(None, len(self.history) + 1)

    # ------------------------------------------------------------------ trick play

    def _start_play(self, trump: int) -> None:
        self.trump = trump
        self.held = tuple(self.hands)
        self.phase = PLAY
        self.current_player = self.elder_order[0]
        self.window = 0

    def _throw_in(self, player: int) -> None:
        """§4.2: the player's cards go face up onto the trick; none of them can win it."""
        self.trick_thrown = (*self.trick_thrown, (player, self.hands[player]))
        self.hands[player] = 0
        self.out |= 1 << player
        if len(self.trick) + len(self.trick_thrown) < self.players_in:
            self._next_turn(player)
        else:
            self._finish_trick()

    def _next_turn(self, player: int) -> None:
        nxt, out = self.nxt, self.out
        p = nxt[player]
        while out >> p & 1:
            p = nxt[p]
        self.current_player = p

    def _finish_trick(self) -> None:
        trick = self.trick
        trump = self.trump
        winner = trick_winner(trick, trump)
        side = self.side[winner]
        mask = 0
        for _, card in trick:
            mask |= 1 << card
        thrown = self.trick_thrown
        if thrown:
            for _, cards in thrown:
                mask |= cards
            self.trick_thrown = ()
            self.players_in = self.n - self.out.bit_count()
        self.captured[side] |= mask
        self.tricks = (*self.tricks, (tuple(trick), thrown, winner))
        self.trick = []
        if self.cfg.peg:
            pegged = sum(PEG_POINTS[card] for _, card in trick if card // 13 == trump)
            if pegged and self._score(side, pegged, PEGGED):
                self._finish(None)
                return
        if self.hands[winner]:
            self.current_player = winner
        else:
            self._end_hand()

    # ------------------------------------------------------------------ end of hand and match

    def _end_hand(self) -> None:
        """Count High, Low, Jack and Game in that order; the match ends the moment a side
        reaches the target, and later points are not scored (§1.3)."""
        cfg = self.cfg
        awards = count_hand(
            held=self.held,
            captured=self.captured,
            trump=self.trump,
            side_of=self.side,
            dealer=self.dealer,
            low_rule=cfg.low_rule,
            jack_scoring=cfg.jack_scoring,
            game_tie=cfg.game_tie,
        )
        scored = 0
        for award in awards:
            scored += 1
            if award.side is not None and self._score(award.side, award.points, award.point):
                break
        self._finish(awards, scored)

    def _finish(self, awards: list[Award] | None, scored: int = 0) -> None:
        """The deal is over: by the count, or because a side reached the target during it."""
        self.score_sheet = add_row(
            self.score_sheet, self.hand_number, self._deal_points(), self.points
        )
        summary = self._hand_summary(awards, scored)
        if not self.winners and self.cfg.single_hand:
            best = max(self.points)
            self.winners = tuple(p for p in range(self.n) if self.points[self.side[p]] == best)
        if self.winners:
            self.hand_result = summary
            self.phase = OVER
            self.is_terminal = True
            self.current_player = None
            return
        self.previous_hand = summary
        self.dealer = self.nxt[self.dealer]
        self.hand_number += 1
        self.redeals = ()
        self._start_deal(None, len(self.history) + 1)

    def _deal_points(self) -> list[int]:
        """Each side's points in this deal: those of deals thrown in and dealt again (turn-ups
        kept, or taken back by a bunch) and those of the deal that ended it."""
        points = [0] * len(self.points)
        for redeal in self.redeals:
            for entry in redeal["points"]:
                points[int(entry["side"])] += int(entry["points"])
        for side, pts, _ in self.points_log:
            points[side] += pts
        return points

    def _hand_summary(self, awards: list[Award] | None, scored: int) -> HandRecord:
        return HandRecord(
            self.hand_number,
            self.dealer,
            self.trump,
            self.turnups,
            self.pitch,
            self.redeals,
            tuple(awards) if awards is not None else None,
            scored,
            self.points_log,
            tuple(self.points),
            self.winners,
            self.tricks,
        )

    # ------------------------------------------------------------------ views and copies

    def _view(self, player: int) -> dict[str, Any]:
        return build_view(self, player)

    def _explain_illegal(self, action: Action, player: int) -> Text:
        return explain_illegal(self, action, player)

    def _copy(self) -> AllFoursState:
        """Every field by name (mypyc compiles this; reflection over ``__slots__`` would not
        work there). The four lists trick play changes are copied (hands, trick, captured,
        points), the ``Chance`` stream is copied at its position, and every other field is
        immutable or replaced whole, never changed in place (the tuples of _start_deal)."""
        other = AllFoursState(self.game, 0, None, None, blank=True)  # type: ignore[arg-type]
        other.after_discard = self.after_discard
        other.bunch_caller = self.bunch_caller
        other.captured = self.captured.copy()
        other.cfg = self.cfg
        other.chairs = self.chairs
        other.current_player = self.current_player
        other.deal_start = self.deal_start
        other.dealer = self.dealer
        other.discard_need = self.discard_need
        other.discarded = self.discarded
        other.elder_order = self.elder_order
        other.facedown = self.facedown
        other.hand_number = self.hand_number
        other.hand_result = self.hand_result
        other.hands = self.hands.copy()
        other.held = self.held
        other.is_terminal = self.is_terminal
        other.n = self.n
        other.nxt = self.nxt
        other.out = self.out
        other.pack = self.pack
        other.packets = self.packets
        other.phase = self.phase
        other.pitch = self.pitch
        other.players_in = self.players_in
        other.points = self.points.copy()
        other.points_log = self.points_log
        other.score_sheet = self.score_sheet
        other.pos = self.pos
        other.previous_hand = self.previous_hand
        other.redeals = self.redeals
        other.rng = self.rng.copy()
        other.runs = self.runs
        other.set_aside = self.set_aside
        other.setup = self.setup
        other.shuffled = self.shuffled
        other.side = self.side
        other.trick = self.trick.copy()
        other.trick_thrown = self.trick_thrown
        other.tricks = self.tricks
        other.trump = self.trump
        other.turnups = self.turnups
        other.window = self.window
        other.window_pending = self.window_pending
        other.winners = self.winners
        return other

    def _key(self) -> tuple[Any, ...]:
        """Every field for equality (the Chance stream compares by its position)."""
        return (
            self.after_discard,
            self.bunch_caller,
            self.captured,
            self.cfg,
            self.chairs,
            self.current_player,
            self.deal_start,
            self.dealer,
            self.discard_need,
            self.discarded,
            self.elder_order,
            self.facedown,
            self.hand_number,
            self.hand_result,
            self.hands,
            self.held,
            self.is_terminal,
            self.n,
            self.nxt,
            self.out,
            self.pack,
            self.packets,
            self.phase,
            self.pitch,
            self.players_in,
            self.points,
            self.points_log,
            self.pos,
            self.previous_hand,
            self.redeals,
            self.rng,
            self.runs,
            self.score_sheet,
            self.set_aside,
            self.setup,
            self.shuffled,
            self.side,
            self.trick,
            self.trick_thrown,
            self.tricks,
            self.trump,
            self.turnups,
            self.window,
            self.window_pending,
            self.winners,
        )
