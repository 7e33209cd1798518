"""What is particular to the PostgreSQL store: migrations recorded on the server, CJK
and stems found by its full-text search, pgvector answering for large scopes."""

from __future__ import annotations

import threading

import psycopg
import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain.store.pg_migrations import SCHEMA_VERSION, migrate
from retain.vectors import server_index

T0 = 1_800_000_000.0


def test_migrations_are_recorded_and_run_once_even_when_raced(pg):
    versions: list[int] = []

    def run() -> None:
        with psycopg.connect(pg.admin_url, autocommit=True) as conn:
            versions.append(migrate(conn))

    threads = [threading.Thread(target=run) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert versions == [SCHEMA_VERSION] * 3
    with psycopg.connect(pg.admin_url) as conn:
        rows = conn.execute(
            "SELECT version, name FROM retain_migrations ORDER BY version"
        ).fetchall()
        forced = conn.execute(
            "SELECT relname FROM pg_class WHERE relrowsecurity AND relforcerowsecurity "
            "AND relnamespace = 'public'::regnamespace ORDER BY relname"
        ).fetchall()
    assert [r[0] for r in rows] == list(range(1, SCHEMA_VERSION + 1))
    assert {r[0] for r in forced} >= {
        "deliveries",
        "embeddings",
        "episodes",
        "injections",
        "members",
        "memories",
        "memory_sources",
        "sleep_runs",
    }


def test_cjk_and_stemmed_words_are_found(pg):
    mem = Memory(pg.url("contract"), embedder=None, project="git:example.com/t/cjk")
    # hours apart: memories written in one sitting are each other's siblings in ranking
    hour = 3600.0
    ja = mem.write("デプロイは金曜日に禁止されています", kind="constraint", now=T0).memory_id
    zh = mem.write("我们使用乐观锁来防止丢失更新", kind="decision", now=T0 + 2 * hour).memory_id
    en = mem.write("the nightly job deploys the search index", now=T0 + 4 * hour).memory_id
    later = T0 + 6 * hour
    assert [h.memory.id for h in mem.search("金曜日", now=later)] == [ja]
    assert [h.memory.id for h in mem.search("乐观锁", now=later)] == [zh]
    assert en in [h.memory.id for h in mem.search("deploy", now=later)]
    assert mem.search('uv-pip NOT c++ README.md "', now=later) == []  # nothing raises


def test_the_server_index_answers_like_the_in_memory_one(pg, monkeypatch):
    url = pg.url("contract")
    vocab = "orders billing search mail grpc http amqp queue cache ledger retry timeout".split()
    # memory i holds the first i+2 words: every query's cosines differ, so no ties
    texts = [" ".join(vocab[: i + 2]) + f" service{i}" for i in range(len(vocab) - 1)]
    Memory(url, embedder=FakeEmbedder(), project="git:example.com/t/v").add_many(
        texts, kind="architecture"
    )
    queries = ["orders billing", "retry timeout ledger", "mail grpc cache"]
    in_ram = Memory(url, embedder=FakeEmbedder(), project="git:example.com/t/v")
    assert type(in_ram.vector_index()).__name__ == "VectorIndex"
    monkeypatch.setattr(server_index, "SERVER_INDEX_FROM", 1)
    on_server = Memory(url, embedder=FakeEmbedder(), project="git:example.com/t/v")
    assert isinstance(on_server.vector_index(), server_index.ServerIndex)
    for q in queries:
        vec = FakeEmbedder().embed([q])[0]
        # (memories sharing no word with the query tie at cosine 0: left out)
        near_ram = [
            x for x in in_ram.vector_index().nearest(vec, in_ram.project_id, 5) if x[1] > 0.01
        ]
        near_pg = [
            x for x in on_server.vector_index().nearest(vec, on_server.project_id, 5) if x[1] > 0.01
        ]
        assert [i for i, _ in near_pg] == [i for i, _ in near_ram]
        assert [c for _, c in near_pg] == pytest.approx([c for _, c in near_ram], abs=1e-5)
        want = [h.memory.id for h in in_ram.search(q, record_use=False)]
        assert [h.memory.id for h in on_server.search(q, record_use=False)] == want
    # the write gate sees the same neighbours: a repeat is redundant, not a new memory
    assert on_server.write(texts[4], kind="architecture").verdict == "redundant"


class _CountingEvery(server_index.ServerIndex):
    """ServerIndex as it was: each search counted every visible vector of the model."""

    def refresh(self, store):  # type: ignore[no-untyped-def]
        self._store = store
        self._size = store.count_vectors(self.model)


def test_the_server_index_counts_no_further_than_it_needs(pg, monkeypatch):
    url, project = pg.url("contract"), "git:example.com/t/count"
    vocab = "orders billing search mail grpc http amqp queue cache ledger retry timeout".split()
    texts = [" ".join(vocab[: i + 2]) + f" service{i}" for i in range(len(vocab) - 1)]
    Memory(url, embedder=FakeEmbedder(), project=project).add_many(texts, kind="architecture")
    # Memory chooses the server index from a count that stops at SERVER_INDEX_FROM
    monkeypatch.setattr(server_index, "SERVER_INDEX_FROM", len(texts) + 1)
    assert type(Memory(url, embedder=FakeEmbedder(), project=project).vector_index()).__name__ == (
        "VectorIndex"
    )
    monkeypatch.setattr(server_index, "SERVER_INDEX_FROM", len(texts))
    now = Memory(url, embedder=FakeEmbedder(), project=project)
    before = Memory(url, embedder=FakeEmbedder(), project=project)
    assert isinstance(now.vector_index(), server_index.ServerIndex)
    warm = before.context.vectors()
    assert warm is not None
    warm.index = _CountingEvery(warm.index.model, warm.index.dim)
    # the answers are those of the search that counted every vector: by words and meaning,
    # by meaning alone (no shared word: the weak matches), and none
    answered = 0
    for q in ["orders billing", "retry timeout ledger", "grpc services", "nothing here at all"]:
        got = [(h.memory.id, h.score) for h in now.search(q, record_use=False, now=T0)]
        assert got == [(h.memory.id, h.score) for h in before.search(q, record_use=False, now=T0)]
        answered += bool(got)
    assert answered >= 3
    assert len(before.vector_index()) == len(texts)
    assert len(now.vector_index()) == 1  # some vector exists; not how many
    # row-level security: a role in no project sees none of them, and the index is empty
    outsider = server_index.ServerIndex(FakeEmbedder().name, FakeEmbedder().dim)
    outsider.refresh(Memory(pg.url("bob"), embedder=None, project=project).store)
    assert len(outsider) == 0


def test_the_hnsw_index_serves_the_nearest_query(pg):
    mem = Memory(pg.url("contract"), embedder=FakeEmbedder(384), project="git:example.com/t/h")
    mem.add_many([f"note {i} about the {i % 7} cache" for i in range(50)], kind="fact")
    with psycopg.connect(pg.url("contract")) as conn:
        conn.execute("SET enable_seqscan = off")
        plan = "\n".join(
            r[0]
            for r in conn.execute(
                "EXPLAIN SELECT e.memory_id FROM embeddings e WHERE e.dim = 384 "
                "ORDER BY e.vector::vector(384) <=> (SELECT vector FROM embeddings LIMIT 1)"
                "::vector(384) LIMIT 5"
            )
        )
    assert "embeddings_hnsw_384" in plan, plan


def test_a_url_in_retain_db_is_the_team_store(pg, monkeypatch):
    monkeypatch.setenv("RETAIN_DB", pg.url("contract"))
    mem = Memory(embedder=None, project="git:example.com/t/env")
    r = mem.write("chosen through RETAIN_DB", kind="decision", now=T0)
    with psycopg.connect(pg.admin_url) as conn:
        row = conn.execute(
            "SELECT text, owner FROM memories WHERE id = %s", (r.memory_id,)
        ).fetchone()
    assert row == ("chosen through RETAIN_DB", pg.role("contract"))
    assert "***" in mem.location and "retain-test" not in mem.location  # no password shown


def test_status_and_doctor_on_the_team_store(pg):
    import subprocess

    from conftest import PYTHON, subprocess_env

    env = subprocess_env(RETAIN_DB=pg.url("contract"), RETAIN_EMBEDDER="none")
    status = subprocess.run(
        [PYTHON, "-m", "retain", "status", "--json"], env=env, capture_output=True, text=True
    )
    assert status.returncode == 0, status.stderr
    data = __import__("json").loads(status.stdout)
    assert data["database"].startswith("postgresql://") and "***" in data["database"]
    doctor = subprocess.run(
        [PYTHON, "-m", "retain", "doctor"], env=env, capture_output=True, text=True
    )
    assert "connected as retain_t_contract; schema current" in doctor.stdout, doctor.stdout
    env["RETAIN_DB"] = "postgresql://nobody@127.0.0.1:1/none"
    doctor = subprocess.run(
        [PYTHON, "-m", "retain", "doctor"], env=env, capture_output=True, text=True
    )
    assert doctor.returncode == 1 and "PROBLEM" in doctor.stdout and "team store" in doctor.stdout


def test_the_team_hook_bench_runs_every_case(pg, tmp_path, monkeypatch):
    from benchmarks import team_hook_bench

    monkeypatch.chdir(tmp_path)
    out = team_hook_bench.run(30, 1, pg.admin_url)
    assert set(out["results"]) == set(team_hook_bench.variants("", "", "").keys())
    assert all(r["wall_ms"] > 0 for r in out["results"].values())
    assert out["results"]["bare python"]["wall_x_bare"] == 1.0


def test_a_version_4_team_store_gets_the_block_ranking_indexes(pg, monkeypatch):
    """pg m005 on a team store of main before it (v4, with memories in every tier): the
    three ranking indexes exist and the block's pool, read through them as a member,
    is what the scan gives."""
    from retain.store import pg_migrations, postgres
    from retain.store.postgres import url_with

    name = "retain_m005_upgrade"
    with psycopg.connect(pg.admin_url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name}")
        conn.execute(f"CREATE DATABASE {name}")
    admin = url_with(pg.admin_url, db=name)
    member = url_with(pg.url("contract"), db=name)  # a URL: a conninfo string is a file name
    try:
        with monkeypatch.context() as m:
            m.setattr(pg_migrations, "MIGRATIONS", pg_migrations.MIGRATIONS[:4])
            m.setattr(pg_migrations, "SCHEMA_VERSION", 4)
            m.setattr(postgres, "SCHEMA_VERSION", 4)  # the version the store checks for
            with psycopg.connect(admin, autocommit=True) as conn:
                assert migrate(conn) == 4
                conn.execute(
                    "INSERT INTO members (project_id, role) VALUES ('*', %s)",
                    (pg.role("contract"),),
                )
            mem = Memory(member, embedder=None, project="git:example.com/t/up")
            assert type(mem.store).__name__ == "PostgresStore"
            ids: list[int] = []
            for i, (kind, valence) in enumerate(
                [("decision", "fact"), ("fact", "failure"), ("note", "fact"), ("fact", "fact")] * 6
            ):
                ids += mem.add_many(
                    [f"memory {i}"],
                    kind=kind,
                    valence=valence,
                    scope="user" if i % 3 == 0 else "project",
                    created_at=[T0 + i],
                    embed=False,
                )
            mem.store.close()
        with psycopg.connect(admin, autocommit=True) as conn:
            # a note: shown only because pinned (in SQL: this retain pins through m007's
            # function, and today's records read columns that v4 lacks)
            conn.execute("UPDATE memories SET pinned = 1 WHERE id = %s", (ids[2],))
            assert migrate(conn) == SCHEMA_VERSION >= 5
            names = {
                r[0]
                for r in conn.execute(
                    "SELECT indexname FROM pg_indexes WHERE tablename = 'memories'"
                )
            }
        assert {f"memories_block_{k}" for k in ("cap", "kept", "touched")} <= names
        mem = Memory(member, embedder=None, project="git:example.com/t/up")
        from retain.rank import block as context

        with mem.store.session():
            args = dict(now=T0 + 100, kinds=context.BLOCK_KINDS, limit=50)
            fast = mem.store.block_candidates(mem.project_id, **args)
            scan = mem.store.scan_candidates(mem.project_id, **args)
        mem.store.close()
        assert [c.id for c in fast] == [c.id for c in scan] and len(fast) == 13
        assert fast[0].id == ids[2]
    finally:
        with psycopg.connect(pg.admin_url, autocommit=True) as conn:
            conn.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                (name,),
            )
            conn.execute(f"DROP DATABASE IF EXISTS {name}")
