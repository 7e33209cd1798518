"""A checker's report as the line chooser (fix_telling) reads it: which lines are its
findings, which are only a runner's progress.

A linter or a checker run under a chain (`make lint`, a pre-commit hook, `npm run verify`,
a task runner) prints its finding without the words of an error: at a file's line
("docs/api.md:31: recieve ==> receive", "src/x.ts:12:17 - Unknown word (haversine)",
"[proto/a.proto:8:3] EnumField name ..."), at a line and column under the file's name
("  41:20  error  oas3-valid-schema-example ...", "  1:1  ✖  Unexpected unknown at-rule",
"\t4: Wrong indentation type"), under its rule's code ("DEP002 'requests' defined as a
dependency but not used", "SC2086 (info): Double quote ...", "D417: Missing argument
descriptions") or under miette's cross ("× eslint(no-debugger): `debugger` statement is
not allowed"). Its warnings fail the check, so a located one is a finding too, if a weak
one. Around it the chain prints progress ("checked 428 files (f203361)", "env: 299 vars,
profile bfab002", "ok 1 (220 ms)", "[1/368] scanning") and echoes the commands it runs
("task: [lint-api] spectral lint api/openapi.yaml --fail-severity=error"): never the
error, not even when nothing else looks like one. Pure and stdlib-only.
"""

from __future__ import annotations

import re

from retain import lexicon

# A finding at a place: `file.ext:line:col[-col]` (bracketed or not, then ":", " -" or
# spaces), or a line and column (or an indented line number and a sentence) under the
# file's name. Not a note or a frame ("file:12:3: in <toplevel>").
LOCATED = re.compile(
    r"^(?:\[?[\w./\\@-]*\w\.\w+:\d+:\d+(?:-\d+)?\]?(?::|\s+-|\s)\s*|\d+:\d+\s{2,}|"
    r"\d+:\s(?=[A-Z][a-z]+ [a-z]))(?!(?:note|hint|in|at)\b)[^\d\s]",
    re.I,
)
# ... at a file's line alone (codespell's "docs/a.md:31: recieve ==> receive"): a test's
# own log line is printed so too ("x_test.go:44: status = 400"), so it weighs less.
AT_LINE = re.compile(r"^[\w./\\@-]*\w\.\w+:\d+:?\s+(?!(?:note|hint|in|at)\b)[^\d\s]", re.I)
# A rule's code as checkers print it: SC2086, DL3025, MD040, DEP002, D417, E0401.
RULE_CODE = re.compile(r"(?<![\w-])[A-Z]{1,4}\d{3,5}(?![\w-])")
# miette's (oxlint, biome, turbo) mark of an error, not its summary ("× 2 problems"); a
# unit's state in `systemctl status` too, so it weighs little.
CROSS = re.compile(r"(?:^|\s)[×✘]\s+(?!\d)\S")
# A test's failed assertion, said in words, not in an error's ("Expected '12.34' to equal
# '12.35'.", "expected 'set-cookie' header to exist", "assertion `left == right` failed").
ASSERTION = re.compile(
    r"^(?:expected\b.{1,200}?\bto (?:not )?(?:equal|be|exist|have|contain|match|include|throw)\b|"
    r"assertion\b.{0,200}?\bfailed: \S)",
    re.I,
)
# A compiler's diagnostic at a file's line with its level said in the user's language
# (javac's "Handler.java:5: エラー: ...", gcc's "a.c:3:1: erreur fatale : ...", "błąd:"):
# an error's own line, however the level is worded. Up to three words of label, so
# "fatal error" and its translations are read too; a warning's or a note's label is none.
_LABELLED = re.compile(
    r"^[\w./\\@-]*\w\.\w+(?::\d+){1,2}:\s+(?P<label>[^\W\d_][^\W\d_ ]*(?: [^\W\d_]+){0,2})\s?:\s"
)
_ERROR_LABELS = lexicon.words("fixes", "error_labels")  # "error" as compilers translate it
ERROR_SCORE = 4  # as telling as an error line in English ("x.c:3: error: ...")
FINDING_SCORE = 2  # as telling as a line saying why: it is the check's own finding
WEAK_SCORE = 1  # a warning at a place, a finding at a line alone, a cross: any error outranks it

# A runner's progress or tally: a few words around counts, sizes, times and hashes.
_COUNTS = re.compile(r"\[[\w/]+\]|\([\w./ ]+\)|\b[0-9a-f]*\d[0-9a-f]*\b|\d[\w./]*|[:,.…]+")
_GUTTER = re.compile(r"^\d+→")  # a file's line as the Read tool shows it: content, not progress
PROGRESS_WORDS = 3  # "checked files", "env vars profile": a tally names a few things
_ECHO = re.compile(r"^task: \[[\w:.-]+\] \S|^[\w.-]+: commands\[\d+\]> \S")


def progress(line: str) -> bool:
    """A line of progress or a tally ("checked 428 files (f203361)", "done 1 (483 ms)"):
    it has a number and, less its counts, sizes and hashes, at most PROGRESS_WORDS words."""
    if not any(ch.isdigit() for ch in line) or _GUTTER.match(line):
        return False
    words = _COUNTS.sub(" ", line).split()
    return 0 < len(words) <= PROGRESS_WORDS and any(w.isalpha() for w in words)


# A checker's or a runner's closing count ("Summary: 1 error(s)", "Found 0 warnings and 1
# error.", "✖ 1 problem (1 error, 0 warnings)") or exit ("ERROR  run failed: command
# exited (1)"): the findings counted are the failure, not the count.
_SUMMARY = re.compile(
    r"\b\d+ (?:error|problem|issue|failure)s?\b|\bexited \(\d+\)|"
    r"\b\d+ failed\b.*\b\d+ passed\b|\b\d+ passed\b.*\b\d+ failed\b",
    re.I,
)


def summary(line: str) -> bool:
    """A count of the findings, or a runner's word that a step exited, on `line`."""
    return bool(_SUMMARY.search(line))


def echoed(line: str) -> bool:
    """A task runner's echo of the command it runs next (Task's "task: [lint] x", tox's
    "lint: commands[0]> x"): the command, not what it said."""
    return bool(_ECHO.match(line))


def finding(raw: str, warning: bool) -> int:
    """The least score of a checker's finding on the line printed as `raw`: FINDING_SCORE
    at a line and column or under a rule's code, WEAK_SCORE at a line alone, under a
    cross or for a warning; 0 when it is none."""
    if not warning and labelled_error(raw):
        return ERROR_SCORE
    if LOCATED.match(raw) or RULE_CODE.search(raw) or ASSERTION.match(raw):
        return WEAK_SCORE if warning else FINDING_SCORE
    return WEAK_SCORE if AT_LINE.match(raw) or CROSS.search(raw) else 0


def labelled_error(raw: str) -> bool:
    """A compiler's error at a file's line, its level word "error" in any language the
    compilers are translated to (a word of the label, or part of a word in a script
    written without spaces: 致命的エラー, 致命错误)."""
    m = _LABELLED.match(raw)
    if m is None:
        return False
    label = m["label"].casefold()
    return any(w in _ERROR_LABELS for w in label.split()) or any(
        w in label for w in _ERROR_LABELS if not w.isascii() and len(w) <= 3
    )
