"""The whole-store operations of the facade (retain.memory.curate): edit as one unit of work
that keeps the belief's history, restore keeping why a memory was retired and (export
format 2, retain.memory.history) its outcomes, anchors, usage and stale mark, the listing's
filters. A contract module: the tests taking `mem` or `store_target` run on both stores."""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
from pathlib import Path

import pytest
from benchmarks.cc_transcript import Transcript, pytest_output

from conftest import FIXTURES, billing_repo, db_rows, git
from retain import Memory
from retain import format as fmt
from retain.cli.main import main
from retain.core import lifecycle
from retain.errors import InvalidInput
from retain.memory import credit, history, outcome_rows
from retain.models import AnchorRecord, FoundUse, InjectionRecord
from retain.portable.jsonl import import_jsonl

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


def test_an_edit_keeps_inferred_outcomes_their_rows_and_usage(mem):
    """Issue 14 left this out: a refinement dropped the inferred counters and rows."""
    store = mem.store
    old = mem.write("make check runs the linters and mypy", kind="fact", now=T0).memory_id
    mem.outcome(old, "ok", session_id="s1", now=T0 + 1)
    with store.transaction():
        for n, (outcome, sid) in enumerate((("ok", "s2"), ("fail", "s3"), ("ok", "s4"))):
            m = store.get(old)
            credit.credit(
                store,
                m,
                outcome,
                inferred=True,
                source="transcript",
                now=T0 + 2 + n,
                session_id=sid,
                command="make check",
                detail=outcome,
            )
    (taken_back,) = [o for o in store.outcomes_of(old) if o.session_id == "s4"]
    mem.undo_outcome(taken_back.id, now=T0 + 9)
    for sid, used in (("s5", True), ("s6", False)):  # shown twice, used once
        store.record_injections(sid, [old], T0 + 10, "startup")
        store.record_decisions(sid, [(old, used, "cited" if used else None)], T0 + 11)
    store.save_anchors(
        old, [AnchorRecord(kind="command", value="make:check", fingerprint="f")], T0 + 12
    )
    store.set_stale(old, T0 + 13, "command make:check: the target changed")
    before = mem.get(old)
    assert (before.n_inferred_success, before.n_inferred_failure) == (1, 1)

    new = mem.edit(old, "make check runs the linters, mypy and the tests", now=T0 + 20).memory_id
    after = mem.get(new)
    counts = ("n_success", "n_failure", "n_inferred_success", "n_inferred_failure")
    assert [getattr(after, f) for f in counts] == [1, 0, 1, 1]
    assert after.confidence == pytest.approx(lifecycle.confidence_of("user", 1, 0, 1, 1))
    assert (after.n_used, after.n_injected) == (before.n_used, before.n_injected)
    assert store.usage_counts([new]) == {new: store.usage_counts([old])[old]}
    assert outcome_rows.as_rows(store.outcomes_of(new)) == outcome_rows.as_rows(
        store.outcomes_of(old)
    )
    assert "inferred from session s2" in fmt.explanation(mem.explain(new))
    # The anchors and stale mark stay with the old text; the new one is anchored afresh.
    assert len(store.anchors_of([old])[old]) == 1 and mem.get(old).stale_at == T0 + 13
    assert after.stale_at is None and new in dict(store.unanchored(mem.project_id, 10))
    # An inferred outcome carried over can still be taken back, on the new belief.
    (s2,) = [o for o in mem.explain(new).outcomes if o.session_id == "s2"]
    assert mem.undo_outcome(s2.id, now=T0 + 30)[1].n_inferred_success == 0
    # A contradiction starts afresh, as a contradicting write does.
    other = mem.edit(new, "make check runs only the tests", verdict="contradiction", now=T0 + 40)
    assert mem.get(other.memory_id).n_inferred_failure == 0


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


# -- a belief's history through export and import (retain.memory.history), on both stores --------
RETRY = "MAX_DELAY = 30\n\n\ndef backoff(attempt):\n    return min(2 ** attempt, MAX_DELAY)\n"
BUGFIX = (
    "test_backoff_caps failed because delays grew without bound; "
    "fixed by capping at MAX_DELAY in billing/retry.py"
)
LEDGER = "ledger entries are posted through billing/ledger.py, never written directly"
needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="needs the git binary")


