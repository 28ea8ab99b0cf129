"""Every registered game passes the conformance suite (DESIGN.md).

The default run plays about 2,500 seeded random playouts (28 per option set) over defaults,
every preset and eight randomized option sets per game; three per option set get every check on
hundreds of their steps. ``--slow`` plays about 20,000, with more checks each.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

import cardtable
from tests.conformance.harness import MAX_STEPS, Case, cases, check_step, playout

FAST_CASES = cases(randomized_per_game=8)
SLOW_CASES = cases(randomized_per_game=60, seed=7)


@pytest.mark.parametrize("case", FAST_CASES, ids=str)
def test_random_playouts_keep_the_contract(case: Case) -> None:
    varied = False
    for seed in range(3):
        report = playout(case, seed)
        varied |= report.hidden_information_varied
    assert varied, "sampled worlds never differed: does a view leak every hidden card?"


@pytest.mark.parametrize("case", FAST_CASES, ids=str)
def test_many_cheap_playouts_end(case: Case) -> None:
    """Many more playouts with the cheaper checks: they end, replay, and refuse illegal moves."""
    for seed in range(100, 125):
        playout(case, seed, refusal_checks=15, view_checks=0)


@pytest.mark.parametrize("case", FAST_CASES, ids=str)
def test_playouts_that_pass_whenever_they_may_end(case: Case) -> None:
    """A table where everyone passes whenever allowed (random otherwise) still finishes: e.g.
    Fareeb without stick the dealer caps thrown-in hands (issue 11, ``thrown_in_limit``)."""
    for seed in range(2):
        state = case.load().new_state(seed=seed)
        rng = Random(seed)
        steps = 0
        while not state.is_terminal:
            assert steps < MAX_STEPS, f"{case} seed {seed}: no end after {MAX_STEPS} actions"
            player = rng.choice(sorted(state.actors))
            legal = state.legal_actions(player)
            passes = [a for a in legal if a.text == "pass"]
            state.apply(passes[0] if passes else rng.choice(legal), player)
            steps += 1


@pytest.mark.slow
@pytest.mark.parametrize("case", SLOW_CASES, ids=str)
def test_slow_thousands_of_playouts(case: Case) -> None:
    for seed in range(1000, 1040):
        playout(case, seed, refusal_checks=1000, view_checks=100)


def test_every_game_is_covered() -> None:
    covered = {case.game for case in FAST_CASES}
    assert covered == set(cardtable.games())


def test_unknown_game_and_bad_options_are_refused_clearly() -> None:
    with pytest.raises(cardtable.UnknownGame, match="games are"):
        cardtable.load("no-such-game")
    for name in cardtable.games():
        with pytest.raises(cardtable.InvalidOptions, match="no option"):
            cardtable.load(name, no_such_option=1)
        with pytest.raises(cardtable.InvalidOptions, match="presets are"):
            cardtable.load(name, preset="no-such-preset")


@pytest.mark.parametrize("name", cardtable.games())
def test_every_option_is_documented(name: str) -> None:
    game = cardtable.load(name)
    text = game.rules_text()
    for spec in game.option_specs:
        assert spec.effect and spec.allowed_text()
        assert spec.name in text, f"rules text of {name} omits option {spec.name}"
    assert game.deal_order and game.notation_help


@pytest.mark.parametrize("name", cardtable.games())
def test_same_seed_same_match_and_deck_fixes_the_deal(name: str) -> None:
    game = cardtable.load(name)
    a, b = game.new_state(seed=11), game.new_state(seed=11)
    assert a == b
    rng = Random(3)
    while not a.is_terminal:
        player = rng.choice(sorted(a.actors))
        action = rng.choice(a.legal_actions(player))
        a.apply(action, player)
        b.apply(action.text, player)
    assert a == b
    deck = list(reversed(game.deck()))
    c = game.new_state(seed=5, deck=deck)
    d = game.new_state(seed=5, deck=[cardtable.cards.card_text(x) for x in deck])
    assert c == d
    assert cardtable.replay(c.record()) == c


@pytest.mark.parametrize("name", cardtable.games())
def test_a_bad_deck_is_refused(name: str) -> None:
    game = cardtable.load(name)
    deck = list(game.deck())
    with pytest.raises(cardtable.InvalidDeck):
        game.new_state(deck=deck[:-1])
    with pytest.raises(cardtable.InvalidDeck):
        game.new_state(deck=["ZZ", *deck[1:]])


def test_check_step_catches_a_broken_state() -> None:
    """The harness itself fails when the contract is broken (a test that cannot fail is no test)."""
    game = cardtable.load(cardtable.games()[0])
    state = game.new_state(seed=1)

    class Reversing:
        """The state with its legal lists reversed. A stand-in object rather than a subclass:
        compiled state classes cannot be subclassed from Python."""

        def __getattr__(self, name: str) -> Any:
            return getattr(state, name)

        def legal_actions(self, player: int | None = None) -> list[cardtable.Action]:
            return list(reversed(state.legal_actions(player)))

    with pytest.raises(AssertionError, match="not sorted"):
        check_step(game, Reversing(), Random(0), set())  # type: ignore[arg-type]


@pytest.mark.parametrize("name", cardtable.games())
def test_states_that_differ_compare_unequal_after_clone(name: str) -> None:
    """Equality reads every field: two deals differ, and so do their clones.

    This is the failure a copy by reflection over ``__slots__`` has once compiled (mypyc
    classes report no slots, so every copy is empty and every two states compare equal).
    """
    game = cardtable.load(name)
    a, b = game.new_state(seed=1), game.new_state(seed=2)
    assert a != b, "new states with different deals compare equal: does _key read no field?"
    assert a.clone() != b.clone()
    assert a.clone() == a and b.clone() == b
    assert [a.clone().view(p) for p in range(game.players)] == [
        a.view(p) for p in range(game.players)
    ]


@pytest.mark.parametrize("name", cardtable.games())
def test_a_clone_shares_no_mutable_field(name: str) -> None:
    """Playing on a clone leaves the original as it was, field by field, all through a match."""
    game = cardtable.load(name, single_hand=True) if _has_option(name, "single_hand") else (
        cardtable.load(name)
    )
    state = game.new_state(seed=4)
    rng = Random(4)
    steps = 0
    while not state.is_terminal and steps < 400:
        before = repr(state._key())
        views = [state.view(p) for p in range(game.players)]
        twin = state.clone()
        for _ in range(3):  # a few steps on the clone, so a shared list shows
            if twin.is_terminal:
                break
            player = rng.choice(sorted(twin.actors))
            twin.apply(rng.choice(twin.legal_actions(player)), player)
        assert repr(state._key()) == before, f"{name}: playing on a clone changed the original"
        assert [state.view(p) for p in range(game.players)] == views
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
        steps += 1


def _has_option(name: str, option: str) -> bool:
    return any(spec.name == option for spec in cardtable.load(name).option_specs)


DERIVED_FIELDS = frozenset({"sel_left", "log_cache", "public_cache"})
"""Fields that are caches of other fields, left out of ``_key`` on purpose (each state's
``_key`` docstring names them: power Golf's ``sel_left``, Golf's log and public caches)."""


def _all_slots(cls: type) -> list[str]:
    return [name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())]


@pytest.mark.skipif(cardtable.COMPILED, reason="compiled classes report no __slots__")
@pytest.mark.parametrize("name", cardtable.games())
def test_every_field_is_copied_and_compared(name: str) -> None:
    """Each state's hand-written ``_copy``/``_key`` names every field of its class.

    A field added to a state but forgotten in ``_copy`` is missing on clones (or, forgotten in
    ``_key``, leaves two different states equal). Uncompiled classes still list their fields in
    ``__slots__``, so this test compares the two lists.
    """
    game = cardtable.load(name)
    state = game.new_state(seed=3)
    rng = Random(3)
    for _ in range(25):
        if state.is_terminal:
            break
        player = rng.choice(sorted(state.actors))
        state.apply(rng.choice(state.legal_actions(player)), player)
    twin = state.clone()
    slots = _all_slots(type(state))
    missing = [s for s in slots if hasattr(state, s) and not hasattr(twin, s)]
    assert not missing, f"{name}: _copy leaves out {missing}"
    compared = {id(v) for v in state._key()}
    own = [s for s in _all_slots(type(state)) if s not in _all_slots(cardtable.State)]
    unread = [
        s for s in own
        if s not in DERIVED_FIELDS and hasattr(state, s) and id(getattr(state, s)) not in compared
        and isinstance(getattr(state, s), list | tuple)
    ]
    # Tuples too: fields that change rarely are kept as tuples replaced whole (docs/speed.md),
    # and a tuple left out of _key hides a difference as a list would.
    assert not unread, f"{name}: _key does not compare the list or tuple fields {unread}"
