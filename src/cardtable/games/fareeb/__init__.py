"""Fareeb (فریب): Euchre for 4 players in partnerships and 5 with a called partner.

The rule book is ``shared/rules/fareeb.md``; each module names the section it implements.
"""

from cardtable.games.fareeb.game import FareebGame

__all__ = ["FareebGame"]
