"""The six power-card Golf games as data (golf.md §2.1-2.6): values, powers, calls, ends.

Each game is one frozen ``PowerGolfRules``; everything that differs between the games and is
data lives here, so the state machine (``state``) reads flags instead of testing game names.
Power effects are the shared vocabulary of §2.0.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from cardtable.cards import ACE, DIAMONDS, FACES, HEARTS, JACK, JOKER, KING, QUEEN, TEN, face

# Power effects (§2.0 table). 0 = no power.
NO_POWER: Final = 0
PEEK_OWN: Final = 1
PEEK_OPP: Final = 2
PEEK_ANY: Final = 3
SWAP_OWN_OPP_BLIND: Final = 4
SWAP_ANY_TWO_BLIND: Final = 5
SWAP_TWO_OF_ONE_OPP: Final = 6  # Cumbia ten_power=two_of_one_opponent (FA:403)
LOOK_OPP_THEN_SWAP: Final = 7
LOOK_OWN_AND_OPP_MAY_SWAP: Final = 8
FORCE_SHUFFLE: Final = 9

EFFECT_NAMES: Final = {
    NO_POWER: "none",
    PEEK_OWN: "look at one of your own cards",
    PEEK_OPP: "look at one card of an opponent",
    PEEK_ANY: "look at any one card on the table (yours or an opponent's)",
    SWAP_OWN_OPP_BLIND: "swap one of your cards with an opponent's card, nobody looking",
    SWAP_ANY_TWO_BLIND: "swap any two cards on the table (any layouts), nobody looking",
    SWAP_TWO_OF_ONE_OPP: "swap two cards of one opponent with each other, nobody looking",
    LOOK_OPP_THEN_SWAP: (
        "look at an opponent's card, then swap it for one of your own without looking at yours"
    ),
    LOOK_OWN_AND_OPP_MAY_SWAP: (
        "look at one of your cards and one of an opponent's, then swap them or not"
    ),
    FORCE_SHUFFLE: "shuffle an opponent's layout: nobody knows which of their cards is where",
}

# When a player may call (§2.0 state machine).
CALL_NONE: Final = 0
CALL_END_OF_TURN: Final = 1  # Pablo, Cactus, Dacz
CALL_DURING_TURN: Final = 2  # Cumbia, Cabo

# Out-of-turn windows after a discard.
WINDOW_NONE: Final = 0
WINDOW_CLAIM: Final = 1  # Cumbia: one claim per discard, any layout
WINDOW_SNAP: Final = 2  # Cactus: own cards, at any moment


def _by_rank(values: Mapping[int, int], joker: int) -> list[int]:
    """Values by face; ranks not named count their number (A = 1)."""
    out = [0] * FACES
    for f in range(52):
        r = f % 13
        out[f] = values.get(r, 1 if r == ACE else r + 2)
    out[JOKER] = joker
    return out


def malaysian_values(o: Mapping[str, Any]) -> list[int]:
    """§2.1: A-10 face value; J, Q, K and jokers 10 each."""
    return _by_rank({JACK: 10, QUEEN: 10, KING: 10}, 10)


def pablo_values(o: Mapping[str, Any]) -> list[int]:
    """§2.2: A-10 face value, J = Q = K = 10, joker -5."""
    return _by_rank({JACK: 10, QUEEN: 10, KING: 10}, -5)


def cumbia_values(o: Mapping[str, Any]) -> list[int]:
    """§2.3: 2♦ -10, red kings -5, black kings 0, Q 12, J 11, others face value (A 1)."""
    out = _by_rank({JACK: 11, QUEEN: 12, KING: 0}, 0)
    out[face(DIAMONDS, 0)] = -10
    out[face(HEARTS, KING)] = out[face(DIAMONDS, KING)] = -5
    return out


def cabo_values(o: Mapping[str, Any]) -> list[int]:
    """§2.4: K♦ 0, other kings 13, Q 12, J 11, A-10 face value."""
    out = _by_rank({JACK: 11, QUEEN: 12, KING: 13}, 0)
    out[face(DIAMONDS, KING)] = 0
    return out


def cactus_values(o: Mapping[str, Any]) -> list[int]:
    """§2.5: A 1, K 0, Q = J = 10, others face value."""
    return _by_rank({JACK: 10, QUEEN: 10, KING: 0}, 0)


def dacz_values(o: Mapping[str, Any]) -> list[int]:
    """§2.6: A 1, 2-10 face value, J 11, Q 12, black K 13, red K 0."""
    out = _by_rank({JACK: 11, QUEEN: 12, KING: 13}, 0)
    out[face(HEARTS, KING)] = out[face(DIAMONDS, KING)] = 0
    return out


def _powers(by_rank: Mapping[int, int], joker: int = NO_POWER) -> list[int]:
    out = [by_rank.get(f % 13, NO_POWER) for f in range(52)]
    out.append(joker)
    return out


def malaysian_powers(o: Mapping[str, Any]) -> list[int]:
    """§2.1: J peek own, Q peek opponent, K blind own/opponent swap, joker forced shuffle."""
    return _powers({JACK: PEEK_OWN, QUEEN: PEEK_OPP, KING: SWAP_OWN_OPP_BLIND}, FORCE_SHUFFLE)


def pablo_powers(o: Mapping[str, Any]) -> list[int]:
    """§2.2: 7 look at an opponent's card then swap; 8 peek at any card."""
    return _powers({5: LOOK_OPP_THEN_SWAP, 6: PEEK_ANY})


