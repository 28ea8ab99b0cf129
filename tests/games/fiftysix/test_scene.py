"""56's table scene (docs/scene.md): what each seat sees and where each action is pointed.

The generic contract (schema, no hidden card, one control path per legal action) is checked for
every game in tests/conformance/test_scenes.py; these tests pin 56's own layout: the bid picker,
the auction as spoken, the cot's surrender buttons, the trick kept until the next lead (into the
next deal) and the result panels.
"""

from __future__ import annotations

from cardtable.engine.scene import (
    ButtonControl,
    PickerControl,
    PointControl,
    Scene,
    reachable_actions,
)
from cardtable.games.fiftysix.state import FiftySixState
from tests.conformance.scenes import check_scene
from tests.games.fiftysix.helpers import auction, deal, finish_trick, load, play


def scene_of(state: FiftySixState, seat: int) -> Scene:
    legal = [a.text for a in state.legal_actions(seat)]
    return check_scene(state.game, state.view(seat), legal)


def picker(scene: Scene) -> PickerControl:
    (found,) = [c for c in scene.controls if isinstance(c, PickerControl)]
    return found


def buttons(scene: Scene) -> dict[str, ButtonControl]:
    return {c.action: c for c in scene.controls if isinstance(c, ButtonControl)}


def test_seats_show_every_teammate_as_partner_and_other_hands_face_down() -> None:
    state = deal(load(players=6), dealer=5)
    scene = scene_of(state, 2)
    assert [s.relation for s in scene.seats] == [
        "partner", "opponent", "you", "opponent", "partner", "opponent",
    ]
    assert [s.team for s in scene.seats] == [0, 1, 0, 1, 0, 1]
    assert [s.dealer for s in scene.seats] == [False] * 5 + [True]
    assert [s.to_act for s in scene.seats] == [p == state.turn for p in range(6)]
    assert scene.seats[0].score == scene.seats[2].score == 12
    mine = scene.zone("hand.2")
    assert [c.code for c in mine.cards if c] == state.view(2)["hand"]
    for p in (0, 1, 3, 4, 5):
        hand = scene.zone(f"hand.{p}")
        assert hand.count == 8 and all(c is not None and c.code is None for c in hand.cards)


def test_the_opening_bid_picker_offers_exactly_the_legal_bids() -> None:
    state = deal(load(players=4), dealer=3)
    seat = state.turn
    scene = scene_of(state, seat)
    legal = {a.text for a in state.legal_actions(seat)}
    bid = picker(scene)
    assert {c.action for c in bid.choices} == legal - {"pass"}
    assert set(buttons(scene)) == {"pass"}
    fields = {f.name: [o.value for o in f.options] for f in bid.fields}
    assert fields["form"] == ["number_first", "suit_first"]  # no plus before anyone has bid
    assert fields["value"] == [str(v) for v in range(28, 57)]
    assert fields["suit"] == ["S", "H", "D", "C", "N"]
    choice = {tuple(sorted(c.values.items())): c.action for c in bid.choices}
    assert choice[(("form", "number_first"), ("suit", "H"), ("value", "30"))] == "30 hearts"
    assert choice[(("form", "suit_first"), ("suit", "C"), ("value", "28"))] == "clubs 28"
    assert choice[(("form", "number_first"), ("suit", "N"), ("value", "28"))] == "28 no trumps"
    assert choice[(("form", "suit_first"), ("suit", "N"), ("value", "28"))] == "28 No"
    assert len(scene.controls) == 2, "one picker for 290 bids, never a button each"


def test_over_a_bid_the_picker_adds_plus_raises_up_to_56_and_a_double_button() -> None:
    state = deal(load(players=4), dealer=3)
    bidder = state.turn
    auction(state, "40 spades")
    scene = scene_of(state, state.turn)
    bid = picker(scene)
    fields = {f.name: [o.value for o in f.options] for f in bid.fields}
    assert fields["form"] == ["number_first", "suit_first", "plus"]
    assert fields["value"] == [str(v) for v in range(41, 57)]
    assert fields["raise"] == [str(k) for k in range(1, 17)]
    plus = {(c.values["raise"], c.values["suit"]): c.action
            for c in bid.choices if c.values["form"] == "plus"}
    assert plus[("2", "S")] == "plus 2 spades" and plus[("1", "N")] == "plus 1 No"
    assert all("value" not in c.values for c in bid.choices if c.values["form"] == "plus")
    assert set(buttons(scene)) == {"pass", "double"}
    assert [b.id for b in scene.seats[bidder].badges] == ["fiftysix.badge.high_bid"]


def test_the_auction_shows_every_call_in_its_spoken_form_and_the_contract_badges() -> None:
    state = deal(load(players=4), dealer=3)
    first = state.turn
    auction(state, "clubs 30", "plus 2 No", "double", "redouble")
    scene = scene_of(state, first)
    entries = scene.zone("auction").entries
    assert [e.text.id for e in entries] == [
        "fiftysix.bid.suit_first", "fiftysix.bid.plus", "fiftysix.bid.double",
        "fiftysix.bid.redouble",
    ]
    assert entries[0].text.args == {"value": 30, "suit": "C"}
    assert entries[1].text.args == {"amount": 2, "suit": "N", "value": 32}
    assert [e.seat for e in entries] == [(first + k) % 4 for k in range(4)]
    bidder = entries[1].seat
    badges = [b.id for b in scene.seats[bidder].badges]
    assert badges == ["fiftysix.badge.bidder", "fiftysix.badge.redoubled"]
    facts = {f.label.id: f.value for f in scene.facts}
    assert facts["fiftysix.fact.contract"].args == {"seat": bidder, "value": 32, "suit": "N"}
    assert [e.text.id for e in scene.log[-4:]] == [e.text.id for e in entries]


