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

The sleep pass pays a scrub a rules upgrade left owed on the server (retain.sleep.stages
.scrub_owed); its entries (the detached pass, `retain maintain`) then call `after_pass`,
which cleans these files once per rules version: when the version they were last cleaned
under (`local-scrub.json` beside the mirrors) is older than today's and the server owes
this member no scrub any more. A pass killed between the two, or a server another machine
scrubbed, still gets this machine's files cleaned by the next pass.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from retain import config
from retain.store import sqlite_compact, sqlite_mirror
from retain.store.outbox_file import Outbox
from retain.team import fast_block, refresh
from retain.team.mirror import DIR, Mirror, _name, target

if TYPE_CHECKING:
    from retain.store.base import Store

LOCK_WAIT_SECONDS = 10.0  # a refresh or a hook's delivery holds a mirror only briefly
MARK = "local-scrub.json"  # the rules version this team store's local copies were cleaned under


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


def after_pass(store: Store) -> list[str] | None:
    """After a sleep pass on a team store: clean this machine's copies of it when they were
    last cleaned under older rules and the server owes this member no scrub (the pass paid
    it, or someone did). None when nothing was due; else the notes of clean_local."""
    from retain.redact import RULES_VERSION

    url = getattr(store, "url", None)
    if not isinstance(url, str) or cleaned_under(url) >= RULES_VERSION:
        return None
    if store.scrub_pending() is not None:  # the server's rows first: the mirror copies them
        return None
    notes = clean_local(url)
    if not notes:
        note_cleaned(url)
    return notes


def _mark(url: str) -> Path:
    return config.home() / DIR / _name(target(url)) / MARK


def cleaned_under(url: str) -> int:
    """The rules version this machine's copies of `url` were last cleaned under (0: never)."""
    try:
        data = json.loads(_mark(url).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    rules = data.get("rules") if isinstance(data, dict) else None
    return rules if isinstance(rules, int) and not isinstance(rules, bool) else 0


def note_cleaned(url: str) -> None:
    """This machine's copies of `url` hold nothing today's rules replace (written atomically)."""
    from retain.redact import RULES_VERSION

    path = _mark(url)
    config.ensure_private_dir(path.parent)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    fd = os.open(str(tmp), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump({"rules": RULES_VERSION}, f)
    os.replace(tmp, path)


def _remove(path: Path) -> None:
    sqlite_compact.remove(path)
    path.with_suffix(".json").unlink(missing_ok=True)