def _lived_in_store(tmp_path: Path) -> tuple[Memory, Path]:
    """A SQLite store with every kind of history, made the way production makes it: an
    inferred `ok` from a test run shown in a Claude Code transcript (sleep pass), an
    explicit outcome, an inferred one taken back, anchors, usage, and a stale mark after
    the file a memory names was deleted."""
    repo = billing_repo(tmp_path / "shop", RETRY)
    src = Memory(tmp_path / "lived.db", embedder=None, project=str(repo))
    src.write(BUGFIX, kind="bugfix", session_id="s1", now=T0)
    ledger = src.write(LEDGER, kind="decision", now=T0).memory_id
    src.outcome(ledger, "ok", session_id="s1", now=T0 + 10)
    block = src.session_block(hint_dir=str(repo), session_id="s2", now=T0 + 3600)
    src.record_shown("s2", block, source="startup", now=T0 + 3600)
    t = Transcript("s2", str(repo))
    t.user("the nightly retry job looks slow, can you check")
    t.bash("pytest tests/test_retry.py::test_backoff_caps -q", pytest_output(1, []))
    report = src.sleep(
        transcript_path=t.write(tmp_path / "s2.jsonl"),
        session_id="s2",
        project_dir=repo,
        now=T0 + 7200,
    )
    assert (report.inferred, report.anchored) == (1, 2)
    with src.store.transaction():  # an inferred failure, then taken back
        credit.credit(
            src.store,
            src.get(ledger),
            "fail",
            inferred=True,
            source="transcript",
            now=T0 + 8000,
            session_id="s9",
            command="make check",
            detail="failed",
        )
    (undone,) = [o for o in src.explain(ledger).outcomes if o.inferred]
    src.undo_outcome(undone.id, now=T0 + 8100)
    git(repo, "rm", "-q", "billing/retry.py")
    git(repo, "commit", "-qm", "drop the retries")
    t = Transcript("s3", str(repo))
    t.user("hello")
    report = src.sleep(
        transcript_path=t.write(tmp_path / "s3.jsonl"),
        session_id="s3",
        project_dir=repo,
        now=T0 + 9000,
    )
    assert report.stale == 1
    return src, repo


def _history(mem: Memory) -> dict[str, tuple]:
    """Everything of each memory's history that must survive, by text (ids are renumbered)."""
    out = {}
    for m in mem.memories():
        anchors = mem.store.anchors_of([m.id]).get(m.id, [])
        out[m.text] = (
            m.n_injected,
            mem.store.injections_of([m.id]).get(m.id, []),
            mem.store.found_uses_of([m.id]).get(m.id, []),
            m.status,
            (m.n_success, m.n_failure, m.n_inferred_success, m.n_inferred_failure),
            round(m.confidence, 9),
            (m.stale_at, m.stale_reason),
            mem.store.usage_counts([m.id]).get(m.id, (0, 0)),
            outcome_rows.as_rows(mem.store.outcomes_of(m.id)),
            [dataclasses.replace(a, id=None, memory_id=None) for a in anchors],
        )
    return out


def _write_jsonl(path: Path, records) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    return path


