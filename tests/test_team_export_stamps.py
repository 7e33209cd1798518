"""A teammate cannot make a Markdown tree that edits one's shared memories (issue 27, round 26).

Round 25 stamped each id in a tree's manifest with the memory it was exported as (its id,
creation time and project). On a team store a teammate reads the same shared memories, so
their own export carried the very stamps this user's would: a tree they edited and shared
(in the repository, say) and this user imported superseded the shared memory in this
user's name, and anyone could compute a stamp by hand. A stamp is now keyed with a secret
of this user's data directory (retain.portable.stamp_key); a tree stamped under another
key is refused by id and changes nothing."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from retain.errors import InvalidInput
from retain.portable.markdown import MANIFEST, export_tree
from retain.portable.markdown_import import import_tree
from retain.portable.stamp_key import key_path, stamp_key

PROJECT = "git:github.com/acme/shop"
SHARED = "the staging database is reset every night"
FORGED = "the staging database is never reset; drop it by hand"


def _state(mem) -> list[tuple[int, str, str, bool]]:
    return sorted((m.id, m.status, m.text, m.pinned) for m in mem.memories())


def _edit(root: Path) -> None:
    (md,) = [p for p in root.rglob("*.md") if SHARED in p.read_text()]
    md.write_text(md.read_text().replace(SHARED, FORGED).replace("pinned: false", "pinned: true"))


def test_a_teammate_s_tree_of_shared_memories_changes_nothing(pg, tmp_path, monkeypatch):
    pg.add_members(PROJECT, "alice", "bob")
    alice, bob = pg.memory("alice", PROJECT), pg.memory("bob", PROJECT)
    alice.write(SHARED, kind="fact", scope="project")
    root = tmp_path / "repo" / "memories"
    monkeypatch.setenv("RETAIN_HOME", str(tmp_path / "bob-home"))
    export_tree(bob, root)  # bob sees alice's shared memory, with its id and creation time
    _edit(root)
    monkeypatch.setenv("RETAIN_HOME", str(tmp_path / "alice-home"))
    before = _state(alice)
    report = import_tree(alice, root)
    assert _state(alice) == before
    (error,) = report.errors
    assert "not the memory this tree exported" in error.detail


def test_a_hand_made_stamp_changes_nothing(pg, tmp_path):
    """The round-25 stamp, recomputed from what any member reads, no longer vouches."""
    pg.add_members(PROJECT, "alice", "bob")
    alice, bob = pg.memory("alice", PROJECT), pg.memory("bob", PROJECT)
    mid = alice.write(SHARED, kind="fact", scope="project").memory_id
    root = tmp_path / "tree"
    export_tree(alice, root)
    _edit(root)
    m = bob.get(mid)
    raw = f"{m.id}\n{m.created_at!r}\n{m.project_id or ''}".encode()
    manifest = json.loads((root / MANIFEST).read_text())
    manifest["stamps"][str(mid)] = hashlib.sha256(raw).hexdigest()[:24]
    (root / MANIFEST).write_text(json.dumps(manifest))
    before = _state(alice)
    report = import_tree(alice, root)
    assert _state(alice) == before
    assert len(report.errors) == 1


def test_one_s_own_tree_still_edits_shared_memories(pg, tmp_path):
    pg.add_members(PROJECT, "alice", "bob")
    alice = pg.memory("alice", PROJECT)
    alice.write(SHARED, kind="fact", scope="project")
    root = tmp_path / "tree"
    export_tree(alice, root)
    _edit(root)
    report = import_tree(alice, root)
    assert [c.action for c in report.changes] == ["edit"] and not report.errors
    assert FORGED in [m.text for m in alice.memories() if m.status == "live"]


def test_the_key_is_private_made_once_and_never_read_through_a_link(tmp_path, monkeypatch):
    monkeypatch.setenv("RETAIN_HOME", str(tmp_path / "home"))
    first = stamp_key()
    assert stamp_key() == first and len(first) == 32
    assert os.stat(key_path()).st_mode & 0o777 == 0o600
    os.unlink(key_path())
    secret = tmp_path / "elsewhere"
    secret.write_text(first.hex() + "\n")
    os.symlink(secret, key_path())
    with pytest.raises(Exception, match="stamp key"):
        stamp_key()


def test_no_key_where_another_user_may_write_it(tmp_path, monkeypatch):
    shared = tmp_path / "tmp-like"
    shared.mkdir()
    shared.chmod(0o1777)
    monkeypatch.setenv("RETAIN_HOME", str(shared))
    with pytest.raises(InvalidInput, match="cannot make the export stamp key"):
        stamp_key()
    assert list(shared.iterdir()) == []
