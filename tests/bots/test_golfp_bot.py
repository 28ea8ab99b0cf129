"""The power-Golf heuristic bot: legal whole matches from views only, purposeful powers, sure
matches and snaps, calls when lowest, and a clear win rate against random play."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest

from cardtable.bots import make_bot
from cardtable.bots.golfp import (
    KEPT_SHIFT,
    KEPT_SHIFT_BY_ORIGIN,
    PLACED,
    POWERS_SEEN,
    USED_POWER,
    PowerGolfBot,
    PowerGolfParams,
)
from cardtable.cards import FACES, card_text, parse_face
from cardtable.games.golfp.phases import OVER
from cardtable.games.golfp.state import PowerGolfState
from cardtable.sim.arena import play_match
from tests.games.golfp.helpers import deal, fresh, load, play

GAMES = ("malaysian", "pablo", "cumbia", "cabo", "cactus", "dacz")


def _choose(bot: PowerGolfBot, state: PowerGolfState, player: int | None = None) -> str:
    p = state.current_player if player is None else player
    assert p is not None
    view = json.loads(json.dumps(state.view(p)))  # plain data, never the state
    return bot.choose(view, state.legal_actions(p), Random(0)).text


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("malaysian", {"players": 3}),
        ("pablo", {"seven_swap": "optional_after_look", "players": 3}),
        ("cumbia", {"ten_power": "two_of_one_opponent", "deals": 2}),
        ("cabo", {"fill_opponent_slots": "optional", "match_end": "target(50)"}),
        ("cactus", {"players": 3, "snap_chain": "single_per_discard"}),
        ("dacz", {"replace_scope": "unseen_at_start_only"}),
    ],
)
def test_the_bot_plays_whole_matches_legally(name: str, options: dict[str, Any]) -> None:
    game = load(name, **options)
    bots = [make_bot("heuristic", game) for _ in range(game.players)]
    assert play_match(game, bots, seed=3).winners  # raises if a bot picks an illegal action


@pytest.mark.parametrize("name", GAMES)
def test_the_bot_beats_random_play_clearly(name: str) -> None:
    game = load(name, players=2, single_hand=True)
    wins = 0
    matches = 24
    for seed in range(matches):
        seat = seed % 2
        bots = [make_bot("random", game), make_bot("random", game)]
        bots[seat] = make_bot("heuristic", game)
        result = play_match(game, bots, seed=seed)
        wins += result.winners == (seat,)
    assert wins >= matches * 0.75, f"{name}: heuristic won {wins} of {matches}"


def test_peeks_at_its_own_unknown_cards_first() -> None:
    game = load("cabo", players=2)
    s = deal(game, {}, up="AH", stock=["9C"])  # 9: peek at an opponent's card
    play(s, "draw stock")
    bot = PowerGolfBot(game)
    assert _choose(bot, s).startswith("peek P1.")
    s = deal(game, {}, up="AH", stock=["7C"])
    play(s, "draw stock")
    assert _choose(bot, s) in ("peek P0.1", "peek P0.2")


def test_swaps_a_high_known_card_for_an_opponents_low_known_card() -> None:
    game = load("cabo", players=2, memory_mode="perfect")
    s = deal(game, {0: ["2S", "3S", "KS", "4S"], 1: ["AD", "QD", "QH", "QC"]}, up="AH",
             stock=["9C", "2H", "JC"])
    play(s, "draw stock", "peek P1.1", (1, "draw stock"), (1, "discard"), "draw stock")
    assert _choose(PowerGolfBot(game), s) == "swap P0.3 P1.1"  # K♠ (13) for the A♦


def test_values_the_others_kept_cards_below_the_unseen_mean() -> None:
    """Cabo: each player has seen its own third and fourth cards. The opponent's two are kept
    cards, valued KEPT_SHIFT below the unseen mean (its other two a little above it), so a
    blind swap of our known king goes to one of them, not to a card nobody has seen."""
    game = load("cabo", players=2, memory_mode="perfect")
    s = deal(game, {0: ["2S", "3S", "KS", "KC"], 1: ["AD", "2D", "3D", "4D"]}, up="AH",
             stock=["JC", "5C"])
    bot = PowerGolfBot(game)
    reading = bot._read(s.view(0))
    assert set(reading.kept) == {(1, 2), (1, 3)}
    kept_value = reading.kept[(1, 3)]  # perfect memory: no log to tell origins by
    assert reading.slot_value(1, 2) == reading.slot_value(1, 3) == kept_value
    assert reading.slot_value(1, 0) == reading.mean > kept_value - KEPT_SHIFT["cabo"]
    play(s, "draw stock")  # J: swap one of ours for one of theirs, unseen
    assert _choose(bot, s) in ("swap P0.4 P1.3", "swap P0.4 P1.4")
    plain = PowerGolfBot(game, PowerGolfParams(kept_cards=False))
    assert not plain.kept_shift
    assert _choose(plain, s) == "swap P0.4 P1.1"


def test_snaps_and_matches_only_when_sure() -> None:
    game = load("cactus", players=2)
    s = deal(game, {1: ["5D", "6D", "7D", "8D"]}, stock=["7C"])
    play(s, "draw stock", "discard")
    bot = PowerGolfBot(game)
    assert _choose(bot, s, 1) == "snap 3"  # 7♦ is known (near row) and equal to the 7♣
    s = deal(game, {1: ["5D", "6D", "8S", "9D"]}, stock=["7C"])
    play(s, "draw stock", "discard")
    assert _choose(bot, s, 1) == "pass"
    game = load("cabo", players=2, memory_mode="perfect")
    s = deal(game, {0: ["2S", "3S", "QS", "4S"], 1: ["5D", "6D", "7D", "8D"]}, up="AH",
             stock=["QC"])
    play(s, "draw stock")
    assert _choose(PowerGolfBot(game), s) == "match P0.3"


def test_calls_when_it_believes_it_is_lowest() -> None:
    game = load("cabo", players=2, memory_mode="perfect")
    s = deal(game, {0: ["AS", "AD", "2S", "2D"], 1: ["KS", "QD", "KH", "QC"]}, up="AH",
             stock=["9C", "TC", "8C", "7C", "9H", "TH"])
    bot = PowerGolfBot(game)
    assert _choose(bot, s) != "call cabo"  # two of its cards are unknown
    play(s, "draw stock", "peek P1.1")
    play(s, (1, "draw stock"), (1, "discard"))
    s.known[s.lays[0][0]] |= 1
    s.known[s.lays[0][1]] |= 1
    assert _choose(bot, s) == "call cabo"


def test_with_human_memory_it_remembers_and_follows_moves() -> None:
    """memory_mode=human (the default): a card is shown once; the bot keeps it, follows it
    through a swap, and forgets the slot a card it never saw moved into."""
    game = load("cabo", players=2)
    s = deal(game, {0: ["2S", "3S", "KS", "4S"], 1: ["AD", "QD", "QH", "QC"]}, up="AH",
             stock=["5C", "JC", "6C"])
    bot = PowerGolfBot(game)
    assert _choose(bot, s) == "draw discard"  # the ace, for its K♠ (seen once, slot 3)
    play(s, "draw stock")
    assert s.view(0)["layouts"][0]["cards"][2:] == [None, None]  # no longer shown
    _choose(bot, s)
    assert bot.memories[0].lays[0][2:] == [11 + 0 * 13, 2]  # K♠, 4♠ remembered
    play(s, "discard", (1, "draw stock"), (1, "swap P0.3 P1.2"))
    # A human-memory view's log starts at the viewer's own last run of actions (§0.3, §0.4),
    # so the bot reads the swap before its next action, as a player at the table would.
    _choose(bot, s)
    play(s, "draw stock")
    _choose(bot, s)
    memory = bot.memories[0].lays
    assert memory[1][1] == 11 and memory[0][2] == -1  # the K♠ went to P1.2
    assert memory[0][3] == 2


@pytest.mark.parametrize("name", GAMES)
def test_human_memory_is_never_wrong(name: str) -> None:
    """Random play: every card a seat's memory claims is the card really there."""
    from cardtable.bots.golfp import Memory

    for seed in range(4):
        game = load(name, players=3, single_hand=True, peek_choice="any_two",
                    layout_shape="line_1x4")
        s = fresh(game, seed)
        memories = [Memory(p, game.config.snap_penalty) for p in range(3)]
        rng = Random(seed)
        remembered = 0
        while not s.is_terminal:
            for p, memory in enumerate(memories):
                lays = memory.update(json.loads(json.dumps(s.view(p))))
                for q, row in enumerate(lays):
                    for i, f in enumerate(row):
                        if f >= 0:
                            remembered += 1
                            assert s.lays[q][i] % 53 == f, (name, seed, p, q, i)
            p = rng.choice(sorted(s.actors))
            s.apply(rng.choice(s.legal_actions(p)), p)
        assert remembered


