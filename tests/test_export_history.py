"""Round 31 (issue 27 item 3): a store moved by `retain export` and `retain import` kept
no history: the file carried no `memory_history`, so each memory's record began again
and nothing said it was imported. From export format 4 each record carries its history
rows; an import restores them redacted again, each actor marked as imported, plus one
row naming the file; a format-3 file still imports. Through the real CLI on disk, and
on the team store as two real roles."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import psycopg

from conftest import PYTHON, subprocess_env
from retain import Memory
from retain.portable.jsonl import import_jsonl
from retain.store import sqlite_history

TOKEN = "ghp_Q7xK2mZ9pL4vR8nT1wY6cB3dF5gH0jS2aE4u"  # a GitHub token's shape, made up
PROJECT = "git:github.com/acme/shop"


def _cli(db: Path, cwd: Path, *args: str) -> str:
    r = subprocess.run(
        [PYTHON, "-m", "retain", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=cwd,
        env=subprocess_env(RETAIN_DB=str(db)),
    )
    assert r.returncode == 0, r.stderr
    return r.stdout


def _history(db: Path) -> list[tuple[int, str, str, str]]:
    mem = Memory(str(db))
    with mem.store.session():
        rows = mem.store._rows(
            "SELECT memory_id, actor, op, changes FROM memory_history ORDER BY id"
        )
    mem.close()
    return [(int(m), a, o, c) for m, a, o, c in rows]


def test_an_export_carries_its_history_and_an_import_restores_it_marked(tmp_path, project_dir):
    here, there, old = tmp_path / "here.db", tmp_path / "there.db", tmp_path / "old.db"
    _cli(here, project_dir, "write", "the payments suite needs the stripe mock running")
    mem = Memory(str(here))
    (mid,) = [m.id for m in mem.store.iter_memories()]
    mem.pin(mid)
    with mem.store.session(), mem.store.transaction(), mem.store._c() as conn:
        # a row written before a redaction rule knew this token's shape
        sqlite_history.log(conn, mid, "retire", {"retired_reason": [None, f"use {TOKEN}"]}, 5.0)
    mem.close()
    out = tmp_path / "moved.jsonl"
    _cli(here, project_dir, "export", "-o", str(out))
    (record,) = [json.loads(line) for line in out.read_text().splitlines() if line.strip()]
    assert record["format"] == 4
    exported = [(h["actor"], h["op"]) for h in record["memory_history"]]
    assert exported[-2:] == [("api", "pin"), ("api", "retire")]
    _cli(there, project_dir, "import", str(out), "--trust-file")
    rows = _history(there)
    assert TOKEN not in json.dumps(rows)
    ops = [(actor, op) for _, actor, op, _ in rows]
    assert ("api (imported)", "retire") in ops and any(
        op == "pin" and actor.endswith(" (imported)") for actor, op in ops
    )
    imported = [json.loads(c) for _, actor, op, c in rows if op == "import"]
    assert len(imported) == 1 and imported[0]["imported"][1].startswith("moved.jsonl, record")
    assert imported[0]["rows"] == len(record["memory_history"])
    assert [actor for _, actor, op, _ in rows if op == "import"] == ["cli"]
    redacted = [json.loads(c) for _, _, op, c in rows if op == "retire"]
    assert "[REDACTED:" in redacted[0]["retired_reason"][1]

    # an export of an older retain (format 3: no history rows) still imports
    record3 = {k: v for k, v in record.items() if k != "memory_history"}
    record3["format"] = 3
    out3 = tmp_path / "old.jsonl"
    out3.write_text(json.dumps(record3) + "\n")
    _cli(old, project_dir, "import", str(out3), "--trust-file")
    rows3 = _history(old)
    assert [op for _, _, op, _ in rows3 if op == "import"] == ["import"]
    assert not any(actor.endswith(" (imported)") for _, actor, _, _ in rows3)


def test_team_imported_history_is_marked_by_the_server_and_only_on_ones_own(pg, tmp_path):
    pg.add_members(PROJECT, "alice", "bob")
    alice, bob = pg.memory("alice", PROJECT), pg.memory("bob", PROJECT)
    t = time.time() - 3600
    theirs = alice.write("deploys go out on Tuesdays only", kind="decision", now=t).memory_id
    record = {
        **next(r for r in alice.export() if r["id"] == theirs),
        "text": "orders use optimistic locking: a version column",
    }
    record["memory_history"] = [
        {"actor": pg.role("alice"), "op": "pin", "changes": {"pinned": [0, 1]}, "at": t},
        {"actor": "cli", "op": "retire", "changes": {"retired_reason": [None, TOKEN]}, "at": t},
    ]
    path = tmp_path / "from-alice.jsonl"
    path.write_text(json.dumps(record) + "\n")
    report = import_jsonl(bob, path)
    assert (report.added, report.errors) == (1, [])
    (mine,) = [r for r in bob.export() if r["text"] == record["text"]]
    with psycopg.connect(pg.admin_url, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT actor, op, changes FROM memory_history WHERE memory_id = %s ORDER BY id",
            (mine["id"],),
        ).fetchall()
    assert TOKEN not in json.dumps([list(r) for r in rows])
    assert [(a, o) for a, o, _ in rows][:2] == [
        (pg.role("alice") + " (imported)", "pin"),
        ("cli (imported)", "retire"),
    ]
    assert [(a, c["imported"][1]) for a, o, c in rows if o == "import"] == [
        (pg.role("bob"), f"from-alice.jsonl, record {theirs}")
    ]
    forged = json.dumps([{"actor": "alice", "op": "pin", "changes": {}, "at": 1}])
    with psycopg.connect(pg.url("bob"), autocommit=True) as conn:
        # not on a teammate's memory, and never a row unmarked
        assert conn.execute(
            "SELECT retain_import_history(%s, %s::jsonb, '{}', 1)", (theirs, forged)
        ).fetchone() == (False,)
        conn.execute("SELECT retain_import_history(%s, %s::jsonb, '{}', 1)", (mine["id"], forged))
        try:
            conn.execute(
                "INSERT INTO memory_history (memory_id, actor, op, changes) "
                "VALUES (%s, 'alice', 'pin', '{}')",
                (mine["id"],),
            )
            planted = True
        except psycopg.errors.InsufficientPrivilege:
            planted = False
    assert not planted
    with psycopg.connect(pg.admin_url, autocommit=True) as conn:
        actors = [
            a
            for (a,) in conn.execute(
                "SELECT actor FROM memory_history WHERE memory_id = %s", (mine["id"],)
            ).fetchall()
        ]
    assert "alice" not in actors and "alice (imported)" in actors
