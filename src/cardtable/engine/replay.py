"""Replaying a view's public log on a rebuilt state, as ``sample_state`` does."""

from __future__ import annotations

from cardtable.engine.state import State


def apply_text(state: State, text: str, player: int) -> None:
    """Apply the action whose text is ``text`` for ``player``.

    A view's log holds each action's exact text, so the legal list is searched for it first; only
    a text written another way goes through the game's parser. Parsing every logged action was
    most of the cost of ``sample_state`` (docs/speed.md).
    """
    for action in state.legal_actions(player):
        if action.text == text:
            state.apply(action, player)
            return
    state.apply(text, player)
