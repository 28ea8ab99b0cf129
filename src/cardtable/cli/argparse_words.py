"""argparse's own error sentences in the person's language.

argparse words its refusals (a missing argument, an unknown option, a value outside the
choices) through Python's gettext catalog, which has no Persian or French, and hands the
parser one formatted English sentence. ``say_argparse_error`` recognises those sentences and
says them again from our catalogs (``cli.argparse.*``), keeping the names, values and choices
they quote verbatim. A sentence it does not know (a newer Python's wording) stays as argparse
wrote it: English, but never lost.
"""

from __future__ import annotations

import re
from typing import Final

from cardtable.i18n import DEFAULT_LANGUAGE, Messages, without_isolates

ARGUMENT: Final = r"argument (?P<name_code>\S+(?:/\S+)?): "

SENTENCES: Final[tuple[tuple[re.Pattern[str], str], ...]] = tuple(
    (re.compile(pattern, re.DOTALL), id)
    for pattern, id in (
        (r"the following arguments are required: (?P<names_code>.+)", "cli.argparse.required"),
        (r"unrecognized arguments: (?P<args_code>.+)", "cli.argparse.unrecognized"),
        (
            r"ambiguous option: (?P<option_code>\S+) could match (?P<matches_code>.+)",
            "cli.argparse.ambiguous",
        ),
        (
            ARGUMENT + r"invalid choice: (?P<value_code>.+?) \(choose from (?P<choices_code>.+)\)",
            "cli.argparse.invalid_choice",
        ),
        (ARGUMENT + r"invalid \S+ value: (?P<value_code>.+)", "cli.argparse.invalid_value"),
        (ARGUMENT + r"expected one argument", "cli.argparse.expected_one"),
        (ARGUMENT + r"expected at least one argument", "cli.argparse.expected_some"),
        (ARGUMENT + r"ignored explicit argument (?P<value_code>.+)", "cli.argparse.ignored"),
        (ARGUMENT + r"not allowed with argument (?P<other_code>.+)", "cli.argparse.not_with"),
        # Last: our own ``type=`` refusals, already in the person's language.
        (ARGUMENT + r"(?P<problem>.+)", "cli.argparse.argument"),
    )
)


def say_argparse_error(words: Messages, message: str) -> str:
    """argparse's ``message`` in ``words``' language (as it is in English, or when unknown)."""
    if words.language == DEFAULT_LANGUAGE:
        return message
    for pattern, id in SENTENCES:
        found = pattern.fullmatch(message)
        if found is not None:
            return without_isolates(words.format(id, **found.groupdict()))
    return message
