"""What leaves the server about a game: public views, the card filter, tokens and codes."""

from __future__ import annotations

from random import Random

import pytest

import cardtable
from cardtable.server.tokens import (
    CODE_ALPHABET,
    hash_token,
    new_code,
    new_token,
    normalise_code,
    show_code,
)
from cardtable.server.visibility import cards_in, public_view, redact
from tests.server.harness import Player, leaks


@pytest.mark.parametrize("name", cardtable.games())
def test_public_view_names_only_cards_every_seat_sees(name: str) -> None:
    game = cardtable.load(name, single_hand=True)
    rng = Random(name)
    state = game.new_state(seed=5)
    steps = 0
    while not state.is_terminal and steps < 400:
        seen = [cards_in(state.view(p)) for p in range(game.players)]
        public = public_view(state)
        assert cards_in(public) <= set.intersection(*seen), steps
        assert set(public) <= set(state.view(0))
        player = sorted(state.actors)[0]
        state.apply(rng.choice(state.legal_actions(player)), player)
        steps += 1


def test_public_view_keeps_what_all_share_and_blanks_what_differs() -> None:
    game = cardtable.load("fareeb")
    state = game.new_state(seed=3)
    public = public_view(state)
    assert public["up_card"] == state.view(0)["up_card"]
    assert public["hand_sizes"] == [5, 5, 5, 5]
    assert public["seat"] is None
    assert public["hand"] == [None] * 5


def test_redact_hides_only_cards_not_visible() -> None:
    text = "'play AS' is not allowed: you do not hold AS. Legal now: play 10H, play JK, play KD"
    assert redact(text, {"TH", "JK", "KD"}) == (
        "'play ??' is not allowed: you do not hold ??. Legal now: play 10H, play JK, play KD"
    )
    assert cards_in(["AS", {"x": "play 10H"}, "PASS", "ASK", "2S3"]) == {"AS", "TH"}


def test_leak_check_catches_a_hidden_card_in_any_message() -> None:
    views = {0: [{"AS", "KD"}, {"QH"}], 1: [{"AS"}, {"QH", "KD"}]}
    seat0 = Player("ws://unused", seat=0)
    seat0.messages = [
        {"type": "update", "seq": 11, "view": {"hand": ["AS"]}, "_after_seq": 10},
        {"type": "error", "message": "QH is not yours", "_after_seq": 11},
    ]
    assert leaks(seat0, views, start_seq=10) == ["error at step 1 names ['QH']"]
    watcher = Player("ws://unused", seat=None)
    watcher.messages = [{"type": "update", "seq": 11, "view": {"c": "KD"}, "_after_seq": 10}]
    assert leaks(watcher, views, start_seq=10) == ["update at step 1 names ['KD']"]


def test_tokens_are_long_random_and_stored_hashed() -> None:
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100
    assert all(len(t) >= 43 for t in tokens)  # 32 bytes = 256 bits
    token = next(iter(tokens))
    assert hash_token(token) != token and len(hash_token(token)) == 64


def test_codes_are_unambiguous_and_read_loosely() -> None:
    assert not set("01OILU") & set(CODE_ALPHABET)
    code = new_code()
    assert len(code) == 6 and set(code) <= set(CODE_ALPHABET)
    assert normalise_code(show_code(code).lower()) == code
    assert normalise_code(f" {code[:3]} {code[3:]} ") == code
    assert normalise_code("ABCDE0") is None
    assert normalise_code("ABC") is None
