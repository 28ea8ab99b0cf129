"""Random playouts per second through the public API, against OpenSpiel in the same run.

    python benchmarks/bench_engine.py                 # all games, ~3 s per measurement
    python benchmarks/bench_engine.py --seconds 1 --rounds 5 fareeb
    python benchmarks/bench_engine.py --compare-modes --compiled .venv-compiled/bin/python

Time is the CPU time of this process (``time.process_time``), which other programs on a shared
machine disturb much less than wall-clock time. Each game is measured in several interleaved
rounds (cardtable, then the reference engine, then cardtable again ...) and the median of each
is reported, so a noisy neighbour on a shared machine hurts both sides alike. The ratio is what
to quote; absolute numbers depend on the machine.

A "hand" is one full random hand of the game in single-hand mode: new_state(seed), then
legal_actions + apply until the end, as a bot or a Monte Carlo search would drive the engine.
The driver picks with ``seq[int(random() * len(seq))]`` rather than ``Random.choice``: choice is
pure Python and costs about as much as an engine step, so it would blur the engines' figures.
OpenSpiel (``pip install cardtable[openspiel]``) is driven from Python the same way: its chance
nodes (one per dealt card) are sampled with Python's RNG.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from random import Random

import cardtable

# Game name in cardtable -> (options for one random hand, OpenSpiel game string or None).
BENCHMARKS: dict[str, tuple[dict[str, object], str | None]] = {
    "fareeb": ({"single_hand": True}, "euchre"),
    "fareeb-5p": ({"single_hand": True, "players": 5}, None),
    "allfours-standard": ({"single_hand": True}, None),
    "allfours-trinidad": ({"single_hand": True, "ruleset": "trinidad"}, None),
    "allfours-pitcher": ({"single_hand": True, "ruleset": "pitcher"}, None),
    "56-4p": ({"single_hand": True, "players": 4}, None),
    "56-6p": ({"single_hand": True, "players": 6}, None),
    "56-8p": ({"single_hand": True, "players": 8}, None),
    "golf4": ({"single_hand": True, "players": 4}, None),
    "golf6": ({"single_hand": True, "players": 4}, None),
    "golf8": ({"single_hand": True, "players": 4}, None),
    "golf9": ({"single_hand": True, "players": 4}, None),
    "golf10": ({"single_hand": True, "players": 4}, None),
    **{f"{g}-3p": ({"single_hand": True, "players": 3}, None) for g in ("malaysian", "pablo", "cumbia", "cabo", "cactus", "dacz")},  # noqa: E501
}


def cardtable_hands(game_name: str, options: dict[str, object]) -> Callable[[float], float]:
    base = game_name.split("-")[0]
    game = cardtable.load(base, **options)

    def run(seconds: float) -> float:
        rnd = Random(1).random
        hands = 0
        seed = 0
        start = time.process_time()
        deadline = start + seconds
        while time.process_time() < deadline:
            for _ in range(50):
                state = game.new_state(seed=seed)
                seed += 1
                while not state.is_terminal:
                    player = state.current_player
                    if player is None:  # an out-of-turn window: any actor may go first
                        actors = sorted(state.actors)
                        player = actors[int(rnd() * len(actors))]
                    legal = state.legal_actions(player)
                    state.apply(legal[int(rnd() * len(legal))], player)
                hands += 1
        return hands / (time.process_time() - start)

    return run


def openspiel_hands(game_string: str) -> Callable[[float], float] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game(game_string)

    def run(seconds: float) -> float:
        rnd = Random(1).random
        hands = 0
        start = time.process_time()
        deadline = start + seconds
        while time.process_time() < deadline:
            for _ in range(50):
                state = game.new_initial_state()
                while not state.is_terminal():
                    if state.is_chance_node():
                        outcomes = state.chance_outcomes()
                        state.apply_action(outcomes[int(rnd() * len(outcomes))][0])
                    else:
                        legal = state.legal_actions()
                        state.apply_action(legal[int(rnd() * len(legal))])
                hands += 1
        return hands / (time.process_time() - start)

    return run


@dataclass
class Result:
    name: str
    ours: float
    reference: float | None
    reference_name: str | None

    @property
    def ratio(self) -> float | None:
        return self.ours / self.reference if self.reference else None


def measure(name: str, seconds: float, rounds: int) -> Result:
    options, reference = BENCHMARKS[name]
    ours = cardtable_hands(name, options)
    theirs = openspiel_hands(reference) if reference else None
    ours(0.2)  # warm up caches and tables
    if theirs:
        theirs(0.2)
    our_rates: list[float] = []
    their_rates: list[float] = []
    for _ in range(rounds):
        our_rates.append(ours(seconds))
        if theirs:
            their_rates.append(theirs(seconds))
    return Result(
        name,
        statistics.median(our_rates),
        statistics.median(their_rates) if their_rates else None,
        f"OpenSpiel {reference}" if theirs else None,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", help=f"some of: {', '.join(BENCHMARKS)} (default all)")
    parser.add_argument("--seconds", type=float, default=3.0, help="length of one measurement")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds per engine")
    parser.add_argument(
        "--compare-modes",
        action="store_true",
        help="the compiled and the pure build side by side, and the search primitives per game"
        " (benchmarks/bench_modes.py)",
    )
    parser.add_argument(
        "--compiled",
        metavar="PYTHON",
        help="with --compare-modes: an interpreter with the compiled build installed"
        " (default .venv-compiled/bin/python)",
    )
    args = parser.parse_args(argv)
    if args.compare_modes:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        from benchmarks import bench_modes

        extra = ["--compiled", args.compiled] if args.compiled else []
        return bench_modes.main(
            [*args.games, *extra, "--seconds", str(args.seconds), "--rounds", str(args.rounds)]
        )
    unknown = [g for g in args.games if g not in BENCHMARKS]
    if unknown:
        parser.error(f"unknown benchmark {', '.join(unknown)}; choose from {', '.join(BENCHMARKS)}")
    args.games = args.games or list(BENCHMARKS)
    print(f"Random full hands per CPU second (median of {args.rounds} x {args.seconds:g} s)")
    print(f"{'game':<18}{'cardtable':>12}{'reference':>12}{'ratio':>8}  reference engine")
    for name in args.games:
        r = measure(name, args.seconds, args.rounds)
        ref = f"{r.reference:>12,.0f}" if r.reference else f"{'-':>12}"
        ratio = f"{r.ratio:>8.2f}" if r.ratio else f"{'-':>8}"
        engine = r.reference_name or "(none installed)"
        print(f"{r.name:<18}{r.ours:>12,.0f}{ref}{ratio}  {engine}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
