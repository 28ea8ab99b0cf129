"""The ``hard`` Golf bot: each candidate valued by its expected outcome over the unseen pool.

For one decision the bot:

1. asks the medium bot (``cardtable.bots.golf.GolfBot``) for its choice, which is always the
   first candidate; the others are the medium bot's next-best alternatives (a few, so each gets
   many samples);
2. samples worlds from what it knows: the view with the face-down cards it remembers written in
   (``GolfBot.view_with_memory``). Every card it has not seen is dealt afresh in each world from
   the pool of unseen cards, so averaging over worlds is an expectation over that pool: the bot
   never pretends to know a card it has not seen;
3. plays every candidate in the same worlds (common random numbers: the same stock order, the
   same playout seed) with the medium bot in every seat, each seeing only its own view of the
   world (so no playout player peeks either);
4. keeps the medium choice unless the best candidate beats it by more than ``confidence``
   standard errors of the paired per-world difference, after at least ``min_worlds`` worlds.

By default (``whole_hand``) only the last turns of a hole are searched (someone has gone out or
knocked): every playout then reaches the hole's end within a round and is valued by the hole's
real scores (the bot's against the others' mean, penalties and knock rules included) and, when
the match ends, by ``win_bonus``. Earlier decisions keep the medium choice.

With ``whole_hand=False`` every decision is searched with short playouts (``horizon`` turns
after the decision's own), then the world is valued with every layout counted as if turned up
now (in a world the face-down cards have faces, so this is the expected layout value over the
unseen pool, pairing chances included). A whole Golf hole of medium-bot playouts costs tens of
milliseconds, which buys too few worlds in the time a decision may take; the short playouts are
cheap, but their value misses what a known card and the hole's end are worth, and this mode
measured weaker than the medium bot (docs/bots.md).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from cardtable.bots.golf import GolfBot
from cardtable.bots.search import gate
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.state import State
from cardtable.games.golf import actions as A
from cardtable.games.golf.game import GolfGame
from cardtable.games.golf.sampling import face_of_text
from cardtable.games.golf.scoring import EMPTY, evaluate
from cardtable.games.golf.state import GolfState


@dataclass(frozen=True, slots=True)
class GolfSearchSettings:
    """The budget and the gate of one ``hard`` Golf decision."""

    worlds: int = 24
    """Iteration budget: sampled worlds per decision (every candidate is played in each)."""
    time_limit: float = 0.6
    """Seconds after which sampling stops (at least one world is always searched)."""
    candidates: int = 4
    """At most this many candidates: the medium choice and its next-best alternatives."""
    horizon: int = -1
    """Turns played after the one the decision is in, before the world is valued; -1: the
    other players' turns (so the next player's use of our discard is counted)."""
    confidence: float = 2.0
    """Standard errors by which the best candidate must beat the medium choice."""
    min_worlds: int = 10
    """Fewer worlds than this never overrule the medium choice."""
    win_bonus: float = 1000.0
    """Value of winning the match inside a playout, in points (only where every playout plays
    the hole out: a truncated playout cannot tell who would win, so a bonus for some
    playouts only would make candidates incomparable)."""
    whole_hand: bool = True
    """Search only the last turns of a hole (someone has gone out or knocked): there every
    playout plays the hole to its end, so each candidate is valued by the hole's real scores
    (and the match's result), exactly in expectation over the unseen pool. Earlier decisions
    keep the medium choice. False: search every decision with the short ``horizon`` and the
    turned-up valuation (measured weaker than the medium bot, see docs/bots.md)."""


class GolfSearchBot:
    """Expectation over the unseen pool with medium-bot rollouts (see the module)."""

    name = "hard"

    def __init__(self, game: Game, settings: GolfSearchSettings | None = None) -> None:
        if not isinstance(game, GolfGame):
            raise ValueError(f"the Golf search plays Golf, not {game.name!r}")
        self.game = game
        self.settings = settings or GolfSearchSettings()
        self.medium = GolfBot(game)
        cfg = game.config
        self.rules = cfg.rules
        self.size = cfg.geometry.size
        self.bonus = cfg.rules.block_bonus or 0
        self.searched = 0
        """Decisions searched (more than one candidate)."""
        self.overruled = 0
        """Decisions where the search replaced the medium choice."""

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
        if len(legal) == 1:
            return legal[0]
        options = self.candidates(view, legal, choice)
        if len(options) == 1:
            return choice
        values = self.evaluate(known, options, memory, rng)
        self.searched += 1
        best = self.pick(values)
        if best:
            self.overruled += 1
            # The medium bot noted the card it meant to place; it is placed elsewhere (or
            # discarded), so its memory goes back to before the decision and notes this one.
            self.medium.memory = dict(memory.memory)
            self.medium._note(view, options[best])
        return options[best]

    def candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], choice: Action
    ) -> list[Action]:
        """``choice`` first, then the medium bot's next-best alternatives, at most
        ``settings.candidates``. Setup duties (initial peeks and flips) are not searched."""
        limit = self.settings.candidates
        phase = view["phase"]
        if phase in ("setup", "turn start"):
            return [choice]
        if self.settings.whole_hand and view["final_turns"] is None:
            return [choice]
        codes = {a.code: a for a in legal}
        ranked: list[Action] = []
        if phase == "holding":
            ranked = self._ranked_holds(view, legal, codes)
        elif phase == "flip after discard":
            if A.KEEP_CODE in codes:
                ranked.append(codes[A.KEEP_CODE])
            ranked += [a for a in legal if a.code >= A.FLIP_BASE]
        else:
            ranked = list(legal)
        out = [choice]
        for action in ranked:
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
        """The candidate to play (``cardtable.bots.search.gate``)."""
        return gate(values, self.settings.confidence, self.settings.min_worlds)

    # ------------------------------------------------------------------ searching

    def evaluate(
        self,
        known: Mapping[str, Any],
        options: Sequence[Action],
        memory: GolfBot,
        rng: Random,
    ) -> list[list[float]]:
        """Each option's value in each sampled world (the same worlds for every option)."""
        s = self.settings
        me = int(known["seat"])
        if s.whole_hand:
            horizon = 1 << 30  # to the end of the hole
        else:
            horizon = s.horizon if s.horizon >= 0 else int(known["players"]) - 1
        values: list[list[float]] = [[] for _ in options]
        deadline = time.perf_counter() + s.time_limit
        for _ in range(max(1, s.worlds)):
            world = self.game.sample_state(known, rng)
            seed = rng.getrandbits(32)
            for i, action in enumerate(options):
                values[i].append(
                    self.rollout(world.clone(), action, me, memory, horizon, Random(seed))
                )
            if time.perf_counter() >= deadline:
                break
        return values

    def rollout(
        self, state: State, action: Action, me: int, memory: GolfBot, horizon: int, rng: Random
    ) -> float:
        """Apply ``action`` for ``me``, play ``horizon`` more turns with medium bots, value."""
        bots = [GolfBot(self.game) for _ in range(self.game.players)]
        bots[me].copy_memory_from(memory)
        hand = state.hand_number
        before = state.scores
        assert isinstance(state, GolfState)
        stop = state.turns + horizon + 1
        state.apply(action, me)
        while (
            not state.is_terminal
            and state.hand_number == hand
            and state.turns < stop
        ):
            actors = sorted(state.actors)
            p = actors[0] if len(actors) == 1 else actors[rng.randrange(len(actors))]
            legal = state.legal_actions(p)
            move = legal[0] if len(legal) == 1 else bots[p].choose(state.view(p), legal, rng)
            state.apply(move, p)
        if state.is_terminal or state.hand_number != hand:
            after = state.scores
            gains: list[float] = [float(after[q] - before[q]) for q in range(len(after))]
        else:
            gains = self.layout_values(state)
        others = [g for q, g in enumerate(gains) if q != me]
        value = -(gains[me] - sum(others) / len(others)) if others else -float(gains[me])
        if state.is_terminal and self.settings.whole_hand:
            value += self.settings.win_bonus if me in state.winners else -self.settings.win_bonus
        return value

    def layout_values(self, state: State) -> list[float]:
        """Every player's layout value with all its cards turned up (the world's cards), plus
        surcharges: what the hole would score for each if it ended now."""
        assert isinstance(state, GolfState)
        cards = state.cards
        banked = state.banked
        surcharge = state.surcharge
        size = self.size
        out: list[float] = []
        for p in range(self.game.players):
            faces = [c % 53 if c >= 0 else EMPTY for c in cards[p * size : (p + 1) * size]]
            value, _ = evaluate(self.rules, faces, banked[p] * self.bonus)
            out.append(float(value + surcharge[p]))
        return out


def make_hard(game: Game) -> GolfSearchBot:
    """The ``hard`` level of Golf (registered in ``cardtable.bots.golf``'s ``FAMILY``)."""
    return GolfSearchBot(game)


__all__ = ["GolfSearchBot", "GolfSearchSettings", "make_hard"]
