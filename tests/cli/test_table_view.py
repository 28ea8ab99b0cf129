"""The terminal's drawing of table scenes and its reading of typed controls, in process.

Scenes of any game are drawn without game knowledge, so most cases here are synthetic scenes
that use each zone kind, control kind and result panel of the schema (docs/scene.md); Fareeb's
real scenes check the colours and the seats."""

from __future__ import annotations

import dataclasses
import io
import re

import pytest
from rich.console import Console, RenderableType

import cardtable
from cardtable.cli.controls import (
    action_forms,
    best_matches,
    build_menu,
    describe_picker,
    field_range,
    notation_items,
    picker_examples,
    render_menu,
    suggestions,
    tokens,
)
from cardtable.cli.table_view import render_result, render_table
from cardtable.cli.words import Words
from cardtable.engine.scene import (
    ButtonControl,
    Card,
    Choice,
    Entry,
    Fact,
    Field,
    Option,
    PickerControl,
    PointControl,
    Relation,
    ResultPanel,
    ResultRow,
    Scene,
    Seat,
    SelectControl,
    Selection,
    Target,
    Zone,
    score_sheet,
    text,
)

WORDS = Words()
RED = "\x1b[31m"


def draw(renderable: RenderableType, *, colour: bool = False, width: int = 100) -> str:
    out = io.StringIO()
    console = Console(file=out, width=width, force_terminal=colour, color_system="standard"
                      if colour else None, highlight=False)
    console.print(renderable)
    return out.getvalue()


def fareeb_scene(seed: int = 3, seat: int = 0) -> Scene:
    game = cardtable.load("fareeb")
    state = game.new_state(seed=seed)
    legal = [a.text for a in state.legal_actions(seat)] if seat in state.actors else []
    return game.scene(state.view(seat), legal)


# ------------------------------------------------------------------ colours and seats


def test_red_suits_are_red_and_black_suits_are_not_on_a_colour_terminal() -> None:
    scene = fareeb_scene()
    shown = draw(render_table(scene, WORDS, "Fareeb"), colour=True)
    hand = [c.code for c in scene.zone("hand.0").cards if c is not None and c.code]
    assert any(c[-1] in "HD" for c in hand) and any(c[-1] in "SC" for c in hand)
    for symbol in "♥♦":
        if any(c[-1] == "HD"["♥♦".index(symbol)] for c in hand):
            assert re.search(re.escape(RED) + r"(?:10|[2-9JQKA])" + symbol, shown)
    for symbol in "♠♣":
        if any(c[-1] == "SC"["♠♣".index(symbol)] for c in hand):
            assert not re.search(re.escape(RED) + r"(?:10|[2-9JQKA])" + symbol, shown)
            assert re.search(r"(?:10|[2-9JQKA])" + symbol, shown)


def test_no_color_keeps_the_symbols_and_drops_the_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    shown = draw(render_table(fareeb_scene(), WORDS, "Fareeb"), colour=True)
    assert RED not in shown
    assert re.search(r"(?:10|[2-9JQKA])[♠♥♦♣]", shown)


def test_seats_show_you_your_partner_the_dealer_and_whose_turn() -> None:
    scene = fareeb_scene(seed=3, seat=2)
    shown = draw(render_table(scene, WORDS, "Fareeb"))
    rows = {m.group(1): line for line in shown.splitlines()
            if (m := re.match(r"^[▶ ] (P\d) ", line))}
    assert set(rows) == {"P0", "P1", "P2", "P3"}
    assert re.search(r"P2 +you ", rows["P2"]) and re.search(r"P0 +your partner ", rows["P0"])
    assert "opponent" in rows["P1"] and "opponent" in rows["P3"]
    dealer = next(s.index for s in scene.seats if s.dealer)
    assert "dealer" in rows[f"P{dealer}"]
    mover = next(s.index for s in scene.seats if s.to_act)
    assert rows[f"P{mover}"].startswith("▶")
    assert sum(line.startswith("▶") for line in rows.values()) == 1
    assert "Playing to: 10 points" in shown  # a fact


