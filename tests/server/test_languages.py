"""Languages over the wire: the client's words from /api/i18n, and scenes whose texts come
rendered in each connection's language (docs/i18n.md, docs/server.md)."""

from __future__ import annotations

import asyncio
import json
import re
import urllib.error
import urllib.request
from typing import Any

import pytest

from tests.server.harness import Player, ServerProcess

PERSIAN = re.compile(r"[\u0600-\u06FF]")


def _get(server: ServerProcess, path: str, accept_language: str | None = None) -> Any:
    request = urllib.request.Request(server.http + path)
    if accept_language is not None:
        request.add_header("Accept-Language", accept_language)
    with urllib.request.urlopen(request, timeout=20) as answer:
        return json.loads(answer.read())


def _texts(data: Any) -> list[dict[str, Any]]:
    if isinstance(data, list):
        return [t for item in data for t in _texts(item)]
    if isinstance(data, dict):
        if "id" in data and "args" in data and "text" in data:
            return [data]
        return [t for value in data.values() for t in _texts(value)]
    return []


def test_the_language_list_follows_accept_language(sqlite_server: ServerProcess) -> None:
    answer = _get(sqlite_server, "/api/i18n", "fa-IR,fa;q=0.9,en;q=0.5")
    assert (answer["lang"], answer["dir"]) == ("fa", "rtl")
    assert [x["code"] for x in answer["languages"]] == ["en", "fa", "fr"]
    assert _get(sqlite_server, "/api/i18n", "de-DE")["lang"] == "en"
    assert _get(sqlite_server, "/api/i18n/fr-CA")["lang"] == "fr"
    assert _get(sqlite_server, "/api/i18n/xx")["dir"] == "ltr"


def test_each_connection_reads_the_scene_in_its_own_language(
    sqlite_server: ServerProcess,
) -> None:
    created = sqlite_server.create(
        game="fareeb", options={"single_hand": True}, sit=0, bot_delay_ms=0,
        seats=[{"kind": "person"}] + [{"kind": "bot", "bot": "random"}] * 3,
    )
    code, token = created["table"]["code"], created["seat_token"]

    async def scenes() -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for lang in ("fa", "fr", None):
            player = Player(sqlite_server.ws_url(code), token, lang=lang)
            await player.open()
            assert player.latest is not None
            out[lang or "none"] = player.latest["scene"]
            await player.close()
        return out

    got = asyncio.run(scenes())
    persian = _texts(got["fa"])
    assert persian and all(t["text"] for t in persian)
    seat_names = {t["text"] for t in persian if t["id"] == "common.seat.name"}
    assert "بازیکن ۰" in seat_names  # Persian words and Persian digits
    french = {t["id"]: t["text"] for t in _texts(got["fr"])}
    assert french["common.seat.name"].startswith("J")
    english = {t["id"]: t["text"] for t in _texts(got["none"])}  # no lang: English
    assert english["common.seat.name"].startswith("P")


def test_the_lobby_and_a_table_page_get_titles_in_the_language(
    sqlite_server: ServerProcess,
) -> None:
    persian = _get(sqlite_server, "/api/games?lang=fa")["games"]
    fareeb = next(g for g in persian if g["name"] == "fareeb")
    assert fareeb["title"] == "فریب (یوکر)" and "بازیکن" in fareeb["summary"]
    french = _get(sqlite_server, "/api/games", "fr-FR,fr;q=0.9")["games"]
    assert next(g for g in french if g["name"] == "golf6")["title"] == "Golf à six cartes"
    english = _get(sqlite_server, "/api/games")["games"]
    assert next(g for g in english if g["name"] == "golf6")["title"] == "Six-card Golf"
    code = sqlite_server.create(game="golf9")["table"]["code"]
    french_table = _get(sqlite_server, f"/api/tables/{code}?lang=fr")
    assert french_table["title"] == "Golf à neuf cartes (les Neuf)"
    assert _get(sqlite_server, f"/api/tables/{code}")["title"] == "Nine-card Golf (Nines)"


