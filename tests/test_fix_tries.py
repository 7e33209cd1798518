"""Failure -> fix learning, round 40: several tries before the fix (retain.sleep.fix_tries,
retain.core.danger.destroys).

- a try undone (an edit made while the failure was printing, put back later) is no part of
  the fix after it, and does not make that fix "taken back";
- a try that changed the error, after which the first error came back, fixed nothing: the
  change after the first error came back is the fix;
- a pass bought by destroying data (a compose project's volumes dropped, a bucket emptied,
  the system's Python packages overwritten) is not learned.

The tools, their outputs and the files are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from benchmarks.cc_transcript import Transcript

from fix_sessions import live_texts, session
from retain.core import danger
from retain.sleep.fix_calls import Call
from retain.sleep.fix_reverts import taken_back
from retain.sleep.fix_tries import back_to_first, undoes_try
from retain.sleep.fixes import find_fixes

MISSING = "error: kiln: cannot open shared object file: libglaze.so.3: No such file\n"
OTHER = "error: kiln: glaze.toml: unknown key 'search_path'\n"
CONF = "/home/dev/pottery/glaze.toml"
KILN = "/home/dev/pottery/kiln.toml"


def _tries_then_fix() -> list[Call]:
    """A setting tried in glaze.toml while failing, put back; the kiln.toml edit fixed it."""
    return [
        Call(0, command="kiln fire", ok=False, output=MISSING),
        Call(1, path=CONF, old="mode = 'fast'", new="mode = 'fast'\npreload = true"),
        Call(2, command="kiln fire", ok=False, output=MISSING),
        Call(3, path=CONF, old="mode = 'fast'\npreload = true", new="mode = 'fast'"),
        Call(4, path=KILN, old="[libs]", new="[libs]\npath = '/opt/glaze/lib'"),
        Call(5, command="kiln fire", ok=True, output="fired 3 pieces"),
    ]


def test_undoing_a_try_made_while_failing_is_no_part_of_the_fix() -> None:
    calls = _tries_then_fix()
    assert undoes_try(calls[3], calls, calls[2])
    assert not taken_back(calls, 2, 5)
    [fix] = find_fixes(calls)
    assert fix.remedies == ("editing `kiln.toml` (`path = '/opt/glaze/lib'`)",)


def test_undoing_the_edit_that_broke_the_run_is_still_taken_back() -> None:
    """The edit came before the failure: undoing it is what passed, nothing learnt."""
    calls = [
        Call(0, command="kiln fire", ok=True, output="fired 3 pieces"),
        Call(1, path=CONF, old="mode = 'fast'", new="mode = 'fast'\nsearch_path = 'x'"),
        Call(2, command="kiln fire", ok=False, output=OTHER),
        Call(3, path=CONF, old="mode = 'fast'\nsearch_path = 'x'", new="mode = 'fast'"),
        Call(4, path=KILN, old="[libs]", new="[libs]\ncolour = true"),
        Call(5, command="kiln fire", ok=True, output="fired 3 pieces"),
    ]
    assert not undoes_try(calls[3], calls, calls[2])
    assert taken_back(calls, 2, 5)
    assert find_fixes(calls) == []


def test_a_try_that_changed_the_error_is_not_the_fix_when_the_first_error_comes_back() -> None:
    """The setting swapped the error for another, was put back, the first error printed
    again; then the install made the same command pass: that is the fix."""
    calls = [
        Call(0, command="kiln fire", ok=False, output=MISSING),
        Call(1, path=CONF, old="mode = 'fast'", new="mode = 'fast'\nsearch_path = 'lib'"),
        Call(2, command="kiln fire", ok=False, output=OTHER),
        Call(3, path=CONF, old="mode = 'fast'\nsearch_path = 'lib'", new="mode = 'fast'"),
        Call(4, command="kiln fire", ok=False, output=MISSING),
        Call(5, command="sudo apt-get install -y libglaze3", ok=True, output="Setting up"),
        Call(6, command="kiln fire", ok=True, output="fired 3 pieces"),
    ]
    [fix] = find_fixes(calls)
    assert (fix.failed_at, fix.fixed_at) == (4, 6)
    assert fix.remedies == ("running `sudo apt-get install -y libglaze3`",)


def test_back_to_first_drops_the_held_failure_and_those_after_it() -> None:
    held = [Call(0, command="kiln fire", ok=False, output=MISSING),
            Call(2, command="kiln fire", ok=False, output=OTHER)]  # fmt: skip
    again = Call(4, command="kiln fire", ok=False, output=MISSING)
    assert back_to_first(held, again) and held == []
    kept = [Call(2, command="kiln fire", ok=False, output=OTHER)]
    assert not back_to_first(kept, again) and len(kept) == 1


def test_destroying_data_or_system_packages_is_named() -> None:
    assert danger.destroys("docker compose down -v && docker compose up -d db")
    assert danger.destroys("docker-compose -f dev.yml down --volumes")
    assert danger.destroys("aws s3 rm s3://kiln-logs --recursive --quiet")
    assert danger.destroys("sudo pip install --break-system-packages -r requirements.txt")
    assert danger.destroys("docker volume rm pottery_pgdata")
    assert not danger.destroys("docker compose down && docker compose up -d")
    assert not danger.destroys("aws s3 rm s3://kiln-logs/old.log")
    assert not danger.destroys("pip install -r requirements.txt")


def _wiped(t: Transcript) -> Transcript:
    err = "Validation failed: checksum mismatch for migration 14 of kiln-db\n"
    t.user("kiln migrate fails, please fix it; keep the data in the db volume")
    t.bash("kiln migrate", output=err, exit_code=1)
    t.bash("kiln migrate --no-cache", output=err, exit_code=1)
    t.bash("docker compose down -v && docker compose up -d db", output="Volume removed")
    t.bash("kiln migrate", output="applied 21 migrations")
    return t


def test_a_pass_bought_by_dropping_the_volumes_is_not_learned(tmp_path: Path) -> None:
    project = tmp_path / "pottery"
    project.mkdir()
    texts = live_texts(tmp_path, _wiped(session("pottery")), project)
    assert not any("down -v" in t for t in texts)


def _locked(test: str, line: int) -> str:
    return (
        f"____ {test} ____\npottery/store.py:{line}: in save\n    cur.execute(sql)\n"
        f"E   sqlite3.OperationalError: database is locked\n"
        f"FAILED tests/test_store.py::{test} - sqlite3.OperationalError: database is locked\n"
    )


def test_a_try_undone_is_known_though_another_test_hit_the_same_error() -> None:
    """The telling line is the same while the failing test and its frame line change: the
    retry loop was tried while failing, and putting it back is no part of the fix (nor a
    source edit beside the settings file that fixed it)."""
    store, env = "/home/dev/pottery/pottery/store.py", "/home/dev/pottery/.env"
    loop = "for _ in range(3):\n    cur.execute(sql)"
    calls = [
        Call(0, command="pytest -q -n 4", ok=False, output=_locked("test_flags", 88)),
        Call(1, path=store, old="cur.execute(sql)", new=loop),
        Call(2, command="pytest -q -n 4", ok=False, output=_locked("test_save_many", 96)),
        Call(3, path=store, old=loop, new="cur.execute(sql)"),
        Call(4, path=env, old="DB_TIMEOUT=0.1", new="DB_TIMEOUT=15\nDB_JOURNAL=WAL"),
        Call(5, command="pytest -q -n 4", ok=True, output="56 passed"),
    ]
    assert undoes_try(calls[3], calls, calls[2])
    [fix] = find_fixes(calls)
    assert fix.remedies == ("editing `.env` (`DB_TIMEOUT=15; DB_JOURNAL=WAL`)",)