@pytest.mark.parametrize("name", GAMES)
def test_the_remembered_discard_pile_is_true_and_holds_every_card_named(name: str) -> None:
    """With human memory a view shows the top discard only; the bot remembers the pile from
    the log, which it reads at its own decisions only. Every card it remembers there is the
    card really there, and it knows every buried card but those it never saw named: a hand's
    first up-card buried before its first decision, Cabo's drawn card thrown after a matching,
    and a power card drawn from the stock and used, which the log does not name but whose
    power it marks (``USED_POWER``): the card had one of those powers."""
    from cardtable.bots.search import actor

    game = load(name)
    remembered = blind = marked = 0
    for seed in range(4):
        state = fresh(game, seed)
        bots = [PowerGolfBot(game) for _ in range(game.players)]
        rng = Random(seed)
        hand, up, unnamed = -1, set(), set()
        while not state.is_terminal:
            if state.hand_number != hand:
                hand, up = state.hand_number, set(state.discard)
            p = actor(state, rng)
            legal = state.legal_actions(p)
            view = json.loads(json.dumps(state.view(p)))
            move = bots[p].choose(view, legal, rng)
            pile = bots[p].remembered_pile(view)
            assert len(pile) == len(state.discard) == view["discard_size"]
            # Which cards' powers were used (the search's worlds keep them used).
            spent = bots[p].remembered_spent(view)
            assert spent == [bool(state.spent >> c & 1) for c in state.discard], (name, seed)
            for f, c in zip(pile, state.discard, strict=True):
                if f >= 0:
                    assert f == c % FACES, (name, seed, pile)
                    remembered += 1
                elif f <= USED_POWER:
                    assert game.config.power[c] in POWERS_SEEN[USED_POWER - f], (name, pile)
                    assert state.spent >> c & 1
                    marked += 1
                else:
                    assert c in up or c in unnamed, (name, seed, pile)
                    blind += 1
            if move.text == "reveal" and name == "cabo":
                unnamed.add(state.held)
            state.apply(move, p)
    assert remembered > 3 * (blind + marked)
    if name in ("malaysian", "cumbia", "cabo"):
        assert marked > 0


