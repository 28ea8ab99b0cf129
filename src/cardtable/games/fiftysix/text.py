"""56 for people: the rules in force as text, and a view drawn for a terminal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.cards import SUIT_NAMES, SUIT_SYMBOLS, card_symbol, parse_face
from cardtable.engine.options import format_value
from cardtable.games.fiftysix.options import CLOCKWISE, FORCED_BID
from cardtable.games.fiftysix.ranking import DENOMS
from cardtable.games.fiftysix.scoring import table_amount

if TYPE_CHECKING:
    from cardtable.games.fiftysix.game import FiftySixGame

_BANDS = {
    "standard": ((28, 39), (40, 47), (48, 55), (56, 56)),
    "honours_40_55": ((28, 39), (40, 55), (56, 56)),
    "honours_40_48": ((28, 39), (40, 48), (49, 56)),
}


def rules_text(game: FiftySixGame) -> str:
    o = game.options
    n = game.players
    cards = 64 if n == 8 else 48
    each = 12 if n == 4 else 8
    ccw = o.direction != CLOCKWISE
    way = "counter-clockwise" if ccw else "clockwise"
    nxt = "right" if ccw else "left"
    teams = " ".join(f"P{p}" for p in range(0, n, 2)), " ".join(f"P{p}" for p in range(1, n, 2))
    lines = [
        f"{game.title}: {game.summary}",
        "",
        f"Players: {n} in two teams that alternate round the table: team A ({teams[0]}) against "
        f"team B ({teams[1]}).",
        f"Pack: {cards} cards, A K Q J 10 9{' 8 7' if n == 8 else ''} of two packs (every card "
        f"twice). {each} cards each, {each} tricks a hand.",
        "Rank in every suit, trumps too: J 9 A 10 K Q" + (" 8 7" if n == 8 else "") + ". Card "
        "points: jack 3, nine 2, ace 1, ten 1, others 0: 56 in the pack.",
        f"Deal, auction and play go {way}; the first dealer is the highest card drawn, and the "
        f"deal passes to the dealer's {nxt} each hand. Cards are dealt in packets of four, "
        f"starting with the dealer's {nxt}-hand neighbour.",
    ]
    redeal = []
    if o.all_jacks_redeal:
        redeal.append("a player holds all eight jacks")
    if o.no_point_cards_redeal:
        redeal.append("a player holds no J, 9, A or 10")
    if redeal:
        lines.append("The same dealer deals again if " + " or ".join(redeal) + ".")
    lines += [
        "",
        f"Auction: from the dealer's {nxt}, each player passes, bids 28-56 card points in a suit "
        "or no trumps (all equal: a bid only has to be higher), doubles the opponents' bid, or "
        "redoubles his own team's doubled bid (which ends the auction).",
        "Bid in any spoken form: 28 clubs, clubs 28, 28 no trumps, 28 No; once someone has "
        "bid, also plus 2 diamonds, plus 1 No (the current bid raised by that much).",
        "Passing is " + ("not final: you may still bid at a later turn." if o.rebid_after_pass
                         else "final: you take no further part in the auction."),
        ("A higher bid may follow a double and cancels it." if o.bid_over_double
         else "After a double no higher bid is allowed: only pass or redouble."),
        "The auction ends after a redouble, or when a bid or double is followed by passes from "
        "all the other players.",
    ]
    if o.all_pass_rule == FORCED_BID:
        lines.append(
            "Forced bid: if everyone before him passed, the dealer's left-hand neighbour must bid "
            "at least 28."
        )
    else:
        lines.append(
            "If everyone passes, the hand is played at no trumps as though the dealer's "
            "opponents had bid 28."
        )
    lines += [
        "",
        f"Play: the dealer's {nxt}-hand neighbour leads, whoever won the auction. Follow suit "
        "if you can, else play anything. The highest trump wins, else the highest card of the "
        "suit led; of two identical cards the one played first wins.",
        "",
        f"Payment in tables ({o.scoring_table}): the bidders win if their tricks hold at least "
        "the points they bid.",
    ]
    for low, high in _BANDS[o.scoring_table]:
        band = f"{low}" if low == high else f"{low}-{high}"
        lines.append(
            f"  bid {band}: made, the opponents give {table_amount(low, True, o.scoring_table)}; "
            f"failed, the bidders give {table_amount(low, False, o.scoring_table)}"
        )
    lines.append(f"  doubled x2, redoubled x{o.redouble_multiplier}.")
    if o.cot:
        lines += [
            "Cot: bidders who take every trick get twice the tables. Before any lead, while the "
            "bidders have won every trick, a defender may offer to surrender (once a hand); the "
            "bidder accepts (the hand ends, normal tables) or insists: then all the tricks pay "
            "twice, and losing one costs twice the losing amount"
            + (" and ends the hand." if o.end_early_when_cot_lost else "."),
        ]
    lines.append(
        f"Match: each team starts with {o.starting_tables} tables; a team that has to pay more "
        "than it holds loses the match."
    )
    if o.single_hand:
        lines.append("(single_hand is on: this table plays one hand only.)")
    lines += ["", "Options (value in force, allowed values, default, source):"]
    for spec in game.option_specs:
        lines.append(
            f"  {spec.name} = {format_value(o[spec.name])}   [{spec.allowed_text()}; default "
            f"{format_value(spec.default)}] {spec.source}"
        )
        lines.append(f"      {spec.effect}")
    lines += ["", "Presets:"]
    for name, doc in game.preset_docs.items():
        lines.append(f"  {name}: {doc}")
    lines += ["", "Actions: " + game.notation_help, "", "Deal order for deck=: " + game.deal_order]
    return "\n".join(lines)


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
        money = f"team {'AB'[payer]} paid {result['amount']} tables"
    else:
        money = (
            f"team {'AB'[payer]} owed {result['amount']} tables but held only "
            f"{result['tables_before'][payer]}, and lost the match"
        )
    return f"{what} {outcome}; {money}."
