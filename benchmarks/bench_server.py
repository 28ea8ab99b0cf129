"""Load on the table server: N WebSocket clients playing as people at N/4 tables.

    python benchmarks/bench_server.py                              # 1,000 clients, 30 s, SQLite
    python benchmarks/bench_server.py --clients 200 --seconds 10
    python benchmarks/bench_server.py --db postgresql://postgres@127.0.0.1:5432/bench
    python benchmarks/bench_server.py --think 0                    # as fast as it can go

The script starts ``cardtable serve`` on a free loopback port (its own process, a fresh SQLite
file unless ``--db`` is given), creates N/4 Fareeb tables of four people, connects every client
and lets them play for ``--seconds``: each client, when it may act, waits ``--think`` seconds
(people do not answer in no time) and sends a random legal action. When a match ends, seat 0
asks to play again. It reports:

* moves per second applied by the server (acknowledged actions over the measuring time);
* latency from sending an action to receiving the ``update`` it produced, at the acting client:
  median, p99 and max;
* the server's resident memory at the end (and its peak), from /proc.

Everything is bounded: at most 4,000 clients, at most 600 seconds, loopback only. The clients
run in this one process (with uvloop when installed), on the same machine as the server, so on
a small machine they compete with it for the CPU: the figures are a floor, not a ceiling.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

import websockets

MAX_CLIENTS = 4000
MAX_SECONDS = 600.0
HOST = "127.0.0.1"  # loopback only, always
# The server's JSON may be written with or without spaces after separators (it is compact
# since it uses orjson): the lean client's patterns accept both, so one script measures both.
SEQ = re.compile(r'"seq": ?(\d+)')
UPDATE = re.compile(r'^\{"type": ?"update"')
FINISHED = re.compile(r'"status": ?"finished"')
NOT_MY_TURN = re.compile(r'"your_turn": ?false')


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def _http(port: int, method: str, path: str, body: Any = None) -> Any:
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(f"http://{HOST}:{port}{path}", data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def _memory_kib(pid: int) -> tuple[int, int]:
    """(resident now, peak resident) of a process in KiB, from /proc (0, 0 elsewhere)."""
    now = peak = 0
    with contextlib.suppress(OSError):
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                now = int(line.split()[1])
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1])
    return now, peak


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used (0 where /proc is missing)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    moves: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    measuring: bool = False
    elapsed: float = 0.0
    server_cpu: float = 0.0
    client_cpu: float = 0.0


async def _client(
    port: int, code: str, token: str, rng: Random, think: float, stats: Stats, stop: asyncio.Event
) -> None:
    url = f"ws://{HOST}:{port}/ws/tables/{code}"
    async with websockets.connect(url, max_size=2**22, open_timeout=60, ping_interval=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        sent_at: float | None = None
        sent_seq = -1
        acted_at_seq = -1
        seat = None
        pending: asyncio.Task[None] | None = None

        async def act_later(seq: int, action: str) -> None:
            nonlocal sent_at, sent_seq
            if think:
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
            sent_at = time.perf_counter()
            sent_seq = seq
            await ws.send(json.dumps({"type": "act", "seq": seq, "action": action}))

        while not stop.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), 1.0)
            except TimeoutError:
                continue
            received = time.perf_counter()
            # A lean client: an update that asks nothing of this seat is not parsed in full, so
            # the clients (on the same cores as the server) cost as little as they can.
            head = raw[:120]
            if UPDATE.match(head) and not FINISHED.search(head) and NOT_MY_TURN.search(raw):
                found = SEQ.search(head)
                if found and sent_at is not None and int(found.group(1)) == sent_seq + 1:
                    if stats.measuring:
                        stats.latencies.append(received - sent_at)
                        stats.moves += 1
                    sent_at = None
                continue
            message = json.loads(raw)
            kind = message["type"]
            if kind == "welcome":
                seat = message["seat"]
            elif kind == "error":
                stats.errors[message["code"]] = stats.errors.get(message["code"], 0) + 1
            elif kind == "update":
                seq = message["seq"]
                if sent_at is not None and seq == sent_seq + 1:
                    if stats.measuring:
                        stats.latencies.append(received - sent_at)
                        stats.moves += 1
                    sent_at = None
                if message["status"] == "finished" and seat == 0 and acted_at_seq != seq:
                    acted_at_seq = seq
                    await ws.send(json.dumps({"type": "play_again"}))
                elif message["legal"] and acted_at_seq != seq:
                    acted_at_seq = seq
                    pending = asyncio.ensure_future(act_later(seq, rng.choice(message["legal"])))
        if pending is not None:
            pending.cancel()


async def _run(port: int, pid: int, clients: int, seconds: float, think: float, seed: int) -> Stats:
    tables = clients // 4
    seats: list[tuple[str, str]] = []
    for _ in range(tables):
        created = await asyncio.to_thread(
            _http,
            port,
            "POST",
            "/api/tables",
            {"game": "fareeb", "sit": 0, "bot_delay_ms": 0, "away_after_s": 600},
        )
        code = created["table"]["code"]
        seats.append((code, created["seat_token"]))
        for seat in (1, 2, 3):
            taken = await asyncio.to_thread(
                _http, port, "POST", f"/api/tables/{code}/seats/{seat}", {}
            )
            seats.append((code, taken["seat_token"]))
    stats = Stats()
    stop = asyncio.Event()
    rng = Random(seed)
    tasks = [
        asyncio.ensure_future(
            _client(port, code, token, Random(rng.getrandbits(32)), think, stats, stop)
        )
        for code, token in seats
    ]
    await asyncio.sleep(min(5.0, seconds / 3))  # everyone connected and playing
    stats.measuring = True
    started = time.perf_counter()
    cpu_before = _cpu_seconds(pid)
    client_before = time.process_time()
    await asyncio.sleep(seconds)
    stats.measuring = False
    stats.elapsed = time.perf_counter() - started
    stats.server_cpu = _cpu_seconds(pid) - cpu_before
    stats.client_cpu = time.process_time() - client_before
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--clients", type=int, default=1000, help="WebSocket clients (default 1000)"
    )
    parser.add_argument("--seconds", type=float, default=30.0, help="measuring time (default 30)")
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="mean seconds a person takes before acting (default 1.0; 0 = at once)",
    )
    parser.add_argument("--db", default="", help="database URL (default: a fresh SQLite file)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not 4 <= args.clients <= MAX_CLIENTS:
        parser.error(f"--clients must be 4 to {MAX_CLIENTS}")
    if not 0 < args.seconds <= MAX_SECONDS:
        parser.error(f"--seconds must be more than 0 and at most {MAX_SECONDS:g}")
    with contextlib.suppress(ImportError):
        import uvloop

        uvloop.install()
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or f"sqlite:///{Path(tmp) / 'bench.db'}"
        port = _free_port()
        log = open(Path(tmp) / "server.log", "wb")  # noqa: SIM115 - closed below
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "cardtable",
                "serve",
                "--port",
                str(port),
                "--db",
                db,
                "--quiet",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    _http(port, "GET", "/api/health")
                    break
                except OSError:
                    if time.monotonic() > deadline or server.poll() is not None:
                        raise RuntimeError("the server did not start") from None
                    time.sleep(0.1)
            stats = asyncio.run(
                _run(port, server.pid, args.clients, args.seconds, args.think, args.seed)
            )
            rss, peak = _memory_kib(server.pid)
        finally:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()
            log.close()
    lat = sorted(stats.latencies)
    elapsed = stats.elapsed
    kind = db.split(":", 1)[0]
    print(
        f"server load: {args.clients} clients at {args.clients // 4} tables (fareeb), "
        f"think {args.think:g} s, {kind}, {elapsed:.1f} s measured"
    )
    if not lat:
        print("no move was measured")
        return 1
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))]
    print(f"moves/s {stats.moves / elapsed:,.0f}   moves {stats.moves:,}")
    print(
        f"latency ms: median {statistics.median(lat) * 1000:.1f}   p99 {p99 * 1000:.1f}   "
        f"max {lat[-1] * 1000:.1f}"
    )
    print(f"server memory MiB: now {rss / 1024:.0f}   peak {peak / 1024:.0f}")
    # CPU per move is what a busy shared machine disturbs least: it says how many moves a
    # second one core could serve, whatever else was running.
    print(
        f"server CPU: {stats.server_cpu / elapsed:.0%} of a core, "
        f"{stats.server_cpu / stats.moves * 1000:.2f} ms per move"
    )
    print(f"clients' CPU (this process): {stats.client_cpu / elapsed:.0%} of a core")
    print(f"machine load average at the end: {os.getloadavg()[0]:.1f}")
    if stats.errors:
        print("errors: " + ", ".join(f"{k} {v}" for k, v in sorted(stats.errors.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
