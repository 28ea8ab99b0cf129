"""The heuristic Golf bot: legal moves from views only, the decisions of a decent player, and its
strength against random play."""

from __future__ import annotations

import json
from random import Random
from typing import Any

import pytest

from cardtable.bots import make_bot
from cardtable.bots.golf import KEPT_SHIFT, GolfBot, GolfParams
from cardtable.bots.levels import hard_bot
from cardtable.bots.search import PimcBot, Remembering
from cardtable.games.golf.state import GolfState
from cardtable.sim.arena import play_match
from tests.games.golf.helpers import deal, load, play


def _choose(bot: GolfBot, state: GolfState, seed: int = 0) -> str:
    p = state.current_player
    assert p is not None
    view = json.loads(json.dumps(state.view(p)))  # the bot gets plain data, never the state
    return bot.choose(view, state.legal_actions(p), Random(seed)).text


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("golf6", {}),
        ("golf6", {"preset": "persian", "players": 3}),
        ("golf6", {"flip_after_stock_discard": "required_may_keep_last", "flip_only_turn": True,
                   "reveal_all_to_end": True, "players": 2}),
        ("golf6", {"rearrange_after_flip": True, "initial_flip_timing": "first_turn",
                   "four_kind_bonus": "square_block_minus20", "players": 5}),
        ("golf6", {"initial_row_look": True, "end_rule": "immediate", "pairs_anywhere": True}),
        ("golf4", {}),
        ("golf4", {"initial_peek": "any_two", "paid_peek": True, "pair_rule": "anywhere",
                   "knocker_penalty": "plus10", "pot": True, "players": 3}),
        ("golf4", {"flip_mode": "progressive_exposure", "progressive_initial_face_up": 1,
                   "jack_king_scheme": "j20_skip", "players": 5}),
        ("golf4", {"flip_mode": "face_up_replacement", "memory_aid": "all_in_hand",
                   "wild_jacks": "all", "jokers": 2}),
        ("golf4", {"unseen_replace_limit": "once_total", "memory_aid": "known_viewable",
                   "queen_spades_40": True, "match_end": "target(60)"}),
        ("golf8", {}),
        ("golf8", {"first_turn_flip": "any_two", "lock_full_columns": True,
                   "multi_pair_rule": "progressive", "players": 6}),
        ("golf9", {}),
        ("golf9", {"preset": "fuchs", "players": 3}),
        ("golf9", {"adjacent_pairs": True, "lowest_zero_caller": True, "twos_and_jokers": True}),
        ("golf9", {"block_bonus": -25, "remove_groups": True,
                   "zero_lines": "columns_rows_diagonals", "reveal_all_to_end": True,
                   "players": 2}),
        ("golf10", {}),
        ("golf10", {"flips_each_turn": 2, "initial_flip_constraint": "middle_and_outer",
                    "four_kind_bonus": "square_block_minus20", "players": 3}),
    ],
)
def test_the_bot_plays_whole_matches_legally(name: str, options: dict[str, Any]) -> None:
    options = dict(options)
    preset = options.pop("preset", None)
    game = load(name, preset, **options)
    bots = [make_bot("heuristic", game) for _ in range(game.players)]
    result = play_match(game, bots, seed=3)  # raises if a bot picks an illegal action
    assert result.winners


def _two_players(p1: list[str], p0: list[str], up: str, stock: list[str], **options: Any) -> Any:
    """Dealer 0, P1 first; both turn up their near row's first two cards."""
    game = load("golf6", players=2, **options)
    state = deal(game, {1: p1, 0: p0}, up, dealer=0, stock=stock)
    play(state, "flip 1,0", "flip 1,1", "flip 1,0", "flip 1,1")
    return game, state


def test_takes_the_discard_that_makes_a_column_pair() -> None:
    game, state = _two_players(
        ["QS", "3S", "4S", "9H", "TD", "7S"], ["2H", "3H", "4H", "5H", "6H", "8H"], "9C",
        ["KD"],
    )
    bot = GolfBot(game)
    assert _choose(bot, state) == "draw discard"
    play(state, "draw discard")
    assert _choose(bot, state) == "replace 0,0"  # the queen above the face-up 9


