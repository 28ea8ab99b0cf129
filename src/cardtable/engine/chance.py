"""Chance: the seeded stream of random draws a state owns (DESIGN.md: nothing reads global
randomness).

Why not ``random.Random``? A Mersenne Twister is costly exactly where simulations and search
bots hurt: seeding one fills 624 words (about 7% of a random All Fours hand), and copying one
for ``clone`` goes through ``getstate``, a tuple of 625 Python ints. ``Chance`` is a
counter-based stream instead: block ``k`` of the stream is the BLAKE2b hash of the seed and
``k``, read as eight 64-bit words, and each draw uses one word. Starting a stream costs nothing,
copying one copies four fields, and the draws are the same on every machine and Python version.

Uniformity: a word ``w`` is uniform on ``range(2**64)``, and a draw from ``range(m)`` is
``w * m >> 64``, which gives every outcome ``2**64 / m`` words, rounded down or up: every draw is
uniform to within ``m / 2**64`` (3e-18 for a pack of 52). Hence the limit ``m <= 2**32``.
"""

from __future__ import annotations

from collections.abc import Sequence
from hashlib import blake2b
from struct import Struct
from typing import Any, Final, TypeVar

T = TypeVar("T")

_WORDS_PER_BLOCK: Final = 8
_read_block: Final = Struct(f"<{_WORDS_PER_BLOCK}Q").unpack
MAX_DRAW: Final = 2**32
"""The largest ``m`` of ``below(m)``."""


class Chance:
    """A seeded stream of uniform draws: ``below(m)`` and ``shuffle``.

    Two streams with the same seed give the same draws. ``copy`` gives an independent stream in
    the same position (so a cloned state deals the same cards as the original).
    """

    __slots__ = ("_block", "_next", "_words", "seed")

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._block = 0  # the next block to hash
        self._words: tuple[int, ...] = ()  # the current block
        self._next = _WORDS_PER_BLOCK  # its next unused word (all used: hash the next block)

    def below(self, m: int) -> int:
        """A number drawn uniformly from ``range(m)``, for 1 <= m <= 2**32."""
        if not 1 <= m <= MAX_DRAW:
            raise ValueError(f"Chance.below draws from range(m) for 1 <= m <= 2**32, not m={m}")
        k = self._next
        if k == _WORDS_PER_BLOCK:
            self._refill()
            k = 0
        self._next = k + 1
        return self._words[k] * m >> 64

    def shuffle(self, items: list[Any], start: int = 0, stop: int | None = None) -> None:
        """Shuffle ``items`` in place, or fix only positions ``start`` to ``stop - 1``.

        A Fisher-Yates shuffle run from the front: position ``i`` takes an item drawn uniformly
        from those at ``i`` and after. Fixing a prefix and the rest later (with the same
        stream) therefore deals exactly as shuffling everything at once, so games can shuffle
        only as far as they deal.
        """
        size = len(items)
        if size > MAX_DRAW:
            raise ValueError(f"Chance.shuffle takes at most 2**32 items, not {size}")
        end = size - 1 if stop is None else min(stop, size - 1)  # the last item has no choice
        words, k = self._words, self._next
        for i in range(start, end):
            if k == _WORDS_PER_BLOCK:
                self._refill()
                words, k = self._words, 0
            j = i + (words[k] * (size - i) >> 64)
            k += 1
            items[i], items[j] = items[j], items[i]
        self._next = k

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` different items drawn uniformly, in the order drawn (the first ``k`` of a
        shuffled copy)."""
        pack = list(items)
        self.shuffle(pack, 0, k)
        return pack[:k]

    def _refill(self) -> None:
        digest = blake2b(b"%d/%d" % (self.seed, self._block), digest_size=8 * _WORDS_PER_BLOCK)
        self._words = _read_block(digest.digest())
        self._block += 1
        self._next = 0

    def copy(self) -> Chance:
        other = Chance(self.seed)  # no __new__ trick: mypyc compiles this class
        other._block = self._block
        other._words = self._words  # a tuple: shared, never changed
        other._next = self._next
        return other

    def position(self) -> tuple[int, int, int]:
        """Everything that decides the next draws (equal streams have equal positions)."""
        return (self.seed, self._block, self._next)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Chance:
            return NotImplemented
        return self.position() == other.position()

    __hash__ = None  # type: ignore[assignment]  # a stream changes as it is drawn from

    def __repr__(self) -> str:
        return f"Chance(seed={self.seed}, block={self._block}, word={self._next})"
