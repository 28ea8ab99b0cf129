"""The rules in force at one table, as plain attributes for the engine's hot path.

Options are read through ``Options.__getattr__`` (a Python call per read); the state reads these
precomputed fields instead, many times per action.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.options import Options
from cardtable.games.allfours.options import PITCHER, STANDARD, TRINIDAD
from cardtable.games.allfours.rules import turnup_table


@dataclass(frozen=True, slots=True)
class Config:
    ruleset: str
    players: int
    sides: int
    """Scoring sides: each player in the standard game, two teams at four players."""
    target: int
    clockwise: bool
    pitcher: bool
    turnup_points: tuple[int, ...]
    score_same_suit_turnups: bool
    gift_rule: str
    """When the dealer may not take one: target_minus_one, must_hold_trump or none."""
    discard_method: str
    bunch: bool
    bunch_in_turn: bool
    bunch_keeps_turnup_points: bool
    low_rule: str
    jack_scoring: str
    game_tie: str
    no_undertrump: bool
    no_trumping_in: bool
    throw_in: bool
    throw_in_any: bool
    peg: bool
    single_hand: bool
    partnership_method: str

    @classmethod
    def from_options(cls, o: Options) -> Config:
        ruleset = o.ruleset
        if ruleset == TRINIDAD:
            gift_rule = o.take_one_restriction
        elif ruleset == STANDARD:
            gift_rule = "target_minus_one" if o.gift_blocked_at_target_minus_one else "none"
        else:
            gift_rule = "none"  # no turn-up, no begging in the pitcher game
        return cls(
            ruleset=ruleset,
            players=o.players,
            sides=2 if o.players == 4 else o.players,
            target=o.target_score,
            clockwise=ruleset != TRINIDAD,
            pitcher=ruleset == PITCHER,
            turnup_points=turnup_table(ruleset, o.running_all_fours, o.bonus_two_point_card),
            score_same_suit_turnups=o.score_same_suit_turnups,
            gift_rule=gift_rule,
            discard_method=o.discard_method,
            bunch=o.bunch,
            bunch_in_turn=o.bunch_calls == "in_turn",
            bunch_keeps_turnup_points=o.bunch_keeps_turnup_points,
            low_rule=o.low_rule,
            jack_scoring=o.jack_scoring,
            game_tie=o.game_tie,
            no_undertrump=o.no_undertrump,
            no_trumping_in=o.no_trumping_in,
            throw_in=ruleset == PITCHER and o.throw_in,
            throw_in_any=o.throw_in_condition == "any",
            peg=o.peg_as_won_61,
            single_hand=o.single_hand,
            partnership_method=o.partnership_method,
        )
