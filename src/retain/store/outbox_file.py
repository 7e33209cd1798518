"""The local outbox of a team store: writes waiting for the server, in one small SQLite
file under RETAIN_HOME (`outbox.db`, 0600). Delivery is retain.memory.team_outbox's; this is
only the queue. Every call opens and closes the file, so processes share it safely."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from retain import config

OUTBOX_FILE = "outbox.db"
FLUSH_LIMIT = 200  # rows delivered per flush; the rest wait for the next one


def outbox_path() -> Path:
    return config.home() / OUTBOX_FILE


class Outbox:
    """The local queue (one SQLite file; every call opens and closes it)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or outbox_path()

    def _conn(self) -> sqlite3.Connection:
        config.ensure_private_dir(self.path.parent)
        if not self.path.exists():  # private like every file of ours: it holds memories
            os.close(os.open(str(self.path), os.O_CREAT | os.O_WRONLY, 0o600))
        conn = sqlite3.connect(str(self.path), timeout=15, isolation_level=None)
        conn.execute("PRAGMA journal_mode = WAL")
        # A delivered row is deleted: its text is zeroed, not left in a free page.
        conn.execute("PRAGMA secure_delete = ON")
        conn.execute(
            "CREATE TABLE IF NOT EXISTS pending (seq INTEGER PRIMARY KEY, key TEXT NOT NULL "
            "UNIQUE, target TEXT NOT NULL, op TEXT NOT NULL, payload TEXT NOT NULL, "
            "created_at REAL NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT)"
        )
        return conn

    def put(self, key: str, target: str, op: str, payload: dict[str, Any], now: float) -> None:
        """Queue an operation for the team store `target` (its URL without password)."""
        conn = self._conn()
        try:
            conn.execute(
                "INSERT OR IGNORE INTO pending (key, target, op, payload, created_at) "
                "VALUES (?,?,?,?,?)",
                (key, target, op, json.dumps(payload), now),
            )
        finally:
            conn.close()

    def pending(
        self, target: str, limit: int = FLUSH_LIMIT
    ) -> list[tuple[str, str, dict[str, Any]]]:
        if not self.path.exists():
            return []
        conn = self._conn()
        try:
            rows = conn.execute(
                "SELECT key, op, payload FROM pending WHERE target = ? ORDER BY seq LIMIT ?",
                (target, limit),
            ).fetchall()
        finally:
            conn.close()
        return [(k, op, json.loads(p)) for k, op, p in rows]

    def count(self) -> int:
        if not self.path.exists():
            return 0
        conn = self._conn()
        try:
            return int(conn.execute("SELECT COUNT(*) FROM pending").fetchone()[0])
        finally:
            conn.close()

    def remove(self, key: str) -> None:
        conn = self._conn()
        try:
            conn.execute("DELETE FROM pending WHERE key = ?", (key,))
        finally:
            conn.close()

    def note_failure(self, key: str, error: str) -> None:
        conn = self._conn()
        try:
            conn.execute(
                "UPDATE pending SET attempts = attempts + 1, last_error = ? WHERE key = ?",
                (error[:500], key),
            )
        finally:
            conn.close()

    def scrub(self) -> int:
        """Today's redaction over the queued operations (their strings and errors), then
        the file compacted and its WAL truncated (`retain scrub` on a team store): no old
        text stays in a free page or a WAL frame. Returns how many rows changed."""
        from retain.store.scrub_rows import redact_json
        from retain.store.sqlite_compact import compact

        if not self.path.exists():
            return 0
        conn = self._conn()
        changed = 0
        try:
            rows = conn.execute("SELECT seq, payload, last_error FROM pending").fetchall()
            for seq, payload, error in rows:
                new_payload, n = redact_json(payload)
                new_error, m = redact_json(error) if error else (error, 0)
                if n or m:
                    changed += conn.execute(
                        "UPDATE pending SET payload = ?, last_error = ? WHERE seq = ? "
                        "AND payload = ?",
                        (new_payload, new_error, seq, payload),
                    ).rowcount
            compact(conn)
        finally:
            conn.close()
        return changed
