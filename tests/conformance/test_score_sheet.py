"""Every family keeps a public score sheet across hands (docs/scene.md, "The score sheet"):
one row per finished hand with each side's points and the running totals, in the view and
drawn in the scene. A whole multi-hand match per game checks it against the scores."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

import cardtable
from cardtable.server.visibility import public_view

MAX_STEPS = 30_000


def _column_seats(scene: Any) -> list[int]:
    """The first seat each column stands for (a seat, or a team named by its seats)."""
    return [int(column.args["seat"]) for column in scene.score_sheet.columns]


@pytest.mark.parametrize("name", sorted(cardtable.games()))
def test_a_match_score_sheet_matches_the_scores_hand_by_hand(name: str) -> None:
    # Random play can lose a 56 match in its first hand (a doubled bid a team cannot pay):
    # the first seeds whose match lasts two hands or more are the ones checked in full.
    assert any(_match(name, seed) >= 2 for seed in range(11, 31)), (
        f"{name}: no multi-hand match in 20 seeds"
    )


def _match(name: str, seed: int) -> int:
    """Play a seeded random match, checking the sheet at each hand's end; the rows it made."""
    game = cardtable.load(name)
    if game.options_for_record().get("match_end") == "single_hand":
        game = cardtable.load(name, match_end="holes(3)")  # Malaysian plays one hand by default
    rng = Random(seed)
    state = game.new_state(seed=seed)
    first_scene = game.scene(state.view(0), ())
    seats = _column_seats(first_scene)
    assert len(set(seats)) == len(seats), "each column is its own side"
    # The totals before any hand: 56's starting tables, else 0 (All Fours' first deal may
    # score a turn-up before anyone acts, so its scores at the start are not the baseline).
    initial = [0] * len(seats) if name == "allfours" else [state.scores[p] for p in seats]
    assert first_scene.score_sheet is not None and first_scene.score_sheet.rows == ()
    rows_seen = 0
    for _ in range(MAX_STEPS):
        if state.is_terminal:
            break
        hand = state.view(0)["hand_number"]
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
        sheet = state.view(0)["score_sheet"]
        if len(sheet) == rows_seen:
            continue
        # A hand ended with this action: exactly one new row, for that hand.
        assert len(sheet) == rows_seen + 1, name
        rows_seen += 1
        row = sheet[-1]
        assert row["hand"] == hand == rows_seen, (name, row)
        before = sheet[-2]["totals"] if len(sheet) > 1 else initial
        assert [b + p for b, p in zip(before, row["points"], strict=True)] == row["totals"]
        if name != "allfours" or state.is_terminal:
            # (All Fours may score the next deal's turn-up at once, so its totals are checked
            # against the deal's own summary instead.)
            assert row["totals"] == [state.scores[p] for p in seats], (name, row)
        else:
            summary = state.view(0)["previous_hand"]
            assert row["totals"] == summary["side_scores"]
            assert row["points"] == summary["side_points"]
    assert state.is_terminal, f"{name}: the match did not end in {MAX_STEPS} steps"
    assert rows_seen >= 1
    # The sheet is public: every seat's view and the spectator's hold the same one, and every
    # scene draws it row for row.
    views = [state.view(p) for p in range(game.players)]
    public = public_view(state)
    assert all(v["score_sheet"] == public["score_sheet"] for v in views)
    for view in [*views, public]:
        data = game.scene(view, ()).to_json()
        assert data["score_sheet"]["rows"] == public["score_sheet"], name
        assert len(data["score_sheet"]["columns"]) == len(public["score_sheet"][0]["points"])
    return rows_seen


def test_copies_and_equality_include_the_score_sheet() -> None:
    game = cardtable.load("fareeb")
    state = game.new_state(seed=2)
    rng = Random(2)
    while not state.view(0)["score_sheet"]:
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
    copy = state.clone()
    assert copy == state and copy.view(0)["score_sheet"] == state.view(0)["score_sheet"]
    copy.score_sheet = ()  # type: ignore[attr-defined]
    assert copy != state
