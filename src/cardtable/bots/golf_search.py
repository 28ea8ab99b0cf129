"""The ``hard`` Golf bot: each candidate played to the hole's end in worlds of the unseen pool.

For one decision the bot:

1. takes the playout policy's choice (``cardtable.bots.golf_playout``, which plays better than
   the medium bot in 8-, 9- and 10-card Golf: docs/bots.md) as the first candidate, then the
   medium bot's (``cardtable.bots.golf.GolfBot``) and the medium bot's next-best alternatives
   (a few, so each gets many samples);
2. samples worlds from what it knows: the view with the face-down cards it remembers written in
   (``GolfBot.view_with_memory``). Every card it has not seen is dealt afresh in each world from
   the pool of unseen cards, so averaging over worlds is an expectation over that pool: the bot
   never pretends to know a card it has not seen. A face-down card another player knows was
   kept, so it is dealt from the low end of the pool (``lower_kept_cards``), and the discards
   buried under the top (a view with human memory shows the top only) were thrown away, so
   they are dealt from the high end (``raise_buried_discards``, ``BURIED_SHIFT``);
3. plays every candidate to the end of the hole in the same worlds (common random numbers),
   every seat played by the fast playout policy (``cardtable.bots.golf_playout``), which decides
   from what that player knows in the world only (nobody in a playout peeks). A playout is
   worth the bot's hole score against the others' mean (fewer is better) plus ``win_weight``
   if it ends the hole lowest (half of it for a shared lowest score): the race to go out, the
   knock and the other players' last turns are all in the playout, not guessed;
4. keeps the first candidate unless the best one beats it by more than ``confidence``
   standard errors of the paired per-world difference, after at least ``min_worlds`` worlds.

Whole holes of medium-bot playouts cost tens of milliseconds in 6-card Golf (the medium bot
scores every layout against the whole unseen pool); the playout policy keeps its main rules
with every unknown card at the deck's mean and remembers the layouts it has valued, which makes
a whole hole several times cheaper, so a decision can afford dozens of worlds (docs/bots.md).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from cardtable.bots.golf import KEPT_SHIFT, GolfBot
from cardtable.bots.golf_playout import FastGolfPolicy
from cardtable.bots.kept import draw_low
from cardtable.bots.search import gate
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.games.golf import actions as A
from cardtable.games.golf.game import GolfGame
from cardtable.games.golf.sampling import face_of_text
from cardtable.games.golf.scoring import EMPTY, layout_value
from cardtable.games.golf.state import GolfState


@dataclass(frozen=True, slots=True)
class GolfSearchSettings:
    """The budget and the gate of one ``hard`` Golf decision."""

    worlds: int = 32
    """Iteration budget: sampled worlds per decision (every candidate is played in each)."""
    time_limit: float = 0.8
    """Seconds within which worlds are sampled: no world is begun that would likely end past
    it (at least one world is always searched)."""
    candidates: int = 4
    """At most this many candidates: the playout policy's choice, the medium bot's, and the
    medium bot's next-best alternatives."""
    confidence: float = 1.0
    """Standard errors by which the best candidate must beat the first."""
    min_worlds: int = 10
    """Fewer worlds than this never overrule the first candidate."""
    win_weight: float = 20.0
    """Points a playout that ends the hole with the lowest score is worth, beside the points
    difference (half for a shared lowest score)."""
    max_steps: int = 4000
    """Moves after which a playout stops and is valued by the layouts as they stand."""
    every_turn: bool = True
    """Search from the first turn; False: only once someone has gone out or knocked."""
    policy_first: bool = True
    """The playout policy's choice is the first candidate; False: the medium bot's."""
    kept_cards: bool = True
    """Deal the face-down cards other players know (and this bot does not) from the low end of
    the unseen pool, as kept cards are (``lower_kept_cards``); off: uniformly."""
    buried_high: bool = True
    """Deal the discards buried under the top (unseen with human memory) from the high end of
    the unseen pool, by ``BURIED_SHIFT`` (``raise_buried_discards``); off: uniformly."""


