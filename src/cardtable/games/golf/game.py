"""The five Golf games: options, deck, and the entry points of the engine contract.

``GolfGame`` holds everything the five share; each subclass names its rule-book section, its
options and presets. Power-card Golf (golf.md §2) can subclass ``GolfGame`` the same way and reuse
the layout, knowledge (views, memory modes) and scoring code.
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
from cardtable.games.golf import actions, invariants, options, sampling, scene, text
from cardtable.games.golf.config import Config
from cardtable.games.golf.scoring import ScoringRules
from cardtable.games.golf.state import GolfState

_DEAL_ORDER: Final = (
    "cards 0 to {L}N-1 fill the layouts: card i goes to the player at dealer + 1 + (i mod N), "
    "slot i div N (slots row-major from 0,0, the far row first){all_at_once}; card {L}N is the "
    "up-card that starts the discard pile; the rest is the stock, top first. The first dealer is "
    "drawn from the seed (read state.dealer, or pick a seed), and the deal passes clockwise."
)


class GolfGame(Game):
    """A Golf game with its options fixed; subclasses name the variant."""

    option_specs: ClassVar[tuple[OptionSpec, ...]]
    single_hand_ignores = ("match_end", "match_tie_policy")
    section: ClassVar[str]

    def __init__(self, opts: Options) -> None:
        super().__init__(opts)
        self._player_count = int(opts.players)  # read per state and clone: no Options lookup
        self.config = Config(self.name, opts)

    def check_options(self, opts: Options) -> None:
        from cardtable.games.golf.layout import GEOMETRIES

        options.check_options(self.name, self.option_specs, opts, GEOMETRIES[self.name].size)

    @property
    def players(self) -> int:
        return self._player_count

    @property
    def scoring_rules(self) -> ScoringRules:
        """The rules ``scoring.score_layout`` applies to this game's layouts."""
        return self.config.rules

    def deck(self) -> tuple[int, ...]:
        return self.config.deck

    def _new_state(
        self, seed: int, deck: tuple[int, ...] | None, start: dict[str, Any] | None
    ) -> GolfState:
        return GolfState(self, seed, deck, start)

    def _parse_action(self, text_: str, legal: Sequence[Action] = ()) -> Action:
        return actions.parse(text_, self.config.actions, legal)

    def sample_state(self, view: Mapping[str, Any], rng: Random) -> GolfState:
        return sampling.sample_state(self, view, rng)

    def rules_paragraphs(self) -> Sequence[Text]:
        return text.rules_paragraphs(self)

    def describe_view(self, view: Mapping[str, Any]) -> str:
        return text.describe_view(self, view)

    def scene(self, view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
        return scene.build_scene(view, legal)

    def invariant_violations(self, state: State) -> list[str]:
        assert isinstance(state, GolfState)
        return invariants.invariant_violations(state)


class Golf4Game(GolfGame):
    name = "golf4"
    title = "Four-card Golf (Turtle)"
    summary = (
        "2 × 2 face-down layout, peek at two, draw and replace blind, knock to end; "
        "lowest total after 9 hands wins."
    )
    section = "§1"
    option_specs = options.GOLF4_SPECS
    notation_help = actions.NOTATION_HELP
    deal_order = _DEAL_ORDER.format(
        L=4, all_at_once=" (deal_style=all_at_once: card i to dealer + 1 + (i div 4), slot i mod 4)"
    )


class Golf6Game(GolfGame):
    name = "golf6"
    title = "Six-card Golf"
    summary = (
        "2 × 3 layout, two cards turned up, draw and replace face up, pairs in a column score 0; "
        "lowest total after 9 holes wins."
    )
    section = "§3"
    option_specs = options.GOLF6_SPECS
    presets = options.GOLF6_PRESETS
    preset_docs = options.GOLF6_PRESET_DOCS
    notation_help = actions.NOTATION_HELP
    deal_order = _DEAL_ORDER.format(L=6, all_at_once="")


class Golf8Game(GolfGame):
    name = "golf8"
    title = "Eight-card Golf"
    summary = (
        "2 × 4 layout from 108 cards with jokers, a column turned up on the first turn, column "
        "pairs 0 and two equal pairs -10; lowest total after 9 deals wins."
    )
    section = "§4"
    option_specs = options.GOLF8_SPECS
    notation_help = actions.NOTATION_HELP
    deal_order = _DEAL_ORDER.format(L=8, all_at_once="")


class Golf9Game(GolfGame):
    name = "golf9"
    title = "Nine-card Golf (Nines)"
    summary = (
        "3 × 3 layout, three cards turned up, a column of three equal cards scores 0; "
        "lowest total after 9 holes wins."
    )
    section = "§5"
    option_specs = options.GOLF9_SPECS
    presets = options.GOLF9_PRESETS
    preset_docs = options.GOLF9_PRESET_DOCS
    notation_help = actions.NOTATION_HELP
    deal_order = _DEAL_ORDER.format(L=9, all_at_once="")


class Golf10Game(GolfGame):
    name = "golf10"
    title = "Ten-card Golf"
    summary = (
        "2 × 5 layout from two packs, two cards turned up, played and scored as 6-card Golf; "
        "lowest total after 9 holes wins."
    )
    section = "§6"
    option_specs = options.GOLF10_SPECS
    notation_help = actions.NOTATION_HELP
    deal_order = _DEAL_ORDER.format(L=10, all_at_once="")


GOLF_GAMES: Final[tuple[type[GolfGame], ...]] = (
    Golf4Game, Golf6Game, Golf8Game, Golf9Game, Golf10Game,
)
"""The Golf games registered with cardtable."""
ALL_GOLF_GAMES: Final = GOLF_GAMES
