"""The ``hard`` power-Golf bot: each candidate valued by its expected outcome over the unseen pool.

For one decision the bot:

1. asks the medium bot (``cardtable.bots.golfp.PowerGolfBot``) for its choice, which is always
   the first candidate; the others are one or two of each other kind of move open to it: calling
   (cabo, knock, ...), drawing from the stock or the discard, using a power (peek, swap, look,
   shuffle), discarding, the replacements worth most by the medium bot's estimate, giving,
   matching, snapping or claiming a card known to be equal, passing;
2. samples worlds from what it knows: the view with every card it remembers written in
   (``PowerGolfBot.view_with_memory``). Every card it has not seen is dealt afresh in each world
   from the pool of unseen cards, so averaging over worlds is an expectation over that pool: the
   bot never pretends to know a card it has not seen. A card another player knows in its own
   layout was kept, so it is dealt from the low end of the pool (``lower_kept_cards``), the
   lower where the log shows its owner drew and placed it (``KEPT_SHIFT_BY_ORIGIN``). The
   discards buried under the top, which a view with human memory does not show, are dealt
   where the bot remembers them from the log (``place_known_discards``; a power card drawn from
   the stock and used is not named there, but its power is: a card with that power); the few
   it never saw (a hand's first up-card) were thrown away, so they are dealt from the high
   end (``raise_buried_discards``, ``BURIED_SHIFT``): dealt uniformly they left the stock and
   the unknown layout cards too high in every world.
   A layout shuffled by Malaysian's joker still holds the cards the bot had seen there: each
   world deals them back into it, in random slots (``place_shuffled_cards``). Where
   ``given_cards`` is set (``GIVEN_CARDS``), a card a blind swap moved out of its swapper's
   layout, which its new owner does not know, was given away, so it is dealt from the high
   end (``raise_given_cards``), and the bot's own choices value it so too;
3. plays every candidate in the same worlds (common random numbers: the same stock, the same
   playout seed) to the end of the hand, with the medium bot in every seat. Each playout player
   decides from its own view of the world with the cards *it* knows there written in (the world
   is played under ``memory_mode=perfect``): nobody peeks, and the other players remember their
   own cards as real players (and the medium bot's memory) do. A playout is worth the bot's
   points against the others' mean, plus or minus ``win_bonus`` when the match ends in it;
   when only the hand ends, plus ``win_bonus`` times twice the chance of winning the match
   from the new totals less one (``cardtable.bots.match_odds``), so a point taken from the
   leader, or near the match's end, counts for more;
   Where ``follow_up`` is set (``FOLLOW_UP``), a candidate that leaves the bot to act again
   at once (a card drawn, to be placed, thrown or used) is played a decision further: up to
   ``follow_up`` of its choices there are played out in each world, and the one counted in a
   world is the one the *other* worlds in which it drew the same face found best
   (``follow_up_values``), so its own later decision is searched too without seeing the
   world's hidden cards;
4. keeps the medium choice unless the best candidate beats it by more than ``confidence``
   standard errors of the paired per-world difference, after at least ``min_worlds`` worlds
   (``cardtable.bots.search.gate``).

Out-of-turn moves (snaps, claims) are searched like any other when the medium bot would make one
or has one to decline; in a playout, when several players may act, one of them is drawn at
random to act first, as ``cardtable arena`` does (arrival order).

The medium bot's memory (``memory_mode=human``) is read from the views' logs only, never from
the bot's intentions, and the playouts use bots of their own: whatever the search plays, the
memory stays true (``tests/bots/test_golfp_search.py`` checks it against the engine's cards).
"""

from __future__ import annotations

import time
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from math import sqrt
from random import Random
from typing import Any

import cardtable
from cardtable.bots.golfp import (
    KEPT_SHIFT,
    POWERS_SEEN,
    USED_POWER,
    PowerGolfBot,
    PowerGolfParams,
)
from cardtable.bots.kept import draw_low
from cardtable.bots.match_odds import HandSpread, MatchEnd, win_chance
from cardtable.bots.search import actor, gate, match_result
from cardtable.cards import FACES
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.state import State
from cardtable.games.golfp import actions as A
from cardtable.games.golfp.game import PowerGolfGame
from cardtable.games.golfp.position import position
from cardtable.games.golfp.state import PowerGolfState


