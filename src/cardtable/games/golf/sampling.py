"""``sample_state``: a full Golf state consistent with everything one player's view shows.

Golf moves never hide *where* a card goes, only *which* card it is, so a sampled world keeps the
whole public position of the view (layout shapes, face-up cards, who knows which slot, the hand's
log, counts, scores) and deals the cards the viewer cannot see (face-down cards not shown to the
viewer, another player's card held from the stock, the stock) at random from the cards no one
has seen. With ``memory_mode=perfect`` the view shows the whole discard pile; with ``human`` only
its top (§0.3), and the cards beneath it are dealt at random with the other unseen cards.
The world starts from that position (``start`` of its record), with a fresh seed for its future.
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import TYPE_CHECKING, Any

from cardtable.cards import card_text
from cardtable.engine.data import fresh
from cardtable.games.golf import actions as A
from cardtable.games.golf.config import DUTY_NAMES
from cardtable.games.golf.phases import (
    LOG_REMOVED,
    LOG_RESHUFFLE,
    LOG_SKIPPED,
    PHASE_NAMES,
    SOURCE_NAMES,
)
from cardtable.games.golf.position import FIELDS, POSITION_FORMAT

if TYPE_CHECKING:
    from cardtable.games.golf.game import GolfGame
    from cardtable.games.golf.state import GolfState


class InconsistentView(ValueError):
    """No world agrees with the view (the view was not made by this game and these options)."""


_DUTY_CODES = {name: code for code, name in DUTY_NAMES.items()}
_FACE_OF_TEXT = {card_text(f): f for f in range(53)}


def face_of_text(text: str) -> int:
    """The face of a canonical card text (as views write cards)."""
    return _FACE_OF_TEXT[text]



def sample_state(game: GolfGame, view: Mapping[str, Any], rng: Random) -> GolfState:
    from cardtable.games.golf.state import GolfState

    cfg = game.config
    g = cfg.geometry
    n, size = cfg.n, cfg.size
    if view["game"] != game.name or int(view["players"]) != n:
        raise InconsistentView(f"this view is of {view['game']} with {view['players']} players")
    all_players = (1 << n) - 1
    pool: dict[int, list[int]] = {}
    for card in game.deck():
        pool.setdefault(card % 53, []).append(card)
    slot_of = g.slot_of_text

    def take(text: str) -> int:
        cards = pool.get(_FACE_OF_TEXT[text])
        if not cards:
            raise InconsistentView(f"the view shows more {text} than the deck holds")
        return cards.pop()

    def slot_mask(texts: list[str]) -> int:
        m = 0
        for t in texts:
            m |= 1 << slot_of[t]
        return m

    cards = [-1] * (n * size)
    known = [0] * (n * size)
    faceup, empty, public = [0] * n, [0] * n, [0] * n
    unseen, locked, aid, banked = [0] * n, [0] * n, [0] * n, [0] * n
    hidden_slots: list[int] = []
    for lay in view["layouts"]:
        q = int(lay["player"])
        base = q * size
        empty[q] = slot_mask(lay["empty"])
        for text, who in lay["known_by"].items():
            for p in who:
                known[base + slot_of[text]] |= 1 << p
        for r, row in enumerate(lay["cards"]):
            up_row = lay["face_up"][r]
            for c, text in enumerate(row):
                s = r * g.cols + c
                i = base + s
                if up_row[c]:
                    faceup[q] |= 1 << s
                    cards[i] = take(text)
                    known[i] = all_players
                elif empty[q] >> s & 1:
                    continue
                elif text is not None:
                    cards[i] = take(text)
                else:
                    hidden_slots.append(i)
        public[q] = slot_mask(lay["public"])
        unseen[q] = slot_mask(lay["unseen_at_start"])
        locked[q] = slot_mask(lay["locked"])
        aid[q] = slot_mask(lay["memory_aid"])
        banked[q] = int(lay["banked_blocks"])

    log = _log_entries(game, view["log"])
    pile = view["discard_pile"]
    size_of_pile = int(view["discard_size"])
    # §0.3: with human memory the view shows the top discard only; the cards beneath it are
    # dealt below like every other card the viewer cannot see.
    buried = size_of_pile - len(pile)
    if buried < 0 or (buried and view["memory_mode"] == "perfect") or (
        pile and pile[-1] != view["discard"]
    ):
        raise InconsistentView("the discard pile does not match its top and size")
    discard = [take(t) for t in pile]
    set_aside = [take(t) for t in view["set_aside"]]
    held, held_from, hidden_held = -1, 0, False
    if view["held"] is not None:
        held_from = SOURCE_NAMES.index(view["held"]["from"])
        if view["held"]["card"] is not None:
            held = take(view["held"]["card"])
        else:
            hidden_held = True

    unseen_cards = [c for cards_ in pool.values() for c in cards_]
    stock_size = int(view["stock"])
    if len(unseen_cards) != len(hidden_slots) + hidden_held + stock_size + buried:
        raise InconsistentView("the view's card counts do not add up to the deck")
    world_seed = rng.getrandbits(48)
    rng.shuffle(unseen_cards)
    discard[:0] = [unseen_cards.pop() for _ in range(buried)]
    for i in hidden_slots:
        cards[i] = unseen_cards.pop()
    if hidden_held:
        held = unseen_cards.pop()
    stock = unseen_cards

    window = [0] * n
    for p, seen in enumerate(view["looking_at"]):
        for owner, text in seen:
            window[p] |= 1 << (int(owner) * size + slot_of[text])
    turn = view["turn"]
    values: dict[str, Any] = {
        "aid": aid,
        "banked": banked,
        "cards": cards,
        "chips": list(view["chips"]) if view["chips"] is not None else [0] * n,
        "dealer": int(view["dealer"]),
        "discard": discard,
        "duties": [_DUTY_CODES[d] for d in view["duties"]],
        "empty": empty,
        "faceup": faceup,
        "final_left": list(view["final_turns"]) if view["final_turns"] is not None else None,
        "first_done": sum(1 << p for p in view["first_turn_done"]),
        "hand_number": int(view["hand_number"]),
        "hand_result": fresh(view["hand_result"]),
        "held": held,
        "held_from": held_from,
        "holes": [list(h) for h in view["holes"]],
        "init_first": slot_of[view["initial_first"]] if view["initial_first"] else -1,
        "knocker": view["knocker"] if view["knocker"] is not None else -1,
        "known": known,
        "locked": locked,
        "log": log,
        "phase": PHASE_NAMES.index(view["phase"]),
        "pot": view["pot"] if view["pot"] is not None else 0,
        "previous_hand": fresh(view["previous_hand"]),
        "public": public,
        "set_aside": set_aside,
        "setup_count": int(view["setup_done"]),
        "skip": bool(view["skip_pending"]),
        "stock": stock,
        "surcharge": list(view["surcharges"]),
        "totals": list(view["scores"]),
        "trigger": view["trigger"] if view["trigger"] is not None else -1,
        "turn": int(turn) if turn is not None else 0,
        "turns": int(view["turns"]),
        "unseen_start": unseen,
        "up_card": _up_card(game, view, discard),
        "window": window,
        "winners": list(view["winners"]),
    }
    assert set(values) == set(FIELDS)
    # Everything above is fresh JSON data (lists, not tuples), so the record replays exactly.
    start = {"format": POSITION_FORMAT, **values}
    return GolfState(game, world_seed, None, start)


def _up_card(game: GolfGame, view: Mapping[str, Any], discard: list[int]) -> int:
    """The up-card of the world. A covered up-card is not in a human-memory view (§0.3): a
    card that does not make the world's view show one stands for it (it is never played
    again, only kept for the record of the deal)."""
    if view["up_card"] is not None:
        return _FACE_OF_TEXT[view["up_card"]]
    if len(discard) != 1:
        return discard[0] if discard else 0
    return next(c for c in game.deck() if c % 53 != discard[0] % 53)


def _log_entries(game: GolfGame, entries: list[dict[str, Any]]) -> list[list[Any]]:
    """The internal log (faces for cards) of a view's log entries."""
    by_text = game.config.actions.by_text
    log: list[list[Any]] = []

    def f(text: str | None) -> int:
        return _FACE_OF_TEXT[text] if text is not None else -1

    for e in entries:
        player = e["player"]
        action = e["action"]
        if action == "reshuffle":
            log.append([-1, LOG_RESHUFFLE, e["stock"], -1])
            continue
        if action == "skipped":
            log.append([player, LOG_SKIPPED, -1, -1])
            continue
        if action == "set aside":
            log.append([player, LOG_REMOVED, [f(c) for c in e["cards"]], e["blocks"]])
            continue
        code = by_text[action].code
        a: Any = -1
        b: Any = -1
        if code == A.DRAW_DISCARD_CODE:
            a = f(e["card"])
        elif A.REPLACE_BASE <= code < A.FLIP_BASE:
            a, b = f(e["discarded"]), f(e["placed"])
        elif code == A.DISCARD_CODE:
            a = f(e["discarded"])
        elif A.FLIP_BASE <= code < A.PEEK_BASE:
            a = f(e["card"])
        elif A.FLIP_COLUMN_BASE <= code < A.ARRANGE_BASE:
            a, b = f(e["cards"][0]), f(e["cards"][1])
        elif code == A.REVEAL_ALL_CODE:
            a = [f(c) for c in e["cards"]]
        log.append([player, code, a, b])
    return log
