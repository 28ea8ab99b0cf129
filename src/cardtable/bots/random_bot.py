"""The random bot: a uniformly random legal action."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from cardtable.engine.action import Action


class RandomBot:
    name = "random"

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        return legal[rng.randrange(len(legal))]