@needs_git
def test_export_and_import_keep_outcomes_anchors_usage_and_stale_marks(store_target, tmp_path):
    src, repo = _lived_in_store(tmp_path)
    want = _history(src)
    (shown,) = want[BUGFIX][1]  # the sleep pass decided the session used it
    assert (shown.session_id, shown.kind, shown.used) == ("s2", "session_start", True)
    bug = want[BUGFIX][3:]
    assert bug[1] == (0, 0, 1, 0) and bug[3][0] is not None and bug[4] == (1, 0)
    assert len(bug[5]) == 1 and len(bug[6]) == 3 and len(want[LEDGER][8]) == 2
    report = src.store.injection_report()
    exported = list(src.export())
    assert {r["format"] for r in exported} == {history.EXPORT_FORMAT}
    dump = _write_jsonl(tmp_path / "all.jsonl", exported)

    # Into the store under test (SQLite or the team store), and from it to a fresh SQLite
    # file: both stores' export and import.
    mem = Memory(store_target, embedder=None, project=str(repo))
    assert import_jsonl(mem, dump).added == 2
    assert _history(mem) == want
    assert mem.store.injection_report() == report  # `retain status` says what it said
    again = _write_jsonl(tmp_path / "again.jsonl", mem.export())
    third = Memory(tmp_path / "third.db", embedder=None, project=str(repo))
    assert import_jsonl(third, again).added == 2
    assert _history(third) == want
    assert import_jsonl(mem, dump).added == 0  # the second time adds nothing, not even rows

    # The imported history works as it did: explained, and an inferred outcome undone.
    (bug_id,) = [m.id for m in mem.memories() if m.text == BUGFIX]
    story = mem.explain(bug_id)
    shown = fmt.explanation(story)
    assert "inferred from session s2" in shown and "billing/retry.py" in shown
    (inferred,) = story.outcomes
    assert mem.undo_outcome(inferred.id, now=T0 + 9500)[1].n_inferred_success == 0
    assert mem.get(bug_id).confidence < bug[2]
    # The stale mark and its anchors came back: the next check against the same
    # checkout sees what the source saw (the file is still gone).
    mem.check_code(project_dir=repo, session_id="s4", now=T0 + 9600)
    assert "billing/retry.py: the file is gone" in (mem.get(bug_id).stale_reason or "")


def test_an_export_of_the_old_format_still_imports(store_target, tmp_path):
    """format 1: no `format` key, no outcome rows or anchors; one line older still,
    from before the inferred counters, stale marks and retired_kind existed."""
    mem = Memory(store_target, embedder=None, project=str(tmp_path))
    report = import_jsonl(mem, FIXTURES / "export" / "format1.jsonl")
    assert (report.added, report.errors) == (3, [])
    got = {m.text: m for m in mem.memories()}
    bug, legacy = got[BUGFIX], got["the ledger used to be written by hand from the admin shell"]
    assert bug.n_inferred_success == 1 and bug.stale_at == 1760009000.0
    assert "billing/retry.py: the file is gone" in (bug.stale_reason or "")
    assert got[LEDGER].n_success == 1 and mem.store.outcomes_of(got[LEDGER].id) == []
    assert legacy.status == "archived" and legacy.retired_kind == "forgotten"
    assert (legacy.n_inferred_success, legacy.stale_at, legacy.n_success) == (0, None, 2)
    # and it leaves in the current format
    assert {r["format"] for r in mem.export()} == {history.EXPORT_FORMAT}


def test_an_export_of_format_2_still_imports(store_target, tmp_path):
    """format 2 (written by the retain before injections were exported): outcome rows,
    anchors and usage counters, no injections; the memories come back with all of it."""
    mem = Memory(store_target, embedder=None, project=str(tmp_path))
    report = import_jsonl(mem, FIXTURES / "export" / "format2.jsonl")
    assert (report.added, report.errors) == (2, [])
    got = {m.text: m for m in mem.memories()}
    check = got["make check runs the linters and mypy before every push"]
    rows = mem.store.outcomes_of(check.id)
    assert [(o.outcome, o.inferred, o.undone_at is not None) for o in rows] == [
        ("ok", False, False),
        ("ok", True, False),
        ("fail", True, True),
    ]
    assert mem.store.usage_counts([check.id]) == {check.id: (1, 0)}
    assert [a.value for a in mem.store.anchors_of([check.id])[check.id]] == ["make:check"]
    # the sessions each was shown to were not in format 2; the counters were
    assert mem.store.injections_of([m.id for m in got.values()]) == {}
    ledger = got["the ledger is append-only; corrections are new entries"]
    assert (check.n_injected, ledger.n_injected) == (1, 2)
    assert {r["format"] for r in mem.export()} == {history.EXPORT_FORMAT}


