"""What every `retain` command shares: printing its answer (text, or JSON with --json),
the facade built from --db/--project, and notices on stderr. Imported by retain.cli.main and
its command modules (retain.cli.memory_cmds, retain.cli.store_cmds, retain.cli.portable_cmds).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from retain import format as fmt
from retain.memory.facade import Memory


def reply(args: argparse.Namespace, text: str, data: Any) -> int:
    """Print a command's answer on stdout: `text`, or `data` as JSON with --json."""
    if getattr(args, "json", False):
        print(json.dumps(fmt.to_jsonable(data), ensure_ascii=ascii_only(sys.stdout), indent=2))
    else:
        print(text)
    return 0


def ascii_only(stream: Any) -> bool:
    """Must JSON for `stream` escape non-ASCII (`\\u00e9`)? Yes unless it writes UTF-8:
    a Latin-1 terminal or PYTHONIOENCODING=ascii shows `?` for what it cannot encode
    (retain.cli.main), which in JSON, or an export, would lose the text for good."""
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
    return encoding != "utf8"


def memory_for(args: argparse.Namespace, *, embedder: Any = None, wait: bool = False) -> Memory:
    """The facade on --db (else RETAIN_DB or ~/.retain) for --project (else
    CLAUDE_PROJECT_DIR or the working directory)."""
    db = getattr(args, "db", None)
    if isinstance(db, str):
        warn_if_on_command_line(db, "--db", "RETAIN_DB")
    return Memory(
        getattr(args, "db", None),
        embedder=embedder,
        project=getattr(args, "project", None),
        wait_for_model=wait,
    )


def notice(message: str) -> None:
    """A notice on stderr, always a whole line of its own: stdout (the answer, or JSON)
    stays clean, and a reader that shows both streams together never sees the two run
    into one line."""
    print(message.rstrip("\n"), file=sys.stderr, flush=True)


def warn_if_on_command_line(url: str, flag: str, env: str) -> None:
    """A URL holding a password was typed as `flag`: it is in this process's argv, which
    every local user can read (`ps`). Said once on stderr; the command still runs."""
    parts = urlsplit(url)
    secret = parts.password or any(k.lower() == "password" for k, _ in parse_qsl(parts.query))
    if secret and any(url in arg for arg in sys.argv[1:]):
        print(
            f"retain: warning: the password in {flag} is visible to every user of this "
            f"machine (ps); set ${env} instead, or keep the password in ~/.pgpass",
            file=sys.stderr,
        )
