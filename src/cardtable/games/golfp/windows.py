"""Out-of-turn windows on the top discard (DESIGN.md "Out-of-turn play"): Cactus snaps (golf.md
§2.5, A-44) and Cumbia claims (§2.3, A-36).

A window is the set of players who may still act on the top discard (``state.window``). They
are actors alongside the player whose turn it is; the first legal action wins; ``pass`` leaves
the window. A window lasts as long as its card is on top, through the next player's draw from
the stock: it closes when the card leaves the top (taken, or covered by another discard, which
opens the next window). Cactus snaps "at any moment, whatever the turn" (§2.5), so a card
uncovered by taking the top discard opens a snap window too; a Cumbia window opens only after
a discard event (§2.3 1.). A window never stalls the game: the player whose turn it is can
always act (and a window waits during a turn step that holds slot references, see
``PowerGolfState.reacting``); a hand whose last turn is over is scored when it closes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.cards import card_text
from cardtable.games.golfp import places
from cardtable.games.golfp.actions import REF
from cardtable.games.golfp.phases import GIVE, WAIT
from cardtable.games.golfp.rules import WINDOW_CLAIM, WINDOW_SNAP

if TYPE_CHECKING:
    from cardtable.games.golfp.state import PowerGolfState


def open_window(st: PowerGolfState) -> None:
    kind = st.cfg.rules.window
    if kind == WINDOW_CLAIM:
        st.window = st.cfg.all_players if any(st.lays) else 0
    elif kind == WINDOW_SNAP:
        st.window = snappers(st)


def uncovered(st: PowerGolfState) -> None:
    """The top discard was taken: its window closes; under Cactus the card beneath it can be
    snapped in turn (§2.5 "at any moment")."""
    if st.cfg.rules.window == WINDOW_SNAP and st.discard:
        st.window = snappers(st)
    else:
        st.window = 0


def snappers(st: PowerGolfState) -> int:
    mask = 0
    for p, lay in enumerate(st.lays):
        if lay:
            mask |= 1 << p
    return mask


def end_if_closed(st: PowerGolfState) -> None:
    if st.phase == WAIT and not st.window:
        st.end_hand()


def snap(st: PowerGolfState, player: int, slot: int) -> None:
    """Cactus (§2.5, A-44): discard an own card equal in rank to the top discard."""
    lay = st.lays[player]
    c = lay[slot]
    key = st.cfg.key
    if key[c] == key[st.discard[-1]]:
        places.vacate(st, player, [slot])
        lay.pop(slot)
        st.to_pile(c, True)  # snapped cards have no usable power
        st.log.append([player, f"snapped {card_text(c)}"])
        st.window = snappers(st) if st.cfg.snap_multiple else 0
    else:
        st.reveal(c)
        st.log.append([player, f"wrong snap: {card_text(c)} goes back"])
        for _ in range(st.cfg.snap_penalty):
            st.penalty_draw(player)
        st.window &= ~(1 << player)
    end_if_closed(st)


def claim(st: PowerGolfState, player: int, q: int, s: int) -> None:
    """Cumbia (§2.3): one claim per discard; equal point value matches."""
    st.window = 0
    lay = st.lays[q]
    c = lay[s]
    value = st.cfg.value
    if value[c] == value[st.discard[-1]]:
        st.to_pile(c, False)
        st.log.append([player, f"matched {card_text(c)}"])
        if q == player:
            places.vacate(st, q, [s])
            lay.pop(s)
        elif st.lays[player]:
            lay[s] = -1
            st.holes = (q * REF + s,)
            st.giver = player
            st.resume = st.phase
            st.phase = GIVE
            return
        else:  # §2.3 PROPOSAL: an empty layout has no card to give
            places.vacate(st, q, [s])
            lay.pop(s)
    else:
        st.reveal(c)
        if q != player:
            penalties = list(st.penalties)
            penalties[player] += 10
            st.penalties = tuple(penalties)
        st.log.append(
            [player, f"no match: {card_text(c)} goes back"
             + (", +10 penalty" if q != player else "")]
        )
    end_if_closed(st)
