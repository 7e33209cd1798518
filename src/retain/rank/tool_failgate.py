"""After a failed Bash call no word or command reader ties: the memory naming the gate the
run did not pass, by its option and value.

A gate fails with a sentence of its own ("Expected coverage >= 78.00%, but actual is
76.42%", "Required test coverage of 88% not reached"), in no words a memory keeps about
it: the team writes the option that sets it ("CI runs `very_good test --min-coverage
78`; don't lower the number", "The coverage gate is `--cov-fail-under=88` in setup.cfg;
add the missing tests"). The option's value printed on a line that names what the
option measures (a word its name begins, or that begins it: `cov` for "coverage") is
that gate failing, whether the call passed the option or a config file did.

What does not tie: a value of 0 or 1 (a count of anything), a value on a line that does
not name the option's measure, the option echoed with its value (a runner printing the
command it runs: `Running probe-rs run --speed 1000`), an option named by gate words
alone (`--fail-under`: every failing line says "fail"), a fact or a preference. One line at
most. Stdlib only: the tool hooks import it.
"""

from __future__ import annotations

from retain.lazyre import lazy
from retain.rank import render as context  # Block (not rank.block: issue 29)
from retain.rank import tool

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from retain.store.sqlite_tool import ToolStore

# Kinds that say what to do: a fact describes and a preference is about style.
KINDS = frozenset({"procedure", "constraint", "decision", "lesson", "bugfix"})
MAX_OUTPUT_CHARS = 4_000  # of a failure's output, its last characters, read for values
MAX_VALUES = 24  # distinct numbers of the output searched for
POOL = 20  # best word matches of those numbers read
MIN_MEASURE = 3  # characters of an option's word, at least, to name a measure (`cov`)
# An option set to a number: `--min-coverage 78`, `--cov-fail-under=88`, `-min 80`.
_GATE = lazy(r"(?<![\w-])--?([A-Za-z][A-Za-z-]*[A-Za-z])(?:=|\s+)(\d+(?:\.\d+)?)(?![\w.])")
# A number as an output prints it: `78`, `78.00`, `88%`.
_NUMBER = lazy(r"(?<![\w.])(\d+(?:\.\d+)?)%?(?![\w])")
_WORD = lazy(r"[A-Za-z]+")
# Words of an option's name that say it is a gate, not what it measures.
GATE_WORDS = frozenset(
    {"fail", "under", "over", "min", "max", "minimum", "maximum", "threshold", "limit",
     "level", "required", "require", "at", "least", "most", "floor"}
)  # fmt: skip


def gates(text: str) -> list[tuple[frozenset[str], float]]:
    """A memory's gates: the measure words of each option set to a number (not 0 or 1)."""
    out = []
    for m in _GATE.finditer(text):
        value = float(m.group(2))
        measure = frozenset(
            w.lower() for w in m.group(1).split("-")
            if len(w) >= MIN_MEASURE and w.lower() not in GATE_WORDS
        )  # fmt: skip
        if value > 1 and measure:
            out.append((measure, value))
    return out


def unmet(error: str, measure: frozenset[str], value: float) -> bool:
    """Does a line of the output print `value` and a word one of `measure` begins, or
    that begins it (`cov` for "coverage", "Line" for `lines`)?"""
    for line in error[-MAX_OUTPUT_CHARS:].splitlines():
        line = _GATE.sub(" ", line)  # an option echoed (`--speed 1000`) is the command's
        if not any(float(n) == value for n in _NUMBER.findall(line)):
            continue
        words = {w.lower() for w in _WORD.findall(line) if len(w) >= MIN_MEASURE}
        if any(w.startswith(m) or m.startswith(w) for w in words for m in measure):
            return True
    return False


def gate_block(
    store: ToolStore,
    error: str,
    *,
    project_id: str | None,
    session_id: str | None,
    now: float | None = None,
) -> context.Block:
    """The block of the memory whose gate this failure's output reports ('' for none)."""
    from retain.rank import tool_faildanger as danger  # a refused remedy is not shown
    from retain.rank import toolpool

    numbers = dict.fromkeys(
        n.split(".")[0] for n in _NUMBER.findall(error[-MAX_OUTPUT_CHARS:])
    )  # fmt: skip
    query = [n for n in numbers if float(n) > 1][:MAX_VALUES]
    if not query:
        return context.Block("", ())
    counts = store.word_counts(query, tool.RARE_WORD_CAP + 1)
    held = [n for n in query if 0 < counts.get(n, 0) <= tool.RARE_WORD_CAP]
    if not held:  # no memory holds any of them (the common case): no search
        return context.Block("", ())
    found = toolpool.pool(store, " ".join(held), project_id=project_id, limit=POOL)
    shown = store.mid_session_shown(session_id) if session_id and found else set()
    for m in found:
        if m.id in shown or m.kind not in KINDS or danger.withheld(m):
            continue
        if any(unmet(error, measure, value) for measure, value in gates(m.text)):
            block = tool.render(danger.marked([m]), tool.FAILURE_HEADER, prefix="seen before: ")
            tool._record(store, session_id, block, "tool-failure", now)
            return block
    return context.Block("", ())
