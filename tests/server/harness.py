"""Real server processes and real WebSocket clients for the server tests.

``ServerProcess`` runs ``python -m cardtable serve`` on a free loopback port; ``Player`` is a
WebSocket client that checks every message it receives against the protocol models and keeps
them all, so a test can later compare each one with what that seat could see (``leaks``).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

import websockets

import cardtable
from cardtable.server.protocol import SERVER_MESSAGE
from cardtable.server.visibility import cards_in

START_TIMEOUT = 90.0
"""A ceiling, not a wait: on a loaded 2-core machine importing the server and migrating its
database has taken more than 30 s."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """``cardtable serve`` in a subprocess, its log in a file."""

    def __init__(
        self,
        db_url: str,
        log_path: Path,
        port: int | None = None,
        module: str = "cardtable",
        extra: tuple[str, ...] = (),
    ) -> None:
        self.module = module
        self.extra = extra
        """More ``cardtable serve`` arguments."""
        self.db_url = db_url
        self.log_path = log_path
        self.port = port or free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def http(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ws_url(self, code: str) -> str:
        return f"ws://127.0.0.1:{self.port}/ws/tables/{code}"

    def start(self) -> None:
        env = dict(os.environ)
        env["PYTHONUNBUFFERED"] = "1"
        log = self.log_path.open("ab")
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                self.module,
                "serve",
                "--port",
                str(self.port),
                "--db",
                self.db_url,
                *self.extra,
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            env=env,
        )
        log.close()
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.log_path.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(self.http + "/api/health", timeout=1) as r:
                    if r.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.1)
        raise RuntimeError(f"the server did not start: {self.log_path.read_text()[-3000:]}")

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs, as in a crash."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    # ----------------------------------------------------------------- HTTP

    def request(
        self, method: str, path: str, body: Any = None, token: str | None = None
    ) -> tuple[int, Any]:
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.http + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if token is not None:
            req.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(req, timeout=20) as r:
                raw = r.read()
                status = r.status
        except urllib.error.HTTPError as exc:
            raw = exc.read()
            status = exc.code
        try:
            return status, json.loads(raw)
        except json.JSONDecodeError:
            return status, raw.decode(errors="replace")

    def create(self, **body: Any) -> dict[str, Any]:
        status, answer = self.request("POST", "/api/tables", body)
        assert status == 201, answer
        assert isinstance(answer, dict)
        return answer


@dataclass
class Player:
    """A WebSocket client at one table: a seat (with its token) or a spectator."""

    url: str
    token: str | None = None
    rng: Random = field(default_factory=lambda: Random(0))
    messages: list[dict[str, Any]] = field(default_factory=list)
    seq: int = -1
    seat: int | None = None
    latest: dict[str, Any] | None = None
    acks: list[int] = field(default_factory=list)
    think: float = 0.0
    """Seconds to wait before each action, as a person would."""
    ws: Any = None
    lang: str | None = None

    async def open(self) -> dict[str, Any]:
        self.ws = await websockets.connect(self.url, max_size=2**22, open_timeout=20)
        hello: dict[str, Any] = {"type": "hello"}
        if self.token:
            hello["token"] = self.token
        if self.lang:
            hello["lang"] = self.lang
        await self.send(hello)
        welcome = await self.recv()
        assert welcome["type"] == "welcome", welcome
        self.seat = welcome["seat"]
        update = await self.recv()
        assert update["type"] == "update", update
        return welcome

    async def send(self, message: dict[str, Any] | str | bytes) -> None:
        await self.ws.send(message if isinstance(message, str | bytes) else json.dumps(message))

    async def recv(self, timeout: float = 30.0) -> dict[str, Any]:
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        message = json.loads(raw)
        SERVER_MESSAGE.validate_python(message)  # every message follows the contract
        message["_after_seq"] = self.seq
        self.messages.append(message)
        if message["type"] == "update":
            self.seq = message["seq"]
            self.latest = message
        elif message["type"] == "ack":
            self.acks.append(message["seq"])
        return message

    async def until(self, kind: str, timeout: float = 30.0) -> dict[str, Any]:
        while True:
            message = await self.recv(timeout)
            if message["type"] == kind:
                return message

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    async def play(self, timeout: float = 120.0) -> dict[str, Any]:
        """Act at random among the legal actions whenever there are some, to the match's end."""
        deadline = time.monotonic() + timeout
        while True:
            latest = self.latest
            assert latest is not None
            if latest["status"] == "finished" and latest["match"] >= 1:
                return latest
            if latest["legal"] and latest["type"] == "update" and latest.get("_acted") is None:
                latest["_acted"] = True
                if self.think:
                    await asyncio.sleep(self.think)
                action = self.rng.choice(latest["legal"])
                await self.send({"type": "act", "seq": latest["seq"], "action": action})
            left = deadline - time.monotonic()
            assert left > 0, f"the match did not end in time (seq {self.seq})"
            message = await self.recv(left)
            if message["type"] == "error" and message.get("code") == "rate_limited":
                # As a real client does: wait for the bucket to refill, then send the move again
                # (a scripted player with no thinking time outpaces 20 messages a second).
                await asyncio.sleep(0.25)
                latest.pop("_acted", None)


def true_views(record: dict[str, Any], seats: int) -> dict[int, list[set[str]]]:
    """For each seq offset in a match (0 = the start), the cards each seat's view holds."""
    rec = cardtable.Record.from_dict(record)
    game = cardtable.load(rec.game, **rec.options)
    state = game.new_state(seed=rec.seed)
    out: dict[int, list[set[str]]] = {0: [cards_in(state.view(p)) for p in range(seats)]}
    for i, (player, text) in enumerate(rec.actions, start=1):
        state.apply(text, player)
        out[i] = [cards_in(state.view(p)) for p in range(seats)]
    return out


def leaks(player: Player, views: dict[int, list[set[str]]], start_seq: int) -> list[str]:
    """Card codes in any message ``player`` received that its seat could not see then.

    A message may name a card the seat saw just before or just after the event it reports; a
    spectator may name a card only if every seat could see it.
    """
    found: list[str] = []
    for message in player.messages:
        if message["type"] == "welcome":
            # The rules in force and the options are public text (they may name a card, as in
            # "JC is the highest trump"); the rest of the welcome must name none.
            message = {**message, "table": {**message["table"], "rules": "", "options": {}}}
        if message["type"] == "update":
            step = message["seq"] - start_seq
        else:
            step = message["_after_seq"] - start_seq
        if step < 0 or step not in views:
            if cards_in({k: v for k, v in message.items() if k != "_after_seq"}):
                found.append(f"{message['type']} outside the match names cards")
            continue
        allowed: set[str] = set()
        for s in (step - 1, step):
            if s in views:
                seen = views[s]
                allowed |= seen[player.seat] if player.seat is not None else set.intersection(*seen)
        named = cards_in({k: v for k, v in message.items() if k != "_after_seq"})
        if named - allowed:
            found.append(f"{message['type']} at step {step} names {sorted(named - allowed)}")
    return found
