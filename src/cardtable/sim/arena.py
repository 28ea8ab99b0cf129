"""The arena: bots play whole matches against each other, seeded and reproducible.

Bots only ever receive ``state.view(p)`` and ``state.legal_actions(p)``. Every bit of chance
comes from the match seed: the game's own RNG (``game.new_state(seed)``), one RNG per bot seat
(``bot_rng``) and, when several players may act at once, the RNG that orders them
(``order_rng``, DESIGN.md "Out-of-turn play"). The same game, bots and seed give the same match.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from random import Random
from typing import Any

from cardtable.bots import Bot, make_bot
from cardtable.engine import Action, CardtableError, Game, Record, State

DEFAULT_MAX_STEPS = 100_000
"""Actions after which a match is declared stuck (a real match of any game is far shorter)."""

Progress = Callable[[int, int], None]
"""Called with (matches done, matches in all) as matches finish."""

OnAction = Callable[[State, int, Action], None]
"""Called after each action with the state (already changed), the player and the action."""


class ArenaError(CardtableError, RuntimeError):
    """A match that could not be played to its end (a stuck game or a misbehaving bot).

    ``record`` holds the match up to the failure, so it can be replayed and reported.
    """

    def __init__(self, message: str, record: Record | None = None) -> None:
        super().__init__(message)
        self.record = record


@dataclass(frozen=True)
class MatchResult:
    """One finished match: who won, the final scores, its length, and its full record."""

    seed: int
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    hands: int
    steps: int
    record: Record


def bot_rng(seed: int, seat: int) -> Random:
    """The RNG the bot in ``seat`` gets in the match played with ``seed``."""
    return Random(f"cardtable/bot/{seed}/{seat}")


def order_rng(seed: int) -> Random:
    """The RNG that decides who acts first when several players may act at once."""
    return Random(f"cardtable/order/{seed}")


def next_actor(state: State, rng: Random) -> int:
    """The player to act now: the only actor, or one drawn from the actors in seeded order.

    ``rng`` is only consulted when several players may act, so games without out-of-turn play
    never draw from it.
    """
    actors = state.actors
    if not actors:
        raise ArenaError("nobody may act: the match is over")
    if len(actors) == 1:
        return next(iter(actors))
    ordered = sorted(actors)
    return ordered[rng.randrange(len(ordered))]


def match_seeds(seed: int, matches: int) -> list[int]:
    """The seeds of ``matches`` matches derived from one base seed (same base, same list)."""
    rng = Random(f"cardtable/matches/{seed}")
    return [rng.getrandbits(48) for _ in range(matches)]


def seat_kinds(kinds: Sequence[str], players: int) -> tuple[str, ...]:
    """Bot kinds per seat: one kind for every seat, or exactly one kind per seat."""
    if len(kinds) == 1:
        return tuple(kinds) * players
    if len(kinds) != players:
        raise ValueError(
            f"give one bot kind for every seat or one per seat ({players} seats); "
            f"got {len(kinds)}: {', '.join(kinds)}"
        )
    return tuple(kinds)


def play_match(
    game: Game,
    bots: Sequence[Bot],
    seed: int,
    *,
    max_steps: int = DEFAULT_MAX_STEPS,
    on_action: OnAction | None = None,
) -> MatchResult:
    """Play one match of ``game`` between ``bots`` (one per seat) from ``seed`` to its end.

    Raises ``ArenaError`` when a bot chooses an action that is not legal or the match has not
    ended after ``max_steps`` actions.
    """
    if len(bots) != game.players:
        raise ValueError(
            f"{game.title} at this table has {game.players} seats, so it needs "
            f"{game.players} bots; got {len(bots)}"
        )
    state = game.new_state(seed=seed)
    rngs = [bot_rng(seed, seat) for seat in range(game.players)]
    order = order_rng(seed)
    steps = 0
    while not state.is_terminal:
        if steps >= max_steps:
            raise ArenaError(
                f"the {game.title} match with seed {seed} did not end within {max_steps} actions "
                f"(hand {state.hand_number}, scores {list(state.scores)}); the game may be "
                "looping, or its matches are longer than max_steps allows",
                state.record(),
            )
        player = next_actor(state, order)
        legal = state.legal_actions(player)
        bot = bots[player]
        action = bot.choose(state.view(player), legal, rngs[player])
        if action not in legal:
            raise ArenaError(
                f"bot {bot.name!r} in seat {player} chose {action.text!r}, which is not legal "
                f"(legal: {', '.join(a.text for a in legal)}) in the match with seed {seed}",
                state.record(),
            )
        state.apply(action, player)
        steps += 1
        if on_action is not None:
            on_action(state, player, action)
    return MatchResult(
        seed=seed,
        winners=tuple(state.winners),
        scores=tuple(state.scores),
        hands=state.hand_number,
        steps=steps,
        record=state.record(),
    )


def run_matches(
    game: Game,
    bot_kinds: Sequence[str],
    matches: int,
    seed: int,
    *,
    jobs: int = 1,
    max_steps: int = DEFAULT_MAX_STEPS,
    progress: Progress | None = None,
) -> list[MatchResult]:
    """Play ``matches`` matches with seeds derived from ``seed``; results in seed order.

    ``bot_kinds`` names the bots (``make_bot`` kinds): one kind for every seat, or one per seat.
    With ``jobs`` > 1 the matches are shared out among that many processes; the results are
    the same as with one.
    """
    if matches < 0:
        raise ValueError(f"the number of matches must be 0 or more, not {matches}")
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    kinds = seat_kinds(bot_kinds, game.players)
    for kind in set(kinds):
        make_bot(kind, game)  # fail here, in the caller's process, for unknown kinds
    seeds = match_seeds(seed, matches)
    if jobs == 1 or matches <= 1:
        results: list[MatchResult] = []
        for s in seeds:
            bots = [make_bot(kind, game) for kind in kinds]
            results.append(play_match(game, bots, s, max_steps=max_steps))
            if progress is not None:
                progress(len(results), matches)
        return results
    return _run_parallel(game, kinds, seeds, jobs, max_steps, progress)


def _chunks(seeds: Sequence[int], jobs: int) -> list[list[int]]:
    size = max(1, min(50, len(seeds) // (jobs * 8)))
    return [list(seeds[i : i + size]) for i in range(0, len(seeds), size)]


def _run_parallel(
    game: Game,
    kinds: tuple[str, ...],
    seeds: Sequence[int],
    jobs: int,
    max_steps: int,
    progress: Progress | None,
) -> list[MatchResult]:
    chunks = _chunks(seeds, jobs)
    done: dict[int, list[MatchResult]] = {}
    finished = 0
    options = game.options_for_record()
    # Small chunks (about eight per process) keep every process busy to the end.
    with ProcessPoolExecutor(max_workers=min(jobs, len(chunks))) as pool:
        futures = {
            pool.submit(_play_chunk, type(game), options, kinds, chunk, max_steps): index
            for index, chunk in enumerate(chunks)
        }
        for future in as_completed(futures):
            chunk_results = future.result()
            done[futures[future]] = chunk_results
            finished += len(chunk_results)
            if progress is not None:
                progress(finished, len(seeds))
    return [result for index in range(len(chunks)) for result in done[index]]


def _play_chunk(
    game_class: type[Game],
    options: Mapping[str, Any],
    kinds: tuple[str, ...],
    seeds: Sequence[int],
    max_steps: int,
) -> list[MatchResult]:
    """A worker process's share: the game is rebuilt from its class and options."""
    game = game_class.from_options(None, **options)
    results = []
    for s in seeds:
        bots = [make_bot(kind, game) for kind in kinds]
        results.append(play_match(game, bots, s, max_steps=max_steps))
    return results
