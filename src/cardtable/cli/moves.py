"""A move in the person's words: the lines it added to their table's log.

The terminal echoes every move as it happens, and a replay lists them. The words come from the
table's own log (the family's scene, docs/scene.md), so a move reads the same in the "Recent
moves" row, in the browser and in the echo, in the person's language, and never says more than
the person's view shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text as RichText

from cardtable.cli.words import Words
from cardtable.engine.scene import ButtonControl, Entry, PointControl, Scene, text


@dataclass(frozen=True, slots=True)
class MoveWords:
    """What a move did: the mover's own lines (``plays 9♣``), then the table's lines it caused
    for others (``P2 wins the trick``)."""

    own: tuple[RichText, ...]
    others: tuple[Entry, ...]


def added_entries(before: Scene, after: Scene) -> tuple[Entry, ...]:
    """The log lines a move added; none when its hand ended with it.

    Within a hand a log only grows (a family may reword its last line once more is known: the
    card a player took is named only while it is held), so the new lines are those past
    the old length. A move that ends the hand starts the next hand's log.
    """
    if after.hand_number != before.hand_number or len(after.log) <= len(before.log):
        return ()
    return after.log[len(before.log):]


def move_words(before: Scene, after: Scene, mover: int, action: str, words: Words) -> MoveWords:
    """The move of ``mover`` (the action's text ``action``) as the table of the scenes' viewer
    tells it.

    A move that ended its hand left no line in the log: it is then the mover's card of the last
    trick the result shows, or the viewer's own control for it (the words of the menu), or, for
    a move of another seat whose hand shows none of that, "ends the hand" (the result panel
    printed next shows what the hand ended on).
    """
    added = added_entries(before, after)
    own = tuple(words.say(e.text) for e in added if e.seat == mover)
    others = tuple(e for e in added if e.seat != mover)
    if own:
        return MoveWords(own, others)
    card = _last_card_played(after, mover) if after.hand_number != before.hand_number else None
    if card is not None:
        return MoveWords((words.say(text("common.log.play", card=card)),), others)
    label = control_label(before, action, words) if before.viewer == mover else None
    if label is not None:
        return MoveWords((label,), others)
    return MoveWords((words.cli("move.ends_hand"),), others)


def _last_card_played(scene: Scene, mover: int) -> str | None:
    """The mover's card in the last trick a hand's result shows, if it was the last one laid."""
    panels = [scene.result] if scene.result is not None else []
    for panel in panels:
        for zone in panel.zones:
            cards = [c for c in zone.cards if c is not None]
            if zone.kind == "trick" and cards and cards[-1].by == mover and cards[-1].code:
                return cards[-1].code
    return None


def entry_line(entry: Entry, words: Words, you: int | None) -> RichText:
    """``P1 plays 9♣``, ``P0 (you) wins the trick``."""
    said = words.say(entry.text)
    if entry.seat is None:
        return said
    name = words.seat(entry.seat)
    if said.plain.startswith(name + " "):  # "P1 wins the trick" names its seat already
        said = said[len(name) + 1:]
    if entry.seat == you:
        name = words.plain(text("cli.seat.you", name=name))
    return RichText(name + " ") + said


def control_label(scene: Scene, action: str, words: Words) -> RichText | None:
    """The words of the viewer's own control for ``action`` (a button or a card to point at),
    if the scene offered one."""
    for control in scene.controls:
        if isinstance(control, ButtonControl | PointControl) and control.action == action:
            return words.say(control.label)
    return None
