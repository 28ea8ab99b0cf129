"""Cheaper views for the search's playouts in the trick games.

A search bot plays thousands of playouts per decision, and in each the medium bots decide from
``state.view(player)``. Most of a full view is never read by them (the hand's log, records of
earlier hands, the score sheet, the setup) yet it dominated the cost of a playout (in All Fours
two thirds of it). ``playout_view_for(game)`` gives a function building only the keys the
family's medium bot reads, the same way the game's own view does; every key is equal to the full
view's (``tests/bots/test_playout_views.py`` checks it at every decision of seeded matches under
every preset), so the medium bot decides the same from either.

Each family's function lives in its own package (``games/<family>/playout.py``, interpreted
like the bots), beside the view it abridges. Only the search calls these, on its own sampled
worlds, so the bot modules still never touch a state. A game without an entry here gets
``None`` and its playouts use ``state.view``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtable.engine.game import Game
from cardtable.engine.state import State
from cardtable.games.allfours.playout import playout_view as allfours_view
from cardtable.games.fareeb.playout import playout_view as fareeb_view
from cardtable.games.fiftysix.playout import playout_view as fiftysix_view

PlayoutView = Callable[[State, int], dict[str, Any]]

_VIEWS: dict[str, PlayoutView] = {
    "allfours": allfours_view,
    "fareeb": fareeb_view,
    "56": fiftysix_view,
}


def playout_view_for(game: Game) -> PlayoutView | None:
    """The cheaper playout view of ``game``'s family, or None (use ``state.view``)."""
    return _VIEWS.get(game.name)
