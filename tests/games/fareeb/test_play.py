"""Trick play and scoring against an independent reading of the rule book (fareeb.md §2, §5, §6).

The reference below is written from the rule book's tables, not from ``ranking.py`` or
``scoring.py``; random matches in many option sets must agree with it at every step: the legal
plays, who is on turn, every trick's winner, and every hand's points.
"""

from __future__ import annotations

from random import Random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable.cards import card_text, cards_in
from cardtable.games.fareeb.game import FareebGame
from cardtable.games.fareeb.phases import OVER, PLAY
from cardtable.games.fareeb.state import FareebState

SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


def reference_order(trump: str, players: int) -> dict[str, int]:
    """§2: strength of every card under ``trump``; trumps 100+, other cards by their suit."""
    low = ["9", "8"] if players == 5 else ["9"]
    strength: dict[str, int] = {}
    trumps = ["J" + trump, "J" + SAME_COLOUR[trump]] + [r + trump for r in ["A", "K", "Q", "T"]]
    trumps += [r + trump for r in low]
    for i, card in enumerate(trumps):
        strength[card] = 200 - i
    for suit in "SHDC":
        if suit == trump:
            continue
        ranks = ["A", "K", "Q", "J", "T", *low]
        if suit == SAME_COLOUR[trump]:
            ranks.remove("J")  # the left bower belongs to the trumps
        for i, rank in enumerate(ranks):
            strength[rank + suit] = 50 - i
    return strength


def effective_suit(card: str, trump: str) -> str:
    if card in ("J" + trump, "J" + SAME_COLOUR[trump]):
        return trump
    return card[1]


def reference_winner(plays: list[tuple[int, str]], trump: str, players: int) -> int:
    """§5.4: the highest trump if any trump was played, else the highest card of the suit led."""
    strength = reference_order(trump, players)
    led = effective_suit(plays[0][1], trump)
    trumps = [(strength[c], p) for p, c in plays if effective_suit(c, trump) == trump]
    if trumps:
        return max(trumps)[1]
    return max((strength[c], p) for p, c in plays if effective_suit(c, trump) == led)[1]


def reference_points(tricks: int, alone: bool, opts: Any) -> tuple[bool, int]:
    """§6's table: (do the makers score?, points each scorer gets)."""
    if tricks == 5:
        return True, opts.lone_march_points if alone else 2
    if tricks >= 3:
        return True, 1
    if tricks >= 1:
        return False, 2
    return False, opts.defenders_march_points


OPTION_SETS: list[tuple[str | None, dict[str, Any]]] = [
    (None, {}),
    (None, {"players": 5}),
    (None, {"players": 5, "call_timing": "after_exchange", "called_card_may_be_trump": False}),
    (None, {"players": 5, "call_own_card": "counts_as_alone", "lone_march_points": 5}),
    (None, {"alone_lead": "left_of_lone_player", "lone_march_points": 5}),
    (None, {"defender_alone": True}),
    (None, {"going_alone": False, "defenders_march_points": 2}),
    (None, {"stick_the_dealer": False, "farmers_hand_redeal": False}),
    ("pagat", {}),
    ("call_your_partner", {}),
]


def cards(mask: int) -> set[str]:
    return {card_text(c) for c in cards_in(mask)}


