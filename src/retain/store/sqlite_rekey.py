"""Tool keys read again when the rules that read them changed (retain.store.db.TOOL_KEYS_VERSION).

A memory's tool-time keys are read from its text when it is written
(retain.store.sqlite_tool.save_keys), by the rules of the retain that wrote it. Each round
changes those rules; a step that ends in a re-key (EndsInRekey) reached only the stores that
had not run it yet, so a store upgraded once kept its old keys for every memory written
before, and new rules reached only new memories. The store now records the rules' version
its keys were read under (a `store_flags` row); the migration runner
(retain.store.migrations.migrate) compares it with today's on every open that is not
already current and, when it is older, keys every memory again, once, in one transaction
under the write lock, then records today's version with the new keys: a crash midway
leaves both old, and the next open does it again; a second process waiting on the lock
finds it done. A newer version (a newer retain sharing the file) is left as it is.

Only a process that may take the time does it: the CLI, the sleep pass SessionEnd starts,
and the server in a background thread (retain.server.runtime). A hook opens with
`rekey=False` and reads the keys the store has: the pass is linear in the store, and a
hook killed at its timeout would roll it back for the next hook to start again.
"""

from __future__ import annotations

import time

from retain.store.db import TOOL_KEYS_FLAG, TOOL_KEYS_VERSION, tool_keys_current
from retain.store.sqlite_module import sqlite3  # the C module: no datetime import
from retain.store.sqlite_schema_hooks import key_tools_again


def note_tool_keys(conn: sqlite3.Connection) -> None:
    """Record that every memory's tool keys are read by today's rules (TOOL_KEYS_VERSION).
    Inside the transaction that read them, so the record never outlives a rollback."""
    conn.execute(
        "INSERT OR REPLACE INTO store_flags(name, set_at, detail) VALUES (?, ?, ?)",
        (TOOL_KEYS_FLAG, time.time(), str(TOOL_KEYS_VERSION)),
    )


def key_again_if_stale(conn: sqlite3.Connection) -> bool:
    """Inside a write transaction: when the store's keys were read by older rules (or
    before they had a version), every memory keyed again and today's version recorded.
    Whether it did the work."""
    if tool_keys_current(conn):
        return False
    key_tools_again(conn)
    note_tool_keys(conn)
    return True


def rekey_stale(conn: sqlite3.Connection) -> bool:
    """On a store at today's schema whose keys were read by other rules (or before they
    had a version): every memory keyed again and today's version recorded, in one
    transaction. Whether it did the work: not when another process did it first, nor on a
    store that cannot be written now: a read-only file, or one whose write lock another
    process held past this connection's busy timeout (a hook's is short; the holder may be
    keying it). Such a store is read with the keys it has; a later open keys it."""
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as e:
        if any(w in str(e).lower() for w in ("readonly", "locked", "busy")):
            return False
        raise
    try:
        done = key_again_if_stale(conn)  # re-read under the write lock
        conn.execute("COMMIT")
    except sqlite3.OperationalError as e:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        if "readonly" in str(e).lower():
            return False
        raise
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return done
