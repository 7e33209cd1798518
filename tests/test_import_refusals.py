"""Imports never leave their root (retain.portable.safe_read): a symlink, a path that
resolves outside the project / ~/.claude / the export folder, a FIFO, an oversized file
and a binary file are each refused with one line naming them, and the rest imports."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env
from retain import Memory
from retain.portable import safe_read
from retain.portable.claude_code import import_claude_code
from retain.portable.jsonl import import_jsonl
from retain.portable.markdown import export_tree
from retain.portable.markdown_import import import_tree

OUTSIDE_TEXT = "- pgpass line: db.internal:5432:*:admin:OutsideTheRootValue42"
MARK = "OutsideTheRootValue42"


def _outside(tmp_path: Path) -> Path:
    """Files a cloned repository must never bring in: stand-ins for ~/.pgpass, /etc."""
    out = tmp_path / "outside"
    (out / "dir").mkdir(parents=True)
    (out / "pgpass").write_text(OUTSIDE_TEXT + "\n")
    (out / "dir" / "x.md").write_text(OUTSIDE_TEXT + "\n")
    return out


def _hostile_project(project: Path, outside: Path) -> None:
    rules = project / ".claude" / "rules"
    rules.mkdir(parents=True)
    (rules / "ok.md").write_text("- Never push straight to main; open a pull request\n")
    (project / "CLAUDE.md").symlink_to(outside / "pgpass")  # a symlink to a file outside
    (rules / "up.md").symlink_to(Path("..", "..", "..", "outside", "pgpass"))  # inside, via ..
    os.mkfifo(rules / "pipe.md")  # would block a plain read forever
    (rules / "big.md").write_text("- a rule\n" * (safe_read.MAX_NOTE_BYTES // 9 + 10))
    (rules / "bin.md").write_bytes(b"- a rule\n\x00\x01\x02 binary tail\n")
    (rules / "latin.md").write_bytes("- caf\xe9 rules in Latin-1\n".encode("latin-1"))


def test_claude_code_import_refuses_what_leaves_the_project(mem, tmp_path, project_dir):
    outside = _outside(tmp_path)
    _hostile_project(project_dir, outside)
    report = import_claude_code(mem, project_dir)
    refused = sorted(Path(line.split(": refused: ")[0]).name for line in report.refused)
    assert refused == sorted(("CLAUDE.md", "big.md", "bin.md", "latin.md", "pipe.md", "up.md"))
    why = " ".join(report.refused)
    for reason in ("symbolic link", "FIFO", "bytes, over the", "NUL bytes", "not UTF-8"):
        assert reason in why
    assert all("\n" not in line for line in report.refused)  # one line each
    texts = [m.text for m in mem.memories()]
    assert texts == ["Never push straight to main; open a pull request"]  # the rest imported
    assert "refused 6 files" in report.summary()


def test_a_symlinked_rules_folder_that_leaves_the_project_is_refused(mem, tmp_path, project_dir):
    outside = _outside(tmp_path)
    (project_dir / ".claude").mkdir()
    (project_dir / ".claude" / "rules").symlink_to(outside / "dir")
    report = import_claude_code(mem, project_dir)
    assert len(report.refused) == 1 and "outside" in report.refused[0]
    assert mem.memories() == []


def test_user_level_files_may_not_leave_the_claude_folder(
    mem, tmp_path, isolated_home, project_dir
):
    outside = _outside(tmp_path)
    rules = isolated_home / ".claude" / "rules"
    rules.mkdir(parents=True)
    (rules / "mine.md").write_text("- I prefer answers in British English\n")
    (rules / "leak.md").symlink_to(outside / "pgpass")
    report = import_claude_code(mem, project_dir, home=isolated_home)
    assert [Path(r.split(": refused: ")[0]).name for r in report.refused] == ["leak.md"]
    assert [m.text for m in mem.memories()] == ["I prefer answers in British English"]


def test_the_cli_counts_refusals_and_exits_1(tmp_path, project_dir):
    _hostile_project(project_dir, _outside(tmp_path))
    r = subprocess.run(
        [PYTHON, "-m", "retain", "--db", str(tmp_path / "cli.db"), "import", "--claude-code"]
        + [str(project_dir)],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        timeout=60,
    )
    assert r.returncode == 1
    refusals = [line for line in r.stderr.splitlines() if ": refused: " in line]
    assert len(refusals) == 6 and "refused 6 files" in r.stdout
    assert MARK not in r.stdout + r.stderr


def _exported(mem: Memory, tmp_path: Path) -> Path:
    mem.write("we deploy with fly.io from the main branch", kind="decision")
    mem.write("the staging database is reset every night", kind="fact")
    root = tmp_path / "tree"
    export_tree(mem, root)
    return root


def test_markdown_import_refuses_links_pipes_big_and_binary_files(mem, tmp_path):
    root = _exported(mem, tmp_path)
    outside = _outside(tmp_path)
    folder = root / "user" / "fact"
    folder.mkdir(parents=True, exist_ok=True)
    (outside / "note.md").write_text(f"---\nkind: fact\n---\n{MARK} is the admin password\n")
    (folder / "evil.md").symlink_to(outside / "note.md")
    os.mkfifo(folder / "pipe.md")
    (folder / "big.md").write_text("---\nkind: fact\n---\n" + "x" * safe_read.MAX_NOTE_BYTES)
    (folder / "bin.md").write_bytes(b"---\nkind: fact\n---\nbody\x00\n")
    # An exported memory's file swapped for a symlink: refused, and not taken for deleted.
    decision = next(p for p in root.rglob("*.md") if p.parent.name == "decision")
    decision.unlink()
    decision.symlink_to(outside / "note.md")
    before = sorted((m.id, m.status, m.text) for m in mem.memories())
    report = import_tree(mem, root)
    refused = [c for c in report.changes if c.action == "refused"]
    assert sorted(Path(c.path).name for c in refused) == sorted(
        ["evil.md", "pipe.md", "big.md", "bin.md", decision.name]
    )
    assert sorted((m.id, m.status, m.text) for m in mem.memories()) == before
    assert report.errors == refused


def test_jsonl_import_refuses_a_symlink_a_fifo_a_binary_and_an_oversized_file(
    mem, tmp_path, monkeypatch
):
    export = tmp_path / "real.jsonl"
    export.write_text(json.dumps({"text": "x"}) + "\n")
    link = tmp_path / "link.jsonl"
    link.symlink_to(export)
    binary = tmp_path / "bin.jsonl"
    binary.write_bytes(b'{"text": "x"}\n\x00\x00')
    for path, why in ((link, "symbolic link"), (binary, "NUL bytes")):
        report = import_jsonl(mem, path)
        assert report.records == 0 and len(report.refused) == 1 and why in report.refused[0]
    monkeypatch.setattr("retain.portable.jsonl.MAX_EXPORT_BYTES", 8)
    report = import_jsonl(mem, export)
    assert "over the 8-byte bound" in report.refused[0]
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    r = subprocess.run(  # a FIFO nobody writes to: refused at once, never waited on
        [PYTHON, "-m", "retain", "--db", str(tmp_path / "j.db"), "import", str(fifo)],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        timeout=60,
    )
    assert r.returncode == 1 and "refused: not a regular file (a FIFO)" in r.stderr


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/null"])
def test_a_device_is_refused(tmp_path, target):
    if not Path(target).exists():
        pytest.skip(f"no {target} here")
    link = tmp_path / "dev.md"
    link.symlink_to(target)
    with pytest.raises(safe_read.ImportRefused, match="symbolic link"):
        safe_read.read_text_inside(link, tmp_path)
    with pytest.raises(safe_read.ImportRefused, match="character device"):
        safe_read.read_text_inside(Path(target), Path("/dev"))
