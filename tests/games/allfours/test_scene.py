"""All Fours' table scene (docs/scene.md): what each seat sees and where each action is pointed.

The generic contract (schema, no hidden card, one control path per legal action) is checked for
every game and preset in tests/conformance/test_scenes.py; these tests pin All Fours' own
layout in its three rulesets: beg, the gift and running the cards, discards, the pitch and the
throw-in, the trick kept into the next deal, and the count of High, Low, Jack and Game.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine.scene import ButtonControl, PointControl, Scene
from cardtable.games.allfours.state import AllFoursState
from tests.conformance.scenes import check_scene
from tests.games.allfours.helpers import (
    count_of,
    last_summary,
    load,
    play_hand_first_legal,
    position,
    run,
)

D, E = 0, 1  # the standard game: dealer and elder
S, W, N, EAST = 0, 1, 2, 3  # Trinidad: S deals, play goes counter-clockwise from EAST
P1, P2, P3, P4 = 0, 1, 2, 3  # the pitcher game


def scene_of(state: AllFoursState, seat: int) -> Scene:
    legal = [a.text for a in state.legal_actions(seat)]
    return check_scene(state.game, state.view(seat), legal)


def buttons(scene: Scene) -> dict[str, ButtonControl]:
    return {c.action: c for c in scene.controls if isinstance(c, ButtonControl)}


def codes(scene: Scene, zone: str) -> list[str | None]:
    return [c.code if c else None for c in scene.zone(zone).cards]


def test_the_elder_stands_or_begs_and_sees_the_turn_up_and_his_own_hand_only() -> None:
    state = position(load(), {E: ["2C", "3C", "4C", "5C", "6C", "7C"]}, "9D", dealer=D)
    scene = scene_of(state, E)
    assert [s.relation for s in scene.seats] == ["opponent", "you"]
    assert [s.team for s in scene.seats] == [None, None]
    assert [s.dealer for s in scene.seats] == [True, False]
    assert [b.id for b in scene.seats[E].badges] == ["allfours.badge.elder"]
    assert {a: c.label.id for a, c in buttons(scene).items()} == {
        "stand": "allfours.action.stand", "beg": "allfours.action.beg",
    }
    assert sorted(c for c in codes(scene, f"hand.{E}") if c) == sorted(
        ["2C", "3C", "4C", "5C", "6C", "7C"]
    )
    assert codes(scene, f"hand.{D}") == [None] * 6
    assert codes(scene, "upcard") == ["9D"]
    assert scene.zone("stock").count == 52 - 13
    dealer = scene_of(state, D)
    assert dealer.controls == () and dealer.prompt is None
    assert dealer.status.id == "allfours.status.elder" and dealer.status.args == {"seat": E}


def test_a_beg_offers_the_dealer_the_gift_or_the_run_and_the_gift_point_is_logged() -> None:
    state = position(load(), {}, "9D", dealer=D)
    run(state, (E, "beg"))
    scene = scene_of(state, D)
    labels = {a: c.label.id for a, c in buttons(scene).items()}
    assert labels == {"take one": "allfours.action.take_one", "refuse": "allfours.action.run"}
    assert [e.text.id for e in scene.zone("auction").entries] == ["allfours.call.beg"]
    run(state, (D, "take one"))
    after = scene_of(state, E)
    assert [e.text.id for e in after.zone("auction").entries] == [
        "allfours.call.beg", "allfours.call.take_one",
    ]
    assert "allfours.badge.begged" in [b.id for b in after.seats[E].badges]
    assert "allfours.badge.gave_one" in [b.id for b in after.seats[D].badges]
    assert [(e.seat, e.text.id) for e in after.log[-3:]] == [
        (E, "allfours.call.beg"), (D, "allfours.call.take_one"), (E, "allfours.points.gift"),
    ]
    assert after.seats[E].score == 1
    facts = {f.label.id: f.value for f in after.facts}
    assert facts["common.fact.trump"].args == {"suit": "D"}


def test_running_the_cards_shows_each_turn_up_and_discards_face_down_to_others() -> None:
    game = load(single_hand=True)
    runs = [
        ({E: ["2C", "3C", "4C"], D: ["5C", "6C", "7C"]}, "9S"),
        ({E: ["2D", "3D", "4D"], D: ["5D", "6D", "7D"]}, "JH"),
    ]
    state = position(game, {}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    scene = scene_of(state, E)
    assert codes(scene, "upcard") == ["5S", "9S"]
    hand = codes(scene, f"hand.{E}")
    for control in scene.controls:
        assert isinstance(control, PointControl) and control.target.zone == f"hand.{E}"
        assert control.action == f"discard {hand[control.target.index]}"
    assert len(scene.controls) == len(hand) == 9
    assert scene.prompt is not None and scene.prompt.args == {"count": 3}
    run(state, (E, "discard 2C"), (E, "discard 3C"), (E, "discard 4C"))
    assert codes(scene_of(state, E), f"discard.{E}") == ["2C", "3C", "4C"]
    assert codes(scene_of(state, D), f"discard.{E}") == [None, None, None]
    run(state, (D, "discard 5C"), (D, "discard 6C"), (D, "discard 7C"))
    scene = scene_of(state, E)
    up = scene.zone("upcard")
    assert codes(scene, "upcard") == ["5S", "9S", "JH"]
    assert up.cards[-1] is not None and up.cards[-1].marks == ("trump",)
    log = [(e.seat, e.text.id, dict(e.text.args)) for e in scene.log]
    assert log[:4] == [
        (D, "allfours.log.turn_up", {"card": "5S"}),
        (E, "allfours.call.beg", {}),
        (D, "allfours.call.run", {}),
        (D, "allfours.log.turn_up", {"card": "9S"}),
    ]
    assert log[4:7] == [(E, "allfours.log.discard", {"card": c}) for c in ("2C", "3C", "4C")]
    assert log[7:10] == [(D, "allfours.log.discard_hidden", {})] * 3
    assert log[10:12] == [
        (D, "allfours.log.turn_up", {"card": "JH"}),
        (D, "allfours.points.turn_up", {"points": 1, "card": "JH"}),
    ]
    assert "allfours.badge.ran" in [b.id for b in scene.seats[D].badges]


def trinidad_hang_jack() -> AllFoursState:
    """EAST leads the jack of trumps and N takes it with the ace: hang jack for N and S."""
    hands = {
        EAST: ["JH", "2C", "3C", "4C", "5C", "6C"],
        N: ["AH", "2D", "3D", "4D", "5D", "6D"],
        W: ["2S", "3S", "4S", "5S", "6S", "7S"],
        S: ["7D", "8D", "9D", "TD", "7C", "8C"],
    }
    state = position(load(ruleset="trinidad"), hands, "9H", dealer=S)
    run(state, (EAST, "stand"))
    return state


def test_trinidad_partners_and_the_count_rows_name_who_won_each_point() -> None:
    state = trinidad_hang_jack()
    scene = scene_of(state, N)
    assert [s.relation for s in scene.seats] == ["partner", "opponent", "you", "opponent"]
    assert [s.team for s in scene.seats] == [0, 1, 0, 1]
    play_hand_first_legal(state)
    count = count_of(state)
    assert count["Jack"]["points"] == 3
    result = scene_of(state, W).result
    assert result is not None and result.kind == "hand"
    assert [c.args for c in result.columns] == [
        {"seat": 0, "other_seat": 2}, {"seat": 1, "other_seat": 3},
    ]
    rows = {r.label.id: r for r in result.rows}
    high, low, jack = rows["allfours.result.high"], rows["allfours.result.low"], rows[
        "allfours.result.jack"
    ]
    assert high.winners == (S, N) and high.values == (1, 0)
    assert high.detail is not None and high.detail.args == {"card": "AH", "seat": N}
    assert low.winners == (W, EAST) and low.detail is not None
    assert low.detail.args == {"card": "JH", "seat": EAST}
    assert jack.winners == (S, N) and jack.values == (3, 0)
    assert jack.detail is not None and jack.detail.id == "allfours.detail.hang_jack"
    game = count["Game"]
    game_row = rows["allfours.result.game"]
    assert game["side"] is not None and game["scored"]
    assert game_row.winners == tuple(p for p in range(4) if p % 2 == game["side"])
    assert game_row.detail is not None and game_row.detail.id == "allfours.detail.game"
    assert rows["allfours.result.card_points"].values == tuple(game["totals"])
    summary = last_summary(state)
    assert rows["common.result.hand_points"].values == tuple(summary["side_points"])
    assert rows["common.result.match_total"].values == tuple(summary["side_scores"])


def test_the_last_trick_stays_into_the_next_deal_until_the_first_lead() -> None:
    state = position(load(), {}, "9D", dealer=D)
    run(state, (E, "stand"))
    play_hand_first_legal(state)
    last = last_summary(state)["tricks"][-1]
    fresh = scene_of(state, D)
    trick = fresh.zone("trick")
    assert trick.marks == ("complete",)
    assert codes(fresh, "trick") == [c["card"] for c in last["cards"]]
    assert [c.by for c in trick.cards if c and "winning" in c.marks] == [last["winner"]]
    assert fresh.result is not None and fresh.result.zones[0].id == "result.last_trick"
    assert fresh.log[0].text.id == "allfours.log.hand_over"
    elder = state.view(D)["elder"]
    run(state, (elder, "stand"))
    standing = scene_of(state, D)
    assert standing.result is None, "the panel goes once the new deal has begun"
    assert standing.zone("trick").marks == ("complete",), "but the trick stays until a lead"
    lead = state.legal_actions(elder)[0].text
    run(state, (elder, lead))
    led = scene_of(state, D).zone("trick")
    assert led.marks == () and [c.code for c in led.cards if c] == [lead[5:]]


def pitch_position(**options: Any) -> AllFoursState:
    """Preset seats (P1+P3 against P2+P4); P2 deals, so P3 pitches."""
    game = load(ruleset="pitcher", partnership_method="preset", **options)
    hands = {
        P3: ["AS", "4D", "KH", "QH", "2C", "3C"],
        P4: ["JS", "5D", "6D", "7D", "8D", "9D"],
        P1: ["2S", "TD", "TC", "9H", "4C", "5C"],
        P2: ["7C", "4H", "2D", "3D", "5H", "6H"],
    }
    return position(game, hands, None, dealer=P2)


def test_pitcher_hands_stay_unseen_until_the_pitch_fixes_trump() -> None:
    state = pitch_position()
    scene = scene_of(state, P1)
    mine = scene.zone(f"hand.{P1}")
    assert mine.count == 6 and codes(scene, f"hand.{P1}") == [None] * 6
    assert mine.note is not None and mine.note.id == "allfours.hand.unseen"
    assert "upcard" not in {z.id for z in scene.zones}, "no turn-up in the pitcher game"
    assert scene.status.id == "allfours.status.pitch" and scene.status.args == {"seat": P3}
    assert [b.id for b in scene.seats[P3].badges] == ["allfours.badge.pitcher"]
    assert [s.relation for s in scene.seats] == ["you", "opponent", "partner", "opponent"]
    pitcher = scene_of(state, P3)
    assert pitcher.prompt is not None and pitcher.prompt.id == "allfours.prompt.pitch"
    assert len(pitcher.controls) == 6
    run(state, (P3, "play 4D"))
    after = scene_of(state, P1)
    assert sorted(c for c in codes(after, f"hand.{P1}") if c) == sorted(
        ["2S", "TD", "TC", "9H", "4C", "5C"]
    )
    facts = {f.label.id: f.value.args for f in after.facts}
    assert facts["common.fact.trump"] == {"suit": "D"}
    assert facts["allfours.fact.pitch"] == {"card": "4D"}


def test_a_throw_in_is_a_button_and_the_thrown_cards_lie_face_up_by_the_trick() -> None:
    state = pitch_position(single_hand=True)
    run(state, (P3, "play AS"), (P4, "play JS"), (P1, "play 2S"))
    scene = scene_of(state, P2)
    assert buttons(scene)["throw in"].label.id == "allfours.action.throw_in"
    run(state, (P2, "throw in"))
    after = scene_of(state, P1)
    thrown = after.zone("thrown")
    assert sorted(c.code for c in thrown.cards if c and c.code) == sorted(
        ["4H", "5H", "6H", "2D", "3D", "7C"]
    )
    assert {c.by for c in thrown.cards if c} == {P2}
    assert after.zone("trick").marks == ("complete",)
    assert "allfours.badge.thrown_in" in [b.id for b in after.seats[P2].badges]
    assert after.zone(f"hand.{P2}").count == 0


def test_a_match_won_by_the_turn_up_ends_with_a_match_panel() -> None:
    state = position(load(), {}, "JC", dealer=D, points=[6, 3])
    assert state.is_terminal
    scene = scene_of(state, E)
    assert scene.controls == () and scene.status.id == "allfours.status.over"
    result = scene.result
    assert result is not None and result.kind == "match" and result.winners == (D,)
    rows = {r.label.id: r for r in result.rows}
    assert rows["allfours.result.turn_up"].values == (1, 0)
    assert rows["allfours.result.turn_up"].detail is not None
    assert rows["allfours.result.turn_up"].detail.args == {"cards": "JC"}
    assert rows["common.result.match_total"].values == (7, 3)
    assert "allfours.note.not_played" in [n.id for n in result.notes]


def test_the_bunch_window_and_its_answers_are_buttons_and_a_bunch_redeals() -> None:
    runs = [({}, "JH")]
    state = position(load(discard_method="keep_all"), {}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    window = scene_of(state, E)
    assert {a: c.label.id for a, c in buttons(window).items()} == {
        "bunch": "allfours.action.bunch", "no bunch": "allfours.action.no_bunch",
    }
    run(state, (E, "bunch"))
    answer = scene_of(state, D)
    assert {a: c.label.id for a, c in buttons(answer).items()} == {
        "agree": "allfours.action.agree", "refuse": "allfours.action.refuse_bunch",
    }
    assert answer.status.id == "allfours.status.bunch_answer"
    assert answer.status.args == {"seat": E}
    assert [e.text.id for e in answer.zone("auction").entries] == [
        "allfours.call.beg", "allfours.call.run", "allfours.call.bunch",
    ]
    run(state, (D, "agree"))
    redealt = scene_of(state, E)
    assert redealt.zone("auction").entries == ()
    assert redealt.log[0].text.id == "allfours.log.redeal_bunched"
    assert redealt.log[0].text.args == {"cards": "5S JH"}
    facts = {f.label.id: f.value.args for f in redealt.facts}
    assert facts["allfours.fact.deal"] == {"count": 2}
