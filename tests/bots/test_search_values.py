"""How the search values a match that ends inside a playout: won, lost, or shared."""

from __future__ import annotations

from cardtable.bots.search import match_result


def test_a_shared_win_is_worth_half_of_a_win() -> None:
    assert match_result((0, 2), 0, (1, 3)) == 1.0  # my side alone (partners win together)
    assert match_result((1, 3), 0, (1, 3)) == -1.0
    assert match_result((0, 1), 0, (1,)) == 0.0  # a single hand of All Fours drawn
    assert match_result((1,), 0, (1, 2, 3)) == -1.0
