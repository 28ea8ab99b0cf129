"""Build cardtable, compiling the hot path (cards, engine, games) with mypyc.

Everything else lives in pyproject.toml; this file only adds the compiled extension modules.

- ``pip install .``, ``pip wheel .`` and ``python -m build`` compile (docs/speed.md): a wheel is
  the compiled build unless compiling is impossible or ``CARDTABLE_PURE=1`` says otherwise.
- ``pip install -e .`` (an editable install) never compiles: edits must take effect without a
  rebuild, and README's first command must stay quick.
- ``CARDTABLE_PURE=1`` skips compiling in any build: the same code runs as plain Python.
- Without mypyc or a C compiler the build falls back to plain Python and says so (unless
  ``CARDTABLE_REQUIRE_COMPILED=1``, as in CI, which makes that an error). A module that mypyc
  refuses always fails the build loudly (set ``CARDTABLE_PURE=1`` to build anyway): a silently
  pure "compiled" build would hide the regression.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"

# Modules that stay interpreted (docs/speed.md): the error classes, the options mapping and the
# record dataclass (pickled for `simulate --jobs`), the two Golf option modules (they subclass
# the interpreted OptionSpec dataclass, which a compiled class cannot), the packages' __init__
# files (import-time wiring only), the table scenes (front ends' data, not the hot path) and
# the trick games' playout views (playout.py: read by the search bots, which are interpreted).
INTERPRETED_FILES = {
    "cardtable/engine/errors.py",
    "cardtable/engine/options.py",
    "cardtable/engine/record.py",
    "cardtable/games/golf/options.py",
    "cardtable/games/golfp/options.py",
}
INTERPRETED_NAMES = {"__init__.py", "scene.py", "playout.py"}
# Bot modules on the hot path of a search, compiled with the engine: Golf's playout policy and
# its playout loop run millions of times a decision (docs/speed.md, "Golf's playout policy
# compiled").
COMPILED_BOTS = ["cardtable/bots/golf_playout.py"]


def compiled_modules() -> list[str]:
    """The hot path: cards.py, engine/, every games/ package (scenes stay interpreted) and the
    bots' playout policies in ``COMPILED_BOTS``."""
    paths = [SRC / "cardtable" / "cards.py"]
    paths += sorted((SRC / "cardtable" / "engine").glob("*.py"))
    paths += sorted((SRC / "cardtable" / "games").glob("*/*.py"))
    paths += [SRC / name for name in COMPILED_BOTS]
    chosen = []
    for path in paths:
        rel = path.relative_to(SRC).as_posix()
        if rel in INTERPRETED_FILES or path.name in INTERPRETED_NAMES:
            continue
        chosen.append(path.relative_to(HERE).as_posix())
    return chosen


def wants_compiled() -> bool:
    if os.environ.get("CARDTABLE_PURE", "") not in ("", "0"):
        print("cardtable: CARDTABLE_PURE is set; building plain Python", file=sys.stderr)
        return False
    commands = [a for a in sys.argv[1:] if not a.startswith("-")]
    if {"egg_info", "dist_info"} >= set(commands):
        return False  # metadata only: nothing is built, so nothing to compile
    if "editable_wheel" in sys.argv or "develop" in sys.argv:
        print("cardtable: editable install; not compiling (see docs/speed.md)", file=sys.stderr)
        return False
    return True


def extensions() -> list[object]:
    if not wants_compiled():
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        return _fall_back("mypyc is not available")
    if not _have_c_compiler():
        return _fall_back("no C compiler found")
    # One C file per module: gcc copes with those far better than with one huge file.
    return list(
        mypycify(["--strict", *compiled_modules()], opt_level="3", debug_level="0", multi_file=True)
    )


def _fall_back(reason: str) -> list[object]:
    """Plain Python when compiling is not possible, unless CARDTABLE_REQUIRE_COMPILED says no."""
    if os.environ.get("CARDTABLE_REQUIRE_COMPILED", "") not in ("", "0"):
        raise SystemExit(f"cardtable: {reason}, and CARDTABLE_REQUIRE_COMPILED is set")
    print(f"cardtable: {reason}; building plain Python", file=sys.stderr)
    return []


def _have_c_compiler() -> bool:
    """Whether the C compiler Python was built with (``CC``) is on this machine."""
    compiler = (sysconfig.get_config_var("CC") or "").split()
    if not compiler:
        return True  # Windows (MSVC): no CC; let the build try
    return shutil.which(compiler[0]) is not None


setup(ext_modules=extensions())
