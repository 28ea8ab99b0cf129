"""Every message exists in every language with the same arguments, renders, and is translated
(docs/i18n.md, "Adding a message")."""

from __future__ import annotations

import re

import pytest

import cardtable
from cardtable.i18n import LANGUAGE_CODES, messages

SHARED_WORDS = {
    "plus", "score", "total", "tables", "cardtable", "x", "joker", "points", "six", "code", "pot",
    "all", "fours", "fareeb", "euchre", "options",
}
"""Words a translation may keep as English has them: French shares some, and the project's name."""


def code_sourced_ids() -> set[str]:
    from cardtable.i18n.rules import family_of

    ids: set[str] = set()
    for name in cardtable.games():
        game = cardtable.load(name)
        family = family_of(game)
        ids |= {f"{family}.option.{spec.name}.effect" for spec in game.option_specs}
        ids |= {f"{family}.preset.{preset}" for preset in game.preset_docs}
        ids.add(f"{family}.notation")
    return ids


def _words_left(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z]{2,}", text)} - SHARED_WORDS


@pytest.mark.parametrize("lang", [code for code in LANGUAGE_CODES if code != "en"])
def test_every_message_exists_with_the_same_arguments(lang: str) -> None:
    english, other = messages("en"), messages(lang)
    missing = sorted(english.ids - other.ids)
    # Translations of English that lives in the code (option effects, presets, the notation:
    # i18n/rules.py) are the only ids English lacks; each must name a real option or preset.
    extra = sorted(i for i in other.ids - english.ids if i not in code_sourced_ids())
    assert not missing, f"{lang} lacks {len(missing)} messages: {missing[:20]}"
    assert not extra, f"{lang} has messages English does not: {extra[:20]}"
    different = sorted(i for i in english.ids if english.arguments[i] != other.arguments[i])
    assert not different, f"{lang} uses other arguments in {different[:20]}"


@pytest.mark.parametrize("lang", [code for code in LANGUAGE_CODES if code != "en"])
def test_every_message_is_translated_and_renders(lang: str) -> None:
    english, other = messages("en"), messages(lang)
    untranslated = []
    for message_id in sorted(english.ids & other.ids):
        args = {name: _sample(name) for name in english.arguments[message_id]}
        words = other.format(message_id, **args)
        assert "{" not in words and "}" not in words, (message_id, words)
        blank = {name: "" for name in english.arguments[message_id]}
        bare = other.format(message_id, **blank)
        if bare == english.format(message_id, **blank) and _words_left(bare):
            untranslated.append((message_id, bare))
    assert not untranslated, f"{lang}: still in English: {untranslated[:15]}"


def _sample(name: str) -> str | int:
    if name == "card" or name.endswith("_card"):
        return "QH"
    if name == "suit" or name.endswith("_suit"):
        return "S"
    if name == "cards":
        return "play QH"
    if name in ("count", "points", "tricks", "amount", "value", "seat", "hand", "team", "a", "b"):
        return 2
    return "x"


@pytest.mark.parametrize("game", cardtable.games())
@pytest.mark.parametrize("lang", LANGUAGE_CODES)
def test_a_scene_of_every_game_reads_in_every_language(game: str, lang: str) -> None:
    from cardtable.engine.scene import texts_of

    loaded = cardtable.load(game)
    state = loaded.new_state(seed=11)
    seat = min(state.actors)
    scene = loaded.scene(state.view(seat), [a.text for a in state.legal_actions(seat)])
    catalog = messages(lang)
    for text in texts_of(scene):
        assert catalog.has(text.id), text.id
        words = "".join(p.text for p in catalog.parts(text.id, text.args, strict=True))
        assert "{" not in words
    status = catalog.text(scene.status)
    if lang == "fa":
        assert re.search(r"[\u0600-\u06FF]", status), status
