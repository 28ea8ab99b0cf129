"""56's rules and refusals in every language (docs/i18n.md): the rules in force are paragraphs
whose wording follows the options, every option has a label, its effect, the presets and the
notation are translated, and every refusal is a message id each catalog says, its English being
the exception's own text."""

from __future__ import annotations

import re

import pytest

from cardtable import IllegalAction, InvalidOptions
from cardtable.engine.scene import Text
from cardtable.games.fiftysix.actions import NOTATION_HELP
from cardtable.games.fiftysix.options import OPTION_SPECS
from cardtable.games.fiftysix.scoring import table_amount
from cardtable.i18n import LANGUAGE_CODES, messages
from tests.games.fiftysix.helpers import auction, deal, load, play
from tests.i18n.checks import check_option_refusal, check_refusals, check_rules

COMBINATIONS: list[dict[str, object]] = [
    {},
    {"players": 4},
    {"players": 8, "direction": "clockwise"},
    {"all_pass_rule": "forced_bid", "rebid_after_pass": False, "bid_over_double": False},
    {"no_point_cards_redeal": True},
    {"no_point_cards_redeal": True, "all_jacks_redeal": False},
    {"all_jacks_redeal": False},
    {"scoring_table": "honours_40_55", "redouble_multiplier": 3},
    {"scoring_table": "honours_40_48", "end_early_when_cot_lost": False},
    {"cot": False},
    {"single_hand": True, "starting_tables": 1},
    {"preset": "variations"},
    {"preset": "final_passes"},
]


@pytest.mark.parametrize("options", COMBINATIONS, ids=str)
def test_the_rules_read_in_every_language(options: dict[str, object]) -> None:
    check_rules("56", options)


def test_refusals_say_why_in_every_language() -> None:
    check_refusals("56")


def test_the_pointless_combination_says_why_in_every_language() -> None:
    check_option_refusal("56", {"cot": False, "end_early_when_cot_lost": False})


def _paragraphs(language: str, **options: object) -> list[str]:
    catalog = messages(language)
    return [catalog.text(p) for p in load(**options).rules_paragraphs()]


@pytest.mark.parametrize(
    ("name", "values"),
    [
        ("players", (4, 6, 8)),
        ("direction", ("counter_clockwise", "clockwise")),
        ("starting_tables", (1, 12)),
        ("all_pass_rule", ("play_28_nt_by_dealer_opponents", "forced_bid")),
        ("no_point_cards_redeal", (False, True)),
        ("all_jacks_redeal", (False, True)),
        ("scoring_table", ("standard", "honours_40_55", "honours_40_48")),
        ("redouble_multiplier", (4, 3)),
        ("cot", (False, True)),
        ("end_early_when_cot_lost", (False, True)),
        ("rebid_after_pass", (False, True)),
        ("bid_over_double", (False, True)),
        ("single_hand", (False, True)),
    ],
)
def test_each_rule_option_changes_the_rules_in_every_language(
    name: str, values: tuple[object, ...]
) -> None:
    for language in LANGUAGE_CODES:
        said = [tuple(_paragraphs(language, **{name: v})) for v in values]
        assert len(set(said)) == len(values), (language, name)


def test_every_option_is_in_the_rules_or_needs_none() -> None:
    """deal_packet_size has one value; every other option is covered above."""
    assert {s.name for s in OPTION_SPECS if len(s.choices) != 1} == {
        "players", "direction", "starting_tables", "all_pass_rule", "no_point_cards_redeal",
        "all_jacks_redeal", "scoring_table", "redouble_multiplier", "cot",
        "end_early_when_cot_lost", "rebid_after_pass", "bid_over_double", "single_hand",
    }


@pytest.mark.parametrize("table", ["standard", "honours_40_55", "honours_40_48"])
def test_the_payment_paragraph_gives_the_scoring_code_s_amounts(table: str) -> None:
    text = messages("en").text(Text("fiftysix.rules.payment", {"table": table, "redouble": 4}))
    bands = re.findall(r"bid (\d+)(?:-(\d+))?: made, the opponents give (\d); failed, the "
                       r"bidders give (\d)", text)
    covered = []
    for low, high, made, failed in bands:
        values = range(int(low), int(high or low) + 1)
        covered += values
        for bid in values:
            assert table_amount(bid, True, table) == int(made), (table, bid)
            assert table_amount(bid, False, table) == int(failed), (table, bid)
    assert covered == list(range(28, 57))
    # Persian and French say the same bands.
    for language in ("fa", "fr"):
        said = messages(language).text(Text("fiftysix.rules.payment", {
            "table": table, "redouble": 4,
        }))
        assert said.count("\n") == text.count("\n"), language


