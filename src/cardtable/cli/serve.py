"""``cardtable serve``: the table server (FastAPI on uvicorn), SQLite by default."""

from __future__ import annotations

import argparse
import logging
from typing import Any

from cardtable.cli.common import UsageError, positive_int
from cardtable.cli.ui import UI

WS_FRAME_LIMIT = 65536
"""Frames above this close the connection; smaller oversized messages get an error reply."""


def add_parser(sub: Any) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "serve",
        help="run the table server for people and bots",
        description="Run the table server: tables for people and bots over WebSockets, every "
        "move saved in a database (SQLite in your data folder unless --db says otherwise). "
        "The protocol is in docs/server.md.",
    )
    parser.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)"
    )
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument(
        "--db",
        metavar="URL",
        default="",
        help="database: sqlite:///FILE or postgresql://USER@HOST/DB "
        "(default: SQLite in the user's data folder)",
    )
    parser.add_argument(
        "--bot-workers",
        type=positive_int,
        default=2,
        metavar="N",
        help="worker processes computing bot moves, shared by all tables (default 2)",
    )
    parser.add_argument(
        "--bot-pool",
        choices=("process", "thread"),
        default="process",
        help="run bots in worker processes (default) or threads",
    )
    parser.add_argument("--quiet", action="store_true", help="log warnings and errors only")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    try:
        import uvicorn

        from cardtable.server.app import create_app
        from cardtable.server.settings import Settings, async_db_url, default_db_url
    except ImportError as exc:  # pragma: no cover - the base install has them
        raise UsageError(f"the server needs its dependencies ({exc.name})") from None
    try:
        async_db_url(args.db or default_db_url())
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port must be 0 to 65535, not {args.port}")
    settings = Settings(
        host=args.host,
        port=args.port,
        db_url=args.db,
        bot_workers=args.bot_workers,
        bot_pool=args.bot_pool,
    )
    level = logging.WARNING if args.quiet else logging.INFO
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    ui.text(
        f"cardtable server on http://{args.host}:{args.port} "
        f"(database: {args.db or default_db_url()})"
    )
    uvicorn.run(
        create_app(settings),
        host=args.host,
        port=args.port,
        ws_max_size=WS_FRAME_LIMIT,
        # Compression cost more server CPU than anything but the scenes (profiled under load);
        # updates are a few kilobytes, so they go uncompressed.
        ws_per_message_deflate=False,
        log_level="warning" if args.quiet else "info",
        access_log=not args.quiet,
    )
    return 0
