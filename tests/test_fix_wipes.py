"""A pass bought by wiping a whole database or store teaches no fix (round 44,
retain.core.danger.wipes): a migration runner's reset or drop, `dropdb`, `DROP DATABASE`,
`TRUNCATE`, a Redis flush. A test database is rebuilt by the test run, so wiping it is kept;
so is a fix of a failed command that was the wipe itself (the wipe was the task).

The projects, tools and outputs are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fix_sessions import live_texts, session
from retain.core import danger


@pytest.mark.parametrize(
    "steps",
    [
        "npx prisma migrate reset --force",
        "npx prisma db push --accept-data-loss --force-reset",
        "bin/rails db:drop db:create RAILS_ENV=staging",
        "bundle exec rake db:reset",
        "mix ecto.reset",
        "php artisan migrate:fresh --seed",
        "python manage.py flush --noinput",
        "flyway -configFiles=conf/dev.conf clean",
        "dropdb -h db.kiln.example kiln",
        "psql -c 'DROP DATABASE kiln'",
        "psql -c 'TRUNCATE kiln_orders CASCADE'",
        "mysql -e 'truncate table ledger'",
        "redis-cli -h cache.kiln.example FLUSHALL",
        "redis-cli -n 2 flushdb",
        "mongosh kiln --eval 'db.dropDatabase()'",
    ],
)
def test_a_wipe_buys_no_fix(steps: str) -> None:
    assert danger.wipes(steps)


@pytest.mark.parametrize(
    "steps",
    [
        "MIX_ENV=test mix ecto.reset && mix test",
        "RAILS_ENV=test bin/rails db:reset",
        "dropdb --if-exists kiln_test && createdb kiln_test",
        "bin/rails db:migrate",
        "npx prisma migrate deploy",
        "truncate -s 0 log/development.log",
        "redis-cli -p 6380 --pipe < seeds/flags.redis",
        "docker compose up -d db",
    ],
)
def test_an_ordinary_step_or_a_test_database_is_no_wipe(steps: str) -> None:
    assert not danger.wipes(steps)


DRIFT = (
    "Prisma schema loaded from prisma/schema.prisma\n\n"
    "Drift detected: Your database schema is not in sync with your migration history.\n\n"
    'We need to reset the "public" schema at "db.kiln.example:5432"\n'
    "Do you want to continue? All data will be lost."
)


def test_a_reset_that_bought_the_pass_is_not_kept(tmp_path: Path) -> None:
    project = tmp_path / "kiln"
    project.mkdir()
    t = session("kiln")
    t.user("migrate dev fails on the kiln database, can you look")
    t.bash("npx prisma migrate dev", DRIFT, exit_code=1)
    t.bash("npx prisma migrate reset --force", "Database reset successful")
    t.bash("npx prisma migrate dev", "Already in sync, no schema change or pending migration.")
    texts = live_texts(tmp_path, t, project)
    assert not any("migrate reset" in x or "Drift detected" in x for x in texts), texts


def test_a_reset_that_was_the_task_keeps_its_fix(tmp_path: Path) -> None:
    project = tmp_path / "kiln"
    project.mkdir()
    t = session("kiln")
    t.user("reset my local kiln database, the seeds changed")
    t.bash(
        "mix ecto.reset",
        "** (DBConnection.ConnectionError) tcp connect (localhost:5432): connection refused"
        " - :econnrefused",
        exit_code=1,
    )
    t.bash("docker compose up -d db", "Container kiln-db-1  Started")
    t.bash("mix ecto.reset", "The database for Kiln.Repo has been dropped\nSeeds loaded.")
    texts = live_texts(tmp_path, t, project)
    assert any("docker compose up -d db" in x for x in texts), texts
