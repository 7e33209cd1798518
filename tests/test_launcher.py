"""hooks/retain-hook, the command Claude Code runs: `python -S -c BOOT`, not `-m`.

Run as Claude Code runs it (a subprocess, the payload on stdin), from the layouts it is
installed in: a plugin checkout (python3 + src), an install.sh prefix whose venv holds
retain as a package, and a venv that reaches retain only through a .pth file.
"""

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO, subprocess_env
from test_hooks import assert_block_or_nothing, python_only_path

LAUNCHER = REPO / "hooks" / "retain-hook"
# What `python -m retain.hooks.entry` under the site module used to import before the hook did
# anything: none of it is needed (tests/test_imports.py holds the hook's own list).
NOT_LOADED_BY_THE_LAUNCHER = ("site", "runpy", "importlib.util", "pathlib", "urllib.parse")


@pytest.fixture
def seeded(project_dir):
    """Three memories the block shows, in the test's ~/.retain."""
    from fakes import FakeEmbedder
    from retain import Memory

    mem = Memory(embedder=FakeEmbedder(), project=str(project_dir))
    mem.add("orders use optimistic locking with a version column", kind="decision", embed=False)
    mem.add("answer in short paragraphs", kind="preference", embed=False)
    mem.add("the nightly job was killed by its 40 min timeout", kind="bugfix", embed=False)
    return mem


def _run(launcher, payload, env, cwd=None):
    return subprocess.run(
        [str(launcher), "session-start"],
        input=json.dumps(payload).encode(),
        capture_output=True,
        env=env,
        cwd=cwd,
        timeout=120,
    )


def _imported(stderr: bytes) -> set[str]:
    return {
        line.rsplit("|", 1)[1].strip()
        for line in stderr.decode("utf-8", "replace").splitlines()
        if line.startswith("import time:") and "|" in line
    }


def _plugin_env(tmp_path, **extra):
    env = subprocess_env(PATH=python_only_path(tmp_path, True), **extra)
    env.pop("PYTHONPATH")  # the launcher puts the checkout's src there itself
    return env


def test_the_launcher_skips_site_runpy_and_pathlib(seeded, project_dir, tmp_path):
    payload = {"session_id": "boot", "cwd": str(project_dir), "source": "startup"}
    result = _run(LAUNCHER, payload, _plugin_env(tmp_path, PYTHONPROFILEIMPORTTIME="1"))
    assert result.returncode == 0
    assert "optimistic locking" in assert_block_or_nothing(result.stdout)
    modules = _imported(result.stderr)
    assert "retain.hooks.entry" in modules and "_sqlite3" in modules  # the listing is real
    loaded = [m for m in NOT_LOADED_BY_THE_LAUNCHER if m in modules]
    assert loaded == [], f"the launcher imported {loaded}"


def test_modules_in_the_project_directory_are_never_imported(seeded, project_dir, tmp_path):
    """Claude Code runs hooks in the project; `-c` (and `-m`) would put it first on
    sys.path, so a project's json.py would run inside the hook."""
    marker = tmp_path / "hijacked"
    for name in ("json", "sqlite3", "_json", "_sqlite3", "retain"):
        (project_dir / f"{name}.py").write_text(
            f"open({str(marker)!r}, 'a').write({name!r})\nraise SystemExit(3)\n"
        )
    payload = {"session_id": "shadow", "cwd": str(project_dir), "source": "startup"}
    result = _run(LAUNCHER, payload, _plugin_env(tmp_path), cwd=project_dir)
    assert result.returncode == 0
    assert "optimistic locking" in assert_block_or_nothing(result.stdout)
    assert not marker.exists(), marker.read_text()


def _venv_with_retain(prefix: Path, how: str) -> None:
    """PREFIX/venv with retain as install.sh leaves it (a package in site-packages) or
    reachable only through a .pth file (an editable install), and PREFIX/bin/retain-hook."""
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(prefix / "venv")],
        check=True,
        timeout=120,
    )
    v = sys.version_info
    site_packages = prefix / "venv" / "lib" / f"python{v[0]}.{v[1]}" / "site-packages"
    assert site_packages.is_dir()
    if how == "package":
        shutil.copytree(
            REPO / "src" / "retain",
            site_packages / "retain",
            ignore=shutil.ignore_patterns("__pycache__"),
        )
    else:
        (site_packages / "__editable__.retain.pth").write_text(str(REPO / "src") + "\n")
    (prefix / "bin").mkdir()
    shutil.copy(LAUNCHER, prefix / "bin" / "retain-hook")


@pytest.mark.parametrize("how", ["package", "pth"])
def test_an_install_prefix_finds_retain_in_its_venv(how, seeded, project_dir, tmp_path):
    prefix = tmp_path / "prefix"
    _venv_with_retain(prefix, how)
    env = subprocess_env(PATH=python_only_path(tmp_path, False), PYTHONPROFILEIMPORTTIME="1")
    env.pop("PYTHONPATH")  # nothing but the venv can supply retain
    payload = {"session_id": f"venv-{how}", "cwd": str(project_dir), "source": "startup"}
    result = _run(prefix / "bin" / "retain-hook", payload, env)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "optimistic locking" in assert_block_or_nothing(result.stdout)
    # A package in site-packages is found from the interpreter's path, without the site
    # module; only a .pth needs site after all.
    assert ("site" in _imported(result.stderr)) == (how == "pth")


def test_a_venv_without_retain_hands_the_payload_on(seeded, project_dir, tmp_path):
    """The first Python cannot import retain: it exits before reading stdin, and the
    checkout's python3 still gets the whole payload."""
    checkout = tmp_path / "checkout"
    (checkout / "hooks").mkdir(parents=True)
    shutil.copy(LAUNCHER, checkout / "hooks" / "retain-hook")
    (checkout / "src").symlink_to(REPO / "src", target_is_directory=True)
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(checkout / "venv")],
        check=True,
        timeout=120,
    )
    payload = {"session_id": "handed-on", "cwd": str(project_dir), "source": "startup"}
    result = _run(checkout / "hooks" / "retain-hook", payload, _plugin_env(tmp_path))
    assert result.returncode == 0
    assert "optimistic locking" in assert_block_or_nothing(result.stdout)


def test_a_hook_process_leaves_its_record_in_the_wal(seeded, project_dir, tmp_path):
    """The hook exits without closing its connection (no checkpoint, no fsync on the way
    out): what it recorded is in the WAL, read by the next connection, and the store is
    intact."""
    seeded.close()
    db = Path(seeded.path)
    env = _plugin_env(tmp_path)
    for sid in ("wal-1", "wal-2"):
        payload = {"session_id": sid, "cwd": str(project_dir), "source": "startup"}
        result = _run(LAUNCHER, payload, env)
        assert result.returncode == 0 and result.stdout
    assert Path(f"{db}-wal").exists()
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute(
            "SELECT session_id, COUNT(*) FROM injections GROUP BY session_id ORDER BY 1"
        ).fetchall()
        assert rows == [("wal-1", 3), ("wal-2", 3)]
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()


def test_the_launcher_is_posix_sh():
    assert subprocess.run(["sh", "-n", str(LAUNCHER)]).returncode == 0
    # The launcher's Python must stay valid for every Python retain supports (3.10+).
    text = LAUNCHER.read_text()
    boot = text.split("BOOT='", 1)[1].split("'\n", 1)[0]
    compile(boot, "BOOT", "exec")
