"""A Markdown export never writes outside its folder (issue 27, round 25).

The tree is meant to be kept in a repository and shared; whoever else writes to it can
leave a symbolic link where the next export puts a memory's file or folder. Before this
round the export wrote through it: the memory's front matter and text replaced the file
the link named (a stand-in for ~/.ssh/authorized_keys here), a linked folder received
every memory of that kind, and a FIFO at a memory's place hung the export for good.
Now each is refused with one line naming it, the rest is written, the exit status is 1."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
from pathlib import Path

from conftest import PYTHON, subprocess_env
from retain import Memory
from retain.portable.markdown import MANIFEST, export_tree
from retain.portable.markdown_import import import_tree

VICTIM_TEXT = "ssh-ed25519 AAAAC3Nza the only key allowed in\n"


def _tree(mem: Memory, tmp_path: Path) -> tuple[Path, dict[str, Path]]:
    mem.write("we deploy with fly.io from the main branch", kind="decision")
    mem.write("the staging database is reset every night", kind="fact")
    mem.write("run the linter before pushing to main", kind="procedure")
    root = tmp_path / "tree"
    export_tree(mem, root, include_user=True)
    files = {p.parent.name: p for p in root.rglob("*.md")}
    assert sorted(files) == ["decision", "fact", "procedure"]
    return root, files


def _plant(tmp_path: Path, files: dict[str, Path]) -> tuple[Path, Path]:
    outside = tmp_path / "outside"
    (outside / "linked").mkdir(parents=True)
    victim = outside / "authorized_keys"
    victim.write_text(VICTIM_TEXT)
    files["decision"].unlink()
    files["decision"].symlink_to(victim)  # the file itself is a link
    folder = files["fact"].parent
    for p in folder.iterdir():
        p.unlink()
    folder.rmdir()
    folder.symlink_to(outside / "linked")  # a folder on the way is a link
    files["procedure"].unlink()
    os.mkfifo(files["procedure"])  # would block an open for writing until a reader came
    return victim, outside / "linked"


def test_export_refuses_links_and_fifos_and_writes_the_rest(mem, tmp_path):
    root, files = _tree(mem, tmp_path)
    victim, linked = _plant(tmp_path, files)
    mem.write("the cache is flushed on every deploy", kind="preference")

    def hung(*_: object) -> None:
        raise AssertionError("the export hung on the FIFO")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(30)
    try:
        report = export_tree(mem, root, include_user=True)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert victim.read_text() == VICTIM_TEXT  # not written through
    assert list(linked.iterdir()) == []  # nothing landed in the linked folder
    assert stat.S_ISFIFO(os.lstat(files["procedure"]).st_mode)
    assert len(report.refused) == 3 and report.files == 1
    why = " ".join(report.refused)
    assert "symbolic link" in why and "FIFO" in why
    assert all("\n" not in line and "refused" in line for line in report.refused)
    written = [p for p in root.rglob("*.md") if p.parent.name == "preference"]
    assert len(written) == 1 and "flushed on every deploy" in written[0].read_text()
    # What was refused is not in the manifest, so an import does not take it for deleted.
    live = sorted(m.text for m in mem.memories())
    import_tree(mem, root)
    assert sorted(m.text for m in mem.memories()) == live
    assert all(m.status == "live" for m in mem.memories())


def test_export_refuses_a_linked_manifest(mem, tmp_path):
    """Held already (the manifest is read first, and a link there is refused)."""
    root, files = _tree(mem, tmp_path)
    victim = tmp_path / "victim.json"
    (root / MANIFEST).unlink()
    (root / MANIFEST).symlink_to(victim)  # dangling: O_CREAT would have made it
    try:
        export_tree(mem, root, include_user=True)
    except Exception as e:  # noqa: BLE001 - the type is checked below
        assert "symbolic link" in str(e) and "\n" not in str(e)
        assert type(e).__name__ in ("ImportRefused", "ExportRefused")
    else:
        raise AssertionError("a linked manifest was accepted")
    assert not victim.exists()


def test_export_files_are_owner_only_even_when_they_existed(mem, tmp_path):
    """Held already: the files a previous export wrote are removed and made anew."""
    root, files = _tree(mem, tmp_path)
    for p in files.values():
        p.chmod(0o644)  # left readable by a copy or an editor
    export_tree(mem, root, include_user=True)
    modes = {oct(p.stat().st_mode & 0o777) for p in root.rglob("*.md")}
    assert modes == {"0o600"}
    assert oct((root / MANIFEST).stat().st_mode & 0o777) == "0o600"


def test_cli_export_with_a_fifo_exits_1_promptly(mem, tmp_path):
    root, files = _tree(mem, tmp_path)
    victim, _ = _plant(tmp_path, files)
    r = subprocess.run(
        [PYTHON, "-m", "retain", "export", "--db", str(tmp_path / "mem.db")]
        + ["--markdown", str(root), "--include-user", "--all-projects"],
        capture_output=True,
        text=True,
        timeout=60,
        env=subprocess_env(),
    )
    assert r.returncode == 1, r.stderr
    refusals = [line for line in r.stderr.splitlines() if ": refused: " in line]
    assert len(refusals) == 3
    assert "Traceback" not in r.stderr
    assert victim.read_text() == VICTIM_TEXT
