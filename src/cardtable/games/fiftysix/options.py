"""56's options (fiftysix.md §8), presets, and the combinations refused."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from cardtable.engine.errors import InvalidOptions
from cardtable.engine.options import Options, OptionSpec
from cardtable.engine.scene import Text

COUNTER_CLOCKWISE: Final = "counter_clockwise"
CLOCKWISE: Final = "clockwise"
PLAY_28_NT: Final = "play_28_nt_by_dealer_opponents"
FORCED_BID: Final = "forced_bid"
STANDARD: Final = "standard"
HONOURS_40_55: Final = "honours_40_55"
HONOURS_40_48: Final = "honours_40_48"

OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec.choice(
        "players", 6, (4, 6, 8),
        "4: 48 cards (A K Q J 10 9 of two packs), 12 each, teams of 2. 6: the same 48 cards, "
        "8 each, teams of 3. 8: 64 cards (8s and 7s added), 8 each, teams of 4. Teams alternate "
        "round the table: even seats against odd seats.",
        source="[SEED] values; default 6 [PROPOSAL]", aliases=("player_count",),
    ),
    OptionSpec.choice(
        "direction", COUNTER_CLOCKWISE, (COUNTER_CLOCKWISE, CLOCKWISE),
        "Direction of the deal, the auction, the play and the dealer's rotation. Seats are "
        "numbered counter-clockwise, so counter-clockwise goes P0, P1, P2 ... and clockwise "
        "goes P0, P5, P4 ...; 'right' and 'left' of the dealer swap with it.",
        source="[SEED] counter-clockwise; clockwise per pagat's note",
    ),
    OptionSpec.choice(
        "deal_packet_size", 4, (4,),
        "Cards are dealt four at a time (4 players: 3 rounds; 6 and 8 players: 2 rounds).",
        source="[SEED]",
    ),
    OptionSpec.integer(
        "starting_tables", 12,
        "Tables (score tokens) each team holds at the start; a team that must pay more than it "
        "holds loses the match.",
        minimum=1, source="[SEED]",
    ),
    OptionSpec.choice(
        "all_pass_rule", PLAY_28_NT, (PLAY_28_NT, FORCED_BID),
        "When nobody bids: play_28_nt_by_dealer_opponents, the hand is played at no trumps as if "
        "the dealer's opponents had bid 28; forced_bid, the dealer's left-hand neighbour (the "
        "last non-dealer-team player to speak in the first round) may not pass if everyone "
        "before him passed, and must bid at least 28.",
        source="[SEED]; forced bid [SEED §Variations]",
    ),
    OptionSpec.flag(
        "no_point_cards_redeal", False,
        "A player dealt no J, 9, A or 10 (only K and Q, and with 8 players 8 and 7) throws in "
        "and the same dealer deals again.",
        source="[SEED §Variations]; same dealer and 8 players [PROPOSAL]",
    ),
    OptionSpec.flag(
        "all_jacks_redeal", True,
        "A player dealt all eight jacks shows them and the same dealer deals again.",
        source="[SEED] (printed among the variations, A13)",
    ),
    OptionSpec.choice(
        "scoring_table", STANDARD, (STANDARD, HONOURS_40_55, HONOURS_40_48),
        "Tables won/lost by the final bid: standard 28-39 1/2, 40-47 2/3, 48-55 3/4, 56 4/5; "
        "honours_40_55 28-39 1/2, 40-55 2/3, 56 3/4; honours_40_48 28-39 1/2, 40-48 2/3, "
        "49-56 3/4.",
        source="[SEED]; the other two [SEED §Variations]",
    ),
    OptionSpec.choice(
        "redouble_multiplier", 4, (4, 3),
        "A redoubled contract pays 4 times the table (3 times with this set to 3); doubled "
        "always pays twice.",
        source="[SEED]; 3 [SEED §Variations] read as the redouble (A9)",
    ),
    OptionSpec.flag(
        "cot", True,
        "Cot: a bidding team that takes every trick gets twice the tables. The defenders may "
        "offer to surrender at a trick boundary while the bidders have won every trick; the "
        "bidder accepts (hand ends, normal tables) or insists (all tricks: twice; losing one: "
        "pays twice the losing amount).",
        source="[SEED]; timing and actors [PROPOSAL]",
    ),
    OptionSpec.flag(
        "end_early_when_cot_lost", True,
        "With cot: the hand stops as soon as a bidding team that insisted loses a trick.",
        source="[PROPOSAL]",
    ),
    OptionSpec.flag(
        "rebid_after_pass", True,
        "A player who passed may bid, double or redouble at a later turn. Off: a pass is final "
        "and that player is skipped for the rest of the auction.",
        source="[PROPOSAL]",
    ),
    OptionSpec.flag(
        "bid_over_double", True,
        "A higher bid may be made after a double, and cancels it. Off: after a double only "
        "pass and redouble remain.",
        source="[EXT: raj_nair] / [PROPOSAL]",
    ),
    OptionSpec.flag(
        "single_hand", False,
        "Play one hand only (for research, tests and benchmarks): the match ends when the first "
        "hand is paid, and the team that received tables wins.",
        source="cardtable",
    ),
)

PRESETS: Final[dict[str, dict[str, Any]]] = {
    "seed": {},
    "variations": {
        "all_pass_rule": FORCED_BID,
        "no_point_cards_redeal": True,
        "scoring_table": HONOURS_40_55,
        "redouble_multiplier": 3,
    },
    "final_passes": {"rebid_after_pass": False, "bid_over_double": False},
}

PRESET_DOCS: Final = {
    "seed": "The seed's rules: the defaults.",
    "variations": "Every variation the seed lists at once: the forced bid, the throw-in of a hand "
    "without points, the 40-55 honours table and the redouble multiplied by 3.",
    "final_passes": "A stricter auction: a pass is final and a double cannot be overbid (the "
    "rule book's proposals turned off).",
}


@dataclass(frozen=True, slots=True)
class Rules:
    """The options as plain attributes, read on the hot path (``Options`` reads are slower)."""

    players: int
    clockwise: bool
    forced_bid: bool
    no_point_cards_redeal: bool
    all_jacks_redeal: bool
    scoring_table: str
    redouble_multiplier: int
    cot: bool
    end_early_when_cot_lost: bool
    rebid_after_pass: bool
    bid_over_double: bool
    single_hand: bool
    starting_tables: int

    @classmethod
    def of(cls, o: Options) -> Rules:
        return cls(
            players=int(o.players),
            clockwise=o.direction == CLOCKWISE,
            forced_bid=o.all_pass_rule == FORCED_BID,
            no_point_cards_redeal=bool(o.no_point_cards_redeal),
            all_jacks_redeal=bool(o.all_jacks_redeal),
            scoring_table=str(o.scoring_table),
            redouble_multiplier=int(o.redouble_multiplier),
            cot=bool(o.cot),
            end_early_when_cot_lost=bool(o.end_early_when_cot_lost),
            rebid_after_pass=bool(o.rebid_after_pass),
            bid_over_double=bool(o.bid_over_double),
            single_hand=bool(o.single_hand),
            starting_tables=int(o.starting_tables),
        )


def check_options(options: Options) -> None:
    """Refuse an option set away from its default where it can have no effect."""
    if not options.cot and not options.end_early_when_cot_lost:
        raise InvalidOptions(
            "end_early_when_cot_lost", False, Text("fiftysix.invalid.cot_off")
        )
