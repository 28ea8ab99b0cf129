"""What a Golf table's options mean for play, worked out once per game (the state's hot path
reads plain attributes instead of options).

``Config`` turns the options of one game into: the deck, the grid, the scoring rules, the duties
each player has before play or at the start of a turn (initial peeks and flips, golf.md §1.1-1.2,
§3.1-3.2, §4.1, §5.1, §6.1), the turn rules (§0.7, §1.1, §3.1, §4.1), how a hand ends (§1.1,
§1.4, §3.1), and the match rules (§0.9). It also caches legal-action lists by position key.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from cardtable.cards import card_text, make_deck
from cardtable.engine.action import Action
from cardtable.games.golf.actions import DISCARD, DRAW_DISCARD, DRAW_STOCK, ActionSet, action_set
from cardtable.games.golf.layout import GEOMETRIES, Geometry
from cardtable.games.golf.options import jokers_for, match_end_parts, packs_for
from cardtable.games.golf.scoring import ScoringRules, rules_for

# Duties: choices a player makes before play (setup) or at the start of a turn (prefix).
D_PEEK: Final = 1
D_INIT_FLIP: Final = 2
D_FLIP: Final = 3
D_COLUMN: Final = 4
D_ARRANGE: Final = 5
DUTY_NAMES: Final = {
    D_PEEK: "peek",
    D_INIT_FLIP: "initial flip",
    D_FLIP: "flip",
    D_COLUMN: "flip a column",
    D_ARRANGE: "rearrange",
}

# After a stock discard: no flip, a flip that may or must be skipped on the last face-down card,
# or a flip that is always due (4-card progressive exposure).
AFTER_NONE: Final = 0
AFTER_MAY_KEEP: Final = 1
AFTER_MUST_KEEP: Final = 2
AFTER_ALWAYS: Final = 3


class Config:
    """The rules in force at one table, as plain attributes."""

    def __init__(self, game: str, o: Mapping[str, Any]) -> None:
        self.game = game
        self.options = o
        self.n: int = int(o["players"])
        self.geometry: Geometry = GEOMETRIES[game]
        g = self.geometry
        self.size = g.size
        self.full = g.full_mask
        self.all_players = (1 << self.n) - 1
        self.packs = packs_for(game, o)
        self.jokers = jokers_for(game, o, self.packs)
        self.deck = make_deck(packs=self.packs, jokers=self.jokers)
        self.rules: ScoringRules = rules_for(game, o)
        self.actions: ActionSet = action_set(g)
        self.legal_cache: dict[int, list[Action]] = {}
        self.card_texts: tuple[str, ...] = tuple(
            card_text(c) for c in range(max(self.deck) + 1)
        )
        """Card text by card number (copies share a text)."""
        self.face_up_rows = tuple(
            tuple(
                tuple(bool(m >> (r * g.cols + c) & 1) for c in range(g.cols))
                for r in range(g.rows)
            )
            for m in range(1 << self.size)
        )
        """Rows of face-up flags for every face-up mask (views copy them)."""
        self.showing_cache: dict[tuple[int, ...], int] = {}
        """Values of face-up-only layouts already scored (views ask for them often)."""

        four = game == "golf4"
        flip_mode = o["flip_mode"] if four else "none"
        self.progressive = flip_mode == "progressive_exposure"
        self.face_up_family = not four or flip_mode != "none"
        """A replacing card goes in face up (§0.7)."""
        self.knock = four and flip_mode == "none"
        self.exposure_trigger = not four or flip_mode == "face_up_replacement"
        """A layout all face up starts the end of the hand (§3.1; 4-card face-up replacement)."""
        self.end_immediate = o.get("end_rule") == "immediate"
        self.paid_peek = four and bool(o["paid_peek"])
        self.j20 = four and o["jack_king_scheme"] == "j20_skip"
        self.unseen_limit = o["unseen_replace_limit"] if four else "unlimited"
        self.memory_perfect = o["memory_mode"] == "perfect"
        self.memory_aid = o["memory_aid"] if four else "none"
        self.all_at_once = four and o["deal_style"] == "all_at_once"
        self.flip_only_turn = bool(o.get("flip_only_turn", False))
        self.reveal_all = bool(o.get("reveal_all_to_end", False))
        self.lock_full_columns = bool(o.get("lock_full_columns", False))
        self.remove_groups = bool(o.get("remove_groups", False))
        self.max_turns = int(o["max_turns_per_hand"])
        self.each_turn_flips = int(o.get("flips_each_turn", 0))
        self.flip_constraint = o.get("initial_flip_constraint", "any")
        middle = g.cols // 2
        self.middle_mask = g.column_masks[middle]
        self.outer_mask = g.column_masks[0] | g.column_masks[-1]
        self.after_discard = AFTER_NONE
        if self.progressive:
            self.after_discard = AFTER_ALWAYS
        elif game == "golf8":
            self.after_discard = AFTER_MAY_KEEP  # §4.1 Option 3 and the extra option
        elif o.get("flip_after_stock_discard") == "required_may_keep_last":
            self.after_discard = AFTER_MAY_KEEP
        elif o.get("flip_after_stock_discard") == "required_must_keep_last":
            self.after_discard = AFTER_MUST_KEEP
        self.simple_targets = not (
            self.progressive
            or self.lock_full_columns
            or self.unseen_limit != "unlimited"
            or self.remove_groups
        )
        """Every slot may always be replaced (no locks, no empty slots)."""
        self.plain_replace = self.face_up_family and not (
            self.unseen_limit != "unlimited" or self.j20 or self.remove_groups
        )
        """A replacement is just: card in face up, old card out (no locks, skips or removal)."""
        acts = self.actions
        replace_all = [acts.replace[s] for s in range(self.size)]
        self.simple_hold = self.simple_targets and not self.paid_peek
        self.hold_lists = ([DISCARD, *replace_all], replace_all)
        """HOLD's legal list by the held card's source (stock, discard) when ``simple_hold``."""
        self.simple_start = self.simple_targets and not (
            self.knock or self.flip_only_turn or self.reveal_all or self.paid_peek
        )
        self.start_lists = ([DRAW_STOCK], [DRAW_STOCK, DRAW_DISCARD])
        """START's legal list by whether the discard pile has a card, when ``simple_start``."""

        self.auto_peek = 0
        """Slots each player sees at the deal without choosing (4-card near row, row look)."""
        setup: list[int] = []
        first: list[int] = []
        if four:
            peek = o["initial_peek"]
            if peek == "nearest_two":
                self.auto_peek = _mask(g.nearest_row)
            elif peek == "any_two":
                setup += [D_PEEK, D_PEEK]
            elif peek == "any_one":
                setup.append(D_PEEK)
            if self.progressive and o["progressive_initial_face_up"]:
                setup.append(D_FLIP)
        elif game == "golf8":
            first += [D_COLUMN] if o["first_turn_flip"] == "one_column" else [D_FLIP, D_FLIP]
        elif game == "golf9":
            flips = [D_FLIP] * int(o["initial_flips"])
            (setup if o["initial_flip_timing"] == "before_play" else first).extend(flips)
        elif o["initial_row_look"]:
            self.auto_peek = _mask(g.nearest_row)
        else:
            flips = [D_INIT_FLIP, D_INIT_FLIP]
            if o["rearrange_after_flip"]:
                flips.append(D_ARRANGE)
            (setup if o["initial_flip_timing"] == "before_play" else first).extend(flips)
        self.setup_duties = tuple(setup)
        self.first_turn_duties = tuple(first)
        self.windows = not self.memory_perfect and (
            self.auto_peek != 0 or D_PEEK in setup or self.paid_peek or not self.face_up_family
        )
        """Human memory with something to observe privately (§0.4): a peek, or a card drawn
        from the stock and placed face down (the 4-card face-down family)."""
        self.aid_mask = 0
        if self.memory_aid == "all_in_hand":
            self.aid_mask = self.full

        kind, number = match_end_parts(o["match_end"])
        self.match_by_target = kind == "target"
        self.match_number = number
        self.extra_holes = o["match_tie_policy"] == "extra_holes"
        self.single_hand = bool(o["single_hand"])
        self.pot = four and bool(o["pot"])
        self.pot_ante = int(o["pot_ante"]) if four else 0
        cap = o["pot_cap"] if four else "none"
        self.pot_cap: int | None = None if cap == "none" else int(cap)

        removal: list[tuple[int, bool]] = []
        if self.remove_groups:
            removal = [(_mask(line), False) for line in self.rules.lines]
            if self.rules.block_bonus is not None:
                removal += [(_mask(b), True) for b in g.blocks]
        self.removal_groups = tuple(removal)


def _mask(slots: tuple[int, ...]) -> int:
    m = 0
    for s in slots:
        m |= 1 << s
    return m
