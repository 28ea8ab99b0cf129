"""``python -m cardtable.bots.audit``: every ``hard`` decision is counted once, a deviation is
judged in the true deal, and a search that never overrules the medium bot has nothing to judge."""

from __future__ import annotations

import json
from random import Random

import pytest

import cardtable
from cardtable.bots.audit import (
    Audit,
    Verdicts,
    decision_kind,
    hard_seats,
    main,
    run_audit,
    true_value,
)
from cardtable.bots.measure import tuned_hard
from cardtable.bots.search import PimcBot


def test_verdicts_split_by_who_won_and_points_otherwise() -> None:
    v = Verdicts()
    for difference in (1001.0, -1003.0, 2.0, -1.0, 500.0):
        v.add(difference, decisive=500.0)
    assert (v.deviations, v.won, v.lost) == (5, 2, 1)
    assert v.report()["points"] == pytest.approx(0.5)  # (2 - 1) over the two even ones


def test_kinds_name_the_trick_and_the_lead() -> None:
    assert decision_kind({"phase": "round 1"}) == "round 1"
    play = {"phase": "play", "tricks": [{}, {}], "current_trick": []}
    assert decision_kind(play) == "play, trick 3, lead"
    assert decision_kind({**play, "current_trick": [{}]}) == "play, trick 3, follow"


def test_sides_take_turns() -> None:
    fareeb = cardtable.load("fareeb", None, single_hand="on")
    assert {hard_seats(fareeb, 0), hard_seats(fareeb, 1)} == {(0, 2), (1, 3)}
    allfours = cardtable.load("allfours", None, single_hand="on")
    assert [hard_seats(allfours, h) for h in range(3)] == [(0,), (1,), (0,)]


def test_a_search_that_never_overrules_has_no_deviations() -> None:
    game = cardtable.load("allfours", None, single_hand="on")
    audit = run_audit(game, 3, seed=2, changes=["rollouts=8", "min_worlds=1000"])
    report = audit.report()
    assert report["hands"] == 3
    assert report["all"]["decisions"] > 0
    assert report["all"]["deviations"] == 0


def test_deviations_are_judged_in_the_true_deal(capsys: pytest.CaptureFixture[str]) -> None:
    # With no gate at all the search overrules often; each deviation gets one verdict.
    assert main(["allfours", "--hands", "4", "--seed", "5", "--set", "rollouts=16",
                 "--set", "confidence=-1000", "--set", "min_worlds=1", "--playouts", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    total = out["all"]
    assert total["deviations"] > 0
    assert total["won"] + total["lost"] <= total["deviations"] <= total["decisions"]
    assert sum(k["decisions"] for k in out["kinds"].values()) == total["decisions"]


def test_the_true_value_is_the_search_value_of_the_real_deal() -> None:
    game = cardtable.load("allfours", None, single_hand="on")
    search = tuned_hard(game, ["rollouts=8"])
    assert isinstance(search, PimcBot)
    state = game.new_state(11)
    p = min(state.actors)
    legal = state.legal_actions(p)
    # One playout in the true deal, done by hand, equals the audit's valuation.
    expected = search.playout(state.clone(), legal[0], p, Random("3/0"))
    assert true_value(search, state, legal[0], p, 1, 3) == expected


def test_games_with_their_own_search_are_refused() -> None:
    with pytest.raises(SystemExit):
        run_audit(cardtable.load("golf6", None), 1, seed=1)


def test_empty_audit_reports_nothing_judged() -> None:
    assert Audit().report()["all"]["deviations"] == 0
