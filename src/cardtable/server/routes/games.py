"""``GET /api/games``: the games, their options and presets, and the bot kinds, for a lobby."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Query

from cardtable.bots.base import BOT_KINDS
from cardtable.i18n import negotiate
from cardtable.server.deps import HubDep

router = APIRouter()


@router.get("/api/games")
async def games(
    hub: HubDep,
    lang: Annotated[str | None, Query(max_length=40)] = None,
    accept_language: Annotated[str | None, Header(max_length=500)] = None,
) -> dict[str, Any]:
    """Every game for a lobby; titles and summaries in ``lang`` (or the browser's language)."""
    language = negotiate(lang or accept_language)
    return {
        "games": hub.games_in(language),
        "bot_kinds": list(BOT_KINDS),
        "default_bot": hub.default_bot,
    }
