"""The game families. Each is one package that owns all of its rules."""

from cardtable.engine.game import Game
from cardtable.games.allfours import AllFoursGame
from cardtable.games.fareeb import FareebGame

ALL_GAMES: tuple[type[Game], ...] = (AllFoursGame, FareebGame,)
