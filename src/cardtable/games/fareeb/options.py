"""Fareeb's options (rule book fareeb.md §8), presets, and the combinations refused."""

from __future__ import annotations

from typing import Final

from cardtable.engine.errors import InvalidOptions
from cardtable.engine.options import Options, OptionSpec
from cardtable.engine.scene import Text

FIVE_PLAYER_ONLY: Final = (
    "call_timing", "called_card_may_be_trump", "call_own_card", "five_player_tie"
)
FOUR_PLAYER_ONLY: Final = ("defender_alone", "alone_lead")

OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec.choice(
        "players", 4, (4, 5),
        "4: 24 cards (9 to A), fixed teams, partners opposite. 5: 28 cards (8s added), the maker "
        "calls a card whose holder is a secret partner; scores per player.",
        source="[SEED]", aliases=("player_count",),
    ),
    OptionSpec.integer(
        "target_score", 10, "Points needed to win the match.", minimum=1, source="[SEED]",
    ),
    OptionSpec.flag(
        "stick_the_dealer", True,
        "On: if everyone passes in round 2 the dealer must name a suit. Off: the hand is thrown "
        "in and the next dealer deals.",
        source="[SEED] on; off = [EXT: pagat]",
    ),
    OptionSpec.integer(
        "thrown_in_limit", 10,
        "With stick_the_dealer=off: once this many hands of the match have been thrown in "
        "(everyone passed twice), the dealer is stuck for the rest of the match, as with "
        "stick_the_dealer=on (he must name a suit in round 2), so a match always ends.",
        minimum=1, source="[PROPOSAL] (stick the dealer = [SEED])",
    ),
    OptionSpec.flag(
        "farmers_hand_redeal", True,
        "A hand of only 9s and 10s (4 players) or only 8s and 9s (5 players) is announced and "
        "the same dealer redeals.",
        source="[SEED]",
    ),
    OptionSpec.flag(
        "going_alone", True, "The maker may go alone (4 players: partner sits out).",
        source="[SEED]",
    ),
    OptionSpec.flag(
        "defender_alone", False,
        "4 players: when the maker goes alone, a defender may defend alone (partner sits out); "
        "a lone defender who euchres the maker scores 4.",
        source="[EXT: pagat]",
    ),
    OptionSpec.choice(
        "alone_lead", "left_of_dealer_next_active",
        ("left_of_dealer_next_active", "left_of_lone_player"),
        "Who leads trick 1 when someone sits out: the first active player from the dealer's "
        "left, or the first active player from the lone maker's left.",
        source="first [PROPOSAL]; second [EXT: pagat]",
    ),
    OptionSpec.choice(
        "lone_march_points", 4, (4, 5), "Points for a lone maker who takes all five tricks.",
        source="[SEED] 4; 5 = [EXT: bradwilson.io]",
    ),
    OptionSpec.choice(
        "defenders_march_points", 4, (4, 2), "Points for defenders who take all five tricks.",
        source="[SEED] 4; 2 = [EXT: pagat]",
    ),
    OptionSpec.choice(
        "call_timing", "before_exchange", ("before_exchange", "after_exchange"),
        "5 players: the called card is named before or after the dealer's exchange.",
        source="[SEED] before; after = [EXT: bradwilson.io]",
    ),
    OptionSpec.flag(
        "called_card_may_be_trump", True,
        "5 players: a trump (bowers included) may be the called card.",
        source="[SEED] on; off = [EXT: bradwilson.io]",
    ),
    OptionSpec.choice(
        "call_own_card", "off", ("off", "counts_as_alone"),
        "5 players: off, the maker may not call a card he holds; counts_as_alone, he may, and "
        "then plays alone without telling.",
        source="[PROPOSAL]",
    ),
    OptionSpec.choice(
        "five_player_tie", "joint_winners", ("joint_winners", "play_on"),
        "5 players: when several players reach the target in one hand, they win jointly, or "
        "hands are played on until one player alone has the highest score.",
        source="[PROPOSAL]",
    ),
    OptionSpec.flag(
        "dealer_may_discard_upcard", True,
        "The dealer may discard the up-card he has just picked up.", source="[PROPOSAL]",
    ),
    OptionSpec.flag(
        "single_hand", False,
        "Play one hand only (for research and tests): the match ends when the first hand is "
        "scored or thrown in.",
        source="cardtable",
    ),
)

PRESETS: Final = {
    "seed": {},
    "pagat": {
        "stick_the_dealer": False,
        "defender_alone": True,
        "alone_lead": "left_of_lone_player",
        "defenders_march_points": 2,
    },
    "call_your_partner": {
        "players": 5,
        "call_timing": "after_exchange",
        "called_card_may_be_trump": False,
        "lone_march_points": 5,
    },
}

PRESET_DOCS: Final = {
    "seed": "The seed's rules: the defaults.",
    "pagat": "Standard 4-player Euchre as pagat gives it: no stick the dealer, defending alone, "
    "the lone player's left leads, a euchre is always 2.",
    "call_your_partner": "5-player Call-Your-Partner Euchre (bradwilson.io): the called card is a "
    "non-trump named after the dealer's discard; a lone march scores 5.",
}


def check_options(options: Options) -> None:
    """Refuse options set away from their default where they cannot apply."""
    defaults = {spec.name: spec.default for spec in OPTION_SPECS}
    unused = FIVE_PLAYER_ONLY if options.players == 4 else FOUR_PLAYER_ONLY
    for name in unused:
        if options[name] != defaults[name]:
            applies = 5 if options.players == 4 else 4
            raise InvalidOptions(
                name,
                options[name],
                Text("fareeb.invalid.players_only", {
                    "option": name, "applies": applies, "players": options.players,
                }),
            )
    if options.stick_the_dealer and options.thrown_in_limit != defaults["thrown_in_limit"]:
        # No hand is ever thrown in when the dealer is always stuck.
        raise InvalidOptions(
            "thrown_in_limit",
            options.thrown_in_limit,
            Text("fareeb.invalid.needs_no_stick"),
        )
    if options.going_alone:
        return
    # With going alone off, these options describe hands that can never happen; refusing them
    # tells the table its house rules contradict each other instead of silently ignoring one.
    if options.defender_alone:
        raise InvalidOptions(
            "defender_alone",
            True,
            Text("fareeb.invalid.defender_needs_alone"),
        )
    if options.players == 4:
        # At 5 players a maker can still be alone through his call (§4), so these keep their
        # effect there; so does call_own_card=counts_as_alone (a secret lone hand).
        for name in ("alone_lead", "lone_march_points"):
            if options[name] != defaults[name]:
                raise InvalidOptions(
                    name,
                    options[name],
                    Text("fareeb.invalid.needs_alone", {"option": name}),
                )