def test_keeps_low_cards_and_throws_high_ones() -> None:
    game, state = _two_players(
        ["5S", "6S", "4S", "AH", "2D", "7S"], ["2H", "3H", "4H", "5H", "6H", "8H"], "QC",
        ["QD", "KD"],
    )
    bot = GolfBot(game)
    assert _choose(bot, state) == "draw stock"  # a queen on the discard pile helps nobody
    play(state, "draw stock")
    assert _choose(bot, state) == "discard"  # a drawn queen is thrown away
    play(state, "discard", "draw stock", "discard")
    play(state, "draw stock")  # P1 draws the king (0): it replaces a face-down card
    assert _choose(bot, state).startswith("replace 0,")


def test_replaces_a_high_face_up_card() -> None:
    game, state = _two_players(
        ["5S", "6S", "4S", "TH", "2D", "7S"], ["2H", "3H", "4H", "5H", "6H", "8H"], "QC",
        ["AD"],
    )
    play(state, "draw stock")
    assert _choose(GolfBot(game), state) == "replace 1,0"  # the ace for the face-up 10


def test_does_not_feed_the_next_player_a_pair() -> None:
    # P0 (next after P1) shows a 7 at 1,0 over a face-down card: a 7 on the pile gives P0 a pair.
    game, state = _two_players(
        ["QS", "JS", "TS", "6C", "5D", "9S"], ["2H", "3H", "4H", "7H", "KH", "8H"], "QC",
        ["7D"],
    )
    play(state, "draw stock")
    greedy = GolfBot(game, GolfParams(feed_weight=0.0))
    careful = GolfBot(game)
    assert _choose(greedy, state) in ("discard", "replace 1,0")
    assert _choose(careful, state) != "discard"


def test_goes_out_only_when_lowest() -> None:
    # P1 shows Q T / J 9 8 with 0,2 face down; a drawn 8 there pairs the 8s and ends the hand
    # at 39, while P0 (K and 2 showing, four unknown) is far lower: the bot does not go out.
    game, state = _two_players(
        ["QS", "TS", "6S", "JS", "9S", "8C"], ["2H", "3H", "4H", "KS", "2C", "AS"], "5C",
        ["4D", "4C", "8H"], flip_only_turn=True,
    )
    for slot in ("0,0", "0,1"):
        play(state, f"flip {slot}", "draw stock", "discard")
    play(state, "flip 1,2", "flip 0,0")  # P0 flips too (K and 2 were up already)
    play(state, "draw stock")
    assert state.view(1)["held"]["card"] == "8H"
    careful = _choose(GolfBot(game), state)
    assert careful not in ("replace 0,2", "discard")
    reckless = GolfBot(game, GolfParams(go_out_slack=100.0))
    assert _choose(reckless, state) == "replace 0,2"


def test_the_bot_beats_random_play_clearly() -> None:
    game = load("golf6", players=4)
    totals = {"heuristic": 0, "random": 0}
    for seed in range(4):
        bots = [make_bot("heuristic" if p % 2 == 0 else "random", game) for p in range(4)]
        result = play_match(game, bots, seed=seed)
        for p in range(4):
            totals["heuristic" if p % 2 == 0 else "random"] += result.scores[p]
    per_hole_bot = totals["heuristic"] / (4 * 2 * 9)
    per_hole_random = totals["random"] / (4 * 2 * 9)
    assert per_hole_bot < 14 < 25 < per_hole_random


# --------------------------------------------------------------------------- 4-card Golf


def test_remembers_the_cards_it_peeked_at() -> None:
    """Human memory shows the near row once; the bot keeps it and replaces a known high card."""
    game = load("golf4", players=2)
    state = deal(game, {1: ["5S", "6S", "QS", "QC"], 0: ["5H", "6H", "AH", "2H"]}, "9D",
                 dealer=0, stock=["AC"])
    bot = GolfBot(game)
    assert _choose(bot, state) == "draw stock"
    play(state, "draw stock")
    assert state.view(1)["layouts"][1]["cards"] == [[None, None], [None, None]]
    assert _choose(bot, state) in ("replace 1,0", "replace 1,1")
    forgetful = GolfBot(game)  # never saw the peek: every card is unknown to it
    assert _choose(forgetful, state) == "replace 0,0"


