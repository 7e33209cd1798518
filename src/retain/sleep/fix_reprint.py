"""One failure printed twice, for retain.sleep.fixes: a failing run that is the open
failure again, its text changed, not a second failure.

Pure and stdlib-only. A failure comes back before it is fixed, printed otherwise: in
another file or line, under another temporary directory, port, pid, timestamp or id, with
colour codes or without, or in full after a truncated first try. Read as a new error, the
first failure looks "got past" (so whatever came between is taken for its fix) or is left
waiting beside the second, and the fix that follows is stored against the wrong printing.
Here the second run is the same failure when its telling line is the same once what
varies is taken out (retain.core.signature's `normalise`: paths, locations, numbers,
hashes, quoted values, colour codes), wherever in the second output that line is printed.
The step alone does not say it: the same command failing otherwise after an install got
past the first error, and so may a run spelled otherwise (`CGO_ENABLED=1 go test -race`).

The failure stays one, held by its latest printing: the fix after it is learned once, with
the error as last printed (the printing the change removed).
"""

from __future__ import annotations

import re

from retain.core.signature import normalise
from retain.sleep import fix_telling as tell
from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import Program


def reprints(first: tuple[Call, Program], then: tuple[Call, Program]) -> bool:
    """`then` failed with the failure `first` failed with, printed again (see above)."""
    failed, run = first[0], then[0]
    if run.ok is not False:
        return False
    return same_failure(failed.output, run.output)


def same_failure(first: str, then: str) -> bool:
    """The telling line of `first`, its varying parts taken out, is a line `then` prints,
    naming the same things: `normalise` drops a quoted value whatever it is, but a quoted
    name (`"fmt"`, then `"spdlog"`: another package missing) is another failure."""
    line = tell.decisive_line(first)
    words = normalise(line)
    if not words:
        return False
    names = _names(line)
    return any(normalise(t) == words and _names(t) == names for t in then.splitlines())


# A quoted span, and what in one varies between printings: digits (a port, a pid, an id, a
# temporary directory's suffix) or a path.
_QUOTED = re.compile(r"[`'\"“‘«„]([^`'\"“”‘’«»„\n]{1,200})[`'\"”’»“]")
_VARIES = re.compile(r"\d|/")


def _names(line: str) -> set[str]:
    """The quoted names of a line that do not vary from one printing to the next."""
    return {q.strip() for q in _QUOTED.findall(line) if not _VARIES.search(q)}
