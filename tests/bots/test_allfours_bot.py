"""The All Fours heuristic bot: legal and view-only under every ruleset, sensible decisions in
set positions (trump-making with the score in mind, discards, capturing and saving the jack,
feeding tens to a partner, the pitch), and stronger than random.
"""

from __future__ import annotations

import ast
import copy
import inspect
import json
import math
import random
from collections.abc import Sequence
from typing import Any

import pytest

import cardtable
from cardtable.bots import RandomBot, make_bot
from cardtable.bots import allfours as allfours_bot
from cardtable.bots.allfours import AllFoursBot, keep_value, suit_strength
from cardtable.bots.base import Bot
from cardtable.cards import parse_face
from cardtable.engine.game import Game
from cardtable.engine.state import State
from cardtable.sim.arena import next_actor, order_rng
from tests.games.allfours.helpers import load, position, run

D, E = 0, 1


def view_copy(state: State, player: int) -> dict[str, Any]:
    """What a remote bot would receive: the view after a JSON round trip."""
    return json.loads(json.dumps(state.view(player)))  # type: ignore[no-any-return]


def play_match(game: Game, bots: Sequence[Bot], seed: int) -> tuple[int, ...]:
    """A whole seeded match; every choice is checked to be legal and to leave the view alone."""
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    order = order_rng(seed)
    while not state.is_terminal:
        player = next_actor(state, order)
        legal = state.legal_actions(player)
        view = view_copy(state, player)
        before = copy.deepcopy(view)
        action = bots[player].choose(view, legal, rng)
        assert action in legal, f"{bots[player].name} chose {action} from {legal}"
        assert view == before, "the bot must not modify the view it is given"
        state.apply(action, player)
    return tuple(state.winners)


def choice(state: State, player: int, game: Game | None = None) -> str:
    bot = AllFoursBot(game or state.game)
    legal = state.legal_actions(player)
    return bot.choose(view_copy(state, player), legal, random.Random(0)).text


def wilson_lower(wins: int, n: int, z: float = 1.96) -> float:
    p = wins / n
    centre = p + z * z / (2 * n)
    margin = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - margin) / (1 + z * z / n)


# --------------------------------------------------------------------------- contract

CONFIGS: list[dict[str, Any]] = [
    {},
    {"players": 3},
    {"players": 3, "bunch_calls": "any_time", "discard_method": "accumulate_then_discard"},
    {"discard_method": "set_aside_unpicked", "low_rule": "captured"},
    {"discard_method": "discard_before_receiving", "jack_scoring": "hang_jack"},
    {"discard_method": "keep_all", "no_undertrump": True, "no_trumping_in": True},
    {"preset": "running_all_fours"},
    {"preset": "score_as_won_61"},
    {"gift_blocked_at_target_minus_one": False, "bunch_keeps_turnup_points": False},
    {"preset": "trinidad"},
    {"preset": "tobago", "take_one_restriction": "must_hold_trump"},
    {"ruleset": "trinidad", "discard_method": "discard_each_run", "bunch": True},
    {"preset": "pitcher"},
    {"ruleset": "pitcher", "throw_in_condition": "any", "no_trumping_in": True},
    {"preset": "lancashire"},
]


def _config_id(options: dict[str, Any]) -> str:
    return ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"


@pytest.mark.parametrize("options", CONFIGS, ids=_config_id)
def test_heuristic_plays_legal_matches_from_views(options: dict[str, Any]) -> None:
    opts = dict(options)
    preset = opts.pop("preset", None)
    game = cardtable.load("allfours", preset, **opts)
    bots: list[Bot] = [AllFoursBot(game) for _ in range(game.players)]
    for seed in range(3):
        assert play_match(game, bots, seed)


def test_make_bot_dispatches_to_the_allfours_heuristic() -> None:
    game = cardtable.load("allfours")
    assert isinstance(make_bot("heuristic", game), AllFoursBot)


def test_the_bot_module_never_touches_a_state() -> None:
    tree = ast.parse(inspect.getsource(allfours_bot))
    imported = {
        node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module
    }
    assert not any(m.endswith("state") or m.endswith("sampling") for m in imported)
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    names |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not {"State", "AllFoursState", "hands", "pack"} & names


# --------------------------------------------------------------------------- trump-making


def test_suit_strength_values_high_low_jack_and_game() -> None:
    strong = [parse_face(c) for c in ("AH", "2H", "KH", "4S", "5C", "6D")]
    weak = [parse_face(c) for c in ("7H", "4S", "5C", "6D", "8D", "9C")]
    assert suit_strength(strong, 1) > 2.0 > suit_strength(weak, 1)


def test_elder_stands_strong_and_begs_weak() -> None:
    game = load()
    strong = position(game, {E: ["AH", "KH", "2H", "4S", "5C", "6D"]}, "9H", dealer=D)
    assert choice(strong, E) == "stand"
    weak = position(game, {E: ["7H", "4S", "5C", "6D", "8D", "9C"]}, "9H", dealer=D)
    assert choice(weak, E) == "beg"


def test_elder_at_match_point_begs_when_the_gift_is_not_barred() -> None:
    game = load(gift_blocked_at_target_minus_one=False)
    hands = {E: ["AH", "KH", "2H", "4S", "5C", "6D"]}
    strong = position(game, hands, "9H", dealer=D, points=[0, 6])
    assert choice(strong, E) == "beg"


