"""Golf options (golf.md §0.8-0.9, §1.2, §3.2-3.3, §4.2, §5.2, §6.1), presets, and the
combinations refused.

Three options take a value the engine's plain kinds do not cover: ``match_end`` (``holes(9)``,
``holes(18)`` or ``target(T)``) and the "``none`` or a number" options (``block_bonus``,
``negative_four_value``, ``pot_cap``). They are ``OptionSpec`` subclasses that parse those forms;
their ``choices`` are the values the conformance suite draws from.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from math import ceil
from typing import Any

from cardtable.engine.errors import InvalidOptions
from cardtable.engine.options import INT_CEILING, Options, OptionSpec, whole_number
from cardtable.engine.scene import Text

_MATCH_END = re.compile(r"^(holes|target)\s*\(\s*([0-9]{1,9})\s*\)$")


@dataclass(frozen=True)
class MatchEndSpec(OptionSpec):
    """``holes(9)``, ``holes(18)`` or ``target(T)`` for any whole T of at least 1 (§0.9)."""

    def allowed_text(self) -> str:
        return f"holes(9), holes(18) or target(T) with T a whole number from 1 to {INT_CEILING}"

    def parse(self, value: Any) -> Any:
        text = value.strip().lower().replace(" ", "") if isinstance(value, str) else ""
        if text == "target":
            text = "target(100)"
        match = _MATCH_END.match(text)
        if match is not None:
            kind, number = match.group(1), int(match.group(2))
            if kind == "holes" and number in (9, 18):
                return f"holes({number})"
            if kind == "target" and 1 <= number <= INT_CEILING:
                return f"target({number})"
        raise InvalidOptions(self.name, value, self.refusal())

    def refusal(self) -> Text:
        return Text("golf.invalid.match_end", {"option": self.name, "high": INT_CEILING})


@dataclass(frozen=True)
class NoneOrIntSpec(OptionSpec):
    """``none`` or a whole number between ``minimum`` and ``maximum``."""

    def allowed_text(self) -> str:
        return f"none or a whole number from {self.minimum} to {self.maximum}"

    def parse(self, value: Any) -> Any:
        if value is None or (isinstance(value, str) and value.strip().lower() in ("none", "off")):
            return "none"
        number = whole_number(value)
        assert self.minimum is not None and self.maximum is not None
        if number is None or not self.minimum <= number <= self.maximum:
            raise InvalidOptions(self.name, value, self.refusal())
        return number

    def refusal(self) -> Text:
        return Text("golf.invalid.none_or_number", {
            "option": self.name, "low": self.minimum or 0, "high": self.maximum or 0,
        })


def match_end_parts(value: str) -> tuple[str, int]:
    """``("holes", 9)`` or ``("target", 100)`` from a ``match_end`` value."""
    match = _MATCH_END.match(value)
    assert match is not None
    return match.group(1), int(match.group(2))


# --------------------------------------------------------------------------- shared options


def _players(maximum: int, source: str) -> OptionSpec:
    return OptionSpec.integer(
        "players", 4, f"Number of players, 2 to {maximum}.", minimum=2, maximum=maximum,
        source=source, aliases=("player_count",),
    )


MEMORY_MODE = OptionSpec.choice(
    "memory_mode", "human", ("human", "perfect"),
    "human: a face-down card you peek at (or draw and place face down) is shown to you once, "
    "until your next action (the two cards of an initial peek together); remember it. Of the "
    "discard pile only the top card is shown, and what was thrown since your last action. "
    "perfect: every face-down card you know stays shown to you, and the whole discard pile. "
    "Cards whose identity is public (taken from the discard pile) are always shown.",
    source="§0.3, §0.4 [PROPOSAL]",
)
MATCH_END = MatchEndSpec(
    "match_end", "choice", "holes(9)",
    "holes(9) or holes(18): that many hands; target(T): hands until some total is T or more. "
    "The lowest total wins.",
    choices=("holes(9)", "holes(18)", "target(100)"),
    source="§0.9 [SEED]",
)
MATCH_TIE_POLICY = OptionSpec.choice(
    "match_tie_policy", "shared_win", ("shared_win", "extra_holes"),
    "When totals tie for lowest at the end: everyone tied wins, or more hands are played one at "
    "a time until one player alone is lowest.",
    source="§0.9 [PROPOSAL]",
)
MAX_TURNS = OptionSpec.integer(
    "max_turns_per_hand", 500,
    "Engine safety: after this many turns a hand ends and is scored as it stands (at least "
    "100, so that the limit never cuts an ordinary hand short).",
    minimum=100, source="§0.8 [PROPOSAL]",
)
SINGLE_HAND = OptionSpec.flag(
    "single_hand", False,
    "Play one hand only (research, tests, benchmarks): the match ends when the first hand is "
    "scored; the lowest hand score wins (ties share the win).",
    source="cardtable",
)


def _common(maximum_players: int, players_source: str) -> tuple[OptionSpec, ...]:
    return (_players(maximum_players, players_source), MEMORY_MODE, MATCH_END, MATCH_TIE_POLICY,
            MAX_TURNS, SINGLE_HAND)


# --------------------------------------------------------------------------- 4-card (§1.2)

GOLF4_SPECS: tuple[OptionSpec, ...] = (
    *_common(16, "§1.1 [SEED] 2 to about 8 or more; max 16 [PROPOSAL]"),
    OptionSpec.choice(
        "deal_style", "one_at_a_time", ("one_at_a_time", "all_at_once"),
        "all_at_once: each player receives 4 consecutive cards of the pack.",
        source="FR:52 vs FA:222",
    ),
    OptionSpec.integer(
        "second_pack_threshold", 8,
        "A second 52-card pack is shuffled in when there are at least this many players "
        "(9 = the Persian reading, more than 8; 17 = never).",
        minimum=2, maximum=17, source="FR:49 vs FA:220",
    ),
    OptionSpec.choice(
        "initial_peek", "nearest_two", ("nearest_two", "any_two", "any_one", "none"),
        "Which own cards each player sees once before play: the near row; any two of their "
        "choice; one of their choice; none.",
        source="FR:105-109, FA:254; any_one's choice [PROPOSAL]",
    ),
    OptionSpec.flag(
        "paid_peek", False,
        "On their turn (before choosing a slot) a player may look at any own face-down card, "
        "any number of times; each look adds 1 to their score for the hand.",
        source="FR:110-112, FA:256; timing [PROPOSAL]",
    ),
    OptionSpec.choice(
        "memory_aid", "none", ("none", "known_viewable", "known_in_hand", "all_in_hand"),
        "known_viewable / known_in_hand: the owner may always see the slots seen at the start "
        "(whatever card is there now). all_in_hand: the owner always sees all four cards.",
        source="FR:113-121, FA:258-262",
    ),
    OptionSpec.choice(
        "unseen_replace_limit", "unlimited", ("unlimited", "once_per_slot", "once_total"),
        "once_per_slot: each slot not seen at the start may be replaced once, then it is locked. "
        "once_total: one replacement in all among those slots.",
        source="FR:122-126, FA:266; readings [PROPOSAL]",
    ),
    OptionSpec.choice(
        "flip_mode", "none", ("none", "face_up_replacement", "progressive_exposure"),
        "face_up_replacement: a replacing card goes in face up; when all four of a player's "
        "cards are face up the others play once more. progressive_exposure: face-up cards are "
        "locked, replacing only face-down slots, a stock discard forces a flip; the hand ends "
        "when every card is face up. No knocking in either mode.",
        source="FR:127-145, FA:270-272; no knock, skipping [PROPOSAL]",
    ),
    OptionSpec.choice(
        "progressive_initial_face_up", 0, (0, 1),
        "progressive_exposure only: 1 = after the peek each player turns one card of their "
        "choice face up (locked).",
        source="FA:272 vs FR:135-136",
    ),
    OptionSpec.choice(
        "pair_rule", "none", ("none", "anywhere", "row_or_column"),
        "Equal cards cancel in disjoint pairs (each pair 0): anywhere, or only in the same row "
        "or column (not diagonal).",
        source="FR:147-155, FA:276-278",
    ),
    OptionSpec.choice(
        "wild_jacks", "none", ("none", "one_eyed", "all"),
        "A wild jack pairs with any card (pair = 0); one-eyed = J♠ J♥. Without a pair rule, "
        "pairs count anywhere.",
        source="FR:160-162 vs FA:282; implied pairing [PROPOSAL]",
    ),
    OptionSpec.choice(
        "queen_value", 10, (10, 12, 13, 20), "Value of every queen.",
        source="FR:156-158, FA:280",
    ),
    OptionSpec.flag(
        "queen_spades_40", False, "Q♠ = 40, the other queens 10, every 8 = 0.",
        source="FR:158-159, FA:280",
    ),
    OptionSpec.choice(
        "jack_king_scheme", "standard", ("standard", "jacks_zero", "j0_q12_k13", "j20_skip"),
        "standard J 10 K 0; jacks_zero J 0; j0_q12_k13 J 0 Q 12 K 13; j20_skip J 20, and a jack "
        "reaching the discard pile in play makes the next player lose a turn.",
        source="FR:163-169, FA:284-286; skip details [PROPOSAL]",
    ),
    OptionSpec.choice(
        "jokers", 0, (0, 2),
        "2: two jokers per pack, each -5 (totals may be negative).",
        source="FR:170-172, FA:288; per pack [PROPOSAL]",
    ),
    OptionSpec.choice(
        "knocker_penalty", "none",
        ("none", "plus10", "double_plus5", "equal_highest", "add_highest", "double"),
        "A knocker who is not lowest scores: v + 10; 2v + 5; the hand's highest layout value; "
        "v + that highest value; 2v.",
        source="FR:174-181, FA:292-296",
    ),
    OptionSpec.choice(
        "knocker_bonus", "none", ("none", "zero", "minus_players"),
        "A knocker who is lowest scores 0, or v minus the number of players.",
        source="FR:182-189, FA:298-301",
    ),
    OptionSpec.choice(
        "knocker_tie", "tie_not_lowest", ("tie_not_lowest", "tie_is_lowest"),
        "Whether a knocker tied for lowest counts as lowest (for the penalty, bonus and pot).",
        source="[PROPOSAL]",
    ),
    OptionSpec.flag(
        "pot", False,
        "Chips kept apart from points: when a hand starts with an empty pot each player pays "
        "pot_ante; after a knock the knocker takes min(pot, cap) if lowest, else pays that much "
        "in.",
        source="FR:190-195, FA:303; mechanics [PROPOSAL]",
    ),
    OptionSpec.integer(
        "pot_ante", 1, "pot only: chips each player pays into an empty pot.", minimum=1,
        source="[PROPOSAL]",
    ),
    NoneOrIntSpec(
        "pot_cap", "choice", "none",
        "pot only: the most a knocker can win or pay in one hand (none = no cap).",
        choices=("none", 5), minimum=1, maximum=1000, source="FR:193-195 vs FA:303",
    ),
)

# --------------------------------------------------------------------------- 6-card (§3.2)

_SIX_AND_TEN_TURN: tuple[OptionSpec, ...] = (
    OptionSpec.choice(
        "packs", "auto", ("auto", 2),
        "auto: 1 pack for 2-4 players, 2 for 5-8, 3 for 9-12 (10-card: 2, then 3). 2: two packs "
        "even with few players.",
        source="FR:463-465, FR:524-526, FA:176",
    ),
    OptionSpec.choice(
        "jokers", "none", ("none", "two_per_pack"),
        "two_per_pack: 2 jokers per pack; whenever jokers are in, 2s are worth +2.",
        source="FR:527-529, FR:572-574, FA:178, FA:208",
    ),
    OptionSpec.choice(
        "joker_value", -2, (-5, -3, -2, 0), "Value of each joker (jokers on only).",
        source="FR:572-573, FA:208",
    ),
    OptionSpec.flag(
        "one_eyed_jacks_zero", False, "J♠ and J♥ are worth 0; other jacks 10.",
        source="FR:574-575, FA:208",
    ),
    OptionSpec.choice(
        "initial_flip_timing", "before_play", ("before_play", "first_turn"),
        "before_play: in seat order from the dealer's left, each player turns up their cards "
        "before the first turn. first_turn: at the start of their own first turn.",
        source="FR:476 vs FA:41-43; seat order [PROPOSAL]",
    ),
    OptionSpec.choice(
        "initial_flip_constraint", "any",
        ("any", "same_column", "different_columns", "middle_and_outer"),
        "Which two cards may be turned up at the start: any; both of one column; two columns; "
        "one of the middle column and one of an outer column (10-card: columns 0 and 4).",
        source="FR:531-535, FA:182; 10-card outer columns [PROPOSAL]",
    ),
    OptionSpec.flag(
        "rearrange_after_flip", False,
        "After the initial flip the player may move the two face-up cards to any slots; the "
        "face-down cards fill the other slots in order, unseen.",
        source="FR:536-539, FA:184",
    ),
    OptionSpec.flag(
        "initial_row_look", False,
        "No initial flip: each player looks once at their near row, which stays face down.",
        source="FR:540-542, FA:186",
    ),
    OptionSpec.flag(
        "flip_only_turn", False, "A turn may be just turning one face-down card face up.",
        source="FR:544-546, FA:190",
    ),
    OptionSpec.choice(
        "flip_after_stock_discard", "none",
        ("none", "required_may_keep_last", "required_must_keep_last"),
        "After discarding a stock card the player must turn a face-down card up; with exactly "
        "one face-down card left they may (FR) or must (FA) leave it down.",
        source="FR:547-551 vs FA:192",
    ),
    OptionSpec.flag(
        "reveal_all_to_end", False,
        "A turn may be turning all remaining face-down cards up, which ends the hand (trigger).",
        source="FR:553-555, FA:196",
    ),
    OptionSpec.choice(
        "end_rule", "final_round", ("final_round", "immediate"),
        "When a player's cards are all face up: every other player takes one more turn, or the "
        "hand ends at once.",
        source="FA:59-63, FR:556-558 vs FR:504-505",
    ),
)

_SIX_AND_TEN_SCORING: tuple[OptionSpec, ...] = (
    OptionSpec.flag(
        "pairs_anywhere", False, "A pair of equal cards anywhere scores 0, not only in a column.",
        source="FR:569-571, FA:206; highest cancel [PROPOSAL]",
    ),
    OptionSpec.flag(
        "negative_pairs_keep_value", False,
        "A pair of equal negative cards keeps its value (two -2s = -4) instead of 0.",
        source="FR:576-578, FA:210",
    ),
    OptionSpec.choice(
        "four_kind_bonus", "none", ("none", "two_columns_minus10", "square_block_minus20"),
        "two_columns_minus10: two column-pairs of one rank total -10. square_block_minus20: "
        "adjacent equal column-pairs total -20 per 2 × 2 square (three adjacent: -40).",
        source="FR:560-562, FR:565-566, FA:202",
    ),
    OptionSpec.choice(
        "six_kind_bonus", "none", ("none", "minus20"),
        "With two_columns_minus10 and 2+ packs: three equal column-pairs total -20.",
        source="FR:563-568, FA:204",
    ),
    NoneOrIntSpec(
        "negative_four_value", "choice", "none",
        "Four equal negative cards in two column-pairs total this value (e.g. -20).",
        choices=("none", -20), minimum=-100, maximum=0, source="FR:579-582, FA:216",
    ),
)

GOLF6_SPECS: tuple[OptionSpec, ...] = (
    *_common(12, "FR:463-465; max 12 [PROPOSAL]"),
    *_SIX_AND_TEN_TURN,
    *_SIX_AND_TEN_SCORING,
)

GOLF6_PRESETS: Mapping[str, Mapping[str, Any]] = {
    "pagat": {"end_rule": "immediate"},
    "default": {},
    "persian": {
        "jokers": "two_per_pack",
        "joker_value": -2,
        "negative_pairs_keep_value": True,
        "initial_flip_timing": "first_turn",
        "end_rule": "final_round",
    },
}
GOLF6_PRESET_DOCS = {
    "pagat": "The French/pagat base text exactly: the hand ends as soon as a layout is all face "
    "up (end_rule=immediate).",
    "default": "cardtable's defaults: pagat's card values and deck, with one more turn for the "
    "others after a layout is completed (both seeds attest it).",
    "persian": "The Persian base game: 52 + 2 jokers per pack (jokers -2, so 2s +2), two jokers "
    "in a column keep -4, each player turns two cards at the start of their own first turn, "
    "final round; 1 pack up to 4 players, 2 up to 8, 3 above.",
}

# --------------------------------------------------------------------------- 8-card (§4.2)

GOLF8_SPECS: tuple[OptionSpec, ...] = (
    *_common(12, "FR:590-593; max 12 [PROPOSAL]"),
    OptionSpec.choice(
        "first_turn_flip", "one_column", ("one_column", "any_two"),
        "On their first turn, before drawing, a player turns up both cards of one column, or "
        "any two cards.",
        source="FR:601-603, FR:651-653",
    ),
    OptionSpec.flag(
        "lock_full_columns", False,
        "Once both cards of a column are face up, neither may be replaced.",
        source="FR:653-655",
    ),
    OptionSpec.choice(
        "multi_pair_rule", "pairs_of_pairs", ("pairs_of_pairs", "progressive"),
        "k equal column-pairs of one rank: -10 per two of them (pairs_of_pairs), or -10 × (k-1) "
        "(progressive). Two pairs: -10 either way.",
        source="FR:640-641; k >= 3 [PROPOSAL]",
    ),
    OptionSpec.flag(
        "negative_pairs_keep_value", False,
        "A joker pair in a column scores -10 instead of 0.",
        source="[PROPOSAL] from 6-card FR:576-578",
    ),
)

# --------------------------------------------------------------------------- 9-card (§5.2)

GOLF9_SPECS: tuple[OptionSpec, ...] = (
    *_common(12, "FR:657-658; max 12 [PROPOSAL]"),
    OptionSpec.choice(
        "packs", "auto", ("auto", 1, 2, 3),
        "auto: 2 packs up to 8 players, 3 above. 1 pack (FA) only up to 4 players.",
        source="FR:658 vs FA:559; bounds [PROPOSAL]",
    ),
    OptionSpec.choice(
        "initial_flips", 3, (3, 2, 0),
        "Cards each player turns face up at the start (0 in the Fuchs version).",
        source="FR:660-661, FR:666-667, FA:567, FR:703",
    ),
    OptionSpec.choice(
        "initial_flip_timing", "before_play", ("before_play", "first_turn"),
        "As 6-card: before the first turn in seat order, or at the start of one's own first "
        "turn.",
        source="[PROPOSAL] timed like 6-card",
    ),
    OptionSpec.flag(
        "twos_and_jokers", False, "2s score +2; 2 jokers per pack are added, scoring -2.",
        source="FR:668-669, FA:568",
    ),
    OptionSpec.choice(
        "queen_value", 10, (10, 12, 0), "Value of every queen.",
        source="FR:670-671, FA:569, FR:704",
    ),
    OptionSpec.choice("king_value", 0, (0, 10), "Value of every king.", source="FR:704, FA:572"),
    OptionSpec.choice(
        "zero_lines", "columns", ("columns", "columns_rows_diagonals", "columns_rows"),
        "Which lines of three equal cards score 0.",
        source="FR:663-664, FR:672-674, FA:570, FR:705",
    ),
    NoneOrIntSpec(
        "block_bonus", "choice", "none",
        "Each 2 × 2 square of four equal cards totals this value (the seeds' example: -25).",
        choices=("none", -25), minimum=-100, maximum=100, source="FR:675-676, FA:571",
    ),
    OptionSpec.flag(
        "adjacent_pairs", False,
        "Moraco: a card scores 0 if a card next to it (across or up and down) is equal; replaces "
        "the zero lines.",
        source="FR:696-701, FA:573",
    ),
    OptionSpec.flag(
        "remove_groups", False,
        "A zero line (or block) of face-up equal cards is set aside as soon as it forms; its "
        "slots stay empty; a removed block banks its bonus.",
        source="FR:686-690, FR:705-706, FA:572; details [PROPOSAL]",
    ),
    OptionSpec.flag(
        "lowest_zero_caller", False,
        "The lowest layout scores 0; a caller (the first to expose all cards) who is not lowest "
        "adds the lowest value to their own. Ties for lowest all score 0.",
        source="FR:677-681; ties [PROPOSAL]",
    ),
    *(
        s
        for s in _SIX_AND_TEN_TURN
        if s.name in ("flip_only_turn", "flip_after_stock_discard", "reveal_all_to_end", "end_rule")
    ),
)

GOLF9_PRESETS: Mapping[str, Mapping[str, Any]] = {
    "fuchs": {
        "initial_flips": 0,
        "queen_value": 0,
        "king_value": 10,
        "twos_and_jokers": True,
        "zero_lines": "columns_rows",
        "remove_groups": True,
    },
}
GOLF9_PRESET_DOCS = {
    "fuchs": "Jesse Fuchs' Nines: no initial flips, Q 0, K 10, jokers -2 and 2s +2, rows and "
    "columns of three score 0 and are removed as soon as they form face up.",
}

# --------------------------------------------------------------------------- 10-card (§6.1)

GOLF10_SPECS: tuple[OptionSpec, ...] = (
    *GOLF6_SPECS,
    OptionSpec.choice(
        "flips_each_turn", 0, (0, 2),
        "2 (FA reading): at the start of each turn the player also turns two face-down cards "
        "face up.",
        source="FA:577 vs FR:710; interpretation [PROPOSAL]",
    ),
)

# --------------------------------------------------------------------------- decks


def packs_for(game: str, o: Mapping[str, Any]) -> int:
    """Packs by game and player count (golf.md §7)."""
    n = int(o["players"])
    if game == "golf4":
        return 2 if n >= int(o["second_pack_threshold"]) else 1
    if game == "golf8":
        return max(2, ceil(n / 2))
    if game == "golf9":
        return int(o["packs"]) if o["packs"] != "auto" else (2 if n <= 8 else 3)
    if o["packs"] == 2:
        return 2
    if game == "golf10":
        return 2 if n <= 8 else 3
    return 1 if n <= 4 else 2 if n <= 8 else 3


def jokers_for(game: str, o: Mapping[str, Any], packs: int) -> int:
    """Jokers in the whole deck: 2 per pack whenever jokers are in (A-11, A-55, A-65)."""
    if game == "golf4":
        return 2 * packs if o["jokers"] else 0
    if game == "golf8":
        return 2 * packs
    if game == "golf9":
        return 2 * packs if o["twos_and_jokers"] else 0
    return 2 * packs if o["jokers"] != "none" else 0


# --------------------------------------------------------------------------- refusals


def _refuse(name: str, value: Any, why: str, **args: str | int) -> InvalidOptions:
    """``name=value`` refused, saying why as ``golf.invalid.<why>`` (docs/i18n.md)."""
    return InvalidOptions(name, value, Text(f"golf.invalid.{why}", args))


def _changed(specs: tuple[OptionSpec, ...], o: Options, name: str) -> bool:
    return bool(o[name] != next(s.default for s in specs if s.name == name))


def check_options(game: str, specs: tuple[OptionSpec, ...], o: Options, slots: int) -> None:
    """Refuse combinations that make no sense (each message says what to change)."""
    changed = lambda name: _changed(specs, o, name)  # noqa: E731
    {"golf4": _check_golf4, "golf6": _check_six, "golf10": _check_six, "golf8": _no_check,
     "golf9": _check_golf9}[game](o, changed)
    n = int(o["players"])
    packs = packs_for(game, o)
    cards = 52 * packs + jokers_for(game, o, packs)
    if slots * n + 2 > cards:
        raise _refuse(
            "players", n, "deck_too_small",
            count=n, need=slots * n + 1, cards=cards, packs=packs,
        )


def _no_check(o: Options, changed: Any) -> None:
    return None


def _check_golf4(o: Options, changed: Any) -> None:
    if o["queen_spades_40"] and changed("queen_value"):
        raise _refuse("queen_value", o["queen_value"], "queen_spades_40_queens")
    if o["jack_king_scheme"] == "j0_q12_k13":
        if changed("queen_value"):
            raise _refuse("queen_value", o["queen_value"], "j0_q12_k13_queens")
        if o["queen_spades_40"]:
            raise _refuse("queen_spades_40", True, "j0_q12_k13_queen_spades")
    aid = o["memory_aid"]
    if aid in ("known_viewable", "known_in_hand"):
        if o["memory_mode"] == "perfect":
            raise _refuse("memory_aid", aid, "aid_with_perfect", aid=aid)
        if o["initial_peek"] == "none":
            raise _refuse("memory_aid", aid, "aid_without_peek")
    if aid == "all_in_hand":
        if o["paid_peek"]:
            raise _refuse("paid_peek", True, "all_in_hand_paid_peek")
        if changed("unseen_replace_limit"):
            raise _refuse("unseen_replace_limit", o["unseen_replace_limit"],
                          "all_in_hand_unseen")
        if changed("initial_peek"):
            raise _refuse("initial_peek", o["initial_peek"], "all_in_hand_peek")
    if o["flip_mode"] == "progressive_exposure" and o["unseen_replace_limit"] == "once_per_slot":
        raise _refuse("unseen_replace_limit", "once_per_slot", "progressive_once_per_slot")
    if o["flip_mode"] != "none":
        for name in ("knocker_penalty", "knocker_bonus", "knocker_tie", "pot"):
            if changed(name):
                raise _refuse(name, o[name], "no_knocking", mode=o["flip_mode"])
    if o["progressive_initial_face_up"] and o["flip_mode"] != "progressive_exposure":
        raise _refuse("progressive_initial_face_up", 1, "progressive_only")
    no_knocker_rule = (
        o["knocker_penalty"] == "none" and o["knocker_bonus"] == "none" and not o["pot"]
    )
    if changed("knocker_tie") and no_knocker_rule:
        raise _refuse("knocker_tie", o["knocker_tie"], "knocker_tie_alone")
    if not o["pot"]:
        for name in ("pot_ante", "pot_cap"):
            if changed(name):
                raise _refuse(name, o[name], "pot_only")


def _check_six(o: Options, changed: Any) -> None:
    jokers = o["jokers"] != "none"
    if changed("joker_value") and not jokers:
        raise _refuse("joker_value", o["joker_value"], "no_jokers")
    if o["six_kind_bonus"] == "minus20":
        if o["four_kind_bonus"] != "two_columns_minus10":
            raise _refuse("six_kind_bonus", "minus20", "six_kind_needs_four")
        game = "golf6" if "flips_each_turn" not in o else "golf10"
        if packs_for(game, o) < 2:
            raise _refuse("six_kind_bonus", "minus20", "six_kind_packs")
    if o["initial_row_look"]:
        for name in ("initial_flip_constraint", "rearrange_after_flip", "initial_flip_timing"):
            if changed(name):
                raise _refuse(name, o[name], "row_look_flip")
    # Both negative-card rules need a negative card: 2s (-2 without jokers) or jokers below 0.
    negative = (not jokers) or int(o["joker_value"]) < 0
    for name in ("negative_four_value", "negative_pairs_keep_value"):
        if o[name] not in ("none", False) and not negative:
            raise _refuse(name, o[name], "no_negative_card")


def _check_golf9(o: Options, changed: Any) -> None:
    if o["packs"] == 1 and int(o["players"]) > 4:
        raise _refuse("packs", 1, "one_pack")
    if o["adjacent_pairs"]:
        for name in ("zero_lines", "block_bonus", "remove_groups"):
            if changed(name):
                raise _refuse(name, o[name], "adjacent_pairs")
    if o["initial_flips"] == 0 and changed("initial_flip_timing"):
        raise _refuse("initial_flip_timing", o["initial_flip_timing"], "no_initial_flips")

