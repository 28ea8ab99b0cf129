"""Records of Fareeb matches replay exactly: test decks, farmer's-hand redeals, saved positions."""

from __future__ import annotations

import cardtable
from tests.games.fareeb.deals import CASE_22, CASE_22_BIDS, CASE_22_STUB, EXAMPLE_1, A, B, C
from tests.games.fareeb.helpers import arrange, load, play_out, position, run, seed_with_dealer


def test_a_scripted_deck_replays() -> None:
    game = load()
    state = game.new_state(seed=seed_with_dealer(4, A), deck=arrange(game, EXAMPLE_1, "QH"))
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    done = play_out(state, (A, C), 3)
    record = done.record()
    assert record.deck is not None and record.deck[20] == "QH"
    again = cardtable.replay(record.to_json())
    assert again == done
    assert [again.view(p) for p in range(4)] == [done.view(p) for p in range(4)]


def test_a_farmers_hand_redeal_replays() -> None:
    game = load()
    deck = arrange(game, {3: ["9S", "TS", "9H", "TD", "9C"]}, "QH")
    state = game.new_state(seed=seed_with_dealer(4, A), deck=deck)
    assert state.redeals
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    assert cardtable.replay(state.record().to_dict()) == state


def test_a_saved_five_player_position_replays() -> None:
    state = position(load(players=5), CASE_22, "QD", points=(0, 0, 9, 0, 9), stub=CASE_22_STUB)
    run(state, *CASE_22_BIDS)
    done = play_out(state, (2, 4), 3)
    record = done.record()
    assert record.start is not None and record.start["points"] == [0, 0, 9, 0, 9]
    assert cardtable.replay(record) == done
