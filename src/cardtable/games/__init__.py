"""The game families. Each is one package that owns all of its rules."""

from cardtable.engine.game import Game
from cardtable.games.allfours import AllFoursGame
from cardtable.games.fareeb import FareebGame
from cardtable.games.fiftysix import FiftySixGame
from cardtable.games.golf import GOLF_GAMES
from cardtable.games.golfp import GOLFP_GAMES

ALL_GAMES: tuple[type[Game], ...] = (
    AllFoursGame, FareebGame, FiftySixGame, *GOLF_GAMES, *GOLFP_GAMES
)
