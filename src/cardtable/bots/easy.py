"""The ``easy`` level: the medium bot's play with a beginner's slips.

With probability ``mistake_rate`` a decision with a choice is swapped for a neighbouring legal
action (the next card up or down, the next bid, the other answer to a yes/no question): legal and
plausible, usually worse. The medium bot always sees the decision first, so a bot that remembers
cards (Golf) keeps its memory.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from cardtable.bots.base import Bot
from cardtable.bots.search import neighbourhood
from cardtable.engine.action import Action


class EasyBot:
    name = "easy"

    def __init__(self, medium: Bot, mistake_rate: float, reach: int = 2) -> None:
        if not 0.0 <= mistake_rate <= 1.0:
            raise ValueError(f"mistake_rate is a probability, not {mistake_rate}")
        self.medium = medium
        self.mistake_rate = mistake_rate
        self.reach = reach

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        choice = self.medium.choose(view, legal, rng)
        if len(legal) == 1 or rng.random() >= self.mistake_rate:
            return choice
        others = [a for a in neighbourhood(legal, choice, self.reach) if a != choice]
        return others[rng.randrange(len(others))]
