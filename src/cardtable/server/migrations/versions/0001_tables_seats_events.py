"""Tables, seats and the event log.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tables",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("code", sa.String(12), nullable=False, unique=True),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("preset", sa.String(60), nullable=True),
        sa.Column("options", sa.Text, nullable=False),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("match_no", sa.Integer, nullable=False),
        sa.Column("host_token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("bot_delay_ms", sa.Integer, nullable=False),
        sa.Column("away_after_s", sa.Integer, nullable=False),
        sa.Column("away_bot", sa.String(40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_tables_status", "tables", ["status"])
    op.create_table(
        "seats",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("kind", sa.String(12), nullable=False),
        sa.Column("bot", sa.String(40), nullable=True),
        sa.Column("name", sa.String(80), nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=True, unique=True),
    )
    op.create_table(
        "events",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("kind", sa.String(12), nullable=False),
        sa.Column("match_no", sa.Integer, nullable=False),
        sa.Column("player", sa.Integer, nullable=True),
        sa.Column("action", sa.Text, nullable=True),
        sa.Column("seed", sa.BigInteger, nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("events")
    op.drop_table("seats")
    op.drop_index("ix_tables_status", "tables")
    op.drop_table("tables")
