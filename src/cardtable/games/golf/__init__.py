"""Golf: 4-, 6-, 8-, 9- and 10-card Golf with every variant of the rule book.

The rule book is ``shared/rules/golf.md``; each module names the sections it implements. The
layout geometry (``layout``), the knowledge and memory rules (``views``) and the scoring
(``scoring``, with the public ``score_layout``) are written to serve power-card Golf (§2) too.
"""

from cardtable.games.golf.game import (
    ALL_GOLF_GAMES,
    GOLF_GAMES,
    Golf4Game,
    Golf6Game,
    Golf8Game,
    Golf9Game,
    Golf10Game,
    GolfGame,
)
from cardtable.games.golf.scoring import Breakdown, ScoringRules, hand_scores, score_layout

__all__ = [
    "ALL_GOLF_GAMES",
    "GOLF_GAMES",
    "Breakdown",
    "Golf4Game",
    "Golf6Game",
    "Golf8Game",
    "Golf9Game",
    "Golf10Game",
    "GolfGame",
    "ScoringRules",
    "hand_scores",
    "score_layout",
]
