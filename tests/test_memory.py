"""The facade's promises: gated writes, outcomes, provenance, validity, scope."""

import shutil
import subprocess

import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain.anchors.staleness import ARCHIVE_AFTER_SESSIONS
from retain.errors import InvalidInput, NotFound

T0 = 1_800_000_000.0


def test_write_then_search_finds_it(mem):
    r = mem.write(
        "orders use optimistic locking: a version column checked on save", kind="decision", now=T0
    )
    assert r.stored and r.verdict == "novel"
    hits = mem.search("optimistic locking on orders", now=T0 + 1)
    assert hits[0].memory.id == r.memory_id
    assert "words" in hits[0].reason and "confidence" in hits[0].reason


def test_redundant_write_strengthens_without_new_row_or_confidence_change(mem):
    first = mem.write("Run the linter with ruff before committing", kind="procedure", now=T0)
    before = mem.get(first.memory_id)
    again = mem.write("run the linter with ruff before committing", kind="procedure", now=T0 + 5)
    assert again.verdict == "redundant" and not again.stored
    assert again.memory_id == first.memory_id and "already known" in again.message
    after = mem.get(first.memory_id)
    assert after.support == before.support + 1
    assert after.confidence == before.confidence
    assert len(mem.explain(first.memory_id).episodes) == 2


def test_redundant_with_a_different_outcome_is_stored(mem):
    ok = mem.write("bumping pydantic to 2.9 works", kind="fact", now=T0)
    failed = mem.write("bumping pydantic to 2.9 works", kind="fact", outcome="fail", now=T0 + 1)
    assert failed.stored and failed.memory_id != ok.memory_id
    assert failed.related_id == ok.memory_id
    assert mem.get(failed.memory_id).valence == "failure"


def test_contradiction_closes_the_old_belief_and_links_successor(mem):
    old = mem.write("Feature flags are served by LaunchDarkly", kind="decision", now=T0)
    new = mem.write(
        "Switched feature flags from LaunchDarkly to Unleash", kind="decision", now=T0 + 100
    )
    assert new.verdict == "contradiction" and new.related_id == old.memory_id
    closed = mem.get(old.memory_id)
    assert closed.status == "superseded" and closed.valid_to == T0 + 100
    assert closed.superseded_by == new.memory_id
    hits = mem.search("which feature flag service do we use", now=T0 + 200)
    assert [h.memory.id for h in hits] == [new.memory_id]
    past = mem.search("feature flags LaunchDarkly", at=T0 + 50, now=T0 + 200)
    assert [h.memory.id for h in past] == [old.memory_id]
    exp = mem.explain(new.memory_id)
    assert [p.id for p in exp.predecessors] == [old.memory_id]
    assert [s.id for s in mem.explain(old.memory_id).successors] == [new.memory_id]


def test_agent_verdict_with_target_wins(mem):
    a = mem.write("staging database is pg-staging-1", kind="fact", now=T0)
    b = mem.write(
        "the staging db moved to pg-staging-2",
        kind="fact",
        verdict="contradiction",
        target=a.memory_id,
        now=T0 + 1,
    )
    assert b.verdict == "contradiction" and mem.get(a.memory_id).status == "superseded"
    with pytest.raises(InvalidInput, match="superseded"):
        mem.write("something else", verdict="contradiction", target=a.memory_id, now=T0 + 2)
    with pytest.raises(NotFound):
        mem.write("x y z", verdict="redundant", target=9999)
    with pytest.raises(InvalidInput, match="needs a verdict"):
        mem.write("x y z", target=a.memory_id)


@pytest.mark.parametrize("bad", ["", "   ", "\n\t", "\x00"])
def test_empty_text_is_refused_and_nothing_stored(mem, bad):
    with pytest.raises(InvalidInput, match="empty"):
        mem.write(bad)
    assert mem.status()["episodes"] == 0


def test_too_long_text_is_refused(mem):
    with pytest.raises(InvalidInput, match="limit is 4000"):
        mem.write("x" * 4001)


@pytest.mark.parametrize(
    "field,value",
    [
        ("kind", "failure"),
        ("scope", "global"),
        ("outcome", "failure"),
        ("verdict", "dupe"),
        ("trust", "admin"),
    ],
)
def test_near_miss_enums_are_rejected(mem, field, value):
    with pytest.raises(InvalidInput, match=field):
        mem.write("a reasonable memory", **{field: value})


