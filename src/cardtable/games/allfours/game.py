"""The All Fours game: options, deck, and the entry points of the engine contract."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any, Final

from cardtable.cards import make_deck
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.options import Options
from cardtable.engine.scene import Scene, Text
from cardtable.engine.state import State
from cardtable.games.allfours import actions, invariants, options, sampling, scene, text
from cardtable.games.allfours.config import Config
from cardtable.games.allfours.state import AllFoursState

_DECK: Final = make_deck()


class AllFoursGame(Game):
    name = "allfours"
    title = "All Fours"
    summary = (
        "the old English trick-taking game (Seven Up, High-Low-Jack): standard for 2-3 players, "
        "Trinidad partnerships, and the West Yorkshire pitcher game; score High, Low, Jack and "
        "Game."
    )
    option_specs = options.OPTION_SPECS
    single_hand_ignores = ("target_score",)
    presets = options.PRESETS
    preset_docs = options.PRESET_DOCS
    notation_help = actions.NOTATION_HELP
    deal_order = (
        "cards 0 to 6N-1 are the deal: two rounds of packets of three, each round starting with "
        "the elder (the player after the dealer in the direction of play: clockwise, or "
        "counter-clockwise in trinidad) and going round in that direction, so the elder gets "
        "cards 0-2 and 3N to 3N+2. Card 6N is the turn-up (not in the pitcher game). The rest is "
        "the stock, top first: each run deals a packet of three to each player from the elder, "
        "then turns the next card. The first dealer and the seats come from the seed (the cut, "
        "or the jack deal), so fix them with a seed (or read state.dealer) when writing decks."
    )

    def __init__(self, opts: Options) -> None:
        super().__init__(opts)
        self._player_count = int(opts.players)  # read per state and clone: no Options lookup
        self.config = Config.from_options(opts)

    @classmethod
    def from_options(cls, preset: object = None, **given: Any) -> AllFoursGame:
        # The ruleset decides several defaults (allfours.md §6), so fill them in first.
        return cls(options.resolve(preset, given))

    def check_options(self, opts: Options) -> None:
        options.check_options(opts)

    @property
    def players(self) -> int:
        return self._player_count

    @property
    def teams(self) -> tuple[tuple[int, ...], ...] | None:
        """Fixed partnerships only with partnership_method=preset; a cut or a jack deal picks
        the partners afresh for each match (they are in every view as ``teams``)."""
        if self.players == 4 and self.options.partnership_method == "preset":
            return ((0, 2), (1, 3))
        return None

    def deck(self) -> tuple[int, ...]:
        return _DECK

    def _new_state(
        self, seed: int, deck: tuple[int, ...] | None, start: dict[str, Any] | None
    ) -> AllFoursState:
        return AllFoursState(self, seed, deck, start)

    def _parse_action(self, text_: str, legal: Sequence[Action] = ()) -> Action:
        return actions.parse(text_, legal)

    def sample_state(self, view: Mapping[str, Any], rng: Random) -> AllFoursState:
        return sampling.sample_state(self, view, rng)

    def default_of(self, name: str) -> object:
        opts = self.options
        fill = options.defaults_in_force(lambda n: opts[n])
        return fill[name] if name in fill else super().default_of(name)

    def rules_paragraphs(self) -> Sequence[Text]:
        return text.rules_paragraphs(self)

    def describe_view(self, view: Mapping[str, Any]) -> str:
        return text.describe_view(view)

    def action_text_for(self, action: Action, actor: int, viewer: int) -> str:
        if viewer != actor and actions.is_discard(action):
            return "discard (face down)"
        return action.text

    def scene(self, view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
        return scene.build_scene(view, legal)

    def invariant_violations(self, state: State) -> list[str]:
        assert isinstance(state, AllFoursState)
        return invariants.invariant_violations(state)
