"""``python -m cardtable.bots.measure``: settings changes are typed, and a short run reports
every hand of every rotation as a win, loss or tie of ``hard``."""

from __future__ import annotations

import json

import pytest

from cardtable.bots.measure import main, settings_with
from cardtable.bots.registry import SearchSettings


def test_settings_with_reads_each_field_as_its_type() -> None:
    s = settings_with(SearchSettings(), ["rollouts=240", "confidence=1.5", "stateless_policy=0"])
    assert (s.rollouts, s.confidence, s.stateless_policy) == (240, 1.5, False)
    assert isinstance(s.rollouts, int)
    with pytest.raises(SystemExit):
        settings_with(SearchSettings(), ["budget=3"])


def test_a_short_run_counts_every_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["allfours", "--deals", "2", "--seed", "3", "--set", "rollouts=12"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["wins"] + out["losses"] + out["ties"] == 4  # two deals, two rotations each
    assert out["decisions"] > 0
    # CPU times stand for an idle machine's clock: never more than the wall clock's.
    assert 0 < out["cpu_median_ms"] <= out["median_ms"] + 1
    assert out["cpu_median_ms"] <= out["cpu_p95_ms"] <= out["p95_ms"] + 1
