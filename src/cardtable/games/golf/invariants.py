"""Golf's invariants, checked by the conformance suite after every step (DESIGN.md: "Golf: hand
score equals the scoring function applied to the final layouts").

* Every card of the deck is in exactly one place: a layout, the stock, the discard pile, the
  player's hand, or set aside.
* Each finished hand's layout values equal ``score_layout`` applied to its final layouts, and its
  hand scores equal ``hand_scores`` applied to those values (knocker and caller rules).
* The totals are the sums of the hand scores; a finished match names the lowest totals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.games.golf.scoring import hand_scores, score_layout

if TYPE_CHECKING:
    from cardtable.games.golf.state import GolfState


def invariant_violations(state: GolfState) -> list[str]:
    problems: list[str] = []
    game = state.game
    places = (
        sum(1 for c in state.cards if c >= 0)
        + len(state.stock)
        + len(state.discard)
        + len(state.set_aside)
        + (state.held >= 0)
    )
    if places != len(game.deck()):
        problems.append(f"{places} cards in play, but the deck has {len(game.deck())}")
    else:
        everywhere = sorted(
            [c for c in state.cards if c >= 0]
            + state.stock
            + state.discard
            + list(state.set_aside)
            + ([state.held] if state.held >= 0 else [])
        )
        if everywhere != sorted(game.deck()):
            problems.append("the cards in play are not the deck (a card is doubled or lost)")
    for summary in (state.previous_hand, state.hand_result):
        # A hand summary never changes once made, so each is checked once per state line.
        if summary is not None and not any(summary is v for v in state.verified):
            found = hand_violations(state, summary)
            problems += found
            if not found:
                state.verified = (*state.verified[-1:], summary)
    totals = tuple(sum(h[p] for h in state.holes) for p in range(state.n))
    if totals != state.totals:
        problems.append(f"totals {state.totals} are not the sums of the holes {totals}")
    if state.is_terminal:
        low = min(state.totals)
        lowest = tuple(p for p in range(state.n) if state.totals[p] == low)
        if not set(state.winners) <= set(lowest) or not state.winners:
            problems.append(f"winners {state.winners} are not the lowest totals {state.totals}")
    return problems


def hand_violations(state: GolfState, summary: dict[str, Any]) -> list[str]:
    game = state.game
    problems = []
    values = []
    for p, rows in enumerate(summary["layouts"]):
        value, _ = score_layout(game, rows, banked=summary["banked"][p])
        if value != summary["layout_values"][p]:
            problems.append(
                f"hand {summary['hand_number']}: P{p}'s layout is worth {value} by the scoring "
                f"function but the hand scored {summary['layout_values'][p]}"
            )
        values.append(value + summary["surcharges"][p])
    expected = hand_scores(
        game.name, game.options, values, knocker=summary["knocker"], caller=summary["trigger"]
    )
    if list(expected.scores) != summary["scores"]:
        problems.append(
            f"hand {summary['hand_number']}: scores {summary['scores']} differ from the "
            f"adjusted layout values {list(expected.scores)}"
        )
    return problems
