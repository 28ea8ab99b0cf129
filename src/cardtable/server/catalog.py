"""The games as a lobby sees them: names, titles, players, presets and every option spec."""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable.engine.options import OptionSpec


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
                "title": game.title,
                "summary": game.summary,
                "players": game.players,
                "presets": {p: game.preset_docs.get(p, "") for p in game.presets},
                "options": [_option(s) for s in game.option_specs],
            }
        )
    return out
