"""Power-card Golf (golf.md §2): Malaysian, Pablo, Cumbia, Cabo, Cactus and Dacz.

One package for the family: the rules that differ between the games are data (``rules``), the
state machine is shared (``state``, ``legal``), and matching, snapping and claims are out-of-turn
windows through ``State.actors``.
"""

from cardtable.games.golfp.game import (
    GOLFP_GAMES,
    CaboGame,
    CactusGame,
    CumbiaGame,
    DaczGame,
    MalaysianGame,
    PabloGame,
    PowerGolfGame,
)

__all__ = [
    "GOLFP_GAMES",
    "CaboGame",
    "CactusGame",
    "CumbiaGame",
    "DaczGame",
    "MalaysianGame",
    "PabloGame",
    "PowerGolfGame",
]
