"""Every way into the store runs the same redact(): a secret of each issue-27 family goes
in through each path, and the SQLite file and its -wal are searched for it byte by byte.

Paths: Memory.write and add_many (the API the MCP tool and CLI call), the CLI as a real
process, the sleep pass over a transcript with a Bash call (the command, its output, the
user's words), an inferred outcome's command line, the Markdown tree and JSON Lines
imports, the Claude Code import, the viewer's edit over HTTP, and the team push (whose
target is PostgreSQL: there every text column is searched).
"""

from __future__ import annotations

import json
import random
import sqlite3
import string
import subprocess
import threading
from pathlib import Path

import pytest
from benchmarks.cc_transcript import Transcript

from conftest import PYTHON, subprocess_env
from fakes import FakeEmbedder
from retain import Memory


def _fake(n: int, seed: int) -> str:
    rng = random.Random(f"paths-{seed}")
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n - 2)) + "7Q"


# One secret per family the old redactor let through; each value is unique to its seed.
PASSWORD = "Vx9" + _fake(13, 1)
SECRETS = {
    "cli": (f"mysql -u root -p{PASSWORD} shop", PASSWORD),
    "env": (f"SMTP_PASS={_fake(20, 2)}", _fake(20, 2)),
    "dsn": (f"SENTRY_DSN=https://{_fake(32, 3)}@o45.ingest.sentry.io/4", _fake(32, 3)),
    "netrc": (f"machine ci.example.com login bot password {_fake(18, 4)}", _fake(18, 4)),
    "cookie": (f"Cookie: session={_fake(30, 5)}", _fake(30, 5)),
    "hf": (f"hf_{_fake(34, 6)}", _fake(34, 6)),
    "prose": (f"use {_fake(14, 7)} as the staging password", _fake(14, 7)),
    "hindi": (f"डेटाबेस का पासवर्ड {_fake(12, 8)} है", _fake(12, 8)),
}
TEXTS = [f"remember for the deploy: {text}" for text, _ in SECRETS.values()]


def leaked(db: Path) -> list[str]:
    """The families whose secret is in the database file or its -wal (any case)."""
    blob = b"".join(p.read_bytes() for p in (db, Path(f"{db}-wal")) if p.exists()).lower()
    return [name for name, (_, s) in SECRETS.items() if s.lower().encode() in blob]


def keep_wal(db: Path) -> sqlite3.Connection:
    """An idle reader keeps the -wal from being folded away, so it can be searched too."""
    conn = sqlite3.connect(db)
    conn.execute("SELECT COUNT(*) FROM memories").fetchone()
    return conn


@pytest.fixture
def store(tmp_path: Path, isolated_home: Path, project_dir: Path) -> tuple[Memory, Path]:
    db = tmp_path / "retain.db"
    return Memory(db, embedder=FakeEmbedder(), project=str(project_dir)), db


def test_the_api_write_and_add_many(store):
    mem, db = store
    keeper = keep_wal(db)
    for text in TEXTS:
        mem.write(text, kind="note", scope="user", context=text)
    mem.add_many(TEXTS, kind="note", scope="user")
    assert leaked(db) == []
    keeper.close()


def test_the_cli_as_a_process(tmp_path: Path, isolated_home: Path, project_dir: Path):
    db = tmp_path / "cli.db"
    env = subprocess_env(RETAIN_DB=str(db))
    for text in TEXTS:
        p = subprocess.run(
            [PYTHON, "-m", "retain", "write", "--kind", "note", "--scope", "user", text],
            capture_output=True,
            env=env,
            cwd=project_dir,
            timeout=60,
        )
        assert p.returncode == 0, p.stderr
    assert leaked(db) == []


def test_the_sleep_pass_over_a_transcript_with_tool_output(store, tmp_path, project_dir):
    from retain.sleep.run import run_sleep_pass

    mem, db = store
    keeper = keep_wal(db)
    t = Transcript("s-secrets", str(project_dir))
    t.user("Remember this: we always run the migrations before the deploy, never after.")
    for (text, secret), said in zip(SECRETS.values(), TEXTS):
        t.user(f"Remember this: {said}")
        t.say(f"Noted: {text}")
        t.bash(f"{text} && make test", f"error: login failed for {secret}\n1 failed", 1)
    path = t.write(tmp_path / "s-secrets.jsonl")
    run_sleep_pass(db, transcript_path=path, session_id="s-secrets", project_dir=project_dir)
    with mem.store.connect() as conn:
        kept = conn.execute("SELECT COUNT(*) FROM episodes WHERE source = 'transcript'")
        assert kept.fetchone()[0] >= 1, "capture must really have seen the secrets"
    assert leaked(db) == []
    keeper.close()


def test_an_inferred_outcome_command_line(store):
    """The sleep pass credits a memory from a Bash run; the run's command line and the
    reason are stored with the outcome (this path stored them as they were)."""
    from retain.memory import credit

    mem, db = store
    keeper = keep_wal(db)
    mid = mem.write("run `make test` before pushing", kind="procedure").memory_id
    for n, (text, _) in enumerate(SECRETS.values()):
        with mem.store.transaction():
            credit.credit(
                mem.store,
                mem.store.get(mid),
                "ok",
                inferred=True,
                source="inferred",
                now=1_800_000_000.0 + n,
                session_id=f"s{n}",
                command=f"{text} && make test",
                detail=f"`make test` passed in the run: {text}",
            )
    assert leaked(db) == []
    keeper.close()


