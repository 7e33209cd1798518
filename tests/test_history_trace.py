"""Issue 27's promise on the local store: a memory's trust, confidence, counters, pin,
branch and status change only through retain's own functions, and every change leaves a
history row (who, what, when, the old and new values) that `memory_explain` shows.

Each operation below is run on a real store and the memories table is compared before
and after it: every memory whose row changed must have gained a history row naming
each changed column with its old value.
"""

from __future__ import annotations

import json

import pytest

from retain import Memory
from retain.format import explanation

T0 = 1_700_000_000.0
DAY = 86_400.0
# Columns a change need not log: derived from the text, the store's own clock, the
# anchor bookkeeping the sleep pass recomputes from the checkout on every check (as the
# team store leaves them unlogged), and the injection counters, whose every step is an
# `injections` row with its session and time.
UNLOGGED = {
    "index_text",
    "context_index",
    "content_hash",
    "updated_at",
    "anchored_at",
    "stale_at",
    "stale_reason",
    "n_injected",
    "shown_used",
    "shown_unused",
}


def _rows(mem: Memory) -> dict[int, dict]:
    with mem.store.connect() as conn:
        return {r["id"]: dict(r) for r in conn.execute("SELECT * FROM memories")}


def _history(mem: Memory) -> list[dict]:
    with mem.store.connect() as conn:
        rows = conn.execute("SELECT * FROM memory_history ORDER BY id").fetchall()
    return [dict(r) | {"changes": json.loads(r["changes"])} for r in rows]


def _traced(mem: Memory, step) -> list[dict]:
    """Run `step`; assert every change it made to a memory row is in a new history row
    with the old value; return the new history rows."""
    before, seen = _rows(mem), len(_history(mem))
    step()
    after, new = _rows(mem), _history(mem)[seen:]
    for mid, row in after.items():
        old = before.get(mid)
        if old is None:
            continue  # a new memory: its creation is its first version
        changed = {c for c in row if row[c] != old[c] and c not in UNLOGGED}
        logged: dict[str, list] = {}
        scrubbed: set[str] = set()  # a scrub names its columns, never the old text
        for h in new:
            if h["memory_id"] == mid and h["op"] == "scrub":
                scrubbed.update(h["changes"]["redacted"])
            elif h["memory_id"] == mid:
                for c, pair in h["changes"].items():
                    logged.setdefault(c, pair)  # the first change's old value
        missing = changed - set(logged) - scrubbed
        assert not missing, f"[{mid}] changed {sorted(missing)} without a history row"
        for c in changed - scrubbed:
            assert logged[c][0] == old[c], (mid, c, logged[c], old[c])
    return new


@pytest.fixture
def local(tmp_path, project_dir):
    from fakes import FakeEmbedder

    return Memory(str(tmp_path / "mem.db"), embedder=FakeEmbedder(), project=str(project_dir))


def test_every_change_of_the_facade_leaves_a_history_row(local):
    mem = local
    a = mem.write("The staging deploy uses the blue cluster", kind="fact", now=T0).memory_id
    _traced(mem, lambda: mem.write("The staging deploy uses the blue cluster", now=T0 + 1))
    rows = _traced(mem, lambda: mem.pin(a, now=T0 + 2))
    assert [(r["op"], r["changes"]["pinned"]) for r in rows] == [("pin", [0, 1])]
    _traced(mem, lambda: mem.pin(a, False, now=T0 + 3))
    _traced(mem, lambda: mem.outcome(a, "ok", now=T0 + 4))
    _traced(mem, lambda: mem.search("staging deploy cluster", now=T0 + 5))
    rows = _traced(mem, lambda: mem.forget(a, "moved to k8s", now=T0 + 6))
    assert rows[-1]["op"] == "retire" and rows[-1]["at"] == T0 + 6
    rows = _traced(mem, lambda: mem.revive(a, now=T0 + 7))
    # the reason it was forgotten is still there after the revival erased it
    assert rows[-1]["op"] == "restore"
    assert rows[-1]["changes"]["retired_reason"] == ["forgotten: moved to k8s", None]
    b = mem.write("The API server listens on port 8080", kind="fact", now=T0 + 8).memory_id
    _traced(mem, lambda: mem.write("The API server now listens on port 9000", now=T0 + 9))
    _traced(mem, lambda: mem.revive(b, now=T0 + 10))
    _traced(mem, lambda: mem.edit(b, "The API server listens on port 8081", now=T0 + 11))
    text = explanation(mem.explain(a))
    assert "History (" in text and "pin" in text and "forgotten: moved to k8s" in text


