"""All Fours in English, Persian and French (docs/i18n.md): the rules in force with every
option that changes a paragraph, every refusal of an action or of options, and the English of
each refusal word for word as before (it is the exception's text)."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable import IllegalAction
from cardtable.i18n import LANGUAGE_CODES, messages
from tests.games.allfours.helpers import load, position, run
from tests.i18n.checks import (
    _renders_everywhere,
    check_option_refusal,
    check_refusals,
    check_rules,
)

RULE_OPTIONS: list[dict[str, Any]] = [
    {},
    {"players": 3},
    {"running_all_fours": True},
    {"gift_blocked_at_target_minus_one": False},
    {"low_rule": "captured", "game_tie": "nobody", "jack_scoring": "hang_jack"},
    {"no_undertrump": True, "no_trumping_in": True},
    {"single_hand": True},
    {"peg_as_won_61": True},
    {"eleven_makes": True},
    {"bunch": False},
    {"bunch_keeps_turnup_points": False},
    {"score_same_suit_turnups": True},
    {"target_score": 1},
    *({"discard_method": method} for method in (
        "discard_each_run", "set_aside_unpicked", "accumulate_then_discard", "keep_all",
        "discard_before_receiving",
    )),
    {"ruleset": "trinidad"},
    {"ruleset": "trinidad", "partnership_method": "jack_deal", "bonus_two_point_card": "two"},
    {"ruleset": "trinidad", "partnership_method": "preset", "bonus_two_point_card": "both"},
    {"ruleset": "trinidad", "take_one_restriction": "must_hold_trump", "bunch": True},
    {"ruleset": "trinidad", "take_one_restriction": "none", "game_tie": "non_dealer"},
    {"ruleset": "pitcher"},
    {"ruleset": "pitcher", "partnership_method": "cut", "throw_in_condition": "any"},
    {"ruleset": "pitcher", "partnership_method": "preset", "throw_in": False},
    {"ruleset": "pitcher", "no_trumping_in": True, "low_rule": "captured"},
]


@pytest.mark.parametrize("options", RULE_OPTIONS, ids=repr)
def test_the_rules_in_force_read_in_every_language(options: dict[str, Any]) -> None:
    check_rules("allfours", options)


@pytest.mark.parametrize("preset", sorted(cardtable.load("allfours").presets))
def test_every_preset_reads_in_every_language(preset: str) -> None:
    game = cardtable.load("allfours", preset=preset)
    for lang in LANGUAGE_CODES:
        assert "{" not in game.rules_text(lang)


@pytest.mark.parametrize(
    ("options", "paragraph"),
    [
        ({}, "The elder (dealer's left) stands (turn-up suit is trump) or begs; only he may "
             "beg. To a beg the dealer says 'take one' (each opponent scores 1, turn-up suit is "
             "trump) or refuses and runs the cards. The dealer may not give the gift when an "
             "opponent has 6."),
        ({"gift_blocked_at_target_minus_one": False},
         "The gift may always be given, even when it wins the match."),
        ({"running_all_fours": True}, "A turned-up ace scores 4 for the dealer at once, a king "
                                      "3, a queen 2, a jack 1."),
        ({"no_undertrump": True}, "Play: the elder leads; if you hold the suit led, play that "
         "suit or a trump (you may always trump); if not, play anything. No undertrumping: once "
         "a plain lead is trumped, a lower trump only when you have nothing else to play. The "
         "highest trump wins, else the highest card of the suit led."),
        ({"ruleset": "pitcher", "no_trumping_in": True}, "Play: the pitcher leads; follow suit if "
         "you can (a trump only when trumps are led or you are void); otherwise play anything. "
         "The highest trump wins, else the highest card of the suit led."),
        ({"ruleset": "trinidad", "take_one_restriction": "must_hold_trump"},
         "(the other team scores 1, only while he holds a card of the turn-up suit)"),
        ({"ruleset": "trinidad"}, "not when the opponents have 13"),
        ({"ruleset": "pitcher"}, "Throw-in: a player on turn who is not leading may throw all "
         "his cards onto the trick (while he holds no trump and no card above a nine); they "
         "cannot win it, and his partner plays on alone."),
        ({"ruleset": "pitcher", "throw_in_condition": "any"}, "(whenever he likes)"),
        ({"bunch_keeps_turnup_points": False}, "(turn-up points of that deal are taken back)."),
        ({"discard_method": "keep_all"},
         "Hands: players keep every card: 9, 12 or more cards and as many tricks."),
        ({"low_rule": "captured"}, "\n  Low: the side that wins the trick containing the lowest "
                                   "trump in play (Low Captured).\n"),
        ({"jack_scoring": "hang_jack"}, "an opponent who captures it scores 3 (hang jack)."),
        ({"peg_as_won_61": True}, "Score as won: every trump won in a trick is pegged at once"),
        ({"single_hand": True}, "(single_hand is on: this table plays one hand only.)"),
        ({"target_score": 1}, "Match: first side to 1 point."),
        ({"eleven_makes": True}, "Match: first side to 11 points."),
    ],
)
def test_the_english_rules_keep_their_wording(options: dict[str, Any], paragraph: str) -> None:
    assert paragraph in load(**options).rules_text()


def test_option_dependent_paragraphs_change_in_every_language() -> None:
    for lang in LANGUAGE_CODES:
        plain = load().rules_text(lang)
        for options in ({"low_rule": "captured"}, {"no_undertrump": True},
                        {"running_all_fours": True}, {"bunch": False},
                        {"gift_blocked_at_target_minus_one": False}):
            assert load(**options).rules_text(lang).split("\n\n")[1:-3] != (
                plain.split("\n\n")[1:-3]
            ), (lang, options)


def test_persian_and_french_rules_name_no_english_suit_or_rule_word() -> None:
    for options in ({}, {"ruleset": "trinidad"}, {"ruleset": "pitcher"}):
        game = load(**options)
        for lang in ("fa", "fr"):
            text = "\n".join(messages(lang).text(p) for p in game.rules_paragraphs())
            for word in ("elder", "dealer", "trump", "trick", "spades", "hearts", "the "):
                assert word not in text, (lang, options, word)


def test_refusals_met_in_play_say_why_in_every_language() -> None:
    check_refusals("allfours", seeds=range(3), tries=25)


@pytest.mark.parametrize(
    "options",
    [
        {"players": 4},
        {"ruleset": "trinidad", "players": 2},
        {"ruleset": "pitcher", "players": 3},
        {"ruleset": "trinidad", "eleven_makes": True},
        {"ruleset": "pitcher", "running_all_fours": True},
        {"ruleset": "pitcher", "peg_as_won_61": True},
        {"take_one_restriction": "none"},
        {"bonus_two_point_card": "two"},
        {"ruleset": "trinidad", "gift_blocked_at_target_minus_one": False},
        {"ruleset": "pitcher", "discard_method": "keep_all"},
        {"ruleset": "pitcher", "bunch": True},
        {"ruleset": "pitcher", "bunch_calls": "any_time"},
        {"ruleset": "pitcher", "score_same_suit_turnups": True},
        {"partnership_method": "jack_deal"},
        {"throw_in": False},
        {"throw_in_condition": "any"},
        {"eleven_makes": True, "running_all_fours": True},
        {"eleven_makes": True, "running_all_fours": True, "peg_as_won_61": True},
        {"eleven_makes": True, "target_score": 9},
        {"running_all_fours": True, "target_score": 7},
        {"peg_as_won_61": True, "target_score": 7},
        {"bunch": False, "bunch_keeps_turnup_points": False},
        {"bunch": False, "bunch_calls": "any_time"},
        {"ruleset": "pitcher", "throw_in": False, "throw_in_condition": "any"},
    ],
    ids=repr,
)
def test_refused_options_say_why_in_every_language(options: dict[str, Any]) -> None:
    check_option_refusal("allfours", options)


@pytest.mark.parametrize(
    ("options", "english"),
    [
        ({"players": 4}, "the standard ruleset is for 2 or 3 players"),
        ({"ruleset": "pitcher", "players": 3}, "the pitcher ruleset is for 4 players"),
        ({"ruleset": "trinidad", "eleven_makes": True},
         "eleven_makes applies only to the standard ruleset; this table plays trinidad (leave it "
         "at off)"),
        ({"ruleset": "pitcher", "bunch": True},
         "bunch applies only to the standard and trinidad rulesets; this table plays pitcher "
         "(leave it at off)"),
        ({"partnership_method": "jack_deal"},
         "partnership_method applies only to the trinidad and pitcher rulesets; this table plays "
         "standard (leave it at cut)"),
        ({"eleven_makes": True, "running_all_fours": True},
         "eleven_makes and running_all_fours each fix their own target; choose one of them"),
        ({"eleven_makes": True, "running_all_fours": True, "peg_as_won_61": True},
         "eleven_makes and running_all_fours and peg_as_won_61 each fix their own target; "
         "choose one of them"),
        ({"peg_as_won_61": True, "target_score": 7},
         "peg_as_won_61 plays to 61; leave target_score out or set it to 61"),
        ({"bunch": False, "bunch_keeps_turnup_points": False},
         "it says what a bunch does to turn-up points, so it needs bunch=on"),
        ({"bunch": False, "bunch_calls": "any_time"},
         "it says how a bunch is called, so it needs bunch=on"),
        ({"ruleset": "pitcher", "throw_in": False, "throw_in_condition": "any"},
         "it says when the throw-in is allowed, so it needs throw_in=on"),
    ],
)
def test_refused_options_keep_their_english(options: dict[str, Any], english: str) -> None:
    with pytest.raises(cardtable.InvalidOptions) as err:
        cardtable.load("allfours", **options)
    assert err.value.allowed == english


# --------------------------------------------------------------------------- refused actions


def refused(state: Any, action: str, player: int) -> IllegalAction:
    """The refusal of ``action``, checked to be said in every language."""
    with pytest.raises(IllegalAction) as err:
        state.apply(action, player)
    why = err.value.why
    assert why is not None and why.id.startswith(("allfours.", "errors.")), why
    assert messages("en").plain(why) == err.value.reason
    _renders_everywhere(why)
    return err.value


def said(error: IllegalAction, lang: str) -> str:
    assert error.why is not None
    return messages(lang).text(error.why)


D, E = 0, 1


def test_a_card_not_held_and_words_that_are_no_action() -> None:
    state = position(load(), {D: ["KS", "2H", "AD", "3D", "4C", "5C"]}, "9H", dealer=D)
    run(state, (E, "stand"))
    assert refused(state, "play AC", E).reason == "you do not hold AC"
    assert refused(state, "play ZZ", E).reason == (
        "'zz' is not a card; write rank then suit, e.g. AS, TD, 10H, JC (ranks A 2-9 T/10 J Q K, "
        "suits S H D C), or JK for a joker"
    )
    assert refused(state, "discard JK", E).reason == "All Fours is played without jokers"
    not_action = refused(state, "pass pass", E)
    assert not_action.reason == (
        "that is not an All Fours action; actions are: "
        + cardtable.load("allfours").notation_help
    )
    assert "stand" in said(not_action, "fa") and "پیک" in said(not_action, "fa")
    wrong_time = refused(state, "take one", E)
    assert wrong_time.reason == (
        "this is the play, where cards are played to tricks; 'take one' is not an action now"
    )
    assert refused(state, "beg", E).reason == (
        "only the elder begs, once, before any run; cards are played to tricks"
    )


def test_follow_or_trump_names_the_suits_in_each_language() -> None:
    hands = {D: ["KS", "2H", "AD", "3D", "4C", "5C"], E: ["QS", "JS", "TS", "9S", "8S", "7S"]}
    state = position(load(), hands, "9H", dealer=D)
    run(state, (E, "stand"), (E, "play QS"))
    error = refused(state, "play AD", D)
    assert error.reason == (
        "spades were led and you hold spades: play spades or a trump (hearts), not AD"
    )
    assert said(error, "fa").startswith("پیک آمده و شما پیک دارید") and "(دل)" in said(error, "fa")
    assert "A♦" in said(error, "fa")
    assert said(error, "fr").startswith("on a entamé pique et vous avez du pique")
    assert "(cœur)" in said(error, "fr")


def test_no_trumping_in_and_trumps_led() -> None:
    hands = {D: ["KS", "2H", "AD", "3D", "4C", "5C"], E: ["QS", "JS", "TS", "9S", "8S", "7S"]}
    state = position(load(no_trumping_in=True), hands, "9H", dealer=D)
    run(state, (E, "stand"), (E, "play QS"))
    assert refused(state, "play 2H", D).reason == (
        "spades were led and you hold spades: follow suit (no_trumping_in: a trump only when you "
        "are void)"
    )
    hands = {D: ["KS", "2H", "AD", "3D", "4C", "5C"], E: ["QH", "JS", "TS", "9S", "8S", "7S"]}
    state = position(load(), hands, "9H", dealer=D)
    run(state, (E, "stand"), (E, "play QH"))
    error = refused(state, "play KS", D)
    assert error.reason == "trumps (hearts) were led and you hold a trump: play a trump"
    assert "دل" in said(error, "fa") and "cœur" in said(error, "fr")


def test_undertrump_names_the_trump_on_the_trick() -> None:
    game = load(players=3, single_hand=True, no_undertrump=True)
    hands = {
        1: ["QS", "JS", "TS", "9S", "8S", "7S"],
        2: ["9H", "KC", "QC", "JC", "TC", "9C"],
        0: ["3H", "4D", "5D", "6D", "7D", "8D"],
    }
    state = position(game, hands, "2H", dealer=0)
    run(state, (1, "stand"), (1, "play QS"), (2, "play 9H"))
    error = refused(state, "play 3H", 0)
    assert error.reason == (
        "the trick is already trumped with 9H and you may not undertrump while you have another "
        "card to play (no_undertrump)"
    )
    assert "9♥" in said(error, "fa")


@pytest.mark.parametrize(
    ("players", "points", "english"),
    [
        (2, [3, 6], "the gift is barred: P1 has 6 and would reach 7 with it; you must refuse and "
                    "run the cards"),
        (3, [0, 6, 6], "the gift is barred: P1 and P2 have 6 and would reach 7 with it; you must "
                       "refuse and run the cards"),
    ],
)
def test_a_barred_gift_names_who_would_win(players: int, points: list[int], english: str) -> None:
    state = position(load(players=players), {}, "9H", dealer=D, points=points)
    run(state, (E, "beg"))
    assert refused(state, "take one", D).reason == english


def test_trinidad_gift_refusals() -> None:
    state = position(load(ruleset="trinidad"), {}, "9C", dealer=0, points=[3, 13])
    run(state, (3, "beg"))
    error = refused(state, "take one", 0)
    assert error.reason == (
        "the gift is barred: P1+P3 have 13 and would reach 14 with it; you must refuse and run "
        "the cards"
    )
    assert "۱۳" in said(error, "fa") and "J1+J3" in said(error, "fr")
    game = load(ruleset="trinidad", take_one_restriction="must_hold_trump")
    state = position(game, {0: ["2S", "3S", "4S", "5S", "6S", "7S"]}, "9C", dealer=0)
    run(state, (3, "beg"))
    error = refused(state, "take one", 0)
    assert error.reason == (
        "you hold no clubs, the turn-up's suit, and a dealer without a trump may not take one "
        "(take_one_restriction=must_hold_trump); you must refuse and run the cards"
    )
    assert "گشنیزی" in said(error, "fa") and "pas de trèfle" in said(error, "fr")


P1, P2, P3, P4 = 0, 1, 2, 3


def test_throw_in_refusals() -> None:
    game = load(ruleset="pitcher", partnership_method="preset", throw_in_condition="any")
    hands = {
        P3: ["AS", "KS", "QS", "2C", "3C", "4C"],
        P4: ["5C", "6C", "7C", "8C", "9C", "TC"],
        P1: ["2S", "3S", "4S", "5S", "6S", "7S"],
        P2: ["2H", "3H", "4H", "5H", "6H", "7H"],
    }
    state = position(game, hands, None, dealer=P2)
    assert refused(state, "throw in", P3).reason == "the leader may not throw in; play a card"
    run(state, (P3, "play 2C"), (P4, "throw in"), (P1, "play 2S"))
    assert refused(state, "throw in", P2).reason == (
        "your partner has thrown in already and you must play on alone"
    )
    game = load(ruleset="pitcher", partnership_method="preset", throw_in=False)
    state = position(game, hands, None, dealer=P2)
    run(state, (P3, "play 2C"))
    assert refused(state, "throw in", P4).reason == "there is no throw-in at this table"
    game = load(ruleset="pitcher", partnership_method="preset")
    hands[P4] = ["5C", "6C", "7C", "8C", "9C", "KD"]
    state = position(game, hands, None, dealer=P2)
    run(state, (P3, "play 2C"))
    assert refused(state, "throw in", P4).reason == (
        "you may throw in only while you hold no trump and no card higher than a nine "
        "(throw_in_condition=no_trump_no_counter)"
    )


def test_refusals_at_each_moment_of_a_deal() -> None:
    """Words of another moment of the deal, at the elder's, the dealer's, the discard and the
    bunch window: said in every language."""
    game = load(bunch_calls="in_turn")
    state = position(game, {}, "9H", dealer=D, runs=[({}, "9S")])
    seen = {refused(state, "agree", E).why.id}  # type: ignore[union-attr]
    run(state, (E, "beg"))
    seen.add(refused(state, "stand", D).why.id)  # type: ignore[union-attr]
    run(state, (D, "refuse"))
    while state.phase == 2:  # the discards after the run
        player = min(state.actors)
        refused(state, "bunch", player)
        state.apply(state.legal_actions(player)[0], player)
    player = min(state.actors)
    error = refused(state, "stand", player)
    assert error.reason.startswith("this is the bunch window, where each player may call a bunch")
    assert seen == {"allfours.illegal.not_now"}
