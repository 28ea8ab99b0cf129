"""Before the first deal: the cut for deal, partnerships, seats and direction (allfours.md §2.1,
§3.1, §4.1).

Players keep their numbers for the whole match; what the preliminaries decide is who sits where
(``chairs``: the players in clockwise order round the table), who partners whom, and who deals
first. Reseating moves as few people as possible: player 0 keeps chair 0, his partner takes the
chair opposite and the two opponents sit between them in order of their numbers (one swap at
most). Everything here is public, so it goes into every view as ``setup``.
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any, Final, NamedTuple

from cardtable.cards import JACK, RED_SUITS, card_text, parse_face
from cardtable.engine.chance import Chance

CUT: Final = "cut"
JACK_DEAL: Final = "jack_deal"
PRESET: Final = "preset"


class Seating(NamedTuple):
    """The outcome of the preliminaries (raw; ``to_json`` gives the public account)."""

    chairs: tuple[int, ...]
    """Players in clockwise order round the table, starting from player 0."""
    first_dealer: int
    method: str
    cuts: tuple[tuple[tuple[int, int], ...], ...] = ()
    """Every round of cutting: (player, card) pairs."""
    dealt: tuple[tuple[int, int], ...] = ()
    """The jack deal: every card dealt face up, in order."""
    json: dict[str, Any] | None = None
    """The public account, when the seating was read from one (a start position)."""

    @property
    def teams(self) -> tuple[tuple[int, ...], ...] | None:
        if len(self.chairs) != 4:
            return None
        c = self.chairs
        return ((c[0], c[2]), (c[1], c[3]))

    def to_json(self) -> dict[str, Any]:
        """The public account of the preliminaries, as it goes into every view."""
        if self.json is not None:
            return copy.deepcopy(self.json)
        teams = self.teams
        record: dict[str, Any] = {
            "method": self.method,
            "chairs": list(self.chairs),
            "teams": [list(t) for t in teams] if teams else None,
            "first_dealer": self.first_dealer,
        }
        if self.cuts:
            record["cuts"] = [
                [{"player": p, "card": card_text(c)} for p, c in rnd] for rnd in self.cuts
            ]
        if self.dealt:
            record["jack_deal"] = [{"player": p, "card": card_text(c)} for p, c in self.dealt]
        return record


def arrange(
    rng: Chance, players: int, method: str, clockwise: bool, pitcher_game: bool
) -> Seating:
    """Cut, deal the jacks or keep the seats, as ``method`` says, with the table's chance."""
    if players < 4:
        group = _GROUPS[players]
        order, cut_rounds = cut(rng, group)
        return Seating(group, order[0], CUT, cut_rounds)
    if method == JACK_DEAL:
        dealt, jacks = deal_jacks(rng)
        red = tuple(sorted(p for p, c in jacks if c // 13 in RED_SUITS))
        chairs = reseat(red)
        first_elder = jacks[0][0]
        dealer = _before(chairs, first_elder, clockwise)
        return Seating(chairs, dealer, JACK_DEAL, dealt=tuple(dealt))
    if method == CUT:
        order, cut_rounds = cut(rng, _GROUPS[4])
        chairs = reseat((order[0], order[1]))
        return Seating(chairs, order[0], CUT, cut_rounds)
    # Preset partnerships: the pitcher game still finds its first pitcher by dealing cards face
    # up until a jack appears (§4.1); the others cut for the first deal.
    preset = _GROUPS[4]
    if pitcher_game:
        dealt, jacks = deal_jacks(rng, until=1)
        dealer = _before(preset, jacks[0][0], clockwise)
        return Seating(preset, dealer, PRESET, dealt=tuple(dealt))
    order, cut_rounds = cut(rng, preset)
    return Seating(preset, order[0], PRESET, cut_rounds)


_GROUPS: Final = tuple(tuple(range(n)) for n in range(5))


def cut(
    rng: Chance, group: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[tuple[tuple[int, int], ...], ...]]:
    """Everyone in ``group`` cuts a card; highest first (ace high, suits equal). Tied players
    cut again until the tie is broken (§2.1, §3.1). Returns the order and every round of cuts.
    """
    rounds: list[tuple[tuple[int, int], ...]] = []
    return _cut_order(rng, group, rounds), tuple(rounds)


def _cut_order(
    rng: Chance, group: tuple[int, ...], rounds: list[tuple[tuple[int, int], ...]]
) -> tuple[int, ...]:
    # Each player cuts a different card of the one pack: the top cards of a shuffled pack.
    need = len(group)
    cards = rng.sample(_PACK, need)
    rounds.append(tuple(zip(group, cards, strict=True)))
    if need == 2:  # the usual case (two players, or a tie of two), settled without sorting
        first, second = cards[0] % 13, cards[1] % 13
        if first > second:
            return group
        if first < second:
            return (group[1], group[0])
    ranks = [c % 13 for c in cards]
    if len(set(ranks)) == need:  # no tie: settled at once
        return tuple(p for _, p in sorted(zip(ranks, group, strict=True), reverse=True))
    order: tuple[int, ...] = ()
    for rank in sorted(set(ranks), reverse=True):
        tied = tuple(p for p, r in zip(group, ranks, strict=True) if r == rank)
        order += _cut_order(rng, tied, rounds) if len(tied) > 1 else tied
    return order


_PACK: Final = tuple(range(52))


def deal_jacks(
    rng: Chance, until: int = 4, first: int = 1
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The jack deal of §4.1 (test case 27): a shuffled pack is dealt one card at a time, face up,
    clockwise from ``first`` (player 0's left, AF23); whoever has received a jack gets no more.
    Stops when ``until`` jacks are out. Returns every card dealt and the jacks in order.
    """
    pack = list(range(52))
    rng.shuffle(pack)
    return jack_deal_from(pack, until, first)


def jack_deal_from(
    pack: list[int], until: int = 4, first: int = 1
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The jack deal from a given pack order (see :func:`deal_jacks`)."""
    dealt: list[tuple[int, int]] = []
    jacks: list[tuple[int, int]] = []
    have: set[int] = set()
    player = first
    for card in pack:
        while player in have:
            player = (player + 1) % 4
        dealt.append((player, card))
        if card % 13 == JACK:
            have.add(player)
            jacks.append((player, card))
            if len(jacks) == until:
                break
        player = (player + 1) % 4
    return dealt, jacks


def reseat(team: tuple[int, ...]) -> tuple[int, int, int, int]:
    """Chairs (clockwise) for partners opposite, moving as few players as possible."""
    mine = team if 0 in team else tuple(p for p in range(4) if p not in team)
    partner = next(p for p in mine if p != 0)
    left, right = sorted(p for p in range(4) if p not in mine)
    return (0, left, partner, right)


@cache  # one answer per table layout, asked at every new match
def sides(chairs: tuple[int, ...]) -> tuple[int, ...]:
    """``side[p]``: the player himself (2-3 players), or his team at four: 0 for the team of
    player 0 (chairs 0 and 2), 1 for the other."""
    if len(chairs) < 4:
        return tuple(range(len(chairs)))
    return tuple(chairs.index(p) % 2 for p in range(4))


@cache  # one answer per table layout, asked at every new match
def next_in_direction(chairs: tuple[int, ...], clockwise: bool) -> tuple[int, ...]:
    """``nxt[p]``: the player after ``p`` in the direction of play."""
    n = len(chairs)
    step = 1 if clockwise else -1
    nxt = [0] * n
    for i, p in enumerate(chairs):
        nxt[p] = chairs[(i + step) % n]
    return tuple(nxt)


@cache  # one answer per table layout and first player, asked at every deal
def round_from(nxt: tuple[int, ...], first: int) -> tuple[int, ...]:
    """Everyone once in the direction of play, starting with ``first`` (the elder, for the
    order of dealing and of the first trick)."""
    order = [first]
    while len(order) < len(nxt):
        order.append(nxt[order[-1]])
    return tuple(order)


def _before(chairs: tuple[int, ...], player: int, clockwise: bool) -> int:
    nxt = next_in_direction(chairs, clockwise)
    return nxt.index(player)


def from_record(record: dict[str, Any]) -> Seating:
    """The seating a view's (or a start position's) ``setup`` describes."""
    return Seating(
        tuple(record["chairs"]), int(record["first_dealer"]), record["method"], json=record
    )


def first_jack(record: dict[str, Any]) -> tuple[int, int] | None:
    """The first jack of a recorded jack deal, as (player, card)."""
    for entry in record.get("jack_deal", ()):
        card = parse_face(entry["card"])
        if card % 13 == JACK:
            return int(entry["player"]), card
    return None
