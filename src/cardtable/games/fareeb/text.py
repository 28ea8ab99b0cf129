"""Fareeb for people: the rules in force as text, and a view drawn for a terminal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.cards import SUIT_NAMES, SUIT_SYMBOLS, SUITS, card_symbol, parse_face
from cardtable.engine.scene import Text

if TYPE_CHECKING:
    from cardtable.games.fareeb.game import FareebGame


def _flag(on: object) -> str:
    return "on" if on else "off"


def rules_paragraphs(game: FareebGame) -> list[Text]:
    """The rules in force, a message id per paragraph; every option that changes a rule is an
    argument of the paragraph that states it (``on``/``off`` for flags, the value otherwise)."""
    o = game.options
    five = o.players == 5
    low = 8 if five else 9
    paragraphs = [
        Text("fareeb.rules.five_players" if five else "fareeb.rules.four_players"),
        Text("fareeb.rules.deal", {
            "low": low, "high": low + 1, "redeal": _flag(o.farmers_hand_redeal),
        }),
        Text("fareeb.rules.ranking", {"low": low}),
        Text("fareeb.rules.round_1", {"discard_upcard": _flag(o.dealer_may_discard_upcard)}),
        Text("fareeb.rules.round_2", {
            "stick": _flag(o.stick_the_dealer), "limit": o.thrown_in_limit,
        }),
    ]
    if five:
        paragraphs += [
            Text("fareeb.rules.call", {
                "alone": _flag(o.going_alone),
                "timing": o.call_timing,
                "trump_call": _flag(o.called_card_may_be_trump),
            }),
            Text("fareeb.rules.call_nobody", {"own": o.call_own_card}),
        ]
    elif o.going_alone:
        paragraphs.append(Text("fareeb.rules.alone", {"lead": o.alone_lead}))
        if o.defender_alone:
            paragraphs.append(Text("fareeb.rules.defend_alone"))
    paragraphs += [
        Text("fareeb.rules.play"),
        # A 5-player maker can be left alone by his call even with going_alone off (§4).
        Text("fareeb.rules.scoring", {
            "lone_maker": _flag(five or o.going_alone),
            "lone_march": o.lone_march_points,
            "lone_defender": _flag(o.defender_alone),
            "defenders_march": o.defenders_march_points,
        }),
    ]
    if five:
        paragraphs.append(Text("fareeb.rules.match_five", {
            "target": o.target_score, "tie": o.five_player_tie,
        }))
    else:
        paragraphs.append(Text("fareeb.rules.match_four", {"target": o.target_score}))
    if o.single_hand:
        paragraphs.append(Text("fareeb.rules.single_hand"))
    return paragraphs


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