BURIED_SHIFT: dict[str, float] = {
    "golf4": 1.03, "golf6": 2.06, "golf8": 2.58, "golf9": 2.35, "golf10": 2.14,
}
"""How far above the mean of the cards a player has not seen the discards buried under the top
lie, by game: thrown away, they are high. Measured in medium play over 200 holes per game at
every decision with a choice (docs/bots.md, "Buried discards")."""


def settings_for(game: GolfGame) -> GolfSearchSettings:
    """The committed settings: in 4-card Golf, where drawn cards are placed face down, a
    search from the first turn lost to the medium bot (docs/bots.md), so there only the last
    turns are searched, with the medium choice first and a two-standard-error gate."""
    if game.config.face_up_family:
        return GolfSearchSettings()
    return GolfSearchSettings(every_turn=False, policy_first=False, confidence=2.0)


class GolfSearchBot:
    """Expectation over the unseen pool with whole-hole playouts (see the module)."""

    name = "hard"

    def __init__(self, game: Game, settings: GolfSearchSettings | None = None) -> None:
        if not isinstance(game, GolfGame):
            raise ValueError(f"the Golf search plays Golf, not {game.name!r}")
        self.game = game
        self.settings = settings or settings_for(game)
        self.medium = GolfBot(game)
        self.policy = FastGolfPolicy(game, feed_weight=0.0)
        cfg = game.config
        self.rules = cfg.rules
        self.size = cfg.geometry.size
        self.bonus = cfg.rules.block_bonus or 0
        self.kept_shift = KEPT_SHIFT.get(game.name, 0.0) if self.settings.kept_cards else 0.0
        """How far below the unseen mean the others' kept cards are dealt (0: uniformly)."""
        self.buried_shift = BURIED_SHIFT.get(game.name, 0.0) if self.settings.buried_high else 0.0
        """How far above the unseen mean the discards buried under the top are dealt."""
        self.searched = 0
        """Decisions searched (more than one candidate)."""
        self.overruled = 0
        """Decisions where another move than the medium bot's was played."""

    def with_settings(self, settings: GolfSearchSettings) -> GolfSearchBot:
        """The same search with other settings (measurements: ``cardtable.bots.measure``)."""
        return GolfSearchBot(self.game, settings)

    # ------------------------------------------------------------------ choosing

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        # What the bot knows is read before its medium bot decides (deciding may note the card
        # it is about to place, which is still in its hand in this view), and after it has
        # read this view (a peek is shown once).
        self.medium._remember(view)
        known = self.medium.view_with_memory(view)
        memory = GolfBot(self.game)
        memory.copy_memory_from(self.medium)
        choice = self.medium.choose(view, legal, rng)
        if len(legal) == 1 or view["phase"] in ("setup", "turn start"):
            return choice
        if not self.settings.every_turn and view["final_turns"] is None:
            return choice
        first = [choice]
        if self.settings.policy_first:
            # The playout policy reads only what this player knows, so any world sampled
            # from what it knows gives its choice (tests/bots/test_golf_playout.py).
            world = self.game.sample_state(known, rng)
            assert isinstance(world, GolfState)
            first.insert(0, self.policy.choose(world, int(view["seat"]), legal))
        options = self.candidates(view, legal, first)
        best = 0
        if len(options) > 1:
            best = self.pick(self.evaluate(known, options, rng))
            self.searched += 1
        played = options[best]
        if played != choice:
            self.overruled += 1
            # The medium bot noted the card it meant to place; it is placed elsewhere (or
            # discarded), so its memory goes back to before the decision and notes this one.
            self.medium.memory = dict(memory.memory)
            self.medium._note(view, played)
        return played

    def candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], first: Sequence[Action]
    ) -> list[Action]:
        """The ``first`` moves (the playout policy's and the medium bot's choices), then the
        medium bot's next-best alternatives, at most ``settings.candidates``."""
        limit = self.settings.candidates
        phase = view["phase"]
        codes = {a.code: a for a in legal}
        ranked: list[Action] = []
        if phase == "holding":
            ranked = self._ranked_holds(view, legal, codes)
        elif phase == "flip after discard":
            if A.KEEP_CODE in codes:
                ranked.append(codes[A.KEEP_CODE])
            ranked += [a for a in legal if A.FLIP_BASE <= a.code < A.PEEK_BASE]
        else:
            ranked = list(legal)
        out: list[Action] = []
        for action in [*first, *ranked]:
            if len(out) >= limit:
                break
            if action not in out:
                out.append(action)
        return out

    def _ranked_holds(
        self, view: Mapping[str, Any], legal: Sequence[Action], codes: dict[int, Action]
    ) -> list[Action]:
        """Holding a card: discarding it (when allowed), then the placements by the layout
        value they leave (unknown cards at the unseen pool's mean)."""
        bot = self.medium
        me = int(view["seat"])
        card = face_of_text(view["held"]["card"])
        faces = bot._faces(view, me)
        mu, _ = bot._unseen_mean(view)
        ranked: list[Action] = []
        if A.DISCARD_CODE in codes:
            ranked.append(codes[A.DISCARD_CODE])
        placements = sorted(bot._placements(faces, card, bot._targets(legal), mu))
        ranked += [codes[A.REPLACE_BASE + s] for _, s in placements]
        return ranked

    def pick(self, values: Sequence[Sequence[float]]) -> int:
        """The candidate to play (``cardtable.bots.search.gate``: the first unless another is
        clearly better)."""
        return gate(values, self.settings.confidence, self.settings.min_worlds)

    # ------------------------------------------------------------------ searching

    def evaluate(
        self, known: Mapping[str, Any], options: Sequence[Action], rng: Random
    ) -> list[list[float]]:
        """Each option's value in each sampled world (the same worlds for every option)."""
        s = self.settings
        me = int(known["seat"])
        values: list[list[float]] = [[] for _ in options]
        self.policy.forget()
        started = time.perf_counter()
        deadline = started + s.time_limit
        buried = int(known["discard_size"]) - len(known["discard_pile"])
        for _ in range(max(1, s.worlds)):
            world = self.game.sample_state(known, rng)
            assert isinstance(world, GolfState)
            if self.buried_shift and buried > 0:
                raise_buried_discards(self.game, world, me, buried, self.buried_shift, rng)
            if self.kept_shift:
                lower_kept_cards(self.game, world, me, self.kept_shift, rng)
            for i, action in enumerate(options):
                played = world.clone()
                assert isinstance(played, GolfState)
                values[i].append(self.rollout(played, action, me))
            now = time.perf_counter()
            # Stop before a world that would likely end past the deadline (the worlds of one
            # decision cost about the same), so the clock bounds the decision, not its start.
            if now + (now - started) / len(values[0]) >= deadline:
                break
        return values

    def rollout(self, state: GolfState, action: Action, me: int) -> float:
        """Apply ``action`` for ``me``, play the hole out with the playout policy, value it."""
        hand = state.hand_number
        before = state.scores
        state.apply(action, me)
        if state.is_terminal or state.hand_number != hand or self.policy.play_out(
            state, self.settings.max_steps
        ):
            after = state.scores
            gains = [float(after[q] - before[q]) for q in range(len(after))]
        else:
            gains = self.layout_values(state)
        mine = gains[me]
        others = [g for q, g in enumerate(gains) if q != me]
        value = sum(others) / len(others) - mine
        low = min(others)
        if mine < low:
            value += self.settings.win_weight
        elif mine == low:
            value += self.settings.win_weight / 2
        return value

    def layout_values(self, state: GolfState) -> list[float]:
        """Every player's layout value with all its cards turned up (the world's cards), plus
        surcharges: what the hole would score for each if it ended now."""
        cards = state.cards
        banked = state.banked
        surcharge = state.surcharge
        size = self.size
        out: list[float] = []
        for p in range(self.game.players):
            faces = [c % 53 if c >= 0 else EMPTY for c in cards[p * size : (p + 1) * size]]
            value = layout_value(self.rules, faces, banked[p] * self.bonus)
            out.append(float(value + surcharge[p]))
        return out


