"""Power cards (golf.md §2.0 effects table): the first step of each effect as legal actions,
and the forced shuffle. Peeks, looks and swaps are single lines of ``state``; knowledge follows
each card (§0.4), so a swap needs no bookkeeping.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.engine.action import Action
from cardtable.games.golfp import actions as A
from cardtable.games.golfp.rules import (
    FORCE_SHUFFLE,
    LOOK_OPP_THEN_SWAP,
    LOOK_OWN_AND_OPP_MAY_SWAP,
    PEEK_ANY,
    PEEK_OPP,
    PEEK_OWN,
    SWAP_ANY_TWO_BLIND,
    SWAP_OWN_OPP_BLIND,
    SWAP_TWO_OF_ONE_OPP,
)

if TYPE_CHECKING:
    from cardtable.games.golfp.config import Config
    from cardtable.games.golfp.state import PowerGolfState

REF: Final = A.REF


def power_actions(cfg: Config, effect: int, p: int, sizes: tuple[int, ...]) -> list[Action]:
    """The first step of a power (§2.0 effects table) for player p; empty if no target."""
    key = ("power", effect, p, sizes)
    found = cfg.lists.get(key)
    if found is not None:
        return found
    t = cfg.actions
    n = cfg.n
    own = [p * REF + i for i in range(sizes[p])]
    opp = [q * REF + i for q in range(n) if q != p for i in range(sizes[q])]
    every = [q * REF + i for q in range(n) for i in range(sizes[q])]
    out: list[Action] = []
    if effect in (PEEK_OWN, PEEK_OPP, PEEK_ANY):
        refs = own if effect == PEEK_OWN else opp if effect == PEEK_OPP else every
        out = [t.ref(A.K_PEEK, ref // REF, ref % REF) for ref in refs]
    elif effect == SWAP_OWN_OPP_BLIND:
        out = [t.pair(A.K_SWAP2, min(a, b), max(a, b)) for a in own for b in opp]
    elif effect == SWAP_ANY_TWO_BLIND:
        out = [t.pair(A.K_SWAP2, a, b) for i, a in enumerate(every) for b in every[i + 1 :]]
    elif effect == SWAP_TWO_OF_ONE_OPP:
        out = [
            t.pair(A.K_SWAP2, q * REF + i, q * REF + j)
            for q in range(n) if q != p
            for i in range(sizes[q]) for j in range(i + 1, sizes[q])
        ]
    elif effect == LOOK_OPP_THEN_SWAP:
        if own or cfg.seven_optional:
            out = [t.ref(A.K_LOOK, ref // REF, ref % REF) for ref in opp]
    elif effect == LOOK_OWN_AND_OPP_MAY_SWAP:
        out = [t.pair(A.K_LOOK2, a, b) for a in own for b in opp]
    elif effect == FORCE_SHUFFLE:
        out = [t.ref(A.K_SHUFFLE, q, 0) for q in range(n) if q != p and sizes[q]]
    out.sort()
    cfg.lists[key] = out
    return out


def shuffle(st: PowerGolfState, q: int) -> None:
    """Malaysian joker (§2.1, A-31): permute q's slots; nobody knows any of them now."""
    lay = st.lays[q]
    st.rng.shuffle(lay)
    mask = 0
    for c in lay:
        st.known[c] = 0
        st.set_seen0(c, 0)
        mask |= 1 << c
    st.public &= ~mask
    st.recent = [r & ~mask for r in st.recent]
