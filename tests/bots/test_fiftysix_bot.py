"""Tests for the 56 heuristic bot: legality, view-only, decisions, strength."""

from __future__ import annotations

import json
from random import Random

import pytest

import cardtable
from cardtable.bots import make_bot
from cardtable.bots.fiftysix import FiftySixBot, hand_tricks, team_points
from cardtable.cards import parse_face
from cardtable.engine.action import Action
from cardtable.games.fiftysix import actions as A
from cardtable.games.fiftysix.state import FiftySixState
from cardtable.sim.arena import play_match, run_matches
from tests.games.fiftysix.helpers import auction, deal, load, play


def choose(state: FiftySixState, seat: int) -> str:
    """The bot's choice for ``seat``, from a JSON copy of the view (nothing else to read)."""
    game = state.game
    bot = FiftySixBot(game)
    view = json.loads(json.dumps(state.view(seat)))
    legal = state.legal_actions(seat)
    action = bot.choose(view, legal, Random(0))
    assert action in legal
    return action.text


def test_the_heuristic_kind_is_this_bot() -> None:
    assert isinstance(make_bot("heuristic", load()), FiftySixBot)


@pytest.mark.parametrize(
    "options",
    [
        {"players": 4},
        {"players": 6},
        {"players": 8},
        {"players": 6, "all_pass_rule": "forced_bid", "rebid_after_pass": False},
        {"players": 4, "direction": "clockwise", "bid_over_double": False, "cot": False},
        {"players": 8, "end_early_when_cot_lost": False, "scoring_table": "honours_40_48"},
    ],
)
def test_bots_only_choose_legal_actions_in_whole_matches(options: dict[str, object]) -> None:
    game = load(starting_tables=4, **options)
    for seed in range(3):
        bots = [make_bot("heuristic" if p % 2 else "random", game) for p in range(game.players)]
        result = play_match(game, bots, seed)  # raises if a bot chooses an illegal action
        assert result.winners


def test_hand_evaluation_ranks_strong_trumps_above_weak_ones() -> None:
    strong = [parse_face(c) for c in ["JS", "JS", "9S", "AS", "TS", "KH", "QD", "QC"]]
    weak = [parse_face(c) for c in ["QS", "KH", "QH", "KD", "QD", "KC", "QC", "TC"]]
    assert hand_tricks(strong, 0, 6) > 3.5
    assert hand_tricks(weak, 0, 6) < 0.5
    assert hand_tricks(strong, 0, 6) > hand_tricks(strong, 1, 6)


def test_a_strong_hand_opens_in_its_suit_showing_the_top_card() -> None:
    state = deal(load(players=6), {0: ["JS", "JS", "9S", "9S", "AS", "TS", "JH", "AC"]})
    assert choose(state, 0) == "28 spades"  # number first: "I hold the top card"


def test_a_weak_hand_passes_and_a_forced_one_bids() -> None:
    weak = ["QS", "KS", "KH", "QH", "QD", "KD", "QC", "KC"]
    state = deal(load(players=6), {0: weak})
    assert choose(state, 0) == "pass"
    forced = deal(load(players=6, all_pass_rule="forced_bid"), {4: weak})
    auction(forced, "pass", "pass", "pass", "pass")
    assert choose(forced, 4).split()[-1] == "28" or choose(forced, 4).startswith("28")


def test_strength_without_the_top_card_is_bid_suit_first() -> None:
    state = deal(load(players=6), {0: ["9S", "9S", "AS", "AS", "TS", "TS", "JH", "JD"]})
    assert choose(state, 0) == "spades 28"


def test_partners_bid_raises_the_estimate_and_opponents_lower_it() -> None:
    state = deal(load(players=6), {2: ["JH", "9H", "AH", "QS", "KS", "QD", "KC", "QC"]})
    hand = [parse_face(c) for c in state.view(2)["hand"]]
    before = team_points(state.view(2), hand, 1)
    auction(state, "28 hearts", "pass")
    after_partner = team_points(state.view(2), hand, 1)
    assert after_partner > before
    other = deal(load(players=6), {2: ["JH", "9H", "AH", "QS", "KS", "QD", "KC", "QC"]})
    auction(other, "pass", "28 hearts")
    assert team_points(other.view(2), hand, 1) < before


