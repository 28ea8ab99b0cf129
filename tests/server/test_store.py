"""The event log: group commits, and a seq written twice refused by the database itself."""

from __future__ import annotations

import asyncio
from pathlib import Path

from cardtable.server.settings import async_db_url
from cardtable.server.store import EventRow, SeatRow, StorageError, Store, WriteJob


def _table(code: str) -> dict[str, object]:
    return {
        "code": code,
        "game": "fareeb",
        "preset": None,
        "options": "{}",
        "status": "playing",
        "match_no": 1,
        "host_token_hash": code * 10,
        "bot_delay_ms": 0,
        "away_after_s": 60,
        "away_bot": "random",
    }


def _action(seq: int) -> EventRow:
    return EventRow(seq, "action", 1, 0, "pass", None)


def test_a_batch_commits_together_and_a_duplicate_seq_fails_alone(db_url: str) -> None:
    async def run() -> None:
        store = Store(async_db_url(db_url))
        await store.open()
        try:
            a = await store.create_table(_table("AAAAAA"), [SeatRow(0, "person", None, "A", None)])
            b = await store.create_table(_table("BBBBBB"), [SeatRow(0, "person", None, "B", None)])
            start = EventRow(1, "start", 1, None, None, 7)
            await store.write(WriteJob([start], a))
            await store.write(WriteJob([start], b))
            # Many tables' events in flight at once: one group commit, all stored.
            await asyncio.gather(
                *(store.write(WriteJob([_action(s)], a)) for s in (2, 3)),
                store.write(WriteJob([_action(2)], b)),
            )
            # The same seq again fails, and only that job: the others in its batch commit.
            results = await asyncio.gather(
                store.write(WriteJob([_action(3)], a)),
                store.write(WriteJob([_action(3)], b)),
                return_exceptions=True,
            )
            assert isinstance(results[0], StorageError) and results[1] is None
            loaded_a = await store.load("AAAAAA")
            loaded_b = await store.load("BBBBBB")
            assert loaded_a is not None and loaded_b is not None
            assert [e.seq for e in loaded_a.match_events] == [1, 2, 3] and loaded_a.seq == 3
            assert [e.seq for e in loaded_b.match_events] == [1, 2, 3]
            assert loaded_a.match_events[0].seed == 7
        finally:
            await store.close()

    asyncio.run(run())


def test_taking_a_seat_twice_is_refused(tmp_path: Path) -> None:
    async def run() -> None:
        store = Store(async_db_url(f"sqlite:///{tmp_path / 't.db'}"))
        await store.open()
        try:
            t = await store.create_table(_table("CCCCCC"), [SeatRow(0, "person", None, None, None)])
            assert await store.take_seat(t, 0, "Ann", "h" * 64)
            assert not await store.take_seat(t, 0, "Bob", "g" * 64)
        finally:
            await store.close()

    asyncio.run(run())
