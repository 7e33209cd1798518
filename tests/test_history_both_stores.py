"""Round 24 (issue 27 item 3): tests/test_history_trace.py's audit on both stores. Each
facade operation and sleep pass that changes a memory row (trust, status, pin, branch,
counters, text through a closure or an edit) is run on SQLite and on the team store, and
the memories table is compared before and after: every changed column of a memory must
be named by a new history row of that memory. (Its links: tests/test_link_history.py.)"""

from __future__ import annotations

import json

import pytest

T0 = 1_700_000_000.0
DAY = 86400.0
# Derived, bookkeeping the sleep pass recomputes (the stale mark is logged as op `stale`),
# the injection counters (each an `injections` row) and the rules version of m009.
UNLOGGED = {
    "index_text",
    "context_index",
    "content_hash",
    "updated_at",
    "anchored_at",
    "n_injected",
    "shown_used",
    "shown_unused",
    "redacted_under",
    "fts",
    "stale_at",
    "stale_reason",
}


def _rows(mem):
    with mem.store.session(), mem.store._c() as conn:
        cur = conn.execute("SELECT * FROM memories")
        names = [d[0] for d in cur.description]
        return {r[0]: dict(zip(names, r)) for r in cur.fetchall()}


def _hist(mem):
    with mem.store.session():
        rows = mem.store._rows("SELECT id, memory_id, op, changes FROM memory_history ORDER BY id")
    return [(int(a), int(b), c, d if isinstance(d, dict) else json.loads(d)) for a, b, c, d in rows]