def test_only_the_player_holding_a_drawn_card_throws_it_on_the_pile() -> None:
    """Cumbia: while one player holds a card drawn from the stock, another claims a match and
    gives a card into the hole; that give is no power, and the held card stays held, until a
    peek throws it on the pile, marked by its power (it was not seen)."""
    from cardtable.bots.golfp import Memory

    memory = Memory(0, 0)
    memory._reset([4, 4, 4])
    memory.pile = [parse_face("TH")]
    for player, line in [(2, "draw stock"), (1, "claim P2.4"), (1, "matched TD"), (1, "give 2")]:
        memory._replay(player, line)
    assert memory.pile == [parse_face("TH"), parse_face("TD")]
    assert memory.held == -1 and memory.holder == 2
    memory._replay(2, "peek P0.1")
    assert memory.pile == [parse_face("TH"), parse_face("TD"), USED_POWER - 1]
    assert memory.held is None


def test_a_card_replaced_face_up_leaves_a_shuffled_layouts_bag_alone() -> None:
    """Malaysian: a card replaced out of a shuffled layout is named on the pile; if it is a
    bag member, that member is gone and the others stay as sure as they were; without the
    pile's memory the bag only knows that some unknown card left."""
    from cardtable.bots.golfp import Memory

    for remember in (True, False):
        memory = Memory(0, 0, {parse_face("AS"): 4, parse_face("2H"): 4}, remember)
        memory._reset([4, 4])
        memory.bags = {1: [(parse_face("AS"), 1.0), (parse_face("2H"), 1.0)]}
        memory._replay(1, "draw stock")
        memory._replay(1, "replace 2 discarding AS")
        if remember:
            assert memory.bags == {1: [(parse_face("2H"), 1.0)]}
            assert memory.pile == [parse_face("AS")]
        else:
            assert memory.bags == {1: [(parse_face("AS"), 0.75), (parse_face("2H"), 0.75)]}


