"""What every `retain` command shares: printing its answer (text, or JSON with --json),
the facade built from --db/--project, and notices on stderr. Imported by retain.cli.main and
its command modules (retain.cli.memory_cmds, retain.cli.store_cmds, retain.cli.portable_cmds).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from retain import format as fmt
from retain.memory.facade import Memory


def reply(args: argparse.Namespace, text: str, data: Any) -> int:
    """Print a command's answer on stdout: `text`, or `data` as JSON with --json."""
    if getattr(args, "json", False):
        print(json.dumps(fmt.to_jsonable(data), ensure_ascii=False, indent=2))
    else:
        print(text)
    return 0


def memory_for(args: argparse.Namespace, *, embedder: Any = None, wait: bool = False) -> Memory:
    """The facade on --db (else RETAIN_DB or ~/.retain) for --project (else
    CLAUDE_PROJECT_DIR or the working directory)."""
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
