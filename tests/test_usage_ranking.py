"""Usage fed back into the SessionStart ranking, through the product path: the hook shows
memories, the agent's transcript uses some, the sleep pass decides and records it. On
both stores (RETAIN_DB names the SQLite file or the team store's URL)."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from conftest import db_rows
from retain import format as fmt
from retain.core import lifecycle
from retain.hooks import entry as hook
from retain.memory.facade import Memory
from retain.sleep.run import run_sleep_pass

T0 = 1_796_000_000.0
DAY = 86400.0


def ranked_ids(block: str) -> list[int]:
    """The block's ids in rank order (the block puts ranks 0, 2, 4.. first, 5, 3, 1 last)."""
    ids = [int(line[3:].split("]")[0]) for line in block.splitlines() if line.startswith("- [")]
    top, bottom = ids[: (len(ids) + 1) // 2], ids[(len(ids) + 1) // 2 :][::-1]
    out = []
    for i in range(len(ids)):
        out.append(top[i // 2] if i % 2 == 0 else bottom[i // 2])
    return out


def session(project: Path, tmp: Path, name: str, at: float, agent_says: str) -> list[int]:
    """One session: SessionStart shows the block, the agent runs a command, the sleep
    pass reads the transcript. Returns the ranking the session was shown."""
    _sync_mirror(project)
    block = hook.session_start(
        {"session_id": name, "cwd": str(project), "source": "startup"}, now=at
    )
    _sync_mirror(project)  # what was shown reaches the team store before the sleep pass
    stamp = datetime.fromtimestamp(at + 60, tz=timezone.utc).isoformat()
    records = [
        {"type": "user", "timestamp": stamp, "message": {"role": "user", "content": "ship it"}},
        {
            "type": "assistant",
            "timestamp": stamp,
            "message": {
                "role": "assistant",
                "id": f"msg-{name}",
                "model": "claude-sonnet-4-5",
                "content": [
                    {"type": "text", "text": "On it."},
                    {
                        "type": "tool_use",
                        "id": "t1",
                        "name": "Bash",
                        "input": {"command": agent_says},
                    },
                ],
            },
        },
    ]
    transcript = tmp / f"{name}.jsonl"
    transcript.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    run_sleep_pass(now=at + 3600, transcript_path=transcript, session_id=name, project_dir=project)
    return ranked_ids(block)


def _sync_mirror(project: Path) -> None:
    """On a team store the hooks read a local mirror that a detached process refreshes
    (tests/test_team_mirror.py covers that); here it is refreshed in step, so the ranking
    seen is the server's of this moment."""
    from retain import config

    url = config.db_url()
    if url:
        from retain.scope import resolve_project
        from retain.team import refresh

        refresh.refresh(url, resolve_project(str(project)) or None)


@pytest.fixture
def team_or_file(store_target: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """The hooks and the sleep pass find the store where a user would point them."""
    monkeypatch.setenv("RETAIN_DB", store_target)
    # the team hook's 150 ms bound is for people; a loaded test machine needs longer
    monkeypatch.setenv("RETAIN_BLOCK_WAIT_MS", "10000")
    monkeypatch.setenv("RETAIN_TEAM_REFRESH_S", "86400")  # refreshed in step, not detached
    return store_target


def counters(mem: Memory, mid: int) -> tuple[int, int]:
    (row,) = db_rows(mem, "SELECT shown_used, shown_unused FROM memories WHERE id = ?", mid)
    return (row["shown_used"], row["shown_unused"])


def test_shown_and_never_used_sinks_below_used_and_rises_again_once_used(
    project_dir, tmp_path, team_or_file
):
    mem = Memory(team_or_file, embedder=None, project=str(project_dir))

    def write(text: str, at: float) -> int:
        return mem.write(text, kind="procedure", scope="project", now=at).memory_id

    a = write("release with `make release-prod` from a clean main", T0)
    b = write("the staging database is restored with `scripts/restore_staging.sh`", T0)
    first = session(project_dir, tmp_path, "s1", T0 + DAY, "make release-prod")
    assert first == [b, a]  # equal quality: the newest first
    session(project_dir, tmp_path, "s2", T0 + 2 * DAY, "make release-prod")
    session(project_dir, tmp_path, "s3", T0 + 3 * DAY, "make release-prod")
    # b was shown in three sessions and never used; a was used in each.
    assert counters(mem, b) == (0, 3)
    assert counters(mem, a) == (3, 0)
    # d was never shown, and is older and weaker than b by quality alone (it was last
    # touched ten days before b): b now ranks below it, and below a.
    d = write(
        "rotate the staging TLS certificate with `certbot renew --cert-name stg`", T0 - 10 * DAY
    )
    fourth = session(project_dir, tmp_path, "s4", T0 + 4 * DAY, "bash scripts/restore_staging.sh")
    assert fourth.index(a) < fourth.index(b)
    assert fourth.index(d) < fourth.index(b)
    # s4 used b: it rises above d again (and d, shown once and unused, sinks a little).
    assert counters(mem, b) == (1, 0)
    fifth = session(project_dir, tmp_path, "s5", T0 + 5 * DAY, "ls")
    assert fifth.index(b) < fifth.index(d)
    # Nothing was removed while it sank: every memory stayed live and shown.
    assert sorted(fifth) == sorted([a, b, d])
    # What status reports: s1-s3 showed 2 each and used a; s4 and s5 showed 3, s4 used b.
    report = mem.status()["injections"]
    assert (report["sessions"], report["shown"], report["used"]) == (5, 12, 4)
    assert report["precision"] == pytest.approx(4 / 12)
    assert report["recall"] == 1.0  # nothing used that a block had not shown
    assert "precision 0.33 (4 of 12 shown were used)" in fmt.status(mem.status())


def test_a_memory_used_but_never_shown_counts_against_recall(project_dir, tmp_path, team_or_file):
    mem = Memory(team_or_file, embedder=None, project=str(project_dir))
    shown = mem.write(
        "release with `make release-prod`", kind="procedure", scope="project", now=T0
    ).memory_id
    hidden = mem.write(
        "a plain fact the block does not show", kind="fact", scope="project", now=T0
    ).memory_id
    session(project_dir, tmp_path, "s1", T0 + DAY, f"retain outcome {hidden} ok; make release-prod")
    transcript = tmp_path / "s2.jsonl"
    hook.session_start(
        {"session_id": "s2", "cwd": str(project_dir), "source": "startup"}, now=T0 + 2 * DAY
    )
    _sync_mirror(project_dir)
    stamp = datetime.fromtimestamp(T0 + 2 * DAY + 60, tz=timezone.utc).isoformat()
    call = {
        "type": "tool_use",
        "id": "t",
        "name": "mcp__retain__memory_outcome",
        "input": {"memory_id": hidden, "outcome": "ok"},
    }
    transcript.write_text(
        json.dumps(
            {
                "type": "assistant",
                "timestamp": stamp,
                "message": {"role": "assistant", "model": "m", "content": [call]},
            }
        )
        + "\n"
    )
    run_sleep_pass(
        now=T0 + 2 * DAY + 3600,
        transcript_path=transcript,
        session_id="s2",
        project_dir=project_dir,
    )
    report = mem.status()["injections"]
    assert report["found_elsewhere"] == 1
    assert report["used"] == 1  # `shown` was used in s1 (its command ran), not in s2
    assert report["recall"] == pytest.approx(1 / 2)
    assert shown != hidden


def test_usage_adjustment_is_bounded_and_a_use_resets_the_sinking():
    assert lifecycle.usage_adjustment(0, 0) == 0.0
    assert lifecycle.usage_adjustment(0, 3) < 0 < lifecycle.usage_adjustment(1, 0)
    assert lifecycle.usage_adjustment(0, 100) == -lifecycle.MAX_UNUSED_SINK
    assert lifecycle.usage_adjustment(100, 0) == lifecycle.MAX_USE_LIFT


def test_a_session_where_the_agent_never_spoke_leaves_injections_undecided(
    project_dir, tmp_path, team_or_file
):
    mem = Memory(team_or_file, embedder=None, project=str(project_dir))
    mid = mem.write(
        "deploy with `make release-prod`", kind="procedure", scope="project", now=T0
    ).memory_id
    hook.session_start(
        {"session_id": "quiet", "cwd": str(project_dir), "source": "startup"}, now=T0
    )
    transcript = tmp_path / "quiet.jsonl"
    transcript.write_text(
        json.dumps({"type": "user", "message": {"role": "user", "content": "hi"}}) + "\n"
    )
    report = run_sleep_pass(
        now=T0 + 60, transcript_path=transcript, session_id="quiet", project_dir=project_dir
    )
    assert report.shown_used == 0 and report.shown_unused == 0
    (row,) = db_rows(mem, "SELECT used FROM injections WHERE memory_id = ?", mid)
    assert row["used"] is None
    assert counters(mem, mid) == (0, 0)