@pytest.mark.parametrize("name", GAMES)
def test_memory_marks_placed_only_the_cards_their_owners_drew_and_placed(name: str) -> None:
    """A slot that a seat's memory marks ``PLACED`` holds a card that was not
    dealt into any layout (it came from the stock, drawn and placed; a swap may since have
    moved it, even into the seat's own layout), and when a
    player replaces one of its cards with one it drew, the others mark that slot at once
    unless they have seen the card."""
    from cardtable.bots.golfp import Memory

    marked = 0
    for seed in range(4):
        game = load(name, players=3, single_hand=True, peek_choice="any_two",
                    layout_shape="line_1x4")
        s = fresh(game, seed)
        dealt = {c for lay in s.lays for c in lay}
        memories = [Memory(p, game.config.snap_penalty) for p in range(3)]
        players = [PowerGolfBot(game) for _ in range(3)]
        rng = Random(seed)
        while not s.is_terminal:
            p = rng.choice(sorted(s.actors))
            legal = s.legal_actions(p)
            # Medium bots' play, with a random move now and then (random play alone mostly
            # matches and snaps blindly in some games, and rarely keeps a drawn card).
            action = (rng.choice(legal) if rng.random() < 0.2
                      else players[p].choose(s.view(p), legal, rng))
            s.apply(action, p)
            placed_slot = int(action.text.split()[1]) - 1 if action.text.startswith(
                "replace ") else -1
            for viewer, memory in enumerate(memories):
                lays = memory.update(json.loads(json.dumps(s.view(viewer))))
                for q, row in enumerate(lays):
                    for i, f in enumerate(row):
                        if f == PLACED:
                            marked += 1
                            assert s.lays[q][i] not in dealt, (name, seed, viewer, q, i)
                if placed_slot >= 0 and viewer != p and s.phase != OVER:
                    assert lays[p][placed_slot] in (PLACED, s.lays[p][placed_slot] % 53), (
                        name, seed, viewer, p, placed_slot)
    assert marked


def test_hard_samples_worlds_that_keep_the_cards_it_remembers() -> None:
    """Human memory: K♠ 4♠ were shown once; the search's worlds keep them where they are."""
    from cardtable.bots.levels import hard_bot
    from cardtable.bots.search import PimcBot, Remembering

    game = load("cabo", players=2)
    s = deal(game, {0: ["2S", "3S", "KS", "4S"], 1: ["AD", "QD", "QH", "QC"]}, up="AH",
             stock=["5C", "JC", "6C"])
    hard = hard_bot(game, rollouts=4, time_limit=30.0)
    assert isinstance(hard, PimcBot) and isinstance(hard.medium, Remembering)
    hard.choose(s.view(0), s.legal_actions(0), Random(0))  # it sees K♠ 4♠ in this view
    play(s, "draw stock")
    view = s.view(0)
    assert view["layouts"][0]["cards"][2:] == [None, None]
    kept = hard.medium.view_with_memory(view)
    assert kept["layouts"][0]["cards"][2:] == ["KS", "4S"]
    for seed in range(6):
        world = game.sample_state(kept, Random(seed))
        assert world.view(0)["layouts"][0]["known_by"][2] == [0]
        assert [c % 52 for c in world.lays[0][2:]] == [parse_face("KS"), parse_face("4S")]
    assert hard.choose(view, s.legal_actions(0), Random(1)) in s.legal_actions(0)


