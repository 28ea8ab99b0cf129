"""Power-card Golf's table scene (docs/scene.md): slot lists, select-then-confirm groups,
out-of-turn snaps and claims, memory marks, the log and the result panel.

The generic contract (schema, no hidden card, one control path per legal action) is checked for
every game in tests/conformance/test_scenes.py; these tests pin power Golf's own layout.
Positions are found along seeded random playouts, each checked with the whole contract.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from random import Random

import cardtable
from cardtable.engine.scene import (
    ButtonControl,
    Card,
    PointControl,
    Scene,
    SelectControl,
)
from cardtable.engine.state import State
from cardtable.games.golfp.scene import _line as scene_line
from cardtable.i18n import messages
from tests.conformance.scenes import check_scene


def scene_of(state: State, seat: int) -> Scene:
    legal = [a.text for a in state.legal_actions(seat)]
    return check_scene(state.game, state.view(seat), legal, against_schema=False)


def walk(game: cardtable.Game, seed: int) -> Iterator[State]:
    state = game.new_state(seed=seed)
    rng = Random(seed)
    yield state
    while not state.is_terminal:
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
        yield state


def find(game: cardtable.Game, found: Callable[[State], bool], seeds: int = 30) -> State:
    for seed in range(seeds):
        for state in walk(game, seed):
            if found(state):
                return state
    raise AssertionError("no such position in the playouts")


def legal_of(state: State, seat: int) -> list[str]:
    return [a.text for a in state.legal_actions(seat)]


def test_layouts_are_slot_lists_with_holes_where_a_slot_was_vacated() -> None:
    game = cardtable.load("cabo")
    state = find(game, lambda s: any(lay["holes"] for lay in s.view(0)["layouts"]))
    view = state.view(0)
    scene = scene_of(state, 0)
    for lay in view["layouts"]:
        zone = scene.zone(f"slots.{lay['player']}")
        assert zone.kind == "slots" and len(zone.cards) == len(lay["cards"])
        assert {i for i, c in enumerate(zone.cards) if c is None} == set(lay["holes"])
        assert zone.count == len(lay["cards"]) - len(lay["holes"])


def test_pablo_multi_replace_is_a_group_of_slots_confirmed_by_reveal() -> None:
    game = cardtable.load("pablo")

    def nominating(state: State) -> bool:
        turn = state.view(0)["turn"]
        return turn is not None and bool(state.view(0)["selected"]) and "reveal" in legal_of(
            state, turn) and any(a.startswith("multi") for a in legal_of(state, turn))

    state = find(game, nominating)
    seat = state.view(0)["turn"]
    scene = scene_of(state, seat)
    multis = [c for c in scene.controls if c.kind == "slot" and c.action.startswith("multi")]
    assert multis and all(isinstance(c, PointControl) and c.group == "multi" for c in multis)
    for control in multis:
        assert isinstance(control, PointControl)
        assert control.target == type(control.target)(f"slots.{seat}",
                                                      int(control.action.split()[1]) - 1)
    reveal = next(c for c in scene.controls
                  if isinstance(c, ButtonControl) and c.action == "reveal")
    assert reveal.group == "multi"
    chosen = {s for p, s in state.view(seat)["selected"] if p == seat}
    zone = scene.zone(f"slots.{seat}")
    for i, card in enumerate(zone.cards):
        assert card is None or ("selected" in card.marks) == (i in chosen)


def test_cabo_matching_nominates_cards_of_any_layout_in_one_group() -> None:
    game = cardtable.load("cabo")
    state = find(game, lambda s: s.view(0)["turn"] is not None and any(
        a.startswith("match") for a in legal_of(s, s.view(0)["turn"])))
    seat = state.view(0)["turn"]
    scene = scene_of(state, seat)
    matches = [c for c in scene.controls if isinstance(c, PointControl)
               and c.action.startswith("match")]
    assert matches and {c.group for c in matches} == {"match"}
    for control in matches:
        ref = control.action.split()[1]  # P1.2
        player, slot = ref[1:].split(".")
        assert control.target.zone == f"slots.{player}"
        assert control.target.index == int(slot) - 1


def test_a_cactus_snap_is_reachable_while_it_is_not_the_viewers_turn() -> None:
    game = cardtable.load("cactus")

    def snap_off_turn(state: State) -> bool:
        turn = state.view(0)["turn"]
        return any(p != turn and any(a.startswith("snap") for a in legal_of(state, p))
                   for p in range(game.players))

    state = find(game, snap_off_turn)
    turn = state.view(0)["turn"]
    seat = next(p for p in range(game.players)
                if p != turn and any(a.startswith("snap") for a in legal_of(state, p)))
    scene = scene_of(state, seat)
    snaps = [c for c in scene.controls
             if isinstance(c, PointControl | ButtonControl) and c.action.startswith("snap")]
    assert snaps
    for control in snaps:
        assert isinstance(control, PointControl) and control.out_of_turn
        assert control.target.zone == f"slots.{seat}"
    passes = [c for c in scene.controls if isinstance(c, ButtonControl) and c.action == "pass"]
    assert passes and passes[0].out_of_turn
    assert "golfp.badge.may_snap" in {b.id for b in scene.seats[seat].badges}


def test_a_cumbia_claim_points_at_any_layout_out_of_turn() -> None:
    game = cardtable.load("cumbia")
    state = find(game, lambda s: any(
        a.startswith("claim") for p in range(game.players) for a in legal_of(s, p)))
    seat = next(p for p in range(game.players)
                if any(a.startswith("claim") for a in legal_of(state, p)))
    scene = scene_of(state, seat)
    claims = [c for c in scene.controls if isinstance(c, PointControl)
              and c.action.startswith("claim")]
    assert claims and all(c.out_of_turn for c in claims)
    assert len({c.target.zone for c in claims}) > 1  # other players' cards too


def test_a_blind_swap_is_a_select_of_two_positions() -> None:
    game = cardtable.load("malaysian")
    state = find(game, lambda s: s.view(0)["turn"] is not None and any(
        a.startswith("swap P") for a in legal_of(s, s.view(0)["turn"])))
    seat = state.view(0)["turn"]
    scene = scene_of(state, seat)
    select = next(c for c in scene.controls if isinstance(c, SelectControl))
    swaps = [a for a in legal_of(state, seat) if a.startswith("swap P")]
    assert sorted(s.action for s in select.selections) == sorted(swaps)
    for selection in select.selections:
        a, b = selection.action.split()[1:]
        assert [t.zone for t in selection.targets] == [f"slots.{a[1]}", f"slots.{b[1]}"]


def test_human_memory_marks_a_seen_card_without_its_code_once_the_viewer_acted() -> None:
    game = cardtable.load("cabo", memory_mode="human")

    def seen_hidden(state: State) -> bool:
        lay = state.view(0)["layouts"][0]
        return any(0 in who and lay["cards"][i] is None and i not in lay["holes"]
                   for i, who in enumerate(lay["known_by"]))

    state = find(game, seen_hidden)
    lay = state.view(0)["layouts"][0]
    zone = scene_of(state, 0).zone("slots.0")
    hidden = [i for i, who in enumerate(lay["known_by"])
              if 0 in who and lay["cards"][i] is None and i not in lay["holes"]]
    for i in hidden:
        card = zone.cards[i]
        assert isinstance(card, Card) and card.code is None and "known" in card.marks
    perfect = cardtable.load("cabo", memory_mode="perfect")

    def seen(state: State) -> bool:
        lay = state.view(0)["layouts"][0]
        return any(0 in who and i not in lay["holes"] for i, who in enumerate(lay["known_by"]))

    state = find(perfect, seen)
    lay = state.view(0)["layouts"][0]
    zone = scene_of(state, 0).zone("slots.0")
    for i, who in enumerate(lay["known_by"]):
        card = zone.cards[i]
        if 0 in who and card is not None:
            assert card.code is not None and "known" in card.marks


def test_a_peek_names_the_card_to_the_peeker_only() -> None:
    game = cardtable.load("dacz")

    def just_peeked(state: State) -> bool:
        log = state.view(0)["log"]
        return bool(log) and log[-1][1].startswith("peek") and log[-1][0] >= 0

    state = find(game, just_peeked)
    peeker = state.view(0)["log"][-1][0]
    mine = scene_of(state, peeker).log[-1]
    assert mine.text.id == "golfp.log.peek_seen" and mine.text.args["card"]
    other = scene_of(state, (peeker + 1) % game.players).log[-1]
    assert other.text.id == "golfp.log.peek" and "card" not in other.text.args


def test_result_panels_add_up_to_the_hand_score_for_every_game() -> None:
    for name in ("malaysian", "pablo", "cumbia", "cabo", "cactus", "dacz"):
        game = cardtable.load(name)
        state = find(game, lambda s: scene_of(s, 0).result is not None, seeds=3)
        scene = scene_of(state, 0)
        result = scene.result
        assert result is not None
        summary = state.view(0)["hand_result"]
        rows = {r.label.id: r for r in result.rows}
        score = rows["golfp.result.hand_score"]
        assert score.values == tuple(summary["scores"])
        parts = [r for r in result.rows
                 if r.label.id not in ("golfp.result.hand_score", "common.result.match_total")]
        for p in range(game.players):
            assert sum(r.values[p] or 0 for r in parts) == score.values[p], name
        assert [len(z.cards) for z in result.zones] == [len(x) for x in summary["layouts"]]
        assert all(c is not None and c.code for z in result.zones for c in z.cards)
        if summary["caller"] is not None:
            assert any(r.label.id.startswith("golfp.result.caller_") for r in result.rows)


def _table(state: State, q: int) -> list[int | None]:
    """Player ``q``'s layout as the table shows it: the card (number) at each position."""
    lay, places = state.lays[q], state.places[q]  # type: ignore[attr-defined]
    return [lay[s] if s >= 0 and lay[s] >= 0 else None for s in places]


