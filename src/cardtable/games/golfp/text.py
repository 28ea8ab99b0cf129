"""Power-card Golf for people: the rules in force as text, and a view drawn for a terminal.

``describe_view`` draws each layout as a 2 x 2 grid (rows of two) or a line: ``##`` is a
face-down card the viewer does not know, ``[7♥]`` one the viewer may see now (they peeked,
placed or saw it revealed), ``**`` one they have seen but, with ``memory_mode=human``, must
remember, ``__`` a vacated slot waiting for a card. It shows the discard top, the stock, the
call and a ``FINAL TURNS`` marker, an open match or snap window with how to take part, and the
last things that happened.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.cards import JOKER, RANK_NAMES, card_symbol, face, parse_face
from cardtable.engine.options import format_value
from cardtable.games.golfp.rules import (
    CALL_END_OF_TURN,
    EFFECT_NAMES,
    WINDOW_CLAIM,
    WINDOW_SNAP,
)

if TYPE_CHECKING:
    from cardtable.games.golfp.game import PowerGolfGame

_TITLES = {
    "malaysian": "Malaysian", "pablo": "Pablo", "cumbia": "Cumbia", "cabo": "Cabo",
    "cactus": "Cactus", "dacz": "Dacz",
}


def _values_line(game: PowerGolfGame) -> str:
    values = game.config.value

    def part(rank: int) -> str:
        same = {values[face(s, rank)] for s in range(4)}
        if len(same) == 1:
            return f"{RANK_NAMES[rank]} {values[face(0, rank)]}"
        return f"{RANK_NAMES[rank]}: " + ", ".join(
            f"{card_symbol(face(s, rank))} {values[face(s, rank)]}" for s in range(4)
        )

    parts = [part(12)] + [part(r) for r in range(12)]
    if game.config.rules.jokers:
        parts.append(f"joker {values[JOKER]}")
    return "Card values: " + ", ".join(parts) + "."


def _powers_lines(game: PowerGolfGame) -> list[str]:
    powers = game.config.power
    by_effect: dict[int, list[str]] = {}
    for f in list(range(12, 13)) + list(range(12)):
        if powers[f]:
            by_effect.setdefault(powers[f], []).append(RANK_NAMES[f])
    if game.config.rules.jokers and powers[JOKER]:
        by_effect.setdefault(powers[JOKER], []).append("joker")
    return [f"  {' or '.join(ranks)}: {EFFECT_NAMES[e]}." for e, ranks in by_effect.items()]


def rules_text(game: PowerGolfGame) -> str:
    cfg = game.config
    r = cfg.rules
    o = game.options
    n = cfg.n
    word = r.call_word.capitalize()
    lines = [
        f"{game.title} (golf.md {r.section}), {n} players.",
        f"Deck: one 52-card pack{' and 2 jokers' if r.jokers else ''}. Each player gets four "
        "cards face down" + (", then one card starts the discard pile." if r.up_card
                             else "; there is no up-card: the first player must draw from the "
                             "stock."),
        "Before play each player looks at two of their cards: "
        + ("the two nearest (slots 3 and 4)." if cfg.nearest_two else "any two of their choice."),
        "On your turn draw the top card of the stock (only you see it) or of the discard pile, "
        "then put it in place of one of your cards without looking at that card first (the "
        "old card is discarded face up), or discard it (only a stock card).",
    ]
    lines.append(
        "Everyone sees which cards are looked at and which move, never a face-down card that "
        "moves. " + ("Memory is perfect: every card you know stays shown to you."
                     if cfg.memory_perfect else
                     "Memory is human: a card you look at (or draw and place) is shown to you "
                     "until your next action; remember it.")
    )
    if cfg.unseen_only:
        lines.append("replace_scope=unseen_at_start_only: you may replace only a card you did "
                     "not look at at the start.")
    lines.append(_values_line(game))
    lines.append("Powers, only for a card drawn from the stock (optional; the card is then "
                 "discarded):")
    lines += _powers_lines(game)
    if r.unplaceable_powers:
        lines.append("A power card drawn from the stock may only be used or discarded, never "
                     "placed; one on top of the pile may not be taken.")
    if r.discard_power:
        lines.append("Instead of drawing you may use the power of the top discard if its power "
                     "has not been used (use discard); it is discarded again, spent.")
    if r.multi_replace:
        lines.append("Multi-replace: nominate two or more of your cards (multi N, then reveal). "
                     "If they all have the same rank they are discarded and the held card takes "
                     "the first slot; otherwise they stay (now known to all), the held card is "
                     "added as an extra card, and nothing is discarded."
                     + (" Only with a card from the stock." if cfg.multi_stock_only else ""))
    if r.match:
        lines.append("Match: instead of placing the held card, nominate one or more cards of any "
                     "layouts (match P1.2 ..., then reveal). Equal ranks (all kings match) are "
                     "discarded; each miss stays (known to all) and costs you a penalty card "
                     "from the stock, unseen, into your layout. Then the held card is discarded "
                     "and you give one of your cards, unseen, for each opponent's card matched"
                     + (" (or keep: the slot is removed)." if cfg.fill_optional else ".")
                     + (" A card from the discard pile may match too." if cfg.match_from_discard
                        else " Only a card drawn from the stock may match."))
    if r.window == WINDOW_CLAIM:
        lines.append("After every discard one match window opens: anyone may claim one card of "
                     "any layout (claim P1.2) as equal in point value to the top discard. A "
                     "match goes to the discard pile (from an opponent: you give them one of "
                     "your cards); a miss goes back known to all, +10 if it was an opponent's. "
                     "Only the first claim counts; pass to decline.")
    if r.window == WINDOW_SNAP:
        lines.append("Snap: after every discard anyone may discard one of their own cards of the "
                     "same rank as the top discard (snap N). A wrong snap goes back, known to "
                     f"all, and costs {cfg.snap_penalty} penalty cards, unseen, into your layout. "
                     + ("A snapped card may be snapped in turn." if cfg.snap_multiple
                        else "One snap per discard.") + " Pass to decline.")
    if r.call_timing:
        when = "at the end of your turn" if r.call_timing == CALL_END_OF_TURN else (
            "at any moment of your own turn (the turn is completed)")
        who = ("every player, the caller last" if cfg.final_incl_caller
               else "each other player")
        lines.append(f"Call \"{word}\" {when}: then {who} takes one more turn (FINAL TURNS).")
    if r.ends_on_stock_out:
        lines.append("The hand ends when the stock is exhausted (after that turn)"
                     + (" or a player has no card left." if r.ends_on_empty_layout else "."))
    elif r.reshuffle:
        lines.append("An empty stock is refilled from the discard pile (all but its top card).")
    lines.append(_scoring_line(game))
    lines.append(_match_line(game))
    lines.append("")
    lines.append("Options (value in force, allowed values, default, source):")
    for spec in game.option_specs:
        lines.append(
            f"  {spec.name} = {format_value(o[spec.name])}   [{spec.allowed_text()}; "
            f"default {format_value(spec.default)}] {spec.source}"
        )
        lines.append(f"      {spec.effect}")
    if game.preset_docs:
        lines += ["", "Presets:"]
        lines += [f"  {name}: {doc}" for name, doc in game.preset_docs.items()]
    lines += ["", "Actions: " + game.notation_help, "", "Deal order for deck=: " + game.deal_order]
    return "\n".join(lines)


def _scoring_line(game: PowerGolfGame) -> str:
    name = game.name
    o = game.options
    base = "Each layout scores the sum of its cards (an empty layout 0); lower is better."
    if name == "pablo":
        low = "-10" if o["caller_low_score"] == "flat_minus10" else "their layout value - 10"
        return (base + f" A caller lower than everyone scores {low}; a caller beaten by anyone "
                "scores their layout plus the highest opponent's layout; a caller tied for "
                "lowest scores their layout.")
    if name == "cumbia":
        return base + " Penalties (+10 per missed claim on an opponent's card) are added."
    if name == "cactus":
        return (base + " A caller lower than every opponent scores 0, otherwise layout + 10; "
                "an opponent at or below the caller scores 0. The lowest layout wins the hand "
                "(the caller loses ties) and plays first in the next.")
    if name == "dacz":
        return base + " The caller adds 10 if someone is lower, or 5 if someone ties."
    return base


def _match_line(game: PowerGolfGame) -> str:
    cfg = game.config
    kind, number = cfg.match_kind, cfg.match_number
    if kind == "single_hand":
        return "Match: a single hand; the lowest score wins (ties share)."
    length = f"{number} hands" if kind == "holes" else f"hands until some total is {number} or more"
    tie = ("more hands are played until a single player is lowest" if cfg.play_off_ties
           else "everyone tied for lowest wins")
    return f"Match: {length}; the lowest total wins; on a tie {tie}."


# --------------------------------------------------------------------------- views


def _card(text: str | None) -> str:
    if text is None:
        return "##"
    return "[" + card_symbol(parse_face(text)) + "]"


def describe_view(game: PowerGolfGame, view: Mapping[str, Any]) -> str:
    cfg = game.config
    seat = view["seat"]
    per_row = 2 if view["layout_shape"] == "square_2x2" else 4
    lines = [
        f"{_TITLES[game.name]}: hand {view['hand_number']}, you are P{seat}. "
        f"Totals: " + ", ".join(f"P{q} {t}" for q, t in enumerate(view["scores"])),
    ]
    for lay in view["layouts"]:
        q = lay["player"]
        marks = []
        if view["caller"] == q:
            marks.append(f"called {cfg.rules.call_word}")
        if view["penalties"][q]:
            marks.append(f"penalty +{view['penalties'][q]}")
        head = f"P{q}" + (" (you)" if q == seat else "")
        head += " — " + ", ".join(marks) if marks else ""
        lines.append(head + ":" + (" no cards" if not lay["cards"] else ""))
        cells = []
        for i, text in enumerate(lay["cards"]):
            if i in lay["holes"]:
                face = "__"
            elif text is None and seat in lay["known_by"][i]:
                face = "**"  # human memory: you have seen it; remember it
            else:
                face = _card(text)
            label = f"{i + 1}:{face}"
            cells.append(f"{label:<8}")
        for k in range(0, len(cells), per_row):
            lines.append("    " + " ".join(cells[k : k + per_row]).rstrip())
    top = view["discard"]
    spent = view["discard_spent"][-1] if view["discard_spent"] else False
    lines.append(
        f"Discard: {_card(top) if top else 'empty'}"
        + (" (power used)" if spent and cfg.rules.discard_power else "")
        + f"   Stock: {view['stock']} cards"
    )
    held = view["held"]
    if held is not None:
        card = _card(held["card"]) if held["card"] else "a card"
        lines.append(f"P{held['player']} holds {card} from the {held['from'].replace('_', ' ')}.")
    if view["caller"] is not None:
        left = ", ".join(f"P{q}" for q in view["final_turns"] or [])
        now = "" if view["turn"] is None or (view["turn"] == view["caller"] and not left) else (
            f"P{view['turn']} is playing; ")
        lines.append(f"*** FINAL TURNS *** P{view['caller']} called {cfg.rules.call_word}; "
                     f"{now}still to play after this turn: {left or 'nobody'}")
    window = view["window"]
    if window is not None:
        verb = "claim P<player>.<slot>" if window["kind"] == "claim" else "snap <slot>"
        who = ", ".join(f"P{q}" for q in window["players"])
        lines.append(f"Open {window['kind']} window ({who}): {verb} to "
                     f"{'match' if window['kind'] == 'claim' else 'snap'} the top discard, "
                     "or pass.")
    if view["selected"]:
        lines.append("Nominated: " + ", ".join(f"P{q}.{s + 1}" for q, s in view["selected"]))
    if view["holes"]:
        lines.append("To fill: " + ", ".join(f"P{q}.{s + 1}" for q, s in view["holes"]))
    recent = view["log"][-8:]
    if recent:
        lines.append("Recent: " + "; ".join(
            (f"P{p} {t}" if p >= 0 else t) for p, t in recent))
    result = view["hand_result"]
    if result is not None:
        lines.append(f"Last hand ({result['hand']}): values {result['values']}, "
                     f"scores {result['scores']}")
    if view["winners"]:
        lines.append("Match over. Winner(s): " + ", ".join(f"P{q}" for q in view["winners"]))
    elif view["phase"] == "setup":
        who = view["setup_left"][0]
        lines.append(f"Setup: P{who} chooses two cards to look at (peek P{who}.N).")
    else:
        lines.append("To act: " + ", ".join(f"P{q}" for q in view["to_act"]))
    return "\n".join(lines)


