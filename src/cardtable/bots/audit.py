"""``python -m cardtable.bots.audit GAME``: where the generic search overrules the medium bot,
and whether that helped, judged in the deal actually dealt.

A win-rate run (``cardtable.bots.measure``) says how much stronger ``hard`` is, not where. This
audit plays single hands with ``hard`` on one side and ``medium`` on the other (the sides take
turns hand by hand) and, at every ``hard`` decision where its choice differs from the medium
bot's, plays both choices out in the true deal (the real hidden cards, which the search never
saw) with the medium bot in every seat, as the search's own playouts do, and values them as the
search does: points gained over the opponents' plus the match bonus when the hand decides the
match. So every deviation gets an after-the-fact verdict, and the verdicts add up by kind of
decision (the phase, and in trick play the trick and whether the bot leads).

Reading it: ``won`` and ``lost`` are deviations that changed who won the hand (the difference
reaches half the search's win bonus) in ``hard``'s favour or against it; ``points`` is the mean
difference in points of the others (the deviation changed only the score). A search that reads
the hidden cards well has many more ``won`` than ``lost``; where ``lost`` comes close to ``won``,
its model of the hidden cards (or its candidates) is wrong for that kind of decision. The true
deal is one world, so a single verdict is luck; the sums over many hands are not.

For the generic search (Fareeb, 56, All Fours), whose medium bot keeps no memory between calls:
Golf's and power Golf's searches keep the medium bot's memory inside them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

import cardtable
from cardtable.bots.levels import medium_bot
from cardtable.bots.measure import add_search_arguments, tuned_hard
from cardtable.bots.search import PimcBot, actor
from cardtable.engine.action import Action
from cardtable.engine.game import Game
from cardtable.engine.state import State
from cardtable.sim.arena import match_seeds
from cardtable.sim.duplicate import table_sides


@dataclass
class Verdicts:
    """The deviations of one kind of decision and how they turned out in the true deal."""

    decisions: int = 0
    deviations: int = 0
    won: int = 0
    lost: int = 0
    point_total: float = 0.0
    """Sum of the point differences of the deviations that did not change who won."""

    def add(self, difference: float, decisive: float) -> None:
        self.deviations += 1
        if difference >= decisive:
            self.won += 1
        elif difference <= -decisive:
            self.lost += 1
        else:
            self.point_total += difference

    def report(self) -> dict[str, Any]:
        even = self.deviations - self.won - self.lost
        return {
            "decisions": self.decisions,
            "deviations": self.deviations,
            "won": self.won,
            "lost": self.lost,
            "points": round(self.point_total / even, 3) if even else None,
        }


@dataclass
class Audit:
    """Verdicts by kind of decision, and the hands played."""

    hands: int = 0
    kinds: dict[str, Verdicts] = field(default_factory=dict)

    def kind(self, name: str) -> Verdicts:
        return self.kinds.setdefault(name, Verdicts())

    def report(self) -> dict[str, Any]:
        total = Verdicts()
        for v in self.kinds.values():
            total.decisions += v.decisions
            total.deviations += v.deviations
            total.won += v.won
            total.lost += v.lost
            total.point_total += v.point_total
        return {
            "hands": self.hands,
            "all": total.report(),
            "kinds": {k: self.kinds[k].report() for k in sorted(self.kinds)},
        }


def decision_kind(view: Mapping[str, Any]) -> str:
    """The phase, and in trick play the trick's number (from 1) and lead or follow."""
    phase = str(view.get("phase", "?"))
    tricks = view.get("tricks")
    current = view.get("current_trick")
    if isinstance(tricks, list) and isinstance(current, list) and phase == "play":
        return f"play, trick {len(tricks) + 1}, {'follow' if current else 'lead'}"
    return phase


def hard_seats(game: Game, hand: int) -> tuple[int, ...]:
    """The seats ``hard`` holds in hand number ``hand``: the sides take turns."""
    table = table_sides(game)
    return table[hand % len(table)]


def true_value(
    search: PimcBot, state: State, action: Action, me: int, playouts: int, seed: int
) -> float:
    """``action``'s value for ``me`` in the true deal: the search's own playout value, averaged
    over ``playouts`` playouts (the medium bot may break ties at random)."""
    total = sum(
        search.playout(state.clone(), action, me, Random(f"{seed}/{k}")) for k in range(playouts)
    )
    return total / playouts


def audit_hand(
    game: Game, search: PimcBot, seed: int, hand: int, playouts: int, into: Audit
) -> None:
    """Play one single hand, ``hard`` in ``hard_seats(game, hand)``, noting every deviation."""
    state = game.new_state(seed)
    rng = Random(f"cardtable/audit/{seed}")
    medium = medium_bot(game)
    seats = hard_seats(game, hand)
    decisive = search.settings.win_bonus / 2
    decision = 0
    while not state.is_terminal:
        p = actor(state, rng)
        legal = state.legal_actions(p)
        if len(legal) == 1:
            move = legal[0]
        else:
            view = state.view(p)
            if p in seats:
                decision += 1
                verdicts = into.kind(decision_kind(view))
                verdicts.decisions += 1
                plain = medium.choose(view, legal, Random(f"{seed}/{decision}"))
                move = search.choose(view, legal, rng)
                if move != plain:
                    difference = true_value(
                        search, state, move, p, playouts, decision
                    ) - true_value(search, state, plain, p, playouts, decision)
                    verdicts.add(difference, decisive)
            else:
                move = medium.choose(view, legal, rng)
        state.apply(move, p)
    into.hands += 1


def run_audit(
    game: Game,
    hands: int,
    seed: int,
    changes: Sequence[str] = (),
    inference: bool = False,
    playouts: int = 4,
    progress: bool = False,
) -> Audit:
    """``hands`` single hands (seeds derived from ``seed`` as ``cardtable arena`` does)."""
    search = tuned_hard(game, changes, inference)
    if not isinstance(search, PimcBot):
        raise SystemExit(
            f"the audit is for the generic search; {game.name}'s hard bot searches its own way"
        )
    audit = Audit()
    for hand, hand_seed in enumerate(match_seeds(seed, hands)):
        audit_hand(game, search, hand_seed, hand, playouts, audit)
        if progress and (hand + 1) % 20 == 0:
            print(f"{hand + 1} hands: {json.dumps(audit.report()['all'])}", file=sys.stderr,
                  flush=True)
    return audit


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bots.audit",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    add_search_arguments(parser)
    parser.add_argument("--playouts", type=int, default=4,
                        help="playouts of each choice in the true deal")
    args = parser.parse_args(argv)
    if args.hands < 1 or args.playouts < 1:
        raise SystemExit("--hands and --playouts take 1 or more")
    options: dict[str, Any] = dict(o.split("=", 1) for o in [*args.option, "single_hand=on"])
    game = cardtable.load(args.game, None, **options)
    audit = run_audit(game, args.hands, args.seed, args.set, args.inference, args.playouts,
                      progress=True)
    print(json.dumps({"game": args.game, "options": args.option, "settings": args.set,
                      "inference": args.inference, "seed": args.seed, **audit.report()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
