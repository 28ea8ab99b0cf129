"""The Fareeb game: options, deck, and the entry points of the engine contract."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.options import Options
from cardtable.engine.scene import Scene, Text
from cardtable.engine.state import State
from cardtable.games.fareeb import actions, invariants, options, sampling, scene, text
from cardtable.games.fareeb.ranking import deck_for
from cardtable.games.fareeb.scoring import HandResult
from cardtable.games.fareeb.state import FareebState

HandKey = tuple[tuple[int, ...], int, bool, bool]


class FareebGame(Game):
    name = "fareeb"
    title = "Fareeb (Euchre)"
    summary = (
        "trick-taking for 4 players in partnerships or 5 with a called partner; "
        "make trumps, take 3 of 5 tricks, first to 10."
    )
    option_specs = options.OPTION_SPECS
    single_hand_ignores = ("target_score",)
    presets = options.PRESETS
    preset_docs = options.PRESET_DOCS
    notation_help = actions.NOTATION_HELP
    deal_order = (
        "cards 0 to 5N-1 go out singly and clockwise, card i to the player at dealer + 1 + i "
        "(so the dealer's left gets cards 0, N, 2N, ...); card 5N is the up-card; the rest is "
        "the stub, top first. The first dealer is drawn from the seed, so fix it with a seed "
        "(or read state.dealer) when writing test decks."
    )

    def __init__(self, opts: Options) -> None:
        super().__init__(opts)
        self._player_count = int(opts.players)  # read per state and clone: no Options lookup
        self._deck = deck_for(opts.players)
        self.hand_scores: dict[HandKey, tuple[HandResult, tuple[int, ...]]] = {}
        """A played hand's score under these options, filled as hands end: ``score_hand``'s
        result and the players who scored, by the makers, their tricks, whether the maker was
        alone and whether someone defended alone. A few hundred keys at most; the states'
        ``_end_hand`` reads it (scoring anew cost about a tenth of a random hand)."""

    def check_options(self, opts: Options) -> None:
        options.check_options(opts)

    @property
    def players(self) -> int:
        return self._player_count

    @property
    def sides(self) -> int:
        """Scoring sides: 2 teams at 4 players, every player for himself at 5."""
        return 2 if self.players == 4 else 5

    @property
    def teams(self) -> tuple[tuple[int, ...], ...] | None:
        return ((0, 2), (1, 3)) if self.players == 4 else None

    def deck(self) -> tuple[int, ...]:
        return self._deck

    def _new_state(
        self, seed: int, deck: tuple[int, ...] | None, start: dict[str, Any] | None
    ) -> FareebState:
        return FareebState(self, seed, deck, start)

    def _parse_action(self, text_: str, legal: Sequence[Action] = ()) -> Action:
        return actions.parse(text_, legal)

    def sample_state(self, view: Mapping[str, Any], rng: Random) -> FareebState:
        return sampling.sample_state(self, view, rng)

    def neighbour_state(
        self, view: Mapping[str, Any], world: State, rng: Random
    ) -> FareebState | None:
        assert isinstance(world, FareebState)
        return sampling.neighbour_state(self, view, world, rng)

    def rules_paragraphs(self) -> Sequence[Text]:
        return text.rules_paragraphs(self)

    def describe_view(self, view: Mapping[str, Any]) -> str:
        return text.describe_view(view)

    def action_text_for(self, action: Action, actor: int, viewer: int) -> str:
        if viewer != actor and actions.DISCARD_BASE <= action.code < actions.PLAY_BASE:
            return "discard (face down)"
        return action.text

    def scene(self, view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
        return scene.build_scene(view, legal)

    def invariant_violations(self, state: State) -> list[str]:
        assert isinstance(state, FareebState)
        return invariants.invariant_violations(state)
