"""All Fours for people: the rules in force as text, and a view drawn for a terminal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.cards import SUIT_NAMES, SUIT_SYMBOLS, SUITS, card_symbol, parse_face
from cardtable.engine.options import format_value
from cardtable.games.allfours import options

if TYPE_CHECKING:
    from cardtable.games.allfours.game import AllFoursGame

_DISCARD_TEXT = {
    "discard_each_run": "after each packet and turn-up every player discards 3 cards of his "
    "choice face down, so hands stay at six",
    "set_aside_unpicked": "the new packets stay face down unseen and are set aside if the "
    "cards are run again; when a new suit turns up each player takes up the last packet and "
    "discards 3",
    "accumulate_then_discard": "players keep every new card until the new trump is known, "
    "then discard down to six",
    "keep_all": "players keep every card: 9, 12 or more cards and as many tricks",
    "discard_before_receiving": "before each new packet every player discards 3 cards",
}


def rules_text(game: AllFoursGame) -> str:
    o = game.options
    c = game.config
    lines = [f"{game.title}: {game.summary}", ""]
    if c.ruleset == "standard":
        lines += _standard_rules(o, c.target)
    elif c.ruleset == "trinidad":
        lines += _trinidad_rules(o, c.target)
    else:
        lines += _pitcher_rules(o, c.target)
    if c.ruleset != "pitcher":
        lines += [
            "",
            "Running the cards: the turn-up is put aside, each player gets a packet of three "
            "and the next card is turned; this goes on until a card of another suit turns up, "
            "which fixes trump. Hands: " + _DISCARD_TEXT[c.discard_method] + ".",
            "A card of the original suit turned during a run "
            + ("still scores its turn-up points." if c.score_same_suit_turnups
               else "scores nothing."),
            "If the stock has too few cards for another run (fewer than three a player plus "
            "one), all cards are thrown in and the same dealer deals again; points already "
            "scored stay.",
        ]
        if c.bunch:
            lines.append(
                "Bunch: after a run each player may once call a bunch; if all others agree, the "
                "cards are thrown in and the same dealer deals again ("
                + ("turn-up points stay" if c.bunch_keeps_turnup_points
                   else "turn-up points of that deal are taken back")
                + ")."
            )
    lines += ["", "Play: " + _play_rule(c.no_trumping_in, c.no_undertrump, c.pitcher)]
    lines += ["", "The count after the last trick, in this order (first side to the target wins "
              "at once; later points are not scored):"]
    lines.append("  High: the side that held the highest trump in play.")
    lines.append(
        "  Low: "
        + ("the side that wins the trick containing the lowest trump in play (Low Captured)."
           if c.low_rule == "captured" else "the side that was dealt the lowest trump in play.")
    )
    lines.append(
        "  Jack: "
        + ("the holder's side 1 if it wins its trick or his partner does; an opponent who "
           "captures it scores 3 (hang jack)."
           if c.jack_scoring == "hang_jack"
           else "the side that wins the trick holding the jack of trumps (nobody if not in play).")
    )
    lines.append(
        "  Game: most card points in tricks won (A 4, K 3, Q 2, J 1, 10 = 10, all suits); tie: "
        + ("the tied side that is not the dealer's, if there is exactly one."
           if c.game_tie == "non_dealer" else "nobody.")
    )
    if c.peg:
        lines.append(
            "Score as won: every trump won in a trick is pegged at once to its winner (A 4, K 3, "
            "Q 2, J 1, 10 10, 5 5); the first to 61 wins, even in the middle of a hand."
        )
    lines.append(f"Match: first side to {c.target} points.")
    if c.single_hand:
        lines.append("(single_hand is on: this table plays one hand only.)")
    lines += [
        "",
        f"Options (value in force, allowed values, default in the {c.ruleset} ruleset, effect, "
        "source):",
    ]
    defaults = options.resolve(None, {"ruleset": c.ruleset})
    for spec in game.option_specs:
        default = spec.default if spec.name == "ruleset" else defaults[spec.name]
        lines.append(
            f"  {spec.name} = {format_value(o[spec.name])}   [{spec.allowed_text()}; default "
            f"{format_value(default)}] {spec.source}"
        )
        lines.append(f"      {spec.effect}")
    lines += ["", "Presets:"]
    for name, doc in game.preset_docs.items():
        lines.append(f"  {name}: {doc}")
    lines += ["", "Actions: " + game.notation_help, "", "Deal order for deck=: " + game.deal_order]
    return "\n".join(lines)


def _standard_rules(o: Mapping[str, Any], target: int) -> list[str]:
    if o["running_all_fours"]:
        turnup = "A turned-up ace scores 4 for the dealer at once, a king 3, a queen 2, a jack 1"
    else:
        turnup = "A turned-up jack scores 1 for the dealer at once"
    gift = (
        f"The dealer may not give the gift when an opponent has {target - 1}."
        if o["gift_blocked_at_target_minus_one"]
        else "The gift may always be given, even when it wins the match."
    )
    return [
        f"Players: {o['players']}, each for himself. Pack: 52 cards, A K Q J 10 9 ... 2 in "
        "every suit.",
        "The highest cutter deals first; the deal passes clockwise. Six cards each in packets "
        f"of three; the next card is turned up and proposes trump. {turnup}.",
        "The elder (dealer's left) stands (turn-up suit is trump) or begs; only he may beg. To "
        "a beg the dealer says 'take one' (each opponent scores 1, turn-up suit is trump) or "
        f"refuses and runs the cards. {gift}",
    ]


def _trinidad_rules(o: Mapping[str, Any], target: int) -> list[str]:
    bonus = {"six": "six 2", "two": "two 2", "both": "six 2, two 2"}[o["bonus_two_point_card"]]
    restriction = {
        "target_minus_one": f"not when the opponents have {target - 1}",
        "must_hold_trump": "only while he holds a card of the turn-up suit",
        "none": "at any time",
    }[o["take_one_restriction"]]
    return [
        "Players: 4 in two partnerships, partners opposite; partners and first dealer are found "
        "by " + _partnership_text(o["partnership_method"]) + ".",
        "Deal and play go counter-clockwise; the elder is the dealer's right. Six cards each in "
        "packets of three; the next card is turned up and proposes trump.",
        f"Turn-up points for the dealer's team: ace 1, {bonus}, jack 3.",
        "The elder stands or begs; to a beg the dealer takes one (the other team scores 1, "
        f"{restriction}) or runs the cards.",
    ]


def _pitcher_rules(o: Mapping[str, Any], target: int) -> list[str]:
    lines = [
        "Players: 4 in two partnerships, partners opposite, found by "
        + _partnership_text(o["partnership_method"]) + ".",
        "Deal and play go clockwise. Six cards each in packets of three; no card is turned up.",
        "The pitcher (dealer's left) leads first; the suit of his first card is trump for the "
        "hand. The others look at their cards only after the pitch.",
    ]
    if o["throw_in"]:
        when = (
            "whenever he likes"
            if o["throw_in_condition"] == "any"
            else "while he holds no trump and no card above a nine"
        )
        lines.append(
            "Throw-in: a player on turn who is not leading may throw all his cards onto the "
            f"trick ({when}); they cannot win it, and his partner plays on alone."
        )
    return lines


def _partnership_text(method: str) -> str:
    return {
        "cut": "cutting (the two highest against the two lowest; the highest deals)",
        "jack_deal": "dealing cards face up until all four jacks are out (red jacks against "
        "black; the first jack's receiver leads first)",
        "preset": "seats (0+2 against 1+3)",
    }[method]


def _play_rule(no_trumping_in: bool, no_undertrump: bool, pitcher: bool) -> str:
    leader = "the pitcher" if pitcher else "the elder"
    if no_trumping_in:
        text = (f"{leader} leads; follow suit if you can (a trump only when trumps are led or "
                "you are void); otherwise play anything.")
    else:
        text = (f"{leader} leads; if you hold the suit led, play that suit or a trump (you may "
                "always trump); if not, play anything.")
    if no_undertrump:
        text += (" No undertrumping: once a plain lead is trumped, a lower trump only when you "
                 "have nothing else to play.")
    return text + " The highest trump wins, else the highest card of the suit led."


# --------------------------------------------------------------------------- the view as text


def _seat(p: int, viewer: int) -> str:
    return "you" if p == viewer else f"P{p}"


def _card(text: str) -> str:
    return card_symbol(parse_face(text))


def _cards(texts: Sequence[str]) -> str:
    return " ".join(_card(t) for t in texts)


def _suit(letter: str) -> str:
    i = SUITS.index(letter)
    return f"{SUIT_SYMBOLS[i]} {SUIT_NAMES[i]}"


def side_name(view: Mapping[str, Any], side: int | None, viewer: int) -> str:
    """A side as people say it: ``you``, ``P1``, or a team ``P0+P2``."""
    if side is None:
        return "nobody"
    if view["teams"] is None:
        return _seat(side, viewer)
    members = [p for p, s in enumerate(view["sides"]) if s == side]
    name = "+".join(f"P{p}" for p in members)
    return f"{name} (your team)" if viewer in members else name


def describe_view(view: Mapping[str, Any]) -> str:
    me = int(view["seat"])
    lines: list[str] = []
    sides = len(view["side_scores"])
    score = ", ".join(
        f"{side_name(view, s, me)} {view['side_scores'][s]}" for s in range(sides)
    )
    deal = f" (deal {view['deal_number']})" if view["deal_number"] > 1 else ""
    lines.append(
        f"Hand {view['hand_number']}{deal}, dealer {_seat(view['dealer'], me)}. Scores: {score} "
        f"(playing to {view['target_score']})."
    )
    if view["teams"] is not None and view["hand_number"] == 1 and not view["tricks"]:
        lines.append(_setup_line(view, me))
    prev = view.get("previous_hand")
    if prev and not view["actions"] and not view["redeals"]:
        lines.append(f"Last hand ({_seat(prev['dealer'], me)} dealt):")
        lines += ["  " + line for line in describe_result(view, prev, me)]
    for redeal in view["redeals"]:
        why = "the pack ran out" if redeal["reason"] == "exhausted" else "bunched"
        lines.append(
            f"An earlier deal of this hand was thrown in ({why}); it turned up "
            f"{_cards(redeal['turn_ups'])}."
        )
    if view["turn_ups"]:
        lines.append(_turnups_line(view))
    calls = [a for a in view["actions"] if not a["action"].startswith("play")]
    if calls:
        lines.append(
            "This deal: "
            + ", ".join(f"{_seat(a['player'], me)} {a['action']}" for a in calls)
            + "."
        )
    if view["trump"]:
        pitch = f" (pitched {_card(view['pitch'])})" if view["pitch"] else ""
        lines.append(f"Trump: {_suit(view['trump'])}{pitch}.")
    elif view["ruleset"] == "pitcher" and view["phase"] == "play":
        lines.append(
            f"No trump yet: {_seat(view['elder'], me)} pitches, and the suit of that card is trump."
        )
    if view["points_log"]:
        lines.append(
            "Points this deal: "
            + ", ".join(
                f"{side_name(view, e['side'], me)} {e['points']:+d} ({e['reason']})"
                for e in view["points_log"]
            )
            + "."
        )
    lines += _window_lines(view, me)
    if view["tricks"]:
        last = view["tricks"][-1]
        lines.append(f"Trick {len(view['tricks'])}: {_trick_text(last, me)}; "
                     f"won by {_seat(last['winner'], me)}.")
        lines.append("Card points taken: " + _card_points_line(view, me) + ".")
    if view["current_trick"]:
        current = {"cards": view["current_trick"], "thrown": view["current_thrown"]}
        lines.append(f"On the table: {_trick_text(current, me)}.")
    if view["thrown_in"]:
        lines.append("Thrown in: " + ", ".join(_seat(p, me) for p in view["thrown_in"]) + ".")
    if view["my_discards"]:
        lines.append(f"Your discards: {_cards(view['my_discards'])}.")
    if view["face_down"][me]:
        lines.append(f"Face down in front of you, unseen: {view['face_down'][me]} cards.")
    result = view.get("hand_result")
    if result:
        lines.append("Hand over:")
        lines += ["  " + line for line in describe_result(view, result, me)]
    if view["winners"]:
        lines.append("Match over. Winners: " + ", ".join(_seat(p, me) for p in view["winners"]))
    if view["hand_hidden"]:
        lines.append(f"Your hand: {view['hand_sizes'][me]} cards, face down until the pitch.")
    else:
        lines.append("Your hand: " + (_cards(view["hand"]) or "(none)"))
    return "\n".join(lines)


def _setup_line(view: Mapping[str, Any], me: int) -> str:
    setup = view["setup"]
    chairs = " ".join(_seat(p, me) for p in setup["chairs"])
    teams = " against ".join("+".join(f"P{p}" for p in t) for t in setup["teams"])
    how = {"cut": "by the cut", "jack_deal": "by the jack deal", "preset": "as seated"}
    line = f"Partners {how[setup['method']]}: {teams}. Seats clockwise: {chairs}"
    if view["direction"] != "clockwise":
        line += "; deal and play go counter-clockwise"
    return line + "."


def _turnups_line(view: Mapping[str, Any]) -> str:
    ups = view["turn_ups"]
    parts = [f"{_card(ups[0])}"]
    for k, card in enumerate(ups[1:], start=1):
        parts.append(f"run {k}: {_card(card)}")
    return "Turned up: " + ", ".join(parts) + "."


def _window_lines(view: Mapping[str, Any], me: int) -> list[str]:
    lines = []
    phase = view["phase"]
    if phase == "discard":
        due = view["discards_due"]
        waiting = ", ".join(f"{_seat(p, me)} {due[p]}" for p in play_order(view) if due[p])
        lines.append(f"Discards still due: {waiting}.")
    elif phase == "bunch window":
        now = ", ".join(_seat(p, me) for p in view["to_act"])
        later = [p for p in play_order(view) if p in view["bunch"]["open"]]
        later = [p for p in later if p not in view["to_act"]]
        line = f"Bunch window: {now} may call a bunch now (or say no bunch)"
        if later:
            line += "; then " + ", ".join(_seat(p, me) for p in later)
        lines.append(line + ".")
    elif phase == "bunch answers":
        caller = _seat(view["bunch"]["caller"], me)
        pending = ", ".join(_seat(p, me) for p in view["bunch"]["pending"])
        lines.append(f"{caller} called a bunch; waiting for {pending} to agree or refuse.")
    return lines


def play_order(view: Mapping[str, Any]) -> list[int]:
    """The players from the elder round in the direction of play."""
    chairs = view["chairs"]
    n = len(chairs)
    step = 1 if view["direction"] == "clockwise" else -1
    i = chairs.index(view["elder"])
    return [chairs[(i + step * k) % n] for k in range(n)]


def _trick_text(trick: Mapping[str, Any], me: int) -> str:
    parts = [f"{_seat(e['player'], me)} {_card(e['card'])}" for e in trick["cards"]]
    for thrown in trick.get("thrown", ()):
        parts.append(f"{_seat(thrown['player'], me)} threw in {_cards(thrown['cards'])}")
    return ", ".join(parts)


def _card_points_line(view: Mapping[str, Any], me: int) -> str:
    from cardtable.games.allfours.rules import CARD_POINTS

    totals = [0] * len(view["side_scores"])
    for trick in view["tricks"]:
        side = view["sides"][trick["winner"]]
        cards = [e["card"] for e in trick["cards"]]
        cards += [c for t in trick.get("thrown", ()) for c in t["cards"]]
        totals[side] += sum(CARD_POINTS[parse_face(c)] for c in cards)
    return ", ".join(f"{side_name(view, s, me)} {t}" for s, t in enumerate(totals))


def describe_result(view: Mapping[str, Any], result: Mapping[str, Any], me: int) -> list[str]:
    """The end of a hand: the count of High, Low, Jack and Game with who won each."""
    lines = []
    if result["trump"]:
        lines.append(f"Trump was {_suit(result['trump'])}.")
    for entry in result["points_log"]:
        if entry["reason"] in ("High", "Low", "Jack", "Game"):
            continue
        lines.append(
            f"{side_name(view, entry['side'], me)} {entry['points']:+d} ({entry['reason']})"
        )
    for c in result["count"]:
        who = side_name(view, c["side"], me)
        if c["point"] == "Game":
            totals = ", ".join(
                f"{side_name(view, s, me)} {t}" for s, t in enumerate(c["totals"])
            )
            detail = f"card points {totals}"
        elif "card" in c:
            detail = f"{_card(c['card'])}, held by {_seat(c['holder'], me)}"
            if c["point"] == "Jack" or "capturer_side" in c:
                detail += f", won by {side_name(view, c.get('capturer_side'), me)}"
        else:
            detail = "no trump in play" if c["point"] != "Jack" else "jack of trumps not in play"
        if c["side"] is None:
            outcome = "nobody scores"
        elif c["scored"]:
            outcome = f"{who} +{c['points']}"
        else:
            outcome = f"{who} would score {c['points']}, but the match was already won"
        lines.append(f"{c['point']}: {detail}: {outcome}.")
    if not result["played"]:
        lines.append("The target was reached before the hand was played out.")
    return lines
