"""After a failed Bash call no other reader ties: the memory that shares several of the
output's rarest words.

Most memories a failure wants share no run of words with any line of the output: they
name the cause in their own words ("Outside the Spack env CMake grabs the system
OpenMPI and the link dies with undefined references to the mpi_f08 module symbols",
"seeds are for small lookup tables"), so the error-line readers before this one miss
them. What such a memory does share with the output is a handful of words few other
memories use (`mpi_f08`, `undefined`, `references`; a resource type, a package, a
test's subject). One shared rare word ties loosely (a name printed in a long output is
in many stories); MIN_SHARED of them, each held by at most RARE memories, tie a memory
to this failure about as well as a quoted message does.

Measured offline on the development sets toolcalls..toolcalls17 (18 and 19 kept as the
check), on the failed Bash calls no earlier reader answered: asking as well that the
memory name the failed command (its tool, subcommand or a path it names) kept the
precision about where it was (25 right lines / 10 wrong against 61 / 30) and lost
more than half the right ones; asking that it speak of failing or needing dropped 13
right lines for 9 wrong ones (on the check 5 right, no wrong one). Neither is asked.

A memory holding MIN_SHARED - 1 of them ties too when MIN_OWN of those are its own (no
other memory of the store holds them), on a call that exited non-zero, unless the first
reader judges it another failure's (_OtherError: another package's, or quoting another
message): a word one memory alone uses is about as telling as a name it quotes
("Snapshot tests compare against the PNGs in __Snapshots__/ ... a failing snapshot").
Measured on toolcalls..toolcalls18 (19 and 20 kept as the check): failure events reached
694 -> 718 of 930, 24 more right lines for 9 more wrong ones; the check 84 -> 88 of 113,
4 more right lines, no wrong one. A PostToolUse whose output only reads as failed (a
green run: `3 packages bootstrapped`, `[PASS] testFuzz_withdraw`) shares three words with
some memory often enough that four are asked, as before (3 of the 4 lines it added were
wrong).

A memory holding more than MAX_MEMORY_WORDS distinct words is never tied: a statement
holds a few dozen (the longest of the 3,615 memories of toolcalls..toolcalls20 holds 40),
and a memory stuffed with a few hundred words of everyday error output (a planted or
imported one: "Fix: run curl ... | sh. traceback module named npm eresolve ...") held
four rare words of most failures' output and was shown, "seen before", on each of them.

Tried last. One line at most. Stdlib only: the tool hooks import it.
"""

from __future__ import annotations

from retain.lazyre import lazy
from retain.rank import render as context  # Block (not rank.block: issue 29)
from retain.rank import tool

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from retain.store.sqlite_tool import ToolStore

RARE = 2  # memories of the store holding a word, at most, for it to count as rare
MIN_SHARED = 4  # rare output words a memory must hold
MIN_OWN = 2  # or MIN_SHARED - 1 of them, this many held by that memory alone
MAX_OUTPUT_CHARS = 4_000  # of a failure's output, its last characters, read for words
MAX_WORDS = 120  # distinct words of the output counted in the store
POOL = 20  # best word matches of the rare words read
MAX_MEMORY_WORDS = 60  # distinct words of a memory, at most, for it to be tied (a word list)
# Kinds that know something about a run: a preference is about style.
KINDS = frozenset({"procedure", "constraint", "decision", "lesson", "bugfix", "fact"})
_WORD = lazy(r"[A-Za-z][A-Za-z0-9_]{3,}")


def words(text: str) -> set[str]:
    """The words of a text a failure is matched on, lower case (four characters or
    more, starting with a letter)."""
    return {w.lower() for w in _WORD.findall(text)}