# ------------------------------------------------------------------ every zone kind


def _seat(i: int, relation: Relation) -> Seat:
    return Seat(i, text("common.seat.name", seat=i), relation, None, False, False, 0)


def synthetic(zones: tuple[Zone, ...], result: ResultPanel | None = None) -> Scene:
    return Scene(
        game="toy", viewer=0, hand_number=2, phase="play", status=text("common.zone.trick"),
        seats=(_seat(0, "you"), _seat(1, "opponent")), zones=zones, controls=(),
        facts=(Fact(text("common.fact.trump"), text("common.suit", suit="N")),),
        log=(Entry(1, text("common.log.play", card="QH")),
             Entry(1, text("common.trick.won_by", seat=1))),
        result=result,
    )


def test_a_grid_keeps_its_holes_in_place() -> None:
    hole = None
    cards = (Card("AS"), hole, Card(None), Card("TD"), Card("2C", ("known",)), hole)
    grid = Zone("grid.0", "grid", 0, text("common.zone.hand", seat=0), cards, rows=2, cols=3)
    shown = draw(render_table(synthetic((grid,)), WORDS, "Golf"))
    lines = [line for line in shown.splitlines() if "A♠" in line or "10♦" in line]
    assert len(lines) == 2
    first, second = lines
    # Row 0: A♠, a hole, a face-down card; row 1: 10♦, a known 2♣, a hole. Columns line up,
    # and the hole keeps the face-down card in the third column.
    assert first.index("A♠") == second.index("10♦")
    assert first.index("##") > second.index("[2♣]") + len("[2♣]")
    assert first[second.index("[2♣]") : second.index("[2♣]") + 4] == "    "


def test_slots_keep_their_numbers_and_piles_show_top_and_count() -> None:
    slots = Zone("slots.0", "slots", 0, text("common.zone.hand", seat=0),
                 (Card(None), None, Card("7H", ("known",)), Card(None, ("selected",))))
    stock = Zone("stock", "stock", None, text("common.zone.trick"), count=31)
    discard = Zone("discard", "discard", None, text("common.zone.last_trick"),
                   (Card("4S"), Card("9D")), count=2)
    trick = Zone("trick", "trick", None, text("common.zone.trick"),
                 (Card("QH", ("led",), 1), Card("KH", ("winning",), 0)),
                 note=text("common.trick.won_by", seat=0), marks=("complete",))
    auction = Zone("auction", "auction", None, text("common.zone.tricks_won", seat=1),
                   entries=(Entry(1, text("common.log.play", card="JS")),))
    shown = draw(render_table(synthetic((slots, stock, discard, trick, auction)), WORDS, "t"))
    assert "1:##  2:     3:[7♥]  4:>##" in shown  # a hole keeps slot 2; slot 4 is selected
    assert "31 cards" in shown
    assert "9♦ 2 cards" in shown and "4♠" not in shown  # the top card only
    assert "P1 Q♥, P0 K♥* — P0 wins the trick" in shown
    assert "P1 plays J♠" in shown
    assert "Trump: no trumps" in shown
    assert "P1 plays Q♥ · P1 wins the trick" in shown  # the log, without "P1 P1 wins"


def test_a_result_panel_is_drawn_in_full() -> None:
    panel = ResultPanel(
        kind="hand", title=text("common.result.hand_over", hand=1),
        columns=(text("common.seat.name", seat=0), text("common.seat.name", seat=1)),
        rows=(
            ResultRow(text("common.result.tricks"), (3, 2)),
            ResultRow(text("common.result.hand_points"), (1, None), (0,),
                      text("common.log.play", card="JH")),
            ResultRow(text("common.result.match_total"), (30, 18)),
        ),
        notes=(text("common.trick.won_by", seat=0),),
        zones=(Zone("result.last", "trick", None, text("common.zone.last_trick"),
                    (Card("AS", (), 1), Card("KS", ("winning",), 0))),),
    )
    shown = draw(render_result(panel, synthetic((), result=panel), WORDS))
    assert "Hand 1 is over" in shown
    assert re.search(r"│ Tricks taken +│ +3 │ +2 │", shown)
    assert re.search(r"│ Points this hand +│ +1 │ +│ won by P0; plays J♥", shown)
    assert re.search(r"│ Match total +│ +30 │ +18 │", shown)
    assert "[30, 18]" not in shown
    assert "• P0 wins the trick" in shown
    assert "Last trick  P1 A♠, P0 K♠*" in shown


