"""One live table: its seats, its one ``State``, its clients and its bots.

The ``TableOwner`` serialises everything that happens at a table (an asyncio lock, so actions
are taken in arrival order), writes each event to the log before telling anyone, and sends every
client what its seat may see. It knows no game: it talks to the engine contract only.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from random import Random
from typing import Any

import cardtable
from cardtable.bots import make_bot
from cardtable.engine import Action, CardtableError, Game, IllegalAction, State
from cardtable.i18n import DEFAULT_LANGUAGE, Messages, messages
from cardtable.i18n.errors import say_error
from cardtable.server.bots import BotPool
from cardtable.server.protocol import PROTOCOL_VERSION
from cardtable.server.store import EventRow, LoadedTable, StorageError, Store, WriteJob
from cardtable.server.tokens import hash_token
from cardtable.server.visibility import Snapshot, action_seen, cards_in, redact
from cardtable.server.wire import encode
from cardtable.sim.arena import order_rng

log = logging.getLogger("cardtable.server")

OUTBOX_LIMIT = 2000
"""Messages queued for one client before it is dropped as too slow to keep up."""
CLOSE_TOO_SLOW = 4408
BOT_RETRY_SECONDS = 1.0


class Client:
    """One WebSocket connection as the table sees it: who it is and where its messages go."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.host = False
        self.joined = False
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False
        self.close_code = 1000
        self.lang = DEFAULT_LANGUAGE

    def identity(self) -> Identity:
        return Identity(self.seat, self.host)

    def send(self, message: dict[str, Any] | str) -> None:
        if self.closed:
            return
        if self.outbox.qsize() >= OUTBOX_LIMIT:
            self.close(CLOSE_TOO_SLOW)
            return
        self.outbox.put_nowait(message if isinstance(message, str) else encode(message))

    def error(
        self, code: str, message: str, seq: int | None = None,
        said: Callable[[Messages], str] | None = None,
    ) -> None:
        # ``message`` is the detail in English for programs and logs; ``text`` tells the
        # person what happened in their language.
        text = TableError(code, message, said).text(messages(self.lang))
        self.send({"type": "error", "code": code, "message": message, "seq": seq, "text": text})

    def close(self, code: int = 1000) -> None:
        if not self.closed:
            self.closed = True
            self.close_code = code
            self.outbox.put_nowait(None)


@dataclass
class Seat:
    seat: int
    kind: str
    bot: str | None
    name: str | None
    token_hash: str | None
    connections: int = 0
    away: bool = False
    away_timer: asyncio.TimerHandle | None = None

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token_hash is not None

    def public(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "bot": self.bot,
            "name": self.name,
            "taken": self.taken,
            "connected": self.connections > 0,
            "away": self.away,
        }


@dataclass(frozen=True)
class Identity:
    """Who a token says a client is at this table."""

    seat: int | None
    host: bool


