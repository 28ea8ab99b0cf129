"""The hub: every live table by code, loaded from the database on demand, created here."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from functools import partial
from typing import Any

import cardtable
from cardtable.bots import make_bot
from cardtable.engine import CardtableError, InvalidOptions
from cardtable.i18n.errors import say_error
from cardtable.server.bots import BotPool
from cardtable.server.catalog import describe_games, in_language
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
        self._catalog_in: dict[str, list[dict[str, Any]]] = {}
        self._sweeper: asyncio.Task[None] | None = None

    def games_in(self, language: str) -> list[dict[str, Any]]:
        """The lobby's catalog in ``language``, made once per language."""
        known = self._catalog_in.get(language)
        if known is None:
            known = self._catalog_in[language] = in_language(self.games_catalog, language)
        return known

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
            owner.touch()
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
        except InvalidOptions as exc:
            raise TableError("invalid", str(exc), said=partial(say_error, exc)) from None
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
                # No name given: none is stored, and each client labels the seat in its
                # own language (the scene's seat label), not with an English "P0".
                rows.append(SeatRow(p, kind, None, request.name, hash_token(host_token)))
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

    # ----------------------------------------------------------------- unloading idle tables

    def start_sweeper(self) -> None:
        """Unload idle tables from now on, checking a few times per the shorter time limit."""
        limit = min(self.settings.idle_table_s, self.settings.finished_table_s)
        self._sweeper = asyncio.create_task(self._sweep_forever(min(30.0, max(0.5, limit / 4))))

    async def _sweep_forever(self, every: float) -> None:
        while True:
            await asyncio.sleep(every)
            try:
                await self.sweep()
            except Exception as exc:  # never let one bad table stop the sweeping
                log.error("unloading idle tables failed (%s)", type(exc).__name__)

    async def sweep(self) -> int:
        """Unload every table idle past its limit (``Settings.idle_table_s``, or
        ``finished_table_s`` once its match is over); returns how many.

        Everything a table knows is in the database (its event log, seats and status), so
        ``get`` rebuilds it exactly by replaying the log; a table in use is never unloaded
        (``TableOwner.idle_for``), so no client, bot or timer is cut off.
        """
        unloaded = 0
        for code, owner in list(self.tables.items()):
            if not self._past_limit(owner):
                continue
            async with self._loading:
                # Checked again and removed with no await in between: nothing can start using
                # the table after this check and before it is gone from the hub.
                if self.tables.get(code) is not owner or not self._past_limit(owner):
                    continue
                del self.tables[code]
            await owner.close()
            unloaded += 1
            log.info("table %s unloaded from memory (%s, idle)", code, owner.status)
        return unloaded

    def _past_limit(self, owner: TableOwner) -> bool:
        settings = self.settings
        limit = settings.finished_table_s if owner.status == "finished" else settings.idle_table_s
        idle = owner.idle_for(time.monotonic())
        return idle is not None and idle >= limit

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        for owner in self.tables.values():
            await owner.close()
        self.pool.close()
