"""Two installed builds against each other: a change's cost on the hot path, measured in one run.

    python benchmarks/bench_ab.py BEFORE/bin/python AFTER/bin/python --seconds 1 --rounds 5

Each interpreter must have cardtable installed (say, the compiled wheel of the commit before a
change and of the commit after it). Round after round, a fresh worker process of each (in
alternating order) measures random full hands per CPU second with ``bench_engine``'s driver,
and microseconds per call of ``view`` and of a cached ``legal_actions`` from a mid-hand Fareeb
state; the medians and the after/before ratio are printed (above 1 for hands: faster; below 1
for microseconds: faster). Workers run outside the repository so that they import the installed
package, not ``src/``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_GAMES = ("fareeb", "allfours-standard", "56-4p", "golf6", "pablo-3p")


def worker(games: list[str], seconds: float) -> dict[str, float]:
    """The figures of the installed cardtable (run in a worker process)."""
    import cardtable

    sys.path.insert(0, str(ROOT))  # after site-packages' cardtable was imported
    from benchmarks.bench_engine import BENCHMARKS, cardtable_hands

    out: dict[str, float] = {}
    for name in games:
        run = cardtable_hands(name, BENCHMARKS[name][0])
        run(0.2)
        out[f"{name} hands/s"] = run(seconds)
    state = cardtable.load("fareeb", single_hand=True).new_state(seed=3)
    for _ in range(8):
        p = state.current_player
        state.apply(state.legal_actions(p)[0], p)
    p = state.current_player
    calls = 100_000
    for label, call in (("view µs", state.view), ("legal_actions µs", state.legal_actions)):
        start = time.process_time()
        for _ in range(calls):
            call(p)
        out[label] = (time.process_time() - start) / calls * 1e6
    out["compiled"] = float(cardtable.COMPILED)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before", help="an interpreter with the 'before' build installed")
    parser.add_argument("after", help="an interpreter with the 'after' build installed")
    parser.add_argument("games", nargs="*", default=list(DEFAULT_GAMES))
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.games, args.seconds)))
        return 0
    sides = {"before": args.before, "after": args.after}
    figures: dict[str, list[dict[str, Any]]] = {side: [] for side in sides}
    with tempfile.TemporaryDirectory() as elsewhere:
        for r in range(args.rounds):
            order = list(sides) if r % 2 == 0 else list(reversed(sides))
            for side in order:
                done = subprocess.run(
                    [sides[side], str(Path(__file__).resolve()), "x", "x", *args.games,
                     "--seconds", str(args.seconds), "--worker"],
                    capture_output=True, text=True, cwd=elsewhere, check=True,
                )
                figures[side].append(json.loads(done.stdout))
    builds = {s: "compiled" if figures[s][0]["compiled"] else "pure" for s in sides}
    print(f"before: {builds['before']} ({args.before}); after: {builds['after']} ({args.after})")
    print(f"medians of {args.rounds} interleaved rounds x {args.seconds:g} s")
    print(f"{'measure':<28}{'before':>12}{'after':>12}{'after/before':>14}")
    for key in figures["before"][0]:
        if key == "compiled":
            continue
        before = statistics.median(f[key] for f in figures["before"])
        after = statistics.median(f[key] for f in figures["after"])
        print(f"{key:<28}{before:>12,.2f}{after:>12,.2f}{after / before:>14.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
