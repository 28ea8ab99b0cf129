"""The two masks per hand (one per copy of the pack), and the cheap rebuild ``sample_state`` uses:
``state_for_deal`` builds what the constructor builds, and ``replay_log`` applies exactly what
``apply`` would, refusing what it refuses (docs/speed.md, "56's two masks")."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.errors import IllegalAction
from cardtable.games.fiftysix import actions as A
from cardtable.games.fiftysix.ranking import COPY_SHIFT
from cardtable.games.fiftysix.state import FiftySixState, state_for_deal
from tests.games.fiftysix.helpers import arrange, load, start_position
from tests.games.fiftysix.test_views_and_sampling import OPTION_SETS, random_state

EVERY_ACTION = list(A.BY_TEXT.values())


def test_every_action_is_found_by_its_own_text() -> None:
    assert all(A.BY_TEXT[a.text] is a for a in EVERY_ACTION)
    assert A.BIDS_ALLOWED[0] == frozenset(A.OPENING_BIDS)
    assert all(A.BIDS_ALLOWED[v] == frozenset(A.BIDS_OVER[v]) for v in range(1, A.MAX_BID + 1))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPTION_SETS, st.integers(min_value=0, max_value=10_000))
def test_allows_agrees_with_the_legal_lists(options: dict[str, object], seed: int) -> None:
    """At every step of a random match (auction, cot window, answer, play), for every seat and
    every action: ``_allows`` says yes exactly for the actions of ``_legal``."""
    state = load(**options).new_state(seed=seed)
    assert isinstance(state, FiftySixState)
    rng = Random(seed)
    for _ in range(150):
        if state.is_terminal:
            break
        for p in range(state.n):
            legal = set(state._legal(p))
            if p not in state.actors_now:
                assert not legal
                assert not any(state._allows(a, p) for a in legal)
                continue
            allowed = {a for a in EVERY_ACTION if state._allows(a, p)}
            assert allowed == legal, (p, state.phase)
        seat = rng.choice(sorted(state.actors))
        legal_list = state.legal_actions(seat)
        if A.PASS in legal_list and rng.random() < 0.6:
            state.apply(A.PASS, seat)
        else:
            state.apply(rng.choice(legal_list), seat)


def test_hands_joins_the_two_masks() -> None:
    state = load(players=8).new_state(seed=5)
    assert isinstance(state, FiftySixState)
    joined = state.hands
    pairs = zip(state.hands_a, state.hands_b, strict=True)
    assert joined == [a | b << COPY_SHIFT for a, b in pairs]
    assert all(h < 1 << 52 for h in (*state.hands_a, *state.hands_b))
    joined[0] = 0  # a new list each time: the state is not changed through it
    assert state.hands[0] != 0
    for p in range(8):
        cards = state.hand_cards(p)
        assert len(cards) == state.hand_size(p) == 8
        assert sum(1 << c for c in cards) == state.hands[p]


def _deck_masks(
    game: object, dealer: int, deck: tuple[int, ...]
) -> tuple[list[int], list[int]]:
    n = game.players  # type: ignore[attr-defined]
    first, second = [0] * n, [0] * n
    for seat, card in zip(game.deal_orders[dealer], deck, strict=True):  # type: ignore[attr-defined]
        if card < COPY_SHIFT:
            first[seat] |= 1 << card
        else:
            second[seat] |= 1 << (card - COPY_SHIFT)
    return first, second


@pytest.mark.parametrize("players", [4, 6, 8])
def test_state_for_deal_is_the_constructors_state(players: int) -> None:
    """Same fields, same stream, same record; a deck the rules throw in is redealt as the
    constructor does (a hand of kings and queens, and 8s and 7s: no point card)."""
    game = load(players=players, no_point_cards_redeal=True)
    rnd = Random(players)
    pointless = [r + s for r in "KQ87" for s in "SHDC"] * 2
    redealt = 0
    for seed in range(30):
        dealer = seed % players
        start = start_position(dealer, (7, 17), hand_number=3)
        start["score_sheet"] = []
        if seed % 5 == 0:
            size = len(game.deck()) // players
            blank = [t for t in pointless if players == 8 or t[0] in "KQ"][:size]
            texts = arrange(game, {(dealer + 1) % players: blank}, dealer)
            deck = game.arrange_deck(texts)
        else:
            shuffled = list(game.deck())
            rnd.shuffle(shuffled)
            deck = tuple(shuffled)
        want = FiftySixState(game, seed, deck, start)
        first, second = _deck_masks(game, dealer, deck)
        got = state_for_deal(game, seed, deck, first, second, start)
        assert got == want
        assert got.record() == want.record()
        redealt += bool(want.redeals)
    assert redealt >= 6


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPTION_SETS, st.integers(min_value=0, max_value=10_000), st.integers(0, 120))
def test_replay_log_is_apply_action_by_action(
    options: dict[str, object], seed: int, steps: int
) -> None:
    """A hand's log replayed on its start equals the hand played by ``apply`` (spoken bids,
    out-of-turn surrender offers and their answers included)."""
    state = random_state(options, seed, steps)
    view = state.view(0)
    game = state.game
    start = {
        "dealer": state.dealer,
        "tables": view["hand_result"]["tables_before"] if view["hand_result"] else view["tables"],
        "hand_number": state.hand_number,
        "previous_hand": view["previous_hand"],
        "score_sheet": view["score_sheet"][:-1] if view["hand_result"] else view["score_sheet"],
        "redeals": view["redeals"],
        "first_draw": view["first_draw"],
    }
    hand_deck = _hand_deck(state)
    by_apply = FiftySixState(game, 1, hand_deck, start)  # type: ignore[arg-type]
    by_log = FiftySixState(game, 1, hand_deck, start)  # type: ignore[arg-type]
    for entry in view["log"]:
        by_apply.apply(entry["action"], entry["player"])
    by_log.replay_log(view["log"])
    assert by_log == by_apply
    assert by_log.legal_actions() == by_apply.legal_actions()


def _hand_deck(state: FiftySixState) -> tuple[int, ...]:
    """A deck that deals this hand's cards as they were dealt (cards played put back)."""
    first, second = list(state.hands_a), list(state.hands_b)
    played = [(p, f) for plays, _ in state.tricks for p, f in plays] + list(state.trick)
    for p, f in played:
        if first[p] >> f & 1:
            second[p] |= 1 << f  # a copy-1 card was played after its copy 0: either will do
        else:
            first[p] |= 1 << f
    per_seat = [
        [*_bits(first[p]), *(c + COPY_SHIFT for c in _bits(second[p]))] for p in range(state.n)
    ]
    return tuple(per_seat[seat].pop() for seat in state.game.deal_orders[state.dealer])  # type: ignore[attr-defined]


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def test_replay_log_refuses_what_apply_refuses_and_reads_other_spellings() -> None:
    game = load(players=4)
    state = game.new_state(seed=2)
    assert isinstance(state, FiftySixState)
    first = state.current_player
    assert first is not None
    twin = state.clone()
    # "28C" is another spelling of "28 clubs": parsed as apply parses it.
    state.replay_log([{"player": first, "action": "28C"}])
    twin.apply("28C", first)
    assert state == twin
    nxt = state.current_player
    assert nxt is not None
    with pytest.raises(IllegalAction):
        state.replay_log([{"player": (nxt + 1) % 4, "action": "pass"}])  # not his turn
    with pytest.raises(IllegalAction):
        state.replay_log([{"player": nxt, "action": "28 clubs"}])  # not above the bid
    assert state == twin