def _good_record(**changes) -> dict:
    """A format-3 record with one outcome of each kind, an anchor, a decided and an
    undecided injection and a use no block showed, then `changes`."""
    record = {
        "format": 3,
        "id": 7,
        "text": "make check runs the linters and the type checker",
        "kind": "fact",
        "valence": "fact",
        "scope": "user",
        "project_id": None,
        "trust": "agent",
        "confidence": 0.7,
        "support": 1,
        "n_success": 1,
        "n_failure": 0,
        "n_used": 1,
        "n_injected": 2,
        "n_inferred_success": 1,
        "n_inferred_failure": 0,
        "shown_used": 1,
        "shown_unused": 0,
        "strength": 1.0,
        "last_used_at": T0 + 50,
        "valid_from": T0,
        "valid_to": None,
        "superseded_by": None,
        "status": "live",
        "retired_reason": None,
        "retired_at": None,
        "retired_kind": None,
        "pinned": False,
        "expires_at": None,
        "consolidated": True,
        "created_at": T0,
        "updated_at": T0 + 50,
        "stale_at": T0 + 60,
        "stale_reason": "command make:check: the target changed",
        "episodes": [],
        "outcomes": [
            {"outcome": "ok", "inferred": False, "source": "tool", "session_id": "s1",
             "command": None, "detail": None, "at": T0 + 10, "undone_at": None},
            {"outcome": "ok", "inferred": True, "source": "transcript", "session_id": "s2",
             "command": "make check", "detail": "passed", "at": T0 + 20, "undone_at": None},
            {"outcome": "fail", "inferred": True, "source": "transcript", "session_id": "s3",
             "command": "make check", "detail": "failed", "at": T0 + 30, "undone_at": T0 + 40},
        ],
        "anchors": [
            {"kind": "command", "value": "make:check", "fingerprint": "0a1b2c", "detail": "{}",
             "branch": "main", "state": "changed", "gone_sessions": 0, "last_session": "s3",
             "checked_at": T0 + 60},
        ],
        "injections": [
            {"session_id": "s2", "at": T0 + 15, "source": "startup", "kind": "session_start",
             "used": True, "used_how": "ran its command", "decided_at": T0 + 50},
            {"session_id": "s4", "at": T0 + 55, "source": "prompt", "kind": "prompt",
             "used": None, "used_how": None, "decided_at": None},
        ],
        "found_uses": [{"session_id": "s5", "how": "cited", "at": T0 + 70}],
    }  # fmt: skip
    record.update(changes)
    return record


def _outcome(n: int, **changes) -> list[dict]:
    rows = [dict(o) for o in _good_record()["outcomes"]]
    rows[n].update(changes)
    return rows


def _anchor(**changes) -> list[dict]:
    return [dict(_good_record()["anchors"][0], **changes)]


def _injection(n: int, **changes) -> list[dict]:
    rows = [dict(i) for i in _good_record()["injections"]]
    rows[n].update(changes)
    return rows


def _without(key: str, rows: list[dict], n: int = 0) -> list[dict]:
    rows = [dict(r) for r in rows]
    del rows[n][key]
    return rows


