"""A connection to a store at the current schema loads no migration module; one that needs
a step still gets it from db.connect, under the runner's write lock, in every process."""

import sqlite3
import subprocess

import pytest

from conftest import PYTHON, subprocess_env
from retain.store import db, migrations

MIGRATION_MODULES = (
    "retain.store.migrations",
    "retain.store.sqlite_schema",
    "retain.store.sqlite_schema_hooks",
    "retain.store.sqlite_rekey",
)
# connect in a fresh interpreter, then list which migration modules it loaded
CONNECT = (
    "import sys\n"
    "from retain.store import db\n"
    "conn = db.connect(sys.argv[1])\n"
    "print(db.applied_version(conn))\n"
    f"print(' '.join(m for m in {MIGRATION_MODULES!r} if m in sys.modules))\n"
)


def _connect_in_a_process(path):
    out = subprocess.run(
        [PYTHON, "-c", CONNECT, str(path)],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        check=True,
    )
    version, loaded = out.stdout.split("\n")[:2]
    return int(version), loaded.split()


def _store_behind(path, steps):
    """A store as the retain of `steps` migrations left it."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(
        "CREATE TABLE _migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "applied_at REAL NOT NULL)"
    )
    for number, step in enumerate(migrations.MIGRATIONS[:steps], start=1):
        step(conn)
        conn.execute("INSERT INTO _migrations VALUES (?, ?, 0)", (number, step.__name__))
    conn.close()


def test_the_connection_reads_the_version_the_migrations_reach():
    assert db.SCHEMA_VERSION == len(migrations.MIGRATIONS) == migrations.SCHEMA_VERSION
    assert migrations.applied_version is db.applied_version


def test_a_current_store_is_opened_without_the_migration_modules(tmp_path):
    path = tmp_path / "r.db"
    assert _connect_in_a_process(path) == (db.SCHEMA_VERSION, list(MIGRATION_MODULES))  # new
    assert _connect_in_a_process(path) == (db.SCHEMA_VERSION, [])  # current: none loaded


@pytest.mark.parametrize("steps", [0, db.SCHEMA_VERSION - 1])
def test_a_store_behind_is_migrated_by_connect(tmp_path, steps):
    path = tmp_path / "old.db"
    _store_behind(path, steps)
    assert _connect_in_a_process(path) == (db.SCHEMA_VERSION, list(MIGRATION_MODULES))
    conn = db.connect(path)
    names = [r[0] for r in conn.execute("SELECT name FROM _migrations ORDER BY version")]
    assert names == [step.__name__ for step in migrations.MIGRATIONS]
    conn.close()


def test_processes_opening_a_store_behind_at_once_run_each_step_once(tmp_path):
    path = tmp_path / "shared.db"
    _store_behind(path, db.SCHEMA_VERSION - 3)
    code = "import sys\nfrom retain.store import db\ndb.connect(sys.argv[1]).close()\n"
    procs = [
        subprocess.Popen([PYTHON, "-c", code, str(path)], env=subprocess_env(), text=True)
        for _ in range(4)
    ]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0, 0]
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT version, name FROM _migrations ORDER BY version").fetchall()
    conn.close()
    assert rows == [(n, s.__name__) for n, s in enumerate(migrations.MIGRATIONS, start=1)]
