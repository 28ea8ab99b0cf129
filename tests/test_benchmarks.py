"""The benchmark script runs and prints a figure for every game it knows (a smoke test)."""

from __future__ import annotations

import pytest

from benchmarks import bench_engine


def test_benchmark_prints_a_rate_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_engine.main(["--seconds", "0.05", "--rounds", "1"]) == 0
    out = capsys.readouterr().out
    for name in bench_engine.BENCHMARKS:
        line = next(line for line in out.splitlines() if line.startswith(name + " "))
        assert float(line.split()[1].replace(",", "")) > 0


def test_unknown_benchmark_is_refused() -> None:
    with pytest.raises(SystemExit):
        bench_engine.main(["no-such-game"])


def test_bot_benchmark_reports_decision_times(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks import bench_bots

    assert bench_bots.main(["--matches", "1", "fareeb"]) == 0
    line = next(
        line for line in capsys.readouterr().out.splitlines() if line.startswith("fareeb ")
    )
    decisions, mean_us = line.split()[1:3]
    assert int(decisions) > 0 and float(mean_us) > 0


def test_primitives_benchmark_measures_every_primitive() -> None:
    from benchmarks import bench_modes

    ops = bench_modes._ops("fareeb", 0.05)
    assert set(ops) == set(bench_modes.PRIMITIVES)
    assert all(us > 0 for us in ops.values())


def test_sample_benchmark_worker_measures_the_primitives_asked_for() -> None:
    from benchmarks import bench_sample

    out = bench_sample.worker(["allfours-standard"], 0.02, ["clone", "sample"])
    assert float(str(out["allfours-standard clone"])) > 0
    assert float(str(out["allfours-standard sample"])) > 0
    assert "allfours-standard view" not in out


def test_a_mode_worker_refuses_the_wrong_build(capsys: pytest.CaptureFixture[str]) -> None:
    """A "compiled" figure measured on a pure build would be a lie: the worker stops."""
    import cardtable
    from benchmarks import bench_modes

    wrong = "pure" if cardtable.COMPILED else "compiled"
    assert bench_modes.worker(wrong) == 1
    assert "expected a " + wrong in capsys.readouterr().out


def test_server_load_benchmark_reports_moves_latency_and_memory(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from benchmarks import bench_server

    assert bench_server.main(["--clients", "8", "--seconds", "2", "--think", "0.05"]) == 0
    out = capsys.readouterr().out
    moves = next(line for line in out.splitlines() if line.startswith("moves/s"))
    assert float(moves.split()[1].replace(",", "")) > 0
    assert "p99" in out and "server memory MiB" in out


def test_bot_calibration_reports_make_rates(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks import bot_calibration

    assert bot_calibration.main(["fareeb", "--matches", "2"]) == 0
    out = capsys.readouterr().out
    assert "Fareeb, medium in every seat: 2 matches" in out
    rows = [line for line in out.splitlines() if "ordered up, seat" in line]
    assert rows, out
    hits, trials = (int(x) for x in rows[0].split("%")[0].split()[-4:-1:2][:2])
    assert 0 <= hits <= trials


def test_ab_benchmark_compares_two_installed_builds(capsys: pytest.CaptureFixture[str]) -> None:
    import sys

    from benchmarks import bench_ab

    argv = [sys.executable, sys.executable, "fareeb", "--seconds", "0.05", "--rounds", "1"]
    assert bench_ab.main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    row = next(line for line in lines if line.startswith("fareeb hands/s"))
    assert float(row.split()[-1]) > 0
    assert any(line.startswith("view µs") for line in lines)
