"""How a match ended, in words any game's front end can use."""

from __future__ import annotations

from cardtable.cli.common import seat_label
from cardtable.engine import State


def _name(player: int, you: int | None) -> str:
    return seat_label(player) + (" (you)" if player == you else "")


def score_line(state: State, you: int | None = None, prefix: str = "Scores") -> str:
    """``Scores: P0+P2 10, P1+P3 6`` (teams) or ``Scores: P0 3, P1 10, ...``."""
    scores = state.scores
    teams = state.game.teams
    if teams:
        parts = [
            "+".join(seat_label(p) for p in team)
            + (" (you)" if you in team else "")
            + f" {scores[team[0]]}"
            for team in teams
        ]
    else:
        parts = [f"{_name(p, you)} {s}" for p, s in enumerate(scores)]
    return f"{prefix}: " + ", ".join(parts)


def result_lines(state: State, you: int | None = None) -> list[str]:
    """Who won and the final scores (or where the match stands, if it is not over)."""
    if not state.is_terminal:
        return [f"The match is not over (hand {state.hand_number}).", score_line(state, you)]
    winners = state.winners
    who = join_words([_name(p, you) for p in winners]) if winners else "nobody"
    hands = f"{state.hand_number} hand" + ("" if state.hand_number == 1 else "s")
    lines = [f"Match over after {hands}. Winners: {who}."]
    if you is not None and winners:
        lines.append("You won!" if you in winners else "You lost.")
    lines.append(score_line(state, you, "Final scores"))
    return lines


def join_words(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]
