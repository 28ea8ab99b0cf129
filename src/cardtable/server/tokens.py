"""Seat tokens (secret, stored hashed) and table codes (short, public, easy to read aloud)."""

from __future__ import annotations

import hashlib
import secrets

TOKEN_BYTES = 32
"""256 random bits: far beyond guessing, so a plain SHA-256 is a safe way to store them."""

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
"""No 0/O, 1/I/L or U: a code read off a phone or said aloud is never ambiguous."""
CODE_LENGTH = 6


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalise_code(text: str) -> str | None:
    """The code a person typed (any case, dashes or spaces), or None if it cannot be one."""
    code = "".join(ch for ch in text.upper() if ch not in "- ")
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        return None
    return code


def show_code(code: str) -> str:
    return f"{code[:3]}-{code[3:]}"
