"""Where the server keeps its database, and which URLs it accepts."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.server.settings import Settings, async_db_url, default_db_url
from tests.cli.helpers import run_cli


def test_default_database_is_sqlite_in_the_xdg_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_url() == f"sqlite:///{tmp_path / 'cardtable' / 'server.db'}"
    assert Settings().database_url() == f"sqlite+aiosqlite:///{tmp_path}/cardtable/server.db"


def test_database_urls_get_the_async_drivers() -> None:
    assert async_db_url("sqlite:////x/y.db") == "sqlite+aiosqlite:////x/y.db"
    assert async_db_url("postgresql://u@h/db") == "postgresql+asyncpg://u@h/db"
    assert async_db_url("postgresql+asyncpg://u@h/db") == "postgresql+asyncpg://u@h/db"
    with pytest.raises(ValueError, match="unsupported database"):
        async_db_url("mysql://u@h/db")
    with pytest.raises(ValueError, match="sqlite:///FILE"):
        async_db_url("tables.db")


def test_serve_refuses_an_unsupported_database_with_status_2() -> None:
    result = run_cli("serve", "--db", "mysql://u@h/db")
    assert result.returncode == 2
    assert "unsupported database" in result.stderr
