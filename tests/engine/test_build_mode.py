"""``cardtable.COMPILED`` tells the truth about every module of the hot path (docs/speed.md)."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import cardtable

# The modules that stay interpreted in a compiled build (setup.py says why).
INTERPRETED = {
    "cardtable.engine.errors",
    "cardtable.engine.options",
    "cardtable.engine.record",
    "cardtable.games.golf.options",
    "cardtable.games.golfp.options",
}
INTERPRETED_LAST_NAMES = {"scene", "playout"}
# The bot modules compiled with the hot path (setup.py's COMPILED_BOTS).
COMPILED_BOTS = ["cardtable.bots.golf_playout"]


def hot_path_modules() -> list[str]:
    names = ["cardtable.cards"]
    for package in ("cardtable.engine", "cardtable.games"):
        root = importlib.import_module(package)
        for info in pkgutil.walk_packages(root.__path__, package + "."):
            if not info.ispkg:
                names.append(info.name)
    return [
        n for n in names
        if n not in INTERPRETED and n.rsplit(".", 1)[1] not in INTERPRETED_LAST_NAMES
    ] + COMPILED_BOTS


def test_every_hot_path_module_runs_in_the_mode_cardtable_reports() -> None:
    modules = hot_path_modules()
    assert "cardtable.games.fareeb.state" in modules and "cardtable.engine.state" in modules
    for name in modules:
        path = Path(importlib.import_module(name).__file__ or "")
        compiled = path.suffix in (".so", ".pyd")
        assert compiled == cardtable.COMPILED, f"{name} runs from {path.name}"


def test_interpreted_modules_stay_plain_python() -> None:
    for name in INTERPRETED:
        path = Path(importlib.import_module(name).__file__ or "")
        assert path.suffix == ".py", f"{name} runs from {path.name}"
