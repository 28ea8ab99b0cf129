"""README's Python API example runs as written."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_the_python_api_example_runs() -> None:
    text = README.read_text(encoding="utf-8")
    section = text.split("## The Python API", 1)[1]
    block = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert block is not None, "README's Python API section has a python block"
    names: dict[str, object] = {}
    exec(compile(block.group(1), "README.md", "exec"), names)
    assert "state" in names and "rng" in names
