"""``cardtable serve``: the table server (FastAPI on uvicorn), SQLite by default."""

from __future__ import annotations

import argparse
import logging
from typing import Any

from cardtable.cli.common import UsageError, arg_help, arg_text, positive_int, whole_number
from cardtable.cli.ui import UI
from cardtable.i18n import Messages

WS_FRAME_LIMIT = 65536
"""Frames above this close the connection; smaller oversized messages get an error reply."""


def add_parser(sub: Any, words: Messages) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "serve",
        help=arg_help(words, "cli.arg.serve.help"),
        description=arg_text(words, "cli.arg.serve.description"),
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help=arg_help(words, "cli.arg.serve.host", host_code="127.0.0.1"),
    )
    parser.add_argument(
        "--port",
        type=whole_number(words, 0, "cli.usage.port_negative"),
        default=8000,
        help=arg_help(words, "cli.arg.serve.port", port_code="8000"),
    )
    parser.add_argument(
        "--db", metavar="URL", default="", help=arg_help(words, "cli.arg.serve.db")
    )
    parser.add_argument(
        "--bot-workers",
        type=positive_int(words),
        default=2,
        metavar="N",
        help=arg_help(words, "cli.arg.serve.bot_workers", count=2),
    )
    parser.add_argument(
        "--bot-pool",
        choices=("process", "thread"),
        default="process",
        help=arg_help(words, "cli.arg.serve.bot_pool"),
    )
    parser.add_argument(
        "--idle-table-seconds",
        type=positive_int(words),
        default=600,
        metavar="S",
        help=arg_help(words, "cli.arg.serve.idle_table_seconds", count=600),
    )
    parser.add_argument(
        "--finished-table-seconds",
        type=positive_int(words),
        default=60,
        metavar="S",
        help=arg_help(words, "cli.arg.serve.finished_table_seconds", count=60),
    )
    parser.add_argument(
        "--quiet", action="store_true", help=arg_help(words, "cli.arg.serve.quiet")
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, ui: UI) -> int:
    try:
        import uvicorn

        from cardtable.server.app import create_app
        from cardtable.server.settings import Settings, async_db_url, default_db_url
    except ImportError as exc:  # pragma: no cover - the base install has them
        raise UsageError("cli.usage.server_dependencies", module_code=str(exc.name)) from None
    try:
        async_db_url(args.db or default_db_url())
    except ValueError as exc:
        raise UsageError("cli.usage.server", reason=str(exc)) from None
    if not 0 <= args.port <= 65535:
        raise UsageError("cli.usage.port", port_code=str(args.port))
    settings = Settings(
        host=args.host,
        port=args.port,
        db_url=args.db,
        bot_workers=args.bot_workers,
        bot_pool=args.bot_pool,
        idle_table_s=float(args.idle_table_seconds),
        finished_table_s=float(args.finished_table_seconds),
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
