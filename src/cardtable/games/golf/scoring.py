"""Golf scoring: the public scoring function every part of cardtable uses (golf.md §1.3, §3.4, §4.1,
§5.3), and the hand adjustments for knockers and callers (§1.4, §5.2).

>>> import cardtable
>>> from cardtable.games.golf.scoring import score_layout
>>> game = cardtable.load("golf6")
>>> value, breakdown = score_layout(game, [["2C", "9D", "KS"], ["7H", "9C", "KH"]])
>>> value
5
>>> breakdown.notes[0]
'column 1: pair of 9s = 0'

``score_layout(source, rows)`` takes a game (``cardtable.load("golf8", ...)``), that game's
options, or a ``ScoringRules``, and a layout as rows of card codes from the far row to the near
row (``None``, ``""`` or ``"--"`` for an empty slot). It returns the layout value and a
``Breakdown`` saying which pairs, lines, blocks, groups and bonuses applied. The game states, the
views, the terminal and the tests all score through it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from cardtable.cards import JOKER, RANK_NAMES, card_text, face_of, parse_face
from cardtable.games.golf.layout import GAME_OF_SHAPE, GEOMETRIES, Geometry, mask_slots
from cardtable.games.golf.values import (
    ALL_JACKS,
    ONE_EYED_JACKS,
    RANK_KEY,
    VALUE_TABLES,
)

EMPTY: Final = -1
"""An empty slot in a flat layout of faces."""

_EMPTY_TEXTS: Final = frozenset({"", "-", "--", ".", "empty"})


@dataclass(frozen=True)
class ScoringRules:
    """Everything that decides a layout's value in one game under one set of options."""

    game: str
    geometry: Geometry
    values: tuple[int, ...]
    """Value by face (52 = joker)."""
    method: str
    """``pairs`` (4-card, §1.3), ``two_rows`` (6-, 8-, 10-card, §3.4) or ``nine`` (§5.3)."""
    pair_rule: str = "none"
    wild: frozenset[int] = frozenset()
    pairs_anywhere: bool = False
    negative_pairs_keep_value: bool = False
    group_rule: str = "none"
    six_kind_minus20: bool = False
    negative_four_value: int | None = None
    zero_lines: str = "columns"
    block_bonus: int | None = None
    adjacent_pairs: bool = False
    lines: tuple[tuple[int, ...], ...] = field(default=(), compare=False)
    """The zero lines in force (9-card), computed from ``zero_lines``."""


def rules_for(game: str, options: Mapping[str, Any]) -> ScoringRules:
    """The scoring rules of ``game`` (``golf4`` ... ``golf10``) under ``options``."""
    geometry = GEOMETRIES[game]
    try:
        values = VALUE_TABLES[game](options)
        if game == "golf4":
            wild = {"none": frozenset(), "one_eyed": ONE_EYED_JACKS, "all": ALL_JACKS}[
                options["wild_jacks"]
            ]
            pair_rule = options["pair_rule"]
            if wild and pair_rule == "none":
                pair_rule = "anywhere"  # a wild jack needs a pairing rule
            return ScoringRules(game, geometry, values, "pairs", pair_rule=pair_rule, wild=wild)
        if game == "golf9":
            lines = tuple(geometry.columns)
            if options["zero_lines"] in ("columns_rows", "columns_rows_diagonals"):
                lines += geometry.row_slots
            if options["zero_lines"] == "columns_rows_diagonals":
                lines += geometry.diagonals
            return ScoringRules(
                game,
                geometry,
                values,
                "nine",
                zero_lines=options["zero_lines"],
                block_bonus=_none_or_int(options["block_bonus"]),
                adjacent_pairs=bool(options["adjacent_pairs"]),
                lines=lines,
            )
        if game == "golf8":
            return ScoringRules(
                game,
                geometry,
                values,
                "two_rows",
                negative_pairs_keep_value=bool(options["negative_pairs_keep_value"]),
                group_rule=options["multi_pair_rule"],
            )
        return ScoringRules(
            game,
            geometry,
            values,
            "two_rows",
            pairs_anywhere=bool(options["pairs_anywhere"]),
            negative_pairs_keep_value=bool(options["negative_pairs_keep_value"]),
            group_rule=options["four_kind_bonus"],
            six_kind_minus20=options["six_kind_bonus"] == "minus20",
            negative_four_value=_none_or_int(options["negative_four_value"]),
        )
    except KeyError as exc:
        raise ValueError(f"the options given are not {game}'s: {exc} is missing") from None