BAD_HISTORY = {
    "an unknown outcome": (dict(outcomes=_outcome(0, outcome="maybe")), "outcomes[0].outcome"),
    "an outcome cut short": (
        dict(outcomes=_without("at", _good_record()["outcomes"], 1)),
        "lacks at",
    ),
    "inferred not a boolean": (dict(outcomes=_outcome(1, inferred="yes")), "true or false"),
    "an explicit outcome undone": (
        dict(outcomes=_outcome(0, undone_at=T0 + 99)),
        "cannot have been undone",
    ),
    "an unknown reporter": (dict(outcomes=_outcome(0, source="email")), "outcomes[0].source"),
    "a time that is not a number": (dict(outcomes=_outcome(2, at="noon")), "at must be a number"),
    "one session inferred twice": (
        dict(
            outcomes=_outcome(2, session_id="s2", undone_at=None, outcome="ok"),
            n_inferred_success=2,
        ),
        "two inferred outcomes from one session",
    ),
    "rows without their counts": (dict(n_inferred_success=0), "disagree"),
    "explicit rows without their counts": (dict(n_success=0), "disagree"),
    "no anchors key": ({"anchors": None}, "lacks anchors"),
    "no outcomes key": ({"outcomes": None}, "lacks outcomes"),
    "no usage counters": ({"shown_used": None}, "lacks shown_used"),
    "outcomes not a list": (dict(outcomes={"ok": 1}), "outcomes must be a list"),
    "an unknown anchor state": (dict(anchors=_anchor(state="moved")), "anchors[0].state"),
    "an anchor without fingerprint": (
        dict(anchors=_without("fingerprint", _good_record()["anchors"])),
        "lacks fingerprint",
    ),
    "the same anchor twice": (dict(anchors=_anchor() * 2), "same anchor is listed twice"),
    "a stale time without its reason": (dict(stale_reason=None), "go together"),
    "an unknown block": (dict(injections=_injection(0, kind="banner")), "injections[0].kind"),
    "an injection cut short": (
        dict(injections=_without("at", _good_record()["injections"], 1)),
        "injections entry lacks at",
    ),
    "used not a boolean": (dict(injections=_injection(0, used=1)), "true, false or null"),
    "decided without when": (dict(injections=_injection(0, decided_at=None)), "go together"),
    "how without a decision": (
        dict(injections=_injection(1, used_how="cited")),
        "not that it was decided",
    ),
    "shown twice in one session": (
        dict(injections=_injection(1, session_id="s2")),
        "shown twice in one session (s2)",
    ),
    "showings without their count": (dict(n_injected=1), "the injections disagree"),
    "uses without their count": (dict(shown_used=0), "shown_used is 0"),
    "a found use without how": (
        dict(found_uses=[{"session_id": "s5", "at": T0}]),
        "found_uses entry lacks how",
    ),
    "no injections key": ({"injections": None}, "lacks injections"),
    "no found_uses key": ({"found_uses": None}, "lacks found_uses"),
    "no memory_history key": ({"format": 4, "memory_history": None}, "lacks memory_history"),
    "a newer format": (dict(format=5), "newer retain"),
}


@pytest.mark.parametrize("case", list(BAD_HISTORY), ids=list(BAD_HISTORY))
def test_an_import_with_damaged_history_imports_nothing(mem, tmp_path, case):
    changes, message = BAD_HISTORY[case]
    bad = _good_record(id=8, text="the linters run in CI as well", created_at=T0 + 1)
    bad.update(changes)
    for key in [k for k, v in changes.items() if v is None and k != "stale_reason"]:
        del bad[key]  # the key is missing altogether
    dump = _write_jsonl(tmp_path / "bad.jsonl", [_good_record(), bad])
    with pytest.raises(InvalidInput, match=re.escape(message)) as e:
        import_jsonl(mem, dump)
    assert f"{dump}:2:" in str(e.value) and "nothing imported" in str(e.value)
    assert mem.memories() == []  # not even the good first line
    with pytest.raises(InvalidInput, match=re.escape(message)):
        import_jsonl(mem, dump, dry_run=True)
    with pytest.raises(InvalidInput, match=re.escape(message)):
        mem.restore([_good_record(), bad])
    assert mem.memories() == []


def test_the_good_record_of_the_damaged_cases_imports_whole(mem, tmp_path):
    """The record the cases above damage is itself good: every part of it comes back."""
    dump = _write_jsonl(tmp_path / "good.jsonl", [_good_record()])
    assert import_jsonl(mem, dump).added == 1
    (m,) = mem.memories()
    assert (m.n_success, m.n_inferred_success, m.n_inferred_failure) == (1, 1, 0)
    assert m.stale_reason == "command make:check: the target changed"
    assert mem.store.usage_counts([m.id]) == {m.id: (1, 0)}
    assert outcome_rows.as_rows(mem.store.outcomes_of(m.id)) == _good_record()["outcomes"]
    (a,) = mem.store.anchors_of([m.id])[m.id]
    assert (a.kind, a.value, a.state, a.checked_at) == ("command", "make:check", "changed", T0 + 60)
    assert mem.store.injections_of([m.id]) == {
        m.id: [
            InjectionRecord(
                "s2", T0 + 15, "startup", "session_start", True, "ran its command", T0 + 50
            ),
            InjectionRecord("s4", T0 + 55, "prompt", "prompt"),
        ]
    }
    assert mem.store.found_uses_of([m.id]) == {m.id: [FoundUse("s5", "cited", T0 + 70)]}
    assert m.n_injected == 2  # the counter as exported: restoring rows does not count again
    # the undecided showing is the sleep pass's to decide, as it was in the exporting store
    assert [r[0] for r in mem.store.undecided("s4")] == [m.id]


