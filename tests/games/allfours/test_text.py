"""All Fours for people: ``describe_view`` (the terminal's picture of a view), ``rules_text``,
``action_text_for`` and the real ``cardtable play``/``rules`` commands with piped input.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import cardtable
from cardtable.games.allfours import actions as A
from tests.games.allfours.helpers import load, play_trick, position, run

D, E = 0, 1


def test_view_shows_turn_up_runs_trump_points_and_the_trick() -> None:
    game = load(discard_method="keep_all")
    state = position(game, {}, "JS", dealer=D, runs=[({}, "9S"), ({}, "JH")])
    run(state, (E, "beg"), (D, "refuse"), (E, "no bunch"), (D, "no bunch"))
    text = game.describe_view(state.view(E))
    assert "Turned up: J♠, run 1: 9♠, run 2: J♥." in text
    assert "Trump: ♥ hearts." in text
    assert "This deal: you beg, P0 refuse, you no bunch, P0 no bunch." in text
    assert "Points this deal: P0 +1 (turn-up JS), P0 +1 (turn-up JH)." in text
    state.apply(state.legal_actions(E)[0], E)
    text = game.describe_view(state.view(D))
    assert "On the table: P1 " in text and "Your hand: " in text


def test_view_shows_the_count_with_who_won_each_point() -> None:
    game = load()
    hands = {
        D: ["AH", "2C", "3C", "4C", "5C", "6C"],
        E: ["2H", "JH", "TS", "TD", "KS", "QS"],
    }
    state = position(game, hands, "9H", dealer=D)
    run(state, (E, "stand"))
    for lead, reply in (("TS", "2C"), ("TD", "3C"), ("KS", "4C"), ("QS", "5C")):
        play_trick(state, [(E, lead), (D, reply)])
    play_trick(state, [(E, "2H"), (D, "AH")])
    run(state, (D, "play 6C"), (E, "play JH"))
    assert state.hand_number == 2
    text = game.describe_view(state.view(D))
    assert "Last hand (you dealt):" in text
    assert "High: A♥, held by you: you +1." in text
    assert "Low: 2♥, held by P1: P1 +1." in text
    assert "Jack: J♥, held by P1, won by P1: P1 +1." in text
    assert "Game: card points you 4, P1 26: P1 +1." in text


def test_view_of_a_match_won_mid_count_says_which_points_were_not_scored() -> None:
    game = load()
    hands = {
        D: ["AH", "2C", "3C", "4C", "5C", "6C"],
        E: ["2H", "JH", "TS", "TD", "KS", "QS"],
    }
    state = position(game, hands, "9H", dealer=D, points=[6, 6])
    run(state, (E, "stand"))
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    text = game.describe_view(state.view(E))
    assert "Hand over:" in text and "Match over. Winners: P0" in text
    assert "but the match was already won" in text


def test_view_in_the_bunch_window_and_discards() -> None:
    game = load()
    runs = [({}, "JH")]
    state = position(game, {}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    text = game.describe_view(state.view(D))
    assert "Discards still due: P1 3, you 3." in text, "in the order they discard"
    run(state, *[(E, a.text) for a in state.legal_actions(E)[:3]])
    text = game.describe_view(state.view(D))
    assert "P1 discard, P1 discard, P1 discard" in text, "face down to others"
    for action in state.legal_actions(D)[:3]:
        state.apply(action, D)
    assert "Your discards: " in game.describe_view(state.view(D))
    assert "Bunch window: P1 may call a bunch now (or say no bunch); then you." in (
        game.describe_view(state.view(D))
    )
    run(state, (E, "bunch"))
    assert "P1 called a bunch; waiting for you" in game.describe_view(state.view(D))


def test_other_players_discards_are_hidden_in_action_text() -> None:
    game = load()
    discard = A.DISCARD[0]
    assert game.action_text_for(discard, actor=1, viewer=0) == "discard (face down)"
    assert game.action_text_for(discard, actor=1, viewer=1) == "discard 2S"
    assert game.action_text_for(A.PLAY[0], actor=1, viewer=0) == "play 2S"


def test_pitcher_view_before_and_after_the_pitch() -> None:
    game = load(ruleset="pitcher", partnership_method="preset")
    state = position(game, {}, None, dealer=3)
    text = game.describe_view(state.view(1))
    assert "Your hand: 6 cards, face down until the pitch." in text
    assert "No trump yet: you pitches" not in text
    text = game.describe_view(state.view(2))
    assert "No trump yet: P0 pitches" in text
    state.apply(state.legal_actions(0)[0], 0)
    assert "(pitched " in game.describe_view(state.view(2))


def test_team_names_and_seats_in_a_partnership_view() -> None:
    game = load(ruleset="trinidad")
    state = game.new_state(seed=2)
    text = game.describe_view(state.view(0))
    assert "(your team)" in text and "Partners by the cut" in text
    assert "counter-clockwise" in text


@pytest.mark.parametrize("ruleset", ["standard", "trinidad", "pitcher"])
def test_rules_text_describes_the_ruleset_and_every_option(ruleset: str) -> None:
    game = load(ruleset=ruleset)
    text = game.rules_text()
    for spec in game.option_specs:
        assert spec.name in text
    expected = {
        "standard": "The elder (dealer's left) stands",
        "trinidad": "Turn-up points for the dealer's team: ace 1, six 2, jack 3.",
        "pitcher": "the suit of his first card is trump",
    }[ruleset]
    assert expected in text
    assert "Deal order for deck=" in text


def test_rules_text_follows_the_options() -> None:
    text = load(low_rule="captured", game_tie="nobody", no_undertrump=True).rules_text()
    assert "Low Captured" in text and "tie: nobody" in text and "No undertrumping" in text
    assert "hang jack" in load(ruleset="trinidad").rules_text()
    assert "ace 1, two 2, jack 3" in cardtable.load("allfours", preset="tobago").rules_text()


# --------------------------------------------------------------------------- the real command


def cli(*args: str, stdin: str = "", cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONIOENCODING="utf-8", NO_COLOR="1", COLUMNS="100", TERM="dumb")
    return subprocess.run(
        [sys.executable, "-m", "cardtable", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd,
        env=env,
        timeout=120,
    )


@pytest.mark.parametrize(
    ("options", "seen"),
    [
        # The terminal draws All Fours from its scene: the turn-up zone, the facts line, the
        # result panel's High/Low/Jack/Game rows, the partner's seat row.
        ([], ["Turn-up", "Trump:", "High", "Low", "Game"]),
        (["--option", "ruleset=trinidad"], ["Turn-up", "your partner", "High", "Jack"]),
        (["--option", "ruleset=pitcher"], ["Pitched:", "High", "your partner"]),
    ],
)
def test_cardtable_play_a_whole_match_with_piped_input(
    options: list[str], seen: list[str], tmp_path: Path
) -> None:
    done = cli("play", "allfours", "--seed", "1", *options, stdin="1\n" * 3000, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Match over after" in out and "Final scores" in out
    for text in seen:
        assert text in out, f"{text!r} not shown"
    saved = list(tmp_path.glob("allfours-1*.cardtable.json"))
    assert saved
    replayed = cardtable.replay(saved[0].read_text(encoding="utf-8"))
    assert replayed.is_terminal


def test_cardtable_rules_allfours(tmp_path: Path) -> None:
    done = cli("rules", "allfours", "--option", "ruleset=trinidad", cwd=tmp_path)
    assert done.returncode == 0
    assert "counter-clockwise" in done.stdout and "take_one_restriction" in done.stdout


@pytest.mark.parametrize(
    ("preset", "options", "target"),
    [
        (None, {}, 7),
        ("trinidad", {}, 14),
        ("pitcher", {}, 11),
        (None, {"running_all_fours": True}, 31),
        ("trinidad", {"target_score": 9}, 14),  # the default in force, not the value set
    ],
)
def test_the_options_table_gives_the_default_in_force(
    preset: str | None, options: dict[str, object], target: int
) -> None:
    """Each ruleset has its own target (§6); the table must not show standard's 7 everywhere."""
    game = cardtable.load("allfours", preset, **options)
    assert game.default_of("target_score") == target
    for language in ("en", "fr"):
        line = next(
            row for row in game.rules_text(language).splitlines() if "target_score =" in row
        )
        default = re.search(r"(?:default|défaut) (\d+)", line)
        assert default is not None and int(default.group(1)) == target, line