def _none_or_int(value: Any) -> int | None:
    return None if value is None or value == "none" else int(value)


# --------------------------------------------------------------------------- the breakdown


@dataclass(frozen=True)
class Group:
    """A group rule that set the total of the cards it covers (§3.4 step 3, §4.1)."""

    rank: str
    columns: tuple[int, ...]
    rule: str
    total: int


@dataclass(frozen=True)
class Breakdown:
    """How a layout's value came about.

    ``value`` = the sum of ``counted`` (each card's own contribution; 0 for a covered card,
    ``None`` for an empty slot) + every group's total + ``block_bonus`` for each block +
    ``banked`` (bonuses of blocks removed during the hand, §5.3).
    """

    value: int
    geometry: Geometry
    counted: tuple[int | None, ...]
    pairs: tuple[tuple[int, int], ...] = ()
    lines: tuple[tuple[int, ...], ...] = ()
    blocks: tuple[tuple[int, ...], ...] = ()
    block_bonus: int = 0
    groups: tuple[Group, ...] = ()
    banked: int = 0
    notes: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        """JSON form, slots written ``row,col``."""
        g = self.geometry
        return {
            "value": self.value,
            "counted": [
                list(self.counted[r * g.cols : (r + 1) * g.cols]) for r in range(g.rows)
            ],
            "pairs": [[g.slot_text(a), g.slot_text(b)] for a, b in self.pairs],
            "lines": [[g.slot_text(s) for s in line] for line in self.lines],
            "blocks": [[g.slot_text(s) for s in block] for block in self.blocks],
            "block_bonus": self.block_bonus,
            "groups": [
                {"rank": x.rank, "columns": list(x.columns), "rule": x.rule, "total": x.total}
                for x in self.groups
            ],
            "banked": self.banked,
            "notes": list(self.notes),
        }


# --------------------------------------------------------------------------- the public function


def score_layout(
    source: Any,
    rows: Sequence[Sequence[str | int | None]],
    *,
    banked: int = 0,
    game: str | None = None,
) -> tuple[int, Breakdown]:
    """The value of a fully revealed layout and how it came about.

    ``source`` is a Golf game (``cardtable.load("golf6")``), a mapping of a Golf game's options
    (the game is told by ``game=`` or by the layout's shape), or a ``ScoringRules``. ``rows`` runs
    from the far row to the near row; an empty slot is ``None``, ``""`` or ``"--"``. ``banked``
    adds bonuses already banked this hand (9-card blocks removed during play).
    """
    rules = _rules_of(source, rows, game)
    g = rules.geometry
    if len(rows) != g.rows or any(len(row) != g.cols for row in rows):
        shape = "×".join(str(x) for x in (len(rows), len(rows[0]) if rows else 0))
        raise ValueError(f"{rules.game} layouts are {g.rows} rows × {g.cols} columns, not {shape}")
    faces = [_face(cell) for row in rows for cell in row]
    return evaluate(rules, faces, banked)


def _rules_of(source: Any, rows: Sequence[Sequence[Any]], game: str | None) -> ScoringRules:
    if isinstance(source, ScoringRules):
        return source
    found = getattr(source, "scoring_rules", None)
    if isinstance(found, ScoringRules):
        return found
    if isinstance(source, Mapping):
        name = game or GAME_OF_SHAPE.get((len(rows), len(rows[0]) if rows else 0))
        if name is None:
            raise ValueError("no Golf game has layouts of this shape; name it with game=")
        return rules_for(name, source)
    raise TypeError("score_layout needs a Golf game, its options, or ScoringRules")


_FACE_OF_TEXT: Final = {card_text(f): f for f in range(53)}


def _face(cell: str | int | None) -> int:
    if cell is None:
        return EMPTY
    if isinstance(cell, int):
        return EMPTY if cell < 0 else face_of(cell)
    found = _FACE_OF_TEXT.get(cell)
    if found is not None:
        return found
    if cell.strip().lower() in _EMPTY_TEXTS:
        return EMPTY
    return parse_face(cell)


def evaluate(rules: ScoringRules, faces: Sequence[int], banked: int = 0) -> tuple[int, Breakdown]:
    """The value of a flat layout of faces (``EMPTY`` = -1 for an empty slot) and how it came
    about."""
    value, breakdown = _score(rules, faces, banked, True)
    assert breakdown is not None
    return value, breakdown


