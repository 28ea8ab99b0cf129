"""The command line's help and usage errors follow ``--lang`` (issue 14)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from cardtable.cli.common import UsageError, parse_option_args
from cardtable.cli.main import chosen_language
from cardtable.i18n import messages
from tests.cli.helpers import cli_env, run_cli

PERSIAN = re.compile(r"[\u0600-\u06FF]")
CANONICAL = ("--seat", "--bots", "--seed", "--save", "--option", "NAME=VALUE", "GAME")


def test_play_help_in_persian() -> None:
    result = run_cli("--lang", "fa", "play", "--help")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "در پایانه با ربات‌ها بازی کنید" in out  # the description
    assert "جای شما (پیش‌فرض ۰)" in out  # --seat's help, Persian digit
    assert "کاربرد:" in out and "گزینه‌ها:" in out and "نمایش همین راهنما" in out
    for name in CANONICAL:
        assert name in out, name
    assert "target_score=5" in out  # notation keeps its ASCII digit
    assert "play a match" not in out and "your seat" not in out and "usage:" not in out
    assert "\u2068" not in out and "\u2069" not in out


def test_play_help_in_french() -> None:
    result = run_cli("--lang=fr", "play", "--help")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Jouer une partie contre des robots dans le terminal" in out
    assert "votre place (par défaut 0)" in out
    assert "usage :" in out and "options :" in out and "afficher cette aide et quitter" in out
    for name in CANONICAL:
        assert name in out, name
    assert "your seat" not in out and "show this help" not in out


def test_top_level_help_follows_the_environment() -> None:
    env = {**cli_env(), "LC_ALL": "fr_FR.UTF-8", "LANG": "", "LANGUAGE": "", "LC_MESSAGES": ""}
    result = subprocess.run(
        [sys.executable, "-m", "cardtable", "--help"],
        capture_output=True, text=True, encoding="utf-8", env=env, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "Jeux de cartes traditionnels" in result.stdout


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fa", "cardtable: خطا: --option به شکل NAME=VALUE است (مانند target_score=5)، "
               "نه «novalue»"),
        ("fr", "cardtable: erreur : --option attend NAME=VALUE (comme target_score=5), et non "
               "'novalue'"),
        ("en", "cardtable: error: --option wants NAME=VALUE (like target_score=5), not 'novalue'"),
    ],
)
def test_a_usage_error_in_each_language(lang: str, said: str) -> None:
    result = run_cli("--lang", lang, "rules", "fareeb", "--option", "novalue")
    assert result.returncode == 2
    assert result.stderr.strip() == said
    assert result.stdout == ""


def test_a_missing_file_in_persian() -> None:
    result = run_cli("--lang", "fa", "replay", "no-such-file.json")
    assert result.returncode == 2
    assert PERSIAN.search(result.stderr) and "no-such-file.json" in result.stderr


def test_argparse_errors_are_framed_in_the_language() -> None:
    result = run_cli("--lang", "fr", "play")
    assert result.returncode == 2
    assert "usage : cardtable play" in result.stderr
    assert "cardtable play: erreur : " in result.stderr


def test_usage_error_keeps_its_english_text_and_its_message_id() -> None:
    with pytest.raises(UsageError) as caught:
        parse_option_args(["a=1", "a=2"], None)
    error = caught.value
    assert str(error) == "option 'a' is given twice; give each option once"
    assert error.why.id == "cli.usage.option_twice"
    assert error.say(messages("fr")) == (
        "l’option 'a' est donnée deux fois ; donnez chaque option une seule fois"
    )
    assert PERSIAN.search(error.say(messages("fa")))
    assert "\u2068" not in error.say(messages("fa"))


@pytest.mark.parametrize(
    ("argv", "lang"),
    [
        (["--lang", "fa", "play"], "fa"),
        (["--lang=fr", "play", "--help"], "fr"),
        (["--la", "fr"], "fr"),
        (["-h", "--lang", "fa"], "fa"),
        (["play", "--lang", "fa"], "en"),  # after the command: not the top-level option
        (["--lang", "xx"], "en"),  # argparse refuses it; the refusal is in English
    ],
)
def test_the_language_is_read_before_the_parser(
    argv: list[str], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for key in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        monkeypatch.delenv(key, raising=False)
    assert chosen_language(argv) == lang


# Command lines argparse or the commands refuse, with what the refusal must quote verbatim.
REFUSED = [
    (["play"], "GAME"),
    (["play", "fareeb", "--bogus"], "--bogus"),
    (["plya"], "'plya'"),
    (["play", "fareeb", "--seed", "abc"], "'abc'"),
    (["play", "fareeb", "--seed", "-3"], "--seed"),
    (["play", "fareeb", "--seed"], "--seed"),
    (["play", "fareeb", "--seat", "x"], "'x'"),
    (["simulate", "fareeb", "--matches", "0"], "--matches"),
    (["play", "nosuchgame"], "'nosuchgame'"),
    (["play", "fareeb", "--bots", "genius"], "'genius'"),
    (["arena", "fareeb", "--bots", "a,b,c,d,e"], "--bots"),
    (["simulate", "fareeb", "--bots", "medium,hard"], "medium, hard"),
]


# Words an English refusal shares with what was typed, or with French.
NOT_ENGLISH_ONLY = {
    "fareeb", "nosuchgame", "genius", "medium", "hard", "bogus", "plya", "games", "rules", "play",
    "replay", "simulate", "arena", "serve", "random", "easy", "matches", "seed", "bots", "seat",
    "allfours", "cabo", "cactus", "cumbia", "dacz", "golf", "malaysian", "pablo", "argument",
    "arguments",
}


@pytest.mark.parametrize(("argv", "quoted"), REFUSED, ids=[" ".join(a) for a, _ in REFUSED])
@pytest.mark.parametrize("lang", ["fa", "fr"])
def test_every_refusal_of_a_command_line_is_in_the_language(
    lang: str, argv: list[str], quoted: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """argparse's own sentences, the number types' and the bot and game names' refusals: none
    is left in English, and each still quotes what was typed."""
    from cardtable.cli.main import main

    assert main(["--lang", "en", *argv]) == 2
    english = capsys.readouterr().err.strip().splitlines()[-1]
    assert main(["--lang", lang, *argv]) == 2
    said = capsys.readouterr().err.strip().splitlines()[-1]
    assert quoted in said, said
    reason = english.split("error: ", 1)[1]
    english_words = set(re.findall(r"\b[a-z]{4,}\b", reason)) - NOT_ENGLISH_ONLY
    assert english_words, english
    left = {w for w in english_words if re.search(rf"\b{w}\b", said)}
    assert not left, (said, left)
    if lang == "fa":
        assert PERSIAN.search(said), said