class TableError(Exception):
    """A request the table refuses; ``code`` is the protocol's error code. ``said`` says the
    refusal in a person's language where it is more than the code's general message."""

    def __init__(
        self, code: str, message: str, said: Callable[[Messages], str] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.said = said

    def text(self, language: Messages) -> str | None:
        if self.said is not None:
            return self.said(language)
        id = f"errors.server.{self.code}"
        return language.format(id) if language.has(id) else None


@dataclass
class Match:
    """The match in play (or the last one): its state and where its events start."""

    state: State
    seed: int
    start_seq: int
    order: Random
    last: tuple[int, Action] | None = None


class TableOwner:
    def __init__(self, loaded: LoadedTable, store: Store, pool: BotPool, default_bot: str) -> None:
        row = loaded.row
        self.id = row.id
        self.code = row.code
        self.preset = row.preset
        self.game: Game = cardtable.load(row.game, **row.options)
        self.status = row.status
        self.match_no = row.match_no
        self.host_token_hash = row.host_token_hash
        self.bot_delay_ms = row.bot_delay_ms
        self.away_after_s = row.away_after_s
        self.away_bot = row.away_bot
        self.default_bot = default_bot
        self.seats = [Seat(s.seat, s.kind, s.bot, s.name, s.token_hash) for s in loaded.seats]
        self.seq = loaded.seq
        self.store = store
        self.pool = pool
        self.clients: set[Client] = set()
        self.lock = asyncio.Lock()
        self.bot_task: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.match: Match | None = None
        self._rules: dict[str, str] = {}
        self.last_used = time.monotonic()
        """When anything last happened here (an event, a connection, a request): the hub
        unloads tables idle for long (Hub.sweep)."""
        self.pins = 0
        """Requests and connections holding this owner; a pinned table is never unloaded."""
        if loaded.match_events:
            self.match = self._rebuild(loaded.match_events)

    # ----------------------------------------------------------------- rebuilding from the log

    def _rebuild(self, match_events: list[EventRow]) -> Match:
        start = match_events[0]
        if start.kind != "start" or start.seed is None:
            raise CardtableError(f"table {self.code}: match {start.match_no} has no start event")
        state = self.game.new_state(seed=start.seed)
        for event in match_events[1:]:
            if event.player is None or event.action is None:
                raise CardtableError(f"table {self.code}: event {event.seq} has no action")
            state.apply(event.action, event.player)
        match = Match(state, start.seed, start.seq, order_rng(start.seed))
        if state.history:
            match.last = state.history[-1]
        return match

    async def resume(self) -> None:
        """After loading: fix a status the log disagrees with, then let bots and timers run."""
        async with self.lock:
            match = self.match
            if match is not None and match.state.is_terminal and self.status != "finished":
                self.status = "finished"
                with contextlib.suppress(StorageError):  # the log says so anyway; next time
                    await self.store.write(WriteJob([], self.id, {"status": "finished"}))
            for seat in self.seats:
                if seat.kind == "person" and seat.token_hash is not None:
                    self._arm_away_timer(seat)
            self._schedule_bots()

    # ----------------------------------------------------------------- identity and seats

    def identify(self, token: str) -> Identity | None:
        digest = hash_token(token)
        host = secrets.compare_digest(digest, self.host_token_hash)
        for seat in self.seats:
            if seat.token_hash is not None and secrets.compare_digest(digest, seat.token_hash):
                return Identity(seat.seat, host)
        return Identity(None, True) if host else None

    def rules(self, language: str = DEFAULT_LANGUAGE) -> str:
        """The rules in force in ``language``, written once per language."""
        text = self._rules.get(language)
        if text is None:
            text = self._rules[language] = self.game.rules_text(language)
        return text

    def public(self, language: str = DEFAULT_LANGUAGE) -> dict[str, Any]:
        """The table as anyone may see it, its rules in ``language``."""
        return {
            "code": self.code,
            "link": f"/t/{self.code}",
            "game": self.game.name,
            "title": self.game.title,
            "players": self.game.players,
            "preset": self.preset,
            "options": self.game.options_for_record(),
            "rules": self.rules(language),
            "status": self.status,
            "match": self.match_no,
            "seq": self.seq,
            "bot_delay_ms": self.bot_delay_ms,
            "away_after_s": self.away_after_s,
            "seats": self._seats_public(),
        }

    def _seats_public(self) -> list[dict[str, Any]]:
        return [s.public() for s in self.seats]

    async def take_seat(self, seat_no: int, name: str | None, token_hash: str) -> None:
        async with self.lock:
            if not 0 <= seat_no < len(self.seats):
                raise TableError(
                    "invalid", f"there is no seat {seat_no}; seats are 0 to {len(self.seats) - 1}"
                )
            seat = self.seats[seat_no]
            if self.status != "waiting":
                raise TableError("not_playing", "the table has started: its seats are filled")
            if seat.kind != "person" or seat.taken:
                raise TableError("taken", f"seat {seat_no} is not open")
            if not await self.store.take_seat(self.id, seat_no, name, token_hash):
                raise TableError("taken", f"seat {seat_no} is not open")
            seat.name = name
            seat.token_hash = token_hash
            self._arm_away_timer(seat)
            if all(s.taken for s in self.seats):
                await self._start_match({})
            else:
                self._broadcast_seats()

    async def start_if_full(self) -> None:
        async with self.lock:
            if self.status == "waiting" and all(s.taken for s in self.seats):
                await self._start_match({})

    async def start(self, identity: Identity, bot: str | None) -> None:
        async with self.lock:
            if not identity.host:
                raise TableError("not_host", "only the table's creator may start it early")
            if self.status != "waiting":
                raise TableError("not_playing", "the table has already started")
            kind = bot or self.away_bot
            self._check_bot(kind)
            fill = {s.seat: kind for s in self.seats if not s.taken}
            await self._start_match(fill)

    async def play_again(self, identity: Identity) -> None:
        async with self.lock:
            if not identity.host and identity.seat is None:
                raise TableError("not_host", "only the creator or a seated person may play again")
            if self.status != "finished":
                raise TableError("not_playing", "play again is for when the match is over")
            await self._start_match({})

    def _check_bot(self, kind: str) -> None:
        try:
            make_bot(kind, self.game)
        except (ValueError, ImportError) as exc:
            raise TableError("invalid", str(exc)) from None

    async def _start_match(self, fill: dict[int, str]) -> None:
        """Write a start event (with the bots that take open seats), then deal."""
        seed = secrets.randbits(48)
        match_no = self.match_no + 1
        seq = self.seq + 1
        job = WriteJob(
            [EventRow(seq, "start", match_no, None, None, seed)],
            self.id,
            {"status": "playing", "match_no": match_no},
            {p: {"kind": "bot", "bot": kind, "name": f"{kind} bot"} for p, kind in fill.items()},
        )
        try:
            await self.store.write(job)
        except StorageError:
            raise TableError("storage", "the match could not be started; try again") from None
        for p, kind in fill.items():
            seat = self.seats[p]
            seat.kind, seat.bot, seat.name = "bot", kind, f"{kind} bot"
        self.match_no, self.seq, self.status = match_no, seq, "playing"
        self.match = Match(self.game.new_state(seed=seed), seed, seq, order_rng(seed))
        log.info("table %s: match %d started (seq %d)", self.code, match_no, seq)
        self._broadcast({"start": True})
        self._schedule_bots()

    # ----------------------------------------------------------------- clients

    async def connect(self, client: Client) -> None:
        async with self.lock:
            self.touch()
            self.clients.add(client)
            client.joined = True
            changed = False
            if client.seat is not None:
                seat = self.seats[client.seat]
                seat.connections += 1
                if seat.away_timer is not None:
                    seat.away_timer.cancel()
                    seat.away_timer = None
                changed = True
                if seat.away:
                    seat.away = False
                    log.info("table %s: seat %d is back", self.code, seat.seat)
                    self._cancel_bot_task()
            client.send(
                {
                    "type": "welcome",
                    "protocol": PROTOCOL_VERSION,
                    "seat": client.seat,
                    "host": client.host,
                    "table": self.public(client.lang),
                }
            )
            client.send(self._update_text(client.seat, None, self._seats_public(), client.lang))
            if changed:
                self._broadcast_seats()
                self._schedule_bots()

    async def disconnect(self, client: Client) -> None:
        async with self.lock:
            self.touch()
            if client not in self.clients:
                return
            self.clients.discard(client)
            if client.seat is not None:
                seat = self.seats[client.seat]
                seat.connections -= 1
                self._arm_away_timer(seat)
                self._broadcast_seats()

    def _arm_away_timer(self, seat: Seat) -> None:
        if seat.connections > 0 or seat.away or seat.away_timer is not None:
            return
        loop = asyncio.get_running_loop()
        seat.away_timer = loop.call_later(self.away_after_s, self._spawn_go_away, seat.seat)

    def _spawn_go_away(self, seat_no: int) -> None:
        task = asyncio.create_task(self._go_away(seat_no))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _go_away(self, seat_no: int) -> None:
        async with self.lock:
            seat = self.seats[seat_no]
            seat.away_timer = None
            if seat.connections > 0 or seat.away or seat.kind != "person":
                return
            seat.away = True
            log.info("table %s: seat %d is away; a bot plays it", self.code, seat_no)
            self._broadcast_seats()
            self._schedule_bots()

    def resync(self, client: Client) -> None:
        client.send(self._update_text(client.seat, None, self._seats_public(), client.lang))

    # ----------------------------------------------------------------- actions

    async def act(self, client: Client, seq: int, text: str) -> None:
        async with self.lock:
            seat = client.seat
            if seat is None:
                client.error("not_seated", "spectators cannot act; take a seat to play")
                return
            match = self.match
            if match is None or self.status != "playing":
                client.error("not_playing", "no match is in play at this table", self.seq)
                return
            if seq != self.seq:
                if self._is_repeat(match, seat, seq, text):
                    client.send({"type": "ack", "seq": seq + 1, "duplicate": True})
                    return
                client.error(
                    "stale",
                    f"the table has moved on (you sent seq {seq}; it is now {self.seq}); "
                    "look at the update and act again if you still want to",
                    self.seq,
                )
                client.send(self._update_text(seat, None, self._seats_public(), client.lang))
                return
            state = match.state
            try:
                state.apply(text, seat)
            except IllegalAction as exc:
                client.error(
                    "illegal", self._redacted(str(exc), seat), self.seq, self._said(exc, seat)
                )
                return
            except Exception as exc:  # a game's bug on strange input must not kill the table
                log.error(
                    "table %s: seat %d: the engine failed on an action (%s)",
                    self.code,
                    seat,
                    type(exc).__name__,
                )
                client.error("illegal", "that is not an action of this game", self.seq)
                return
            if await self._commit_last(match):
                client.send({"type": "ack", "seq": self.seq, "duplicate": False})
                self._announce(match)
            else:
                client.error(
                    "storage", "the action could not be saved; nothing changed, try again", self.seq
                )

    def _is_repeat(self, match: Match, seat: int, seq: int, text: str) -> bool:
        """Is this a resend of the action that made event ``seq + 1``?"""
        index = seq - match.start_seq
        history = match.state.history
        if not 0 <= index < len(history):
            return False
        player, action = history[index]
        if player != seat:
            return False
        if action.text == text:
            return True
        try:
            return self.game.parse_action(text, [action]).text == action.text
        except Exception:
            return False

    def _said(self, error: IllegalAction, seat: int) -> Callable[[Messages], str] | None:
        """The refusal in the person's words, unless it would name a card the seat may not see
        (then the general "not allowed now" is all they get, as the English detail is redacted)."""
        if str(error) != self._redacted(str(error), seat):
            return None
        return partial(say_error, error)

    def _redacted(self, message: str, seat: int) -> str:
        match = self.match
        if match is None:
            return redact(message, ())
        visible = cards_in(match.state.view(seat)) | cards_in(
            [a.text for a in match.state.legal_actions(seat)]
        )
        return redact(message, visible)

    async def _commit_last(self, match: Match) -> bool:
        """Write the action just applied; on failure, take it back. True if it is stored."""
        state = match.state
        player, action = state.history[-1]
        seq = self.seq + 1
        changes = {"status": "finished"} if state.is_terminal else {}
        try:
            await self.store.write(
                WriteJob(
                    [EventRow(seq, "action", self.match_no, player, action.text, None)],
                    self.id,
                    changes,
                )
            )
        except StorageError:
            record = state.record()
            shorter = type(record)(
                game=record.game,
                options=record.options,
                seed=record.seed,
                actions=record.actions[:-1],
                deck=record.deck,
                start=record.start,
            )
            match.state = cardtable.replay(shorter)
            return False
        self.seq = seq
        match.last = (player, action)
        if state.is_terminal:
            self.status = "finished"
            log.info("table %s: match %d is over (seq %d)", self.code, self.match_no, seq)
        return True

    def _announce(self, match: Match) -> None:
        self._cancel_bot_task()
        self._broadcast(match.last)
        self._schedule_bots()

    # ----------------------------------------------------------------- bots

    def _bot_kind(self, seat: Seat) -> str | None:
        if seat.kind == "bot":
            return seat.bot
        return self.away_bot if seat.away else None

    def _cancel_bot_task(self) -> None:
        task = self.bot_task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
            self.bot_task = None

    def _schedule_bots(self) -> None:
        match = self.match
        if self.bot_task is not None or match is None or self.status != "playing":
            return
        robots = sorted(p for p in match.state.actors if self._bot_kind(self.seats[p]))
        if robots:
            self.bot_task = asyncio.create_task(self._bot_move(match, self.seq, robots))

    async def _bot_move(self, match: Match, seq: int, robots: list[int]) -> None:
        failed = False
        try:
            if self.bot_delay_ms:
                await asyncio.sleep(self.bot_delay_ms / 1000)
            async with self.lock:
                if self.seq != seq or self.match is not match:
                    return
                player = (
                    robots[0] if len(robots) == 1 else robots[match.order.randrange(len(robots))]
                )
                kind = self._bot_kind(self.seats[player])
                if kind is None:
                    return
                state = match.state
                view = state.view(player)
                legal = list(state.legal_actions(player))
            seed = f"cardtable/server-bot/{match.seed}/{player}/{seq}"
            try:
                chosen = await self.pool.choose(self.game, kind, view, legal, seed)
            except Exception as exc:
                chosen = None
                log.error("table %s: a %s bot failed (%s)", self.code, kind, type(exc).__name__)
            async with self.lock:
                if self.seq != seq or self.match is not match:
                    return
                if self._bot_kind(self.seats[player]) != kind:
                    return
                legal = match.state.legal_actions(player)
                # The worker's answer is a copy: play the engine's own Action object, which
                # games compare by identity. A broken or cheating bot must not stall the table:
                # it is replaced by a random legal move from the same seed.
                action = next((a for a in legal if a == chosen), None)
                if action is None:
                    if chosen is not None:
                        log.error("table %s: a %s bot chose an illegal action", self.code, kind)
                    action = legal[Random(seed).randrange(len(legal))]
                match.state.apply(action, player)
                if await self._commit_last(match):
                    self._broadcast(match.last)
                else:
                    failed = True
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            failed = True
            log.error("table %s: bot move failed (%s)", self.code, type(exc).__name__)
        finally:
            if self.bot_task is asyncio.current_task():
                self.bot_task = None
                if failed:  # the database is down, say: try again in a while, not in a loop
                    asyncio.get_running_loop().call_later(BOT_RETRY_SECONDS, self._schedule_bots)
                else:
                    self._schedule_bots()

    # ----------------------------------------------------------------- telling clients

    def _broadcast_seats(self) -> None:
        text = encode({"type": "seats", "seats": self._seats_public()})
        for client in self.clients:
            client.send(text)

    def _broadcast(self, last: tuple[int, Action] | dict[str, Any] | None) -> None:
        self.touch()
        # One snapshot per event: each message is made once, and only for seats (and
        # spectators) that have a client connected; seats' views are kept for the public
        # view only when a spectator is there to need it.
        seats = self._seats_public()
        spectators = any(c.seat is None for c in self.clients)
        snapshot = Snapshot(self.match.state, spectators) if self.match is not None else None
        texts: dict[tuple[int | None, str], str] = {}
        for client in list(self.clients):
            key = (client.seat, client.lang)
            text = texts.get(key)
            if text is None:
                text = texts[key] = self._update_text(
                    client.seat, last, seats, client.lang, snapshot
                )
            client.send(text)

    def _update_text(
        self,
        seat: int | None,
        last: tuple[int, Action] | dict[str, Any] | None,
        seats: list[dict[str, Any]],
        lang: str = DEFAULT_LANGUAGE,
        snapshot: Snapshot | None = None,
    ) -> str:
        match = self.match
        message: dict[str, Any] = {
            "type": "update",
            "seq": self.seq,
            "match": self.match_no,
            "status": self.status,
            "seat": seat,
        }
        if match is None:
            message.update(view=None, scene=None, legal=[], your_turn=False)
        else:
            if snapshot is None or snapshot.state is not match.state:
                snapshot = Snapshot(match.state)
            if seat is None:
                message.update(snapshot.spectator_payload())
            else:
                message.update(snapshot.seat_payload(seat))
        if isinstance(last, tuple):
            player, action = last
            message["last"] = {
                "player": player,
                "action": action_seen(self.game, action, player, seat),
            }
        else:
            message["last"] = last
        message["seats"] = seats
        message["result"] = self._result()
        # The scene goes out with each text rendered in the client's language (docs/i18n.md),
        # written straight from the Scene by wire.encode.
        return encode(message, messages(lang))

    def _result(self) -> dict[str, Any] | None:
        match = self.match
        if match is None or not match.state.is_terminal:
            return None
        state = match.state
        return {
            "winners": list(state.winners),
            "scores": list(state.scores),
            "record": f"/api/tables/{self.code}/record?match={self.match_no}",
        }

    # ----------------------------------------------------------------- memory

    def touch(self) -> None:
        self.last_used = time.monotonic()

    def idle_for(self, now: float) -> float | None:
        """Seconds this table has been idle with nothing pending (None: it is in use).

        In use: a client connected, a request holding it, a bot move or a task in flight, the
        lock held, or (unless the match is over) a seat's away timer running, whose bot would
        otherwise never come. Such a table stays in memory whatever its age.
        """
        if self.clients or self.pins or self.bot_task is not None or self._tasks:
            return None
        if self.lock.locked():
            return None
        if self.status != "finished" and any(s.away_timer is not None for s in self.seats):
            return None
        return now - self.last_used

    async def close(self) -> None:
        self._cancel_bot_task()
        for seat in self.seats:
            if seat.away_timer is not None:
                seat.away_timer.cancel()
        for client in self.clients:
            client.close()
