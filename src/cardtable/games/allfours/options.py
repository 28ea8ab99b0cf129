"""All Fours options (rule book allfours.md §6), ruleset defaults, presets, and refusals.

Several options have a default that depends on the ruleset (§6: ``target_score`` is 7, 14 or 11;
``discard_method`` is ``keep_all`` in Trinidad ...). An ``OptionSpec`` has one default, so the
spec holds the standard game's value and :func:`resolve` fills in the ruleset's own value for
every option the caller (or the preset) did not set. A record writes every option out, so a
replay never depends on this filling.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from cardtable.engine.errors import InvalidOptions
from cardtable.engine.options import Options, OptionSpec, format_value, resolve_options
from cardtable.engine.scene import ArgValue, Text

STANDARD: Final = "standard"
TRINIDAD: Final = "trinidad"
PITCHER: Final = "pitcher"
RULESETS: Final = (STANDARD, TRINIDAD, PITCHER)

DISCARD_EACH_RUN: Final = "discard_each_run"
SET_ASIDE_UNPICKED: Final = "set_aside_unpicked"
ACCUMULATE_THEN_DISCARD: Final = "accumulate_then_discard"
KEEP_ALL: Final = "keep_all"
DISCARD_BEFORE_RECEIVING: Final = "discard_before_receiving"
DISCARD_METHODS: Final = (
    DISCARD_EACH_RUN,
    SET_ASIDE_UNPICKED,
    ACCUMULATE_THEN_DISCARD,
    KEEP_ALL,
    DISCARD_BEFORE_RECEIVING,
)

ELEVEN_MAKES_TARGET: Final = 11
RUNNING_TARGET: Final = 31
PEG_TARGET: Final = 61

OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec.choice(
        "ruleset", STANDARD, RULESETS,
        "standard: 2 or 3 players each for himself, turn-up, stand or beg, running the cards "
        "(§2). trinidad: 4 players in partnerships, counter-clockwise, turn-up points for ace, "
        "six and jack, hang jack, 14 points (§3). pitcher: West Yorkshire, 4 players, no turn-up, "
        "the first card led fixes trump, 11 points (§4).",
        source="[SEED]",
    ),
    OptionSpec.choice(
        "players", 2, (2, 3, 4),
        "Number of players: 2 or 3 in the standard game, 4 in trinidad and pitcher (the default "
        "follows the ruleset).",
        source="[SEED]", aliases=("player_count",),
    ),
    OptionSpec.integer(
        "target_score", 7,
        "Points that win the match, counted the moment a side reaches them. Default by ruleset: "
        "standard 7, trinidad 14, pitcher 11; eleven_makes 11, running_all_fours 31, "
        "peg_as_won_61 61.",
        minimum=1, source="7 [SEED S7]; 14, 11 [EXT: pagat]",
    ),
    OptionSpec.flag(
        "eleven_makes", False,
        "Standard only: play to 11 instead of 7 (the gift is then barred at 10).",
        source="[SEED S7]",
    ),
    OptionSpec.flag(
        "running_all_fours", False,
        "Standard only: the dealer scores a turn-up ace 4, king 3, queen 2, jack 1 (instead of "
        "jack 1) and the match is to 31. Only the original and the final new-suit turn-up score, "
        "unless score_same_suit_turnups is on.",
        source="[SEED S7]; [EXT: pagat/Cotton]; intermediate turn-ups [PROPOSAL]",
    ),
    OptionSpec.choice(
        "low_rule", "holder", ("holder", "captured"),
        "Who scores Low: holder, the side that was dealt the lowest trump in play; captured "
        "(Low Captured, Lancashire), the side that wins the trick containing it.",
        source="[SEED S7]; [EXT: pagat Lancashire]",
    ),
    OptionSpec.choice(
        "discard_method", DISCARD_EACH_RUN, DISCARD_METHODS,
        "How hands get back to six cards when the cards are run (standard and trinidad). "
        "discard_each_run: after each 3-card packet and turn-up every player discards 3. "
        "set_aside_unpicked: the new packets stay face down unseen; a packet is set aside when the "
        "cards are run again; when a new suit turns, each player takes up the last packet and "
        "discards 3. accumulate_then_discard: keep every new card until trump is known, then "
        "discard down to 6. keep_all: keep everything and play more tricks. "
        "discard_before_receiving: discard 3 before each new packet. Default: discard_each_run "
        "(standard), keep_all (trinidad).",
        source="[SEED S4, S8]; trinidad default [EXT: pagat]",
    ),
    OptionSpec.flag(
        "gift_blocked_at_target_minus_one", True,
        "Standard: the dealer may not take one (give the gift) when an opponent needs only one "
        "point to win.",
        source="[SEED S3]",
    ),
    OptionSpec.choice(
        "take_one_restriction", "target_minus_one", ("target_minus_one", "must_hold_trump", "none"),
        "Trinidad: when the dealer may not take one. target_minus_one: when the opponents need "
        "one point; must_hold_trump: unless the dealer holds a card of the turn-up suit; none: "
        "never barred.",
        source="[PROPOSAL]; must_hold_trump [EXT: presalumni.com]",
    ),
    OptionSpec.choice(
        "bonus_two_point_card", "six", ("six", "two", "both"),
        "Trinidad: which turned-up card scores 2 for the dealer's team (besides ace 1, jack 3): "
        "the six (Trinidad), the two (Tobago), or both.",
        source="[SEED S9]",
    ),
    OptionSpec.flag(
        "score_same_suit_turnups", False,
        "Whether a card of the original suit turned up during a run still scores turn-up points. "
        "Default: off (standard), on (trinidad).",
        source="standard [SEED S4]; trinidad [EXT: pagat]",
    ),
    OptionSpec.flag(
        "bunch", True,
        "After a run, each player may once call 'bunch'; if all others agree, the cards are "
        "thrown in and the same dealer deals again. Default: on (standard), off (trinidad; the "
        "pitcher game has no runs).",
        source="[SEED S4]",
    ),
    OptionSpec.choice(
        "bunch_calls", "in_turn", ("in_turn", "any_time"),
        "How the one chance each to call a bunch is offered. in_turn: in turn from the elder, "
        "each player calls or says 'no bunch'; any_time: everyone who has not yet spoken may "
        "call at once, out of turn, until all have spoken. The answers to a call are always "
        "given at once by all the others.",
        source="in_turn [PROPOSAL] (AF8); any_time [SEED S4] 'any player may call bunch'",
    ),
    OptionSpec.flag(
        "bunch_keeps_turnup_points", True,
        "After a bunch the dealer keeps the turn-up points of the thrown-in deal (off: they are "
        "taken back, as in Foster's Seven Up).",
        source="on [SEED S4]; off [EXT: pagat/Foster]",
    ),
    OptionSpec.choice(
        "game_tie", "non_dealer", ("non_dealer", "nobody"),
        "Who scores Game on a tie for the most card points. non_dealer: the tied side that is "
        "not the dealer's, if exactly one such side is tied for most; nobody: no one. Default: "
        "non_dealer (standard), nobody (trinidad, pitcher).",
        source="[EXT: pagat/Foster, Cassell's; pagat Trinidad/W. Yorkshire]",
    ),
    OptionSpec.choice(
        "jack_scoring", "one_to_capturer", ("one_to_capturer", "hang_jack"),
        "Jack: one_to_capturer, 1 to the side that wins the trick with the jack of trumps; "
        "hang_jack, 1 to the holder's side if it wins it or his partner does, 3 to an opponent "
        "who captures it. Default: one_to_capturer (standard, pitcher), hang_jack (trinidad).",
        source="[SEED]; hang jack [EXT: pagat, BGA]",
    ),
    OptionSpec.flag(
        "no_undertrump", False,
        "Tobago: when a plain-suit lead has been trumped, a later player may not play a lower "
        "trump unless he has no other card he may play.",
        source="[EXT: pagat]",
    ),
    OptionSpec.flag(
        "no_trumping_in", False,
        "A player holding the suit led must follow suit: a trump may be played only when trumps "
        "were led or the player is void (some Yorkshire pubs).",
        source="[EXT: pagat]",
    ),
    OptionSpec.choice(
        "partnership_method", "cut", ("cut", "jack_deal", "preset"),
        "4 players: how partners are found. cut: the two highest cutters play the two lowest, "
        "the highest deals first (Trinidad); jack_deal: single cards are dealt face up until all "
        "four jacks are out, red jacks against black, the first jack's receiver is the first "
        "elder (the pitcher); preset: seats 0+2 against 1+3, no reseating, first dealer by cut. "
        "Default: cut (standard, trinidad), jack_deal (pitcher).",
        source="cut [SEED S9]; jack_deal [SEED S11]; preset [SEED S11]",
    ),
    OptionSpec.flag(
        "throw_in", True,
        "Pitcher: a player on turn who is not leading may throw all his cards onto the trick "
        "and sit out the rest of the hand; his partner plays alone.",
        source="[SEED S11]",
    ),
    OptionSpec.choice(
        "throw_in_condition", "no_trump_no_counter", ("no_trump_no_counter", "any"),
        "Pitcher: when the throw-in is allowed. no_trump_no_counter: only while holding no trump "
        "and no card above a nine; any: whenever the player likes.",
        source="[EXT: pagat]; any = [SEED S11]",
    ),
    OptionSpec.flag(
        "peg_as_won_61", False,
        "Standard: besides High, Low, Jack and Game, each trump won in a trick is pegged at once "
        "to the trick's winner (A 4, K 3, Q 2, J 1, 10 10, 5 5) and the match is to 61, ending "
        "the moment a player gets there.",
        source="[SEED S10] + [PROPOSAL, EXT: All Fives]",
    ),
    OptionSpec.flag(
        "single_hand", False,
        "Play one hand only (for research and tests): the match ends when the first hand is "
        "counted, or earlier if a side reaches the target. Redeals after an exhausted pack or a "
        "bunch belong to the same hand.",
        source="cardtable",
    ),
)

SPECS: Final = {spec.name: spec for spec in OPTION_SPECS}
_ALIASES: Final = {alias: spec.name for spec in OPTION_SPECS for alias in spec.aliases}

RULESET_DEFAULTS: Final[Mapping[str, Mapping[str, Any]]] = {
    STANDARD: {},
    TRINIDAD: {
        "players": 4,
        "target_score": 14,
        "discard_method": KEEP_ALL,
        "score_same_suit_turnups": True,
        "bunch": False,
        "game_tie": "nobody",
        "jack_scoring": "hang_jack",
    },
    PITCHER: {
        "players": 4,
        "target_score": 11,
        "bunch": False,
        "game_tie": "nobody",
        "partnership_method": "jack_deal",
    },
}

# Options that only mean something in some rulesets: set away from the default elsewhere, they
# are refused (a table must not believe a rule is in force that the game never applies).
ONLY_IN: Final[Mapping[str, tuple[str, ...]]] = {
    "eleven_makes": (STANDARD,),
    "running_all_fours": (STANDARD,),
    "peg_as_won_61": (STANDARD,),
    "gift_blocked_at_target_minus_one": (STANDARD,),
    "take_one_restriction": (TRINIDAD,),
    "bonus_two_point_card": (TRINIDAD,),
    "discard_method": (STANDARD, TRINIDAD),
    "score_same_suit_turnups": (STANDARD, TRINIDAD),
    "bunch": (STANDARD, TRINIDAD),
    "bunch_calls": (STANDARD, TRINIDAD),
    "partnership_method": (TRINIDAD, PITCHER),
    "throw_in": (PITCHER,),
    "throw_in_condition": (PITCHER,),
}

PRESETS: Final[Mapping[str, Mapping[str, Any]]] = {
    "standard": {},
    "seven_up": {"bunch_keeps_turnup_points": False},
    "eleven_makes": {"eleven_makes": True},
    "running_all_fours": {"running_all_fours": True},
    "low_captured": {"low_rule": "captured"},
    "score_as_won_61": {"peg_as_won_61": True},
    "trinidad": {"ruleset": TRINIDAD},
    "trinidad_7": {"ruleset": TRINIDAD, "target_score": 7},
    "tobago": {"ruleset": TRINIDAD, "bonus_two_point_card": "two", "no_undertrump": True},
    "pitcher": {"ruleset": PITCHER},
    "pitcher_league": {"ruleset": PITCHER, "target_score": 15},
    "pitcher_no_trumping_in": {"ruleset": PITCHER, "no_trumping_in": True},
    "lancashire": {"ruleset": PITCHER, "low_rule": "captured", "throw_in": False},
}

PRESET_DOCS: Final[Mapping[str, str]] = {
    "standard": "The standard 2-3 player game (Seven Up): the defaults.",
    "seven_up": "Foster's Seven Up: no turn-up point is kept when the cards are bunched.",
    "eleven_makes": "Eleven Makes: the standard game played to 11.",
    "running_all_fours": "Running All Fours (Cotton): turn-up A 4, K 3, Q 2, J 1; game to 31.",
    "low_captured": "Low Captured: Low goes to whoever wins the lowest trump in a trick.",
    "score_as_won_61": "Score as won, first to 61: trumps are pegged as they are won (§5).",
    "trinidad": "All Fours as played in Trinidad: 4 players, 14 points, hang jack.",
    "trinidad_7": "The Trinidad game played to 7 (allfoursonline's short game).",
    "tobago": "The Tobago version: the turned-up two scores 2 instead of the six; no "
    "undertrumping.",
    "pitcher": "West Yorkshire pitcher: partners by the jack deal, the pitch fixes trump, 11 "
    "points.",
    "pitcher_league": "The pitcher game to 15 points (Heckmondwike league).",
    "pitcher_no_trumping_in": "The pitcher game where a trump may be played only when trumps "
    "were led or the player is void.",
    "lancashire": "Lancashire (Blackburn): the pitcher game with Low to the capturer and no "
    "throw-in.",
}


def _canonical(name: str) -> str:
    return _ALIASES.get(name, name)


def resolve(preset: object, given: Mapping[str, Any]) -> Options:
    """Validated options: the spec defaults, the ruleset's defaults, the preset, then ``given``.

    The ruleset's defaults (and the targets of eleven_makes, running_all_fours and
    peg_as_won_61) fill only the options neither the preset nor the caller set.
    """
    named = {_canonical(k): v for k, v in given.items()}
    # A preset that is not a name is refused by resolve_options below.
    from_preset: Mapping[str, Any] = PRESETS.get(preset, {}) if isinstance(preset, str) else {}
    chosen = {**from_preset, **named}

    def value(name: str) -> Any:
        return SPECS[name].parse(chosen[name]) if name in chosen else SPECS[name].default

    fill = {k: v for k, v in defaults_in_force(value).items() if k not in chosen}
    return resolve_options(OPTION_SPECS, {**fill, **given}, PRESETS, preset)


def defaults_in_force(value: Callable[[str], Any]) -> dict[str, Any]:
    """The defaults that differ from the specs', given the options' values (``value(name)``):
    the ruleset's, and the target the variant flags set."""
    fill = dict(RULESET_DEFAULTS[value("ruleset")])
    if value("eleven_makes"):
        fill["target_score"] = ELEVEN_MAKES_TARGET
    if value("running_all_fours"):
        fill["target_score"] = RUNNING_TARGET
    if value("peg_as_won_61"):
        fill["target_score"] = PEG_TARGET
    return fill