def test_a_restore_that_fails_halfway_leaves_nothing(mem, monkeypatch):
    first = _good_record()
    second = _good_record(id=8, text="the linters run in CI as well", created_at=T0 + 1)
    calls = []

    def broken(memory_id, anchors, now):
        calls.append(memory_id)
        if len(calls) == 2:
            raise RuntimeError("disk gone")
        return saved(memory_id, anchors, now)

    saved = mem.store.save_anchors
    monkeypatch.setattr(mem.store, "save_anchors", broken)
    with pytest.raises(RuntimeError):
        mem.restore([first, second])
    monkeypatch.undo()
    assert len(calls) == 2 and mem.memories() == []
    assert db_rows(mem, "SELECT COUNT(*) AS n FROM outcomes")[0]["n"] == 0


def test_the_cli_refuses_a_damaged_export_and_says_where(tmp_path, capsys):
    dump = _write_jsonl(tmp_path / "bad.jsonl", [_good_record(n_inferred_success=0)])
    db = tmp_path / "cli.db"
    code = main(["--db", str(db), "import", str(dump)])
    err = capsys.readouterr().err
    assert code == 2 and f"{dump}:1: n_inferred_success is 0" in err and "nothing imported" in err
    assert Memory(db, embedder=None).memories() == []
    # a damaged injection on the second line, likewise
    second = _good_record(id=8, text="the linters run in CI as well", created_at=T0 + 1)
    second["injections"] = _injection(0, kind="banner")
    dump = _write_jsonl(tmp_path / "bad2.jsonl", [_good_record(), second])
    code = main(["--db", str(db), "import", str(dump)])
    err = capsys.readouterr().err
    assert code == 2 and f"{dump}:2: injections[0].kind must be one of" in err
    assert Memory(db, embedder=None).memories() == []


def test_retain_export_and_import_carry_the_sessions_shown(store_target, tmp_path, capsys):
    """Through the commands themselves: what each session was shown, whether it used it,
    and a use no block showed, from a SQLite store to the store under test."""
    src_db = tmp_path / "src.db"
    src = Memory(src_db, embedder=None, project=str(tmp_path))
    used = src.write("the staging database is reset every night at 02:00", now=T0).memory_id
    unused = src.write("the ledger service runs on port 8443", now=T0 + 1).memory_id
    store = src.store
    with store.transaction():
        store.record_injections("c1", [used, unused], T0 + 10, "startup")
        store.record_decisions("c1", [(used, True, "cited"), (unused, False, None)], T0 + 20)
        store.record_injections("c2", [unused], T0 + 30, "prompt")
        store.record_found("c2", {used: "ran its command"}, T0 + 40)
    want = (store.injections_of([used, unused]), store.found_uses_of([used, unused]))
    dump = tmp_path / "all.jsonl"
    assert main(["--db", str(src_db), "export", "-o", str(dump)]) == 0
    assert main(["--db", store_target, "import", str(dump)]) == 0
    capsys.readouterr()
    mem = Memory(store_target, embedder=None, project=str(tmp_path))
    ids = {m.text: m.id for m in mem.memories()}
    new = [ids[src.get(used).text], ids[src.get(unused).text]]
    got = (mem.store.injections_of(new), mem.store.found_uses_of(new))
    renumber = dict(zip(new, (used, unused)))
    assert tuple({renumber[k]: v for k, v in d.items()} for d in got) == want
    assert mem.store.injection_report() == store.injection_report()
    assert [m.n_injected for m in map(mem.get, new)] == [1, 2]
