"""Open the store a target names: a PostgreSQL URL is the team store, anything else the
SQLite file (None: $RETAIN_DB, else ~/.retain/retain.db). psycopg is imported only for
a URL, so a SQLite-only install never needs it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from retain import config

if TYPE_CHECKING:
    from retain.store.base import Store


def open_store(
    target: str | Path | None = None, *, keep_open: bool = False, rekey: bool = True
) -> Store:
    """`rekey=False`: a SQLite store whose tool keys are older than today's rules is not
    keyed again on opening (retain.store.db.connect); the caller runs
    `rekey_tool_keys()` when it has the time (the server, in the background)."""
    where = config.db_target() if target is None else target
    if config.is_db_url(where):
        from retain.errors import StoreError

        try:
            from retain.store.postgres import PostgresStore
        except ImportError as e:  # psycopg missing
            raise StoreError(
                "RETAIN_DB names a PostgreSQL team store but psycopg is not installed; "
                "install retain with the `team` extra: pip install 'retain[team]'"
            ) from e
        return PostgresStore(str(where))
    from retain.store.sqlite import SqliteStore

    return SqliteStore(where, keep_open=keep_open, rekey=rekey)
