"""SIGKILL the server in the middle of many games, start it again: nothing acknowledged is lost.

Tables with people (scripted clients) and tables of bots alone play full Fareeb matches; the
server is killed with SIGKILL while they play, started again on the same database, and every
client reconnects with its seat token. Each acknowledged action must be in the log at the seq
it was acknowledged with, each unfinished table must continue from where it was, and every
match must reach its end and replay exactly from its record.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from pathlib import Path
from random import Random
from typing import Any

import pytest

import cardtable
from tests.server.harness import Player, ServerProcess

PEOPLE_TABLES = 6
BOT_TABLES = 4


async def _seat_people(server: ServerProcess, index: int) -> tuple[str, list[Player]]:
    created = await asyncio.to_thread(
        server.create,
        game="fareeb",
        options={"target_score": 10},
        sit=0,
        bot_delay_ms=0,
        away_after_s=600,
    )
    code = created["table"]["code"]
    tokens = [created["seat_token"]]
    for seat in (1, 2, 3):
        status, taken = await asyncio.to_thread(
            server.request, "POST", f"/api/tables/{code}/seats/{seat}", {"name": f"P{seat}"}
        )
        assert status == 200, taken
        tokens.append(taken["seat_token"])
    players = [
        Player(server.ws_url(code), t, Random(index * 10 + i), think=0.01)
        for i, t in enumerate(tokens)
    ]
    for p in players:
        await p.open()
    return code, players


async def _play_for(players: list[Player], seconds: float) -> None:
    async def one(p: Player) -> None:
        # Stopped by the deadline or by the kill.
        with contextlib.suppress(Exception):
            await p.play(timeout=seconds)

    await asyncio.gather(*(one(p) for p in players))


def _acked(players: list[Player]) -> dict[int, int]:
    """seq -> seat, for every action a client saw acknowledged."""
    out: dict[int, int] = {}
    for p in players:
        for seq in p.acks:
            assert p.seat is not None
            out[seq] = p.seat
    return out


def test_sigkill_mid_game_loses_nothing_and_every_table_continues(
    server: ServerProcess,
) -> None:
    async def before() -> tuple[list[tuple[str, list[Player]]], list[str]]:
        tables = [await _seat_people(server, i) for i in range(PEOPLE_TABLES)]
        bots = []
        for _ in range(BOT_TABLES):
            created = await asyncio.to_thread(
                server.create,
                game="fareeb",
                options={"target_score": 10},
                seats=[{"kind": "bot"}] * 4,
                bot_delay_ms=20,
            )
            bots.append(created["table"]["code"])
        # Play for a while, then kill the server while the clients are still sending.
        everyone = [p for _, ps in tables for p in ps]
        play = asyncio.ensure_future(_play_for(everyone, 60))
        # Kill once every table has something acknowledged (a loaded machine may take longer
        # than a fixed pause to get there), and at least a second into play.
        await asyncio.sleep(1.0)
        deadline = time.monotonic() + 30
        while not all(_acked(ps) for _, ps in tables) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        server.kill()
        await play
        for p in everyone:
            await p.close()
        return tables, bots

    tables, bot_codes = asyncio.run(before())
    acked = {code: _acked(ps) for code, ps in tables}
    seen = {code: max(p.seq for p in ps) for code, ps in tables}
    assert all(acked[code] for code, _ in tables), "no action was acknowledged before the kill"
    unfinished = [
        code for code, ps in tables if ps[0].latest and ps[0].latest["status"] == "playing"
    ]
    assert len(unfinished) == PEOPLE_TABLES, "the kill should come while every match is in play"

    # The bots' tables' progress, read from the database through a fresh server.
    server.start()
    status_before = {code: server.request("GET", f"/api/tables/{code}")[1] for code in bot_codes}
    assert any(t["status"] == "playing" for t in status_before.values())

    async def after() -> list[tuple[str, list[Player], dict[str, Any]]]:
        finished = []
        for code, old in tables:
            players = [
                Player(server.ws_url(code), p.token, Random(99 + i)) for i, p in enumerate(old)
            ]
            for p in players:
                await p.open()
                # Reconnected to the same seat, at least as far on as anything acknowledged.
                assert p.latest is not None
                assert p.seat == old[players.index(p)].seat
                assert p.latest["seq"] >= max(acked[code]), (code, p.latest["seq"])
                assert p.latest["seq"] <= seen[code] + 4
            ends = await asyncio.gather(*(p.play(timeout=120) for p in players))
            finished.append((code, players, ends[0]))
        return finished

    finished = asyncio.run(after())
    for code, players, end in finished:
        status, record = server.request("GET", f"/api/tables/{code}/record")
        assert status == 200, record
        state = cardtable.replay(record)
        assert state.is_terminal
        start_seq = end["seq"] - len(record["actions"])
        for seq, seat in acked[code].items():
            assert record["actions"][seq - start_seq - 1]["player"] == seat, (code, seq)
        for p in players:
            for seq in p.acks:
                assert record["actions"][seq - start_seq - 1]["player"] == p.seat
    # Bot tables go on by themselves after the restart and finish.
    deadline = time.monotonic() + 120
    for code in bot_codes:
        assert status_before[code]["status"] in ("playing", "finished")
        while True:
            table = server.request("GET", f"/api/tables/{code}")[1]
            if table["status"] == "finished":
                break
            assert time.monotonic() < deadline, f"bot table {code} stuck at seq {table['seq']}"
            time.sleep(0.2)
        assert table["seq"] >= status_before[code]["seq"]
        record = server.request("GET", f"/api/tables/{code}/record")[1]
        assert cardtable.replay(record).is_terminal


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` now (Linux's /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            # The command name (field 2) may hold spaces; the parent pid follows its ")".
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
    return found


def _is_worker(pid: int) -> bool:
    """A process of a pool (beside it, the server also starts multiprocessing's tracker)."""
    with contextlib.suppress(OSError):
        return b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()
    return False


def _alive(pid: int) -> bool:
    with contextlib.suppress(OSError):
        # A dead process waiting for its new parent to reap it is a zombie ("Z"), not alive.
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
def test_the_bot_workers_end_with_a_killed_server(sqlite_server: ServerProcess) -> None:
    # A table of bots alone makes the server start its pool of bot worker processes.
    sqlite_server.create(game="fareeb", seats=[{"kind": "bot"}] * 4, bot_delay_ms=0)
    assert sqlite_server.proc is not None
    deadline = time.monotonic() + 60
    workers: list[int] = []
    while not any(_is_worker(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
        workers = _children(sqlite_server.proc.pid)
    assert any(_is_worker(w) for w in workers), "the server started no bot worker"

    sqlite_server.kill()
    # Killed, the server runs no shutdown code: each worker must notice by itself that its
    # parent is gone, or it waits for work forever, holding its memory.
    deadline = time.monotonic() + 30
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not [w for w in workers if _alive(w)], "bot workers outlived the killed server"
