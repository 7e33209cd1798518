"""Headers a compiler prints above its message, read by the line chooser (fix_telling).

Elm (and its descendants) open each report with a rule naming its kind and file, `-- TYPE
MISMATCH ---------- src/Main.elm`, then a blank line, then the message ("The 1st argument
to `view` is not what I expect:"): the header names a kind, the sentence under it says
why. Stack's `Error: [S-4804]` says "Stack failed to construct a build plan." and lists
the reasons under "In the dependencies for pkg-0.1.0.0:" as bullets ("* cassava-megaparsec
must match >=2.1, but this package is not in the snapshot."): the first bullet is the
cause, the sentence above only its summary. OpenSSL prints its error queue under the
command's own summary ("Error outputting keys and certificates", then "40F7...:error:
0308010C:digital envelope routines:...:unsupported:...: Algorithm (RC2-40-CBC : 0)"), and
Node prints it as "Error: error:0308010C:digital envelope routines::unsupported": the
queue's line says why. A dependency resolver does the same: Composer's "Your requirements
could not be resolved to an installable set of packages.", cargo's "failed to select a
version for `x`" only say that it gave up; the line under them saying which candidate it
found and why it could not take it ("... found monolog/monolog[3.0.0] but it conflicts with
your root composer.json require", "but `reqwest` does not have these features") says why,
and ranks over any summary ("Specs ... were found, but they required a higher minimum
deployment target" over CocoaPods' "could not find compatible versions for pod", which
stays the line when nothing under it says why). Bundler's "Failed to build gem native extension"
is the summary over the build's own line, and a configure step's "checking for x... no" is
its progress. Pure and stdlib-only.
"""

from __future__ import annotations

import re

# `-- MODULE NOT FOUND ---------- src/Main.elm`: a title in capitals between dashes
REPORT = re.compile(r"^-- ([A-Z][A-Z' ]+?) -{3,}(?: \S+)?$")
_FRAME = re.compile(r"^\d+\s*\||^\^+$")  # Elm's code frame: `4| import Time.Extra`, `^^^^`
REPORT_GAP = 2  # the message is the paragraph under the title, after one blank line
# OpenSSL's packed error code: `error:0308010C:` (the library, function and reason follow)
OPENSSL_QUEUE = re.compile(r"\berror:[0-9A-F]{8}:")
# A resolver's rejected candidate and why: what it found, but it conflicts or requires more.
_REJECTED = re.compile(
    r"\bbut (?:it|they|`[\w.-]+`) (?:conflicts? with|required?|do(?:es)? not have)\b"
)
# Lines under the failure's own and over their reasons (the ranker caps them: fix_telling).
SUMMARY = re.compile(
    r"\bYour requirements could not be resolved to an installable set of packages\b|"
    r"\bfailed to select a version for\b|"
    r"\bResolutionImpossible\b|\bFailed to build gem native extension\b|"
    r"^checking (?:for |whether )?\S.{0,120}?\.\.\. ?(?:no|yes)$"
)
# How telling a reader of these reports finds a line (fix_telling._TELLING takes them).
REASONS = ((4, OPENSSL_QUEUE), (4, _REJECTED))
_PLAN = re.compile(r"^In the dependencies for \S+:$")
_BULLET = re.compile(r"^\* (\S.*)$")

# A line of output as the chooser reads it (fix_telling._lines; `tell.Line` there too):
# (number, indent, trimmed, a chain link, raw)
Line = tuple[int, int, str, bool, str]


def report_message(lines: list[Line], i: int) -> str:
    """The message under an Elm-style report title at `lines[i]`, after the title's kind
    ("MODULE NOT FOUND: You are trying to import a `Time.Extra` module:"); '' for none."""
    title = REPORT.match(lines[i][4])
    if title is None or i + 1 >= len(lines):
        return ""
    n, _depth, text, _chain, raw = lines[i + 1]
    if n - lines[i][0] > REPORT_GAP or _FRAME.match(raw) or REPORT.match(raw):
        return ""
    return f"{title.group(1)}: {text}"


# A parser's error located only by line and column, its message under the code frame it
# draws (toml_edit, as cargo, ruff and uv print it: "TOML parse error at line 1, column 2",
# then "  |", "1 | [tool.ruff]", "  |  ^^^^", then "unknown field `tool`, expected one of ...").
PARSE_AT = re.compile(r"\bparse error at line \d+,? column \d+:?$", re.I)
_DRAWN = re.compile(r"^\s*(?:\d+\s*)?\|")  # a frame's line: `  |`, `1 | [tool.ruff]`, `  |  ^`
FRAME_LINES = 12  # a frame quotes a few lines of the file


def framed_message(printed: list[str], n: int) -> str:
    """The message under the code frame below a parse error's location at `printed[n]`;
    '' when no frame follows."""
    framed = False
    for raw in printed[n + 1 : n + 2 + FRAME_LINES]:
        if _DRAWN.match(raw):
            framed = True
        elif raw.strip():
            return raw.strip() if framed else ""
    return ""


def plan_reason(lines: list[Line], i: int) -> str:
    """Stack's first reason under "In the dependencies for x:" below a header's summary
    at `lines[i]`, within the same block; '' when none follows."""
    for (n, _d, text, _c, _r), (m, _d2, after, _c2, _r2) in zip(lines[i:], lines[i + 1 :]):
        if m - n > REPORT_GAP:
            return ""
        bullet = _BULLET.match(after)
        if _PLAN.match(text) and bullet:
            return bullet.group(1)
    return ""
