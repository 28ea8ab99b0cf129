"""Options of the power-card Golf games (golf.md §2.0-2.6, §0.8-0.9) and refused combinations.

Every game has the common ``golfp`` options (``peek_choice``, ``replace_scope``,
``layout_shape``) and the engine options (players, single hand, turn limit); each adds the
options of its own table. ``match_end`` takes ``single_hand``, ``holes(n)`` or ``target(T)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cardtable.engine.errors import InvalidOptions
from cardtable.engine.options import INT_CEILING, Options, OptionSpec
from cardtable.engine.scene import Text
from cardtable.games.golfp.rules import RULES

_MATCH_END = re.compile(r"^(holes|target)\(([0-9]{1,9})\)$")


@dataclass(frozen=True)
class MatchEndSpec(OptionSpec):
    """``single_hand``, ``holes(n)`` or ``target(T)`` (n, T whole numbers of at least 1)."""

    allow_single: bool = True

    def allowed_text(self) -> str:
        single = "single_hand, " if self.allow_single else ""
        return f"{single}holes(n) or target(T) with n and T whole numbers from 1 to {INT_CEILING}"

    def parse(self, value: Any) -> Any:
        text = value.strip().lower().replace(" ", "") if isinstance(value, str) else ""
        if text == "single_hand" and self.allow_single:
            return text
        if text == "target":
            text = "target(100)"
        found = _MATCH_END.match(text)
        if found is not None and 1 <= int(found.group(2)) <= INT_CEILING:
            return f"{found.group(1)}({int(found.group(2))})"
        raise InvalidOptions(self.name, value, self.refusal())

    def refusal(self) -> Text:
        return Text(
            "golfp.invalid.match_end" if self.allow_single else "golfp.invalid.match_end_no_single",
            {"option": self.name, "high": INT_CEILING},
        )


def match_end_parts(value: str) -> tuple[str, int]:
    """``("single_hand", 1)``, ``("holes", n)`` or ``("target", T)``."""
    if value == "single_hand":
        return "single_hand", 1
    found = _MATCH_END.match(value)
    assert found is not None
    return found.group(1), int(found.group(2))


def _players(game: str) -> OptionSpec:
    r = RULES[game]
    return OptionSpec.integer(
        "players", r.default_players, f"Number of players, {r.min_players} to {r.max_players}.",
        minimum=r.min_players, maximum=r.max_players, aliases=("player_count",),
        source="§11.3 A-29 [PROPOSAL]" if game != "cactus" else "FR:377-380; 2-6 [PROPOSAL]",
    )


def _peek(default: str) -> OptionSpec:
    return OptionSpec.choice(
        "peek_choice", default, ("nearest_two", "any_two"),
        "Which two own cards each player looks at before play: the two nearest (the bottom row "
        "of the 2 x 2 square, slots 3 and 4), or any two of their choice.",
        source="§2.0 FR:213-215, FA:317",
    )


REPLACE_SCOPE = OptionSpec.choice(
    "replace_scope", "any_slot", ("any_slot", "unseen_at_start_only"),
    "Which of your cards a held card may replace: any_slot (FR): any of them; "
    "unseen_at_start_only (the FA reading): only a card you did not look at at the start of "
    "the hand.",
    source="§2.0 FR:219-220 vs FA:321 (D-22)",
)


def _shape(default: str) -> OptionSpec:
    return OptionSpec.choice(
        "layout_shape", default, ("square_2x2", "line_1x4"),
        "How layouts are displayed (rows of two, or one line). Display only.",
        source="§2.0 FR:215, FR:440, FA:317",
    )


MEMORY_MODE = OptionSpec.choice(
    "memory_mode", "human", ("human", "perfect"),
    "human: a face-down card you look at (or draw and place) is shown to you until your next "
    "action (the two cards of an initial peek together); remember it (cards moved by swaps "
    "stay where you saw them go). Of the discard pile only the top card is shown, and the log "
    "since your last action. perfect: every card you know stays shown to you, and the whole "
    "discard pile. Cards whose identity everyone saw (taken from the discard pile, or revealed "
    "by a miss) are always shown.",
    source="§0.3, §0.4 [PROPOSAL]",
)
MAX_TURNS = OptionSpec.integer(
    "max_turns_per_hand", 500,
    "Engine safety: after this many turns a hand ends and is scored as it stands.",
    minimum=100, source="§0.8 [PROPOSAL]",
)
SINGLE_HAND = OptionSpec.flag(
    "single_hand", False,
    "Play one hand only (research, tests, benchmarks): the lowest hand score wins, ties share.",
    source="cardtable",
)
TIE_POLICY = OptionSpec.choice(
    "match_tie_policy", "shared_win", ("shared_win", "extra_holes"),
    "When totals tie for lowest at the end of the match: everyone tied wins, or more hands are "
    "played one at a time until one player alone is lowest.",
    source="§0.9 [PROPOSAL]",
)


def _final_turns(source: str) -> OptionSpec:
    return OptionSpec.choice(
        "final_turns", "others", ("others", "everyone_incl_caller"),
        "After a call: each other player takes one more turn, or every player does, the caller "
        "last.",
        source=source,
    )


def _common(game: str, peek: str = "nearest_two", shape: str = "square_2x2") -> tuple[
    OptionSpec, ...
]:
    return (_players(game), _peek(peek), REPLACE_SCOPE, _shape(shape), MEMORY_MODE, MAX_TURNS,
            SINGLE_HAND)


SPECS: dict[str, tuple[OptionSpec, ...]] = {
    "malaysian": (
        *_common("malaysian"),
        MatchEndSpec(
            "match_end", "choice", "single_hand",
            "single_hand: one hand; holes(n): n hands; target(T): hands until some total is T "
            "or more. The lowest total wins.",
            choices=("single_hand", "holes(3)", "target(100)"), source="§2.1 [PROPOSAL]",
        ),
        TIE_POLICY,
    ),
    "pablo": (
        *_common("pablo"),
        OptionSpec.choice(
            "caller_low_score", "flat_minus10", ("flat_minus10", "layout_minus10"),
            "A caller who is lowest alone scores -10 (FR), or their layout value minus 10 (FA).",
            source="FR:289 vs FA:377 (D-25)",
        ),
        OptionSpec.choice(
            "seven_swap", "mandatory_after_look", ("mandatory_after_look", "optional_after_look"),
            "After looking at an opponent's card with a 7, the swap is required, or the player "
            "may keep instead.",
            source="FR:277-282, FA:365-367; optional [PROPOSAL]",
        ),
        OptionSpec.choice(
            "multi_replace_source", "any", ("any", "stock_only"),
            "Whether a card taken from the discard pile may be used for a multi-card "
            "replacement, or only a card drawn from the stock.",
            source="FR:266, FA:359 [PROPOSAL]",
        ),
        TIE_POLICY,
    ),
    "cumbia": (
        *_common("cumbia"),
        OptionSpec.choice(
            "ten_power", "any_two_any_players", ("any_two_any_players", "two_of_one_opponent"),
            "The 10's blind swap: any two cards of any players (FR), or two cards of one "
            "opponent with each other (FA).",
            source="FR:313-314 vs FA:403 (D-27)",
        ),
        _final_turns("FR:337 vs FA:419 (D-28)"),
        OptionSpec.integer(
            "deals", 7, "Match length: this many hands; the lowest total wins.", minimum=1,
            maximum=50, source="FR:340, FA:423",
        ),
        TIE_POLICY,
    ),
    "cabo": (
        *_common("cabo"),
        OptionSpec.choice(
            "fill_opponent_slots", "mandatory", ("mandatory", "optional"),
            "After matching an opponent's card the matcher must give one of their own cards "
            "for its slot (FR), or may (FA: 'keep' leaves the slot removed).",
            source="FR:364-366 vs FA:443 (D-29)",
        ),
        OptionSpec.flag(
            "match_from_discard", True,
            "A card taken from the discard pile may be used to match.", source="[PROPOSAL]",
        ),
        _final_turns("FR:373 vs FA:449 (D-28)"),
        MatchEndSpec(
            "match_end", "choice", "target(100)",
            "holes(n): n hands; target(T): hands until some total is T or more. The lowest "
            "total wins.",
            choices=("target(100)", "holes(3)", "target(50)"), source="§2.4 [PROPOSAL]",
            allow_single=False,
        ),
        TIE_POLICY,
    ),
    "cactus": (
        *_common("cactus"),
        OptionSpec.integer(
            "snap_penalty_cards", 2, "Cards drawn (unseen, into your layout) for a wrong snap.",
            minimum=0, maximum=4, source="FR:409-410, FA:503",
        ),
        OptionSpec.choice(
            "snap_chain", "multiple", ("multiple", "single_per_discard"),
            "multiple: each snapped card may be snapped in turn; single_per_discard: one "
            "successful snap per discard.",
            source="§2.5 [PROPOSAL]",
        ),
    ),
    "dacz": (
        *_common("dacz", peek="any_two", shape="line_1x4"),
        _final_turns("FR:449"),
        TIE_POLICY,
    ),
}


def single_hand_ignores(game: str) -> tuple[str, ...]:
    """The options of ``game`` that a single-hand match ignores (the match's length and ties)."""
    names = {spec.name for spec in SPECS[game]}
    return tuple(n for n in ("match_end", "match_tie_policy", "deals") if n in names)


def check_options(game: str, opts: Options) -> None:
    """Refuse combinations that make no sense."""
    if opts["layout_shape"] == "line_1x4" and opts["peek_choice"] == "nearest_two":
        raise InvalidOptions("peek_choice", "nearest_two", Text("golfp.invalid.line_nearest"))
    # A single-hand match (single_hand=on, or Malaysian's match_end=single_hand) ignores
    # match_tie_policy, as every game ignores its match options then (docs/engine.md).