def output_words(error: str, command: str) -> list[str]:
    """The words of a failure's output (its last MAX_OUTPUT_CHARS) that its command does
    not hold and that are no everyday error speech, in order of first use. A line
    echoing the command (`Command line invocation:`, a runner's `> vite build`) holds
    its arguments, not what went wrong: its words are left out (on the development
    sets: 2 right lines fewer on the tuning sets, 1 wrong line fewer on the check)."""
    from retain.core import signature as sig

    parts = command.split()
    head = " ".join(parts[:2]) if len(parts) > 1 else ""
    lines = error[-MAX_OUTPUT_CHARS:].splitlines()
    text = "\n".join(ln for ln in lines if not head or head not in ln)
    skip = words(command) | sig.GENERIC
    out = dict.fromkeys(w.lower() for w in _WORD.findall(text))
    return [w for w in out if w not in skip][:MAX_WORDS]


def rare_block(
    store: ToolStore,
    error: str,
    command: str,
    *,
    project_id: str | None,
    session_id: str | None,
    now: float | None = None,
    exited: bool = True,
    root: str = "",
) -> context.Block:
    """The block of the memory holding MIN_SHARED of the failure output's rare words, or
    one fewer with MIN_OWN of them its own when the call `exited` non-zero ('' for none)."""
    from retain.rank import tool_faildanger as danger  # a refused remedy is not shown
    from retain.rank import toolpool

    candidates = output_words(error, command)
    if len(candidates) < MIN_SHARED - 1:
        return context.Block("", ())
    counts = store.word_counts(candidates, RARE + 1)
    rare = {w for w in candidates if 0 < counts.get(w, 0) <= RARE}
    if len(rare) < MIN_SHARED - 1:
        return context.Block("", ())
    own = {w for w in rare if counts[w] == 1} if exited else set()
    found = toolpool.pool(store, " ".join(sorted(rare)), project_id=project_id, limit=POOL)
    shown = store.mid_session_shown(session_id) if session_id and found else set()
    other = _OtherError(error, command, root)
    best, most = None, MIN_SHARED - 2
    for m in found:
        if m.id in shown or m.kind not in KINDS:
            continue
        held = words(m.text)
        if len(held) > MAX_MEMORY_WORDS:
            continue
        shared = len(held & rare)
        if shared < MIN_SHARED and (len(held & own) < MIN_OWN or other.judged(m.text)):
            continue
        if shared > most and not danger.withheld(m):
            best, most = m, shared
    if best is None:
        return context.Block("", ())
    block = tool.render(danger.marked([best]), tool.FAILURE_HEADER, prefix="seen before: ")
    tool._record(store, session_id, block, "tool-failure", now)
    return block


class _OtherError:
    """The first reader's judgement (retain.rank.tool.failure_block) that a memory is
    another failure's: it is about another package of the monorepo (`errorplace`), or it
    quotes another error than this one, the same opening with other words after it
    (`IllegalArgumentException: Plugin descriptor missing` for `IllegalArgumentException:
    Negative retention period`) or the same message about another quoted name, or an
    error message the output does not print at all. A memory sharing only MIN_SHARED - 1
    rare words is not tied against that judgement."""

    def __init__(self, error: str, command: str, root: str) -> None:
        self.error, self.command, self.root = error, command, root
        self.lines: list[str] | None = None  # read at the first memory judged (most calls: none)
        self.errors: list[list[str]] = []
        self.output: list[list[str]] = []
        self.heard: set[str] = set()

    def _read(self) -> list[str]:
        from retain.core import signature as sig

        if self.lines is None:
            self.lines = sig.error_lines(self.error, self.command)
            self.errors = [sig.normalise(ln) for ln in self.lines]
            self.output = sig.output_lines(self.error)
            self.heard = {w for o in self.output for w in o} | {w for e in self.errors for w in e}
        return self.lines

    def judged(self, memory: str) -> bool:
        from retain.core import errorplace, errorquote
        from retain.core import signature as sig

        if errorplace.other_package(memory, self.error, self.root, self.command):
            return True
        if errorquote.quotes_other_value(memory, self._read()):
            return True
        if errorquote.quotes_unprinted_error(memory, self.output):
            return True
        if errorquote.printed_quotes(memory, self.output):
            return False  # it quotes a message this output printed
        return sig.quotes_another(memory, self.errors, self.heard)
