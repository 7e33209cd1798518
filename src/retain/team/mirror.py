"""The team hooks' local mirror: where SessionStart and prompt read, without the network.

With a team store, importing the driver alone (psycopg) costs a hook several times a
bare Python start, so the hooks never import it once a mirror exists. A mirror is a
SQLite file per team store (URL without its password) and project, under
RETAIN_HOME/team-cache/ (0700 directory, 0600 files), holding the live memories that
developer may see there (the project's and their own user scope, ids as on the server),
with the SQLite schema: the hooks run their usual lean path on it, and record what they
showed in its `injections`, so the prompt hook never repeats a memory within a session.

Freshness: a hook that finds the mirror older than RETAIN_TEAM_REFRESH_S (30 s) starts
`python -m retain.team.refresh` fully detached (as SessionEnd starts the sleep pass; a
lock lets one run per mirror) and answers from the mirror as it is: a block is at most
as old as the refresh the previous hook started. The refresher first sends the mirror's
new injections to the server (once: the server keeps one row per session and memory),
then replaces the memories in one transaction. A mirror not refreshed for an hour says
so in the block; one older than a week is not used. With no mirror yet (first run), the
hook asks the server once within RETAIN_BLOCK_WAIT_MS (retain.team.fast_block) and then
starts the refresher, which copies what that session was shown into the new mirror.

Lean on purpose: the hook imports it (no typing, no psycopg, no subprocess unless a
refresh is due).
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
import zlib
from urllib.parse import urlsplit, urlunsplit

from retain import config

DIR = "team-cache"
NOTE_AFTER = 3600.0  # a mirror this old says so in the block: the server was not reached
MAX_AGE = 7 * 86400.0  # an older mirror is more likely wrong than useful: not served
BUSY_SHARE = 10  # wait at least this many times the last refresh's duration before the next:
# a copy that takes a minute (a 50k-memory project) keeps a refresher busy <= 10% of the time
_UNSAFE = re.compile(r"[^A-Za-z0-9._@-]+")
_PASSWORD = re.compile(r"(^|&)password=[^&]*", re.IGNORECASE)


def target(url: str) -> str:
    """The team store a URL names, without its password (in the netloc or the query)."""
    parts = urlsplit(url)
    netloc = parts.netloc
    if "@" in netloc:
        user, _, host = netloc.rpartition("@")
        netloc = user.split(":", 1)[0] + "@" + host
    query = _PASSWORD.sub("", parts.query).lstrip("&")
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


def _name(value: str) -> str:
    return f"{_UNSAFE.sub('_', value)[:60]}-{zlib.crc32(value.encode()):08x}"


class Mirror:
    """The mirror of one team store for one project (None: user scope only)."""

    def __init__(self, url: str, project_id: str | None) -> None:
        self.url = url
        self.target = target(url)
        self.project_id = project_id or None
        base = config.home() / DIR / _name(self.target)
        self.db = base / (_name(self.project_id or "(no project)") + ".db")
        self.meta_path = self.db.with_suffix(".json")
        self.lock_path = self.db.with_suffix(".lock")
        self.spawned_path = self.db.with_suffix(".spawned")

    def meta(self) -> dict:
        try:
            data = json.loads(self.meta_path.read_text(encoding="utf-8"))
            return data if isinstance(data, dict) else {}
        except (OSError, ValueError):
            return {}

    def save_meta(self, data: dict) -> None:
        """Atomically (a private temporary file renamed over the old one)."""
        config.ensure_private_dir(self.meta_path.parent)
        tmp = self.meta_path.with_name(f"{self.meta_path.name}.{os.getpid()}.tmp")
        fd = os.open(str(tmp), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, self.meta_path)

    def age(self, now: float, meta: dict | None = None) -> float | None:
        """Seconds since the last refresh; None when there is no usable mirror yet."""
        data = self.meta() if meta is None else meta
        at = data.get("refreshed_at")
        if not isinstance(at, (int, float)) or not self.db.exists():
            return None
        return max(0.0, now - float(at))

    def servable(self, now: float) -> bool:
        age = self.age(now)
        return age is not None and age <= MAX_AGE

    def note(self, now: float) -> str:
        """A line for a block served from a mirror the server has not refreshed lately."""
        age = self.age(now)
        if age is None or age < NOTE_AFTER:
            return ""
        return (
            f"(team memories as of {time.strftime('%Y-%m-%d %H:%M', time.localtime(now - age))}"
            ": the team store has not been reached since)"
        )

    def refresh_due(self, now: float) -> bool:
        meta = self.meta()
        age = self.age(now, meta)
        took = meta.get("took")
        every = config.team_refresh_seconds()
        if every > 0 and isinstance(took, (int, float)) and took > 0:  # 0: asked for every hook
            every = max(every, BUSY_SHARE * float(took))
        if age is not None and age < every:
            return False
        try:  # a refresher started lately is still at work (or failed: retried later)
            spawned = self.spawned_path.stat().st_mtime
        except OSError:
            return True
        return now - spawned >= max(config.team_refresh_seconds(), 1.0)

    def spawn_refresh(self) -> object | None:
        """Start `python -m retain.team.refresh` detached; returns the Popen (tests)."""
        from retain.logfile import spawn_logged

        config.ensure_private_dir(self.db.parent)
        fd = os.open(str(self.spawned_path), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.close(fd)
        cmd = [sys.executable, "-m", "retain.team.refresh", f"--project-id={self.project_id or ''}"]
        env = dict(os.environ, RETAIN_DB=self.url)
        return spawn_logged(cmd, str(config.home() / "team-refresh.log"), str(config.home()), env)
