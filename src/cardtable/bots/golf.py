"""A heuristic Golf bot (4-, 6-, 8-, 9- and 10-card) that plays like a decent player, from views.

It scores layouts with the game's own scoring function (``cardtable.games.golf.scoring``),
counting each unknown face-down card at the mean value of the cards it has not seen, and:

* keeps low cards and pairs: a drawn card goes where it lowers the estimated layout value most
  (making a column pair, a zero line or a 4-card pair counts at once);
* uses the discard pile: it takes the top discard when placing it gains at least what a stock
  draw is expected to gain (computed over the unseen cards);
* does not feed the next player: the card it puts on the discard pile is charged with what that
  card would gain the next player;
* decides when to end the hand: it exposes its last face-down card (or reveals all) only when its
  layout is as low as the others' estimates, and knocks (4-card) when its estimate is low and
  below everyone else's;
* remembers (``memory_mode=human``) the face-down cards it has seen: a view shows a peeked card
  once, so the bot notes it, and notes every card it places face down itself.

The bot never sees a State; it reads the view, the legal actions and the game's rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from cardtable.bots.base import Bot
from cardtable.bots.registry import BotFamily, SearchSettings
from cardtable.cards import card_text
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.games.golf import actions as A
from cardtable.games.golf.game import GolfGame
from cardtable.games.golf.sampling import face_of_text
from cardtable.games.golf.scoring import EMPTY, layout_value

UNKNOWN = -2
"""A face-down card the bot does not know (EMPTY = -1 is an empty slot)."""

KEPT_SHIFT: Mapping[str, float] = {"golf4": -1.86}
"""By how many points, on average, a face-down card another player knows (and this player
does not) lies below the mean of this player's unseen pool: such a card was kept, so it is
low. Measured in 100 single holes of medium bots at every decision with a choice (docs/bots.md,
"Kept cards"); in the other Golf games, as dealt, every card a player knows is face up."""


@dataclass(frozen=True, slots=True)
class GolfParams:
    """Tuning of the heuristic (chosen by self-play against random and earlier versions)."""

    take_margin: float = 0.0
    """Take the discard when its gain is at least the expected stock gain plus this."""
    replace_margin: float = 0.25
    """Keep a drawn card only if it gains more than this over discarding it."""
    feed_weight: float = 0.5
    """How much of the next player's gain from our discard we count against ourselves."""
    go_out_slack: float = 1.0
    """Go out only if our value is at most the lowest other estimate plus this."""
    knock_max: float = 9.0
    """4-card: knock only with an estimated layout value at most this..."""
    knock_lead: float = 4.0
    """...and at least this much below every other player's estimate."""
    patience: int = 20
    """Turns per player after which a long hand pushes the bot to expose its face-down cards."""
    kept_cards: bool = True
    """Value another player's face-down card that it knows (and we do not) ``KEPT_SHIFT``
    below the unseen mean, when weighing the others' layouts: it was kept, so it is low."""


def _hand_key(view: Mapping[str, Any]) -> tuple[Any, ...]:
    """What tells one hand from another in a view (a human-memory view hides a covered
    up-card, §0.3, so the up-card cannot)."""
    return (view["hand_number"], view["dealer"], tuple(view["scores"]), view["seat"])


