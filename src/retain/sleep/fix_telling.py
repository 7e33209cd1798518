"""Which line of a failed command's output says why it failed, for retain.sleep.fixes: the
ranking of a line (an exception with its message, a tool's "error:" line, a missing thing
named, over a runner's summary, a warning or progress), the prefixes a line loses, and the
chooser (`winner`, `decisive_line`) that reads a cause chain to its deepest link.

Pure and stdlib-only. Split from retain.sleep.fix_lexicon (the words of commands and
files), which this module reads for what a missing thing looks like.
"""

from __future__ import annotations

import functools
import re

from retain.sleep import fix_linters as lint
from retain.sleep import fix_status as status
from retain.sleep import fix_wrappers as wrap
from retain.sleep.fix_echoes import (
    closed_with,
    quoted_source,
    restated,
    said_before,
    without_options,
)
from retain.sleep.fix_lexicon import MISSING
from retain.sleep.fix_reports import (
    PARSE_AT,
    REASONS,
    REPORT,
    SUMMARY,
    Line,
    framed_message,
    plan_reason,
    report_message,
)

ERROR_LINE_CHARS = 300  # the decisive line kept in a memory: a message, not a log

# Prefixes a decisive line loses: pytest's "E   ", Terraform's box, Gradle's "> ", uv's
# arrows, CMake's status "-- " and a list's "- " (Composer's problems),
# a compiler's "file:line:col: " location (Android's "file:18:9-30:20 Error:" too; the
# hook ignores paths and numbers anyway), a cause chain's "Caused by: ".
_LEAD = re.compile(
    r"^(?:E {2,}|[│╷╵|] ?|> |[├╰]─▶ |#\d+ (?:[\d.]+ )?|npm (?:ERR!|error) |Caused by:\s+|--? +|"
    r"---> |\[cause\]: |\[__\d+\] )+|^[0-9A-F]{8,16}:(?=error:[0-9A-F]{8}:)|"  # OpenSSL's thread id
    r"^(?:[\w./\\@-]+(?::\d+(?:-\d+)?)+|[\w./\\@-]+\(\d+,\d+\)):?\s+"
)
# A link of a cause chain: Gradle's "> " under "What went wrong", "Caused by:" (uv, cargo,
# Java), the arrows of uv's and miette's reports ("├─▶ client error (Connect)", "╰─▶ invalid
# peer certificate: UnknownIssuer"), ruff's "Cause: " lines. The deepest link is the cause;
# the lines above it only wrap it.
_CHAIN = re.compile(r"^(?:> |[├╰]─▶ |Caused by:\s|Cause:\s|---> |\[cause\]: )")
# A header whose message is on the next lines: GHC's "file:9:1: error: [GHC-87110]",
# Android's "file:18:9 Error:", .NET's "Error Message:".
_HEADER = re.compile(r"^(?:error|Error|ERROR):?(?:\s*\[[\w-]+\])?:?$|^Error Message:?$")
_NOT_MESSAGE = re.compile(r"^(?:Perhaps|Use -v|Did you mean|Stack Trace|\d* *\||at )")
HEADER_LINES = 2  # a header's message: its first lines, before hints and code frames
_SKIP = re.compile(
    r"^(?:(?:Error: )?Exit code -?\d+|Traceback \(most recent call last\):|File \".*|"
    r"\+[-=]{3,}\+?|"  # a box's border
    r".*\bexited unsuccessfully\b.*|"  # the fallout under the cause
    r"(?!--->)[=_\-~*#]{3,}.*|FAILED|FAIL|ERROR|BUILD FAILED.*|FAILURE: Build failed.*|"
    r"\* (?:What went wrong|Where|Try|Get more help.*):|"
    r"(?:Build|Settings|Script) file '.*' line: \d+|"
    r"Run with --(?:stacktrace|info|debug|scan)\b.*|Get more help at .*|"
    r"\d+ (?:failed|errors?)\b.*|.*\bin \d+(?:\.\d+)?s\b.*=*|"
    r"npm (?:ERR!|error) (?:A complete log|code 1|path|command|\s*$).*|"
    r"Tests?:\s+\d+ failed\b.*|Failed!\s+-.*|\.\.\. \d+ (?:more|common frames omitted)|"
    # the linker's summary under the line that says what it could not find or resolve
    r"collect2: (?:fatal )?error: ld returned \d+ exit status|"
    r"(?:clang(?:\+\+)?|g?cc|c\+\+): error: linker command failed\b.*|"
    r"(?:Hint|Help|Note|Try):.*|at .+\(.*\)|Run `terraform init`.*|"
    r"[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+\s+\d+ \S+\] .*)$",  # klog's log lines (kubectl)
    re.I,
)
# How telling a line is: the exception with its message, a tool's "error:" line, a
# missing thing named; then any line that merely looks like an error.
_TELLING = (
    # Cabal's solver names the package it could not take and why ("[__1] rejecting:
    # base-4.20.0.0 (conflict: ...)", "unknown package: aeson"): more telling than its
    # "Could not resolve dependencies" header.
    (5, re.compile(r"^(?:rejecting|unknown package): \S")),
    (4, re.compile(r"\b[A-Z]\w*(?:Error|Exception)\b ?: \S")),
    # a log's labelled cause ("ERROR: Exception Primary Reason:  Could not acquire ..."):
    # the lines around it only frame it ("ERROR: Exception Details")
    (4, re.compile(r"\b(?:Reason|Cause|Message):\s+\S")),
    # an exception's class alone, its message under it ("ActiveRecord::PendingMigrationError:")
    (4, re.compile(r"^[A-Z]\w*(?:(?:::|\.)\w+)*(?:Error|Exception):?$")),
    (4, re.compile(r"\berror(?:\[E\d+\])?: \S|\berror TS\d+: |\bERR_[A-Z_]{3,}")),
    *REASONS,  # OpenSSL's reason, a resolver's rejected candidate, under a summary (fix_reports)
    (3, MISSING),
    # a package solver's (libsolv: dnf, zypper, mamba) "nothing provides __cuda needed by
    # pytorch-2.5.1": what it lacks, under its "Could not solve" summary
    (3, re.compile(r"\bnothing provides \S.{0,80}? needed by \S")),
    (
        3,
        re.compile(
            r"\b(?:does not|doesn't|did not) exist\b|\bnot (?:been )?accepted\b|"
            r"\bwithout accepting\b",
            re.I,
        ),
    ),
    (
        2,
        re.compile(
            r"^(?:fatal|panic|error|Error|ERROR|FATAL)\b[:!\s]|\bfailed to\b|\bdenied\b|"
            r"\[(?:ERROR|FATAL|CRITICAL)\]"
        ),
    ),  # a log line's level
    (1, re.compile(r"\b(?:Error|error|failed|not found|invalid|unknown|refused)\b")),
)


