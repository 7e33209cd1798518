"""install_config's edits (install.sh, `retain setup`) against a broken or hostile config
file: a link (followed, kept a link; out of HOME to another account's file: refused), bytes
that are not UTF-8, a FIFO, a read-only file, a file rewritten by another program mid-edit,
a huge one.
Nothing of the user's is lost, nothing is written outside HOME, every refusal is an
`error:` line and exit 1 (round 30: a link was replaced by a plain file, a read-only file
overwritten, a FIFO hung the install, non-UTF-8 bytes raised a traceback)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env
from retain.clients import install_config as ic

USERS = b'{\n  "numStartups": 3,\n  "projects": {}\n}\n'


def _mcp(home: Path, action: str, config: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain.clients.install_config", "mcp", action,
         "--config", str(config), "--command", "/opt/retain/bin/retain"],
        env=subprocess_env(HOME=str(home)), capture_output=True, text=True, timeout=30,
    )  # fmt: skip


def _refused(done: subprocess.CompletedProcess[str], said: str) -> None:
    assert done.returncode == 1 and done.stderr.startswith("error: ") and said in done.stderr
    assert "Traceback" not in done.stderr, done.stderr


def test_a_link_inside_home_is_edited_through_and_stays_a_link(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "dotfiles").mkdir(parents=True)
    real = home / "dotfiles" / "claude.json"
    real.write_bytes(USERS)
    link = home / ".claude.json"
    link.symlink_to("dotfiles/claude.json")
    assert _mcp(home, "add", link).returncode == 0
    assert link.is_symlink() and os.readlink(link) == "dotfiles/claude.json"
    assert json.loads(real.read_text())["mcpServers"]["retain"]["args"] == ["serve"]
    assert _mcp(home, "remove", link).returncode == 0
    assert link.is_symlink() and real.read_bytes() == USERS


def test_a_link_that_only_held_ours_is_emptied_not_deleted(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (home / "mine.json").write_text("")
    link = home / ".claude.json"
    link.symlink_to(home / "mine.json")
    assert _mcp(home, "add", link).returncode == 0
    assert _mcp(home, "remove", link).returncode == 0
    assert link.is_symlink() and json.loads((home / "mine.json").read_text()) == {}


def _foreign(place: Path) -> Path:
    """`place` (a folder under the test's tmp_path) made another account's, as a link
    out of HOME may lead; not root: a folder root owns already."""
    if os.geteuid() != 0:
        return Path("/etc")
    for p in (place, *place.iterdir()):
        os.chown(p, 65534, 65534)
    return place


@pytest.mark.parametrize("linked", ["file", "folder"])
def test_a_link_out_of_home_to_anothers_file_is_refused_and_nothing_written(
    tmp_path: Path, linked: str
):
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir(exist_ok=True)
    elsewhere.mkdir()
    (elsewhere / "settings.json").write_bytes(USERS)
    foreign = _foreign(elsewhere)
    if linked == "file":
        config = home / ".claude.json"
        config.symlink_to(foreign / ("settings.json" if foreign == elsewhere else "passwd"))
    else:
        (home / ".claude").symlink_to(foreign)
        config = home / ".claude" / "settings.json"
    _refused(_mcp(home, "add", config), "outside your home folder and not yours")
    assert (elsewhere / "settings.json").read_bytes() == USERS
    assert sorted(p.name for p in elsewhere.iterdir()) == ["settings.json"]
    assert config.is_symlink() or config.parent.is_symlink()


@pytest.mark.parametrize("linked", ["file", "folder"])
def test_a_link_out_of_home_to_ones_own_file_is_edited_through_as_claude_code_does(
    tmp_path: Path, linked: str
):
    """A dotfiles checkout on another disk: Claude Code edits through the link (round 31,
    `claude mcp add`); so does retain when the file is the user's own (refused before)."""
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir(exist_ok=True)
    elsewhere.mkdir()
    (elsewhere / "settings.json").write_bytes(USERS)
    if linked == "file":
        config = home / ".claude.json"
        config.symlink_to(elsewhere / "settings.json")
    else:
        (home / ".claude").symlink_to(elsewhere)
        config = home / ".claude" / "settings.json"
    assert _mcp(home, "add", config).returncode == 0
    assert config.is_symlink() or config.parent.is_symlink()
    written = json.loads((elsewhere / "settings.json").read_text())
    assert written["mcpServers"]["retain"]["args"] == ["serve"] and written["numStartups"] == 3
    assert _mcp(home, "remove", config).returncode == 0
    assert (elsewhere / "settings.json").read_bytes() == USERS


def test_bytes_that_are_not_utf8_are_refused_not_a_traceback(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    config = home / ".claude.json"
    config.write_bytes(b'{"name": "caf\xe9"}\n')
    _refused(_mcp(home, "add", config), "is not UTF-8 text")
    assert config.read_bytes() == b'{"name": "caf\xe9"}\n'


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    os.mkfifo(home / ".claude.json")
    _refused(_mcp(home, "add", home / ".claude.json"), "not a regular file")


def test_a_read_only_file_is_refused_and_kept(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    config = home / ".claude.json"
    config.write_bytes(USERS)
    config.chmod(0o444)
    _refused(_mcp(home, "add", config), "read-only")
    assert config.read_bytes() == USERS and config.stat().st_mode & 0o777 == 0o444


def test_a_file_rewritten_during_the_edit_keeps_the_other_writers_change(isolated_home):
    config = isolated_home / ".claude.json"
    config.write_bytes(USERS)
    data = ic.load(config)
    ic.add_mcp(data, "/opt/retain/bin/retain")
    theirs = b'{\n  "numStartups": 4,\n  "projects": {}\n}\n'
    fresh = config.with_name("fresh")
    fresh.write_bytes(theirs)
    os.replace(fresh, config)  # as a running client saves it
    with pytest.raises(ic.ConfigError, match="changed while retain was editing it"):
        ic.save(config, data)
    assert config.read_bytes() == theirs


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    config = home / ".claude.json"
    with config.open("wb") as f:
        f.truncate(ic.MAX_CONFIG_BYTES + 1)  # sparse: no disk, and never read
    _refused(_mcp(home, "add", config), "too large to be a settings file")
    assert config.stat().st_size == ic.MAX_CONFIG_BYTES + 1


@pytest.mark.parametrize(
    ("users", "said"),
    [
        (b'{"model": "opus", "model": "sonnet"}', 'has the key "model" twice'),
        (b'{"a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested too deep"),
        (b'{"a": 1,}', "is not valid JSON"),
        (b'{"cleanupPeriodDays": NaN}', "NaN is not JSON"),
        (b'{"cleanupPeriodDays": -Infinity}', "-Infinity is not JSON"),
    ],
    ids=["duplicate-key", "deep", "trailing-comma", "nan", "infinity"],
)
def test_what_json_cannot_give_back_is_refused_and_kept(tmp_path: Path, users: bytes, said: str):
    """A duplicate key lost a value, a deep file raised a traceback (round 30); `NaN` and
    `Infinity` were read and written back, though Claude Code takes a file holding them
    for a corrupted one and starts an empty one in its place (round 31)."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    config = home / ".claude.json"
    config.write_bytes(users)
    _refused(_mcp(home, "add", config), said)
    assert config.read_bytes() == users


def test_a_number_past_a_double_comes_back_as_the_user_wrote_it(tmp_path: Path) -> None:
    """`1e400` was refused (Python writes it back as `Infinity`, which no reader takes);
    Claude Code reads it and writes `null`. Kept here as written, through an add and a
    remove, beside an ordinary float and an integer past a double's precision."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    config = home / ".claude.json"
    users = (
        b'{\n  "a": 1e400,\n  "b": -1E+999,\n  "c": 0.5,\n'
        b'  "d": 123456789012345678901234567890\n}\n'
    )
    config.write_bytes(users)
    assert _mcp(home, "add", config).returncode == 0
    added = config.read_text()
    assert '"a": 1e400,' in added and "-1E+999," in added and '"retain"' in added
    assert _mcp(home, "remove", config).returncode == 0
    assert config.read_bytes() == users


def test_an_edit_reads_the_file_once(isolated_home: Path, monkeypatch) -> None:
    """`save` took the indent from a second read of the file `load` had just read."""
    import builtins
    import io

    config = isolated_home / ".claude.json"
    config.write_bytes(b'{\n    "numStartups": 3\n}\n')
    opened: list[str] = []
    real_os_open, real_open = os.open, builtins.open

    def os_open(path, flags, *a, **k):
        if os.fspath(path) == str(config) and not flags & (os.O_WRONLY | os.O_RDWR):
            opened.append("os.open")
        return real_os_open(path, flags, *a, **k)

    def open_(file, mode="r", *a, **k):
        if not isinstance(file, int) and os.fspath(file) == str(config) and "r" in mode:
            opened.append("open")
        return real_open(file, mode, *a, **k)

    monkeypatch.setattr(os, "open", os_open)
    monkeypatch.setattr(builtins, "open", open_)
    monkeypatch.setattr(io, "open", open_)  # pathlib's
    data = ic.load(config)
    ic.save(config, {**data, "mcpServers": {}})
    assert opened == ["os.open"]
    assert config.read_text() == '{\n    "numStartups": 3,\n    "mcpServers": {}\n}\n'


def test_a_lone_surrogate_escape_comes_back_as_that_escape(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    config = home / ".claude.json"
    config.write_bytes(b'{\n  "note": "\\ud800",\n  "name": "caf\xc3\xa9"\n}\n')
    assert _mcp(home, "add", config).returncode == 0
    assert b'"\\ud800"' in config.read_bytes()
    assert _mcp(home, "remove", config).returncode == 0
    assert json.loads(config.read_text()) == {"note": "\ud800", "name": "café"}


def test_a_loop_of_links_is_refused_not_a_traceback(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (home / ".claude.json").symlink_to(home / "other.json")
    (home / "other.json").symlink_to(home / ".claude.json")
    _refused(_mcp(home, "add", home / ".claude.json"), "cannot be followed")
    assert (home / ".claude.json").is_symlink() and (home / "other.json").is_symlink()


def test_dry_run_refuses_a_read_only_file_as_the_run_would(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    config = home / ".claude.json"
    config.write_bytes(USERS)
    config.chmod(0o444)
    done = subprocess.run(
        [PYTHON, "-m", "retain.clients.install_config", "mcp", "add", "--dry-run",
         "--config", str(config), "--command", "/opt/retain/bin/retain"],
        env=subprocess_env(HOME=str(home)), capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    _refused(done, "read-only")


def _profile(home: Path, action: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain.clients.profile", action, "--shell", "/bin/bash"],
        env=subprocess_env(HOME=str(home)), capture_output=True, text=True, timeout=30,
    )  # fmt: skip


def test_the_path_block_goes_through_a_link_in_home_and_comes_out_again(tmp_path: Path):
    """install.sh's PATH block: ~/.bashrc linked into a dotfiles folder stays a link."""
    home = tmp_path / "home"
    (home / "dotfiles").mkdir(parents=True)
    theirs = b"alias ll='ls -l'\n"
    (home / "dotfiles" / "bashrc").write_bytes(theirs)
    (home / ".bashrc").symlink_to("dotfiles/bashrc")
    (home / ".profile").write_bytes(b"umask 022\n")
    assert _profile(home, "add").returncode == 0
    assert (home / ".bashrc").is_symlink()
    assert b".local/bin" in (home / "dotfiles" / "bashrc").read_bytes()
    assert _profile(home, "remove").returncode == 0
    assert (home / ".bashrc").is_symlink() and (home / "dotfiles" / "bashrc").read_bytes() == theirs
    assert (home / ".profile").read_bytes() == b"umask 022\n"


@pytest.mark.parametrize("hostile", ["link-out-of-home", "not-utf8"])
def test_a_startup_file_that_cannot_be_edited_safely_is_refused(tmp_path: Path, hostile: str):
    home, elsewhere = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir(exist_ok=True)
    elsewhere.mkdir()
    theirs = b"export EDITOR=vi\n" if hostile == "link-out-of-home" else b"# caf\xe9\n"
    (elsewhere / "profile").write_bytes(theirs)
    if hostile == "link-out-of-home":
        foreign = _foreign(elsewhere)
        (home / ".profile").symlink_to(foreign / ("profile" if foreign == elsewhere else "hosts"))
    else:
        (home / ".profile").write_bytes(theirs)
    said = "not yours" if hostile == "link-out-of-home" else "not UTF-8 text"
    _refused(_profile(home, "add"), said)
    assert (elsewhere / "profile").read_bytes() == theirs
    assert (home / ".profile").read_bytes() == theirs


def test_codex_toml_through_a_link_in_home_stays_a_link(isolated_home: Path) -> None:
    """Codex's config.toml is written as text by the same writer: a link survives."""
    from retain.clients import agents

    theirs = 'model = "o3"\n'
    (isolated_home / "dotfiles").mkdir()
    (isolated_home / "dotfiles" / "codex.toml").write_text(theirs)
    config = isolated_home / ".codex" / "config.toml"
    config.parent.mkdir()
    config.symlink_to(isolated_home / "dotfiles" / "codex.toml")
    target = agents.Target("codex", config, "mcp_servers", {"command": "/opt/r"}, toml=True)
    assert agents.apply(target, remove=False, dry_run=False)
    assert config.is_symlink() and "[mcp_servers.retain]" in config.read_text()
    assert agents.apply(target, remove=True, dry_run=False)
    assert config.is_symlink() and config.read_text() == theirs
