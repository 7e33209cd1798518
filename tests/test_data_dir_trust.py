"""A data directory another user can change is refused; a log is never written through a
link (issue 27, round 25).

Before this round, with RETAIN_HOME in a folder another user owns (or any user may write),
that user could leave `retain.log` or `sleep.log` as a link to a file of the victim's:
retain appended its log lines to that file and made it 0600 (run as root, a link to a
system file breaks it for everyone), and could swap `retain.db` for one holding memories
of their own choosing, which the hooks then show the agent. Now such a folder is refused
with one line naming it, before anything is written there; a sticky shared folder (like
/tmp, where no one else may rename or delete this user's files) stays usable."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env
from retain import logfile

VICTIM = "only the owner writes here\n"
OTHER_UID = 65534  # nobody

as_root = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="chown needs root"
)


def _victim(tmp_path: Path) -> Path:
    v = tmp_path / "victim" / "file"
    v.parent.mkdir()
    v.write_text(VICTIM)
    v.chmod(0o644)
    return v


def _plant_links(home: Path, victim: Path) -> None:
    for name in ("retain.log", "sleep.log", "team-refresh.log"):
        (home / name).symlink_to(victim)


def _untouched(victim: Path) -> None:
    assert victim.read_text() == VICTIM
    assert victim.stat().st_mode & 0o777 == 0o644


def _run(args: list[str], home: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env=subprocess_env(RETAIN_HOME=str(home)),
    )


@as_root
def test_a_home_owned_by_another_user_is_refused_and_nothing_is_written(tmp_path):
    victim = _victim(tmp_path)
    home = tmp_path / "theirs"
    home.mkdir()
    home.chmod(0o777)
    os.chown(home, OTHER_UID, -1)
    _plant_links(home, victim)
    r = _run(["-m", "retain", "write", "we use pnpm, not npm, in this repo"], home)
    assert r.returncode == 1
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "another user" in lines[0] and str(home) in lines[0], r.stderr
    assert not (home / "retain.db").exists()
    payload = '{"hook_event_name": "SessionStart", "session_id": "s1", "source": "startup",'
    payload += f' "cwd": "{tmp_path}"}}'
    for event in ("session-start", "session-end"):
        h = _run(["-m", "retain.hooks.entry", event], home, stdin=payload)
        assert h.returncode == 0 and "Traceback" not in h.stderr
    _untouched(victim)
    assert sorted(p.name for p in home.iterdir()) == [
        "retain.log",
        "sleep.log",
        "team-refresh.log",
    ]


def test_a_folder_above_that_any_user_may_write_is_refused(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)  # not sticky: anyone may rename `home` and put their own there
    home = shared / "home"
    r = _run(["-m", "retain", "write", "the staging database is reset every night"], home)
    assert r.returncode == 1
    assert "writable by every user" in r.stderr and str(shared) in r.stderr
    assert "Traceback" not in r.stderr
    assert not (home / "retain.db").exists()


def test_a_sticky_shared_folder_above_stays_usable(tmp_path):
    """Held already: /tmp-like folders (sticky) are where many keep a RETAIN_HOME."""
    shared = tmp_path / "sticky"
    shared.mkdir()
    shared.chmod(0o1777)
    home = shared / "home"
    r = _run(["-m", "retain", "write", "the staging database is reset every night"], home)
    assert r.returncode == 0, r.stderr
    assert (home / "retain.db").stat().st_mode & 0o777 == 0o600
    assert home.stat().st_mode & 0o777 == 0o700


def test_a_log_that_is_a_link_is_never_written_through(tmp_path, monkeypatch):
    victim = _victim(tmp_path)
    home = tmp_path / "mine"
    home.mkdir(mode=0o700)
    monkeypatch.setenv("RETAIN_HOME", str(home))
    _plant_links(home, victim)
    logfile.log("test", "a line for retain's own log")
    logfile.append_line(home / "sleep.log", "a line for the sleep log")
    proc = logfile.spawn_logged(
        [PYTHON, "-c", "print('child output')"], str(home / "sleep.log"), str(home)
    )
    assert proc.wait(timeout=60) == 0  # the detached work still runs, its output dropped
    _untouched(victim)


def test_a_linked_home_of_ones_own_works(tmp_path):
    """Held already: RETAIN_HOME may be a link to a private folder of this user."""
    real = tmp_path / "real"
    real.mkdir(mode=0o700)
    link = tmp_path / "link"
    link.symlink_to(real)
    r = _run(["-m", "retain", "write", "the staging database is reset every night"], link)
    assert r.returncode == 0, r.stderr
    assert (real / "retain.db").exists()


def test_folders_made_above_the_data_directory_are_not_world_writable(tmp_path):
    """Under umask 0, os.makedirs made every folder above RETAIN_HOME 0777."""
    home = tmp_path / "a" / "b" / "home"
    r = subprocess.run(
        [PYTHON, "-m", "retain", "write", "the staging database is reset every night"],
        capture_output=True,
        text=True,
        timeout=60,
        env=subprocess_env(RETAIN_HOME=str(home)),
        preexec_fn=lambda: os.umask(0),  # noqa: PLW1509 - the child's umask only
    )
    assert r.returncode == 0, r.stderr
    for folder in (tmp_path / "a", tmp_path / "a" / "b"):
        assert folder.stat().st_mode & 0o022 == 0, oct(folder.stat().st_mode)
    assert home.stat().st_mode & 0o777 == 0o700
