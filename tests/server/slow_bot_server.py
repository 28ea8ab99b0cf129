"""``python -m tests.server.slow_bot_server serve ...``: the real server with one extra bot kind,
``slow``, that burns seconds of CPU on every decision (as a search bot might), so a test can
check that it never holds up other tables."""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from cardtable.bots.base import BOT_KINDS
from cardtable.cli.main import main
from cardtable.engine import Action, Game

THINK_SECONDS = 3.0
"""CPU seconds of one decision: well above a move's wall time on a loaded shared machine
(a move once took 1.3 s there beside other processes, with no slow decision in its way), so
a move that waited for a decision stands out."""


class SlowBot:
    name = "slow"

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        end = time.process_time() + THINK_SECONDS
        spins = 0
        while time.process_time() < end:  # pure-Python work, holding the GIL as a search would
            spins += 1
        return legal[rng.randrange(len(legal))]


def _slow(game: Game) -> SlowBot:
    return SlowBot()


if __name__ == "__main__":
    kinds: Any = BOT_KINDS
    kinds["slow"] = _slow
    sys.exit(main(sys.argv[1:]))
