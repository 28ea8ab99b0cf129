"""``cardtable play`` for power-Golf with a person seat, through the real command: the person
is asked first in out-of-turn windows, sees the FINAL TURNS marker, and the match ends."""

from __future__ import annotations

from pathlib import Path
from random import Random

import cardtable
from tests.cli.helpers import Session, parse_legal, run_cli


def _play_out(session: Session, seed: int) -> str:
    rng = Random(seed)
    output = session.read_until_prompt()
    assert output is not None
    for _ in range(2000):
        # The table shows a menu of the scene's controls; 'legal' lists the action texts.
        session.send("legal")
        listed = session.read_until_prompt()
        assert listed is not None
        legal_lines = [line for line in listed.splitlines() if line.startswith("Legal: ")]
        legal = parse_legal(legal_lines[-1])
        # Prefer calling, so that the final-turns marker shows up; never quit.
        calls = [a for a in legal if a.startswith("call")]
        session.send(calls[0] if calls and rng.random() < 0.3 else
                     legal[rng.randrange(len(legal))])
        next_output = session.read_until_prompt()
        if next_output is None:
            break
        output = next_output
    assert session.finish() == 0
    return session.transcript


def test_play_cabo_with_a_person(tmp_path: Path) -> None:
    session = Session(
        ["play", "cabo", "--players", "3", "--seed", "4", "--bots", "random", "--option",
         "single_hand=on"], tmp_path, "P0> ",
    )
    transcript = _play_out(session, 4)
    assert "P0 (you):" in transcript and "Stock" in transcript
    assert "Final turns" in transcript
    assert "Match over after 1 hand." in transcript
    saved = tmp_path / "cabo-4.cardtable.json"
    state = cardtable.replay(saved.read_text(encoding="utf-8"))
    assert state.is_terminal


def test_play_cactus_asks_the_person_in_snap_windows(tmp_path: Path) -> None:
    result = run_cli(
        "play", "cactus", "--players", "3", "--seed", "3", "--bots", "random", "--option",
        "single_hand=on", stdin="pass\n" * 3 + "1\n" * 300, cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Snap a card of yours equal to" in out
    assert "P0 (you): pass" in out
    first_window = out.index("Snap a card of yours equal to")
    assert "Snap your card 1" in out[first_window:]


def test_rules_command_prints_the_options(tmp_path: Path) -> None:
    result = run_cli("rules", "pablo", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    for name in ("peek_choice", "replace_scope", "layout_shape", "caller_low_score",
                 "seven_swap", "multi_replace_source"):
        assert name in result.stdout
