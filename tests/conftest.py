"""Shared pytest set-up: ``--slow`` turns on the bigger conformance run; the build mode.

``CARDTABLE_EXPECT_MODE=compiled`` (or ``pure``) makes the run stop at once if cardtable runs in
the other mode, so CI cannot pass a silently pure "compiled" run (docs/speed.md).
"""

from __future__ import annotations

import os

import pytest

import cardtable

MODES = {True: "compiled", False: "pure"}


def pytest_report_header(config: pytest.Config) -> str:
    return f"cardtable: {MODES[cardtable.COMPILED]} build ({cardtable.__file__})"


def pytest_sessionstart(session: pytest.Session) -> None:
    expected = os.environ.get("CARDTABLE_EXPECT_MODE", "")
    if expected and expected != MODES[cardtable.COMPILED]:
        pytest.exit(
            f"CARDTABLE_EXPECT_MODE={expected}, but cardtable runs {MODES[cardtable.COMPILED]}"
            f" from {cardtable.__file__}",
            returncode=3,
        )


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow",
        action="store_true",
        default=False,
        help="run the slow, bigger conformance run (thousands of playouts per game)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="slow run: use --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
