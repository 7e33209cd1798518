"""The sleep pass: capture, consolidation, merging, expiry, decay, caps, and its properties."""

from __future__ import annotations

import contextlib
import fcntl
import json
import sqlite3
import stat
import subprocess
from pathlib import Path

import pytest

from conftest import FIXTURES, PYTHON, db_rows, pg_snapshot, subprocess_env
from fakes import FakeEmbedder
from retain import Memory
from retain import format as fmt
from retain.config import log_path
from retain.core import lifecycle
from retain.memory import credit
from retain.scope import project_id
from retain.sleep.run import SleepReport, run_sleep_pass
from sleeppass import detached_pass

T0 = 1_767_225_600.0  # 2026-01-01T00:00:00Z
DAY = 86_400.0


def write_transcript(path: Path, *user_lines: str, session: str = "s1") -> Path:
    """A minimal Claude Code transcript: each user line answered by a short assistant turn."""
    records = []
    for i, line in enumerate(user_lines):
        records.append(
            {
                "type": "user",
                "sessionId": session,
                "uuid": f"u{i}",
                "timestamp": "2026-01-01T00:00:00Z",
                "message": {"role": "user", "content": line},
            }
        )
        records.append(
            {
                "type": "assistant",
                "sessionId": session,
                "uuid": f"a{i}",
                "timestamp": "2026-01-01T00:00:01Z",
                "message": {
                    "id": f"msg_{session}_{i}",
                    "role": "assistant",
                    "content": [{"type": "text", "text": "Understood."}],
                },
            }
        )
    records.append(
        {"type": "attachment", "content": "<retain-memory>never ingest me</retain-memory>"}
    )
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


def session(
    mem: Memory, tmp_path: Path, project_dir: Path, sid: str, *lines: str, now: float
) -> SleepReport:
    """One session ending: its transcript goes through a sleep pass."""
    t = write_transcript(tmp_path / f"{sid}.jsonl", *lines, session=sid)
    return run_sleep_pass(
        mem.target, now=now, transcript_path=t, session_id=sid, project_dir=project_dir
    )


def rows(mem: Memory, sql: str, *params) -> list[dict]:
    return db_rows(mem, sql, *params)


def snapshot(db: Path | str) -> dict[str, list[tuple]]:
    """Everything a pass may change, except its own sleep_runs row."""
    if isinstance(db, str) and db.startswith("postgresql://"):
        return pg_snapshot(db)
    conn = sqlite3.connect(db)
    try:
        return {
            table: conn.execute(f"SELECT * FROM {table} ORDER BY {order}").fetchall()
            for table, order in (
                ("memories", "id"),
                ("episodes", "id"),
                ("memory_sources", "memory_id, episode_id"),
                ("embeddings", "memory_id"),
            )
        }
    finally:
        conn.close()


EXPLICIT = "Please remember that we deploy with make release, never by hand."
WEAK = "I prefer tabs over spaces in Go files."
WEAK_AGAIN = "I prefer tabs over spaces for Go files."
STRONG = "The reports module must ALWAYS use UTC timestamps."


# ---------------------------------------------------------------- capture


def test_capture_stores_redacted_pending_episodes_once(mem, tmp_path, project_dir):
    t = write_transcript(
        tmp_path / "t.jsonl",
        WEAK,
        "Remember that the staging token is ghp_abcdefghijklmnopqrstuvwxyz0123456789.",
    )
    first = run_sleep_pass(
        mem.target, now=T0, transcript_path=t, session_id="s1", project_dir=project_dir
    )
    # A credential typed in prose is never captured, not even redacted, not even when the
    # user asks to remember it (issue 16): the token sentence is left out.
    assert first.captured == 1
    eps = rows(mem, "SELECT * FROM episodes ORDER BY id")
    assert {(e["source"], e["actor"], e["session_id"]) for e in eps} == {
        ("transcript", "transcript", "s1")
    }
    assert all(e["project_id"] == project_id(project_dir) for e in eps)
    assert not any("ghp_" in e["text"] or "staging token" in e["text"] for e in eps)
    assert not any("never ingest me" in e["text"] for e in eps)
    again = run_sleep_pass(
        mem.target, now=T0 + 60, transcript_path=t, session_id="s1", project_dir=project_dir
    )
    assert again.captured == 0
    assert len(rows(mem, "SELECT id FROM episodes")) == 1


