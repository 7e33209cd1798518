"""`retain team ...`: set up a team store, manage its members, move local memories to it.

Admin commands (init, add-member, remove-member, members, compact) connect with --admin-url
(or $RETAIN_ADMIN_URL); push and flush work as the developer, on RETAIN_DB (or --db).
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from retain import config
from retain.cli.common import warn_if_on_command_line
from retain.errors import InvalidInput

ACTIONS = ("init", "add-member", "remove-member", "members", "compact", "push", "flush")


def add_arguments(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="team_action", metavar="ACTION", required=True)
    parsers: dict[str, argparse.ArgumentParser] = {}
    helps = {
        "init": "create or upgrade the team store's schema (admin)",
        "add-member": "let a database role use a project's memories (admin)",
        "remove-member": "take a project (or every project, and all access) from a role (admin)",
        "members": "list who may use which project (admin)",
        "compact": (
            "rewrite retain's tables (VACUUM FULL) so the old text a scrub or an edit replaced "
            "leaves the server's table files (admin; locks each table for its rewrite)"
        ),
        "push": "copy this machine's project memories into the team store",
        "flush": "deliver writes kept in the local outbox while the server was unreachable",
    }
    for action in ACTIONS:
        parsers[action] = sub.add_parser(action, help=helps[action], description=helps[action])
    for action in ("init", "add-member", "remove-member", "members", "compact"):
        parsers[action].add_argument(
            "--admin-url",
            default=os.environ.get("RETAIN_ADMIN_URL"),
            help="the admin's postgresql:// URL (default $RETAIN_ADMIN_URL)",
        )
        parsers[action].add_argument("--json", action="store_true", help="print JSON")
    add = parsers["add-member"]
    add.add_argument("role", help="the developer's database role (their login)")
    add.add_argument("project", help="project id (git:host/owner/repo), or '*' for every project")
    add.add_argument("--create-role", action="store_true", help="create the login role too")
    add.add_argument(
        "--password-stdin",
        action="store_true",
        help="read the new role's password from stdin (first line); for --create-role",
    )
    # Kept only to refuse it with the reason: argv is readable by every local user.
    add.add_argument("--password", help=argparse.SUPPRESS)
    rm = parsers["remove-member"]
    rm.add_argument("role")
    rm.add_argument("project", nargs="?", help="omit with --all")
    rm.add_argument(
        "--all", action="store_true", help="every project, and revoke access to the store itself"
    )
    push = parsers["push"]
    push.add_argument(
        "--from",
        dest="source",
        metavar="PATH",
        help="the local SQLite store (default $RETAIN_HOME/retain.db)",
    )
    push.add_argument(
        "--all-projects", action="store_true", help="every project, not only --project / the cwd's"
    )
    push.add_argument("--json", action="store_true", help="print JSON")
    parsers["flush"].add_argument("--json", action="store_true", help="print JSON")


def _admin_url(args: argparse.Namespace) -> str:
    url = getattr(args, "admin_url", None)
    if not url or not config.is_db_url(url):
        raise InvalidInput("give the admin's postgresql:// URL: --admin-url or $RETAIN_ADMIN_URL")
    warn_if_on_command_line(str(url), "--admin-url", "RETAIN_ADMIN_URL")
    return str(url)


def _new_role_password(args: argparse.Namespace) -> str | None:
    """The password for --create-role: from stdin, never from argv."""
    if args.password is not None:
        raise InvalidInput(
            "--password puts the password on the command line, where every user of this "
            "machine can read it (ps); pipe it in instead: ... --create-role --password-stdin"
        )
    if not args.password_stdin:
        return None
    if not args.create_role:
        raise InvalidInput("--password-stdin is for a role created with --create-role")
    password = sys.stdin.readline().rstrip("\r\n")
    if not password:
        raise InvalidInput("--password-stdin read no password (an empty first line)")
    return password


def _team_url(args: argparse.Namespace) -> str:
    url = getattr(args, "db", None) or config.db_url()
    if not url or not config.is_db_url(url):
        raise InvalidInput(
            "RETAIN_DB (or --db) must be the team store's postgresql:// URL for this command"
        )
    warn_if_on_command_line(str(url), "--db", "RETAIN_DB")
    return str(url)


def run(args: argparse.Namespace, out: Any) -> int:
    """Run one `retain team` action; `out(args, text, data)` prints."""
    from retain.store import pg_admin as admin

    action = args.team_action
    if action == "init":
        version = admin.init(_admin_url(args))
        return int(out(args, f"team store ready (schema version {version})", {"version": version}))
    if action == "add-member":
        admin.add_member(
            _admin_url(args),
            args.role,
            args.project,
            create_role=args.create_role,
            password=_new_role_password(args),
        )
        return int(
            out(
                args,
                f"{args.role} is a member of {args.project}",
                {"role": args.role, "project": args.project},
            )
        )
    if action == "remove-member":
        if args.all == bool(args.project):
            raise InvalidInput("name a project, or pass --all (every project and all access)")
        n = admin.remove_member(_admin_url(args), args.role, None if args.all else args.project)
        what = "every project and the store" if args.all else args.project
        return int(out(args, f"{args.role} removed from {what} ({n} memberships)", {"removed": n}))
    if action == "members":
        rows = admin.members(_admin_url(args))
        text = "\n".join(f"{m.project_id}  {m.role}" for m in rows) or "(no members yet)"
        return int(out(args, text, rows))
    if action == "compact":
        tables = admin.compact(_admin_url(args))
        text = "\n".join(
            f"{t.table}: {t.bytes_before:,} -> {t.bytes_after:,} bytes" for t in tables
        )
        return int(
            out(args, text + "\ncompacted: old row versions are gone from these tables", tables)
        )
    if action == "push":
        from retain.team.push import push

        report = push(
            _team_url(args),
            source=args.source,
            project=None if args.all_projects else getattr(args, "project", None),
        )
        text = (
            f"pushed {report['delivered']} project memories to the team store "
            f"({report['already']} already there, {report['left']} still queued)"
        )
        return int(out(args, text, report))
    if action == "flush":
        from retain.memory.facade import Memory

        mem = Memory(_team_url(args), embedder=None, project=getattr(args, "project", None))
        report = mem.flush_outbox()
        text = f"delivered {report['delivered']}, {report['left']} still queued"
        return int(out(args, text, report))
    raise InvalidInput(f"unknown team action {action!r}")