def ruleset_default(ruleset: str, name: str) -> Any:
    """The default of option ``name`` in ``ruleset`` (before the variant flags)."""
    return RULESET_DEFAULTS[ruleset].get(name, SPECS[name].default)


def _invalid(name: str, **args: ArgValue) -> Text:
    return Text(f"allfours.invalid.{name}", args)


def check_options(o: Options) -> None:
    """Refuse combinations that make no sense, naming the option and what is allowed."""
    ruleset = o.ruleset
    allowed_players = (2, 3) if ruleset == STANDARD else (4,)
    if o.players not in allowed_players:
        raise InvalidOptions("players", o.players, _invalid("players", ruleset=ruleset))
    for name, rulesets in ONLY_IN.items():
        default = ruleset_default(ruleset, name)
        if ruleset not in rulesets and o[name] != default:
            raise InvalidOptions(
                name, format_value(o[name]),
                _invalid(
                    "only_in", option=name, rulesets="_".join(rulesets), ruleset=ruleset,
                    default=format_value(default),
                ),
            )
    fixed_targets = [
        (flag, target)
        for flag, target in (
            ("eleven_makes", ELEVEN_MAKES_TARGET),
            ("running_all_fours", RUNNING_TARGET),
            ("peg_as_won_61", PEG_TARGET),
        )
        if o[flag]
    ]
    if len(fixed_targets) > 1:
        flags = [flag for flag, _ in fixed_targets]
        why = (
            _invalid("fixed_targets", first=flags[0], second=flags[1]) if len(flags) == 2
            else _invalid("fixed_targets_three", first=flags[0], second=flags[1], third=flags[2])
        )
        raise InvalidOptions(fixed_targets[1][0], "on", why)
    for flag, target in fixed_targets:
        if o.target_score != target:
            raise InvalidOptions(
                "target_score", o.target_score, _invalid("fixed_target", option=flag, target=target)
            )
    if not o.bunch and not o.bunch_keeps_turnup_points:
        raise InvalidOptions(
            "bunch_keeps_turnup_points", "off", _invalid("bunch_keeps_turnup_points")
        )
    if not o.bunch and o.bunch_calls != SPECS["bunch_calls"].default:
        raise InvalidOptions("bunch_calls", o.bunch_calls, _invalid("bunch_calls"))
    if not o.throw_in and o.throw_in_condition != SPECS["throw_in_condition"].default:
        raise InvalidOptions(
            "throw_in_condition", o.throw_in_condition, _invalid("throw_in_condition")
        )