def test_the_fixture_transcripts_become_cited_beliefs(mem, project_dir):
    paths = sorted((FIXTURES / "transcripts").glob("*.jsonl"))
    if not paths:
        pytest.skip("no transcript fixtures")
    for i, p in enumerate(paths):
        report = run_sleep_pass(
            mem.target,
            now=T0 + i * 3600,
            transcript_path=p,
            session_id=p.stem,
            project_dir=project_dir,
        )
        assert report.skipped is None and report.captured >= 1
    eps = rows(mem, "SELECT * FROM episodes")
    assert not any("retain-memory" in e["text"] for e in eps)
    orphans = rows(
        mem,
        "SELECT id FROM episodes e WHERE signal >= 1.0 AND NOT EXISTS "
        "(SELECT 1 FROM memory_sources s WHERE s.episode_id = e.id)",
    )
    assert orphans == []  # every explicit request became (or backed) a belief
    beliefs = rows(mem, "SELECT id FROM memories")
    assert len(beliefs) >= len(paths)
    assert all(mem.explain(b["id"]).episodes for b in beliefs)
    before = snapshot(mem.target)
    run_sleep_pass(mem.target, now=T0 + len(paths) * 3600)
    assert snapshot(mem.target) == before


def test_missing_transcript_captures_nothing_and_still_runs(mem, tmp_path, project_dir):
    report = run_sleep_pass(
        mem.target,
        now=T0,
        transcript_path=tmp_path / "gone.jsonl",
        session_id="s1",
        project_dir=project_dir,
    )
    assert report.captured == 0 and report.skipped is None


# ---------------------------------------------------------------- consolidation


def test_explicit_request_promotes_at_once_as_a_consolidated_belief(mem, tmp_path, project_dir):
    report = session(mem, tmp_path, project_dir, "s1", EXPLICIT, now=T0)
    assert report.promoted == 1
    (m,) = rows(mem, "SELECT * FROM memories")
    assert m["text"] == "We deploy with make release, never by hand."
    assert (m["trust"], m["consolidated"], m["support"]) == ("inferred", 1, 1)
    assert m["confidence"] == pytest.approx(0.5)
    # an inferred constraint stays in the project it was said in (models.inferred_scope)
    assert (m["scope"], m["project_id"]) == ("project", mem.project_id)
    assert len(mem.explain(m["id"]).episodes) == 1


def test_weak_statement_promotes_only_when_a_second_session_repeats_it(mem, tmp_path, project_dir):
    one = session(mem, tmp_path, project_dir, "s1", WEAK, now=T0)
    assert one.promoted == 0 and one.pending == 1
    assert rows(mem, "SELECT id FROM memories") == []
    same_session = session(mem, tmp_path, project_dir, "s1", WEAK, now=T0 + DAY)
    assert same_session.promoted == 0
    two = session(mem, tmp_path, project_dir, "s2", WEAK_AGAIN, now=T0 + 2 * DAY)
    assert two.promoted == 1 and two.pending == 0
    (m,) = rows(mem, "SELECT * FROM memories")
    assert (m["kind"], m["scope"], m["consolidated"], m["support"]) == ("preference", "user", 1, 2)
    assert {e.session_id for e in mem.explain(m["id"]).episodes} == {"s1", "s2"}


def test_weak_statement_is_dropped_after_waiting_too_long(mem, tmp_path, project_dir):
    session(mem, tmp_path, project_dir, "s1", WEAK, now=T0)
    late = run_sleep_pass(mem.target, now=T0 + 31 * DAY)
    assert (late.dropped, late.pending, late.promoted) == (1, 0, 0)
    (e,) = rows(mem, "SELECT distilled_at FROM episodes")
    assert e["distilled_at"] == T0 + 31 * DAY
    # a repetition after the wait starts a new wait instead of promoting
    assert session(mem, tmp_path, project_dir, "s2", WEAK_AGAIN, now=T0 + 32 * DAY).promoted == 0