def test_secrets_are_redacted_before_storage(mem, tmp_path):
    key = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    r = mem.write(f"the CI token is {key}, keep it safe", kind="fact")
    assert r.redactions >= 1
    assert key not in mem.get(r.memory_id).text
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("mem.db*"))
    assert key.encode() not in raw


def test_outcomes_move_confidence_laplace_style(mem):
    a = mem.write("cache the wheel dir between CI runs", kind="procedure", now=T0).memory_id
    b = mem.write("pin numpy below 3 in the lock file", kind="decision", now=T0).memory_id
    c0 = mem.get(a).confidence
    mem.outcome(a, "ok", now=T0 + 1)
    for i in range(9):
        mem.outcome(b, "ok", now=T0 + 2 + i)
    assert c0 < mem.get(a).confidence < mem.get(b).confidence
    r = mem.outcome(a, "fail", note="the cache key ignored the python version", now=T0 + 20)
    assert r.memory.n_failure == 1 and r.memory.confidence < mem.get(b).confidence
    assert r.lesson is not None and mem.get(r.lesson.memory_id).valence == "failure"
    with pytest.raises(InvalidInput):
        mem.outcome(a, "failure")
    with pytest.raises(NotFound):
        mem.outcome(123456, "ok")


def test_forget_archives_and_revive_restores(mem):
    r = mem.write("the build uses make, not ninja", kind="fact", now=T0)
    gone = mem.forget(r.memory_id, "wrong project", now=T0 + 1)
    assert gone.status == "archived" and "wrong project" in gone.retired_reason
    assert mem.search("build make ninja", now=T0 + 2) == []
    with pytest.raises(InvalidInput, match="already archived"):
        mem.forget(r.memory_id, "again")
    back = mem.revive(r.memory_id, now=T0 + 3)
    assert back.status == "live"
    assert mem.search("build make ninja", now=T0 + 4)[0].memory.id == r.memory_id


@pytest.mark.skipif(shutil.which("git") is None, reason="needs the git binary")
def test_a_revived_stale_memory_is_not_archived_again_by_the_next_check(store_target, tmp_path):
    """Archived because the file it names stayed gone, revived by a person: the old
    anchors are dropped so the next check does not undo the revive."""
    repo = tmp_path / "repo"
    (repo / "billing").mkdir(parents=True)
    (repo / "billing" / "retry.py").write_text("MAX_DELAY = 30\n")
    (repo / "billing" / "ledger.py").write_text("def post(entry):\n    return entry\n")
    git = ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"]
    for args in (["init", "-q"], ["add", "."], ["commit", "-qm", "init"]):
        subprocess.run([*git, *args], cwd=repo, check=True, capture_output=True)
    mem = Memory(store_target, embedder=None, project=str(repo))
    mid = mem.write("billing/retry.py holds the retry policy", kind="fact", now=T0).memory_id
    assert mem.check_code(project_dir=repo, anchor_new=10, now=T0 + 1).anchored == 1
    (repo / "billing" / "retry.py").unlink()
    for n in range(1, ARCHIVE_AFTER_SESSIONS + 1):
        mem.check_code(project_dir=repo, session_id=f"s{n}", now=T0 + 10 * n)
    m = mem.get(mid)
    assert m.status == "archived" and m.retired_kind == "stale"
    back = mem.revive(mid, now=T0 + 100)
    assert back.status == "live" and back.stale_at is None
    mem.check_code(project_dir=repo, session_id="s9", anchor_new=10, now=T0 + 110)
    assert mem.get(mid).status == "live"


