"""Markdown export and import: the round trip is a no-op, and edits keep their history."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retain.portable import frontmatter as fm
from retain.portable.markdown import DELETED_REASON, MANIFEST, export_tree
from retain.portable.markdown_import import import_tree


@pytest.fixture
def rich(mem):
    """A store with a supersession chain, archived, pinned, CJK, user and project memories."""
    a = mem.write("feature flags live in LaunchDarkly", kind="decision").memory_id
    b = mem.write(
        "feature flags moved to Unleash", kind="decision", verdict="contradiction", target=a
    ).memory_id
    c = mem.write(
        "feature flags: Unleash, self-hosted on fly.io",
        kind="decision",
        verdict="contradiction",
        target=b,
    ).memory_id
    pinned = mem.write("run `make check` before every push", kind="procedure", pinned=True)
    gone = mem.write("the staging URL is staging.old.example", kind="fact").memory_id
    mem.forget(gone, "the old staging is gone")
    cjk = mem.write("部署前必须运行数据库迁移", kind="constraint").memory_id
    quoted = mem.write('answer in short paragraphs: "no walls of text" # please', kind="preference")
    mem.outcome(c, "ok")
    return dict(a=a, b=b, c=c, pinned=pinned.memory_id, gone=gone, cjk=cjk, quoted=quoted.memory_id)


def snapshot(mem):
    return [(m.id, m.text, m.status, m.pinned, m.superseded_by, m.support) for m in mem.memories()]


def md_files(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): p.read_text("utf-8") for p in root.rglob("*.md")}


def test_round_trip_on_an_untouched_tree_changes_nothing(mem, rich, tmp_path):
    root = tmp_path / "tree"
    report = export_tree(mem, root, include_user=True)
    assert report.files == 7
    before, files = snapshot(mem), md_files(root)
    result = import_tree(mem, root)
    assert result.errors == []
    assert {c.action for c in result.changes} == {"unchanged"}
    assert len(result.changes) == 7
    assert snapshot(mem) == before
    assert md_files(root) == files  # nothing rewritten either


def test_layout_and_front_matter(mem, rich, tmp_path, project_dir):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    files = md_files(root)
    user = [p for p in files if p.startswith("user/")]
    assert any(p.startswith("user/procedure/") for p in user)
    project = [p for p in files if p.startswith("project/")]
    assert project and all(p.split("/")[1] == project_dir.name for p in project)
    cjk = next(p for p in files if p.startswith(f"user/constraint/{rich['cjk']}-"))
    assert "部署前必须运行数据库迁移" in cjk  # the slug keeps the script
    doc = fm.parse(files[cjk])
    assert doc.body == "部署前必须运行数据库迁移"
    old = fm.parse(
        next(
            v
            for k, v in files.items()
            if k.startswith(f"project/{project_dir.name}/decision/{rich['a']}-")
        )
    )
    assert old.meta["status"] == "superseded" and old.meta["superseded_by"] == rich["b"]
    assert old.meta["valid_to"].endswith("Z")
    gone = fm.parse(next(v for k, v in files.items() if f"/{rich['gone']}-" in k))
    assert gone.meta["status"] == "archived" and "old staging" in gone.meta["reason"]
    pinned = fm.parse(next(v for k, v in files.items() if f"/{rich['pinned']}-" in k))
    assert pinned.meta["pinned"] is True and pinned.meta["evidence"][0].startswith("episode ")
    quoted = fm.parse(next(v for k, v in files.items() if f"/{rich['quoted']}-" in k))
    assert quoted.body.startswith('answer in short paragraphs: "no walls')
    manifest = json.loads((root / MANIFEST).read_text())
    assert len(manifest["memories"]) == 7


def _file_of(root: Path, mid: int) -> Path:
    return next(p for p in root.rglob(f"{mid}-*.md"))


def test_edited_text_becomes_a_refinement_with_history(mem, rich, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    path = _file_of(root, rich["pinned"])
    path.write_text(path.read_text().replace("before every push", "before every push and tag"))
    report = import_tree(mem, root)
    edits = [c for c in report.changes if c.action == "edit"]
    assert len(edits) == 1 and edits[0].memory_id == rich["pinned"]
    old = mem.get(rich["pinned"])
    assert old.status == "superseded" and old.superseded_by is not None
    new = mem.get(old.superseded_by)
    assert new.text.endswith("push and tag") and new.pinned and new.status == "live"
    assert [p.id for p in mem.explain(new.id).predecessors] == [old.id]
    # The tree now reads as a fresh export would: importing again changes nothing.
    assert {c.action for c in import_tree(mem, root).changes} == {"unchanged"}
    assert _file_of(root, new.id).exists() and _file_of(root, old.id).exists()


def test_front_matter_can_ask_for_a_contradiction(mem, rich, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    path = _file_of(root, rich["c"])
    text = path.read_text().replace("status: live", "status: live\nverdict: contradiction")
    path.write_text(text.replace("self-hosted on fly.io", "hosted by Unleash Cloud"))
    import_tree(mem, root)
    old = mem.get(rich["c"])
    new = mem.get(old.superseded_by)
    assert old.status == "superseded" and old.retired_reason == f"superseded by [{new.id}]"
    assert new.n_success == 0  # a contradiction starts afresh; a refinement keeps the counts


def test_deleted_file_is_forgotten_and_new_file_is_written(mem, rich, tmp_path, project_dir):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    _file_of(root, rich["cjk"]).unlink()
    new = root / "project" / project_dir.name / "bugfix" / "my-note.md"
    new.parent.mkdir(parents=True)
    new.write_text("the nightly job timed out: split the fixture load\n")
    report = import_tree(mem, root)
    assert mem.get(rich["cjk"]).status == "archived"
    assert mem.get(rich["cjk"]).retired_reason == f"forgotten: {DELETED_REASON}"
    written = [c for c in report.changes if c.action == "write"]
    assert len(written) == 1
    m = mem.get(written[0].memory_id)
    assert (m.kind, m.scope, m.project_id) == ("bugfix", "project", mem.project_id)
    assert not new.exists() and _file_of(root, m.id).exists()  # rewritten with its id
    again = import_tree(mem, root)
    assert {c.action for c in again.changes} == {"unchanged"}


def test_status_and_pin_edits(mem, rich, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    p = _file_of(root, rich["gone"])
    p.write_text(p.read_text().replace("status: archived", "status: live"))
    q = _file_of(root, rich["cjk"])
    q.write_text(q.read_text().replace("pinned: false", "pinned: true"))
    report = import_tree(mem, root)
    assert sorted(c.action for c in report.changes if c.action != "unchanged") == ["pin", "revive"]
    assert mem.get(rich["gone"]).status == "live" and mem.get(rich["cjk"]).pinned


def test_malformed_front_matter_names_file_and_line_and_imports_the_rest(mem, rich, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    bad = _file_of(root, rich["pinned"])
    lines = bad.read_text().split("\n")
    lines[3] = "this line has no colon"
    lines[-2] = "a changed text that must not be imported"
    bad.write_text("\n".join(lines))
    good = _file_of(root, rich["cjk"])
    good.write_text(good.read_text().replace("运行数据库迁移", "先运行数据库迁移"))
    unclosed = root / "user" / "note" / "x.md"
    unclosed.parent.mkdir(parents=True)
    unclosed.write_text("---\nkind: note\n")
    report = import_tree(mem, root)
    errors = {Path(c.path).name: c.detail for c in report.errors}
    assert ":4: expected `key: value`" in errors[bad.name]
    assert "never closed" in errors["x.md"]
    assert mem.get(rich["pinned"]).status == "live"  # nothing from the broken file
    assert mem.get(rich["cjk"]).status == "superseded"  # the good edit still went in
    assert bad.exists()  # a file we could not read is never overwritten


def test_wrong_typed_value_and_unknown_id(mem, rich, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    p = _file_of(root, rich["cjk"])
    p.write_text(p.read_text().replace("pinned: false", "pinned: maybe"))
    q = _file_of(root, rich["gone"])
    q.write_text(q.read_text().replace(f"id: {rich['gone']}", "id: 9999"))
    errors = [c.detail for c in import_tree(mem, root, dry_run=True).errors]
    assert any("`pinned` must be bool" in e and ":7:" in e for e in errors)
    assert any("no memory 9999" in e and ":2:" in e for e in errors)


def test_dry_run_changes_nothing(mem, rich, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    _file_of(root, rich["cjk"]).unlink()
    p = _file_of(root, rich["pinned"])
    p.write_text(p.read_text().replace("every push", "every commit"))
    before, files = snapshot(mem), md_files(root)
    report = import_tree(mem, root, dry_run=True)
    assert sorted(c.action for c in report.changes if c.action != "unchanged") == ["edit", "forget"]
    assert snapshot(mem) == before and md_files(root) == files


def test_missing_directory_is_a_clear_error(mem, tmp_path):
    from retain.errors import InvalidInput

    with pytest.raises(InvalidInput, match="is not a directory"):
        import_tree(mem, tmp_path / "nope")


def test_front_matter_scalars_round_trip():
    values = [
        "plain",
        "12",
        "true",
        "a: b",
        "# x",
        " lead",
        "-dash",
        'q"uote',
        "",
        "ünï 中文",
        "x:",
    ]
    meta = {f"k{i}": v for i, v in enumerate(values)}
    meta.update(n=3, f=0.25, t=True, none=None, items=["a: 1", "b"])
    doc = fm.parse(fm.dump(meta, "body\n---\nmore"))
    assert doc.body == "body\n---\nmore"
    got = {k: fm.scalar_or_none(v) for k, v in doc.meta.items()}
    assert got == meta


def test_export_again_replaces_its_own_files_only(mem, rich, tmp_path):
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    mine = root / "user" / "notes-of-my-own.txt"
    mine.write_text("not retain's")
    new = mem.edit(rich["pinned"], "run `make check` and `make docs` before every push")
    export_tree(mem, root, include_user=True)
    files = md_files(root)
    assert len(files) == 8 and mine.exists()
    assert sum(f"/{rich['pinned']}-" in p for p in files) == 1
    assert any(p.startswith(f"user/procedure/{new.memory_id}-run-make-check-and") for p in files)
    assert {c.action for c in import_tree(mem, root).changes} == {"unchanged"}