def test_strong_signal_promotes_unconsolidated_then_a_second_session_consolidates(
    mem, tmp_path, project_dir
):
    first = session(mem, tmp_path, project_dir, "s1", STRONG, now=T0)
    assert first.promoted == 1
    (m,) = rows(mem, "SELECT * FROM memories")
    assert (m["trust"], m["consolidated"], m["support"]) == ("inferred", 0, 1)
    again = session(mem, tmp_path, project_dir, "s2", STRONG, now=T0 + DAY)
    assert (again.promoted, again.reinforced, again.consolidated) == (0, 1, 1)
    (m,) = rows(mem, "SELECT * FROM memories")
    assert (m["consolidated"], m["support"], m["last_used_at"]) == (1, 2, T0 + DAY)


def test_a_redundant_write_from_another_session_consolidates_an_inferred_belief(
    mem, tmp_path, project_dir
):
    session(mem, tmp_path, project_dir, "s1", STRONG, now=T0)
    (m,) = rows(mem, "SELECT id FROM memories")
    w = mem.write(
        "The reports module must always use UTC timestamps",
        kind="constraint",
        scope="project",
        session_id="s2",
        now=T0 + DAY,
    )
    assert w.verdict == "redundant" and w.memory_id == m["id"]
    report = run_sleep_pass(mem.target, now=T0 + DAY)
    assert report.consolidated == 1
    assert mem.get(m["id"]).consolidated


def test_promoted_change_closes_the_old_belief(mem, tmp_path, project_dir):
    old = mem.write("The job queue is RabbitMQ", kind="fact", now=T0)
    report = session(
        mem,
        tmp_path,
        project_dir,
        "s1",
        "Remember that we switched the job queue from RabbitMQ to SQS.",
        now=T0 + DAY,
    )
    assert (report.promoted, report.superseded) == (1, 1)
    closed = mem.get(old.memory_id)
    assert closed.status == "superseded" and closed.valid_to == T0 + DAY
    assert mem.get(closed.superseded_by).text == "We switched the job queue from RabbitMQ to SQS."


def test_a_promoted_change_closes_the_belief_it_denies_not_the_one_it_confirms(
    mem, tmp_path, project_dir
):
    pg = mem.add("We use PostgreSQL 16 for the orders service", kind="fact", trust="agent")
    my = mem.add("We use MySQL for the orders service", kind="fact", trust="agent")
    report = session(
        mem,
        tmp_path,
        project_dir,
        "s1",
        "Remember that we switched the orders service from PostgreSQL to MySQL.",
        now=T0 + DAY,
    )
    assert (report.promoted, report.superseded) == (1, 1)
    assert mem.get(pg).status == "superseded" and mem.get(my).status == "live"


def test_a_promoted_change_about_something_else_closes_nothing(mem, tmp_path, project_dir):
    old = mem.write("The orders service uses PostgreSQL for its data", kind="fact", now=T0)
    report = session(
        mem,
        tmp_path,
        project_dir,
        "s1",
        "Remember that for the orders service docs we use mkdocs instead of sphinx.",
        now=T0 + DAY,
    )
    assert report.promoted == 1 and report.superseded == 0
    assert mem.get(old.memory_id).status == "live"


def test_weak_statement_never_closes_a_belief(mem, tmp_path, project_dir):
    old = mem.write("Builds use Node 18 on the CI runners", kind="fact", now=T0)
    session(
        mem,
        tmp_path,
        project_dir,
        "s1",
        "I prefer that builds no longer use Node 18.",
        now=T0 + DAY,
    )
    assert mem.get(old.memory_id).status == "live"


def test_a_different_number_never_backs_a_belief(mem, tmp_path, project_dir):
    session(mem, tmp_path, project_dir, "s1", "Remember that staging listens on port 8080.", now=T0)
    report = session(
        mem,
        tmp_path,
        project_dir,
        "s2",
        "I prefer that staging listens on port 9090.",
        now=T0 + DAY,
    )
    # The port names the project's particulars, so the statement is strong enough to be
    # its own belief (issue 16); what matters is that it never backs the 8080 one.
    assert report.reinforced == 0
    (m,) = rows(mem, "SELECT support FROM memories WHERE text LIKE '%8080%'")
    assert m["support"] == 1


