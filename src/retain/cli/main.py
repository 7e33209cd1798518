"""`retain`: the command line over the same Memory facade as the MCP server.

Every command is thin: parse, call the facade, print (text, or JSON with --json). Errors
become one line on stderr and an exit status: 2 for bad input, 1 for a missing id or an
unusable store. Heavy modules load only when a command needs them: `write` never touches
the embedding model; `search` loads it when it loads quickly (the ONNX export) unless
--words.

This module holds the table of commands, the entry point (`retain`, `python -m
retain`) and the process-level commands (serve, team, demo); the commands on one
memory are in retain.cli.memory_cmds, those on the whole store in retain.cli.store_cmds, import
and the viewer in retain.cli.portable_cmds, the arguments in retain.cli.parser.
"""

from __future__ import annotations

from retain.cli import interrupt

interrupt.install_early()  # first: the imports below take ~0.6 s, Ctrl-C there is one line

import argparse  # noqa: E402
import contextlib  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
import traceback  # noqa: E402
from pathlib import Path  # noqa: E402

from retain import config, logfile  # noqa: E402
from retain import format as fmt  # noqa: E402
from retain.cli import parser as cli_parser  # noqa: E402
from retain.cli.common import reply  # noqa: E402
from retain.cli.memory_cmds import (  # noqa: E402
    cmd_explain,
    cmd_forget,
    cmd_outcome,
    cmd_pin,
    cmd_revive,
    cmd_search,
    cmd_write,
)
from retain.cli.parser import Handler  # noqa: E402
from retain.cli.portable_cmds import cmd_import, cmd_ui  # noqa: E402
from retain.cli.setup_cmd import cmd_setup  # noqa: E402
from retain.cli.store_cmds import (  # noqa: E402
    cmd_context,
    cmd_doctor,
    cmd_export,
    cmd_maintain,
    cmd_scrub,
    cmd_status,
)
from retain.errors import InvalidInput, NotFound, RetainError  # noqa: E402


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the MCP server on stdio (what an MCP client launches).

    examples:
      retain serve
      claude mcp add retain -- retain serve
      retain serve --structured    # typed structuredContent beside the text
    """
    from retain.server import runtime as server_runtime

    project = getattr(args, "project", None)
    db, project = getattr(args, "db", None), str(Path(project).resolve()) if project else None
    # The prompt hook's socket first, then the MCP SDK (seconds to import); the model
    # loads once the server runs (server_runtime.start says why not sooner).
    # A --db in a folder that does not exist is refused by every call, not by exiting: a
    # serve that exits shows its client only "failed to connect", never the reason.
    runtime = server_runtime.start(db, project, precheck=lambda: check_db_folder(db))
    from retain.server.tools import main as serve

    structured = bool(getattr(args, "structured", False))
    return serve(db=db, project=project, runtime=runtime, structured=structured)


def cmd_team(args: argparse.Namespace) -> int:
    """Team memory on a PostgreSQL server: set it up, manage members, push local memories.

    examples:
      retain team init --admin-url postgresql://admin@db.internal/retain
      retain team add-member alice git:github.com/acme/shop --create-role
      retain team members
      retain team remove-member alice --all
      retain team compact            # after `retain scrub`: old text leaves the table files
      RETAIN_DB=postgresql://alice@db.internal/retain retain team push
    """
    from retain.cli.team_cmds import run

    return run(args, reply)


def cmd_demo(args: argparse.Namespace) -> int:
    """Show retain working on a throwaway store: gated writes, a contradiction, search by
    meaning, an outcome and the SessionStart block. Your own memories are not touched.

    examples:
      retain demo
      RETAIN_EMBEDDER=none retain demo     # words only, no model
    """
    from retain.cli.demo import run_demo

    run_demo(print)
    return 0


COMMANDS: list[tuple[str, Handler]] = [
    ("write", cmd_write),
    ("search", cmd_search),
    ("outcome", cmd_outcome),
    ("explain", cmd_explain),
    ("forget", cmd_forget),
    ("revive", cmd_revive),
    ("pin", cmd_pin),
    ("status", cmd_status),
    ("export", cmd_export),
    ("import", cmd_import),
    ("ui", cmd_ui),
    ("serve", cmd_serve),
    ("context", cmd_context),
    ("maintain", cmd_maintain),
    ("doctor", cmd_doctor),
    ("scrub", cmd_scrub),
    ("demo", cmd_demo),
    ("team", cmd_team),
    ("setup", cmd_setup),
]
# `team` has its own --json per action.
JSON_COMMANDS = frozenset(name for name, _ in COMMANDS) - {
    "export",
    "serve",
    "demo",
    "ui",
    "team",
    "setup",
}


def build_parser() -> argparse.ArgumentParser:
    return cli_parser.build(COMMANDS, JSON_COMMANDS)


def main(argv: list[str] | None = None) -> int:
    from retain.store.sqlite_history import acting

    _lenient_output()
    try:
        with acting("cli"):  # who a memory's history names for this command's changes
            return _run(argv)
    except KeyboardInterrupt:  # after the command's own handler caught none: still one line
        interrupt.leave_if_retain()
        raise
    finally:
        try:  # shutdown (flushes, library teardown) stays quiet too
            interrupt.install_early()
        except KeyboardInterrupt:  # landed as the handler was being swapped
            interrupt.leave_if_retain()
            raise


def _lenient_output() -> None:
    """A terminal whose encoding cannot show every character (a Latin-1 locale,
    PYTHONIOENCODING=ascii) gets `?` for those it lacks: a memory in Japanese or with an
    emoji made `retain search` fail with "unexpected UnicodeEncodeError" instead."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and getattr(stream, "errors", "strict") == "strict":
            with contextlib.suppress(Exception):
                reconfigure(errors="replace")


