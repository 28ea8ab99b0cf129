"""``GET /api/games``: the games, their options and presets, and the bot kinds, for a lobby."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from cardtable.bots.base import BOT_KINDS
from cardtable.server.deps import HubDep

router = APIRouter()


@router.get("/api/games")
async def games(hub: HubDep) -> dict[str, Any]:
    return {
        "games": hub.games_catalog,
        "bot_kinds": list(BOT_KINDS),
        "default_bot": hub.default_bot,
    }
