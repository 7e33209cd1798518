"""A failure fixed by an edit, for retain.sleep.fixes: read from the session's structure,
not from its words.

F failed; between F and its unchanged rerun S, which passed, the agent edited files and ran
nothing that changes state (only looks, or runs that failed); and an edit answers F's error
line by what it changed:

- it took out a name the error line quotes or a path it prints (`unresolved import
  `axum::Server``, `No module named 'dash_core_components'`, `open ../../testdata/x.json`):
  the old text held it, the new text does not;
- or it wrote a new file at the place the error line names (`ENOENT ... 'test/fixtures/
  config.json'`, `file not found for module `pages`` answered by `pages/mod.rs`);
- or it rewrote a setting the project already had in the form the tool now reads: the error
  names a rule (`(standard:no-wildcard-imports)`, `[import-untyped]`, `E501`), a line of the
  old text names it with a word turning it off, and a changed line of the new text names it
  with such a word too (`ktlint_disabled_rules = no-wildcard-imports` ->
  `ktlint_standard_no-wildcard-imports = disabled`). The rule was off before the edit: the
  edit moves that choice, it silences nothing new. A rule named only in the new text, or
  turned off only there, is a silencing (retain.sleep.fix_silence), never this;
- or it wrote in the thing the error says does not exist: the error quotes a name right
  before `does not exist` (`type "citext" does not exist`), and the edit writes a line
  naming it beside what it kept (`execute "CREATE EXTENSION citext"` written into the
  migration that failed, above the `alter`); a line naming it only rewritten is not this.

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
    rules, absent = rule_names(error), {m.strip() for m in _ABSENT.findall(error)}
    return [
        e
        for e in edits
        if _takes_out(e, names) or _creates(e, names) or _restates(e, rules) or _writes(e, absent)
    ]


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


# the rule a checker's error line names: the last `(...)` or `[...]` it ends with, or its last
# word when that is a rule's code or a `group/rule` name (`E501`, `import/no-unresolved`)
_RULE_AT_END = re.compile(
    r"(?:\(([^()\s]+)\)|\[([^\[\]\s]+)\]|\s([\w@.-]+/[\w.-]+|[A-Z]{1,4}\d{3,5}))\s*$"
)
# a part that can only be a rule's name, not a plain word: `no-wildcard-imports`,
# `line_length`, `E501`, `MaxLineLength`
_RULE_PART = re.compile(r"[\w:/@.-]*(?:[a-z][-_][a-z]|[A-Za-z]\d|[a-z][A-Z])[\w:/@.-]*")
# a word turning a rule off, in a setting's key or its value
_OFF_WORD = re.compile(
    r"(?<![A-Za-z])(?:disabled?|disables|off|ignored?|ignores|suppress(?:ed|ions?)?|"
    r"exclude[ds]?|skip(?:ped|s)?|allow(?:ed)?|false|none)(?![A-Za-z])",
    re.I,
)


def rule_names(error: str) -> set[str]:
    """The rule `error` names at its end, whole and by its parts (`standard:no-wildcard-
    imports` and `no-wildcard-imports`); only parts that are a rule's name, not a word."""
    m = _RULE_AT_END.search(error.rstrip())
    if not m:
        return set()
    whole = next(g for g in m.groups() if g)
    parts = {whole, *re.split(r"[:/]", whole)}
    return {p for p in parts if len(p) >= MIN_NAME and _RULE_PART.fullmatch(p)}


def _restates(edit: Call, rules: set[str]) -> bool:
    """A line turning the rule off that the edit took out, and a line it wrote that still
    turns it off (see above): an unchanged line turning it off elsewhere, with a new one
    added, widens the silencing and is not this."""
    if not rules or not edit.old.strip():
        return False
    was = {ln.strip() for ln in edit.old.splitlines()}
    now = {ln.strip() for ln in edit.new.splitlines()}
    gone, written = [ln for ln in was - now if ln], [ln for ln in now - was if ln]
    return any(_turns_off(ln, r) for r in rules for ln in gone) and any(
        _turns_off(ln, r) for r in rules for ln in written
    )


def _turns_off(line: str, rule: str) -> bool:
    """`line` names `rule` (between anything but letters, digits or hyphens: the `_` of
    `ktlint_standard_x` joins) and a word turning a rule off."""
    at = re.search(rf"(?<![A-Za-z0-9-]){re.escape(rule)}(?![A-Za-z0-9-])", line)
    return at is not None and _OFF_WORD.search(line.replace(rule, " ")) is not None


# a name the error says is not there: `type "citext" does not exist`
_ABSENT = re.compile(r"[`'\"“‘]([^`'\"“”‘’\n]{3,60})[`'\"”’]\s+does not exist\b")


def _writes(edit: Call, absent: set[str]) -> bool:
    """The edit wrote a line naming what the error says does not exist, beside the lines
    it kept (see above): more lines of the new text name it than of the old."""
    if not edit.old.strip():
        return False
    old, new = edit.old.splitlines(), edit.new.splitlines()
    return any(sum(_holds(ln, n) for ln in new) > sum(_holds(ln, n) for ln in old) for n in absent)
