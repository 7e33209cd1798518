"""Branch-only memories in a real git repository (issue 31): written on a branch, hidden
on main, everyone's once merged (fast-forward, merge commit, squash), archived when the
branch is deleted unmerged, revived by a person."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import subprocess_env
from retain.branch import visible_branches
from retain.memory.facade import Memory

DECISION = "The orders API now returns amounts as strings of cents, see src/orders.py"
QUERY = "orders API amounts strings of cents"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    r = tmp_path / "shop"
    r.mkdir()
    git(r, "init", "-q", "-b", "main")
    git(r, "config", "user.email", "dev@example.com")
    git(r, "config", "user.name", "Dev")
    git(r, "config", "commit.gpgsign", "false")
    (r / "src").mkdir()
    (r / "src" / "orders.py").write_text("def total(order):\n    return order.amount\n")
    (r / "README.md").write_text("shop\n")
    git(r, "add", ".")
    git(r, "commit", "-q", "-m", "start")
    return r


def branch_work(repo: Path, name: str = "feature/cents-as-strings") -> None:
    git(repo, "checkout", "-q", "-b", name)
    (repo / "src" / "orders.py").write_text(
        "def total(order):\n    return str(order.amount_cents)\n"
    )
    git(repo, "commit", "-q", "-am", "amounts as strings of cents")


def ids(mem: Memory, query: str = QUERY) -> set[int]:
    return {h.memory.id for h in mem.search(query)}


def written_on_branch(tmp_path: Path, repo: Path) -> tuple[Memory, int]:
    branch_work(repo)
    mem = Memory(tmp_path / "m.db", project=str(repo))
    res = mem.write(DECISION, kind="decision")
    assert res.stored and "on branch feature/cents-as-strings only" in res.message
    assert mem.get(res.memory_id).branch == "feature/cents-as-strings"
    return mem, res.memory_id


def test_written_on_a_branch_is_live_there_and_hidden_on_main(tmp_path: Path, repo: Path) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    assert mid in ids(mem)
    assert mid in mem.session_block(hint_dir=str(repo)).memory_ids
    git(repo, "checkout", "-q", "main")
    assert mid not in ids(mem)
    assert mid not in mem.session_block(hint_dir=str(repo)).memory_ids
    assert mid not in mem.prompt_block(QUERY + " please").memory_ids
    # a branch made from it sees it too
    git(repo, "checkout", "-q", "feature/cents-as-strings")
    git(repo, "checkout", "-q", "-b", "feature/cents-followup")
    assert visible_branches(str(repo)) == ("feature/cents-followup", "feature/cents-as-strings")
    assert mid in ids(mem)


def test_preference_on_a_branch_is_everyones(tmp_path: Path, repo: Path) -> None:
    branch_work(repo)
    mem = Memory(tmp_path / "m.db", project=str(repo))
    res = mem.write(
        "Run the linters before every commit in this repo", kind="procedure", scope="project"
    )
    assert mem.get(res.memory_id).branch is None
    res = mem.write("The README.md lists the supported Python versions", kind="fact")
    assert mem.get(res.memory_id).branch is None  # README.md is not the branch's work


def test_branch_belief_never_closes_the_main_one(tmp_path: Path, repo: Path) -> None:
    mem = Memory(tmp_path / "m.db", project=str(repo))
    old = mem.write("The orders API returns amounts as floats in src/orders.py", kind="decision")
    branch_work(repo)
    new = mem.write(
        "The orders API no longer returns amounts as floats in src/orders.py",
        kind="decision",
        verdict="contradiction",
        target=old.memory_id,
    )
    assert mem.get(new.memory_id).branch == "feature/cents-as-strings"
    assert mem.get(old.memory_id).status == "live"
    git(repo, "checkout", "-q", "main")
    assert old.memory_id in ids(mem, "orders API amounts floats")


def _lifted(mem: Memory, repo: Path, mid: int, how: str) -> None:
    report = mem.sleep(project_dir=str(repo))
    assert report.branch_lifted == 1
    git(repo, "checkout", "-q", "main")
    m = mem.get(mid)
    assert m.branch is None and m.written_branch == "feature/cents-as-strings"
    assert mid in ids(mem)
    from retain.format import explanation

    assert "written on feature/cents-as-strings; merged" in explanation(mem.explain(mid))
    conn = sqlite3.connect(mem.path)
    seen = json.loads(
        conn.execute("SELECT branch_seen FROM memories WHERE id = ?", (mid,)).fetchone()[0]
    )
    conn.close()
    assert how in seen["lifted"]


def test_fast_forward_merge_lifts_it(tmp_path: Path, repo: Path) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    git(repo, "checkout", "-q", "main")
    assert mid not in ids(mem)
    git(repo, "merge", "-q", "--ff-only", "feature/cents-as-strings")
    _lifted(mem, repo, mid, "fast-forward")


def test_merge_commit_lifts_it(tmp_path: Path, repo: Path) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    git(repo, "checkout", "-q", "main")
    (repo / "README.md").write_text("shop, now with docs\n")
    git(repo, "commit", "-q", "-am", "docs on main")
    git(repo, "merge", "-q", "--no-ff", "-m", "merge cents", "feature/cents-as-strings")
    _lifted(mem, repo, mid, "merge commit")


def test_squash_merge_lifts_it_even_after_the_branch_is_deleted(tmp_path: Path, repo: Path) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    mem.sleep(project_dir=str(repo))  # the pass sees the branch's diff while it exists
    git(repo, "checkout", "-q", "main")
    git(repo, "merge", "-q", "--squash", "feature/cents-as-strings")
    git(repo, "commit", "-q", "-m", "cents as strings (squashed)")
    git(repo, "branch", "-q", "-D", "feature/cents-as-strings")
    _lifted(mem, repo, mid, "squash")


def test_deleted_branch_archives_with_a_reason_and_revive_undoes(
    tmp_path: Path, repo: Path
) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    git(repo, "checkout", "-q", "main")
    git(repo, "branch", "-q", "-D", "feature/cents-as-strings")
    report = mem.sleep(project_dir=str(repo))
    assert report.branch_archived == 1
    m = mem.get(mid)
    assert m.status == "archived" and m.retired_kind == "abandoned"
    assert "feature/cents-as-strings was deleted without merging" in (m.retired_reason or "")
    revived = mem.revive(mid)
    assert revived.status == "live" and revived.branch is None
    assert mid in ids(mem)


def test_renamed_branch_keeps_its_memories(tmp_path: Path, repo: Path) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    git(repo, "branch", "-q", "-m", "feature/cents-as-strings", "feature/cents")
    report = mem.sleep(project_dir=str(repo))
    assert report.branch_followed == 1 and report.branch_archived == 0
    assert mem.get(mid).branch == "feature/cents"
    assert mid in ids(mem)


def retain_cli(db: Path, cwd: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "retain", "--db", str(db), *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=subprocess_env(),
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_export_import_status_and_search_show_the_branch(tmp_path: Path, repo: Path) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    db, out = tmp_path / "m.db", tmp_path / "tree"
    retain_cli(db, repo, "export", "--markdown", str(out))
    [page] = [p for p in out.rglob("*.md") if DECISION[:20] in p.read_text()]
    assert "branch: feature/cents-as-strings" in page.read_text()
    # a person lifts it by emptying the field; the import applies it
    page.write_text(page.read_text().replace("branch: feature/cents-as-strings", "branch:"))
    retain_cli(db, repo, "import", str(out))
    assert mem.get(mid).branch is None
    page.write_text(page.read_text().replace("branch:", "branch: feature/cents-as-strings"))
    retain_cli(db, repo, "import", str(out))
    assert mem.get(mid).branch == "feature/cents-as-strings"
    data = json.loads(retain_cli(db, repo, "status", "--json"))
    assert data["branch_only"] == {"feature/cents-as-strings": 1}
    assert "branch feature/cents-as-strings only" in retain_cli(db, repo, "search", QUERY)
    assert "branch: feature/cents-as-strings only" in retain_cli(db, repo, "explain", str(mid))


def test_the_viewer_shows_the_branch(tmp_path: Path, repo: Path) -> None:
    import http.client
    import threading

    from retain.ui.server import ViewerServer

    mem, mid = written_on_branch(tmp_path, repo)
    server = ViewerServer(mem)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        conn.request("GET", f"/api/memories?token={server.token}")
        items = json.loads(conn.getresponse().read())["items"]
        conn.close()
    finally:
        server.shutdown()
        server.server_close()
    [item] = [i for i in items if i["id"] == mid]
    assert item["branch"] == "feature/cents-as-strings"
    script = (Path(__file__).resolve().parents[1] / "src/retain/ui/static/app.js").read_text()
    assert "branch ${m.branch} only" in script


def test_the_hooks_read_the_branch_without_spawning_git(tmp_path: Path, repo: Path) -> None:
    """SessionStart and the prompt hook find the branch from .git files: a `git` on PATH
    that records being called is never called, and the branch's memory is shown."""
    mem, mid = written_on_branch(tmp_path, repo)
    mem.close()
    spy_dir = tmp_path / "spy"
    spy_dir.mkdir()
    called = tmp_path / "git-was-called"
    spy = spy_dir / "git"
    spy.write_text(f"#!/bin/sh\ntouch {called}\nexit 1\n")
    spy.chmod(0o755)
    env = subprocess_env(RETAIN_DB=str(tmp_path / "m.db"), RETAIN_MEANING_MS="0")
    env["PATH"] = f"{spy_dir}:{env['PATH']}"
    events = (
        ("session-start", {"source": "startup"}),
        ("prompt", {"prompt": "how do orders API amounts work, strings of cents?"}),
    )

    def hook(event: str, session: str, extra: dict[str, str]) -> str:
        payload = {"session_id": session, "cwd": str(repo), **extra}
        done = subprocess.run(
            [sys.executable, "-m", "retain.hooks.entry", event],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    for event, extra in events:
        assert "strings of cents" in hook(event, f"on-branch-{event}", extra), event
    subprocess.run(["git", "-C", str(repo), "checkout", "-q", "main"], check=True)
    for event, extra in events:
        assert "strings of cents" not in hook(event, f"on-main-{event}", extra), event
    assert not called.exists()


def test_a_belief_captured_from_a_branch_session_is_confined(tmp_path: Path, repo: Path) -> None:
    """The sleep pass's capture marks what a branch's session decided about the branch's
    own work; the promoted belief is confined, and the default branch's is not closed."""
    from test_sleep import write_transcript

    branch_work(repo)
    mem = Memory(tmp_path / "m.db", project=str(repo))
    said = "Please remember that src/orders.py now returns totals as strings of cents."
    other = "Please remember that we deploy with make release, by hand never."
    t = write_transcript(tmp_path / "s1.jsonl", said, other, session="s1")
    report = mem.sleep(transcript_path=t, session_id="s1", project_dir=str(repo))
    assert report.promoted == 2
    by_text = {m.text: m for m in mem.memories()}
    confined = [m for m in by_text.values() if "orders.py" in m.text]
    free = [m for m in by_text.values() if "deploy" in m.text]
    assert [m.branch for m in confined] == ["feature/cents-as-strings"]
    assert [m.branch for m in free] == [None]
    git(repo, "checkout", "-q", "main")
    assert confined[0].id not in ids(mem, "orders totals strings of cents")


def test_memory_search_tool_marks_the_branch(tmp_path: Path, repo: Path) -> None:
    from test_server import run, text

    mem, mid = written_on_branch(tmp_path, repo)

    async def body(client):  # type: ignore[no-untyped-def]
        return await text(client, "memory_search", query=QUERY)

    assert f"[{mid}]" in run(mem, body)
    assert "branch feature/cents-as-strings only" in run(mem, body)
    git(repo, "checkout", "-q", "main")
    assert f"[{mid}]" not in run(mem, body)


def test_a_rebased_and_renamed_branch_keeps_its_memories(tmp_path: Path, repo: Path) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    mem.sleep(project_dir=str(repo))  # the pass records the branch's patch ids
    git(repo, "checkout", "-q", "main")
    (repo / "README.md").write_text("shop, moved on\n")
    git(repo, "commit", "-q", "-am", "main moves on")
    git(repo, "checkout", "-q", "feature/cents-as-strings")
    git(repo, "rebase", "-q", "main")
    git(repo, "branch", "-q", "-m", "feature/cents-v2")
    report = mem.sleep(project_dir=str(repo))
    assert (report.branch_followed, report.branch_archived, report.branch_lifted) == (1, 0, 0)
    assert mem.get(mid).branch == "feature/cents-v2"
    assert mid in ids(mem)


def test_a_branch_untouched_past_the_bound_goes_quiet(tmp_path: Path, repo: Path) -> None:
    from retain.sleep.branches import DAY, STALE_BRANCH_DAYS

    mem, mid = written_on_branch(tmp_path, repo)
    git(repo, "checkout", "-q", "main")
    now = time.time()
    assert mem.sleep(project_dir=str(repo), now=now).branch_archived == 0
    later = now + (STALE_BRANCH_DAYS + 1) * DAY
    assert mem.sleep(project_dir=str(repo), now=later).branch_archived == 1
    m = mem.get(mid)
    assert m.status == "archived" and f"untouched for {STALE_BRANCH_DAYS} days" in (
        m.retired_reason or ""
    )


def test_lineage_and_default_branch_from_git_files(tmp_path: Path, repo: Path) -> None:
    from retain.branch import default_branch

    assert visible_branches(str(repo)) == ()  # on main
    git(repo, "branch", "feature/a")  # "branch: Created from main"
    git(repo, "branch", "feature/b", "feature/a")  # "branch: Created from feature/a"
    git(repo, "checkout", "-q", "feature/b")
    assert visible_branches(str(repo)) == ("feature/b", "feature/a")
    git(repo, "checkout", "-q", "--detach")
    assert visible_branches(str(repo)) == ()
    # a clone's recorded origin/HEAD names the default branch, whatever it is called
    git(repo, "checkout", "-q", "main")
    git(repo, "branch", "-m", "trunk")
    # no origin/HEAD, no init.defaultBranch, no main or master: unknown, nothing confined
    assert default_branch(str(repo)) is None
    assert visible_branches(str(repo)) == ()
    (repo / ".git" / "refs" / "remotes" / "origin").mkdir(parents=True)
    (repo / ".git" / "refs" / "remotes" / "origin" / "HEAD").write_text(
        "ref: refs/remotes/origin/trunk\n"
    )
    assert default_branch(str(repo)) == "trunk"
    assert visible_branches(str(repo)) == ()


def test_a_default_branch_write_never_folds_into_a_branch_belief(
    tmp_path: Path, repo: Path
) -> None:
    mem, mid = written_on_branch(tmp_path, repo)
    git(repo, "checkout", "-q", "main")
    again = mem.write(DECISION, kind="decision")
    assert again.stored and again.memory_id != mid  # not "already known" from the branch
    assert mem.get(again.memory_id).branch is None
    assert mem.get(mid).support == 1


def test_the_tool_hook_keys_a_branch_memory_only_on_its_branch(tmp_path: Path, repo: Path) -> None:
    """PreToolUse on the file a branch-only memory names: shown on the branch, silent on
    main (the tool hook reads the branch from .git files, as the other hooks do)."""
    mem, mid = written_on_branch(tmp_path, repo)
    mem.close()
    env = subprocess_env(RETAIN_DB=str(tmp_path / "m.db"), CLAUDE_PROJECT_DIR=str(repo))

    def edit(session: str) -> str:
        payload = {
            "session_id": session,
            "transcript_path": str(tmp_path / f"{session}.jsonl"),
            "cwd": str(repo),
            "permission_mode": "default",
            "hook_event_name": "PreToolUse",
            "tool_name": "Edit",
            "tool_input": {
                "file_path": str(repo / "src" / "orders.py"),
                "old_string": "return",
                "new_string": "return",
                "replace_all": False,
            },
            "tool_use_id": f"toolu_{session}",
        }
        done = subprocess.run(
            [sys.executable, "-m", "retain.hooks.entry", "pre-tool"],
            input=json.dumps(payload),
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert "strings of cents" in edit("on-branch")
    git(repo, "checkout", "-q", "main")
    assert edit("on-main") == ""


def test_a_branch_that_changed_a_latin1_file_still_takes_writes_and_settles(
    tmp_path: Path, repo: Path
) -> None:
    """git's diff of a file in a legacy encoding is not UTF-8: a write on that branch (CLI)
    once failed with UnicodeDecodeError, and so did the sleep pass reading the branch."""
    git(repo, "checkout", "-q", "-b", "feature/legacy-names")
    (repo / "src" / "names.py").write_bytes("CAF\xc9 = 'caf\xe9'\n".encode("latin-1"))
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "legacy names")
    db = tmp_path / "cli.db"
    out = retain_cli(db, repo, "write", "src/names.py keeps its Latin-1 encoding", "--json")
    mid = json.loads(out)["memory_id"]
    mem = Memory(db, project=str(repo))
    assert mem.get(mid).branch == "feature/legacy-names"
    mem.sleep(project_dir=str(repo))  # reads the branch's log -p, Latin-1 bytes and all
    git(repo, "checkout", "-q", "main")
    git(repo, "merge", "-q", "--squash", "feature/legacy-names")
    git(repo, "commit", "-q", "-m", "legacy names (squashed)")
    git(repo, "branch", "-q", "-D", "feature/legacy-names")
    report = mem.sleep(project_dir=str(repo))
    assert report.branch_lifted == 1
    assert mem.get(mid).branch is None