class Referee:
    """Follows a match through the public state and checks each step against the rule book."""

    def __init__(self, state: FareebState) -> None:
        self.state = state
        self.n = state.n
        self.hand = state.hand_number
        self.points = list(state.scores)
        self.checked_tricks = 0
        self.checked_hands = 0
        self.new_hand()

    def new_hand(self) -> None:
        self.in_play = False
        self.active: tuple[int, ...] = ()
        self.maker = -1
        self.partner: int | None = None
        self.trump = ""
        self.lone_defender = -1
        self.plays: list[tuple[int, str]] = []
        self.winners: list[int] = []

    def before(self) -> None:
        """Check the player on turn and his legal plays (§5.2-5.3)."""
        s = self.state
        if s.phase != PLAY:
            return
        if not self.in_play:
            self.start_of_play()
        actor = s.current_player
        assert actor is not None and actor in self.active
        hand = cards(s.hands[actor])
        expected = hand
        if self.plays:
            led = effective_suit(self.plays[0][1], self.trump)
            expected = {c for c in hand if effective_suit(c, self.trump) == led} or hand
            last = self.plays[-1][0]
            clockwise = [(last + i) % self.n for i in range(1, self.n)]
            assert actor == next(p for p in clockwise if p in self.active)
        legal = {a.text.removeprefix("play ") for a in s.legal_actions(actor)}
        assert legal == expected, f"legal plays {legal} but the rule book allows {expected}"

    def start_of_play(self) -> None:
        """Who plays, who leads trick 1 (§5.1, alone_lead), and who the makers are (§4, §6)."""
        s = self.state
        self.in_play = True
        self.active = tuple(p for p in range(self.n) if p not in s.sitting_out)
        origin = s.maker if s.opts.alone_lead == "left_of_lone_player" and s.alone else s.dealer
        clockwise = [(origin + i) % self.n for i in range(1, self.n + 1)]
        assert s.current_player == next(p for p in clockwise if p in self.active)
        self.maker = s.maker
        if self.n == 5 and s.called >= 0:
            # The partner is whoever holds the called card after the exchange.
            holders = [p for p in range(5) if s.hands[p] >> s.called & 1]
            self.partner = holders[0] if holders and holders[0] != s.maker else None
        elif self.n == 4 and not s.alone:
            self.partner = (s.maker + 2) % 4
        self.trump = "SHDC"[s.trump]
        self.lone_defender = s.lone_defender

    def after(self, actor: int, text: str) -> None:
        """Check each completed trick's winner (§5.4-5.5) and each hand's points (§6)."""
        s = self.state
        if self.in_play and text.startswith("play "):
            self.plays.append((actor, text.removeprefix("play ")))
            if len(self.plays) == len(self.active):
                winner = reference_winner(self.plays, self.trump, self.n)
                self.winners.append(winner)
                self.checked_tricks += 1
                if len(self.winners) < 5:
                    assert s.tricks[-1][1] == winner and s.current_player == winner
                self.plays = []
        if s.hand_number != self.hand or s.phase == OVER:
            self.end_of_hand()

    def end_of_hand(self) -> None:
        s = self.state
        summary = s.hand_result if s.phase == OVER else s.previous_hand
        assert summary is not None
        gained = [now - before for now, before in zip(s.scores, self.points, strict=True)]
        if summary["thrown_in"]:
            assert not any(gained) and not self.in_play
        else:
            assert self.in_play and len(self.winners) == 5
            assert [t["winner"] for t in summary["tricks"]] == self.winners
            alone = self.partner is None
            makers = {self.maker} if alone else {self.maker, self.partner}
            taken = sum(1 for w in self.winners if w in makers)
            if self.n == 4:
                makers = {p for p in range(4) if p % 2 == self.maker % 2}
            makers_score, pts = reference_points(taken, alone, s.opts)
            if self.lone_defender >= 0 and not makers_score:
                pts = 4  # the project's rule for a lone defender who euchres (docs/fareeb.md)
            scorers = makers if makers_score else set(range(self.n)) - makers
            assert gained == [pts if p in scorers else 0 for p in range(self.n)]
            self.checked_hands += 1
        self.points = list(s.scores)
        self.hand = s.hand_number
        self.new_hand()


@settings(
    max_examples=45, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=st.integers(0, 2**40), choice=st.sampled_from(OPTION_SETS))
def test_random_matches_follow_the_rule_book(
    seed: int, choice: tuple[str | None, dict[str, Any]]
) -> None:
    preset, options = choice
    game = cardtable.load("fareeb", preset, **{"target_score": 6, **options})
    assert isinstance(game, FareebGame)
    state = game.new_state(seed=seed)
    assert isinstance(state, FareebState)
    referee = Referee(state)
    rng = Random(seed)
    for _ in range(3000):
        if state.is_terminal:
            break
        referee.before()
        actor = state.current_player
        assert actor is not None
        legal = state.legal_actions(actor)
        choice_ = legal[rng.randrange(len(legal))]
        state.apply(choice_, actor)
        referee.after(actor, choice_.text)
    assert state.is_terminal
    assert referee.checked_hands >= 1 and referee.checked_tricks >= 5
    # §7: the winners reached the target.
    target = state.opts.target_score
    assert state.winners and all(state.scores[p] >= target for p in state.winners)