def _leaves_a_hole(name: str, line_start: str) -> None:
    game = cardtable.load(name)
    for seed in range(30):
        before: State | None = None
        for state in walk(game, seed):
            log = state.view(0)["log"]
            if before is not None and log and str(log[-1][1]).startswith(line_start):
                q = int(log[-1][0])
                old, new = _table(before, q), _table(state, q)
                assert len(new) >= len(old)
                changed = [d for d in range(len(old)) if old[d] != new[d]]
                holes = [d for d in changed if new[d] is None]
                assert holes, f"{name}: a card left P{q}'s layout without a hole"
                # The cards that stayed did not move; at most one position took the held card.
                assert len(changed) - len(holes) <= 1
                zone = scene_of(state, q).zone(f"slots.{q}")
                assert [d for d, c in enumerate(zone.cards) if c is None] == [
                    d for d, c in enumerate(new) if c is None]
                return
            before = state.clone()
    raise AssertionError(f"no {line_start!r} in the {name} playouts")


def test_a_snapped_card_leaves_a_hole_and_the_others_stay_in_place() -> None:
    _leaves_a_hole("cactus", "snapped")


def test_a_multi_replace_leaves_holes_and_the_others_stay_in_place() -> None:
    _leaves_a_hole("pablo", "multi-replace succeeds")


