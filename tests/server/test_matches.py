"""Full matches of every game through real WebSocket clients: people, bots, a spectator."""

from __future__ import annotations

import asyncio
import re
from random import Random
from typing import Any

import cardtable
from tests.server.harness import Player, ServerProcess, leaks, true_views


async def _one_table(server: ServerProcess, name: str, index: int) -> dict[str, Any]:
    game = cardtable.load(name, single_hand=True)
    players = game.players
    people = {0, players - 1}
    seats = [{"kind": "person"} if p in people else {"kind": "bot"} for p in range(players)]
    created = await asyncio.to_thread(
        server.create,
        game=name,
        options={"single_hand": True},
        seats=seats,
        sit=0,
        bot_delay_ms=0,
        name="Ann",
    )
    code = created["table"]["code"]
    assert created["table"]["status"] == "waiting"
    spectator = Player(server.ws_url(code))
    await spectator.open()
    first = Player(server.ws_url(code), created["seat_token"], Random(index))
    await first.open()
    status, taken = await asyncio.to_thread(
        server.request, "POST", f"/api/tables/{code}/seats/{players - 1}", {"name": "Bob"}
    )
    assert status == 200, taken
    second = Player(server.ws_url(code), taken["seat_token"], Random(1000 + index))
    await second.open()
    assert second.seat == players - 1
    end_first, end_second = await asyncio.gather(first.play(), second.play())
    while spectator.latest is None or spectator.latest["status"] != "finished":
        await spectator.recv()
    status, record = await asyncio.to_thread(server.request, "GET", f"/api/tables/{code}/record")
    assert status == 200, record
    return {
        "name": name,
        "players": players,
        "record": record,
        "clients": [first, second, spectator],
        "end": end_first,
        "end2": end_second,
    }


async def _all_games(server: ServerProcess) -> list[dict[str, Any]]:
    return await asyncio.gather(
        *(_one_table(server, name, i) for i, name in enumerate(cardtable.games()))
    )


def test_every_game_plays_to_the_end_and_no_client_sees_a_hidden_card(
    server: ServerProcess,
) -> None:
    tables = asyncio.run(_all_games(server))
    assert len(tables) == len(cardtable.games()) == 14
    for table in tables:
        record = table["record"]
        final = cardtable.replay(record)
        assert final.is_terminal, table["name"]
        end = table["end"]
        assert end["result"]["winners"] == list(final.winners)
        assert end["result"]["scores"] == list(final.scores)
        start_seq = end["seq"] - len(record["actions"])
        views = true_views(record, table["players"])
        for client in table["clients"]:
            found = leaks(client, views, start_seq)
            assert not found, (table["name"], client.seat, found[:5])
        # The spectator was drawn a real scene after every event of the match: its own
        # (viewer null), with no controls and every hand face down.
        spectator = table["clients"][2]
        scenes = [m["scene"] for m in spectator.messages
                  if m["type"] == "update" and m["view"] is not None]
        assert len(scenes) > len(record["actions"]) // 2, table["name"]
        for scene in scenes:
            assert scene is not None, table["name"]
            assert scene["viewer"] is None and scene["controls"] == [], table["name"]
            for zone in scene["zones"]:
                if zone["kind"] == "hand":
                    assert all(c is None or c["code"] is None for c in zone["cards"])
        # People's actions were really theirs: both seats acted, and acks match the log.
        first, second = table["clients"][:2]
        for client in (first, second):
            for seq in client.acks:
                assert record["actions"][seq - start_seq - 1]["player"] == client.seat
    # No bot failed or was replaced by a random move; logs never carry an action naming a card.
    log = server.log()
    assert " ERROR " not in log, log[-2000:]
    for table in tables:
        for step in table["record"]["actions"]:
            if re.search(r"\b(?:[2-9TJQKA][SHDC]|JK)\b", step["action"]):
                assert step["action"] not in log, step["action"]
