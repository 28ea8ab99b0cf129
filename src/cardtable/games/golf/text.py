"""Golf for people: the rules in force as text, and a view drawn for a terminal.

``describe_view`` draws every layout as its grid: face-up cards as they are, face-down cards as
``##``; a face-down card the viewer may see now is shown in brackets (``[7♥]``), and, with
``memory_mode=human``, one the viewer has seen but may no longer look at is ``**`` (remember
it). It also shows the discard pile's top, the stock count, what each layout is showing (the
value of its face-up cards), what happened since the viewer's last action, the scores per hole
and the totals.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from cardtable.cards import JOKER, RANK_NAMES, card_symbol, face, parse_face
from cardtable.engine.options import format_value
from cardtable.games.golf.options import match_end_parts

if TYPE_CHECKING:
    from cardtable.games.golf.game import GolfGame


# --------------------------------------------------------------------------- rules


def _values_line(game: GolfGame) -> str:
    """``Card values: A 1, 2 -2, 3-10 face value, J 10, Q 10, K 0, joker -2.``"""
    values = game.config.rules.values

    def part(rank: int) -> str:
        same = {values[face(s, rank)] for s in range(4)}
        if len(same) == 1:
            return f"{RANK_NAMES[rank]} {values[face(0, rank)]}"
        per_suit = ", ".join(
            f"{card_symbol(face(s, rank))} {values[face(s, rank)]}" for s in range(4)
        )
        return f"{RANK_NAMES[rank]}: {per_suit}"

    parts = [part(12)]
    # 2 to 10 in runs: "3-10 face value" where the cards count their number.
    run: list[int] = []
    for rank in range(9):
        plain = all(values[face(s, rank)] == rank + 2 for s in range(4))
        if plain:
            run.append(rank)
            continue
        parts += _run_text(run)
        run = []
        parts.append(part(rank))
    parts += _run_text(run)
    parts += [part(rank) for rank in (9, 10, 11)]
    if game.config.jokers:
        parts.append(f"joker {values[JOKER]}")
    return "Card values: " + ", ".join(parts) + "."


def _run_text(run: list[int]) -> list[str]:
    if not run:
        return []
    if len(run) == 1:
        return [f"{RANK_NAMES[run[0]]} {run[0] + 2}"]
    return [f"{RANK_NAMES[run[0]]}-{RANK_NAMES[run[-1]]} face value"]


def _match_line(game: GolfGame) -> str:
    o = game.options
    kind, number = match_end_parts(o["match_end"])
    length = f"{number} hands" if kind == "holes" else f"hands until some total is {number} or more"
    tie = (
        "everyone tied for lowest wins"
        if o["match_tie_policy"] == "shared_win"
        else "more hands are played until one player alone is lowest"
    )
    line = f"Match: {length}; the lowest total wins; on a tie {tie}."
    if o["single_hand"]:
        line += " (single_hand is on: this table plays one hand only.)"
    return line


def _setup_lines(game: GolfGame) -> list[str]:
    cfg = game.config
    o = game.options
    name = game.name
    if name == "golf4":
        peek = {
            "nearest_two": "looks once at their two near cards (row 1)",
            "any_two": "chooses two of their cards and looks at them once",
            "any_one": "chooses one of their cards and looks at it once",
            "none": "looks at none of their cards",
        }[o["initial_peek"]]
        out = [f"Before play each player, in seat order, {peek}."]
        if cfg.progressive and o["progressive_initial_face_up"]:
            out.append("Then each player turns one card of their choice face up; it is locked.")
        return out
    if name == "golf8":
        first = (
            "both cards of one column"
            if o["first_turn_flip"] == "one_column"
            else "any two of their cards"
        )
        return [f"On their first turn, before drawing, each player turns up {first}."]
    if name == "golf9":
        k = int(o["initial_flips"])
        if k == 0:
            return ["No card is turned up at the start."]
        when = (
            "before play, in seat order from the dealer's left"
            if o["initial_flip_timing"] == "before_play"
            else "at the start of their own first turn"
        )
        return [f"Each player turns {k} cards of their choice face up {when}."]
    if o["initial_row_look"]:
        return ["No card is turned up: each player looks once at their near row (row 1)."]
    when = (
        "before play, in seat order from the dealer's left"
        if o["initial_flip_timing"] == "before_play"
        else "at the start of their own first turn"
    )
    rule = {
        "any": "any two",
        "same_column": "the two cards of one column",
        "different_columns": "two cards in different columns",
        "middle_and_outer": "one card of the middle column and one of an outer column",
    }[o["initial_flip_constraint"]]
    out = [f"Each player turns {rule} face up {when}."]
    if o["rearrange_after_flip"]:
        out.append("They may then move those two cards to any slots (arrange), face-down cards "
                   "filling the rest unseen.")
    if name == "golf10" and o["flips_each_turn"]:
        out.append("At the start of every turn the player also turns two face-down cards up.")
    return out


def _turn_lines(game: GolfGame) -> list[str]:
    cfg = game.config
    o = game.options
    placed = "face up" if cfg.face_up_family else "face down (you know it; a card from the " \
        "discard pile is known to everyone)"
    out = [
        "A turn: draw the top card of the stock (only you see it) or of the discard pile.",
        f"Then put it into a slot of your layout, {placed}; the card that was there is not looked "
        "at first and goes face up onto the discard pile.",
        "Or discard a card drawn from the stock (a card taken from the discard pile may not go "
        "straight back).",
    ]
    if cfg.progressive:
        out.append("Progressive exposure: only face-down slots may be replaced; after a stock "
                   "discard you must turn a face-down card up (locked). Fully exposed players "
                   "skip their turns.")
    if cfg.after_discard in (1, 2) and game.name != "golf8":
        last = "may" if cfg.after_discard == 1 else "must"
        out.append(f"After discarding a stock card you must turn a face-down card up; with one "
                   f"face-down card left you {last} leave it down.")
    if game.name == "golf8":
        out.append("After discarding a stock card you must turn a face-down card up, unless "
                   "exactly one is left (then you may leave it).")
    if cfg.lock_full_columns:
        out.append("A column whose two cards are both face up is locked.")
    if cfg.flip_only_turn:
        out.append("Instead of drawing you may just turn one face-down card face up.")
    if cfg.reveal_all:
        out.append("Instead of drawing you may turn all your face-down cards up, which ends the "
                   "hand as below.")
    if cfg.paid_peek:
        out.append("Paid peek: during your turn, before choosing a slot, you may look at any own "
                   "face-down card; each look costs 1 point this hand.")
    if cfg.unseen_limit != "unlimited":
        what = ("each slot not seen at the start may be replaced once, then it is locked"
                if cfg.unseen_limit == "once_per_slot"
                else "only one replacement in all among the slots not seen at the start")
        out.append(f"Unseen cards: {what}.")
    if cfg.remove_groups:
        out.append("A line (or block) of equal face-up cards is set aside as soon as it forms; "
                   "its slots stay empty; a block banks its bonus.")
    if cfg.j20:
        out.append("A jack reaching the discard pile in play makes the next player lose a turn.")
    if cfg.memory_aid != "none":
        out.append({
            "known_viewable": "Memory aid: you may always look at the slots you saw at the start.",
            "known_in_hand": "Memory aid: the cards of the slots you saw at the start are held in "
                             "hand (you may always see them).",
            "all_in_hand": "Memory aid: you always see all four of your cards.",
        }[cfg.memory_aid])
    memory = ("every face-down card you have seen stays shown to you"
              if cfg.memory_perfect else
              "a face-down card you see is shown to you once, until your next action")
    out.append(f"Memory ({o['memory_mode']}): {memory}.")
    out.append("When the stock is empty, the discard pile but its top is shuffled into a new "
               "stock; if there is nothing to shuffle, the hand ends and is scored as it stands.")
    return out


def _end_lines(game: GolfGame) -> list[str]:
    cfg = game.config
    out = []
    if cfg.knock:
        out.append("End of hand: instead of drawing, a player may knock (not in the final round); "
                   "every other player then takes one more turn, without knocking.")
    elif cfg.progressive:
        out.append("End of hand: when every card of every layout is face up.")
    elif cfg.exposure_trigger:
        if cfg.end_immediate:
            out.append("End of hand: as soon as a player's cards are all face up.")
        else:
            out.append("End of hand: when a player's cards are all face up, every other player "
                       "takes one more turn; then all cards are turned up and scored.")
    out.append(f"A hand also ends after {cfg.max_turns} turns (max_turns_per_hand), scored as it "
               "stands.")
    return out


def _scoring_lines(game: GolfGame) -> list[str]:
    r = game.config.rules
    o = game.options
    out = [_values_line(game)]
    if r.method == "pairs":
        if r.pair_rule != "none":
            where = "anywhere" if r.pair_rule == "anywhere" else "in the same row or column"
            out.append(f"Equal cards {where} cancel in pairs (each pair 0): most pairs, then most "
                       "value removed; a pair of jokers cancels too.")
        if r.wild:
            which = "one-eyed jacks (J♠ J♥)" if len(r.wild) == 2 else "all jacks"
            out.append(f"Wild: {which} pair with any card.")
        if o["knocker_penalty"] != "none" or o["knocker_bonus"] != "none":
            out.append(f"Knocker: not lowest -> {o['knocker_penalty']}; lowest -> "
                       f"{o['knocker_bonus']}; a tie counts as {o['knocker_tie']}.")
        if o["pot"]:
            cap = o["pot_cap"]
            out.append(f"Pot: ante {o['pot_ante']} each into an empty pot; the knocker wins or "
                       f"pays in min(pot, {cap if cap != 'none' else 'no cap'}).")
    elif r.method == "two_rows":
        if r.pairs_anywhere:
            out.append("A pair of equal cards anywhere scores 0.")
        else:
            even = " (even two 2s at -2)" if r.values[0] < 0 else ""
            out.append(f"A pair of equal cards in a column scores 0{even}.")
        if r.negative_pairs_keep_value:
            out.append("A pair of negative cards keeps its value.")
        rule = {
            "two_columns_minus10": "two equal column-pairs total -10",
            "square_block_minus20": "adjacent equal column-pairs total -20 per 2 × 2 square",
            "pairs_of_pairs": "two equal column-pairs total -10 (k pairs: -10 per two)",
            "progressive": "k equal column-pairs total -10 × (k-1)",
        }.get(r.group_rule)
        if rule:
            out.append(f"Groups: {rule}.")
        if r.six_kind_minus20:
            out.append("Three equal column-pairs total -20.")
        if r.negative_four_value is not None:
            out.append(f"Four equal negative cards in two column-pairs total "
                       f"{r.negative_four_value}.")
    else:
        if r.adjacent_pairs:
            out.append("A card next to an equal card (across or up and down) scores 0.")
        else:
            lines = {"columns": "columns", "columns_rows": "columns and rows",
                     "columns_rows_diagonals": "columns, rows and diagonals"}[r.zero_lines]
            out.append(f"Three equal cards in a line ({lines}) score 0.")
        if r.block_bonus is not None:
            out.append(f"A 2 × 2 block of four equal cards totals {r.block_bonus}.")
        if o["lowest_zero_caller"]:
            out.append("The lowest layout scores 0; a caller (first to expose everything) who is "
                       "not lowest adds the lowest value.")
    return out


def rules_text(game: GolfGame) -> str:
    cfg = game.config
    n = cfg.n
    g = cfg.geometry
    jokers = f" + {cfg.jokers} jokers" if cfg.jokers else ""
    deck = len(cfg.deck)
    dealt = g.size * n + 1
    lines = [
        f"{game.title} ({game.section} of the rule book): {game.summary}",
        "",
        f"Players: {n}. Deck: {cfg.packs} pack{'s' * (cfg.packs > 1)}{jokers} = {deck} cards; "
        f"{dealt} dealt with the up-card, {deck - dealt} in the stock.",
        f"Layout: {g.rows} rows × {g.cols} columns, face down; row 0 is the far row, slots are "
        "row,col.",
        "Deal: clockwise from the dealer's left; the next card starts the discard pile. The first "
        "dealer is drawn at random; the deal passes clockwise each hand. The dealer's left plays "
        "first.",
        *_setup_lines(game),
        "",
        *_turn_lines(game),
        "",
        *_end_lines(game),
        "",
        *_scoring_lines(game),
        _match_line(game),
        "",
        "Options (value in force, allowed values, default, source):",
    ]
    for spec in game.option_specs:
        lines.append(
            f"  {spec.name} = {format_value(game.options[spec.name])}   [{spec.allowed_text()}; "
            f"default {format_value(spec.default)}] {spec.source}"
        )
        lines.append(f"      {spec.effect}")
    if game.preset_docs:
        lines += ["", "Presets:"]
        lines += [f"  {name}: {doc}" for name, doc in game.preset_docs.items()]
    lines += ["", "Actions: " + game.notation_help, "", "Deal order for deck=: " + game.deal_order]
    return "\n".join(lines)


# --------------------------------------------------------------------------- views


def _count(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


def _seat(p: int | None, me: int) -> str:
    if p is None:
        return "-"
    return "you" if p == me else f"P{p}"


def _card(text: str | None) -> str:
    return card_symbol(parse_face(text)) if text else "--"


def _cell(layout: Mapping[str, Any], r: int, c: int, me: int) -> str:
    text = layout["cards"][r][c]
    slot = f"{r},{c}"
    if slot in layout["empty"]:
        return "  ."
    if layout["face_up"][r][c]:
        return f"{_card(text):>4}"
    if text is not None:
        return f"[{_card(text)}]"
    if me in layout["known_by"].get(slot, ()):
        return "  **"
    return "  ##"


def _grid(layout: Mapping[str, Any], me: int, cols: int) -> list[str]:
    head = "      " + "".join(f"{c:>6}" for c in range(cols))
    out = [head]
    for r in range(len(layout["cards"])):
        cells = "".join(f"{_cell(layout, r, c, me):>6}" for c in range(cols))
        out.append(f"   {r:>2} " + cells)
    return out


def _log_line(entry: Mapping[str, Any], me: int) -> str:
    who = _seat(entry["player"], me)
    action = entry["action"]
    if action == "reshuffle":
        return f"the discard pile was shuffled into a new stock of {entry['stock']} cards"
    if action == "skipped":
        return f"{who} lost a turn (a jack was discarded)"
    if action == "set aside":
        cards = " ".join(_card(c) for c in entry["cards"])
        return f"{who} set aside {cards}"
    if action == "draw discard":
        return f"{who} took {_card(entry['card'])} from the discard pile"
    if action.startswith("replace"):
        slot = action.split()[1]
        placed = f" with {_card(entry['placed'])}" if entry.get("placed") else ""
        return f"{who} replaced {slot}{placed}, discarding {_card(entry['discarded'])}"
    if action == "discard":
        return f"{who} discarded {_card(entry['discarded'])}"
    if action.startswith("flip column"):
        cards = " ".join(_card(c) for c in entry["cards"])
        return f"{who} turned up column {action.split()[-1]}: {cards}"
    if action.startswith("flip"):
        return f"{who} turned up {action.split()[1]}: {_card(entry['card'])}"
    if action == "reveal all":
        return f"{who} revealed {' '.join(_card(c) for c in entry['cards'])}"
    if action == "draw stock":
        return f"{who} drew from the stock"
    if action.startswith("peek"):
        return f"{who} looked at {action.split()[1]}"
    return f"{who}: {action}"


def _recent(view: Mapping[str, Any], me: int) -> list[str]:
    """The log since the viewer's own last action (a view holds just that)."""
    return [_log_line(e, me) for e in view["log"]]


