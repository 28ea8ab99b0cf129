"""The catalog system itself (docs/i18n.md): Fluent files, parts, numbers, choosing a language."""

from __future__ import annotations

import pytest

from cardtable.engine.scene import text
from cardtable.i18n import (
    LANGUAGE_CODES,
    from_environment,
    localize,
    messages,
    negotiate,
    persian_digits,
)


def test_each_language_loads_and_english_stands_behind_a_missing_id() -> None:
    assert LANGUAGE_CODES == ("en", "fa", "fr")
    for code in LANGUAGE_CODES:
        assert messages(code).has("common.trick.won_by")
    with pytest.raises(ValueError, match="choose one of en, fa, fr"):
        messages("de")
    with pytest.raises(KeyError):
        messages("fa").parts("no.such.message")


def test_plurals_follow_the_language() -> None:
    assert messages("en").format("common.points", count=1) == "1 point"
    assert messages("en").format("common.points", count=2) == "2 points"
    assert messages("fr").format("common.tricks", count=1) == "1 pli"
    assert messages("fr").format("common.tricks", count=0) == "0 pli"  # French: 0 is singular
    assert messages("fr").format("common.tricks", count=3) == "3 plis"


def test_persian_numbers_use_persian_digits_and_separators() -> None:
    fa = messages("fa")
    assert fa.format("common.points", count=1250) == "۱٬۲۵۰ امتیاز"
    assert fa.format("common.trick.won_by", seat=3) == "بازیکن ۳ دست را برد"
    assert fa.number(-40) == "-۴۰"
    assert persian_digits("56 and 1,024") == "۵۶ and ۱٬۰۲۴"
    assert messages("en").format("common.points", count=1250) == "1,250 points"


def test_cards_and_suits_come_out_as_parts_with_spoken_names() -> None:
    parts = messages("fa").parts("common.log.play", {"card": "JH"})
    card = next(p for p in parts if p.kind == "card")
    assert (card.value, card.text, card.name) == ("JH", "J♥", "سرباز دل")
    assert messages("fr").card_name("TC") == "dix de trèfle"
    assert messages("en").card_name("JK") == "joker"
    # The index printed on a card keeps its digits even in Persian.
    assert messages("fa").text(text("common.log.play", card="TD")) == "10♦ را بازی می‌کند"
    with pytest.raises(KeyError, match="seat"):
        messages("en").parts("common.trick.won_by", {}, strict=True)


def test_localize_adds_words_to_every_text_of_a_scene_and_keeps_the_rest() -> None:
    scene = {"status": {"id": "common.trick.won_by", "args": {"seat": 1}},
             "zones": [{"id": "trick", "label": {"id": "common.zone.trick", "args": {}},
                        "cards": [{"code": "AS"}]}],
             "log": [{"seat": 0, "text": {"id": "common.log.play", "args": {"card": "AS"}}}]}
    out = localize(scene, messages("fr"))
    assert isinstance(out, dict)
    assert out["status"]["text"] == "J1 remporte le pli"
    assert out["zones"][0]["id"] == "trick" and out["zones"][0]["label"]["text"] == "Pli"
    assert out["zones"][0]["cards"] == [{"code": "AS"}]
    played = out["log"][0]["text"]
    assert played["text"] == "joue A♠"
    assert played["parts"][1] == {
        "kind": "card", "text": "A♠", "value": "AS", "name": "as de pique"
    }
    assert "text" not in scene["status"]  # the input is not changed


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("fa-IR,fa;q=0.9,en;q=0.8", "fa"),
        ("de-DE,fr;q=0.7,en;q=0.5", "fr"),
        ("en-GB", "en"),
        ("de, it", "en"),
        ("fr;q=0, fa;q=0.1", "fa"),
        ("", "en"),
        (None, "en"),
        ("fa;q=oops", "en"),
    ],
)
def test_accept_language_picks_the_best_offered_language(header: str | None, expected: str) -> None:
    assert negotiate(header) == expected


def test_the_terminal_language_comes_from_the_locale_environment() -> None:
    assert from_environment({"LANG": "fa_IR.UTF-8"}) == "fa"
    assert from_environment({"LC_ALL": "fr_FR.UTF-8", "LANG": "fa_IR.UTF-8"}) == "fr"
    assert from_environment({"LANG": "C.UTF-8"}) == "en"
    assert from_environment({}) == "en"