def test_no_double_of_the_partners_bid_and_a_double_of_a_hopeless_one() -> None:
    state = deal(load(players=6), {1: ["JS", "JS", "9S", "9S", "KH", "QD", "KC", "QC"]})
    auction(state, "50 spades")
    assert choose(state, 1) == "double"
    weak = deal(load(players=6), {1: ["QS", "KS", "KH", "QH", "QD", "KD", "QC", "KC"]})
    auction(weak, "30 spades")
    assert choose(weak, 1) == "pass"
    partner = deal(load(players=6), {2: ["JS", "JS", "9S", "9S", "JH", "JD", "JC", "AS"]})
    auction(partner, "50 hearts", "pass")
    assert choose(partner, 2) != "double"


def test_the_bidder_draws_trumps_with_a_top_trump() -> None:
    state = deal(load(players=6), {0: ["JS", "9S", "KS", "AH", "TH", "QD", "KC", "QC"]})
    auction(state, "28 spades", *["pass"] * 5)
    assert choose(state, 0) == "play JS"


def test_a_partner_who_wins_for_sure_is_fed_points() -> None:
    # Seat 4 plays last; its partner seat 0 has the first jack of clubs on the table.
    state = deal(
        load(players=6),
        {0: ["JC", "QH"], 1: ["QC"], 2: ["KC"], 3: ["KC"], 4: ["TC", "QC", "AS"]},
    )
    auction(state, "28 hearts", *["pass"] * 5)
    play(state, "JC", "QC", "KC", "KC")
    assert choose(state, 4) == "play TC"


def test_jacks_and_nines_are_not_thrown_to_the_opponents() -> None:
    # Seat 1 has no club and no trump while an opponent wins: it keeps its jack and nine.
    state = deal(
        load(players=6),
        {0: ["JC"], 1: ["JD", "QD", "KH", "QH", "9H", "AH", "KD", "TD"]},
        voids={1: "CS"},
    )
    auction(state, "28 spades", *["pass"] * 5)
    play(state, "JC")
    assert choose(state, 1) in ("play QD", "play KD", "play KH", "play QH")


def test_the_last_player_wins_a_trick_cheaply() -> None:
    state = deal(
        load(players=6),
        {0: ["AC"], 1: ["KC"], 2: ["QC"], 3: ["QC"], 4: ["KC"], 5: ["9C", "JC", "TC"]},
    )
    auction(state, "28 hearts", *["pass"] * 5)
    play(state, "AC", "KC", "QC", "QC", "KC")
    assert choose(state, 5) == "play 9C"  # 9 beats the ace; the jack is kept for later


def test_defenders_let_the_first_lead_go_and_bidders_accept_without_a_claim() -> None:
    state = deal(load(players=6), {0: ["JS", "JS", "9S", "9S", "AS", "AS", "TS", "TS"]})
    auction(state, "28 spades", *["pass"] * 5)
    assert choose(state, 1) == "no surrender"
    for _ in range(5):
        play(state, state.view(0)["hand"][0])
        while state.trick:
            seat = state.turn
            first = next(a for a in state.legal_actions(seat) if a.text.startswith("play"))
            state.apply(first, seat)
    assert choose(state, 1) == "surrender", "nothing left to stop the cot"
    state.apply("surrender", 1)
    assert choose(state, 0) == "insist", "three top trumps for the last three tricks"


def test_a_bidder_without_a_claim_accepts() -> None:
    state = deal(load(players=6), {0: ["JS", "9S", "QH", "QD", "KD", "QC", "KC", "KH"]})
    auction(state, "28 spades", *["pass"] * 5)
    state.apply("surrender", 3)
    assert choose(state, 0) == "accept"