def test_project_scope_isolates_projects_but_user_scope_follows(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    path = tmp_path / "shared.db"
    in_a = Memory(path, embedder=FakeEmbedder(), project=str(a))
    in_b = Memory(path, embedder=FakeEmbedder(), project=str(b))
    in_a.write("staging URL is https://staging.alpha.example", kind="fact")
    in_b.write("staging URL is https://staging.beta.example", kind="fact")
    in_a.write("I prefer short commit messages in the imperative", kind="preference")
    hits_a = in_a.search("what is the staging URL")
    assert [h.memory.text for h in hits_a] == ["staging URL is https://staging.alpha.example"]
    assert in_b.search("commit messages")[0].memory.scope == "user"


def test_search_filters_and_bounds(mem):
    mem.write("never force-push to main", kind="constraint", now=T0)
    mem.write("the deploy failed because the migration lock was held", kind="lesson", now=T0)
    assert all(
        h.memory.kind == "constraint" for h in mem.search("main deploy push", kind="constraint")
    )
    assert all(h.memory.valence == "failure" for h in mem.search("deploy", valence="failure"))
    for bad in (dict(k=0), dict(k=51), dict(kind="nope"), dict(valence="bad")):
        with pytest.raises(InvalidInput):
            mem.search("deploy", **bad)
    with pytest.raises(InvalidInput):
        mem.search("  ")


def test_a_returned_hit_counts_as_a_use(mem):
    r = mem.write("tests run with pytest -q", kind="procedure", now=T0)
    mem.search("how do tests run", now=T0 + 10)
    m = mem.get(r.memory_id)
    assert m.n_used == 1 and m.last_used_at == T0 + 10


def test_chinese_japanese_korean_found_in_same_language(mem):
    zh = mem.write("部署前必须先运行数据库迁移", kind="constraint").memory_id
    ja = mem.write("本番環境へのデプロイは金曜日に行わない", kind="constraint").memory_id
    ko = mem.write(
        "배포 전에 데이터베이스 마이그레이션을 실행해야 한다", kind="constraint"
    ).memory_id
    assert mem.search("数据库迁移")[0].memory.id == zh
    assert mem.search("デプロイ 金曜日")[0].memory.id == ja
    assert mem.search("데이터베이스 마이그레이션")[0].memory.id == ko


def test_explain_unknown_and_bad_ids(mem):
    for bad in (0, -1, 10**9):
        with pytest.raises(NotFound):
            mem.explain(bad)
    for bad in ("7", 1.5, True, None):
        with pytest.raises(InvalidInput):
            mem.explain(bad)  # type: ignore[arg-type]


def test_add_bypasses_gate_but_still_redacts(mem):
    a = mem.add("duplicate line")
    b = mem.add("duplicate line")
    assert a != b
    c = mem.add("password=hunter2hunter2 for the db")
    assert "hunter2hunter2" not in mem.get(c).text


def test_rows_without_vectors_are_backfilled(tmp_path, project_dir):
    path = tmp_path / "m.db"
    lexical = Memory(path, embedder=None, project=str(project_dir))
    lexical.write("the queue worker retries three times", kind="fact")
    assert lexical.status()["embedder"]["state"] == "off"
    semantic = Memory(path, embedder=FakeEmbedder(), project=str(project_dir))
    assert semantic.status()["embedder"]["backfill_backlog"] == 1
    assert semantic.backfill() == 1
    assert semantic.status()["embedder"]["backfill_backlog"] == 0
    assert semantic.backfill() == 0


def test_counting_vectors_can_stop_at_a_bound(mem):
    mem.add_many([f"cache note {i}" for i in range(4)], kind="fact")
    model = FakeEmbedder().name
    assert mem.store.count_vectors(model) == 4
    bounded = [mem.store.count_vectors(model, upto=n) for n in (0, 1, 3, 4, 9)]
    assert bounded == [0, 1, 3, 4, 4]
    assert mem.store.count_vectors("another-model", upto=1) == 0


def test_ttl_and_pinned_are_stored(mem):
    r = mem.write("feature freeze until Friday", kind="constraint", ttl_days=3, pinned=True, now=T0)
    m = mem.get(r.memory_id)
    assert m.pinned and m.expires_at == pytest.approx(T0 + 3 * 86400)
    with pytest.raises(InvalidInput):
        mem.write("bad ttl", ttl_days=-1)


def test_a_belief_the_gate_closed_by_mistake_revives(mem):
    old = mem.write("The API server listens on port 8080", kind="fact", now=T0)
    new = mem.write("The API server now listens on port 9000", kind="fact", now=T0 + 1)
    assert (new.verdict, new.related_id) == ("contradiction", old.memory_id)
    assert mem.store.get(old.memory_id).status == "superseded"
    back = mem.revive(old.memory_id, now=T0 + 2)
    assert back.status == "live" and back.superseded_by is None and back.valid_to is None
    assert mem.store.get(new.memory_id).status == "live"  # both believed again
    found = {h.memory.id for h in mem.search("API server port", now=T0 + 3)}
    assert {old.memory_id, new.memory_id} <= found
    with pytest.raises(InvalidInput, match="only archived or superseded"):
        mem.revive(new.memory_id)
