"""A failure fixed by an edit, for retain.sleep.fixes: read from the session's structure,
not from its words.

F failed; between F and its unchanged rerun S, which passed, the agent edited files and ran
nothing that changes state (only looks, or runs that failed); and an edit answers F's error
line by what it changed:

- it took out a name the error line quotes or a path it prints (`unresolved import
  `axum::Server``, `No module named 'dash_core_components'`, `open ../../testdata/x.json`):
  the old text held it, the new text does not;
- or it wrote a new file at the place the error line names (`ENOENT ... 'test/fixtures/
  config.json'`, `file not found for module `pages`` answered by `pages/mod.rs`).

That edit is the fix: `editing `x` (`the line it wrote`)`. A line only deleted is none (an
unused variable removed teaches nothing to do again). A test marked skipped, an assertion
loosened or a check silenced keeps what the error names (the test, the rule) and adds
around it: no fix either.

Pure and stdlib-only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from retain.sleep import fix_lexicon as lex
from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import programs

MIN_NAME = 3  # a shorter quoted name ("id", "0") is in any code


def edit_fix(error: str, between: Sequence[Call]) -> list[Call]:
    """The edits between that answer `error` (F's decisive line), when nothing else between
    changed state; [] otherwise."""
    edits = [c for c in between if c.is_edit]
    if not edits or any(changes_state(c) for c in between if not c.is_edit):
        return []
    names = error_names(error)
    return [e for e in edits if _takes_out(e, names) or _creates(e, names)]


def error_names(line: str) -> set[str]:
    """The names an error line quotes, and the paths it prints."""
    quoted = {m.strip() for m in _QUOTED.findall(line)}
    paths = {m.rstrip(".:,;") for m in _PATH.findall(line)}
    return {n for n in quoted | paths if len(n) >= MIN_NAME and re.search(r"[A-Za-z]", n)}


_QUOTED = re.compile(r"[`'\"“‘]([^`'\"“”‘’\n]{3,120})[`'\"”’]")
_PATH = re.compile(r"(?<![\w/.@-])(?:\.{1,2}/)*[\w.@-]+(?:/[\w.@-]+)+")


def changes_state(call: Call) -> bool:
    """A run that passed and did more than look."""
    if not call.command or call.ok is not True:
        return False
    return any(p.name not in lex.INSPECT for p in programs(call.command))


def _takes_out(edit: Call, names: set[str]) -> bool:
    """The edit replaced a name the error gives: the old text held it, the new text does
    not and writes something in its place (a line only deleted, say an unused variable,
    teaches nothing to do again)."""
    return bool(edit.new.strip()) and bool(taken_out(edit, names))


def taken_out(edit: Call, names: set[str]) -> set[str]:
    """The names the edit took out: `number` from `id: number` for "Type 'string' is not
    assignable to type 'number'"."""
    return {n for n in names if _holds(edit.old, n) and not _holds(edit.new, n)}


def _holds(text: str, name: str) -> bool:
    """`name` stands whole in `text`: `rules/x.lua` is not in `"../rules/x.lua"`."""
    return bool(re.search(rf"(?<![\w./-]){re.escape(name)}(?![\w/-])", text))


def _creates(edit: Call, names: set[str]) -> bool:
    """A new file where the error looked: its path ends with a path the error prints, or
    its folder or stem is the last part of a name the error quotes (`pages`, `app.utils`)."""
    if edit.old.strip():
        return False
    path = edit.path.rstrip("/")
    parts = path.split("/")
    stem = parts[-1].rsplit(".", 1)[0]
    for n in names:
        tail = n.lstrip("./")
        if "/" in tail and path.endswith("/" + tail):
            return True
        last = re.split(r"::|[./]", n.strip("./"))[-1]
        if len(last) >= MIN_NAME and last in (stem, parts[-2] if len(parts) > 1 else ""):
            return True
    return False
