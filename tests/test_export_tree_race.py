"""A Markdown export's folders are walked without following links, even one swapped in
while it runs (issue 27, round 26).

Round 25 checked each folder on the way (`islink`) and then opened the file by its whole
path: whoever shares the tree could swap a folder for a link between the check and the
write, and the memory's file landed wherever the link pointed; the removal of a previous
export's files (`resolve()`, then `unlink()`) had the same gap and deleted a file outside
the tree. Now each folder is opened relative to the one above with O_NOFOLLOW and the
file is made or removed inside that open folder, so a swap leads nowhere else. The swap is
made here at the moment the old code was between its check and its use."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from retain.portable.markdown import export_tree
from retain.portable.markdown_import import import_tree

VICTIM_TEXT = "ssh-ed25519 AAAAC3Nza the only key allowed in\n"


def _swap_on(monkeypatch: pytest.MonkeyPatch, call: str, folder: Path, target: Path) -> list[str]:
    """Swap `folder` for a link to `target` just before the first `os.<call>` of a
    Markdown file (after every check the old code made on the path)."""
    real = getattr(os, call)
    done: list[str] = []

    def swapping(path, *args, **kwargs):
        if not done and os.fspath(path).endswith(".md"):
            done.append(os.fspath(path))
            folder.rename(folder.with_name(folder.name + ".moved"))
            folder.symlink_to(target, target_is_directory=True)
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, call, swapping)
    return done


def test_a_folder_swapped_for_a_link_mid_export_receives_nothing(mem, tmp_path, monkeypatch):
    mem.write("we deploy with fly.io from the main branch", kind="decision")
    root = tmp_path / "tree"
    export_tree(mem, root)
    (md,) = root.rglob("*.md")
    outside = tmp_path / "outside"
    outside.mkdir()
    done = _swap_on(monkeypatch, "open", md.parent, outside)
    report = export_tree(mem, root)
    monkeypatch.undo()
    assert done  # the swap happened during the export
    assert list(outside.iterdir()) == []  # nothing written through the link
    moved = md.parent.with_name(md.parent.name + ".moved")
    assert [p.name for p in moved.iterdir()] == [md.name]  # written where it was opened
    assert report.files == 1 and not report.refused


def test_an_old_export_s_file_behind_a_swapped_folder_is_not_deleted(mem, tmp_path, monkeypatch):
    mem.write("the staging database is reset every night", kind="fact")
    root = tmp_path / "tree"
    export_tree(mem, root)
    (md,) = root.rglob("*.md")
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / md.name  # a file of the same name somewhere else of the victim's
    victim.write_text(VICTIM_TEXT)
    done = _swap_on(monkeypatch, "unlink", md.parent, outside)
    export_tree(mem, root)
    monkeypatch.undo()
    assert done
    assert victim.read_text() == VICTIM_TEXT


def test_an_import_s_removed_copy_behind_a_swapped_folder_stays(mem, tmp_path, monkeypatch):
    """Import removes a file it rewrote elsewhere (an edit or a copy of a known memory)."""
    mem.write("run the linter before pushing to main", kind="procedure")
    root = tmp_path / "tree"
    export_tree(mem, root)
    copy_dir = root / "user" / "note"
    copy_dir.mkdir(parents=True)
    (copy_dir / "copy.md").write_text("run the linter before pushing to main\n")
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / "copy.md"
    victim.write_text(VICTIM_TEXT)
    done = _swap_on(monkeypatch, "unlink", copy_dir, outside)
    import_tree(mem, root)
    monkeypatch.undo()
    assert done
    assert victim.read_text() == VICTIM_TEXT


def test_a_broken_file_swapped_for_a_fifo_is_not_waited_on(mem, tmp_path, monkeypatch):
    """A file whose front matter is broken is looked at again for its id (so it is not
    taken for deleted): that second read followed links and waited on a FIFO for good."""
    import signal

    from retain.portable import markdown_import

    mem.write("the staging database is reset every night", kind="fact")
    root = tmp_path / "tree"
    export_tree(mem, root)
    (md,) = root.rglob("*.md")
    md.write_text("---\nid: 1\nthis is not a key\n---\nthe staging database\n")
    real = markdown_import._read

    def swapping(root_, path, report):
        got = real(root_, path, report)
        path.unlink()
        os.mkfifo(path)  # after the first read, before the second
        return got

    monkeypatch.setattr(markdown_import, "_read", swapping)

    def hung(*_: object) -> None:
        raise AssertionError("the import hung on the FIFO")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    try:
        report = import_tree(mem, root)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert [m.status for m in mem.memories()] == ["live"]  # not taken for deleted
    assert not [c for c in report.changes if c.action == "forget"]
