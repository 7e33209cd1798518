"""A Markdown export stopped part-way (a crash, a full disk, Ctrl-C) leaves nothing that
the next `retain import DIR` reads wrongly. It left the old manifest naming the files it
had just removed, so the import forgot each of those memories as deleted by the person;
and a memory's file cut short, which the import took for the person's edit. And the
folders made above a tree are no one else's to change, whatever the umask."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from retain.portable import markdown
from retain.portable.markdown import export_tree
from retain.portable.markdown_import import import_tree

TEXTS = (
    "we deploy with fly.io from the main branch",
    "the staging database is reset every night at two",
    "orders use optimistic locking with a version column",
)


def _files(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): p.read_text() for p in root.rglob("*.md")}


def test_an_export_stopped_part_way_makes_the_next_import_forget_nothing(mem, tmp_path):
    ids = [mem.write(t, kind="decision").memory_id for t in TEXTS]
    root = tmp_path / "tree"
    export_tree(mem, root)

    def full_disk(self, m, evidence):
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(markdown.Tree, "write", full_disk)
        with pytest.raises(OSError):
            export_tree(mem, root)
    report = import_tree(mem, root)
    assert [c.action for c in report.changes if c.action == "forget"] == []
    assert [mem.get(i).status for i in ids] == ["live"] * 3
    export_tree(mem, root)  # and the next export is whole again
    assert len(_files(root)) == 3
    assert {c.action for c in import_tree(mem, root).changes} <= {"unchanged"}


def test_a_file_is_never_left_cut_short(mem, tmp_path):
    for t in TEXTS:
        mem.write(t, kind="decision")
    root = tmp_path / "tree"
    export_tree(mem, root)
    whole = set(_files(root).values())
    real_fdopen = os.fdopen

    class HalfWritten:
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, text):
            self.f.write(text[: len(text) // 2])
            self.f.flush()
            raise OSError(errno.ENOSPC, "No space left on device")

    def fdopen(fd, mode="r", *args, **kwargs):
        f = real_fdopen(fd, mode, *args, **kwargs)
        return HalfWritten(f) if mode == "w" else f  # writes only: reads go on as ever

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(markdown.os, "fdopen", fdopen)
        with pytest.raises(OSError):
            export_tree(mem, root)
    left = _files(root)
    assert set(left.values()) <= whole, "a file cut short"
    assert [p.name for p in root.rglob("*.tmp")] == []  # nothing half-made stays


def test_what_an_export_killed_mid_file_left_goes_with_the_next_export(mem, tmp_path):
    mem.write(TEXTS[0], kind="decision")
    root = tmp_path / "tree"
    export_tree(mem, root)
    folder = next(root.rglob("*.md")).parent
    left = folder / ".1-we-deploy.md.4242.0a1b2c3d.tmp"  # SIGKILL between write and rename
    left.write_text("---\nid: 1\n")
    mine = folder / ".notes.tmp"  # not one of ours: kept
    mine.write_text("mine\n")
    export_tree(mem, root)
    assert not left.exists() and mine.exists()
    assert len(_files(root)) == 1


def test_folders_made_for_a_tree_are_not_writable_by_others_under_umask_0(mem, tmp_path):
    mem.write(TEXTS[0], kind="decision")
    root = tmp_path / "shared" / "exports" / "tree"
    old = os.umask(0)
    try:
        export_tree(mem, root)
    finally:
        os.umask(old)
    # 0777 above the tree let any user swap the tree's folder for one of theirs
    assert [oct(stat.S_IMODE(p.stat().st_mode)) for p in (root.parent.parent, root.parent)] == [
        "0o755",
        "0o755",
    ]
    assert stat.S_IMODE(root.stat().st_mode) == 0o700
