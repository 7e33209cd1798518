"""retain's logs are bounded (retain.logfile.rotate): a log past RETAIN_LOG_MAX_BYTES is
renamed to NAME.1 before the next line, keeping RETAIN_LOG_KEEP generations, safely when
several processes append at once, under umask 000, and with a link planted at a rotated name."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from retain import config, logfile

BOUND = 65_536  # the smallest bound RETAIN_LOG_MAX_BYTES takes
LINE = "x" * 400


@pytest.fixture
def small_logs(monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RETAIN_LOG_MAX_BYTES", str(BOUND))
    monkeypatch.setenv("RETAIN_LOG_KEEP", "2")
    return Path(config.log_file())


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def _lines(log: Path, keep: int) -> list[str]:
    names = [Path(f"{log}.{n}") for n in range(keep, 0, -1)] + [log]
    return [ln for p in names if p.exists() for ln in p.read_text().splitlines()]


def test_a_full_log_is_rotated_and_the_oldest_generation_dropped(small_logs: Path):
    for n in range(600):  # ~240 KB: three rotations at 64 KB, two generations kept
        logfile.append_line(small_logs, f"{n:04d} {LINE}")
    rotated = [Path(f"{small_logs}.{n}") for n in (1, 2)]
    assert all(p.is_file() for p in rotated)
    assert not Path(f"{small_logs}.3").exists()
    for p in (small_logs, *rotated):
        assert p.stat().st_size <= BOUND
        assert _mode(p) == 0o600
    kept = _lines(small_logs, 2)
    assert kept[-1].startswith("0599 ")
    numbers = [int(ln[:4]) for ln in kept]
    assert numbers == list(range(numbers[0], 600))  # in order, none missing, none twice


def test_the_count_of_generations_follows_the_setting(small_logs: Path, monkeypatch):
    monkeypatch.setenv("RETAIN_LOG_KEEP", "4")
    for n in range(800):
        logfile.append_line(small_logs, f"{n:04d} {LINE}")
    assert Path(f"{small_logs}.4").is_file()
    assert not Path(f"{small_logs}.5").exists()


@pytest.mark.parametrize("value", ["lots", "-1", "30", "1e9", "99999999999999999"])
def test_a_bad_setting_is_the_default_and_never_raises(monkeypatch, value):
    monkeypatch.setenv("RETAIN_LOG_MAX_BYTES", value)
    monkeypatch.setenv("RETAIN_LOG_KEEP", value)
    assert config.log_max_bytes() == config.DEFAULT_LOG_MAX_BYTES
    assert config.log_keep() == config.DEFAULT_LOG_KEEP
    logfile.append_line(config.log_file(), "still written")
    assert "still written" in Path(config.log_file()).read_text()


WRITER = """
import sys
from retain import config, logfile
who, count = sys.argv[1], int(sys.argv[2])
for n in range(count):
    logfile.append_line(config.log_file(), f"{who} {n:05d} " + "y" * 300)
