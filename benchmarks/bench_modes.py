"""Compiled against pure Python in the same run, and the search-bot primitives per game.

    python benchmarks/bench_engine.py --compare-modes --compiled .venv-compiled/bin/python
    python benchmarks/bench_modes.py --compiled .venv-compiled/bin/python --seconds 1 fareeb

Two worker processes run side by side: the compiled build (an interpreter where ``pip install .``
put the compiled wheel) and the pure build (this interpreter with the repository's ``src`` first
on the path, so the plain ``.py`` files run). Each measurement alternates between them, round
after round (compiled, pure, OpenSpiel where it applies, compiled ...), and the median of each is
reported, so a noisy neighbour on a shared machine hurts every side alike. Each worker checks
``cardtable.COMPILED`` and refuses to run in the wrong mode.

Two tables:

- random full hands per CPU second for every benchmark of ``bench_engine`` (compiled, pure, the
  ratio, and OpenSpiel euchre against Fareeb where it is installed);
- microseconds per call of the search-bot primitives, on states from the middle of random hands:
  ``clone``, ``view`` of the player to act, ``sample_state`` from that view, the uncached legal
  list (``_legal``: ``legal_actions`` caches it until the next ``apply``), and a random playout
  from the mid-hand state to the end of the hand (clone included).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PRIMITIVES = ("clone", "view", "sample", "legal", "playout")
# Benchmarks whose primitives are measured (one per game; the hand rates cover the rest).
OPS_GAMES = (
    "fareeb", "fareeb-5p", "56-4p", "56-8p", "allfours-standard", "allfours-trinidad",
    "golf6", "golf9", "pablo-3p", "cactus-3p",
)


# ---------------------------------------------------------------------------- worker side


def _mid_hand_states(game: Any, count: int) -> list[Any]:
    """States from the middle of seeded random hands (the hand's middle action)."""
    rnd = Random(5).random
    states = []
    seed = 0
    while len(states) < count:
        seed += 1
        lengths = []
        for pass_ in range(2):  # first learn the hand's length, then stop half way
            state = game.new_state(seed=seed)
            driver = Random(seed).random
            steps = 0
            while not state.is_terminal:
                if pass_ == 1 and steps == lengths[0] // 2:
                    break
                player = state.current_player
                if player is None:
                    actors = sorted(state.actors)
                    player = actors[int(driver() * len(actors))]
                legal = state.legal_actions(player)
                state.apply(legal[int(driver() * len(legal))], player)
                steps += 1
            lengths.append(steps)
        if not state.is_terminal and rnd() < 2:
            states.append(state)
    return states


def _actor(state: Any) -> int:
    player = state.current_player
    return player if player is not None else min(state.actors)


def _per_call(fn: Callable[[], object], seconds: float) -> float:
    """Microseconds per call of ``fn`` (CPU time), over about ``seconds``."""
    calls = 0
    start = time.process_time()
    deadline = start + seconds
    while True:
        for _ in range(20):
            fn()
        calls += 20
        now = time.process_time()
        if now >= deadline:
            return (now - start) / calls * 1e6


def _ops(name: str, seconds: float, only: list[str] | None = None) -> dict[str, float]:
    import cardtable
    from benchmarks.bench_engine import BENCHMARKS

    options = BENCHMARKS[name][0]
    game = cardtable.load(name.split("-")[0], **options)
    states = _mid_hand_states(game, 40)
    views = [s.view(_actor(s)) for s in states]
    rng = Random(3)
    rnd = rng.random
    cursor = [0]

    def pick() -> int:
        cursor[0] = (cursor[0] + 1) % len(states)
        return cursor[0]

    def clone() -> object:
        return states[pick()].clone()

    def view() -> object:
        s = states[pick()]
        return s.view(_actor(s))

    def sample() -> object:
        return game.sample_state(views[pick()], rng)

    def legal() -> object:
        s = states[pick()]
        return s._legal(_actor(s))

    def playout() -> object:
        state = states[pick()].clone()
        while not state.is_terminal:
            player = state.current_player
            if player is None:
                actors = sorted(state.actors)
                player = actors[int(rnd() * len(actors))]
            legal = state.legal_actions(player)
            state.apply(legal[int(rnd() * len(legal))], player)
        return state

    chosen = PRIMITIVES if only is None else tuple(only)
    share = seconds / len(chosen)
    fns = {"clone": clone, "view": view, "sample": sample, "legal": legal, "playout": playout}
    return {op: _per_call(fns[op], share) for op in chosen}


def worker(expect: str) -> int:
    """Answer one JSON request per line on stdin: {"kind": "hands"|"ops", "name", "seconds"}."""
    import cardtable
    from benchmarks.bench_engine import BENCHMARKS, cardtable_hands

    mode = "compiled" if cardtable.COMPILED else "pure"
    if mode != expect:
        print(json.dumps({"error": f"expected a {expect} build, found {mode}"}), flush=True)
        return 1
    print(json.dumps({"mode": mode, "file": cardtable.__file__}), flush=True)
    runners: dict[str, Callable[[float], float]] = {}
    for line in sys.stdin:
        request = json.loads(line)
        name, seconds = request["name"], float(request["seconds"])
        if request["kind"] == "hands":
            if name not in runners:
                runners[name] = cardtable_hands(name, BENCHMARKS[name][0])
                runners[name](0.2)  # warm up tables and caches
            print(json.dumps({"rate": runners[name](seconds)}), flush=True)
        else:
            print(json.dumps({"ops": _ops(name, seconds)}), flush=True)
    return 0


# ---------------------------------------------------------------------------- parent side


class Worker:
    def __init__(self, python: str, mode: str) -> None:
        env = dict(os.environ)
        if mode == "pure":
            # The repository's plain sources first: they shadow any compiled install.
            env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), str(ROOT)])
        else:
            env["PYTHONPATH"] = str(ROOT)  # the benchmarks package only
        # abspath, not resolve: a venv's python is a symlink that must stay the venv's.
        self.proc = subprocess.Popen(
            [os.path.abspath(python), "-m", "benchmarks.bench_modes", "--worker", mode],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=str(ROOT / "benchmarks"),  # not ROOT: keep ./src off the compiled side's path
        )
        hello = self._read()
        if "error" in hello:
            raise SystemExit(f"{python}: {hello['error']}")
        self.mode = mode
        self.file = hello["file"]

    def _read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"the {getattr(self, 'mode', '?')} worker stopped")
        result: dict[str, Any] = json.loads(line)
        return result

    def ask(self, kind: str, name: str, seconds: float) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"kind": kind, "name": name, "seconds": seconds}) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def _openspiel_ops(seconds: float) -> dict[str, float] | None:
    """The same primitives for OpenSpiel's euchre, from mid-hand states."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")
    rnd = Random(5).random
    states = []
    for _ in range(40):
        lengths = []
        for pass_ in range(2):
            state = game.new_initial_state()
            driver_seed = len(states)
            driver = Random(driver_seed).random
            steps = 0
            while not state.is_terminal():
                if pass_ == 1 and steps == lengths[0] // 2:
                    break
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[int(driver() * len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(driver() * len(legal))])
                    steps += 1
            lengths.append(steps)
        states.append(state)
    cursor = [0]

    def pick() -> Any:
        cursor[0] = (cursor[0] + 1) % len(states)
        return states[cursor[0]]

    def playout() -> object:
        state = pick().clone()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rnd() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rnd() * len(legal))])
        return state

    def sample() -> object:
        s = pick()
        return s.resample_from_infostate(s.current_player(), lambda: rnd())

    fns: dict[str, Callable[[], object]] = {
        "clone": lambda: pick().clone(),
        "view": lambda: pick().information_state_string(),
        "legal": lambda: pick().legal_actions(),
        "playout": playout,
    }
    try:
        sample()
        fns["sample"] = sample
    except Exception:  # euchre may not implement resampling
        pass
    share = seconds / len(PRIMITIVES)
    return {op: _per_call(fn, share) for op, fn in fns.items()}


def compare(compiled_python: str, games: list[str], seconds: float, rounds: int) -> None:
    from benchmarks.bench_engine import BENCHMARKS, openspiel_hands

    compiled = Worker(compiled_python, "compiled")
    pure = Worker(sys.executable, "pure")
    load = os.getloadavg()
    print(f"compiled: {compiled.file}")
    print(f"pure:     {pure.file}")
    print(f"load average before the run: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"
          f" ({os.cpu_count()} cores)")
    print()
    print(f"Random full hands per CPU second (median of {rounds} interleaved rounds"
          f" x {seconds:g} s each)")
    print(f"{'game':<18}{'compiled':>10}{'pure':>10}{'ratio':>7}{'OpenSpiel':>11}"
          f"{'comp/OS':>9}{'pure/OS':>9}")
    for name in games:
        reference = BENCHMARKS[name][1]
        theirs = openspiel_hands(reference) if reference else None
        if theirs:
            theirs(0.2)
        c_rates, p_rates, o_rates = [], [], []
        for _ in range(rounds):
            c_rates.append(compiled.ask("hands", name, seconds)["rate"])
            p_rates.append(pure.ask("hands", name, seconds)["rate"])
            if theirs:
                o_rates.append(theirs(seconds))
        c, p = statistics.median(c_rates), statistics.median(p_rates)
        line = f"{name:<18}{c:>10,.0f}{p:>10,.0f}{c / p:>7.2f}"
        if o_rates:
            o = statistics.median(o_rates)
            line += f"{o:>11,.0f}{c / o:>9.2f}{p / o:>9.2f}"
        print(line, flush=True)
    print()
    ops_games = [g for g in OPS_GAMES if g in games] or games[:1]
    ops_seconds = max(1.0, seconds)
    print(f"Microseconds per call, from mid-hand states (median of {rounds} rounds);"
          " compiled / pure")
    print(f"{'game':<18}" + "".join(f"{op:>17}" for op in PRIMITIVES))
    for name in ops_games:
        c_ops: list[dict[str, float]] = []
        p_ops: list[dict[str, float]] = []
        for _ in range(rounds):
            c_ops.append(compiled.ask("ops", name, ops_seconds)["ops"])
            p_ops.append(pure.ask("ops", name, ops_seconds)["ops"])
        cells = []
        for op in PRIMITIVES:
            cm = statistics.median(o[op] for o in c_ops)
            pm = statistics.median(o[op] for o in p_ops)
            cells.append(f"{cm:>8.2f} /{pm:>7.2f}")
        print(f"{name:<18}" + "".join(cells), flush=True)
    if "fareeb" in ops_games:
        os_runs = [r for r in (_openspiel_ops(ops_seconds) for _ in range(rounds)) if r]
        if os_runs:
            cells = []
            for op in PRIMITIVES:
                values = [r[op] for r in os_runs if op in r]
                cells.append(f"{statistics.median(values):>17.2f}" if values else f"{'-':>17}")
            print(f"{'OpenSpiel euchre':<18}" + "".join(cells))
    compiled.close()
    pure.close()


def main(argv: list[str] | None = None) -> int:
    if str(ROOT) not in sys.path:  # run as a script: make the benchmarks package importable
        sys.path.insert(0, str(ROOT))
    from benchmarks.bench_engine import BENCHMARKS

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="*", help="benchmark names (default all)")
    parser.add_argument("--compiled", metavar="PYTHON", default=str(_default_compiled()),
                        help="an interpreter with the compiled build installed"
                        " (default .venv-compiled/bin/python)")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one measurement")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds")
    parser.add_argument("--worker", choices=("compiled", "pure"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args.worker)
    unknown = [g for g in args.games if g not in BENCHMARKS]
    if unknown:
        parser.error(f"unknown benchmark {', '.join(unknown)}; choose from {', '.join(BENCHMARKS)}")
    if not Path(args.compiled).exists():
        parser.error(f"no interpreter at {args.compiled}: build one with"
                     " `python3 -m venv .venv-compiled && .venv-compiled/bin/pip install .`")
    compare(args.compiled, args.games or list(BENCHMARKS), args.seconds, args.rounds)
    return 0


def _default_compiled() -> Path:
    return ROOT / ".venv-compiled" / "bin" / "python"


if __name__ == "__main__":
    raise SystemExit(main())
