"""The ``cardtable`` command: list games, read their rules, play against bots, replay and simulate.

Front ends use only the engine contract and each game's metadata (title, options, notation,
``rules_text``, ``describe_view``); nothing here knows a rule of any game.
"""

from cardtable.cli.main import build_parser, main

__all__ = ["build_parser", "main"]
