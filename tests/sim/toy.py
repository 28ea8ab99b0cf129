"""A toy game where every player may act at once, to test the arena's out-of-turn ordering.

Each action moves the actor one step; the first to reach the target wins. Who gets to move
is decided entirely by whoever acts first, so the result shows the arena's seeded order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from cardtable.engine import Action, Game, IllegalAction, OptionSpec, State

STEP = Action(0, "step")


class RaceGame(Game):
    name = "race"
    title = "Race (toy)"
    summary = "everyone may step at any time; first to the target wins."
    option_specs = (
        OptionSpec.integer("players", 3, "Number of players.", minimum=2, maximum=6),
        OptionSpec.integer("target", 3, "Steps needed to win.", minimum=1),
    )
    deal_order = "no cards"

    @property
    def players(self) -> int:
        return int(self.options.players)

    def deck(self) -> tuple[int, ...]:
        return ()

    def _new_state(
        self, seed: int, deck: tuple[int, ...] | None, start: dict[str, Any] | None
    ) -> RaceState:
        return RaceState(self, seed)

    def _parse_action(self, text: str, legal: Sequence[Action] = ()) -> Action:
        if text.strip().lower() == "step":
            return STEP
        raise IllegalAction(text, "the only action is 'step'", [a.text for a in legal])

    def sample_state(self, view: Mapping[str, Any], rng: Random) -> State:
        raise NotImplementedError

    def rules_text(self) -> str:
        return "Step until someone reaches the target."

    def describe_view(self, view: Mapping[str, Any]) -> str:
        return f"counts {view['counts']}"


class RaceState(State):
    def __init__(self, game: RaceGame, seed: int) -> None:
        super().__init__(game, seed)
        self.counts = [0] * game.players
        self.target = int(game.options.target)
        self.hand_number = 1
        self.winners: tuple[int, ...] = ()

    @property
    def actors(self) -> frozenset[int]:
        return frozenset() if self.is_terminal else frozenset(range(len(self.counts)))

    @property
    def is_terminal(self) -> bool:
        return max(self.counts) >= self.target

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.counts)

    def _legal(self, player: int) -> list[Action]:
        return [STEP] if player in self.actors else []

    def _apply(self, action: Action, player: int) -> None:
        self.counts[player] += 1
        if self.counts[player] >= self.target:
            self.winners = (player,)

    def _view(self, player: int) -> dict[str, Any]:
        return {"seat": player, "counts": list(self.counts)}

    def _copy(self) -> State:
        other = RaceState(self.game, 0)  # type: ignore[arg-type]
        other.counts = list(self.counts)
        other.winners = self.winners
        return other

    def _key(self) -> tuple[Any, ...]:
        return tuple(self.counts)
