"""Fareeb for people: the rules in force as text, and a view drawn for a terminal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.cards import SUIT_NAMES, SUIT_SYMBOLS, SUITS, card_symbol, parse_face
from cardtable.engine.options import format_value

if TYPE_CHECKING:
    from cardtable.games.fareeb.game import FareebGame


def rules_text(game: FareebGame) -> str:
    o = game.options
    five = o.players == 5
    lines = [f"{game.title}: {game.summary}", ""]
    if five:
        lines += [
            "Players: 5, no fixed teams. Each hand the maker and a secretly called partner (or the",
            "maker alone) play against the other players. Scores are kept per player.",
            "Pack: 28 cards, 8 to A in each suit. Five cards each; 3 stay undealt.",
        ]
    else:
        lines += [
            "Players: 4 in two teams, partners opposite: seats 0+2 against 1+3.",
            "Pack: 24 cards, 9 to A in each suit. Five cards each; 4 stay undealt.",
        ]
    low = "8" if five else "9"
    lines += [
        "The deal goes clockwise from the dealer's left; the next card is turned up.",
        f"Farmer's hand: {'a hand of only 8s and 9s' if five else 'a hand of only 9s and 10s'} "
        + ("is announced and the same dealer redeals." if o.farmers_hand_redeal else "is played."),
        "",
        f"Ranking: A K Q J 10 9{' 8' if five else ''} until trumps are fixed. Then the jack of",
        "trumps (right bower) is highest, the other jack of the same colour (left bower) second",
        f"and a trump for every purpose, then A K Q 10 ... {low} of trumps; every trump beats",
        "every other card.",
        "",
        "Making trumps, round 1: from the dealer's left, each player may order up the up-card's",
        "suit or pass; the dealer picks the up-card up and discards a card face down"
        + ("" if o.dealer_may_discard_upcard else " (not the up-card itself)") + ".",
        "Round 2 (everyone passed): the up-card is turned down and its suit is barred; each player",
        "may name another suit or pass. "
        + (
            "Stick the dealer: if the others pass, the dealer must name a suit."
            if o.stick_the_dealer
            else "If everyone passes again, the hand is thrown in and the next player deals; "
            f"after {o.thrown_in_limit} thrown-in hand{'s' if o.thrown_in_limit != 1 else ''} "
            "in a match the dealer is stuck (must name a suit) for the rest of the match."
        ),
    ]
    if five:
        when = "before" if o.call_timing == "before_exchange" else "after"
        lines += [
            f"The maker then {'goes alone or ' if o.going_alone else ''}calls a card ({when} the "
            "dealer's exchange)"
            + ("" if o.called_card_may_be_trump else ", never a trump")
            + "; its holder is the secret partner, known to others only when the card is played.",
            "If nobody holds the called card (it is undealt or discarded), the maker plays alone. "
            + (
                "The maker may call his own card, and then plays alone."
                if o.call_own_card == "counts_as_alone"
                else "The maker may not call a card he holds."
            ),
        ]
    elif o.going_alone:
        lines.append(
            "The maker may go alone: the partner lays the hand down and sits out (if that is the "
            "dealer, there is no exchange)."
        )
        if o.defender_alone:
            lines.append(
                "Against a lone maker a defender may defend alone (partner sits out too)."
            )
        lead = (
            "the first active player from the lone maker's left"
            if o.alone_lead == "left_of_lone_player"
            else "the first active player from the dealer's left"
        )
        lines.append(f"When someone sits out, {lead} leads.")
    lines += [
        "",
        "Play: the dealer's left leads; follow the suit led if you can (bowers are trumps),",
        "otherwise play anything. The highest trump wins, else the highest card of the suit led.",
        "",
        "Scoring per hand:",
        "  makers take 3 or 4 tricks: makers 1",
        # A 5-player maker can be left alone by his call even with going_alone off (§4).
        "  makers take all 5: makers 2"
        + (f", a lone maker {o.lone_march_points}" if five or o.going_alone else ""),
        "  makers take 1 or 2 (Fareeb, a euchre): defenders 2"
        + (", a lone defender 4" if o.defender_alone else ""),
        f"  makers take none: defenders {o.defenders_march_points}"
        + (", a lone defender 4" if o.defender_alone else ""),
    ]
    if five:
        lines.append("  Each member of the scoring side scores the points.")
        tie = (
            "they win together"
            if o.five_player_tie == "joint_winners"
            else "play goes on until one player alone has the highest score"
        )
        lines.append(
            f"Match: first player to {o.target_score}; if several get there in one hand, {tie}."
        )
    else:
        lines.append(f"Match: the first team to {o.target_score} points wins.")
    if o.single_hand:
        lines.append("(single_hand is on: this table plays one hand only.)")
    lines += ["", "Options (value in force, allowed values, default, effect, source):"]
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


def _seat(p: int, viewer: int) -> str:
    return "you" if p == viewer else f"P{p}"


def _card(text: str) -> str:
    return card_symbol(parse_face(text))


def _suit(letter: str) -> str:
    i = SUITS.index(letter)
    return f"{SUIT_SYMBOLS[i]} {SUIT_NAMES[i]}"


def describe_view(view: Mapping[str, Any]) -> str:
    me = int(view["seat"])
    n = int(view["players"])
    lines: list[str] = []
    if view["team_scores"] is not None:
        t = view["team_scores"]
        score = f"team P0+P2 {t[0]}, team P1+P3 {t[1]}"
    else:
        score = ", ".join(f"{_seat(p, me)} {s}" for p, s in enumerate(view["scores"]))
    lines.append(
        f"Hand {view['hand_number']}, dealer {_seat(view['dealer'], me)}. Scores: {score} "
        f"(playing to {view['target_score']})."
    )
    prev = view.get("previous_hand")
    if prev and not view["bidding"]:
        lines.append("Last hand: " + describe_result(prev, me, n))
    for redeal in view["redeals"]:
        cards = " ".join(_card(c) for c in redeal["cards"])
        lines.append(f"{_seat(redeal['player'], me)} showed a farmer's hand ({cards}); redealt.")
    lines.append(f"Up-card: {_card(view['up_card'])} ({view['up_card_state']}).")
    if view["bidding"]:
        bids = ", ".join(f"{_seat(b['player'], me)} {b['action']}" for b in view["bidding"])
        lines.append("Bidding: " + bids)
    if view["trump"]:
        maker = view["maker"]
        extra = []
        if view["alone"]:
            extra.append("alone")
        if view["called_card"]:
            extra.append(f"called {_card(view['called_card'])}")
        if view["lone_defender"] is not None:
            extra.append(f"{_seat(view['lone_defender'], me)} defends alone")
        if view["partner_status"] == "known" and view["partner"] is not None and n == 5:
            extra.append(f"partner {_seat(view['partner'], me)}")
        tail = f" ({', '.join(extra)})" if extra else ""
        lines.append(f"Trump: {_suit(view['trump'])}; maker {_seat(maker, me)}{tail}.")
    if view["sitting_out"]:
        lines.append("Sitting out: " + ", ".join(_seat(p, me) for p in view["sitting_out"]))
    if view["tricks"]:
        last = view["tricks"][-1]
        cards = ", ".join(f"{_seat(e['player'], me)} {_card(e['card'])}" for e in last["cards"])
        lines.append(
            f"Trick {len(view['tricks'])}: {cards}; won by {_seat(last['winner'], me)}."
        )
        won = ", ".join(f"{_seat(p, me)} {w}" for p, w in enumerate(view["tricks_won"]) if w)
        lines.append(f"Tricks won: {won}.")
    if view["current_trick"]:
        cards = ", ".join(
            f"{_seat(e['player'], me)} {_card(e['card'])}" for e in view["current_trick"]
        )
        lines.append(f"On the table: {cards}.")
    if view.get("discarded"):
        lines.append(f"You discarded {_card(view['discarded'])}.")
    result = view.get("hand_result")
    if result:
        lines.append("Hand over: " + describe_result(result, me, n))
    if view["winners"]:
        lines.append("Match over. Winners: " + ", ".join(_seat(p, me) for p in view["winners"]))
    lines.append("Your hand: " + (" ".join(_card(c) for c in view["hand"]) or "(none)"))
    return "\n".join(lines)


def describe_result(result: Mapping[str, Any], me: int, n: int) -> str:
    if result["thrown_in"]:
        return "everyone passed; thrown in."
    makers = " and ".join(_seat(p, me) for p in result["makers"])
    tricks = sum(result["tricks_won"][p] for p in result["makers"])
    gained = [p for p in range(n) if result["points"][p] > 0]
    who = " and ".join(_seat(p, me) for p in gained) or "nobody"
    pts = max(result["points"]) if gained else 0
    return (
        f"{makers} made {_suit(result['trump'])} and took {tricks} tricks "
        f"({result['outcome']}): {who} +{pts}."
    )
