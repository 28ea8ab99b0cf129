"""Shared pytest set-up: ``--slow`` turns on the bigger conformance run."""

from __future__ import annotations

import pytest


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
