"""``python -m cardtable.bots.measure GAME``: a ``hard`` setting against ``medium`` on duplicate
single hands, with an iteration budget only, so the result does not depend on the machine's load.

Every deal (a match seed from ``--seed``, as ``cardtable arena`` derives them) is played once per
rotation of ``hard, medium`` round the table. A hand is a win, a loss or a tie for ``hard`` (in
a single hand both sides win a tie, which ``cardtable arena`` counts as a win for each); the win
rate is of the decided hands, with its 95% Wilson interval. ``--set name=value`` changes a field
of the family's ``SearchSettings`` (``--set confidence=1.0 --set rollouts=240``); the clock cap
is lifted. Decision times are of ``hard`` decisions with a choice: wall-clock times, which read
only on an idle machine, and the process's CPU times (``cpu_median_ms``, ``cpu_p95_ms``), which
stand for an idle machine's wall clock on a loaded one (one process, one thread); check the
clock with ``cardtable arena`` separately.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import fields, replace

import cardtable
from cardtable.bots.base import Bot
from cardtable.bots.levels import medium_bot
from cardtable.bots.registry import SearchSettings, family_for
from cardtable.bots.search import PimcBot
from cardtable.engine.game import Game
from cardtable.sim.arena import match_seeds
from cardtable.sim.duplicate import TimedBot, percentile, play_deal
from cardtable.sim.stats import wilson_interval


def settings_with(base: SearchSettings, changes: list[str]) -> SearchSettings:
    """``base`` with ``name=value`` changes, each value read as the field's type."""
    kinds = {f.name: type(getattr(base, f.name)) for f in fields(base)}
    result = base
    for change in changes:
        name, _, text = change.partition("=")
        if name not in kinds:
            raise SystemExit(f"no search setting {name!r}; settings: {', '.join(kinds)}")
        kind = kinds[name]
        value: object = text in ("1", "true", "on") if kind is bool else kind(float(text))
        result = replace(result, **{name: value})  # type: ignore[arg-type]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bots.measure")
    parser.add_argument("game")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument(
        "--inference",
        action="store_true",
        help="redraw worlds that disagree with the others' bids (cardtable.bots.inference)",
    )
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    options = dict(o.split("=", 1) for o in ["single_hand=on", *args.option])
    game = cardtable.load(args.game, None, **options)
    family = family_for(game)
    settings = settings_with(replace(family.search, time_limit=1e6), args.set)

    cpu: list[float] = []

    def maker(kind: str, g: Game) -> Bot:
        if kind == "medium":
            return medium_bot(g)
        # CPU time: an idle machine's clock on a loaded one.
        return TimedBot(PimcBot(g, family.medium, settings, inference=args.inference), cpu,
                        clock=time.process_time)

    wins = losses = ties = plays = 0
    margin = 0.0
    times: list[float] = []
    started = time.perf_counter()
    for index, seed in enumerate(match_seeds(args.seed, args.deals)):
        for m in play_deal(game, index, seed, ["hard", "medium"], maker=maker):
            hard = [p for p, k in enumerate(m.layout) if k == "hard"]
            medium = [p for p, k in enumerate(m.layout) if k == "medium"]
            hard_won = any(p in m.result.winners for p in hard)
            medium_won = any(p in m.result.winners for p in medium)
            wins += hard_won and not medium_won
            losses += medium_won and not hard_won
            ties += hard_won == medium_won
            margin += m.result.scores[hard[0]] - m.result.scores[medium[0]]
            plays += 1
            for p in hard:
                times.extend(m.times[p])
        if (index + 1) % 10 == 0:
            print(f"{index + 1} deals: {wins}-{losses}-{ties}", file=sys.stderr, flush=True)
    decided = wins + losses
    low, high = wilson_interval(wins, decided)
    print(
        json.dumps(
            {
                "game": args.game,
                "settings": args.set,
                "inference": args.inference,
                "deals": args.deals,
                "seed": args.seed,
                "wins": wins,
                "losses": losses,
                "ties": ties,
                "win_rate_decided": round(wins / decided, 4) if decided else None,
                "ci95": [round(low, 4), round(high, 4)],
                "margin_per_hand": round(margin / plays, 3) if plays else None,
                "decisions": len(times),
                "median_ms": round(1000 * percentile(times, 0.5), 1),
                "p95_ms": round(1000 * percentile(times, 0.95), 1),
                "cpu_median_ms": round(1000 * percentile(cpu, 0.5), 1),
                "cpu_p95_ms": round(1000 * percentile(cpu, 0.95), 1),
                "seconds": round(time.perf_counter() - started),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
