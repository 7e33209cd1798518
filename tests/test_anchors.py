"""Anchors: what a memory names in its project, and whether it still holds, on real git
checkouts (built with the git binary; retain itself only reads `.git`)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from conftest import git
from retain.anchors.checks import check_anchor
from retain.anchors.gitfiles import blob_id, find_checkout, read_index
from retain.anchors.refs import Project, find_anchors, refs
from retain.anchors.staleness import ARCHIVE_AFTER_SESSIONS, judge

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs the git binary")

RETRY = '''MAX_RETRIES = 5


def retry_with_backoff(fn):
    """Retry fn with exponential backoff."""
    for attempt in range(MAX_RETRIES):
        try:
            return fn()
        except OSError:
            sleep(2 ** attempt)


def log_metrics():
    pass
'''


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    r = tmp_path / "repo"
    (r / "billing").mkdir(parents=True)
    (r / "billing" / "retry.py").write_text(RETRY)
    (r / "Makefile").write_text("check:\n\truff check .\n\nbuild:\n\tpython -m build\n")
    (r / "package.json").write_text('{"scripts": {"test": "vitest run", "lint": "eslint ."}}')
    git(r, "init", "-q", "-b", "main")
    git(r, "add", ".")
    git(r, "commit", "-qm", "init")
    return r


def project(repo: Path) -> Project:
    checkout = find_checkout(repo)
    assert checkout is not None
    return Project(checkout)


def states(text: str, before: Project, after_change) -> list[str]:
    anchors = find_anchors(text, before, "main")
    assert anchors, f"no anchors for {text!r}"
    after_change()
    now = project(before.root)
    return [check_anchor(a, now).state for a in anchors]


def test_refs_name_paths_commands_and_symbols() -> None:
    found = {
        (r.kind, r.value)
        for r in refs("`make check` runs ruff; see billing/retry.py and retry_with_backoff()")
    }
    assert {
        ("command", "make:check"),
        ("file", "billing/retry.py"),
        ("symbol", "retry_with_backoff"),
    } <= found
    assert not any(v in ("make", "check") for _, v in found if _ == "symbol")
    assert refs("the release is 2026/11/02, docs at https://example.com/a/b.html") == []


def test_index_and_blob_ids_match_git(repo: Path) -> None:
    listed = dict(
        (line.split("\t")[1], line.split()[1]) for line in git(repo, "ls-files", "-s").splitlines()
    )
    assert read_index(repo / ".git" / "index") == listed
    assert blob_id(repo / "billing" / "retry.py") == listed["billing/retry.py"]
    git(repo, "update-index", "--index-version", "4")  # prefix-compressed paths
    assert read_index(repo / ".git" / "index") == listed


def test_a_file_name_in_a_legacy_encoding_does_not_blank_the_index(repo: Path) -> None:
    """One tracked name that is not UTF-8 (a Latin-1 file name) once made the whole index
    unreadable, so renames of every other file looked like deletions."""
    legacy = os.fsdecode(b"notes-caf\xe9.txt")
    (repo / legacy).write_text("legacy\n")
    git(repo, "add", "--", legacy)
    index = read_index(repo / ".git" / "index")
    assert "billing/retry.py" in index and legacy in index
    assert sorted(index) == sorted(project(repo).checkout.files())


def test_unrelated_edit_is_not_an_alarm_but_a_related_one_is(repo: Path) -> None:
    p = project(repo)
    path = repo / "billing" / "retry.py"
    text = "billing/retry.py retries with exponential backoff"

    def unrelated() -> None:
        path.write_text(RETRY + "\n\ndef flush_queue():\n    return None\n")

    assert states(text, p, unrelated) == ["ok"]

    def related() -> None:
        path.write_text(
            RETRY.replace("exponential backoff", "a fixed delay").replace("2 ** attempt", "1")
        )

    assert states(text, project(repo), related) == ["changed"]


def test_rename_and_moved_symbol_are_not_alarms(repo: Path) -> None:
    text = "`retry_with_backoff` in billing/retry.py wraps every gateway call"
    p = project(repo)
    anchors = find_anchors(text, p, "main")
    assert {a.kind for a in anchors} == {"file", "symbol"}
    (repo / "payments").mkdir()
    git(repo, "mv", "billing/retry.py", "payments/retry.py")
    git(repo, "commit", "-qm", "move")
    checks = [check_anchor(a, project(repo)) for a in anchors]
    assert [c.state for c in checks] == ["ok", "ok"]
    assert checks[0].anchor.value == "payments/retry.py" and "moved" in checks[0].note


def test_deleted_file_and_changed_recipe(repo: Path) -> None:
    p = project(repo)
    anchors = find_anchors("`make check` runs ruff over billing/retry.py", p, "main")
    (repo / "billing" / "retry.py").unlink()
    (repo / "Makefile").write_text("check:\n\truff check . && mypy src\n")
    got = {a.kind: check_anchor(a, project(repo)).state for a in anchors}
    assert got == {"command": "changed", "file": "gone"}


def test_changed_symbol_definition_stays_changed(repo: Path) -> None:
    p = project(repo)
    [anchor] = [a for a in find_anchors("MAX_RETRIES is 5", p, "main") if a.kind == "symbol"]
    path = repo / "billing" / "retry.py"
    path.write_text(RETRY.replace("MAX_RETRIES = 5", "MAX_RETRIES = 3"))
    first = check_anchor(anchor, project(repo))
    second = check_anchor(first.anchor, project(repo))
    assert (first.state, second.state) == ("changed", "changed")


def test_branch_switch_is_no_alarm_and_archive_needs_sessions(repo: Path) -> None:
    text = "retries live in billing/retry.py"
    anchors = find_anchors(text, project(repo), "main")
    git(repo, "checkout", "-qb", "cleanup")
    git(repo, "rm", "-q", "billing/retry.py")
    git(repo, "commit", "-qm", "drop retry")
    on_branch = judge(1, anchors, project(repo), branch="cleanup", session_id="s1", now=1.0)
    assert on_branch.stale_reason is None
    # Only what SessionStart's stat compares moved (the file is absent here): the state and
    # the branch it was seen on are kept, so back on main nothing has to be undone.
    [kept] = on_branch.dirty
    assert (kept.state, kept.branch, kept.info()["seen"]) == ("ok", "main", None)
    assert {**kept.info(), "seen": anchors[0].info()["seen"]} == anchors[0].info()
    git(repo, "checkout", "-q", "main")
    assert (
        judge(1, anchors, project(repo), branch="main", session_id="s2", now=2.0).stale_reason
        is None
    )
    (repo / "billing" / "retry.py").unlink()
    current = list(anchors)
    for i in range(ARCHIVE_AFTER_SESSIONS):
        v = judge(1, current, project(repo), branch="main", session_id=f"gone-{i}", now=3.0 + i)
        assert v.stale_reason and "gone" in v.stale_reason
        again = judge(
            1, v.anchors, project(repo), branch="main", session_id=f"gone-{i}", now=3.5 + i
        )
        assert again.anchors[0].gone_sessions == v.anchors[0].gone_sessions  # once per session
        current = list(v.anchors)
        assert v.archive == (i == ARCHIVE_AFTER_SESSIONS - 1)
