"""All Fours actions, their notation, and the parser that reads what people type.

Canonical texts: ``stand``, ``beg`` (elder), ``take one``, ``refuse`` (dealer: give the gift or
run the cards), ``bunch``, ``no bunch`` (the bunch window), ``agree``, ``refuse`` (answers to a
bunch call), ``discard 7C``, ``play JH`` and ``throw in`` (pitcher). ``refuse`` is one action
whose meaning follows the phase: the dealer refusing the gift, or a player refusing a bunch.
Codes order the legal action lists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.cards import CardNotationError, card_text, parse_face
from cardtable.engine.action import Action
from cardtable.engine.errors import IllegalAction
from cardtable.engine.scene import Text

STAND: Final = Action(0, "stand")
BEG: Final = Action(1, "beg")
TAKE_ONE: Final = Action(2, "take one")
REFUSE: Final = Action(3, "refuse")
BUNCH: Final = Action(4, "bunch")
NO_BUNCH: Final = Action(5, "no bunch")
AGREE: Final = Action(6, "agree")
THROW_IN: Final = Action(7, "throw in")

DISCARD_BASE: Final = 100
PLAY_BASE: Final = 200
DISCARD: Final = tuple(Action(DISCARD_BASE + c, f"discard {card_text(c)}") for c in range(52))
PLAY: Final = tuple(Action(PLAY_BASE + c, f"play {card_text(c)}") for c in range(52))



def _by_suit(actions: tuple[Action, ...]) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """``table[suit][ranks]``: the actions of the cards of one suit whose ranks are the 13-bit
    mask ``ranks``, in order. Legal play lists are then four lookups instead of a loop over
    the cards (the engine's hottest path); the tables take about 3 MB."""
    out = []
    for suit in range(4):
        table: list[tuple[Action, ...]] = [()] * 8192
        for ranks in range(1, 8192):
            top = ranks.bit_length() - 1
            table[ranks] = (*table[ranks ^ (1 << top)], actions[13 * suit + top])
        out.append(tuple(table))
    return tuple(out)


PLAY_BY_SUIT: Final = _by_suit(PLAY)

BY_TEXT: Final[dict[str, Action]] = {
    a.text: a
    for a in (STAND, BEG, TAKE_ONE, REFUSE, BUNCH, NO_BUNCH, AGREE, THROW_IN, *DISCARD, *PLAY)
}
"""Every action by its canonical text: what a view's log holds (``sample_state`` replays it)."""

_WORDS: Final = {
    "stand": STAND,
    "beg": BEG,
    "i beg": BEG,
    "take one": TAKE_ONE,
    "take": TAKE_ONE,
    "give": TAKE_ONE,
    "give one": TAKE_ONE,
    "gift": TAKE_ONE,
    "refuse": REFUSE,
    "run": REFUSE,
    "run the cards": REFUSE,
    "bunch": BUNCH,
    "call bunch": BUNCH,
    "no bunch": NO_BUNCH,
    "no": NO_BUNCH,
    "pass": NO_BUNCH,
    "play on": NO_BUNCH,
    "agree": AGREE,
    "yes": AGREE,
    "throw in": THROW_IN,
    "throw": THROW_IN,
}
_CARD_VERBS: Final = {"discard": DISCARD, "play": PLAY, "pitch": PLAY, "lead": PLAY}

NOTATION_HELP: Final = (
    "stand | beg (elder) | take one | refuse (dealer: give the gift, or run the cards) | "
    "bunch | no bunch | agree | refuse (the bunch window) | discard <card> | play <card> | "
    "throw in (pitcher). Cards are rank+suit: 9H, TD or 10D, JS, AC. A card alone (e.g. JH) "
    "means play it or discard it, whichever is legal now."
)


def card_of(action: Action) -> int:
    """The card a discard or play action names."""
    return action.code % 100


def is_play(action: Action) -> bool:
    return action.code >= PLAY_BASE


def is_discard(action: Action) -> bool:
    return DISCARD_BASE <= action.code < PLAY_BASE


def parse(text: str, legal: Sequence[Action] = ()) -> Action:
    """The action a text names, case and spacing forgiven. Raises ``IllegalAction`` if none."""
    words = " ".join(text.strip().lower().split())
    if words in _WORDS:
        return _WORDS[words]
    legal_texts = [a.text for a in legal]
    verb, _, rest = words.partition(" ")
    try:
        if verb in _CARD_VERBS and rest:
            return _CARD_VERBS[verb][_suited(rest)]
        if not rest:
            card = _suited(verb)
            for action in legal:
                if action.code >= DISCARD_BASE and card_of(action) == card:
                    return action
            return PLAY[card]
    except _NotACard as exc:
        raise IllegalAction(text, exc.why, legal_texts) from None
    # The English of this refusal repeats NOTATION_HELP (the catalogs say it in each language).
    raise IllegalAction(text, Text("allfours.illegal.not_an_action"), legal_texts)


class _NotACard(ValueError):
    def __init__(self, why: Text) -> None:
        super().__init__(why.id)
        self.why = why


def _suited(written: str) -> int:
    """The card ``written`` names (``parse_face``), refused with a message id when it is not
    a card of the All Fours pack."""
    try:
        face = parse_face(written)
    except CardNotationError:
        raise _NotACard(Text("allfours.illegal.not_a_card", {"text": written})) from None
    if face >= 52:
        raise _NotACard(Text("allfours.illegal.no_jokers"))
    return face