def test_dealer_gives_with_a_strong_hand_and_never_gives_the_match_away() -> None:
    game = load(gift_blocked_at_target_minus_one=False)
    hands = {D: ["AH", "KH", "2H", "JH", "5C", "6D"]}
    state = position(game, hands, "9H", dealer=D)
    run(state, (E, "beg"))
    assert choice(state, D) == "take one"
    late = position(game, hands, "9H", dealer=D, points=[0, 6])
    run(late, (E, "beg"))
    assert choice(late, D) == "refuse"
    weak = position(game, {D: ["7H", "4S", "5C", "6D", "8D", "9C"]}, "9H", dealer=D)
    run(weak, (E, "beg"))
    assert choice(weak, D) == "refuse"


def test_discards_keep_trumps_and_tens() -> None:
    game = load()
    runs = [({E: ["TC", "2D", "3S"]}, "JH")]
    state = position(game, {E: ["AH", "4H", "7C", "8C", "9D", "5S"]}, "6S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    assert state.current_player == E
    thrown = []
    for _ in range(3):
        text = choice(state, E)
        thrown.append(text)
        state.apply(text, E)
    assert not {"discard AH", "discard 4H", "discard TC"} & set(thrown)


def test_keep_value_while_trump_is_unknown_favours_possible_trumps() -> None:
    ace_hearts, ace_spades = parse_face("AH"), parse_face("AS")
    assert keep_value(ace_hearts, -1, barred=0) > keep_value(ace_spades, -1, barred=0)


# --------------------------------------------------------------------------- card play


def test_captures_the_jack_of_trumps_when_it_can() -> None:
    game = load(single_hand=True)
    hands = {E: ["JH", "2S", "3S", "4S", "5S", "6S"], D: ["QH", "KH", "2C", "3C", "4C", "5C"]}
    state = position(game, hands, "9H", dealer=D)
    run(state, (E, "stand"), (E, "play JH"))
    assert choice(state, D) in ("play QH", "play KH")


def test_leads_the_jack_once_nothing_above_it_is_out() -> None:
    """A♥ K♥ Q♥ have fallen; E, on lead, saves the J♥ at once."""
    game = load(single_hand=True)
    hands = {E: ["2H", "3H", "4H", "AC", "JH", "3S"], D: ["AH", "KH", "QH", "2C", "5D", "6D"]}
    state = position(game, hands, "9H", dealer=D)
    run(state, (E, "stand"))
    for first, second in (((E, "2H"), (D, "AH")), ((D, "KH"), (E, "3H")), ((D, "QH"), (E, "4H"))):
        run(state, (first[0], f"play {first[1]}"), (second[0], f"play {second[1]}"))
    run(state, (D, "play 2C"), (E, "play AC"))
    assert state.current_player == E
    assert choice(state, E) == "play JH"


def test_fishes_for_the_jack_with_the_ace() -> None:
    game = load(single_hand=True)
    hands = {E: ["AH", "2S", "3S", "4S", "5S", "6S"], D: ["JH", "2C", "3C", "4C", "5C", "6C"]}
    state = position(game, hands, "9H", dealer=D)
    run(state, (E, "stand"))
    assert choice(state, E) == "play AH"


def test_feeds_a_ten_to_a_partners_sure_trick() -> None:
    game = load(ruleset="pitcher", partnership_method="preset", single_hand=True)
    # Preset seats: 0+2 against 1+3; dealer 3, pitcher 0. P0 pitches A♠ (top trump, sure to
    # win); P1 follows; P2 (P0's partner) has no spade and holds a ten.
    hands = {
        0: ["AS", "2H", "3H", "4H", "5H", "6H"],
        1: ["3S", "7H", "8H", "9H", "2D", "3D"],
        2: ["TC", "4D", "5D", "6D", "7D", "8D"],
        3: ["2C", "3C", "4C", "5C", "6C", "7C"],
    }
    state = position(game, hands, None, dealer=3)
    run(state, (0, "play AS"), (1, "play 3S"))
    assert choice(state, 2) == "play TC"


def test_pitches_the_ace_of_its_best_suit() -> None:
    game = load(ruleset="pitcher", partnership_method="preset")
    hands = {0: ["AD", "2D", "7D", "KS", "4C", "9H"]}
    state = position(game, hands, None, dealer=3)
    assert choice(state, 0) == "play AD"


def test_calls_a_bunch_with_nothing_and_answers_by_its_hand() -> None:
    game = load(discard_method="keep_all")
    hands = {E: ["2S", "3S", "4S", "5C", "6C", "7D"], D: ["AH", "KH", "QH", "2H", "5D", "6D"]}
    state = position(game, hands, "8S", dealer=D, runs=[({E: ["8C", "9C", "3D"]}, "9H")])
    run(state, (E, "beg"), (D, "refuse"))
    assert choice(state, E) == "bunch"
    run(state, (E, "bunch"))
    assert choice(state, D) == "refuse"


# --------------------------------------------------------------------------- strength


@pytest.mark.parametrize(
    ("options", "seats", "matches"),
    [
        ({}, (0,), 120),
        ({"ruleset": "trinidad", "partnership_method": "preset"}, (0, 2), 40),
        ({"ruleset": "pitcher", "partnership_method": "preset"}, (0, 2), 60),
    ],
)
def test_heuristic_beats_random(
    options: dict[str, Any], seats: tuple[int, ...], matches: int
) -> None:
    game = cardtable.load("allfours", **options)
    wins = 0
    for seed in range(matches):
        mine = set(seats) if seed % 2 == 0 else {(p + 1) % game.players for p in seats}
        bots: list[Bot] = [
            AllFoursBot(game) if p in mine else RandomBot() for p in range(game.players)
        ]
        if set(play_match(game, bots, seed)) & mine:
            wins += 1
    assert wilson_lower(wins, matches) > 0.55, f"{wins}/{matches}"
