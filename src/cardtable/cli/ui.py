"""Terminal output and input: Rich when stdout is a terminal, plain text when it is not."""

from __future__ import annotations

import sys
from collections.abc import Callable

from rich.console import Console, RenderableType
from rich.table import Table

from cardtable.i18n import Messages, without_isolates

Reader = Callable[[str], str]
"""Reads one line after showing a prompt (``input``); raises EOFError at the end of input."""


class UI:
    """Where the commands write (stdout for results, stderr for notes and errors) and read.

    Game texts (rules, views, actions) are printed verbatim: never as Rich markup, never
    re-wrapped. Colour appears only on a terminal (Rich's own detection, ``NO_COLOR`` honoured).
    """

    def __init__(
        self,
        out: Console | None = None,
        err: Console | None = None,
        reader: Reader = input,
        echo_input: bool | None = None,
    ) -> None:
        self.out = out if out is not None else Console(highlight=False)
        self.err = err if err is not None else Console(stderr=True, highlight=False)
        self._reader = reader
        self._echo = (not sys.stdin.isatty()) if echo_input is None else echo_input

    @property
    def interactive(self) -> bool:
        """A person is typing (stdin is a terminal)."""
        return not self._echo

    def text(self, text: str, style: str | None = None) -> None:
        """Text exactly as given (game output), coloured with ``style`` on a terminal."""
        self.out.out(text, style=style, highlight=False)

    def blank(self) -> None:
        self.out.out("")

    def heading(self, text: str) -> None:
        self.text(text, style="bold")

    def show(self, renderable: RenderableType) -> None:
        """A Rich renderable (a table scene, a rich text with coloured cards), never wrapped
        as markup: strings in it are shown as they are."""
        self.out.print(renderable, highlight=False, markup=False)

    def table(self, table: Table) -> None:
        self.out.print(table)

    def note(self, text: str) -> None:
        """A remark about what the command chose for you (stderr, so results stay clean)."""
        self.err.out(text, style="yellow", highlight=False)

    def error(self, text: str, words: Messages | None = None) -> None:
        """``cardtable: error: text``, the frame in ``words``' language when given."""
        line = f"error: {text}" if words is None else said_error(words, text)
        self.err.out(f"cardtable: {line}", style="bold red", highlight=False)

    def ask(self, prompt: str) -> str | None:
        """One line typed by the user, or None at the end of input (EOF).

        When the input is not a terminal the line is echoed, so transcripts read naturally.
        """
        self.out.file.flush()
        try:
            line = self._reader(prompt)
        except EOFError:
            if self._echo:
                self.out.out("")
            return None
        if self._echo:
            self.out.out(line, highlight=False)
        return line


def said_error(words: Messages, text: str) -> str:
    """``error: text`` in ``words``' language (``text`` is inserted as it is)."""
    return without_isolates(words.format("cli.arg.error", message_code=text))
