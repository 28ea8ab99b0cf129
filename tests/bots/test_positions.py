"""Bot regression positions: saved records with the move every sensible player makes.

Each file in ``tests/bots/positions`` holds positions of one family: a record (deck or seed,
``start`` position, actions so far) that replays to a decision, the seat to act, the moves any
sensible player would choose, and why. A change that makes a bot blunder in one of them fails
here. ``hard`` runs with a small iteration budget and a generous clock, so its choice does not
depend on the machine's speed; with that budget a decision among many candidates samples fewer
worlds than ``min_worlds`` and keeps the medium choice, so there the check guards the search's
plumbing (views, memory, legality) more than its judgement.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import cardtable
from cardtable.bots import make_bot
from cardtable.bots.levels import hard_bot

POSITIONS = Path(__file__).parent / "positions"


def load_positions() -> list[tuple[str, dict[str, Any]]]:
    found: list[tuple[str, dict[str, Any]]] = []
    for path in sorted(POSITIONS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found.extend((f"{path.stem}: {p['name']}", p) for p in data["positions"])
    return found


ALL = load_positions()


def test_every_family_with_saved_positions_has_at_least_ten() -> None:
    counts: dict[str, int] = {}
    for name, _ in ALL:
        family = name.split(":")[0]
        counts[family] = counts.get(family, 0) + 1
    assert counts and all(n >= 10 for n in counts.values()), counts


@pytest.mark.parametrize(("name", "position"), ALL, ids=[n for n, _ in ALL])
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_sensible_move(name: str, position: dict[str, Any], level: str) -> None:
    state = cardtable.replay(position["record"])
    seat = position["seat"]
    assert seat in state.actors, f"{name}: seat {seat} is not to act in the saved position"
    legal = state.legal_actions(seat)
    assert all(e in [a.text for a in legal] for e in position["expect"]), name
    game = state.game
    bot = make_bot("medium", game) if level == "medium" else hard_bot(
        game, rollouts=24, time_limit=60.0
    )
    action = bot.choose(state.view(seat), legal, random.Random(0))
    assert action.text in position["expect"], f"{name}: {position['why']}"
