"""The WebSocket protocol against a real server: bad messages, sequence numbers, reconnects,
seat reclaim, spectators, away seats played by bots, starting early and playing again."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from random import Random
from typing import Any

import pytest
import websockets

import cardtable
from cardtable.server.visibility import cards_in
from tests.cli.helpers import run_cli
from tests.server.harness import Player, ServerProcess


def _fareeb_people(server: ServerProcess, **extra: Any) -> tuple[str, list[str]]:
    """A Fareeb table (single hand) with four people seated; the match starts."""
    created = server.create(
        game="fareeb", options={"single_hand": True}, sit=0, bot_delay_ms=0, **extra
    )
    code = created["table"]["code"]
    tokens = [created["seat_token"]]
    for seat in (1, 2, 3):
        status, taken = server.request("POST", f"/api/tables/{code}/seats/{seat}", {})
        assert status == 200, taken
        tokens.append(taken["seat_token"])
    return code, tokens


async def _seated(server: ServerProcess, code: str, tokens: list[str]) -> list[Player]:
    players = [Player(server.ws_url(code), t, Random(i)) for i, t in enumerate(tokens)]
    for p in players:
        await p.open()
    return players


def _to_act(players: list[Player]) -> Player:
    for p in players:
        if p.latest and p.latest["legal"]:
            return p
    raise AssertionError("nobody may act")


BAD_MESSAGES: list[tuple[str | bytes, str]] = [
    ("not json", "bad_json"),
    ("[1, 2]", "bad_json"),
    ('"act"', "bad_json"),
    ('{"type": "shout"}', "unknown_type"),
    ('{"no_type": 1}', "unknown_type"),
    ('{"type": "act", "action": "pass"}', "invalid"),
    ('{"type": "act", "seq": "1", "action": "pass"}', "invalid"),
    ('{"type": "act", "seq": true, "action": "pass"}', "invalid"),
    ('{"type": "act", "seq": -1, "action": "pass"}', "invalid"),
    ('{"type": "act", "seq": 1, "action": ""}', "invalid"),
    ('{"type": "act", "seq": 1, "action": "pass", "extra": 1}', "invalid"),
    ('{"type": "act", "seq": 1, "action": "' + "x" * 300 + '"}', "invalid"),
    ('{"type": "resync", "why": "?"}', "invalid"),
    ('{"type": "hello"}', "hello_first"),
    ('{"type": "act", "seq": 1, "action": "' + "x" * 5000 + '"}', "too_large"),
    (b'{"type": "ping"}', "bad_json"),
    ('{"type": "start"}', "not_host"),
    ('{"type": "play_again"}', "not_playing"),
]


def test_bad_messages_get_an_error_and_change_nothing(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    code, tokens = _fareeb_people(server)

    async def run() -> None:
        # Before hello: refused.
        ws = await websockets.connect(server.ws_url(code))
        await ws.send('{"type": "act", "seq": 1, "action": "pass"}')
        assert json.loads(await ws.recv())["code"] == "hello_first"
        await ws.close()
        players = await _seated(server, code, tokens)
        mover = _to_act(players)
        other = next(p for p in players if p is not mover and p.seat != 0)  # not the host
        seq = mover.seq
        view = mover.latest["view"] if mover.latest else None
        for raw, expected in BAD_MESSAGES:
            await other.send(raw)
            answer = await other.until("error")
            assert answer["type"] == "error" and answer["code"] == expected, (raw[:60], answer)
        # Acting out of turn, or an action that does not exist: the engine's refusal.
        await other.send({"type": "act", "seq": seq, "action": "pass"})
        answer = await other.until("error")
        assert answer["code"] == "illegal", answer
        await mover.send({"type": "act", "seq": seq, "action": "fly away"})
        answer = await mover.until("error")
        assert answer["code"] == "illegal" and "Legal now" in answer["message"], answer
        # Nothing changed: same seq, same view.
        await mover.send({"type": "resync"})
        update = await mover.until("update")
        assert update["seq"] == seq and update["view"] == view
        await mover.send({"type": "ping"})
        await mover.until("pong")

    asyncio.run(run())


def test_error_messages_never_name_a_card_the_seat_cannot_see(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    code, tokens = _fareeb_people(server)

    async def run() -> None:
        players = await _seated(server, code, tokens)
        mover = _to_act(players)
        assert mover.latest is not None
        # Every card the view names is the seat's to see: its hand, the up-card, and the
        # hands shown for a farmer's-hand redeal (about one deal in 170), which are public.
        seen = cards_in(mover.latest["view"])
        assert set(mover.latest["view"]["hand"]) <= seen
        deck = {r + s for r in "9TJQKA" for s in "SHDC"}
        hidden = sorted(deck - seen)
        await mover.send({"type": "act", "seq": mover.seq, "action": f"play {hidden[0]}"})
        answer = await mover.until("error")
        assert hidden[0] not in answer["message"] and "??" in answer["message"], answer

    asyncio.run(run())


def test_seq_stale_and_resend_is_never_applied_twice(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    code, tokens = _fareeb_people(server)

    async def run() -> None:
        players = await _seated(server, code, tokens)
        mover = _to_act(players)
        seq = mover.seq
        action = mover.latest["legal"][0] if mover.latest else ""
        await mover.send({"type": "act", "seq": seq, "action": action})
        ack = await mover.until("ack")
        assert ack["seq"] == seq + 1 and not ack["duplicate"]
        # The same action again with the old seq: recognised, not applied twice.
        await mover.send({"type": "act", "seq": seq, "action": action})
        again = await mover.until("ack")
        assert again == {**again, "seq": seq + 1, "duplicate": True}
        # A reconnect from another device with the same token: the same seat, same seq.
        assert mover.token is not None
        twin = Player(mover.url, mover.token)
        await twin.open()
        assert twin.seat == mover.seat and twin.seq == seq + 1
        await twin.send({"type": "act", "seq": seq, "action": action})
        assert (await twin.until("ack"))["duplicate"] is True
        # Another seat sending with an old seq is told the table moved on.
        for p in players:
            if p is not mover:
                while p.seq < seq + 1:
                    await p.recv()
        nxt = _to_act(players)
        await nxt.send({"type": "act", "seq": seq, "action": nxt.latest["legal"][0]})
        stale = await nxt.until("error")
        assert stale["code"] == "stale" and stale["seq"] == seq + 1
        status, table = server.request("GET", f"/api/tables/{code}")
        assert status == 200 and table["seq"] == seq + 1
        await twin.close()

    asyncio.run(run())


def test_wrong_token_is_refused_and_the_connection_closed(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    code, _ = _fareeb_people(server)

    async def run() -> None:
        ws = await websockets.connect(server.ws_url(code))
        await ws.send(json.dumps({"type": "hello", "token": "not-a-token"}))
        answer = json.loads(await ws.recv())
        assert answer["code"] == "bad_token"
        with pytest.raises(websockets.ConnectionClosed) as closed:
            await asyncio.wait_for(ws.recv(), 5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401
        # No such table: told at once, before any hello, then closed.
        ws = await websockets.connect(server.ws_url("ZZZZZZ"))
        assert json.loads(await ws.recv())["code"] == "no_table"
        with pytest.raises(websockets.ConnectionClosed) as closed:
            await asyncio.wait_for(ws.recv(), 5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4404

    asyncio.run(run())


def test_rate_limit_refuses_floods_then_closes(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    code, tokens = _fareeb_people(server)

    async def run() -> None:
        (p,) = await _seated(server, code, tokens[:1])
        for _ in range(300):
            await p.send({"type": "ping"})
        kinds: list[str] = []
        try:
            while True:
                m = await p.recv(5)
                kinds.append(m.get("code") or m["type"])
        except websockets.ConnectionClosed as closed:
            assert closed.rcvd is not None and closed.rcvd.code == 4429
        assert "pong" in kinds and "rate_limited" in kinds
        assert kinds.count("pong") <= 45

    asyncio.run(run())


def test_a_frame_over_64_kib_closes_the_connection(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    code, tokens = _fareeb_people(server)

    async def run() -> None:
        (p,) = await _seated(server, code, tokens[:1])
        await p.send('{"type": "ping", "pad": "' + "x" * 70_000 + '"}')
        with pytest.raises(websockets.ConnectionClosed) as closed:
            while True:
                await p.recv(5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        # The table is unharmed: the seat can come back.
        again = Player(server.ws_url(code), tokens[0])
        await again.open()
        assert again.seq == p.seq

    asyncio.run(run())


def test_spectator_sees_public_view_and_cannot_act(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    code, tokens = _fareeb_people(server)

    async def run() -> None:
        players = await _seated(server, code, tokens)
        watcher = Player(server.ws_url(code))
        await watcher.open()
        assert watcher.seat is None and watcher.latest is not None
        view = watcher.latest["view"]
        assert view["hand"] is None or all(c is None for c in view["hand"])
        assert view["up_card"] == players[0].latest["view"]["up_card"]
        assert watcher.latest["legal"] == []
        scene = watcher.latest["scene"]
        assert scene is not None and scene["viewer"] is None and scene["controls"] == []
        assert scene["zones"][0]["kind"] == "hand"
        assert [c["code"] for c in scene["zones"][0]["cards"]] == [None] * 5
        await watcher.send({"type": "act", "seq": watcher.seq, "action": "pass"})
        assert (await watcher.until("error"))["code"] == "not_seated"

    asyncio.run(run())


def test_away_seat_is_played_by_a_bot_until_the_person_returns(
    sqlite_server: ServerProcess, tmp_path: Path
) -> None:
    server = sqlite_server
    created = server.create(
        game="fareeb",
        options={"single_hand": True},
        sit=0,
        bot_delay_ms=0,
        away_after_s=0,
        seats=[{"kind": "person"}] + [{"kind": "bot"}] * 3,
    )
    code = created["table"]["code"]
    token = created["seat_token"]

    async def run() -> None:
        # Nobody connected: the person is away at once, so a bot plays seat 0 to the end.
        for _ in range(200):
            _, table = await asyncio.to_thread(server.request, "GET", f"/api/tables/{code}")
            if table["status"] == "finished":
                break
            await asyncio.sleep(0.05)
        assert table["status"] == "finished"
        assert table["seats"][0]["away"] is True
        record = (await asyncio.to_thread(server.request, "GET", f"/api/tables/{code}/record"))[1]
        # Seat 0 has no move at all in about one hand in 125: when seat 2 goes alone, its
        # partner sits the hand out.
        final = cardtable.replay(record)
        sat_out = bool(getattr(final, "alone", False)) and getattr(final, "maker", None) == 2
        assert sat_out or any(a["player"] == 0 for a in record["actions"])
        # The downloaded record plays in `cardtable replay`.
        path = tmp_path / "match.cardtable.json"
        path.write_text(json.dumps(record))
        replayed = await asyncio.to_thread(run_cli, "replay", str(path), "--seat", "0")
        assert replayed.returncode == 0, replayed.stderr
        # Coming back takes the seat back.
        p = Player(server.ws_url(code), token)
        await p.open()
        assert p.latest is not None and p.latest["seats"][0]["away"] is False
        assert p.latest["result"] is not None
        # Play again: a new match with the same seats and a new seq.
        await p.send({"type": "play_again"})
        update = await p.until("update")
        assert update["match"] == 2 and update["status"] == "playing"
        assert update["last"] == {"start": True}

    asyncio.run(run())


def test_start_early_fills_open_seats_with_bots(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    created = server.create(game="cactus", options={"single_hand": True}, bot_delay_ms=0)
    code = created["table"]["code"]
    assert created["seat"] is None and created["table"]["status"] == "waiting"
    status, _ = server.request("POST", f"/api/tables/{code}/start", {}, token="wrong")
    assert status == 401
    status, seat = server.request("POST", f"/api/tables/{code}/seats/1", {"name": "Bo"})
    assert status == 200
    status, answer = server.request(
        "POST", f"/api/tables/{code}/start", {}, token=seat["seat_token"]
    )
    assert status == 403, answer
    bot = server.request("GET", "/api/games")[1]["bot_kinds"][0]
    status, table = server.request(
        "POST", f"/api/tables/{code}/start", {"bot": bot}, token=created["host_token"]
    )
    assert status == 200, table
    assert table["status"] == "playing"
    assert table["seats"][0] == {**table["seats"][0], "kind": "bot", "bot": bot}
    assert table["seats"][1]["kind"] == "person" and table["seats"][1]["name"] == "Bo"
    status, _ = server.request("POST", f"/api/tables/{code}/seats/0", {})
    assert status == 409
    status, answer = server.request("GET", f"/api/tables/{code}/record")
    assert status == 409, answer


def test_create_refuses_bad_games_options_and_seats(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    cases: list[tuple[dict[str, Any], int, str]] = [
        ({"game": "chess"}, 400, "no game called"),
        ({"game": "fareeb", "options": {"target_score": "x"}}, 400, "target_score"),
        ({"game": "fareeb", "options": {"colour": 1}}, 400, "no option"),
        ({"game": "fareeb", "preset": "nope"}, 400, "preset"),
        ({"game": "fareeb", "seats": [{"kind": "person"}]}, 400, "4 seats"),
        ({"game": "fareeb", "seats": [{"kind": "bot", "bot": "oracle"}] * 4}, 400, "oracle"),
        ({"game": "fareeb", "sit": 9}, 400, "seat 9"),
        ({"game": "fareeb", "bot_delay_ms": -1}, 422, ""),
        ({"game": "fareeb", "surprise": 1}, 422, ""),
    ]
    for body, status, words in cases:
        got, answer = server.request("POST", "/api/tables", body)
        assert got == status, (body, answer)
        assert words in json.dumps(answer), (body, answer)
    assert server.request("GET", "/api/tables/AAAAAA")[0] == 404
    assert server.request("GET", "/api/tables/not-a-code")[0] == 404
    games = server.request("GET", "/api/games")[1]
    assert [g["name"] for g in games["games"]] == cardtable.games()
    assert games["default_bot"] in games["bot_kinds"]


def test_table_codes_are_read_loosely_and_links_work(sqlite_server: ServerProcess) -> None:
    server = sqlite_server
    code = server.create(game="golf6")["table"]["code"]
    loose = f"{code[:3].lower()}-{code[3:]}"
    status, table = server.request("GET", f"/api/tables/{loose}")
    assert status == 200 and table["code"] == code
    status, page = server.request("GET", f"/t/{code}")  # the invite link opens the client
    assert status == 200 and "/static/js/app.js" in page


def test_out_of_turn_actions_are_taken_in_arrival_order(sqlite_server: ServerProcess) -> None:
    """Two people who may both act (a Cactus snap window) send at the same seq: the first to
    arrive is applied, the other is told the table moved on, and nothing is applied twice."""
    server = sqlite_server
    created = server.create(game="cactus", options={"single_hand": True}, sit=0, bot_delay_ms=0)
    code = created["table"]["code"]
    other = server.request("POST", f"/api/tables/{code}/seats/1", {})[1]["seat_token"]

    async def run() -> int:
        a = Player(server.ws_url(code), created["seat_token"], Random(1))
        b = Player(server.ws_url(code), other, Random(2))
        await a.open()
        await b.open()
        races = 0
        for _ in range(3):  # matches, until a window has been raced
            while a.latest and a.latest["status"] == "playing":
                seq = a.seq
                while b.seq < seq:
                    await b.recv()
                movers = [p for p in (a, b) if p.latest and p.latest["legal"]]
                assert movers, "nobody may act"
                for p in movers:
                    assert p.latest is not None
                    await p.send(
                        {"type": "act", "seq": seq, "action": p.rng.choice(p.latest["legal"])}
                    )
                answers = []
                for p in movers:
                    answers.append(
                        await p.until("ack") if len(movers) == 1 else await _ack_or_error(p)
                    )
                if len(movers) == 2:
                    races += 1
                    kinds = sorted(m["type"] for m in answers)
                    assert kinds == ["ack", "error"], answers
                    refused = next(m for m in answers if m["type"] == "error")
                    assert refused["code"] == "stale"
                for p in (a, b):
                    while p.seq < seq + 1:
                        await p.recv()
                status, table = await asyncio.to_thread(
                    server.request, "GET", f"/api/tables/{code}"
                )
                assert status == 200 and table["seq"] == seq + 1  # one action, applied once
            if races:
                break
            await a.send({"type": "play_again"})
            await a.until("update")
        return races

    assert asyncio.run(run()) >= 1


async def _ack_or_error(p: Player) -> dict[str, Any]:
    while True:
        m = await p.recv()
        if m["type"] in ("ack", "error"):
            return m


def test_a_table_takes_64_watchers_and_a_seat_always_gets_in(
    sqlite_server: ServerProcess,
) -> None:
    server = sqlite_server
    code, tokens = _fareeb_people(server)

    async def run() -> None:
        watchers = [Player(server.ws_url(code)) for _ in range(64)]
        for w in watchers:
            await w.open()
        late = await websockets.connect(server.ws_url(code))
        await late.send('{"type": "hello"}')
        assert json.loads(await late.recv())["code"] == "table_full"
        await watchers[0].close()
        await asyncio.sleep(0.2)
        again = Player(server.ws_url(code))
        await again.open()  # a place came free
        assert again.latest is not None
        # A seat still gets in, on up to eight devices.
        devices = [Player(server.ws_url(code), tokens[1]) for _ in range(8)]
        for d in devices:
            await d.open()
        ninth = await websockets.connect(server.ws_url(code))
        await ninth.send(json.dumps({"type": "hello", "token": tokens[1]}))
        assert json.loads(await ninth.recv())["code"] == "table_full"

    asyncio.run(run())
