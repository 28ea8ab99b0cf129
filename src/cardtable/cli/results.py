"""How a match ended, in words any game's front end can use, in the person's language."""

from __future__ import annotations

from cardtable.cli.words import Words
from cardtable.engine import State
from cardtable.engine.scene import text


def seat_name(player: int, you: int | None, words: Words) -> str:
    """``P1``, or ``P1 (you)`` for the person's own seat (``J1 (vous)`` in French)."""
    name = words.seat(player)
    return words.plain(text("cli.seat.you", name=name)) if player == you else name


def score_line(
    state: State, you: int | None = None, final: bool = False, words: Words | None = None
) -> str:
    """``Scores: P0+P2 10, P1+P3 6`` (teams) or ``Scores: P0 3, P1 10, ...``."""
    words = words if words is not None else Words()
    scores = state.scores
    teams = state.game.teams
    if teams:
        parts = [
            words.plain(text(
                "cli.scores.side",
                name="+".join(words.seat(p) for p in team)
                + (" " + words.plain(text("cli.seat.you_mark")) if you in team else ""),
                score=scores[team[0]],
            ))
            for team in teams
        ]
    else:
        parts = [
            words.plain(text("cli.scores.side", name=seat_name(p, you, words), score=s))
            for p, s in enumerate(scores)
        ]
    return words.plain(text(
        "cli.scores.final" if final else "cli.scores.now", parts=list_separator(words).join(parts)
    ))


def result_lines(state: State, you: int | None = None, words: Words | None = None) -> list[str]:
    """Who won and the final scores (or where the match stands, if it is not over)."""
    words = words if words is not None else Words()
    if not state.is_terminal:
        return [
            words.plain(text("cli.result.not_over", hand=state.hand_number)),
            score_line(state, you, words=words),
        ]
    winners = state.winners
    who = (
        join_words([seat_name(p, you, words) for p in winners], words)
        if winners else words.plain(text("cli.result.nobody"))
    )
    lines = [words.plain(text("cli.result.over", hands=state.hand_number, names=who))]
    if you is not None and winners:
        lines.append(words.plain(text("cli.result.you_won" if you in winners
                                      else "cli.result.you_lost")))
    lines.append(score_line(state, you, final=True, words=words))
    return lines


def list_separator(words: Words) -> str:
    """``, `` in English and French, ``، `` in Persian."""
    return words.plain(text("cli.list.separator"))


def join_words(items: list[str], words: Words | None = None) -> str:
    """``a``, ``a and b``, ``a, b and c`` (``a et b``, ``a و b``)."""
    words = words if words is not None else Words()
    if len(items) <= 1:
        return "".join(items)
    return words.plain(text(
        "cli.list.and", first=list_separator(words).join(items[:-1]), last=items[-1]
    ))
