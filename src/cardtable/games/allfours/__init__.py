"""All Fours: the standard 2-3 player game, Trinidad partnerships and the West Yorkshire pitcher
game, with their variants.

The rule book is ``shared/rules/allfours.md``; each module names the sections it implements.
"""

from cardtable.games.allfours.game import AllFoursGame

__all__ = ["AllFoursGame"]