# ---------------------------------------------------------------- merging


def _dupes(mem: Memory) -> tuple[int, int]:
    a, b = mem.add_many(
        [
            "Deploys run through make release on the build host",
            "deploys run through make release on the build host!",
        ],
        kind="procedure",
        trust="agent",
        created_at=[T0, T0 + DAY],
    )
    return a, b


@pytest.mark.parametrize("embedder", [None, FakeEmbedder()], ids=["words", "vectors"])
def test_merge_keeps_the_older_sums_counts_and_unites_provenance(tmp_path, project_dir, embedder):
    mem = Memory(tmp_path / "m.db", embedder=embedder, project=str(project_dir))
    a, b = _dupes(mem)
    mem.outcome(a, "ok", now=T0 + 2 * DAY)
    mem.outcome(b, "ok", now=T0 + 2 * DAY)
    mem.outcome(b, "fail", now=T0 + 2 * DAY)
    sources = {e.id for x in (a, b) for e in mem.explain(x).episodes}
    report = run_sleep_pass(mem.target, now=T0 + 3 * DAY)
    assert report.merged == 1
    keeper, loser = mem.get(a), mem.get(b)
    assert keeper.status == "live" and (keeper.n_success, keeper.n_failure) == (2, 1)
    assert keeper.support == 2
    assert loser.status == "merged" and loser.superseded_by == a
    assert loser.retired_reason == f"merged into [{a}]" and loser.retired_at == T0 + 3 * DAY
    assert {e.id for e in mem.explain(a).episodes} == sources
    assert [m.id for m in mem.explain(a).merged_from] == [b]
    assert rows(mem, "SELECT COUNT(*) AS n FROM memories")[0]["n"] == 2  # nothing deleted


def test_merge_adds_up_usage_and_an_inferred_outcome_of_the_loser_can_be_undone(mem):
    """The keeper takes the loser's usage (what the block ranks by) and its inferred
    counts; taking back one of the loser's inferred outcomes takes it back from both."""
    a, b = _dupes(mem)
    store = mem.store
    for sid, ids, used in (("u1", [a, b], {b}), ("u2", [b], set()), ("u3", [a], set())):
        store.record_injections(sid, ids, T0 + DAY, "startup")
        store.record_decisions(sid, [(i, i in used, None) for i in ids], T0 + DAY)
    assert store.usage_counts([a, b]) == {a: (0, 2), b: (1, 1)}
    with store.transaction():
        credit.credit(
            store,
            mem.get(b),
            "ok",
            inferred=True,
            source="transcript",
            now=T0 + DAY,
            session_id="u1",
            command="make release",
            detail="passed",
        )
    (inferred,) = mem.explain(b).outcomes
    run_sleep_pass(mem.target, now=T0 + 2 * DAY)
    keeper = mem.get(a)
    assert mem.get(b).status == "merged" and keeper.n_inferred_success == 1
    assert store.usage_counts([a]) == {a: (1, 1)}  # uses add up; the fewer unused showings
    mem.undo_outcome(inferred.id, now=T0 + 3 * DAY)
    assert mem.get(b).n_inferred_success == 0
    assert mem.get(a).n_inferred_success == 0
    assert mem.get(a).confidence == pytest.approx(
        lifecycle.confidence_of(keeper.trust, keeper.n_success, keeper.n_failure, 0, 0)
    )


def _infer(mem: Memory, memory_id: int, outcome: str, session_id: str, at: float) -> None:
    with mem.store.transaction():
        credit.credit(
            mem.store,
            mem.get(memory_id),
            outcome,
            inferred=True,
            source="transcript",
            now=at,
            session_id=session_id,
            command="make release",
            detail=outcome,
        )