# A configure step reporting what it found ("-- Found PkgConfig: /usr/bin/pkg-config (found
# version "1.8.1")", "-- Looking for pthread.h - found"): progress, however it is worded.
_FOUND = re.compile(r"^(?:-- )?Found [\w.+-]+: \S|\(found (?:suitable )?version\b|\s-\s+found$")


# Advice, not the failure: Terraform's 'If you wish to ..., use "terraform init -x"'.
_ADVICE = re.compile(r"^(?:If you (?:wish|want|would like|need) to|To fix this,? (?:run|use))\b")
# A compiler's diagnostic at a file, line and column ("x.go:18:14: undefined: y"): the
# message the build stopped on, unless it is a note, a warning or a frame ("in <toplevel>").
_LOCATED = re.compile(r"^[\w./\\@-]+:\d+:\d+(?:-\d+)?:\s+(?!(?:note|warning|hint|in)\b)\S", re.I)
LOCATED_SCORE = 3


def _score(line: str) -> int:
    if _FOUND.search(line) or _ADVICE.match(line):
        return 0
    return next((s for s, rx in (*status.TELLING, *_TELLING) if rx.search(line)), 0)


# A line that only reports that a step failed, or with which exit code: the runner's
# summary under the line that says why (make's "*** [Makefile:7: up] Error 2", rsync's
# "error ... (code 255)", pip's "subprocess-exited-with-error", rustc's "linking with `cc`
# failed: exit status: 1", eslint's "Oops! Something went wrong!", pipenv's "Aborting").
_FALLOUT = re.compile(
    r"\bexit(?:ed)? (?:status|code)\b:? ?-?\d+|\(code \d+\)|\*\*\* \[.*\] Error \d+|"
    r"\bsubprocess-exited-with-error\b|\bexited with (?:signal|code)\b|\bAborting\b|"
    r"\bSomething went wrong\b|\bdid not complete successfully\b|\bdue to \d+ previous errors?\b|"
    r"\bFailed (?:building|to build) (?:editable|wheel|installable)|^Action '[\w-]+' failed",
    re.I,
)
# A warning the run printed on its way to failing: seldom why it failed.
_WARNING = re.compile(r"^w: |^(?:[\w.-]+:? )?\[?(?:warning|warn)\b\]?:?\s", re.I)
# A tool announcing what it tries next ("Trying pkg-config --exists mysqlclient",
# "Attempting uninstall: numpy"): how it went is said on other lines.
_ATTEMPT = re.compile(r"^(?:Trying|Attempting)\b")
# Words that say why a run could not go on, however the tool words its error line.
_WHY = re.compile(
    r"\b(?:unable to|cannot|can'?t|could ?n[o']t|no such|permission denied|too (?:open|low|old)|"
    r"in use|refused|not (?:available|supported|configured|accepted|compatible|present)|"
    r"unsupported|incompatible|mismatch|out of date|timed out|"
    r"timeout (?:waiting|exceeded|expired)|requires?(?!-)|(?:is|are) required|invalid|"
    r"no rule to make target|undefined reference to)\b|\b(?:ERROR|FATAL)\b",
    re.I,
)
WHY_SCORE = 2
OPTIONAL_PART = re.compile(r"\[(-[^\]\s]*)\]")  # a usage's option: `lock [--no-update]`


