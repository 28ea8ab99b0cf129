"""The browser client: static files shipped in the package (no build step), the lobby at ``/``
and a table at its invite link ``/t/{code}``. The pages name no game: everything a page shows
comes from ``/api/games`` and from the scenes sent over the WebSocket (docs/client.md)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

STATIC = Path(str(resources.files("cardtable.server").joinpath("static")))

router = APIRouter()


def static_files() -> StaticFiles:
    return StaticFiles(directory=STATIC)


def _page() -> FileResponse:
    # The shell is tiny and changes with each release: browsers revalidate it every time.
    return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})


@router.get("/", include_in_schema=False)
async def lobby() -> FileResponse:
    return _page()


@router.get("/t/{code}", include_in_schema=False)
async def table(code: str) -> FileResponse:
    return _page()
