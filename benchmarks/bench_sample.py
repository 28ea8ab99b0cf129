"""``sample_state`` (or another search primitive) in several builds side by side, from the
mid-hand states and views of ``bench_modes``.

    python benchmarks/bench_sample.py --seconds 1 --rounds 5 \\
        before-compiled=BEFORE/bin/python after-compiled=AFTER/bin/python \\
        before-pure=.venv/bin/python:OLD/src after-pure=.venv/bin/python:src \\
        56-4p 56-8p allfours-standard allfours-trinidad fareeb fareeb-5p

``--ops clone,sample`` measures ``clone`` as well (any of bench_modes' primitives: clone, view,
sample, legal, playout; or ``hands``: microseconds per random full hand with ``bench_engine``'s
driver, the inverse of its hands per second); the default is ``sample`` alone.

Each build is ``label=PYTHON`` or ``label=PYTHON:SRC`` (``SRC`` put first on the path: a pure
build of another checkout). Round after round a fresh worker process of each build, in turn,
measures microseconds per ``game.sample_state(view, rng)`` (CPU time) over the views of the player
to act in 40 states from the middle of seeded random hands (``bench_modes._mid_hand_states``);
the medians are printed, and each build's ratio to the first.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def worker(games: list[str], seconds: float, ops: list[str]) -> dict[str, object]:
    import cardtable
    from benchmarks.bench_engine import BENCHMARKS, cardtable_hands
    from benchmarks.bench_modes import _actor, _mid_hand_states, _ops, _per_call

    out: dict[str, object] = {"compiled": cardtable.COMPILED, "file": cardtable.__file__}
    for name in games:
        if ops == ["sample"]:
            game = cardtable.load(name.split("-")[0], **BENCHMARKS[name][0])
            states = _mid_hand_states(game, 40)
            views = [s.view(_actor(s)) for s in states]
            sample = _sampler(game, views, Random(3))
            _per_call(sample, 0.1)
            out[name] = _per_call(sample, seconds)
            continue
        primitives = [op for op in ops if op != "hands"]
        if "hands" in ops:
            hands = cardtable_hands(name, BENCHMARKS[name][0])
            hands(0.2)  # warm up tables and caches
            out[f"{name} hands"] = 1e6 / hands(seconds)
        figures = _ops(name, seconds * len(primitives), only=primitives) if primitives else {}
        for op in primitives:
            out[f"{name} {op}"] = figures[op]
    return out


def _sampler(game: Any, views: list[Any], rng: Random) -> Callable[[], object]:
    """One ``sample_state`` call per call, cycling through ``views``."""
    cursor = [0]

    def sample() -> object:
        cursor[0] = (cursor[0] + 1) % len(views)
        return game.sample_state(views[cursor[0]], rng)

    return sample


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("items", nargs="+", help="label=PYTHON[:SRC] builds, then game names")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--ops", default="sample", help="comma-separated: clone,view,sample,...")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    builds = [item for item in args.items if "=" in item]
    games = [item for item in args.items if "=" not in item]
    ops = args.ops.split(",")
    if args.worker:
        print(json.dumps(worker(games, args.seconds, ops)), flush=True)
        return 0
    # A row per game (sample alone, as before) or per game and primitive.
    rows = games if ops == ["sample"] else [f"{g} {op}" for g in games for op in ops]
    print(f"load average before the run: {' '.join(f'{x:.2f}' for x in os.getloadavg())} "
          f"({os.cpu_count()} cores)")
    results: dict[str, dict[str, list[float]]] = {b: {g: [] for g in rows} for b in builds}
    for r in range(args.rounds):
        order = builds if r % 2 == 0 else builds[::-1]
        for build in order:
            label, spec = build.split("=", 1)
            python, _, src = spec.partition(":")
            env = dict(os.environ)
            paths = [str(ROOT)] + ([os.path.abspath(src)] if src else [])
            env["PYTHONPATH"] = os.pathsep.join(paths[::-1])
            done = subprocess.run(
                [python, "-m", "benchmarks.bench_sample", "--worker", "--seconds",
                 str(args.seconds), "--ops", args.ops, *games],
                cwd=ROOT, env=env, capture_output=True, text=True, check=True,
            )
            data = json.loads(done.stdout.strip().splitlines()[-1])
            if r == 0:
                mode = "compiled" if data["compiled"] else "pure"
                print(f"{label}: {mode} {data['file']}")
            for g in rows:
                results[build][g].append(float(data[g]))
    print(f"load average after the run: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    what = "sample_state" if ops == ["sample"] else "per primitive:"
    print(f"\n{what} µs per call, median of {args.rounds} interleaved rounds "
          f"x {args.seconds:g} s (ratio to {builds[0].split('=')[0]})")
    labels = [b.split("=")[0] for b in builds]
    print(f"{'game':<26}" + "".join(f"{label:>22}" for label in labels))
    for g in rows:
        base = statistics.median(results[builds[0]][g])
        cells = []
        for b in builds:
            m = statistics.median(results[b][g])
            cells.append(f"{m:>13.2f} ({m / base:4.2f})")
        print(f"{g:<26}" + "".join(f"{c:>22}" for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