def test_the_forced_bidder_gets_no_pass_button() -> None:
    state = deal(load(players=4, all_pass_rule="forced_bid"), dealer=3)
    while not state.view(state.turn)["forced_bid"]:
        auction(state, "pass")
    assert state.turn == 2  # the dealer's left-hand neighbour, after two passes
    scene = scene_of(state, state.turn)
    assert "pass" not in buttons(scene)
    assert scene.prompt is not None and scene.prompt.id == "fiftysix.prompt.forced_bid"
    assert any(b.id == "fiftysix.badge.forced_bid" for b in scene.seats[state.turn].badges)


def test_defenders_get_out_of_turn_surrender_buttons_and_the_bidder_answers() -> None:
    state = deal(load(players=4), dealer=3)
    bidder = state.turn
    auction(state, "28 spades", "pass", "pass", "pass")
    leader = state.turn
    defender = next(p for p in range(4) if p % 2 != bidder % 2 and p != leader)
    scene = scene_of(state, defender)
    controls = buttons(scene)
    assert set(controls) == {"surrender", "no surrender"}
    assert all(c.out_of_turn for c in controls.values())
    assert scene.status.id == "fiftysix.status.window"
    state.apply("surrender", defender)
    answer = scene_of(state, bidder)
    assert set(buttons(answer)) == {"accept", "insist"}
    assert not any(c.out_of_turn for c in answer.controls)
    assert any(b.id == "fiftysix.badge.offered_surrender"
               for b in answer.seats[defender].badges)


def test_an_ended_trick_stays_on_the_table_until_the_next_lead() -> None:
    state = deal(load(players=4, cot=False), dealer=3)
    auction(state, "28 spades", "pass", "pass", "pass")
    leader = state.turn
    first = state.legal_actions(leader)[0].text
    play(state, first[5:])
    trick = scene_of(state, leader).zone("trick")
    assert trick.cards[0] is not None and trick.cards[0].by == leader
    assert trick.cards[0].marks == ("led", "last_played") and trick.marks == ()
    winner = finish_trick(state)
    ended = scene_of(state, (winner + 1) % 4).zone("trick")
    assert ended.marks == ("complete",) and len(ended.cards) == 4
    assert [c.by for c in ended.cards if c and "winning" in c.marks] == [winner]
    assert ended.note is not None and ended.note.args == {"seat": winner}
    lead = state.legal_actions(winner)[0].text
    play(state, lead[5:])
    after = scene_of(state, winner).zone("trick")
    assert after.marks == () and [c.code for c in after.cards if c] == [lead[5:]]


def play_hand(state: FiftySixState) -> None:
    """Auction 28 spades by the first caller, then first legal cards to the end of the hand."""
    hand = state.hand_number
    auction(state, "28 spades", "pass", "pass", "pass")
    while state.hand_number == hand and not state.is_terminal:
        finish_trick(state)


def test_the_last_trick_and_the_result_panel_carry_into_the_next_deal() -> None:
    state = deal(load(players=4, cot=False), dealer=3)
    play_hand(state)
    assert state.hand_number == 2
    summary = state.previous_hand
    assert summary is not None
    last = summary["last_trick"]
    scene = scene_of(state, 0)
    trick = scene.zone("trick")
    assert trick.marks == ("complete",)
    assert [c.code for c in trick.cards if c] == [c["card"] for c in last["cards"]]
    result = scene.result
    assert result is not None and result.kind == "hand"
    rows = {r.label.id: r for r in result.rows}
    bid_team = summary["contract"]["team"]
    assert rows["fiftysix.result.contract"].values[bid_team] == 28
    assert rows["fiftysix.result.points"].values == tuple(summary["points"])
    assert sum(rows["fiftysix.result.points"].values) == 56
    paid = rows["fiftysix.result.tables_paid"]
    receiver = 1 - summary["payer"]
    assert paid.values[receiver] == summary["amount"] == -paid.values[summary["payer"]]
    assert paid.winners == tuple(p for p in range(4) if p % 2 == receiver)
    assert rows["fiftysix.result.tables"].values == tuple(summary["tables_after"])
    assert result.zones[0].id == "result.last_trick"
    auction(state, "pass")
    later = scene_of(state, 0)
    assert later.result is None
    assert later.zone("trick").marks == ("complete",), "still shown until the first lead"


def test_the_match_end_panel_names_the_winners() -> None:
    state = deal(load(players=4, cot=False, single_hand=True), dealer=3)
    play_hand(state)
    assert state.is_terminal
    scene = scene_of(state, 1)
    assert scene.controls == () and scene.prompt is None
    assert scene.status.id == "fiftysix.status.over"
    result = scene.result
    assert result is not None and result.kind == "match"
    assert result.winners == tuple(state.winners) and result.winners
    assert [c.id for c in result.columns] == ["common.team.pair", "common.team.pair"]
    assert result.notes[0].id.startswith("fiftysix.outcome.")
    assert set(reachable_actions(scene)) == set()
    assert not any(isinstance(c, PointControl) for c in scene.controls)
