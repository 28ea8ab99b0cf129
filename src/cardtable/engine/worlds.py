"""Dealing hidden cards among hidden places, uniformly over the deals that agree with a view.

``sample_state`` of a trick-taking game knows, for every card the viewer has not seen, the places
it may be in (the other players' hands, unless play showed a void; a stock; a stub ...), and how
many cards each place holds. ``deal`` draws one assignment of those cards to those places,
uniformly among all the assignments that fill every place exactly and put every card in an
allowed place, without retries and without placing the cards one by one:

- cards with the same allowed places form a class; a class allowed everywhere is "free";
- with no constrained class, one shuffle of the cards, cut by the places' sizes;
- with one constrained class, its cards take a uniformly random set of the slots of their
  allowed places (a partial shuffle), and the free cards one shuffle into the slots left;
- with several, how many cards of each constrained class go to each place is drawn exactly: the
  number of deals with counts ``y[c][p]`` (and ``f[p]`` free cards in place ``p``) is
  ``prod_c n_c! / prod_p y[c][p]! * n_free! / prod_p f[p]!``, so a dynamic programme over the
  places (its state: how many cards of each constrained class are still to place) counts the
  completions of every partial choice, and the counts are drawn place by place in proportion to
  them (exact integer weights). Then one shuffle per class, cut by the counts.

Every assignment of the given cards (distinct entries, even where two entries are copies of one
face) is equally likely: the test ``tests/engine/test_worlds.py`` checks it against an
enumeration with a chi-square bound.
"""

from __future__ import annotations

from math import comb
from random import Random
from typing import Final

from cardtable.cards import RANKS, SUITS, parse_face

_TEXT_FACE: Final[dict[str, int]] = {r + s: parse_face(r + s) for r in RANKS for s in SUITS}


def face(text: str) -> int:
    """The face of a canonical card text (``JH``), by table; other spellings through the parser."""
    found = _TEXT_FACE.get(text)
    return found if found is not None else parse_face(text)


def below(rng: Random, n: int) -> int:
    """A uniform whole number in ``[0, n)`` from ``rng``'s bits, as ``Random.randrange`` draws it.

    ``Random.shuffle``, ``sample`` and ``randrange`` are Python code even in the compiled build;
    these three helpers are compiled with this module and call only ``getrandbits`` (C).
    """
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def shuffle(items: list[int], rng: Random) -> None:
    """Shuffle ``items`` in place, every order equally likely (Fisher-Yates)."""
    i = len(items) - 1
    while i > 0:
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]
        i -= 1


def sample(items: list[int], k: int, rng: Random) -> list[int]:
    """``k`` distinct entries of ``items``, in random order (a partial Fisher-Yates)."""
    pool = list(items)
    n = len(pool)
    for i in range(k):
        j = i + below(rng, n - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:k]


def deal(
    groups: list[list[int]], allowed: list[int], capacity: list[int], rng: Random
) -> list[list[int]] | None:
    """One uniformly random assignment of the cards of ``groups`` to the places.

    ``groups[i]`` is a class of cards, ``allowed[i]`` the bitmask of the places (bit ``p``) where
    its cards may go, ``capacity[p]`` how many cards place ``p`` holds. Returns the cards of each
    place, or None when no assignment exists. Which cards a place gets is uniform; their order
    within the place is not (a caller to whom that order matters shuffles the place).
    """
    places = len(capacity)
    full = 0
    for p in range(places):
        if capacity[p] > 0:
            full |= 1 << p
    free: list[int] = []
    masks: list[int] = []
    cards: list[list[int]] = []
    total = 0
    for i in range(len(groups)):
        group = groups[i]
        if not group:
            continue
        total += len(group)
        mask = allowed[i] & full
        if mask == full:
            free.extend(group)
            continue
        if mask == 0:
            return None
        for j in range(len(masks)):
            if masks[j] == mask:
                cards[j].extend(group)
                break
        else:
            masks.append(mask)
            cards.append(list(group))
    if total != sum(capacity):
        return None

    if not masks:
        shuffle(free, rng)
        return _cut(free, capacity)
    # Places that the same constrained classes may use are one place for the draw: its cards are
    # then shuffled and cut among them, which keeps every deal equally likely.
    members: list[list[int]] = []
    patterns: list[int] = []
    for p in range(places):
        if not capacity[p]:
            continue
        pattern = 0
        for j in range(len(masks)):
            if masks[j] >> p & 1:
                pattern |= 1 << j
        for g in range(len(patterns)):
            if patterns[g] == pattern:
                members[g].append(p)
                break
        else:
            patterns.append(pattern)
            members.append([p])
    merged = [sum([capacity[p] for p in group]) for group in members]
    class_masks = [0] * len(masks)
    for g in range(len(patterns)):
        for j in range(len(masks)):
            if patterns[g] >> j & 1:
                class_masks[j] |= 1 << g
    drawn = _deal_merged(cards, class_masks, free, merged, rng)
    if drawn is None:
        return None
    out: list[list[int]] = [[] for _ in range(places)]
    for g in range(len(members)):
        group = members[g]
        if len(group) == 1:
            out[group[0]] = drawn[g]
            continue
        here = drawn[g]
        shuffle(here, rng)
        parts = _cut(here, [capacity[p] for p in group])
        for k in range(len(group)):
            out[group[k]] = parts[k]
    return out


