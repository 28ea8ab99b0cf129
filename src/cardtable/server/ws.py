"""The WebSocket endpoint: one connection per client, every message checked before the table
sees it (size, rate, JSON, schema), then handed to the table's owner."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time

from fastapi import APIRouter, WebSocket
from pydantic import ValidationError
from starlette.websockets import WebSocketDisconnect, WebSocketState

from cardtable.i18n import negotiate
from cardtable.server.deps import find_table, identify
from cardtable.server.hub import Hub
from cardtable.server.protocol import (
    CLIENT_MESSAGE,
    CLIENT_TYPES,
    Act,
    Hello,
    PlayAgain,
    Resync,
    Start,
)
from cardtable.server.settings import Settings
from cardtable.server.table import Client, TableError, TableOwner

log = logging.getLogger("cardtable.server")

router = APIRouter()

CLOSE_BAD_TOKEN = 4401
CLOSE_NO_TABLE = 4404
CLOSE_ABUSE = 4429
CLOSE_TABLE_FULL = 4409


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, bursts of ``burst``."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


def _schema_message(exc: ValidationError) -> str:
    # Built from locations and reasons only: pydantic's own text quotes the input, which may
    # hold card codes the client may not see.
    parts = []
    for error in exc.errors()[:5]:
        where = ".".join(str(p) for p in error["loc"][1:]) or "message"
        parts.append(f"{where}: {error['msg']}")
    return "; ".join(parts)


async def _send_loop(websocket: WebSocket, client: Client) -> None:
    with contextlib.suppress(Exception):
        while True:
            text = await client.outbox.get()
            if text is None:
                break
            await websocket.send_text(text)
    with contextlib.suppress(Exception):
        if websocket.application_state != WebSocketState.DISCONNECTED:
            await websocket.close(code=client.close_code)


@router.websocket("/ws/tables/{code}")
async def table_socket(websocket: WebSocket, code: str) -> None:
    hub: Hub = websocket.app.state.hub
    settings: Settings = websocket.app.state.settings
    await websocket.accept()
    client = Client()
    sender = asyncio.create_task(_send_loop(websocket, client))
    owner: TableOwner | None = None
    try:
        owner = await find_table(hub, code)
        if owner is None:
            client.error("no_table", f"no table has the code {code[:20]!r}")
            client.close(CLOSE_NO_TABLE)
            return
        owner.pins += 1  # the hub never unloads a table with a connection open
        await _serve(websocket, client, owner, settings)
    except WebSocketDisconnect:
        pass
    finally:
        if owner is not None:
            owner.pins -= 1
            if client.joined:
                await owner.disconnect(client)
        client.close()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(sender, timeout=5)


async def _serve(
    websocket: WebSocket, client: Client, owner: TableOwner, settings: Settings
) -> None:
    limit = RateLimit(settings.rate_per_second, settings.rate_burst)
    refusals = 0
    while not client.closed:
        frame = await websocket.receive()
        if frame["type"] == "websocket.disconnect":
            return
        text = frame.get("text")
        problem: tuple[str, str] | None = None
        if not limit.allow():
            problem = (
                "rate_limited",
                f"too many messages: at most {settings.rate_per_second:g} "
                f"a second on average, bursts of {settings.rate_burst}",
            )
        elif text is None:
            problem = ("bad_json", "messages are JSON text frames, not binary")
        elif len(text) > settings.max_message_bytes or (
            len(text.encode("utf-8")) > settings.max_message_bytes
        ):
            problem = ("too_large", f"a message is at most {settings.max_message_bytes} bytes")
        else:
            problem = await _handle(text, client, owner, settings)
        if problem is not None:
            refusals += 1
            client.error(*problem)
            if refusals >= settings.refusals_before_close:
                log.info(
                    "table %s: closing a connection after %d refused messages", owner.code, refusals
                )
                client.close(CLOSE_ABUSE)
                return


async def _handle(
    text: str, client: Client, owner: TableOwner, settings: Settings
) -> tuple[str, str] | None:
    """Carry out one message; a refusal comes back as (code, message) and changes nothing."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        return ("bad_json", "a message is a JSON object")
    if not isinstance(data, dict):
        return ("bad_json", "a message is a JSON object")
    kind = data.get("type")
    if kind not in CLIENT_TYPES:
        return ("unknown_type", f"message types are: {', '.join(CLIENT_TYPES)}")
    try:
        message = CLIENT_MESSAGE.validate_python(data)
    except ValidationError as exc:
        return ("invalid", _schema_message(exc))
    if isinstance(message, Hello):
        if client.joined:
            return ("hello_first", "hello is sent once, first")
        if message.token is not None:
            identity = identify(owner, message.token)
            if identity is None:
                client.error("bad_token", "this token is not a seat or host token of this table")
                client.close(CLOSE_BAD_TOKEN)
                return None
            client.seat, client.host = identity.seat, identity.host
        if message.lang is not None:
            client.lang = negotiate(message.lang)
        # Spectators share the table's limit; a seat always gets in, up to a few devices, so
        # watchers can never lock a player out of their own seat.
        if client.seat is None:
            full = len(owner.clients) >= settings.max_clients_per_table
        else:
            full = owner.seats[client.seat].connections >= settings.max_connections_per_seat
        if full:
            client.error("table_full", "this table (or this seat) has all the connections it takes")
            client.close(CLOSE_TABLE_FULL)
            return None
        await owner.connect(client)
        return None
    if not client.joined:
        return ("hello_first", "send hello first")
    try:
        if isinstance(message, Act):
            await owner.act(client, message.seq, message.action)
        elif isinstance(message, Resync):
            owner.resync(client)
        elif isinstance(message, Start):
            await owner.start(client.identity(), message.bot)
        elif isinstance(message, PlayAgain):
            await owner.play_again(client.identity())
        else:
            client.send('{"type":"pong"}')
    except TableError as exc:
        return (exc.code if exc.code != "taken" else "not_playing", exc.message)
    return None
