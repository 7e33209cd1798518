"""What checking an anchor reads: the project's own files only. An anchor's path comes
from a memory's text, a JSON Lines import or a teammate's row; one naming `/abs/path`,
`a/../../x` or a tracked link out of the checkout is never read, hashed or stated, and
such an anchor is left as it is (not marked gone: nothing was learned about it)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from conftest import git
from retain.anchors import gitfiles, probe
from retain.anchors.checks import check_anchor
from retain.anchors.gitfiles import blob_id, find_checkout
from retain.anchors.refs import Project, find_anchors
from retain.models import AnchorRecord as Anchor

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs the git binary")

SECRET = "API_KEY = 'not-for-a-memory'\ndef load_key():\n    return API_KEY\n"


@pytest.fixture
def layout(tmp_path: Path) -> tuple[Path, Path]:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "keys.py").write_text(SECRET)
    repo = tmp_path / "repo"
    (repo / "billing").mkdir(parents=True)
    (repo / "billing" / "retry.py").write_text("def retry():\n    return 1\n")
    (repo / "docs").mkdir()
    (repo / "docs" / "keys.py").symlink_to(outside / "keys.py")  # tracked as a link
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "init")
    return repo, outside / "keys.py"


def project(repo: Path) -> Project:
    checkout = find_checkout(repo)
    assert checkout is not None
    return Project(checkout)


def test_a_memory_naming_a_path_out_of_the_project_gets_no_anchor(
    layout: tuple[Path, Path],
) -> None:
    repo, _ = layout
    for text in (
        "keys live in billing/../../outside/keys.py, rotate them monthly",
        "keys live in docs/keys.py, rotate them monthly",  # a link out of the checkout
    ):
        assert [a.value for a in find_anchors(text, project(repo), "main")] == [], text
    inside = find_anchors("retry lives in billing/retry.py", project(repo), "main")
    assert [a.value for a in inside] == ["billing/retry.py"]


@pytest.mark.parametrize("where", ["absolute", "dotdot", "link"])
def test_an_imported_anchor_out_of_the_project_is_left_unread(
    layout: tuple[Path, Path], where: str
) -> None:
    repo, secret = layout
    value = {
        "absolute": str(secret),
        "dotdot": "billing/../../outside/keys.py",
        "link": "docs/keys.py",
    }[where]
    detail = json.dumps({"blob": "0" * 40, "stat": [1, 1], "focus": ["key"]})
    anchor = Anchor("file", value, "f" * 20, detail, "main")
    check = check_anchor(anchor, project(repo))
    assert (check.state, check.anchor) == ("ok", anchor)  # no blob of the key file taken
    assert blob_id(secret) not in check.anchor.detail
    symbol = Anchor("symbol", "load_key", "f" * 20, json.dumps({"file": value}), "main")
    check = check_anchor(symbol, project(repo))
    assert (check.state, check.anchor) == ("ok", symbol)


def test_the_hooks_stat_never_looks_outside(layout: tuple[Path, Path]) -> None:
    repo, secret = layout
    assert probe.probe(repo, "file", str(secret), {}) is None
    assert probe.probe(repo, "dir", "../outside", {}) is None
    assert probe.probe(repo, "symbol", "x", {"file": "../outside/keys.py"}) is None
    assert probe.moved_on(str(repo), [(1, "file", str(secret), "null")]) == set()
    assert probe.probe(repo, "file", "billing/retry.py", {}) is not None
    assert probe.within(repo, "billing/retry.py")
    assert not probe.within(repo, "docs/keys.py")
    assert not probe.within(repo, os.fspath(secret))


def test_a_file_that_grew_since_its_stat_is_not_read_whole(tmp_path, monkeypatch) -> None:
    big = tmp_path / "growing.log"
    big.write_bytes(b"x" * (gitfiles.MAX_HASH_BYTES + 4096))
    real_stat = Path.stat

    def small_stat(self, *args, **kwargs):  # the stat came before the writer's last append
        st = real_stat(self, *args, **kwargs)
        if self == big:
            return os.stat_result((st.st_mode, *st[1:6], 10, *st[7:]))
        return st

    read: list[int] = []
    real_head = gitfiles._head_of

    def head(path, limit):
        data = real_head(path, limit)
        read.append(len(data))
        return data

    monkeypatch.setattr(Path, "stat", small_stat)
    monkeypatch.setattr(gitfiles, "_head_of", head)
    assert blob_id(big) == "size:10"
    assert read == [gitfiles.MAX_HASH_BYTES + 1]