def describe_result(result: Mapping[str, Any], me: int) -> list[str]:
    lines = [f"Hand {result['hand_number']} over ({result['ended_by']})."]
    for p, rows in enumerate(result["layouts"]):
        cards = " / ".join(" ".join(_card(c) if c else "." for c in row) for row in rows)
        extra = ""
        if result["surcharges"][p]:
            extra += f" +{result['surcharges'][p]} peeks"
        if result["banked"][p]:
            extra += f" (banked {result['banked'][p]})"
        lines.append(
            f"  {_seat(p, me)}: {cards} = {result['layout_values'][p]}{extra}"
            f" -> scores {result['scores'][p]}"
        )
        notes = result["breakdown_notes"][p]
        if notes:
            lines.append("      " + "; ".join(notes))
    lines += [f"  {note}" for note in result["notes"]]
    if result.get("pot"):
        pot = result["pot"]
        lines.append(f"  Pot {pot['before']} -> {pot['after']}.")
    return lines


def describe_view(game: GolfGame, view: Mapping[str, Any]) -> str:
    me = int(view["seat"])
    n = int(view["players"])
    cols = int(view["cols"])
    kind, number = match_end_parts(view["match_end"])
    of = f" of {number}" if kind == "holes" else f" (playing to {number})"
    if game.config.single_hand:
        of = " (a single hand)"  # single_hand overrides match_end
    totals = ", ".join(f"{_seat(p, me)} {s}" for p, s in enumerate(view["scores"]))
    lines = [
        f"{game.title}, hole {view['hand_number']}{of}, dealer {_seat(view['dealer'], me)}. "
        f"Totals: {totals}."
    ]
    if view["holes"]:
        lines.append("Scores per hole:")
        for i, hole in enumerate(view["holes"], start=1):
            lines.append(f"  {i:>2}: " + ", ".join(f"{_seat(p, me)} {s}" for p, s in
                                                    enumerate(hole)))
    prev = view.get("previous_hand")
    if prev and prev["hand_number"] == view["hand_number"] - 1 and view["turns"] == 0:
        lines += describe_result(prev, me)
    lines.append(
        f"Discard pile: {_card(view['discard'])} ({_count(view['discard_size'])}). "
        f"Stock: {_count(view['stock'])}."
    )
    if view["pot"] is not None:
        chips = ", ".join(f"{_seat(p, me)} {c}" for p, c in enumerate(view["chips"]))
        lines.append(f"Pot: {view['pot']}. Chips: {chips}.")
    order = [*range(me + 1, n), *range(me)]
    for q in [*order, me]:
        lay = view["layouts"][q]
        name = "Your layout" if q == me else f"P{q}'s layout"
        facts = []
        if lay["showing"] is not None:
            facts.append(f"showing {lay['showing']}")
        facts.append(f"{lay['face_down']} face down")
        if view["surcharges"][q]:
            facts.append(f"{view['surcharges'][q]} paid peeks")
        if lay["locked"]:
            facts.append("locked " + " ".join(lay["locked"]))
        if q == view["knocker"]:
            facts.append("knocked")
        if q == view["trigger"]:
            facts.append("went out")
        lines.append(f"{name} ({', '.join(facts)}):")
        lines += _grid(lay, me, cols)
    held = view["held"]
    if held is not None:
        who = _seat(held["player"], me)
        card = _card(held["card"]) if held["card"] else "a card"
        verb = "hold" if who == "you" else "holds"
        lines.append(f"{who.capitalize()} {verb} {card} from the {held['from']}.")
    recent = _recent(view, me)
    if recent:
        lines.append("Since your last move: " + "; ".join(recent) + ".")
    if view["final_turns"] is not None and view["phase"] != "match over":
        left = ", ".join(_seat(p, me) for p in view["final_turns"])
        why = (f"{_seat(view['knocker'], me)} knocked" if view["knocker"] is not None
               else f"{_seat(view['trigger'], me)} went out")
        lines.append(f"Final round ({why}); still to play: {left or 'nobody'}.")
    if view["duties"] and view["turn"] == me:
        lines.append("To do first: " + ", ".join(view["duties"]) + ".")
    legend = "## face down, [x] face down but shown to you"
    if view["memory_mode"] == "human":
        legend += ", ** face down and seen by you (remember it)"
    if any(lay["empty"] for lay in view["layouts"]):
        legend += ", . an empty slot (its card was set aside)"
    lines.append(f"({legend}.)")
    result = view.get("hand_result")
    if result:
        lines += describe_result(result, me)
    if view["winners"]:
        lines.append("Match over. Winners: " + ", ".join(_seat(p, me) for p in view["winners"]))
    return "\n".join(lines)
