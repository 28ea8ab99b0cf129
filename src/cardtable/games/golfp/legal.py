"""Legal actions of a power-Golf position (golf.md §2.0 state machine and each game's
additions). Lists are interned on the game's config by a key of everything they depend on,
so most steps build nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.engine.action import Action
from cardtable.games.golfp import actions as A
from cardtable.games.golfp.phases import (
    DISCARD_POWER,
    END_TURN,
    GIVE,
    HOLD,
    POWER2,
    SELECT,
    SETUP,
    START,
    STOCK,
)
from cardtable.games.golfp.powers import power_actions
from cardtable.games.golfp.rules import (
    CALL_DURING_TURN,
    LOOK_OPP_THEN_SWAP,
    NO_POWER,
    WINDOW_CLAIM,
    WINDOW_SNAP,
)

if TYPE_CHECKING:
    from cardtable.games.golfp.config import Config
    from cardtable.games.golfp.state import PowerGolfState

REF: Final = A.REF
CACHE_LIMIT: Final = 50_000


def legal(s: PowerGolfState, p: int) -> list[Action]:
    phase = s.phase
    cfg = s.cfg
    regular = s.regular_actor()
    in_window = s.reacting() >> p & 1
    if p != regular and not in_window:
        return []
    if phase == SELECT and not in_window:  # one slot fewer at each nomination, see _select
        return _select(s, cfg, p)
    sizes = tuple(map(len, s.lays))
    rkey: tuple[Any, ...] = _regular_key(s, p, sizes) if p == regular else ()
    key = rkey
    if in_window:
        key = (key, "w", p, sizes)
    cache = cfg.lists
    found = cache.get(key)
    if found is None:
        if len(cache) > CACHE_LIMIT:
            cache.clear()
            cfg.refs.clear()
        out: list[Action] = []
        if p == regular:
            out += _regular(s, cfg, p, sizes, phase, rkey)
        if in_window:
            out += _window(cfg, p, sizes)
        out.sort()
        found = cache[key] = out
    return found


def _regular_key(s: PowerGolfState, p: int, sizes: tuple[int, ...]) -> tuple[Any, ...]:
    phase = s.phase
    cfg = s.cfg
    if phase == START:
        return (START, p, sizes, _can_draw_discard(s, p, sizes), _can_use_discard(s, p, sizes),
                _can_call(s))
    if phase == HOLD:
        return (HOLD, p, sizes, s.held_from, cfg.power[s.held], _replace_mask(s, p),
                _can_call(s))
    if phase == SETUP:
        lay = s.lays[p]
        seen = sum(1 << i for i, c in enumerate(lay) if s.seen0[c] >> p & 1)
        return (SETUP, p, seen)
    if phase == POWER2:
        return (POWER2, p, sizes, cfg.power[s.held])
    if phase == SELECT:
        return (SELECT, p, sizes, tuple(sorted(s.sel)))
    if phase == GIVE:
        return (GIVE, p, sizes, s.resume < 0)
    assert phase == END_TURN
    return (END_TURN,)


def _can_call(s: PowerGolfState) -> bool:
    return s.cfg.rules.call_timing == CALL_DURING_TURN and s.caller < 0


def _replace_mask(s: PowerGolfState, p: int) -> int:
    """Own slots the held card may go into (replace_scope, §2.0 / D-22)."""
    lay = s.lays[p]
    if not s.cfg.unseen_only:
        return (1 << len(lay)) - 1
    seen0 = s.seen0
    bit = 1 << p
    mask = 0
    for i, c in enumerate(lay):
        if not seen0[c] & bit:
            mask |= 1 << i
    return mask


def _can_draw_discard(s: PowerGolfState, p: int, sizes: tuple[int, ...]) -> bool:
    """Taking the top discard is legal only if the card can then be placed somewhere."""
    if not s.discard:
        return False
    cfg = s.cfg
    r = cfg.rules
    top = s.discard[-1]
    if r.unplaceable_powers and cfg.power[top] != NO_POWER:
        return False  # Cumbia (§2.3, A-34)
    if _replace_mask(s, p):
        return True
    if r.multi_replace and not cfg.multi_stock_only and sizes[p] >= 2:
        return True
    return r.match and cfg.match_from_discard and any(sizes)


def _can_use_discard(s: PowerGolfState, p: int, sizes: tuple[int, ...]) -> bool:
    """Cactus discard-pile power (§2.5): an unspent power card on top, with a target."""
    cfg = s.cfg
    if not cfg.rules.discard_power or not s.discard:
        return False
    top = s.discard[-1]
    effect = cfg.power[top]
    if effect == NO_POWER or s.spent >> top & 1:
        return False
    return bool(power_actions(cfg, effect, p, sizes))


def _regular(
    s: PowerGolfState, cfg: Config, p: int, sizes: tuple[int, ...], phase: int,
    key: tuple[Any, ...],
) -> list[Action]:
    t = cfg.actions
    r = cfg.rules
    out: list[Action] = []
    if phase == START:
        out.append(t.simple(A.K_DRAW_STOCK))
        if key[3]:
            out.append(t.simple(A.K_DRAW_DISCARD))
        if key[4]:
            out.append(t.simple(A.K_USE_DISCARD))
        if key[5]:
            out.append(t.simple(A.K_CALL))
        return out
    if phase == SETUP:
        return [t.ref(A.K_PEEK, p, i) for i in range(sizes[p]) if not key[2] >> i & 1]
    if phase == HOLD:
        held_from = s.held_from
        effect = cfg.power[s.held]
        if held_from == DISCARD_POWER:
            # A snap may take the power's last target while the card is held (an opponent
            # snaps their last card away): the power is then lost, the card goes back on the
            # pile unused and the turn ends (docs/golfp.md, Cactus).
            return power_actions(cfg, effect, p, sizes) or [t.simple(A.K_DISCARD)]
        from_stock = held_from == STOCK
        blocked = r.unplaceable_powers and effect != NO_POWER
        if not blocked:
            mask = key[5]
            out += [t.own(A.K_REPLACE, i) for i in range(sizes[p]) if mask >> i & 1]
        if from_stock:
            out.append(t.simple(A.K_DISCARD))
            if effect != NO_POWER:
                out += power_actions(cfg, effect, p, sizes)
        if r.multi_replace and sizes[p] >= 2 and (from_stock or not cfg.multi_stock_only):
            out += _base(cfg, A.K_MULTI, p, sizes)
        if r.match and (from_stock or cfg.match_from_discard):
            out += _base(cfg, A.K_MATCH, p, sizes)
        if not out:
            # The top discard is taken only if it can be placed, but a snap while it is held
            # may take every slot it could go into (the holder snaps away its last card, or
            # its last one unseen at the start under replace_scope=unseen_at_start_only): it
            # then goes back on the pile, as a discard, and the turn ends (docs/golfp.md).
            out.append(t.simple(A.K_DISCARD))
        if key[6]:
            out.append(t.simple(A.K_CALL))
        return out
    if phase == SELECT:
        return _select(s, cfg, p)
    if phase == POWER2:
        if cfg.power[s.held] == LOOK_OPP_THEN_SWAP:
            out = [t.own(A.K_GIVE, i) for i in range(sizes[p])]
            if cfg.seven_optional or not out:
                out.append(t.simple(A.K_KEEP))
            return out
        return [t.simple(A.K_SWAP_YES), t.simple(A.K_KEEP)]
    if phase == GIVE:
        out = [t.own(A.K_GIVE, i) for i in range(sizes[p])]
        if key[3] and cfg.fill_optional:  # Cabo's own match, fill_opponent_slots=optional
            out.append(t.simple(A.K_KEEP))
        return out
    assert phase == END_TURN
    return [t.simple(A.K_CALL), t.simple(A.K_DONE)]


def _select(s: PowerGolfState, cfg: Config, p: int) -> list[Action]:
    """Nominating (Pablo multi-replace, Cabo match): any slot not yet nominated, and reveal
    once enough are. The open slots are kept in ``s.sel_left``, which each nomination
    replaces by a copy one action shorter (the lists handed out are never changed)."""
    chosen = s.sel
    multi = cfg.rules.multi_replace
    left = s.sel_left
    if left is None:
        sizes = tuple(map(len, s.lays))
        kind = A.K_MULTI if multi else A.K_MATCH
        base = _base(cfg, kind, p, sizes)
        refs = cfg.refs[("base", kind, p if multi else -1, sizes)]
        picked = set(chosen)
        left = s.sel_left = [a for a, ref in zip(base, refs, strict=True) if ref not in picked]
    if len(chosen) >= (2 if multi else 1):
        return [cfg.reveal, *left]  # "reveal" sorts before every slot action
    return left


def _base(cfg: Config, kind: int, p: int, sizes: tuple[int, ...]) -> list[Action]:
    """Every ``multi N`` of p (Pablo) or every ``match Pq.N`` on the table (Cabo)."""
    key = ("base", kind, p if kind == A.K_MULTI else -1, sizes)
    found = cfg.lists.get(key)
    if found is None:
        t = cfg.actions
        if kind == A.K_MULTI:
            refs = [p * REF + i for i in range(sizes[p])]
            found = [t.own(A.K_MULTI, i) for i in range(sizes[p])]
        else:
            refs = [q * REF + i for q in range(cfg.n) for i in range(sizes[q])]
            found = [t.ref(A.K_MATCH, q, i) for q in range(cfg.n) for i in range(sizes[q])]
        cfg.lists[key] = found
        cfg.refs[key] = refs
    return found


def _window(cfg: Config, p: int, sizes: tuple[int, ...]) -> list[Action]:
    t = cfg.actions
    kind = cfg.rules.window
    out = [t.simple(A.K_PASS)]
    if kind == WINDOW_CLAIM:
        out += [t.ref(A.K_CLAIM, q, i) for q in range(cfg.n) for i in range(sizes[q])]
    elif kind == WINDOW_SNAP:
        out += [t.own(A.K_SNAP, i) for i in range(sizes[p])]
    return out