@pytest.mark.parametrize("name", GAMES)
def test_the_unseen_mean_is_the_mean_of_the_deck_less_every_card_seen(name: str) -> None:
    """The bot counts the unseen pool by faces (speed); its mean must be the plain one: the
    deck's cards less each card seen (the discards it remembers, known layout cards, the held
    card), at most
    the copies the deck holds, averaged; a shuffled layout's bag leaves the pool as far as its
    members are still in the layout."""
    game = load(name)
    rng = Random(7)
    checked = kept_seen = 0
    for seed in range(3):
        state = game.new_state(seed)
        bots = [PowerGolfBot(game) for _ in range(game.players)]
        while not state.is_terminal and checked < 60 * (seed + 1):
            p = min(state.actors)
            view = state.view(p)
            reading = bots[p]._read(view)
            bags = bots[p].shuffled_bags(view)
            pool = [parse_face(card_text(c)) for c in game.deck()]
            # The discards it remembers (test_the_remembered_discard_pile_is_true...).
            seen = [f for f in bots[p].remembered_pile(view) if f >= 0]
            assert set(map(parse_face, view["discard_pile"])) <= set(seen)
            seen += [f for row in reading.lays for f in row if f >= 0]
            if reading.held >= 0:
                seen.append(reading.held)
            for f in seen:
                if f in pool:
                    pool.remove(f)
            value = bots[p].value_of_face
            points = sum(value[f] for f in pool)
            inside = sum(p for bag in bags.values() for _, p in bag)
            bagged = sum(p * value[f] for bag in bags.values() for f, p in bag)
            plain = (points - bagged) / (len(pool) - inside) if pool else 5.0
            # The others' kept cards are valued lower (KEPT_SHIFT), the rest of the pool the
            # more: together they still hold the pool's points.
            kept = len(reading.kept)
            if kept and len(pool) > kept:
                # Human memory: a kept card is valued by its origin (KEPT_SHIFT_BY_ORIGIN).
                dealt, placed = KEPT_SHIFT_BY_ORIGIN[name]
                for (q, i), worth in reading.kept.items():
                    if q in bags and reading.lays[q][i] == -1:
                        continue  # a shuffled layout's card: test_shuffled_layouts_keep_a_bag
                    shift = placed if reading.lays[q][i] == PLACED else dealt
                    assert worth == pytest.approx(plain + shift)
                together = sum(reading.kept.values()) + reading.mean * (len(pool) - kept)
                assert together == pytest.approx(points)
                kept_seen += 1
            else:
                assert reading.mean == pytest.approx(plain)
            checked += 1
            legal = state.legal_actions(p)
            state.apply(bots[p].choose(view, legal, rng), p)
    assert checked >= 60 and kept_seen > 0


def _shuffled_play(
    params: PowerGolfParams, hands: int
) -> Iterator[tuple[PowerGolfState, PowerGolfBot, dict[str, Any]]]:
    """Malaysian hands of medium play; at each decision with a choice, after the deciding
    seat's bot has read its view (as in a game: a memory reads the views of its own decisions
    only): (state, that bot, its view)."""
    from cardtable.bots.search import actor

    game = load("malaysian")
    for seed in range(hands):
        state = fresh(game, seed)
        bots = [PowerGolfBot(game, params) for _ in range(game.players)]
        rng = Random(seed)
        while not state.is_terminal:
            p = actor(state, rng)
            legal = state.legal_actions(p)
            if len(legal) == 1:
                state.apply(legal[0], p)
                continue
            view = json.loads(json.dumps(state.view(p)))
            move = bots[p].choose(view, legal, rng)
            yield state, bots[p], view
            state.apply(move, p)


