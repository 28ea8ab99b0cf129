"""The Trinidad ruleset (allfours.md §3): test cases 22-26, the take-one restrictions, the
Tobago options, counter-clockwise play and partnerships by the cut.

Seats as in the rule book: S = 0 deals; clockwise round the table S, W = 1, N = 2, E = 3, so
the elder (dealer's right, counter-clockwise) is E. Teams NS (side 0) and EW (side 1).
"""

from __future__ import annotations

import pytest

import cardtable
from cardtable import IllegalAction
from cardtable.engine.chance import Chance
from cardtable.games.allfours import seating
from cardtable.games.allfours.phases import DEALER, PLAY
from tests.games.allfours.helpers import count_of, load, play_trick, position, run, texts

S, W, N, E = 0, 1, 2, 3
NS, EW = 0, 1


def trinidad(**options: object) -> cardtable.Game:
    return load(ruleset="trinidad", **options)


def test_trinidad_defaults() -> None:
    game = trinidad()
    o = game.options
    assert (o.players, o.target_score, o.discard_method) == (4, 14, "keep_all")
    assert (o.jack_scoring, o.game_tie, o.bunch) == ("hang_jack", "nobody", False)
    assert o.score_same_suit_turnups is True and o.partnership_method == "cut"
    assert game.config.clockwise is False


@pytest.mark.parametrize(
    ("bonus", "up", "points"),
    [
        ("six", "6S", 2),
        ("six", "2S", 0),
        ("two", "6S", 0),
        ("two", "2S", 2),
        ("both", "6S", 2),
        ("both", "2S", 2),
        ("six", "AS", 1),
        ("two", "AS", 1),
        ("six", "JS", 3),
        ("two", "JS", 3),
        ("six", "KS", 0),
    ],
)
def test_case_22_turn_up_points_to_the_dealers_team(bonus: str, up: str, points: int) -> None:
    state = position(trinidad(bonus_two_point_card=bonus), {}, up, dealer=S)
    assert state.points == [points, 0]
    assert state.scores == (points, 0, points, 0)


def test_elder_is_the_dealers_right_and_play_goes_counter_clockwise() -> None:
    state = position(trinidad(single_hand=True), {}, "9C", dealer=S)
    assert state.current_player == E
    run(state, (E, "stand"))
    order = [state.current_player]
    for _ in range(3):
        state.apply(state.legal_actions()[0])
        order.append(state.current_player)
    assert order == [E, N, W, S]


def test_deal_passes_to_the_right() -> None:
    state = position(trinidad(), {}, "9C", dealer=S)
    run(state, (E, "stand"))
    while state.hand_number == 1:
        state.apply(state.legal_actions()[0])
    assert state.dealer == E and state.current_player == N


def test_case_23_take_one_gives_the_elders_team_one() -> None:
    state = position(trinidad(), {}, "9C", dealer=S)
    run(state, (E, "beg"))
    assert state.phase == DEALER and state.current_player == S
    run(state, (S, "take one"))
    assert state.points == [0, 1] and state.trump == 3 and state.phase == PLAY


def test_case_24_runs_score_every_turned_card_and_hands_grow() -> None:
    """First new card A♠ (original ♠) → +1 and run again; then 6♥ → +2, trump ♥.

    The rule book's case says the players then hold 9 cards; but two runs under keep_all deal
    two packets of three (§3.3, pagat: "9 or 12 tricks"; case 13: two runs → 12), so they hold
    12 and play 12 tricks.
    """
    state = position(trinidad(single_hand=True), {}, "9S", dealer=S, runs=[({}, "AS"), ({}, "6H")])
    run(state, (E, "beg"), (S, "refuse"))
    assert state.points == [3, 0]
    assert state.trump == 1 and state.phase == PLAY
    assert all(state.hands[p].bit_count() == 12 for p in range(4))
    tricks = 0
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
        tricks = max(tricks, len(state.tricks))
    assert tricks == 12


def test_exhausted_pack_same_dealer_redeals_and_team_keeps_points() -> None:
    # 27 cards after the turn-up; each run uses 13: two runs, then 1 card left.
    runs = [({}, "AS"), ({}, "JS")]
    state = position(trinidad(), {}, "9S", dealer=S, runs=runs)
    run(state, (E, "beg"), (S, "refuse"))
    assert state.redeals and state.redeals[0]["reason"] == "exhausted"
    assert state.dealer == S and state.points[NS] >= 4


def test_take_one_barred_when_opponents_need_one() -> None:
    state = position(trinidad(), {}, "9C", dealer=S, points=[3, 13])
    run(state, (E, "beg"))
    assert texts(state.legal_actions(S)) == ["refuse"]
    with pytest.raises(IllegalAction, match="P1\\+P3 have 13"):
        state.apply("take one", S)


def test_take_one_restriction_must_hold_trump() -> None:
    game = trinidad(take_one_restriction="must_hold_trump")
    no_club = position(game, {S: ["2S", "3S", "4S", "5S", "6S", "7S"]}, "9C", dealer=S)
    run(no_club, (E, "beg"))
    assert texts(no_club.legal_actions(S)) == ["refuse"]
    with pytest.raises(IllegalAction, match="must_hold_trump"):
        no_club.apply("take one", S)
    a_club = position(game, {S: ["2C", "3S", "4S", "5S", "6S", "7S"]}, "9C", dealer=S)
    run(a_club, (E, "beg"))
    assert texts(a_club.legal_actions(S)) == ["take one", "refuse"]
    # The restriction is about the trump, not the score: at 13 the gift may win the match.
    late = position(game, {S: ["2C"]}, "9C", dealer=S, points=[0, 13])
    run(late, (E, "beg"), (S, "take one"))
    assert late.winners == (1, 3)