def _cut(cards: list[int], sizes: list[int]) -> list[list[int]]:
    out: list[list[int]] = []
    start = 0
    for k in sizes:
        out.append(cards[start : start + k])
        start += k
    return out


def _deal_merged(
    cards: list[list[int]], masks: list[int], free: list[int], capacity: list[int], rng: Random
) -> list[list[int]] | None:
    """``deal`` once the constrained classes are known and places with one pattern merged."""
    places = len(capacity)
    out: list[list[int]] = [[] for _ in range(places)]
    left = list(capacity)
    if len(masks) == 1:
        slots: list[int] = []
        mask = masks[0]
        for p in range(places):
            if mask >> p & 1:
                slots.extend([p] * capacity[p])
        group = cards[0]
        if len(slots) < len(group):
            return None
        chosen = sample(slots, len(group), rng)
        for k in range(len(group)):
            p = chosen[k]
            out[p].append(group[k])
            left[p] -= 1
    elif len(masks) == 2:
        if not _deal_two(cards, masks, capacity, out, left, rng):
            return None
    else:
        # The smallest classes are enumerated, the two largest drawn in closed form.
        order = sorted(range(len(masks)), key=lambda j: len(cards[j]))
        cards = [cards[j] for j in order]
        masks = [masks[j] for j in order]
        several = _Several(masks, [len(g) for g in cards])
        if not several.ways(0, tuple(capacity)):
            return None
        for j in range(len(masks) - 2):
            rem = tuple(left)
            choices: list[tuple[int, ...]] = []
            weights: list[int] = []
            total = 0
            for x in several.options(j, rem):
                w = _choose(rem, x) * several.ways(j + 1, _minus(rem, x))
                if w:
                    choices.append(x)
                    weights.append(w)
                    total += w
            x = choices[_pick(weights, below(rng, total))]
            group = cards[j]
            shuffle(group, rng)
            start = 0
            for p in range(places):
                k = x[p]
                if k:
                    out[p].extend(group[start : start + k])
                    start += k
                    left[p] -= k
        last = len(masks) - 2
        if not _deal_two(cards[last:], masks[last:], list(left), out, left, rng):
            return None
    shuffle(free, rng)
    start = 0
    for p in range(places):
        k = left[p]
        if k:
            out[p].extend(free[start : start + k])
            start += k
    return out


def _deal_two(
    cards: list[list[int]],
    masks: list[int],
    capacity: list[int],
    out: list[list[int]],
    left: list[int],
    rng: Random,
) -> bool:
    """Two constrained classes, exactly: a deal is a choice of slots for each class's cards.

    Class 1 may use the slots of regions "both" (places both classes may use) and "one" (only
    class 1); class 2 those of "both" and "two". For a choice of class 1's slots with ``t`` of
    them in "both", class 2 has ``C(both - t + two, n2)`` choices left, so ``t`` is drawn with
    weight ``C(both, t) * C(one, n1 - t) * C(both - t + two, n2)``; then class 1 takes ``t``
    random slots of "both" and ``n1 - t`` of "one", and class 2 random slots among those left.
    """
    both: list[int] = []
    one: list[int] = []
    two: list[int] = []
    for p in range(len(capacity)):
        in1 = masks[0] >> p & 1
        in2 = masks[1] >> p & 1
        if in1 and in2:
            both.extend([p] * capacity[p])
        elif in1:
            one.extend([p] * capacity[p])
        elif in2:
            two.extend([p] * capacity[p])
    lo, weights = _two_weights(len(both), len(one), len(two), len(cards[0]), len(cards[1]))
    total = sum(weights)
    if total == 0:
        return False
    t = lo + _pick(weights, below(rng, total))
    n1 = len(cards[0])
    n2 = len(cards[1])
    shuffle(both, rng)
    chosen = both[:t] + sample(one, n1 - t, rng)
    shuffle(chosen, rng)  # which of class 1's cards go to "both" is random too
    chosen += sample(both[t:] + two, n2, rng)
    group = cards[0] + cards[1]
    for k in range(len(group)):
        p = chosen[k]
        out[p].append(group[k])
        left[p] -= 1
    return True


