"""Branch-only memories on the team store (issue 31): two members of one project, each on
a branch of their own clone, see their own branch's decisions and not the other's; a
merge makes one everyone's; a deleted branch's memories are archived."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from fakes import FakeEmbedder
from retain import Memory

PROJECT = "git:github.com/acme/shop"
REMOTE = "https://github.com/acme/shop.git"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout


def clone(tmp_path: Path, who: str) -> Path:
    """A checkout retain identifies as PROJECT, with a start commit on main."""
    repo = tmp_path / who
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    for key, value in (("user.email", f"{who}@example.com"), ("user.name", who)):
        git(repo, "config", key, value)
    git(repo, "config", "commit.gpgsign", "false")
    git(repo, "remote", "add", "origin", REMOTE)
    (repo / "api").mkdir()
    (repo / "api" / "orders.py").write_text("def total(o):\n    return o.amount\n")
    (repo / "api" / "users.py").write_text("def name(u):\n    return u.name\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    return repo


def on_branch(repo: Path, branch: str, path: str, content: str) -> None:
    git(repo, "checkout", "-q", "-b", branch)
    (repo / path).write_text(content)
    git(repo, "commit", "-q", "-am", f"work on {branch}")


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT)


def found(mem: Memory, query: str) -> set[int]:
    return {h.memory.id for h in mem.search(query)}


def test_two_members_on_two_branches(team, tmp_path: Path) -> None:
    a_repo, b_repo = clone(tmp_path, "alice"), clone(tmp_path, "bob")
    on_branch(a_repo, "feature/cents", "api/orders.py", "def total(o):\n    return str(o.c)\n")
    on_branch(b_repo, "feature/nicknames", "api/users.py", "def name(u):\n    return u.nick\n")
    alice = Memory(team.url("alice"), embedder=FakeEmbedder(), project=str(a_repo))
    bob = Memory(team.url("bob"), embedder=FakeEmbedder(), project=str(b_repo))
    assert alice.project_id == bob.project_id == PROJECT
    a = alice.write("Order totals in api/orders.py are now strings of cents", kind="decision")
    b = bob.write("User names in api/users.py now come from the nickname", kind="decision")
    assert alice.get(a.memory_id).branch == "feature/cents"
    assert bob.get(b.memory_id).branch == "feature/nicknames"

    assert a.memory_id in found(alice, "order totals strings of cents")
    assert a.memory_id not in found(bob, "order totals strings of cents")
    assert b.memory_id in found(bob, "user names nickname")
    assert b.memory_id not in found(alice, "user names nickname")
    assert bob.status()["branch_only"] == {"feature/cents": 1, "feature/nicknames": 1}
    # Bob's pass does not judge Alice's branch: his clone never had it
    assert bob.sleep(project_dir=str(b_repo)).branch_archived == 0
    assert alice.get(a.memory_id).status == "live"

    # Alice merges her branch: her sleep pass lifts the memory for everyone
    git(a_repo, "checkout", "-q", "main")
    git(a_repo, "merge", "-q", "--ff-only", "feature/cents")
    assert alice.sleep(project_dir=str(a_repo)).branch_lifted == 1
    assert a.memory_id in found(bob, "order totals strings of cents")
    assert alice.get(a.memory_id).written_branch == "feature/cents"

    # Bob abandons his: archived with the reason, on the server
    git(b_repo, "checkout", "-q", "main")
    git(b_repo, "branch", "-q", "-D", "feature/nicknames")
    assert bob.sleep(project_dir=str(b_repo)).branch_archived == 1
    gone = bob.get(b.memory_id)
    assert gone.status == "archived" and "feature/nicknames was deleted" in (
        gone.retired_reason or ""
    )
    assert bob.revive(b.memory_id).status == "live"
