"""A failing test fixed by a change to the code, for retain.sleep.fixes: the last resort
once no install, setup step, config edit or edit answering the error line by name
(retain.sleep.fix_edits) explains the pass.

F was a test run that reported tests passing beside its failure ("57 passed, 1 failed",
"46 examples, 1 failure", `--- PASS` lines): the suite ran and one behaviour was wrong.
Between F and its unchanged rerun S, which passed, the agent only edited files (and
looked, or ran things that failed); each edit replaced a few lines with a few others, in
one or two files. That change is what made the test pass: `editing `x` (`the line it
wrote`)` with F's telling line is what the session learnt (a test asserting
`Decimal('20.00')` passes once `ROUND_HALF_UP` is written). Not one: a build or type
error fixed in the project's own code (a missing quote, a closing tag: a one-off
correction, no suite ran), an edit that only deletes, a new file written whole, a rewrite
of many lines, or a test marked skipped or loosened (retain.sleep.fix_silence decides
those before this is asked).

Pure and stdlib-only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from retain.sleep.fix_added import added_fix
from retain.sleep.fix_calls import Call
from retain.sleep.fix_edits import changes_state
from retain.sleep.fix_steps import DETAIL_CHARS
from retain.sleep.outputs import read_counts

MAX_FILES = 2  # more files edited is a refactor: no one change to name
MAX_LINES = 4  # lines an edit may write: more is a rewrite, not a fix to repeat


# runners whose totals read_counts does not take apart: RSpec/minitest ("46 examples, 1
# failure"), Surefire/Gradle/PHPUnit ("Tests run: 96, Failures: 1, Errors: 0")
_EXAMPLES = re.compile(r"\b(\d+) (?:examples?|runs?|tests?), (\d+) failures?\b")
_TESTS_RUN = re.compile(r"\bTests run: (\d+), Failures: (\d+)(?:, Errors: (\d+))?")


def among_passes(output: str) -> bool:
    """The failed run is a test suite that reports tests passing beside the failure."""
    passed, _failed, _failing, passing = read_counts(output)
    if passed or passing:
        return True
    for m in [*_EXAMPLES.finditer(output), *_TESTS_RUN.finditer(output)]:
        ran, *failed = (int(n) for n in m.groups() if n)
        if ran > sum(failed):
            return True
    return False


def code_fix(failed: Call, between: Sequence[Call], error: str = "") -> list[Call]:
    """The edits between F and its unchanged pass, when F was a test run with passes, they
    alone changed something and each replaced a few lines; or when F's `error` is a coded
    compiler error answered by lines added where it points (retain.sleep.fix_added); []
    otherwise."""
    if not among_passes(failed.output):
        return added_fix(error, failed.output, between) if error else []
    edits = [c for c in between if c.is_edit]
    if not edits or any(changes_state(c) for c in between if not c.is_edit):
        return []
    if len({e.path for e in edits}) > MAX_FILES:
        return []
    if not all(_replaces(e) for e in edits):
        return []
    return edits


def _replaces(edit: Call) -> bool:
    old = [ln for ln in edit.old.splitlines() if ln.strip()]
    new = [ln for ln in edit.new.splitlines() if ln.strip()]
    return bool(old) and bool(new) and len(new) <= MAX_LINES and new != old


def code_clause(edit: Call, clause: str) -> str:
    """`clause` (retain.sleep.fix_steps.config_clause) or, when the edit only moved its
    lines (`applyDiscount` before `applyTax`), the lines in their new order."""
    name = edit.path.rstrip("/").rsplit("/", 1)[-1]
    if clause != f"editing `{name}`":
        return clause
    lines = [ln.strip() for ln in edit.new.splitlines() if ln.strip()]
    detail = "; ".join(lines)
    if len(lines) <= 2 and "`" not in detail and len(detail) <= DETAIL_CHARS:
        return f"editing `{name}` (`{detail}`)"
    return clause
