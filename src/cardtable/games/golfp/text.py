"""Power-card Golf for people: the rules in force as paragraphs, and a view drawn for a terminal.

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

from cardtable.cards import card_symbol, parse_face
from cardtable.engine.scene import Text
from cardtable.engine.scene import text as msg
from cardtable.games.golfp.rules import CALL_END_OF_TURN, WINDOW_CLAIM, WINDOW_SNAP

if TYPE_CHECKING:
    from cardtable.games.golfp.game import PowerGolfGame

_TITLES = {
    "malaysian": "Malaysian", "pablo": "Pablo", "cumbia": "Cumbia", "cabo": "Cabo",
    "cactus": "Cactus", "dacz": "Dacz",
}


def _on(flag: bool) -> str:
    return "on" if flag else "off"


def rules_paragraphs(game: PowerGolfGame) -> list[Text]:
    """The rules in force with these options, as message ids (``golfp.rules.*``) with the
    options that change them as arguments; ``Game.rules_text`` adds the options table."""
    cfg = game.config
    r = cfg.rules
    o = game.options
    name = game.name
    out = [
        msg("golfp.rules.intro", section=r.section, count=cfg.n),
        msg("golfp.rules.deck", jokers=r.jokers, up=_on(r.up_card)),
        msg("golfp.rules.peek", peek="nearest_two" if cfg.nearest_two else "any_two"),
        msg("golfp.rules.turn"),
        msg("golfp.rules.memory", memory="perfect" if cfg.memory_perfect else "human"),
    ]
    if cfg.unseen_only:
        out.append(msg("golfp.rules.unseen_only"))
    out.append(msg(f"golfp.rules.values.{name}"))
    if name == "cumbia":
        out.append(msg("golfp.rules.powers.cumbia", ten=str(o["ten_power"])))
    elif name == "pablo":
        out.append(msg("golfp.rules.powers.pablo", seven=str(o["seven_swap"])))
    else:
        out.append(msg(f"golfp.rules.powers.{name}"))
    if r.unplaceable_powers:
        out.append(msg("golfp.rules.unplaceable"))
    if r.discard_power:
        out.append(msg("golfp.rules.discard_power"))
    if r.multi_replace:
        out.append(msg("golfp.rules.multi",
                        source="stock_only" if cfg.multi_stock_only else "any"))
    if r.match:
        out.append(msg("golfp.rules.matching",
                        fill="optional" if cfg.fill_optional else "mandatory",
                        from_discard=_on(cfg.match_from_discard)))
    if r.window == WINDOW_CLAIM:
        out.append(msg("golfp.rules.claim"))
    if r.window == WINDOW_SNAP:
        out.append(msg("golfp.rules.snap", count=cfg.snap_penalty,
                        chain="multiple" if cfg.snap_multiple else "single_per_discard"))
    if r.call_timing:
        out.append(msg(
            "golfp.rules.call", word=r.call_word,
            timing="end_of_turn" if r.call_timing == CALL_END_OF_TURN else "during_turn",
            final="everyone_incl_caller" if cfg.final_incl_caller else "others",
        ))
    if r.ends_on_stock_out:
        out.append(msg("golfp.rules.stock_out", empty_layout=_on(r.ends_on_empty_layout)))
    elif r.reshuffle:
        out.append(msg("golfp.rules.reshuffle"))
    out.append(msg("golfp.rules.scoring"))
    if name == "pablo":
        out.append(msg("golfp.rules.scoring.pablo", low=str(o["caller_low_score"])))
    elif name in ("cumbia", "cactus", "dacz"):
        out.append(msg(f"golfp.rules.scoring.{name}"))
    out.append(_match_paragraph(game))
    return out


def _match_paragraph(game: PowerGolfGame) -> Text:
    cfg = game.config
    if cfg.match_kind == "single_hand":
        return msg("golfp.rules.match.single")
    return msg(
        "golfp.rules.match", kind=cfg.match_kind, count=cfg.match_number,
        tie="playoff" if cfg.play_off_ties else "shared",
    )


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
        chooser = view["setup_left"][0]
        lines.append(f"Setup: P{chooser} chooses two cards to look at (peek P{chooser}.N).")
    else:
        lines.append("To act: " + ", ".join(f"P{q}" for q in view["to_act"]))
    return "\n".join(lines)


