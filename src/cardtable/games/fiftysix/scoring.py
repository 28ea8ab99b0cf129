"""Paying for a hand (fiftysix.md §7): the tables, multipliers and the cot factor."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from cardtable.games.fiftysix.options import HONOURS_40_48, HONOURS_40_55, STANDARD
from cardtable.games.fiftysix.phases import COT, COT_LOST, FAILED, MADE, SURRENDERED

# (lowest bid of the band, tables received when made, tables paid when failed), high bands first.
_TABLES: Final[dict[str, tuple[tuple[int, int, int], ...]]] = {
    STANDARD: ((56, 4, 5), (48, 3, 4), (40, 2, 3), (28, 1, 2)),
    HONOURS_40_55: ((56, 3, 4), (40, 2, 3), (28, 1, 2)),
    HONOURS_40_48: ((49, 3, 4), (40, 2, 3), (28, 1, 2)),
}


def table_amount(value: int, won: bool, table: str = STANDARD) -> int:
    """Tables for a final bid of ``value`` before multipliers: received if won, paid if lost."""
    for low, receive, pay in _TABLES[table]:
        if value >= low:
            return receive if won else pay
    raise ValueError(f"a 56 bid is at least 28, not {value}")


@dataclass(frozen=True, slots=True)
class Payment:
    outcome: str
    """made, failed, cot, surrender accepted, or insisted and lost a trick."""
    bidders_won: bool
    cot_factor: int
    amount: int
    """Tables that change hands: table x doubling multiplier x cot factor."""


def settle(
    *,
    value: int,
    multiplier: int,
    bidder_points: int,
    bidder_tricks: int,
    tricks: int,
    surrendered: bool,
    insisted: bool,
    lost_a_trick: bool,
    cot: bool,
    table: str = STANDARD,
) -> Payment:
    """The payment for a hand from what the bidding team did (§7.1-7.2).

    ``surrendered``: the bidders accepted the defenders' offer. ``insisted``: they refused it.
    ``tricks``: the number of tricks in a full hand.
    """
    if surrendered:
        outcome, won, factor = SURRENDERED, True, 1
    elif cot and bidder_tricks == tricks:
        outcome, won, factor = COT, True, 2
    elif cot and insisted and lost_a_trick:
        outcome, won, factor = COT_LOST, False, 2
    elif bidder_points >= value:
        outcome, won, factor = MADE, True, 1
    else:
        outcome, won, factor = FAILED, False, 1
    amount = table_amount(value, won, table) * multiplier * factor
    return Payment(outcome, won, factor, amount)
