"""Card values of each Golf game under its options (golf.md §1.1-1.2, §3.1-3.2, §4.1, §5.1-5.2).

A value table is indexed by *face* (``suit * 13 + rank``, 52 for a joker), so multi-pack copies of
a card share their value. ``RANK_KEY`` gives the key that decides "equal cards" (§0.2): the rank,
suit ignored, with every joker equal to every other joker.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from cardtable.cards import ACE, EIGHT, FACES, HEARTS, JACK, JOKER, KING, QUEEN, SPADES, TWO, face

JOKER_KEY: Final = 13
RANK_KEY: Final[tuple[int, ...]] = tuple(JOKER_KEY if f == JOKER else f % 13 for f in range(FACES))
"""Equality key by face: the rank index (0 = two ... 12 = ace), 13 for a joker."""

ONE_EYED_JACKS: Final = frozenset({face(SPADES, JACK), face(HEARTS, JACK)})
"""J♠ and J♥ (golf.md §0.2, A-1)."""
ALL_JACKS: Final = frozenset(face(s, JACK) for s in range(4))
QUEEN_OF_SPADES: Final = face(SPADES, QUEEN)


def _table(by_rank: Mapping[int, int], joker: int) -> list[int]:
    """Values by face from values by rank (ranks not named count their number: 3 = 3 ...)."""
    values = [0] * FACES
    for f in range(52):
        rank = f % 13
        values[f] = by_rank.get(rank, rank + 2)
    values[JOKER] = joker
    return values


def golf4_values(o: Mapping[str, Any]) -> tuple[int, ...]:
    """§1.1: A 1, 2-10 face value, J = Q = 10, K = 0; §1.2 changes queens, jacks, kings, jokers."""
    by_rank = {ACE: 1, JACK: 10, QUEEN: int(o["queen_value"]), KING: 0}
    scheme = o["jack_king_scheme"]
    if scheme == "jacks_zero":
        by_rank[JACK] = 0
    elif scheme == "j0_q12_k13":
        by_rank.update({JACK: 0, QUEEN: 12, KING: 13})
    elif scheme == "j20_skip":
        by_rank[JACK] = 20
    values = _table(by_rank, -5)
    if o["queen_spades_40"]:
        for s in range(4):
            values[face(s, QUEEN)] = 10
            values[face(s, EIGHT)] = 0
        values[QUEEN_OF_SPADES] = 40
    return tuple(values)


def golf6_values(o: Mapping[str, Any]) -> tuple[int, ...]:
    """§3.1: A 1, 2 = -2 (+2 when jokers are in), J = Q = 10, K 0; jokers ``joker_value``."""
    jokers = o["jokers"] != "none"
    values = _table(
        {ACE: 1, TWO: 2 if jokers else -2, JACK: 10, QUEEN: 10, KING: 0}, int(o["joker_value"])
    )
    if o["one_eyed_jacks_zero"]:
        for f in ONE_EYED_JACKS:
            values[f] = 0
    return tuple(values)


def golf8_values(o: Mapping[str, Any]) -> tuple[int, ...]:
    """§4.1: jokers -5, K 0, Q = J = 10, A 1, 2-10 face value (so 2 = +2)."""
    return tuple(_table({ACE: 1, JACK: 10, QUEEN: 10, KING: 0}, -5))


def golf9_values(o: Mapping[str, Any]) -> tuple[int, ...]:
    """§5.1: as 6-card (2 = -2); §5.2 twos and jokers (+2 / -2), queens and kings."""
    twos = 2 if o["twos_and_jokers"] else -2
    return tuple(
        _table(
            {
                ACE: 1,
                TWO: twos,
                JACK: 10,
                QUEEN: int(o["queen_value"]),
                KING: int(o["king_value"]),
            },
            -2,
        )
    )


VALUE_TABLES: Final = {
    "golf4": golf4_values,
    "golf6": golf6_values,
    "golf8": golf8_values,
    "golf9": golf9_values,
    "golf10": golf6_values,
}
