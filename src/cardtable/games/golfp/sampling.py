"""``sample_state``: a full power-Golf state consistent with everything one view shows.

Power-Golf moves never hide *where* a card goes, only *which* card it is, so a sampled world
keeps the whole public position of the view (layout sizes, who knows each slot, the discard
pile, counts, windows, calls, scores, the hand's recent log) and deals the cards the viewer
cannot see (unknown layout cards, another player's card drawn from the stock, the stock) at
random. The world starts from that position (``start`` of its record), with a fresh seed.
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import TYPE_CHECKING, Any

from cardtable.cards import FACES, card_text
from cardtable.engine.data import fresh
from cardtable.games.golfp.actions import REF
from cardtable.games.golfp.phases import PHASE_NAMES, SOURCE_NAMES, STOCK
from cardtable.games.golfp.position import FIELDS, POSITION_FORMAT

if TYPE_CHECKING:
    from cardtable.games.golfp.game import PowerGolfGame
    from cardtable.games.golfp.state import PowerGolfState


class InconsistentView(ValueError):
    """No world agrees with the view (it was not made by this game with these options)."""


_FACE_OF_TEXT = {card_text(f): f for f in range(FACES)}


def sample_state(game: PowerGolfGame, view: Mapping[str, Any], rng: Random) -> PowerGolfState:
    from cardtable.games.golfp.state import PowerGolfState

    cfg = game.config
    n = cfg.n
    if view["game"] != game.name or int(view["players"]) != n:
        raise InconsistentView(f"this view is of {view['game']} with {view['players']} players")
    everyone = cfg.all_players
    pool: dict[int, list[int]] = {}
    for card in cfg.deck:
        pool.setdefault(card % FACES, []).append(card)

    def take(text: str) -> int:
        cards = pool.get(_FACE_OF_TEXT[text])
        if not cards:
            raise InconsistentView(f"the view shows more {text} than the deck holds")
        return cards.pop()

    known = [0] * cfg.card_count
    seen0 = bytearray(cfg.card_count)  # bytes, not a list: load_position copies it in one go
    seat = int(view["seat"])
    public: list[int] = []
    recent: list[list[int]] = [[] for _ in range(n)]
    lays: list[list[int]] = []
    hidden: list[tuple[int, int, int, int]] = []  # (owner, slot, known mask, seen0 mask)
    for lay in view["layouts"]:
        cards: list[int] = []
        holes = set(lay["holes"])
        public_slots = set(lay["public"])
        for i, text in enumerate(lay["cards"]):
            who = sum(1 << p for p in lay["known_by"][i])
            start = sum(1 << p for p in lay["start_seen"][i])
            if i in holes:
                cards.append(-1)
            elif text is not None:
                c = take(text)
                known[c], seen0[c] = who, start
                cards.append(c)
                (public if i in public_slots else recent[seat]).append(c)
            else:
                hidden.append((int(lay["player"]), i, who, start))
                cards.append(-1)
        lays.append(cards)
    pile = view["discard_pile"]
    # §0.3: a human-memory view shows the top discard only; the cards beneath it are dealt
    # below like every other card the viewer cannot see (their powers count as unused).
    buried = int(view["discard_size"]) - len(pile)
    if buried < 0 or (buried and view["memory_mode"] == "perfect") or (
        pile and pile[-1] != view["discard"]
    ):
        raise InconsistentView("the discard pile does not match its top and size")
    discard = [take(t) for t in pile]
    spent = [c for c, flag in zip(discard, view["discard_spent"], strict=True) if flag]
    held, held_from, hidden_held = -1, STOCK, False
    if view["held"] is not None:
        held_from = SOURCE_NAMES.index(view["held"]["from"])
        if view["held"]["card"] is not None:
            held = take(view["held"]["card"])
            known[held] = everyone if held_from != STOCK else 1 << int(view["held"]["player"])
        else:
            hidden_held = True
    unseen = [c for cards_ in pool.values() for c in cards_]
    stock_size = int(view["stock"])
    if len(unseen) != len(hidden) + hidden_held + stock_size + buried:
        raise InconsistentView("the view's card counts do not add up to the deck")
    world_seed = rng.getrandbits(48)
    rng.shuffle(unseen)
    discard[:0] = [unseen.pop() for _ in range(buried)]
    for c in discard:
        known[c] = everyone
    for q, i, who, start in hidden:
        c = unseen.pop()
        lays[q][i] = c
        known[c], seen0[c] = who, start
    if hidden_held:
        held = unseen.pop()
        known[held] = 1 << int(view["held"]["player"])
    stock = unseen  # unknown to everyone (known stays 0)

    def refs(items: list[list[int]]) -> list[int]:
        return [q * REF + i for q, i in items]

    window = 0
    if view["window"] is not None:
        window = sum(1 << p for p in view["window"]["players"])
    values: dict[str, Any] = {
        "caller": view["caller"] if view["caller"] is not None else -1,
        "dealer": int(view["dealer"]),
        "discard": discard,
        "final_left": list(view["final_turns"]) if view["final_turns"] is not None else None,
        "giver": view["giver"] if view["giver"] is not None else -1,
        "hand_number": int(view["hand_number"]),
        "hand_result": fresh(view["hand_result"]),
        "hands": [list(h) for h in view["hands"]],
        "held": held,
        "held_from": held_from,
        "holes": refs(view["holes"]),
        "known": known,
        "lays": lays,
        "leader": int(view["leader"]),
        "log": [list(e) for e in view["log"]],
        "log_base": int(view["log_start"]),
        "pending": refs(view["pending"]),
        "penalties": list(view["penalties"]),
        "phase": PHASE_NAMES.index(view["phase"]),
        "places": [list(lay["places"]) for lay in view["layouts"]],
        "public": public,
        "recent": recent,
        "resume": PHASE_NAMES.index(view["resume"]) if view["resume"] is not None else -1,
        "seen0": seen0,
        "sel": refs(view["selected"]),
        "setup_count": int(view["setup_count"]),
        "setup_left": list(view["setup_left"]),
        "spent": spent,
        "stock": stock,
        "totals": list(view["scores"]),
        "turn": int(view["turn"]) if view["turn"] is not None else 0,
        "turns": int(view["turns"]),
        "window": window,
        "winners": list(view["winners"]),
    }
    assert set(values) == set(FIELDS)
    start = {"format": POSITION_FORMAT, **values}
    return PowerGolfState(game, world_seed, None, start)