def layout_value(rules: ScoringRules, faces: Sequence[int], banked: int = 0) -> int:
    """``evaluate``'s value alone, without building the breakdown: the bots value layouts
    millions of times a search, and the breakdown's notes cost more than the value."""
    return _score(rules, faces, banked, False)[0]


def _score(
    rules: ScoringRules, faces: Sequence[int], banked: int, explain: bool
) -> tuple[int, Breakdown | None]:
    if rules.method == "pairs":
        return _score_pairs(rules, faces, banked, explain)
    if rules.method == "nine":
        return _score_nine(rules, faces, banked, explain)
    return _score_two_rows(rules, faces, banked, explain)


def rank_name(face: int) -> str:
    return "JK" if face == JOKER else RANK_NAMES[face % 13]


def _plural(face: int) -> str:
    return "jokers" if face == JOKER else rank_name(face) + "s"


# --------------------------------------------------------------------------- 4-card (§1.3)


def _score_pairs(
    rules: ScoringRules, faces: Sequence[int], banked: int, explain: bool
) -> tuple[int, Breakdown | None]:
    g = rules.geometry
    values = rules.values
    counted: list[int | None] = [values[f] if f >= 0 else None for f in faces]
    pairs: tuple[tuple[int, int], ...] = ()
    notes: list[str] = []
    if rules.pair_rule != "none":
        occupied = [s for s, f in enumerate(faces) if f >= 0]
        _, _, pairs = _best_matching(rules, faces, occupied)
        for a, b in pairs:
            counted[a] = counted[b] = 0
            if explain:
                notes.append(
                    f"{g.slot_text(a)} and {g.slot_text(b)}: "
                    f"{card_text(faces[a])} with {card_text(faces[b])} = 0"
                )
    value = sum(c for c in counted if c is not None) + banked
    if not explain:
        return value, None
    return value, Breakdown(
        value, g, tuple(counted), pairs=pairs, banked=banked, notes=tuple(notes)
    )


def _eligible(rules: ScoringRules, faces: Sequence[int], a: int, b: int) -> bool:
    fa, fb = faces[a], faces[b]
    equal = RANK_KEY[fa] == RANK_KEY[fb] or fa in rules.wild or fb in rules.wild
    if not equal:
        return False
    return rules.pair_rule != "row_or_column" or rules.geometry.same_line(a, b)


def _best_matching(
    rules: ScoringRules, faces: Sequence[int], free: list[int]
) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """Disjoint eligible pairs: most pairs, then most value removed (§1.3 step 2), first found."""
    if len(free) < 2:
        return 0, 0, ()
    first, rest = free[0], free[1:]
    best = _best_matching(rules, faces, rest)  # ``first`` left unpaired
    for j, other in enumerate(rest):
        if not _eligible(rules, faces, first, other):
            continue
        count, removed, pairs = _best_matching(rules, faces, rest[:j] + rest[j + 1 :])
        removed += rules.values[faces[first]] + rules.values[faces[other]]
        if (count + 1, removed) > best[:2]:
            best = (count + 1, removed, ((first, other), *pairs))
    return best


# --------------------------------------------------------------------------- two rows (§3.4)


