"""Databases for the server tests: SQLite in a temporary folder always, and PostgreSQL when a
server is reachable (``CARDTABLE_TEST_PG``, else postgres@127.0.0.1:5432), with a fresh
database for each test, dropped afterwards."""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import asyncpg
import pytest

from tests.server.harness import ServerProcess

DEFAULT_PG = "postgresql://postgres@127.0.0.1:5432/postgres"


def _pg_admin_url() -> str:
    return os.environ.get("CARDTABLE_TEST_PG") or DEFAULT_PG


def _with_database(url: str, name: str) -> str:
    base, _, _ = url.rpartition("/")
    return f"{base}/{name}"


async def _admin(url: str, sql: str) -> None:
    conn = await asyncpg.connect(url, timeout=5)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


_pg_problem: list[str] = []


def _pg_reachable(url: str) -> str | None:
    if _pg_problem:
        return _pg_problem[0] or None
    try:
        asyncio.run(_admin(url, "SELECT 1"))
    except Exception as exc:
        _pg_problem.append(
            f"no PostgreSQL at {url} ({type(exc).__name__}: {exc}); "
            "set CARDTABLE_TEST_PG=postgresql://USER@HOST:PORT/DB to run these"
        )
        return _pg_problem[0]
    _pg_problem.append("")
    return None


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh, empty database URL: SQLite, or PostgreSQL (skipped when none is reachable)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'tables.db'}"
        return
    admin = _pg_admin_url()
    problem = _pg_reachable(admin)
    if problem:
        pytest.skip(problem)
    name = f"cardtable_test_{os.getpid()}_{secrets.token_hex(4)}"
    asyncio.run(_admin(admin, f'CREATE DATABASE "{name}"'))
    try:
        yield _with_database(admin, name)
    finally:
        asyncio.run(_admin(admin, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


@pytest.fixture
def server(db_url: str, tmp_path: Path) -> Iterator[ServerProcess]:
    proc = ServerProcess(db_url, tmp_path / "server.log")
    proc.start()
    try:
        yield proc
    finally:
        proc.stop()


@pytest.fixture
def sqlite_server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A server on SQLite only, for tests about the protocol rather than storage."""
    proc = ServerProcess(f"sqlite:///{tmp_path / 'tables.db'}", tmp_path / "server.log")
    proc.start()
    try:
        yield proc
    finally:
        proc.stop()
