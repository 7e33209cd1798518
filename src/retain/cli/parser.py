"""The `retain` command line's parser: sub-commands, their arguments and bounds."""

from __future__ import annotations

import argparse
import inspect
from collections.abc import Callable
from typing import NoReturn, TypeVar

from retain import __version__, limits
from retain.errors import InvalidInput
from retain.models import KINDS, OUTCOMES, SCOPES, TRUSTS, VALENCES, VERDICTS

Handler = Callable[[argparse.Namespace], int]
_T = TypeVar("_T")


class _Parser(argparse.ArgumentParser):
    """Usage errors as one line (`retain: error: ...`), never a screen of usage."""

    def error(self, message: str) -> NoReturn:
        sub = self.prog.split(" ", 1)[1] if " " in self.prog else ""
        hint = f"retain {sub} --help" if sub else "retain --help"
        self.exit(2, f"retain: error: {message} (see `{hint}`)\n")


def _common() -> _Parser:
    """--db and --project work before or after the command name."""
    p = _Parser(add_help=False)
    p.add_argument(
        "--db",
        metavar="PATH",
        default=argparse.SUPPRESS,
        help="database file or team store URL (overrides RETAIN_DB; default ~/.retain/retain.db)",
    )
    p.add_argument(
        "--project",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help="project directory for scope (default $CLAUDE_PROJECT_DIR or the cwd)",
    )
    return p


def _flag(check: Callable[[str], _T]) -> Callable[[str], _T]:
    """An argparse `type` from a limits check: its InvalidInput becomes a usage error."""

    def parse(raw: str) -> _T:
        try:
            return check(raw)
        except InvalidInput as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    return parse


# Every numeric flag goes through limits' one rule (NaN, infinities, out of range refused).
_any_id = _flag(lambda raw: limits.parse_whole("memory id", raw, -(2**64), 2**64))


def _memory_id(raw: str) -> int:
    """An id as typed; one past 2**63 gets the facade's "no memory with id" (exit 1)."""
    value = _any_id(raw)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{raw!r} is not a memory id (ids start at 1)")
    return value


_bounded_k = _flag(lambda raw: limits.parse_whole("k", raw, 1, limits.MAX_K))
_port = _flag(lambda raw: limits.parse_whole("port", raw, 1, 65535))
_ttl_days = _flag(
    lambda raw: limits.parse_real("ttl_days", raw, 0, limits.MAX_TTL_DAYS, above_low=True)
)
_budget = _flag(lambda raw: limits.parse_whole("budget", raw, limits.MIN_BUDGET, limits.MAX_BUDGET))


