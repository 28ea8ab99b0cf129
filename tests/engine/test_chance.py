"""The seeded stream a state draws its chance from (engine/chance.py)."""

from __future__ import annotations

import hashlib
import struct
from collections import Counter
from collections.abc import Iterator
from itertools import count

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.chance import Chance

seeds = st.integers(-(10**30), 10**30)


@given(seed=seeds, moduli=st.lists(st.integers(1, 2**32), max_size=200))
def test_same_seed_same_draws_and_every_draw_in_range(seed: int, moduli: list[int]) -> None:
    a, b = Chance(seed), Chance(seed)
    drawn = [a.below(m) for m in moduli]
    assert drawn == [b.below(m) for m in moduli]
    assert all(0 <= d < m for d, m in zip(drawn, moduli, strict=True))
    assert a == b


def test_different_seeds_differ() -> None:
    def draws(seed: int) -> tuple[int, ...]:
        stream = Chance(seed)
        return tuple(stream.below(52) for _ in range(10))

    assert len({draws(seed) for seed in range(200)}) == 200


@given(seed=seeds, size=st.integers(0, 120))
def test_shuffle_is_a_permutation(seed: int, size: int) -> None:
    items = list(range(size))
    Chance(seed).shuffle(items)
    assert sorted(items) == list(range(size))


@given(seed=seeds, cut=st.integers(0, 60), size=st.integers(0, 60))
def test_shuffling_a_prefix_then_the_rest_is_one_shuffle(seed: int, cut: int, size: int) -> None:
    whole, parts = list(range(size)), list(range(size))
    Chance(seed).shuffle(whole)
    stream = Chance(seed)
    stream.shuffle(parts, 0, cut)
    stream.shuffle(parts, min(cut, size))
    assert parts == whole


def test_a_prefix_shuffle_leaves_the_rest_unshuffled_until_asked() -> None:
    items = list(range(52))
    Chance(9).shuffle(items, 0, 13)
    # The 13 first positions are fixed; the rest are only the cards not yet placed.
    assert sorted(items) == list(range(52))
    assert items[:13] != list(range(13))


@given(seed=seeds, before=st.lists(st.integers(1, 100), max_size=30))
def test_a_copy_continues_exactly_and_independently(seed: int, before: list[int]) -> None:
    stream = Chance(seed)
    for m in before:
        stream.below(m)
    twin = stream.copy()
    assert twin == stream
    ahead = [stream.below(97) for _ in range(100)]
    assert twin != stream  # the copy did not move with the original
    assert [twin.below(97) for _ in range(100)] == ahead


def test_draws_look_uniform() -> None:
    """Chi-square over 6 and 52 outcomes; the bounds fail for a biased or stuck stream only
    with probability about 1e-6 (fixed seeds, so the test is deterministic anyway)."""
    for m, bound in ((6, 35.9), (52, 110.0)):
        stream = Chance(m)
        n = 600 * m
        counts = Counter(stream.below(m) for _ in range(n))
        expected = n / m
        chi2 = sum((counts[k] - expected) ** 2 / expected for k in range(m))
        assert len(counts) == m and chi2 < bound, (m, chi2)


def test_shuffles_put_every_card_everywhere_evenly() -> None:
    """Where the first card of a 5-card pack ends up, and which card lands on top."""
    first_at, on_top = Counter[int](), Counter[int]()
    for seed in range(5000):
        items = list(range(5))
        Chance(seed).shuffle(items)
        first_at[items.index(0)] += 1
        on_top[items[0]] += 1
    for counts in (first_at, on_top):
        chi2 = sum((counts[k] - 1000) ** 2 / 1000 for k in range(5))
        assert chi2 < 30.0, counts  # 4 degrees of freedom: p ~ 5e-6


@pytest.mark.parametrize("m", [1, 2, 3, 2**32])
def test_every_size_of_draw(m: int) -> None:
    stream = Chance(1)
    assert all(0 <= stream.below(m) < m for _ in range(50))
    if m == 1:
        assert stream.below(1) == 0


@pytest.mark.parametrize("m", [0, -3, 2**32 + 1])
def test_draws_outside_the_range_are_refused_without_moving_the_stream(m: int) -> None:
    stream, twin = Chance(1), Chance(1)
    with pytest.raises(ValueError, match="1 <= m <= 2"):
        stream.below(m)
    assert stream == twin


@given(seed=seeds, size=st.integers(0, 60), k=st.integers(0, 60))
def test_sample_is_the_top_of_a_shuffled_copy(seed: int, size: int, k: int) -> None:
    items = list(range(size))
    drawn = Chance(seed).sample(items, k)
    shuffled = list(items)
    Chance(seed).shuffle(shuffled, 0, k)
    assert drawn == shuffled[:k]
    assert len(set(drawn)) == len(drawn) == min(k, size)
    assert items == list(range(size))  # the population is left as it was


def _reference_words(seed: int) -> Iterator[int]:
    """The stream as specified (engine/chance.py): block k is BLAKE2b-512 of b"<seed>/<k>",
    read as eight little-endian 64-bit words, used in order."""
    for k in count():
        digest = hashlib.blake2b(b"%d/%d" % (seed, k), digest_size=64).digest()
        yield from struct.unpack("<8Q", digest)


@given(
    seed=seeds,
    moduli=st.lists(st.integers(1, 2**32), max_size=300),
    copy_at=st.integers(0, 300),
)
def test_draws_are_the_specified_ones_and_a_copy_goes_on_alike(
    seed: int, moduli: list[int], copy_at: int
) -> None:
    """Every draw is ``w * m >> 64`` of the next word of the specified stream, across many
    blocks, and a copy taken anywhere (before or after the hashing of later blocks changed
    how it is done) draws what the original draws."""
    words = _reference_words(seed)
    expected = [next(words) * m >> 64 for m in moduli]
    stream = Chance(seed)
    drawn = []
    twin: Chance | None = None
    for i, m in enumerate(moduli):
        if i == copy_at:
            twin = stream.copy()
        drawn.append(stream.below(m))
    assert drawn == expected
    if twin is not None:
        assert [twin.below(m) for m in moduli[copy_at:]] == expected[copy_at:]


@pytest.mark.parametrize("seed", [0, 1, -1, 2**63, -(2**63), 10**30, 123456789])
def test_shuffles_over_many_blocks_are_the_specified_ones(seed: int) -> None:
    words = _reference_words(seed)
    stream = Chance(seed)
    for size in (52, 64, 104, 3, 48):
        expected = list(range(size))
        for i in range(size - 1):
            j = i + (next(words) * (size - i) >> 64)
            expected[i], expected[j] = expected[j], expected[i]
        items = list(range(size))
        stream.shuffle(items)
        assert items == expected