def rank(line: str) -> int:
    """How telling a line is as the cause of a failure: a warning or a runner's summary
    loses to any line saying why, however plainly worded; a quoted line of source or an
    attempt announced says nothing."""
    if _WARNING.match(line) or _ATTEMPT.match(line) or quoted_source(line):
        return 0
    line = without_options(line)
    score = _score(line)
    if _FALLOUT.search(line) or SUMMARY.search(line) or _only_failed(line):
        return min(score, 1)
    return max(score, WHY_SCORE) if score < WHY_SCORE and _WHY.search(line) else score


# "error: Compilation failed.", "C import failed", "BUILD FAILED", "Tests failed!": a step
# named in a word or three and that it failed, nothing particular (no quote, path, number)
_ONLY_FAILED = re.compile(
    r"^(?:[\w.-]+:\s*)?(?:[A-Za-z][\w-]*\s+){1,3}(?:failed|aborted|errored)[.!]?$", re.I
)


def _only_failed(line: str) -> bool:
    """A line saying only that some step failed: the summary under the line saying why."""
    return bool(_ONLY_FAILED.match(_LOCATION.sub("", line).strip())) or lint.summary(line)


_LOCATION = re.compile(r"^\S+:\d+(?::\d+)?:\s*")  # `src/x.zig:2:11: `


def _lines(output: str) -> list[Line]:
    """(line number, indent, trimmed text, a link of a cause chain, raw stripped) of the
    lines that may say why."""
    out = []
    for n, raw in enumerate(wrap.unwrap(output).splitlines()):
        line = raw.strip()
        if not line or _SKIP.match(line) or lint.echoed(line):
            continue
        depth = len(raw) - len(raw.lstrip())
        chain = bool(_CHAIN.match(line))
        trimmed = _LEAD.sub("", line).strip()
        if trimmed and not _SKIP.match(trimmed) and (not _drawing(trimmed) or REPORT.match(line)):
            out.append((n, depth, trimmed, chain, line))
    return out


def _drawing(line: str) -> bool:
    """A banner's ASCII art ("_/_/  |_/_/  /_/"): fewer letters than other marks."""
    marks = len(line) - sum(map(str.isspace, line))  # a space is no letter either
    return 2 * sum(map(str.isalnum, line)) < marks


def _message(lines: list[Line], i: int) -> str:
    """A header's message: the next lines, up to HEADER_LINES, until a hint or a frame."""
    parts: list[str] = []
    for n, _depth, text, _chain, raw in lines[i + 1 : i + 1 + HEADER_LINES]:
        if n != lines[i][0] + 1 + len(parts) or _NOT_MESSAGE.match(raw) or _HEADER.match(text):
            break
        parts.append(text)
    return " ".join(parts)


