"""The WebSocket and HTTP messages, as pydantic models (docs/server.md is their prose).

Client messages form one discriminated union, validated strictly: unknown fields, wrong types
and oversized strings are refused. Server messages are modelled too, so tests can check every
message a client receives against the contract; the server itself builds them as plain dicts
on the hot path.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

PROTOCOL_VERSION = 1
MAX_ACTION_CHARS = 200
MAX_NAME_CHARS = 40
MAX_TOKEN_CHARS = 128


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# ----------------------------------------------------------------- client to server


class Hello(_Strict):
    type: Literal["hello"]
    token: Annotated[str, Field(min_length=1, max_length=MAX_TOKEN_CHARS)] | None = None
    protocol: Literal[1] = 1
    lang: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    """The person's language (``fa``, ``fr-CA``, an Accept-Language list...); texts in scenes
    and errors come in the best language the server has for it, English otherwise."""


class Act(_Strict):
    type: Literal["act"]
    seq: Annotated[int, Field(ge=0)]
    action: Annotated[str, Field(min_length=1, max_length=MAX_ACTION_CHARS)]


class Resync(_Strict):
    type: Literal["resync"]


class Start(_Strict):
    type: Literal["start"]
    bot: Annotated[str, Field(min_length=1, max_length=40)] | None = None


class PlayAgain(_Strict):
    type: Literal["play_again"]


class Ping(_Strict):
    type: Literal["ping"]


ClientMessage = Annotated[
    Hello | Act | Resync | Start | PlayAgain | Ping, Field(discriminator="type")
]
CLIENT_MESSAGE: TypeAdapter[Hello | Act | Resync | Start | PlayAgain | Ping] = TypeAdapter(
    ClientMessage
)
CLIENT_TYPES = ("hello", "act", "resync", "start", "play_again", "ping")


# ----------------------------------------------------------------- server to client


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SeatPublic(_Out):
    seat: int
    kind: Literal["person", "bot"]
    bot: str | None
    name: str | None
    taken: bool
    connected: bool
    away: bool


class TablePublic(_Out):
    code: str
    link: str
    game: str
    title: str
    players: int
    preset: str | None
    options: dict[str, Any]
    rules: str
    status: Literal["waiting", "playing", "finished"]
    match: int
    seq: int
    bot_delay_ms: int
    away_after_s: int
    seats: list[SeatPublic]


class Welcome(_Out):
    type: Literal["welcome"]
    protocol: int
    seat: int | None
    host: bool
    table: TablePublic


class LastAction(_Out):
    player: int
    action: str | None


class LastStart(_Out):
    start: Literal[True]


class Result(_Out):
    winners: list[int]
    scores: list[int]
    record: str


class Update(_Out):
    type: Literal["update"]
    seq: int
    match: int
    status: Literal["waiting", "playing", "finished"]
    seat: int | None
    view: dict[str, Any] | None
    scene: dict[str, Any] | None
    legal: list[str]
    your_turn: bool
    last: LastAction | LastStart | None
    seats: list[SeatPublic]
    result: Result | None


class Ack(_Out):
    type: Literal["ack"]
    seq: int
    duplicate: bool = False


class Seats(_Out):
    type: Literal["seats"]
    seats: list[SeatPublic]


class Pong(_Out):
    type: Literal["pong"]


ERROR_CODES = (
    "bad_json",
    "too_large",
    "invalid",
    "unknown_type",
    "hello_first",
    "bad_token",
    "not_seated",
    "not_host",
    "not_playing",
    "stale",
    "illegal",
    "rate_limited",
    "storage",
    "no_table",
    "table_full",
)


class Error(_Out):
    type: Literal["error"]
    code: Literal[
        "bad_json",
        "too_large",
        "invalid",
        "unknown_type",
        "hello_first",
        "bad_token",
        "not_seated",
        "not_host",
        "not_playing",
        "stale",
        "illegal",
        "rate_limited",
        "storage",
        "no_table",
        "table_full",
    ]
    message: str
    seq: int | None = None
    text: str | None = None
    """What happened, in the connection's language (``hello``'s ``lang``), for people."""


ServerMessage = Annotated[
    Welcome | Update | Ack | Seats | Pong | Error, Field(discriminator="type")
]
SERVER_MESSAGE: TypeAdapter[Welcome | Update | Ack | Seats | Pong | Error] = TypeAdapter(
    ServerMessage
)


# ----------------------------------------------------------------- HTTP bodies


class SeatSpec(_Strict):
    kind: Literal["person", "bot"]
    bot: Annotated[str, Field(min_length=1, max_length=40)] | None = None


class TableCreate(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: Annotated[str, Field(min_length=1, max_length=40)]
    preset: Annotated[str, Field(min_length=1, max_length=60)] | None = None
    options: Annotated[dict[str, bool | int | str], Field(max_length=60)] = Field(
        default_factory=dict
    )
    seats: Annotated[list[SeatSpec], Field(max_length=16)] | None = None
    sit: Annotated[int, Field(ge=0, le=15)] | None = None
    name: Annotated[str, Field(min_length=1, max_length=MAX_NAME_CHARS)] | None = None
    bot_delay_ms: Annotated[int, Field(ge=0, le=10_000)] = 800
    away_after_s: Annotated[int, Field(ge=0, le=3600)] = 60
    away_bot: Annotated[str, Field(min_length=1, max_length=40)] | None = None


class TableCreated(_Out):
    table: TablePublic
    host_token: str
    seat: int | None
    seat_token: str | None


class SeatTake(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Annotated[str, Field(min_length=1, max_length=MAX_NAME_CHARS)] | None = None


class SeatTaken(_Out):
    seat: int
    seat_token: str


class StartRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    bot: Annotated[str, Field(min_length=1, max_length=40)] | None = None
