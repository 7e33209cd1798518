"""What `retain setup` and install.sh write outside the data home: the folders they make
(a client's config folder, ~/.local/bin, the launcher's) are never writable by other
users, whatever the umask, and the hook launcher is written under a fresh, exclusive
name, never through a link planted beside it."""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from retain.clients import config_files
from retain.clients import setup as retain_setup
from test_install import fake_venv, run_install


@contextlib.contextmanager
def umask(mask: int) -> Iterator[None]:
    old = os.umask(mask)
    try:
        yield
    finally:
        os.umask(old)


def mode(p: Path) -> int:
    return stat.S_IMODE(p.lstat().st_mode)


def test_client_folders_made_under_umask_0_are_private_in_home(isolated_home: Path) -> None:
    settings = isolated_home / ".claude" / "hooks" / "settings.json"
    with umask(0):
        config_files.write_text(settings, "{}\n")
    assert settings.read_text() == "{}\n"
    assert mode(settings) == 0o600
    assert mode(isolated_home / ".claude") == 0o700  # was 0777: anyone could swap the hooks
    assert mode(isolated_home / ".claude" / "hooks") == 0o700


def test_folders_made_outside_home_are_never_group_or_world_writable(
    isolated_home: Path, tmp_path: Path
) -> None:
    hooks = tmp_path / "project" / ".cursor" / "hooks.json"
    with umask(0):
        config_files.write_text(hooks, "{}\n")
    for folder in (tmp_path / "project", tmp_path / "project" / ".cursor"):
        assert mode(folder) == 0o755, f"{folder} is {mode(folder):o}"


def test_the_launcher_is_not_written_through_a_link_planted_beside_it(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    victim = tmp_path / "victim.sh"
    victim.write_text("#!/bin/sh\necho mine\n")
    victim.chmod(0o644)
    (bin_dir / ".retain-hook.tmp").symlink_to(victim)  # the name r31 always used
    launcher = bin_dir / "retain-hook"
    with umask(0):
        assert retain_setup._write_launcher(launcher, dry_run=False)
    assert victim.read_text() == "#!/bin/sh\necho mine\n"
    assert mode(victim) == 0o644
    assert launcher.read_bytes() == retain_setup.launcher_text()
    assert mode(launcher) == 0o755
    assert sorted(p.name for p in bin_dir.iterdir()) == [".retain-hook.tmp", "retain-hook"]


@pytest.mark.slow
def test_install_sh_under_umask_0_makes_nothing_others_may_write(isolated_home, tmp_path):
    prefix = tmp_path / "prefix"
    fake_venv(prefix, tmp_path / "pip.log")
    with umask(0):
        result = run_install(isolated_home, "--prefix", str(prefix))
    assert result.returncode == 0, result.stderr + result.stdout
    made = [
        isolated_home / ".local",
        isolated_home / ".local" / "bin",  # on PATH: a planted `git` would run as the user
        prefix / "bin",
        prefix / "bin" / "retain-hook",
        isolated_home / ".claude",
        isolated_home / ".claude" / "settings.json",
    ]
    for p in made:
        assert mode(p) & 0o022 == 0, f"{p} is {mode(p):o}"
