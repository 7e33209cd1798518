"""Inferred outcomes and stale memories end to end: a real git checkout, Claude Code
transcripts with real Bash calls and results, the SessionStart hook and the sleep pass
as subprocesses (as Claude Code starts them), memory_explain through the MCP server. On
both stores (part of the contract suite: `store_target` is a SQLite file or a team URL)."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from benchmarks.cc_transcript import Transcript, pytest_output
from mcp import Client

from conftest import PYTHON, billing_repo, git, subprocess_env
from retain import Memory
from retain.anchors.staleness import ARCHIVE_AFTER_SESSIONS
from retain.server.tools import build_server
from sleeppass import detached_pass

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs the git binary")

# The hook subprocess reads the real clock; the sleep passes are given times after this.
NOW = time.time() - 2 * 86_400
RETRY = """MAX_DELAY = 30


def backoff(attempt):
    \"\"\"Delay before a retry: doubles, capped at MAX_DELAY.\"\"\"
    return min(2 ** attempt, MAX_DELAY)
"""


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return billing_repo(tmp_path / "repo", RETRY)


def session_start(db: Path | str, repo: Path, session_id: str) -> str:
    payload = {
        "session_id": session_id,
        "transcript_path": str(repo.parent / f"{session_id}.jsonl"),
        "cwd": str(repo),
        "hook_event_name": "SessionStart",
        "source": "startup",
    }
    out = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "session-start"],
        input=json.dumps(payload).encode(),
        capture_output=True,
        # the team hook's 150 ms bound is for people; a loaded test machine needs longer
        env=subprocess_env(RETAIN_DB=str(db), RETAIN_BLOCK_WAIT_MS="10000"),
        timeout=60,
        check=True,
    )
    assert out.stdout or b"retain hook" not in out.stderr, out.stderr.decode()
    return out.stdout.decode()


def sleep(
    db: Path | str, repo: Path, transcript: Path, session_id: str, now: float
) -> dict[str, Any]:
    """The sleep pass as the SessionEnd hook starts it (run here in the foreground)."""
    out = detached_pass(
        f"--transcript={transcript}",
        f"--session-id={session_id}",
        f"--project-dir={repo}",
        f"--db={db}",
        f"--now={now}",
        "-v",
        check=True,
    )
    return json.loads(out.stderr.strip().splitlines()[-1])


def explain_tool(mem: Memory, memory_id: int) -> str:
    async def main() -> str:
        async with Client(build_server(mem)) as client:
            result = await client.call_tool("memory_explain", {"memory_id": memory_id})
            assert not result.is_error, result.content
            return result.content[0].text

    return anyio.run(main)


def test_bugfix_memory_earns_inferred_ok_when_its_test_passes_later(
    tmp_path: Path, repo: Path, store_target: str
) -> None:
    db = store_target
    mem = Memory(db, embedder=None, project=str(repo))
    text = (
        "test_backoff_caps failed because delays grew without bound; "
        "fixed by capping at MAX_DELAY in billing/retry.py"
    )
    mid = mem.write(text, kind="bugfix", session_id="s1", now=NOW).memory_id
    before = mem.get(mid)

    # A later session: shown the block at start, runs the test it names, which passes.
    block = session_start(db, repo, "s2")
    assert f"[{mid}]" in block
    t = Transcript("s2", str(repo))
    t.user("the nightly retry job looks slow, can you check")
    t.bash("pytest tests/test_retry.py::test_backoff_caps -q", pytest_output(1, []))
    path = t.write(tmp_path / "s2.jsonl")
    report = sleep(db, repo, path, "s2", NOW + 7200)
    assert report["inferred"] == 1

    after = mem.get(mid)
    assert (after.n_inferred_success, after.n_success) == (1, 0)  # kept apart from explicit ones
    explicit = Memory(tmp_path / "other.db", embedder=None, project=str(repo))
    eid = explicit.write(text, kind="bugfix", now=NOW).memory_id
    once = explicit.outcome(eid, "ok", now=NOW).memory
    assert before.confidence < after.confidence < once.confidence  # it moves by less

    shown = explain_tool(mem, mid)
    assert "inferred from session s2" in shown
    assert "pytest tests/test_retry.py::test_backoff_caps -q" in shown
    assert "the test it names passed" in shown
    [outcome] = mem.explain(mid).outcomes

    # The same transcript read again credits nothing twice.
    assert sleep(db, repo, path, "s2", NOW + 7300)["inferred"] == 0
    # And it can be taken back.
    out = subprocess.run(
        [PYTHON, "-m", "retain", "--db", str(db), "outcome", "--undo", str(outcome.id)],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    undone = mem.get(mid)
    assert undone.n_inferred_success == 0 and undone.confidence == pytest.approx(before.confidence)
    assert "undone" in explain_tool(mem, mid)


def test_memory_about_deleted_file_is_marked_stale_then_archived(
    tmp_path: Path, repo: Path, store_target: str
) -> None:
    db = store_target
    mem = Memory(db, embedder=None, project=str(repo))
    gone = mem.write(
        "retries live in billing/retry.py: backoff doubles and is capped at MAX_DELAY",
        kind="architecture",
        now=NOW,
    ).memory_id
    kept = mem.write(
        "ledger entries are posted through billing/ledger.py, never written directly",
        kind="decision",
        now=NOW,
    ).memory_id
    t = Transcript("s1", str(repo))
    t.user("write that down")
    assert sleep(db, repo, t.write(tmp_path / "s1.jsonl"), "s1", NOW + 60)["anchored"] == 2

    git(repo, "rm", "-q", "billing/retry.py")
    git(repo, "mv", "billing/ledger.py", "billing/posting.py")  # a rename: no alarm
    git(repo, "commit", "-qm", "drop retries, rename the ledger")

    block = session_start(db, repo, "s2")
    stale_line = next(line for line in block.splitlines() if f"[{gone}]" in line)
    assert "possibly stale" in stale_line
    kept_line = next(line for line in block.splitlines() if f"[{kept}]" in line)
    assert "possibly stale" not in kept_line
    assert "file billing/retry.py: the file is gone" in (mem.get(gone).stale_reason or "")
    hits = mem.search("where do retries live", now=NOW + 3700)
    assert hits and hits[0].memory.id in (gone, kept)
    from retain import format as fmt

    assert "possibly stale: file billing/retry.py" in fmt.hits("retries", hits)

    for n in range(2, 2 + ARCHIVE_AFTER_SESSIONS):
        t = Transcript(f"s{n}", str(repo))
        t.user("carry on")
        sleep(db, repo, t.write(tmp_path / f"s{n}.jsonl"), f"s{n}", NOW + n * 3600 + 60)
    archived = mem.get(gone)
    assert (archived.status, archived.retired_kind) == ("archived", "stale")
    assert mem.get(kept).status == "live" and mem.get(kept).stale_at is None

    shown = explain_tool(mem, gone)
    assert f"gone for {ARCHIVE_AFTER_SESSIONS} sessions" in shown
    assert "status archived: stale:" in shown
    assert "possibly stale since" in shown
    assert "file billing/posting.py: ok" in explain_tool(mem, kept)  # followed the rename
    assert mem.revive(gone).status == "live"  # revivable


def _start_modules(db: Path, repo: Path, session_id: str) -> tuple[str, set[str]]:
    """The SessionStart hook as Claude Code runs it, and every module it imported."""
    payload = {"session_id": session_id, "cwd": str(repo), "source": "startup"}
    out = subprocess.run(
        [PYTHON, "-X", "importtime", "-m", "retain.hooks.entry", "session-start"],
        input=json.dumps({**payload, "hook_event_name": "SessionStart"}).encode(),
        capture_output=True,
        env=subprocess_env(RETAIN_DB=str(db)),
        timeout=60,
        check=True,
    )
    lines = out.stderr.decode().splitlines()
    modules = {ln.rsplit("|", 1)[1].strip() for ln in lines if ln.startswith("import time:")}
    return out.stdout.decode(), modules


def test_session_start_checks_what_moved_once_then_stats_only(tmp_path: Path, repo: Path) -> None:
    """The hook's anchor check: the run after a file went away does the full check (and
    marks the memory); the next, with nothing changed since, only stats and still shows
    the mark, without the full check's modules (hashlib, dataclasses, the records)."""
    from test_imports import NOT_ON_THE_SESSION_START_PATH

    db = tmp_path / "memory.db"
    mem = Memory(db, embedder=None, project=str(repo))
    gone = mem.write(
        "retries live in billing/retry.py: backoff doubles and is capped at MAX_DELAY",
        kind="architecture",
        now=NOW,
    ).memory_id
    t = Transcript("s1", str(repo))
    t.user("write that down")
    assert sleep(db, repo, t.write(tmp_path / "s1.jsonl"), "s1", NOW + 60)["anchored"] == 1

    quiet, modules = _start_modules(db, repo, "s2")  # nothing moved: stats only
    assert f"[{gone}]" in quiet and "possibly stale" not in quiet
    assert [m for m in NOT_ON_THE_SESSION_START_PATH if m in modules] == []

    (repo / "billing" / "retry.py").unlink()
    block, modules = _start_modules(db, repo, "s3")
    assert "possibly stale" in next(ln for ln in block.splitlines() if f"[{gone}]" in ln)
    assert "retain.anchors.staleness" in modules  # the full check ran, once
    assert "the file is gone" in (mem.get(gone).stale_reason or "")

    again, modules = _start_modules(db, repo, "s4")
    assert "possibly stale" in next(ln for ln in again.splitlines() if f"[{gone}]" in ln)
    assert [m for m in NOT_ON_THE_SESSION_START_PATH if m in modules] == []
