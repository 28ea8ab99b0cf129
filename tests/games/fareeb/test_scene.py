"""Fareeb's table scene (docs/scene.md): what each seat sees and where each action is pointed.

The generic contract (schema, no hidden card, one control path per legal action) is checked for
every game in tests/conformance/test_scenes.py; these tests pin Fareeb's own layout.
"""

from __future__ import annotations

from random import Random

from cardtable.engine.scene import (
    ButtonControl,
    PickerControl,
    PointControl,
    Scene,
    reachable_actions,
)
from cardtable.games.fareeb.state import FareebState
from tests.conformance.scenes import check_scene
from tests.games.fareeb.deals import EXAMPLE_1, A, B, C, D
from tests.games.fareeb.helpers import deal, load, play_out, position, run
from tests.games.fareeb.test_five_players import EXAMPLE_3


def scene_of(state: FareebState, seat: int) -> Scene:
    legal = [a.text for a in state.legal_actions(seat)]
    return check_scene(state.game, state.view(seat), legal)


def test_seats_name_you_your_partner_the_dealer_and_whose_turn() -> None:
    state = deal(load(), EXAMPLE_1, "QH", dealer=A)
    scene = scene_of(state, B)
    relations = [s.relation for s in scene.seats]
    assert relations == ["opponent", "you", "opponent", "partner"]
    assert [s.team for s in scene.seats] == [0, 1, 0, 1]
    assert [s.dealer for s in scene.seats] == [True, False, False, False]
    assert [s.to_act for s in scene.seats] == [False, True, False, False]
    assert scene.status.id == "fareeb.status.round_1" and scene.status.args["seat"] == B


def test_round_1_offers_buttons_to_the_player_on_turn_only() -> None:
    state = deal(load(), EXAMPLE_1, "QH", dealer=A)
    mine = scene_of(state, B)
    assert {c.action for c in mine.controls} == {"pass", "order up"}
    assert all(isinstance(c, ButtonControl) for c in mine.controls)
    assert mine.prompt is not None and mine.prompt.id == "fareeb.prompt.round_1"
    other = scene_of(state, C)
    assert other.controls == () and other.prompt is None
    assert other.zone("upcard").cards[0] is not None
    assert other.zone("upcard").cards[0].code == "QH"


def test_other_hands_are_face_down_and_your_hand_face_up() -> None:
    state = deal(load(), EXAMPLE_1, "QH", dealer=A)
    scene = scene_of(state, C)
    mine = scene.zone(f"hand.{C}")
    assert sorted(c.code for c in mine.cards if c and c.code) == sorted(EXAMPLE_1[C])
    for seat in (A, B, D):
        zone = scene.zone(f"hand.{seat}")
        assert zone.count == 5 and all(c is not None and c.code is None for c in zone.cards)


def test_the_dealers_discard_is_face_down_to_everyone_but_the_dealer() -> None:
    state = deal(load(), EXAMPLE_1, "QH", dealer=A)
    run(state, (B, "order up"), (B, "with partner"))
    exchange = scene_of(state, A)
    discards = [c for c in exchange.controls if c.action.startswith("discard")]
    hand = exchange.zone(f"hand.{A}")
    for control in discards:
        assert isinstance(control, PointControl) and control.target.zone == f"hand.{A}"
        card = hand.cards[control.target.index]
        assert card is not None and control.action == f"discard {card.code}"
    run(state, (A, "discard TS"))
    dealer_sees = scene_of(state, A).zone("discard").cards[0]
    other_sees = scene_of(state, B).zone("discard").cards[0]
    assert dealer_sees is not None and dealer_sees.code == "TS"
    assert other_sees is not None and other_sees.code is None
    log = [e.text.id for e in scene_of(state, B).log]
    assert log[-1] == "fareeb.bid.discard_hidden"
    assert scene_of(state, A).log[-1].text.args == {"card": "TS"}


def test_play_controls_point_at_your_cards_and_a_finished_trick_stays_until_the_next_lead() -> None:
    state = deal(load(), EXAMPLE_1, "QH", dealer=A)
    run(state, (B, "order up"), (B, "with partner"), (A, "discard TS"))
    leader = state.current_player
    assert leader is not None
    for _ in range(4):
        player = state.current_player
        assert player is not None
        scene = scene_of(state, player)
        assert set(reachable_actions(scene)) == {a.text for a in state.legal_actions(player)}
        state.apply(state.legal_actions(player)[0], player)
    winner = state.tricks[-1][1]
    trick = scene_of(state, C).zone("trick")
    assert "complete" in trick.marks and len(trick.cards) == 4
    winning = [c for c in trick.cards if c is not None and "winning" in c.marks]
    assert len(winning) == 1 and winning[0].by == winner
    assert trick.note is not None and trick.note.args == {"seat": winner}
    assert scene_of(state, C).zone(f"won.{winner}").count == 1
    state.apply(state.legal_actions(winner)[0], winner)
    trick = scene_of(state, C).zone("trick")
    assert "complete" not in trick.marks and len(trick.cards) == 1
    first = trick.cards[0]
    assert first is not None and first.by == winner and "led" in first.marks


