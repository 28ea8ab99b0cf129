"""A heuristic bot for power-card Golf (Malaysian, Pablo, Cumbia, Cabo, Cactus, Dacz), from
views only.

The view shows every card the bot knows (the game remembers for it, golf.md §0.4 ``perfect``
memory), so "remembering" is reading the view. It estimates each unknown card at the mean value
of the cards it has not seen, and:

* peeks at its own unknown cards first, then at opponents';
* swaps its highest known card for an opponent's lowest known one (blind swaps, Pablo's 7,
  Cumbia's J), and shuffles the layout of the opponent who knows most of theirs (the lowest
  looking among equals); a shuffled layout's cards, as far as it had seen them, it still
  counts there (``Memory``'s bags);
* keeps a drawn card only where it lowers its estimated layout, takes a low discard;
* matches (Cabo), claims (Cumbia), snaps (Cactus) and multi-replaces (Pablo) only when sure,
  i.e. when it knows the cards are equal;
* calls when its estimate is clearly the lowest and it knows almost all of its cards.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from cardtable.bots.base import Bot
from cardtable.bots.registry import BotFamily, SearchSettings
from cardtable.cards import FACES, card_text, parse_face
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.games.golfp import actions as A
from cardtable.games.golfp.game import PowerGolfGame
from cardtable.games.golfp.rules import (
    FORCE_SHUFFLE,
    LOOK_OPP_THEN_SWAP,
    LOOK_OWN_AND_OPP_MAY_SWAP,
    NO_POWER,
    PEEK_ANY,
    PEEK_OPP,
    PEEK_OWN,
    SWAP_ANY_TWO_BLIND,
    SWAP_OWN_OPP_BLIND,
    SWAP_TWO_OF_ONE_OPP,
)

KEPT_SHIFT: Mapping[str, float] = {
    "cabo": -1.76, "cactus": -1.29, "cumbia": -2.26, "dacz": -1.06, "malaysian": -1.73,
    "pablo": -1.17,
}
"""By how many points, on average, a card another player knows in its own layout (and this
player does not) lies below the mean of this player's unseen pool, by game: such a card was
kept, so it is low. Measured in 150 single hands of medium bots per game, at every decision
with a choice (docs/bots.md, "Kept cards"); a card its owner does not know lies at the mean."""

KEPT_SHIFT_BY_ORIGIN: Mapping[str, tuple[float, float]] = {
    "cabo": (-1.45, -2.36), "cactus": (-1.02, -2.57), "cumbia": (-1.52, -4.71),
    "dacz": (-0.82, -2.24), "malaysian": (-1.41, -1.95), "pablo": (-0.72, -2.39),
}
"""``KEPT_SHIFT`` split by how the card came into its owner's layout: (dealt there, drawn and
placed there by its owner). A card drawn from the stock and placed was chosen for being low;
a dealt card was only not yet replaced. Measured as ``KEPT_SHIFT`` (150 single hands of medium
bots per game; docs/bots.md, "Kept cards by origin"). A bot that follows the log (human
memory) tells the two apart; one reading a perfect-memory view uses ``KEPT_SHIFT``."""

GIVEN_SHIFT: Mapping[str, float] = {
    "cabo": 2.15, "cactus": 0.78, "cumbia": 2.31, "dacz": 3.66, "malaysian": 2.36,
}
"""By how many points, on average, a card a blind swap gave (moved out of the swapper's
layout, known to the swapper, into another's, where its new owner does not know it) lies
above the mean of an unseen pool, by game: a player gives away its worst card. Measured in
300 single hands of medium bots per game at every decision with a choice, for the deciding
player's unseen pool (its own given cards and others' alike; docs/bots.md, "Given cards").
Pablo has no blind swap (its 7 looks at the card it takes, then gives one: not marked)."""


@dataclass(frozen=True, slots=True)
class PowerGolfParams:
    """Tuning (chosen by matches against random play)."""

    call_lead: float = 4.0
    """Call only when the estimate is this much below every opponent's estimate..."""
    call_unknown: int = 1
    """...and at most this many own cards are unknown."""
    keep_gain: float = 1.0
    """Place a drawn card only if it lowers the estimated layout by more than this."""
    take_value: int = 4
    """Take the top discard when it is worth at most this and gains at least 3."""
    swap_gain: float = 3.0
    """Swap an own card for an opponent's only to gain at least this."""
    kept_cards: bool = True
    """Value another player's card that it knows (and we do not) below the unseen mean, by
    ``KEPT_SHIFT``: it was kept, so it is low. Off: every unseen card at the pool's mean."""
    kept_origin: bool = True
    """With human memory, value a kept card by its origin (``KEPT_SHIFT_BY_ORIGIN``: dealt, or
    drawn and placed, as the log tells); off: every kept card by ``KEPT_SHIFT``."""
    remember_shuffled: bool = True
    """With human memory, remember which cards a shuffled layout holds (``Memory``'s bags) and
    value its unknown cards by them; off: a shuffled layout is forgotten, its cards at the
    unseen mean."""
    remember_pile: bool = True
    """With human memory, remember the discard pile's cards from the log (every card thrown on
    it or taken from it is named there; a used power card drawn from the stock is not, so it is
    marked by its power: ``USED_POWER``), count them as seen and tell the search where they
    lie; off: only the top discard counts as seen."""
    given_cards: bool = False
    """With human memory, value a card a blind swap gave (``Memory``'s ``GIVEN`` mark, while
    a player other than its owner knows it and its owner does not) above the unseen mean, by
    ``GIVEN_SHIFT``: its giver gave away a high card. The search's own reading only, where
    measured (``cardtable.bots.golfp_search.GIVEN_CARDS``); off: at the pool's mean."""


