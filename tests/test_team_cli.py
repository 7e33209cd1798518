"""`retain team ...` as an admin and a developer run it: set up, members, push, flush."""

from __future__ import annotations

import json
import subprocess

import psycopg

from conftest import PYTHON, subprocess_env
from retain import Memory

PROJECT = "git:github.com/acme/shop"
T0 = 1_700_000_000.0


def retain(*args: str, stdin: str | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", *args],
        input=stdin,
        env=subprocess_env(RETAIN_EMBEDDER="none", **env),
        capture_output=True,
        text=True,
        timeout=90,
    )


def test_admin_commands_set_up_and_manage_members(pg):
    admin = {"RETAIN_ADMIN_URL": pg.admin_url}
    r = retain("team", "init", **admin)
    assert r.returncode == 0 and "schema version" in r.stdout, r.stderr
    new_role = "retain_t_dave"
    with psycopg.connect(pg.admin_url, autocommit=True) as conn:
        conn.execute(f"DROP ROLE IF EXISTS {new_role}")
    # A password on the command line is refused (every local user can read argv).
    r = retain(
        "team", "add-member", new_role, PROJECT, "--create-role", "--password", "pw", **admin
    )
    assert r.returncode == 2 and "--password-stdin" in r.stderr and "ps" in r.stderr
    r = retain(
        "team",
        "add-member",
        new_role,
        PROJECT,
        "--create-role",
        "--password-stdin",
        stdin="pw\n",
        **admin,
    )
    assert r.returncode == 0 and f"{new_role} is a member of {PROJECT}" in r.stdout, r.stderr
    listed = json.loads(retain("team", "members", "--json", **admin).stdout)
    assert {"project_id": PROJECT, "role": new_role} in [
        {k: m[k] for k in ("project_id", "role")} for m in listed
    ]
    dave = pg.url("dave").replace("retain-test", "pw")
    w = retain(
        "--project", PROJECT, "write", "we ship on Tuesdays", "--kind", "decision", RETAIN_DB=dave
    )
    assert w.returncode == 0 and w.stdout.startswith("Stored as ["), w.stderr
    assert retain("team", "add-member", "nobody_here", PROJECT, **admin).returncode == 2
    assert retain("team", "add-member", new_role, "not-a-project", **admin).returncode == 2
    r = retain("team", "remove-member", new_role, "--all", **admin)
    assert r.returncode == 0 and "1 memberships" in r.stdout, r.stderr
    s = retain("--project", PROJECT, "search", "ship", RETAIN_DB=dave)
    assert s.returncode == 1 and "permission denied" in s.stderr
    assert retain("team", "members").returncode == 2  # no admin URL: a one-line error


def test_push_copies_project_memories_once_and_never_user_scope(pg, tmp_path):
    from retain.store import pg_admin as admin

    admin.add_member(pg.admin_url, pg.role("alice"), PROJECT)
    admin.add_member(pg.admin_url, pg.role("bob"), PROJECT)
    local = tmp_path / "local.db"
    mem = Memory(local, embedder=None, project=PROJECT)
    decision = mem.write("orders use optimistic locking", kind="decision", now=T0).memory_id
    # hours apart: memories written in one sitting are each other's siblings in search
    mem.write("the nightly job was killed by its timeout", kind="lesson", now=T0 + 7200)
    mem.write("I like short commit messages", kind="preference", now=T0 + 2)
    Memory(local, embedder=None, project="git:github.com/acme/other").write(
        "billing rounds half-even", kind="decision", now=T0 + 3
    )
    mem.forget(mem.write("we deploy on Fridays", kind="decision", now=T0 + 4).memory_id, "no")
    alice = {"RETAIN_DB": pg.url("alice")}
    r = retain("--project", PROJECT, "team", "push", "--from", str(local), "--json", **alice)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["delivered"] == 2
    again = json.loads(
        retain("--project", PROJECT, "team", "push", "--from", str(local), "--json", **alice).stdout
    )
    assert (again["delivered"], again["already"]) == (0, 2)
    with psycopg.connect(pg.admin_url) as conn:
        rows = conn.execute(
            "SELECT text, scope, owner, created_at FROM memories ORDER BY id"
        ).fetchall()
    assert [(t, s) for t, s, _, _ in rows] == [
        ("orders use optimistic locking", "project"),
        ("the nightly job was killed by its timeout", "project"),
    ]
    assert {o for _, _, o, _ in rows} == {pg.role("alice")} and rows[0][3] == T0
    bob = Memory(pg.url("bob"), embedder=None, project=PROJECT)
    assert [h.memory.text for h in bob.search("optimistic locking")] == [
        "orders use optimistic locking"
    ]
    assert Memory(local, embedder=None, project=PROJECT).get(decision).status == "live"


def test_a_password_typed_in_a_url_is_warned_about(pg):
    """--admin-url / --db with a password: argv shows it to every local user, so say so
    (the command still runs); the same URL from the environment says nothing."""
    from pgtest import with_user

    admin_url = with_user(pg.admin_url, user="postgres", password="typed-secret")
    by_flag = retain("team", "members", "--admin-url", admin_url)
    by_env = retain("team", "members", RETAIN_ADMIN_URL=admin_url)
    assert by_flag.returncode == 0 == by_env.returncode, by_flag.stderr
    assert "warning: the password in --admin-url is visible" in by_flag.stderr
    assert "$RETAIN_ADMIN_URL" in by_flag.stderr and "warning" not in by_env.stderr
    alice = pg.url("alice")
    typed = retain("--db", alice, "--project", PROJECT, "status")
    assert "warning: the password in --db is visible" in typed.stderr
    assert "warning" not in retain("--project", PROJECT, "status", RETAIN_DB=alice).stderr
