"""The errors the engine raises at people: each says what was wrong and what is allowed."""

from __future__ import annotations

from collections.abc import Sequence


class CardtableError(Exception):
    """Base class of every error cardtable raises on purpose."""


class IllegalAction(CardtableError, ValueError):
    """An action the rules do not allow now, or text that is not an action.

    The state it was tried on is left exactly as it was.
    """

    def __init__(self, tried: str, reason: str, legal: Sequence[str] = ()) -> None:
        self.tried = tried
        self.reason = reason
        self.legal = tuple(legal)
        message = f"{tried!r} is not allowed: {reason}."
        if self.legal:
            message += " Legal now: " + ", ".join(self.legal)
        super().__init__(message)


class InvalidOptions(CardtableError, ValueError):
    """An option name, value or combination the game does not accept."""

    def __init__(self, option: str, value: object, allowed: str) -> None:
        self.option = option
        self.value = value
        self.allowed = allowed
        super().__init__(f"option {option}={value!r} is not accepted: {allowed}")


class InvalidDeck(CardtableError, ValueError):
    """A ``deck=`` argument that is not an arrangement of the game's deck."""


class UnknownGame(CardtableError, KeyError):
    def __init__(self, name: str, known: Sequence[str]) -> None:
        self.name = name
        super().__init__(f"no game called {name!r}; games are: {', '.join(known)}")

    def __str__(self) -> str:
        return str(self.args[0])


class RecordError(CardtableError, ValueError):
    """A record that cannot be read or replayed."""
