"""`retain export --markdown` writes the current project's memories, not every project's
(round 28): a tree is made to be shared, and a client's or a private project's memories,
their folder names and their project ids in the manifest do not belong in this project's
repository. `--all-projects` writes them too, and the export counts what it left out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retain import Memory
from retain.cli.main import main
from retain.portable.markdown import MANIFEST, export_tree
from retain.portable.markdown_import import import_tree

HERE = "Deploys go through `make release`, never by hand."
CLIENT = "The Globex API key rotates on the first Monday of each month."
PRIVATE = "The side project's staging box is at 10.0.4.2."
MINE = "Answer in short paragraphs."


@pytest.fixture
def stores(tmp_path: Path, project_dir: Path) -> tuple[Memory, Path]:
    """One store holding this project's, two other projects' and a user-scope memory."""
    mem = Memory(tmp_path / "m.db", embedder=None, project=str(project_dir))
    elsewhere = [tmp_path / "globex-portal", tmp_path / "side-project"]
    for d in elsewhere:
        d.mkdir()
    mem.add(HERE, kind="constraint", scope="project", embed=False)
    mem.add(CLIENT, kind="fact", scope="project", project=str(elsewhere[0]), embed=False)
    mem.add(PRIVATE, kind="fact", scope="project", project=str(elsewhere[1]), embed=False)
    mem.add(MINE, kind="preference", scope="user", embed=False)
    return mem, tmp_path / "tree"


def _tree_text(root: Path) -> str:
    return "\n".join(p.read_text("utf-8") for p in sorted(root.rglob("*")) if p.is_file())


def test_a_tree_holds_the_current_projects_memories_only(stores):
    mem, root = stores
    report = export_tree(mem, root)
    text = _tree_text(root)  # the files and the manifest
    assert HERE in text and CLIENT not in text and PRIVATE not in text and MINE not in text
    assert "globex" not in text and "side-project" not in text
    assert (report.files, report.elsewhere, report.other_projects, report.left_out) == (1, 2, 2, 1)
    projects = json.loads((root / MANIFEST).read_text())["projects"]
    assert list(projects.values()) == [mem.project_id]


def test_all_projects_writes_every_projects_memories(stores):
    mem, root = stores
    report = export_tree(mem, root, all_projects=True)
    text = _tree_text(root)
    assert HERE in text and CLIENT in text and PRIVATE in text and MINE not in text
    assert (report.files, report.elsewhere) == (3, 0)
    assert len(json.loads((root / MANIFEST).read_text())["projects"]) == 3
    # the next export, from this project, takes the other projects' files away again
    export_tree(mem, root)
    assert CLIENT not in _tree_text(root) and PRIVATE not in _tree_text(root)


def test_the_tree_round_trips_as_before(stores):
    mem, root = stores
    export_tree(mem, root, include_user=True)
    report = import_tree(mem, root)
    assert {c.action for c in report.changes} == {"unchanged"} and len(report.changes) == 2


def test_the_cli_says_what_it_left_out_and_names_the_flag(stores, capsys):
    mem, root = stores
    db = str(root.parent / "m.db")
    project = str(root.parent / "project")
    code = main(["--db", db, "--project", project, "export", "--markdown", str(root)])
    err = capsys.readouterr().err
    assert code == 0 and "exported 1 memories" in err
    assert "left out 2 memories of 2 other project(s)" in err and "--all-projects" in err
    code = main(["--db", db, "--project", project, "export", "--markdown", str(root),
                 "--all-projects"])  # fmt: skip
    assert code == 0 and "exported 3 memories" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    assert "--all-projects" in capsys.readouterr().out


def test_the_flag_is_documented():
    docs = (Path(__file__).parents[1] / "docs" / "editing.md").read_text()
    assert "--all-projects" in docs
