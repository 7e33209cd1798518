"""A memory's own history rows (`memory_history`) in an export (format 4) and back.

An export record carries the rows of its memory's history (who, which change, the columns
it changed, when; row ids left out), so a store moved by `retain export` and `retain
import` keeps the record of how each belief came to be what it is. On import each row is
checked and its strings redacted again, like every way in (the file may hold what older
rules let through, or have been edited on its way here), and stored marked as imported:
its actor gets IMPORTED appended, so no row from a file passes for a change made in this
store (the team store appends it itself: retain_import_history, m018). The import is one
more row, op `import`, by the importer at the time of the import, naming the file and
the record's id in it. Stdlib only.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from typing import Any

from retain.models import HistoryEntry
from retain.redact import redact

MAX_ROWS = 20_000  # a memory's rows in one record (a run of uses is one row)
MAX_ROW_CHARS = 200_000  # one row's changes as JSON (an edit names the old and new text)
MAX_WORD = 200  # an actor's or an op's length


def exported(entries: Sequence[HistoryEntry]) -> list[dict[str, Any]]:
    """The rows a format-4 record carries."""
    return [{"actor": e.actor, "op": e.op, "changes": e.changes, "at": e.at} for e in entries]


def checked(value: object) -> list[dict[str, Any]]:
    """A record's `memory_history` checked whole and redacted; raises HistoryError."""
    from retain.memory.history import HistoryError
    from retain.store.scrub_rows import redact_json  # its JSON's strings, as a scrub does

    if not isinstance(value, list):
        raise HistoryError(f"memory_history must be a list; got {value!r}")
    if len(value) > MAX_ROWS:
        raise HistoryError(f"memory_history has {len(value)} rows; at most {MAX_ROWS}")
    rows = []
    for n, row in enumerate(value):
        name = f"memory_history[{n}]"
        if not isinstance(row, dict) or not {"actor", "op", "changes", "at"} <= row.keys():
            raise HistoryError(f"{name} must have actor, op, changes and at; got {row!r}")
        words = {}
        for key in ("actor", "op"):
            v = row[key]
            if not isinstance(v, str) or not v.strip() or len(v) > MAX_WORD:
                raise HistoryError(f"{name}.{key} must be a short non-empty string; got {v!r}")
            words[key] = redact(v)[0]
        at = row["at"]
        if at is not None and (
            isinstance(at, bool) or not isinstance(at, (int, float)) or not math.isfinite(at)
        ):
            raise HistoryError(f"{name}.at must be a number or null; got {at!r}")
        if not isinstance(row["changes"], dict):
            raise HistoryError(f"{name}.changes must be an object; got {row['changes']!r}")
        text = json.dumps(row["changes"], ensure_ascii=False)
        if len(text) > MAX_ROW_CHARS:
            raise HistoryError(f"{name}.changes is {len(text)} characters; at most {MAX_ROW_CHARS}")
        changes = json.loads(redact_json(text)[0])
        rows.append({**words, "changes": changes, "at": None if at is None else float(at)})
    return rows


def import_note(source: str | None, record_id: object, rows: int) -> dict[str, Any]:
    """The `import` row's changes: from where (the file's name, redacted) and which record."""
    where = redact(source)[0] if source else "an export"
    return {"imported": [None, f"{where}, record {record_id}"], "rows": rows}
