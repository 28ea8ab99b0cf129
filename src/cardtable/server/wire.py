"""Messages to JSON text, for everything the server sends over a WebSocket.

orjson writes a scene straight from its dataclasses, so it goes to the wire without first
becoming a tree of dicts (``Scene.to_json``) and then being walked again to render its texts
(``i18n.localize``): each node is visited once, and orjson encodes several times faster than
the standard library. Together those were more than half of the server's CPU per move
(docs/server.md, "Speed"). The text is the same JSON as
``json.dumps(localize(scene.to_json(), language))`` gives, without the spaces
(tests/server/test_wire.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

import orjson

from cardtable.engine.scene import Text
from cardtable.i18n import Messages

_OPTIONS = orjson.OPT_NON_STR_KEYS
"""Integer keys become strings, as ``json.dumps`` makes them (a view may key by seat)."""
_LOCALIZING = _OPTIONS | orjson.OPT_PASSTHROUGH_DATACLASS
"""Dataclasses go to ``default``: a ``Text`` is rendered there, any other node opened."""

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _fields(kind: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in dataclasses.fields(kind))
    return names


def _plain_default(value: Any) -> Any:
    # orjson knows dicts, lists, tuples and dataclasses; a scene's Text.args is typed Mapping.
    if isinstance(value, Mapping):
        return dict(value)
    raise TypeError(f"cannot send a {type(value).__name__} as JSON")


_DEFAULTS: dict[int, tuple[Messages, Callable[[Any], Any]]] = {}
"""The ``default`` of each language's catalog, made once (catalogs live as long as the
process: ``i18n.messages`` caches them)."""


def _localizing(language: Messages) -> Callable[[Any], Any]:
    known = _DEFAULTS.get(id(language))
    if known is not None and known[0] is language:
        return known[1]

    def default(value: Any) -> Any:
        kind = type(value)
        if kind is Text:
            return language.rendered(value.id, value.args)
        if dataclasses.is_dataclass(value):
            # One level only: orjson comes back here for the nodes inside.
            return {name: getattr(value, name) for name in _fields(kind)}
        return _plain_default(value)

    _DEFAULTS[id(language)] = (language, default)
    return default


def encode(message: Any, language: Messages | None = None) -> str:
    """One message as JSON text; with ``language``, each text of a scene in it also carries
    its words (``text``, and ``parts`` when it names cards) as ``i18n.localize`` gives them."""
    if language is None:
        return orjson.dumps(message, default=_plain_default, option=_OPTIONS).decode()
    return orjson.dumps(message, default=_localizing(language), option=_LOCALIZING).decode()