def test_a_card_another_player_placed_since_the_viewer_acted_is_marked_new() -> None:
    game = cardtable.load("malaysian")

    def placed_by_other(state: State) -> bool:
        log = state.view(0)["log"]
        return bool(log) and log[-1][0] not in (-1, 0) and str(log[-1][1]).startswith("replace")

    state = find(game, placed_by_other)
    who, line = state.view(0)["log"][-1]
    slot = int(line.split()[1]) - 1
    zone = scene_of(state, 0).zone(f"slots.{who}")
    position = state.view(0)["layouts"][who]["places"].index(slot)
    marked = [d for d, c in enumerate(zone.cards) if c is not None and "new" in c.marks]
    assert marked == [position]
    # The discarded card is public and the log names it.
    entry = scene_of(state, 0).log[-1]
    assert entry.text.id == "golfp.log.replace_card"
    assert entry.text.args["card"] == state.view(0)["discard"]


def _buried_replace(state: State) -> tuple[int, str] | None:
    """A replacement in viewer 0's log whose discarded card is no longer in its view's pile."""
    view = state.view(0)
    for _, line in view["log"]:
        words = str(line).split()
        if words[0] == "replace" and words[-1] not in view["discard_pile"]:
            return int(words[1]), words[-1]
    return None


def test_the_log_names_a_discarded_card_after_later_discards_bury_it() -> None:
    # Human memory shows the top discard only; the card a player replaced went face up on
    # the pile, so the log still names it once another card covers it.
    game = cardtable.load("cabo")
    state = find(game, lambda s: _buried_replace(s) is not None)
    found = _buried_replace(state)
    assert found is not None
    slot, card = found
    assert state.view(0)["discard_pile"] == [state.view(0)["discard"]]
    entries = [e for e in scene_of(state, 0).log if e.text.id == "golfp.log.replace_card"]
    assert {"slot": slot, "card": card} in [e.text.args for e in entries]


def _match_results(state: State) -> tuple[list[str], list[str]] | None:
    """The cards that matched and those that did not, if viewer 0's last log line is Cabo's
    matching."""
    log = state.view(0)["log"]
    if not log or not str(log[-1][1]).startswith("match: "):
        return None
    results = str(log[-1][1])[len("match: "):].split(", ")
    hits = [r.split()[0] for r in results if r.endswith(" matches")]
    misses = [r.split()[0] for r in results if r.endswith(" does not")]
    return hits, misses


def test_a_match_line_names_the_cards_that_match_and_those_that_do_not() -> None:
    # The sentence leaves out an empty half ("matching: 2C match; do not" read oddly).
    game = cardtable.load("cabo")
    seen: set[str] = set()
    for seed in range(40):
        for state in walk(game, seed):
            found = _match_results(state)
            if found is None:
                continue
            hits, misses = found
            entry = [e for e in scene_of(state, 0).log if e.text.id != "golfp.log.hand_over"][-1]
            args: dict[str, object] = {}
            if hits:
                args.update(cards=" ".join(hits), count=len(hits))
            if misses:
                args.update(other_cards=" ".join(misses), other_count=len(misses))
            expected = ("golfp.log.match_result" if hits and misses else
                        "golfp.log.match_all" if hits else "golfp.log.match_none")
            assert (entry.text.id, entry.text.args) == (expected, args)
            seen.add(expected)
    assert {"golfp.log.match_result", "golfp.log.match_none"} <= seen
    # Random nominations rarely all match; the line alone decides the sentence.
    whole = scene_line({"held": None}, "match: 2C matches, 2D matches", 1, 0, True)
    assert (whole.id, whole.args) == ("golfp.log.match_all", {"cards": "2C 2D", "count": 2})


def test_a_list_of_other_cards_is_shown_as_cards() -> None:
    parts = messages("en").parts("golfp.log.match_none", {"other_cards": "6H 7D",
                                                          "other_count": 2})
    assert [(p.kind, p.text) for p in parts if p.kind != "text"] == [("cards", "6♥ 7♦")]
