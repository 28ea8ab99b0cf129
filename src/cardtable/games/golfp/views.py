"""What each power-Golf player may know (golf.md §0.4, §2.0), and why an action is refused.

Every layout card is face down. A view shows a card to the viewer when its identity is public
(taken from the discard pile, or revealed by a miss) or, by ``memory_mode``, when the viewer
observed it at their last action (``human``: a peek is shown once, until the viewer acts again)
or knows it at all (``perfect``: every card they peeked at, drew and placed, or saw revealed,
until a forced shuffle clears it); everyone sees *who* knows each slot, which slots moved, the
top discard (the whole pile with ``perfect`` memory, §0.3), counts, the window of out-of-turn
matches or snaps, the call and the final turns. The card held from the stock is shown to its
holder only. With ``human`` memory the log starts at the viewer's own last actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.engine.action import Action
from cardtable.engine.scene import Text
from cardtable.engine.scene import text as msg
from cardtable.engine.score_sheet import sheet_of_hands
from cardtable.games.golfp import actions as A
from cardtable.games.golfp.phases import (
    END_TURN,
    GIVE,
    HOLD,
    OVER,
    PHASE_NAMES,
    POWER2,
    SELECT,
    SETUP,
    SOURCE_NAMES,
    START,
    STOCK,
    WAIT,
)
from cardtable.games.golfp.rules import WINDOW_CLAIM, WINDOW_SNAP

if TYPE_CHECKING:
    from cardtable.games.golfp.state import PowerGolfState

LOG_LENGTH: Final = 40
REF: Final = A.REF


def _ref(ref: int) -> list[int]:
    return [ref // REF, ref % REF]


def build_view(s: PowerGolfState, viewer: int) -> dict[str, Any]:
    cfg = s.cfg
    n = s.n
    text = cfg.text
    known = s.known
    seen0 = s.seen0
    perfect = cfg.memory_perfect
    public = s.public
    recent = s.recent[viewer]
    layouts = []
    for q, lay in enumerate(s.lays):
        cards: list[str | None] = []
        known_by: list[list[int]] = []
        start_seen: list[list[int]] = []
        holes: list[int] = []
        public_slots: list[int] = []
        for i, c in enumerate(lay):
            if c < 0:
                cards.append(None)
                known_by.append([])
                start_seen.append([])
                holes.append(i)
                continue
            who = known[c]
            if public >> c & 1:
                public_slots.append(i)
                shown = True
            else:
                shown = bool(who >> viewer & 1) if perfect else bool(recent >> c & 1)
            cards.append(text[c] if shown else None)
            known_by.append([p for p in range(n) if who >> p & 1])
            start_seen.append([p for p in range(n) if seen0[c] >> p & 1])
        layouts.append({
            "player": q, "cards": cards, "known_by": known_by, "start_seen": start_seen,
            "holes": holes, "public": public_slots, "places": list(s.places[q]),
        })
    held = None
    if s.held >= 0:
        shown = s.held_from != STOCK or s.turn == viewer
        held = {
            "player": s.turn,
            "from": SOURCE_NAMES[s.held_from],
            "card": text[s.held] if shown else None,
        }
    window = None
    if s.window:
        window = {
            "kind": "claim" if cfg.rules.window == WINDOW_CLAIM else "snap",
            "players": [p for p in range(n) if s.window >> p & 1],
        }
    over = s.phase == OVER
    pile = s.discard if perfect else s.discard[-1:]
    log_from = _log_from(s, viewer)
    return {
        "game": cfg.name,
        "players": n,
        "seat": viewer,
        "layout_shape": cfg.options["layout_shape"],
        "memory_mode": "perfect" if perfect else "human",
        "hand_number": s.hand_number,
        "dealer": s.dealer,
        "leader": s.leader,
        "scores": list(s.totals),
        "hands": [list(h) for h in s.hands],
        "score_sheet": sheet_of_hands(s.hands),
        "phase": PHASE_NAMES[s.phase],
        "turn": None if over else s.turn,
        "to_act": sorted(s.actors),
        "layouts": layouts,
        "stock": len(s.stock),
        "discard": text[s.discard[-1]] if s.discard else None,
        # §0.3: only the top discard can be seen; perfect memory may recall the whole pile.
        "discard_pile": [text[c] for c in pile],
        "discard_spent": [bool(s.spent >> c & 1) for c in pile],
        "discard_size": len(s.discard),
        "held": held,
        "selected": [_ref(r) for r in s.sel],
        "pending": [_ref(r) for r in s.pending],
        "holes": [_ref(r) for r in s.holes],
        "giver": s.giver if s.giver >= 0 else None,
        "resume": PHASE_NAMES[s.resume] if s.resume >= 0 else None,
        "window": window,
        "caller": s.caller if s.caller >= 0 else None,
        "final_turns": list(s.final_left) if s.final_left is not None else None,
        "penalties": list(s.penalties),
        "turns": s.turns,
        "max_turns": cfg.max_turns,
        "setup_left": list(s.setup_left),
        "setup_count": s.setup_count,
        "log": [list(e) for e in s.log[log_from:]],
        "log_start": s.log_base + log_from,
        "hand_result": _copy_result(s.hand_result),
        "winners": list(s.winners) if over else [],
    }


def _log_from(s: PowerGolfState, viewer: int) -> int:
    """Where ``viewer``'s log starts: the last ``LOG_LENGTH`` entries; with human memory
    (§0.3, §0.4) no further back than the viewer's own last action (kept, so a reader can
    line the log up with what it saw then), as a player recalls what was thrown since."""
    log = s.log
    start = max(0, len(log) - LOG_LENGTH)
    if s.cfg.memory_perfect:
        return start
    i = len(log)
    while i > start and log[i - 1][0] != viewer:
        i -= 1
    if i == start:
        return start  # the viewer has not acted in this stretch: everything since is news
    while i - 1 > start and log[i - 2][0] == viewer:
        i -= 1  # the viewer's last run of entries (an action and what it brought about)
    return i - 1


def _copy_result(result: dict[str, Any] | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {
        k: [list(x) if isinstance(x, list) else x for x in v] if isinstance(v, list) else v
        for k, v in result.items()
    }


# --------------------------------------------------------------------------- refusals


def explain_illegal(s: PowerGolfState, action: Action, player: int) -> Text:
    """Why ``action`` is refused for ``player`` (an actor), as a message id
    (``golfp.illegal.*``). Names no hidden card."""
    cfg = s.cfg
    r = cfg.rules
    kind, rest = divmod(action.code, A.KIND)
    phase = s.phase
    regular = s.regular_actor()
    if kind in (A.K_PASS, A.K_SNAP, A.K_CLAIM):
        if not s.reacting() >> player & 1:
            what = {A.K_SNAP: "snap", A.K_CLAIM: "claim"}.get(kind, "pass")
            if r.window == 0:
                return msg("golfp.illegal.no_window_rule", what=what, game=cfg.name)
            return msg("golfp.illegal.no_window_open",
                       window="claim" if r.window == WINDOW_CLAIM else "snap")
        if kind == A.K_CLAIM and r.window != WINDOW_CLAIM:
            return msg("golfp.illegal.claim_is_cumbia")
        if kind == A.K_SNAP and r.window != WINDOW_SNAP:
            return msg("golfp.illegal.snap_is_cactus")
        return msg("golfp.illegal.no_such_slot")
    if player != regular:
        return msg("golfp.illegal.window_only")
    names = {
        SETUP: msg("golfp.illegal.setup", cards=f"peek P{player}.N"),
        START: msg("golfp.illegal.start"),
        SELECT: msg("golfp.illegal.select"),
        POWER2: msg("golfp.illegal.power"),
        GIVE: msg("golfp.illegal.give"),
        END_TURN: msg("golfp.illegal.end_turn", call=cfg.actions.call_text),
        WAIT: msg("golfp.illegal.wait"),
    }
    if kind == A.K_DRAW_DISCARD and phase == START:
        if not s.discard:
            return msg("golfp.illegal.discard_empty")
        if r.unplaceable_powers and cfg.power[s.discard[-1]]:
            return msg("golfp.illegal.take_power_card")
        return msg("golfp.illegal.cannot_place_discard")
    if kind == A.K_USE_DISCARD:
        if not r.discard_power:
            return msg("golfp.illegal.discard_power_is_cactus")
        return msg("golfp.illegal.no_unused_power")
    if kind == A.K_CALL:
        if not r.call_word:
            return msg("golfp.illegal.no_call", game=cfg.name)
        if s.caller >= 0:
            return msg("golfp.illegal.already_called", seat=s.caller)
        return msg("golfp.illegal.call_when",
                   timing="end_of_turn" if r.call_timing == 1 else "during_turn")
    if kind == A.K_DISCARD and phase == HOLD:
        return msg("golfp.illegal.no_straight_back")
    if kind == A.K_REPLACE and phase == HOLD:
        if r.unplaceable_powers and cfg.power[s.held]:
            return msg("golfp.illegal.power_never_placed")
        if rest >= len(s.lays[player]):
            return msg("golfp.illegal.no_slot", slot=rest + 1)
        return msg("golfp.illegal.looked_at_start")
    if kind in (A.K_PEEK, A.K_SWAP2, A.K_LOOK, A.K_LOOK2, A.K_SHUFFLE) and phase == HOLD:
        if s.held_from != STOCK:
            return msg("golfp.illegal.power_from_stock_only")
        if not cfg.power[s.held]:
            return msg("golfp.illegal.no_power")
        return msg("golfp.illegal.not_a_target")
    if kind == A.K_MULTI and not r.multi_replace:
        return msg("golfp.illegal.multi_is_pablo")
    if kind == A.K_MATCH and not r.match:
        return msg("golfp.illegal.match_is_cabo")
    if phase == HOLD:
        return msg("golfp.illegal.holding")
    return names.get(phase, msg("golfp.illegal.not_now"))