@dataclass(frozen=True, slots=True)
class PowerGolfSearchSettings:
    """The budget and the gate of one ``hard`` power-Golf decision."""

    worlds: int = 128
    """Iteration budget: sampled worlds per decision (every candidate is played in each)."""
    time_limit: float = 0.8
    """Seconds within which sampling stops: no world is begun that would likely end past it
    (at least one world is always searched)."""
    candidates: int = 5
    """At most this many candidates: the medium choice and one or two of each other kind."""
    confidence: float = 1.0
    """Standard errors by which the best candidate must beat the medium choice."""
    min_worlds: int = 8
    """Fewer worlds than this never overrule the medium choice."""
    win_bonus: float = 20.0
    """Value of winning the match inside a playout, in points: large enough that winning
    counts for more than a few points, small enough that the points still tell playouts apart
    (a bonus of 1000 made a playout's value almost only won or lost, too noisy to overrule
    with; docs/bots.md)."""
    match_odds: bool = True
    """In a match of several hands, value a playout's hand end by the chance of winning the
    match it leaves (``cardtable.bots.match_odds``, scaled like a win: ``win_bonus`` times
    twice the chance less one), not only by its points; off: only a match's last hand counts
    the win. Measured in docs/bots.md ("The match's standing valued")."""
    kept_cards: bool = True
    """Deal the cards other players know in their own layouts (and this bot does not) from the
    low end of the unseen pool, as kept cards are (``lower_kept_cards``); off: uniformly."""
    kept_origin: bool = True
    """With human memory, deal a kept card (and value it, in the medium bot) by its origin:
    dealt, or drawn and placed by its owner (``KEPT_SHIFT_BY_ORIGIN``); off: all alike."""
    buried_high: bool = True
    """Deal the discards buried under the top (unseen with human memory) from the high end of
    the unseen pool, by ``BURIED_SHIFT`` (``raise_buried_discards``); off: uniformly."""
    remember_pile: bool = True
    """Remember the discard pile from the log (``Memory.pile``), in the bot's own choices and
    in its worlds (``place_known_discards``); off: only the top discard is known."""
    remember_shuffled: bool = True
    """Remember which cards a shuffled layout holds (Malaysian's joker: ``Memory``'s bags),
    in the bot's own choices and in its worlds (``place_shuffled_cards``); off: forgotten."""
    own_call_lead: float = 4.0
    """The call rule of the bot's own seat in its playouts (``PowerGolfParams.call_lead``:
    call when its estimate is this much below every other's); the other seats keep the medium
    bot's. The default is the medium bot's own; ``OWN_CALL_LEAD`` gives some games another
    (``settings_for``). The search's real calls are searched, and more careful than the
    medium rule that plays its later turns in a playout (Pablo: docs/bots.md, "Pablo: who
    calls, and how the calls end")."""
    base_call_lead: float = 4.0
    """The call rule of the medium choice each real decision starts from, which a call or a
    refusal to call must beat by ``confidence`` to overrule (``PowerGolfParams.call_lead``;
    the default is the medium bot's own)."""
    max_steps: int = 3000
    """A playout still running after this many actions is valued where it stands, by its
    layouts (a guard)."""
    follow_up: int = 0
    """Where a candidate leaves the bot to act again at once (a card drawn: what to do with
    it), up to this many candidates are played there too, and the one played in a world is
    the best over the *other* worlds that drew the same face (``follow_up_values``): the bot's
    own next decision searched, not played by the medium rule, without peeking at the world.
    0 or 1: the medium rule plays it."""
    given_cards: bool = False
    """Read a card a blind swap gave as high (``PowerGolfParams.given_cards``), in the bot's
    own choices and in its worlds (dealt from the high end of the unseen pool,
    ``raise_given_cards``); ``GIVEN_CARDS`` names the games that do."""


OWN_CALL_LEAD: dict[str, float] = {"pablo": 8.0, "dacz": 8.0}
"""``own_call_lead`` by game, where another than the medium bot's was measured better in
whole matches (docs/bots.md, "Pablo: the bot's own calls in its playouts" and "Dacz: the
bot's own calls in its playouts")."""


FOLLOW_UP: dict[str, int] = {"pablo": 3}
"""``follow_up`` by game, where searching the bot's next decision after a draw was measured
better (docs/bots.md, "Pablo: the drawn card's use searched")."""


GIVEN_CARDS: frozenset[str] = frozenset({"malaysian"})
"""The games whose search reads a card a blind swap gave as high (``given_cards``), where that
was measured better (docs/bots.md, "Given cards"); unmeasured in the others."""


def settings_for(game_name: str) -> PowerGolfSearchSettings:
    """The settings ``hard`` plays ``game_name`` with: the defaults, with the game's own
    ``OWN_CALL_LEAD``, ``FOLLOW_UP`` and ``GIVEN_CARDS`` where it has them."""
    settings = PowerGolfSearchSettings()
    if game_name in OWN_CALL_LEAD:
        settings = replace(settings, own_call_lead=OWN_CALL_LEAD[game_name])
    if game_name in FOLLOW_UP:
        settings = replace(settings, follow_up=FOLLOW_UP[game_name])
    if game_name in GIVEN_CARDS:
        settings = replace(settings, given_cards=True)
    return settings