def test_a_hand_end_shows_the_last_trick_and_a_result_panel_with_euchre_points() -> None:
    state = deal(load(), EXAMPLE_1, "QH", dealer=A)
    run(state, (B, "order up"), (B, "with partner"), (A, "discard TS"))
    ended = play_out(state, makers=(B, D), maker_tricks=1)  # euchred: a fareeb
    scene = scene_of(ended, A)
    assert ended.hand_number == 2 and not ended.bids
    result = scene.result
    assert result is not None and result.kind == "hand"
    tricks, points, totals = result.rows
    assert tricks.values == (4, 1) and points.values == (2, 0) and totals.values == (2, 0)
    assert points.winners == (A, C)
    assert result.notes[0].id == "fareeb.outcome.fareeb"
    assert result.notes[0].args["tricks"] == 1 and result.notes[0].args["seat"] == B
    assert "complete" in scene.zone("trick").marks  # the last trick, until the next lead
    assert len(result.zones) == 1 and len(result.zones[0].cards) == 4
    # Once someone acts in the new hand the panel is gone (front ends keep it until dismissed).
    ended.apply(ended.legal_actions()[0])
    assert scene_of(ended, A).result is None


def test_the_match_end_panel_names_the_winners() -> None:
    game = load()
    state = position(game, EXAMPLE_1, "QH", dealer=A, points=(9, 9))
    run(state, (B, "order up"), (B, "with partner"), (A, "discard TS"))
    over = play_out(state, makers=(B, D), maker_tricks=1)  # euchred: A and C score 2 and win
    assert over.is_terminal
    scene = scene_of(over, B)
    assert scene.result is not None and scene.result.kind == "match"
    assert scene.result.winners == (A, C)
    assert scene.result.rows[2].values == (11, 9)
    assert scene.controls == () and scene.status.id == "fareeb.status.over"


def test_five_players_call_a_card_with_a_rank_and_suit_picker() -> None:
    state = deal(load(players=5), EXAMPLE_3, "9D", dealer=0)
    while state.phase != 2:  # MAKER_OPTIONS: somebody makes trumps
        state.apply(state.legal_actions()[-1])
    maker = state.current_player
    assert maker is not None
    scene = scene_of(state, maker)
    pickers = [c for c in scene.controls if isinstance(c, PickerControl)]
    assert len(pickers) == 1
    picker = pickers[0]
    assert [f.name for f in picker.fields] == ["rank", "suit"]
    calls = sorted(a.text for a in state.legal_actions(maker) if a.text.startswith("call"))
    assert sorted(c.action for c in picker.choices) == calls
    for choice in picker.choices:
        assert choice.action == f"call {choice.values['rank']}{choice.values['suit']}"
    others = [scene_of(state, p) for p in range(5) if p != maker]
    assert all(s.controls == () for s in others)


def test_five_players_the_called_partner_becomes_your_partner_once_revealed() -> None:
    game = load(players=5)
    rng = Random(7)
    for seed in range(40):
        state = game.new_state(seed=seed)
        while not state.is_terminal and not state.partner_revealed:
            state.apply(rng.choice(state.legal_actions()))
        if state.partner_revealed and state.partner >= 0 and not state.alone:
            break
    else:
        raise AssertionError("no hand with a revealed partner in 40 seeds")
    maker, partner = state.maker, state.partner
    assert scene_of(state, maker).seats[partner].relation == "partner"
    assert scene_of(state, partner).seats[maker].relation == "partner"
    third = next(p for p in range(5) if p not in (maker, partner))
    assert scene_of(state, third).seats[maker].relation == "other"
    badges = [b.id for b in scene_of(state, third).seats[partner].badges]
    assert "fareeb.badge.called_partner" in badges


def test_round_2_names_each_allowed_suit_by_a_button_and_marks_the_up_card_turned_down() -> None:
    state = deal(load(), EXAMPLE_1, "QH", dealer=A)
    run(state, (B, "pass"), (C, "pass"), (D, "pass"), (A, "pass"))
    scene = scene_of(state, B)
    upcard = scene.zone("upcard")
    assert "turned_down" in upcard.marks and upcard.cards[0] is not None
    names = {c.action: c for c in scene.controls if c.action.startswith("name")}
    assert set(names) == {"name S", "name D", "name C"}  # hearts were turned down
    assert all(isinstance(c, ButtonControl) for c in names.values())
    assert names["name S"].label.args == {"suit": "S"}
    assert [e.text.id for e in scene.zone("auction").entries] == ["fareeb.bid.pass"] * 4