def test_merge_keeps_the_losers_outcome_rows_reachable_from_the_keeper(mem, tmp_path):
    """The keeper took the loser's outcome counts; the rows behind them (explicit and
    inferred) stay on the merged memory and are the keeper's history too: its explain
    lists them, an edit of the keeper copies them, and an export of the live memories
    only (which leaves the merged one out) carries them on the keeper's line."""
    a, b = _dupes(mem)
    mem.outcome(b, "ok", session_id="r1", now=T0 + DAY)
    _infer(mem, b, "ok", "r2", T0 + DAY + 1)
    _infer(mem, a, "fail", "r2", T0 + DAY + 2)  # both were shown in r2
    _infer(mem, b, "fail", "r3", T0 + DAY + 3)
    losers = [(o.id, o.outcome, o.inferred, o.session_id) for o in mem.explain(b).outcomes]
    assert len(losers) == 3
    assert run_sleep_pass(mem.target, now=T0 + 2 * DAY).merged == 1
    assert mem.get(b).status == "merged"
    mem.outcome(b, "fail", now=T0 + 3 * DAY)  # after the merge: the merged memory's own

    story = mem.explain(a)
    got = [(o.id, o.outcome, o.inferred, o.session_id) for o in story.outcomes]
    assert [o.memory_id for o in story.outcomes] == [b, b, a, b]
    assert set(losers) <= set(got) and len(got) == 4
    shown = fmt.explanation(story)
    assert shown.count(f"(of [{b}], merged into this)") == 3
    keeper = mem.get(a)
    assert (keeper.n_success, keeper.n_inferred_success, keeper.n_inferred_failure) == (1, 1, 2)
    # An inferred row of the loser, listed on the keeper, is taken back from both.
    (r3,) = [o for o in story.outcomes if o.session_id == "r3"]
    mem.undo_outcome(r3.id, now=T0 + 4 * DAY)
    assert (mem.get(a).n_inferred_failure, mem.get(b).n_inferred_failure) == (1, 0)

    # A live-only export leaves the merged memory out: its rows go with the keeper (but
    # for b's r2, since one memory has one inferred outcome per session).
    live = list(mem.export(live_only=True))
    assert [r["text"] for r in live] == [keeper.text]
    copy = Memory(tmp_path / "copy.db", embedder=None, project=mem.project_id)
    copy.restore(live)
    (c,) = copy.memories()
    rows = [
        (o.outcome, o.inferred, o.session_id, o.undone_at is not None)
        for o in copy.explain(c.id).outcomes
    ]
    assert rows == [
        ("ok", False, "r1", False),
        ("fail", True, "r2", False),
        ("fail", True, "r3", True),
    ]
    assert (c.n_success, c.n_inferred_success, c.n_inferred_failure) == (1, 1, 1)
    # A whole export keeps the merged memory, and so its rows reachable from the keeper.
    whole = Memory(tmp_path / "whole.db", embedder=None, project=mem.project_id)
    whole.restore(list(mem.export()))
    (k,) = whole.memories(status="live")
    assert len(whole.explain(k.id).outcomes) == 4

    # An edit of the keeper carries what its counts include, the merged rows too.
    new = mem.edit(a, "Deploys run through make release on the build host, from main").memory_id
    carried = [(o.outcome, o.inferred, o.session_id) for o in mem.store.outcomes_of(new)]
    assert carried == [("ok", False, "r1"), ("fail", True, "r2"), ("fail", True, "r3")]
    whole_again = Memory(tmp_path / "again.db", embedder=None, project=mem.project_id)
    whole_again.restore(list(mem.export()))  # and the edited store exports consistently
    assert len(whole_again.memories()) == 3


def test_merge_prefers_the_pinned_belief(mem):
    a, b = _dupes(mem)
    mem.pin(b, True, now=T0 + DAY)
    run_sleep_pass(mem.target, now=T0 + 2 * DAY)
    assert mem.get(b).status == "live" and mem.get(a).status == "merged"


def test_different_outcomes_or_negations_never_merge(mem):
    mem.add_many(
        ["Deploys run through make release on the build host"], kind="procedure", created_at=[T0]
    )
    mem.add_many(
        ["Deploys run through make release on the build host"],
        kind="procedure",
        valence="failure",
        created_at=[T0],
    )
    mem.add_many(
        ["Deploys never run through make release on the build host"],
        kind="procedure",
        created_at=[T0],
    )
    assert run_sleep_pass(mem.target, now=T0 + DAY).merged == 0


