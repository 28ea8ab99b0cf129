"""56 for people: the rules in force as text, and a view drawn for a terminal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.cards import SUIT_NAMES, SUIT_SYMBOLS, card_symbol, parse_face
from cardtable.engine.scene import Text
from cardtable.games.fiftysix.options import CLOCKWISE
from cardtable.games.fiftysix.ranking import DENOMS

if TYPE_CHECKING:
    from cardtable.games.fiftysix.game import FiftySixGame


def rules_paragraphs(game: FiftySixGame) -> list[Text]:
    """The rules in force as paragraphs (message ids ``fiftysix.rules.*``): each sentence that an
    option changes is chosen by that option's value, given as an argument."""
    o = game.options
    n = game.players
    direction = str(o.direction)
    rules = [
        Text("fiftysix.rules.players", {"players": n}),
        Text("fiftysix.rules.pack", {"cards": 64 if n == 8 else 48, "each": 12 if n == 4 else 8}),
        Text("fiftysix.rules.rank", {"players": n}),
        Text("fiftysix.rules.deal", {"direction": direction}),
    ]
    if o.all_jacks_redeal and o.no_point_cards_redeal:
        rules.append(Text("fiftysix.rules.redeal_both"))
    elif o.all_jacks_redeal:
        rules.append(Text("fiftysix.rules.redeal_jacks"))
    elif o.no_point_cards_redeal:
        rules.append(Text("fiftysix.rules.redeal_no_points"))
    rules += [
        Text("fiftysix.rules.auction", {"direction": direction}),
        Text("fiftysix.rules.bid_forms"),
        Text("fiftysix.rules.passing", {"rebid": _flag(o.rebid_after_pass)}),
        Text("fiftysix.rules.over_double", {"overbid": _flag(o.bid_over_double)}),
        Text("fiftysix.rules.auction_end"),
        Text("fiftysix.rules.all_pass", {"rule": str(o.all_pass_rule)}),
        Text("fiftysix.rules.play", {"direction": direction}),
        Text("fiftysix.rules.payment", {
            "table": str(o.scoring_table), "redouble": int(o.redouble_multiplier),
        }),
    ]
    if o.cot:
        rules.append(Text("fiftysix.rules.cot", {"end_early": _flag(o.end_early_when_cot_lost)}))
    rules.append(Text("fiftysix.rules.match", {"tables": int(o.starting_tables)}))
    if o.single_hand:
        rules.append(Text("fiftysix.rules.single_hand"))
    return rules


def _flag(value: object) -> str:
    return "on" if value else "off"


# --------------------------------------------------------------------------- views


def _seat(p: int, viewer: int) -> str:
    return f"P{p} (you)" if p == viewer else f"P{p}"


def _card(text: str) -> str:
    return card_symbol(parse_face(text))


def _denom(letter: str) -> str:
    if letter in ("N", "NT"):
        return "no trumps"
    i = DENOMS.index(letter)
    return f"{SUIT_SYMBOLS[i]} {SUIT_NAMES[i]}"


def _bid(short: str) -> str:
    """``30D`` -> ``30♦``, ``28NT`` -> ``28 NT``."""
    if short.endswith("NT"):
        return short[:-2] + " NT"
    return short[:-1] + SUIT_SYMBOLS[DENOMS.index(short[-1])]


def _team(team: int, view: Mapping[str, Any]) -> str:
    members = "+".join(f"P{p}" for p in view["teams"][team])
    mine = " (yours)" if team == view["team"] else ""
    return f"team {'AB'[team]} {members}{mine}"


def contract_text(contract: Mapping[str, Any], me: int) -> str:
    value = contract["value"]
    denom = _denom(contract["denomination"])
    how = {
        "undoubled": "",
        "doubled": ", doubled (x2)",
        "redoubled": f", redoubled (x{contract['multiplier']})",
    }[contract["doubling"]]
    team = "AB"[contract["team"]]
    if contract["all_pass"]:
        return (
            f"{value} {denom} for team {team}, the dealer's opponents (everybody passed); "
            f"{_seat(contract['bidder'], me)} answers for them"
        )
    return f"{value} {denom} by {_seat(contract['bidder'], me)} for team {team}{how}"


def _plays(entries: Sequence[Mapping[str, Any]], me: int) -> str:
    return ", ".join(f"{_seat(e['player'], me)} {_card(e['card'])}" for e in entries)


