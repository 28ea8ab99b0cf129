"""Bot moves off the event loop: a pool of worker processes (or threads) shared by all tables.

Processes are the default because bots are CPU-bound Python: in a thread, a search bot would
hold the GIL and every other table would wait for it in 5 ms slices (measured: a one-second bot
delayed other tables' moves by up to 0.7 s). A worker rebuilds the game from its name and
options, makes the bot with ``make_bot`` and keeps both for the next decision. Bot kinds added
to ``BOT_KINDS`` at run time (plugins, tests) are sent to the workers when the pool starts.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import multiprocessing.connection
import os
import pickle
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import lru_cache
from random import Random
from typing import Any

import cardtable
from cardtable.bots import Bot, make_bot
from cardtable.bots.base import BOT_KINDS
from cardtable.engine import Action, Game

log = logging.getLogger("cardtable.server")


def _start_worker(kinds: Mapping[str, Callable[[Game], Bot]]) -> None:
    """Worker initialiser: the kinds the server process knows that this worker does not, and
    a watch that ends the worker with the server."""
    registry: Any = BOT_KINDS
    for name, factory in kinds.items():
        registry.setdefault(name, factory)
    threading.Thread(target=_exit_with_parent, name="cardtable-parent-watch", daemon=True).start()


def _exit_with_parent() -> None:
    """Wait for the server process to end, then end this worker.

    A server that shuts down stops its workers, but one that is killed (SIGKILL, out of memory)
    runs no shutdown code, and a pool worker never sees its work queue close (it holds an end
    of that queue itself): without this it would wait for work forever, holding its memory.
    """
    parent = multiprocessing.parent_process()
    if parent is None:
        return
    multiprocessing.connection.wait([parent.sentinel])
    os._exit(0)


@lru_cache(maxsize=256)
def _game(name: str, options: tuple[tuple[str, Any], ...]) -> Game:
    return cardtable.load(name, **dict(options))


@lru_cache(maxsize=1024)
def _bot(name: str, options: tuple[tuple[str, Any], ...], kind: str) -> Bot:
    return make_bot(kind, _game(name, options))


def choose(
    name: str,
    options: tuple[tuple[str, Any], ...],
    kind: str,
    view: Mapping[str, Any],
    legal: Sequence[Action],
    seed: str,
) -> Action:
    """One bot decision, in whatever process runs it. Randomness comes from ``seed`` only."""
    return _bot(name, options, kind).choose(view, legal, Random(seed))


class BotPool:
    def __init__(self, workers: int, mode: str = "process") -> None:
        self.workers = workers
        self.mode = mode
        self.executor = self._new_executor()

    def _new_executor(self) -> Executor:
        if self.mode == "thread":
            return ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="cardtable-bot")
        kinds = {}
        for name, factory in BOT_KINDS.items():
            try:
                pickle.dumps(factory)
            except Exception:
                continue
            kinds[name] = factory
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_start_worker,
            initargs=(kinds,),
        )

    async def choose(
        self, game: Game, kind: str, view: Mapping[str, Any], legal: Sequence[Action], seed: str
    ) -> Action:
        options = tuple(sorted(game.options_for_record().items()))
        loop = asyncio.get_running_loop()
        args = (game.name, options, kind, view, list(legal), seed)
        try:
            return await loop.run_in_executor(self.executor, choose, *args)
        except BrokenProcessPool:
            log.error("a bot worker died; starting a new pool")
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = self._new_executor()
            return await loop.run_in_executor(self.executor, choose, *args)

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
