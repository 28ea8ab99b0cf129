"""Driving a table page like a person: wait for one's turn, click a control, and check the page
against what the seat may see after every move."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from random import Random
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from tests.server.harness import ServerProcess

RANK_WORDS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T", "nine": "9",
              "eight": "8", "seven": "7", "six": "6", "five": "5", "four": "4", "three": "3",
              "two": "2"}
SUIT_WORDS = {"spades": "S", "hearts": "H", "diamonds": "D", "clubs": "C"}
SUIT_SIGNS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
NAMED = re.compile(rf"\b({'|'.join(RANK_WORDS)}) of ({'|'.join(SUIT_WORDS)})\b")
FACE = re.compile(r"(?<![\w])(10|[2-9JQKA])([♠♥♦♣])")
CODE = re.compile(r"(?<![\w./-])(10|[2-9TJQKA])([SHDC])(?![\w])")
CARD = re.compile(r"(?:10|[2-9TJQKA])[SHDC]|JK")


def card_face_text(code: str) -> str:
    signs = {v: k for k, v in SUIT_SIGNS.items()}
    return ("10" if code[0] == "T" else code[0]) + signs.get(code[1], "")


def page_cards(html: str) -> set[str]:
    """Every card the page names, by spoken name, printed face or code (English page)."""
    found = {RANK_WORDS[r] + SUIT_WORDS[s] for r, s in NAMED.findall(html)}
    found |= {("T" if r == "10" else r) + SUIT_SIGNS[s] for r, s in FACE.findall(html)}
    found |= {("T" if r == "10" else r) + s for r, s in CODE.findall(html)}
    return found


def view_cards(data: Any) -> set[str]:
    """Every card code inside a view (what the seat may see)."""
    if isinstance(data, str):
        return {data} if CARD.fullmatch(data) else set(CODE_IN_TEXT.findall(data))
    if isinstance(data, list):
        return set().union(*(view_cards(x) for x in data)) if data else set()
    if isinstance(data, dict):
        return set().union(*(view_cards(x) for x in data.values())) if data else set()
    return set()


CODE_IN_TEXT = re.compile(r"(?<![\w])((?:10|[2-9TJQKA])[SHDC])(?![\w])")


def seat_script(code: str, seat: int | None, token: str | None, host: str | None = None) -> str:
    entry = json.dumps({"seat": seat, "token": token, "host": host})
    return f"localStorage.setItem({json.dumps('cardtable.table.' + code)}, {json.dumps(entry)});"


class TableDriver:
    """One browser page at one seat; records every update the page's WebSocket receives."""

    def __init__(self, page: Any, server: ServerProcess, code: str) -> None:
        self.page = page
        self.server = server
        self.code = code
        self.updates: dict[int, dict[str, Any]] = {}
        self.latest: dict[str, Any] | None = None
        self.errors: list[str] = []
        self._empty_at: int | None = None
        """The update at which this seat's turn last showed no control (see ``_act_once``)."""
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def _frame(self, payload: str | bytes) -> None:
        data = json.loads(payload)
        if data.get("type") == "update":
            self.updates[data["seq"]] = data
            if self.latest is None or data["seq"] >= self.latest["seq"]:
                self.latest = data

    def open(self, until: str | None = ".table-grid") -> None:
        """Go to the table's page and wait until it shows ``until`` (the table by default)."""
        self.page.goto(f"{self.server.http}/t/{self.code}")
        if until is not None:
            self.page.wait_for_selector(until, timeout=15_000)

    def shown_seq(self) -> int | None:
        raw = self.page.eval_on_selector(".table-body", "b => b.dataset.seq || null")
        return int(raw) if raw is not None else None

    def settle(self, timeout: float = 30.0) -> dict[str, Any]:
        """Wait until the page shows the newest update and nothing is in flight."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            latest = self.latest
            if latest is not None and self.shown_seq() == latest["seq"]:
                busy = self.page.query_selector(
                    ".card[disabled], .action[disabled]:not(.confirm)"
                )
                if latest["result"] is not None or not latest["your_turn"] or busy is None:
                    return latest
            self.page.wait_for_timeout(40)
        raise AssertionError(f"the page did not settle; errors: {self.errors}")

    def check_no_hidden_card(self) -> None:
        # The page and the update it shows are read at once: the page may draw a newer update
        # at any moment, and a card turned up in it is not in the older view.
        raw_seq, html = self.page.evaluate(
            "() => [document.querySelector('.table-body').dataset.seq || null,"
            " document.documentElement.outerHTML]"
        )
        assert raw_seq is not None
        seq = int(raw_seq)
        deadline = time.monotonic() + 10
        while seq not in self.updates and time.monotonic() < deadline:
            self.page.wait_for_timeout(20)
        update = self.updates[seq]
        allowed = view_cards(update["view"]) | view_cards(update["legal"])
        leaked = page_cards(html) - allowed
        if leaked:
            card = sorted(leaked)[0]
            forms = [card, card_face_text(card)]
            where = [html[max(0, m.start() - 300): m.end() + 100]
                     for m in re.finditer("|".join(map(re.escape, forms)), html)][:2]
            raise AssertionError(
                f"hidden cards in the page (seq {seq}): {sorted(leaked)}; {where}; "
                f"view {json.dumps(update['view'])[:3000]}"
            )

    def act_once(self, rng: Random) -> None:
        """Click one control, as a person would: a card, a button, a picker or a selection.

        The page may draw a newer update at any moment (a snap window opening or closing under
        the pointer); a control that went away with it is simply not clicked, and the next step
        settles on the new table."""
        try:
            self._act_once(rng)
        except PlaywrightError as error:
            if "not attached" not in str(error) and "detached" not in str(error):
                raise

    def _act_once(self, rng: Random) -> None:
        page = self.page
        simple = page.query_selector_all(
            ".card.pointable:not([disabled]):not([aria-pressed]),"
            " .actions > button.action:not([disabled])"
        )
        pickers = page.query_selector_all(".picker")
        selects = page.query_selector_all(".select-group")
        choices: list[Any] = [*simple, *pickers, *selects]
        if not choices and self.shown_seq() != (self.latest or {}).get("seq"):
            return  # the page and the frames it has received disagree for a moment: settle again
        if not choices and (self.latest is None or self.latest["result"] is not None
                            or not self.latest["your_turn"]):
            return  # the table moved on since settling (the match ended, a bot's turn): settle
        if not choices and page.query_selector(".card[disabled], .action[disabled]") is not None:
            # The page is waiting for the answer to an action it sent (a resend after a
            # reconnect, say); settle() waits for it, and fails if the controls never come back.
            return
        if not choices and self._empty_at != (self.latest or {}).get("seq"):
            # The page may draw a newer update between these checks (its WebSocket frames reach
            # this driver a moment after the page has them): settle and look once more. Only
            # the same update seen twice without a control is a failure.
            self._empty_at = (self.latest or {}).get("seq")
            return
        if not choices:
            latest = self.latest or {}
            controls = (latest.get("scene") or {}).get("controls")
            raise AssertionError(
                f"it is this seat's turn but the page offers no control: seq {latest.get('seq')} "
                f"shown {self.shown_seq()}, legal {latest.get('legal')}, controls {controls}; "
                f"page errors {self.errors}; action bar "
                f"{page.eval_on_selector('.scene-root', 'r => r.innerHTML.slice(0, 400)')!r}"
            )
        self._empty_at = None
        chosen = rng.choice(choices)
        if chosen in pickers:
            self._pick(chosen, rng)
        elif chosen in selects:
            self._select(selects.index(chosen), rng)
        else:
            before = self.latest["seq"] if self.latest else -1
            seq = self.shown_seq()
            chosen.click()
            if chosen.get_attribute("aria-expanded") is not None:
                # a menu's "select" entry starts a selection, which is not an action by itself
                item = self._menu_item(".menu button:not(.select-toggle)", seq, rng)
                if item is None:
                    return  # the table moved on and the menu went with it: settle again
                item.click()
            self.wait_past(before)

    def _menu_item(self, selector: str, seq: int | None, rng: Random) -> Any:
        """One of the open menu's entries, once it is drawn; None if the page has drawn a newer
        update meanwhile (an out-of-turn window closed under the pointer, say)."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            items = self.page.query_selector_all(selector)
            if items:
                return rng.choice(items)
            if self.shown_seq() != seq:
                return None
            self.page.wait_for_timeout(30)
        raise AssertionError(f"an opened menu shows no {selector}; errors: {self.errors}")

    def _pick(self, picker: Any, rng: Random) -> None:
        before = self.latest["seq"] if self.latest else -1
        for index in range(len(picker.query_selector_all(".pick-field"))):
            field = self.page.query_selector_all(".picker .pick-field")[index]
            options = field.query_selector_all(".pick:not([disabled])")
            if options and not field.query_selector(".pick.chosen"):
                rng.choice(options).click()
        self.page.click(".picker .confirm:not([disabled])")
        self.wait_past(before)

    def _select(self, which: int, rng: Random) -> None:
        """Make one of the legal selections of the page's which-th select group: click its
        targets, then confirm. The groups are drawn in the order of the scene's select controls."""
        seq = self.shown_seq()
        assert seq is not None
        scene = self.updates[seq]["scene"]
        controls = [c for c in scene["controls"] if c["kind"] == "select"]
        self.select(which, rng.choice(controls[which]["selections"]))

    def select(self, which: int, selection: dict[str, Any]) -> None:
        """Click a selection's targets on the page, then its group's confirm button."""
        seq = self.shown_seq()
        assert seq is not None
        for target in selection["targets"]:
            if self.shown_seq() != seq:
                return  # the table moved on under the pointer
            key = f"{target['zone']}#{target['index']}"
            card = self.page.query_selector(
                f".card.pointable[data-target='{key}']:not(.mark-selected)"
            )
            assert card is not None, f"the selection target {key} is not on the page"
            card.click()
            if card.get_attribute("aria-expanded") is not None:
                # the position also has actions of its own: its menu holds the "select" entry
                toggle = self._menu_item(".menu .select-toggle[aria-checked='false']", seq,
                                         Random(0))
                if toggle is None:
                    return  # the table moved on under the pointer
                toggle.click()
        if self.shown_seq() != seq:
            return
        confirm = self.page.query_selector_all(".select-group")[which].query_selector(".confirm")
        assert confirm is not None and confirm.is_enabled(), (
            f"a legal selection ({selection['action']}) cannot be confirmed"
        )
        confirm.click()
        self.wait_past(seq)

    def wait_past(self, seq: int, timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.latest is not None and self.latest["seq"] > seq:
                return
            if self.page.query_selector(".banner:not(:empty)") is not None:
                return  # refused: the message is on the page; settle() goes on from there
            self.page.wait_for_timeout(30)
        raise AssertionError(f"no update after acting; errors: {self.errors}")

    def step(self, rng: Random) -> dict[str, Any]:
        """Settle, check the page, and act if this seat may: one move of a person."""
        latest = self.settle()
        self.check_no_hidden_card()
        if latest["result"] is None:
            if latest["your_turn"]:
                self.act_once(rng)
            else:  # a bot (or another person) is to act: wait for what they do
                self.wait_past(latest["seq"])
        return latest

    def play_to_the_end(self, rng: Random, limit: int = 600) -> dict[str, Any]:
        for _ in range(limit):
            latest = self.step(rng)
            if latest["result"] is not None:
                self.page.wait_for_selector(".match-end", timeout=10_000)
                return latest
        raise AssertionError("the match did not end")


def create_table(server: ServerProcess, game: str, seats: list[dict[str, Any]],
                 options: dict[str, Any] | None = None, sit: int = 0,
                 bot_delay_ms: int = 0) -> dict[str, Any]:
    return server.create(game=game, options=options or {"single_hand": True}, seats=seats,
                         sit=sit, bot_delay_ms=bot_delay_ms)


DESKTOP: dict[str, Any] = {"viewport": {"width": 1200, "height": 900}, "locale": "en-GB"}
"""A browser context's options for a person at a desktop in English."""


@contextmanager
def seated_at_new_table(browser: Any, server: ServerProcess, game: str,
                        seats: list[dict[str, Any]], options: dict[str, Any] | None = None,
                        bot_delay_ms: int = 0, **context: Any) -> Iterator[TableDriver]:
    """A new table of ``game`` (``options``: a single hand by default) and a browser context
    that holds seat 0's tokens, as the page keeps them when its person made the table; the
    driver's page is not opened yet, so a test may listen to it first. ``context`` overrides
    ``DESKTOP``. The context is closed after."""
    created = create_table(server, game, seats, options, bot_delay_ms=bot_delay_ms)
    code = created["table"]["code"]
    browser_context = browser.new_context(**(DESKTOP | context))
    try:
        browser_context.add_init_script(
            seat_script(code, 0, created["seat_token"], created["host_token"])
        )
        yield TableDriver(browser_context.new_page(), server, code)
    finally:
        browser_context.close()