# A tool going on another way after what it reported ("WARN Pre-built binaries not
# installable ... (falling back to source compile with node-gyp)"): that was no failure.
_FALLBACK = re.compile(r"\bfalling back to\b", re.I)
# A build script's output as cargo shows it: what the script printed ("--- stdout": its
# directives and the ways it tried) and what it died with ("--- stderr": its panic).
_STDOUT, _STDERR = re.compile(r"^\s*--- stdout\s*$"), re.compile(r"^\s*--- stderr\s*$")


def _script_stdout(output: str) -> set[int]:
    """The numbers of the lines a build script printed on stdout, when its stderr is shown
    too: the script's progress, not why it failed."""
    if "--- stderr" not in output:  # the common case: no build script's sections
        return set()
    printed = wrap.unwrap(output).splitlines()
    if not any(_STDERR.match(raw) for raw in printed):
        return set()
    inside, out = False, set()
    for n, raw in enumerate(printed):
        if _STDOUT.match(raw) or _STDERR.match(raw):
            inside = bool(_STDOUT.match(raw))
        elif raw.strip() and not raw[:1].isspace():
            inside = False
        elif inside:
            out.add(n)
    return out


# A summary in a few plain words, after a tool's lowercase tag: no name, number, path or
# quote saying what it is about ("engine Unsupported engine").
_BARE = re.compile(r"^(?:[a-z]+ )?[A-Za-z]+(?: [A-Za-z]+){0,3}[.!]?$")


def _bare(text: str) -> bool:
    return bool(_BARE.match(text))


def _same_tool(a: Line, b: Line) -> bool:
    """Two lines under the same printed lead ("npm error "): one tool's output."""
    lead_a, lead_b = a[4][: a[4].find(a[2])], b[4][: b[4].find(b[2])]
    return bool(lead_a.strip()) and a[2] in a[4] and b[2] in b[4] and lead_a == lead_b


@functools.lru_cache(maxsize=256)
def decisive_line(output: str) -> str:
    """The line of a command's output that says why it failed (`winner`), clipped. Held
    for the last outputs asked about: the fix step asks about one output several times
    (the failure against the next run, then judging the fix, a reprint, a silenced check),
    and choosing it reads the whole output (tens of milliseconds for a long one)."""
    return _clip(winner(output)[0])


