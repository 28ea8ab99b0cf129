"""A heuristic 56 bot that plays like a sensible club player, from the view alone.

Bidding rests on an estimate of the card points the bot's team takes with each denomination
(``team_points``): the tricks the bot's own hand should win (top trumps, trump length, side
jacks and nines behind them, voids to ruff with) plus the partners' expected share, raised by
what the partners showed in the auction: a suit bid, and in which spoken form (the seed's
conventions: "28 hearts" and "plus k hearts" show the top card(s), "hearts 28" strength without
them). The bot bids one more than the opponents when its estimate covers the bid, speaking in
the form that tells its partners the same things, and doubles an opponents' bid that its own
trumps and side winners should beat.

Card play follows the usual rules: the bidders draw trumps with their top trumps, everybody
cashes sure winners, a player whose partner is winning safely feeds points (aces and tens
first, jacks and nines only when the trick is certain), nobody throws a jack or nine into a
trick the opponents may win, and otherwise the cheapest card goes. "Sure" and "safe" are judged
from the cards still unseen and the voids the play has shown.

The defenders offer to surrender the cot when the bidders have taken every trick so far and the
bot holds nothing that can stop them; a bidder insists only when it can claim the rest.

The bot never sees a State: everything below reads the view and the legal actions only.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from random import Random
from types import MappingProxyType
from typing import Any

from cardtable.bots.registry import BotFamily, SearchSettings
from cardtable.cards import card_text
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.games.fiftysix import actions as A
from cardtable.games.fiftysix.ranking import (
    DENOMS,
    FACE_POINTS,
    FACE_POWER,
    FACE_SUIT,
    NO_TRUMP,
    TRUMP_POWER,
)

JACK_POWER, NINE_POWER = 7, 6


@dataclass(frozen=True, slots=True)
class BidParams:
    """Margins on ``team_points``, in card points; tuned by self-play."""

    open_margin: float = 2.0
    """The estimate must beat the opening bid (28) by this much."""
    overcall_margin: float = 3.0
    """... and an opponent's bid + 1 by this much."""
    double_margin: float = 4.0
    """The opponents' bid must look this many points out of reach to double."""
    redouble_margin: float = 6.0
    double_needs_stopper: bool = True
    """Double only holding a top trump of their suit (a jack or nine), or two jacks against
    no trumps: the estimate alone doubles too often into a redouble."""
    all_pass_suit_margin: float = 1.0
    """When passing would leave the bot's side in 28 no trumps (the all-pass rule), it opens
    28 in its best suit if that suit's estimate beats no trumps' by this much."""
    surrender_from: float = 0.5
    """Defenders only offer a surrender once this share of the tricks is played."""


DEFAULT_PARAMS = BidParams()

_FACE_OF: Mapping[str, int] = MappingProxyType({card_text(f): f for f in range(52)})
"""Card text -> face, for the canonical texts views hold (read only)."""


def _face(text: str) -> int:
    return _FACE_OF[text]


# --------------------------------------------------------------------------- hand evaluation

_TRUMP_WIN = (0.95, 0.6, 0.35, 0.15, 0.05, 0.0)
"""Chance that a trump wins a trick, by the number of higher trumps out against it."""
_SIDE_WIN_TRUMPED = (0.7, 0.2, 0.05, 0.0)
"""The same for a side-suit card in a trump contract (it may be ruffed)."""
_SIDE_WIN_NT = (0.85, 0.3, 0.08, 0.0)
_LENGTH_BONUS = 0.3
_VOID_BONUS = 0.35


def _pack(players: int) -> Counter[int]:
    ranks = "9TJQKA" + ("78" if players == 8 else "")
    return Counter(_face(r + s) for r in ranks for s in "SHDC" for _ in range(2))


_PACKS: Mapping[int, Counter[int]] = MappingProxyType({n: _pack(n) for n in (4, 6, 8)})
"""How many of each face the pack holds, by number of players (read only)."""


def _copies(players: int) -> Counter[int]:
    return _PACKS[players]


