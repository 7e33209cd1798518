"""`retain scrub` on a team store, the local half: the files the team client keeps under
RETAIN_HOME hold copies of the server's text (the hooks' mirrors, the cached block) and
what was queued for it (the outbox). The server's rows are scrubbed by
retain.sleep.scrub; here each local copy is brought to them and compacted, so no old
text stays in a file, its WAL or its free pages (tests/test_team_scrub_files.py reads
every file's bytes).

- the outbox: its queued operations re-redacted, the file compacted;
- each mirror of this team store (every project's): refreshed, which copies the rows the
  scrub rewrote, then its full-text index rebuilt and the file compacted; a mirror that
  cannot be refreshed is removed (the next hook builds a new one);
- the cached blocks: re-redacted, the file replaced.
"""

from __future__ import annotations

import json
from pathlib import Path

from retain import config
from retain.store import sqlite_compact, sqlite_mirror
from retain.store.outbox_file import Outbox
from retain.team import fast_block, refresh
from retain.team.mirror import DIR, Mirror, _name, target

LOCK_WAIT_SECONDS = 10.0  # a refresh or a hook's delivery holds a mirror only briefly


def clean_local(url: str) -> list[str]:
    """Scrub the local copies of the team store `url`; notes for what was left as it was."""
    notes: list[str] = []
    Outbox().scrub()
    base = config.home() / DIR / _name(target(url))
    for path in sorted(base.glob("*.db")) if base.is_dir() else []:
        try:
            meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
            project = meta.get("project") if isinstance(meta, dict) else None
        except (OSError, ValueError):
            project = None
        m = Mirror(url, project if isinstance(project, str) else None)
        if m.db != path:  # not a mirror this retain names (its meta lost): not ours to read
            _remove(path)
            continue
        try:
            refresh.refresh(url, m.project_id)
        except Exception:  # noqa: BLE001 - a copy we cannot bring up to date goes
            _remove(path)
            continue
        with refresh.locked(m, LOCK_WAIT_SECONDS) as held:
            if not held or not sqlite_mirror.purge(path):
                notes.append(
                    "a team hook was reading a local mirror, so its log was not truncated: "
                    "run `retain scrub` again once it is idle"
                )
    fast_block.scrub_cache()
    return notes


def _remove(path: Path) -> None:
    sqlite_compact.remove(path)
    path.with_suffix(".json").unlink(missing_ok=True)
