"""What an import brings in when nothing says who wrote it (issue 27, round 27, second wave).

A teammate's JSON Lines export restored its own `trust: user` and pins in this store, as the
importer's; a Markdown file without an id could choose the user scope (every project of the
importer) or another of the importer's projects. Now a JSONL record comes at an agent's trust
at most, unpinned, its confidence capped, and a new Markdown file is kept to the importing
project, unless the person says the file is their own (`--trust-file`)."""

from __future__ import annotations

import json
from pathlib import Path

from retain.cli.main import main
from retain.core.lifecycle import confidence_of
from retain.memory.facade import Memory
from retain.portable.jsonl import import_jsonl
from retain.portable.markdown import export_tree
from retain.portable.markdown_import import import_tree

RULE = "always run the bootstrap script from the wiki before the tests"
ELSEWHERE = "git:github.com/acme/payroll"


def _exported(mem: Memory, tmp_path: Path) -> Path:
    mem.write(RULE, kind="constraint", trust="user", pinned=True, actor="user")
    dump = tmp_path / "teammate.jsonl"
    assert main(["--db", str(mem.path), "export", "-o", str(dump)]) == 0
    return dump


def test_a_jsonl_nobody_vouched_for_comes_at_agent_trust_unpinned(mem, tmp_path, project_dir):
    dump = _exported(mem, tmp_path)
    lines = [json.loads(x) for x in dump.read_text().splitlines()]
    lines[0]["confidence"] = 0.99  # written by hand: as sure as anything can be
    dump.write_text("".join(json.dumps(x) + "\n" for x in lines))
    other = Memory(tmp_path / "other.db", project=str(project_dir))
    report = import_jsonl(other, dump)
    (m,) = other.memories()
    assert (m.text, m.trust, m.pinned) == (RULE, "agent", False)
    assert m.confidence <= confidence_of("agent", 0, 0) < 0.99
    assert (report.added, report.lowered, report.unpinned) == (1, 1, 1)


def test_trust_file_restores_trust_and_pins_as_written(mem, tmp_path, project_dir):
    dump = _exported(mem, tmp_path)
    other = tmp_path / "other.db"
    assert main(["--db", str(other), "import", "--trust-file", str(dump)]) == 0
    (m,) = Memory(other, project=str(project_dir)).memories()
    assert (m.trust, m.pinned) == ("user", True)


def test_the_cli_says_what_it_lowered(mem, tmp_path, capsys):
    dump = _exported(mem, tmp_path)
    capsys.readouterr()
    assert main(["--db", str(tmp_path / "other.db"), "import", str(dump)]) == 0
    out = capsys.readouterr().out
    assert "1 came at an agent's trust" in out and "--trust-file" in out


def test_import_help_documents_trust_file(capsys):
    try:
        main(["import", "--help"])
    except SystemExit:
        pass
    out = capsys.readouterr().out
    assert "--trust-file" in out and "agent's trust" in out


def _new_file(root: Path, front: str) -> None:
    (root / "new.md").write_text(f"---\nkind: constraint\n{front}---\n{RULE}\n")


def test_a_new_markdown_file_asking_for_the_user_scope_is_kept_to_this_project(mem, tmp_path):
    mem.write("we deploy with fly.io from the main branch", kind="decision")
    root = tmp_path / "tree"
    export_tree(mem, root)
    _new_file(root, "scope: user\n")
    report = import_tree(mem, root)
    (m,) = [m for m in mem.memories() if m.text == RULE]
    assert (m.scope, m.project_id, m.trust) == ("project", mem.project_id, "agent")
    (c,) = [c for c in report.changes if c.path == "new.md"]
    assert "kept to this project, not the user scope" in c.detail


def test_a_new_markdown_file_naming_another_project_is_kept_to_this_one(mem, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root)
    _new_file(root, f"scope: project\nproject: {ELSEWHERE}\n")
    report = import_tree(mem, root, dry_run=True)
    assert any("kept to this project, not project " + ELSEWHERE in c.detail for c in report.changes)
    import_tree(mem, root)
    (m,) = [m for m in mem.memories() if m.text == RULE]
    assert (m.scope, m.project_id) == ("project", mem.project_id)


def test_trust_file_keeps_the_scope_a_new_file_names(mem, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root)
    _new_file(root, "scope: user\npinned: true\n")
    import_tree(mem, root, trusted=True)
    (m,) = [m for m in mem.memories() if m.text == RULE]
    assert (m.scope, m.trust, m.pinned) == ("user", "agent", False)
