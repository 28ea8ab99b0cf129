"""A heuristic Fareeb (Euchre) bot that plays like a decent human, from the view alone.

Bidding rests on an estimate of the tricks a hand takes with a given trump suit
(``hand_strength``): bowers and high trumps, trump length, off-suit aces and voids, adjusted for
who gets the up-card. A separate, stricter estimate (``lone_strength``) counts the tricks that
are nearly certain, to decide on going (or defending) alone.

Card play follows the classic rules of thumb: the makers draw trumps with their top trumps,
everybody cashes sure winners and off-suit aces, second hand plays low, third hand plays high,
nobody overtakes a partner who is winning, a void player trumps in, and otherwise the least
useful card is thrown. "Sure" is judged from the cards still out (the view holds every trick)
and the voids players have shown.

The bot never sees a State: everything below reads the view and the legal actions only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from cardtable.bots.registry import BotFamily, SearchSettings
from cardtable.cards import ACE, JACK, KING, card_text, cards_in, rank_of, suit_of
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.games.fareeb import actions as A
from cardtable.games.fareeb.phases import PHASE_NAMES, ROUND_1, ROUND_2
from cardtable.games.fareeb.ranking import TABLES, TrumpTables

_CARD_OF_TEXT = {card_text(c): c for c in range(52)}
_SUIT_OF_TEXT = {"S": 0, "H": 1, "D": 2, "C": 3}

# Trick value of a trump by how many higher trumps are out of the bot's hand (0 = top).
_TRUMP_TRICKS = (0.95, 0.8, 0.6, 0.45, 0.35, 0.3, 0.25, 0.2)
_TRUMP_LENGTH_BONUS = 0.15
"""Each trump beyond the second wins late tricks once the others are drawn."""
_VOID_BONUS = 0.3
"""An off-suit void lets a spare trump ruff."""
# Off-suit ace by the length of its suit in hand: long suits get ruffed on the first round.
_ACE_TRICKS = (0.0, 0.85, 0.85, 0.7, 0.5, 0.4, 0.4)
_GUARDED_KING = 0.45
"""A king with its ace: wins the second round of the suit fairly often."""
_KING = 0.15
_FIVE_PLAYER_OFF_SUIT = 0.85
"""With five players an off-suit winner is ruffed more often."""
_UPCARD_VALUE = {JACK: 0.45, ACE: 0.3, KING: 0.25}
"""What the up-card (jack = right bower, ace, king, other) is worth to the dealer."""
_UPCARD_OTHER = 0.2


@dataclass(frozen=True, slots=True)
class BidParams:
    """Thresholds on ``hand_strength`` / ``lone_strength``.

    Tuned by self-play: a variant against the defaults on the same deals with seats swapped,
    scored in points per hand over 20,000-40,000 hands.
    """

    order_up: float = 2.4
    name_suit: float = 2.3
    go_alone: float = 3.2
    """Three top trumps are enough: they make the hand, and a lone march scores double
    (+0.04 points a hand against a bar of 4.5, which only went alone with a lay-down)."""
    go_alone_five: float = 4.0
    """At 5 players a lone maker faces four defenders."""
    lone_march_discount: float = 0.3
    """Lowered per point a lone march scores above 4, and at 5 players when the called card
    may not be a trump (the partner one could call is worth less)."""
    defend_alone: float = 3.6
    next_suit_bonus: float = 0.2
    """Round 2: the suit of the turned-down card's colour is good for the dealer's left."""
    five_player_bonus: float = -0.5
    """Added to the bidding thresholds at 5 players: the called partner holds the best card
    the maker lacks, a surer help than a partner opposite."""
    no_trump_call_bonus: float = 0.9
    """Added again at 5 players when the called card may not be a trump (a weaker partner)."""
    score_bold: float = 0.3
    """Taken off the bidding bar when the opponents need one point to win the match."""
    score_careful: float = 0.2
    """Added to the bidding bar when the opponents need two (a euchre would win it for them)."""


DEFAULT_PARAMS = BidParams()

MIN_TRUMPS_TO_BID = 2
"""A hand with one trump (even the left bower) does not make trump, unless stuck."""


# --------------------------------------------------------------------------- card helpers


def _cards(texts: Sequence[str]) -> list[int]:
    return [_CARD_OF_TEXT[t] for t in texts]


def _trump_ranks(deck: Sequence[int], t: TrumpTables) -> dict[int, int]:
    """Position of each trump of the deck in the trump order (0 = right bower)."""
    trumps = sorted((c for c in deck if t.effective_suit[c] == t.trump), key=lambda c: -t.power[c])
    return {c: i for i, c in enumerate(trumps)}


def _suit_ranks(deck: Sequence[int], t: TrumpTables) -> dict[int, int]:
    """Position of each card within its effective suit (0 = highest), for every suit."""
    out: dict[int, int] = {}
    for s in range(4):
        suit = sorted((c for c in deck if t.effective_suit[c] == s), key=lambda c: -t.power[c])
        out.update((c, i) for i, c in enumerate(suit))
    return out


class _DeckFacts:
    """Per-trump ranking facts for one pack, computed once per bot."""

    def __init__(self, deck: Sequence[int]) -> None:
        self.deck = tuple(deck)
        self.deck_mask = sum(1 << c for c in deck)
        self.trump_rank = tuple(_trump_ranks(deck, TABLES[t]) for t in range(4))
        self.suit_rank = tuple(_suit_ranks(deck, TABLES[t]) for t in range(4))
        self.trump_count = len(self.trump_rank[0])


# --------------------------------------------------------------------------- hand evaluation


def hand_strength(cards: Sequence[int], trump: int, facts: _DeckFacts, players: int) -> float:
    """Expected tricks the hand takes with ``trump``, playing with a partner."""
    t = TABLES[trump]
    ranks = facts.trump_rank[trump]
    trumps = sorted((c for c in cards if t.effective_suit[c] == trump), key=lambda c: ranks[c])
    tricks = 0.0
    for held_above, card in enumerate(trumps):
        gap = ranks[card] - held_above  # higher trumps still out against this one
        tricks += _TRUMP_TRICKS[min(gap, len(_TRUMP_TRICKS) - 1)]
    if len(trumps) > 2:
        tricks += _TRUMP_LENGTH_BONUS * (len(trumps) - 2)
    off_suit = 1.0 if players == 4 else _FIVE_PLAYER_OFF_SUIT
    voids = 0
    for s in range(4):
        if s == trump:
            continue
        suit = [c for c in cards if t.effective_suit[c] == s]
        if not suit:
            voids += 1
            continue
        ranks_held = {rank_of(c) for c in suit}
        if ACE in ranks_held:
            tricks += _ACE_TRICKS[min(len(suit), len(_ACE_TRICKS) - 1)] * off_suit
            if KING in ranks_held:
                tricks += _GUARDED_KING * off_suit
        elif KING in ranks_held and len(suit) > 1:
            tricks += _KING * off_suit
    if len(trumps) >= 2:
        tricks += _VOID_BONUS * min(voids, len(trumps) - 1)
    return tricks


def lone_strength(cards: Sequence[int], trump: int, facts: _DeckFacts) -> float:
    """Tricks the hand takes nearly for sure on its own (for going or defending alone)."""
    t = TABLES[trump]
    ranks = facts.trump_rank[trump]
    trumps = sorted(ranks[c] for c in cards if t.effective_suit[c] == trump)
    top = 0
    while top < len(trumps) and trumps[top] == top:
        top += 1
    out_against = facts.trump_count - len(trumps)
    # Once the top trumps have drawn every outstanding trump, the rest of ours are winners.
    rest_value = 1.0 if out_against <= top else 0.6
    tricks = top + rest_value * (len(trumps) - top)
    for s in range(4):
        if s == trump:
            continue
        ranks_held = {rank_of(c) for c in cards if t.effective_suit[c] == s}
        if ACE in ranks_held:
            tricks += 0.8
            if KING in ranks_held:
                tricks += 0.5
    return tricks


def choose_discard(
    cards: Sequence[int],
    trump: int,
    keep: int | None = None,
    allowed: Sequence[int] | None = None,
) -> int:
    """The dealer's discard: a non-trump, preferring one that leaves a void, then the lowest.

    ``keep`` (the called card the dealer holds, at 5 players) is kept whenever possible;
    ``allowed`` limits the choice (when the up-card may not be discarded).
    """
    t = TABLES[trump]
    pool = list(cards) if allowed is None else list(allowed)
    candidates = [c for c in pool if c != keep] or pool
    off = [c for c in candidates if t.effective_suit[c] != trump]
    if not off:
        return min(candidates, key=lambda c: t.power[c])

    def keep_value(card: int) -> tuple[int, int]:
        suit_len = sum(1 for c in cards if t.effective_suit[c] == t.effective_suit[card])
        value = t.power[card]
        if rank_of(card) == ACE:
            value += 20  # an ace is a trick; keep it even alone in its suit
        elif suit_len == 1:
            value -= 10  # throwing a lone low card makes a void for ruffing
        return value, suit_len

    return min(off, key=keep_value)


# --------------------------------------------------------------------------- the bot


_AUCTION_PHASES = (PHASE_NAMES[ROUND_1], PHASE_NAMES[ROUND_2])
"""The trump-making rounds, as the view names its phase."""


class FareebBot:
    """Heuristic Fareeb player for 4 and 5 players and every option."""

    name = "medium"

    def __init__(self, game: Game, params: BidParams = DEFAULT_PARAMS) -> None:
        self.players = game.players
        self.facts = _DeckFacts(game.deck())
        self.params = params
        self.trump_may_be_called = bool(game.options["called_card_may_be_trump"])
        self.alone_bar = self._alone_bar(int(game.options["lone_march_points"]))

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "play":
            return _Play(view, self.facts).choose(legal)
        if phase == "round 1":
            return self._round_1(view, legal)
        if phase == "round 2":
            return self._round_2(view, legal)
        if phase == "maker's choice":
            return self._maker_choice(view, legal)
        if phase == "defenders' choice":
            return self._defender_choice(view, legal)
        if phase == "dealer's exchange":
            return self._discard(view, legal)
        return legal[0]

    def search_candidates(
        self, view: Mapping[str, Any], legal: Sequence[Action], choice: Action, limit: int
    ) -> list[Action] | None:
        """The actions a search should compare (``cardtable.bots.search.Proposing``): at five
        players only this bot's own choice in the trump-making rounds; elsewhere None (the
        generic candidates).

        At five players a single hand's search orders up on nearly anything: passing wins
        only when someone else's contract is beaten or calls this player as partner (one
        hand in eight to three in ten in the worlds examined), so an order made half the time
        looks better, although a beaten contract scores for three others. Measured in
        docs/bots.md ("Fareeb with five players").
        """
        if self.players == 5 and view["phase"] in _AUCTION_PHASES:
            return [choice]
        return None

    # ----------------------------------------------------------------- trump-making

    def _threshold(self, base: float) -> float:
        if self.players == 4:
            return base
        bonus = self.params.five_player_bonus
        if not self.trump_may_be_called:
            bonus += self.params.no_trump_call_bonus
        return base + bonus

    def _alone_bar(self, lone_march_points: int) -> float:
        p = self.params
        bar = p.go_alone if self.players == 4 else p.go_alone_five
        bar -= p.lone_march_discount * (lone_march_points - 4)
        if self.players == 5 and not self.trump_may_be_called:
            bar -= p.lone_march_discount
        return bar

    def _round_1(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        up = _CARD_OF_TEXT[view["up_card"]]
        trump = suit_of(up)
        hand = _cards(view["hand"])
        seat, dealer = view["seat"], view["dealer"]
        if seat == dealer:
            six = [*hand, up]
            discard = choose_discard(six, trump)
            kept = [c for c in six if c != discard]
            strength = hand_strength(kept, trump, self.facts, self.players)
        else:
            kept = hand
            strength = hand_strength(hand, trump, self.facts, self.players)
            strength += self._upcard_swing(up, seat, dealer)
        wanted = (
            strength >= self._threshold(self.params.order_up) + self._score_shift(view)
            and self._trump_count(kept, trump) >= MIN_TRUMPS_TO_BID
        )
        return A.ORDER_UP if wanted and A.ORDER_UP in legal else A.PASS

    def _trump_count(self, cards: Sequence[int], trump: int) -> int:
        t = TABLES[trump]
        return sum(1 for c in cards if t.effective_suit[c] == trump)

    def _score_shift(self, view: Mapping[str, Any]) -> float:
        """Change to the bidding bar from the match score (partnerships of four only).

        When the opponents need one point, passing lets any make of theirs win the match and a
        euchre of ours loses no more than that, so bid more freely. When they need two, a euchre
        of ours hands them the match, so bid a little more carefully.
        """
        if self.players != 4:
            return 0.0
        target = int(view["target_score"])
        theirs = int(view["scores"][(view["seat"] + 1) % 4])
        if theirs + 1 >= target:
            return -self.params.score_bold
        if theirs + 2 >= target:
            return self.params.score_careful
        return 0.0

    def _upcard_swing(self, up: int, seat: int, dealer: int) -> float:
        """Ordering up hands the up-card to the dealer: good for a partner, bad for an opponent."""
        value = _UPCARD_VALUE.get(rank_of(up), _UPCARD_OTHER)
        if self.players == 4 and dealer == (seat + 2) % 4:
            return 0.8 * value
        return -value

    def _round_2(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = _cards(view["hand"])
        names = [a for a in legal if a in A.NAME]
        barred = suit_of(_CARD_OF_TEXT[view["up_card"]])
        # The dealer turned down the up-card's suit, so its same-colour suit ("next") is less
        # likely to be strong for the dealer's side and good for the seats after the dealer.
        next_suit = _same_colour(barred)
        # At 4 players both opponents of the dealer profit; at 5 only the dealer's left is sure to.
        offset = (view["seat"] - view["dealer"]) % self.players
        after_dealer = offset % 2 == 1 if self.players == 4 else offset == 1

        def strength(action: Action) -> float:
            suit = action.code - A.NAME[0].code
            value = hand_strength(hand, suit, self.facts, self.players)
            if suit == next_suit and after_dealer:
                value += self.params.next_suit_bonus
            return value

        best = max(names, key=strength)
        if A.PASS not in legal:
            return best
        bar = self._threshold(self.params.name_suit) + self._score_shift(view)
        suit = best.code - A.NAME[0].code
        if strength(best) >= bar and self._trump_count(hand, suit) >= MIN_TRUMPS_TO_BID:
            return best
        return A.PASS

    def _maker_choice(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump = _SUIT_OF_TEXT[view["trump"]]
        hand = self._maker_hand(view, trump)
        # When one more point wins the match, a lone hand only adds risk.
        winning_point = view["scores"][view["seat"]] + 1 >= view["target_score"]
        alone = (
            not winning_point
            and self._holds_a_bower(hand, trump)
            and lone_strength(hand, trump, self.facts) >= self.alone_bar
        )
        if self.players == 4:
            return A.ALONE if alone and A.ALONE in legal else A.WITH_PARTNER
        if alone and A.ALONE in legal:
            return A.ALONE
        return self._call(view, legal, hand, trump, alone)

    def _holds_a_bower(self, hand: Sequence[int], trump: int) -> bool:
        """A lone hand without the right or left bower loses a trick to either far too often."""
        ranks = self.facts.trump_rank[trump]
        return any(ranks.get(c, 99) <= 1 for c in hand)

    def _maker_hand(self, view: Mapping[str, Any], trump: int) -> list[int]:
        """The maker's cards as they will be in play: a dealer-maker picks up the up-card."""
        hand = _cards(view["hand"])
        ordered_up = any(b["action"] == "order up" for b in view["bidding"])
        if view["seat"] == view["dealer"] and ordered_up and view["up_card_state"] == "face up":
            six = [*hand, _CARD_OF_TEXT[view["up_card"]]]
            discard = choose_discard(six, trump)
            hand = [c for c in six if c != discard]
        return hand

    def _call(
        self,
        view: Mapping[str, Any],
        legal: Sequence[Action],
        hand: list[int],
        trump: int,
        want_alone: bool,
    ) -> Action:
        """5 players: call the card that helps most, weighted by the chance someone holds it."""
        calls = [a for a in legal if a.code >= A.CALL_BASE]
        if not calls:
            return legal[0]
        held = set(hand) | set(_cards(view["hand"]))
        if want_alone:
            # Calling one's own card (call_own_card = counts_as_alone) is a silent lone hand.
            own = [a for a in calls if A.card_of(a) in held]
            if own:
                return own[0]
        others = [a for a in calls if A.card_of(a) not in held] or calls
        dead = self._dead_cards(view)
        up = _CARD_OF_TEXT[view["up_card"]]
        sure_holder = view["up_card_state"] == "taken by the dealer" or (
            view["up_card_state"] == "face up" and trump == suit_of(up)
        )
        t = TABLES[trump]

        def value(action: Action) -> float:
            card = A.card_of(action)
            if card in dead:
                return -1.0
            worth = self._called_card_worth(card, hand, t)
            # The up-card picked up by another dealer is certainly held; others may be in the kitty.
            return worth if (card == up and sure_holder) else worth * 0.87

        return max(others, key=lambda a: (value(a), -a.code))

    def _dead_cards(self, view: Mapping[str, Any]) -> set[int]:
        """Cards the bot knows nobody will hold in play: the turned-down up-card, its discard."""
        dead: set[int] = set()
        if view["up_card_state"] == "turned down":
            dead.add(_CARD_OF_TEXT[view["up_card"]])
        if view.get("discarded"):
            dead.add(_CARD_OF_TEXT[view["discarded"]])
        return dead

    def _called_card_worth(self, card: int, hand: Sequence[int], t: TrumpTables) -> float:
        """Tricks a partner holding ``card`` adds: high trumps first, then off-suit aces."""
        if t.effective_suit[card] == t.trump:
            ranks = self.facts.trump_rank[t.trump]
            above = sum(1 for c in hand if t.is_trump(c) and ranks[c] < ranks[card])
            gap = ranks[card] - above
            return 1.2 * _TRUMP_TRICKS[min(gap, len(_TRUMP_TRICKS) - 1)]
        ranks = self.facts.suit_rank[t.trump]
        suit = t.effective_suit[card]
        above = sum(1 for c in hand if t.effective_suit[c] == suit and ranks[c] < ranks[card])
        gap = ranks[card] - above
        mine = sum(1 for c in hand if t.effective_suit[c] == suit)
        # Partner's ace is worth most in a suit we hold: we can lead to it and not ruff it.
        return (0.8 if gap == 0 else 0.4 / gap) * (1.0 if mine else 0.8)

    def _defender_choice(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump = _SUIT_OF_TEXT[view["trump"]]
        hand = _cards(view["hand"])
        strong = lone_strength(hand, trump, self.facts) >= self.params.defend_alone
        return A.DEFEND_ALONE if strong and A.DEFEND_ALONE in legal else A.PASS

    def _discard(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        trump = _SUIT_OF_TEXT[view["trump"]]
        hand = _cards(view["hand"])
        allowed = [A.card_of(a) for a in legal]
        called = view.get("called_card")
        keep = _CARD_OF_TEXT[called] if called else None
        return A.DISCARD[choose_discard(hand, trump, keep, allowed)]


def _same_colour(suit: int) -> int:
    return (3, 2, 1, 0)[suit]


# --------------------------------------------------------------------------- card play


def _teammates(view: Mapping[str, Any], active: Sequence[int]) -> frozenset[int]:
    """Active players certainly on the bot's side this hand.

    At 4 players that is the partner opposite. At 5 players the maker learns the partner only
    when the called card is played; the partner knows the maker; a defender knows the other
    defenders once the partner is known or the maker is alone. Anyone uncertain counts as an
    opponent, so the bot never relies on a guess.
    """
    seat, maker = view["seat"], view["maker"]
    if view["players"] == 4:
        mate = (seat + 2) % 4
        return frozenset({mate}) if mate in active else frozenset()
    known = view["partner_status"] == "known"
    partner = view["partner"] if known else None
    if seat == maker:
        return frozenset({partner}) if partner is not None else frozenset()
    if partner == seat:
        return frozenset({maker})
    if known or view["partner_status"] == "none":
        return frozenset(p for p in active if p not in (seat, maker, partner))
    return frozenset()


def _on_makers_side(view: Mapping[str, Any]) -> bool:
    seat, maker = view["seat"], view["maker"]
    if seat == maker:
        return True
    if view["players"] == 4:
        return not view["alone"] and seat == (maker + 2) % 4
    return bool(view["partner_status"] == "known" and view["partner"] == seat)


class _Play:
    """One card-play decision: what the bot knows about the hand, and the choice."""

    def __init__(self, view: Mapping[str, Any], facts: _DeckFacts) -> None:
        self.seat: int = view["seat"]
        self.trump = _SUIT_OF_TEXT[view["trump"]]
        self.t = TABLES[self.trump]
        self.hand = _cards(view["hand"])
        out = set(view["sitting_out"])
        self.active = [p for p in range(view["players"]) if p not in out]
        self.voids = [0] * view["players"]
        """Bitmask of the effective suits each player has shown out of."""
        played = 0
        for trick in view["tricks"]:
            played |= self._see([(e["player"], _CARD_OF_TEXT[e["card"]]) for e in trick["cards"]])
        self.trick = [(e["player"], _CARD_OF_TEXT[e["card"]]) for e in view["current_trick"]]
        played |= self._see(self.trick)
        unseen = facts.deck_mask & ~played
        for c in self.hand:
            unseen &= ~(1 << c)
        self.holder: dict[int, int] = {}
        """Unseen cards whose holder the bot knows (the up-card the dealer picked up)."""
        up = _CARD_OF_TEXT[view["up_card"]]
        if view["up_card_state"] == "turned down":
            unseen &= ~(1 << up)
        elif view["up_card_state"] == "taken by the dealer" and unseen >> up & 1:
            self.holder[up] = view["dealer"]
        if view.get("discarded"):
            unseen &= ~(1 << _CARD_OF_TEXT[view["discarded"]])
        self.unseen = list(cards_in(unseen))
        """Cards that may still be in another player's hand (or the kitty)."""
        self.mates = _teammates(view, self.active)
        self.makers_side = _on_makers_side(view)
        self.is_maker = view["maker"] == self.seat
        self.maker: int = view["maker"]
        self.alone = bool(view.get("alone"))
        self.side_tricks = sum(view["tricks_won"][p] for p in {self.seat, *self.mates})
        """Tricks the bot's known side has taken this hand."""

    def _see(self, plays: Sequence[tuple[int, int]]) -> int:
        """Record the voids a trick shows; return its cards as a mask."""
        mask = 0
        if plays:
            led = self.t.effective_suit[plays[0][1]]
            for player, card in plays:
                mask |= 1 << card
                if self.t.effective_suit[card] != led:
                    self.voids[player] |= 1 << led
        return mask

    # ----------------------------------------------------------------- facts

    def value(self, card: int, led: int) -> int:
        """How strongly ``card`` plays to a trick led in ``led``: -1 if it cannot win it."""
        eff = self.t.effective_suit[card]
        if eff == self.trump:
            return self.t.power[card] + 100
        return self.t.power[card] if eff == led else -1

    def players_after(self) -> list[int]:
        """Active players still to play to the current trick after the bot, in order."""
        left = len(self.active) - len(self.trick) - 1
        i = self.active.index(self.seat)
        return [self.active[(i + k) % len(self.active)] for k in range(1, left + 1)]

    def may_be_void(self, player: int, suit: int, after: int) -> bool:
        """Whether ``player`` might not follow ``suit``: shown out, or too few left to go round."""
        if self.voids[player] >> suit & 1:
            return True
        left = sum(1 for c in self.unseen if self.t.effective_suit[c] == suit)
        return left < after

    def can_beat(self, player: int, to_beat: int, led: int, after: int) -> bool:
        """Whether ``player`` may hold and play a card worth more than ``to_beat`` now."""
        eff = self.t.effective_suit
        ruff_possible: bool | None = None
        for card in self.unseen:
            if self.holder.get(card, player) != player or self.voids[player] >> eff[card] & 1:
                continue
            if self.value(card, led) <= to_beat:
                continue
            if eff[card] == led:
                return True
            if ruff_possible is None:
                ruff_possible = self.may_be_void(player, led, after)
            if ruff_possible:
                return True
        return False

    def sure(self, value: int, led: int, opponents: Sequence[int], after: int) -> bool:
        """No opponent still to play can beat a trick card worth ``value``."""
        return not any(self.can_beat(p, value, led, after) for p in opponents)

    def is_top(self, card: int) -> bool:
        """The card is the highest left in its effective suit."""
        t = self.t
        suit = t.effective_suit[card]
        power = t.power[card]
        return not any(t.effective_suit[c] == suit and t.power[c] > power for c in self.unseen)

    def opponents_may_hold_trump(self, opponents: Sequence[int]) -> bool:
        for card in self.unseen:
            if self.t.effective_suit[card] != self.trump:
                continue
            holder = self.holder.get(card)
            if holder is not None:
                if holder in opponents:
                    return True
            elif any(not self.voids[p] >> self.trump & 1 for p in opponents):
                return True
        return False

    def lone_maker_after(self, opponents: Sequence[int]) -> bool:
        """The maker plays alone and has yet to play to this trick (the bot defends)."""
        return self.alone and not self.makers_side and self.maker in opponents

    # ----------------------------------------------------------------- choice

    def choose(self, legal: Sequence[Action]) -> Action:
        cards = [A.card_of(a) for a in legal]
        card = self.follow(cards) if self.trick else self.lead(cards)
        return A.PLAY[card]

    def lead(self, cards: list[int]) -> int:
        eff = self.t.effective_suit
        trump = self.trump
        opponents = [p for p in self.active if p != self.seat and p not in self.mates]
        after = len(self.active) - 1
        trumps = sorted((c for c in cards if eff[c] == trump), key=lambda c: -self.t.power[c])
        drawing = bool(trumps) and self.opponents_may_hold_trump(opponents)
        safe = [c for c in cards if self.sure(self.value(c, eff[c]), eff[c], opponents, after)]
        # The makers draw the defenders' trumps: top trumps first, or the highest from length.
        if drawing and self.makers_side and (
            trumps[0] in safe or (self.is_maker and len(trumps) >= 3)
        ):
            return trumps[0]
        # Defenders who need every trick left to euchre cash a sure trump first: it takes one
        # of the makers' trumps with it, which may make a side card good (a side jack led first
        # is simply ruffed or overtaken).
        if not self.makers_side and 3 - self.side_tricks >= len(cards) > 1:
            sure_trumps = [c for c in safe if eff[c] == trump]
            if sure_trumps:
                return max(sure_trumps, key=lambda c: self.t.power[c])
        safe_off = [c for c in safe if eff[c] != trump]
        if safe_off:
            return max(safe_off, key=lambda c: self.t.power[c])
        if safe and not drawing:
            return safe[0]
        if len(trumps) == len(cards):
            return trumps[0] if self.makers_side else trumps[-1]
        return self.quiet_lead([c for c in cards if eff[c] != trump], opponents)

    def quiet_lead(self, off: list[int], opponents: Sequence[int]) -> int:
        """No sure winner: lead low where a partner can ruff, or shorten a suit for a void."""
        eff = self.t.effective_suit
        mates_void = 0
        for p in self.mates:
            if not self.voids[p] >> self.trump & 1:
                mates_void |= self.voids[p]
        opp_void = 0
        for p in opponents:
            if not self.voids[p] >> self.trump & 1:
                opp_void |= self.voids[p]

        def badness(card: int) -> tuple[int, int, int]:
            suit = eff[card]
            length = sum(1 for c in self.hand if eff[c] == suit)
            return (
                0 if mates_void >> suit & 1 else 1,
                1 if opp_void >> suit & 1 else 0,
                self.t.power[card] + (0 if length == 1 else 3),
            )

        return min(off, key=badness)

    def follow(self, cards: list[int]) -> int:
        led = self.t.effective_suit[self.trick[0][1]]
        best_player, best = self.trick[0][0], self.value(self.trick[0][1], led)
        for player, card in self.trick[1:]:
            v = self.value(card, led)
            if v > best:
                best_player, best = player, v
        after = self.players_after()
        opponents = [p for p in after if p not in self.mates]
        winners = [c for c in cards if self.value(c, led) > best]
        n_after = len(after)
        if best_player in self.mates:
            if not winners or self.sure(best, led, opponents, n_after):
                return self.throw(cards, led)
            # Partner may be beaten: secure it with a sure winner of the led suit, never a trump.
            backups = [
                c for c in winners
                if self.t.effective_suit[c] == led != self.trump
                and self.sure(self.value(c, led), led, opponents, n_after)
            ]
            if backups:
                return min(backups, key=lambda c: self.t.power[c])
            if self.lone_maker_after(opponents):
                # Against a lone maker still to play, a partner's low card is no winner: every
                # trick counts, so take it with the cheapest card that wins (a ruff if need be).
                return min(winners, key=lambda c: self.value(c, led))
            return self.throw(cards, led)
        if not winners:
            return self.throw(cards, led)
        cheapest = min(winners, key=lambda c: self.value(c, led))
        sure = [c for c in winners if self.sure(self.value(c, led), led, opponents, n_after)]
        if sure:
            return min(sure, key=lambda c: self.value(c, led))
        if not opponents or self.t.effective_suit[cheapest] != led:
            return cheapest  # last to play, or trumping in: the lowest card that wins
        if len(self.trick) == 1 and n_after >= 2:
            return self.throw(cards, led)  # second hand low
        return max(winners, key=lambda c: self.value(c, led))  # third hand high

    def throw(self, cards: list[int], led: int) -> int:
        """The least useful card: lowest of the led suit, else a low card that makes a void."""
        t = self.t
        if all(t.effective_suit[c] == led for c in cards):
            return min(cards, key=lambda c: t.power[c])
        has_trump = any(t.effective_suit[c] == self.trump for c in self.hand)

        def keep_value(card: int) -> int:
            if t.effective_suit[card] == self.trump:
                return 100 + t.power[card]
            if self.is_top(card):
                return 60 + t.power[card]
            suit_len = sum(1 for c in self.hand if t.effective_suit[c] == t.effective_suit[card])
            return t.power[card] - (10 if suit_len == 1 and has_trump else 0)

        return min(cards, key=keep_value)


FAMILY = BotFamily(
    games=('fareeb',),
    medium=FareebBot,
    # 720 playouts (up to about 144 worlds of five cards; a quiet machine's p95 stays under a
    # second, and the 0.6 s cap binds first on a loaded one) and a one-standard-error gate, as
    # in All Fours: with more worlds a lower gate lets the search overrule more often at a
    # smaller risk. 57.5% of 120 single hands against medium (docs/bots.md), against 54.4% at
    # 240 playouts and gate 2.0 on other deals: not a significant difference.
    search=SearchSettings(rollouts=720, confidence=1.0),
)
"""The bots this module serves (read by ``cardtable.bots.registry``)."""
