"""Running the real ``cardtable`` command (``python -m cardtable``) in a subprocess."""

from __future__ import annotations

import os
import re
import selectors
import subprocess
import sys
import time
from pathlib import Path

TIMEOUT = 30.0


def cli_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update({"PYTHONIOENCODING": "utf-8", "NO_COLOR": "1", "COLUMNS": "100", "TERM": "dumb"})
    env.pop("FORCE_COLOR", None)
    return env


def run_cli(
    *args: str, stdin: str = "", cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """Run ``cardtable ARGS`` to its end with ``stdin`` as its input."""
    return subprocess.run(
        [sys.executable, "-m", "cardtable", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd,
        env=cli_env(),
        timeout=TIMEOUT * 2,
    )


LEGAL_ITEM = re.compile(r"(\d+)\) (.+?)(?=\s{2}\d+\) |$)")


def parse_legal(line: str) -> list[str]:
    """``Legal: 1) pass  2) order up`` -> ``["pass", "order up"]``."""
    assert line.startswith("Legal: "), line
    return [m.group(2) for m in LEGAL_ITEM.finditer(line[len("Legal: ") :])]


class Session:
    """An interactive ``cardtable`` process: read up to each prompt, then answer it."""

    def __init__(
        self, args: list[str], cwd: Path, prompt: str, also: tuple[str, ...] = ()
    ) -> None:
        self.prompt = prompt
        self.prompts = (prompt, *also)
        """Any of these ends a read (a pause such as "Press Enter to continue> ")."""
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cardtable", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            cwd=cwd,
            env=cli_env(),
            bufsize=0,
        )
        assert self.proc.stdout is not None
        self._fd = self.proc.stdout.fileno()
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._fd, selectors.EVENT_READ)
        self.transcript = ""

    def read_until_prompt(self) -> str | None:
        """Output up to the next prompt; None when the process ended instead."""
        start = len(self.transcript)
        deadline = time.monotonic() + TIMEOUT
        buffer = b""
        while True:
            text = buffer.decode("utf-8", errors="replace")
            if text.endswith(self.prompts):
                self.transcript += text
                return self.transcript[start:]
            left = deadline - time.monotonic()
            if left <= 0:
                self.proc.kill()
                raise AssertionError(f"no prompt within {TIMEOUT} s; output so far:\n{text}")
            if not self._selector.select(timeout=left):
                continue
            chunk = os.read(self._fd, 65536)
            if not chunk:
                self.transcript += text
                return None
            buffer += chunk

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((line + "\n").encode("utf-8"))
        self.proc.stdin.flush()

    def finish(self) -> int:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        code = self.proc.wait(timeout=TIMEOUT)
        self._selector.close()
        assert self.proc.stdout is not None
        self.proc.stdout.close()
        return code
