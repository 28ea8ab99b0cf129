"""Message catalogs: the texts of scenes (and later of everything a person reads).

A catalog maps a message id (``fareeb.bid.order_up``) to a pattern with ``{name}`` placeholders
for the ``Text`` arguments. Each language is a folder of JSON files, one per family plus
``common.json`` (docs/scene.md); the languages issue may move them to Fluent or gettext.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from importlib import resources

from cardtable.engine.scene import Text


def catalog(language: str = "en") -> dict[str, str]:
    """Every message of ``language``, from all its files."""
    messages: dict[str, str] = {}
    folder = resources.files("cardtable.i18n").joinpath(language)
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            loaded: dict[str, str] = json.loads(entry.read_text("utf-8"))
            clash = messages.keys() & loaded.keys()
            if clash:
                raise ValueError(f"message ids defined twice in {language}: {sorted(clash)}")
            messages.update(loaded)
    return messages


def render(message: Text, messages: Mapping[str, str]) -> str:
    """A text in plain words (card codes and numbers as they are). KeyError if unknown."""
    args = {k: "" if v is None else v for k, v in message.args.items()}
    return messages[message.id].format_map(args)
