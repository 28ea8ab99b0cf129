"""The pack, the deal and redeals (fiftysix.md §2, §3, §5; test cases 1-4)."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from cardtable.cards import card_text, parse_face
from cardtable.games.fiftysix.ranking import RANK_ORDER, deal_seats, pack_points
from cardtable.games.fiftysix.state import FiftySixState
from tests.games.fiftysix.helpers import arrange, auction, deal, faces, finish_trick, load


@pytest.mark.parametrize(
    ("players", "cards", "each", "packets"), [(4, 48, 12, 3), (6, 48, 8, 2), (8, 64, 8, 2)]
)
def test_case_1_pack_and_hand_sizes(players: int, cards: int, each: int, packets: int) -> None:
    game = load(players=players)
    deck = game.deck()
    assert len(deck) == cards and len(set(deck)) == cards
    counts = Counter(card_text(c) for c in deck)
    assert set(counts.values()) == {2}, "every card appears twice (two packs)"
    ranks = {t[0] for t in counts}
    assert ranks == ({"A", "K", "Q", "J", "T", "9"} | ({"8", "7"} if players == 8 else set()))
    state = game.new_state(seed=3)
    assert isinstance(state, FiftySixState)
    assert [h.bit_count() for h in state.hands] == [each] * players
    assert state.tricks_per_hand == each
    # Packets of four: each seat's cards come in `packets` runs of four in deal order.
    seats = deal_seats(players, state.dealer, 1, cards)
    runs = [seats[i] for i in range(0, cards, 4)]
    assert all(seats[i : i + 4] == [runs[i // 4]] * 4 for i in range(0, cards, 4))
    assert Counter(runs) == {p: packets for p in range(players)}
    assert runs[0] == (state.dealer + 1) % players and runs[players - 1] == state.dealer


@pytest.mark.parametrize("players", [4, 6, 8])
def test_case_2_the_pack_holds_56_points(players: int) -> None:
    assert pack_points(load(players=players).deck()) == 56


def test_case_10_rank_order() -> None:
    from cardtable.cards import ACE, EIGHT, JACK, KING, NINE, QUEEN, SEVEN, TEN

    assert RANK_ORDER == (JACK, NINE, ACE, TEN, KING, QUEEN, EIGHT, SEVEN)


def test_deal_goes_in_packets_of_four_from_the_dealers_right() -> None:
    """Card i goes to seat dealer + 1 + (i // 4) % N, counter-clockwise (§3, A4)."""
    game = load(players=6)
    deck = [card_text(c) for c in game.deck()]
    state = deal(game, dealer=5)
    expected: dict[int, list[str]] = {p: [] for p in range(6)}
    cards = arrange(game, {}, dealer=5)
    for i, text in enumerate(cards):
        expected[(5 + 1 + (i // 4) % 6) % 6].append(text)
    for seat in range(6):
        assert Counter(state.view(seat)["hand"]) == Counter(expected[seat])
    assert sorted(cards) == sorted(deck)


def test_clockwise_deals_bids_and_plays_the_other_way() -> None:
    game = load(players=6, direction="clockwise")
    deck = [card_text(c) for c in game.deck()]
    state = game.new_state(seed=1, deck=deck)
    assert isinstance(state, FiftySixState)
    d = state.dealer
    # The first packet goes to the dealer's left (dealer - 1), who also speaks and leads first.
    first = (d - 1) % 6
    assert Counter(deck[:4]) <= Counter(state.view(first)["hand"])
    assert state.turn == first
    state.apply("pass", first)
    assert state.turn == (d - 2) % 6
    assert state.forced_to_bid((d + 1) % 6) is False  # forced bid is off by default


def test_dealer_passes_to_the_right_after_each_hand() -> None:
    game = load(players=6)
    state = deal(game, dealer=5)
    auction(state, *["pass"] * 6)  # all pass: 28 NT by the dealer's opponents
    while state.hand_number == 1:
        finish_trick(state)
    assert state.dealer == 0  # dealer + 1, counter-clockwise (A3)
    assert state.turn == 1  # the new dealer's right speaks first
    clockwise = load(players=6, direction="clockwise")
    state = deal(clockwise, dealer=5)
    auction(state, *["pass"] * 6)
    while state.hand_number == 1:
        finish_trick(state)
    assert state.dealer == 4


def test_the_first_dealer_is_the_highest_card_drawn() -> None:
    game = load(players=6)
    power = {r: len(RANK_ORDER) - i for i, r in enumerate("J9ATKQ87")}
    dealers = set()
    for seed in range(40):
        state = game.new_state(seed=seed)
        assert isinstance(state, FiftySixState)
        draw = state.first_draw
        last = draw[-1]
        best = max(power[e["card"][0]] for e in last)
        top = [e["player"] for e in last if power[e["card"][0]] == best]
        assert top == [state.dealer], "one highest card in the last round of the draw"
        for earlier, later in pairwise(draw):
            high = max(power[e["card"][0]] for e in earlier)
            tied = sorted(e["player"] for e in earlier if power[e["card"][0]] == high)
            assert len(tied) > 1 and sorted(e["player"] for e in later) == tied
        dealers.add(state.dealer)
    assert len(dealers) > 3


def _all_jacks_deck(dealer_seat: int = 0) -> list[str]:
    game = load(players=4)
    return arrange(game, {1: ["JS", "JS", "JH", "JH", "JD", "JD", "JC", "JC"]}, dealer=dealer_seat)


def test_case_3_all_eight_jacks_are_redealt_by_the_same_dealer() -> None:
    game = load(players=4)
    state = game.new_state(seed=2, deck=_all_jacks_deck(0))
    assert isinstance(state, FiftySixState)
    dealer = state.dealer
    # Rebuild the deck for the drawn dealer so that seat (dealer + 1) gets all eight jacks.
    state = game.new_state(seed=2, deck=_all_jacks_deck(dealer))
    assert isinstance(state, FiftySixState)
    assert state.dealer == dealer, "the same dealer deals again"
    assert len(state.redeals) >= 1
    first = state.redeals[0]
    assert first["reason"] == "all eight jacks"
    assert sorted(c for c in first["cards"] if c[0] == "J") == sorted(
        ["JS", "JS", "JH", "JH", "JD", "JD", "JC", "JC"]
    )
    assert all(_jacks(state, p) < 8 for p in range(4))
    view = state.view(0)
    assert view["redeals"] == state.redeals, "everyone sees the throw-in"
    off = load(players=4, all_jacks_redeal=False)
    kept = off.new_state(seed=2, deck=_all_jacks_deck(dealer))
    assert isinstance(kept, FiftySixState)
    assert not kept.redeals
    assert _jacks(kept, 1) == 8


def _jacks(state: FiftySixState, seat: int) -> int:
    return sum(1 for c in state.view(seat)["hand"] if c[0] == "J")


KINGS_AND_QUEENS = ["KS", "KS", "QS", "KH", "QH", "QD", "KC", "QC"]


def test_case_4_a_hand_without_points_is_thrown_in_when_the_option_is_on() -> None:
    game = load(players=6, no_point_cards_redeal=True)
    state = game.new_state(seed=0)
    assert isinstance(state, FiftySixState)
    dealer = state.dealer
    deck = arrange(game, {(dealer + 2) % 6: KINGS_AND_QUEENS}, dealer=dealer)
    state = game.new_state(seed=0, deck=deck)
    assert isinstance(state, FiftySixState)
    assert state.dealer == dealer
    assert state.redeals[0]["player"] == (dealer + 2) % 6
    assert state.redeals[0]["reason"] == "no point card"
    assert sorted(state.redeals[0]["cards"]) == sorted(faces(KINGS_AND_QUEENS))
    for seat in range(6):
        assert any(c[0] in "J9AT" for c in state.view(seat)["hand"])
    off = load(players=6).new_state(seed=0, deck=deck)
    assert isinstance(off, FiftySixState)
    assert not off.redeals
    assert sorted(off.view((dealer + 2) % 6)["hand"]) == sorted(faces(KINGS_AND_QUEENS))


def test_eight_players_a_hand_of_kings_queens_eights_and_sevens_is_thrown_in() -> None:
    game = load(players=8, no_point_cards_redeal=True)
    state = game.new_state(seed=0)
    assert isinstance(state, FiftySixState)
    hand = ["KS", "QS", "8S", "7S", "KH", "8H", "7D", "8C"]
    deck = arrange(game, {(state.dealer + 3) % 8: hand}, dealer=state.dealer)
    redealt = game.new_state(seed=0, deck=deck)
    assert isinstance(redealt, FiftySixState)
    assert redealt.redeals and redealt.redeals[0]["player"] == (state.dealer + 3) % 8


# Seeds 0-299 in single-hand mode: sha256 over (dealer, hands, redeals, stream position) of each
# new state, taken from the deal as written before it built each copy's mask apart (8a7cb26's
# parent). Records replay across versions and builds: a seeded deal must never change.
PINNED_DEALS = {
    (4, "counter_clockwise"): "34593aa552f9624b",
    (4, "clockwise"): "c0fbdb70cf50dda4",
    (6, "counter_clockwise"): "c2e83a43b21534a8",
    (6, "clockwise"): "396164dcaf25d40d",
    (8, "counter_clockwise"): "7376452ffe8f700c",
    (8, "clockwise"): "1e9e480b32a14180",
}


@pytest.mark.parametrize(("players", "direction"), sorted(PINNED_DEALS))
def test_seeded_deals_are_the_pinned_ones(players: int, direction: str) -> None:
    import hashlib

    game = load(players=players, direction=direction, single_hand=True)
    digest = hashlib.sha256()
    for seed in range(300):
        state = game.new_state(seed=seed)
        assert isinstance(state, FiftySixState)
        digest.update(
            repr((state.dealer, state.hands, state.redeals, state.rng.position())).encode()
        )
    assert digest.hexdigest()[:16] == PINNED_DEALS[(players, direction)]


@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_given_deck_deals_card_i_to_its_seat(players: int) -> None:
    """Each hand bitmask is the cards that ``deal_seats`` sends to that seat, both copies
    included (the first copy of a face named in the deck is copy 0)."""
    from random import Random

    game = load(players=players)
    texts = [card_text(c) for c in game.deck()]
    rnd = Random(players)
    checked = 0
    for _ in range(60):
        rnd.shuffle(texts)
        state = game.new_state(seed=1, deck=texts)
        assert isinstance(state, FiftySixState)
        if state.redeals:  # the given deck was redealt from the stream: nothing to compare
            continue
        seen: Counter[str] = Counter()
        expected = [0] * players
        for seat, text in zip(deal_seats(players, state.dealer, 1, len(texts)), texts, strict=True):
            card = seen[text] * 53 + parse_face(text)
            seen[text] += 1
            expected[seat] |= 1 << card
        assert state.hands == expected
        checked += 1
    assert checked > 30