def _suit_tricks(held: list[int], pack: Counter[int], win: Sequence[float]) -> float:
    """Expected tricks from the cards ``held`` of one suit (faces), by the higher ones out."""
    held = sorted(held, key=lambda f: -FACE_POWER[f])
    if not held:
        return 0.0
    suit = FACE_SUIT[held[0]]
    mine = Counter(held)
    tricks = 0.0
    for i, f in enumerate(held):
        higher_out = sum(
            pack[g] - mine[g]
            for g in pack
            if FACE_SUIT[g] == suit and FACE_POWER[g] > FACE_POWER[f]
        )
        # Each higher card of ours played before this one draws out one higher card of theirs.
        out = max(0, higher_out - i // 2)
        tricks += win[min(out, len(win) - 1)]
    return tricks


def hand_tricks(hand: Sequence[int], denom: int, players: int) -> float:
    """Tricks the hand should win by itself with ``denom`` as trump (4: no trumps)."""
    return _hand_tricks(tuple(sorted(hand)), denom, players)


@lru_cache(maxsize=1 << 14)
def _hand_tricks(hand: tuple[int, ...], denom: int, players: int) -> float:
    """``hand_tricks`` of a sorted hand, remembered: a search asks it for the same hands over
    and over (every seat's auction call in every playout of one world), and it depends on
    nothing else, so a cache changes no decision. Bounded, and pure, so it is not state."""
    pack = _copies(players)
    by_suit: dict[int, list[int]] = {s: [] for s in range(4)}
    for f in hand:
        by_suit[FACE_SUIT[f]].append(f)
    tricks = 0.0
    if denom == NO_TRUMP:
        for cards in by_suit.values():
            tricks += _suit_tricks(cards, pack, _SIDE_WIN_NT)
            if cards and FACE_POWER[max(cards, key=lambda f: FACE_POWER[f])] == JACK_POWER:
                tricks += _LENGTH_BONUS * max(0, len(cards) - 3)
        return tricks
    trumps = by_suit[denom]
    tricks += _suit_tricks(trumps, pack, _TRUMP_WIN)
    tricks += _LENGTH_BONUS * max(0, len(trumps) - 3)
    spare = len(trumps) - 2
    for s, cards in by_suit.items():
        if s == denom:
            continue
        tricks += _suit_tricks(cards, pack, _SIDE_WIN_TRUMPED)
        if len(cards) <= 1 and spare > 0:
            tricks += _VOID_BONUS * (2 - len(cards)) / 2
            spare -= 1
    return tricks


def _shows_top(call: str) -> int:
    """How many top cards a call's form shows (the seed's conventions): "plus k" shows k,
    number-then-suit shows at least one, suit-then-number and no trumps show none."""
    words = call.split()
    if words[0] == "plus" and words[-1] != "No":
        return int(words[1])
    if words[0].isdigit() and words[-1] not in ("No", "trumps"):
        return 1
    return 0


def _last_bids(view: Mapping[str, Any]) -> dict[int, tuple[int, str]]:
    """Each bidder's last bid: its denomination and the call's words."""
    last: dict[int, tuple[int, str]] = {}
    for call in view["auction"]:
        if call["bid"] is not None:
            bid = call["bid"]
            last[int(call["player"])] = (
                NO_TRUMP if bid.endswith("NT") else DENOMS.index(bid[-1]),
                call["call"],
            )
    return last


def _support(me: int, last: Mapping[int, tuple[int, str]], denom: int) -> float:
    support = 0.0
    for p, (bid_denom, call) in last.items():
        if p == me:
            continue
        if p & 1 == me & 1:
            support += 0.6 + 0.4 * _shows_top(call) if bid_denom == denom else 0.25
        elif bid_denom == denom:
            support -= 0.5  # an opponent is strong in that suit
    return support


def partner_support(view: Mapping[str, Any], denom: int) -> float:
    """Extra tricks expected from the partners for ``denom``, from each one's last bid."""
    return _support(int(view["seat"]), _last_bids(view), denom)


def _team_points(players: int, hand: Sequence[int], denom: int, support: float) -> float:
    tricks_per_hand = 12 if players == 4 else 8
    mine = hand_tricks(hand, denom, players)
    partners = players // 2 - 1
    share = partners / (players - 1) * max(0.0, tricks_per_hand - mine)
    tricks = min(float(tricks_per_hand), mine + 0.85 * share + support)
    # A trick won by the stronger side tends to hold its high (point) cards.
    return min(56.0, tricks * 56 / tricks_per_hand * 1.05)


def team_points(view: Mapping[str, Any], hand: Sequence[int], denom: int) -> float:
    """Card points the bot's team should take playing ``denom``, bidding or not."""
    return _team_points(int(view["players"]), hand, denom, partner_support(view, denom))


def team_estimates(view: Mapping[str, Any], hand: Sequence[int]) -> dict[int, float]:
    """``team_points`` for every denomination (0-3 the suits, 4 no trumps), the auction read
    once."""
    me, n, last = int(view["seat"]), int(view["players"]), _last_bids(view)
    return {d: _team_points(n, hand, d, _support(me, last, d)) for d in range(5)}


def defence_points(view: Mapping[str, Any], hand: Sequence[int], denom: int) -> float:
    """Card points the bot's team should take defending against ``denom``."""
    n = int(view["players"])
    tricks_per_hand = 12 if n == 4 else 8
    mine = hand_tricks(hand, denom, n)
    partners = n // 2 - 1
    share = partners / (n - 1) * max(0.0, tricks_per_hand - mine) * 0.7
    return min(56.0, (mine + share) * 56 / tricks_per_hand)


# --------------------------------------------------------------------------- the bot


class FiftySixBot:
    """Bids from an estimate of its team's card points, plays by the usual rules of thumb."""

    name = "medium"

    def __init__(self, game: Game, params: BidParams = DEFAULT_PARAMS) -> None:
        self.players = game.players
        self.params = params
        self.pack = _copies(game.players)
        # Under the default all-pass rule the dealer's opponents play 28 no trumps.
        self.all_pass_no_trumps = game.options["all_pass_rule"] != "forced_bid"

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "auction":
            return self._call(view, legal)
        if phase == "surrender offered":
            return A.INSIST if self._can_claim(view) else A.ACCEPT
        if A.SURRENDER in legal:
            if self._offer(view):
                return A.SURRENDER
            if A.NO_SURRENDER in legal:
                return A.NO_SURRENDER
        plays = [a for a in legal if A.is_play(a)]
        return _Table(view, self.pack).choose(plays)

    # ------------------------------------------------------------------ auction

    def _call(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = [_face(t) for t in view["hand"]]
        me = int(view["seat"])
        high = view["high_bid"]
        params = self.params
        estimates = team_estimates(view, hand)
        best = max(estimates, key=lambda d: estimates[d])
        if high is None:
            forced = A.PASS not in legal
            if forced or estimates[best] >= 28 + params.open_margin:
                return self._bid(legal, 28, best, 0, hand)
            suit = max(range(NO_TRUMP), key=lambda d: estimates[d])
            if (
                self._all_pass_looms(view)
                and estimates[suit] >= estimates[NO_TRUMP] + params.all_pass_suit_margin
            ):
                # Passing now would likely leave our side playing 28 in no trumps; the
                # contract is ours either way, so play it in our better suit.
                return self._bid(legal, 28, suit, 0, hand)
            return A.PASS
        value, seat = int(high["value"]), int(high["player"])
        ours = seat & 1 == me & 1
        if ours:
            if A.REDOUBLE in legal:
                denom = DENOMS.index(high["denomination"])
                if estimates[denom] >= value + params.redouble_margin:
                    return A.REDOUBLE
            return A.PASS
        # A contract the opponents should fail is worth more doubled than outbid.
        if A.DOUBLE in legal:
            denom = DENOMS.index(high["denomination"])
            theirs_at_most = 56 - defence_points(view, hand, denom)
            if theirs_at_most + params.double_margin < value and (
                not params.double_needs_stopper or _stopper(hand, denom)
            ):
                return A.DOUBLE
        target = value + 1
        if target <= A.MAX_BID and estimates[best] >= target + params.overcall_margin:
            bid = self._bid(legal, target, best, value, hand)
            if bid in legal:
                return bid
        return A.PASS

    def search_candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], choice: Action, limit: int
    ) -> list[Action] | None:
        """The calls a search should compare in the auction, ``choice`` first, or None (card
        play: the generic choice of candidates).

        Every bid has several spoken forms with the same effect (only what they tell partners
        differs), so the neighbours of a bid in the legal list are mostly the same bid again.
        Compared instead: passing, doubling or redoubling, and the lowest bid in each of the
        two denominations the hand is best in (in the form this bot would speak), and one
        higher than ``choice`` when it is a bid: at most ``limit``.

        Over a partner's bid, when this bot passes, nothing else is searched: the search's
        worlds deal the partner a random hand, not one that bid, so it underrates the partner's
        contract and takes it over. Audited in the true deals (``cardtable.bots.audit``,
        docs/bots.md "Auditing the search"), such take-overs lost more hands than they won.
        """
        if view["phase"] != "auction":
            return None
        high = view["high_bid"]
        if high is not None and choice == A.PASS and _partner_holds(view, int(high["player"])):
            return [choice]
        hand = [_face(t) for t in view["hand"]]
        estimates = team_estimates(view, hand)
        value = int(high["value"]) if high is not None else 0
        target = value + 1 if high is not None else A.MIN_BID
        picked = [choice]
        wanted = [A.PASS, A.DOUBLE, A.REDOUBLE]
        if target <= A.MAX_BID:
            for denom in sorted(range(5), key=lambda d: -estimates[d])[:2]:
                wanted.append(self._bid(legal, target, denom, value, hand))
        if A.is_bid(choice):
            raised = A.bid_value(choice, value) + 1
            if raised <= A.MAX_BID:
                wanted.append(self._bid(legal, raised, A.bid_denom(choice), value, hand))
        for action in wanted:
            if action in legal and action not in picked:
                picked.append(action)
        return picked[:limit]

    def _bid(
        self, legal: Sequence[Action], value: int, denom: int, high: int, hand: Sequence[int]
    ) -> Action:
        """The bid in the spoken form that tells partners the truth about the top cards."""
        tops = _top_cards(hand, denom, self.pack)
        candidates: list[Action] = []
        if denom == NO_TRUMP:
            candidates.append(A.BID[(value, denom, A.SUIT_FIRST)])  # "28 No"
        elif high and tops and value - high == tops:
            candidates.append(A.PLUS[(tops, denom)])
        elif tops:
            candidates.append(A.BID[(value, denom, A.NUMBER_FIRST)])
        else:
            candidates.append(A.BID[(value, denom, A.SUIT_FIRST)])
        candidates.append(A.BID[(value, denom, A.NUMBER_FIRST)])
        for action in candidates:
            if action in legal:
                return action
        bids = [a for a in legal if A.is_bid(a)]
        return bids[0] if bids else legal[0]

    def _all_pass_looms(self, view: Mapping[str, Any]) -> bool:
        """Everyone so far passed, at most one player speaks after the bot, and an all-pass
        hand is played in 28 no trumps by the dealer's opponents: the bot's own side."""
        if not self.all_pass_no_trumps or any(c["bid"] is not None for c in view["auction"]):
            return False
        n = int(view["players"])
        if n - len(view["auction"]) > 2:
            return False
        dealer_team = next(i for i, t in enumerate(view["teams"]) if view["dealer"] in t)
        return int(view["team"]) != dealer_team

    # ------------------------------------------------------------------ cot

    def _offer(self, view: Mapping[str, Any]) -> bool:
        """Offer to surrender when the bidders look set to take every trick."""
        n = int(view["players"])
        tricks_per_hand = 12 if n == 4 else 8
        played = len(view["tricks"])
        if played < tricks_per_hand * self.params.surrender_from:
            return False
        table = _Table(view, self.pack)
        # While the bidders hold trumps they keep the lead; only a top trump stops them, or
        # a top side card once no trump is left unseen.
        stoppers = [
            f for f in table.hand
            if table.is_top(f) and (FACE_SUIT[f] == table.trump or table.trumps_out() == 0)
        ]
        return not stoppers

    def _can_claim(self, view: Mapping[str, Any]) -> bool:
        """The bidder insists only with a sure winner for every trick left."""
        table = _Table(view, self.pack)
        if view["leader"] != view["seat"]:
            return False
        return all(table.is_top(f) and table.safe_from_ruff(f) for f in table.hand)


