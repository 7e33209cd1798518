"""Issue 27 (round 31): no credential on a child's command line, in a file another user can
read, or in a log line. The processes retain starts detached are started here for real with
a team store URL holding a password in RETAIN_DB (the sleep pass at SessionEnd, the team
mirror's refresh): while each runs, its `/proc/<pid>/cmdline` is read; once it is done, every
file it left in the data directory is read for the password and its mode checked.
(The viewer's browser: tests/test_cli_portable.py; the meaning helper:
tests/test_meaning_helper.py.)"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import subprocess_env

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

PASSWORD = "Pq7-tr0ub4dor-x9"
# Port 1: nothing listens, so the child fails to connect at once (and says so in its log).
URL = f"postgresql://alice:{PASSWORD}@127.0.0.1:1/team?connect_timeout=2"


@pytest.fixture
def slow_start(tmp_path: Path, monkeypatch) -> None:
    """Children of this test pause a second at start (a sitecustomize on PYTHONPATH), so
    their command line is still there to read; the store is the team URL."""
    site = tmp_path / "slow-site"
    site.mkdir()
    (site / "sitecustomize.py").write_text("import time\ntime.sleep(1.0)\n")
    env = subprocess_env(RETAIN_DB=URL)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join((str(site), env["PYTHONPATH"])))
    monkeypatch.setenv("RETAIN_DB", URL)


def _argv_and_wait(proc: subprocess.Popen[bytes]) -> bytes:
    """The running child's command line (NUL-separated), then wait for it to end. Read
    again while empty: Popen returns as the exec closes its pipe, a moment before the
    kernel has set the new program's arguments."""
    try:
        argv = b""
        for _ in range(200):
            with open(f"/proc/{proc.pid}/cmdline", "rb") as f:
                argv = f.read()
            if argv or proc.poll() is not None:
                break
            time.sleep(0.005)
        assert argv, "the child ended before its command line was read"
        assert proc.wait(timeout=60) is not None
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return argv


def _left_behind(data_dir: Path) -> dict[str, tuple[int, bytes]]:
    """Every regular file under the data directory: its mode and its bytes."""
    out = {}
    for p in sorted(data_dir.rglob("*")):
        if p.is_file() and not p.is_symlink():
            out[str(p.relative_to(data_dir))] = (stat.S_IMODE(p.stat().st_mode), p.read_bytes())
    return out


def _private(data_dir: Path, files: dict[str, tuple[int, bytes]]) -> None:
    assert stat.S_IMODE(data_dir.stat().st_mode) & 0o077 == 0
    for name, (mode, body) in files.items():
        assert PASSWORD.encode() not in body, f"{name} holds the password"
        if name.endswith(".log"):
            assert mode & 0o077 == 0, f"{name} is {oct(mode)}"


def test_the_sleep_pass_started_at_session_end_has_no_password_on_its_command_line(
    slow_start, tmp_path: Path
) -> None:
    from retain import config
    from retain.hooks import entry

    transcript = tmp_path / "t.jsonl"
    transcript.write_text('{"type": "user", "message": {"content": "hello"}}\n')
    payload = {"session_id": "s-1", "transcript_path": str(transcript), "cwd": str(tmp_path)}
    proc = entry.session_end(payload)
    assert proc is not None
    argv = _argv_and_wait(proc)
    assert b"retain.sleep" in argv and PASSWORD.encode() not in argv
    assert b"alice" not in argv and b"127.0.0.1" not in argv
    files = _left_behind(config.home())
    said = b"".join(body for _, body in files.values())
    assert b"cannot reach the team store" in said  # it ran, and failed to connect
    _private(config.home(), files)


def test_the_team_mirror_refresh_has_no_password_on_its_command_line(slow_start) -> None:
    from retain import config
    from retain.team.mirror import Mirror

    mirror = Mirror(URL, "proj")
    proc = mirror.spawn_refresh()
    assert isinstance(proc, subprocess.Popen)
    argv = _argv_and_wait(proc)
    assert b"retain.team.refresh" in argv and PASSWORD.encode() not in argv
    assert b"alice" not in argv
    files = _left_behind(config.home())
    assert "team-refresh.log" in files
    _private(config.home(), files)
    assert PASSWORD not in str(mirror.db) and PASSWORD not in "".join(files)