def test_a_shuffled_layout_keeps_a_bag_of_the_cards_seen_there() -> None:
    """Malaysian's joker shuffles a layout: nobody knows which card is where, but a player who
    had seen cards there knows the layout still holds them (its memory's bag). Every card a bag
    holds for sure is really among the layout's cards the seat does not know; one that may
    have left unseen is there at least as often as the bag says; and the bot values each of
    those slots at the bag's mean with the unseen pool's for the rest. A card replaced out of
    the layout is named on the pile, so with the pile remembered the bag loses only that card
    and holds more for sure than without it, where any unknown card leaving makes every member
    less sure."""
    sures: dict[bool, int] = {}
    for remember in (False, True):
        sure, unsure = _check_bags(PowerGolfParams(remember_pile=remember))
        sures[remember] = sure
        assert sure >= 300
        if not remember:
            assert len(unsure) >= 100, len(unsure)
        if len(unsure) >= 100:
            said = sum(chance for chance, _ in unsure) / len(unsure)
            found = sum(there for _, there in unsure) / len(unsure)
            assert found >= said - 0.05, (found, said)
    assert sures[True] > sures[False]


def _check_bags(params: PowerGolfParams) -> tuple[int, list[tuple[float, bool]]]:
    """Sixty Malaysian hands (``_shuffled_play``), checking each bag against the cards really
    there: how many members were sure, and each unsure member's chance with whether its face
    was there."""
    sure = 0
    unsure: list[tuple[float, bool]] = []
    for state, bot, view in _shuffled_play(params, 60):
        me = int(view["seat"])
        bags = bot.shuffled_bags(view)
        if not bags:
            continue
        reading = bot._read(view)
        for q, bag in bags.items():
            slots = [i for i, f in enumerate(reading.lays[q]) if f == -1]
            hidden = Counter(state.lays[q][i] % FACES for i in slots)
            certain = Counter(f for f, chance in bag if chance == 1.0)
            assert all(hidden[f] >= k for f, k in certain.items()), (me, q, bag, hidden)
            sure += sum(certain.values())
            unsure += [(chance, hidden[f] > 0) for f, chance in bag if chance < 1.0]
            inside = sum(chance for _, chance in bag)
            assert inside <= len(slots) + 1e-9
            worth = sum(chance * reading.values[f] for f, chance in bag)
            worth += (len(slots) - inside) * reading.mean
            for i in slots:
                assert reading.slot_value(q, i) == pytest.approx(worth / len(slots))
    return sure, unsure


def test_without_bags_a_shuffled_layout_is_forgotten() -> None:
    shuffled = 0
    for _, bot, view in _shuffled_play(PowerGolfParams(remember_shuffled=False), 20):
        assert bot.shuffled_bags(view) == {}
        shuffled += sum(1 for _, text in view["log"] if str(text).startswith("shuffle"))
    assert shuffled


def test_the_joker_shuffles_the_opponent_who_knows_most_of_their_cards() -> None:
    """Malaysian: each player knows two of its cards; P2 places a drawn card on an unknown
    one and so knows three; P0, drawing the joker, shuffles P2's layout, not P1's."""
    game = load("malaysian", players=3)
    s = deal(game, {0: ["2S", "3S", "4S", "5S"], 1: ["2D", "3D", "4D", "5D"],
                    2: ["6D", "7D", "6H", "7C"]}, up="AH", stock=["8C", "9C", "2C", "JK"])
    play(s, (0, "draw stock"), (0, "discard"), (1, "draw stock"), (1, "discard"),
         (2, "draw stock"), (2, "replace 1"), (0, "draw stock"))
    assert [sum(1 for who in lay["known_by"] if q in who)
            for q, lay in enumerate(s.view(0)["layouts"])] == [2, 2, 3]
    assert _choose(PowerGolfBot(game), s, 0) == "shuffle P2"
