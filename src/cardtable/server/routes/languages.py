"""``GET /api/i18n``: the languages on offer and the browser client's own words in one of them."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header

from cardtable.i18n import LANGUAGES, messages, negotiate

router = APIRouter()


def _answer(language: str) -> dict[str, Any]:
    catalog = messages(language)
    return {
        "lang": catalog.language,
        "dir": catalog.direction,
        "languages": [{"code": x.code, "name": x.name, "dir": x.direction} for x in LANGUAGES],
        # Simple ``{name}`` placeholders: the client fills them in (docs/i18n.md). The card
        # words let it name every card it draws for screen readers.
        "messages": catalog.patterns("web.") | catalog.patterns("common.rank.")
        | catalog.patterns("common.suit.") | catalog.patterns("common.card."),
    }


@router.get("/api/i18n")
async def preferred(
    accept_language: Annotated[str | None, Header(max_length=500)] = None,
) -> dict[str, Any]:
    """The client's words in the language the browser asks for (English when none fits)."""
    return _answer(negotiate(accept_language))


@router.get("/api/i18n/{lang}")
async def chosen(lang: str) -> dict[str, Any]:
    """The client's words in ``lang`` (``fa``, ``fr-CA``...); English when it is not offered."""
    return _answer(negotiate(lang[:40]))
