"""Where each layout card lies on the table, for a scene's stable slot positions (docs/scene.md).

The rules number a layout's cards 1..N with no gaps (``replace 3``), so when a card leaves a
layout (a snap, a claim of one's own card, a multi-replace, a card given away) the later cards
are renumbered. On the table the other cards do not move: ``state.places[q]`` lists, for each
position player ``q``'s layout has had this hand, the rules' slot index of the card lying there
now, or ``-1`` where a card left (a hole). A card added to a layout (a failed multi-replace, a
penalty card) takes a new position at the end. Nothing here changes play.

A clone shares the places with its original (``state.places_shared``); every change goes
through ``rows``, which copies them first while they are shared.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.games.golfp.state import PowerGolfState


def fresh(lays: list[list[int]]) -> list[list[int]]:
    """The places of newly dealt layouts: every card where the rules number it."""
    return [list(range(len(lay))) for lay in lays]


def rows(st: PowerGolfState) -> list[list[int]]:
    """``st``'s places, to change: copied first if another state may hold them too."""
    if st.places_shared:
        st.places = [row.copy() for row in st.places]
        st.places_shared = False
    return st.places


def vacate(st: PowerGolfState, q: int, slots: Iterable[int]) -> None:
    """The cards in ``slots`` (the rules' numbering before they go) leave layout ``q``."""
    gone = sorted(set(slots))
    if not gone:
        return
    places = rows(st)[q]
    for d, s in enumerate(places):
        if s < 0:
            continue
        if s in gone:
            places[d] = -1
        else:
            places[d] = s - sum(1 for g in gone if g < s)


def vacate_empty(st: PowerGolfState, q: int) -> None:
    """Before layout ``q`` drops its emptied slots (``-1``): they become holes."""
    vacate(st, q, [s for s, c in enumerate(st.lays[q]) if c < 0])


def appended(st: PowerGolfState, q: int) -> None:
    """A card was appended to layout ``q``: it takes a new position at the end."""
    rows(st)[q].append(len(st.lays[q]) - 1)


def violations(st: PowerGolfState) -> list[str]:
    out = []
    for q, lay in enumerate(st.lays):
        kept = [s for s in st.places[q] if s >= 0]
        if sorted(kept) != list(range(len(lay))) or kept != sorted(kept):
            out.append(f"P{q}'s table places {st.places[q]} do not match its {len(lay)} slots")
    return out
