"""A compiler's error answered by an import added where it points, for retain.sleep.fixes.

F failed with an error at a place in one file (`src/Export.cs(14,16): error CS0246`,
`src/crc.h:5:1: error: unknown type name 'uint32_t'`, GitHub's `::error file=app/db.py,
line=31`). Between F and its unchanged rerun S, which passed, the agent only edited that
file (and looked, or ran things that failed), and every edit kept the text it replaced whole
and added an import or two to it: `using System.Text.Json;`, `use std::io::Read;`,
`#include <stdint.h>`. That import is the fix, and one to repeat: where a name lives is a
fact of the project's code and its libraries, and the next file that uses the name without
it fails the same way. `editing `x` (`the import added`)` with F's error line is what the
session learnt.

Not one: any other line added (a guard before a call, a conversion: a correction of this
code once, labelled no memory), an edit that rewrote the erroneous text itself, an edit of
another file than the error's, or an error that points at no file.

Pure and stdlib-only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from retain.sleep.fix_calls import Call
from retain.sleep.fix_edits import changes_state

MAX_ADDED = 3  # imports an edit may add: more is a rewrite of the file's head

# a line that brings a name into scope: C#'s `using X;`, `import` (Java, Kotlin, Go,
# TypeScript, Python, Swift, Dart), Python's `from x import y`, Rust's `use a::b;`, C's and
# C++'s `#include`, F#'s and OCaml's `open X`
IMPORT = re.compile(
    r"^(?:(?:global\s+)?using\s+(?:static\s+)?[\w.]+(?:\s*=\s*[\w.<>]+)?\s*;|"
    r"import\s+\S|from\s+\S+\s+import\s+\S|(?:pub\s+)?use\s+[\w:{}, *]+;|"
    r"#\s*include\s*[<\"]|open\s+[A-Z][\w.]*$)"
)
# the file an error points at: `path(line,col)`, `path:line[:col]`, `file=path,line=`
_PLACE = re.compile(
    r"(?:^|\s|file=)([/\\]?(?:[\w.@-]+[/\\])*[\w.@-]*\w\.\w+)"
    r"(?:\(\d+,\d+\)|:\d+(?::\d+)?\b|,line=\d+)"
)


def added_fix(error: str, output: str, between: Sequence[Call]) -> list[Call]:
    """The edits between F and its unchanged pass, when F's `error` (its decisive line, as
    printed in F's `output`) points at a file, they alone changed something, all in that
    file, and each added an import or two keeping the text it replaced; [] otherwise."""
    key = error.rstrip("…").split("; ")[0]  # a two-line error's first line (fix_detail)
    printed = next((ln for ln in output.splitlines() if key and key in ln), error)
    place = error_file(printed)
    if not place:
        return []
    edits = [c for c in between if c.is_edit]
    if not edits or any(changes_state(c) for c in between if not c.is_edit):
        return []
    if not all(_same_file(e.path, place) and _adds_imports(e) for e in edits):
        return []
    return edits


def error_file(error: str) -> str:
    """The path of the file `error` points at, with `/` between its parts; '' when none."""
    m = _PLACE.search(error)
    return re.sub(r"^(?:\./)+", "", m.group(1).replace("\\", "/")) if m else ""


def _same_file(path: str, place: str) -> bool:
    """The edited `path` is the file the error names (printed whole or from the project)."""
    path = path.replace("\\", "/")
    return path == place or path.endswith("/" + place)


def _adds_imports(edit: Call) -> bool:
    """The edit kept every line it replaced, in order, and added 1 to MAX_ADDED lines, each
    an import."""
    old = [ln.strip() for ln in edit.old.splitlines() if ln.strip()]
    new = [ln.strip() for ln in edit.new.splitlines() if ln.strip()]
    if not old or not 0 < len(new) - len(old) <= MAX_ADDED:
        return False
    rest = iter(new)
    if not all(any(ln == n for n in rest) for ln in old):
        return False
    added = list(new)
    for ln in old:
        added.remove(ln)
    return all(IMPORT.match(ln) for ln in added)