BURIED_SHIFT: dict[str, float] = {
    "malaysian": 1.70, "pablo": 2.73, "cumbia": 2.32, "cabo": 1.58, "cactus": 2.10, "dacz": 3.13,
}
"""How far above the mean of the cards a player has not seen the discards buried under the top
lie, by game: thrown away, they are high. Measured in medium play over 200 single hands per
game at every decision with a choice (docs/bots.md, "Buried discards"). Dealt uniformly, they
left the stock and the unknown layout cards too high in every world, and in Malaysian, where the
pile grows longest, the search's overrulings lost in the true deal."""

HAND_SPREAD: dict[str, HandSpread] = {
    "malaysian": HandSpread(11.2, 3.8), "pablo": HandSpread(16.0, 13.9),
    "cumbia": HandSpread(5.7, 9.4), "cabo": HandSpread(13.5, 7.4),
    "cactus": HandSpread(10.1, 11.1), "dacz": HandSpread(19.7, 7.2),
}
"""One player's hand score, mean and standard deviation, by game: medium bots in every seat,
60 matches each with the default options (docs/bots.md, "The match's standing valued")."""

_ORDER = (
    A.K_CALL, A.K_DONE, A.K_PASS, A.K_DISCARD, A.K_REPLACE, A.K_DRAW_STOCK, A.K_DRAW_DISCARD,
    A.K_USE_DISCARD, A.K_MATCH, A.K_MULTI, A.K_SNAP, A.K_CLAIM, A.K_PEEK, A.K_SWAP2, A.K_LOOK,
    A.K_LOOK2, A.K_SHUFFLE, A.K_KEEP, A.K_SWAP_YES, A.K_GIVE, A.K_REVEAL,
)
"""The order in which the kinds of move fill the candidate list after the medium choice."""


