"""All Fours for people: the rules in force as paragraphs to be said in any language, and a view
drawn for a terminal."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.cards import SUIT_NAMES, SUIT_SYMBOLS, SUITS, card_symbol, parse_face
from cardtable.engine.scene import ArgValue, Text
from cardtable.games.allfours.options import PITCHER, STANDARD, TRINIDAD

if TYPE_CHECKING:
    from cardtable.games.allfours.game import AllFoursGame


def _flag(value: object) -> str:
    return "on" if value else "off"


def _rule(name: str, **args: ArgValue) -> Text:
    return Text(f"allfours.rules.{name}", args)


def rules_paragraphs(game: AllFoursGame) -> list[Text]:
    """The rules in force as paragraphs (``allfours.rules.*``); every sentence that depends on
    an option takes that option's value as an argument the catalogs select on."""
    o = game.options
    c = game.config
    needs = c.target - 1
    if c.ruleset == STANDARD:
        out = [
            _rule("standard_players", players=c.players),
            _rule("standard_deal", running=_flag(o.running_all_fours)),
            _rule("standard_beg", gift_blocked=_flag(o.gift_blocked_at_target_minus_one),
                  needs=needs),
        ]
    elif c.ruleset == TRINIDAD:
        out = [
            _rule("trinidad_players", method=o.partnership_method),
            _rule("trinidad_deal"),
            _rule("trinidad_turnup", bonus=o.bonus_two_point_card),
            _rule("trinidad_beg", restriction=o.take_one_restriction, needs=needs),
        ]
    else:
        out = [
            _rule("pitcher_players", method=o.partnership_method),
            _rule("pitcher_deal"),
            _rule("pitcher_pitch"),
        ]
        if c.throw_in:
            out.append(_rule("throw_in", condition=o.throw_in_condition))
    if c.ruleset != PITCHER:
        out += [
            _rule("running", discard=c.discard_method),
            _rule("same_suit_turnups", scores=_flag(c.score_same_suit_turnups)),
            _rule("exhausted"),
        ]
        if c.bunch:
            out.append(_rule("bunch", keeps=_flag(c.bunch_keeps_turnup_points)))
    out += [
        _rule(
            "play", leader="pitcher" if c.pitcher else "elder",
            no_trumping_in=_flag(c.no_trumping_in), no_undertrump=_flag(c.no_undertrump),
        ),
        _rule("count", low=c.low_rule, jack=c.jack_scoring, tie=c.game_tie),
    ]
    if c.peg:
        out.append(_rule("peg"))
    out.append(_rule("match", target=c.target))
    if c.single_hand:
        out.append(_rule("single_hand"))
    return out


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