class GolfBot:
    name = "medium"

    def __init__(self, game: Game, params: GolfParams = GolfParams()) -> None:
        if not isinstance(game, GolfGame):
            raise ValueError(f"the Golf bot plays Golf, not {game.name!r}")
        self.game = game
        self.params = params
        config = game.config
        self.rules = config.rules
        self.values = self.rules.values
        self.geometry = config.geometry
        self.face_up_family: bool = config.face_up_family
        self.deck = Counter(c % 53 for c in game.deck())
        self.kept_shift = KEPT_SHIFT.get(game.name, 0.0) if params.kept_cards else 0.0
        """How far below the unseen mean another player's kept card is valued."""
        self.memory: dict[int, int] = {}
        self.hand_key: tuple[Any, ...] | None = None
        self.turns_seen = 0
        self.text_of_face = {face_of_text(card_text(c)): card_text(c) for c in game.deck()}

    # ------------------------------------------------------------------ reading the view

    def _remember(self, view: Mapping[str, Any]) -> None:
        # A new hand (or a new match): the hand's number, dealer and scores change, or the turn
        # count goes back. (A human-memory view hides the up-card once covered, §0.3, so the
        # up-card cannot tell hands apart.)
        key = _hand_key(view)
        turns = int(view["turns"])
        if key != self.hand_key or turns < self.turns_seen:
            self.memory = {}
            self.hand_key = key
        self.turns_seen = turns
        me = int(view["seat"])
        for s, face in enumerate(self._shown(view, me)):
            if face >= 0 and not self._face_up(view, me, s):
                self.memory[s] = face
            elif face == EMPTY or self._face_up(view, me, s):
                self.memory.pop(s, None)

    # ------------------------------------------------------------------ memory for search

    def view_with_memory(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """The view with the face-down cards this bot remembers written in, as a view with
        perfect memory shows them: a search samples worlds that keep what the bot knows."""
        if not self.memory or _hand_key(view) != self.hand_key:
            return dict(view)  # nothing remembered of this hand yet
        me = int(view["seat"])
        cols = int(view["cols"])
        layouts = [dict(lay) for lay in view["layouts"]]
        mine = layouts[me]
        cards = [list(row) for row in mine["cards"]]
        for slot, face in self.memory.items():
            r, c = divmod(slot, cols)
            if cards[r][c] is None and not mine["face_up"][r][c]:
                cards[r][c] = self.text_of_face[face]
        mine["cards"] = cards
        out = dict(view)
        out["layouts"] = layouts
        return out

    def copy_memory_from(self, other: object) -> None:
        """Start a playout remembering what ``other`` (the searching bot's own player) does."""
        if isinstance(other, GolfBot):
            self.memory = dict(other.memory)
            self.hand_key = other.hand_key

    def note_played(self, view: Mapping[str, Any], action: Action) -> None:
        """A search played ``action`` on ``view`` instead of this bot's choice."""
        self._note(view, action)

    def _shown(self, view: Mapping[str, Any], player: int) -> list[int]:
        """Faces of ``player``'s layout as shown: face, EMPTY, or UNKNOWN."""
        lay = view["layouts"][player]
        empty = set(lay["empty"])
        out = []
        for r, row in enumerate(lay["cards"]):
            for c, text in enumerate(row):
                if f"{r},{c}" in empty:
                    out.append(EMPTY)
                else:
                    out.append(face_of_text(text) if text is not None else UNKNOWN)
        return out

    @staticmethod
    def _face_up(view: Mapping[str, Any], player: int, slot: int) -> bool:
        cols = int(view["cols"])
        return bool(view["layouts"][player]["face_up"][slot // cols][slot % cols])

    def _faces(self, view: Mapping[str, Any], player: int) -> list[int]:
        faces = self._shown(view, player)
        if player == view["seat"]:
            for s, face in enumerate(faces):
                if face == UNKNOWN and s in self.memory:
                    faces[s] = self.memory[s]
        return faces

    def _unseen_mean(self, view: Mapping[str, Any]) -> tuple[float, Counter[int]]:
        """Mean value of the cards the bot has not seen, and their counts by face."""
        seen: Counter[int] = Counter()
        me = int(view["seat"])
        for q in range(int(view["players"])):
            for face in self._faces(view, q) if q == me else self._shown(view, q):
                if face >= 0:
                    seen[face] += 1
        for text in view["discard_pile"]:
            seen[face_of_text(text)] += 1
        for text in view["set_aside"]:
            seen[face_of_text(text)] += 1
        held = view["held"]
        if held is not None and held["card"] is not None:
            seen[face_of_text(held["card"])] += 1
        unseen = self.deck - seen
        total = sum(unseen.values())
        if total == 0:
            return 0.0, unseen
        return sum(self.values[f] * k for f, k in unseen.items()) / total, unseen

    def _estimate(
        self, faces: Sequence[int], mu: float, pairing: Mapping[int, float] | None = None
    ) -> float:
        """Layout value with each unknown card at the unseen pool's mean; with ``pairing``,
        plus each unknown slot's expected pairing with the known cards (``_pairing``)."""
        known = [f if f >= 0 else EMPTY for f in faces]
        unknown = sum(1 for f in faces if f == UNKNOWN)
        value = layout_value(self.rules, known) + mu * unknown
        if pairing:
            value += sum(pairing.get(s, 0.0) for s, f in enumerate(faces) if f == UNKNOWN)
        return value

    def _other_estimate(self, view: Mapping[str, Any], q: int, mu: float) -> float:
        """Another player's layout value as we see it, its unknown cards at ``mu``, less
        ``kept_shift`` for each it knows itself (a kept card is low)."""
        shown = self._shown(view, q)
        value = self._estimate(shown, mu)
        if self.kept_shift:
            known_by = view["layouts"][q]["known_by"]
            texts = self.geometry.slot_texts
            kept = sum(
                1 for s, f in enumerate(shown) if f == UNKNOWN and q in known_by.get(texts[s], ())
            )
            value += self.kept_shift * kept
        return value

    def _pairing(self, faces: Sequence[int], mu: float, unseen: Counter[int]) -> dict[int, float]:
        """For each unknown slot of ``faces``, what its card is expected to add beyond the pool's
        mean: the expectation over the unseen pool of the layout value with that card in the
        slot, less the value without it, less the mean. It is negative where the card may pair
        (or complete a line with) known cards: an unknown card under a face-up queen may be a
        queen; counting it at the mean alone ignores that chance."""
        total = sum(unseen.values())
        slots = [s for s, f in enumerate(faces) if f == UNKNOWN]
        if total == 0 or not slots:
            return {}
        known = [f if f >= 0 else EMPTY for f in faces]
        base = layout_value(self.rules, known)
        groups: Counter[tuple[int, int]] = Counter()
        examples: dict[tuple[int, int], int] = {}
        for face, k in unseen.items():
            key = (face % 13 if face < 52 else 13, self.values[face])
            groups[key] += k
            examples[key] = face
        out: dict[int, float] = {}
        for s in slots:
            expected = 0.0
            for key, k in groups.items():
                known[s] = examples[key]
                expected += k * (layout_value(self.rules, known) - base)
            known[s] = EMPTY
            extra = expected / total - mu
            if abs(extra) > 1e-9:
                out[s] = extra
        return out

    # ------------------------------------------------------------------ choosing

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        self._remember(view)
        if len(legal) == 1:
            return self._note(view, legal[0])
        codes = {a.code: a for a in legal}
        phase = view["phase"]
        if phase in ("setup", "turn start"):
            return self._duty(view, legal, rng)
        if phase == "holding":
            return self._note(view, self._hold(view, legal, codes))
        if phase == "flip after discard":
            return self._after_discard(view, legal, codes)
        return self._start(view, legal, codes)

    def _note(self, view: Mapping[str, Any], action: Action) -> Action:
        """Remember the card we place face down (4-card Golf): we saw it while holding it."""
        held = view["held"]
        if (
            held is not None
            and held["card"] is not None
            and A.REPLACE_BASE <= action.code < A.FLIP_BASE
        ):
            self.memory[A.slot_of(action)] = face_of_text(held["card"])
        return action

    def _duty(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        """Initial peeks and flips carry no information to choose by; keep the arrangement."""
        for action in legal:
            if action is A.KEEP:
                return action
        return legal[rng.randrange(len(legal))]

    def _targets(self, legal: Sequence[Action]) -> list[int]:
        return [A.slot_of(a) for a in legal if A.REPLACE_BASE <= a.code < A.FLIP_BASE]

    def _placements(
        self,
        faces: list[int],
        card: int,
        targets: Sequence[int],
        mu: float,
        pairing: Mapping[int, float] | None = None,
    ) -> list[tuple[float, int]]:
        """(estimated value after putting ``card`` in slot, slot) for each target."""
        out = []
        for s in targets:
            old = faces[s]
            faces[s] = card
            out.append((self._estimate(faces, mu, pairing), s))
            faces[s] = old
        return out

    def _next_gain(self, view: Mapping[str, Any], card: int, mu: float) -> float:
        """What ``card`` on top of the discard pile would gain the next player."""
        n = int(view["players"])
        nxt = (int(view["seat"]) + 1) % n
        faces = self._shown(view, nxt)
        targets = [s for s, f in enumerate(faces) if f != EMPTY]
        if not targets or card < 0:
            return 0.0
        now = self._estimate(faces, mu)
        best = min(v for v, _ in self._placements(faces, card, targets, mu))
        return max(0.0, now - best)

    def _goes_out(self, view: Mapping[str, Any], faces: Sequence[int], slot: int | None) -> bool:
        """Would this leave every occupied slot of ours face up (face-up games)?"""
        if not self.face_up_family:
            return False
        me = int(view["seat"])
        for s, f in enumerate(faces):
            if f == EMPTY or s == slot:
                continue
            if not self._face_up(view, me, s):
                return False
        return True

    def _out_penalty(self, view: Mapping[str, Any], value: float, mu: float) -> float:
        """Cost of ending the hand with ``value`` while the others are where they are."""
        if view["final_turns"] is not None:
            return 0.0  # the hand is ending anyway
        me = int(view["seat"])
        others = [
            self._other_estimate(view, q, mu) for q in range(int(view["players"])) if q != me
        ]
        late = view["turns"] > 12 * int(view["players"]) or view["stock"] < 6
        slack = self.params.go_out_slack + (6.0 if late else 0.0)
        return max(0.0, value - (min(others) + slack))

    def _hold(
        self, view: Mapping[str, Any], legal: Sequence[Action], codes: dict[int, Action]
    ) -> Action:
        me = int(view["seat"])
        card = face_of_text(view["held"]["card"])
        faces = self._faces(view, me)
        mu, unseen = self._unseen_mean(view)
        pairing = self._pairing(faces, mu, unseen)
        now = self._estimate(faces, mu, pairing)
        w = self.params.feed_weight
        best: tuple[float, Action] | None = None
        if A.DISCARD_CODE in codes:
            cost = now + w * self._next_gain(view, card, mu) + self.params.replace_margin
            best = (cost, codes[A.DISCARD_CODE])
        pressure = self._pressure(view)
        for value, s in self._placements(faces, card, self._targets(legal), mu, pairing):
            cost = value
            if pressure and self.face_up_family and not self._face_up(view, me, s):
                cost -= pressure
            out = faces[s] if faces[s] >= 0 else -1
            cost += w * self._next_gain(view, out, mu)
            if self._goes_out(view, faces, s):
                final = [card if t == s else f for t, f in enumerate(faces)]
                cost += self._out_penalty(view, self._estimate(final, mu), mu)
            if best is None or cost < best[0]:
                best = (cost, codes[A.REPLACE_BASE + s])
        assert best is not None
        return best[1]

    def _pressure(self, view: Mapping[str, Any]) -> float:
        """Worth of exposing one more face-down card in a hand that has gone on too long.

        Face-down cards the bot knows (a row look, its memory) are worth keeping as they are, so
        a table of careful bots could otherwise wait for the turn limit; the pressure grows by
        a point every two rounds past ``patience`` rounds, until someone goes out.
        """
        n = int(view["players"])
        late = int(view["turns"]) - self.params.patience * n
        return max(0.0, late / (2 * n)) if view["final_turns"] is None else 0.0

    def _stock_gain(self, view: Mapping[str, Any], faces: list[int], targets: Sequence[int],
                    mu: float, unseen: Counter[int]) -> float:
        """Expected gain of drawing from the stock: the best use of each unseen card."""
        total = sum(unseen.values())
        if total == 0 or not targets:
            return 0.0
        now = self._estimate(faces, mu)
        groups: Counter[tuple[int, int]] = Counter()
        examples: dict[tuple[int, int], int] = {}
        for face, k in unseen.items():
            key = (face % 13 if face < 52 else 13, self.values[face])
            groups[key] += k
            examples[key] = face
        gain = 0.0
        for key, k in groups.items():
            best = min(v for v, _ in self._placements(faces, examples[key], targets, mu))
            gain += k * max(0.0, now - best - self.params.replace_margin)
        return gain / total

    def _start(
        self, view: Mapping[str, Any], legal: Sequence[Action], codes: dict[int, Action]
    ) -> Action:
        me = int(view["seat"])
        faces = self._faces(view, me)
        mu, unseen = self._unseen_mean(view)
        now = self._estimate(faces, mu)
        locked = {self.geometry.slot_of_text[t] for t in view["layouts"][me]["locked"]}
        progressive = (
            self.game.name == "golf4" and self.game.options["flip_mode"] == "progressive_exposure"
        )
        targets = [
            s
            for s, f in enumerate(faces)
            if f != EMPTY and s not in locked and not (progressive and self._face_up(view, me, s))
        ]
        if not targets:
            return codes[A.DRAW_STOCK_CODE]
        if A.KNOCK_CODE in codes and self._should_knock(view, now, mu):
            return codes[A.KNOCK_CODE]
        if A.REVEAL_ALL_CODE in codes:
            unknown = sum(1 for f in faces if f == UNKNOWN)
            if unknown <= 1 and self._out_penalty(view, now, mu) == 0.0 and now <= 5:
                return codes[A.REVEAL_ALL_CODE]
        if A.DRAW_DISCARD_CODE in codes and view["discard"] is not None:
            top = face_of_text(view["discard"])
            value, s = min(self._placements(faces, top, targets, mu))
            cost = value
            if self._goes_out(view, faces, s):
                cost += self._out_penalty(view, value, mu)
            gain = now - cost
            if gain > self.params.replace_margin and gain >= (
                self._stock_gain(view, faces, targets, mu, unseen) + self.params.take_margin
            ):
                return codes[A.DRAW_DISCARD_CODE]
        return codes[A.DRAW_STOCK_CODE]

    def _should_knock(self, view: Mapping[str, Any], now: float, mu: float) -> bool:
        me = int(view["seat"])
        now += view["surcharges"][me]
        others = [
            self._other_estimate(view, q, mu) + view["surcharges"][q]
            for q in range(int(view["players"]))
            if q != me
        ]
        options = self.game.options
        cap = self.params.knock_max
        if options["knocker_penalty"] != "none":
            cap -= 3.0
        return now <= cap and now + self.params.knock_lead <= min(others)

    def _after_discard(
        self, view: Mapping[str, Any], legal: Sequence[Action], codes: dict[int, Action]
    ) -> Action:
        """A flip is due after a stock discard: turn the card least likely to matter; keep the
        last card down unless going out is good."""
        me = int(view["seat"])
        faces = self._faces(view, me)
        mu, _ = self._unseen_mean(view)
        flips = [a for a in legal if a.code >= A.FLIP_BASE]
        if A.KEEP_CODE in codes and self._out_penalty(view, self._estimate(faces, mu), mu) > 0:
            return codes[A.KEEP_CODE]
        # Prefer a card whose column partner is face down: a face-up partner may still be paired.
        cols = self.geometry.cols
        for action in flips:
            s = A.slot_of(action)
            partner = (s + cols) % self.geometry.size if self.geometry.rows == 2 else s
            if not self._face_up(view, me, partner):
                return action
        return flips[0]


def _hard(game: Game) -> Bot:
    """Golf's own search (``cardtable.bots.golf_search``), imported on first use."""
    from cardtable.bots.golf_search import GolfSearchBot

    return GolfSearchBot(game)


FAMILY = BotFamily(
    games=('golf4', 'golf6', 'golf8', 'golf9', 'golf10'),
    medium=GolfBot,
    hard=_hard,
    search=SearchSettings(
        rollouts=40, time_limit=0.35, points_sign=-1, stateless_policy=False, max_candidates=4
    ),
)
"""The bots this module serves (read by ``cardtable.bots.registry``)."""