"""


def test_several_processes_appending_across_rotations_lose_and_tear_no_line(
    small_logs: Path, monkeypatch: pytest.MonkeyPatch
):
    """Four writers, ~500 KB together: seven or so rotations while they run. With
    generations enough to keep them all, every line is found once and whole."""
    monkeypatch.setenv("RETAIN_LOG_KEEP", "20")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    writers, count = ["a", "b", "c", "d"], 400
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, who, str(count)], env=env)
        for who in writers
    ]
    assert all(p.wait(timeout=120) == 0 for p in procs)
    lines = _lines(small_logs, 20)
    assert Path(f"{small_logs}.3").is_file()  # it was rotated, more than once
    assert not Path(f"{small_logs}.20").exists()  # and nothing was dropped
    assert all(len(ln) == len("a 00000 ") + 300 for ln in lines)  # none torn or mixed
    assert sorted(lines) == sorted(
        f"{w} {n:05d} " + "y" * 300 for w in writers for n in range(count)
    )
    for who in writers:  # each writer's lines in the order it wrote them
        mine = [ln for ln in lines if ln.startswith(f"{who} ")]
        assert mine == sorted(mine)


def test_a_link_planted_at_a_rotated_name_is_replaced_not_followed(small_logs: Path, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("someone else's file\n")
    small_logs.parent.mkdir(parents=True, exist_ok=True)
    for n in (1, 2):
        Path(f"{small_logs}.{n}").symlink_to(victim)
    for n in range(400):
        logfile.append_line(small_logs, f"{n:04d} {LINE}")
    assert victim.read_text() == "someone else's file\n"
    assert not Path(f"{small_logs}.1").is_symlink()
    assert Path(f"{small_logs}.1").read_text().startswith("0")


def test_a_link_planted_at_the_log_itself_is_still_refused(small_logs: Path, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("x" * (BOUND + 10))
    small_logs.parent.mkdir(parents=True, exist_ok=True)
    small_logs.symlink_to(victim)
    logfile.append_line(small_logs, "never written")  # refused, no rotation, no raise
    assert small_logs.is_symlink()
    assert not Path(f"{small_logs}.1").exists()
    assert victim.read_text() == "x" * (BOUND + 10)


def test_under_umask_000_every_generation_is_owner_only(small_logs: Path):
    old = os.umask(0)
    try:
        for n in range(400):
            logfile.append_line(small_logs, f"{n:04d} {LINE}")
    finally:
        os.umask(old)
    assert _mode(small_logs.parent) == 0o700
    for p in (small_logs, Path(f"{small_logs}.1"), Path(f"{small_logs}.2")):
        assert _mode(p) == 0o600, p


def test_a_folder_at_a_rotated_name_leaves_the_line_written(small_logs: Path):
    small_logs.parent.mkdir(parents=True, exist_ok=True)
    small_logs.write_text("z" * BOUND)
    Path(f"{small_logs}.1").mkdir()
    logfile.append_line(small_logs, "written anyway")
    assert small_logs.read_text().endswith("written anyway\n")


def test_a_detached_process_log_is_rotated_before_it_starts(small_logs: Path, tmp_path):
    out = tmp_path / "child.log"
    out.write_text("old run\n" + "o" * BOUND)
    cmd = [sys.executable, "-c", "print('new run')"]
    logfile.spawn_logged(cmd, str(out), str(tmp_path)).wait(timeout=60)
    assert Path(f"{out}.1").read_text().startswith("old run\n")
    assert out.read_text() == "new run\n"
    assert _mode(out) == _mode(Path(f"{out}.1")) == 0o600


def test_a_cli_crash_traceback_goes_to_a_rotated_log(small_logs: Path, monkeypatch):
    from retain.cli import main

    small_logs.parent.mkdir(parents=True, exist_ok=True)
    small_logs.write_text("q" * BOUND)
    try:
        raise RuntimeError("boom\x1b[2J")
    except RuntimeError:
        main._log_crash()
    assert Path(f"{small_logs}.1").read_text() == "q" * BOUND
    text = small_logs.read_text()
    assert "RuntimeError: boom\\x1b[2J" in text
    assert "\x1b" not in text


def test_control_characters_in_a_logged_path_are_escaped(capsys):
    path = "/tmp/t\x1b]0;owned\x07\r\u202eevil\x85.jsonl"
    logfile.log("sleep", f"transcript not read: {path}: a FIFO")
    written, err = Path(config.log_file()).read_text(), capsys.readouterr().err
    assert written.count("\n") == err.count("\n") == 1
    for raw in ("\x1b", "\x07", "\r", "\u202e", "\x85"):
        assert raw not in written
        assert raw not in err
    assert "t\\x1b]0;owned\\x07\\x0d\\u202eevil\\x85.jsonl" in written


def test_without_fcntl_the_line_is_still_written_and_nothing_rotated(
    small_logs: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setitem(sys.modules, "fcntl", None)  # `import fcntl` raises ImportError
    small_logs.parent.mkdir(parents=True, exist_ok=True)
    small_logs.write_text("w" * BOUND)
    logfile.append_line(small_logs, "written anyway")
    assert small_logs.read_text().endswith("written anyway\n")
    assert not Path(f"{small_logs}.1").exists()
