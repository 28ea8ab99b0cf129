"""``sample_state(view, rng)``: full states consistent with all a player knows (DESIGN.md)."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable.cards import card_text, cards_in, parse_face
from cardtable.games.fareeb.game import FareebGame
from cardtable.games.fareeb.phases import PLAY
from cardtable.games.fareeb.ranking import TABLES
from cardtable.games.fareeb.state import FareebState
from tests.games.fareeb.deals import CASE_22, CASE_22_STUB, EXAMPLE_1, A, B, C, D
from tests.games.fareeb.helpers import deal, load, play_trick, run

OPTION_SETS: list[tuple[str | None, dict[str, Any]]] = [
    (None, {}),
    (None, {"players": 5}),
    (None, {"players": 5, "call_timing": "after_exchange"}),
    (None, {"defender_alone": True}),
    (None, {"defender_alone": True, "alone_lead": "left_of_lone_player"}),
    (None, {"going_alone": False}),
    (None, {"players": 5, "call_own_card": "counts_as_alone"}),
    (None, {"players": 5, "dealer_may_discard_upcard": False, "going_alone": False}),
    (None, {"dealer_may_discard_upcard": False}),
    (None, {"farmers_hand_redeal": False, "target_score": 3}),
    (None, {"players": 5, "five_player_tie": "play_on", "target_score": 2}),
    ("pagat", {}),
    ("call_your_partner", {}),
]


def random_position(game: FareebGame, seed: int, steps: int) -> FareebState:
    """A match after ``steps`` random actions; lone hands are chosen often, to cover them."""
    rng = Random(seed)
    state = game.new_state(seed=seed)
    assert isinstance(state, FareebState)
    for _ in range(steps):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        texts = [a.text for a in legal]
        preferred = [a for a in legal if a.text in ("alone", "defend alone", "order up")]
        if preferred and rng.random() < 0.5:
            state.apply(rng.choice(preferred))
        elif "pass" in texts and len(texts) > 1 and rng.random() < 0.3:
            state.apply(rng.choice([a for a in legal if a.text != "pass"]))
        else:
            state.apply(legal[rng.randrange(len(legal))])
    return state


def voids_shown(view: dict[str, Any]) -> list[tuple[int, int]]:
    """(player, effective suit) pairs: that player failed to follow that suit this hand."""
    if view["trump"] is None:
        return []
    tables = TABLES["SHDC".index(view["trump"])]
    out = []
    tricks = [t["cards"] for t in view["tricks"]]
    if view["current_trick"]:
        tricks.append(view["current_trick"])
    for cards in tricks:
        led = tables.effective_suit[parse_face(cards[0]["card"])]
        for entry in cards[1:]:
            if tables.effective_suit[parse_face(entry["card"])] != led:
                out.append((int(entry["player"]), led))
    return out


def hidden_world(state: FareebState) -> tuple[Any, ...]:
    return (tuple(state.hands), tuple(sorted(state.stub)))


def positions(examples: int) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Hypothesis over random positions of every option set: the test takes ``seed``,
    ``choice`` (a preset and options) and ``steps`` (see ``position_of``)."""
    found = settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow],
        derandomize=True,
    )
    drawn = given(
        seed=st.integers(0, 2**40),
        choice=st.sampled_from(OPTION_SETS),
        steps=st.integers(0, 70),
    )
    return lambda test: found(drawn(test))


def position_of(
    seed: int, choice: tuple[str | None, dict[str, Any]], steps: int
) -> tuple[FareebGame, FareebState]:
    preset, options = choice
    game = cardtable.load("fareeb", preset, **options)
    assert isinstance(game, FareebGame)
    return game, random_position(game, seed, steps)


@positions(70)
def test_sampled_worlds_agree_with_every_view(
    seed: int, choice: tuple[str | None, dict[str, Any]], steps: int
) -> None:
    game, state = position_of(seed, choice, steps)
    rng = Random(seed ^ 0x5EED)
    varied_somewhere = False
    for viewer in range(game.players):
        view = state.view(viewer)
        worlds = set()
        for _ in range(5):
            world = game.sample_state(view, rng)
            assert world.view(viewer) == view
            assert world.actors == state.actors
            if viewer in state.actors:
                assert world.legal_actions(viewer) == state.legal_actions(viewer)
            for player, suit in voids_shown(view):
                assert not world.hands[player] & TABLES[world.trump].suit_mask[suit], (
                    f"seat {player} showed a void in {'SHDC'[suit]} but holds one in a sample"
                )
            # Nobody holds a card that has been played or that the viewer holds.
            own = state.hands[viewer]
            for q in range(game.players):
                if q != viewer:
                    assert not world.hands[q] & own
            worlds.add(hidden_world(world))
        varied_somewhere |= len(worlds) > 1
    if not state.is_terminal:
        assert varied_somewhere, "hidden cards never varied across samples"


@settings(max_examples=15, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**40), choice=st.sampled_from(OPTION_SETS))
def test_sampled_worlds_play_on_to_the_end(
    seed: int, choice: tuple[str | None, dict[str, Any]]
) -> None:
    """A sampled world is a real state: it can be played to the end of the match."""
    preset, options = choice
    game = cardtable.load("fareeb", preset, **{"target_score": 3, **options})
    assert isinstance(game, FareebGame)
    state = random_position(game, seed, 14)
    rng = Random(seed)
    world = game.sample_state(state.view(state.current_player or 0), rng)
    for _ in range(5000):
        if world.is_terminal:
            break
        legal = world.legal_actions()
        world.apply(legal[rng.randrange(len(legal))])
    assert world.is_terminal


