"""``cardtable play``: a person (here a script) against bots, through the real command."""

from __future__ import annotations

import json
import re
from pathlib import Path
from random import Random

import pytest

import cardtable
from cardtable.bots import make_bot
from tests.cli.helpers import Session, parse_legal, run_cli


def heuristic_available() -> bool:
    try:
        make_bot("heuristic", cardtable.load("fareeb"))
    except (ImportError, ValueError):
        return False
    return True


def test_a_full_match_answering_from_the_legal_list(tmp_path: Path) -> None:
    session = Session(["play", "fareeb", "--seed", "3", "--bots", "random"], tmp_path, "P0> ")
    first = session.read_until_prompt()
    assert first is not None
    assert "You are P0; P1, P2, P3 are random bots." in first
    assert "Seed 3." in first
    assert "Your hand:" in first  # the view is shown when it is our turn

    session.send("play ZZ")  # mistyped
    answer = session.read_until_prompt()
    assert answer is not None
    assert "'play ZZ' is not allowed" in answer and "Legal now:" in answer

    session.send("help")
    answer = session.read_until_prompt()
    assert answer is not None and "Notation: " + cardtable.load("fareeb").notation_help in answer

    session.send("legal")
    answer = session.read_until_prompt()
    assert answer is not None and "Legal: 1) " in answer

    rng = Random(0)
    turns = 0
    output = answer
    while True:
        legal_lines = [line for line in output.splitlines() if line.startswith("Legal: ")]
        legal = parse_legal(legal_lines[-1])
        choice = legal[rng.randrange(len(legal))]
        session.send("" if len(legal) == 1 else choice)  # Enter takes the only action
        turns += 1
        assert turns < 1000, "the match does not end"
        next_output = session.read_until_prompt()
        if next_output is None:
            break
        output = next_output
        assert f"P0 (you): {choice}" in output
    assert session.finish() == 0

    transcript = session.transcript
    assert "Match over after" in transcript
    assert re.search(r"^P[123]: \S", transcript, re.MULTILINE)  # bot moves are shown
    saved = tmp_path / "fareeb-3.cardtable.json"
    assert f"Record saved to {saved.name}" in transcript
    state = cardtable.replay(saved.read_text(encoding="utf-8"))
    assert state.is_terminal
    winners = " and ".join(f"P{p} (you)" if p == 0 else f"P{p}" for p in state.winners)
    assert f"Winners: {winners}." in transcript
    assert sum(1 for p, _ in state.record().actions if p == 0) == turns


def test_numbers_pick_from_the_legal_list_and_quit_saves(tmp_path: Path) -> None:
    save = tmp_path / "mine.json"
    result = run_cli(
        "play", "fareeb", "--seed", "3", "--bots", "random", "--save", str(save),
        stdin="1\nquit\n",
    )
    assert result.returncode == 0, result.stderr
    assert "P0 (you): " in result.stdout
    assert "You left the match during hand 1." in result.stdout
    record = json.loads(save.read_text(encoding="utf-8"))
    assert record["meta"]["seat"] == 0
    state = cardtable.replay(record)
    assert not state.is_terminal
    ours = [a for p, a in state.record().actions if p == 0]
    assert len(ours) == 1


def test_end_of_input_quits_cleanly_with_a_saved_record(tmp_path: Path) -> None:
    result = run_cli("play", "fareeb", "--bots", "random", "--seat", "2", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    seed = int(re.search(r"Seed (\d+) \(drawn", result.stdout).group(1))  # type: ignore[union-attr]
    assert f"--seed {seed}" in result.stdout
    saved = tmp_path / f"fareeb-{seed}.cardtable.json"
    assert "End of input" in result.stdout and saved.exists()
    state = cardtable.replay(saved.read_text(encoding="utf-8"))
    assert state.record().seed == seed
    assert 2 in state.actors  # stopped at our decision


def test_single_hand_five_players(tmp_path: Path) -> None:
    result = run_cli(
        "play", "fareeb", "--players", "5", "--seat", "4", "--seed", "8", "--bots", "random",
        "--option", "single_hand=on", stdin="1\n" * 100, cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "Match over after 1 hand." in result.stdout
    state = cardtable.replay((tmp_path / "fareeb-8.cardtable.json").read_text(encoding="utf-8"))
    assert state.is_terminal and state.game.players == 5


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--option", "players=6"], "players must be one of 4, 5"),
        (["--option", "nonsense=1"], "there is no option 'nonsense'"),
        (["--option", "target_score"], "--option wants NAME=VALUE"),
        (["--preset", "nope"], "presets are: "),
        (["--seat", "4"], "seat 4 does not exist"),
        (["--bots", "genius"], "no bot kind 'genius'"),
        (["--players", "4", "--option", "players=4"], "give the number of players once"),
    ],
)
def test_bad_command_lines_exit_2_with_one_clear_line(
    tmp_path: Path, args: list[str], message: str
) -> None:
    result = run_cli("play", "fareeb", *args, cwd=tmp_path)
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stderr.startswith("cardtable: error: ")
    assert "Traceback" not in result.stderr
    assert not list(tmp_path.iterdir())  # nothing saved


def test_unknown_game(tmp_path: Path) -> None:
    result = run_cli("play", "chess", cwd=tmp_path)
    assert result.returncode == 2
    assert f"no game called 'chess'; games are: {', '.join(cardtable.games())}" in result.stderr


@pytest.mark.skipif(not heuristic_available(), reason="the heuristic bot has not landed yet")
def test_the_default_bots_are_medium(tmp_path: Path) -> None:
    result = run_cli("play", "fareeb", "--seed", "1", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "P1, P2, P3 are medium bots." in result.stdout


def test_bots_by_level_and_by_the_old_name(tmp_path: Path) -> None:
    for kind in ("easy", "hard", "heuristic"):
        result = run_cli("play", "allfours", "--seed", "1", "--bots", kind,
                         "--save", str(tmp_path / f"{kind}.json"), stdin="quit\n")
        assert result.returncode == 0, result.stderr
        assert f"You are P0; P1 is a {kind} bot." in result.stdout


def test_a_single_opponent_is_named_in_the_singular(tmp_path: Path) -> None:
    result = run_cli("play", "allfours", "--seed", "1", "--save", str(tmp_path / "r.json"),
                     stdin="quit\n")
    assert result.returncode == 0, result.stderr
    assert "You are P0; P1 is a medium bot." in result.stdout


def test_other_players_face_down_discards_are_never_printed(tmp_path: Path) -> None:
    """A bot dealer's discard is shown as face down; only the dealer's own text names the card."""
    secret = re.compile(r"^P[123]: discard [2-9TJQKA][SHDC]", re.MULTILINE)
    seen_hidden = False
    for seed in range(6):
        result = run_cli(
            "play", "fareeb", "--seed", str(seed), "--bots", "random", "--option",
            "single_hand=on", "--save", str(tmp_path / f"m{seed}.json"),
            stdin="\n".join(["1"] * 60) + "\n",
        )
        assert not secret.search(result.stdout), result.stdout
        seen_hidden |= "discard (face down)" in result.stdout
    assert seen_hidden, "no bot dealer discarded in these seeds: pick other seeds"