def _stopper(hand: Sequence[int], denom: int) -> bool:
    """A guarded top trump of the opponents' suit: a jack with another trump, or a nine with
    two more (a bare nine falls under a jack); against no trumps, two jacks."""
    if denom == NO_TRUMP:
        return sum(FACE_POWER[f] == JACK_POWER for f in hand) >= 2
    trumps = [f for f in hand if FACE_SUIT[f] == denom]
    if any(FACE_POWER[f] == JACK_POWER for f in trumps):
        return len(trumps) >= 2
    return any(FACE_POWER[f] == NINE_POWER for f in trumps) and len(trumps) >= 3


def _top_cards(hand: Sequence[int], denom: int, pack: Counter[int]) -> int:
    """How many top cards of ``denom`` the hand holds (both jacks count two)."""
    if denom == NO_TRUMP:
        return 0
    ranked = sorted((f for f in pack if FACE_SUIT[f] == denom), key=lambda f: -FACE_POWER[f])
    held = Counter(hand)
    count = 0
    for f in ranked:
        copies = held[f]
        count += copies
        if copies < pack[f]:
            break
    return count


class _Table:
    """What the bot knows about the hand in play, read from its view."""

    def __init__(self, view: Mapping[str, Any], pack: Counter[int]) -> None:
        self.view = view
        self.me = int(view["seat"])
        self.n = int(view["players"])
        contract = view["contract"]
        self.trump = DENOMS.index(contract["denomination"]) if contract else NO_TRUMP
        self.bid_team = int(contract["team"]) if contract else -1
        self.power = TRUMP_POWER[self.trump]
        self.hand = [_face(t) for t in view["hand"]]
        unseen = Counter(pack)
        unseen.subtract(self.hand)
        self.voids: dict[int, set[int]] = {p: set() for p in range(self.n)}
        for trick in [*(t["cards"] for t in view["tricks"]), view["current_trick"]]:
            if not trick:
                continue
            led = FACE_SUIT[_face(trick[0]["card"])]
            for entry in trick:
                f = _face(entry["card"])
                unseen[f] -= 1
                if FACE_SUIT[f] != led:
                    self.voids[int(entry["player"])].add(led)
        self.unseen = +unseen
        self.trick = [(int(e["player"]), _face(e["card"])) for e in view["current_trick"]]

    # -------------------------------------------------------------- facts

    def is_top(self, f: int) -> bool:
        """No unseen card of the suit is higher (an identical one played later loses)."""
        suit, power = FACE_SUIT[f], FACE_POWER[f]
        return not any(
            FACE_SUIT[g] == suit and FACE_POWER[g] > power for g in self.unseen
        )

    def trumps_out(self) -> int:
        if self.trump == NO_TRUMP:
            return 0
        return sum(c for g, c in self.unseen.items() if FACE_SUIT[g] == self.trump)

    def safe_from_ruff(self, f: int) -> bool:
        return FACE_SUIT[f] == self.trump or self.trumps_out() == 0

    def _opponents_after_me(self) -> list[int]:
        step = -1 if self.view["direction"] == "clockwise" else 1
        left = self.n - len(self.trick) - 1
        after = [(self.me + step * i) % self.n for i in range(1, left + 1)]
        return [p for p in after if p & 1 != self.me & 1]

    def _beats(self, f: int, best: int, led: int) -> bool:
        suit = FACE_SUIT[f]
        return (suit == led or suit == self.trump) and self.power[f] > best

    def _holds(self, f: int, led: int, opponents: list[int]) -> bool:
        """Whether a card now winning the trick stays winning against the players after me."""
        if not opponents:
            return True
        suit = FACE_SUIT[f]
        higher = [
            g for g in self.unseen
            if self.power[g] > self.power[f] and FACE_SUIT[g] in (suit, self.trump)
        ]
        if not higher:
            return True
        if suit != self.trump and all(FACE_SUIT[g] == self.trump for g in higher):
            # Only a ruff beats it: safe if every opponent after me still has the suit led.
            return all(led not in self.voids[p] for p in opponents) and FACE_SUIT[f] == led
        return False

    # -------------------------------------------------------------- choice

    def choose(self, plays: list[Action]) -> Action:
        cards = {A.face_of_play(a): a for a in plays}
        if not self.trick:
            return cards[self._lead(list(cards))]
        return cards[self._follow(list(cards))]

    def _cheap(self, faces: list[int]) -> int:
        """The card that costs least: no points, low, and a side card before a trump."""
        return min(faces, key=lambda f: (FACE_POINTS[f], FACE_SUIT[f] == self.trump,
                                         FACE_POWER[f]))

    def _lead(self, faces: list[int]) -> int:
        bidding = self.me & 1 == self.bid_team
        trumps = [f for f in faces if FACE_SUIT[f] == self.trump]
        if bidding and trumps and self.trumps_out():
            top = [f for f in trumps if self.is_top(f)]
            if top:
                return max(top, key=lambda f: self.power[f])  # draw trumps
        winners = [f for f in faces if self.is_top(f) and self.safe_from_ruff(f)]
        side = [f for f in winners if FACE_SUIT[f] != self.trump] or winners
        if side:
            return max(side, key=lambda f: (FACE_POINTS[f], self.power[f]))
        # Nothing sure: lead low, never a jack or nine that the opponents would capture.
        safe = [f for f in faces if FACE_POWER[f] < NINE_POWER] or faces
        return self._cheap(safe)

    def _follow(self, faces: list[int]) -> int:
        led = FACE_SUIT[self.trick[0][1]]
        best_player, best = self.trick[0][0], self.power[self.trick[0][1]]
        for p, f in self.trick[1:]:
            if FACE_SUIT[f] in (led, self.trump) and self.power[f] > best:
                best_player, best = p, self.power[f]
        best_card = next(f for p, f in self.trick if p == best_player)
        opponents = self._opponents_after_me()
        partner_winning = best_player & 1 == self.me & 1
        if partner_winning:
            if self._holds(best_card, led, opponents):
                return self._feed(faces, certain=not opponents)
            return self._cheap(faces)
        winners = [f for f in faces if self._beats(f, best, led)]
        holding = [f for f in winners if self._holds(f, led, opponents)]
        if holding:
            # The cheapest winner that holds: higher cards win tricks of their own later.
            return min(holding, key=lambda f: (self.power[f], -FACE_POINTS[f]))
        trick_points = sum(FACE_POINTS[f] for _, f in self.trick)
        ruffs = [f for f in winners if FACE_SUIT[f] == self.trump and led != self.trump]
        if ruffs and trick_points >= 2:
            return min(ruffs, key=lambda f: (FACE_POINTS[f], self.power[f]))
        return self._cheap(faces)

    def _feed(self, faces: list[int], certain: bool) -> int:
        """Give points to a partner who is winning: aces and tens, and jacks and nines only
        when the trick is certain and they would not win a trick of their own."""
        feedable = [
            f for f in faces
            if FACE_POINTS[f] and (FACE_POWER[f] < NINE_POWER or (certain and not self.is_top(f)))
            and FACE_SUIT[f] != self.trump
        ]
        if feedable:
            return max(feedable, key=lambda f: (FACE_POINTS[f], -FACE_POWER[f]))
        return self._cheap(faces)


def _partner_holds(view: Mapping[str, Any], seat: int) -> bool:
    """``seat`` is on the viewer's side and is not the viewer."""
    return seat != int(view["seat"]) and seat in view["teams"][int(view["team"])]


FAMILY = BotFamily(
    games=('56',),
    medium=FiftySixBot,
    # 240 playouts and a one-standard-error gate, as in All Fours and Fareeb: with the auction's
    # few distinct calls and the remembered hand estimates that buys 48-80 worlds a decision
    # (docs/bots.md, "56: fourth round").
    search=SearchSettings(rollouts=240, confidence=1.0),
)
"""The bots this module serves (read by ``cardtable.bots.registry``)."""