def test_refusals_tell_the_person_in_their_language(sqlite_server: ServerProcess) -> None:
    created = sqlite_server.create(
        game="fareeb", options={"single_hand": True}, sit=0, bot_delay_ms=0,
        seats=[{"kind": "person"}] + [{"kind": "bot", "bot": "random"}] * 3,
    )
    code = created["table"]["code"]

    async def refused() -> list[dict[str, Any]]:
        out = []
        for lang in ("fa", "fr", None):
            watcher = Player(sqlite_server.ws_url(code), None, lang=lang)
            await watcher.open()
            await watcher.send({"type": "act", "seq": watcher.seq, "action": "pass"})
            out.append(await watcher.until("error"))
            await watcher.close()
        return out

    persian, french, english = asyncio.run(refused())
    assert persian["code"] == "not_seated" and "spectators" in persian["message"]  # for programs
    assert persian["text"] == "تماشاگران نمی‌توانند بازی کنند؛ برای بازی بنشینید."
    assert french["text"].startswith("Les spectateurs ne jouent pas")
    assert english["text"] == "Watchers cannot play; take a seat to play."


def test_an_illegal_move_is_explained_in_the_persons_language(
    sqlite_server: ServerProcess,
) -> None:
    # A whole match, not a single hand: a hand in which the partner goes alone is played out by
    # the bots without seat 0, and a single-hand match would then be over ("not_playing").
    created = sqlite_server.create(
        game="fareeb", sit=0, bot_delay_ms=0,
        seats=[{"kind": "person"}] + [{"kind": "bot", "bot": "random"}] * 3,
    )
    code, token = created["table"]["code"], created["seat_token"]

    async def refused() -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for lang in ("fa", "fr", "en"):
            player = Player(sqlite_server.ws_url(code), token, lang=lang)
            await player.open()
            # "name" with no suit is no action at all: refused by the notation, whoever's turn
            # (sent again if a bot moved first and the seq went stale).
            for _ in range(20):
                await player.send({"type": "act", "seq": player.seq, "action": "name"})
                out[lang] = await player.until("error")
                if out[lang]["code"] != "stale":
                    break
                await player.until("update")  # the table as it is now comes right after
            await player.close()
        return out

    got = asyncio.run(refused())
    assert {e["code"] for e in got.values()} == {"illegal"}
    assert got["en"]["text"].startswith("'name' is not allowed: name a suit")
    # In Persian the typed notation is isolated (FSI ... PDI) so it reads left to right.
    assert got["fa"]["text"].startswith("«\u2068name\u2069» مجاز نیست") and PERSIAN.search(
        got["fa"]["text"].split(":", 1)[1]
    )
    assert got["fr"]["text"].startswith("« name » n’est pas permis")
    assert "name a suit" not in got["fr"]["text"]


def test_a_bad_option_is_refused_in_the_persons_language(sqlite_server: ServerProcess) -> None:
    body = json.dumps({"game": "fareeb", "options": {"target_score": 0}}).encode()
    details = {}
    for lang in ("en", "fa", "fr"):
        request = urllib.request.Request(
            f"{sqlite_server.http}/api/tables?lang={lang}", data=body, method="POST",
            headers={"Content-Type": "application/json"},
        )
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 400
        details[lang] = json.loads(refused.value.read())["detail"]
    # The English detail for programs is the same whatever the language.
    assert {d["message"] for d in details.values()} == {
        "option target_score=0 is not accepted: target_score must be a whole number from 1 to "
        "10000"
    }
    assert details["en"]["text"] == details["en"]["message"]
    assert PERSIAN.search(details["fa"]["text"]) and "۱۰٬۰۰۰" in details["fa"]["text"]
    assert "nombre entier de 1 à 10" in details["fr"]["text"]


def test_the_lobby_gives_option_labels_and_effects_and_a_table_its_rules_in_the_language(
    sqlite_server: ServerProcess,
) -> None:
    english = _get(sqlite_server, "/api/games?lang=en")["games"]
    french = _get(sqlite_server, "/api/games?lang=fr")["games"]
    for en_game, fr_game in zip(english, french, strict=True):
        assert [o["name"] for o in en_game["options"]] == [o["name"] for o in fr_game["options"]]
        assert all(o["label"] and o["effect"] for o in fr_game["options"])
    code = sqlite_server.create(game="fareeb")["table"]["code"]
    rules_en = _get(sqlite_server, f"/api/tables/{code}")["rules"]
    rules_fr = _get(sqlite_server, f"/api/tables/{code}?lang=fr")["rules"]
    assert "Options (value in force" in rules_en
    assert "Options (valeur en vigueur" in rules_fr
    assert "stick_the_dealer" in rules_fr  # option names are notation, kept on purpose
