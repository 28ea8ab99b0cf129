"""What each Golf player may know (views, golf.md §0.4), and why an action is refused.

A view holds the public table (face-up cards, the top discard, counts, who knows which face-down
card, the hand's public log, scores per hole) and what only the viewer may see: the card the
viewer holds from the stock, and the face-down cards the viewer may see now. Which those are
depends on ``memory_mode`` (§0.4): with ``perfect``, every card the viewer knows; with ``human``,
only a card the viewer has just observed (until their next action), cards whose identity is
public (taken from the discard pile), and the slots a 4-card memory aid lets the owner view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.engine.action import Action
from cardtable.engine.scene import Text
from cardtable.engine.score_sheet import sheet_of_hands
from cardtable.games.golf import actions as A
from cardtable.games.golf.config import (
    AFTER_MAY_KEEP,
    D_ARRANGE,
    D_COLUMN,
    D_INIT_FLIP,
    D_PEEK,
    DUTY_NAMES,
)
from cardtable.games.golf.layout import mask_slots
from cardtable.games.golf.phases import (
    AFTER_DISCARD,
    HOLD,
    LOG_REMOVED,
    LOG_RESHUFFLE,
    LOG_SKIPPED,
    OVER,
    PHASE_NAMES,
    SETUP,
    SOURCE_NAMES,
    START,
    STOCK,
)
from cardtable.games.golf.scoring import layout_value

if TYPE_CHECKING:
    from cardtable.games.golf.state import GolfState


def visible(s: GolfState, viewer: int, owner: int, slot: int) -> bool:
    """Whether ``viewer`` may see the face-down card in ``owner``'s ``slot`` now (§0.4)."""
    i = owner * s.size + slot
    if s.public[owner] >> slot & 1:
        return True
    if s.cfg.memory_perfect:
        return bool(s.known[i] >> viewer & 1)
    if s.window[viewer] >> i & 1:
        return True
    return viewer == owner and bool(s.aid[owner] >> slot & 1)


SHOWING_CACHE_LIMIT: Final = 100_000


_CONTAINERS: Final = (dict, list)
_SLOT_LISTS: Final = ("empty", "public", "unseen_at_start", "locked", "memory_aid")


def _deep(x: Any) -> Any:
    """A copy of a dict or list of JSON data: containers copied, leaves (immutable) shared.

    Lists here hold either containers or leaves, never both, so the first item tells which.
    """
    if type(x) is dict:
        return {k: _deep(v) if type(v) in _CONTAINERS else v for k, v in x.items()}
    if x and type(x[0]) in _CONTAINERS:
        return [_deep(v) for v in x]
    return list(x)


def build_view(s: GolfState, viewer: int) -> dict[str, Any]:
    """``viewer``'s view: the public part (built once per position and copied, so views never
    share lists or dicts with the state or with each other) plus what only ``viewer`` may see.
    """
    cache = s.public_cache
    if cache is None or cache[0] != s.version:
        cache = s.public_cache = (s.version, _public(s), [_public_layout(s, q) for q in range(s.n)])
    _, public, layouts = cache
    cfg = s.cfg
    cols = cfg.geometry.cols
    view = {k: _deep(v) if type(v) in _CONTAINERS else v for k, v in public.items()}
    view["seat"] = viewer
    out = []
    for q, (base, hidden) in enumerate(layouts):
        cards = list(base["cards"])
        for slot, text in hidden:
            if visible(s, viewer, q, slot):
                cards[slot] = text
        lay = dict(base)
        lay["cards"] = [cards[r : r + cols] for r in range(0, len(cards), cols)]
        lay["face_up"] = [list(row) for row in base["face_up"]]
        lay["known_by"] = {k: list(v) for k, v in base["known_by"].items()}
        for key in _SLOT_LISTS:
            lay[key] = list(base[key])
        out.append(lay)
    view["layouts"] = out
    held = None
    if s.held >= 0:
        shown = s.turn == viewer or s.held_from != STOCK
        held = {
            "player": s.turn,
            "from": SOURCE_NAMES[s.held_from],
            "card": cfg.card_texts[s.held] if shown else None,
        }
    view["held"] = held
    view["log"] = log_json(s, viewer)
    return view


