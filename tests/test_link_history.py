"""Round 24 (issue 27 item 3, "nothing changed without a trace"): a memory's links change
with a history row on both ends, on both stores. The write gate's "may update" link marks
an older belief as possibly replaced (search and explain say so) and a sleep pass or a
confirmation settles it; before this round neither left a `memory_history` row, on
SQLite or on the team store (m016), and neither did a scrub of a link's evidence."""

from __future__ import annotations

import json

import pytest

from retain import Memory

NOW = 1_700_000_000.0
OLD = "The orders service stores data in PostgreSQL"
NEW = "We migrated the orders service to MySQL too"


def _history(mem: Memory, *ids: int) -> list[tuple[int, str, dict]]:
    with mem.store.session():
        rows = mem.store._rows(  # the table itself, both stores
            "SELECT memory_id, op, changes FROM memory_history ORDER BY id"
        )
    out = []
    for mid, op, changes in rows:
        data = changes if isinstance(changes, dict) else json.loads(changes)
        if int(mid) in ids and op in ("link", "settle", "scrub"):
            out.append((int(mid), op, data))
    return out


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)
def test_a_link_made_and_settled_leaves_a_history_row_on_both_memories(mem, backend):
    old = mem.write(OLD, now=NOW).memory_id
    new = mem.write(NEW, now=NOW + 5)
    assert new.may_update == (old,)
    name = f"[{new.memory_id}] may_update [{old}]"
    made = [(old, "link", {"link": [None, name]}), (new.memory_id, "link", {"link": [None, name]})]
    assert sorted(_history(mem, old, new.memory_id)) == sorted(made)
    # the agent confirms it: the old one closes and the link is settled, both traced
    mem.write(NEW, verdict="contradiction", target=old, now=NOW + 10)
    settled = {"link": [name, f"{name} settled"]}
    rows = _history(mem, old, new.memory_id)
    assert sorted(rows[2:]) == sorted(
        [(old, "settle", settled), (new.memory_id, "settle", settled)]
    )
    # settling again changes nothing, so it logs nothing
    with mem.store.transaction():
        mem.store.settle_link(new.memory_id, old, "may_update", NOW + 20)
    assert len(_history(mem, old, new.memory_id)) == 4
    mem.close()


def test_a_scrub_of_a_links_evidence_is_traced_on_both_memories(tmp_path, project_dir):
    from retain.sleep.scrub import scrub

    mem = Memory(str(tmp_path / "m.db"), embedder=None, project=str(project_dir))
    old = mem.write(OLD, now=NOW).memory_id
    new = mem.write(NEW, now=NOW + 5).memory_id
    secret = "zq-8Hh2Kd93LmW0pQv7Xr"
    with mem.store.connect() as conn:  # stored before redact() knew this kind of secret
        conn.execute("UPDATE links SET evidence = ?", (f"API_TOKEN={secret} moved",))
    scrub(mem.store, lock_wait=0)
    rows = [r for r in _history(mem, old, new) if r[1] == "scrub"]
    assert sorted(r[0] for r in rows) == sorted([old, new])
    assert all(r[2]["redacted"] == ["links.evidence"] for r in rows)
    assert secret not in json.dumps(rows)
    mem.close()


def test_a_team_scrub_of_a_links_evidence_is_traced_on_both_memories(pg):
    import psycopg

    from retain.sleep.scrub import scrub

    project = "git:github.com/acme/shop"
    mem = pg.add_members(project, "alice").memory("alice", project)
    old = mem.write(OLD, now=NOW).memory_id
    new = mem.write(NEW, now=NOW + 5).memory_id
    secret = "zq-8Hh2Kd93LmW0pQv7Xr"
    with psycopg.connect(pg.admin_url) as conn:  # stored before redact() knew its kind
        conn.execute("UPDATE links SET evidence = %s", (f"API_TOKEN={secret} moved",))
    scrub(mem.store, lock_wait=0)
    rows = _history(mem, old, new)
    assert secret not in json.dumps(rows)
    scrubbed = [r for r in rows if r[1] == "scrub" and "links.evidence" in r[2]["redacted"]]
    assert sorted(r[0] for r in scrubbed) == sorted([old, new])
    mem.close()
