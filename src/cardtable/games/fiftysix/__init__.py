"""56 (Fifty-Six): the two-team auction game for 4, 6 or 8 players with two packs.

The rule book is ``shared/rules/fiftysix.md``; each module names the section it implements.
"""

from cardtable.games.fiftysix.game import FiftySixGame

__all__ = ["FiftySixGame"]
