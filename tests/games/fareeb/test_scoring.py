"""Scoring and match end (fareeb.md §6-7): cases 10 to 13 and 16 of §9, and ``score_hand``.

4-player seats: A = 0 is the dealer, B = 1 (dealer's left), C = 2, D = 3; teams A+C, B+D.
"""

from __future__ import annotations

import pytest

from cardtable.games.fareeb.phases import OVER, PLAY
from cardtable.games.fareeb.scoring import (
    DEFENDERS_MARCH,
    FAREEB,
    LONE_DEFENDER_POINTS,
    MADE,
    MARCH,
    score_hand,
)
from tests.games.fareeb.deals import (
    DEFENDERS_STRONG,
    DISCARD,
    EXAMPLE_1,
    STRONG_STUB,
    A,
    B,
    C,
    D,
    deal_for,
)
from tests.games.fareeb.helpers import deal, hand_summary, load, play_out, play_trick, position, run


def test_case_10_seed_example_1() -> None:
    """Case 10: dealer A; C orders up ♥; B leads and wins trick 1; A+C take 3 → A+C +1."""
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    assert state.current_player == B, "the dealer's left leads"
    # B leads his highest card and wins (everyone follows spades).
    assert play_trick(state, [(B, "AS"), (C, "9S"), (D, "KS"), (A, "QS")]) == B
    assert play_trick(state, [(B, "AC"), (C, "TC"), (D, "QC"), (A, "JC")]) == B
    # C, void in clubs, trumps.
    assert play_trick(state, [(B, "9C"), (C, "AH"), (D, "KC"), (A, "JS")]) == C
    assert play_trick(state, [(C, "JH"), (D, "QD"), (A, "QH"), (B, "TD")]) == C
    assert play_trick(state, [(C, "KH"), (D, "KD"), (A, "AD"), (B, "9D")]) == C
    summary = hand_summary(state)
    assert summary["tricks_won"] == [0, 2, 3, 0]
    assert summary["outcome"] == MADE
    assert state.team_scores == (1, 0)
    assert state.scores == (1, 0, 1, 0)
    # The match goes on: the deal passes to the dealer's left.
    assert state.hand_number == 2 and state.dealer == B and state.phase != OVER


def test_case_11_seed_example_2() -> None:
    """Case 11: dealer A; up ♣; all pass; ♣ barred; D names ♠; B leads; B+D take all 5 → +2."""
    hands = {
        B: ["JS", "JC", "AS", "AH", "AD"],
        C: ["JH", "JD", "QD", "KC", "QC"],
        D: ["KS", "QS", "TS", "KH", "KD"],
        A: ["9H", "TH", "QH", "9D", "TD"],
    }
    state = deal(load(), hands, up="AC")
    run(state, *["pass"] * 4)
    assert "name C" not in [a.text for a in state.legal_actions(B)]
    run(state, (B, "pass"), (C, "pass"), (D, "name S"), (D, "with partner"))
    assert state.phase == PLAY and state.current_player == B
    for lead, others in [
        ("JS", ["QD", "KS", "9H"]),
        ("JC", ["QC", "QS", "TH"]),  # J♣ is the left bower: C and A have no spade to follow
        ("AS", ["KC", "TS", "QH"]),
        ("AH", ["JH", "KH", "9D"]),
        ("AD", ["JD", "KD", "TD"]),
    ]:
        assert play_trick(state, list(zip((B, C, D, A), [lead, *others], strict=True))) == B
    summary = hand_summary(state)
    assert summary["outcome"] == MARCH and summary["makers"] == [D, B]
    assert state.team_scores == (0, 2)


@pytest.mark.parametrize(
    ("maker_tricks", "team_scores", "outcome"),
    [
        (5, (0, 2), MARCH),
        (4, (0, 1), MADE),
        (3, (0, 1), MADE),
        (2, (2, 0), FAREEB),
        (1, (2, 0), FAREEB),
        (0, (4, 0), DEFENDERS_MARCH),
    ],
)
def test_case_12_makers_with_partner(
    maker_tricks: int, team_scores: tuple[int, int], outcome: str
) -> None:
    """Case 12: makers take 4 → +1; 2 → defenders +2; 0 → defenders +4 (and 5, 3, 1)."""
    state = deal_for(maker_tricks)
    run(state, (B, "order up"), (B, "with partner"), DISCARD)
    done = play_out(state, (B, D), maker_tricks)
    assert hand_summary(done)["outcome"] == outcome
    assert done.team_scores == team_scores


@pytest.mark.parametrize(
    ("maker_tricks", "team_scores", "outcome"),
    [
        (5, (0, 4), MARCH),
        (4, (0, 1), MADE),
        (3, (0, 1), MADE),
        (2, (2, 0), FAREEB),
        (1, (2, 0), FAREEB),
        (0, (4, 0), DEFENDERS_MARCH),
    ],
)
def test_case_13_lone_maker(maker_tricks: int, team_scores: tuple[int, int], outcome: str) -> None:
    """Case 13: lone maker takes 5 → +4; 3 → +1; 2 → defenders +2; 0 → defenders +4."""
    state = deal_for(maker_tricks)
    run(state, (B, "order up"), (B, "alone"), DISCARD)
    assert state.sitting_out == (D,)
    done = play_out(state, (B,), maker_tricks)
    summary = hand_summary(done)
    assert summary["outcome"] == outcome and summary["alone"] and summary["makers"] == [B]
    assert summary["tricks_won"][D] == 0, "the partner sat out"
    assert done.team_scores == team_scores


