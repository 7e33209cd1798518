"""A database's folder another user can write is refused (issue 27, round 26).

Round 25 refused a data directory another user owns, and one any user may write without
the sticky bit. Still open: RETAIN_DB in a sticky shared folder (/tmp) or in one a group
may write. Another user there cannot rename this user's files, but can create
`retain.db-wal` (or `-shm`, or the database itself) before SQLite does, and SQLite then
reads their pages as this user's memories. Such a folder is now refused with one line
naming it and the fix; nothing is created there."""

from __future__ import annotations

import grp
import os
import pwd
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env

OTHER_GID = 65534  # nogroup

as_root = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="chown needs root"
)


def _write(db: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", "write", "the staging database is reset every night"],
        capture_output=True,
        text=True,
        timeout=60,
        env=subprocess_env(RETAIN_DB=str(db)),
    )


def test_a_database_in_a_sticky_shared_folder_is_refused(tmp_path):
    shared = tmp_path / "tmp-like"
    shared.mkdir()
    shared.chmod(0o1777)
    r = _write(shared / "retain.db")
    assert r.returncode == 1
    lines = [x for x in r.stderr.splitlines() if x.startswith("retain: error:")]
    assert len(lines) == 1, r.stderr
    assert str(shared) in lines[0] and "writable by every user" in lines[0]
    assert "a folder of your own" in lines[0] and "Traceback" not in r.stderr
    assert "chmod" not in lines[0]  # a shared place such as /tmp is not the user's to change
    assert list(shared.iterdir()) == []
    assert shared.stat().st_mode & 0o7777 == 0o1777  # not retain's to change


@as_root
def test_a_database_in_a_folder_a_group_may_write_is_refused(tmp_path):
    shared = tmp_path / "team-share"
    shared.mkdir()
    os.chown(shared, -1, OTHER_GID)
    shared.chmod(0o2770)
    r = _write(shared / "retain.db")
    assert r.returncode == 1
    assert "writable by the group" in r.stderr and str(shared) in r.stderr
    assert f"chmod g-w {shared}" in r.stderr
    assert list(shared.iterdir()) == []


def test_a_world_writable_folder_is_refused_with_the_chmod_that_fixes_it(tmp_path):
    loose = tmp_path / "loose"
    loose.mkdir()
    loose.chmod(0o777)
    r = _write(loose / "retain.db")
    assert r.returncode == 1 and f"chmod go-w {loose}" in r.stderr, r.stderr


@as_root
def test_a_group_writable_folder_above_is_refused(tmp_path):
    """Not sticky: a member may rename the private folder below and put their own there."""
    shared = tmp_path / "team-share"
    shared.mkdir()
    os.chown(shared, -1, OTHER_GID)
    shared.chmod(0o770)
    r = _write(shared / "mine" / "retain.db")
    assert r.returncode == 1
    assert "writable by the group" in r.stderr and str(shared) in r.stderr


def test_a_folder_only_ones_private_group_may_write_stays_usable(tmp_path):
    """Held: umask 002 with a user private group makes folders 0775; nobody else writes."""
    user = pwd.getpwuid(os.geteuid())
    group = grp.getgrgid(user.pw_gid)
    if group.gr_name != user.pw_name or set(group.gr_mem) - {user.pw_name}:
        pytest.skip("this user's group is not a private one")
    mine = tmp_path / "mine"
    mine.mkdir()
    os.chown(mine, -1, user.pw_gid)
    mine.chmod(0o770)
    r = _write(mine / "retain.db")
    assert r.returncode == 0, r.stderr
    assert (mine / "retain.db").stat().st_mode & 0o777 == 0o600


def test_a_private_folder_outside_the_home_stays_usable(tmp_path):
    mine = tmp_path / "elsewhere"
    mine.mkdir(mode=0o700)
    r = _write(mine / "retain.db")
    assert r.returncode == 0, r.stderr
    assert mine.stat().st_mode & 0o777 == 0o700


def test_doctor_names_a_database_folder_others_may_write(tmp_path):
    shared = tmp_path / "tmp-like"
    shared.mkdir()
    shared.chmod(0o1777)
    r = subprocess.run(
        [PYTHON, "-m", "retain", "--db", str(shared / "copy.db"), "doctor"],
        capture_output=True,
        text=True,
        timeout=60,
        env=subprocess_env(),
    )
    assert r.returncode == 1
    assert "database directory" in r.stdout and "writable by every user" in r.stdout
    assert list(shared.iterdir()) == []  # doctor changes nothing


def test_a_database_link_into_a_shared_folder_is_refused(tmp_path):
    """SQLite follows the link and keeps the -wal beside the file it names."""
    shared = tmp_path / "tmp-like"
    shared.mkdir()
    shared.chmod(0o1777)
    mine = tmp_path / "mine"
    mine.mkdir(mode=0o700)
    (mine / "retain.db").symlink_to(shared / "retain.db")
    r = _write(mine / "retain.db")
    assert r.returncode == 1
    assert "a link to" in r.stderr and "writable by every user" in r.stderr
    assert list(shared.iterdir()) == []


@as_root
def test_a_database_file_another_user_owns_is_refused(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir(mode=0o700)
    db = mine / "retain.db"
    assert _write(db).returncode == 0
    os.chown(db, 65534, -1)
    r = _write(db)
    assert r.returncode == 1 and "belongs to another user" in r.stderr, r.stderr
