"""A refusal as a person reads it: what they tried, why the rules or the options refuse it, and
what is allowed now, in their language (docs/i18n.md, "Errors")."""

from __future__ import annotations

from cardtable.engine.errors import (
    MAX_QUOTE,
    CardtableError,
    IllegalAction,
    InvalidOptions,
    UnknownGame,
    quote,
)
from cardtable.engine.options import format_value
from cardtable.i18n import DEFAULT_LANGUAGE, Messages


def _shown(value: object) -> str:
    if isinstance(value, bool | int):
        return format_value(value)
    if isinstance(value, str) and len(value) <= MAX_QUOTE:
        return value
    return quote(value)


def say_error(error: CardtableError, language: Messages, *, with_legal: bool = True) -> str:
    """``error`` in ``language``; in English, and for an error that carries no message id, the
    error's own text. ``with_legal=False`` leaves out the list of legal actions (a front end
    that shows them itself)."""
    if language.language == DEFAULT_LANGUAGE:
        return _without_legal(str(error)) if not with_legal else str(error)
    if isinstance(error, IllegalAction) and error.why is not None:
        said = language.format(
            "errors.refused", tried_code=_shown(error.tried), why=language.text(error.why)
        )
        if error.legal and with_legal:
            said += " " + language.format("errors.refused.legal", legal=", ".join(error.legal))
        return said
    if isinstance(error, IllegalAction) and not with_legal:
        return _without_legal(str(error))
    if isinstance(error, InvalidOptions) and error.why is not None:
        return language.format(
            "errors.bad_option", option=_shown(error.option), value=_shown(error.value),
            why=language.text(error.why),
        )
    if isinstance(error, UnknownGame):
        return language.text(error.why)
    return str(error)


def _without_legal(said: str) -> str:
    return said.split(" Legal now:")[0].strip()