def describe_view(view: Mapping[str, Any]) -> str:
    me = int(view["seat"])
    lines: list[str] = []
    tables = view["tables"]
    way = "clockwise" if view["direction"] == CLOCKWISE else "counter-clockwise"
    lines.append(
        f"Hand {view['hand_number']}, dealer {_seat(view['dealer'], me)}, play goes {way}. "
        f"Tables: {_team(0, view)} {tables[0]}, {_team(1, view)} {tables[1]}."
    )
    if view["hand_number"] == 1 and view["first_draw"] and not view["auction"]:
        rounds = "; then ".join(_plays(r, me) for r in view["first_draw"])
        lines.append(f"Draw for the first deal: {rounds}; the highest card deals.")
    prev = view.get("previous_hand")
    if prev and not view["auction"]:
        lines.append("Last hand: " + describe_result(prev, me))
    for redeal in view["redeals"]:
        lines.append(
            f"{_seat(redeal['player'], me)} was dealt {redeal['reason']} "
            f"({' '.join(_card(c) for c in redeal['cards'])}); the same dealer dealt again."
        )
    if view["auction"]:
        calls = []
        for c in view["auction"]:
            bid = c["bid"]
            # A raise ("plus 2 diamonds") also shows the bid it makes.
            shown = f"{c['call']} (= {_bid(bid)})" if c["call"].startswith("plus") else c["call"]
            calls.append(f"{_seat(c['player'], me)}: {shown}")
        lines.append("Auction: " + "; ".join(calls) + ".")
    contract = view["contract"]
    if contract is None:
        high = view["high_bid"]
        if high:
            doubled = "" if view["doubling"] == "undoubled" else f", {view['doubling']}"
            lines.append(
                f"High bid: {high['value']} {_denom(high['denomination'])} by "
                f"{_seat(high['player'], me)}{doubled}."
            )
        else:
            lines.append("No bid yet.")
        if view["forced_bid"] and me in view["to_act"]:
            lines.append("Everyone before you passed: you must bid at least 28 (forced bid).")
    else:
        lines.append("Contract: " + contract_text(contract, me) + ".")
        lines.extend(_play_lines(view, me))
    result = view.get("hand_result")
    if result:
        lines.append("Hand over: " + describe_result(result, me))
    if view["winners"]:
        team = "AB"[view["winners"][0] % 2]
        lines.append(
            f"Match over: team {team} ("
            + ", ".join(f"P{p}" for p in view["winners"])
            + ") wins."
        )
    hand = view["hand"]
    lines.append("Your hand: " + (" ".join(_card(c) for c in hand) if hand else "(empty)"))
    return "\n".join(lines)


def _play_lines(view: Mapping[str, Any], me: int) -> list[str]:
    lines = []
    tricks = view["tricks"]
    if tricks:
        last = tricks[-1]
        lines.append(
            f"Trick {len(tricks)}: {_plays(last['cards'], me)}; won by "
            f"{_seat(last['winner'], me)}."
        )
    if view["current_trick"] or tricks:
        won, pts = view["tricks_won"], view["points"]
        lines.append(
            f"Card points taken: team A {pts[0]} ({_tricks(won[0])}), team B {pts[1]} "
            f"({_tricks(won[1])})."
        )
    if view["current_trick"]:
        on_table = _plays(view["current_trick"], me)
        lines.append(f"On the table (trick {len(tricks) + 1}): {on_table}.")
    sur = view["surrender"]
    if sur["offered_by"] is not None:
        answer = {
            "awaited": "waiting for the bidder's answer",
            "insisted": "the bidders insisted on playing on",
            "accepted": "the bidders accepted",
        }[sur["answer"]]
        lines.append(
            f"{_seat(sur['offered_by'], me)} offered to surrender before trick "
            f"{sur['before_trick']}: {answer}."
        )
    elif sur["open_now"] and sur["may_offer"]:
        who = ", ".join(_seat(p, me) for p in sur["may_offer"])
        lines.append(f"Before this lead, {who} may offer to surrender (the cot is still on).")
    return lines


def _tricks(count: int) -> str:
    return f"{count} trick" + ("" if count == 1 else "s")


def _tables(count: int) -> str:
    return f"{count} table" + ("" if count == 1 else "s")


def describe_result(result: Mapping[str, Any], me: int) -> str:
    contract = result["contract"]
    bt = contract["team"]
    payer = result["payer"]
    pts = result["points"][bt]
    outcome = {
        "made": f"made it with {pts} points",
        "failed": f"failed with {pts} points",
        "cot": "took every trick (cot, double tables)",
        "surrender accepted": f"accepted a surrender before trick {result['tricks_played'] + 1}",
        "insisted and lost a trick": "insisted on the cot and lost a trick (double loss)",
    }[result["outcome"]]
    team = "AB"[bt]
    what = f"team {team}'s {contract['value']} {_denom(contract['denomination'])}"
    if result["paid"]:
        money = f"team {'AB'[payer]} paid {_tables(result['amount'])}"
    else:
        money = (
            f"team {'AB'[payer]} owed {_tables(result['amount'])} but held only "
            f"{result['tables_before'][payer]}, and lost the match"
        )
    return f"{what} {outcome}; {money}."
