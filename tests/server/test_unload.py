"""Idle tables leave the server's memory and come back from their event log (docs/server.md,
"Idle tables"), with a real server process unloading after one second."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.server.harness import Player, ServerProcess


@pytest.fixture
def quick_unload(db_url: str, tmp_path: Path) -> Iterator[ServerProcess]:
    proc = ServerProcess(
        db_url,
        tmp_path / "server.log",
        extra=("--idle-table-seconds", "1", "--finished-table-seconds", "1"),
    )
    proc.start()
    try:
        yield proc
    finally:
        proc.stop()


def _in_memory(server: ServerProcess) -> int:
    status, health = server.request("GET", "/api/health")
    assert status == 200, health
    return int(health["tables_in_memory"])


def _wait_unloaded(server: ServerProcess, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while _in_memory(server) > 0:
        assert time.monotonic() < deadline, "an idle table stayed in memory"
        time.sleep(0.1)


def _wait_finished(server: ServerProcess, code: str) -> dict[str, object]:
    for _ in range(400):
        status, table = server.request("GET", f"/api/tables/{code}")
        assert status == 200, table
        if table["status"] == "finished":
            return dict(table)
        time.sleep(0.05)
    raise AssertionError("the bots' match did not finish")


def test_a_finished_table_is_unloaded_and_reloads_exactly(quick_unload: ServerProcess) -> None:
    server = quick_unload
    created = server.create(
        game="fareeb", options={"single_hand": True}, seats=[{"kind": "bot"}] * 4,
        bot_delay_ms=0,
    )
    code, host = created["table"]["code"], created["host_token"]
    before = _wait_finished(server, code)
    _, record = server.request("GET", f"/api/tables/{code}/record")
    _wait_unloaded(server)
    assert f"table {code} unloaded from memory" in server.log()

    # Asked for again, it is rebuilt from its log: the same table, match, seq and record.
    status, after = server.request("GET", f"/api/tables/{code}")
    assert status == 200 and after == before
    assert _in_memory(server) == 1
    assert server.request("GET", f"/api/tables/{code}/record") == (200, record)

    async def run() -> None:
        host_client = Player(server.ws_url(code), host)
        await host_client.open()
        latest = host_client.latest
        assert latest is not None and latest["seq"] == before["seq"]
        assert latest["result"] is not None and latest["scene"] is not None
        # And it plays on: the host starts the next match at the reloaded table.
        await host_client.send({"type": "play_again"})
        while host_client.latest is None or host_client.latest["match"] != 2:
            await host_client.recv()
        await host_client.close()

    asyncio.run(run())
    _wait_finished(server, code)


def test_an_idle_waiting_table_reloads_and_its_tokens_still_work(
    quick_unload: ServerProcess,
) -> None:
    server = quick_unload
    created = server.create(
        game="fareeb", options={"single_hand": True},
        seats=[{"kind": "person"}, {"kind": "bot"}, {"kind": "person"}, {"kind": "bot"}],
        sit=0, bot_delay_ms=0, away_after_s=600,
    )
    code, token = created["table"]["code"], created["seat_token"]

    async def run() -> None:
        # Connected, the table is in use: it stays in memory however long it waits.
        first = Player(server.ws_url(code), token)
        await first.open()
        await asyncio.sleep(2.5)
        assert await asyncio.to_thread(_in_memory, server) == 1
        await first.close()

    asyncio.run(run())
    # Once the creator has left, only the away timer of seat 0 keeps the table (a bot must
    # come to play for them); away_after_s is 600 here, so the table stays.
    time.sleep(2.0)
    assert _in_memory(server) == 1
    # A table waiting with nobody seated and no timer leaves memory.
    other = server.create(game="fareeb", options={"single_hand": True})
    other_code = other["table"]["code"]
    deadline = time.monotonic() + 20
    while True:
        status, health = server.request("GET", "/api/health")
        if health["tables_in_memory"] == 1:
            break
        assert time.monotonic() < deadline, "the idle waiting table stayed in memory"
        time.sleep(0.1)
    assert f"table {other_code} unloaded from memory" in server.log()
    # Taking a seat reloads it; the seat token it gives works over the WebSocket.
    status, taken = server.request("POST", f"/api/tables/{other_code}/seats/2", {"name": "Bo"})
    assert status == 200, taken

    async def sit() -> None:
        bo = Player(server.ws_url(other_code), taken["seat_token"])
        await bo.open()
        assert bo.seat == 2 and bo.latest is not None and bo.latest["status"] == "waiting"
        await bo.close()

    asyncio.run(sit())
