"""Failure -> fix learning, round 28: the user's reply to a failed run saying the user takes
the step themselves ("No, the CA is mine, I'll clean it on the puppetserver.", "I already
reverted it on main") is about who acts at that moment, not a lesson, and is not kept,
whether or not a later run passes (retain.sleep.fix_refusals.takes_over).

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import live_texts, session

MIGRATE_FAIL = (
    "Flyway OSS Edition 10.21.0 by Redgate\n"
    "ERROR: Validate failed: Migrations have failed validation\n"
    "Migration checksum mismatch for migration version 7\n"
)


def test_the_users_word_that_they_did_the_step_is_not_kept(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("ledger")
    t.user("Apply the pending migrations on my local database.")
    t.bash("flyway -configFiles=conf/dev.toml migrate", MIGRATE_FAIL, exit_code=1)
    t.user("Don't. V7 was edited by mistake; I already reverted it on main from my laptop.")
    t.bash(
        "git pull --ff-only && flyway -configFiles=conf/dev.toml migrate",
        "Successfully applied 2 migrations",
    )
    assert live_texts(tmp_path, t, project_dir) == []


def test_the_users_word_that_they_will_take_the_step_is_not_kept(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("agent")
    t.user("Run the agent on web-04.")
    t.bash(
        "ssh web-04.ops.test sudo puppet agent -t",
        "Error: Could not request certificate: The certificate retrieved from the master "
        "does not match the agent's private key.",
        exit_code=1,
    )
    t.say("The node's certificate no longer matches its key; the usual path is to clean it.")
    t.user("No, the CA is mine, I'll clean it on the puppetserver.")
    t.user("Cleaned, go ahead.")
    t.bash("ssh web-04.ops.test sudo puppet agent -t", "Notice: Applied catalog in 4.12 seconds")
    assert not any("the CA is mine" in x for x in live_texts(tmp_path, t, project_dir))


def test_the_user_saying_how_they_did_it_is_still_the_fixs_account(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("shop")
    t.user("Run the repo tests.")
    t.bash(
        "MIX_ENV=test mix test",
        "** (DBConnection.ConnectionError) connection not available: database "
        '"shop_test" does not exist',
        exit_code=1,
    )
    t.user("I created it myself with `MIX_ENV=test mix ecto.create`, try again.")
    t.bash("MIX_ENV=test mix test", "42 tests, 0 failures")
    [text] = live_texts(tmp_path, t, project_dir)
    assert "mix ecto.create" in text
