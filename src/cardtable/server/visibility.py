"""What each client may see: a seat's own view, the public view for spectators, and the filter
that keeps card codes a client may not see out of any text sent to it.

This is the one place that decides what leaves the server about a game. When games gain
scenes (``game.scene(view)``), they are added in ``seat_payload``, built from the same view.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from cardtable.engine import Action, Game, State

CARD_CODE = re.compile(r"(?<![A-Za-z0-9])(?:(?:10|[2-9TJQKA])[SHDC]|JK)(?![A-Za-z0-9])")
"""A card in the canonical notation (``AS``, ``TD``, ``10H``, ``JK``) standing as its own word."""

HIDDEN = "??"


def cards_in(data: Any) -> set[str]:
    """Every card code named anywhere in JSON-able data (strings searched as text)."""
    found: set[str] = set()
    _collect(data, found)
    return found


def _collect(data: Any, found: set[str]) -> None:
    if isinstance(data, str):
        found.update(_canonical(m) for m in CARD_CODE.findall(data))
    elif isinstance(data, dict):
        for value in data.values():
            _collect(value, found)
    elif isinstance(data, list | tuple):
        for value in data:
            _collect(value, found)


def _canonical(code: str) -> str:
    return "T" + code[2] if code.startswith("10") else code


def redact(text: str, visible: Iterable[str]) -> str:
    """``text`` with every card code not in ``visible`` replaced by ``??``."""
    allowed = set(visible)
    return CARD_CODE.sub(
        lambda m: m.group(0) if _canonical(m.group(0)) in allowed else HIDDEN, text
    )


def public_view(state: State) -> dict[str, Any]:
    """What every seat may see: each value that is the same in every seat's view.

    A value that differs between seats (a hand, a card one player peeked at, the ``seat``
    field itself) becomes None; lists of the same length keep their shape, so layouts and
    slot lists stay where they are. Whatever all seats see, a spectator may see.
    """
    views = [state.view(p) for p in range(state.game.players)]
    merged = _common(views)
    return merged if isinstance(merged, dict) else {}


def _common(values: list[Any]) -> Any:
    first = values[0]
    if all(type(v) is type(first) for v in values[1:]):
        if isinstance(first, dict):
            keys = [k for k in first if all(k in v for v in values[1:])]
            return {k: _common([v[k] for v in values]) for k in keys}
        if isinstance(first, list) and all(len(v) == len(first) for v in values[1:]):
            return [_common([v[i] for v in values]) for i in range(len(first))]
        if all(v == first for v in values[1:]):
            return first
    return None


def has_scene(game: Game) -> bool:
    """Does the game's family draw a table scene (``Game.scene``) yet?"""
    return type(game).scene is not Game.scene


def seat_payload(state: State, seat: int) -> dict[str, Any]:
    """The part of an ``update`` that is about the game, for one seat: its view, its legal
    action texts and, where the family has one, the scene built from exactly those."""
    legal = [a.text for a in state.legal_actions(seat)] if seat in state.actors else []
    view = state.view(seat)
    scene = state.game.scene(view, legal).to_json() if has_scene(state.game) else None
    return {"view": view, "scene": scene, "legal": legal, "your_turn": bool(legal)}


def spectator_payload(state: State) -> dict[str, Any]:
    """The public view, and a scene drawn from it when the family's scene can read it.

    A family's scene is written for a seat's view; the public view is made here, generically,
    with unknown values as None, and a scene that cannot read it is left out (the view still
    says everything a spectator may know).
    """
    view = public_view(state)
    scene = None
    if has_scene(state.game):
        try:
            scene = state.game.scene(view, ()).to_json()
        except Exception:
            scene = None
    return {"view": view, "scene": scene, "legal": [], "your_turn": False}


def action_seen(game: Game, action: Action, actor: int, viewer: int | None) -> str | None:
    """How an applied action looks to a seat, or to a spectator (None if seats disagree)."""
    if viewer is not None:
        return game.action_text_for(action, actor, viewer)
    texts = {game.action_text_for(action, actor, p) for p in range(game.players) if p != actor}
    return texts.pop() if len(texts) == 1 else None