def winner(output: str) -> tuple[str, list[Line], int]:
    """The line of a command's output that says why it failed, trimmed; the first plain line
    when none looks telling; '' for no output. The most telling line wins; among equals the
    first (the cause comes before the fallout), unless the next line, indented deeper, nests
    under it (Gradle's "> Could not resolve all files" then "   > Could not find x:y:1.0").
    A cause chain ("> ...", "Caused by: ...") right under the winner ends at its deepest
    link, which wins; a bare header ("error: [GHC-87110]") stands for the message under it.
    (the line unclipped, the lines read, the line's index among them or -1 when it stands
    for lines of its own: a header's message)."""
    lines = _lines(output)
    printed = wrap.unwrap(output).splitlines() if "parse error at line" in output.casefold() else []
    progress = _script_stdout(output)
    best: tuple[int, str, int] = (0, "", -1)
    best_at = -1  # index in lines of the current best
    before: tuple[tuple[int, str, int], int] | None = None  # the best above a "Caused by:"
    survived: tuple[tuple[int, str, int], int] | None = None  # the best above a fallback
    first = ""
    for i, (n, depth, text, chain, raw) in enumerate(lines):
        line = text
        score = rank(line)
        if score < LOCATED_SCORE and _LOCATED.match(raw) and not _ADVICE.match(line):
            score = LOCATED_SCORE
        if score < lint.FINDING_SCORE and not (_FALLOUT.search(line) or quoted_source(line)):
            score = max(score, lint.finding(raw, bool(_WARNING.match(line))))  # fix_linters
        if n in progress:
            score = min(score, 1)
        if raw == "Caused by:" or wrap.CHAINED.match(raw):  # the block under it says why
            if before is None or not wrap.wrapper(best[1]):  # unless it wraps the one above
                before = (best, best_at)
            best, best_at = (0, "", -1), -1
            continue
        if _FALLBACK.search(line):  # what it reported above was survived; the cause is below
            survived = survived if survived and not best[1] else (best, best_at)
            best, best_at = (0, "", -1), -1
            continue
        if _HEADER.match(line) or REPORT.match(raw):  # said under it (retain.sleep.fix_reports)
            said = report_message(lines, i) or plan_reason(lines, i) or _message(lines, i)
            if not said:
                continue
            line, score = said, max(4, rank(said))
        elif PARSE_AT.search(line) and (said := framed_message(printed, n)):
            line, score = said, max(4, rank(said))  # the message under the frame (fix_reports)
        first = first or ("" if lint.progress(line) else line)  # a tally says no error
        follows = best_at >= 0 and n == lines[best_at][0] + 1
        nested = score == best[0] and follows and depth > best[2]
        # the next link of the winner's chain (Java's "Caused by:", .NET's "--->", Node's
        # "[cause]:" under frames) or of a chain under a plain line (Gradle's "What went wrong")
        under_plain = best[0] == 0 and i > 0 and n == lines[i - 1][0] + 1
        linked = chain and (follows or under_plain or (i == best_at + 1 and raw[:1] in "C-["))
        # a bare summary ("npm error engine Unsupported engine") gives way to the next line of
        # the same tool, as telling, that names what it is about
        particular = (
            score == best[0]
            and follows
            and _bare(best[1])
            and not _bare(line)
            and _same_tool(lines[best_at], lines[i])
        )
        if score > best[0] or (score and nested) or linked or particular:
            best, best_at = (max(score, best[0], 1) if linked else score, line, depth), i
    if survived and not best[1]:  # nothing went wrong after the fallback
        best, best_at = survived
    if before is not None and (not best[1] or wrap.wrapper(best[1])):  # nothing new under
        best, best_at = before
    if best_at >= 0 and lines[best_at][2] == best[1]:
        texts = [text for _n, _d, text, _c, _r in lines]
        fuller = said_before(texts, best_at) if best_at > 0 else -1
        if fuller < 0:  # a log record the run ended on, printed again last (fix_echoes)
            fuller = closed_with(texts, best_at)
        if fuller < 0:  # a closing line wrapping the tool's own error line above (fix_echoes)
            fuller = restated(texts, best_at)
        if fuller >= 0:
            best, best_at = (best[0], lines[fuller][2], lines[fuller][1]), fuller
    line = (best[1] or first or (lines[0][2] if lines else "")).rstrip("; ")
    # a colon ends a header (an exception's class alone): the line as printed otherwise
    line = line.rstrip(":") if " " not in line.strip() else line
    own = best[1] and 0 <= best_at < len(lines) and lines[best_at][2] == best[1]
    return line, lines, best_at if own else -1


CHAIN_LINKS = 4  # "a: b: c: d: e": an error wrapped this often says why at its end


def _clip(line: str) -> str:
    links = line.split(": ")
    if len(line) > ERROR_LINE_CHARS and len(links) > CHAIN_LINKS:
        # Go-style wrapping ("configuring provider: validating credentials: ...: api error
        # InvalidClientTokenId: The security token ... is invalid"): the outermost link
        # says what failed, the innermost why; the middle goes.
        tail = links[-1]
        for link in reversed(links[1:-1]):
            if len(links[0]) + len(link) + len(tail) + 6 > ERROR_LINE_CHARS:
                break
            tail = f"{link}: {tail}"
        if len(links[0]) + len(tail) + 4 <= ERROR_LINE_CHARS:
            return f"{links[0]}: … {tail}"
    if len(line) > ERROR_LINE_CHARS:
        cut = line[: ERROR_LINE_CHARS - 1]
        line = (cut.rsplit(" ", 1)[0] if " " in cut[-40:] else cut) + "…"
    return line


def asking_line(output: str, command: str) -> str:
    """The line of a failure's output that states a problem and names the command that
    answers it ("Warning: The package list for 'hackage.haskell.org' does not exist. Run
    'cabal update' to download it."), trimmed; ''. When that command was the fix, this line
    is the failure it fixed, whatever else the output goes on to report."""
    want = " ".join(command.casefold().split())
    for _n, _depth, text, _chain, _raw in _lines(output):
        flat = " ".join(OPTIONAL_PART.sub(r"\1", text.casefold()).split())
        at = flat.find(want)
        if at < 0 or flat[at + len(want) : at + len(want) + 1].isalnum():
            continue
        if _score(flat[:at] + flat[at + len(want) :]):  # not only "Run `bundle install`"
            return _clip(text.rstrip(":; "))
    return ""
