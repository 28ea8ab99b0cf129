"""The table server: tables for people and bots over WebSockets, durable in a database.

A front end: it reaches games only through the engine contract (``cardtable.load``, views,
legal actions, records) and never names a game. ``create_app(settings)`` in ``app.py`` builds
the ASGI application; ``cardtable serve`` runs it with uvicorn.
"""