def make_hard(game: Game) -> GolfSearchBot:
    """The ``hard`` level of Golf (registered in ``cardtable.bots.golf``'s ``FAMILY``)."""
    return GolfSearchBot(game)


def lower_kept_cards(
    game: GolfGame, world: GolfState, me: int, shift: float, rng: Random
) -> None:
    """Re-deal, in a freshly sampled ``world`` (before any move or view), the face-down cards
    another player knows and ``me`` does not, from the low end of the cards ``me`` has not seen
    (those face-down cards and the stock): ``cardtable.bots.kept.draw_low`` with ``shift``.
    Who knows a card is kept by slot here, so moving cards between places keeps the public
    position."""
    cfg = game.config
    size = cfg.geometry.size
    values = cfg.rules.values
    cards, stock, known = world.cards, world.stock, world.known
    hidden: list[int] = []  # places: a slot, or -1 - j for the stock's card j
    targets: list[int] = []
    for i, c in enumerate(cards):
        q, s = divmod(i, size)
        if c < 0 or known[i] >> me & 1 or world.faceup[q] >> s & 1 or world.empty[q] >> s & 1:
            continue
        hidden.append(i)
        if q != me and known[i] >> q & 1:
            targets.append(i)
    if not targets:
        return
    hidden += [-1 - j for j in range(len(stock))]

    def card_at(place: int) -> int:
        return cards[place] if place >= 0 else stock[-1 - place]

    def put(place: int, card: int) -> None:
        if place >= 0:
            cards[place] = card
        else:
            stock[-1 - place] = card

    pool = [card_at(p) for p in hidden]
    where = {c: p for c, p in zip(pool, hidden, strict=True)}
    rng.shuffle(targets)
    for target, k in zip(targets, draw_low([values[c % 53] for c in pool],
                                            [shift] * len(targets), rng), strict=True):
        x, y = pool[k], cards[target]
        if x != y:
            old = where[x]
            put(old, y)
            put(target, x)
            where[x], where[y] = target, old


