"""What each client may see: a seat's own view, the public view for spectators, and the filter
that keeps card codes a client may not see out of any text sent to it.

This is the one place that decides what leaves the server about a game: a seat's payload
(its view, legal action texts and the scene built from exactly those) and a spectator's.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from typing import Any

from cardtable.engine import Action, Game, State

CARD_CODE = re.compile(r"(?<![A-Za-z0-9])(?:(?:10|[2-9TJQKA])[SHDC]|JK)(?![A-Za-z0-9])")
"""A card in the canonical notation (``AS``, ``TD``, ``10H``, ``JK``) standing as its own word."""

HIDDEN = "??"

log = logging.getLogger("cardtable.server")


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
    return merge_views([state.view(p) for p in range(state.game.players)])


def merge_views(views: list[dict[str, Any]]) -> dict[str, Any]:
    """The public view made from every seat's view (see ``public_view``)."""
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


class Snapshot:
    """The table after one event as clients may see it, made once per event.

    Each seat's payload is built when asked for and not kept: the caller encodes it at once
    and drops it, so only one seat's view and scene are alive at a time. That matters more
    than it seems: a scene is a tree of many small objects, and keeping four of them alive
    through a broadcast made the garbage collector promote them and run full collections of
    the whole heap every few seconds (stalls of 100-200 ms under load; docs/server.md,
    "Speed"). With ``keep_views`` (a spectator is connected) each seat's view is kept to be
    merged into the public view rather than computed twice.

    Payloads hold the ``Scene`` itself (not ``Scene.to_json()``): ``wire.encode`` writes it
    straight to JSON. Views are read, never changed, so one view may serve several messages.
    """

    def __init__(self, state: State, keep_views: bool = False) -> None:
        self.state = state
        self.scenes = has_scene(state.game)
        self.keep_views = keep_views
        self._views: dict[int, dict[str, Any]] = {}

    def view(self, seat: int) -> dict[str, Any]:
        view = self._views.get(seat)
        if view is None:
            view = self.state.view(seat)
            if self.keep_views:
                self._views[seat] = view
        return view

    def seat_payload(self, seat: int) -> dict[str, Any]:
        """The part of an ``update`` about the game for one seat: its view, its legal action
        texts and, where the family has one, the scene built from exactly those."""
        state = self.state
        legal = [a.text for a in state.legal_actions(seat)] if seat in state.actors else []
        view = self.view(seat)
        scene = state.game.scene(view, legal) if self.scenes else None
        return {"view": view, "scene": scene, "legal": legal, "your_turn": bool(legal)}

    def spectator_payload(self) -> dict[str, Any]:
        """The public view and the scene drawn from it (``viewer`` None: no hand face up, no
        controls)."""
        view = merge_views([self.view(p) for p in range(self.state.game.players)])
        scene = None
        if self.scenes:
            try:
                scene = self.state.game.scene(view, ())
            except Exception as exc:  # a family's bug must not cost spectators the view
                log.error("a spectator scene failed (%s)", type(exc).__name__)
        return {"view": view, "scene": scene, "legal": [], "your_turn": False}


def action_seen(game: Game, action: Action, actor: int, viewer: int | None) -> str | None:
    """How an applied action looks to a seat, or to a spectator (None if seats disagree)."""
    if viewer is not None:
        return game.action_text_for(action, actor, viewer)
    texts = {game.action_text_for(action, actor, p) for p in range(game.players) if p != actor}
    return texts.pop() if len(texts) == 1 else None