def _run(argv: list[str] | None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(argv)
    if extra:  # reported by the command's own parser, so the hint names its --help
        getattr(args, "command_parser", parser).error(f"unrecognized arguments: {' '.join(extra)}")
    if getattr(args, "handler", None) is None:
        parser.print_help(sys.stderr)
        return 2
    try:
        if args.command != "serve":  # the serve's own calls say it (cmd_serve)
            check_db_folder(getattr(args, "db", None))
        check_named_store(args.command, getattr(args, "db", None))
        interrupt.during_command()
        return int(args.handler(args))
    except NotFound as e:
        print(
            f"retain: error: {fmt.one_line(str(e))}; `retain search` shows the ids that exist",
            file=sys.stderr,
        )
        return 1
    except InvalidInput as e:
        print(f"retain: error: {fmt.one_line(str(e))}", file=sys.stderr)
        return 2
    except RetainError as e:
        print(f"retain: error: {fmt.one_line(str(e))}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        interrupt.install_early()
        print("retain: interrupted", file=sys.stderr)
        return interrupt.EXIT_INTERRUPTED
    except BrokenPipeError:
        # `retain export | head`: the reader left; that is not an error.
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the shutdown flush
        return 0
    except Exception as e:  # never a traceback at the user; keep it in the log
        _log_crash()
        print(
            f"retain: error: unexpected {type(e).__name__}: {fmt.one_line(str(e))} "
            f"(details in {config.log_path()})",
            file=sys.stderr,
        )
        return 1


def check_db_folder(db: str | None) -> None:
    """Refuse a --db whose folder does not exist: a typo (`--db ~/projets/x.db`) must not
    quietly start a new, empty store in a new folder. RETAIN_HOME's own default folder is
    still made on first use (retain.store.db.connect)."""
    if not db or config.is_db_url(db) or db == ":memory:":
        return
    parent = Path(db).expanduser().parent
    if not parent.is_dir():
        what = "is not a folder" if parent.exists() else "does not exist"
        raise InvalidInput(
            f"--db {db}: the folder {parent} {what}; create it first or give another path"
        )


# Commands that read the store or change what it holds already: on a store someone named
# (--db, RETAIN_DB) that does not exist they refuse, where they made an empty one and
# answered from it (a typo went unnoticed). Those that write may make it, and say so.
NEEDS_STORE = frozenset(
    {"search", "explain", "status", "export", "context", "outcome", "forget", "revive",
     "pin", "maintain", "scrub"}
)  # fmt: skip
# `import` makes one too, silently: its refusal of a folder that is no export must stay one
# line, and a successful import's report names the count it stored.
MAKES_STORE = frozenset({"write", "serve", "ui"})


def check_named_store(command: str, db: str | None) -> None:
    """Refuse (RetainError) a reading command on a named store file that does not exist;
    say on stderr that a writing one creates it. The default store ($RETAIN_HOME) is
    still made on first use by any command, and `retain doctor` changes nothing."""
    named, flag = (db, "--db") if db else (os.environ.get("RETAIN_DB", "").strip(), "RETAIN_DB")
    if not named or config.is_db_url(named) or named == ":memory:":
        return
    path = os.path.expanduser(named)
    if os.path.lexists(path):
        return
    if command in NEEDS_STORE:
        raise RetainError(
            f"no store at {path} ({flag}): check the path; "
            f"`retain --db {path} write TEXT` creates one there"
        )
    if command in MAKES_STORE:
        from retain.cli.common import notice

        notice(f"retain: making a new store at {path} ({flag})")


def _log_crash() -> None:
    with contextlib.suppress(OSError):
        config.ensure_private_dir(config.log_path().parent)
        lines = "".join(
            logfile.one_line(line) + "\n" for line in traceback.format_exc().splitlines()
        )
        data = lines.encode("utf-8", errors="replace")
        fd = logfile.open_log(config.log_path(), len(data))  # 0600, rotated when full
        with os.fdopen(fd, "ab") as f:
            f.write(data)
