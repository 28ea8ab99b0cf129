"""Checks every game family runs on its own texts (tests/games/<family>/test_languages.py): the
rules in force and every refusal said in every language (docs/i18n.md)."""

from __future__ import annotations

import re
from random import Random

import cardtable
from cardtable.engine.errors import IllegalAction, InvalidOptions
from cardtable.engine.scene import Text
from cardtable.i18n import LANGUAGE_CODES, messages
from cardtable.i18n.rules import family_of

PERSIAN = re.compile(r"[\u0600-\u06FF]")


def _renders_everywhere(text: Text) -> None:
    for lang in LANGUAGE_CODES:
        catalog = messages(lang)
        assert catalog.has(text.id), f"{lang} lacks {text.id}"
        words = "".join(p.text for p in catalog.parts(text.id, text.args, strict=True))
        assert words.strip() and "{" not in words, (lang, text.id, words)
        if lang == "fa":
            assert PERSIAN.search(words), f"{text.id} is not in Persian: {words!r}"
    english = messages("en").text(text)
    assert messages("fr").text(text) != english or not re.search(r"[a-z]{4}", english), (
        f"{text.id} is not in French: {english!r}"
    )


def check_rules(game_name: str, options: dict[str, object] | None = None) -> None:
    """The rules of ``game_name`` (with ``options``) read in every language: each paragraph
    is a message every catalog has, each option has a label everywhere and its effect, the
    presets and the notation are translated."""
    game = cardtable.load(game_name, **(options or {}))
    family = family_of(game)
    paragraphs = list(game.rules_paragraphs())
    assert paragraphs, f"{game_name} states no rules"
    for paragraph in paragraphs:
        _renders_everywhere(paragraph)
    for lang in LANGUAGE_CODES:
        catalog = messages(lang)
        text = game.rules_text(lang)
        assert "{" not in text, text
        for spec in game.option_specs:
            assert catalog.has(f"{family}.option.{spec.name}"), f"{lang}: no label of {spec.name}"
            if lang != "en":
                assert catalog.has(f"{family}.option.{spec.name}.effect"), (
                    f"{lang}: the effect of {spec.name} is not translated"
                )
        if lang != "en":
            for preset in game.preset_docs:
                assert catalog.has(f"{family}.preset.{preset}"), f"{lang}: preset {preset}"
            assert catalog.has(f"{family}.notation"), f"{lang}: the notation help"


def check_refusals(game_name: str, seeds: range = range(6), tries: int = 40) -> None:
    """Every refusal met in random play carries a reason every language says: actions of other
    moments of the game, cards one does not hold, words that are no action, and bad options."""
    game = cardtable.load(game_name)
    pool: set[str] = set()
    for seed in seeds:
        rng = Random(seed)
        state = game.new_state(seed=seed)
        while not state.is_terminal:
            seat = min(state.actors)
            pool |= {a.text for a in state.legal_actions(seat)}
            state.apply(rng.choice(state.legal_actions(seat)), seat)
    pool |= {"frobnicate", "play", "name", "x", "pass pass", "9Z", "play 1Z"}
    texts = sorted(pool)
    seen: set[str] = set()
    for seed in seeds:
        rng = Random(seed)
        state = game.new_state(seed=seed)
        while not state.is_terminal:
            seat = min(state.actors)
            legal = {a.text for a in state.legal_actions(seat)}
            for tried in rng.sample(texts, min(tries, len(texts))):
                if tried in legal:
                    continue
                try:
                    state.apply(tried, seat)
                except IllegalAction as error:
                    assert error.why is not None, f"{tried!r}: no message id for {error}"
                    assert messages("en").plain(error.why) == error.reason
                    _renders_everywhere(error.why)
                    seen.add(error.why.id)
                else:  # a text the parser reads as a legal action (e.g. a short form)
                    break
            else:
                state.apply(rng.choice(state.legal_actions(seat)), seat)
    assert len(seen) >= 3, f"too few kinds of refusal met: {sorted(seen)}"
    for spec in game.option_specs:
        bad: object = "nonsense" if spec.kind != "int" else -5
        try:
            cardtable.load(game_name, **{spec.name: bad})
        except InvalidOptions as error:
            assert error.why is not None, f"{spec.name}: no message id for {error}"
            _renders_everywhere(error.why)
        else:
            raise AssertionError(f"{spec.name}={bad!r} was accepted")


def check_option_refusal(game_name: str, options: dict[str, object]) -> None:
    """A combination of options the family refuses says why in every language."""
    try:
        cardtable.load(game_name, **options)
    except InvalidOptions as error:
        assert error.why is not None, f"{options}: no message id for {error}"
        assert messages("en").plain(error.why) in str(error)
        _renders_everywhere(error.why)
    else:
        raise AssertionError(f"{options} was accepted")
