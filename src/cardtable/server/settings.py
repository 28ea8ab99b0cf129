"""Server settings: one frozen object, built from the command line, passed to ``create_app``."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

from cardtable.bots.base import BOT_KINDS

PREFERRED_BOT = "medium"
"""The default bot kind when the registry has it; otherwise the registry's first kind."""


def default_bot_kind() -> str:
    return PREFERRED_BOT if PREFERRED_BOT in BOT_KINDS else next(iter(BOT_KINDS))


def data_dir() -> Path:
    """The user's data folder for cardtable (XDG on Unix, LOCALAPPDATA on Windows)."""
    if sys.platform == "win32" and os.environ.get("LOCALAPPDATA"):
        return Path(os.environ["LOCALAPPDATA"]) / "cardtable"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "cardtable"


def default_db_url() -> str:
    return f"sqlite:///{data_dir() / 'server.db'}"


def async_db_url(url: str) -> str:
    """The URL with the async driver the server uses (aiosqlite, asyncpg)."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        raise ValueError(
            f"a database URL looks like sqlite:///FILE or postgresql://..., not {url!r}"
        )
    base = scheme.split("+", 1)[0]
    if base == "sqlite":
        return f"sqlite+aiosqlite://{rest}"
    if base in ("postgresql", "postgres"):
        return f"postgresql+asyncpg://{rest}"
    raise ValueError(f"unsupported database {scheme!r}: use sqlite:///FILE or postgresql://...")


@dataclass(frozen=True)
class Settings:
    host: str = "127.0.0.1"
    port: int = 8000
    db_url: str = ""
    """Empty: SQLite in the user's data folder."""
    bot_workers: int = 2
    """Workers computing bot moves, shared by every table."""
    bot_pool: str = "process"
    """``process`` (default: bots never hold the event loop's GIL) or ``thread``."""
    max_message_bytes: int = 4096
    rate_per_second: float = 20.0
    rate_burst: int = 40
    refusals_before_close: int = 200
    max_clients_per_table: int = 64
    """Connections at one table before spectators are refused, so nobody can flood a table."""
    max_connections_per_seat: int = 8
    """Connections with one seat token (devices, tabs); a seat is never refused for spectators."""
    commit_batch: int = 256
    """Most events written in one group commit."""
    idle_table_s: float = 600.0
    """A table nobody is connected to and nothing happened at for this long leaves memory
    (waiting, or playing with nothing pending); it is rebuilt from its event log when next
    asked for."""
    finished_table_s: float = 60.0
    """The same for a table whose match is over: it usually is not played again."""

    def database_url(self) -> str:
        return async_db_url(self.db_url or default_db_url())
