"""A fast Golf playout policy: the medium bot's main rules, read straight from a sampled world.

Golf's ``hard`` search plays whole holes out, many times a decision. The medium bot
(``cardtable.bots.golf.GolfBot``) costs about a millisecond a decision, almost all of it spent
scoring layouts (the pool's pairing chances, the expected gain of a stock draw over every rank),
so a whole 6-card hole of it costs tens of milliseconds. This policy keeps its main rules
(place a card where it lowers the layout's value most, take the discard when that gains more
than a stock draw is expected to, do not feed the next player, go out only when low enough,
knock when well ahead) and makes them cheap:

* it reads the world's state, not a view, but only what player ``p`` knows in that world: the
  face-up cards, the discard, the card ``p`` holds and the face-down cards the engine marks as
  known to ``p`` (``GolfState.known``). Nobody in a playout peeks;
* every unknown card counts at the deck's mean value (a constant of the game), so layout values
  depend on the faces a player knows only, and are remembered (``values``): a playout sees the
  same few dozen layouts again and again, across the worlds and candidates of a decision;
* the expected gain of a stock draw is remembered the same way, per layout.

Moves outside those rules (first-turn flips, setup peeks, flip-only turns, paid peeks) follow
the medium bot's simple defaults: keep the arrangement, or the first legal duty, and draw rather
than flip or peek.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardtable.engine.action import Action
from cardtable.games.golf import actions as A
from cardtable.games.golf.game import GolfGame
from cardtable.games.golf.phases import AFTER_DISCARD, HOLD, START
from cardtable.games.golf.scoring import EMPTY, layout_value
from cardtable.games.golf.state import GolfState

UNKNOWN = -2
"""A face-down card the player does not know."""

Faces = tuple[int, ...]


class FastGolfPolicy:
    """Decides for any player of a Golf world from what that player knows (see the module)."""

    def __init__(self, game: GolfGame, feed_weight: float = 0.5) -> None:
        cfg = game.config
        self.feed_weight = feed_weight
        self.rules = cfg.rules
        self.face_up_family = cfg.face_up_family
        self.geometry = cfg.geometry
        self.size = cfg.geometry.size
        self.players = game.players
        self.knock_cap = 9.0 - (3.0 if game.options.get("knocker_penalty", "none") != "none" else 0)
        values = self.rules.values
        deck = Counter(c % 53 for c in game.deck())
        total = sum(deck.values())
        self.mean = sum(values[f] * k for f, k in deck.items()) / total
        # The stock's ranks by how often they occur: one face of each (rank, value) kind.
        kinds: Counter[tuple[int, int]] = Counter()
        example: dict[tuple[int, int], int] = {}
        for face, k in deck.items():
            key = (face % 13 if face < 52 else 13, values[face])
            kinds[key] += k
            example[key] = face
        self.stock_faces = [(example[key], k / total) for key, k in kinds.items()]
        self.values: dict[Faces, float] = {}
        self.stock_gains: dict[tuple[Faces, int], float] = {}
        self.next_gains: dict[tuple[Faces, int], float] = {}
        self.partner = [
            (s + cfg.geometry.cols) % self.size if cfg.geometry.rows == 2 else s
            for s in range(self.size)
        ]

    # ------------------------------------------------------------------ what p knows

    def faces(self, state: GolfState, p: int) -> list[int]:
        """``p``'s layout as ``p`` knows it: faces, ``EMPTY`` or ``UNKNOWN``."""
        base = p * self.size
        up = state.faceup[p]
        empty = state.empty[p]
        known = state.known
        cards = state.cards
        bit = 1 << p
        out = []
        for s in range(self.size):
            if empty >> s & 1:
                out.append(EMPTY)
            elif up >> s & 1 or known[base + s] & bit:
                out.append(cards[base + s] % 53)
            else:
                out.append(UNKNOWN)
        return out

    def public_faces(self, state: GolfState, q: int) -> list[int]:
        """``q``'s layout as everyone sees it."""
        base = q * self.size
        up = state.faceup[q]
        empty = state.empty[q]
        cards = state.cards
        out = []
        for s in range(self.size):
            if empty >> s & 1:
                out.append(EMPTY)
            elif up >> s & 1:
                out.append(cards[base + s] % 53)
            else:
                out.append(UNKNOWN)
        return out

    def value(self, faces: Sequence[int]) -> float:
        """Layout value with every unknown card at the deck's mean (remembered)."""
        key = tuple(faces)
        found = self.values.get(key)
        if found is None:
            known = [f if f >= 0 else EMPTY for f in key]
            unknown = key.count(UNKNOWN)
            found = layout_value(self.rules, known) + self.mean * unknown
            self.values[key] = found
        return found

    def best_placement(self, faces: list[int], card: int, targets: int) -> tuple[float, int]:
        """(value after placing ``card``, slot) at the best of the ``targets`` slots."""
        best = (float("inf"), -1)
        for s in range(self.size):
            if targets >> s & 1 and faces[s] != EMPTY:
                old = faces[s]
                faces[s] = card
                v = self.value(faces)
                faces[s] = old
                if v < best[0]:
                    best = (v, s)
        return best

    def stock_gain(self, faces: list[int], targets: int) -> float:
        """Expected gain of a stock draw: each kind of card at its best slot (remembered)."""
        key = (tuple(faces), targets)
        found = self.stock_gains.get(key)
        if found is None:
            now = self.value(faces)
            found = 0.0
            for face, share in self.stock_faces:
                v, s = self.best_placement(faces, face, targets)
                if s >= 0:
                    found += share * max(0.0, now - v)
            self.stock_gains[key] = found
        return found

    def next_gain(self, state: GolfState, p: int, card: int) -> float:
        """What ``card`` on the discard pile would gain the next player."""
        faces = self.public_faces(state, (p + 1) % self.players)
        key = (tuple(faces), card)
        found = self.next_gains.get(key)
        if found is None:
            v, s = self.best_placement(faces, card, (1 << self.size) - 1)
            found = max(0.0, self.value(faces) - v) if s >= 0 else 0.0
            self.next_gains[key] = found
        return found

    def forget(self, limit: int = 100_000) -> None:
        """Drop the remembered values once there are more than ``limit`` (memory stays bounded)."""
        if len(self.values) > limit:
            self.values.clear()
            self.stock_gains.clear()
            self.next_gains.clear()

    def out_penalty(self, state: GolfState, p: int, value: float) -> float:
        """Cost of ending the hole with ``value`` while the others stand where they do."""
        if state.final_left is not None:
            return 0.0
        others = min(
            self.value(self.public_faces(state, q)) for q in range(self.players) if q != p
        )
        late = state.turns > 12 * self.players or len(state.stock) < 6
        return max(0.0, value - (others + 1.0 + (6.0 if late else 0.0)))

    def goes_out(self, state: GolfState, p: int, slot: int) -> bool:
        """Would placing in ``slot`` leave every occupied slot of ``p`` face up?"""
        if not self.face_up_family:
            return False
        return state.face_down(p) & ~(1 << slot) == 0

    # ------------------------------------------------------------------ choosing

    def play_out(self, state: GolfState, max_steps: int) -> bool:
        """Play every seat of ``state`` until its hand (hole) is over, at most ``max_steps``
        moves; whether it ended. Here rather than in the search so that it is compiled with
        the policy (docs/speed.md): the loop runs millions of times a search."""
        hand = state.hand_number
        steps = max_steps
        while not state.is_terminal and state.hand_number == hand:
            if steps <= 0:
                return False
            p = state.turn
            legal = state.legal_actions(p)
            state.apply(legal[0] if len(legal) == 1 else self.choose(state, p, legal), p)
            steps -= 1
        return True

    def choose(self, state: GolfState, p: int, legal: Sequence[Action]) -> Action:
        phase = state.phase
        if phase == START:
            return self._start(state, p, legal)
        if phase == HOLD:
            return self._hold(state, p, legal)
        if phase == AFTER_DISCARD:
            return self._after_discard(state, p, legal)
        for action in legal:
            if action is A.KEEP:
                return action
        return legal[0]

    def _targets(self, legal: Sequence[Action]) -> int:
        mask = 0
        for a in legal:
            if A.REPLACE_BASE <= a.code < A.FLIP_BASE:
                mask |= 1 << (a.code - A.REPLACE_BASE)
        return mask

    def _start(self, state: GolfState, p: int, legal: Sequence[Action]) -> Action:
        codes = {a.code: a for a in legal}
        faces = self.faces(state, p)
        now = self.value(faces)
        targets = state.targets(p)
        if A.KNOCK_CODE in codes:
            mine = now + state.surcharge[p]
            others = min(
                self.value(self.public_faces(state, q)) + state.surcharge[q]
                for q in range(self.players)
                if q != p
            )
            if mine <= self.knock_cap and mine + 4.0 <= others:
                return codes[A.KNOCK_CODE]
        if A.REVEAL_ALL_CODE in codes:
            unknown = sum(1 for f in faces if f == UNKNOWN)
            if unknown <= 1 and now <= 5 and self.out_penalty(state, p, now) == 0.0:
                return codes[A.REVEAL_ALL_CODE]
        if A.DRAW_DISCARD_CODE in codes and state.discard:
            top = state.discard[-1] % 53
            v, s = self.best_placement(faces, top, targets)
            if s >= 0:
                if self.goes_out(state, p, s):
                    v += self.out_penalty(state, p, v)
                gain = now - v
                if gain > 0.25 and gain >= self.stock_gain(faces, targets):
                    return codes[A.DRAW_DISCARD_CODE]
        return codes.get(A.DRAW_STOCK_CODE, legal[0])

    def _hold(self, state: GolfState, p: int, legal: Sequence[Action]) -> Action:
        codes = {a.code: a for a in legal}
        card = state.held % 53
        faces = self.faces(state, p)
        now = self.value(faces)
        best: tuple[float, Action] | None = None
        if A.DISCARD_CODE in codes:
            feed = self.feed_weight * self.next_gain(state, p, card) if self.feed_weight else 0.0
            best = (now + feed + 0.25, codes[A.DISCARD_CODE])
        targets = self._targets(legal)
        for s in range(self.size):
            if not targets >> s & 1:
                continue
            old = faces[s]
            faces[s] = card
            cost = self.value(faces)
            if self.goes_out(state, p, s):
                cost += self.out_penalty(state, p, cost)
            faces[s] = old
            if old >= 0 and self.feed_weight:
                cost += self.feed_weight * self.next_gain(state, p, old)
            if best is None or cost < best[0]:
                best = (cost, codes[A.REPLACE_BASE + s])
        return best[1] if best is not None else legal[0]

    def _after_discard(self, state: GolfState, p: int, legal: Sequence[Action]) -> Action:
        codes = {a.code: a for a in legal}
        if (
            A.KEEP_CODE in codes
            and self.out_penalty(state, p, self.value(self.faces(state, p))) > 0
        ):
            return codes[A.KEEP_CODE]
        flips = [a for a in legal if A.FLIP_BASE <= a.code < A.PEEK_BASE]
        if not flips:
            return legal[0]
        up = state.faceup[p]
        for action in flips:
            if not up >> self.partner[action.code - A.FLIP_BASE] & 1:
                return action
        return flips[0]


__all__ = ["FastGolfPolicy"]
