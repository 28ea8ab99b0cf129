"""Alembic environment: runs on the connection the server hands over (see ``store.migrate``)."""

from __future__ import annotations

from alembic import context

from cardtable.server.db import metadata

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError(
        "cardtable's migrations run when the server starts (cardtable serve); "
        "they are not meant to be run with the alembic command"
    )
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
