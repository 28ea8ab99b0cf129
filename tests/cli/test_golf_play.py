"""``cardtable play`` for the Golf games not played elsewhere (golf6 is in
tests/games/golf/test_views.py): a scripted person answers every prompt with the first legal
action; the terminal shows each layout as its grid, the known cards by memory mode, the top
discard, the stock count, the public running values and the scores per hole."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.cli.helpers import run_cli

# Enough answers for a bounded hand (max_turns_per_hand=100) with every prompt answered "1".
ANSWERS = "1\n" * 400


def _play(tmp_path: Path, game: str, *options: str) -> str:
    args = ["play", game, "--players", "2", "--seed", "5", "--bots", "heuristic",
            "--save", str(tmp_path / f"{game}.json"),
            "-o", "single_hand=true", "-o", "max_turns_per_hand=100"]
    for option in options:
        args += ["-o", option]
    done = run_cli(*args, stdin=ANSWERS)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize(("game", "cols"), [("golf8", 4), ("golf9", 3), ("golf10", 5)])
def test_face_up_golf_games_play_to_the_end(tmp_path: Path, game: str, cols: int) -> None:
    out = _play(tmp_path, game)
    # The table drawn from the scene: each layout as its grid, rows of ``cols`` cards.
    grid = r"^\s+(##\s+){" + str(cols) + r"}— \d+ face down"
    assert re.search(grid, out, re.MULTILINE), "no grid"
    assert "##" in out  # face-down cards are hidden
    assert re.search(r"Discard pile\s+\S+ — \d+ cards?", out)
    assert re.search(r"Stock\s+\d+ cards", out)
    assert re.search(r"— showing -?\d+, \d+ face down", out)  # public running values
    assert "Score this hole" in out and "Layout value" in out  # the result panel
    assert "Match over" in out
    if game == "golf8":  # §4.1: the first turn starts by turning up a column
        columns = "  ".join(f"{c + 1}) Turn up column {c}" for c in range(4))
        assert columns in out


def test_four_card_terminal_shows_known_cards_by_memory_mode(tmp_path: Path) -> None:
    human = _play(tmp_path, "golf4")
    assert re.search(r"\[\S+\]", human)  # the near row, shown once after the deal
    assert "remember what you saw" in human
    perfect = _play(tmp_path, "golf4", "memory_mode=perfect")
    # Perfect memory keeps showing what you know, turn after turn.
    assert len(re.findall(r"\[\S+\]", perfect)) > len(re.findall(r"\[\S+\]", human))
    assert "Score this hole" in perfect and "Match over" in perfect