def traced(mem, label, step, problems):
    before, seen = _rows(mem), {h[0] for h in _hist(mem)}
    step()
    after = _rows(mem)
    new = [h for h in _hist(mem) if h[0] not in seen]
    for mid, row in after.items():
        old = before.get(mid)
        if old is None:
            continue
        changed = {c for c in row if row[c] != old[c] and c not in UNLOGGED}
        logged = set()
        for h in new:
            if h[1] == mid:
                logged |= set(h[3]) | set(
                    h[3].get("redacted", []) if isinstance(h[3].get("redacted"), list) else []
                )
        missing = changed - logged
        if missing:
            problems.append((label, mid, sorted(missing)))


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)
def test_every_change_of_a_memory_row_is_in_its_history_on_both_stores(mem, backend):
    p = []
    a = mem.write("The staging deploy uses the blue cluster", kind="fact", now=T0).memory_id
    traced(
        mem,
        "reinforce",
        lambda: mem.write("The staging deploy uses the blue cluster", now=T0 + 1),
        p,
    )
    traced(mem, "pin", lambda: mem.pin(a, now=T0 + 2), p)
    traced(mem, "unpin", lambda: mem.pin(a, False, now=T0 + 3), p)
    res = {}
    traced(
        mem,
        "outcome",
        lambda: res.setdefault(
            "o", mem.outcome(a, "fail", note="it broke", session_id="s9", now=T0 + 4)
        ),
        p,
    )
    traced(mem, "undo_session", lambda: mem.undo_session("s9", now=T0 + 5), p)
    traced(mem, "confine", lambda: mem.confine(a, "feat-x", now=T0 + 6), p)
    traced(mem, "unconfine", lambda: mem.confine(a, None, now=T0 + 7), p)
    traced(mem, "search", lambda: mem.search("staging deploy cluster", now=T0 + 8), p)
    traced(mem, "forget", lambda: mem.forget(a, "moved", now=T0 + 9), p)
    traced(mem, "revive", lambda: mem.revive(a, now=T0 + 10), p)
    b = mem.write("The API server listens on port 8080", kind="fact", now=T0 + 11).memory_id
    traced(
        mem, "close", lambda: mem.write("The API server now listens on port 9000", now=T0 + 12), p
    )
    traced(mem, "revive2", lambda: mem.revive(b, now=T0 + 13), p)
    traced(mem, "edit", lambda: mem.edit(b, "The API server listens on port 8081", now=T0 + 14), p)
    mem.write("The orders service stores data in PostgreSQL", now=T0 + 15)
    traced(
        mem,
        "maylink",
        lambda: mem.write("We migrated the orders service to MySQL too", now=T0 + 16),
        p,
    )
    mem.add_many(
        [
            "The nightly job runs the zebrafish regression suite at two",
            "The nightly job runs the zebrafish regression suite at two.",
        ],
        trust="agent",
        created_at=[T0, T0 + 1],
    )
    mem.write("Scratch note that nobody reads about the kiwi", ttl_days=1, now=T0)
    for d in (1, 40, 400, 4000):
        traced(mem, f"sleep{d}", lambda d=d: mem.sleep(now=T0 + d * DAY, lock_wait=10), p)
    assert p == []


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)
def test_a_change_to_a_memory_s_anchors_is_in_its_history_on_both_stores(mem, backend):
    """Round 31: an anchor going gone, and anchors dropped (an `ok` outcome on a stale
    memory does it), left no history row; its first anchoring, derived from the text and
    the code, and a check that finds it as it was (a new fingerprint) log nothing."""
    from dataclasses import replace

    from retain.models import AnchorRecord

    store = mem.store
    mid = mem.write("The retry policy lives in billing/retry.py", now=T0).memory_id
    found = [
        AnchorRecord(kind="file", value="billing/retry.py", fingerprint="f1"),
        AnchorRecord(kind="command", value="make:check", fingerprint="c1"),
    ]
    seen = {h[0] for h in _hist(mem)}

    def new_rows():
        rows = [h for h in _hist(mem) if h[0] not in seen and h[1] == mid]
        seen.update(h[0] for h in rows)
        return [(op, changes) for _, _, op, changes in rows]

    with store.session(), store.transaction():
        store.save_anchors(mid, found, T0 + 1)
    assert new_rows() == []
    with store.session():
        held = store.anchors_of([mid])[mid]
    gone = [replace(a, state="gone", gone_sessions=1, checked_at=T0 + 2) for a in held[:1]]
    with store.session(), store.transaction():
        store.update_anchors(gone)
    assert new_rows() == [
        ("anchor", {"anchor": ["file billing/retry.py (ok)", "file billing/retry.py (gone)"]})
    ]
    with store.session(), store.transaction():
        store.update_anchors([replace(a, fingerprint="f2", checked_at=T0 + 3) for a in gone])
    assert new_rows() == []
    with store.session(), store.transaction():
        store.forget_anchors(mid)
    assert sorted(c["anchor"][0] for op, c in new_rows() if op == "anchor") == [
        "command make:check (ok)",
        "file billing/retry.py (gone)",
    ]
    with store.session():
        assert store.anchors_of([mid]) == {}


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)
def test_a_shown_memory_used_is_in_its_history_on_both_stores(mem, backend):
    """A memory the session block showed and the session used gains a use, full strength
    and a last use: the team store logged it (`shown, used`), SQLite did not (round 31)."""
    p: list = []
    mid = mem.write("Run the migrations with make migrate", kind="procedure", now=T0).memory_id
    with mem.store.session(), mem.store.transaction():
        mem.store.record_injections("s-shown", [mid], T0 + 1, "startup")

    def decide():
        with mem.store.session(), mem.store.transaction():
            mem.store.record_decisions("s-shown", [(mid, True, "named it")], T0 + 2)

    traced(mem, "shown-used", decide, p)
    assert p == []
    last = [h for h in _hist(mem) if h[1] == mid][-1]
    assert last[2] == "shown, used" and last[3]["n_used"] == [0, 1]


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)
def test_a_scrubbed_anchor_is_logged_by_its_columns_never_its_secret(mem, backend):
    """The anchor trigger (m017) must not log a scrub's old value: the secret it took out.
    A scrub of what an anchor names is op `scrub` naming the column and the row, on both
    stores (SQLite logged nothing for it)."""
    from retain.models import AnchorRecord
    from retain.sleep.scrub import scrub

    token = "ghp_Q7xK2mZ9pL4vR8nT1wY6cB3dF5gH0jS2aE4u"  # a GitHub token's shape, made up
    store = mem.store
    mid = mem.write("Deploys run through the Makefile's deploy target", now=T0).memory_id
    named = f"deploy --token {token}"  # stored before redact() knew the token's shape
    with store.session(), store.transaction():
        store.save_anchors(mid, [AnchorRecord(kind="command", value=named, fingerprint="c")], T0)
    with store.session():
        (anchor,) = store.anchors_of([mid])[mid]
    seen = {h[0] for h in _hist(mem)}
    scrub(store, lock_wait=0)
    rows = [(op, c) for i, m, op, c in _hist(mem) if i not in seen and m == mid]
    assert rows == [("scrub", {"redacted": ["anchors.value"], "rows": [anchor.id]})]
    assert token not in json.dumps([h[3] for h in _hist(mem)])
    with store.session():
        (after,) = store.anchors_of([mid])[mid]
    assert token not in after.value and after.value.startswith("deploy --token [REDACTED")
