"""``engine.worlds.deal``: uniform over the assignments that agree with the constraints."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable
from random import Random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import RANKS, SUITS, parse_face
from cardtable.engine.worlds import below, deal, face, sample, shuffle

Assignment = tuple[tuple[int, ...], ...]


def enumerate_deals(
    groups: list[list[int]], allowed: list[int], capacity: list[int]
) -> list[Assignment]:
    """Every assignment of the cards to the places (each place's cards sorted)."""
    mask_of = {c: allowed[i] for i, g in enumerate(groups) for c in g}
    cards = sorted(mask_of)
    found = []
    for places in itertools.product(range(len(capacity)), repeat=len(cards)):
        if any(not mask_of[c] >> p & 1 for c, p in zip(cards, places, strict=True)):
            continue
        if [places.count(p) for p in range(len(capacity))] != capacity:
            continue
        found.append(
            tuple(
                tuple(c for c, q in zip(cards, places, strict=True) if q == p)
                for p in range(len(capacity))
            )
        )
    return found


def canonical(out: list[list[int]]) -> Assignment:
    return tuple(tuple(sorted(cards)) for cards in out)


def chi_square_ok(counts: Counter[Any], support: list[Any], draws: int) -> bool:
    """Chi-square goodness of fit to the uniform law over ``support``, at about p = 1e-4."""
    assert set(counts) <= set(support), "a draw outside the consistent deals"
    expected = draws / len(support)
    stat = sum((counts[s] - expected) ** 2 / expected for s in support)
    df = len(support) - 1
    z = 3.72  # one-sided 1e-4
    bound = df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3  # Wilson-Hilferty
    return stat < bound


CASES: list[tuple[list[list[int]], list[int], list[int]]] = [
    # free cards only
    ([[0, 1, 2, 3, 4]], [0b111], [2, 1, 2]),
    # one constrained class (a void in place 2) and free cards
    ([[0, 1, 2], [3, 4, 5]], [0b011, 0b111], [2, 2, 2]),
    # two constrained classes that overlap in place 1, and free cards
    ([[0, 1, 2], [3, 4], [5]], [0b011, 0b110, 0b111], [2, 2, 2]),
    # two constrained classes, one of them confined to a place of its own
    ([[0, 1], [2, 3, 4], [5, 6]], [0b101, 0b011, 0b111], [3, 2, 2]),
    # three constrained classes that compete for the same places, a singleton among them
    ([[0, 1], [2, 3], [4], [5, 6]], [0b011, 0b110, 0b101, 0b111], [2, 2, 3]),
    # four constrained classes in a ring of four places, and a free card
    ([[0], [1, 2], [3], [4, 5], [6]], [0b0011, 0b0110, 0b1100, 0b1001, 0b1111], [2, 2, 2, 1]),
    # no free card at all, four places
    ([[0, 1, 2], [3, 4], [5, 6, 7]], [0b0011, 0b1100, 0b1110], [2, 2, 2, 2]),
]


def sample_counts(
    draw: Callable[[Random], list[list[int]] | None], draws: int, seed: int
) -> Counter[Assignment]:
    rng = Random(seed)
    counts: Counter[Assignment] = Counter()
    for _ in range(draws):
        out = draw(rng)
        assert out is not None
        counts[canonical(out)] += 1
    return counts


def test_every_consistent_deal_is_equally_likely() -> None:
    for groups, allowed, capacity in CASES:
        support = enumerate_deals(groups, allowed, capacity)
        assert len(support) > 2
        draws = 300 * len(support)
        counts = sample_counts(
            lambda rng, g=groups, a=allowed, c=capacity: deal(  # type: ignore[misc]
                [list(x) for x in g], a, c, rng
            ),
            draws,
            seed=len(support),
        )
        assert chi_square_ok(counts, support, draws), (groups, allowed, capacity)
        assert set(counts) == set(support)


def greedy_by_room(
    groups: list[list[int]], allowed: list[int], capacity: list[int], rng: Random
) -> list[list[int]] | None:
    """The old way: each card in turn to an allowed place with room, weighted by its room."""
    left = list(capacity)
    out: list[list[int]] = [[] for _ in capacity]
    cards = [(c, allowed[i]) for i, g in enumerate(groups) for c in g]
    rng.shuffle(cards)
    cards.sort(key=lambda cm: bin(cm[1]).count("1"))
    for card, mask in cards:
        room = [p for p in range(len(capacity)) if mask >> p & 1 and left[p] > 0]
        if not room:
            return None
        p = rng.choices(room, weights=[left[q] for q in room])[0]
        left[p] -= 1
        out[p].append(card)
    return out


def test_the_check_refuses_a_biased_sampler() -> None:
    """The chi-square check above is strong enough to catch the placement this module replaced."""
    groups, allowed, capacity = CASES[2]
    support = enumerate_deals(groups, allowed, capacity)
    draws = 300 * len(support)

    def biased(rng: Random) -> list[list[int]]:
        while True:
            out = greedy_by_room([list(g) for g in groups], allowed, capacity, rng)
            if out is not None:
                return out

    assert not chi_square_ok(sample_counts(biased, draws, seed=1), support, draws)


def test_no_deal_is_none() -> None:
    rng = Random(0)
    assert deal([[0, 1, 2]], [0b01], [2, 1], rng) is None  # three cards, two slots allowed
    assert deal([[0], [1]], [0b01, 0b01], [1, 1], rng) is None  # both need place 0
    assert deal([[0, 1]], [0b11], [1, 2], rng) is None  # the counts do not add up


@settings(max_examples=150, deadline=None, derandomize=True)
@given(
    st.lists(st.integers(1, 3), min_size=1, max_size=4),
    st.lists(st.integers(1, 15), min_size=4, max_size=4),
    st.integers(2, 4),
    st.integers(0, 2**32),
)
def test_a_deal_respects_every_constraint_or_there_is_none(
    sizes: list[int], masks: list[int], places: int, seed: int
) -> None:
    rng = Random(seed)
    groups = []
    start = 0
    for n in sizes:
        groups.append(list(range(start, start + n)))
        start += n
    allowed = [m & ((1 << places) - 1) for m in masks[: len(groups)]]
    capacity = [0] * places
    for _ in range(start):
        capacity[rng.randrange(places)] += 1
    support = enumerate_deals(groups, allowed, capacity)
    out = deal([list(g) for g in groups], allowed, capacity, rng)
    if not support:
        assert out is None
        return
    assert out is not None
    assert canonical(out) in support


def test_face_reads_canonical_texts_and_other_spellings() -> None:
    for rank in RANKS:
        for suit in SUITS:
            assert face(rank + suit) == parse_face(rank + suit)
    assert face("10h") == face("TH") == parse_face("TH")


def test_shuffle_sample_and_below_are_uniform() -> None:
    rng = Random(11)
    perms: Counter[tuple[int, ...]] = Counter()
    picks: Counter[tuple[int, ...]] = Counter()
    numbers: Counter[tuple[int, ...]] = Counter()
    for _ in range(24 * 300):
        items = [0, 1, 2, 3]
        shuffle(items, rng)
        perms[tuple(items)] += 1
        picks[tuple(sample([0, 1, 2, 3, 4], 2, rng))] += 1
        numbers[(below(rng, 6),)] += 1
    draws = 24 * 300
    assert chi_square_ok(perms, list(itertools.permutations(range(4))), draws)
    assert chi_square_ok(picks, list(itertools.permutations(range(5), 2)), draws)
    assert chi_square_ok(numbers, [(k,) for k in range(6)], draws)
    assert below(rng, 1) == 0
    big = 3 ** 60
    assert all(0 <= below(rng, big) < big for _ in range(100))
