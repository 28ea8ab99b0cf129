"""Database access: migrations on start, table rows, and the event log's group-commit writer.

Every table's owner hands its events to one ``EventWriter``, which commits whatever has queued
up in a single transaction and then wakes the owners. An owner tells nobody about an event
before its commit: that is the durability rule (docs/server.md, "Durability"). Batching keeps
the cost of that rule at one commit per batch rather than one per move.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import event, func, insert, select, update
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

from cardtable.server.db import events, seats, tables

log = logging.getLogger("cardtable.server")


class StorageError(Exception):
    """The database refused or failed a write; nothing it carried was applied."""


def now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class SeatRow:
    seat: int
    kind: str
    bot: str | None
    name: str | None
    token_hash: str | None


@dataclass(frozen=True)
class EventRow:
    seq: int
    kind: str
    match_no: int
    player: int | None
    action: str | None
    seed: int | None


@dataclass(frozen=True)
class TableRow:
    id: int
    code: str
    game: str
    preset: str | None
    options: dict[str, Any]
    status: str
    match_no: int
    host_token_hash: str
    bot_delay_ms: int
    away_after_s: int
    away_bot: str


@dataclass
class LoadedTable:
    """A table as stored: its row, seats, the events of its current match and its last seq."""

    row: TableRow
    seats: list[SeatRow]
    match_events: list[EventRow]
    seq: int


@dataclass
class WriteJob:
    """What one table step writes: events, and the table and seat changes that go with them."""

    events: list[EventRow]
    table_id: int
    table_changes: dict[str, Any] = field(default_factory=dict)
    seat_changes: dict[int, dict[str, Any]] = field(default_factory=dict)


def _migrate(connection: Connection) -> None:
    config = Config()
    config.set_main_option(
        "script_location", str(resources.files("cardtable.server") / "migrations")
    )
    config.attributes["connection"] = connection
    command.upgrade(config, "head")


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # WAL lets readers run beside the writer; FULL makes each commit survive a power cut too.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


class Store:
    """The server's database: one async engine, one event writer."""

    def __init__(self, url: str, commit_batch: int = 256) -> None:
        self.url = url
        parsed = make_url(url)
        self.is_sqlite = parsed.get_backend_name() == "sqlite"
        if self.is_sqlite and parsed.database and parsed.database != ":memory:":
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        self.engine: AsyncEngine = create_async_engine(url, pool_pre_ping=not self.is_sqlite)
        if self.is_sqlite:
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
        self.writer = EventWriter(self.engine, commit_batch)

    async def open(self) -> None:
        async with self.engine.begin() as conn:
            await conn.run_sync(_migrate)
        self.writer.start()

    async def close(self) -> None:
        await self.writer.stop()
        await self.engine.dispose()

    # ----------------------------------------------------------------- tables and seats

    async def create_table(self, row: dict[str, Any], seat_rows: list[SeatRow]) -> int:
        async with self.engine.begin() as conn:
            result = await conn.execute(insert(tables).values(**row, created_at=now()))
            key = result.inserted_primary_key
            assert key is not None
            table_id = int(key[0])
            await conn.execute(
                insert(seats),
                [
                    {
                        "table_id": table_id,
                        "seat": s.seat,
                        "kind": s.kind,
                        "bot": s.bot,
                        "name": s.name,
                        "token_hash": s.token_hash,
                    }
                    for s in seat_rows
                ],
            )
        return table_id

    async def code_taken(self, code: str) -> bool:
        async with self.engine.connect() as conn:
            found = await conn.scalar(select(tables.c.id).where(tables.c.code == code))
        return found is not None

    async def take_seat(
        self, table_id: int, seat: int, name: str | None, token_hash: str
    ) -> bool:
        """Give an open person seat to someone; False if it was not open."""
        async with self.engine.begin() as conn:
            result = await conn.execute(
                update(seats)
                .where(
                    seats.c.table_id == table_id,
                    seats.c.seat == seat,
                    seats.c.kind == "person",
                    seats.c.token_hash.is_(None),
                )
                .values(name=name, token_hash=token_hash)
            )
        return bool(result.rowcount == 1)

    async def load(self, code: str) -> LoadedTable | None:
        async with self.engine.connect() as conn:
            found = (await conn.execute(select(tables).where(tables.c.code == code))).first()
            if found is None:
                return None
            row = _table_row(found._mapping)
            seat_rows = [
                SeatRow(r.seat, r.kind, r.bot, r.name, r.token_hash)
                for r in await conn.execute(
                    select(seats).where(seats.c.table_id == row.id).order_by(seats.c.seat)
                )
            ]
            match_events = await _events(conn, row.id, row.match_no)
            seq = await conn.scalar(
                select(func.coalesce(func.max(events.c.seq), 0)).where(events.c.table_id == row.id)
            )
        return LoadedTable(row, seat_rows, match_events, int(seq or 0))

    async def match_events(self, table_id: int, match_no: int) -> list[EventRow]:
        async with self.engine.connect() as conn:
            return await _events(conn, table_id, match_no)

    async def codes_with_status(self, status: str) -> list[str]:
        async with self.engine.connect() as conn:
            result = await conn.execute(select(tables.c.code).where(tables.c.status == status))
            return [r.code for r in result]

    async def write(self, job: WriteJob) -> None:
        """Commit a step's writes (through the group-commit writer); raises ``StorageError``."""
        await self.writer.submit(job)


