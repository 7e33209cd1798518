"""`retain export -o` into a folder that does not exist (or is a file), or at a folder, as a
subprocess.

One line naming the folder, a non-zero exit, and nothing written or made: no folder, no
staged `.part` file. Before round 34 the line said only "No such file or directory" (or
"Not a directory"), leaving the user to guess which part of the path was wrong.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env


def _retain(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", *args],
        env=subprocess_env(RETAIN_EMBEDDER="none"),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _files(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


@pytest.mark.parametrize(
    ("target", "said"),
    [
        ("missing/export.jsonl", "the folder {root}/missing does not exist"),
        ("missing/deeper/export.jsonl", "the folder {root}/missing/deeper does not exist"),
        ("a-file/export.jsonl", "{root}/a-file is not a folder"),
    ],
)
def test_export_into_a_missing_folder_names_it_and_writes_nothing(
    tmp_path: Path, target: str, said: str
) -> None:
    root = tmp_path / "out"
    root.mkdir()
    (root / "a-file").write_text("keep me\n")
    wrote = _retain(tmp_path, "write", "We deploy with helm.", "--kind", "decision")
    assert wrote.returncode == 0, wrote.stderr
    before = _files(root)
    for where in (str(root / target), str(Path("out") / target)):  # absolute and relative
        done = _retain(tmp_path, "export", "-o", where)
        assert done.returncode != 0 and done.stdout == "", done
        assert done.stderr.startswith("retain: error: cannot write "), done.stderr
        assert done.stderr.count("\n") == 1 and "unexpected" not in done.stderr, done.stderr
        assert said.format(root=root) in done.stderr, done.stderr
        assert _files(root) == before, "nothing made, nothing half written"
    assert (root / "a-file").read_text() == "keep me\n"


@pytest.mark.parametrize(
    ("target", "said"),
    [
        ("folder", "it is a folder; -o takes a file name, such as {given}/memories.jsonl"),
        ("folder/", "it is a folder; -o takes a file name, such as {given}memories.jsonl"),
        ("link-to-folder", "it is a folder; -o takes a file name"),
        ("missing/", "a name ending in / is a folder, and the folder {root}/missing does not"),
        ("folder/deeper/", "the folder {root}/folder/deeper does not exist"),
        ("a-file/", "{bare} is a file, not a folder; drop the trailing / to replace it"),
    ],
)
def test_export_to_a_folder_says_to_name_a_file_and_writes_nothing(
    tmp_path: Path, target: str, said: str
) -> None:
    """Round 35: a folder, existing or not, with or without a trailing slash, was answered
    with the system's "Is a directory" or "No such file or directory"."""
    root = tmp_path / "out"
    (root / "folder").mkdir(parents=True)
    (root / "link-to-folder").symlink_to("folder")
    (root / "a-file").write_text("keep me\n")
    wrote = _retain(tmp_path, "write", "We deploy with helm.", "--kind", "decision")
    assert wrote.returncode == 0, wrote.stderr
    before = _files(root)
    for where in (f"{root}/{target}", f"out/{target}"):  # absolute and relative, "/" kept
        done = _retain(tmp_path, "export", "-o", where)
        assert done.returncode != 0 and done.stdout == "", done
        assert done.stderr.startswith(f"retain: error: cannot write {where}: "), done.stderr
        assert done.stderr.count("\n") == 1, done.stderr
        expected = said.format(root=root, given=where, bare=where.rstrip("/"))
        assert expected in done.stderr, done.stderr
        assert _files(root) == before, "nothing made, nothing half written"
    assert (root / "a-file").read_text() == "keep me\n"


@pytest.mark.parametrize("given", ["", " "])
def test_an_empty_output_name_is_refused_not_read_as_stdout(tmp_path: Path, given: str) -> None:
    """`-o "$OUT"` with OUT unset printed every memory to the terminal before round 35."""
    wrote = _retain(tmp_path, "write", "We deploy with helm.", "--kind", "decision")
    assert wrote.returncode == 0, wrote.stderr
    done = _retain(tmp_path, "export", "-o", given)
    assert done.returncode != 0 and done.stdout == "", done
    assert done.stderr == "retain: error: -o was given an empty file name; nothing was written\n"


def test_a_dash_is_stdout_not_a_file_named_dash(tmp_path: Path) -> None:
    wrote = _retain(tmp_path, "write", "We deploy with helm.", "--kind", "decision")
    assert wrote.returncode == 0, wrote.stderr
    done = _retain(tmp_path, "export", "-o", "-")
    assert done.returncode == 0 and "We deploy with helm." in done.stdout, done
    assert not (tmp_path / "-").exists()


def test_export_to_a_quoted_home_path_writes_in_home(tmp_path: Path) -> None:
    """`-o "~/x.jsonl"` in quotes reaches retain with its `~`: it is the home folder, as it
    is for --markdown, not a folder named `~` made in the current one."""
    home = tmp_path / "elsewhere-home"
    home.mkdir()
    env = subprocess_env(RETAIN_EMBEDDER="none", HOME=str(home), RETAIN_DB=str(tmp_path / "m.db"))
    run = {"env": env, "cwd": tmp_path, "capture_output": True, "text": True, "timeout": 120}
    wrote = subprocess.run([PYTHON, "-m", "retain", "write", "We deploy with helm."], **run)
    assert wrote.returncode == 0, wrote.stderr
    done = subprocess.run([PYTHON, "-m", "retain", "export", "-o", "~/mem.jsonl"], **run)
    assert done.returncode == 0, done.stderr
    assert "deploy with helm" in (home / "mem.jsonl").read_text()
    assert not (tmp_path / "~").exists()
    assert f"to {home / 'mem.jsonl'}" in done.stderr
