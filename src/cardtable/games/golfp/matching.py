"""Replacing or matching several cards at once: Pablo's multi-card replacement (golf.md §2.2,
A-32) and Cabo's MATCH(targets) with penalty draws and the refilling of opponents' slots (§2.4,
A-40, A-41); the refilling after a Cumbia claim (§2.3) shares ``give`` and ``next_hole``.

A slot emptied in an opponent's layout stays as a -1 placeholder (a "hole") until it is filled
or given up, so that every other slot keeps its number meanwhile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.cards import card_text
from cardtable.games.golfp import places, windows
from cardtable.games.golfp.actions import REF
from cardtable.games.golfp.phases import GIVE

if TYPE_CHECKING:
    from cardtable.games.golfp.state import PowerGolfState


def multi_replace(st: PowerGolfState, player: int) -> None:
    """Pablo MULTI_REPLACE (§2.2, A-32)."""
    lay = st.lays[player]
    slots = [ref % REF for ref in st.sel]
    cards = [lay[s] for s in slots]
    key = st.cfg.key
    for c in cards:
        st.reveal(c)
    shown = " ".join(card_text(c) for c in cards)
    if all(key[c] == key[cards[0]] for c in cards):
        for c in cards:
            st.to_pile(c, False)
        lay[slots[0]] = st.held
        st.placed(player)
        for s in slots[1:]:
            lay[s] = -1
        places.vacate_empty(st, player)
        st.lays[player] = [c for c in lay if c >= 0]
        st.log.append([player, f"multi-replace succeeds: {shown} discarded"])
        st.finish_turn(True)
    else:
        lay.append(st.held)
        places.appended(st, player)
        st.placed(player)
        st.log.append([player, f"multi-replace fails: {shown} stay, held card added"])
        st.finish_turn(False)


def match(st: PowerGolfState, player: int) -> None:
    """Cabo MATCH(targets) (§2.4, A-40): reveal in order, penalties, discard, refill."""
    held = st.held
    key = st.cfg.key
    lays = st.lays
    results = []
    for ref in st.sel:
        q, s = divmod(ref, REF)
        c = lays[q][s]
        if key[c] == key[held]:
            st.to_pile(c, False)
            lays[q][s] = -1
            if q != player:
                st.holes = (*st.holes, ref)
            results.append(f"{card_text(c)} matches")
        else:
            st.reveal(c)
            st.penalty_draw(player)
            results.append(f"{card_text(c)} does not")
    st.log.append([player, "match: " + ", ".join(results)])
    st.sel = ()
    st.sel_left = None
    st.to_pile(held, False)
    st.held = -1
    places.vacate_empty(st, player)
    lays[player] = [c for c in lays[player] if c >= 0]
    st.giver = player
    st.resume = -1
    st.phase = GIVE
    next_hole(st)


def give(st: PowerGolfState, player: int, slot: int) -> None:
    """The giver's card in ``slot`` goes, unseen, into the first hole (FR:364-366)."""
    places.vacate(st, player, [slot])
    c = st.lays[player].pop(slot)
    ref = st.holes[0]
    st.holes = st.holes[1:]
    st.lays[ref // REF][ref % REF] = c
    next_hole(st)


def next_hole(st: PowerGolfState) -> None:
    """Wait for the next give, or end the giving: holes left (the giver has no card, or kept)
    are removed; then the turn ends (Cabo) or the interrupted phase resumes (Cumbia)."""
    if st.holes and st.lays[st.giver]:
        return
    if st.holes:
        st.log.append([st.giver, "no card left to give: the vacated slots are removed"])
    st.holes = ()
    for q, lay in enumerate(st.lays):
        if -1 in lay:
            places.vacate_empty(st, q)
            st.lays[q] = [c for c in lay if c >= 0]
    st.giver = -1
    if st.resume < 0:
        st.finish_turn(True)
    else:
        st.phase = st.resume
        st.resume = -1
        windows.end_if_closed(st)
