"""After a failure no other reader ties: the memory about the very command that failed
that also names a thing the failure printed.

A failure's output often says only what went wrong where (`Keystore file
'.../upload.jks' not found`, `Couldn't find key file at path '.../AuthKey_X.p8'`),
while the memory a team keeps about it is written about the command ("Android release
builds go out with `./gradlew :androidApp:bundleRelease` and the upload key from
~/.fernlog/upload.jks", "TestFlight uploads (`bundle exec fastlane beta`) read the key
from ~/.appstoreconnect/AuthKey_X.p8"). Neither tie alone is enough: a memory naming
the command is often a procedure that has nothing to say about this failure, and a name
printed in a long output is often in many memories. Both together are: the memory is
keyed by the failed command (its tool and subcommand) or by a file the command names,
and it names a thing the output printed that the command did not (a path, a file, a
dotted, coloned or CamelCase name, a number with letters: `printed_names`).

Tried last: the readers before it tie a memory by the error's own words. One line at
most. Stdlib only: the tool hooks import it.
"""

from __future__ import annotations

from retain.lazyre import lazy
from retain.rank import render as context  # Block (not rank.block: issue 29)
from retain.rank import tool

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from retain.store.sqlite_tool import ToolStore

# Kinds that know something about a run: a preference is about style.
KINDS = frozenset({"procedure", "constraint", "decision", "lesson", "bugfix", "fact"})
# A thing by name: a token holding a path or name separator, a digit, or an inner capital.
_TOKEN = lazy(r"[A-Za-z0-9_~][\w.:/~@+-]*[A-Za-z0-9_]")
_NAMEY = lazy(r"[./_@]|\d|[a-z][A-Z]")
MIN_NAME = 4  # characters of a printed name tied by (`a.b` says nothing)
MAX_OUTPUT_CHARS = 4_000  # of a failure's output, its last characters, read for names
_SPAN = lazy(r"`([^`\n]{1,300})`")
_PIECE = lazy(r"[a-z][a-z0-9]{2,}")


def _names(text: str) -> set[str]:
    """The name-like tokens of a text, and their last path segments, lower case."""
    out: set[str] = set()
    for m in _TOKEN.finditer(text):
        token = m.group(0).strip(".:/-").lower()
        for piece in {token, token.rsplit("/", 1)[-1]}:
            if len(piece) >= MIN_NAME and _NAMEY.search(m.group(0)) and not piece.isdigit():
                out.add(piece)
    return out


def printed_names(error: str, command: str) -> set[str]:
    """The names these lines of a failure's output print that its command does not hold."""
    return _names(error) - _names(command)


def names_printed(memory: str, printed: set[str]) -> bool:
    """Does a memory's text name one of these printed names?"""
    return bool(_names(memory) & printed)


POOL = 30  # best word matches of the printed names read


def names_command(memory: str, keys: list[str], command: str) -> bool:
    """Does a memory name the very command that failed: a span (in backticks) keyed
    like it that is no other run of it (another subcommand or path)?"""
    from retain.core import toolspans
    from retain.core.toolcommand import command_key

    words = toolspans.call_tokens(command)
    for m in _SPAN.finditer(memory):
        span = m.group(1).strip()
        if command_key(span, strict=False) not in keys:
            continue
        if toolspans.span_verdict("~" + span, words, command, memory) != "other":
            return True
    return False


def tie_block(
    store: ToolStore,
    error: str,
    command: str,
    *,
    cwd: str,
    root: str,
    project_id: str | None,
    session_id: str | None,
    now: float | None = None,
) -> context.Block:
    """The block for a failed Bash call's command-and-output tie ('' for none)."""
    from retain.core import errorsaid, toolkeys
    from retain.rank import tool_faildanger as danger  # a refused remedy is not shown
    from retain.rank import toolpool
    from retain.rank.toolcall import inside_project

    # the things the output says it could not find (`Keystore file '.../upload.jks' not
    # found`): a name on any other line (an image, a config echoed) ties too loosely
    missing = errorsaid.missing_lines(error[-MAX_OUTPUT_CHARS:].splitlines())
    printed = printed_names("\n".join(missing), command)
    if not printed:
        return context.Block("", ())
    keys, _ = toolkeys.command_lookup(command, inside_project(cwd, root))
    if not keys:
        return context.Block("", ())
    query = sorted({w for n in printed for w in _PIECE.findall(n)})
    with store.session():
        found = toolpool.rare_pool(
            store, query, tool.RARE_WORD_CAP, project_id=project_id, limit=POOL
        )
        shown = store.mid_session_shown(session_id) if session_id and found else set()
        for m in found:
            if m.id in shown or m.kind not in KINDS:
                continue
            if (
                names_printed(m.text, printed)
                and names_command(m.text, keys, command)
                and not danger.withheld(m)
            ):
                block = tool.render(danger.marked([m]), tool.FAILURE_HEADER, prefix="seen before: ")
                tool._record(store, session_id, block, "tool-failure", now)
                return block
    return context.Block("", ())