def test_the_bot_reads_only_the_view() -> None:
    game = load(players=6)
    state = game.new_state(seed=4)
    bot = FiftySixBot(game)
    rng = Random(1)
    while not state.is_terminal and state.hand_number == 1:
        seat = sorted(state.actors)[0]
        view = json.loads(json.dumps(state.view(seat)))
        action = bot.choose(view, list(state.legal_actions(seat)), rng)
        assert isinstance(action, Action)
        state.apply(action, seat)


@pytest.mark.parametrize("players", [4, 6, 8])
def test_heuristic_team_beats_random_team(players: int) -> None:
    game = cardtable.load("56", players=players, single_hand=True)
    kinds = ["heuristic" if p % 2 == 0 else "random" for p in range(players)]
    results = run_matches(game, kinds, 30, seed=5)
    wins = sum(1 for r in results if 0 in r.winners)
    assert wins >= 26


# --------------------------------------------------------------------------- issue 16 heuristics


def test_a_bare_nine_or_jack_of_their_trumps_is_no_stopper_for_a_double() -> None:
    """A singleton nine falls under a jack, a bare jack is drawn by a trump lead: only a
    guarded top trump stops the contract, so the hand doubles only with the guard."""
    bare_nine = deal(load(players=6), {1: ["9S", "AH", "AH", "TH", "AD", "AD", "AC", "AC"]})
    auction(bare_nine, "48 spades")
    assert choose(bare_nine, 1) == "pass"
    guarded_nine = deal(load(players=6), {1: ["9S", "QS", "KS", "AH", "AH", "AD", "AD", "AC"]})
    auction(guarded_nine, "48 spades")
    assert choose(guarded_nine, 1) == "double"
    bare_jack = deal(load(players=6), {1: ["JS", "AH", "AH", "TH", "AD", "AD", "AC", "AC"]})
    auction(bare_jack, "40 spades")
    assert choose(bare_jack, 1) == "pass"
    guarded_jack = deal(load(players=6), {1: ["JS", "QS", "AH", "AH", "AD", "AD", "AC", "AC"]})
    auction(guarded_jack, "40 spades")
    assert choose(guarded_jack, 1) == "double"


def test_opens_its_long_suit_rather_than_be_left_in_28_no_trumps() -> None:
    """Four players, dealer 0: seats 1 and 2 pass; if seat 3 (the dealer's opponent) passes
    too and the dealer passes, the all-pass rule makes seat 3's side play 28 no trumps. With
    five diamonds to the ace and ten the contract is better played in diamonds."""
    hand = ["AD", "TD", "KD", "QD", "QD", "QS", "KS", "QH", "KH", "QC", "KC", "TC"]
    state = deal(load(players=4), {3: hand}, dealer=0)
    auction(state, "pass", "pass")
    assert choose(state, 3) == "diamonds 28"
    # A flat hand, no better in a suit than in no trumps, has nothing to gain: it passes.
    flat = ["KD", "QD", "QD", "KS", "QS", "QS", "KH", "QH", "QH", "KC", "QC", "QC"]
    level = deal(load(players=4), {3: flat}, dealer=0)
    auction(level, "pass", "pass")
    assert choose(level, 3) == "pass"
    # First to speak, with three players still to come, it passes as before.
    early = deal(load(players=4), {1: hand}, dealer=0)
    assert choose(early, 1) == "pass"


def _search_candidates(state: FiftySixState, seat: int, limit: int = 7) -> list[str]:
    bot = FiftySixBot(state.game)
    view = json.loads(json.dumps(state.view(seat)))
    legal = state.legal_actions(seat)
    choice = bot.choose(view, legal, Random(0))
    picked = bot.search_candidates(view, legal, choice, limit)
    assert picked is not None and picked[0] == choice
    assert all(a in legal for a in picked) and len(set(picked)) == len(picked)
    return [a.text for a in picked]


def _effect(call: str, high: int) -> tuple[int, int] | str:
    """A call's value and denomination (a bid in any of its spoken forms), or the call."""
    action = next(a for a in A.BID.values() if a.text == call) if "plus" not in call else None
    if action is None:
        action = next(a for a in A.PLUS.values() if a.text == call)
    return (A.bid_value(action, high), A.bid_denom(action))


