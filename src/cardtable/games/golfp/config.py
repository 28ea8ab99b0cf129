"""Everything a power-Golf state needs that follows from the game and its options, computed
once per game: per-card tables (value, equality key, power), flags, and interned action lists.

Cards are ints (``copy * 53 + face``); the per-card tables are indexed by card so the hot path
does one list lookup per question.
"""

from __future__ import annotations

from typing import Any, Final

from cardtable.cards import FACES, JOKER, card_text, make_deck
from cardtable.engine.action import Action
from cardtable.engine.options import Options
from cardtable.games.golfp.actions import K_REVEAL, ActionTable
from cardtable.games.golfp.options import match_end_parts
from cardtable.games.golfp.rules import RULES, PowerGolfRules

JOKER_KEY: Final = 13


class Config:
    """One game's rules with its options applied (read-only after construction, apart from the
    caches of interned action lists)."""

    def __init__(self, name: str, o: Options) -> None:
        r: PowerGolfRules = RULES[name]
        self.rules = r
        self.name = name
        self.options = o
        self.n = int(o["players"])
        self.all_players = (1 << self.n) - 1
        self.deck: tuple[int, ...] = make_deck(jokers=r.jokers)
        size = max(self.deck) + 1
        self.card_count = size
        face_values = r.values(o)
        face_powers = r.powers(o)
        self.value = [face_values[c % FACES] for c in range(size)]
        self.power = [face_powers[c % FACES] for c in range(size)]
        if r.match_on_value:
            self.key = list(self.value)
        else:
            self.key = [JOKER_KEY if c % FACES == JOKER else c % FACES % 13 for c in range(size)]
        self.text = [card_text(c) for c in range(size)]
        self.square = o["layout_shape"] == "square_2x2"
        self.nearest_two = o["peek_choice"] == "nearest_two"
        self.unseen_only = o["replace_scope"] == "unseen_at_start_only"
        self.max_turns = int(o["max_turns_per_hand"])
        self.memory_perfect = o["memory_mode"] == "perfect"
        self.single_hand = bool(o["single_hand"])
        end = o.get("match_end", None)
        if name == "cumbia":
            self.match_kind, self.match_number = "holes", int(o["deals"])
        elif end is not None:
            self.match_kind, self.match_number = match_end_parts(str(end))
        else:  # Pablo, Cactus and Dacz play to 100 (FR:297-299, FR:430-434, FR:455-457)
            self.match_kind, self.match_number = "target", 100
        if self.single_hand:
            self.match_kind, self.match_number = "single_hand", 1
        self.play_off_ties = name == "cactus" or (
            "match_tie_policy" in o and o["match_tie_policy"] == "extra_holes"
        )
        self.final_incl_caller = "final_turns" in o and o["final_turns"] == "everyone_incl_caller"
        self.seven_optional = "seven_swap" in o and o["seven_swap"] == "optional_after_look"
        self.multi_stock_only = (
            "multi_replace_source" in o and o["multi_replace_source"] == "stock_only"
        )
        self.fill_optional = "fill_opponent_slots" in o and o["fill_opponent_slots"] == "optional"
        self.match_from_discard = bool(o["match_from_discard"]) if "match_from_discard" in o else (
            False
        )
        self.snap_penalty = int(o["snap_penalty_cards"]) if "snap_penalty_cards" in o else 0
        self.snap_multiple = "snap_chain" in o and o["snap_chain"] == "multiple"
        self.actions = ActionTable(r.call_word)
        self.reveal = self.actions.simple(K_REVEAL)
        self.actor_sets = [
            frozenset(p for p in range(self.n) if m >> p & 1) for m in range(1 << self.n)
        ]
        self.lists: dict[Any, list[Action]] = {}
        """Interned legal-action lists by position key (bounded, cleared when large)."""
        self.refs: dict[Any, list[int]] = {}
        """The slot references of the nomination lists in ``lists`` (same keys)."""
