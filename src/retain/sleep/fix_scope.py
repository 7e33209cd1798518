"""A check narrowed, not passed, for retain.sleep.fix_silence: an edit between a failing
check and its pass that makes the check look at less instead of changing what it found.

Pure and stdlib-only. Read from the edit's text and the failure's own output, for any
checker (no list of checkers or of their settings):

- **the failing files left out**: the edit adds an exclusion (a setting named `exclude`,
  `extend-exclude`, `ignore`, `ignorePatterns`, `excluded`, `skip`...) whose value is the
  folder or file the failure's error lines name (`exclude = ["src/shop/legacy/"]` after
  `src/shop/legacy/prices.py:12: error: ...`). Leaving out a folder the errors do not
  name (`.venv`, `build`) changes nothing the check reported, and is not this;
- **the bar lowered**: a setting named for strictness or a level keeps its line and only
  its value moves down (`"strict": true` -> `false`, `level: 8` -> `level: 5`);
- **a whole file silenced**: the edit writes a file-wide suppression comment naming no
  rule (`/* eslint-disable */`, `// swiftlint:disable all`, `# type: ignore` on a line of
  its own, `// @ts-nocheck`, `# mypy: ignore-errors`, `# ruff: noqa`) into a file the
  failure names. A directive naming the rules it turns off says what it tolerates.

The run after such an edit passes because the check no longer looks where it failed:
nothing a careful engineer keeps as the fix, and no fix memory.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from retain.sleep.fix_calls import Call

# `exclude = [...]`, `"ignorePatterns": [...]`, `extend-exclude = a,b`, `excluded:`
_EXCLUDE_KEY = re.compile(
    r"^\s*[\"']?[\w.-]*(?:exclude|ignore|skip)[\w.-]*[\"']?\s*[:=]\s*(.*)$", re.I
)
_ITEM = re.compile(r"[^\s\"',\[\]{}]+")
# a path the failure's output names: `src/a/b.py:12:`, `src/a.ts(27,15)`, `/home/x/a.js`
_PATH = re.compile(r"(?:[\w.@-]+/)+[\w.@-]+\.\w+|\b[\w-]+\.[A-Za-z]{1,5}(?=[:(])")
# `"strict": true,` / `level: 8`: a key and its value on one line
_SETTING = re.compile(r"^\s*[\"']?([\w.-]+)[\"']?\s*[:=]\s*([^\s,]+)(?:\s*,)?\s*$")
_BAR_KEY = re.compile(r"strict|level", re.I)
_OFF = frozenset({"false", "off", "no", "0"})
_ON = frozenset({"true", "on", "yes", "1"})
# a comment turning a checker off for the whole file, naming no rule
_WHOLE_FILE = re.compile(
    r"^\s*(?:/\*+|//+|#|--|;)\s*(?:"
    r"@?[\w-]+[-:](?:disable|nocheck|ignore-?file|ignore-errors|noqa)(?:[-:]all|\s+all)?"
    r"|type:\s*ignore|@ts-nocheck|[\w-]+:\s*(?:disable(?:=all|\s+all)|ignore-errors|noqa)"
    r")\s*(?:\*+/\s*)?$",
    re.I,
)


def narrows(edit: Call, output: str) -> bool:
    """The edit makes the check whose failure printed `output` look at less (see above)."""
    if not edit.is_edit:
        return False
    added = _added_lines(edit)
    failing = _failing_paths(output)
    return (
        any(_excludes(line, failing) for line in added)
        or _bar_lowered(edit)
        or (_names_file(edit.path, failing) and any(_WHOLE_FILE.match(ln) for ln in added))
    )


def _added_lines(edit: Call) -> list[str]:
    before = {ln.strip() for ln in edit.old.splitlines()}
    return [ln for ln in edit.new.splitlines() if ln.strip() and ln.strip() not in before]


def _failing_paths(output: str) -> set[str]:
    """The files the failure's error lines name, relative spellings trimmed of `./`."""
    out: set[str] = set()
    for line in output.splitlines():
        for p in _PATH.findall(line):
            out.add(p.removeprefix("./"))
    return out


def _excludes(line: str, failing: set[str]) -> bool:
    """`line` adds an exclusion whose value is a folder or file of a failing path."""
    m = _EXCLUDE_KEY.match(line)
    if not m:
        return False
    for item in _ITEM.findall(m.group(1)):
        if re.search(r"[()?|\\^$]", item):
            continue  # a pattern (`/node_modules/(?!nanoid/)`), not a place left out
        place = item.strip("*").strip("/").removeprefix("./")
        if len(place) >= 3 and any(_under(p, place) for p in failing):
            return True
    return False


def _under(path: str, place: str) -> bool:
    """`path` is `place` or lies inside it (an absolute path matched by its tail)."""
    return path == place or f"/{path}".endswith(f"/{place}") or f"/{place}/" in f"/{path}"


def _bar_lowered(edit: Call) -> bool:
    """One setting named for strictness or a level, its value moved down, nothing else."""
    old = [ln for ln in edit.old.splitlines() if ln.strip()]
    new = [ln for ln in edit.new.splitlines() if ln.strip()]
    changed = [(a, b) for a, b in zip(old, new) if a != b]
    if len(old) != len(new) or len(changed) != 1:
        return False
    a, b = (_SETTING.match(x) for x in changed[0])
    if not a or not b or a.group(1) != b.group(1) or not _BAR_KEY.search(a.group(1)):
        return False
    was, now = a.group(2).strip("\"'").casefold(), b.group(2).strip("\"'").casefold()
    if was in _ON and now in _OFF:
        return True
    return was.isdigit() and now.isdigit() and int(now) < int(was)


def _names_file(path: str, failing: set[str]) -> bool:
    return bool(path) and any(f"/{path}".endswith(f"/{p}") or path == p for p in failing)


def narrowed_last(at: int, calls: Sequence[Call]) -> bool:
    """Before call `at`, the session's last change narrowed a failing check (`narrows`)
    and a run after it passed: what is said next is about that step (the agent's "it
    passes, but only because ...", the user's "no, put the level back"), not a lesson."""
    edits = [c for c in calls[:at] if c.is_edit]
    if not edits:
        return False
    last = edits[-1]
    failed = next((c for c in reversed(calls[: last.index]) if c.ok is False), None)
    return (
        failed is not None
        and narrows(last, failed.output)
        and any(c.ok is True for c in calls[last.index + 1 : at])
    )