def test_the_search_compares_different_calls_not_spoken_forms_of_one_bid() -> None:
    # 56's legal list holds every bid in two or three spoken forms, side by side: the generic
    # neighbours of a bid would be the same bid again. The bot proposes calls that differ.
    strong = ["JS", "JS", "9S", "9S", "AS", "TS", "JH", "AC"]
    opening = _search_candidates(deal(load(players=6), {0: strong}), 0)
    assert opening[0] == "28 spades" and "pass" in opening
    bids = [_effect(c, 0) for c in opening if c != "pass"]
    assert len(set(bids)) == len(bids)  # no bid twice in another form
    assert (29, 0) in bids  # one higher in the chosen suit
    weak = ["QS", "KS", "KH", "QH", "QD", "KD", "QC", "KC"]
    passing = _search_candidates(deal(load(players=6), {0: weak}), 0)
    assert passing[0] == "pass" and len(passing) == 3  # pass and the two best suits' openings
    assert {_effect(c, 0)[0] for c in passing[1:]} == {28}  # type: ignore[index]


def test_the_search_candidates_include_double_and_respect_the_limit() -> None:
    state = deal(load(players=6), {1: ["JS", "JS", "9S", "AS", "TS", "KH", "QD", "QC"]})
    auction(state, "28 spades")
    picked = _search_candidates(state, 1)
    assert "double" in picked and "pass" in picked
    assert len(_search_candidates(state, 1, limit=2)) == 2


def test_card_play_leaves_the_candidates_to_the_generic_search() -> None:
    state = deal(load(players=6), {0: ["JS", "JS", "9S", "9S", "AS", "TS", "JH", "AC"]})
    auction(state, "28 spades", "pass", "pass", "pass", "pass", "pass")
    bot = FiftySixBot(state.game)
    seat = next(iter(state.actors))
    view = state.view(seat)
    legal = state.legal_actions(seat)
    assert bot.search_candidates(view, legal, legal[0], 7) is None


def test_the_remembered_hand_estimate_ignores_card_order() -> None:
    hand = [parse_face(c) for c in ["JS", "JS", "9S", "AS", "TS", "KH", "QD", "QC"]]
    for denom in range(5):
        assert hand_tricks(hand, denom, 6) == hand_tricks(list(reversed(hand)), denom, 6)


def test_the_hard_bot_searches_the_calls_the_medium_bot_proposes() -> None:
    from cardtable.bots.registry import family_for
    from cardtable.bots.search import PimcBot

    searched: list[list[str]] = []

    class Recording(PimcBot):
        def evaluate(self, view, options, rng):  # type: ignore[no-untyped-def]
            searched.append([a.text for a in options])
            return [[0.0] for _ in options]

    state = deal(load(players=6), {0: ["JS", "JS", "9S", "9S", "AS", "TS", "JH", "AC"]})
    game = state.game
    family = family_for(game)
    bot = Recording(game, family.medium, family.search)
    view = state.view(0)
    bot.choose(view, state.legal_actions(0), Random(0))
    assert searched == [_search_candidates(state, 0, family.search.max_candidates)]


def test_over_a_partners_bid_a_pass_is_not_searched() -> None:
    # The search's worlds deal the partner a random hand, not one that bid: audited, its
    # take-overs of a partner's contract lost more hands than they won (docs/bots.md).
    state = deal(load(players=6), {2: ["QS", "KS", "KH", "QH", "QD", "KD", "QC", "KC"]})
    auction(state, "28 spades", "pass")
    assert _search_candidates(state, 2) == ["pass"]
    # Over an opponent's bid the same weak hand still has its calls compared.
    over_opponent = deal(load(players=6), {1: ["QS", "KS", "KH", "QH", "QD", "KD", "QC", "KC"]})
    auction(over_opponent, "28 spades")
    assert len(_search_candidates(over_opponent, 1)) > 1
