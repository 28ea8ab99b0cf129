"""FastAPI dependencies: the hub, a table by its code, and a token turned into (table, seat)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Header, HTTPException, Request

from cardtable.server.hub import Hub
from cardtable.server.table import Identity, TableOwner
from cardtable.server.tokens import normalise_code


def problem(status: int, code: str, message: str) -> HTTPException:
    return HTTPException(status_code=status, detail={"code": code, "message": message})


def get_hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


HubDep = Annotated[Hub, Depends(get_hub)]


async def find_table(hub: Hub, code: str) -> TableOwner | None:
    normal = normalise_code(code)
    return None if normal is None else await hub.get(normal)


async def get_table(code: str, hub: HubDep) -> TableOwner:
    owner = await find_table(hub, code)
    if owner is None:
        raise problem(404, "no_table", f"no table has the code {code[:20]!r}")
    return owner


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
