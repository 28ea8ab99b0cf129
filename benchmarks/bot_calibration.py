"""Calibration of the bots' bidding: how often a bid or call is made and how often it succeeds.

    python benchmarks/bot_calibration.py fareeb --matches 500
    python benchmarks/bot_calibration.py 56 --matches 300
    python benchmarks/bot_calibration.py allfours --matches 500 --kind hard
    python benchmarks/bot_calibration.py fareeb --matches 30 --kind hard --rollouts 720

Every seat plays the given level (default medium) in seeded matches (seeds 0, 1, ...). Figures:

* fareeb: make rate of the side that ordered up (round 1) or named trump (round 2), by the
  maker's seat from the dealer and by the match score; how often a lone hand is tried (per hand
  played, and per make), and how often a lone hand marches (takes all five tricks) and is made,
  each also by the lone player's seat from the dealer and by the match score;
* 56: make rate of contracts by bid level;
* allfours: how often the elder begs and the dealer gives (takes one) or refuses, and how many
  points the elder's side scores in the hand after each choice.

Reads only the views (``previous_hand``) and the actions taken, so it measures any level.
``--rollouts N`` gives ``hard`` an iteration budget of N playouts a decision with the clock cap
lifted, so its figures do not depend on the machine's load (without it, ``hard`` is the level as
the server plays it, with its time cap).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random

import cardtable
from cardtable.bots import Bot, make_bot
from cardtable.bots.levels import hard_bot
from cardtable.engine import Action, State
from cardtable.sim.arena import bot_rng, next_actor, order_rng
from cardtable.sim.stats import wilson_interval


@dataclass
class Tally:
    """Counts by label: trials and successes."""

    trials: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    hits: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def add(self, label: str, hit: bool) -> None:
        self.trials[label] += 1
        self.hits[label] += hit

    def lines(self, title: str) -> list[str]:
        out = [title]
        for label in sorted(self.trials):
            n, k = self.trials[label], self.hits[label]
            low, high = wilson_interval(k, n)
            out.append(
                f"  {label:<34}{k:>6} / {n:<6}{100 * k / n:6.1f}%   "
                f"[{100 * low:.1f}, {100 * high:.1f}]"
            )
        return out


Watcher = Callable[[State, int, Action, State], None]
"""Called with the state before an action, the player, the action and the state after it."""


def play(
    game_name: str, kind: str, matches: int, watch: Watcher, rollouts: int | None = None
) -> int:
    """Seeded matches with ``kind`` in every seat; returns the hands played."""
    game = cardtable.load(game_name)

    def bot() -> Bot:
        if kind == "hard" and rollouts is not None:
            return hard_bot(game, rollouts=rollouts, time_limit=1e6)
        return make_bot(kind, game)

    bots = [bot() for _ in range(game.players)]
    hands = 0
    for seed in range(matches):
        state = game.new_state(seed=seed)
        rngs = [bot_rng(seed, p) for p in range(game.players)]
        order: Random = order_rng(seed)
        while not state.is_terminal:
            player = next_actor(state, order)
            legal = state.legal_actions(player)
            action = bots[player].choose(state.view(player), legal, rngs[player])
            before = state.clone()
            state.apply(action, player)
            watch(before, player, action, state)
        hands += state.hand_number
    return hands


def fareeb(matches: int, kind: str, rollouts: int | None = None) -> list[str]:
    made, lone, lone_made = Tally(), Tally(), Tally()
    pending: dict[str, str] = {}

    def score_band(view: dict[str, object]) -> str:
        scores = view["scores"]
        assert isinstance(scores, list)
        seat = int(view["seat"])  # type: ignore[call-overload]
        mine, theirs = scores[seat], scores[(seat + 1) % 4]
        if theirs >= 8:
            return "opponents at 8-9"
        if mine >= 8:
            return "makers at 8-9"
        return "both below 8"

    def watch(before: State, player: int, action: Action, after: State) -> None:
        if action.text == "order up" or action.text.startswith("name "):
            view = before.view(player)
            seat = (player - int(view["dealer"])) % 4
            kind_ = "ordered up" if action.text == "order up" else "named trump"
            pending["labels"] = f"{kind_}, seat {seat} from dealer|{kind_}, {score_band(view)}"
        if action.text == "alone":
            view = before.view(player)
            seat = (player - int(view["dealer"])) % 4
            pending["lone"] = f"seat {seat} from dealer|{score_band(view)}"
        if after.hand_number != before.hand_number or after.is_terminal:
            result = after.view(0)["previous_hand"] if not after.is_terminal else None
            if result is None and after.is_terminal:
                result = after.view(0).get("hand_result")
            labels = pending.pop("labels", None)
            lone_labels = pending.pop("lone", None)
            if result is None or labels is None or result.get("thrown_in"):
                return
            success = result["outcome"] in ("made", "march")
            for label in labels.split("|"):
                made.add(label, success)
            lone.add("lone hand tried (per hand played)", bool(result["alone"]))
            if result["alone"]:
                made.add("lone hand made", success)
                lone.add("lone hand marched", result["outcome"] == "march")
                for label in (lone_labels or "").split("|"):
                    if label:
                        lone_made.add(f"lone made, {label}", success)
                        lone_made.add(f"lone marched, {label}", result["outcome"] == "march")

    hands = play("fareeb", kind, matches, watch, rollouts)
    return [
        f"Fareeb, {kind} in every seat: {matches} matches, {hands} hands.",
        *made.lines("Make rate (the makers' side scores):"),
        *lone.lines("Lone hands:"),
        *lone_made.lines("Lone hands by the lone player's seat and the score:"),
    ]


def fiftysix(matches: int, kind: str, rollouts: int | None = None) -> list[str]:
    made = Tally()

    def watch(before: State, player: int, action: Action, after: State) -> None:
        if after.hand_number == before.hand_number and not after.is_terminal:
            return
        view = after.view(0)
        result = view["previous_hand"] if not after.is_terminal else view.get("hand_result")
        if not result or not result.get("contract") or result.get("outcome") is None:
            return
        contract = result["contract"]
        value = int(contract["value"])
        band = "28-31" if value < 32 else "32-39" if value < 40 else "40-47" if value < 48 else (
            "48-56"
        )
        label = f"bid {band}" + (", all pass (28 NT)" if contract.get("all_pass") else "")
        made.add(label, bool(result["bidders_won"]))
        if contract["doubling"] != "undoubled":
            made.add(f"{contract['doubling']} contracts", bool(result["bidders_won"]))

    hands = play("56", kind, matches, watch, rollouts)
    return [
        f"56 (default table), {kind} in every seat: {matches} matches, {hands} hands.",
        *made.lines("Make rate of the contract, by bid level:"),
    ]


def allfours(matches: int, kind: str, rollouts: int | None = None) -> list[str]:
    decisions = Tally()
    elder_points: dict[str, list[int]] = defaultdict(list)
    pending: dict[str, tuple[str, int]] = {}

    def watch(before: State, player: int, action: Action, after: State) -> None:
        if action.text in ("stand", "beg"):
            decisions.add("elder begs (per hand)", action.text == "beg")
            pending["elder"] = (action.text, player)
        if action.text in ("take one", "refuse"):
            decisions.add("dealer gives (per answer to a beg)", action.text == "take one")
            pending["elder"] = (f"beg, {action.text}", pending.get("elder", ("", player))[1])
        if (after.hand_number != before.hand_number or after.is_terminal) and "elder" in pending:
            label, elder = pending.pop("elder")
            view = after.view(0)
            result = view["previous_hand"] if not after.is_terminal else None
            if result and result.get("played"):
                # Standard All Fours: each player is a side of its own.
                elder_points[label].append(int(result["side_points"][elder]))

    hands = play("allfours", kind, matches, watch, rollouts)
    lines = [
        f"All Fours (standard, 2 players), {kind} in every seat: {matches} matches, {hands} hands.",
        *decisions.lines("Decisions:"),
        "Elder's side's points in the hand, by the choice made:",
    ]
    for label in sorted(elder_points):
        pts = elder_points[label]
        lines.append(f"  {label:<34}{len(pts):>6} hands, mean {sum(pts) / len(pts):.2f} points")
    return lines


REPORTS = {"fareeb": fareeb, "56": fiftysix, "allfours": allfours}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=sorted(REPORTS))
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--kind", default="medium", help="bot level in every seat")
    parser.add_argument(
        "--rollouts",
        type=int,
        default=None,
        help="hard only: playouts a decision, the clock cap lifted (load-independent figures)",
    )
    args = parser.parse_args(argv)
    for line in REPORTS[args.game](args.matches, args.kind, args.rollouts):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
