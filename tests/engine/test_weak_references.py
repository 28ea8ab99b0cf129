"""Games and states die cleanly under weak references: the compiled build's crash in the garbage
collector (docs/speed.md, "The crash in the garbage collector").

``Game`` and ``State`` once derived from ``abc.ABC``. mypyc gives a compiled class with a Python
base ``__dict__`` and ``__weakref__`` slots, and (on Python 3.11) its deallocator released the
weak reference list as if it owned a reference: the first weak reference to a game or state that
outlived it was freed while still held, and a later collection crashed. Hypothesis keeps weak
references to the values it draws, so the All Fours property tests crashed within seconds.
"""

from __future__ import annotations

import gc
import weakref
from contextlib import suppress
from random import Random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable import Game, State

GAMES = cardtable.games()


def _objects(name: str, seed: int) -> list[Any]:
    game = cardtable.load(name)
    state = game.new_state(seed=seed)
    p = next(iter(state.actors))
    state.apply(state.legal_actions(p)[0], p)
    return [game, state, state.clone(), game.sample_state(state.view(p), Random(seed))]


def _weak_references(name: str, died: list[object]) -> list[weakref.ref[Any]]:
    refs = []
    for obj in _objects(name, 3):
        with suppress(TypeError):  # not weakly referable (compiled, or plain with __slots__)
            refs.append(weakref.ref(obj, died.append))
    return refs


def test_a_weak_reference_outlives_its_game_and_state() -> None:
    died: list[object] = []
    refs: list[weakref.ref[Any]] = []
    for name in GAMES:
        refs += _weak_references(name, died)
        gc.collect()
    assert refs or cardtable.COMPILED, "plain Python games are weakly referable"
    assert all(ref() is None for ref in refs)
    assert len(died) == len(refs), "a weak reference's callback did not run when its object died"


def test_compiled_games_and_states_carry_no_dict_or_weakref_slot() -> None:
    """The slots come with a Python base class (such as ``abc.ABC``); without them there is no
    weak reference list for mypyc to mishandle. Plain Python classes are not concerned."""
    if not cardtable.COMPILED:
        return
    for name in GAMES:
        game = cardtable.load(name)
        for cls in (type(game), type(game.new_state(seed=1)), Game, State):
            assert cls.__weakrefoffset__ == 0, f"{cls.__qualname__} has a __weakref__ slot"
            assert cls.__dictoffset__ == 0, f"{cls.__qualname__} has a __dict__ slot"


_drawn = st.builds(_objects, st.sampled_from(GAMES), st.integers(0, 10**6))


@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(objects=_drawn)
def test_drawn_games_and_states_survive_collections(objects: list[Any]) -> None:
    """What crashed: Hypothesis drawing games and states, and collections in between."""
    assert isinstance(objects[0], Game) and isinstance(objects[1], State)
    gc.collect()
