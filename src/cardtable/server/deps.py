"""FastAPI dependencies: the hub, a table by its code, and a token turned into (table, seat)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Header, HTTPException, Request

from cardtable.server.hub import Hub
from cardtable.server.table import Identity, TableOwner
from cardtable.server.tokens import normalise_code


def problem(status: int, code: str, message: str, text: str | None = None) -> HTTPException:
    """An error reply: ``message`` in English for programs, ``text`` for the person (their
    language), when there is one."""
    detail = {"code": code, "message": message}
    if text is not None:
        detail["text"] = text
    return HTTPException(status_code=status, detail=detail)


def get_hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


HubDep = Annotated[Hub, Depends(get_hub)]


async def find_table(hub: Hub, code: str) -> TableOwner | None:
    normal = normalise_code(code)
    return None if normal is None else await hub.get(normal)


async def get_table(code: str, hub: HubDep) -> AsyncIterator[TableOwner]:
    owner = await find_table(hub, code)
    if owner is None:
        raise problem(404, "no_table", f"no table has the code {code[:20]!r}")
    # Pinned for the whole request: the hub never unloads a table someone is using.
    owner.pins += 1
    try:
        yield owner
    finally:
        owner.pins -= 1


TableDep = Annotated[TableOwner, Depends(get_table)]


@dataclass(frozen=True)
class Seated:
    """A request made with a token: the table, and who the token says the caller is there."""

    table: TableOwner
    identity: Identity


def identify(table: TableOwner, token: str | None) -> Identity | None:
    """The identity a seat or host token gives at ``table`` (None for a wrong token).

    The WebSocket's ``hello`` uses this too, so HTTP and WebSocket agree on who is who.
    """
    if not token:
        return None
    return table.identify(token)


async def get_seated(
    table: TableDep, authorization: Annotated[str | None, Header()] = None
) -> Seated:
    scheme, _, token = (authorization or "").partition(" ")
    identity = identify(table, token.strip()) if scheme.lower() == "bearer" else None
    if identity is None:
        raise problem(
            401, "bad_token", "send the seat or host token as 'Authorization: Bearer ...'"
        )
    return Seated(table, identity)


SeatedDep = Annotated[Seated, Depends(get_seated)]