def cumbia_powers(o: Mapping[str, Any]) -> list[int]:
    """§2.3: 4, 5 peek own; 6, 7 peek opponent; 10 blind swap; J look at both, may swap."""
    ten = SWAP_ANY_TWO_BLIND if o["ten_power"] == "any_two_any_players" else SWAP_TWO_OF_ONE_OPP
    return _powers(
        {2: PEEK_OWN, 3: PEEK_OWN, 4: PEEK_OPP, 5: PEEK_OPP, TEN: ten,
         JACK: LOOK_OWN_AND_OPP_MAY_SWAP}
    )


def cabo_powers(o: Mapping[str, Any]) -> list[int]:
    """§2.4: 7, 8 peek own; 9, 10 peek opponent; J, Q blind swap of any two cards."""
    return _powers(
        {5: PEEK_OWN, 6: PEEK_OWN, 7: PEEK_OPP, TEN: PEEK_OPP, JACK: SWAP_ANY_TWO_BLIND,
         QUEEN: SWAP_ANY_TWO_BLIND}
    )


def cactus_powers(o: Mapping[str, Any]) -> list[int]:
    """§2.5: 6, 7, 8 peek own; 9, 10, J peek opponent; Q blind own/opponent swap."""
    return _powers(
        {4: PEEK_OWN, 5: PEEK_OWN, 6: PEEK_OWN, 7: PEEK_OPP, TEN: PEEK_OPP, JACK: PEEK_OPP,
         QUEEN: SWAP_OWN_OPP_BLIND}
    )


def dacz_powers(o: Mapping[str, Any]) -> list[int]:
    """§2.6: J blind swap of any two cards; Q peek at any card."""
    return _powers({JACK: SWAP_ANY_TWO_BLIND, QUEEN: PEEK_ANY})


# ------------------------------------------------------------------ caller scoring


def plain_scores(
    values: list[int], caller: int, penalties: list[int], o: Mapping[str, Any]
) -> list[int]:
    """Malaysian, Cabo: every player scores their layout value."""
    return list(values)


def cumbia_scores(
    values: list[int], caller: int, penalties: list[int], o: Mapping[str, Any]
) -> list[int]:
    """§2.3: layout value plus the hand's +10 penalties; no bonus for the lowest."""
    return [v + p for v, p in zip(values, penalties, strict=True)]


def pablo_scores(
    values: list[int], caller: int, penalties: list[int], o: Mapping[str, Any]
) -> list[int]:
    """§2.2 (FR:289-296): caller lowest alone -10 (or layout - 10); beaten: own + highest
    opponent; tied for lowest: everyone their own value."""
    out = list(values)
    if caller < 0:
        return out
    vc = values[caller]
    others = [v for q, v in enumerate(values) if q != caller]
    if all(vc < v for v in others):
        out[caller] = -10 if o["caller_low_score"] == "flat_minus10" else vc - 10
    elif any(v < vc for v in others):
        out[caller] = vc + max(others)
    return out


