"""The rules in force as text (``rules_text``) and a view for a terminal (``describe_view``)."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.engine.options import format_value
from cardtable.games.fareeb.options import OPTION_SPECS
from tests.games.fareeb.deals import CASE_22, CASE_22_STUB, EXAMPLE_1, A, B, C
from tests.games.fareeb.helpers import deal, load, play_out, run


def rules(**options: Any) -> str:
    return cardtable.load("fareeb", **options).rules_text()


def test_default_rules_text_states_the_seed_rules() -> None:
    text = rules()
    for line in [
        "Players: 4 in two teams, partners opposite: seats 0+2 against 1+3.",
        "Pack: 24 cards, 9 to A in each suit. Five cards each; 4 stay undealt.",
        "Farmer's hand: a hand of only 9s and 10s is announced and the same dealer redeals.",
        "Stick the dealer: if the others pass, the dealer must name a suit.",
        "The maker may go alone",
        "When someone sits out, the first active player from the dealer's left leads.",
        "makers take 3 or 4 tricks: makers 1",
        "makers take all 5: makers 2, a lone maker 4",
        "makers take 1 or 2 (Fareeb, a euchre): defenders 2\n",
        "makers take none: defenders 4\n",
        "Match: the first team to 10 points wins.",
        "seed: The seed's rules: the defaults.",
    ]:
        assert line in text, line
    rules_part = text.split("\nOptions (")[0]
    assert "defend alone" not in rules_part and "single_hand is on" not in rules_part
    assert "(not the up-card itself)" not in rules_part


def test_rules_text_lists_every_option_with_its_value_in_force() -> None:
    game = cardtable.load("fareeb", players=5, target_score=7, call_timing="after_exchange")
    text = game.rules_text()
    for spec in OPTION_SPECS:
        assert f" ({spec.name} = {format_value(game.options[spec.name])}) [" in text
        assert spec.effect in text
    assert (
        "  Points to win (target_score = 7) [a whole number from 1 to 10000; default 10] [SEED]"
        in text
    )


@pytest.mark.parametrize(
    ("options", "present", "absent"),
    [
        ({"stick_the_dealer": False}, "the hand is thrown in and the next player deals", "Stick"),
        ({"farmers_hand_redeal": False}, "only 9s and 10s is played.", "same dealer redeals"),
        ({"going_alone": False}, "makers take all 5: makers 2\n", "may go alone"),
        ({"defender_alone": True}, "defenders 2, a lone defender 4", "zzz"),
        ({"defender_alone": True}, "defenders 4, a lone defender 4", "zzz"),
        ({"alone_lead": "left_of_lone_player"}, "from the lone maker's left leads", "zzz"),
        ({"lone_march_points": 5}, "a lone maker 5", "a lone maker 4"),
        ({"defenders_march_points": 2}, "makers take none: defenders 2", "defenders 4"),
        ({"dealer_may_discard_upcard": False}, "(not the up-card itself)", "zzz"),
        ({"single_hand": True}, "this table plays one hand only", "zzz"),
        ({"target_score": 5}, "the first team to 5 points wins", "to 10 points"),
        ({"players": 5}, "Pack: 28 cards, 8 to A in each suit. Five cards each; 3 stay", "24"),
        ({"players": 5}, "goes alone or calls a card (before the dealer's exchange)", "zzz"),
        ({"players": 5}, "only 8s and 9s is announced", "9s and 10s"),
        ({"players": 5}, "they win together", "play goes on"),
        ({"players": 5}, "The maker may not call a card he holds.", "zzz"),
        ({"players": 5, "call_timing": "after_exchange"}, "(after the dealer's exchange)", "zzz"),
        ({"players": 5, "called_card_may_be_trump": False}, ", never a trump", "zzz"),
        ({"players": 5, "call_own_card": "counts_as_alone"}, "may call his own card", "zzz"),
        ({"players": 5, "five_player_tie": "play_on"}, "play goes on until one player", "zzz"),
        ({"players": 5, "going_alone": False}, "The maker then calls a card", "goes alone or"),
        ({"players": 5, "going_alone": False}, "a lone maker 4", "zzz"),
    ],
)
def test_rules_text_follows_each_option(options: dict[str, Any], present: str, absent: str) -> None:
    text = rules(**options)
    assert present in text
    assert absent not in text.split("\nOptions (")[0]


def test_describe_view_through_a_hand() -> None:
    game = load(single_hand=True)
    state = deal(game, EXAMPLE_1, up="QH")
    start = game.describe_view(state.view(B))
    assert "Hand 1, dealer P0. Scores: team P0+P2 0, team P1+P3 0 (playing to 10)." in start
    assert "Up-card: Q♥ (face up)." in start
    assert "Your hand: A♠ 10♦ 9♦ A♣ 9♣" in start
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    mid = game.describe_view(state.view(B))
    assert "Bidding: you pass, P2 order up, P2 with partner, P0 discard" in mid
    assert "Trump: ♥ hearts; maker P2." in mid
    assert "10♠" not in mid, "the dealer's discard is not shown to others"
    dealer = game.describe_view(state.view(A))
    assert "You discarded 10♠." in dealer and "you discard TS" in dealer
    state.apply("play AS", B)
    assert "On the table: P1 A♠." in game.describe_view(state.view(C))
    done = play_out(state, (A, C), 3)
    end = game.describe_view(done.view(C))
    assert "Hand over: you and P0 made ♥ hearts and took 3 tricks (made): P0 and you +1." in end
    assert "Match over. Winners: P0, you" in end
    assert "Your hand: (none)" in end


def test_describe_view_five_players_and_lone_hands() -> None:
    game = load(players=5)
    state = deal(game, CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, (1, "pass"), (2, "order up"), (2, "call AC"), (0, "discard TH"))
    holder = game.describe_view(state.view(4))
    assert "Trump: ♦ diamonds; maker P2 (called A♣, partner you)." in holder
    other = game.describe_view(state.view(1))
    assert "Trump: ♦ diamonds; maker P2 (called A♣)." in other
    assert "Scores: P0 0, you 0, P2 0, P3 0, P4 0" in other
    four = load(defender_alone=True)
    alone = deal(four, EXAMPLE_1, up="QH")
    run(alone, (B, "pass"), (C, "pass"), (3, "order up"), (3, "alone"), (A, "defend alone"))
    text = four.describe_view(alone.view(B))
    assert "maker P3 (alone, P0 defends alone)." in text
    assert "Sitting out: you, P2" in text


def test_describe_view_after_a_throw_in_and_a_farmers_hand() -> None:
    game = load(stick_the_dealer=False)
    state = deal(game, EXAMPLE_1, up="QH")
    run(state, *["pass"] * 8)
    text = game.describe_view(state.view(A))
    assert "Hand 2, dealer P1." in text
    assert "Last hand: everyone passed; thrown in." in text
