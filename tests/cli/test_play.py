"""``cardtable play``: a person (here a script) against bots, through the real command."""

from __future__ import annotations

import json
import re
from pathlib import Path
from random import Random

import pytest

import cardtable
from cardtable.bots import make_bot
from tests.cli.helpers import Session, run_cli


def heuristic_available() -> bool:
    try:
        make_bot("heuristic", cardtable.load("fareeb"))
    except (ImportError, ValueError):
        return False
    return True


PAUSE = "Press Enter to continue> "
MENU_ITEM = re.compile(r"(\d+)\) ")


def menu_size(output: str) -> int:
    """How many numbered controls the list just above the prompt offers."""
    lines = output.splitlines()[:-1]
    numbers: list[int] = []
    while lines and MENU_ITEM.match(lines[-1]):
        numbers += [int(n) for n in MENU_ITEM.findall(lines.pop())]
    return max(numbers)


def test_a_full_match_drawn_from_table_scenes(tmp_path: Path) -> None:
    """Fareeb has scenes: the table, the controls as a numbered list, each completed trick and
    each hand's result panel (then a pause) are shown; the person answers by number."""
    session = Session(
        ["play", "fareeb", "--seed", "3", "--bots", "random"], tmp_path, "P0> ", also=(PAUSE,)
    )
    first = session.read_until_prompt()
    assert first is not None
    assert "You are P0; P1, P2, P3 are random bots." in first
    assert "Seed 3." in first
    rows = {m.group(1): line for line in first.splitlines()
            if (m := re.match(r"^[▶ ] (P\d) ", line))}
    assert "you" in rows["P0"].split() and "▶" in rows["P0"]  # our turn, our hand face up
    assert re.search(r"(?:[2-9JQKA]|10)[♠♥♦♣]", rows["P0"])
    assert "your partner" in rows["P2"] and "opponent" in rows["P1"]
    assert "dealer" in rows["P3"] and "## ## ## ## ##" in rows["P3"]
    assert "1) Pass  2) Order up " in first

    session.send("ordr up")  # mistyped
    answer = session.read_until_prompt()
    assert answer is not None
    assert "'ordr up' is not an action here." in answer and "Did you mean: order up?" in answer

    session.send("help")
    answer = session.read_until_prompt()
    assert answer is not None and "pass | order up" in answer
    assert "call <card>" not in answer  # 5-player calls: not this 4-player game

    rng = Random(0)
    turns = 0
    output = first
    while True:
        if output.endswith(PAUSE):
            session.send("")
        else:
            size = menu_size(output)
            session.send(str(rng.randrange(size) + 1))
            turns += 1
        assert turns < 1000, "the match does not end"
        next_output = session.read_until_prompt()
        if next_output is None:
            break
        output = next_output
    assert session.finish() == 0

    transcript = session.transcript
    assert "Match over after" in transcript
    # bot moves are shown as the table's log says them
    assert re.search(r"^P[123] (?:plays|passes|orders up|names) ", transcript, re.MULTILINE)
    # Each completed trick is shown with who played each card and who won it.
    assert re.search(r"^Trick: P\d \S+, P\d \S+, P\d \S+, P\d \S+ — P\d wins the trick$",
                     transcript, re.MULTILINE)
    # Each hand's result panel, in full, then a pause; never a raw Python list.
    assert transcript.count("Hand 1 is over") == 1
    for row in ("Tricks taken", "Points this hand", "Match total"):
        assert re.search(rf"│ {row} +│ +\d+ │ +\d+ │", transcript), row
    assert "P0 + P2" in transcript and PAUSE in transcript
    assert "[" not in "".join(line for line in transcript.splitlines() if "│" in line)
    saved = tmp_path / "fareeb-3.cardtable.json"
    assert f"Record saved to {saved.name}" in transcript
    state = cardtable.replay(saved.read_text(encoding="utf-8"))
    assert state.is_terminal
    winners = " and ".join(f"P{p} (you)" if p == 0 else f"P{p}" for p in state.winners)
    assert f"Winners: {winners}." in transcript
    ours = sum(1 for p, _ in state.record().actions if p == 0)
    assert ours == turns + transcript.count("(the only move)")
    assert ours == len(re.findall(r"^P0 \(you\): ", transcript, re.MULTILINE))


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
    secret = re.compile(r"^P[123] discards? (?:[2-9JQKA]|10)[♠♥♦♣]", re.MULTILINE)
    seen_hidden = False
    for seed in range(6):
        result = run_cli(
            "play", "fareeb", "--seed", str(seed), "--bots", "random", "--option",
            "single_hand=on", "--save", str(tmp_path / f"m{seed}.json"),
            stdin="\n".join(["1"] * 60) + "\n",
        )
        assert not secret.search(result.stdout), result.stdout
        seen_hidden |= bool(re.search(r"^P[123] discards a card face down$", result.stdout,
                                      re.MULTILINE))
    assert seen_hidden, "no bot dealer discarded in these seeds: pick other seeds"


def test_a_short_form_names_an_action(tmp_path: Path) -> None:
    result = run_cli("play", "fareeb", "--seed", "3", "--bots", "random",
                     "--save", str(tmp_path / "r.json"), stdin="ord\nquit\n")
    assert result.returncode == 0, result.stderr
    assert "P0 (you): orders up K♣" in result.stdout


def test_cactus_turns_without_needless_confirmations(tmp_path: Path) -> None:
    """The only legal move (drawing from the stock) is made for you; after 'done', the snaps
    you were offered together with it are not offered again: you pass at once."""
    save = tmp_path / "c.json"
    result = run_cli("play", "cactus", "--seed", "3", "--save", str(save),
                     stdin="help\n2\n2\nquit\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "P0 (you): draws from the stock (the only move)" in out
    assert "P0 (you): replaces their card 1, discarding " in out
    assert "P0 (you): ends their turn" in out
    assert "P0 (you): passes (you turned that offer down with your last move)" in out
    ours = [a for p, a in cardtable.replay(save.read_text(encoding="utf-8")).record().actions
            if p == 0]
    assert ours[:4] == ["draw stock", "replace 1", "done", "pass"]
    # help: this game's notation only (Cactus has no gifts, nominations or claims)
    notation = cardtable.load("cactus").notation_help
    assert "give N" in notation and "multi N" in notation
    start = out.index("What you can do now:")
    help_text = out[start : out.index("Commands: help", start)]
    assert "draw stock" in help_text and "replace N" in help_text
    assert "give N" not in help_text and "multi N" not in help_text
    assert "claim" not in help_text
