"""Bot decision time: mean and 99th percentile per decision, over seeded bot-vs-bot matches.

    python benchmarks/bench_bots.py                  # every game with a heuristic bot
    python benchmarks/bench_bots.py --matches 50 fareeb

Times are CPU time of this process (``time.process_time_ns``), so a busy shared machine
disturbs them less. The views are built outside the timed region: this measures the bot.
"""

from __future__ import annotations

import argparse
import statistics
import time
from random import Random

import cardtable
from cardtable.bots import make_bot


def decision_times(game_name: str, kind: str, matches: int) -> list[int]:
    game = cardtable.load(game_name)
    bots = [make_bot(kind, game) for _ in range(game.players)]
    times: list[int] = []
    clock = time.process_time_ns
    for seed in range(matches):
        state = game.new_state(seed=seed)
        rng = Random(seed)
        while not state.is_terminal:
            player = min(state.actors)
            view = state.view(player)
            legal = state.legal_actions(player)
            start = clock()
            action = bots[player].choose(view, legal, rng)
            times.append(clock() - start)
            state.apply(action, player)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", help="games to measure (default: all)")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--kind", default="medium", help="bot level (default medium)")
    args = parser.parse_args(argv)
    names = args.games or cardtable.games()
    print(f"{args.kind} bot decision time (CPU), {args.matches} matches per game")
    print(f"{'game':<12}{'decisions':>10}{'mean us':>10}{'p99 us':>10}")
    for name in names:
        try:
            times = decision_times(name, args.kind, args.matches)
        except ValueError as exc:  # no such bot for this game yet
            print(f"{name:<12}  {exc}")
            continue
        p99 = statistics.quantiles(times, n=100)[98] if len(times) > 1 else times[0]
        mean = statistics.fmean(times)
        print(f"{name:<12}{len(times):>10}{mean / 1000:>10.1f}{p99 / 1000:>10.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
