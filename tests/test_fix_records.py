"""Failure -> fix learning, round 44: a step that only rewrites a migration tool's table of
applied versions (golang-migrate's `force V`, `alembic stamp`, `migrate --fake`, `prisma
migrate resolve`, `flyway repair`, Liquibase's `changelog-sync`) is never the fix: it
changes no schema and no data. The last step before the pass is looked for before it
(retain.sleep.fix_records, retain.sleep.fix_steps.last_step).

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fix_sessions import fixes, session
from retain.sleep.fix_programs import programs
from retain.sleep.fix_records import records_only

UP = 'migrate -path sql -database "$PG_URL" up'
DENIED = (
    "1/u base (11.0ms)\n"
    "error: migration failed: permission denied for schema public (column 1) in line 0: "
    "CREATE TABLE parcels ("
)


def test_a_forced_version_after_a_grant_is_not_the_fix(tmp_path: Path) -> None:
    t = session("depot")
    t.bash(UP, DENIED, exit_code=1)
    t.bash("psql -U postgres -d depot -c 'ALTER SCHEMA public OWNER TO depot_app'", "ALTER SCHEMA")
    t.bash('migrate -path sql -database "$PG_URL" force 1', "")
    t.bash(UP, "2/u parcels (20.1ms)")
    assert not [f for f in fixes(tmp_path, t) if "force" in " ".join(f.remedies)]


def test_the_step_before_a_faked_migration_is_the_fix(tmp_path: Path) -> None:
    t = session("ledger")
    t.bash(
        "python manage.py migrate",
        "Running migrations:\n  Applying billing.0004_invoice_plan...Traceback (most recent call"
        " last):\n"
        'django.db.utils.ProgrammingError: relation "plans_plan" does not exist',
        exit_code=1,
    )
    t.bash("python manage.py migrate plans", "  Applying plans.0001_initial... OK")
    t.bash("python manage.py migrate billing 0003 --fake", "  Unapplying billing.0004... FAKED")
    t.bash("python manage.py migrate", "  Applying billing.0004_invoice_plan... OK")
    [fix] = fixes(tmp_path, t)
    assert fix.remedies == ("running `python manage.py migrate plans`",)


@pytest.mark.parametrize(
    "command",
    [
        'migrate -path db/migrations -database "$URL" force 12',
        "alembic -c conf/alembic.ini stamp head",
        "python manage.py migrate orders 0007 --fake",
        "./manage.py migrate --fake-initial",
        "npx prisma migrate resolve --applied 20270101_init",
        "flyway -configFiles=conf/flyway.conf repair",
        "liquibase --defaults-file=lb.properties changelog-sync",
    ],
)
def test_record_only_steps(command: str) -> None:
    assert any(records_only(p) for p in programs(command))


@pytest.mark.parametrize(
    "command",
    [
        'migrate -path db/migrations -database "$URL" up',
        "alembic upgrade head",
        "python manage.py migrate orders",
        "npx prisma migrate deploy",
        "flyway migrate",
        "liquibase --defaults-file=lb.properties release-locks",
    ],
)
def test_steps_that_run_migrations_are_not_record_only(command: str) -> None:
    assert not any(records_only(p) for p in programs(command))