def test_samples_respect_a_shown_void() -> None:
    """C shows a club void in trick 2; no sample for any other seat gives C a club."""
    game = load()
    state = deal(game, EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    play_trick(state, [(B, "AS"), (C, "9S"), (D, "KS"), (A, "QS")])
    play_trick(state, [(B, "AC"), (C, "TC"), (D, "QC"), (A, "JC")])
    state.apply("play 9C", B)
    state.apply("play AH", C)  # C is void in clubs now
    clubs = TABLES[1].suit_mask[3]
    rng = Random(5)
    for viewer in (A, B, D):
        for _ in range(30):
            world = game.sample_state(state.view(viewer), rng)
            assert not world.hands[C] & clubs


def test_samples_vary_the_hidden_cards() -> None:
    """From B's seat after the deal, C's and D's hands and the stub take many values."""
    game = load()
    state = deal(game, EXAMPLE_1, up="QH")
    rng = Random(1)
    seen_c = set()
    for _ in range(40):
        world = game.sample_state(state.view(B), rng)
        assert {card_text(c) for c in cards_in(world.hands[B])} == set(EXAMPLE_1[B])
        seen_c.add(world.hands[C])
    assert len(seen_c) > 20


def test_samples_for_the_dealer_keep_his_discard_in_the_stub() -> None:
    game = load()
    state = deal(game, EXAMPLE_1, up="QH")
    run(state, (B, "pass"), (C, "order up"), (C, "with partner"), (A, "discard TS"))
    rng = Random(2)
    for _ in range(20):
        world = game.sample_state(state.view(A), rng)
        assert world.discarded == parse_face("TS") and parse_face("TS") in world.stub
    # Another seat does not know the discard: it varies, and Q♥ may be in the stub or with A.
    discards = set()
    for _ in range(60):
        world = game.sample_state(state.view(B), rng)
        discards.add(world.discarded)
        assert world.phase == PLAY
    assert len(discards) > 2 and parse_face("QH") in discards


def test_samples_keep_the_called_card_out_of_the_makers_hand() -> None:
    """5 players, call_own_card=off: a dealer-maker who called a stub card (J♣) before his
    exchange held his discard when he called, so no sample makes J♣ his discard."""
    game = load(players=5)
    state = deal(game, CASE_22, up="QD", stub=CASE_22_STUB)
    run(state, *["pass"] * 4, (0, "order up"), (0, "call JC"), (0, "discard TH"))
    assert state.alone, "nobody holds J♣"
    rng = Random(3)
    for viewer in (1, 2, 3, 4):
        discards = set()
        for _ in range(25):
            world = game.sample_state(state.view(viewer), rng)
            assert world.discarded != parse_face("JC")
            assert not world.hands[0] >> parse_face("JC") & 1
            discards.add(world.discarded)
        assert len(discards) > 1


def _unseen_places(state: FareebState, viewer: int, known: set[int]) -> dict[int, int]:
    """Where each card not in ``known`` lies in ``state``: a player, or -1 for the stub."""
    places = {}
    for card in state.game.deck():
        if card not in known:
            holder = [q for q in range(state.n) if state.hands[q] >> card & 1]
            places[card] = holder[0] if holder else -1
    return places


@positions(60)
def test_neighbour_worlds_agree_with_the_view_and_move_two_cards(
    seed: int, choice: tuple[str | None, dict[str, Any]], steps: int
) -> None:
    """A chain of neighbour worlds stays consistent with the view at every step (the view, the
    voids, the legal actions, a replay from the deal), and each step exchanges exactly two
    unseen cards between the places that hold them."""
    game, state = position_of(seed, choice, steps)
    rng = Random(seed ^ 0xC4A1)
    viewer = state.current_player if state.current_player is not None else seed % game.players
    view = state.view(viewer)
    world = game.sample_state(view, rng)
    own = set(cards_in(state.hands[viewer]))
    shown = own | {parse_face(e["card"]) for t in view["tricks"] for e in t["cards"]}
    shown |= {parse_face(e["card"]) for e in view["current_trick"]}
    moved_some = False
    for _ in range(12):
        other = game.neighbour_state(view, world, rng)
        if other is None:
            continue
        assert isinstance(other, FareebState)
        assert other.view(viewer) == view
        assert other.actors == state.actors
        if viewer in state.actors:
            assert other.legal_actions(viewer) == state.legal_actions(viewer)
        for player, suit in voids_shown(view):
            assert not other.hands[player] & TABLES[other.trump].suit_mask[suit]
        replay = other.at_start()
        for p, action in other.history:
            replay.apply(action, p)
        assert replay == other
        before, after = _unseen_places(world, viewer, shown), _unseen_places(other, viewer, shown)
        changed = [c for c in before if before[c] != after[c]]
        assert len(changed) == 2 and before[changed[0]] == after[changed[1]], changed
        moved_some = True
        world = other
    if not state.is_terminal and sum(view["hand_sizes"]) > view["hand_sizes"][viewer] + 1:
        assert moved_some, "no neighbour was ever found"