def test_take_one_restriction_none() -> None:
    state = position(trinidad(take_one_restriction="none"), {}, "9C", dealer=S, points=[0, 13])
    run(state, (E, "beg"))
    assert texts(state.legal_actions(S)) == ["take one", "refuse"]


def jack_deal_hands(n_card: str, capture: str) -> dict[int, list[str]]:
    """N holds J♥ alone in trumps except ``capture``'s holder; hearts trump via a 9♥ turn-up."""
    return {
        E: [capture, "2C", "3C", "4C", "5C", "6C"],
        N: ["JH", "2D", "3D", "4D", "5D", "6D"],
        W: ["7C", "8C", "TC", "7D", "8D", "TD"],
        S: ["2S", "3S", "4S", "5S", "6S", "7S"],
    }


def test_case_25_hang_jack_captured_by_an_opponent_scores_three() -> None:
    """E leads A♥; N must play a trump: J♥ falls to E's ace → EW +3."""
    state = position(trinidad(single_hand=True), jack_deal_hands("JH", "AH"), "9H", dealer=S)
    run(state, (E, "stand"))
    assert play_trick(state, [(E, "AH"), (N, "JH"), (W, "7C"), (S, "2S")]) == E
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    jack = count_of(state)["Jack"]
    assert (jack["side"], jack["points"], jack["holder"]) == (EW, 3, N)


def test_case_25_jack_won_by_its_holder_or_his_partner_scores_one() -> None:
    hands = jack_deal_hands("JH", "2H")
    hands[S] = ["AH", "3S", "4S", "5S", "6S", "7S"]
    state = position(trinidad(single_hand=True), hands, "9H", dealer=S)
    run(state, (E, "stand"))
    # E leads 2♥, N plays J♥, W discards, S (N's partner) wins with A♥.
    assert play_trick(state, [(E, "2H"), (N, "JH"), (W, "7C"), (S, "AH")]) == S
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    jack = count_of(state)["Jack"]
    assert (jack["side"], jack["points"]) == (NS, 1)


def test_case_26_counting_order_decides_at_13_all() -> None:
    """13-13: NS has High (A♥ with S); EW has Low, Jack and Game, but High comes first."""
    hands = {
        E: ["2H", "JH", "TS", "TD", "KS", "QS"],
        N: ["2C", "3C", "4C", "5C", "6C", "7C"],
        W: ["2D", "3D", "4D", "5D", "6D", "7D"],
        S: ["AH", "8C", "9C", "8D", "9D", "3S"],
    }
    state = position(trinidad(), hands, "9H", dealer=S, points=[13, 13])
    run(state, (E, "stand"))
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    assert state.winners == (0, 2) and state.points == [14, 13]
    points = count_of(state)
    assert points["High"]["scored"] and points["High"]["side"] == NS
    assert not points["Low"]["scored"] and points["Low"]["side"] == EW


def test_game_tie_scores_nobody_in_trinidad() -> None:
    state = position(trinidad(single_hand=True), {}, "9H", dealer=S)
    assert state.cfg.game_tie == "nobody"


def test_no_undertrump_tobago_preset() -> None:
    game = cardtable.load("allfours", preset="tobago")
    assert game.options.bonus_two_point_card == "two" and game.options.no_undertrump
    hands = {
        E: ["QS", "2C", "3C", "4C", "5C", "6C"],
        N: ["9H", "2D", "3D", "4D", "5D", "6D"],
        W: ["3H", "7D", "8D", "9D", "TD", "7C"],
    }
    state = position(game, hands, "KH", dealer=S)
    run(state, (E, "stand"), (E, "play QS"), (N, "play 9H"))
    assert "play 3H" not in texts(state.legal_actions(W))


def test_cut_for_partners_two_highest_against_two_lowest() -> None:
    for seed in range(30):
        table = seating.arrange(Chance(seed), 4, "cut", clockwise=False, pitcher_game=False)
        rounds = table.cuts
        first = dict(rounds[0])
        ranks = {p: c % 13 for p, c in first.items()}
        order = sorted(range(4), key=lambda p: -ranks[p])
        if len(set(ranks.values())) == 4:
            assert table.first_dealer == order[0]
            assert set(table.teams[0]) in ({order[0], order[1]}, {order[2], order[3]})
            assert {tuple(sorted(t)) for t in table.teams} == {
                tuple(sorted(order[:2])),
                tuple(sorted(order[2:])),
            }
        assert table.chairs[0] == 0, "player 0 keeps his chair"


def test_cut_ties_are_cut_again() -> None:
    found = False
    for seed in range(300):
        table = seating.arrange(Chance(seed), 4, "cut", clockwise=False, pitcher_game=False)
        if len(table.cuts) > 1:
            found = True
            tied = [p for p, _ in table.cuts[1]]
            ranks = [c % 13 for p, c in table.cuts[0] if p in tied]
            assert len(set(ranks)) == 1, "only tied players cut again"
    assert found


def test_new_match_seats_partners_opposite_and_views_say_so() -> None:
    game = trinidad()
    state = game.new_state(seed=4)
    view = state.view(0)
    teams = view["teams"]
    chairs = view["chairs"]
    assert chairs[0] == 0
    assert {chairs[0], chairs[2]} == set(teams[0]) and {chairs[1], chairs[3]} == set(teams[1])
    assert view["setup"]["method"] == "cut" and view["dealer"] == view["setup"]["first_dealer"]
    assert game.teams is None, "partners change from match to match"
    assert trinidad(partnership_method="preset").teams == ((0, 2), (1, 3))