# ---------------------------------------------------------------- decay, expiry, caps


def test_ttl_expiry_retires_with_reason(mem):
    w = mem.write("The demo environment is up until Friday", kind="fact", ttl_days=2, now=T0)
    assert run_sleep_pass(mem.target, now=T0 + DAY).expired == 0
    report = run_sleep_pass(mem.target, now=T0 + 3 * DAY)
    assert report.expired == 1 and report.archived == 1
    m = mem.get(w.memory_id)
    assert (m.status, m.retired_reason, m.valid_to) == ("archived", "expired", T0 + 2 * DAY)


def test_decay_archives_unused_guesses_but_not_pinned_or_proven(mem):
    guess = mem.write("The flaky test is caused by DNS", trust="inferred", now=T0)
    pinned = mem.write("The release train leaves on Tuesdays", trust="inferred", now=T0)
    proven = mem.write("Retrying the upload twice fixes the 502s", trust="inferred", now=T0)
    used = mem.write("The cache lives in Redis cluster B", trust="inferred", now=T0)
    kept = mem.write("The ledger is append-only by design", kind="decision", now=T0)
    mem.pin(pinned.memory_id, now=T0)
    mem.outcome(proven.memory_id, "ok", now=T0)
    mem.outcome(proven.memory_id, "ok", now=T0)
    assert mem.search("where does the cache live, redis?", now=T0 + 50 * DAY)
    report = run_sleep_pass(mem.target, now=T0 + 70 * DAY)
    assert report.decayed == 1
    m = mem.get(guess.memory_id)
    assert (m.status, m.retired_reason) == ("archived", "decayed: unused since 2026-01-01")
    for w in (pinned, proven, used, kept):
        assert mem.get(w.memory_id).status == "live"


def test_prune_keeps_each_scope_under_its_caps(mem, monkeypatch):
    monkeypatch.setenv("RETAIN_MAX_LIVE", "10")
    monkeypatch.setenv("RETAIN_MAX_LESSONS", "2")
    ids = mem.add_many(
        [f"fact number {i} about subsystem {i * 7}" for i in range(14)],
        kind="fact",
        created_at=[T0 + i for i in range(14)],
    )
    lessons = mem.add_many(
        [f"lesson {i}: the {i}th migration broke staging" for i in range(4)],
        kind="lesson",
        valence="failure",
        created_at=[T0] * 4,
    )
    mem.pin(ids[0], now=T0)
    mem.outcome(lessons[0], "ok", now=T0)
    mem.outcome(lessons[0], "ok", now=T0)
    mem.add_many(["a user preference that lives in another scope"], kind="preference")
    report = run_sleep_pass(mem.target, now=T0 + DAY)
    live = rows(mem, "SELECT id, scope, valence FROM memories WHERE status = 'live'")
    project_live = [r for r in live if r["scope"] == "project"]
    assert len(project_live) == 10 and report.pruned == 8
    assert sum(r["valence"] == "failure" for r in project_live) <= 2
    live_ids = {r["id"] for r in live}
    assert ids[0] in live_ids and lessons[0] in live_ids
    assert any(r["scope"] == "user" for r in live)
    reasons = rows(mem, "SELECT DISTINCT retired_reason FROM memories WHERE status = 'archived'")
    assert [r[0] for r in reasons] == ["pruned: over cap"]


# ---------------------------------------------------------------- revival


def test_new_evidence_revives_a_decayed_belief(mem, tmp_path, project_dir):
    session(mem, tmp_path, project_dir, "s1", STRONG, now=T0)
    (m,) = rows(mem, "SELECT id FROM memories")
    assert run_sleep_pass(mem.target, now=T0 + 90 * DAY).decayed == 1
    report = session(mem, tmp_path, project_dir, "s2", STRONG, now=T0 + 100 * DAY)
    assert (report.revived, report.promoted) == (1, 0)
    back = mem.get(m["id"])
    assert (back.status, back.retired_reason, back.support, back.consolidated) == (
        "live",
        None,
        2,
        True,
    )
    assert mem.search("UTC timestamps in reports", now=T0 + 100 * DAY)[0].memory.id == back.id


