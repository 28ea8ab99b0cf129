"""The games as a lobby sees them: names, titles, players, presets and every option spec."""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable.engine.options import OptionSpec
from cardtable.i18n import family_of, game_title, messages
from cardtable.i18n.rules import option_effect, option_label, preset_doc


def _plain(value: Any) -> Any:
    return value if isinstance(value, bool | int | str | float) or value is None else str(value)


def _option(spec: OptionSpec) -> dict[str, Any]:
    return {
        "name": spec.name,
        "kind": spec.kind,
        "default": _plain(spec.default),
        "choices": [_plain(c) for c in spec.choices],
        "minimum": spec.minimum,
        "maximum": spec.maximum,
        "effect": spec.effect,
        "source": spec.source,
    }


def describe_games() -> list[dict[str, Any]]:
    out = []
    for name in cardtable.games():
        game = cardtable.load(name)
        out.append(
            {
                "name": name,
                # The family's package: where its messages live (``<family>.title.<name>``).
                "family": family_of(game),
                "title": game.title,
                "summary": game.summary,
                "players": game.players,
                "presets": {p: game.preset_docs.get(p, "") for p in game.presets},
                "options": [_option(s) for s in game.option_specs],
            }
        )
    return out


def in_language(games: list[dict[str, Any]], language: str) -> list[dict[str, Any]]:
    """The games with their titles, summaries, option labels and effects and preset notes in
    ``language`` where its catalog has them (English otherwise)."""
    catalog = messages(language)
    out = []
    for entry in games:
        entry = dict(entry)
        for field in ("title", "summary"):
            message_id = f"{entry['family']}.{field}.{entry['name']}"
            if catalog.has(message_id):
                entry[field] = catalog.format(message_id)
        game = type(cardtable.load(entry["name"]))
        specs = {spec.name: spec for spec in game.option_specs}
        entry["options"] = [
            dict(option, label=option_label(game, specs[option["name"]], catalog),
                 effect=option_effect(game, specs[option["name"]], catalog))
            for option in entry["options"]
        ]
        entry["presets"] = {name: preset_doc(game, name, catalog) for name in entry["presets"]}
        out.append(entry)
    return out


def title_in(game_name: str, language: str) -> str:
    """A game's title in ``language`` (English where the catalog lacks it)."""
    return game_title(cardtable.load(game_name), messages(language))
