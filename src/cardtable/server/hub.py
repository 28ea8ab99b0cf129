"""The hub: every live table by code, loaded from the database on demand, created here."""

from __future__ import annotations

import asyncio
import json
import logging

import cardtable
from cardtable.bots import make_bot
from cardtable.engine import CardtableError
from cardtable.server.bots import BotPool
from cardtable.server.catalog import describe_games
from cardtable.server.protocol import TableCreate
from cardtable.server.settings import Settings, default_bot_kind
from cardtable.server.store import SeatRow, Store
from cardtable.server.table import TableError, TableOwner
from cardtable.server.tokens import hash_token, new_code, new_token

log = logging.getLogger("cardtable.server")


class Created:
    def __init__(self, owner: TableOwner, host_token: str, seat: int | None) -> None:
        self.owner = owner
        self.host_token = host_token
        self.seat = seat


class Hub:
    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tables: dict[str, TableOwner] = {}
        self.pool = BotPool(settings.bot_workers, settings.bot_pool)
        self.default_bot = default_bot_kind()
        self._loading = asyncio.Lock()
        self.games_catalog = describe_games()

    async def recover(self) -> int:
        """Load every table that was playing, so its bots and timers run again."""
        codes = await self.store.codes_with_status("playing")
        for code in codes:
            await self.get(code)
        if codes:
            log.info("recovered %d tables in play", len(codes))
        return len(codes)

    async def get(self, code: str) -> TableOwner | None:
        owner = self.tables.get(code)
        if owner is not None:
            return owner
        async with self._loading:
            owner = self.tables.get(code)
            if owner is not None:
                return owner
            loaded = await self.store.load(code)
            if loaded is None:
                return None
            try:
                owner = TableOwner(loaded, self.store, self.pool, self.default_bot)
            except CardtableError as exc:
                log.error("table %s cannot be rebuilt from its log: %s", code, type(exc).__name__)
                return None
            self.tables[code] = owner
        await owner.resume()
        return owner

    async def create(self, request: TableCreate) -> Created:
        try:
            game = cardtable.load(request.game, request.preset, **request.options)
        except CardtableError as exc:
            raise TableError("invalid", str(exc)) from None
        except (TypeError, ValueError) as exc:
            raise TableError("invalid", f"the options cannot be read: {exc}") from None
        players = game.players
        specs = request.seats
        if specs is None:
            kinds: list[tuple[str, str | None]] = [("person", None)] * players
        elif len(specs) != players:
            raise TableError(
                "invalid",
                f"{game.title} here has {players} seats; the request describes {len(specs)}",
            )
        else:
            kinds = [
                (s.kind, (s.bot or self.default_bot) if s.kind == "bot" else None) for s in specs
            ]
        away_bot = request.away_bot or self.default_bot
        for kind in {bot for _, bot in kinds if bot is not None} | {away_bot}:
            try:
                make_bot(kind, game)
            except (ValueError, ImportError) as exc:
                raise TableError("invalid", str(exc)) from None
        sit = request.sit
        if sit is not None and (sit >= players or kinds[sit][0] != "person"):
            raise TableError("invalid", f"seat {sit} is not a person seat of this table")
        host_token = new_token()
        rows = []
        for p, (kind, bot) in enumerate(kinds):
            if p == sit:
                name = request.name or f"P{p}"
                rows.append(SeatRow(p, kind, None, name, hash_token(host_token)))
            else:
                rows.append(SeatRow(p, kind, bot, f"{bot} bot" if bot else None, None))
        for _ in range(20):
            code = new_code()
            if not await self.store.code_taken(code):
                break
        else:  # pragma: no cover - 30**6 codes
            raise TableError("storage", "no free table code; try again")
        await self.store.create_table(
            {
                "code": code,
                "game": game.name,
                "preset": request.preset,
                "options": json.dumps(game.options_for_record()),
                "status": "waiting",
                "match_no": 0,
                "host_token_hash": hash_token(host_token),
                "bot_delay_ms": request.bot_delay_ms,
                "away_after_s": request.away_after_s,
                "away_bot": away_bot,
            },
            rows,
        )
        owner = await self.get(code)
        assert owner is not None
        await owner.start_if_full()
        log.info("table %s created", code)
        return Created(owner, host_token, sit)

    async def close(self) -> None:
        for owner in self.tables.values():
            await owner.close()
        self.pool.close()
