"""Fareeb's actions, their notation, and the parser that reads what people type.

Canonical texts: ``pass``, ``order up``, ``name S``, ``with partner``, ``alone``,
``defend alone``, ``call AD``, ``discard 9C``, ``play JH``. Codes order the legal action lists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.cards import CardNotationError, card_text, parse_face, parse_suit, suit_text
from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalAction, quote
from cardtable.engine.scene import Text

PASS: Final = Action(0, "pass")
ORDER_UP: Final = Action(1, "order up")
NAME: Final = tuple(Action(2 + s, f"name {suit_text(s)}") for s in range(4))
WITH_PARTNER: Final = Action(6, "with partner")
ALONE: Final = Action(7, "alone")
DEFEND_ALONE: Final = Action(8, "defend alone")

CALL_BASE: Final = 100
DISCARD_BASE: Final = 200
PLAY_BASE: Final = 300
CALL: Final = tuple(Action(CALL_BASE + c, f"call {card_text(c)}") for c in range(52))
DISCARD: Final = tuple(Action(DISCARD_BASE + c, f"discard {card_text(c)}") for c in range(52))
PLAY: Final = tuple(Action(PLAY_BASE + c, f"play {card_text(c)}") for c in range(52))

LOWEST_RANK: Final = 6  # the eight: Fareeb's packs hold ranks 8 (5 players) or 9 to A only
_RANK_BITS: Final = 7


def _plays_by_suit_bits() -> tuple[tuple[tuple[Action, ...], ...], ...]:
    return tuple(
        tuple(
            tuple(PLAY[s * 13 + LOWEST_RANK + r] for r in range(_RANK_BITS) if bits >> r & 1)
            for bits in range(1 << _RANK_BITS)
        )
        for s in range(4)
    )


PLAYS_BY_SUIT_BITS: Final = _plays_by_suit_bits()
"""``PLAYS_BY_SUIT_BITS[suit][bits]``: the play actions, in order, for a hand's cards of one suit
(``bits`` = the hand mask shifted down to that suit's eight). A legal play list is then four
lookups instead of a loop over bits: it is built on most steps of every playout."""

DISCARDS_BY_SUIT_BITS: Final = tuple(
    tuple(
        tuple(DISCARD[s * 13 + LOWEST_RANK + r] for r in range(_RANK_BITS) if bits >> r & 1)
        for bits in range(1 << _RANK_BITS)
    )
    for s in range(4)
)
"""``DISCARDS_BY_SUIT_BITS[suit][bits]``: the discard actions, in order, for a hand's cards of one
suit, as ``PLAYS_BY_SUIT_BITS`` has the plays."""

_WORDS: Final = {
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
_CARD_VERBS: Final = {"call": CALL, "discard": DISCARD, "play": PLAY}

NOTATION_HELP: Final = (
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
        raise IllegalAction(text, Text("fareeb.illegal.name_which"), legal_texts)
    if verb in _CARD_VERBS and not rest:
        raise IllegalAction(
            text, Text("fareeb.illegal.say_which", {"cards": f"{verb} JH"}), legal_texts
        )
    if verb == "name":
        try:
            return NAME[parse_suit(rest)]
        except CardNotationError:
            raise IllegalAction(
                text, Text("fareeb.illegal.not_a_suit", {"what": quote(rest)}), legal_texts
            ) from None
    if verb in _CARD_VERBS:
        return _CARD_VERBS[verb][_face(text, rest, legal_texts)]
    if not rest and _looks_like_card(verb):
        card = _face(text, verb, legal_texts)
        for action in legal:
            if action.code >= CALL_BASE and card_of(action) == card:
                return action
        return PLAY[card]
    raise IllegalAction(text, Text("fareeb.illegal.unknown"), legal_texts)


def _face(text: str, word: str, legal_texts: Sequence[str]) -> int:
    """The card ``word`` names, or the refusal of ``text``: not a card, or a joker."""
    try:
        face = parse_face(word)
    except CardNotationError:
        raise IllegalAction(
            text, Text("fareeb.illegal.not_a_card", {"what": quote(word)}), legal_texts
        ) from None
    if face >= 52:
        raise IllegalAction(text, Text("fareeb.illegal.no_jokers"), legal_texts)
    return face


def _looks_like_card(word: str) -> bool:
    """A lone word that is a card (``JH``, ``10d``, ``JK``), so a bare word like ``dance`` is
    answered as an unknown action rather than as a misspelt card."""
    try:
        parse_face(word)
    except CardNotationError:
        return False
    return True
