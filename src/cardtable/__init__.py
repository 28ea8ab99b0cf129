"""cardtable: traditional card games played properly.

>>> import cardtable
>>> game = cardtable.load("fareeb", players=4)
>>> state = game.new_state(seed=7)
>>> state.legal_actions()
[Action('pass'), Action('order up')]
"""

from __future__ import annotations

from typing import Any

from cardtable.engine import (
    Action,
    CardtableError,
    Game,
    IllegalAction,
    InvalidDeck,
    InvalidOptions,
    InvalidSeat,
    Record,
    RecordError,
    Registry,
    State,
    UnknownGame,
)
from cardtable.games import ALL_GAMES

__version__ = "0.1.0"

REGISTRY = Registry()
for _game in ALL_GAMES:
    REGISTRY.register(_game)


def games() -> list[str]:
    """Names of the registered games."""
    return REGISTRY.names()


def load(name: str, preset: str | None = None, **options: Any) -> Game:
    """A game with validated options: ``load("fareeb", players=5, target_score=7)``."""
    return REGISTRY.load(name, preset, **options)


def replay(record: Record | dict[str, Any] | str) -> State:
    """The state a record describes, rebuilt by applying its actions (JSON text or dict too).

    Anything that is not a well-formed record, or a record changed after it was saved, raises
    ``RecordError`` saying what is wrong.
    """
    if isinstance(record, str):
        record = Record.from_json(record)
    elif isinstance(record, dict):
        record = Record.from_dict(record)
    return REGISTRY.replay(record)


__all__ = [
    "Action",
    "CardtableError",
    "Game",
    "IllegalAction",
    "InvalidDeck",
    "InvalidOptions",
    "InvalidSeat",
    "Record",
    "RecordError",
    "State",
    "UnknownGame",
    "games",
    "load",
    "replay",
]
