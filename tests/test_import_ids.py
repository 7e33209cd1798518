"""Round 23 (issue 27 item 4): the ids a JSON Lines import carries. An id names a row of the
store it was exported from; in this one it may be another memory of this project, of
another project, or another user's private memory on the team store. An import never
writes onto, merges into, links to or reveals a row by it: each imported memory gets a
fresh id, a supersession is followed only inside the file, and a file that names one id
twice (its links would be ambiguous) is refused, naming both lines. On both stores."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from retain import Memory
from retain.errors import InvalidInput
from retain.portable.jsonl import import_jsonl

PROJECT = "git:github.com/acme/shop"
OTHER = "git:github.com/acme/billing"
T0 = 1_700_000_000.0


@pytest.fixture(params=["sqlite", "postgres"])
def stores(request, tmp_path):
    """(importer, the importer in another project, a teammate or None)."""
    if request.param == "sqlite":
        path = str(tmp_path / "m.db")
        yield Memory(path, embedder=None, project=PROJECT), Memory(path, project=OTHER), None
        return
    pg = request.getfixturevalue("pg")
    pg.add_members(PROJECT, "alice", "bob")
    pg.add_members(OTHER, "alice")
    yield pg.memory("alice", PROJECT), pg.memory("alice", OTHER), pg.memory("bob", PROJECT)


def _records(tmp_path: Path, *texts: str) -> list[dict[str, Any]]:
    """Records as `retain export` writes them, from a store of their own."""
    src = Memory(str(tmp_path / "source.db"), embedder=None, project=PROJECT)
    for i, text in enumerate(texts):
        src.write(text, kind="decision", now=T0 + i)
    out = list(src.export())
    src.store.close()
    return out


def _file(tmp_path: Path, records: list[dict[str, Any]]) -> Path:
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def _state(mem: Memory, mid: int) -> tuple:
    m = mem.get(mid)
    return (m.text, m.status, m.scope, m.project_id, m.support, m.superseded_by, m.n_used)


def test_an_imported_id_never_lands_on_a_row_of_the_store(stores, tmp_path):
    here, there, teammate = stores
    taken = [
        here.write("orders use optimistic locking, checked on save", kind="decision", now=T0),
        there.write("invoices are numbered per fiscal year", kind="fact", now=T0),
    ]
    if teammate is not None:  # bob's private memory: alice may not even learn its id exists
        taken.append(teammate.write("I prefer tabs", kind="preference", scope="user", now=T0))
    ids = [w.memory_id for w in taken]
    owners = [here, there, teammate][: len(ids)]
    before = [_state(owner, mid) for owner, mid in zip(owners, ids)]
    records = _records(tmp_path, *(f"imported belief number {i} about caching" for i in ids))
    for r, mid in zip(records, ids):
        r["id"] = mid
        r["superseded_by"] = None
    # one more, closed by a memory of this store that is not in the file: not followed
    loose = here.write("the cache time to live is sixty seconds", kind="fact", now=T0).memory_id
    extra = _records(tmp_path / "x", "the cache is warmed at deploy time")[0]
    extra.update(id=loose + 50, superseded_by=loose, status="superseded")
    report = import_jsonl(here, _file(tmp_path, [*records, extra]))
    assert (report.added, report.already, report.errors) == (len(ids) + 1, 0, [])
    assert [_state(owner, mid) for owner, mid in zip(owners, ids)] == before
    got = {r["text"]: r for r in here.export()}
    new_ids = {got[r["text"]]["id"] for r in records}
    assert not new_ids & set(ids) and len(new_ids) == len(ids)
    assert got[extra["text"]]["superseded_by"] is None  # not linked to a row outside the file


def test_a_private_memory_elsewhere_is_not_taken_for_the_imported_one(pg, tmp_path):
    """Same text, scope and time as bob's private memory: imported as alice's own, not
    skipped as 'already here' (which would tell her it exists)."""
    pg.add_members(PROJECT, "alice", "bob")
    alice, bob = pg.memory("alice", PROJECT), pg.memory("bob", PROJECT)
    private = bob.write("I prefer tabs over spaces", kind="preference", scope="user", now=T0)
    (record,) = [r for r in bob.export() if r["id"] == private.memory_id]
    report = import_jsonl(alice, _file(tmp_path, [record]))
    assert (report.added, report.already) == (1, 0)
    (mine,) = [r for r in alice.export() if r["text"] == record["text"]]
    assert mine["id"] != private.memory_id


def test_a_file_naming_one_id_twice_is_refused_naming_both_lines(stores, tmp_path):
    """Before round 23 the second line silently took the id over, so a third line's
    supersession link went to whichever came last."""
    here = stores[0]
    a, b, c = _records(tmp_path, "deploys go out on Tuesdays", "deploys go out daily", "x y z w")
    b["id"] = a["id"]
    c.update(superseded_by=a["id"], status="superseded", text="deploys go out weekly")
    path = _file(tmp_path, [a, b, c])
    with pytest.raises(InvalidInput, match=r"in\.jsonl:2: id \d+ is also on line 1") as e:
        import_jsonl(here, path)
    assert "nothing imported" in str(e.value)
    assert not [r for r in here.export() if r["text"].startswith("deploys")]
    with pytest.raises(InvalidInput, match="record 2: id"):
        here.restore([a, b])


def test_a_record_superseded_by_itself_is_refused(stores, tmp_path):
    here = stores[0]
    (a,) = _records(tmp_path, "deploys go out on Tuesdays")
    a.update(superseded_by=a["id"], status="superseded")
    report = import_jsonl(here, _file(tmp_path, [a]))
    assert report.added == 0
    assert [e.split(": ", 1)[1] for e in report.errors] == [
        f"memory {a['id']} is superseded by itself; skipped"
    ]
