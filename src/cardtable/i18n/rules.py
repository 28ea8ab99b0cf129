"""The rules in force, in a person's language: a game's own paragraphs
(``Game.rules_paragraphs()``), then every option with its label, value, allowed values, default
and effect, the presets and the action notation (docs/i18n.md, "Rules and options").

The English wording of an option's effect, a preset and the notation lives beside the code that
gives it meaning (``OptionSpec.effect``, ``preset_docs``, ``notation_help``), with the rule book's
source tags; the catalogs of other languages translate it under ``<family>.option.<name>.effect``,
``<family>.preset.<name>`` and ``<family>.notation``. An option's short label
(``<family>.option.<name>``) is in every catalog, English included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.options import OptionSpec, format_value
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, family_of, game_title

if TYPE_CHECKING:
    from cardtable.engine.game import Game


def _translated(language: Messages, id: str, english: str) -> str:
    """The catalog's wording of ``id``, or ``english`` in English (its source is the code)."""
    if language.language != DEFAULT_LANGUAGE and language.has(id):
        return language.format(id)
    return english


def option_label(game: Game | type[Game], spec: OptionSpec, language: Messages) -> str:
    id = f"{family_of(game)}.option.{spec.name}"
    return language.format(id) if language.has(id) or language.fallback.has(id) else spec.name


def option_effect(game: Game | type[Game], spec: OptionSpec, language: Messages) -> str:
    return _translated(language, f"{family_of(game)}.option.{spec.name}.effect", spec.effect)


def preset_doc(game: Game | type[Game], name: str, language: Messages) -> str:
    english = game.preset_docs.get(name, "")
    return _translated(language, f"{family_of(game)}.preset.{name}", english)


def notation_help(game: Game | type[Game], language: Messages) -> str:
    return _translated(language, f"{family_of(game)}.notation", game.notation_help)


def allowed_text(spec: OptionSpec, language: Messages) -> str:
    """The values an option takes, in words of the language."""
    if language.language == DEFAULT_LANGUAGE:
        return spec.allowed_text()
    if type(spec).allowed_text is not OptionSpec.allowed_text:
        # An option with a form of its own (Golf's match_end): its refusal says what it takes.
        return language.text(spec.refusal())
    if spec.kind == "bool":
        return language.format("rules.allowed.flag")
    if spec.kind == "int":
        return language.format("rules.allowed.range", low=spec.minimum or 0, high=spec.highest)
    values = ", ".join(format_value(c) for c in spec.choices)
    return language.format("rules.allowed.choice", values_code=values)


def rules_text(game: Game, language: Messages) -> str:
    """Everything a table's players should know about the rules in force, as plain text."""
    family = family_of(game)
    summary_id = f"{family}.summary.{game.name}"
    summary = language.format(summary_id) if language.has(summary_id) else game.summary
    lines = [f"{game_title(game, language)}: {summary}", ""]
    for paragraph in game.rules_paragraphs():
        lines += [language.text(paragraph), ""]
    lines.append(language.format("rules.options"))
    for spec in game.option_specs:
        lines.append("  " + language.format(
            "rules.option",
            label=option_label(game, spec, language),
            setting_code=f"{spec.name} = {format_value(game.options[spec.name])}",
            allowed_code=allowed_text(spec, language),  # rendered already: kept as it is
            default_code=format_value(game.default_of(spec.name)),
            source_code=spec.source,
        ))
        lines.append("      " + option_effect(game, spec, language))
    if game.preset_docs:
        lines += ["", language.format("rules.presets")]
        for name in game.preset_docs:
            doc = preset_doc(game, name, language)
            lines.append("  " + language.format("rules.preset", name_code=name, doc=doc))
    lines += ["", language.format("rules.actions", help=notation_help(game, language))]
    if language.language == DEFAULT_LANGUAGE:
        # How deck= deals is for people writing test decks against the library: English only.
        lines += ["", language.format("rules.deal_order", order=game.deal_order)]
    return "\n".join(lines)
