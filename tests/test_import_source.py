"""`retain import` refuses what is not a retain export (issue 30): a checkout's README
files were stored whole as memories."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retain import Memory
from retain.cli.main import main


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "m.db"


def _run(db: Path, *args: str, capsys) -> tuple[int, str]:
    code = main(["--db", str(db), "import", *args])
    return code, capsys.readouterr().err


def _count(db: Path) -> int:
    return len(Memory(str(db), embedder=None).memories())


def _wrong_folder(root: Path) -> Path:
    (root / "docs").mkdir(parents=True)
    (root / "README.md").write_text("# shop\n\nA web shop. Run `make dev` to start it.\n")
    (root / "docs" / "setup.md").write_text("# Setup\n\nInstall the tools first.\n")
    return root


def test_a_folder_of_readmes_is_refused_with_one_line(tmp_path, db, capsys):
    code, err = _run(db, str(_wrong_folder(tmp_path / "checkout")), capsys=capsys)
    assert code == 2
    assert err.count("\n") == 1
    assert "is not a retain Markdown export" in err and ".retain-export.json" in err
    assert "--force" in err
    assert not db.exists() or _count(db) == 0


def test_force_imports_the_folder_anyway(tmp_path, db, capsys):
    code, _ = _run(db, str(_wrong_folder(tmp_path / "checkout")), "--force", capsys=capsys)
    assert code == 0 and _count(db) == 2


def test_a_hand_written_memory_file_is_an_export(tmp_path, db, capsys):
    tree = tmp_path / "notes"
    tree.mkdir()
    (tree / "locking.md").write_text(
        "---\nkind: decision\n---\nOrders use optimistic locking with a version column\n"
    )
    code, err = _run(db, str(tree), capsys=capsys)
    assert code == 0, err
    assert [m.text for m in Memory(str(db), embedder=None).memories()] == [
        "Orders use optimistic locking with a version column"
    ]


def test_an_exported_tree_still_imports(tmp_path, db, capsys):
    assert (
        main(["--db", str(db), "write", "Orders use optimistic locking", "--kind", "decision"]) == 0
    )
    tree = tmp_path / "tree"
    assert main(["--db", str(db), "export", "--markdown", str(tree)]) == 0
    capsys.readouterr()
    code, err = _run(db, str(tree), "--dry-run", capsys=capsys)
    assert code == 0, err


@pytest.mark.parametrize(
    "name,content",
    [
        ("README.md", "# shop\n\nA web shop.\n"),
        ("notes.txt", "orders use optimistic locking\n"),
        ("data.json", '[{"text": "a list is not JSON Lines"}]\n'),
    ],
)
def test_a_file_that_is_not_json_lines_is_refused(tmp_path, db, capsys, name, content):
    path = tmp_path / name
    path.write_text(content)
    code, err = _run(db, str(path), capsys=capsys)
    assert code == 2 and err.count("\n") == 1
    assert "is not a retain JSON Lines export" in err and "--force" in err


def test_a_json_lines_export_still_imports(tmp_path, db, capsys):
    src = tmp_path / "src.db"
    assert (
        main(["--db", str(src), "write", "Orders use optimistic locking", "--kind", "decision"])
        == 0
    )
    capsys.readouterr()
    assert main(["--db", str(src), "export"]) == 0
    dump = tmp_path / "dump.jsonl"
    dump.write_text(capsys.readouterr().out)
    assert isinstance(json.loads(dump.read_text().splitlines()[0]), dict)
    code, err = _run(db, str(dump), capsys=capsys)
    assert code == 0, err
    assert _count(db) == 1


def test_help_documents_force(capsys):
    with pytest.raises(SystemExit):
        main(["import", "--help"])
    out = capsys.readouterr().out
    assert "--force" in out and ".retain-export.json" in out