def test_the_old_english_of_the_rules_is_kept() -> None:
    text = load(
        direction="clockwise", all_pass_rule="forced_bid", rebid_after_pass=False, cot=False,
        scoring_table="honours_40_48", redouble_multiplier=3, no_point_cards_redeal=True,
    ).rules_text()
    assert "Deal, auction and play go clockwise" in text
    assert "Passing is final: you take no further part in the auction." in text
    assert "Forced bid: if everyone before him passed" in text
    assert "redoubled x3." in text
    assert "The same dealer deals again if a player holds all eight jacks or a player holds " \
        "no J, 9, A or 10." in text


def test_persian_and_french_rules_use_the_players_words() -> None:
    fa = load(players=4).rules_text("fa")
    assert "سرباز" in fa and "بی‌بی" in fa and "دست‌ده" in fa and "کُت" in fa
    assert "standard" not in fa.split("گزینه‌ها")[0]  # the table's name is said in Persian
    fr = load(players=4).rules_text("fr")
    assert "donneur" in fr and "capot" in fr and "J0 J2" in fr


def test_an_unknown_action_lists_the_notation() -> None:
    with pytest.raises(IllegalAction) as info:
        load().parse_action("frobnicate")
    error = info.value
    assert error.why is not None and error.why.id == "fiftysix.illegal.unknown"
    assert error.reason == "that is not an action of 56; actions are: " + NOTATION_HELP.rstrip(".")
    # fa and fr list the same notation as their own fiftysix.notation, without its full stop.
    for language in ("fa", "fr"):
        catalog = messages(language)
        assert catalog.text(error.why).endswith(catalog.format("fiftysix.notation")[:-1])


def _refusal(state: object, text: str, seat: int) -> Text:
    with pytest.raises(IllegalAction) as info:
        state.apply(text, seat)  # type: ignore[attr-defined]
    why = info.value.why
    assert why is not None
    assert messages("en").plain(why) == info.value.reason
    return why


def test_follow_suit_names_the_suit_in_each_language() -> None:
    state = deal(load(players=6), {0: ["AC"], 1: ["TC", "JH", "9H"]})
    auction(state, "28 hearts", *["pass"] * 5)
    play(state, "AC")
    why = _refusal(state, "play JH", 1)
    assert why.id == "fiftysix.illegal.follow_suit"
    assert messages("en").text(why).startswith("clubs were led and you hold clubs")
    assert "گشنیز" in messages("fa").text(why)
    assert "trèfle" in messages("fr").text(why)


def test_a_bid_in_a_refusal_is_said_in_each_language() -> None:
    state = deal(load(players=6), dealer=5)
    auction(state, "28 clubs", "plus two diamonds", "plus one No")
    why = _refusal(state, "28 no trumps", state.turn)
    assert why.id == "fiftysix.illegal.not_higher"
    assert "a bid must be higher than the current bid (31NT by P2)" in messages("en").text(why)
    assert "۳۱ بی‌حکم از بازیکن ۲" in messages("fa").text(why)
    assert "31 sans-atout par J2" in messages("fr").text(why)
    auction(state, "pass")
    why = _refusal(state, "double", state.turn)  # P4's partner P2 holds the bid
    assert why.id == "fiftysix.illegal.double_own"
    assert messages("en").text(why).startswith("the current bid is 31NT by P2, your own team's")


@pytest.mark.parametrize(
    ("text", "id"),
    [
        ("27 clubs", "fiftysix.illegal.bid_range"),
        ("plus 0 clubs", "fiftysix.illegal.raise_range"),
        ("plus clubs", "fiftysix.illegal.plus_form"),
        ("28 bananas", "fiftysix.illegal.not_a_suit"),
        ("no 28", "fiftysix.illegal.number_first"),
        ("play ZZ", "fiftysix.illegal.not_a_card"),
        ("play JK", "fiftysix.illegal.no_jokers"),
        ("plus 2 hearts", "fiftysix.illegal.plus_no_bid"),
        ("redouble", "fiftysix.illegal.redouble_no_bid"),
        ("double", "fiftysix.illegal.nothing_to_double"),
        ("play JS", "fiftysix.illegal.auction_now"),
    ],
)
def test_malformed_and_untimely_calls_say_why_in_each_language(text: str, id: str) -> None:
    state = deal(load(players=6), dealer=5)
    why = _refusal(state, text, state.turn)
    assert why.id == id
    fa = messages("fa").text(why)
    assert re.search(r"[\u0600-\u06FF]", fa), fa
    assert messages("fr").text(why) != messages("en").text(why)


def test_the_option_refusal_keeps_its_english() -> None:
    with pytest.raises(InvalidOptions) as info:
        load(cot=False, end_early_when_cot_lost=False)
    assert info.value.why == Text("fiftysix.invalid.cot_off")
    assert "only matters when the cot is played, and this table has cot=off" in str(info.value)