def _two_weights(both: int, one: int, two: int, n1: int, n2: int) -> tuple[int, list[int]]:
    """The smallest ``t`` and the weight of each ``t`` (see ``_deal_two``), from slot counts."""
    lo = max(0, n1 - one)
    hi = min(n1, both)
    weights: list[int] = []
    for t in range(lo, hi + 1):
        weights.append(comb(both, t) * comb(one, n1 - t) * comb(both - t + two, n2))
    return lo, weights


def _pick(weights: list[int], pick: int) -> int:
    """The index where ``pick`` (below the weights' sum) falls."""
    for i in range(len(weights)):
        pick -= weights[i]
        if pick < 0:
            return i
    return len(weights) - 1


def _choose(rem: tuple[int, ...], x: tuple[int, ...]) -> int:
    """Ways to choose ``x[g]`` of the ``rem[g]`` free slots of every place ``g``."""
    ways = 1
    for g in range(len(rem)):
        if x[g]:
            ways *= comb(rem[g], x[g])
    return ways


def _minus(rem: tuple[int, ...], x: tuple[int, ...]) -> tuple[int, ...]:
    return tuple([rem[g] - x[g] for g in range(len(rem))])


class _Several:
    """Three or more constrained classes, exactly: a deal is a choice of slots for each class.

    ``ways(j, rem)`` counts the choices of slots for classes ``j`` onwards when place ``g`` has
    ``rem[g]`` free slots: a sum over how many cards of class ``j`` go to each place (choosing
    which slots: a product of binomials), down to the last two classes, counted in closed form
    as in ``_deal_two``. Memoized per call of ``deal``.
    """

    def __init__(self, masks: list[int], sizes: list[int]) -> None:
        self.masks = masks
        self.sizes = sizes
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def options(self, j: int, rem: tuple[int, ...]) -> list[tuple[int, ...]]:
        """Every way to spread class ``j``'s cards over the free slots of its places."""
        mask = self.masks[j]
        partial: list[tuple[int, ...]] = [()]
        room_after = [0] * (len(rem) + 1)
        for g in range(len(rem) - 1, -1, -1):
            room_after[g] = room_after[g + 1] + (rem[g] if mask >> g & 1 else 0)
        n = self.sizes[j]
        for g in range(len(rem)):
            grown: list[tuple[int, ...]] = []
            for prefix in partial:
                placed = sum(prefix)
                hi = min(rem[g], n - placed) if mask >> g & 1 else 0
                lo = max(0, n - placed - room_after[g + 1])
                for k in range(lo, hi + 1):
                    grown.append((*prefix, k))
            partial = grown
        return partial

    def ways(self, j: int, rem: tuple[int, ...]) -> int:
        if j == len(self.masks) - 2:
            m1 = self.masks[j]
            m2 = self.masks[j + 1]
            both = one = two = 0
            for g in range(len(rem)):
                in1 = m1 >> g & 1
                in2 = m2 >> g & 1
                if in1 and in2:
                    both += rem[g]
                elif in1:
                    one += rem[g]
                elif in2:
                    two += rem[g]
            return sum(_two_weights(both, one, two, self.sizes[j], self.sizes[j + 1])[1])
        key = (j, rem)
        found = self.memo.get(key)
        if found is not None:
            return found
        total = 0
        for x in self.options(j, rem):
            total += _choose(rem, x) * self.ways(j + 1, _minus(rem, x))
        self.memo[key] = total
        return total