def test_the_score_sheet_follows_the_result_panel_once_hands_have_ended() -> None:
    panel = ResultPanel(
        kind="hand", title=text("common.result.hand_over", hand=2),
        columns=(text("common.seat.name", seat=0), text("common.seat.name", seat=1)),
        rows=(ResultRow(text("common.result.match_total"), (3, 2)),),
    )
    columns = (text("common.team.pair", seat=0, other_seat=2),
               text("common.team.pair", seat=1, other_seat=3))
    rows = [{"hand": 1, "points": [1, 0], "totals": [1, 0]},
            {"hand": 2, "points": [0, -2], "totals": [1, -2]}]
    scene = dataclasses.replace(
        synthetic((), result=panel), score_sheet=score_sheet(columns, rows)
    )
    shown = draw(render_result(panel, scene, WORDS))
    assert "Score sheet" in shown
    assert re.search(r"┃ +Hand ┃ +P0 \+ P2 ┃ +P1 \+ P3 ┃", shown)
    assert re.search(r"│ +1 │ +\+1 → 1 │ +\+0 → 0 │", shown)
    assert re.search(r"│ +2 │ +\+0 → 1 │ +-2 → -2 │", shown)
    # After the first hand the panel says it all: no sheet of one row.
    one = dataclasses.replace(scene, score_sheet=score_sheet(columns, rows[:1]))
    assert "Score sheet" not in draw(render_result(panel, one, WORDS))


# ------------------------------------------------------------------ controls


def bid_picker() -> PickerControl:
    """A 56-like bid picker: value x suit in two spoken forms, No-trump, and plus raises."""
    suits = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    choices = []
    for v in range(30, 57):
        for s, name in suits.items():
            choices.append(Choice({"form": "number_first", "value": str(v), "suit": s},
                                  f"{v} {name}"))
            choices.append(Choice({"form": "suit_first", "value": str(v), "suit": s},
                                  f"{name} {v}"))
        choices.append(Choice({"form": "number_first", "value": str(v), "suit": "N"},
                              f"{v} no trumps"))
        choices.append(Choice({"form": "suit_first", "value": str(v), "suit": "N"}, f"{v} No"))
    for k in range(1, 27):
        for s, name in suits.items():
            choices.append(Choice({"form": "plus", "raise": str(k), "suit": s},
                                  f"plus {k} {name}"))
        choices.append(Choice({"form": "plus", "raise": str(k), "suit": "N"}, f"plus {k} No"))
    def opts(values: list[str]) -> tuple[Option, ...]:
        return tuple(Option(v, text("common.rank", rank=v)) for v in values)
    return PickerControl(
        id="bid", label=text("common.field.rank"),
        fields=(
            Field("form", text("common.field.rank"),
                  opts(["number_first", "suit_first", "plus"])),
            Field("value", text("common.field.rank"), opts([str(v) for v in range(28, 57)])),
            Field("raise", text("common.field.rank"), opts([str(v) for v in range(1, 29)])),
            Field("suit", text("common.field.suit"),
                  tuple(Option(s, text("common.suit", suit=s)) for s in "SHDCN")),
        ),
        choices=tuple(choices),
    )