async def _events(conn: AsyncConnection, table_id: int, match_no: int) -> list[EventRow]:
    result = await conn.execute(
        select(events)
        .where(events.c.table_id == table_id, events.c.match_no == match_no)
        .order_by(events.c.seq)
    )
    return [EventRow(r.seq, r.kind, r.match_no, r.player, r.action, r.seed) for r in result]


def _table_row(m: Any) -> TableRow:
    return TableRow(
        id=m["id"],
        code=m["code"],
        game=m["game"],
        preset=m["preset"],
        options=json.loads(m["options"]),
        status=m["status"],
        match_no=m["match_no"],
        host_token_hash=m["host_token_hash"],
        bot_delay_ms=m["bot_delay_ms"],
        away_after_s=m["away_after_s"],
        away_bot=m["away_bot"],
    )


class EventWriter:
    """Commits queued write jobs in batches (group commit), one transaction per batch."""

    def __init__(self, engine: AsyncEngine, batch: int) -> None:
        self.engine = engine
        self.batch = batch
        self.queue: asyncio.Queue[tuple[WriteJob, asyncio.Future[None]]] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.create_task(self._run(), name="event-writer")

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
            self.task = None

    async def submit(self, job: WriteJob) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self.queue.put((job, done))
        await done

    async def _run(self) -> None:
        while True:
            items = [await self.queue.get()]
            while len(items) < self.batch and not self.queue.empty():
                items.append(self.queue.get_nowait())
            try:
                await self._commit([job for job, _ in items])
            except Exception:
                # One bad job (a duplicate seq) must not fail the others: retry one by one.
                for job, done in items:
                    try:
                        await self._commit([job])
                    except Exception as exc:
                        _fail(done, exc)
                    else:
                        _succeed(done)
                continue
            for _, done in items:
                _succeed(done)

    async def _commit(self, jobs: list[WriteJob]) -> None:
        rows: list[dict[str, Any]] = []
        stamp = now()
        for job in jobs:
            rows.extend(
                {
                    "table_id": job.table_id,
                    "seq": e.seq,
                    "kind": e.kind,
                    "match_no": e.match_no,
                    "player": e.player,
                    "action": e.action,
                    "seed": e.seed,
                    "created_at": stamp,
                }
                for e in job.events
            )
        async with self.engine.begin() as conn:
            if rows:
                await conn.execute(insert(events), rows)
            for job in jobs:
                if job.table_changes:
                    await conn.execute(
                        update(tables)
                        .where(tables.c.id == job.table_id)
                        .values(**job.table_changes)
                    )
                for seat, changes in job.seat_changes.items():
                    await conn.execute(
                        update(seats)
                        .where(seats.c.table_id == job.table_id, seats.c.seat == seat)
                        .values(**changes)
                    )


def _succeed(done: asyncio.Future[None]) -> None:
    if not done.done():
        done.set_result(None)


def _fail(done: asyncio.Future[None], exc: Exception) -> None:
    kind = "duplicate event" if isinstance(exc, IntegrityError) else type(exc).__name__
    log.error("event log write failed: %s", kind)
    if not done.done():
        done.set_exception(StorageError(kind))
