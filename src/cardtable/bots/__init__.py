"""Bots: players that see only views. ``make_bot(kind, game)`` builds one by name."""

from cardtable.bots.base import BOT_KINDS, Bot, make_bot
from cardtable.bots.random_bot import RandomBot

__all__ = ["BOT_KINDS", "Bot", "RandomBot", "make_bot"]