def _public(s: GolfState) -> dict[str, Any]:
    """Everything in a view that is the same for every viewer (layouts and log apart)."""
    cfg = s.cfg
    g = cfg.geometry
    texts = cfg.card_texts
    looking = []
    if cfg.windows:
        size = s.size
        slot_texts = g.slot_texts
        for p in range(s.n):
            looking.append([[i // size, slot_texts[i % size]] for i in mask_slots(s.window[p])])
    return {
        "game": cfg.game,
        "players": s.n,
        "seat": None,
        "rows": g.rows,
        "cols": g.cols,
        "memory_mode": "perfect" if cfg.memory_perfect else "human",
        "hand_number": s.hand_number,
        "match_end": cfg.options["match_end"],
        "dealer": s.dealer,
        "scores": list(s.totals),
        "holes": [list(h) for h in s.holes],
        "score_sheet": sheet_of_hands(s.holes),
        "phase": PHASE_NAMES[s.phase],
        "to_act": [s.turn] if s.phase != OVER else [],
        "turn": s.turn if s.phase != OVER else None,
        "duties": [DUTY_NAMES[d] for d in s.duties] if s.phase < START else [],
        "initial_first": g.slot_texts[s.init_first] if s.init_first >= 0 else None,
        "setup_done": s.setup_count,
        # Once covered, the up-card is a buried discard like any other (§0.3).
        "up_card": texts[s.up_card] if cfg.memory_perfect or _up_card_alone(s) else None,
        "stock": len(s.stock),
        "discard": texts[s.discard[-1]] if s.discard else None,
        "discard_size": len(s.discard),
        # §0.3: only the top discard can be seen; with perfect memory a player may recall the
        # whole pile, with human memory only its top (the log shows what was just thrown).
        "discard_pile": [texts[c] for c in (s.discard if cfg.memory_perfect else s.discard[-1:])],
        "held": None,
        "layouts": None,
        "looking_at": looking,
        "knocker": s.knocker if s.knocker >= 0 else None,
        "trigger": s.trigger if s.trigger >= 0 else None,
        "final_turns": list(s.final_left) if s.final_left is not None else None,
        "skip_pending": s.skip,
        "turns": s.turns,
        "max_turns": cfg.max_turns,
        "first_turn_done": [p for p in range(s.n) if s.first_done >> p & 1],
        "surcharges": list(s.surcharge),
        "pot": s.pot if cfg.pot else None,
        "chips": list(s.chips) if cfg.pot else None,
        "set_aside": [texts[c] for c in s.set_aside],
        "log": None,
        "previous_hand": s.previous_hand,
        "hand_result": s.hand_result,
        "winners": list(s.winners) if s.phase == OVER else [],
    }


def _up_card_alone(s: GolfState) -> bool:
    """The up-card is still the whole discard pile (cards compared by face: packs differ)."""
    return len(s.discard) == 1 and s.discard[0] % 53 == s.up_card % 53


def _public_layout(s: GolfState, q: int) -> tuple[dict[str, Any], list[tuple[int, str]]]:
    """One layout as everyone sees it, and its face-down cards whose sight depends on the viewer.

    ``cards`` is flat here (row-major); views cut it into rows. A card text is ``None`` when the
    card is face down and not shown, or the slot is empty; ``known_by`` says who knows each
    face-down card.
    """
    cfg = s.cfg
    g = cfg.geometry
    texts = cfg.card_texts
    slot_texts = g.slot_texts
    size = s.size
    base = q * size
    up, empty, public = s.faceup[q], s.empty[q], s.public[q]
    cards = s.cards
    known = s.known
    shown: list[str | None] = []
    faces = []
    hidden: list[tuple[int, str]] = []
    known_by: dict[str, list[int]] = {}
    for slot in range(size):
        card = cards[base + slot]
        if up >> slot & 1:
            shown.append(texts[card])
            faces.append(card % 53)
            continue
        faces.append(-1)
        if empty >> slot & 1:
            shown.append(None)
            continue
        who = known[base + slot]
        if who:
            known_by[slot_texts[slot]] = [p for p in range(s.n) if who >> p & 1]
        if public >> slot & 1:
            shown.append(texts[card])
        else:
            shown.append(None)
            if who or s.aid[q] >> slot & 1:
                hidden.append((slot, texts[card]))
    showing = None
    if up:
        key = (*faces, s.banked[q])
        scores = cfg.showing_cache
        showing = scores.get(key)
        if showing is None:
            if len(scores) > SHOWING_CACHE_LIMIT:
                scores.clear()
            bonus = s.banked[q] * (cfg.rules.block_bonus or 0)
            showing = scores[key] = layout_value(cfg.rules, faces, bonus)
    masks = g.mask_texts
    return {
        "player": q,
        "cards": shown,
        "face_up": [list(row) for row in cfg.face_up_rows[up]],
        "empty": list(masks[empty]),
        "known_by": known_by,
        "showing": showing,
        "face_down": (cfg.full & ~up & ~empty).bit_count(),
        "public": list(masks[public]),
        "unseen_at_start": list(masks[s.unseen_start[q]]),
        "locked": list(masks[s.locked[q]]),
        "memory_aid": list(masks[s.aid[q]]),
        "banked_blocks": s.banked[q],
    }, hidden


def action_of(s: GolfState, code: int) -> Action:
    """The interned action with ``code`` (for the log)."""
    acts = s.cfg.actions
    fixed = (A.DRAW_STOCK, A.DRAW_DISCARD, A.DISCARD, A.KNOCK, A.REVEAL_ALL, A.KEEP)
    if code < A.REPLACE_BASE:
        return fixed[code]
    if code < A.FLIP_BASE:
        return acts.replace[code - A.REPLACE_BASE]
    if code < A.PEEK_BASE:
        return acts.flip[code - A.FLIP_BASE]
    if code < A.FLIP_COLUMN_BASE:
        return acts.peek[code - A.PEEK_BASE]
    if code < A.ARRANGE_BASE:
        return acts.flip_column[code - A.FLIP_COLUMN_BASE]
    return acts.arrange[divmod(code - A.ARRANGE_BASE, 16)]


def log_json(s: GolfState, viewer: int) -> list[dict[str, Any]]:
    """What happened since ``viewer``'s last action this hand (the whole hand if none), with
    the cards each action made public.

    With ``memory_mode=human`` this is all a player recalls of what was thrown beyond the top
    discard (§0.3, §0.4); with ``perfect`` the whole pile is in the view (``discard_pile``).
    Entries are converted once and kept in ``s.log_cache`` (the log
    only grows during a hand); each view gets its own copies.
    """
    log = s.log
    cache = s.log_cache
    if len(cache) < len(log):
        # Replaced whole, never extended in place: clones share it (see GolfState._copy).
        s.log_cache = cache = (*cache, *(_entry_json(s, entry) for entry in log[len(cache) :]))
    start = len(log)
    while start > 0 and not (log[start - 1][0] == viewer and log[start - 1][1] >= 0):
        start -= 1
    return [{k: list(v) if type(v) is list else v for k, v in e.items()} for e in cache[start:]]


def _entry_json(s: GolfState, entry: tuple[int, int, Any, Any]) -> dict[str, Any]:
    player, code, a, b = entry
    texts = s.cfg.card_texts
    if code == LOG_RESHUFFLE:
        return {"player": None, "action": "reshuffle", "stock": a}
    if code == LOG_SKIPPED:
        return {"player": player, "action": "skipped"}
    if code == LOG_REMOVED:
        return {"player": player, "action": "set aside", "cards": [texts[c] for c in a],
                "blocks": b}
    out: dict[str, Any] = {"player": player, "action": action_of(s, code).text}
    if code == A.DRAW_DISCARD_CODE:
        out["card"] = texts[a]
    elif A.REPLACE_BASE <= code < A.FLIP_BASE:
        out["discarded"] = texts[a]
        out["placed"] = texts[b] if b >= 0 else None
    elif code == A.DISCARD_CODE:
        out["discarded"] = texts[a]
    elif A.FLIP_BASE <= code < A.PEEK_BASE:
        out["card"] = texts[a]
    elif A.FLIP_COLUMN_BASE <= code < A.ARRANGE_BASE:
        out["cards"] = [texts[a], texts[b]]
    elif code == A.REVEAL_ALL_CODE:
        out["cards"] = [texts[c] for c in a]
    return out


# --------------------------------------------------------------------------- refusals


def _why(name: str, **args: str | int) -> Text:
    """A refusal as a message id ``golf.illegal.<name>`` with its arguments (docs/i18n.md)."""
    return Text(f"golf.illegal.{name}", args)


def explain_illegal(s: GolfState, action: Action, player: int) -> Text:
    """Why ``action`` is refused for ``player`` (who is on turn). Names no hidden card."""
    cfg = s.cfg
    g = cfg.geometry
    code = action.code
    phase = s.phase
    slot = code % 100 if A.REPLACE_BASE <= code < A.FLIP_COLUMN_BASE else -1
    where = g.slot_text(slot) if slot >= 0 else ""
    if phase < START:
        duty = s.duties[0]
        if duty == D_PEEK:
            if code >= A.PEEK_BASE and code < A.FLIP_COLUMN_BASE:
                return _why("already_seen", slot=where)
            return _why("peek_first")
        if duty == D_COLUMN:
            return _why("column_first")
        if duty == D_ARRANGE:
            return _why("arrange_now")
        if A.FLIP_BASE <= code < A.PEEK_BASE:
            taken = _not_face_down(s, player, slot)
            if taken:
                return taken
            if duty == D_INIT_FLIP:
                return _constraint_reason(s, slot)
        return _why("flip_first", when="setup" if phase == SETUP else "turn")
    if code in (A.DRAW_STOCK_CODE, A.DRAW_DISCARD_CODE):
        if phase != START:
            return _why("already_drawn")
        if not s.discard:
            return _why("discard_empty")
        return _why("no_slot_free")
    if code == A.KNOCK_CODE:
        if not cfg.knock:
            return (
                _why("no_knocking") if cfg.game != "golf4"
                else _why("no_knocking_flip_mode", mode=cfg.options["flip_mode"])
            )
        if phase != START:
            return _why("knock_instead")
        if s.knocker >= 0:
            return _why("already_knocked", seat=s.knocker)
        return _why("knock_final_round")
    if code == A.REVEAL_ALL_CODE:
        if not cfg.reveal_all:
            return _why("reveal_all_off")
        if phase == START:
            return _why("nothing_to_reveal")
        return _why("reveal_instead")
    if code == A.KEEP_CODE:
        if phase == AFTER_DISCARD:
            if cfg.after_discard == AFTER_MAY_KEEP:
                return _why("keep_last_only")
            return _why("must_flip")
        return _why("nothing_to_decline")
    if code == A.DISCARD_CODE:
        if phase == HOLD:
            return _why("no_straight_back")
        return _why("nothing_to_discard")
    if A.FLIP_COLUMN_BASE <= code < A.ARRANGE_BASE or code >= A.ARRANGE_BASE:
        return _why("start_only")
    if A.PEEK_BASE <= code < A.FLIP_COLUMN_BASE:
        if not cfg.paid_peek:
            return _why("peek_off")
        if s.faceup[player] >> slot & 1 or s.empty[player] >> slot & 1:
            return _why("peek_not_face_down", slot=where)
        return _why("peek_before_slot")
    if A.REPLACE_BASE <= code < A.FLIP_BASE:
        if phase != HOLD:
            return _why("draw_first")
        return _replace_reason(s, player, slot)
    # flips
    if phase == AFTER_DISCARD:
        return _why("flip_face_down", slot=where, state=_slot_state(s, player, slot))
    if phase == HOLD:
        return _why("holding", source="stock" if s.held_from == STOCK else "discard")
    if not cfg.flip_only_turn:
        return _why("flip_only_off")
    return _not_face_down(s, player, slot) or _why("cannot_flip")


def _slot_state(s: GolfState, p: int, slot: int) -> str:
    """``empty`` (its cards were set aside, §5.3), ``face_up`` or ``face_down``."""
    if s.empty[p] >> slot & 1:
        return "empty"
    return "face_up" if s.faceup[p] >> slot & 1 else "face_down"


def _not_face_down(s: GolfState, p: int, slot: int) -> Text | None:
    """Why ``slot`` cannot be turned up: it is face up, or empty (§5.3); None if face down."""
    state = _slot_state(s, p, slot)
    if state == "face_down":
        return None
    return _why("not_face_down", slot=s.cfg.geometry.slot_text(slot), state=state)


def _replace_reason(s: GolfState, p: int, slot: int) -> Text:
    cfg = s.cfg
    g = cfg.geometry
    where = g.slot_text(slot)
    if s.empty[p] >> slot & 1:
        return _why("not_face_down", slot=where, state="empty")
    if cfg.progressive and s.faceup[p] >> slot & 1:
        return _why("progressive_locked", slot=where)
    if s.locked[p] >> slot & 1:
        return _why("unseen_locked", slot=where, limit=cfg.unseen_limit)
    if cfg.lock_full_columns:
        return _why("column_locked", column=g.column_of[slot])
    return _why("slot_cannot_take")


def _constraint_reason(s: GolfState, slot: int) -> Text:
    rule = s.cfg.flip_constraint
    g = s.cfg.geometry
    first = s.init_first
    if rule == "same_column":
        return _why("same_column", column=g.column_of[first])
    if rule == "different_columns":
        return _why("different_columns")
    middle = g.cols // 2
    if first < 0:
        return _why("middle_and_outer", column=middle)
    return (
        _why("second_outer")
        if g.column_of[first] == middle
        else _why("second_middle", column=middle)
    )
