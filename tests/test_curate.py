"""The whole-store operations of the facade (retain.curate): edit as one unit of work,
restore keeping why a memory was retired, the listing's filters."""

from __future__ import annotations

import pytest

from retain import Memory
from retain.errors import InvalidInput

T0 = 1_700_000_000.0


def test_an_edit_closes_the_old_belief_and_carries_its_history(mem):
    old = mem.write("deploys go out on Tuesdays", kind="decision", now=T0).memory_id
    mem.outcome(old, "ok", now=T0 + 1)
    result = mem.edit(old, "deploys go out on Tuesdays after the standup", now=T0 + 2)
    new = result.memory_id
    assert new != old and f"[{old}] is closed, superseded by [{new}]" in result.message
    before, after = mem.get(old), mem.get(new)
    assert before.status == "superseded" and before.retired_kind == "superseded"
    assert before.retired_reason == f"refined by [{new}]" and before.superseded_by == new
    assert before.valid_to == T0 + 2
    assert after.status == "live" and after.n_success == 1 and after.support == before.support
    story = mem.explain(new)
    assert [p.id for p in story.predecessors] == [old]
    # the evidence of the old belief (its write and its outcome) is cited by the new one
    assert len(story.episodes) == 3


def test_an_edit_that_fails_halfway_changes_nothing(mem, monkeypatch):
    old = mem.write("the cache lives in redis", kind="fact", now=T0).memory_id
    count = len(mem.memories())

    def broken(memory_id):
        raise RuntimeError("disk gone")

    # the last step of an edit: reading the old belief's evidence to carry it over
    monkeypatch.setattr(mem.store, "episode_ids_of", broken)
    with pytest.raises(RuntimeError):
        mem.edit(old, "the cache lives in redis, db 2", now=T0 + 1)
    monkeypatch.undo()
    assert mem.get(old).status == "live"
    assert len(mem.memories()) == count  # the new memory was rolled back with the rest
    assert len(mem.explain(old).episodes) == 1


def test_only_a_live_memory_with_new_text_is_edited(mem):
    mid = mem.write("tabs, not spaces", kind="preference", now=T0).memory_id
    with pytest.raises(InvalidInput, match="same as"):
        mem.edit(mid, "  tabs, not spaces ")
    mem.forget(mid, "changed my mind", now=T0 + 1)
    with pytest.raises(InvalidInput, match="revive it first"):
        mem.edit(mid, "spaces, not tabs")
    with pytest.raises(InvalidInput, match="verdict"):
        mem.edit(mid, "spaces", verdict="redundant")


def test_restore_keeps_why_a_memory_was_retired(mem, tmp_path):
    forgotten = mem.write("the api key rotates monthly", kind="fact", now=T0).memory_id
    mem.forget(forgotten, "wrong", now=T0 + 1)
    old = mem.write("we use yarn", kind="decision", now=T0 + 2).memory_id
    mem.write("we use pnpm", kind="decision", verdict="contradiction", target=old, now=T0 + 3)
    records = list(mem.export())
    # an export written before retired_kind existed: read from the status and the reason
    legacy = [dict(r, retired_kind=None) for r in records]
    for recs, name in ((records, "a.db"), (legacy, "b.db")):
        other = Memory(tmp_path / name, project=str(tmp_path / "project"))
        ids = other.restore(recs).ids
        assert other.get(ids[forgotten]).retired_kind == "forgotten"
        assert other.get(ids[old]).retired_kind == "superseded"
        assert other.restore(recs).added == 0  # the second time adds nothing


def test_restore_refuses_a_retired_kind_that_contradicts_the_status(mem):
    mid = mem.write("lint before commit", kind="fact", now=T0).memory_id
    mem.forget(mid, "obsolete", now=T0 + 1)
    (record,) = [dict(r, retired_kind="superseded") for r in mem.export()]
    with pytest.raises(InvalidInput, match="does not fit"):
        mem.restore([record])


def test_the_listing_filters_exactly_and_checks_its_arguments(mem):
    a = mem.write("prefer small pull requests", kind="preference", now=T0).memory_id
    b = mem.write("the build uses bazel", kind="fact", now=T0).memory_id
    mem.forget(b, "moved to make", now=T0 + 1)
    assert [m.id for m in mem.memories(kind="preference")] == [a]
    assert [m.id for m in mem.memories(status="archived")] == [b]
    assert [m.id for m in mem.memories(project_id=mem.project_id)] == [b]
    assert [m.id for m in mem.memories(limit=1)] == [a]
    with pytest.raises(InvalidInput):
        mem.memories(kind="opinion")
    with pytest.raises(InvalidInput):
        mem.memories(limit=0)
