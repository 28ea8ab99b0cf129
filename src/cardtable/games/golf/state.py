"""A Golf match: deal (golf.md §0.6), duties before play, turns (§0.7, §1.1, §3.1, §4.1), the
end of a hand (§1.1, §1.4, §3.1), scoring (§1.3, §3.4, §5.3 through ``scoring``), and the match
(§0.9).

Layouts are one flat list of card numbers (``player * slots + slot``; -1 for an empty slot) with
per-player bitmasks of face-up, empty and public slots, and a per-slot bitmask of the players who
know the card there (§0.4). Legal-action lists are interned and cached by position key, so a
turn allocates almost nothing. The state deals the next hand by itself as soon as a hand is
scored, so a match is one continuous sequence of player actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.cards import JACK, face_of, rank_of
from cardtable.engine.action import Action
from cardtable.engine.chance import Chance
from cardtable.engine.scene import Text
from cardtable.engine.state import State
from cardtable.games.golf import actions as A
from cardtable.games.golf.config import (
    AFTER_ALWAYS,
    AFTER_MAY_KEEP,
    AFTER_MUST_KEEP,
    AFTER_NONE,
    D_COLUMN,
    D_FLIP,
    D_INIT_FLIP,
    D_PEEK,
)
from cardtable.games.golf.layout import mask_slots
from cardtable.games.golf.phases import (
    AFTER_DISCARD,
    DISCARD_PILE,
    ENDED_EXPOSED,
    ENDED_KNOCK,
    ENDED_STOCK,
    ENDED_TRIGGER,
    ENDED_TURN_CAP,
    HOLD,
    LOG_REMOVED,
    LOG_RESHUFFLE,
    LOG_SKIPPED,
    OVER,
    PREFIX,
    SETUP,
    START,
    STOCK,
)
from cardtable.games.golf.scoring import evaluate, hand_scores, nine_groups

if TYPE_CHECKING:
    from cardtable.games.golf.game import GolfGame

_ACTOR_SETS: Final = tuple(frozenset({p}) for p in range(16))
_NOBODY: Final[frozenset[int]] = frozenset()

LogEntry = tuple[int, int, Any, Any]


def _with(values: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    """``values`` with item ``i`` replaced: the per-player tuples are replaced whole."""
    out = list(values)
    out[i] = value
    return tuple(out)


class GolfState(State):
    """A Golf match in progress. Seats are numbered clockwise; ``dealer + 1`` plays first."""

    is_terminal: bool
    """The match is over (phase OVER). A plain field rather than the base class's property:
    every driver loop reads it once per action."""

    __slots__ = (
        "aid",
        "banked",
        "cards",
        "cfg",
        "chips",
        "dealer",
        "discard",
        "duties",
        "empty",
        "faceup",
        "final_left",
        "first_done",
        "hand_number",
        "hand_result",
        "held",
        "held_from",
        "holes",
        "init_first",
        "is_terminal",
        "knocker",
        "known",
        "locked",
        "log",
        "log_cache",
        "n",
        "phase",
        "pot",
        "previous_hand",
        "public",
        "public_cache",
        "rng",
        "set_aside",
        "setup_count",
        "size",
        "skip",
        "stock",
        "surcharge",
        "totals",
        "trigger",
        "turn",
        "turns",
        "unseen_start",
        "up_card",
        "verified",
        "version",
        "window",
        "winners",
    )

    def __init__(
        self,
        game: GolfGame,
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
        self.size = cfg.size
        self.rng = Chance(seed)
        self.is_terminal = False
        self.verified: tuple[dict[str, Any], ...] = ()
        self.version = 0
        """Counts applied actions; caches of derived data (views) are keyed by it."""
        self.public_cache: tuple[int, dict[str, Any], list[Any]] | None = None
        if start is not None:
            from cardtable.games.golf.position import load_position

            load_position(self, start)
            self.is_terminal = start["phase"] == OVER
            return
        self.totals: tuple[int, ...] = (0,) * self.n
        self.holes: tuple[tuple[int, ...], ...] = ()
        self.hand_number = 1
        self.previous_hand: dict[str, Any] | None = None
        self.hand_result: dict[str, Any] | None = None
        self.winners: tuple[int, ...] = ()
        self.pot = 0
        self.chips: tuple[int, ...] = (0,) * self.n
        # golf.md §0.5: the first dealer is chosen at random.
        self.dealer = self.rng.below(self.n)
        self._deal(deck)

    # ------------------------------------------------------------------ dealing (§0.6)

    def _deal(self, deck: tuple[int, ...] | None) -> None:
        cfg = self.cfg
        n, size = self.n, self.size
        if deck is None:
            cards = list(cfg.deck)
            self.rng.shuffle(cards)
        else:
            cards = list(deck)
        layout = [-1] * (n * size)
        first = self.dealer + 1
        if cfg.all_at_once:
            for i in range(size * n):
                layout[((first + i // size) % n) * size + i % size] = cards[i]
        else:
            for i in range(size * n):
                layout[((first + i) % n) * size + i // n] = cards[i]
        self.cards = layout
        self.up_card = cards[size * n]
        self.discard = [self.up_card]
        stock = cards[size * n + 1 :]
        stock.reverse()  # the top of the stock is the end of the list
        self.stock = stock
        self.faceup = [0] * n
        # Fields a hand changes a few times at most are tuples, replaced whole: a clone shares
        # them and copies only the lists a turn changes (docs/speed.md, "Fewer lists in a clone").
        zeros = (0,) * n
        self.empty: tuple[int, ...] = zeros
        self.public = [0] * n
        self.locked: tuple[int, ...] = zeros
        self.known = [0] * (n * size)
        self.window = [0] * n
        self.held = -1
        self.held_from = STOCK
        self.knocker = -1
        self.trigger = -1
        self.final_left: tuple[int, ...] | None = None
        self.skip = False
        self.turns = 0
        self.first_done = 0
        self.surcharge: tuple[int, ...] = zeros
        self.set_aside: tuple[int, ...] = ()
        self.banked: tuple[int, ...] = zeros
        self.log: list[LogEntry] = []
        self.log_cache: tuple[dict[str, Any], ...] = ()
        self.duties: tuple[int, ...] = ()
        self.init_first = -1
        self.setup_count = 0
        peek = cfg.auto_peek
        unseen = [0] * n
        aid = [0] * n
        for p in range(n):
            bit = 1 << p
            own = cfg.aid_mask | peek
            for s in mask_slots(own):
                self.known[p * size + s] |= bit
            if cfg.windows:
                self.window[p] = peek << (p * size)
            # The 4-card "unseen at start" slots (§1.2); other games have no such notion.
            unseen[p] = cfg.full & ~own if cfg.game == "golf4" else 0
            if cfg.memory_aid in ("known_viewable", "known_in_hand"):
                aid[p] = peek
            elif cfg.memory_aid == "all_in_hand":
                aid[p] = cfg.full
        self.unseen_start: tuple[int, ...] = tuple(unseen)
        self.aid: tuple[int, ...] = tuple(aid)
        if cfg.pot and self.pot == 0:
            self.chips = tuple(c - cfg.pot_ante for c in self.chips)
            self.pot = cfg.pot_ante * n
        if cfg.setup_duties:
            self.phase = SETUP
            self.turn = (self.dealer + 1) % n
            self.duties = cfg.setup_duties
            self._settle_duties()
        else:
            self._start_turn((self.dealer + 1) % n)

    # ------------------------------------------------------------------ the contract

    @property
    def actors(self) -> frozenset[int]:
        return _NOBODY if self.phase == OVER else _ACTOR_SETS[self.turn]

    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.turn

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    # ------------------------------------------------------------------ positions

    def face_down(self, p: int) -> int:
        """Bitmask of ``p``'s occupied face-down slots."""
        return self.cfg.full & ~self.faceup[p] & ~self.empty[p]

    def exposed(self, p: int) -> bool:
        """Every occupied slot of ``p`` is face up (an empty layout counts, §5.3)."""
        return (self.faceup[p] | self.empty[p]) == self.cfg.full

    def targets(self, p: int) -> int:
        """Slots ``p`` may replace now (§1.2 locks, §4.2 full columns, §5.3 empty slots)."""
        cfg = self.cfg
        if cfg.simple_targets:
            return cfg.full
        t = cfg.full & ~self.empty[p]
        if cfg.progressive:
            t &= ~self.faceup[p]
        if cfg.lock_full_columns:
            up = self.faceup[p]
            for cm in cfg.geometry.column_masks:
                if up & cm == cm:
                    t &= ~cm
        return t & ~self.locked[p]

    def _legal(self, player: int) -> list[Action]:
        if player != self.turn:
            return []
        phase = self.phase
        cfg = self.cfg
        if phase == HOLD:
            if cfg.simple_hold:
                return cfg.hold_lists[self.held_from]
            peek = self.face_down(player) if cfg.paid_peek else 0
            key = self.targets(player) | (self.held_from << 20) | (peek << 21)
            found = cfg.legal_cache.get(key)
            if found is None:
                found = cfg.legal_cache[key] = self._hold_list(key)
            return found
        if phase == START:
            if cfg.simple_start:
                return cfg.start_lists[1 if self.discard else 0]
            return self._start_legal(player)
        if phase == OVER:
            return []
        if phase == AFTER_DISCARD:
            down = self.face_down(player)
            flips = [cfg.actions.flip[s] for s in mask_slots(down)]
            if cfg.after_discard == AFTER_MAY_KEEP and down & (down - 1) == 0:
                return [A.KEEP, *flips]
            return flips
        return self._duty_legal(player)

    def _hold_list(self, key: int) -> list[Action]:
        acts = self.cfg.actions
        targets = key & 0xFFFFF
        out = [acts.replace[s] for s in mask_slots(targets)]
        if (key >> 20) & 1 == STOCK:
            out.insert(0, A.DISCARD)
        out += [acts.peek[s] for s in mask_slots(key >> 21)]
        return out

    def _start_legal(self, p: int) -> list[Action]:
        cfg = self.cfg
        draw_discard = bool(self.discard) and self.targets(p) != 0
        knock = cfg.knock and self.knocker < 0 and self.final_left is None
        down = self.face_down(p)
        flip = down if cfg.flip_only_turn else 0
        # §3.1 lists REVEAL_ALL in START with no exception, so it is offered in the final round
        # too (where the trigger has already fired and it only ends the player's last turn).
        reveal = cfg.reveal_all and down != 0
        peek = down if cfg.paid_peek else 0
        key = draw_discard | (knock << 1) | (reveal << 2) | (flip << 3) | (peek << 24)
        found = cfg.legal_cache.get(-1 - key)
        if found is None:
            acts = cfg.actions
            found = [A.DRAW_STOCK]
            if draw_discard:
                found.append(A.DRAW_DISCARD)
            if knock:
                found.append(A.KNOCK)
            if reveal:
                found.append(A.REVEAL_ALL)
            found += [acts.flip[s] for s in mask_slots(flip)]
            found += [acts.peek[s] for s in mask_slots(peek)]
            cfg.legal_cache[-1 - key] = found
        return found

    def _duty_legal(self, p: int) -> list[Action]:
        duty = self.duties[0]
        if duty == D_PEEK:
            mask = self.unseen_start[p] & ~self.empty[p]
        elif duty == D_FLIP:
            mask = self.face_down(p)
        elif duty == D_INIT_FLIP:
            mask = self._initial_flip_targets(p)
        elif duty == D_COLUMN:
            mask = sum(1 << c for c in self._full_down_columns(p))
        else:
            mask = self.faceup[p]
        key = -(1 << 40) - (duty << 32) - mask
        found = self.cfg.legal_cache.get(key)
        if found is None:
            found = self.cfg.legal_cache[key] = self._duty_list(duty, mask)
        return found

    def _duty_list(self, duty: int, mask: int) -> list[Action]:
        acts = self.cfg.actions
        if duty == D_PEEK:
            return [acts.peek[s] for s in mask_slots(mask)]
        if duty in (D_FLIP, D_INIT_FLIP):
            return [acts.flip[s] for s in mask_slots(mask)]
        if duty == D_COLUMN:
            return [acts.flip_column[c] for c in mask_slots(mask)]
        up = mask_slots(mask)
        current = (up[0], up[1])
        return [A.KEEP, *(a for pair, a in acts.arrange.items() if pair != current)]

    def _initial_flip_targets(self, p: int) -> int:
        """§3.2 ``initial_flip_constraint`` for the first and the second initial flip."""
        cfg = self.cfg
        down = self.face_down(p)
        rule = cfg.flip_constraint
        first = self.init_first
        if rule == "any":
            return down
        g = cfg.geometry
        if rule == "middle_and_outer":
            if first < 0:
                return down & (cfg.middle_mask | cfg.outer_mask)
            return down & (cfg.outer_mask if cfg.middle_mask >> first & 1 else cfg.middle_mask)
        if first < 0:
            return down
        column = g.column_masks[g.column_of[first]]
        return down & column if rule == "same_column" else down & ~column

    def _full_down_columns(self, p: int) -> list[int]:
        down = self.face_down(p)
        return [c for c, cm in enumerate(self.cfg.geometry.column_masks) if down & cm == cm]

    # ------------------------------------------------------------------ applying actions

    def _apply(self, action: Action, player: int) -> None:
        self.version += 1
        code = action.code
        cfg = self.cfg
        phase = self.phase
        if cfg.windows and not (phase < START and self._second_peek(player)):
            # A private glimpse lasts until the viewer acts (§0.4); the two cards of an
            # initial peek are seen together, so the second peek keeps the first in sight.
            self.window[player] = 0
        if phase == HOLD:
            if A.REPLACE_BASE <= code < A.FLIP_BASE:
                s = code - A.REPLACE_BASE
                if cfg.plain_replace:
                    # The common face-up replacement, inlined for speed (§3.1 HOLD).
                    i = player * self.size + s
                    cards = self.cards
                    old = cards[i]
                    card = cards[i] = self.held
                    self.faceup[player] |= 1 << s
                    self.known[i] = cfg.all_players
                    self.held = -1
                    self.discard.append(old)
                    self.log.append((player, code, old, card if self.held_from == STOCK else -1))
                    self._end_turn(player)
                else:
                    self._replace(player, s)
            elif code == A.DISCARD_CODE:
                self._discard_held(player)
            else:
                self._peek(player, code - A.PEEK_BASE, paid=True)
        elif phase == START:
            if code == A.DRAW_STOCK_CODE:
                if self.stock:
                    self.held = self.stock.pop()
                    self.held_from = STOCK
                    self.phase = HOLD
                    self.log.append((player, code, -1, -1))
                else:
                    self._draw_stock(player)
            elif code == A.DRAW_DISCARD_CODE:
                card = self.discard.pop()
                self.held = card
                self.held_from = DISCARD_PILE
                self.phase = HOLD
                self.log.append((player, code, card, -1))
            elif code == A.KNOCK_CODE:
                self._knock(player)
            elif code == A.REVEAL_ALL_CODE:
                self._reveal_all(player)
            elif A.FLIP_BASE <= code < A.PEEK_BASE:
                self._flip(player, code - A.FLIP_BASE)
                self._end_turn(player)
            else:
                self._peek(player, code - A.PEEK_BASE, paid=True)
        elif phase == AFTER_DISCARD:
            if code == A.KEEP_CODE:
                self.log.append((player, code, -1, -1))
            else:
                self._flip(player, code - A.FLIP_BASE)
            self._end_turn(player)
        else:
            self._duty(player, action)

    def _second_peek(self, p: int) -> bool:
        """``p`` is peeking again right after their own initial peek (§1.2 ``any_two``)."""
        if not self.duties or self.duties[0] != D_PEEK or not self.log:
            return False
        last_player, last_code = self.log[-1][0], self.log[-1][1]
        return last_player == p and A.PEEK_BASE <= last_code < A.FLIP_COLUMN_BASE

    def _draw_stock(self, p: int) -> None:
        """DRAW_STOCK, reshuffling the discard pile first when the stock is empty (§0.8)."""
        if not self.stock:
            self._reshuffle()
            if not self.stock:
                # nothing to reshuffle; the hand ends and is scored as it stands.
                self.log.append((p, A.DRAW_STOCK_CODE, -1, -1))
                self._end_hand(ENDED_STOCK)
                return
        self.held = self.stock.pop()
        self.held_from = STOCK
        self.phase = HOLD
        self.log.append((p, A.DRAW_STOCK_CODE, -1, -1))

    def _reshuffle(self) -> None:
        """R-STOCK (§0.8): every discard but the top is shuffled into a new stock."""
        pile = self.discard
        if len(pile) <= 1:
            return
        top = pile.pop()
        self.rng.shuffle(pile)
        self.stock = pile
        self.discard = [top]
        self.log.append((-1, LOG_RESHUFFLE, len(pile), -1))

    def _replace(self, p: int, s: int) -> None:
        cfg = self.cfg
        i = p * self.size + s
        old = self.cards[i]
        card = self.held
        self.cards[i] = card
        bit = 1 << s
        placed = -1
        if cfg.face_up_family:
            self.faceup[p] |= bit
            self.public[p] &= ~bit
            self.known[i] = cfg.all_players
            if self.held_from == STOCK:
                placed = card
        else:
            self.faceup[p] &= ~bit
            if self.held_from == STOCK:
                # Only the drawer has seen it (§1.1); with a memory aid it stays viewable,
                # and with human memory the drawer sees it until their next action (§0.4).
                self.known[i] = 1 << p
                self.public[p] &= ~bit
                if cfg.windows:
                    self.window[p] |= 1 << i
            else:
                self.known[i] = cfg.all_players
                self.public[p] |= bit
        if cfg.unseen_limit != "unlimited" and self.unseen_start[p] & bit:
            lock = bit if cfg.unseen_limit == "once_per_slot" else self.unseen_start[p]
            self.locked = _with(self.locked, p, self.locked[p] | lock)
        self.held = -1
        self.discard.append(old)
        self.log.append((p, A.REPLACE_BASE + s, old, placed))
        if cfg.j20 and rank_of(old) == JACK:
            self.skip = True
        if cfg.remove_groups:
            self._remove_groups(p)
        self._end_turn(p)

    def _discard_held(self, p: int) -> None:
        cfg = self.cfg
        card = self.held
        self.held = -1
        self.discard.append(card)
        self.log.append((p, A.DISCARD_CODE, card, -1))
        if cfg.j20 and rank_of(card) == JACK:
            self.skip = True
        rule = cfg.after_discard
        if rule != AFTER_NONE:
            down = self.face_down(p)
            last = down != 0 and down & (down - 1) == 0
            if down and not (last and rule == AFTER_MUST_KEEP):
                assert rule in (AFTER_MAY_KEEP, AFTER_MUST_KEEP, AFTER_ALWAYS)
                self.phase = AFTER_DISCARD
                return
        self._end_turn(p)

    def _flip(self, p: int, s: int) -> None:
        cfg = self.cfg
        i = p * self.size + s
        self.faceup[p] |= 1 << s
        self.public[p] &= ~(1 << s)
        self.known[i] = cfg.all_players
        self.log.append((p, A.FLIP_BASE + s, self.cards[i], -1))
        if cfg.remove_groups:
            self._remove_groups(p)

    def _peek(self, p: int, s: int, paid: bool) -> None:
        i = p * self.size + s
        self.known[i] |= 1 << p
        if self.cfg.windows:
            self.window[p] |= 1 << i
        if paid:
            self.surcharge = _with(self.surcharge, p, self.surcharge[p] + 1)
        self.log.append((p, A.PEEK_BASE + s, -1, -1))

    def _knock(self, p: int) -> None:
        """§1.1: the knocker's turn ends at once; everyone else plays one more turn."""
        self.knocker = p
        self.log.append((p, A.KNOCK_CODE, -1, -1))
        self.final_left = tuple((p + k) % self.n for k in range(1, self.n))
        self._end_turn(p)

    def _reveal_all(self, p: int) -> None:
        down = self.face_down(p)
        base = p * self.size
        shown = tuple(self.cards[base + s] for s in mask_slots(down))
        self.faceup[p] |= down
        self.public[p] &= ~down
        for s in mask_slots(down):
            self.known[base + s] = self.cfg.all_players
        self.log.append((p, A.REVEAL_ALL_CODE, shown, -1))
        if self.cfg.remove_groups:
            self._remove_groups(p)
        self._end_turn(p)

    def _remove_groups(self, p: int) -> None:
        """§5.3: lines (and blocks) of face-up equal cards are set aside as soon as they form."""
        cfg = self.cfg
        base = p * self.size
        usable = self.faceup[p] & ~self.empty[p]
        faces = [face_of(c) if c >= 0 else -1 for c in self.cards[base : base + self.size]]
        lines, blocks = nine_groups(cfg.rules, faces, usable)
        if not lines and not blocks:
            return
        gone = 0
        for group in (*lines, *blocks):
            for s in group:
                gone |= 1 << s
        removed = tuple(self.cards[base + s] for s in mask_slots(gone))
        for s in mask_slots(gone):
            self.cards[base + s] = -1
            self.known[base + s] = 0
        self.faceup[p] &= ~gone
        self.empty = _with(self.empty, p, self.empty[p] | gone)
        self.set_aside = (*self.set_aside, *removed)
        self.banked = _with(self.banked, p, self.banked[p] + len(blocks))
        self.log.append((p, LOG_REMOVED, removed, len(blocks)))

    # ------------------------------------------------------------------ duties

    def _duty(self, p: int, action: Action) -> None:
        code = action.code
        duty = self.duties[0]
        if duty == D_PEEK:
            s = code - A.PEEK_BASE
            self._peek(p, s, paid=False)
            self.unseen_start = _with(self.unseen_start, p, self.unseen_start[p] & ~(1 << s))
            if self.cfg.memory_aid in ("known_viewable", "known_in_hand"):
                self.aid = _with(self.aid, p, self.aid[p] | 1 << s)
        elif duty in (D_FLIP, D_INIT_FLIP):
            s = code - A.FLIP_BASE
            if duty == D_INIT_FLIP and self.init_first < 0:
                self.init_first = s
            self._flip(p, s)
        elif duty == D_COLUMN:
            col = code - A.FLIP_COLUMN_BASE
            top, bottom = self.cfg.geometry.columns[col]
            base = p * self.size
            self.faceup[p] |= (1 << top) | (1 << bottom)
            self.known[base + top] = self.known[base + bottom] = self.cfg.all_players
            self.log.append((p, code, self.cards[base + top], self.cards[base + bottom]))
        elif code == A.KEEP_CODE:
            self.log.append((p, code, -1, -1))
        else:
            self._arrange(p, A.arrange_slots(action))
        self.duties = self.duties[1:]
        self._settle_duties()

    def _arrange(self, p: int, to: tuple[int, int]) -> None:
        """§3.2 rearrange: the two face-up cards go to ``to``; face-down cards fill the rest."""
        base = p * self.size
        up = mask_slots(self.faceup[p])
        down = [s for s in range(self.size) if s not in up]
        cards = self.cards[base : base + self.size]
        known = self.known[base : base + self.size]
        rest = [s for s in range(self.size) if s not in to]
        for target, source in zip(to, up, strict=True):
            self.cards[base + target] = cards[source]
            self.known[base + target] = known[source]
        for target, source in zip(rest, down, strict=True):
            self.cards[base + target] = cards[source]
            self.known[base + target] = known[source]
        self.faceup[p] = (1 << to[0]) | (1 << to[1])
        self.log.append((p, A.ARRANGE_BASE + to[0] * 16 + to[1], -1, -1))

    def _settle_duties(self) -> None:
        """Drop duties that cannot be done; when none are left, move on."""
        p = self.turn
        while self.duties:
            duty = self.duties[0]
            if duty == D_PEEK:
                possible = self.unseen_start[p] & ~self.empty[p]
            elif duty == D_INIT_FLIP:
                possible = self._initial_flip_targets(p)
            elif duty == D_FLIP:
                possible = self.face_down(p)
            elif duty == D_COLUMN:
                possible = len(self._full_down_columns(p))
            else:
                possible = 1
            if possible:
                return
            self.duties = self.duties[1:]
        self.init_first = -1
        if self.phase == SETUP:
            self.setup_count += 1
            if self.setup_count == self.n:
                self._start_turn((self.dealer + 1) % self.n)
            else:
                self.turn = (self.turn + 1) % self.n
                self.duties = self.cfg.setup_duties
                self._settle_duties()
        else:
            self.phase = START

    # ------------------------------------------------------------------ turn order

    def _start_turn(self, q: int) -> None:
        cfg = self.cfg
        self.turn = q
        duties: tuple[int, ...] = ()
        if cfg.first_turn_duties and not self.first_done >> q & 1:
            duties += cfg.first_turn_duties
        if cfg.each_turn_flips:
            duties += (D_FLIP,) * cfg.each_turn_flips
        if duties:
            self.phase = PREFIX
            self.duties = duties
            self._settle_duties()
        else:
            self.phase = START

    def _end_turn(self, p: int) -> None:
        cfg = self.cfg
        self.turns += 1
        self.first_done |= 1 << p
        left = self.final_left
        if left is None:
            if cfg.exposure_trigger and (self.faceup[p] | self.empty[p]) == cfg.full:
                self.trigger = p
                if cfg.end_immediate:
                    self._end_hand(ENDED_TRIGGER)
                    return
                self.final_left = left = tuple((p + k) % self.n for k in range(1, self.n))
            elif cfg.progressive and all(self.exposed(q) for q in range(self.n)):
                self._end_hand(ENDED_EXPOSED)
                return
        elif left and left[0] == p:
            self.final_left = left = left[1:]
        if self.turns >= cfg.max_turns:
            self._end_hand(ENDED_TURN_CAP)
            return
        if left is not None:
            if self.skip and left:
                self.skip = False
                self.log.append((left[0], LOG_SKIPPED, -1, -1))
                self.final_left = left = left[1:]
            if not left:
                self._end_hand(ENDED_KNOCK if self.knocker >= 0 else ENDED_TRIGGER)
                return
            nxt = left[0]
        else:
            nxt = (p + 1) % self.n
            if cfg.progressive:
                nxt = self._next_player(p)
            if self.skip:
                # §1.4 j20_skip: the next player who would take a turn loses it.
                self.skip = False
                self.log.append((nxt, LOG_SKIPPED, -1, -1))
                nxt = self._next_player(nxt)
        if cfg.first_turn_duties or cfg.each_turn_flips:
            self._start_turn(nxt)
        else:
            self.turn = nxt
            self.phase = START

    def _next_player(self, p: int) -> int:
        q = (p + 1) % self.n
        if self.cfg.progressive:
            # a fully exposed player skips their turns until every layout is exposed.
            while self.exposed(q):
                q = (q + 1) % self.n
        return q

    # ------------------------------------------------------------------ end of hand and match

    def _end_hand(self, ended_by: str) -> None:
        cfg = self.cfg
        game: GolfGame = self.game  # type: ignore[assignment]
        n, size = self.n, self.size
        cols = cfg.geometry.cols
        texts = cfg.card_texts
        bonus = cfg.rules.block_bonus or 0
        values = []
        layout_values = []
        layouts = []
        notes = []
        breakdowns = []
        cards = self.cards
        for p in range(n):
            row_cards = cards[p * size : (p + 1) * size]
            faces = [c % 53 if c >= 0 else -1 for c in row_cards]
            value, breakdown = evaluate(cfg.rules, faces, self.banked[p] * bonus)
            layout_values.append(value)
            values.append(value + self.surcharge[p])
            shown = [texts[c] if c >= 0 else None for c in row_cards]
            layouts.append([shown[r : r + cols] for r in range(0, size, cols)])
            notes.append(list(breakdown.notes))
            breakdowns.append(breakdown.as_dict())
            self.faceup[p] = cfg.full & ~self.empty[p]  # §1.1, §3.1: everything is turned up
        result = hand_scores(
            game.name,
            game.options,
            values,
            knocker=self.knocker if self.knocker >= 0 else None,
            caller=self.trigger if self.trigger >= 0 else None,
        )
        pot = self._settle_pot(result.knocker_lowest) if cfg.pot else None
        scores = result.scores
        self.totals = totals = tuple(t + v for t, v in zip(self.totals, scores, strict=True))
        self.holes = (*self.holes, scores)
        summary: dict[str, Any] = {
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "ended_by": ended_by,
            "knocker": self.knocker if self.knocker >= 0 else None,
            "trigger": self.trigger if self.trigger >= 0 else None,
            "layouts": layouts,
            "layout_values": layout_values,
            "banked": [b * bonus for b in self.banked],
            "surcharges": list(self.surcharge),
            "breakdown_notes": notes,
            "breakdowns": breakdowns,
            "knocker_lowest": result.knocker_lowest,
            "scores": list(scores),
            "notes": list(result.notes),
            "pot": pot,
            "totals": list(totals),
        }
        self._finish_hand(summary)

    def _settle_pot(self, knocker_lowest: bool | None) -> dict[str, Any] | None:
        """A-25: after a knock the knocker takes, or pays in, min(pot, cap)."""
        cfg = self.cfg
        if not cfg.pot:
            return None
        before = self.pot
        change = 0
        if self.knocker >= 0 and knocker_lowest is not None:
            amount = before if cfg.pot_cap is None else min(before, cfg.pot_cap)
            change = amount if knocker_lowest else -amount
            self.chips = _with(self.chips, self.knocker, self.chips[self.knocker] + change)
            self.pot -= change
        return {"before": before, "after": self.pot, "knocker_change": change}

    def _finish_hand(self, summary: dict[str, Any]) -> None:
        cfg = self.cfg
        over = cfg.single_hand or (
            max(self.totals) >= cfg.match_number
            if cfg.match_by_target
            else self.hand_number >= cfg.match_number
        )
        if over:
            low = min(self.totals)
            lowest = tuple(p for p in range(self.n) if self.totals[p] == low)
            if len(lowest) == 1 or not cfg.extra_holes or cfg.single_hand:
                self.winners = lowest
                self.hand_result = summary
                self.phase = OVER
                self.is_terminal = True
                return
        self.previous_hand = summary
        self.dealer = (self.dealer + 1) % self.n
        self.hand_number += 1
        self._deal(None)

    # ------------------------------------------------------------------ views and copies

    def _view(self, player: int) -> dict[str, Any]:
        from cardtable.games.golf.views import build_view

        return build_view(self, player)

    def _explain_illegal(self, action: Action, player: int) -> Text:
        from cardtable.games.golf.views import explain_illegal

        return explain_illegal(self, action, player)

    def _copy(self) -> GolfState:
        """Every field by name (mypyc compiles this; reflection over ``__slots__`` would not
        work there). The lists a turn changes are copied, the ``Chance`` stream is copied at its
        position, and every other field is immutable or replaced whole, never changed in place
        (the per-player tuples of ``_deal``)."""
        other = GolfState(self.game, 0, None, None, blank=True)  # type: ignore[arg-type]
        other.aid = self.aid
        other.banked = self.banked
        other.cards = self.cards.copy()
        other.cfg = self.cfg
        other.chips = self.chips
        other.dealer = self.dealer
        other.discard = self.discard.copy()
        other.duties = self.duties
        other.empty = self.empty
        other.faceup = self.faceup.copy()
        other.final_left = self.final_left
        other.first_done = self.first_done
        other.hand_number = self.hand_number
        other.hand_result = self.hand_result
        other.held = self.held
        other.held_from = self.held_from
        other.holes = self.holes
        other.init_first = self.init_first
        other.is_terminal = self.is_terminal
        other.knocker = self.knocker
        other.known = self.known.copy()
        other.locked = self.locked
        other.log = self.log.copy()
        other.log_cache = self.log_cache
        other.n = self.n
        other.phase = self.phase
        other.pot = self.pot
        other.previous_hand = self.previous_hand
        other.public = self.public.copy()
        other.public_cache = self.public_cache
        other.rng = self.rng.copy()
        other.set_aside = self.set_aside
        other.setup_count = self.setup_count
        other.size = self.size
        other.skip = self.skip
        other.stock = self.stock.copy()
        other.surcharge = self.surcharge
        other.totals = self.totals
        other.trigger = self.trigger
        other.turn = self.turn
        other.turns = self.turns
        other.unseen_start = self.unseen_start
        other.up_card = self.up_card
        other.verified = self.verified
        other.version = self.version
        other.window = self.window.copy()
        other.winners = self.winners
        return other

    def _key(self) -> tuple[Any, ...]:
        """Every field for equality (the Chance stream compares by its position); not ``cfg``,
        ``log_cache``, ``public_cache``, ``verified``, ``version``: derived or caches."""
        return (
            self.aid,
            self.banked,
            self.cards,
            self.chips,
            self.dealer,
            self.discard,
            self.duties,
            self.empty,
            self.faceup,
            self.final_left,
            self.first_done,
            self.hand_number,
            self.hand_result,
            self.held,
            self.held_from,
            self.holes,
            self.init_first,
            self.is_terminal,
            self.knocker,
            self.known,
            self.locked,
            self.log,
            self.n,
            self.phase,
            self.pot,
            self.previous_hand,
            self.public,
            self.rng,
            self.set_aside,
            self.setup_count,
            self.size,
            self.skip,
            self.stock,
            self.surcharge,
            self.totals,
            self.trigger,
            self.turn,
            self.turns,
            self.unseen_start,
            self.up_card,
            self.window,
            self.winners,
        )
