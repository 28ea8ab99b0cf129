"""The 56 game: options, deck, and the entry points of the engine contract."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.options import Options
from cardtable.engine.scene import Scene, Text
from cardtable.engine.state import State
from cardtable.games.fiftysix import actions, invariants, options, sampling, scene, text
from cardtable.games.fiftysix.ranking import deal_seats, deck_for
from cardtable.games.fiftysix.state import FiftySixState


class FiftySixGame(Game):
    name = "56"
    title = "56 (Fifty-Six)"
    summary = (
        "two-team trick-taking for 4, 6 or 8 players with two packs: bid 28-56 card points in "
        "a suit or no trumps, double and redouble, pay in tables until a team cannot."
    )
    option_specs = options.OPTION_SPECS
    presets = options.PRESETS
    preset_docs = options.PRESET_DOCS
    notation_help = actions.NOTATION_HELP
    deal_order = (
        "the cards go out in packets of four: cards 0-3 to the dealer's next player (dealer + 1 "
        "counter-clockwise, dealer - 1 with direction=clockwise), cards 4-7 to the player after "
        "him, and so on round the table, the dealer's packet last; then a second round (and a "
        "third with 4 players). Card i goes to seat dealer + step * (1 + (i // 4) % N). Both "
        "copies of a card are written the same (JH JH); the first named becomes copy 0. The "
        "first dealer is drawn from the seed (each player draws, highest 56 card deals), so fix "
        "it with a seed (or read state.dealer) when writing test decks."
    )

    def __init__(self, opts: Options) -> None:
        super().__init__(opts)
        self._player_count = int(opts.players)  # read per state and clone: no Options lookup
        self._deck = deck_for(opts.players)
        self.rules = options.Rules.of(opts)
        n, step = self.rules.players, -1 if self.rules.clockwise else 1
        self.deal_orders: tuple[tuple[int, ...], ...] = tuple(
            tuple(deal_seats(n, dealer, step, len(self._deck))) for dealer in range(n)
        )
        """``deal_orders[dealer]``: the seat each card of a deal goes to (``deal_seats``),
        worked out once per game rather than at every deal."""

    def check_options(self, opts: Options) -> None:
        options.check_options(opts)

    @property
    def players(self) -> int:
        return self._player_count

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        n = self.players
        return (tuple(range(0, n, 2)), tuple(range(1, n, 2)))

    def deck(self) -> tuple[int, ...]:
        return self._deck

    def _new_state(
        self, seed: int, deck: tuple[int, ...] | None, start: dict[str, Any] | None
    ) -> FiftySixState:
        return FiftySixState(self, seed, deck, start)

    def _parse_action(self, text_: str, legal: Sequence[Action] = ()) -> Action:
        return actions.parse(text_, legal)

    def sample_state(self, view: Mapping[str, Any], rng: Random) -> FiftySixState:
        return sampling.sample_state(self, view, rng)

    def rules_paragraphs(self) -> Sequence[Text]:
        return text.rules_paragraphs(self)

    def describe_view(self, view: Mapping[str, Any]) -> str:
        return text.describe_view(view)

    def scene(self, view: Mapping[str, Any], legal: Sequence[str] = ()) -> Scene:
        return scene.build_scene(view, legal)

    def invariant_violations(self, state: State) -> list[str]:
        assert isinstance(state, FiftySixState)
        return invariants.invariant_violations(state)
