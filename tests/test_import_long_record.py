"""retain's own export, whose first memory is long, is an export (round 29's attack on
`retain import`).

Before reading a file, `retain import` looks at its first 4 KiB for a JSON object on the
first line (retain.portable.source_check), so a wrong file is refused with one line. A
memory of 2,000 characters with its evidence is a longer line than that: a store whose
first memory was such a text exported a file its own import refused as "not a retain JSON
Lines export". A cut first line is now judged by how an export's line opens."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env
from retain.errors import InvalidInput
from retain.portable.jsonl import import_jsonl
from retain.portable.source_check import check_source

LONG = ("the nightly staging reset drops every table and reloads the seed fixtures; " * 30)[:2400]


def _cli(tmp_path: Path, db: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", "--db", str(tmp_path / db), "--project", str(tmp_path), *args],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        timeout=120,
    )


def test_an_export_whose_first_memory_is_long_imports(tmp_path):
    assert _cli(tmp_path, "a.db", "write", LONG, "--kind", "fact").returncode == 0
    out = tmp_path / "a.jsonl"
    assert _cli(tmp_path, "a.db", "export", "-o", str(out)).returncode == 0
    assert len(out.read_text().split("\n", 1)[0]) > 4096
    r = _cli(tmp_path, "b.db", "import", "--trust-file", str(out))
    assert r.returncode == 0, r.stderr
    assert "restored 1 memories" in r.stdout + r.stderr


@pytest.mark.parametrize(
    "head",
    [
        "# README\n" + "x" * 5000,
        "[" * 5000,
        '{"name": "' + "x" * 5000,  # a JSON object cut, but not an export's line
        "id,text\n1," + "y" * 5000,
    ],
)
def test_a_long_first_line_that_is_no_export_is_still_refused(tmp_path, head):
    path = tmp_path / "f.jsonl"
    path.write_text(head)
    with pytest.raises(InvalidInput, match="not a retain JSON Lines export"):
        check_source(path)


def test_a_broken_export_line_passes_the_look_and_is_reported_by_the_import(mem, tmp_path):
    path = tmp_path / "f.jsonl"
    path.write_text(json.dumps({"format": 3, "id": 1, "text": "x" * 6000})[:5000] + "\n")
    check_source(path)  # opens as an export's line does: the importer judges the rest
    report = import_jsonl(mem, path, trusted=True)
    assert report.added == 0 and report.errors == [
        f"{path}:1: not JSON (Unterminated string starting at); skipped"
    ]
