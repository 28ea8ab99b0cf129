"""Tables over HTTP: create, look up, take a seat, start early, download a record."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Any

from fastapi import APIRouter, Header, Query, Response

from cardtable.i18n import messages, negotiate
from cardtable.server.catalog import title_in
from cardtable.server.deps import HubDep, SeatedDep, TableDep, problem
from cardtable.server.protocol import (
    SeatTake,
    SeatTaken,
    StartRequest,
    TableCreate,
    TableCreated,
    TablePublic,
)
from cardtable.server.table import TableError
from cardtable.server.tokens import hash_token, new_token

router = APIRouter()

STATUS = {"invalid": 400, "not_host": 403, "taken": 409, "not_playing": 409, "storage": 503}


def refused(exc: TableError, language: str | None = None) -> Exception:
    text = exc.text(messages(language)) if language is not None else None
    return problem(STATUS.get(exc.code, 400), exc.code, exc.message, text)


Language = Annotated[str | None, Query(max_length=40)]
AcceptLanguage = Annotated[str | None, Header(max_length=500)]


@router.post("/api/tables", status_code=201, response_model=TableCreated)
async def create_table(
    body: TableCreate, hub: HubDep, lang: Language = None, accept_language: AcceptLanguage = None
) -> dict[str, Any]:
    """A new table. A refusal says why in ``lang`` (or the browser's language) as ``text``."""
    language = negotiate(lang or accept_language)
    try:
        created = await hub.create(body)
    except TableError as exc:
        raise refused(exc, language) from None
    return {
        "table": created.owner.public(language),
        "host_token": created.host_token,
        "seat": created.seat,
        "seat_token": created.host_token if created.seat is not None else None,
    }


@router.get("/api/tables/{code}", response_model=TablePublic)
async def get_table(table: TableDep, lang: Language = None) -> dict[str, Any]:
    if lang is None:
        return table.public()
    # The title and the rules as the person reads them; the rest is data.
    language = negotiate(lang)
    public = table.public(language)
    return dict(public, title=title_in(public["game"], language))


@router.post("/api/tables/{code}/seats/{seat}", response_model=SeatTaken)
async def take_seat(table: TableDep, seat: int, body: SeatTake | None = None) -> dict[str, Any]:
    token = new_token()
    try:
        await table.take_seat(seat, body.name if body else None, hash_token(token))
    except TableError as exc:
        raise refused(exc) from None
    return {"seat": seat, "seat_token": token}


@router.post("/api/tables/{code}/start", response_model=TablePublic)
async def start(seated: SeatedDep, body: StartRequest | None = None) -> dict[str, Any]:
    try:
        await seated.table.start(seated.identity, body.bot if body else None)
    except TableError as exc:
        raise refused(exc) from None
    return seated.table.public()


@router.get("/api/tables/{code}/record")
async def record(
    table: TableDep, hub: HubDep, match: Annotated[int | None, Query(ge=1)] = None
) -> Response:
    last_finished = table.match_no if table.status == "finished" else table.match_no - 1
    wanted = last_finished if match is None else match
    if wanted < 1 or wanted > last_finished:
        raise problem(409, "not_playing", "a record is given once its match is over")
    events = await hub.store.match_events(table.id, wanted)
    # Rebuilt through the engine, so the record is in the engine's own current format.
    state = table.game.new_state(seed=events[0].seed)
    for event in events[1:]:
        state.apply(event.action or "", event.player)
    record = replace(
        state.record(), meta={"made_by": "cardtable serve", "table": table.code, "match": wanted}
    )
    return Response(
        content=record.to_json() + "\n",
        media_type="application/json",
        headers={
            "Content-Disposition": f'attachment; filename="{table.code}-{wanted}.cardtable.json"'
        },
    )


@router.get("/api/health")
async def health(hub: HubDep) -> dict[str, bool | int]:
    # tables_in_memory: how many tables are loaded now (idle ones are unloaded, Hub.sweep).
    return {"ok": True, "tables_in_memory": len(hub.tables)}
