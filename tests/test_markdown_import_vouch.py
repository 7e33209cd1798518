"""A Markdown tree's ids apply only to the memories it was exported from (issue 27, round 25).

Ids are numbers per store. Before this round, `retain import DIR` with a tree exported from
another store (a teammate's, in a shared repository; or one's other machine) rewrote every
memory of this store that carried one of the tree's ids into the tree's text, and forgot
every one the manifest listed without a file: a tree of three files superseded or archived
all four memories of an unrelated store. A tree's manifest now stamps each id with the
memory it was (its creation time to the last digit); a file or a deletion whose id names
another memory here is refused with one line, and this store is left as it was."""

from __future__ import annotations

import json
from pathlib import Path

from fakes import FakeEmbedder
from retain import Memory
from retain.portable.markdown import MANIFEST, export_tree
from retain.portable.markdown_import import import_tree

THEIRS = [
    "we deploy with fly.io from the main branch",
    "the staging database is reset every night",
    "run the linter before pushing",
]
MINE = [
    "my editor is neovim with lazy.nvim",
    "tests use pytest-xdist with four workers",
    "the api gateway is kong",
    "backups run at 3am",
]


def _store(path: Path, texts: list[str], project: Path) -> Memory:
    mem = Memory(str(path), embedder=FakeEmbedder(), project=str(project))
    for t in texts:
        mem.write(t, kind="fact")
    return mem


def _state(mem: Memory) -> list[tuple[int, str, str, bool]]:
    return sorted((m.id, m.status, m.text, m.pinned) for m in mem.memories())


def test_a_tree_from_another_store_changes_nothing_here(tmp_path, project_dir):
    theirs = _store(tmp_path / "theirs.db", THEIRS, project_dir)
    mine = _store(tmp_path / "mine.db", MINE, project_dir)
    root = tmp_path / "tree"
    export_tree(theirs, root)
    files = sorted(root.rglob("*.md"))
    files[0].write_text(files[0].read_text().replace("pinned: false", "pinned: true"))
    files[2].unlink()  # deleted in the shared tree
    manifest = json.loads((root / MANIFEST).read_text())
    manifest["memories"]["4"] = "user/fact/4-gone.md"  # listed, never there
    (root / MANIFEST).write_text(json.dumps(manifest))
    before = _state(mine)
    report = import_tree(mine, root)
    assert _state(mine) == before
    errors = [c for c in report.changes if c.action == "error"]
    assert len(errors) == 4 and all("not the memory this tree exported" in c.detail for c in errors)
    assert all("\n" not in c.detail for c in errors)


def test_the_tree_s_own_store_still_takes_every_change(mem, tmp_path):
    for t in THEIRS:
        mem.write(t, kind="fact")
    root = tmp_path / "tree"
    export_tree(mem, root)
    files = sorted(root.rglob("*.md"))
    files[0].write_text(files[0].read_text().replace("pinned: false", "pinned: true"))
    files[1].write_text(files[1].read_text().replace("every night", "every Sunday night"))
    files[2].unlink()
    report = import_tree(mem, root)
    assert sorted(c.action for c in report.changes) == ["edit", "forget", "pin"]
    live = sorted(m.text for m in mem.memories() if m.status == "live")
    assert live == sorted([THEIRS[0], "the staging database is reset every Sunday night"])
    again = import_tree(mem, root)  # the manifest written back vouches for the new memory
    assert {c.action for c in again.changes} == {"unchanged"}


def test_an_older_tree_without_stamps_imports_nothing_by_id(mem, tmp_path):
    for t in THEIRS:
        mem.write(t, kind="fact")
    root = tmp_path / "tree"
    export_tree(mem, root)
    manifest = json.loads((root / MANIFEST).read_text())
    del manifest["stamps"]  # as retain before this round wrote it
    manifest["format"] = 1
    (root / MANIFEST).write_text(json.dumps(manifest))
    files = sorted(root.rglob("*.md"))
    files[1].write_text(files[1].read_text().replace("every night", "every Sunday night"))
    before = _state(mem)
    report = import_tree(mem, root)
    assert _state(mem) == before
    assert [c.action for c in report.changes].count("unchanged") == 2
    (error,) = [c for c in report.changes if c.action == "error"]
    assert "delete its `id` line" in error.detail and "export this store again" in error.detail


def test_the_team_store_s_own_tree_still_takes_every_change(pg, tmp_path):
    """The stamp read back from PostgreSQL is the one written: a team store's own tree
    imports its edits, and a tree from a local store changes none of its memories."""
    project = "git:github.com/acme/shop"
    pg.add_members(project, "alice")
    team = pg.memory("alice", project)
    for t in THEIRS:
        team.write(t, kind="fact")
    root = tmp_path / "tree"
    export_tree(team, root)
    files = sorted(root.rglob("*.md"))
    files[0].write_text(files[0].read_text().replace("pinned: false", "pinned: true"))
    report = import_tree(team, root)
    assert [c.action for c in report.changes].count("pin") == 1
    assert not [c for c in report.changes if c.action == "error"]
    local = _store(tmp_path / "local.db", MINE, tmp_path)
    other = tmp_path / "other"
    export_tree(local, other)
    for f in other.rglob("*.md"):
        f.write_text(f.read_text().replace("pinned: false", "pinned: true"))
    before = _state(team)
    import_tree(team, other)
    assert _state(team) == before
