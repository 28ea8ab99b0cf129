"""The engine contract: games, options, states, actions, records and errors."""

from cardtable.engine.action import Action
from cardtable.engine.chance import Chance
from cardtable.engine.errors import (
    CardtableError,
    IllegalAction,
    InvalidDeck,
    InvalidOptions,
    InvalidSeat,
    RecordError,
    UnknownGame,
)
from cardtable.engine.game import Game, Registry
from cardtable.engine.options import Options, OptionSpec
from cardtable.engine.record import Record
from cardtable.engine.state import State

__all__ = [
    "Action",
    "CardtableError",
    "Chance",
    "Game",
    "IllegalAction",
    "InvalidDeck",
    "InvalidOptions",
    "InvalidSeat",
    "OptionSpec",
    "Options",
    "Record",
    "RecordError",
    "Registry",
    "State",
    "UnknownGame",
]