def test_the_sleep_pass_leaves_a_history_row_for_each_change(local):
    mem = local
    twins = [
        "The nightly job runs the zebrafish regression suite at two",
        "The nightly job runs the zebrafish regression suite at two.",
    ]
    mem.add_many(twins, trust="agent", created_at=[T0, T0 + 1])
    mem.write("Scratch note that nobody reads about the kiwi", ttl_days=1, now=T0)
    mem.add_many(["An inferred note on the tangerine cache"], trust="inferred", created_at=[T0])
    ops = []
    for days in (1, 40, 400, 4000):  # merged and expired, then decayed
        ops += [r["op"] for r in _traced(mem, lambda d=days: mem.sleep(now=T0 + d * DAY))]
    assert {"reinforce", "merged", "retire"} <= set(ops)


def test_a_scrub_leaves_a_history_row_naming_the_columns_not_the_secret(local, monkeypatch):
    from retain.sleep.scrub import scrub

    mem = local
    mid = mem.write("The cache warms up at nine each morning", now=T0).memory_id
    secret = "zq-8Hh2Kd93LmW0pQv7Xr"
    with mem.store.connect() as conn:  # stored before redact() knew this kind of secret
        conn.execute(
            "UPDATE memories SET text = ? WHERE id = ?",
            (f"The cache warms up with API_TOKEN={secret} at nine", mid),
        )
    rows = _traced(mem, lambda: scrub(mem.store, lock_wait=0))
    assert [(r["memory_id"], r["op"]) for r in rows] == [(mid, "scrub")]
    assert secret not in json.dumps(rows) and rows[0]["changes"] == {"redacted": ["text"]}


def test_a_history_row_says_which_edge_made_the_change(local):
    from retain.store import sqlite_history

    mem = local
    mid = mem.write("The linter runs before every commit", now=T0).memory_id
    with sqlite_history.acting("cli"):
        rows = _traced(mem, lambda: mem.pin(mid, now=T0 + 1))
    assert rows[0]["actor"] == "cli"
    rows = _traced(mem, lambda: mem.pin(mid, False, now=T0 + 2))
    assert rows[0]["actor"] == "api"


def test_a_command_run_in_process_does_not_name_the_library_changes_after_it(local, tmp_path):
    """`retain.cli.main.main` (and the sleep pass's main) name their own changes only: a
    library change made after them in the same process is still the library's."""
    from retain.cli.main import main as cli_main
    from retain.sleep.run import main as sleep_main

    mem = local
    mid = mem.write("The formatter runs on save", now=T0).memory_id
    assert cli_main(["--db", str(tmp_path / "other.db"), "write", "a note"]) == 0
    assert sleep_main(["--db", str(tmp_path / "other.db")]) == 0
    rows = _traced(mem, lambda: mem.pin(mid, now=T0 + 1))
    assert rows[0]["actor"] == "api"


def test_a_run_of_searches_is_one_history_row_that_counts_them(local):
    """Uses with no other change between are one row (first old value, latest new), so
    the table grows with what changed, not with every search; explain still counts each."""
    from retain.store import sqlite_history

    mem = local
    mid = mem.write("The release train leaves on Thursdays", kind="fact", now=T0).memory_id
    for k in range(30):
        assert mem.search("when does the release train leave", now=T0 + 1 + k)
    uses = [h for h in _history(mem) if h["op"] == "use"]
    assert len(uses) == 1
    assert uses[0]["changes"]["n_used"] == [0, 30] and uses[0]["at"] == T0 + 30
    assert uses[0]["changes"]["last_used_at"][1] == T0 + 30
    # another change ends the run: later uses start a new row; another edge too
    mem.outcome(mid, "ok", now=T0 + 40)
    mem.search("when does the release train leave", now=T0 + 41)
    with sqlite_history.acting("cli"):
        mem.search("when does the release train leave", now=T0 + 42)
    ops = [(h["op"], h["actor"]) for h in _history(mem)]
    assert ops[-4:] == [("use", "api"), ("outcome", "api"), ("use", "api"), ("use", "cli")]
    row = _rows(mem)[mid]
    assert row["n_used"] == 32 and row["last_used_at"] == T0 + 42
    assert "returned by a search 32 times" in explanation(mem.explain(mid))
