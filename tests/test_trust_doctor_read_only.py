"""`retain doctor` (a real subprocess) tells a read-only store from a damaged one.

Before round 34, on a read-only mount it advised `chown`/`chmod` (which a read-only mount
refuses) and could not open a WAL database there at all (SQLite cannot make its -shm);
a -wal or -shm file that could not be written passed as "all good" while every write
failed; and a damaged file on a read-only mount was to be "moved aside", which cannot be
done there. Read-only is made with a read-only bind mount or `chattr +i`, which need root
(root ignores file modes); each test skips, saying why, when that is not available.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env
from mounts import bind_read_only, immutable

pytestmark = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="a read-only mount needs root"
)


def _retain(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", *args],
        env=subprocess_env(RETAIN_EMBEDDER="none"),
        capture_output=True,
        text=True,
        timeout=120,
    )


def _store(home: Path, *, hot_wal: bool = False) -> Path:
    """A store with one memory; `hot_wal`: its -wal and -shm left behind holding changes,
    as a process that was killed leaves them."""
    assert _retain("write", "We deploy with helm.", "--kind", "decision").returncode == 0
    db = home / ".retain" / "retain.db"
    if hot_wal:
        code = (
            "import os, sqlite3, sys\n"
            "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "c.execute('PRAGMA wal_autocheckpoint=0')\n"
            "c.execute(\"INSERT INTO _migrations VALUES (500, 'x', 0)\")\n"
            "c.execute('DELETE FROM _migrations WHERE version = 500')\n"
            "os._exit(0)\n"
        )
        subprocess.run([PYTHON, "-c", code, str(db)], check=True)
        assert Path(f"{db}-wal").stat().st_size > 0
    return db


def _digests(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def _advice(report: str) -> str:
    return "\n".join(line for line in report.splitlines() if "fix:" in line)


@pytest.mark.parametrize("hot_wal", [False, True], ids=["clean", "hot-wal"])
def test_a_read_only_mount_is_not_damage(isolated_home: Path, hot_wal: bool) -> None:
    db = _store(isolated_home, hot_wal=hot_wal)
    before = _digests(db.parent)
    with bind_read_only(db.parent):
        done = _retain("doctor")
        assert _digests(db.parent) == before
    report = done.stdout
    assert done.returncode == 1 and "Traceback" not in done.stdout + done.stderr, report
    assert "read-only mount" in report and "remount it read-write" in report, report
    advice = _advice(report)
    for wrong in ("aside", "damaged", "chown", "chmod"):
        assert wrong not in advice, (wrong, report)
    # The data is checked, not just assumed fine: it opens and its integrity is read.
    assert "PROBLEM  database opens" not in report, report
    assert "integrity_check: ok" in report, report


def test_a_damaged_file_on_a_read_only_mount_is_to_be_copied_not_moved(
    isolated_home: Path,
) -> None:
    db = _store(isolated_home)
    raw = bytearray(db.read_bytes())
    for offset in range(4096, len(raw), 4096):  # every page but the first
        raw[offset + 8 : offset + 200] = os.urandom(192)
    db.write_bytes(bytes(raw))
    with bind_read_only(db.parent):
        done = _retain("doctor")
    report = done.stdout
    assert done.returncode == 1 and "PROBLEM" in report, report
    assert "move" not in _advice(report) and "copy" in _advice(report), report


@pytest.mark.parametrize("side", ["-wal", "-shm"])
def test_a_write_ahead_file_that_cannot_be_written_is_found(isolated_home: Path, side: str) -> None:
    db = _store(isolated_home, hot_wal=True)
    with immutable(Path(f"{db}{side}")):
        wrote = _retain("write", "We also use canary deploys.", "--kind", "decision")
        done = _retain("doctor")
    assert wrote.returncode != 0 and "read-only" in wrote.stderr, wrote.stderr
    assert "retain doctor" in wrote.stderr, wrote.stderr
    report = done.stdout
    assert done.returncode == 1 and f"retain.db{side} is not writable" in report, report
    assert "chattr -i" in _advice(report) and "aside" not in _advice(report), report
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        assert conn.execute("SELECT count(*) FROM memories").fetchone()[0] == 1
    finally:
        conn.close()