class PowerGolfSearchBot:
    """Expectation over the unseen pool with medium-bot playouts (see the module)."""

    name = "hard"

    def __init__(self, game: Game, settings: PowerGolfSearchSettings | None = None) -> None:
        if not isinstance(game, PowerGolfGame):
            raise ValueError(f"the power-Golf search plays power Golf, not {game.name!r}")
        self.game = game
        self.settings = settings or settings_for(game.name)
        self.medium = PowerGolfBot(game, PowerGolfParams(
            call_lead=self.settings.base_call_lead,
            kept_cards=self.settings.kept_cards, kept_origin=self.settings.kept_origin,
            remember_shuffled=self.settings.remember_shuffled,
            remember_pile=self.settings.remember_pile, given_cards=self.settings.given_cards))
        options = {**game.options_for_record(), "memory_mode": "perfect"}
        perfect = cardtable.load(game.name, None, **options)
        assert isinstance(perfect, PowerGolfGame)
        self.perfect = perfect
        """The same game with perfect memory: the worlds are played in it, so that each playout
        player's view shows every card that player knows in the world."""
        self.policy = PowerGolfBot(perfect)
        """The playout policy; with perfect memory it keeps nothing between calls, so one
        instance plays every seat..."""
        self.own_policy = self.policy
        """...but the bot's own, when ``own_call_lead`` gives that seat another call rule."""
        if self.settings.own_call_lead != self.policy.params.call_lead:
            self.own_policy = PowerGolfBot(
                perfect, PowerGolfParams(call_lead=self.settings.own_call_lead))
        self.kept_shift = KEPT_SHIFT.get(game.name, 0.0) if self.settings.kept_cards else 0.0
        """How far below the unseen mean the others' kept cards are dealt (0: uniformly)."""
        self.buried_shift = BURIED_SHIFT.get(game.name, 0.0) if self.settings.buried_high else 0.0
        """How far above the unseen mean the discards buried under the top are dealt."""
        power = self.medium.power_of_face
        self.used_powers: dict[int, frozenset[int]] = {
            USED_POWER - k: frozenset(f for f in range(FACES) if power[f] in effects)
            for k, effects in enumerate(POWERS_SEEN)
        }
        """The faces a used power card marked in the remembered pile may be, by mark."""
        config = perfect.config
        self.match_end = (
            MatchEnd(config.match_kind, config.match_number)
            if self.settings.match_odds and config.match_kind != "single_hand" else None
        )
        """How the match ends, when a hand's end is valued by the match's odds."""
        self.spread = HAND_SPREAD[game.name]
        """One player's hand score in this game, for the odds."""
        self.searched = 0
        """Decisions searched (more than one candidate)."""
        self.overruled = 0
        """Decisions where the search replaced the medium choice."""

    def with_settings(self, settings: PowerGolfSearchSettings) -> PowerGolfSearchBot:
        """The same search with other settings (measurements: ``cardtable.bots.measure``)."""
        return PowerGolfSearchBot(self.game, settings)

    # ------------------------------------------------------------------ choosing

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        # The medium bot always sees the decision (its memory follows the views' logs).
        choice = self.medium.choose(view, legal, rng)
        if len(legal) == 1:
            return legal[0]
        options = self.candidates(view, legal, choice)
        if len(options) == 1:
            return choice
        known = self.medium.view_with_memory(view)
        values = self.evaluate(known, options, rng, self.medium.kept_shifts(view),
                               self.medium.shuffled_bags(view), self.medium.remembered_pile(view),
                               self.medium.remembered_spent(view),
                               self.medium.given_shifts(view))
        self.searched += 1
        best = gate(values, self.settings.confidence, self.settings.min_worlds)
        if best:
            self.overruled += 1
            self.medium.note_played(view, options[best])
        return options[best]

    def candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], choice: Action
    ) -> list[Action]:
        """``choice`` first, then up to ``settings.candidates`` - 1 alternatives of other kinds
        (see the module). The hand's first peeks are not searched."""
        if view["phase"] == "setup":
            return [choice]
        return self._options(view, legal, choice, self.medium, self.settings.candidates)

    def _options(
        self,
        view: Mapping[str, Any],
        legal: Sequence[Action],
        choice: Action,
        bot: PowerGolfBot,
        limit: int,
    ) -> list[Action]:
        """``choice`` first, then the alternatives of each kind in ``_ORDER`` that ``bot``'s
        estimate picks (``_picks``), at most ``limit`` in all."""
        r = bot._read(view)
        by_kind: dict[int, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.code // A.KIND, []).append(a)
        out = [choice]
        for kind in _ORDER:
            for action in self._picks(kind, by_kind.get(kind, []), r, r.me, bot):
                if action not in out:
                    out.append(action)
        return out[: max(1, limit)]

    def _picks(
        self, kind: int, actions: list[Action], r: Any, me: int, bot: PowerGolfBot
    ) -> list[Action]:
        """The alternatives of one kind worth searching: the one or two ``bot``'s estimate
        likes best, or none where every one is a blind gamble."""
        if not actions:
            return []
        if kind in (A.K_REPLACE, A.K_GIVE):
            # Our cards worth most leave first.
            ranked = sorted(actions, key=lambda a: -r.slot_value(me, a.code % A.KIND))
            return ranked[:2]
        if kind in (A.K_SNAP, A.K_CLAIM, A.K_MATCH):
            return []  # a known-equal card is the medium bot's own choice; others are gambles
        if kind == A.K_MULTI:
            group = bot._multi_group(r)
            return [a for a in actions if a.code % A.KIND in group][:1]
        if kind == A.K_SWAP2:
            pair = bot._best_swap(r)
            if pair is None:
                return []
            wanted = A.K_SWAP2 * A.KIND + min(pair) * A.PAIR + max(pair)
            return [a for a in actions if a.code == wanted]
        if kind in (A.K_PEEK, A.K_LOOK):
            unknown = [a for a in actions if r.lays[(a.code % A.KIND) // A.REF][
                (a.code % A.KIND) % A.REF] < 0]
            own = [a for a in unknown if (a.code % A.KIND) // A.REF == me]
            return (own or unknown)[:1]
        return actions[:1]

    # ------------------------------------------------------------------ searching

    def evaluate(
        self,
        known: Mapping[str, Any],
        options: Sequence[Action],
        rng: Random,
        kept: Mapping[tuple[int, int], float] | None = None,
        bags: Mapping[int, Sequence[tuple[int, float]]] | None = None,
        pile: Sequence[int] | None = None,
        spent: Sequence[bool] | None = None,
        given: Mapping[tuple[int, int], float] | None = None,
    ) -> list[list[float]]:
        """Each option's value in each sampled world (the same worlds for every option);
        ``kept``: the others' kept cards' shifts by slot (``PowerGolfBot.kept_shifts``);
        ``bags``: the shuffled layouts' cards (``PowerGolfBot.shuffled_bags``); ``pile``: the
        discard pile's faces as remembered (``PowerGolfBot.remembered_pile``), ``spent`` which
        of them had their powers used (``PowerGolfBot.remembered_spent``); ``given``: the cards
        blind swaps gave, by slot, with their shifts (``PowerGolfBot.given_shifts``)."""
        s = self.settings
        me = int(known["seat"])
        values: list[list[float]] = [[] for _ in options]
        follows: list[list[FollowUp]] = [[] for _ in options]
        started = time.perf_counter()
        deadline = started + s.time_limit
        for _ in range(max(1, s.worlds)):
            world = self.world(known, rng, kept, bags, pile, spent, given)
            seed = rng.getrandbits(32)
            for i, action in enumerate(options):
                if s.follow_up > 1:
                    follows[i].append(self.followed(world.clone(), action, me, seed))
                else:
                    values[i].append(self.playout(world.clone(), action, me, Random(seed)))
            now = time.perf_counter()
            # Stop before a world that would likely end past the deadline (worlds of one
            # decision cost about the same), so the cap bounds the decision, not its start.
            if now + (now - started) / max(len(values[0]), len(follows[0])) >= deadline:
                break
        if s.follow_up > 1:
            values = [follow_up_values(f, s.confidence) for f in follows]
        return values

    def followed(self, state: State, action: Action, me: int, seed: int) -> FollowUp:
        """``action`` played in one world, and where it leaves the bot to act again at once,
        each of up to ``follow_up`` candidates there played out (the same playout seed)."""
        before, hand = state.scores, state.hand_number
        state.apply(action, me)
        assert isinstance(state, PowerGolfState)
        legal = (state.legal_actions(me)
                 if not state.is_terminal and state.hand_number == hand
                 and state.actors == frozenset((me,)) else [])
        if len(legal) < 2:
            return FollowUp(-1, {0: self.play_out(state, me, Random(seed), before, hand)}, 0)
        rng = Random(seed)
        view = state.view(me)
        choice = self.own_policy.choose(view, legal, rng)
        options = self._options(view, legal, choice, self.own_policy, self.settings.follow_up)
        rest = rng.getrandbits(32)
        found = {a.code: self.playout(state.clone(), a, me, Random(rest)) for a in options}
        # What the bot knows anew there is the card it holds (the discard's or the stock's):
        # the worlds that gave it the same face share the decision.
        held = state.held % FACES if state.held >= 0 else -1
        return FollowUp(held, found, choice.code)

    def playout(self, state: State, action: Action, me: int, rng: Random) -> float:
        """Apply ``action`` for ``me``, play the hand out with medium bots, value the result."""
        before = state.scores
        hand = state.hand_number
        state.apply(action, me)
        return self.play_out(state, me, rng, before, hand)

    def world(
        self,
        known: Mapping[str, Any],
        rng: Random,
        kept: Mapping[tuple[int, int], float] | None = None,
        bags: Mapping[int, Sequence[tuple[int, float]]] | None = None,
        pile: Sequence[int] | None = None,
        spent: Sequence[bool] | None = None,
        given: Mapping[tuple[int, int], float] | None = None,
    ) -> PowerGolfState:
        """A world sampled from ``known``, to be played with perfect memory (see the module);
        ``kept`` gives a kept card's shift by slot (by default ``KEPT_SHIFT``), ``bags`` the
        cards shuffled layouts hold (``place_shuffled_cards``), ``pile`` the discard pile's
        faces as remembered, bottom to top, ``spent`` which of them had their powers used
        (``place_known_discards``), and ``given`` the cards blind swaps gave, with their
        shifts (``raise_given_cards``)."""
        sampled = self.game.sample_state(known, rng)
        assert isinstance(sampled, PowerGolfState)
        start = position(sampled)
        me = int(known["seat"])
        buried = list(range(int(known["discard_size"]) - len(known["discard_pile"])))
        if buried and pile is not None and len(pile) == int(known["discard_size"]):
            buried = place_known_discards(start, me, buried, pile, rng, self.used_powers, spent)
        if self.buried_shift and buried:
            raise_buried_discards(start, me, buried, self.perfect.config.value,
                                  self.buried_shift, rng)
        if self.kept_shift:
            lower_kept_cards(start, me, self.perfect.config.value, self.kept_shift, rng, kept)
        if given:
            raise_given_cards(start, me, self.perfect.config.value, given, rng)
        if bags:
            # Last: what the bot knows for sure (or nearly) outranks the shifts above.
            place_shuffled_cards(start, me, buried, bags, rng)
        return PowerGolfState(self.perfect, rng.getrandbits(48), None, start)

    def play_out(
        self, state: State, me: int, rng: Random, before: Sequence[int], hand: int
    ) -> float:
        """Play the hand ``hand`` out with medium bots from ``state`` and value its result for
        ``me`` (``before``: the scores when the decision began)."""
        policy, own_policy = self.policy, self.own_policy
        steps = 0
        while not state.is_terminal and state.hand_number == hand:
            p = actor(state, rng)
            legal = state.legal_actions(p)
            if not legal or steps >= self.settings.max_steps:
                # A runaway playout, or a world the engine offers an actor nothing in (a
                # contract breach; Cactus once did, fixed in games/golfp): valued as if the
                # hand ended now rather than crashing a player's bot.
                return self.truncated_value(state, me)
            if len(legal) == 1:
                move = legal[0]
            else:
                move = (own_policy if p == me else policy).choose(state.view(p), legal, rng)
            state.apply(move, p)
            steps += 1
        after = state.scores
        others = [q for q in range(len(after)) if q != me]
        gain = float(after[me] - before[me])
        if others:
            gain -= sum(after[q] - before[q] for q in others) / len(others)
        value = -gain
        if state.is_terminal:
            value += self.settings.win_bonus * match_result(state.winners, me, others)
        elif self.match_end is not None:
            assert isinstance(state, PowerGolfState)
            chance = win_chance(state.totals, me, self.match_end, len(state.hands),
                                self.spread)
            value += self.settings.win_bonus * (2.0 * chance - 1.0)
        return value


    def truncated_value(self, state: State, me: int) -> float:
        """A playout's value where the hand has not ended: every layout's card values (the
        world's cards) and penalties, the bot's against the others' mean."""
        assert isinstance(state, PowerGolfState)
        value = self.perfect.config.value
        points = [
            sum(value[c] for c in lay if c >= 0) + state.penalties[q]
            for q, lay in enumerate(state.lays)
        ]
        others = [x for q, x in enumerate(points) if q != me]
        return -(points[me] - sum(others) / len(others)) if others else -float(points[me])


@dataclass(frozen=True, slots=True)
class FollowUp:
    """One candidate in one world, searched one decision further (``followed``)."""

    key: int
    """What the bot knows anew at its next decision: the face it holds (-1: none, or no
    further decision searched)."""
    values: dict[int, float]
    """Each follow-up's playout value, by action code (code 0 alone: none searched)."""
    choice: int
    """The medium rule's follow-up there (a key of ``values``)."""


FOLLOW_UP_PEERS = 4
"""Fewer other worlds than this with the same held face never overrule the medium rule's
follow-up (the root's ``min_worlds``, for the smaller groups one face makes)."""


def follow_up_values(worlds: Sequence[FollowUp], confidence: float) -> list[float]:
    """One candidate's value in each world, its follow-up chosen without peeking: in a world,
    the follow-up that the *other* worlds holding the same face found best, when it beats
    their medium choice by ``confidence`` standard errors of the paired difference (as
    ``gate``), else the medium choice. Choosing by the world's own playouts would let the
    bot's later decision see that world's hidden cards, and value the candidate too high."""
    groups: dict[int, list[int]] = {}
    for w, f in enumerate(worlds):
        groups.setdefault(f.key, []).append(w)
    # Per group and follow-up code: the sum and the sum of squares of the paired differences
    # against the medium choice, so that leaving one world out costs nothing.
    sums: dict[tuple[int, int], tuple[float, float]] = {}
    for key, members in groups.items():
        shared = set(worlds[members[0]].values)
        for w in members[1:]:
            shared &= set(worlds[w].values)
        for code in shared:
            total = square = 0.0
            for w in members:
                d = worlds[w].values[code] - worlds[w].values[worlds[w].choice]
                total += d
                square += d * d
            sums[(key, code)] = (total, square)
    out: list[float] = []
    for f in worlds:
        pick = f.choice
        peers = len(groups[f.key]) - 1
        if peers >= FOLLOW_UP_PEERS and f.key >= 0:
            best_mean = 0.0
            for code, v in f.values.items():
                if (f.key, code) not in sums or code == f.choice:
                    continue
                total, square = sums[(f.key, code)]
                d = v - f.values[f.choice]
                mean = (total - d) / peers
                variance = max(0.0, (square - d * d - peers * mean * mean) / (peers - 1))
                if mean > best_mean and mean > confidence * sqrt(variance / peers):
                    best_mean, pick = mean, code
        out.append(f.values[pick])
    return out


def lower_kept_cards(
    start: dict[str, Any],
    me: int,
    value: Sequence[int],
    shift: float,
    rng: Random,
    shifts: Mapping[tuple[int, int], float] | None = None,
) -> None:
    """Re-deal, in a world's position ``start``, the cards another player knows in its own
    layout and ``me`` does not, from the low end of the cards ``me`` has not seen (those
    layout cards and the stock): ``cardtable.bots.kept.draw_low``, each place at its shift in
    ``shifts`` (by (player, slot); ``shift`` where it has none). Cards move
    between places only; what each place shows to whom (``known``, ``seen0``, kept by card
    here) goes with the place, so the world keeps the same public position."""
    lays: list[list[int]] = start["lays"]
    stock: list[int] = start["stock"]
    known: list[int] = start["known"]
    seen0: list[int] = start["seen0"]
    targets: list[tuple[int, int]] = []
    places: dict[int, tuple[int, int]] = {}  # card -> (owner, slot); owner -1: the stock
    for q, lay in enumerate(lays):
        for i, c in enumerate(lay):
            if c < 0 or known[c] >> me & 1:
                continue
            places[c] = (q, i)
            if q != me and known[c] >> q & 1:
                targets.append((q, i))
    if not targets:
        return
    for j, c in enumerate(stock):
        places[c] = (-1, j)
    pool = list(places)
    rng.shuffle(targets)
    by_place = shifts or {}
    drawn = draw_low([value[c] for c in pool], [by_place.get(t, shift) for t in targets], rng)
    for (q, i), k in zip(targets, drawn, strict=True):
        x, y = pool[k], lays[q][i]
        if x == y:
            continue
        a, b = places[x]
        if a < 0:
            stock[b] = y
        else:
            lays[a][b] = y
        lays[q][i] = x
        places[x], places[y] = (q, i), (a, b)
        known[x], known[y] = known[y], known[x]
        seen0[x], seen0[y] = seen0[y], seen0[x]


def place_known_discards(
    start: dict[str, Any],
    me: int,
    buried: Sequence[int],
    pile: Sequence[int],
    rng: Random,
    marks: Mapping[int, Collection[int]] | None = None,
    spent: Sequence[bool] | None = None,
) -> list[int]:
    """Put, in a world's position ``start``, each discard ``me`` remembers under the top
    (``pile``: faces bottom to top, below 0 where not seen) in its place among the ``buried``
    places of ``start["discard"]``: a card of that face comes from wherever the world dealt it
    among the places ``me`` has not seen, and the place's card takes its place (what each
    place shows to whom goes with the place, as in ``lower_kept_cards``). Then each place
    marked in ``pile`` with a key of ``marks`` (a used power card: ``USED_POWER``) gets a card
    of one of the faces ``marks`` gives it, drawn at random among those unseen; a card placed
    where ``spent`` says the power was used is spent (no power if it comes back on top). Returns the
    buried places still dealt blind: those not remembered, and any the world has no unseen
    card for (a memory that went wrong; the engine's knowledge is not consulted)."""
    rows, places = _unseen_places(start, me, buried)
    by_face = _by_face(places)

    used: list[int] = start["spent"]

    def put(x: int, j: int) -> None:
        by_face[x % FACES].remove(x)
        _exchange(start, rows, places, x, (0, j))
        places.pop(x)  # a card in its remembered place moves no more
        if spent is not None and spent[j]:
            used.append(x)

    marked = []
    blind = []
    for j in buried:
        cards = by_face.get(pile[j]) if pile[j] >= 0 else None
        if cards:
            put(cards[rng.randrange(len(cards))], j)
        elif marks and pile[j] in marks:
            marked.append(j)
        else:
            blind.append(j)
    for j in marked:  # after every face remembered: a mark must not take a card placed above
        assert marks is not None
        cards = [c for f in marks[pile[j]] for c in by_face.get(f, ())]
        if cards:
            put(cards[rng.randrange(len(cards))], j)
        else:
            blind.append(j)
    blind.sort()
    return blind


def raise_buried_discards(
    start: dict[str, Any],
    me: int,
    buried: Sequence[int],
    value: Sequence[int],
    shift: float,
    rng: Random,
) -> None:
    """Re-deal, in a world's position ``start``, the ``buried`` discards under the top (places
    in ``start["discard"]`` whose cards ``me`` has not seen there) from the high end of the
    cards ``me`` has not seen (those discards, the stock and the layout cards ``me`` does not
    know): ``cardtable.bots.kept.draw_low`` on the values negated, each draw ``shift`` above
    the pool's mean. As in ``lower_kept_cards`` cards move between places only, and what each
    place shows to whom goes with the place."""
    rows, places = _unseen_places(start, me, buried)
    pool = list(places)
    drawn = draw_low([-value[c] for c in pool], [-shift] * len(buried), rng)
    for j, k in zip(buried, drawn, strict=True):
        _exchange(start, rows, places, pool[k], (0, j))


def raise_given_cards(
    start: dict[str, Any],
    me: int,
    value: Sequence[int],
    shifts: Mapping[tuple[int, int], float],
    rng: Random,
) -> None:
    """Re-deal, in a world's position ``start``, the cards blind swaps gave that ``me`` has not
    seen (``shifts``: by (player, slot), how far above the pool's mean) from the high end of
    the cards ``me`` has not seen in the stock and the layouts, but for the others' kept cards
    (dealt low by ``lower_kept_cards``): ``cardtable.bots.kept.draw_low`` on the values
    negated. As there, cards move between places only, and what each place shows to whom
    goes with the place."""
    known: list[int] = start["known"]
    lays: list[list[int]] = start["lays"]
    rows, places = _unseen_places(start, me, ())
    for c, (row, _) in list(places.items()):
        if row >= 2 and row - 2 != me and known[c] >> (row - 2) & 1:
            del places[c]
    targets = [
        (q, i) for q, i in shifts
        if q < len(lays) and i < len(lays[q]) and lays[q][i] in places
    ]
    if not targets:
        return
    rng.shuffle(targets)
    pool = list(places)
    drawn = draw_low([-value[c] for c in pool], [-shifts[t] for t in targets], rng)
    for (q, i), k in zip(targets, drawn, strict=True):
        _exchange(start, rows, places, pool[k], (q + 2, i))


def _unseen_places(
    start: dict[str, Any], me: int, buried: Sequence[int]
) -> tuple[list[list[int]], dict[int, tuple[int, int]]]:
    """The rows of a world's position ``start`` that hold cards (the discard pile, the stock,
    each layout), and where each card ``me`` has not seen lies in them: the ``buried`` places
    of the discard pile, the stock, the layout cards ``me`` does not know."""
    discard: list[int] = start["discard"]
    lays: list[list[int]] = start["lays"]
    known: list[int] = start["known"]
    rows: list[list[int]] = [discard, start["stock"], *lays]
    places: dict[int, tuple[int, int]] = {}  # card -> (row in rows, index)
    for j in buried:
        places[discard[j]] = (0, j)
    for j, c in enumerate(start["stock"]):
        places[c] = (1, j)
    for q, lay in enumerate(lays):
        for i, c in enumerate(lay):
            if c >= 0 and not known[c] >> me & 1:
                places[c] = (q + 2, i)
    return rows, places


def _by_face(places: Mapping[int, tuple[int, int]]) -> dict[int, list[int]]:
    """The cards of ``places`` (``_unseen_places``) grouped by face."""
    by_face: dict[int, list[int]] = {}
    for c in places:
        by_face.setdefault(c % FACES, []).append(c)
    return by_face


def _exchange(
    start: dict[str, Any],
    rows: list[list[int]],
    places: dict[int, tuple[int, int]],
    card: int,
    to: tuple[int, int],
) -> None:
    """Move ``card`` to the place ``to`` and that place's card to where ``card`` was; what
    each place shows to whom (``known``, ``seen0``) stays with the place."""
    other = rows[to[0]][to[1]]
    if card == other:
        return
    row, at = places[card]
    rows[row][at], rows[to[0]][to[1]] = other, card
    places[card], places[other] = to, (row, at)
    known: list[int] = start["known"]
    seen0: list[int] = start["seen0"]
    known[card], known[other] = known[other], known[card]
    seen0[card], seen0[other] = seen0[other], seen0[card]


def place_shuffled_cards(
    start: dict[str, Any],
    me: int,
    buried: Sequence[int],
    bags: Mapping[int, Sequence[tuple[int, float]]],
    rng: Random,
) -> None:
    """Put, in a world's position ``start``, each shuffled layout's bag members (faces, each
    with the chance it is still there: ``Memory``'s bags) into random slots of that layout
    that ``me`` does not know: a member is there in this world with its chance. A member's card
    comes from wherever the world dealt it among the places ``me`` has not seen (the stock,
    the ``buried`` places of the discard pile, unknown layout cards) and the slot's card takes its
    place; what each place shows to whom goes with the place, as in ``lower_kept_cards``."""
    lays: list[list[int]] = start["lays"]
    known: list[int] = start["known"]
    rows, places = _unseen_places(start, me, buried)
    by_face = _by_face(places)
    for q, bag in bags.items():
        if q >= len(lays):
            continue
        slots = [i for i, c in enumerate(lays[q]) if c >= 0 and not known[c] >> me & 1]
        rng.shuffle(slots)
        for face, chance in bag:
            if not slots:
                break
            if chance < 1.0 and rng.random() >= chance:
                continue
            cards = by_face.get(face)
            if not cards:
                continue  # the world holds no unseen card of that face (seen since)
            x = cards.pop(rng.randrange(len(cards)))
            _exchange(start, rows, places, x, (q + 2, slots.pop()))
            places.pop(x, None)  # a member in its slot moves no more


def make_hard(game: Game) -> PowerGolfSearchBot:
    """The ``hard`` level of power Golf (registered in ``cardtable.bots.golfp``'s ``FAMILY``)."""
    return PowerGolfSearchBot(game)


__all__ = [
    "BURIED_SHIFT", "GIVEN_CARDS", "OWN_CALL_LEAD", "PowerGolfSearchBot", "PowerGolfSearchSettings",
    "lower_kept_cards", "make_hard", "place_known_discards", "place_shuffled_cards",
    "raise_buried_discards", "raise_given_cards", "settings_for",
]