def _add_arguments(name: str, p: argparse.ArgumentParser, json_commands: frozenset[str]) -> None:
    if name in json_commands:
        p.add_argument("--json", action="store_true", help="print JSON instead of text")
    if name in ("explain", "forget", "revive", "pin"):
        p.add_argument("id", type=_memory_id, help="memory id, as shown in [brackets]")
    if name == "outcome":  # both optional with --undo
        p.add_argument("id", type=_memory_id, nargs="?", help="memory id, as shown in [brackets]")
    if name == "serve":
        p.add_argument(
            "--structured",
            action="store_true",
            help="publish output schemas and send structured content beside each tool's "
            "text (off by default: Claude Code then shows the model only the JSON)",
        )
    if name == "write":
        p.add_argument("text", help="the statement to remember, or - to read it from stdin")
        p.add_argument("--kind", choices=KINDS, default="fact", help="what it is (default fact)")
        p.add_argument(
            "--scope",
            choices=SCOPES,
            help="user: everywhere; project: here (default depends on --kind)",
        )
        p.add_argument("--outcome", choices=OUTCOMES, help="fail for a lesson from a failure")
        p.add_argument("--verdict", choices=VERDICTS, help="your judgement against --target")
        p.add_argument("--target", type=_memory_id, help="id the verdict is about")
        p.add_argument(
            "--trust",
            choices=TRUSTS,
            default="user",
            help="who vouches for it (default user: you typed it)",
        )
        p.add_argument(
            "--context",
            help="the task or symptom it was learned in (searchable, never shown as the memory)",
        )
        p.add_argument("--pin", action="store_true", help="pin it")
        p.add_argument("--ttl-days", type=_ttl_days, help="expire after this many days")
        p.add_argument("--session-id", help="attribute it to this session")
    elif name == "search":
        p.add_argument("query", nargs="+", help="question or keywords")
        p.add_argument(
            "-k", type=_bounded_k, default=5, help=f"results at most (1-{limits.MAX_K}, default 5)"
        )
        p.add_argument("--kind", choices=KINDS, help="this kind of memory only")
        p.add_argument("--valence", choices=VALENCES, help="failure: lessons only")
        p.add_argument("--at", help="as of a past moment (ISO-8601, e.g. 2025-03-14T09:30)")
        how = p.add_mutually_exclusive_group()
        how.add_argument(
            "--words",
            action="store_true",
            help="match words only: load no model (fastest)",
        )
        how.add_argument(
            "--semantic",
            action="store_true",
            help="match meaning even if only the slow model build is installed; "
            "fill in every missing vector first",
        )
    elif name == "outcome":
        p.add_argument(
            "outcome", choices=OUTCOMES, nargs="?", help="ok: it worked; fail: it did not"
        )
        p.add_argument("--note", help="what happened; with fail it is kept as a lesson")
        p.add_argument("--session-id", help="the session it happened in")
        p.add_argument(
            "--undo",
            type=_memory_id,
            metavar="OUTCOME_ID",
            help="take back an inferred outcome (its #id in `retain explain`)",
        )
        p.add_argument(
            "--undo-session", metavar="S", help="take back every outcome inferred from session S"
        )
    elif name == "forget":
        p.add_argument(
            "--reason",
            default="by the user, from the command line",
            help="why; `retain explain` shows it beside the memory's status",
        )
    elif name == "pin":
        p.add_argument("--off", action="store_true", help="unpin instead")
    elif name == "export":
        p.add_argument(
            "-o", "--output", metavar="FILE", help="write to FILE instead of stdout (- is stdout)"
        )
        p.add_argument(
            "--live-only",
            action="store_true",
            help="live memories only (no forgotten, superseded or expired ones)",
        )
        p.add_argument(
            "--markdown", metavar="DIR", help="write a Markdown tree to DIR instead (see above)"
        )
        p.add_argument(
            "--include-user",
            action="store_true",
            help="--markdown: write the user scope's (private) memories too",
        )
        p.add_argument(
            "--all-projects",
            action="store_true",
            help="--markdown: write every project's memories, not only the current one's",
        )
    elif name == "import":
        p.add_argument("source", nargs="?", help="a Markdown tree (DIR) or a FILE.jsonl export")
        p.add_argument(
            "--claude-code",
            nargs="?",
            const="",
            metavar="PROJECT_DIR",
            help="import Claude Code's memory files for PROJECT_DIR (default --project or cwd)",
        )
        p.add_argument(
            "--dry-run", action="store_true", help="show what would change; change nothing"
        )
        p.add_argument(
            "--force",
            action="store_true",
            help="import a DIR or FILE that does not look like a retain export",
        )
        p.add_argument(
            "--trust-file",
            action="store_true",
            help="the DIR or FILE is your own export: restore its trust and pins, keep the "
            "scope its new files name",
        )
    elif name == "ui":
        p.add_argument("--port", type=_port, help="listen on this port (default: a free one)")
        p.add_argument("--no-browser", action="store_true", help="only print the URL")
    elif name == "context":
        p.add_argument("dir", nargs="?", help="directory (default --project or the cwd)")
        p.add_argument(
            "--budget",
            type=_budget,
            help=f"token budget ({limits.MIN_BUDGET}-{limits.MAX_BUDGET}; "
            "default RETAIN_BUDGET or 600)",
        )
        # Accepted so that older scripts still run: the block shown depends on no session,
        # and listing an option that changes nothing told a reader it did something.
        p.add_argument("--session-id", help=argparse.SUPPRESS)
    elif name == "team":
        from retain.cli.team_cmds import add_arguments

        add_arguments(p)
    elif name == "scrub":
        p.add_argument(
            "--dry-run", action="store_true", help="count what would change; change nothing"
        )
    elif name == "setup":
        from retain.clients.setup import CLIENTS

        p.add_argument("client", choices=CLIENTS, help="the agent client to register with")
        p.add_argument("--remove", action="store_true", help="take out what setup added")
        p.add_argument(
            "--dry-run", action="store_true", help="show what would change; change nothing"
        )
    elif name == "maintain":
        p.add_argument(
            "--transcript",
            metavar="PATH",
            help="a transcript to capture (Claude Code, Codex, Gemini, Copilot or Cursor)",
        )
        p.add_argument(
            "--session-id", help="the session the transcript is of (its memories name it)"
        )
        p.add_argument(
            "--semantic",
            action="store_true",
            help="load the embedding model for merging by meaning",
        )


def build(
    commands: list[tuple[str, Handler]], json_commands: frozenset[str]
) -> argparse.ArgumentParser:
    """The `retain` parser: one sub-command per (name, handler), its help from the docstring."""
    common = _common()
    parser = _Parser(
        prog="retain",
        parents=[common],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Local-first memory for coding agents: one SQLite file, an MCP server, "
        "hooks, and this command line.",
        epilog='examples:\n  retain write "we deploy with fly.io" --kind decision\n'
        "  retain search deploy\n  retain doctor\n\nSee `retain COMMAND --help` for each command.",
    )
    parser.add_argument("--version", action="version", version=f"retain {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, handler in commands:
        about, _, examples = inspect.cleandoc(handler.__doc__ or "").partition("examples:")
        p = sub.add_parser(
            name,
            parents=[common],
            help=_summary(about),
            description=about.strip(),
            epilog="examples:" + examples,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        _add_arguments(name, p, json_commands)
        p.set_defaults(handler=handler, command_parser=p)
    return parser


def _summary(about: str) -> str:
    """The first sentence of a command's description, whole even when it wraps lines."""
    paragraph = " ".join(about.strip().split("\n\n", 1)[0].split())
    for i, ch in enumerate(paragraph):
        if ch in ".!?" and (i + 1 == len(paragraph) or paragraph[i + 1] == " "):
            return paragraph[: i + 1]
    return paragraph
