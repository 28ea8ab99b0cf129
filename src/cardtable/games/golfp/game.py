"""The six power-card Golf games (golf.md §2): options, deck and the engine contract.

``PowerGolfGame`` holds everything they share; each subclass names its rule-book section and
its options. The rules that differ are data in ``rules``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any, ClassVar, Final

from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.options import Options, OptionSpec
from cardtable.engine.scene import Scene, Text
from cardtable.engine.state import State
from cardtable.games.golfp import invariants, options, sampling, scene, text
from cardtable.games.golfp.actions import NOTATION_HELP
from cardtable.games.golfp.config import Config
from cardtable.games.golfp.state import PowerGolfState

_DEAL_ORDER: Final = (
    "cards 0 to 4N-1 fill the layouts: card i goes to the player at dealer + 1 + (i mod N), "
    "slot i div N (slots 1-4; in a 2 x 2 square slots 3 and 4 are the near row){up}; the rest "
    "is the stock, top first. The first dealer is drawn from the seed (read state.dealer), and "
    "the deal passes clockwise{cactus}."
)
_UP: Final = "; card 4N is the up-card that starts the discard pile"


class PowerGolfGame(Game):
    """A power-Golf game with its options fixed; subclasses name the game."""

    option_specs: ClassVar[tuple[OptionSpec, ...]]
    notation_help = NOTATION_HELP

    def __init__(self, opts: Options) -> None:
        super().__init__(opts)
        self._player_count = int(opts.players)  # read per state and clone: no Options lookup
        self.config = Config(self.name, opts)

    def check_options(self, opts: Options) -> None:
        options.check_options(self.name, opts)

    @property
    def players(self) -> int:
        return self._player_count

    def deck(self) -> tuple[int, ...]:
        return self.config.deck

    def _new_state(
        self, seed: int, deck: tuple[int, ...] | None, start: dict[str, Any] | None
    ) -> PowerGolfState:
        return PowerGolfState(self, seed, deck, start)

    def _parse_action(self, text_: str, legal: Sequence[Action] = ()) -> Action:
        return self.config.actions.parse(text_, legal)

    def sample_state(self, view: Mapping[str, Any], rng: Random) -> PowerGolfState:
        return sampling.sample_state(self, view, rng)

    def rules_paragraphs(self) -> Sequence[Text]:
        return text.rules_paragraphs(self)

    def describe_view(self, view: Mapping[str, Any]) -> str:
        return text.describe_view(self, view)

    def scene(self, view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
        return scene.build_scene(view, legal)

    def invariant_violations(self, state: State) -> list[str]:
        assert isinstance(state, PowerGolfState)
        return invariants.invariant_violations(state)


class MalaysianGame(PowerGolfGame):
    name = "malaysian"
    title = "Malaysian (power-card Golf)"
    summary = (
        "4 face-down cards, peek at two; J, Q, K and jokers have powers; play until the stock "
        "runs out; lowest layout wins."
    )
    option_specs = options.SPECS["malaysian"]
    single_hand_ignores = options.single_hand_ignores("malaysian")
    deal_order = _DEAL_ORDER.format(up=_UP, cactus="")


class PabloGame(PowerGolfGame):
    name = "pablo"
    title = "Pablo (power-card Golf)"
    summary = (
        "4 face-down cards; 7 look-and-swap, 8 peek; replace several equal cards at once; "
        "call Pablo at the end of a turn; to 100."
    )
    option_specs = options.SPECS["pablo"]
    single_hand_ignores = options.single_hand_ignores("pablo")
    deal_order = _DEAL_ORDER.format(up=_UP, cactus="")


class CumbiaGame(PowerGolfGame):
    name = "cumbia"
    title = "Cumbia (power-card Golf)"
    summary = (
        "4 face-down cards; 4-7, 10 and J have powers and are never placed; anyone may claim "
        "a matching card after each discard; call Cumbia; 7 deals."
    )
    option_specs = options.SPECS["cumbia"]
    single_hand_ignores = options.single_hand_ignores("cumbia")
    deal_order = _DEAL_ORDER.format(up=_UP, cactus="")


class CaboGame(PowerGolfGame):
    name = "cabo"
    title = "Cabo (power-card Golf)"
    summary = (
        "4 face-down cards; 7-8 peek, 9-10 spy, J-Q swap; match the drawn card against any "
        "cards on the table; call Cabo; to 100."
    )
    option_specs = options.SPECS["cabo"]
    single_hand_ignores = options.single_hand_ignores("cabo")
    deal_order = _DEAL_ORDER.format(up=_UP, cactus="")


class CactusGame(PowerGolfGame):
    name = "cactus"
    title = "Cactus (power-card Golf)"
    summary = (
        "4 face-down cards, no up-card; 6-8 peek, 9-J spy, Q swap, unused discard powers; "
        "snap equal cards at any moment; call Cactus; to 100."
    )
    option_specs = options.SPECS["cactus"]
    single_hand_ignores = options.single_hand_ignores("cactus")
    deal_order = _DEAL_ORDER.format(
        up="", cactus="; from the second hand the hand winner plays first (the dealer is the "
        "seat to their right)",
    )


class DaczGame(PowerGolfGame):
    name = "dacz"
    title = "Dacz (power-card Golf)"
    summary = (
        "4 face-down cards in a line, peek at any two; J swap, Q peek; call dacz; the caller "
        "adds 10 if beaten, 5 if tied; to 100."
    )
    option_specs = options.SPECS["dacz"]
    single_hand_ignores = options.single_hand_ignores("dacz")
    deal_order = _DEAL_ORDER.format(up=_UP, cactus="")


GOLFP_GAMES: Final[tuple[type[PowerGolfGame], ...]] = (
    MalaysianGame, PabloGame, CumbiaGame, CaboGame, CactusGame, DaczGame,
)
"""The power-card Golf games registered with cardtable."""
