"""The terminal in Persian and French: `cardtable --lang` and the locale environment."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.helpers import cli_env


def _play(
    tmp_path: Path, *args: str, env: dict[str, str] | None = None, typed: str = ""
) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "cardtable", *args, "play", "fareeb", "--bots", "random",
         "--seed", "3"],
        input=typed + "quit\n", capture_output=True, text=True, encoding="utf-8", cwd=tmp_path,
        env=env or cli_env(), timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_lang_fa_draws_the_table_in_persian_with_persian_digits(tmp_path: Path) -> None:
    out = _play(tmp_path, "--lang", "fa")
    assert "بذر ۳." in out  # "Seed 3." with a Persian digit
    assert "یار شما" in out and "حریف" in out  # your partner, opponent
    assert "تعیین حکم" in out  # the Fareeb status: making trumps
    assert "your partner" not in out and "Recent moves" not in out


def test_the_locale_environment_chooses_french(tmp_path: Path) -> None:
    env = dict(cli_env(), LANG="fr_FR.UTF-8")
    env.pop("LC_ALL", None)
    env.pop("LANGUAGE", None)
    out = _play(tmp_path, env=env)
    assert "Graine 3." in out and "votre partenaire" in out
    assert "your partner" not in out


def test_english_stays_the_default(tmp_path: Path) -> None:
    env = dict(cli_env(), LANG="C.UTF-8")
    for key in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        env.pop(key, None)
    assert "Seed 3." in _play(tmp_path, env=env)


def test_a_person_may_type_actions_in_their_own_words(tmp_path: Path) -> None:
    # Seed 3: P0 may pass or order up K♣ (شاه گشنیز, the king of clubs).
    # The move is echoed as the table's log says it, in the person's language.
    out = _play(tmp_path, "--lang", "fa", typed="شاه گشنیز را حکم کن\n")
    assert "بازیکن ۰ (شما): K♣ را حکم می‌کند" in out
    out = _play(tmp_path, "--lang", "fa", typed="پاس\n")
    assert "بازیکن ۰ (شما): پاس می‌دهد" in out
    out = _play(tmp_path, "--lang", "fa", typed="۲\n")  # a Persian digit picks from the list
    assert "بازیکن ۰ (شما): K♣ را حکم می‌کند" in out
    out = _play(tmp_path, "--lang", "fr", typed="prendre kc\n")  # the card by its code
    assert "J0 (vous) : prend K♣" in out
    out = _play(tmp_path, "--lang", "fr", typed="pass\n")  # the canonical notation still works
    assert "J0 (vous) : passe" in out


def test_the_rules_in_persian_at_the_terminal_carry_no_bidi_isolates() -> None:
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-m", "cardtable", "--lang", "fa", "rules", "fareeb"],
        capture_output=True, text=True, timeout=60, check=True,
    )
    assert "(stick_the_dealer = on)" in result.stdout
    assert "\u2068" not in result.stdout and "\u2069" not in result.stdout
    assert "چسبیدن به دست‌ده" in result.stdout


# English words the terminal used to print around moves and results (issue 14): none may be
# left in a Persian or French match. Canonical notation is shown on purpose only where a person
# asks for it (``legal``, ``help``), which this match does not type.
ENGLISH = re.compile(
    r"\b(?:play|plays|played|pass|passes|Winners|Match|match|hand|you|You|Legal|Final|"
    r"lost|won|over|draws|replaces|discards|Trick|trick|wins|Seed|bots|the|and|Type|is|are|"
    r"of|to|with|your)\b"
)


@pytest.mark.parametrize("language", ["fr", "fa"])
@pytest.mark.parametrize("game", ["fareeb", "56", "allfours", "golf6", "cabo", "cactus"])
def test_a_whole_match_at_the_terminal_has_no_english_left(
    tmp_path: Path, language: str, game: str
) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "cardtable", "--lang", language, "play", game, "--bots",
         "random", "--seed", "4", "--option", "single_hand=on"],
        input="1\n" * 400, capture_output=True, text=True, encoding="utf-8", cwd=tmp_path,
        env=cli_env(), timeout=120,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "(vous)" in out or "(شما)" in out  # the person's own moves are echoed
    assert ("Vainqueurs" in out) or ("برندگان" in out)
    left = sorted({m.group() for m in ENGLISH.finditer(out)})
    assert not left, f"English left in the {language} terminal: {left}\n{out}"


def test_commands_answer_to_their_words_in_the_persons_language(tmp_path: Path) -> None:
    french = _play(tmp_path, "--lang", "fr", typed="aide\ncoups\n")
    assert "Ce que vous pouvez faire maintenant" in french
    assert "Coups permis : 1) pass  2) order up" in french  # the notation, on purpose
    persian = _play(tmp_path, "--lang", "fa", typed="حرکت‌ها\nخروج\n")
    assert "حرکت‌های مجاز:" in persian
    assert "پرونده" in persian  # "خروج" left the match and saved the record


REPORT_ENGLISH = re.compile(
    r"\b(?:Played|matches|hands|Win|rate|Seat|Bot|Team|Wins|every|seat|deals|each|"
    r"times|Rules|Summary|Title|Game|random|medium|trick|game)\b"
)


@pytest.mark.parametrize("language", ["fr", "fa"])
@pytest.mark.parametrize(
    "command",
    [
        ("simulate", "fareeb", "--matches", "3", "--seed", "1", "--bots", "random"),
        ("simulate", "golf6", "--matches", "2", "--seed", "1", "--bots", "random,medium,random,"
         "random"),
        ("arena", "allfours", "--bots", "medium,random", "--deals", "2", "--seed", "1"),
        ("games",),
    ],
)
def test_reports_and_the_game_list_are_in_the_persons_language(
    tmp_path: Path, language: str, command: tuple[str, ...]
) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "cardtable", "--lang", language, *command],
        capture_output=True, text=True, encoding="utf-8", cwd=tmp_path, env=cli_env(),
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    left = sorted({m.group() for m in REPORT_ENGLISH.finditer(result.stdout)})
    assert not left, f"English left: {left}\n{result.stdout}"
    if language == "fa" and command[0] != "games":
        assert "۱" in result.stdout or "۲" in result.stdout  # Persian digits in the figures