def test_the_short_form_reads_a_picker_generically() -> None:
    picker = bid_picker()
    actions = ["pass", *(c.action for c in picker.choices)]
    assert len(actions) > 400
    assert tokens("30H") == ["30", "H"] and tokens("p2s") == ["p", "2", "s"]
    assert tokens("peek P1.2") == ["peek", "P1.2"]
    assert best_matches("30H", actions, (picker,)) == ["30 hearts"]
    assert best_matches("H30", actions, (picker,)) == ["hearts 30"]
    assert best_matches("plus 2 S", actions, (picker,)) == ["plus 2 spades"]
    assert best_matches("p2s", actions, (picker,)) == ["plus 2 spades"]
    assert best_matches("28 No", actions, (picker,)) == []  # 28 is below this auction's range
    assert best_matches("30 No", actions, (picker,)) == ["30 No"]
    assert best_matches("pas", actions, (picker,)) == ["pass"]
    assert set(best_matches("31", actions, (picker,))) == {  # ambiguous: listed, not sent
        "31 spades", "31 hearts", "31 diamonds", "31 clubs", "31 no trumps", "31 No"}
    assert best_matches("3H", actions, (picker,)) == []  # a number is a whole word
    # By field values when the words are not in the action text's order.
    assert best_matches("S 2 plus", actions, (picker,)) == ["plus 2 spades"]


def test_a_picker_is_stated_as_ranges_and_examples_never_listed() -> None:
    picker = bid_picker()
    lines = [line.plain.strip() for line in describe_picker(picker, WORDS)]
    assert len(lines) <= 6
    assert "Rank: 30-56" in lines and "Rank: 1-26" in lines  # only values some choice uses
    assert "Suit: S=♠ H=♥ D=♦ C=♣ N=no trumps" in lines  # what to type, and what it means
    assert lines[0] == "Rank: type the short form, e.g. 30s, s30, 30 n t, p 1 s"
    examples = picker_examples(picker)
    actions = [c.action for c in picker.choices]
    assert examples and all(len(best_matches(e, actions, (picker,))) == 1 for e in examples)
    assert "30h" not in examples or best_matches("30h", actions) == ["30 hearts"]
    menu = build_menu((ButtonControl("pass", text("fareeb.action.pass")), picker))
    assert [i.action for i in menu.items] == ["pass"]
    shown = draw(render_menu(menu, WORDS))
    assert len(shown.splitlines()) <= 7 and "1) Pass" in shown
    assert field_range(["28", "29", "30", "35"]) == "28-30, 35"
    assert field_range(["S", "H"]) is None


def test_the_menu_is_compact_and_keeps_a_select_group_together() -> None:
    controls = (
        PointControl("card", "play 9S", Target("hand.0", 0),
                     text("fareeb.action.play", card="9S")),
        ButtonControl("reveal", text("fareeb.action.pass"), group="match"),
        PointControl("slot", "match P1.2", Target("slots.1", 1),
                     text("common.card", card="P1.2"), group="match"),
        ButtonControl("knock", text("fareeb.action.alone")),
        PointControl("slot", "snap 2", Target("slots.0", 1), text("common.card", card="snap 2"),
                     out_of_turn=True),
        SelectControl("swap", text("common.zone.trick"), text("fareeb.action.pass"),
                      (Selection((Target("slots.0", 0), Target("slots.1", 1)),
                                 "swap P0.1 P1.2"),)),
    )
    menu = build_menu(controls)
    assert [i.action for i in menu.items] == [
        "knock", "match P1.2", "reveal", "play 9S", "snap 2", "swap P0.1 P1.2"]
    lines = draw(render_menu(menu, WORDS)).splitlines()
    assert lines[0] == "1) Go alone"
    assert lines[1] == "2) P1.2  3) Pass"  # the group's positions, then its confirm
    assert lines[2:] == ["4) Play 9♠", "(any time)", "5) snap 2", "6) swap P0.1 P1.2"]


# ------------------------------------------------------------------ help and mistakes