def test_the_markdown_tree_import(store, tmp_path):
    from retain.portable.markdown import export_tree
    from retain.portable.markdown_import import import_tree

    mem, db = store
    keeper = keep_wal(db)
    mid = mem.write("deploys go out on Tuesdays", kind="decision").memory_id
    root = tmp_path / "tree"
    export_tree(mem, root)
    edited = next(p for p in root.rglob("*.md") if f"id: {mid}" in p.read_text())
    edited.write_text(edited.read_text().replace("deploys go out on Tuesdays", TEXTS[0]))
    for n, text in enumerate(TEXTS[1:]):
        (root / f"new-{n}.md").write_text(f"---\nkind: note\nscope: user\n---\n{text}\n")
    report = import_tree(mem, root)
    assert not [c for c in report.changes if c.action == "error"]
    assert leaked(db) == []
    keeper.close()


def test_the_jsonl_import(store, tmp_path, project_dir):
    from retain.cli.main import main
    from retain.portable.jsonl import import_jsonl

    mem, _ = store
    for n in range(len(TEXTS)):
        mem.write(f"placeholder memory number {n} about the deploy", kind="note", scope="user")
    dump = tmp_path / "all.jsonl"
    assert main(["--db", str(mem.path), "export", "-o", str(dump)]) == 0
    # An export written by an older retain, whose redactor let these shapes through.
    lines = dump.read_text().splitlines()
    for n, text in enumerate(TEXTS):
        lines = [ln.replace(f"placeholder memory number {n} about", text) for ln in lines]
    dump.write_text("\n".join(lines) + "\n")
    other_db = tmp_path / "other.db"
    other = Memory(other_db, embedder=FakeEmbedder(), project=str(project_dir))
    keeper = keep_wal(other_db)
    report = import_jsonl(other, dump)
    assert report.errors == [] and report.added == len(TEXTS)
    assert leaked(other_db) == []
    keeper.close()


def test_the_claude_code_import(store, isolated_home, project_dir):
    from retain.portable.claude_code import import_claude_code

    mem, db = store
    keeper = keep_wal(db)
    (project_dir / "CLAUDE.md").write_text(
        "# Notes\n\n" + "".join(f"- {text}\n" for text in TEXTS), encoding="utf-8"
    )
    report = import_claude_code(mem, project_dir)
    assert report.errors == [] and report.written
    assert leaked(db) == []
    keeper.close()


def test_the_viewers_edit(store):
    import http.client

    from retain.ui.server import TOKEN_HEADER, ViewerServer

    mem, db = store
    keeper = keep_wal(db)
    topics = ["tags", "queues", "caches", "locks", "logs", "builds", "alerts", "quotas"]
    ids = mem.add_many([f"{t} are reviewed weekly by the {t} owner" for t in topics], kind="note")
    assert len(set(ids)) == len(TEXTS)
    server = ViewerServer(mem)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        for mid, text in zip(ids, TEXTS):
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            conn.request(
                "POST",
                f"/api/memories/{mid}/edit",
                body=json.dumps({"text": text}).encode(),
                headers={"Content-Type": "application/json", TOKEN_HEADER: server.token},
            )
            assert conn.getresponse().status == 200
            conn.close()
    finally:
        server.shutdown()
        server.server_close()
    assert leaked(db) == []
    keeper.close()


def test_the_team_push_redacts_what_an_older_store_kept(pg, tmp_path):
    """A local store written before these rules holds the secrets as text; `retain team
    push` copies its memories through Memory.write on the team store, which redacts them
    with today's rules. Every text column of the team store is searched."""
    import psycopg

    from retain.store import pg_admin as admin
    from retain.team.push import push

    project = "git:github.com/acme/shop"
    admin.add_member(pg.admin_url, pg.role("alice"), project)
    local = tmp_path / "old.db"
    mem = Memory(local, embedder=None, project=project)
    ids = [
        mem.write(f"{t} are reviewed weekly by the owner", kind="decision", now=1e9 + 7200 * n)
        for n, t in enumerate(["tags", "queues", "caches", "locks", "logs", "builds"])
    ]
    mem.close()
    with sqlite3.connect(local) as conn:  # what an older redactor let through
        for r, text in zip(ids, TEXTS):
            conn.execute("UPDATE memories SET text = ? WHERE id = ?", (text, r.memory_id))
    report = push(pg.url("alice"), source=local, project=project)
    assert report["delivered"] >= 1, report
    with psycopg.connect(pg.admin_url) as conn:
        tables = [
            r[0]
            for r in conn.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = "
                "current_schema() AND table_type = 'BASE TABLE'"
            )
        ]
        dump = "\n".join(
            str(row) for t in tables for row in conn.execute(f'SELECT * FROM "{t}"').fetchall()
        ).lower()
    assert "reviewed weekly" in dump or "remember for the deploy" in dump
    assert [n for n, (_, s) in SECRETS.items() if s.lower() in dump] == []
