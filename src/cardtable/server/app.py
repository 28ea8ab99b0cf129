"""``create_app(settings)``: the ASGI application, wired (routes, WebSocket, database, hub)."""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from cardtable import __version__
from cardtable.server import ws
from cardtable.server.hub import Hub
from cardtable.server.routes import games, languages, pages, tables
from cardtable.server.settings import Settings
from cardtable.server.store import Store

log = logging.getLogger("cardtable.server")


def create_app(settings: Settings) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = Store(settings.database_url(), settings.commit_batch)
        await store.open()
        hub = Hub(store, settings)
        app.state.hub = hub
        await hub.recover()
        hub.start_sweeper()
        # Everything made so far (the libraries, catalogs, recovered tables) lives as long as
        # the process: frozen, the collector's full passes no longer walk it, which shortened
        # their pauses under load (docs/server.md, "Speed").
        gc.freeze()
        log.info("cardtable server ready")
        try:
            yield
        finally:
            await hub.close()
            await store.close()

    app = FastAPI(title="cardtable", version=__version__, lifespan=lifespan)
    app.state.settings = settings
    app.include_router(games.router)
    app.include_router(tables.router)
    app.include_router(languages.router)
    app.include_router(ws.router)
    app.include_router(pages.router)
    app.mount("/static", pages.static_files(), name="static")
    return app