class PowerGolfBot:
    """Plays any power-Golf game from its views."""

    name = "medium"

    def __init__(self, game: Game, params: PowerGolfParams | None = None) -> None:
        assert isinstance(game, PowerGolfGame)
        self.game = game
        self.params = params or PowerGolfParams()
        cfg = game.config
        self.value_of_face = [cfg.value[f] if f < cfg.card_count else 0 for f in range(FACES)]
        self.power_of_face = [cfg.power[f] if f < cfg.card_count else 0 for f in range(FACES)]
        self.key_of_face = [cfg.key[f] if f < cfg.card_count else -99 for f in range(FACES)]
        self.deck_count = Counter(c % FACES for c in cfg.deck)
        """How many cards of each face the deck holds (the unseen pool starts as this)."""
        self.deck_value = sum(self.value_of_face[f] * k for f, k in self.deck_count.items())
        self.text_of_face = {parse_face(card_text(c)): card_text(c) for c in game.deck()}
        self.kept_shift = KEPT_SHIFT.get(game.name, 0.0) if self.params.kept_cards else 0.0
        """How far below the unseen mean another player's kept card is valued."""
        by_origin = KEPT_SHIFT_BY_ORIGIN.get(game.name)
        self.origin_shifts = (
            by_origin if by_origin and self.params.kept_cards and self.params.kept_origin
            else (self.kept_shift, self.kept_shift)
        )
        """With human memory: (dealt, drawn and placed) kept cards' shifts."""
        self.memories: dict[int, Memory] = {}
        """memory_mode=human: what the bot has seen, by seat (one bot may play several)."""

    # ------------------------------------------------------------------ memory for search

    def view_with_memory(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """With ``memory_mode=human``: the view with every card this seat remembers written in
        (its own and others' it has seen), as a view with perfect memory shows them, so a
        search samples worlds that keep what the player knows. Unchanged otherwise."""
        if view["memory_mode"] != "human":
            return dict(view)
        lays = self._memory(int(view["seat"])).update(view)
        layouts = []
        for q, lay in enumerate(view["layouts"]):
            cards = list(lay["cards"])
            for i, text in enumerate(cards):
                if text is None and lays[q][i] >= 0 and i not in lay["holes"]:
                    cards[i] = self.text_of_face[lays[q][i]]
            layouts.append({**lay, "cards": cards})
        return {**view, "layouts": layouts}

    def kept_shifts(self, view: Mapping[str, Any]) -> dict[tuple[int, int], float]:
        """The others' kept cards, as (player, slot): cards they know in their own layouts
        and this seat has not seen, each with how far below the unseen pool's mean it lies
        (by its origin, where the log tells it; see ``KEPT_SHIFT_BY_ORIGIN``)."""
        return self._kept_shifts(view, self._remembered(view))

    def _memory(self, seat: int) -> Memory:
        memory = self.memories.get(seat)
        if memory is None:
            memory = self.memories[seat] = Memory(
                seat, self.game.config.snap_penalty,
                self.deck_count if self.params.remember_shuffled else None,
                self.params.remember_pile, self.params.given_cards)
        return memory

    def shuffled_bags(self, view: Mapping[str, Any]) -> dict[int, list[tuple[int, float]]]:
        """With ``memory_mode=human``, after this seat's memory has read ``view``: the shuffled
        layouts' bags (``Memory``), by player: (face, chance it lies among the layout's cards
        this seat does not know)."""
        if view["memory_mode"] != "human":
            return {}
        memory = self.memories.get(int(view["seat"]))
        return {q: list(bag) for q, bag in memory.bags.items()} if memory else {}

    def remembered_pile(self, view: Mapping[str, Any]) -> list[int]:
        """The discard pile's faces, bottom to top, as this seat knows them: with
        ``memory_mode=human`` (after its memory has read ``view``), below 0 for a buried card it
        did not see named (``USED_POWER`` marks a used power card; every buried card is
        ``UNKNOWN`` without ``remember_pile``); otherwise the view's whole pile."""
        shown = [parse_face(t) for t in view["discard_pile"]]
        if view["memory_mode"] == "human":
            memory = self.memories.get(int(view["seat"]))
            if memory is not None and memory.remember_pile:
                return list(memory.pile)
            return [UNKNOWN] * (int(view["discard_size"]) - len(shown)) + shown
        return shown

    def remembered_spent(self, view: Mapping[str, Any]) -> list[bool]:
        """By the places of ``remembered_pile``: the card's power is known to be used."""
        if view["memory_mode"] == "human":
            memory = self.memories.get(int(view["seat"]))
            if memory is not None and memory.remember_pile:
                return list(memory.spent)
            size = int(view["discard_size"])
            return [False] * (size - len(view["discard_pile"])) + list(view["discard_spent"])
        return list(view["discard_spent"])

    def _remembered(self, view: Mapping[str, Any]) -> list[list[int]]:
        """Faces by slot as this seat knows them (its memory with ``memory_mode=human``);
        -1 (or ``PLACED``) for a card it has not seen."""
        if view["memory_mode"] == "human":
            return self._memory(int(view["seat"])).update(view)
        return [
            [parse_face(t) if t is not None else -1 for t in lay["cards"]]
            for lay in view["layouts"]
        ]

    def _kept_shifts(
        self, view: Mapping[str, Any], lays: list[list[int]]
    ) -> dict[tuple[int, int], float]:
        if not self.kept_shift:
            return {}
        me = int(view["seat"])
        # Only a memory following the log tells a placed card from a dealt one.
        human = view["memory_mode"] == "human"
        dealt, placed = self.origin_shifts if human else (self.kept_shift, self.kept_shift)
        return {
            (q, i): placed if lays[q][i] == PLACED else dealt
            for q, lay in enumerate(view["layouts"]) if q != me
            for i, who in enumerate(lay["known_by"])
            if q in who and lays[q][i] in (UNKNOWN, PLACED, GIVEN)
        }

    def given_shifts(self, view: Mapping[str, Any]) -> dict[tuple[int, int], float]:
        """With ``given_cards`` and human memory, after this seat's memory has read ``view``:
        the cards a blind swap gave that this seat has not seen, as (player, slot), each with
        how far above the unseen pool's mean it lies (``GIVEN_SHIFT``); the card's new owner
        must not know it and someone else must (its giver), as the view's ``known_by`` says."""
        if not self.params.given_cards:
            return {}
        shift = GIVEN_SHIFT.get(self.game.name, 0.0)
        memory = self.memories.get(int(view["seat"]))
        if not shift or memory is None:
            return {}
        return {
            (q, i): shift
            for q, lay in enumerate(view["layouts"]) if q < len(memory.lays)
            for i, who in enumerate(lay["known_by"])
            if i < len(memory.lays[q]) and memory.lays[q][i] == GIVEN
            and q not in who and any(g != q for g in who)
        }

    def copy_memory_from(self, other: object) -> None:
        """Start a playout remembering what ``other`` (the searching bot) remembers."""
        if isinstance(other, PowerGolfBot):
            self.memories = copy.deepcopy(other.memories)

    def note_played(self, view: Mapping[str, Any], action: Action) -> None:
        """Nothing to note: this memory is read from the views' logs, never from intentions."""

    # ------------------------------------------------------------------ reading the view

    def _read(self, view: Mapping[str, Any]) -> _Reading:
        lays = self._remembered(view)
        faces_seen: list[int] = [f for f in self.remembered_pile(view) if f >= 0]
        for row in lays:
            faces_seen += [f for f in row if f >= 0]
        held = view["held"]
        held_face = -1
        if held is not None and held["card"] is not None:
            held_face = parse_face(held["card"])
            faces_seen.append(held_face)
        # The unseen pool's mean: the deck less every card seen (at most the copies it holds).
        # Whole numbers throughout (but for a bag's chances), so the mean is exactly that of
        # the pool's list.
        left = dict(self.deck_count)
        total: float = self.deck_value
        unseen: float = self.deck_count.total()
        value = self.value_of_face
        for f in faces_seen:
            if left.get(f, 0):
                left[f] -= 1
                total -= value[f]
                unseen -= 1
        # A shuffled layout's bag: cards seen, so out of the pool, as far as they are still in it.
        bags = self.shuffled_bags(view)
        for bag in bags.values():
            for f, p in bag:
                total -= p * value[f]
                unseen -= p
        mean = total / unseen if unseen > 0 else 5.0
        # Another player's card it knows and we do not was kept, so it is low (KEPT_SHIFT);
        # the pool's other unseen cards are then worth a little more than its mean.
        me = int(view["seat"])
        kept = {slot: mean + shift for slot, shift in self._kept_shifts(view, lays).items()
                if not (slot[0] in bags and lays[slot[0]][slot[1]] == UNKNOWN)}
        # A card a blind swap gave is high (GIVEN_SHIFT): its giver knew it.
        kept.update((slot, mean + shift) for slot, shift in self.given_shifts(view).items())
        if kept and unseen > len(kept):
            mean = (total - sum(kept.values())) / (unseen - len(kept))
        # Each unknown card of a shuffled layout: its bag's members, as likely there as they
        # are, and the pool's mean for the rest.
        for q, bag in bags.items():
            slots = [s for s, f in enumerate(lays[q]) if f == UNKNOWN]
            if slots:
                inside = sum(p for _, p in bag)
                worth = sum(p * value[f] for f, p in bag) + (len(slots) - inside) * mean
                for s in slots:
                    kept[(q, s)] = worth / len(slots)
        own_known = [sum(1 for who in lay["known_by"] if q in who)
                     for q, lay in enumerate(view["layouts"])]
        return _Reading(me, lays, held_face, mean, self.value_of_face, kept, own_known)

    # ------------------------------------------------------------------ choosing

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        r = self._read(view)
        by_kind: dict[int, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.code // A.KIND, []).append(a)
        me = r.me
        top = parse_face(view["discard"]) if view["discard"] is not None else -1

        # Out-of-turn windows: act only when sure.
        if A.K_SNAP in by_kind and top >= 0:
            for a in by_kind[A.K_SNAP]:
                f = r.lays[me][a.code % A.KIND]
                if f >= 0 and self.key_of_face[f] == self.key_of_face[top]:
                    return a
        if A.K_CLAIM in by_kind and top >= 0:
            best: tuple[float, Action] | None = None
            for a in by_kind[A.K_CLAIM]:
                ref = a.code % A.KIND
                q, s = divmod(ref, A.REF)
                f = r.lays[q][s]
                if f >= 0 and self.value_of_face[f] == self.value_of_face[top]:
                    gain = self.value_of_face[f] if q == me else max(r.estimates(me), default=0)
                    if best is None or gain > best[0]:
                        best = (gain, a)
            if best is not None and best[0] > 0:
                return best[1]
        regular = [a for a in legal if a.code // A.KIND not in (A.K_PASS, A.K_SNAP, A.K_CLAIM)]
        if not regular:
            return by_kind[A.K_PASS][0]
        phase = view["phase"]
        if phase == "setup":
            return self._first_unknown_peek(r, by_kind[A.K_PEEK])
        if phase == "start":
            return self._start(view, r, by_kind, top)
        if phase == "hold":
            return self._hold(view, r, by_kind)
        if phase == "select":
            return self._select(r, by_kind)
        if phase == "power":
            return self._second_step(view, r, by_kind)
        if phase == "give":
            return self._give(r, by_kind)
        if A.K_CALL in by_kind and self._should_call(view, r):
            return by_kind[A.K_CALL][0]
        if A.K_DONE in by_kind:
            return by_kind[A.K_DONE][0]
        return regular[0]

    def _should_call(self, view: Mapping[str, Any], r: _Reading) -> bool:
        p = self.params
        mine = r.estimate(r.me)
        others = [r.estimate(q) for q in range(len(r.lays)) if q != r.me]
        unknown = sum(1 for f in r.lays[r.me] if f < 0)
        return unknown <= p.call_unknown and all(mine + p.call_lead <= o for o in others)

    def _start(
        self, view: Mapping[str, Any], r: _Reading, by_kind: dict[int, list[Action]], top: int
    ) -> Action:
        if A.K_CALL in by_kind and self._should_call(view, r):
            return by_kind[A.K_CALL][0]
        if A.K_USE_DISCARD in by_kind and top >= 0 and self._useful_power(
            r, self.power_of_face[top]
        ):
            return by_kind[A.K_USE_DISCARD][0]
        if A.K_DRAW_DISCARD in by_kind and top >= 0:
            v = self.value_of_face[top]
            worst = max((r.slot_value(r.me, s) for s in range(len(r.lays[r.me]))), default=0)
            if v <= self.params.take_value and worst - v >= 3:
                return by_kind[A.K_DRAW_DISCARD][0]
        return by_kind[A.K_DRAW_STOCK][0]

    def _useful_power(self, r: _Reading, effect: int) -> bool:
        if effect == NO_POWER:
            return False
        me = r.me
        own_unknown = any(f < 0 for f in r.lays[me])
        opp_unknown = any(f < 0 for q, lay in enumerate(r.lays) if q != me for f in lay)
        return own_unknown or opp_unknown or self._best_swap(r) is not None

    def _hold(self, view: Mapping[str, Any], r: _Reading, by_kind: dict[int, list[Action]]) -> (
        Action
    ):
        me = r.me
        held = r.held
        # Cabo: match a held card against cards known to be equal.
        if A.K_MATCH in by_kind and held >= 0:
            for a in by_kind[A.K_MATCH]:
                q, s = divmod(a.code % A.KIND, A.REF)
                f = r.lays[q][s]
                if f >= 0 and self.key_of_face[f] == self.key_of_face[held]:
                    return a
        # Pablo: replace two or more known equal cards at once.
        if A.K_MULTI in by_kind and held >= 0:
            group = self._multi_group(r)
            if group:
                value = sum(self.value_of_face[r.lays[me][s]] for s in group)
                if value > self.value_of_face[held] + 2:
                    return by_kind[A.K_MULTI][group[0]]
        replace = {a.code % A.KIND: a for a in by_kind.get(A.K_REPLACE, [])}
        best_gain, best_slot = -99.0, -1
        if held >= 0:
            for s in replace:
                gain = r.slot_value(me, s) - self.value_of_face[held]
                if gain > best_gain:
                    best_gain, best_slot = gain, s
        effect = self.power_of_face[held] if held >= 0 else NO_POWER
        power_kinds = (A.K_PEEK, A.K_SWAP2, A.K_LOOK, A.K_LOOK2, A.K_SHUFFLE)
        has_power = any(k in by_kind for k in power_kinds)
        if A.K_SWAP2 in by_kind:
            pair = self._best_swap(r)
            if pair is not None and r.slot_value(*divmod(pair[0], A.REF)) - r.slot_value(
                *divmod(pair[1], A.REF)
            ) > best_gain:
                chosen = self._power(r, by_kind, effect)
                if chosen is not None:
                    return chosen
        must_place = A.K_DISCARD not in by_kind and not has_power
        if best_slot >= 0 and (best_gain > self.params.keep_gain or must_place):
            return replace[best_slot]
        if has_power:
            chosen = self._power(r, by_kind, effect)
            if chosen is not None:
                return chosen
        if A.K_DISCARD in by_kind:
            return by_kind[A.K_DISCARD][0]
        if best_slot >= 0:
            return replace[best_slot]
        if has_power:
            for k in power_kinds:
                if k in by_kind:
                    return by_kind[k][0]
        return next(iter(by_kind.values()))[0]

    def _multi_group(self, r: _Reading) -> list[int]:
        lay = r.lays[r.me]
        groups: dict[int, list[int]] = {}
        for s, f in enumerate(lay):
            if f >= 0:
                groups.setdefault(self.key_of_face[f], []).append(s)
        best = [g for g in groups.values() if len(g) >= 2]
        return max(best, key=lambda g: sum(self.value_of_face[lay[s]] for s in g), default=[])

    def _first_unknown_peek(self, r: _Reading, peeks: list[Action]) -> Action:
        me = r.me
        for a in peeks:  # own unknown cards first
            q, s = divmod(a.code % A.KIND, A.REF)
            if q == me and r.lays[q][s] < 0:
                return a
        for a in peeks:
            q, s = divmod(a.code % A.KIND, A.REF)
            if r.lays[q][s] < 0:
                return a
        return peeks[0]

    def _best_swap(self, r: _Reading) -> tuple[int, int] | None:
        """(own ref, opponent ref): our highest known card for their lowest known card."""
        me = r.me
        own = [(self.value_of_face[f], me * A.REF + s) for s, f in enumerate(r.lays[me]) if f >= 0]
        opp = [
            (self.value_of_face[f], q * A.REF + s)
            for q, lay in enumerate(r.lays) if q != me for s, f in enumerate(lay) if f >= 0
        ]
        if not own:
            return None
        high = max(own)
        if opp:
            low = min(opp)
            if high[0] - low[0] >= self.params.swap_gain:
                return high[1], low[1]
        # An unseen card of theirs: a kept one first (worth least, see KEPT_SHIFT).
        unknown = [
            (r.slot_value(q, s), q * A.REF + s) for q, lay in enumerate(r.lays) if q != me
            for s, f in enumerate(lay) if f < 0
        ]
        if unknown:
            worth, ref = min(unknown)
            if high[0] - worth >= self.params.swap_gain + 2:
                return high[1], ref
        return None

    def _power(self, r: _Reading, by_kind: dict[int, list[Action]], effect: int) -> (
        Action | None
    ):
        me = r.me
        if A.K_PEEK in by_kind:
            peeks = by_kind[A.K_PEEK]
            for a in peeks:
                q, s = divmod(a.code % A.KIND, A.REF)
                if r.lays[q][s] < 0 and q == me:
                    return a
            for a in peeks:
                q, s = divmod(a.code % A.KIND, A.REF)
                if r.lays[q][s] < 0:
                    return a
            return None
        if A.K_SWAP2 in by_kind:
            pair = self._best_swap(r)
            if pair is not None:
                wanted = A.K_SWAP2 * A.KIND + min(pair) * A.PAIR + max(pair)
                for a in by_kind[A.K_SWAP2]:
                    if a.code == wanted:
                        return a
            return None
        if A.K_LOOK in by_kind and effect == LOOK_OPP_THEN_SWAP:
            own_known_high = max(
                (self.value_of_face[f] for f in r.lays[me] if f >= 0), default=-99
            )
            # Look at an unseen card of theirs, a kept one first (the likeliest to be low).
            looks = [
                (r.slot_value(q, s), a) for a in by_kind[A.K_LOOK]
                for q, s in [divmod(a.code % A.KIND, A.REF)] if r.lays[q][s] < 0
            ]
            if looks:
                worth, look = min(looks, key=lambda item: item[0])
                if own_known_high >= worth + 2:
                    return look
            return None
        if A.K_LOOK2 in by_kind and effect == LOOK_OWN_AND_OPP_MAY_SWAP:
            own = max(range(len(r.lays[me])), key=lambda s: r.slot_value(me, s))
            for a in by_kind[A.K_LOOK2]:
                first, second = divmod(a.code % A.KIND, A.PAIR)
                q, s = divmod(second, A.REF)
                if first == me * A.REF + own and r.lays[q][s] < 0:
                    return a
            return by_kind[A.K_LOOK2][0]
        if A.K_SHUFFLE in by_kind and effect == FORCE_SHUFFLE:
            # The opponent who knows most of their own cards loses most; among equals, the
            # one whose layout looks lowest.
            def loss(a: Action) -> tuple[int, float]:
                q = (a.code % A.KIND) // A.REF
                return r.own_known[q], -r.estimate(q)

            return max(by_kind[A.K_SHUFFLE], key=loss)
        return None

    def _select(self, r: _Reading, by_kind: dict[int, list[Action]]) -> Action:
        held = r.held
        if A.K_MATCH in by_kind and held >= 0:
            for a in by_kind[A.K_MATCH]:
                q, s = divmod(a.code % A.KIND, A.REF)
                f = r.lays[q][s]
                if f >= 0 and self.key_of_face[f] == self.key_of_face[held]:
                    return a
        if A.K_MULTI in by_kind:
            group = self._multi_group(r)
            open_slots = {a.code % A.KIND: a for a in by_kind[A.K_MULTI]}
            for s in group:
                if s in open_slots:
                    return open_slots[s]
        if A.K_REVEAL in by_kind:
            return by_kind[A.K_REVEAL][0]
        return next(iter(by_kind.values()))[0]

    def _second_step(
        self, view: Mapping[str, Any], r: _Reading, by_kind: dict[int, list[Action]]
    ) -> Action:
        me = r.me
        pending = view["pending"]
        if A.K_SWAP_YES in by_kind:  # Cumbia J: we looked at both
            (q1, s1), (q2, s2) = pending
            mine, theirs = r.lays[q1][s1], r.lays[q2][s2]
            if mine >= 0 and theirs >= 0 and self.value_of_face[theirs] < self.value_of_face[mine]:
                return by_kind[A.K_SWAP_YES][0]
            return by_kind[A.K_KEEP][0]
        q, s = pending[0]
        looked = r.lays[q][s]
        gives = by_kind.get(A.K_GIVE, [])
        if gives:
            worst = max(gives, key=lambda a: r.slot_value(me, a.code % A.KIND))
            gain = r.slot_value(me, worst.code % A.KIND) - (
                self.value_of_face[looked] if looked >= 0 else r.mean
            )
            if gain > 0 or A.K_KEEP not in by_kind:
                return worst
        return by_kind[A.K_KEEP][0]

    def _give(self, r: _Reading, by_kind: dict[int, list[Action]]) -> Action:
        me = r.me
        gives = by_kind.get(A.K_GIVE, [])
        if gives:
            return max(gives, key=lambda a: r.slot_value(me, a.code % A.KIND))
        return by_kind[A.K_KEEP][0]


UNKNOWN = -1
HOLE = -2  # an opponent's slot emptied by a match, waiting for a card (Cabo, Cumbia)
GONE = -3  # a slot about to be removed
PLACED = -4  # unknown to this seat: a card another player drew and placed (the mark follows it)
GIVEN = -5  # unknown to this seat: a card a blind swap moved out of its swapper's layout
USED_POWER = -10
"""A pile entry ``USED_POWER - k``: a power card drawn from the stock and used, not seen, whose
power was one of ``POWERS_SEEN[k]`` (the log names the move it made, not the card)."""
POWERS_SEEN: tuple[frozenset[int], ...] = (
    frozenset({PEEK_OWN, PEEK_ANY}),  # peek at an own card
    frozenset({PEEK_OPP, PEEK_ANY}),  # peek at another's card
    frozenset({SWAP_OWN_OPP_BLIND, SWAP_ANY_TWO_BLIND, SWAP_TWO_OF_ONE_OPP}),  # a blind swap
    frozenset({LOOK_OPP_THEN_SWAP}),  # look at one card, then swap or keep
    frozenset({LOOK_OWN_AND_OPP_MAY_SWAP}),  # look at two cards, then swap or keep
    frozenset({FORCE_SHUFFLE}),
)


_MOVES_UNTRACKED = (
    "penalty", "multi-replace", "match: ", "matched ", "snapped ", "wrong snap",
)
"""Log lines that move, add or remove layout cards in ways a bag does not follow."""


def _ref(text: str) -> tuple[int, int]:
    """``P1.2`` -> (1, 1)."""
    q, s = text[1:].split(".")
    return int(q), int(s) - 1


class Memory:
    """What a bot seat remembers with ``memory_mode=human``: the face of every card it has seen,
    by slot, kept up to date by replaying the public log (swaps, gives, matches, snaps, claims,
    shuffles move or remove cards; penalty and extra cards arrive unknown). A card another
    player drew and placed in its own layout is marked ``PLACED`` rather than unknown, and the
    mark follows the card: its owner chose to keep it, so it is likely low. With
    ``track_given``, a card a blind swap moves out of its swapper's layout into another's is
    marked ``GIVEN``, and that mark follows it too: its swapper gave it away, so it is likely
    high.

    Two checks keep it honest: a layout whose size disagrees with the view is forgotten, and a
    slot the view does not list the bot among ``known_by`` is forgotten (the engine's knowledge
    follows every card, so this also catches anything the replay got wrong).

    A shuffled layout (Malaysian's joker) loses which card is where, not which cards it holds:
    the faces this seat knew there go into that layout's *bag* (``bags``), each with the
    chance it is still among the layout's unknown cards. That chance is 1 until an unknown card
    leaves the layout unseen (replaced, swapped away: each member by 1/unknown slots), and a
    member is dropped once its card is seen anywhere (a peek, the discard pile). A player who
    saw their A, 2 and 5 shuffled still knows the layout holds them, as a person does.

    The discard pile (``pile``, bottom to top) is followed the same way: the log names every
    card thrown on it or taken from it, but for a power card drawn from the stock and used
    (marked there by the powers it may have had, ``USED_POWER``, until a view shows it on top).
    A pile whose size or top disagrees with the view is forgotten but for the top.
    """

    def __init__(
        self,
        seat: int,
        snap_penalty: int,
        deck_count: Mapping[int, int] | None = None,
        remember_pile: bool = True,
        track_given: bool = False,
    ) -> None:
        self.seat = seat
        self.track_given = track_given
        """Mark a card a blind swap moves out of its swapper's layout ``GIVEN`` (unseen)."""
        self.snap_penalty = snap_penalty
        self.deck_count: Mapping[int, int] = deck_count or {}
        """Copies of each face in the deck (a bag never holds more than are unseen); without
        it a shuffled layout is forgotten outright (no bags)."""
        self.bags: dict[int, list[tuple[int, float]]] = {}
        """Shuffled layouts: player -> (face, chance it is among the unknown cards there)."""
        self.remember_pile = remember_pile
        self.pile: list[int] = []
        """The discard pile's faces, bottom to top (``UNKNOWN``: not seen; ``USED_POWER``
        marks: a used power card, not seen)."""
        self.spent: list[bool] = []
        """By ``pile``'s places: the card's power was used (a power card's or a snapped card's:
        golf.md §2.5, A-44), so it has none left if it comes back on top."""
        self.held: int | None = None
        """The card the player to move holds (``UNKNOWN`` from the stock), None between turns."""
        self.holder = -1
        """Who holds ``held``."""
        self.looking: dict[int, int] = {}
        """Players whose look power waits for a give, keep or swap: how many cards it looked at."""
        self.hand = -1
        self.upto = -1
        self.lays: list[list[int]] = []
        self.noms: dict[int, list[tuple[int, int]]] = {}
        self.skips: dict[int, int] = {}
        self.looks: dict[int, tuple[int, int]] = {}
        self.pairs: dict[int, tuple[tuple[int, int], tuple[int, int]]] = {}
        self.claims: dict[int, tuple[int, int]] = {}
        self.snaps: dict[int, int] = {}
        self.holes: list[tuple[int, int]] = []
        self.giver = -1

    def update(self, view: Mapping[str, Any]) -> list[list[int]]:
        log = view["log"]
        start = int(view["log_start"])
        end = start + len(log)
        sizes = [len(lay["cards"]) for lay in view["layouts"]]
        if self.hand != view["hand_number"] or not start <= self.upto <= end or len(
            self.lays
        ) != len(sizes):
            self._reset(sizes)
            self.hand = view["hand_number"]
            if self.remember_pile:
                self._pile_from_log(log, int(view["discard_size"]))
        else:
            for player, text in log[self.upto - start :]:
                try:
                    self._replay(int(player), str(text))
                except (IndexError, KeyError, ValueError):
                    self._reset(sizes)
        self.upto = end
        self._check_pile(view)
        me = self.seat
        out = []
        for q, lay in enumerate(view["layouts"]):
            row = self.lays[q]
            if len(row) != len(lay["cards"]):
                row = self.lays[q] = [UNKNOWN] * len(lay["cards"])
            for i, text in enumerate(lay["cards"]):
                if text is not None:
                    row[i] = parse_face(text)
                elif me not in lay["known_by"][i] or row[i] < 0:
                    row[i] = row[i] if row[i] in (PLACED, GIVEN) else UNKNOWN
            out.append(list(row))
        if self.bags:
            self._settle_bags(view, out)
        return out

    def _settle_bags(self, view: Mapping[str, Any], lays: list[list[int]]) -> None:
        """Drop the bag members whose card is seen elsewhere now (each face at most as often
        as the deck holds it unseen), and keep each bag's expected size within the layout's
        unknown slots."""
        seen = Counter(f for row in lays for f in row if f >= 0)
        seen.update(f for f in self.pile if f >= 0)
        held = view["held"]
        if held is not None and held["card"] is not None:
            seen[parse_face(held["card"])] += 1
        for q in list(self.bags):
            room = Counter({f: max(0, k - seen[f]) for f, k in self.deck_count.items()})
            members = []
            for f, p in self.bags[q]:
                if room[f] > 0:
                    room[f] -= 1
                    members.append((f, p))
            unknown = sum(1 for f in lays[q] if f == UNKNOWN) if q < len(lays) else 0
            expected = sum(p for _, p in members)
            if expected > unknown:
                members = [(f, p * unknown / expected) for f, p in members]
            members = [(f, p) for f, p in members if p > 0.0]
            if members:
                self.bags[q] = members
            else:
                del self.bags[q]

    def _check_pile(self, view: Mapping[str, Any]) -> None:
        """Write the view's pile (the top, with human memory) over the one remembered; forget
        the buried cards if the two disagree in size or in a card shown."""
        shown = [parse_face(t) for t in view["discard_pile"]]
        size = int(view["discard_size"])
        under = size - len(shown)
        pile = self.pile
        spent = [bool(x) for x in view["discard_spent"]]
        if not self.remember_pile or len(pile) != size or any(
            f >= 0 and f != g for f, g in zip(pile[under:], shown, strict=True)
        ):
            self.pile = [UNKNOWN] * under + shown
            self.spent = [False] * under + spent
        else:
            pile[under:] = shown
            self.spent[under:] = spent

    def _pile_from_log(self, log: Sequence[Sequence[Any]], size: int) -> None:
        """A memory starting afresh (a new hand, or a log it lost track of) reads the pile's
        moves in the whole log it is shown (from the hand's start, for its first decision):
        the cards thrown there and still on the pile are known, those beneath unknown."""
        try:
            for player, text in log:
                self._replay_pile(int(player), str(text), str(text).split())
        except (IndexError, KeyError, ValueError):
            self.pile, self.spent = [], []
        self.spent[:0] = [False] * (size - len(self.pile))
        self.pile[:0] = [UNKNOWN] * (size - len(self.pile))

    def _to_pile(self, face: int, spent: bool = False) -> None:
        self.pile.append(face)
        self.spent.append(spent)

    def _power_used(self, powers: int | None = None) -> None:
        """The held card, its power used, goes on the pile: its face if seen, else the mark of
        the powers it may have had (``USED_POWER``, by ``POWERS_SEEN`` index)."""
        held = self.held
        if held is None or held < 0:
            held = UNKNOWN if powers is None else USED_POWER - powers
        self._to_pile(held, True)
        self.held = None

    def _leave_seen(self, q: int, face: int) -> None:
        """A card of ``q``'s layout, unknown to this seat, leaves it face up as ``face``: if
        the layout is shuffled, the bag's member of that face (if any) is the card that left,
        and the other members stay as sure as they were."""
        bag = self.bags.get(q)
        if not bag:
            return
        for k, (f, _) in enumerate(bag):
            if f == face:
                del bag[k]
                break
        if not bag:
            del self.bags[q]

    def _leave_unseen(self, q: int, slot: int) -> None:
        """An unknown card leaves ``q``'s layout from ``slot`` without being seen: if ``q``'s
        layout is shuffled, each member of its bag was that card with chance 1/unknown slots."""
        bag = self.bags.get(q)
        if not bag or self.lays[q][slot] != UNKNOWN:
            return
        unknown = sum(1 for f in self.lays[q] if f == UNKNOWN)
        stays = 1.0 - 1.0 / unknown
        self.bags[q] = [(f, p * stays) for f, p in bag]

    def _reset(self, sizes: list[int]) -> None:
        self.lays = [[UNKNOWN] * n for n in sizes]
        self.noms, self.skips, self.looks, self.pairs = {}, {}, {}, {}
        self.claims, self.snaps, self.holes, self.giver = {}, {}, [], -1
        self.bags = {}
        self.pile, self.spent, self.held, self.looking = [], [], None, {}

    def _compact(self) -> None:
        self.lays = [[f for f in row if f != HOLE and f != GONE] for row in self.lays]

    def _end_gives(self) -> None:
        """As the engine: once no hole is left to fill (or the giver has no card), every
        vacated slot is removed."""
        if not self.holes or not self.lays[self.giver]:
            self.holes = []
            self._compact()

    def _replay(self, q: int, text: str) -> None:
        lays = self.lays
        words = text.split()
        verb = words[0] if words else ""
        self._replay_pile(q, text, words)
        if q < 0:
            return  # reshuffles and other table events move no layout card
        if self.bags and (verb in ("give", "keep") or text.startswith(_MOVES_UNTRACKED)):
            # Bags follow replacements and swaps only: the one game that shuffles (Malaysian)
            # moves cards no other way, so a game that did would forget its bags here.
            self.bags = {}
        if verb == "replace":
            # The drawer's own view shows it to them.
            slot = int(words[1]) - 1
            if self.remember_pile and len(words) == 4 and lays[q][slot] == UNKNOWN:
                self._leave_seen(q, parse_face(words[3]))
            else:
                self._leave_unseen(q, slot)
            lays[q][slot] = UNKNOWN if q == self.seat else PLACED
        elif verb == "swap":
            (a, x), (b, y) = (_ref(words[1]), _ref(words[2])) if len(words) == 3 else (
                self.pairs.pop(q))
            self._leave_unseen(a, x)
            self._leave_unseen(b, y)
            lays[a][x], lays[b][y] = lays[b][y], lays[a][x]
            if self.track_given and (a == q) != (b == q):
                # The swapper's own card, now in another's layout: given away, so likely high.
                into, at = (b, y) if a == q else (a, x)
                if lays[into][at] < 0:
                    lays[into][at] = GIVEN
        elif verb == "look" and len(words) == 3:
            self.pairs[q] = (_ref(words[1]), _ref(words[2]))
        elif verb == "look":
            self.looks[q] = _ref(words[1])
        elif verb == "give":
            slot = int(words[1]) - 1
            if q in self.looks:
                a, x = self.looks.pop(q)
                lays[a][x], lays[q][slot] = lays[q][slot], lays[a][x]
            else:
                a, x = self.holes.pop(0)
                lays[a][x] = lays[q].pop(slot)
                self._end_gives()
        elif verb == "keep":
            if self.looks.pop(q, None) is None and self.pairs.pop(q, None) is None:
                a, x = self.holes.pop(0)
                lays[a][x] = GONE
                self._end_gives()
        elif verb in ("multi", "match") and len(words) == 2:
            ref = (q, int(words[1]) - 1) if verb == "multi" else _ref(words[1])
            self.noms.setdefault(q, []).append(ref)
            self.skips[q] = 0
        elif text.startswith("penalty draw skipped"):
            if q in self.noms:
                self.skips[q] = self.skips.get(q, 0) + 1
            else:
                lays[q].pop()  # a wrong snap's penalty card that could not be drawn
        elif text.startswith("multi-replace succeeds"):
            slots = [s for _, s in self.noms.pop(q)]
            lays[q][slots[0]] = UNKNOWN if q == self.seat else PLACED
            for s in slots[1:]:
                lays[q][s] = GONE
            self._compact()
        elif text.startswith("multi-replace fails"):
            self.noms.pop(q)
            lays[q].append(UNKNOWN)
        elif text.startswith("match: "):
            targets = self.noms.pop(q)
            results = text[len("match: ") :].split(", ")
            misses = 0
            self.holes = []
            for (a, x), result in zip(targets, results, strict=True):
                if result.endswith("matches"):
                    if a == q:
                        lays[a][x] = GONE
                    else:
                        lays[a][x] = HOLE
                        self.holes.append((a, x))
                else:
                    misses += 1
            lays[q].extend([UNKNOWN] * (misses - self.skips.pop(q, 0)))
            lays[q] = [f for f in lays[q] if f != GONE]
            self.giver = q
            self._end_gives()
        elif verb == "claim":
            self.claims[q] = _ref(words[1])
        elif text.startswith("matched "):
            a, x = self.claims.pop(q)
            if a == q:
                lays[a].pop(x)
            elif lays[q]:
                lays[a][x] = HOLE
                self.holes = [(a, x)]
                self.giver = q
            else:
                lays[a].pop(x)
        elif text.startswith("no match"):
            self.claims.pop(q, None)
        elif verb == "snap":
            self.snaps[q] = int(words[1]) - 1
        elif text.startswith("snapped "):
            lays[q].pop(self.snaps.pop(q))
        elif text.startswith("wrong snap"):
            self.snaps.pop(q, None)
            lays[q].extend([UNKNOWN] * self.snap_penalty)
        elif verb == "shuffle":
            k = int(words[1][1:])
            bag = self.bags.get(k, []) + [(f, 1.0) for f in lays[k] if f >= 0]
            if bag and self.deck_count:
                self.bags[k] = bag
            lays[k] = [UNKNOWN] * len(lays[k])

    def _replay_pile(self, q: int, text: str, words: list[str]) -> None:
        """Follow the discard pile and the held card through one of ``q``'s log lines (before
        the line's layout moves are replayed: a power's pending look is still there)."""
        verb = words[0] if words else ""
        if q < 0:
            if verb == "reshuffle:":
                self.pile, self.spent = self.pile[-1:], self.spent[-1:]
        elif verb == "draw" and words[1] == "stock":
            self.held, self.holder = UNKNOWN, q
        elif verb in ("draw", "use") and words[1] == "discard":
            if self.pile:
                self.pile.pop()
                self.spent.pop()
            self.held = parse_face(words[2]) if len(words) == 3 else UNKNOWN
            self.holder = q
        elif verb == "discard":
            self._to_pile(parse_face(words[1]) if len(words) == 2 else UNKNOWN)
            self.held = None
        elif verb == "replace":
            self._to_pile(parse_face(words[3]) if len(words) == 4 else UNKNOWN)
            self.held = None
        elif text.startswith("multi-replace succeeds: "):
            for card in words[2:-1]:
                self._to_pile(parse_face(card))
            self.held = None
        elif text.startswith("multi-replace fails"):
            self.held = None
        elif text.startswith("match: "):
            for result in text[len("match: ") :].split(", "):
                if result.endswith(" matches"):
                    self._to_pile(parse_face(result.split()[0]))
            self._to_pile(UNKNOWN if self.held is None else self.held)  # the drawn card
            self.held = None
        elif text.startswith("snapped "):
            self._to_pile(parse_face(words[1]), True)  # a snapped card has no power left
        elif text.startswith("matched "):
            self._to_pile(parse_face(words[1]))
        elif verb == "look":
            self.looking[q] = len(words) - 1
        elif self.held is None or q != self.holder:
            pass  # not a power: only the player holding a drawn card uses one
        elif verb == "peek":
            self._power_used(0 if _ref(words[1])[0] == q else 1)
        elif verb == "swap" and len(words) == 3:
            self._power_used(2)
        elif verb == "shuffle":
            self._power_used(5)
        elif q in self.looking and verb in ("give", "keep", "swap"):
            self._power_used(2 + self.looking.pop(q))
        elif verb == "swap":
            self._power_used()  # after a look this memory did not follow


class _Reading:
    """What the bot knows now: faces per slot (below 0: unknown), the held card, the value of
    an unseen card (in ``kept`` for the others' kept cards and a shuffled layout's unknown
    cards, by slot; ``mean`` for the rest)."""

    __slots__ = ("held", "kept", "lays", "me", "mean", "own_known", "values")

    def __init__(
        self,
        me: int,
        lays: list[list[int]],
        held: int,
        mean: float,
        values: list[int],
        kept: Mapping[tuple[int, int], float] | None = None,
        own_known: list[int] | None = None,
    ) -> None:
        self.me = me
        self.lays = lays
        self.held = held
        self.mean = mean
        self.values = values
        self.kept: Mapping[tuple[int, int], float] = kept or {}
        self.own_known = own_known or [0] * len(lays)
        """How many of their own cards each player knows (the view's ``known_by``)."""

    def slot_value(self, q: int, s: int) -> float:
        f = self.lays[q][s]
        if f >= 0:
            return self.values[f]
        return self.kept.get((q, s), self.mean)

    def estimate(self, q: int) -> float:
        return sum(self.slot_value(q, s) for s in range(len(self.lays[q])))

    def estimates(self, me: int) -> list[float]:
        lay = self.lays[me]
        return [self.slot_value(me, s) for s in range(len(lay))]


def _hard(game: Game) -> Bot:
    """Power Golf's own search (``cardtable.bots.golfp_search``), imported on first use."""
    from cardtable.bots.golfp_search import PowerGolfSearchBot

    return PowerGolfSearchBot(game)


FAMILY = BotFamily(
    games=('malaysian', 'pablo', 'cumbia', 'cabo', 'cactus', 'dacz'),
    medium=PowerGolfBot,
    hard=_hard,
    search=SearchSettings(rollouts=60, points_sign=-1, stateless_policy=False, max_candidates=4),
)
"""The bots this module serves (read by ``cardtable.bots.registry``)."""
