"""`retain export -o` into a folder that does not exist (or is a file), as a subprocess.

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