def test_did_you_mean_and_help_scope_helpers() -> None:
    assert suggestions("ordr up", ["pass", "order up", "help"]) == ["order up"]
    assert suggestions("zzz", ["pass", "order up"]) == []
    assert action_forms(["play 9S", "play TC", "replace 2", "peek P1.2", "pass"]) == [
        "play <card>", "replace N", "peek P<seat>.<slot>", "pass"]
    notation = cardtable.load("cactus").notation_help
    kept = notation_items(notation, {"draw", "replace", "snap", "pass", "call", "done"}, [])
    assert "draw stock" in kept and "snap N" in kept and "call" in kept
    assert not any(k.startswith(("give", "multi", "claim", "match", "swap")) for k in kept)
    assert kept[-1].startswith("N is one of your own slots")


def test_help_keeps_the_closing_sentences_of_the_notation_whole() -> None:
    notation = cardtable.load("fareeb").notation_help
    kept = notation_items(notation, {"pass", "order", "play"}, [])
    assert kept[:3] == ["pass", "order up (dealer: take up)", "play <card>"]
    assert kept[-1].startswith("Cards are rank+suit") and "(e.g. JH)" in kept[-1]
    assert not any("call" in k.split(".")[0] for k in kept[:-1])


def test_a_picker_field_may_be_named_by_its_label_in_any_order() -> None:
    """Fareeb's 5-player call is a rank x suit picker; a suit may be typed as its symbol."""
    cards = ["AH", "AS", "KH"]
    picker = PickerControl(
        id="call", label=text("fareeb.action.call"),
        fields=(Field("rank", text("common.field.rank"),
                      tuple(Option(r, text("common.rank", rank=r)) for r in "AK")),
                Field("suit", text("common.field.suit"),
                      tuple(Option(s, text("common.suit", suit=s)) for s in "SH"))),
        choices=tuple(Choice({"rank": c[0], "suit": c[1]}, f"call {c}") for c in cards),
    )
    actions = [f"call {c}" for c in cards]
    assert best_matches("♥ A", actions, (picker,), WORDS) == ["call AH"]
    assert best_matches("H K", actions, (picker,), WORDS) == ["call KH"]
    assert best_matches("♥ A", actions, (picker,)) == []  # labels need the catalog
    assert best_matches("K S", actions, (picker,), WORDS) == []  # not a choice offered


def test_a_completed_trick_stays_on_the_table_until_the_next_lead() -> None:
    game = cardtable.load("fareeb")
    state = game.new_state(seed=3)
    while not state.view(0)["tricks"]:  # play on (first legal action) to the first trick's end
        player = sorted(state.actors)[0]
        state.apply(state.legal_actions(player)[0], player)
    legal = [a.text for a in state.legal_actions(0)] if 0 in state.actors else []
    scene = game.scene(state.view(0), legal)
    shown = draw(render_table(scene, WORDS, "Fareeb"))
    trick = next(line for line in shown.splitlines() if line.startswith("Trick"))
    winner = state.view(0)["tricks"][0]["winner"]
    assert re.fullmatch(
        rf"Trick +(P\d (?:10|[2-9JQKA])[♠♥♦♣]\*?, ){{3}}P\d (?:10|[2-9JQKA])[♠♥♦♣]\*? "
        rf"— P{winner} wins the trick *", trick)
    assert trick.count("*") == 1 and re.search(rf"P{winner} \S+\*", trick)


def test_every_terminal_sentence_is_in_the_catalog() -> None:
    """The terminal's own words are ``cli.*`` messages (translatable), none missing."""
    from pathlib import Path

    import cardtable.cli as cli_package

    used: set[str] = set()
    for source in Path(cli_package.__file__).parent.glob("*.py"):
        code = source.read_text(encoding="utf-8")
        used |= {f"cli.{m}" for m in re.findall(r"\.cli\(\s*\"([a-z_.]+)\"", code)}
        used |= set(re.findall(r"\"(cli\.[a-z_]+\.[a-z_]+)\"", code))
        used |= {f"cli.{m}" for m in re.findall(r"_cli\(f?\"([a-z_.{}]+)\"", code) if "{" not in m}
    assert len(used) > 20
    missing = sorted(i for i in used if not WORDS.messages.has(i))
    assert not missing