def cactus_scores(
    values: list[int], caller: int, penalties: list[int], o: Mapping[str, Any]
) -> list[int]:
    """§2.5 (FR:413-422): caller 0 if strictly lowest, else v + 10; an opponent scores 0 if
    at or below the caller, else their value."""
    out = list(values)
    if caller < 0:
        return out
    vc = values[caller]
    for q, v in enumerate(values):
        if q != caller:
            out[q] = v if v > vc else 0
    strictly = all(vc < v for q, v in enumerate(values) if q != caller)
    out[caller] = 0 if strictly else vc + 10
    return out


def dacz_scores(
    values: list[int], caller: int, penalties: list[int], o: Mapping[str, Any]
) -> list[int]:
    """§2.6 (FR:451-454): caller +10 if someone is strictly lower, else +5 if someone ties."""
    out = list(values)
    if caller < 0:
        return out
    vc = values[caller]
    others = [v for q, v in enumerate(values) if q != caller]
    if any(v < vc for v in others):
        out[caller] = vc + 10
    elif any(v == vc for v in others):
        out[caller] = vc + 5
    return out


ScoreFn = Callable[[list[int], int, list[int], Mapping[str, Any]], list[int]]
TableFn = Callable[[Mapping[str, Any]], list[int]]


@dataclass(frozen=True)
class PowerGolfRules:
    """One power-card Golf game's fixed rules (the options refine them, see ``config``)."""

    name: str
    section: str
    call_word: str  # "" when the game has no call
    jokers: int
    min_players: int
    max_players: int
    default_players: int
    values: TableFn
    powers: TableFn
    score: ScoreFn
    call_timing: int
    window: int
    up_card: bool = True
    reshuffle: bool = True  # R-STOCK (§0.8); Malaysian and Cabo end on an empty stock instead
    ends_on_stock_out: bool = False
    ends_on_empty_layout: bool = False  # Cabo (§2.4)
    multi_replace: bool = False  # Pablo (§2.2)
    match: bool = False  # Cabo MATCH(targets) (§2.4)
    discard_power: bool = False  # Cactus (§2.5)
    unplaceable_powers: bool = False  # Cumbia: power ranks never go into a layout (§2.3)
    match_on_value: bool = False  # Cumbia: equal means equal point value (§2.3)
    winner_leads: bool = False  # Cactus: the hand winner plays first next hand (§2.5)


MALAYSIAN: Final = PowerGolfRules(
    "malaysian", "§2.1", "", 2, 2, 6, 4, malaysian_values, malaysian_powers, plain_scores,
    CALL_NONE, WINDOW_NONE, reshuffle=False, ends_on_stock_out=True,
)
PABLO: Final = PowerGolfRules(
    "pablo", "§2.2", "pablo", 2, 2, 6, 4, pablo_values, pablo_powers, pablo_scores,
    CALL_END_OF_TURN, WINDOW_NONE, multi_replace=True,
)
CUMBIA: Final = PowerGolfRules(
    "cumbia", "§2.3", "cumbia", 0, 2, 6, 4, cumbia_values, cumbia_powers, cumbia_scores,
    CALL_DURING_TURN, WINDOW_CLAIM, unplaceable_powers=True, match_on_value=True,
)
CABO: Final = PowerGolfRules(
    "cabo", "§2.4", "cabo", 0, 2, 6, 4, cabo_values, cabo_powers, plain_scores,
    CALL_DURING_TURN, WINDOW_NONE, reshuffle=False, ends_on_stock_out=True,
    ends_on_empty_layout=True, match=True,
)
CACTUS: Final = PowerGolfRules(
    "cactus", "§2.5", "cactus", 0, 2, 6, 2, cactus_values, cactus_powers, cactus_scores,
    CALL_END_OF_TURN, WINDOW_SNAP, up_card=False, discard_power=True, winner_leads=True,
)
DACZ: Final = PowerGolfRules(
    "dacz", "§2.6", "dacz", 0, 2, 6, 4, dacz_values, dacz_powers, dacz_scores,
    CALL_END_OF_TURN, WINDOW_NONE,
)

RULES: Final[dict[str, PowerGolfRules]] = {
    r.name: r for r in (MALAYSIAN, PABLO, CUMBIA, CABO, CACTUS, DACZ)
}
