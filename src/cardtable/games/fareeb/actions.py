"""Fareeb's actions, their notation, and the parser that reads what people type.

Canonical texts: ``pass``, ``order up``, ``name S``, ``with partner``, ``alone``,
``defend alone``, ``call AD``, ``discard 9C``, ``play JH``. Codes order the legal action lists.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.cards import CardNotationError, card_text, parse_face, parse_suit, suit_text
from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalAction

PASS = Action(0, "pass")
ORDER_UP = Action(1, "order up")
NAME = tuple(Action(2 + s, f"name {suit_text(s)}") for s in range(4))
WITH_PARTNER = Action(6, "with partner")
ALONE = Action(7, "alone")
DEFEND_ALONE = Action(8, "defend alone")

CALL_BASE = 100
DISCARD_BASE = 200
PLAY_BASE = 300
CALL = tuple(Action(CALL_BASE + c, f"call {card_text(c)}") for c in range(52))
DISCARD = tuple(Action(DISCARD_BASE + c, f"discard {card_text(c)}") for c in range(52))
PLAY = tuple(Action(PLAY_BASE + c, f"play {card_text(c)}") for c in range(52))

LOWEST_RANK = 6  # the eight: Fareeb's packs hold ranks 8 (5 players) or 9 to A only
_RANK_BITS = 7


def _plays_by_suit_bits() -> tuple[tuple[tuple[Action, ...], ...], ...]:
    return tuple(
        tuple(
            tuple(PLAY[s * 13 + LOWEST_RANK + r] for r in range(_RANK_BITS) if bits >> r & 1)
            for bits in range(1 << _RANK_BITS)
        )
        for s in range(4)
    )


PLAYS_BY_SUIT_BITS = _plays_by_suit_bits()
"""``PLAYS_BY_SUIT_BITS[suit][bits]``: the play actions, in order, for a hand's cards of one suit
(``bits`` = the hand mask shifted down to that suit's eight). A legal play list is then four
lookups instead of a loop over bits: it is built on most steps of every playout."""

_WORDS = {
    "pass": PASS,
    "p": PASS,
    "order up": ORDER_UP,
    "order": ORDER_UP,
    "take up": ORDER_UP,
    "take it up": ORDER_UP,
    "pick up": ORDER_UP,
    "accept": ORDER_UP,
    "with partner": WITH_PARTNER,
    "partner": WITH_PARTNER,
    "alone": ALONE,
    "go alone": ALONE,
    "defend alone": DEFEND_ALONE,
}
_CARD_VERBS = {"call": CALL, "discard": DISCARD, "play": PLAY}

NOTATION_HELP = (
    "pass | order up (dealer: take up) | name S/H/D/C | with partner | alone | defend alone | "
    "call <card> | discard <card> | play <card>. Cards are rank+suit: 9H, TD or 10D, JS, AC. "
    "A card alone (e.g. JH) means play, discard or call it, whichever is legal now."
)


def card_of(action: Action) -> int:
    """The card a call, discard or play action names."""
    return action.code % 100


def parse(text: str, legal: Sequence[Action] = ()) -> Action:
    """The action a text names, case and spacing forgiven. Raises ``IllegalAction`` if none."""
    words = " ".join(text.split())
    if words.lower() in _WORDS:
        return _WORDS[words.lower()]
    legal_texts = [a.text for a in legal]
    verb, _, rest = words.partition(" ")
    verb = verb.lower()  # the rest keeps its case, so an error quotes what was typed
    if verb == "name" and not rest:
        raise IllegalAction(text, "name a suit, e.g. 'name S'", legal_texts)
    if verb in _CARD_VERBS and not rest:
        raise IllegalAction(text, f"say which card, e.g. '{verb} JH'", legal_texts)
    try:
        if verb == "name":
            return NAME[parse_suit(rest)]
        if verb in _CARD_VERBS:
            return _CARD_VERBS[verb][_suited(parse_face(rest))]
        if not rest and _looks_like_card(verb):
            card = _suited(parse_face(verb))
            for action in legal:
                if action.code >= CALL_BASE and card_of(action) == card:
                    return action
            return PLAY[card]
    except CardNotationError as exc:
        raise IllegalAction(text, str(exc), legal_texts) from None
    raise IllegalAction(
        text, "that is not a Fareeb action; actions are: " + NOTATION_HELP.rstrip("."), legal_texts
    )


def _looks_like_card(word: str) -> bool:
    """A lone word that is a card (``JH``, ``10d``, ``JK``), so a bare word like ``dance`` is
    answered as an unknown action rather than as a misspelt card."""
    try:
        parse_face(word)
    except CardNotationError:
        return False
    return True


def _suited(face: int) -> int:
    if face >= 52:
        raise CardNotationError("Fareeb is played without jokers")
    return face