def test_knocks_when_low_and_not_when_high() -> None:
    game = load("golf4", players=2, memory_aid="all_in_hand")
    low = deal(game, {1: ["KS", "KC", "AS", "2S"], 0: ["5H", "6H", "AH", "2H"]}, "QD", dealer=0)
    assert _choose(GolfBot(game), low) == "knock"
    high = deal(game, {1: ["9S", "8C", "AS", "2S"], 0: ["5H", "6H", "AH", "2H"]}, "QD",
                dealer=0)
    assert _choose(GolfBot(game), high) != "knock"


# ------------------------------------------------------------- every game; 8- and 9-card Golf


@pytest.mark.parametrize("name", ["golf4", "golf8", "golf9", "golf10"])
def test_the_bot_beats_random_play_in_every_game(name: str) -> None:
    """Two heuristic and two random players, single hands: the bot's mean is far lower."""
    game = load(name, players=4, single_hand=True)
    totals = {"heuristic": 0, "random": 0}
    wins = {"heuristic": 0, "random": 0}
    # Random players knock early in 4-card Golf, leaving the bot a turn or two: more hands there.
    hands = 24 if name == "golf4" else 10
    for seed in range(hands):
        kinds = ["heuristic" if (p + seed) % 2 == 0 else "random" for p in range(4)]
        result = play_match(game, [make_bot(k, game) for k in kinds], seed=seed)
        for p, kind in enumerate(kinds):
            totals[kind] += result.scores[p]
        for p in result.winners:
            wins[kinds[p]] += 1
    bot, rnd = totals["heuristic"] / (2 * hands), totals["random"] / (2 * hands)
    assert bot * (1.25 if name == "golf4" else 2.0) < rnd, (bot, rnd)
    assert wins["heuristic"] > 3 * wins["random"], wins


def test_nine_card_bot_takes_the_discard_that_completes_a_column_of_three() -> None:
    game = load("golf9", players=2)
    p1 = ["5S", "QD", "KC", "5H", "3S", "QH", "9C", "2H", "9S"]
    p0 = ["2S", "3H", "4H", "6H", "7H", "8H", "9H", "TH", "JH"]
    state = deal(game, {1: p1, 0: p0}, "5D", dealer=0, stock=["KD"])
    play(state, "flip 0,0", "flip 1,0", "flip 0,1", "flip 0,0", "flip 0,1", "flip 0,2")
    bot = GolfBot(game)
    assert _choose(bot, state) == "draw discard"
    play(state, "draw discard")
    assert _choose(bot, state) == "replace 2,0"  # 5 5 5 in column 0 scores 0


def test_eight_card_bot_takes_the_discard_that_pairs_a_column() -> None:
    game = load("golf8", players=2)
    p1 = ["7S", "KD", "4C", "6D", "QH", "3C", "5H", "8S"]
    p0 = ["2S", "3H", "4H", "6H", "7H", "8H", "9H", "TH"]
    state = deal(game, {1: p1, 0: p0}, "7D", dealer=0, stock=["KS"])
    play(state, "flip column 0")  # P1 shows 7♠ over Q♥
    bot = GolfBot(game)
    assert _choose(bot, state) == "draw discard"
    play(state, "draw discard")
    assert _choose(bot, state) == "replace 1,0"  # the 7 for the queen: a column pair, 0


def test_bots_that_know_their_face_down_cards_still_go_out() -> None:
    """With a row look the bots know cards they keep face down; a long hand pushes them to expose
    those cards, so the hand ends by going out, not by the turn limit."""
    game = load("golf6", initial_row_look=True, end_rule="immediate", pairs_anywhere=True,
                single_hand=True)
    for seed in range(4):
        bots = [make_bot("heuristic", game) for _ in range(game.players)]
        state = game.new_state(seed=seed)
        rng = Random(seed)
        while not state.is_terminal:
            p = state.current_player
            assert p is not None
            view = json.loads(json.dumps(state.view(p)))
            state.apply(bots[p].choose(view, state.legal_actions(p), rng), p)
        assert isinstance(state, GolfState) and state.hand_result is not None
        assert state.hand_result["ended_by"] == "all face up"
        assert state.turns < 300


# --------------------------------------------------------------------------- search with memory