def test_rewriting_a_decayed_belief_revives_it_and_folds_the_copy_in(mem):
    old = mem.write("The flaky test is caused by DNS", trust="inferred", now=T0)
    run_sleep_pass(mem.target, now=T0 + 90 * DAY)
    assert mem.get(old.memory_id).status == "archived"
    new = mem.write("The flaky test is caused by DNS", now=T0 + 100 * DAY)
    assert new.stored and new.memory_id != old.memory_id  # the gate sees live memories only
    report = run_sleep_pass(mem.target, now=T0 + 100 * DAY)
    assert (report.revived, report.merged) == (1, 1)
    back = mem.get(old.memory_id)
    assert back.status == "live" and back.trust == "agent" and back.support == 2
    assert back.last_used_at == T0 + 100 * DAY
    assert mem.get(new.memory_id).superseded_by == old.memory_id


def test_forgotten_memories_stay_forgotten(mem):
    old = mem.write("The flaky test is caused by DNS", now=T0)
    mem.forget(old.memory_id, "wrong", now=T0 + DAY)
    new = mem.write("The flaky test is caused by DNS", now=T0 + 2 * DAY)
    report = run_sleep_pass(mem.target, now=T0 + 2 * DAY)
    assert (report.revived, report.merged) == (0, 0)
    assert mem.get(old.memory_id).status == "archived"
    assert mem.get(new.memory_id).status == "live"


# ---------------------------------------------------------------- properties


def _busy_store(mem: Memory, tmp_path: Path, project_dir: Path) -> None:
    session(mem, tmp_path, project_dir, "s1", EXPLICIT, WEAK, STRONG, now=T0)
    mem.write("The flaky test is caused by DNS", trust="inferred", now=T0)
    mem.write("The demo environment is up until Friday", ttl_days=30, now=T0)
    session(mem, tmp_path, project_dir, "s2", WEAK_AGAIN, now=T0 + DAY)
    _dupes(mem)  # imported with old timestamps after the last pass: still compared


def test_second_pass_at_the_same_time_changes_nothing(mem, tmp_path, project_dir):
    _busy_store(mem, tmp_path, project_dir)
    first = run_sleep_pass(mem.target, now=T0 + 70 * DAY)
    assert first.decayed and first.expired and first.merged
    before = snapshot(mem.target)
    second = run_sleep_pass(mem.target, now=T0 + 70 * DAY)
    assert snapshot(mem.target) == before
    assert second.as_dict() == SleepReport().as_dict()


def test_same_input_and_clock_give_the_same_store(tmp_path, project_dir):
    dbs = []
    for name in ("a", "b"):
        d = tmp_path / name
        d.mkdir()
        mem = Memory(d / "m.db", embedder=FakeEmbedder(), project=str(project_dir))
        _busy_store(mem, d, project_dir)
        run_sleep_pass(mem.target, now=T0 + 70 * DAY)
        dbs.append(snapshot(mem.target))
    assert dbs[0] == dbs[1]


def test_an_interrupted_pass_is_finished_by_the_next(
    mem, tmp_path, project_dir, monkeypatch, backend
):
    import retain.sleep.decay

    if backend == "postgresql":
        pytest.skip("copies the store with SQLite's VACUUM INTO")
    _busy_store(mem, tmp_path, project_dir)
    clean = tmp_path / "clean.db"
    with mem.store.connect() as conn:
        conn.execute("VACUUM INTO ?", (str(clean),))

    def crash(*args, **kwargs):
        raise KeyboardInterrupt  # as if killed between two steps

    with monkeypatch.context() as patch, pytest.raises(KeyboardInterrupt):
        patch.setattr(retain.sleep.decay, "decay", crash)
        run_sleep_pass(mem.target, now=T0 + 70 * DAY)
    with mem.store.connect() as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        last = conn.execute("SELECT finished_at FROM sleep_runs ORDER BY id DESC").fetchone()
        assert last[0] is None
    run_sleep_pass(mem.target, now=T0 + 70 * DAY)
    run_sleep_pass(clean, now=T0 + 70 * DAY)
    assert snapshot(mem.target) == snapshot(clean)


