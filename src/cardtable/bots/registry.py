"""Which bots play which game: each family's bot module declares its ``BotFamily``.

The levels (``random``, ``easy``, ``medium``, ``hard``) are built from a family's medium bot
(its heuristic player) and its search settings. The registry knows only the modules to ask;
each module names the games it serves, so no game's rules leak into this file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module

from cardtable.bots.base import Bot
from cardtable.engine.game import Game

FAMILY_MODULES = (
    "cardtable.bots.fareeb",
    "cardtable.bots.fiftysix",
    "cardtable.bots.allfours",
    "cardtable.bots.golf",
    "cardtable.bots.golfp",
)
"""The bot modules asked for their ``FAMILY`` (a ``BotFamily``), in this order."""


@dataclass(frozen=True)
class SearchSettings:
    """How a ``hard`` bot searches one decision (see ``cardtable.bots.search``)."""

    rollouts: int = 200
    """Iteration budget: playouts per decision (all candidates of a world count)."""
    time_limit: float = 0.6
    """Seconds after which a decision stops sampling worlds (at least one world is always
    searched, so the choice never depends on the clock unless the budget is that large)."""
    max_candidates: int = 7
    """With more legal actions than this, only the medium bot's choice and its neighbours in
    the sorted legal list (and the first two legal actions, e.g. pass and double) are searched."""
    confidence: float = 2.0
    """Standard errors by which the best candidate must beat the medium bot's choice to replace
    it. The best of several noisy means is biased upwards (with six alternatives, one standard
    error is passed by chance most of the time), hence two."""
    min_worlds: int = 10
    """Fewer sampled worlds than this never overrule the medium bot: the standard error of a
    handful of playouts is itself too uncertain to trust."""
    points_sign: int = 1
    """+1 when more points are better, -1 when fewer are (Golf)."""
    win_bonus: float = 1000.0
    """Value of winning the match inside a playout, in points: a won match outweighs any score."""
    redraws: int = 8
    """With bid inference on, how many more worlds are drawn when one disagrees with the other
    players' bids (after which the last one is taken)."""
    explain: int = 0
    """Worlds drawn for each one searched, of which the one the medium bot best explains is
    kept: the fewest of the other players' decisions this hand (bids and plays) it would have
    made otherwise (``cardtable.bots.inference.unexplained``; a drawn world it explains fully is
    kept at once). 0 or 1: every world drawn is searched. Needs ``stateless_policy``."""
    exchanges: int = 0
    """0: every world of a decision is drawn afresh. Otherwise the worlds of one decision form a
    chain: after the first (the best explained of ``explain`` draws), each world is the last one
    after this many proposed steps, each a small change to its hidden cards
    (``Game.neighbour_state``; a fresh draw where the game has none), kept when the medium bot
    explains the others' decisions at least as well in it. A world that explains them fully is
    thus not lost once found, where independent draws rarely meet one. Needs
    ``stateless_policy``."""
    stateless_policy: bool = True
    """The medium bot keeps no memory between calls, so one instance can play every playout."""


@dataclass(frozen=True)
class BotFamily:
    """The bots of one game family."""

    games: tuple[str, ...]
    medium: Callable[[Game], Bot]
    search: SearchSettings = field(default_factory=SearchSettings)
    hard: Callable[[Game], Bot] | None = None
    """A family's own search bot; None means the generic determinized search (PIMC)."""
    easy_mistake_rate: float = 0.3
    """How often the easy bot swaps the medium bot's choice for a neighbouring legal action."""


def families() -> list[BotFamily]:
    """Every family's bots, imported on first use."""
    return [import_module(name).FAMILY for name in FAMILY_MODULES]


def family_for(game: Game) -> BotFamily:
    """The bots for ``game``, or ValueError naming the games that have bots."""
    known: list[str] = []
    for family in families():
        if game.name in family.games:
            return family
        known.extend(family.games)
    raise ValueError(f"no bots for {game.name!r} yet; games with bots: {', '.join(known)}")
