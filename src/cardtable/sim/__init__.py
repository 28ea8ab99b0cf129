"""Bot-versus-bot play: the arena that runs matches and the statistics over their results."""

from cardtable.sim.arena import (
    DEFAULT_MAX_STEPS,
    ArenaError,
    MatchResult,
    bot_rng,
    match_seeds,
    next_actor,
    order_rng,
    play_match,
    run_matches,
    seat_kinds,
)
from cardtable.sim.stats import (
    HandsPerMatch,
    Outcome,
    SideStats,
    Summary,
    hands_per_match,
    side_label,
    side_stats,
    summarize,
    wilson_interval,
)

__all__ = [
    "DEFAULT_MAX_STEPS",
    "ArenaError",
    "HandsPerMatch",
    "MatchResult",
    "Outcome",
    "SideStats",
    "Summary",
    "bot_rng",
    "hands_per_match",
    "match_seeds",
    "next_actor",
    "order_rng",
    "play_match",
    "run_matches",
    "seat_kinds",
    "side_label",
    "side_stats",
    "summarize",
    "wilson_interval",
]
