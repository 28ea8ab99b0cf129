"""``benchmarks/bot_calibration.py``: lone hands by seat and score, and ``hard`` with an
iteration budget (so its figures do not depend on the machine's load)."""

from __future__ import annotations

import pytest


def _rows(out: str, prefix: str) -> list[tuple[int, int]]:
    found = []
    for line in out.splitlines():
        if line.strip().startswith(prefix):
            hits, _, trials = line.split("%")[0].split()[-4:-1]
            found.append((int(hits), int(trials)))
    return found


def test_lone_hands_are_split_by_seat_and_by_score(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks import bot_calibration

    assert bot_calibration.main(["fareeb", "--matches", "6"]) == 0
    out = capsys.readouterr().out
    tried = _rows(out, "lone hand made")
    assert tried and tried[0][1] > 0, out
    by_seat = _rows(out, "lone made, seat")
    by_score = [r for r in _rows(out, "lone made, ") if r not in by_seat]
    # Every lone hand counted once by seat and once by score.
    assert sum(t for _, t in by_seat) == tried[0][1]
    assert sum(t for _, t in _rows(out, "lone made, both")) + sum(
        t for _, t in _rows(out, "lone made, makers")
    ) + sum(t for _, t in _rows(out, "lone made, opponents")) == tried[0][1]
    assert by_score


def test_hard_runs_with_an_iteration_budget(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks import bot_calibration

    argv = ["fareeb", "--matches", "1", "--kind", "hard", "--rollouts", "4"]
    assert bot_calibration.main(argv) == 0
    out = capsys.readouterr().out
    assert "Fareeb, hard in every seat: 1 matches" in out
    assert _rows(out, "ordered up, seat") or _rows(out, "named trump, seat")
