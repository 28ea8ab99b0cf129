"""Bots: players that see only views. ``make_bot(level, game)`` builds one by level name."""

from cardtable.bots.base import BOT_ALIASES, BOT_KINDS, Bot, bot_levels, make_bot
from cardtable.bots.random_bot import RandomBot

__all__ = ["BOT_ALIASES", "BOT_KINDS", "Bot", "RandomBot", "bot_levels", "make_bot"]