def _score_two_rows(
    rules: ScoringRules, faces: Sequence[int], banked: int, explain: bool
) -> tuple[int, Breakdown | None]:
    g = rules.geometry
    values = rules.values
    cols = g.cols
    keep_negative = rules.negative_pairs_keep_value
    counted: list[int | None] = [values[f] if f >= 0 else None for f in faces]
    paired_columns: dict[int, list[int]] = {}
    for c in range(cols):
        top, bottom = faces[c], faces[cols + c]
        if top >= 0 and bottom >= 0 and RANK_KEY[top] == RANK_KEY[bottom]:
            paired_columns.setdefault(RANK_KEY[top], []).append(c)
    if not paired_columns and not rules.pairs_anywhere:
        value = sum(c for c in counted if c is not None) + banked
        return value, Breakdown(value, g, tuple(counted), banked=banked) if explain else None
    notes: list[str] = []
    pairs: list[tuple[int, int]] = []

    def cancel(a: int, b: int) -> int:
        """Step 2: a cancelled pair scores 0, or keeps a negative value (option)."""
        total = 0
        for s in (a, b):
            v = values[faces[s]]
            counted[s] = v if keep_negative and v < 0 else 0
            total += counted[s] or 0
        pairs.append((a, b))
        return total

    if rules.pairs_anywhere:
        by_key: dict[int, list[int]] = {}
        for s, f in enumerate(faces):
            if f >= 0:
                by_key.setdefault(RANK_KEY[f], []).append(s)
        for key, slots in sorted(by_key.items()):
            if len(slots) < 2:
                continue
            in_column: set[int] = set()
            for c in paired_columns.get(key, ()):
                in_column.update((c, cols + c))
            # Cancel the highest values; among equals, column pairs first, then left first.
            slots.sort(key=lambda s: (-values[faces[s]], s not in in_column, s % cols, s))
            chosen = slots[: len(slots) // 2 * 2]
            for i in range(0, len(chosen), 2):
                a, b = sorted(chosen[i : i + 2])
                total = cancel(a, b)
                if explain:
                    notes.append(
                        f"{g.slot_text(a)} and {g.slot_text(b)}: pair of "
                        f"{_plural(faces[a])} = {total}"
                    )
    else:
        for key_columns in paired_columns.values():
            for c in key_columns:
                total = cancel(c, cols + c)
                if explain:
                    notes.append(f"column {c}: pair of {_plural(faces[c])} = {total}")
        pairs.sort()

    groups: list[Group] = []
    for _, columns in sorted(paired_columns.items()):
        for covered, total, rule in _group_rules(rules, faces[columns[0]], columns):
            rank = rank_name(faces[covered[0]])
            for c in covered:
                counted[c] = counted[cols + c] = 0
            groups.append(Group(rank, tuple(covered), rule, total))
            if explain:
                where = " and ".join(str(c) for c in covered)
                notes.append(
                    f"columns {where}: {2 * len(covered)} {_plural(faces[covered[0]])} "
                    f"({rule}) = {total}"
                )
    value = sum(c for c in counted if c is not None) + sum(x.total for x in groups) + banked
    if not explain:
        return value, None
    return value, Breakdown(
        value, g, tuple(counted), pairs=tuple(pairs), groups=tuple(groups), banked=banked,
        notes=tuple(notes),
    )


def _group_rules(
    rules: ScoringRules, top: int, columns: list[int]
) -> list[tuple[list[int], int, str]]:
    """The groups of equal column-pairs of one rank (§3.4 step 3; 8-card §4.1)."""
    k = len(columns)
    if k < 2:
        return []
    if rules.game == "golf8":
        if rules.group_rule == "progressive":
            return [(columns, -10 * (k - 1), "progressive")]
        used = columns[: k // 2 * 2]
        return [(used, -10 * (k // 2), "pairs of pairs")]
    if rules.negative_four_value is not None and rules.values[top] < 0:
        return [(columns[:2], rules.negative_four_value, "negative four")]
    if rules.group_rule == "two_columns_minus10":
        if k >= 3 and rules.six_kind_minus20:
            return [(columns[:3], -20, "six of a kind")]
        return [(columns[:2], -10, "two columns")]
    if rules.group_rule == "square_block_minus20":
        out: list[tuple[list[int], int, str]] = []
        run = [columns[0]]
        for c in [*columns[1:], -2]:
            if c == run[-1] + 1:
                run.append(c)
                continue
            if len(run) >= 2:
                out.append((run, -20 * (len(run) - 1), "square block"))
            run = [c]
        return out
    return []


# --------------------------------------------------------------------------- nine cards (§5.3)


def nine_groups(
    rules: ScoringRules, faces: Sequence[int], usable: int
) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    blocks: list[tuple[int, ...]]
    """The zero lines and the blocks of equal cards among the slots of ``usable`` (a bitmask)."""

    def equal(slots: tuple[int, ...]) -> bool:
        if any(not usable >> s & 1 for s in slots):
            return False
        key = RANK_KEY[faces[slots[0]]]
        return all(RANK_KEY[faces[s]] == key for s in slots[1:])

    lines = [line for line in rules.lines if equal(line)]
    blocks = [b for b in rules.geometry.blocks if equal(b)] if rules.block_bonus is not None else []
    return lines, blocks


def _score_nine(
    rules: ScoringRules, faces: Sequence[int], banked: int, explain: bool
) -> tuple[int, Breakdown | None]:
    g = rules.geometry
    values = rules.values
    counted: list[int | None] = [values[f] if f >= 0 else None for f in faces]
    occupied = 0
    for s, f in enumerate(faces):
        if f >= 0:
            occupied |= 1 << s
    notes: list[str] = []
    if rules.adjacent_pairs:
        pairs = []
        for s in mask_slots(occupied):
            for t in g.neighbours[s]:
                if t > s and occupied >> t & 1 and RANK_KEY[faces[t]] == RANK_KEY[faces[s]]:
                    pairs.append((s, t))
        for a, b in pairs:
            counted[a] = counted[b] = 0
            if explain:
                notes.append(
                    f"{g.slot_text(a)} next to {g.slot_text(b)}: {_plural(faces[a])} = 0"
                )
        value = sum(c for c in counted if c is not None) + banked
        if not explain:
            return value, None
        return value, Breakdown(
            value, g, tuple(counted), pairs=tuple(pairs), banked=banked, notes=tuple(notes)
        )
    lines, blocks = nine_groups(rules, faces, occupied)
    for line in lines:
        for s in line:
            counted[s] = 0
        if explain:
            where = " ".join(g.slot_text(s) for s in line)
            notes.append(f"line {where}: three {_plural(faces[line[0]])} = 0")
    bonus = rules.block_bonus or 0
    for block in blocks:
        for s in block:
            counted[s] = 0
        if explain:
            notes.append(
                f"block from {g.slot_text(block[0])}: four {_plural(faces[block[0]])} = {bonus}"
            )
    value = sum(c for c in counted if c is not None) + bonus * len(blocks) + banked
    if not explain:
        return value, None
    return value, Breakdown(
        value, g, tuple(counted), lines=tuple(lines), blocks=tuple(blocks), block_bonus=bonus,
        banked=banked, notes=tuple(notes),
    )


# --------------------------------------------------------------------------- hand adjustments


@dataclass(frozen=True)
class HandScores:
    """Hand scores from layout values, after knocker or caller adjustments."""

    scores: tuple[int, ...]
    notes: tuple[str, ...] = ()
    knocker_lowest: bool | None = None


def knocker_is_lowest(values: Sequence[int], knocker: int, tie: str) -> bool:
    """§1.4: lowest means strictly below everyone else (``tie_is_lowest``: not above anyone)."""
    mine = values[knocker]
    others = [v for p, v in enumerate(values) if p != knocker]
    if tie == "tie_is_lowest":
        return all(mine <= v for v in others)
    return all(mine < v for v in others)


def hand_scores(
    game: str,
    options: Mapping[str, Any],
    values: Sequence[int],
    *,
    knocker: int | None = None,
    caller: int | None = None,
) -> HandScores:
    """Each player's hand score from the layout values (paid-peek surcharges included).

    4-card Golf adjusts the knocker's score (§1.4); 9-card Golf with ``lowest_zero_caller``
    zeroes the lowest and charges a caller who is not lowest (§5.2). Every other game scores the
    layout value.
    """
    scores = list(values)
    if game == "golf4" and knocker is not None:
        lowest = knocker_is_lowest(values, knocker, options["knocker_tie"])
        v = values[knocker]
        n = len(values)
        note = ""
        if lowest:
            bonus = options["knocker_bonus"]
            if bonus == "zero":
                scores[knocker], note = 0, "knocker lowest: scores 0"
            elif bonus == "minus_players":
                scores[knocker], note = v - n, f"knocker lowest: {v} - {n} players"
        else:
            penalty = options["knocker_penalty"]
            highest = max(values)
            new = {
                "plus10": v + 10,
                "double_plus5": 2 * v + 5,
                "equal_highest": highest,
                "add_highest": v + highest,
                "double": 2 * v,
            }.get(penalty)
            if new is not None:
                scores[knocker] = new
                note = f"knocker not lowest ({penalty}): {v} -> {new}"
        return HandScores(tuple(scores), (note,) if note else (), lowest)
    if game == "golf9" and options.get("lowest_zero_caller"):
        low = min(values)
        notes = []
        if caller is not None and values[caller] > low:
            scores[caller] = values[caller] + low
            notes.append(f"caller P{caller} not lowest: {values[caller]} + {low}")
        for p, v in enumerate(values):
            if v == low:
                scores[p] = 0
        notes.append("lowest layout scores 0")
        return HandScores(tuple(scores), tuple(notes))
    return HandScores(tuple(scores))