@contextlib.contextmanager
def _flock(lock: Path):
    with open(lock, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        yield True


def test_a_held_lock_skips_the_pass_but_keeps_the_transcript(mem, tmp_path, project_dir, backend):
    t = write_transcript(tmp_path / "t.jsonl", EXPLICIT)
    if backend == "postgresql":  # the team store's lock is an advisory lock on the server
        holder = mem.store.exclusive("sleep", 0)
    else:
        holder = _flock(Path(str(mem.target) + ".sleep.lock"))
    with holder as held:
        assert held
        report = run_sleep_pass(
            mem.target,
            now=T0,
            transcript_path=t,
            session_id="s1",
            project_dir=project_dir,
            lock_wait=0,
        )
    assert (report.skipped, report.captured, report.promoted) == ("locked", 1, 0)
    assert report.pending == 1
    later = run_sleep_pass(mem.target, now=T0)
    assert later.promoted == 1 and later.skipped is None


def test_each_pass_is_recorded_in_sleep_runs_the_log_and_status(mem, tmp_path, project_dir):
    session(mem, tmp_path, project_dir, "s1", EXPLICIT, now=T0)
    (run,) = rows(mem, "SELECT * FROM sleep_runs")
    assert run["started_at"] == T0 and run["finished_at"] >= T0
    assert json.loads(run["report"])["promoted"] == 1
    assert mem.status()["last_sleep_pass"]["report"]["promoted"] == 1
    log = log_path()
    assert stat.S_IMODE(log.stat().st_mode) == 0o600
    assert '"promoted": 1' in log.read_text()


def test_progress_lines_for_maintain(mem):
    lines: list[str] = []
    run_sleep_pass(mem.target, now=T0, progress=lines.append)
    assert any(line.startswith("promoted") for line in lines)
    assert any(line.startswith("pruned") for line in lines)


def test_embedder_backfills_vectors_for_promoted_beliefs(tmp_path, project_dir):
    mem = Memory(tmp_path / "m.db", embedder=None, project=str(project_dir))
    t = write_transcript(tmp_path / "t.jsonl", EXPLICIT)
    mem.add("The ledger is append-only by design", kind="decision", embed=False)
    report = run_sleep_pass(
        mem.target,
        now=T0,
        transcript_path=t,
        session_id="s1",
        project_dir=project_dir,
        embedder=FakeEmbedder(),
    )
    assert report.embedded == 1 and report.promoted == 1
    assert rows(mem, "SELECT COUNT(*) AS n FROM embeddings")[0]["n"] == 2


# ---------------------------------------------------------------- the detached entry


def test_module_entry_has_help_and_always_exits_zero(tmp_path):
    out = detached_pass("--help")
    assert out.returncode == 0 and "--transcript" in out.stdout and "--project-dir" in out.stdout
    bad = tmp_path / "not-a-db"
    bad.mkdir()
    out = detached_pass("--db", bad)
    assert out.returncode == 0
    assert "error" in log_path().read_text()
    out = detached_pass("--no-such-flag")
    assert out.returncode == 0 and "bad arguments" in log_path().read_text()


def test_lexical_pass_imports_neither_mcp_nor_numpy(tmp_path, project_dir):
    t = write_transcript(tmp_path / "t.jsonl", EXPLICIT, WEAK)
    code = (
        "import sys\n"
        "from retain.sleep.run import run_sleep_pass\n"
        f"r = run_sleep_pass({str(tmp_path / 'x.db')!r}, transcript_path={str(t)!r}, "
        f"session_id='s1', project_dir={str(project_dir)!r})\n"
        "assert r.promoted == 1, r\n"
        "print(','.join(m for m in ('mcp', 'numpy', 'torch') if m in sys.modules))\n"
    )
    out = subprocess.run(
        [PYTHON, "-c", code],
        capture_output=True,
        text=True,
        env=subprocess_env(RETAIN_EMBEDDER="none"),
        check=True,
    )
    assert out.stdout.strip() == ""