def test_hard_samples_worlds_that_keep_the_cards_it_remembers() -> None:
    """Human memory: the view stops showing a peeked card, the bot remembers it, and the
    search's worlds all hold that card where the bot saw it (others' cards still vary)."""
    game = load("golf4")
    state = game.new_state(seed=2)
    hard = hard_bot(game, rollouts=4, time_limit=30.0)
    assert isinstance(hard, PimcBot)
    medium = hard.medium
    assert isinstance(medium, GolfBot) and isinstance(medium, Remembering)
    others = [make_bot("medium", game) for _ in range(game.players)]
    rng = Random(0)
    while True:
        player = state.current_player if state.current_player is not None else min(state.actors)
        bot = medium if player == 0 else others[player]
        state.apply(bot.choose(state.view(player), state.legal_actions(player), rng), player)
        shown = [t for row in state.view(0)["layouts"][0]["cards"] for t in row]
        if medium.memory and all(t is None for t in shown):
            break
    view = state.view(0)
    remembered = dict(medium.memory)
    kept = medium.view_with_memory(view)
    for seed in range(8):
        world = game.sample_state(kept, Random(seed))
        for slot, face in remembered.items():
            assert world.cards[slot] % 53 == face
    plain = {
        tuple(game.sample_state(view, Random(seed)).cards[s] % 53 for s in remembered)
        for seed in range(8)
    }
    assert len(plain) > 1, "without the memory the same slots take varying cards"


# --------------------------------------------------------------------------- expected values


def test_replaces_the_unknown_card_whose_pairing_chance_is_worth_least() -> None:
    """Holding a 3 with face-down cards over a face-up king and over a face-up 2: counted at
    the pool's mean both are alike, but the card over the 2 may be a 2, and a pair of 2s scores
    0, not -4; the card over the king pairs for nothing. Expected over the unseen pool, the card
    over the 2 is worth more to replace (the previous bot replaced the one over the king)."""
    game, state = _two_players(
        ["9S", "8S", "7S", "KC", "2C", "6D"], ["2H", "3H", "4H", "5H", "6H", "8H"], "QC",
        ["3D"],
    )
    play(state, "draw stock")
    bot = GolfBot(game)
    view = state.view(1)
    mu, unseen = bot._unseen_mean(view)
    pairing = bot._pairing(bot._faces(view, 1), mu, unseen)
    twos = sum(k for f, k in unseen.items() if f % 13 == 0)  # rank 0 is the 2 (value -2)
    assert twos == 3
    assert pairing == pytest.approx({1: 4 * twos / sum(unseen.values())})
    assert _choose(bot, state) == "replace 0,1"


def test_the_pairing_chance_under_a_face_up_queen() -> None:
    """A face-down card under a face-up queen is worth the pool's mean less the chance it is a
    queen times the twenty points a pair of queens saves."""
    game, state = _two_players(
        ["9S", "8S", "7S", "QC", "2C", "6D"], ["2H", "3H", "4H", "5H", "6H", "8H"], "3C",
        ["3D"],
    )
    bot = GolfBot(game)
    view = state.view(1)
    mu, unseen = bot._unseen_mean(view)
    pairing = bot._pairing(bot._faces(view, 1), mu, unseen)
    queens = sum(k for f, k in unseen.items() if f % 13 == 10)
    assert queens == 3
    assert pairing[0] == pytest.approx(-20 * queens / sum(unseen.values()))


def test_values_the_others_kept_face_down_cards_below_the_unseen_mean() -> None:
    """4-card Golf: after the deal each player has seen two of its own face-down cards. In
    another player's layout those two are kept cards, each valued KEPT_SHIFT below the unseen
    mean when the bot weighs going out or knocking; switched off, at the mean."""
    game = load("golf4")
    state = game.new_state(3)
    rng = Random(3)
    bots = [GolfBot(game) for _ in range(game.players)]
    while state.view(min(state.actors))["phase"] != "draw":
        p = min(state.actors)
        state.apply(bots[p].choose(state.view(p), state.legal_actions(p), rng), p)
    view = state.view(0)
    mu, _ = bots[0]._unseen_mean(view)
    for q in range(1, game.players):
        plain = bots[0]._estimate(bots[0]._shown(view, q), mu)
        kept = len(view["layouts"][q]["known_by"])
        assert kept == 2
        assert bots[0]._other_estimate(view, q, mu) == pytest.approx(
            plain + kept * KEPT_SHIFT["golf4"])
        off = GolfBot(game, GolfParams(kept_cards=False))
        assert off._other_estimate(view, q, mu) == plain
