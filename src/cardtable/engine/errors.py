"""The errors the engine raises at people: each says what was wrong and what is allowed."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.scene import Text

MAX_QUOTE = 60
"""How many characters of a refused input an error message quotes: input from a stranger's
browser may be megabytes long, and a message is shown to people and written to logs."""


def quote(value: object) -> str:
    """``repr(value)``, cut to ``MAX_QUOTE`` characters (with "..." when cut)."""
    try:
        text = repr(value)
    except Exception:  # a caller's object whose repr fails is still named by its type
        text = f"<{type(value).__name__}>"
    return text if len(text) <= MAX_QUOTE else text[: MAX_QUOTE - 3] + "..."


def english(reason: Text) -> str:
    """A reason's English wording, arguments as given (cards stay ``JH``): the text of the
    exception itself, for logs and the library's users."""
    from cardtable.i18n import messages  # the catalogs load on the first refusal only

    return messages("en").plain(reason)


class CardtableError(Exception):
    """Base class of every error cardtable raises on purpose."""


class IllegalAction(CardtableError, ValueError):
    """An action the rules do not allow now, or text that is not an action.

    The state it was tried on is left exactly as it was. ``reason`` may be given as a ``Text``
    (a message id with arguments): ``why`` keeps it, so a front end can say it in the person's
    language, and ``reason`` is its English wording with cards in canonical notation (logs, the
    library's users; docs/i18n.md).
    """

    def __init__(
        self, tried: str, reason: str | Text, legal: Sequence[str] = (), *,
        why: Text | None = None,
    ) -> None:
        if isinstance(reason, Text):
            why, reason = reason, english(reason)
        self.tried = tried
        self.reason = reason
        self.why = why
        self.legal = tuple(legal)
        message = f"{quote(tried)} is not allowed: {reason}."
        if self.legal:
            message += " Legal now: " + ", ".join(self.legal)
        super().__init__(message)


class InvalidSeat(IllegalAction):
    """A player number that is not a seat at this table (``apply``, ``legal_actions``, ``view``).

    A seat is an ``int`` (not a ``bool``) in ``range(players)``; the message names the seats
    that exist. It is an ``IllegalAction``, so callers of ``apply`` catch one error type.
    """

    def __init__(self, seat: object, players: int, tried: str = "") -> None:
        what = (
            f"player {quote(seat)}" if type(seat) is int
            else f"{quote(seat)} ({type(seat).__name__})"
        )
        why = Text("errors.illegal.not_a_seat", {"who": what, "last": players - 1})
        self.seat = seat
        self.players = players
        if tried:
            super().__init__(tried, why)
        else:
            reason = english(why)
            self.tried, self.reason, self.legal, self.why = "", reason, (), why
            ValueError.__init__(self, reason[0].upper() + reason[1:] + ".")


class InvalidOptions(CardtableError, ValueError):
    """An option name, value or combination the game does not accept."""

    def __init__(
        self, option: str, value: object, allowed: str | Text, *, why: Text | None = None
    ) -> None:
        if isinstance(allowed, Text):
            why, allowed = allowed, english(allowed)
        self.option = option
        self.value = value
        self.allowed = allowed
        self.why = why
        """``allowed`` as a message id with arguments, for a front end (see IllegalAction)."""
        super().__init__(f"option {option}={quote(value)} is not accepted: {allowed}")


class InvalidDeck(CardtableError, ValueError):
    """A ``deck=`` argument that is not an arrangement of the game's deck."""


class UnknownGame(CardtableError, KeyError):
    """A game name the registry does not know; ``why`` says it as a message id (see
    IllegalAction), naming the games there are."""

    def __init__(self, name: object, known: Sequence[str]) -> None:
        self.name = name
        self.known = tuple(known)
        self.why = Text(
            "errors.unknown_game", {"name_code": quote(name), "games_code": ", ".join(known)}
        )
        super().__init__(english(self.why))

    def __str__(self) -> str:
        return str(self.args[0])


class RecordError(CardtableError, ValueError):
    """A record that cannot be read or replayed."""