def raise_buried_discards(
    game: GolfGame, world: GolfState, me: int, buried: int, shift: float, rng: Random
) -> None:
    """Re-deal, in a freshly sampled ``world`` (before any move or view), the ``buried``
    discards under the top (the first of ``world.discard``, which ``me`` has not seen there)
    from the high end of the cards ``me`` has not seen (those discards, the stock and the
    face-down cards ``me`` does not know): ``cardtable.bots.kept.draw_low`` on the values
    negated, each draw ``shift`` above the pool's mean. Who knows a card is kept by slot, so
    moving cards between places keeps the public position."""
    cfg = game.config
    size = cfg.geometry.size
    values = cfg.rules.values
    rows = [world.discard, world.stock, world.cards]
    places = [(0, j) for j in range(buried)] + [(1, j) for j in range(len(world.stock))]
    for i, c in enumerate(world.cards):
        q, s = divmod(i, size)
        if c >= 0 and not (world.known[i] >> me & 1 or world.faceup[q] >> s & 1
                           or world.empty[q] >> s & 1):
            places.append((2, i))
    pool = [rows[r][i] for r, i in places]
    where = dict(zip(pool, places, strict=True))
    drawn = draw_low([-values[c % 53] for c in pool], [-shift] * buried, rng)
    for j, k in enumerate(drawn):
        x, y = pool[k], world.discard[j]
        if x == y:
            continue
        r, i = where[x]
        rows[r][i] = y
        world.discard[j] = x
        where[x], where[y] = (0, j), (r, i)


__all__ = [
    "BURIED_SHIFT", "GolfSearchBot", "GolfSearchSettings", "lower_kept_cards",
    "make_hard", "raise_buried_discards", "settings_for",
]
