"""Golf for people: the rules in force as paragraphs (message ids), and a view drawn for a
terminal.

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

from cardtable.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    EIGHT,
    FIVE,
    FOUR,
    HEARTS,
    JACK,
    JOKER,
    KING,
    NINE,
    QUEEN,
    RANK_NAMES,
    SEVEN,
    SIX,
    SPADES,
    TEN,
    THREE,
    TWO,
    card_symbol,
    face,
    parse_face,
)
from cardtable.engine.scene import Text
from cardtable.games.golf.config import AFTER_MAY_KEEP, AFTER_MUST_KEEP
from cardtable.games.golf.options import match_end_parts

if TYPE_CHECKING:
    from cardtable.games.golf.game import GolfGame


# --------------------------------------------------------------------------- rules


def _rule(name: str, **args: str | int) -> Text:
    """A paragraph of the rules in force: the message ``golf.rules.<name>`` (docs/i18n.md)."""
    return Text(f"golf.rules.{name}", args)


def _values(game: GolfGame) -> Text:
    """``Card values: A 1, 2 -2, 3-10 face value, J 10, Q 10, K 0, joker -2.``

    Twos and eights are the only numbered cards whose value an option changes (2 is -2 or +2,
    every 8 is 0 with ``queen_spades_40``); J♠ J♥ (``one_eyed_jacks_zero``) and Q♠
    (``queen_spades_40``) the only cards that differ from the rest of their rank.
    """
    values = game.config.rules.values

    def value(suit: int, rank: int) -> int:
        return values[face(suit, rank)]

    for rank in (THREE, FOUR, FIVE, SIX, SEVEN, NINE, TEN):
        assert all(value(s, rank) == rank + 2 for s in range(4)), f"{RANK_NAMES[rank]}s changed"
    for rank in (ACE, TWO, EIGHT, KING):
        assert len({value(s, rank) for s in range(4)}) == 1, f"{RANK_NAMES[rank]}s differ by suit"
    assert value(SPADES, JACK) == value(HEARTS, JACK)
    assert value(DIAMONDS, JACK) == value(CLUBS, JACK)
    assert len({value(s, QUEEN) for s in (HEARTS, DIAMONDS, CLUBS)}) == 1
    jack, one_eyed = value(CLUBS, JACK), value(SPADES, JACK)
    queen, queen_spades = value(HEARTS, QUEEN), value(SPADES, QUEEN)
    return _rule(
        "values",
        ace=value(SPADES, ACE), two=value(SPADES, TWO), eight=value(SPADES, EIGHT),
        jack=jack, one_eyed="same" if one_eyed == jack else one_eyed,
        queen=queen, queen_spades="same" if queen_spades == queen else queen_spades,
        king=value(SPADES, KING),
        joker=values[JOKER] if game.config.jokers else "none",
    )


def _setup(game: GolfGame) -> list[Text]:
    cfg = game.config
    o = game.options
    name = game.name
    if name == "golf4":
        out = [_rule("peek", peek=o["initial_peek"])]
        if cfg.progressive and o["progressive_initial_face_up"]:
            out.append(_rule("progressive_face_up"))
        return out
    if name == "golf8":
        return [_rule("first_turn_flip", flip=o["first_turn_flip"])]
    if name == "golf9":
        k = int(o["initial_flips"])
        if k == 0:
            return [_rule("no_initial_flip")]
        return [_rule("initial_flips", count=k, timing=o["initial_flip_timing"])]
    if o["initial_row_look"]:
        return [_rule("row_look")]
    out = [_rule(
        "initial_flip", rule=o["initial_flip_constraint"], timing=o["initial_flip_timing"]
    )]
    if o["rearrange_after_flip"]:
        out.append(_rule("rearrange"))
    if name == "golf10" and o["flips_each_turn"]:
        out.append(_rule("flips_each_turn"))
    return out


def _turn(game: GolfGame) -> list[Text]:
    cfg = game.config
    out = [
        _rule("turn_draw"),
        _rule("turn_place", placed="face_up" if cfg.face_up_family else "face_down"),
        _rule("turn_discard"),
    ]
    if cfg.progressive:
        out.append(_rule("progressive"))
    if cfg.after_discard in (AFTER_MAY_KEEP, AFTER_MUST_KEEP) and game.name != "golf8":
        out.append(_rule(
            "after_discard", last="may" if cfg.after_discard == AFTER_MAY_KEEP else "must"
        ))
    if game.name == "golf8":
        out.append(_rule("after_discard_golf8"))
    if cfg.lock_full_columns:
        out.append(_rule("lock_full_columns"))
    if cfg.flip_only_turn:
        out.append(_rule("flip_only_turn"))
    if cfg.reveal_all:
        out.append(_rule("reveal_all"))
    if cfg.paid_peek:
        out.append(_rule("paid_peek"))
    if cfg.unseen_limit != "unlimited":
        out.append(_rule("unseen_limit", limit=cfg.unseen_limit))
    if cfg.remove_groups:
        out.append(_rule("remove_groups"))
    if cfg.j20:
        out.append(_rule("j20"))
    if cfg.memory_aid != "none":
        out.append(_rule("memory_aid", aid=cfg.memory_aid))
    out.append(_rule("memory", mode=game.options["memory_mode"]))
    out.append(_rule("reshuffle"))
    return out


def _end(game: GolfGame) -> list[Text]:
    cfg = game.config
    out = []
    if cfg.knock:
        out.append(_rule("end_knock"))
    elif cfg.progressive:
        out.append(_rule("end_progressive"))
    elif cfg.exposure_trigger:
        out.append(_rule("end_immediate" if cfg.end_immediate else "end_final_round"))
    out.append(_rule("turn_limit", count=cfg.max_turns))
    return out


def _scoring(game: GolfGame) -> list[Text]:
    r = game.config.rules
    o = game.options
    out = [_values(game)]
    if r.method == "pairs":
        if r.pair_rule != "none":
            out.append(_rule("pairs", where=r.pair_rule))
        if r.wild:
            out.append(_rule("wild", wild="one_eyed" if len(r.wild) == 2 else "all"))
        if o["knocker_penalty"] != "none" or o["knocker_bonus"] != "none":
            out.append(_rule(
                "knocker",
                penalty=o["knocker_penalty"], bonus=o["knocker_bonus"], tie=o["knocker_tie"],
            ))
        if o["pot"]:
            out.append(_rule("pot", ante=int(o["pot_ante"]), cap=o["pot_cap"]))
    elif r.method == "two_rows":
        if r.pairs_anywhere:
            out.append(_rule("pairs_anywhere"))
        else:
            out.append(_rule("column_pairs", twos="negative" if r.values[0] < 0 else "positive"))
        if r.negative_pairs_keep_value:
            out.append(_rule("negative_pairs_keep_value"))
        if r.group_rule in ("two_columns_minus10", "square_block_minus20", "pairs_of_pairs",
                            "progressive"):
            out.append(_rule("groups", rule=r.group_rule))
        if r.six_kind_minus20:
            out.append(_rule("six_kind"))
        if r.negative_four_value is not None:
            out.append(_rule("negative_four", value=r.negative_four_value))
    else:
        if r.adjacent_pairs:
            out.append(_rule("adjacent_pairs"))
        else:
            out.append(_rule("zero_lines", lines=r.zero_lines))
        if r.block_bonus is not None:
            out.append(_rule("block_bonus", value=r.block_bonus))
        if o["lowest_zero_caller"]:
            out.append(_rule("lowest_zero_caller"))
    return out


def _match(game: GolfGame) -> list[Text]:
    o = game.options
    kind, number = match_end_parts(o["match_end"])
    out = [_rule("match", kind=kind, count=number, tie=o["match_tie_policy"])]
    if o["single_hand"]:
        out.append(_rule("single_hand"))
    return out


def rules_paragraphs(game: GolfGame) -> list[Text]:
    """The rules in force at ``game``'s table, paragraph by paragraph (golf.md §0-§6)."""
    cfg = game.config
    g = cfg.geometry
    deck = len(cfg.deck)
    dealt = g.size * cfg.n + 1
    return [
        _rule("deck", players=cfg.n, packs=cfg.packs, jokers=cfg.jokers, deck=deck, dealt=dealt,
              stock=deck - dealt),
        _rule("layout", rows=g.rows, cols=g.cols),
        _rule("deal"),
        *_setup(game),
        *_turn(game),
        *_end(game),
        *_scoring(game),
        *_match(game),
    ]


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