def test_case_16_team_at_nine_reaches_ten_and_wins() -> None:
    """Case 16: team A+C at 9 scores +1 → 10 → match over, A and C win."""
    state = position(load(), EXAMPLE_1, up="QH", points=(9, 8))
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    done = play_out(state, (A, C), 3)
    assert done.is_terminal and done.phase == OVER
    assert done.team_scores == (10, 8)
    assert done.winners == (A, C)
    assert done.actors == frozenset() and done.current_player is None
    assert all(done.view(p)["winners"] == [A, C] for p in range(4))


def test_match_goes_on_below_the_target_and_ends_past_it() -> None:
    """§7: 8 + 1 = 9 goes on; 8 + 4 = 12 ends (reaching *or passing* the target)."""
    state = position(load(), EXAMPLE_1, up="QH", points=(8, 8))
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    on = play_out(state, (A, C), 3)
    assert not on.is_terminal and on.team_scores == (9, 8) and on.hand_number == 6
    assert on.dealer == B
    state = position(load(), DEFENDERS_STRONG, up="QH", points=(8, 8), stub=STRONG_STUB)
    run(state, (B, "order up"), (B, "with partner"), DISCARD)
    over = play_out(state, (B, D), 0)
    assert over.is_terminal and over.team_scores == (12, 8) and over.winners == (A, C)


# ---------------------------------------------------------------- score_hand, row by row (§6)

FOUR_ROWS = [
    # maker tricks, alone, expected outcome, makers score?, points
    (3, False, MADE, True, 1),
    (4, False, MADE, True, 1),
    (5, False, MARCH, True, 2),
    (1, False, FAREEB, False, 2),
    (2, False, FAREEB, False, 2),
    (0, False, DEFENDERS_MARCH, False, 4),
    (3, True, MADE, True, 1),
    (4, True, MADE, True, 1),
    (5, True, MARCH, True, 4),
    (1, True, FAREEB, False, 2),
    (2, True, FAREEB, False, 2),
    (0, True, DEFENDERS_MARCH, False, 4),
]


@pytest.mark.parametrize(("tricks", "alone", "outcome", "makers_score", "pts"), FOUR_ROWS)
@pytest.mark.parametrize("maker", [0, 1, 2, 3])
def test_score_hand_four_players(
    tricks: int, alone: bool, outcome: str, makers_score: bool, pts: int, maker: int
) -> None:
    makers = (maker,) if alone else (maker, (maker + 2) % 4)
    r = score_hand(players=4, makers=makers, maker_tricks=tricks, maker_alone=alone)
    assert (r.outcome, r.makers_score, r.points) == (outcome, makers_score, pts)
    team = maker % 2 if makers_score else 1 - maker % 2
    assert r.side_points == tuple(pts if t == team else 0 for t in (0, 1))
    assert r.player_points == tuple(pts if p % 2 == team else 0 for p in range(4))


@pytest.mark.parametrize(("tricks", "alone", "outcome", "makers_score", "pts"), FOUR_ROWS)
def test_score_hand_five_players(
    tricks: int, alone: bool, outcome: str, makers_score: bool, pts: int
) -> None:
    """5 players: each member of the scoring side scores the full points (seed; F12)."""
    makers = (3,) if alone else (3, 4)
    r = score_hand(players=5, makers=makers, maker_tricks=tricks, maker_alone=alone)
    assert (r.outcome, r.makers_score, r.points) == (outcome, makers_score, pts)
    scorers = set(makers) if makers_score else set(range(5)) - set(makers)
    assert r.player_points == tuple(pts if p in scorers else 0 for p in range(5))
    assert r.side_points == r.player_points


def test_score_hand_march_options() -> None:
    """§8: lone_march_points 5 and defenders_march_points 2 change only their own rows."""
    five = score_hand(players=4, makers=(1,), maker_tricks=5, maker_alone=True, lone_march_points=5)
    assert five.side_points == (0, 5)
    pair = score_hand(
        players=4, makers=(1, 3), maker_tricks=5, maker_alone=False, lone_march_points=5
    )
    assert pair.side_points == (0, 2)
    two = score_hand(
        players=5, makers=(0, 2), maker_tricks=0, maker_alone=False, defenders_march_points=2
    )
    assert two.player_points == (0, 2, 0, 2, 2)
    euchre = score_hand(
        players=4, makers=(0, 2), maker_tricks=2, maker_alone=False, defenders_march_points=2
    )
    assert euchre.side_points == (0, 2)


@pytest.mark.parametrize(
    ("tricks", "expected"), [(5, (4, 0)), (3, (1, 0)), (2, (0, 4)), (0, (0, 4))]
)
def test_score_hand_lone_defender(tricks: int, expected: tuple[int, int]) -> None:
    """defender_alone: a lone defender who euchres a lone maker scores 4 (project decision)."""
    r = score_hand(
        players=4, makers=(0,), maker_tricks=tricks, maker_alone=True, lone_defender=True
    )
    assert r.side_points == expected
    assert LONE_DEFENDER_POINTS == 4
    r2 = score_hand(
        players=4,
        makers=(0,),
        maker_tricks=0,
        maker_alone=True,
        lone_defender=True,
        defenders_march_points=2,
    )
    assert r2.side_points == (0, 4)
