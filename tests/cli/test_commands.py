"""``cardtable games``, ``rules``, ``replay`` and ``simulate`` through the real command."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardtable
from cardtable.bots import make_bot
from cardtable.cli.words import card_face
from cardtable.sim import play_match, run_matches, summarize
from tests.cli.helpers import run_cli


def test_no_command_shows_the_commands() -> None:
    result = run_cli()
    assert result.returncode == 2
    for command in ("games", "rules", "play", "replay", "simulate"):
        assert command in result.stdout


def test_games_lists_every_game_with_title_and_summary() -> None:
    result = run_cli("games")
    assert result.returncode == 0, result.stderr
    for name in cardtable.games():
        game = cardtable.load(name)
        assert name in result.stdout and game.title in result.stdout
        assert " ".join(game.summary.split()[:4]) in " ".join(result.stdout.split())


def test_rules_lists_every_option() -> None:
    result = run_cli("rules", "fareeb")
    assert result.returncode == 0, result.stderr
    game = cardtable.load("fareeb")
    for spec in game.option_specs:
        assert re.search(rf"\b{spec.name}\b", result.stdout), spec.name


def test_rules_with_options_show_the_values_in_force() -> None:
    result = run_cli("rules", "fareeb", "--players", "5", "--option", "target_score=7")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == cardtable.load("fareeb", players=5, target_score=7).rules_text()


def test_rules_with_a_preset() -> None:
    result = run_cli("rules", "fareeb", "--preset", "pagat")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == cardtable.load("fareeb", "pagat").rules_text()


def test_rules_bad_option_exits_2_with_a_message() -> None:
    result = run_cli("rules", "fareeb", "--option", "target_score=many")
    assert result.returncode == 2
    assert result.stderr.strip() == (
        "cardtable: error: option target_score='many' is not accepted: target_score must be a "
        "whole number from 1 to 10000"
    )
    assert result.stdout == ""


# ----------------------------------------------------------------- replay


@pytest.fixture(scope="module")
def saved_match(tmp_path_factory: pytest.TempPathFactory) -> Path:
    game = cardtable.load("fareeb", target_score=3)
    result = play_match(game, [make_bot("random", game) for _ in range(4)], seed=12)
    path = tmp_path_factory.mktemp("records") / "match.json"
    path.write_text(result.record.to_json(), encoding="utf-8")
    return path


def test_replay_prints_every_action_and_the_end(saved_match: Path) -> None:
    record = cardtable.Record.from_json(saved_match.read_text(encoding="utf-8"))
    final = cardtable.replay(record)
    result = run_cli("replay", str(saved_match), "--seat", "1")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    steps = [line for line in lines if re.match(r"^\s*\d+\. P\d", line)]
    assert len(steps) == len(record.actions)
    for number, ((player, text), line) in enumerate(zip(record.actions, steps, strict=True), 1):
        mark = " (viewer)" if player == 1 else ""
        assert line.strip().startswith(f"{number}. P{player}{mark}: "), line
        # each move as seat 1's table log tells it, never in the records' notation
        if text.startswith("play "):
            assert f"plays {card_face(text.split()[1]).plain}" in line, line
        if text.startswith("discard") and player != 1:
            assert line.strip().endswith("discards a card face down"), line
    assert "the views are P1's" in result.stdout
    # seat 1's table before each of its decisions, each hand's result, and the end
    assert result.stdout.count("Fareeb (Euchre), hand ") >= final.hand_number
    assert "Points this hand" in result.stdout
    winners = " and ".join(f"P{p}" for p in final.winners)
    assert f"Winners: {winners}." in result.stdout


def test_replay_in_french_and_persian(saved_match: Path) -> None:
    french = run_cli("--lang", "fr", "replay", str(saved_match), "--seat", "1")
    assert french.returncode == 0, french.stderr
    assert "le jeu vu est celui de J1" in french.stdout and "Vainqueurs : J" in french.stdout
    assert re.search(r"^\s*1\. J\d( \(vue\))? : ", french.stdout, re.MULTILINE)
    persian = run_cli("--lang", "fa", "replay", str(saved_match), "--seat", "1")
    assert persian.returncode == 0, persian.stderr
    assert "از دید بازیکن ۱" in persian.stdout and "برندگان: بازیکن" in persian.stdout
    for out in (french.stdout, persian.stdout):
        assert not re.search(r"\b(?:play|plays|pass|passes|Winners|hand|Replay)\b", out), out


def test_replay_step_does_not_wait_without_a_terminal(saved_match: Path) -> None:
    result = run_cli("replay", str(saved_match), "--step")
    assert result.returncode == 0, result.stderr
    assert "End of the record" in result.stdout


def test_a_play_record_replays(tmp_path: Path) -> None:
    save = tmp_path / "played.json"
    played = run_cli(
        "play", "fareeb", "--seed", "5", "--bots", "random", "--save", str(save), stdin="1\n" * 9
    )
    assert played.returncode == 0, played.stderr
    result = run_cli("replay", str(save))
    assert result.returncode == 0, result.stderr
    assert "P0 (viewer): " in result.stdout
    assert "The match is not over (hand " in result.stdout


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "there is no file"),
        ("not json", "a record is JSON, and this is not"),
        ('{"format": "x"}', "not a cardtable record"),
        ('{"format": "cardtable-record", "version": 99}', "record version 99 is not supported"),
        (
            '{"format": "cardtable-record", "version": 1, "game": "fareeb", "options": {}, '
            '"seed": 1, "actions": []}',
            "its seed now gives other deals, so it cannot be replayed",
        ),
        (
            '{"format": "cardtable-record", "version": 2, "game": "chess", "options": {}, '
            '"seed": 1, "actions": []}',
            "no game called 'chess'",
        ),
        (
            '{"format": "cardtable-record", "version": 2, "game": "fareeb", "options": {}, '
            '"seed": 1, "actions": [{"player": 0, "action": "play AS"}]}',
            "cannot be replayed",
        ),
    ],
)
def test_replay_bad_files(tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    result = run_cli("replay", str(path))
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


# ----------------------------------------------------------------- simulate


def table_rows(stdout: str) -> dict[str, list[str]]:
    rows = {}
    for line in stdout.splitlines():
        cells = line.split()
        if cells and re.fullmatch(r"P\d(\+P\d)*", cells[0]):
            rows[cells[0]] = cells[1:]
    return rows


def test_simulate_prints_the_table() -> None:
    result = run_cli("simulate", "fareeb", "--matches", "20", "--bots", "random", "--seed", "4")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    for heading in ("Seat", "Bot", "Win rate", "95% CI", "Points/hand", "Team"):
        assert heading in out
    assert "Hands per match: mean" in out
    rows = table_rows(out)
    assert set(rows) == {"P0", "P1", "P2", "P3", "P0+P2", "P1+P3"}

    game = cardtable.load("fareeb")
    summary = summarize(run_matches(game, ["random"], 20, seed=4), 4, game.teams)
    for side in summary.seats:
        cells = rows[side.label]
        assert cells[0] == "random"
        assert cells[1] == str(side.wins)
        assert cells[2] == f"{100 * side.win_rate:.1f}%"
        assert cells[-1] == f"{side.points_per_hand:.3f}"
    assert summary.teams is not None
    for team in summary.teams:
        assert rows[team.label][0] == str(team.wins)
    h = summary.hands
    assert f"mean {h.mean:.1f}, shortest {h.minimum}, longest {h.maximum}" in out


def test_simulate_with_jobs_and_per_seat_bots_and_five_players() -> None:
    args = ["simulate", "fareeb", "--players", "5", "--matches", "12", "--seed", "2"]
    one = run_cli(*args, "--bots", "random,random,random,random,random")
    two = run_cli(*args, "--bots", "random", "--jobs", "2")
    assert one.returncode == 0 and two.returncode == 0, one.stderr + two.stderr
    assert table_rows(one.stdout) == table_rows(two.stdout)
    assert set(table_rows(one.stdout)) == {"P0", "P1", "P2", "P3", "P4"}  # no teams at 5
    zero = run_cli(*args, "--bots", "random", "--jobs", "0")  # 0: every core it may use
    assert zero.returncode == 0, zero.stderr
    assert table_rows(zero.stdout) == table_rows(one.stdout)
    assert re.search(r"Played 12 matches \(\d+ hands\) in [\d.]+ s: [\d,]+ hands per second",
                     zero.stdout)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "random,random"], "one per seat (4 seats); got 2"),
        (["--bots", "random,,random,random"], "without empty entries"),
        (["--matches", "0"], "0 is too small"),
        (["--option", "players=3"], "players must be one of 4, 5"),
    ],
)
def test_simulate_bad_arguments(args: list[str], message: str) -> None:
    result = run_cli("simulate", "fareeb", *args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("name", cardtable.games())
def test_rules_show_allowed_values_and_default_of_every_option(name: str) -> None:
    """Issue 11: every game's ``rules`` prints each option with its value in force, allowed
    values and default (Cabo and Cactus printed only the values in force)."""
    from cardtable.engine.options import format_value

    game = cardtable.load(name)
    text = game.rules_text()
    for spec in game.option_specs:
        line = (
            f"({spec.name} = {format_value(game.options[spec.name])}) "
            f"[{spec.allowed_text()}; default {format_value(spec.default)}]"
        )
        assert line in text, f"{name}: {line}"
        assert spec.effect in text, f"{name}: the effect of {spec.name}"


@pytest.mark.parametrize("name", ["cabo", "cactus"])
def test_rules_of_cabo_and_cactus_through_the_command(name: str) -> None:
    result = run_cli("rules", name)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == cardtable.load(name).rules_text()
    assert "(replace_scope = any_slot) [one of any_slot, unseen_at_start_only; default any_slot]" \
        in result.stdout
    # The effect describes both values, the one in force first.
    assert "any_slot (FR): any of them" in result.stdout


def test_readme_play_transcript_matches_a_real_run(tmp_path: Path) -> None:
    """Issue 11: the README's ``cardtable play fareeb`` transcript is what the command prints
    (each line, in order, trailing spaces aside; ``...`` stands for lines left out, and inside a
    line for a part of it)."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    command, block = readme.split("$ cardtable play fareeb", 1)[1].split("\n", 1)
    block = block.split("```", 1)[0]
    lines = [line.rstrip() for line in block.splitlines() if line.strip() and line != "..."]
    typed = [line.split("P0> ", 1)[1] for line in lines if line.startswith("P0> ")]
    result = run_cli("play", "fareeb", *command.split(),
                     stdin="\n".join([*typed, "quit", ""]), cwd=tmp_path)
    out = [line.rstrip() for line in result.stdout.splitlines()]
    at = 0
    for line in lines:
        pattern = ".*".join(re.escape(part) for part in line.split("..."))
        while at < len(out) and not re.fullmatch(pattern, out[at]):
            at += 1
        assert at < len(out), f"README line not in the output (in order): {line!r}"
        at += 1
