"""``sample_state``: a full All Fours state consistent with everything one player knows.

From a view it rebuilds the current deal: every card the viewer has seen stays where he saw it
(his packets, discards, the turn-ups, the tricks); the cards he has not seen are dealt at random
among the places he cannot see (other hands, their discards, face-down and set-aside packets,
the stock), respecting what play has shown (a player who did not follow suit or trump is void in
the suit led; an undertrump under ``no_undertrump`` shows a hand of lower trumps only; a dealer
who took one under ``must_hold_trump`` held a trump). Then it deals that deck from the deal's
starting position and replays the deal's actions, so the result is a real state of the game.

The distribution: uniform over the placements of the unseen cards in the hidden places that
agree with the view, drawn in one go by ``engine.worlds.deal`` (classes of cards by the hands
that may hold them; no card placed one by one, no dead end); under ``must_hold_trump`` a draw in
which the dealer who took one held no trump is drawn again, which conditions that law exactly.
Within a place, the order is uniform too (the stock's order, which packet a kept card came in,
which hidden discard was made at which discard action).

For another player the order in which his hidden cards arrived does not show in any view, so
his discards are taken to be the first cards he received (which always leaves each discard in
his hand by the time he made it) and his remaining cards the last.
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import TYPE_CHECKING, Any

from cardtable.cards import cards_in, parse_suit
from cardtable.engine.action import Action
from cardtable.engine.data import fresh
from cardtable.engine.replay import apply_text
from cardtable.engine.worlds import deal, face, shuffle
from cardtable.games.allfours import seating
from cardtable.games.allfours.actions import BY_TEXT, DISCARD
from cardtable.games.allfours.options import SET_ASIDE_UNPICKED
from cardtable.games.allfours.phases import HAND_SIZE, PACKET
from cardtable.games.allfours.rules import SUIT_MASK

if TYPE_CHECKING:
    from cardtable.games.allfours.game import AllFoursGame
    from cardtable.games.allfours.state import AllFoursState

MAX_ATTEMPTS = 2000
FULL = (1 << 52) - 1


class InconsistentView(ValueError):
    """No deal agrees with the view (the view was not made by this game)."""


def sample_state(game: AllFoursGame, view: Mapping[str, Any], rng: Random) -> AllFoursState:
    return _Sampler(game, view).sample(rng)


class _Sampler:
    """Everything a view says about the current deal, then random deals that agree with it."""

    def __init__(self, game: AllFoursGame, view: Mapping[str, Any]) -> None:
        self.game = game
        self.view = view
        n = self.n = int(view["players"])
        v = self.viewer = int(view["seat"])
        self.runs = int(view["runs"])
        self.turnups = [face(c) for c in view["turn_ups"]]
        self.trump = parse_suit(view["trump"]) if view["trump"] else -1
        self.aside_method = game.config.discard_method == SET_ASIDE_UNPICKED
        nxt = seating.next_in_direction(tuple(view["chairs"]), view["direction"] == "clockwise")
        self.elder_order = seating.round_from(nxt, int(view["elder"]))

        # Public cards: plays (with the voids they show) and cards thrown in.
        self.played: list[list[int]] = [[] for _ in range(n)]
        self.allowed = [FULL] * n
        """Cards each player's current hidden hand may hold, from what play has shown."""
        tricks = [(t["cards"], t.get("thrown", ())) for t in view["tricks"]]
        tricks.append((view["current_trick"], view["current_thrown"]))
        for plays, thrown in tricks:
            self._see_trick([(int(e["player"]), face(e["card"])) for e in plays])
            for entry in thrown:
                self.played[int(entry["player"])] += [face(c) for c in entry["cards"]]

        # The viewer's own cards, and which of his packets he has seen.
        self.hand_hidden = bool(view["hand_hidden"])
        own_hand = [face(c) for c in view["hand"]]
        self.own_packets = {
            int(p["run"]): [face(c) for c in p["cards"]] for p in view["my_packets"]
        }
        own_discards = [face(c) for c in view["my_discards"]]

        # The hidden places and how many cards each holds.
        self.capacity: dict[str, int] = {"stock": int(view["stock"]), "aside": view["set_aside"]}
        for q in range(n):
            if q != v or self.hand_hidden:
                self.capacity[f"hand{q}"] = int(view["hand_sizes"][q])
            if q != v:
                self.capacity[f"disc{q}"] = int(view["discards"][q])
            self.capacity[f"down{q}"] = int(view["face_down"][q])
        known = set(own_discards) | set(self.turnups)
        if not self.hand_hidden:
            known |= set(own_hand)
        for cards in self.played:
            known |= set(cards)
        unknown_mask = FULL
        for c in known:
            unknown_mask &= ~(1 << c)
        if sum(self.capacity.values()) != unknown_mask.bit_count():
            raise InconsistentView("the view's card counts do not add up to the pack")
        self.own_hand = own_hand
        self.own_discards = own_discards
        # The unseen cards in classes by the hidden hands that may hold them (play shows voids);
        # the other hidden places (discards, face-down packets, the set-aside cards, the stock)
        # may hold any of them.
        self.names = list(self.capacity)
        hands = [(i, int(name[4:])) for i, name in enumerate(self.names) if name[:4] == "hand"]
        others = 0
        for i, name in enumerate(self.names):
            if name[:4] != "hand":
                others |= 1 << i
        self.groups: list[list[int]] = []
        self.masks: list[int] = []
        for pattern in range(1 << len(hands)):
            cell = unknown_mask
            mask = others
            for k, (i, q) in enumerate(hands):
                if pattern >> k & 1:
                    cell &= self.allowed[q]
                    mask |= 1 << i
                else:
                    cell &= ~self.allowed[q]
            if cell:
                self.groups.append(list(cards_in(cell)))
                self.masks.append(mask)

    def _see_trick(self, plays: list[tuple[int, int]]) -> None:
        if not plays:
            return
        trump = self.trump
        cfg = self.game.config
        led = plays[0][1] // 13
        best_trump = -1
        for i, (p, card) in enumerate(plays):
            self.played[p].append(card)
            suit = card // 13
            if i:
                shows_void = suit != led and (suit != trump or cfg.no_trumping_in)
                if shows_void:
                    self.allowed[p] &= ~SUIT_MASK[led]
                if (
                    cfg.no_undertrump
                    and led != trump
                    and suit == trump
                    and best_trump > card
                ):
                    # Undertrumping is allowed only with nothing else to play: every other
                    # card in that hand was a trump below the best one in the trick.
                    self.allowed[p] &= ((1 << best_trump) - 1) & SUIT_MASK[trump]
            if suit == trump and card > best_trump:
                best_trump = card

    # ------------------------------------------------------------------ sampling

    def sample(self, rng: Random) -> AllFoursState:
        capacity = [self.capacity[name] for name in self.names]
        # Each draw is uniform over the deals that agree with the view (engine.worlds); a draw
        # in which a dealer who took one under must_hold_trump held no trump is drawn again.
        for _ in range(MAX_ATTEMPTS):
            drawn = deal(self.groups, self.masks, capacity, rng)
            if drawn is None:
                break
            placed = dict(zip(self.names, drawn, strict=True))
            # Which hidden discard was made at which discard action: every order alike (the
            # draw leaves the order within a place to the caller).
            for q in range(self.n):
                discards = placed.get(f"disc{q}")
                if discards is not None and len(discards) > 1:
                    shuffle(discards, rng)
            packets = self._packets(placed, rng)
            if not self._gift_consistent(packets):
                continue
            return self._rebuild(packets, placed, rng)
        raise InconsistentView("no deal agrees with this view")

    def _packets(self, placed: dict[str, list[int]], rng: Random) -> list[list[list[int]]]:
        """The cards each player received: the six dealt, then one packet a run."""
        aside = list(placed["aside"])
        shuffle(aside, rng)
        out: list[list[list[int]]] = []
        for q in range(self.n):
            if q == self.viewer:
                out.append(self._own_packets(placed, aside))
                continue
            kept = placed[f"hand{q}"] + self.played[q]
            shuffle(kept, rng)
            queue = placed[f"disc{q}"] + kept
            down = placed[f"down{q}"]
            packets = [queue[:HAND_SIZE]]
            rest = queue[HAND_SIZE:]
            for k in range(1, self.runs + 1):
                if self.aside_method and k < self.runs:
                    packets.append([aside.pop() for _ in range(PACKET)])
                elif self.aside_method and down:
                    packets.append(list(down))
                else:
                    packets.append(rest[:PACKET])
                    rest = rest[PACKET:]
            out.append(packets)
        return out

    def _own_packets(self, placed: dict[str, list[int]], aside: list[int]) -> list[list[int]]:
        v = self.viewer
        packets = []
        for k in range(self.runs + 1):
            if k in self.own_packets:
                packets.append(self.own_packets[k])
            elif k == 0:
                packets.append(list(placed[f"hand{v}"]))  # pitcher: not looked at yet
            elif k == self.runs and placed[f"down{v}"]:
                packets.append(list(placed[f"down{v}"]))
            else:
                packets.append([aside.pop() for _ in range(PACKET)])
        return packets

    def _gift_consistent(self, packets: list[list[list[int]]]) -> bool:
        """A dealer who took one under must_hold_trump held a card of the turn-up suit."""
        if self.game.config.gift_rule != "must_hold_trump":
            return True
        dealer = int(self.view["dealer"])
        if not any(a["action"] == "take one" for a in self.view["actions"]):
            return True
        suit = self.turnups[0] // 13
        return any(c // 13 == suit for c in packets[dealer][0])

    def _rebuild(
        self, packets: list[list[list[int]]], placed: dict[str, list[int]], rng: Random
    ) -> AllFoursState:
        from cardtable.games.allfours.state import AllFoursState

        view = self.view
        order = self.elder_order
        deck: list[int] = []
        for r in range(2):
            for p in order:
                deck += packets[p][0][PACKET * r : PACKET * (r + 1)]
        if self.turnups:
            deck.append(self.turnups[0])
        for k in range(1, self.runs + 1):
            for p in order:
                deck += packets[p][k]
            deck.append(self.turnups[k])
        stock = list(placed["stock"])
        shuffle(stock, rng)
        deck += stock
        if len(deck) != 52 or len(set(deck)) != 52:
            raise InconsistentView("the rebuilt deal is not a pack")

        gained = [0] * len(view["side_scores"])
        for entry in view["points_log"]:
            gained[int(entry["side"])] += int(entry["points"])
        start = {
            "setup": fresh(view["setup"]),
            "dealer": int(view["dealer"]),
            "points": [s - g for s, g in zip(view["side_scores"], gained, strict=True)],
            "hand_number": int(view["hand_number"]),
            "previous_hand": fresh(view["previous_hand"]),
            # The deal is played again: the sheet as it was before it ended, if it has.
            "score_sheet": (
                view["score_sheet"][:-1] if view["hand_result"] is not None else view["score_sheet"]
            ),
            "redeals": fresh(view["redeals"]),
        }
        state = AllFoursState(self.game, rng.getrandbits(48), tuple(deck), start)
        hidden_discards = {q: list(placed.get(f"disc{q}", [])) for q in range(self.n)}
        for entry in view["actions"]:
            player = int(entry["player"])
            text = entry["action"]
            if text == "discard":
                action: Action | None = DISCARD[hidden_discards[player].pop(0)]
            else:
                action = BY_TEXT.get(text)
            # The log's exact texts name interned actions: replayed without building each
            # step's legal list. Anything else (or a refusal) goes through apply, which says why.
            if action is None or not state.replay(action, player):
                apply_text(state, text if action is None else action.text, player)
        return state

