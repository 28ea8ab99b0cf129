"""The database schema (SQLAlchemy Core). Alembic migrations in ``migrations/`` create it.

Three tables: ``tables`` (a table's game and settings), ``seats`` (who sits where, token hashes)
and ``events``, the append-only log from which every table is rebuilt. ``events`` is keyed by
(table, seq), so a second write of the same event is refused by the database itself.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Column,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

tables = Table(
    "tables",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("code", String(12), nullable=False, unique=True),
    Column("game", String(40), nullable=False),
    Column("preset", String(60), nullable=True),
    Column("options", Text, nullable=False),  # JSON: every option in force
    Column("status", String(12), nullable=False),  # waiting, playing, finished
    Column("match_no", Integer, nullable=False, default=0),
    Column("host_token_hash", String(64), nullable=False, unique=True),
    Column("bot_delay_ms", Integer, nullable=False),
    Column("away_after_s", Integer, nullable=False),
    Column("away_bot", String(40), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

seats = Table(
    "seats",
    metadata,
    Column("table_id", Integer, ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(12), nullable=False),  # person or bot
    Column("bot", String(40), nullable=True),
    Column("name", String(80), nullable=True),
    Column("token_hash", String(64), nullable=True, unique=True),
)

events = Table(
    "events",
    metadata,
    Column("table_id", Integer, ForeignKey("tables.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(12), nullable=False),  # start or action
    Column("match_no", Integer, nullable=False),
    Column("player", Integer, nullable=True),
    Column("action", Text, nullable=True),
    Column("seed", BigInteger, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
)
