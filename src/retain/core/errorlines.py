"""Which lines of a long failure's output are read for the error (retain.core.signature).

A failure rarely prints its telling line last. A compiler wall opens with the error that
caused the rest (`error[E0433]: failed to resolve` and forty errors after it), a JVM or
Node exception is followed by its stack (`at com.x.Y.run(Y.java:12)` forty times), a
test run ends with a summary of every test that failed. The lines read for the error are
the output's lines without the frames of a stack (`drop_frames`: they name code, never
the error), the first error lines with the last (`first_errors`), and for a message a
memory quotes, the lines from the first error on as well as the last ones (`window`).

A task runner prints each package's output under its name (turbo's `@acme/web:build: `,
docker compose's `worker-1  | `, pnpm's `packages/api test: `): where a line came from,
not what it says. `unprefix` takes such a prefix off every line it heads when it heads
most of them, so an error line reads as the tool printed it (`TypeError: ...` opening
its line, a stack frame dropped, a build driver's summary known as one).

A runner ends a failed run with its summary (`1 example, 1 failure`, `✖ 3 problems (3
errors, 0 warnings)`, `[FAILED] Took 22.80 seconds`, `nox > Session tests-3.9 failed.`):
a line that counts what failed, or says the step the command named failed, and says
nothing else. It reads as an error line and tells no error (`is_summary`). The lines
read for the error are the telling ones; when a run printed only summaries in error
words, the lines right above the first summary are what it summarises (`telling`: a
linker's `region 'iram0_0_seg' overflowed by 412 bytes` above make's `*** [...] Error 1`
and PlatformIO's `[FAILED] Took 22.80 seconds`).

An OS error reaches the output in either of Rust's two renderings: `Connection refused
(os error 111)` as it displays, `Os { code: 111, kind: ConnectionRefused, message:
"Connection refused" }` as it debug-prints (an `unwrap()`, a `{:?}`). A memory quotes the
first; `os_error_display` writes the second as the first, so a quote of one reads the
other.

Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Callable

FIRST_ERROR_LINES = 3  # error lines kept from the start of a wall, with the last ones
FIRST_WINDOW = 20  # lines read from the first error line on, for a quoted message
# A frame of a stack as runtimes print it: the JVM's and Node's `at pkg.Class.method(File.java:12)`
# and `... 17 more`, Python's `File "x.py", line 3, in f`, gdb's and sanitizers' `#3
# 0x7f5e in f ...`, Rust's `3: 0x55d1 - f` and `at ./src/x.rs:12:5`, Go's `\t/x/y.go:12
# +0x1d`, Ruby's `from /x/y.rb:12:in 'f'`.
_FRAME = lazy(
    r"^(?:at\s+(?:async\s+|new\s+)?[^\s()]+(?:\s+\[as\s+[^\]]+\])?\s*\([^()]*:\d+(?::\d+)?\)$|at\s+[\w$.<>]+\.[\w$<>]+\([^()]*\)$"
    r"|at\s+\S*[/\\]\S*:\d+(?::\d+)?\)?$"
    r"|\.{3}\s+\d+\s+more$|file\s+\".*\",\s+line\s+\d+.*$|#\d+\s+0x[0-9a-f]+\b.*$"
    r"|\d+:\s+0x[0-9a-f]+\b.*$|\S+\.go:\d+\s+\+0x[0-9a-f]+$|from\s+\S+:\d+:in\s.*$)",
    re.I,
)
# Python's frame line: the line after it is the frame's source code, not output.
_PY_FRAME = lazy(r"^file\s+\".*\",\s+line\s+\d+", re.I)
# A task runner's prefix naming the package (and task) a line came from: turbo's
# `web:build: ` and `@acme/api:test: `, docker compose's `worker-1  | `, pnpm's and
# yarn's `packages/api test: `, lerna's `@acme/api: `. Lower case names: a log level
# (`ERROR:SCRIPT:`) or an error name (`TypeError: `) is no package.
_RUNNER_PREFIX = lazy(
    r"^(?:@?[a-z0-9][\w.-]*(?:/[\w.-]+)?:[a-z][\w:.-]*:|[a-z0-9][\w.-]*[-_]\d+\s+\|"
    r"|[\w@.-]+/[\w@./-]+ [a-z][\w:-]*:|@[a-z0-9][\w.-]*/[\w.-]+:)(?:\s|$)"
)
MIN_PREFIXED = 2  # lines a prefix heads, at least, to be a runner's
# A count or a timing as a summary prints it (`3 errors`, `1 failed`, `22.80 seconds`,
# `12%`, `(2)`, `Failures: 0`, `failed=0`, `PASS=4`), and the target a build driver
# names in brackets (SCons' and PlatformIO's `*** [.pio/build/x/firmware.elf] Error 1`).
_COUNT = lazy(
    r"\(?\b\d+(?:[.,]\d+)*\)?\s*(?:%|[A-Za-z]+\b(?:\(s\))?)?|\b[A-Za-z]+\s*[:=]\s*\d+(?:[.,]\d+)*\b"
    r"|\[[^\]\s]*/[^\]\s]*\]"
)
_TOKEN = lazy(r"[A-Za-z][\w./'@:+-]*")
# The words a summary frames its counts with: none names an error.
SUMMARY_WORDS = frozenset(
    {"took", "passed", "total", "tests", "test", "session", "done", "finished", "summary",
     "result", "results", "ran", "build", "aborted", "stopped", "elapsed"}
)  # fmt: skip
ABOVE_LINES = 2  # lines read above a run's first summary when it printed nothing else
WRAPPED_LINES = 2  # lines a message wrapped onto, at most, read back onto its first
# A line going on with the sentence above it: it opens in lower case, or the line above
# broke off after a word (no closing punctuation).
# Rust's debug form of an OS error (std::io::Error's `Os` variant)
_OS_ERROR_DEBUG = lazy(r'Os \{ code: (\d{1,6}), kind: \w{1,40}, message: "([^"\n]{1,200})" \}')
_GOES_ON = lazy(r"^[a-z]")
_BROKE_OFF = lazy(r"[A-Za-z]$")
_SENTENCE_END = lazy(r"[.!?](?:\s|$)")


def os_error_display(text: str) -> str:
    """`text` with each OS error's debug form written as it displays (`Os { code: 111,
    kind: ConnectionRefused, message: "Connection refused" }` -> `Connection refused (os
    error 111)`)."""
    if "Os {" not in text:
        return text
    return _OS_ERROR_DEBUG.sub(lambda m: f"{m.group(2)} (os error {m.group(1)})", text)


def unprefix(lines: list[str]) -> list[str]:
    """The lines without the task runner's prefix (_RUNNER_PREFIX) that heads at least
    half of them (each prefix heading MIN_PREFIXED lines or more); as they are when
    none does."""
    heads = [_RUNNER_PREFIX.match(ln) for ln in lines]
    counts: dict[str, int] = {}
    for m in heads:
        if m is not None:
            counts[m.group(0).strip()] = counts.get(m.group(0).strip(), 0) + 1
    runner = {p for p, n in counts.items() if n >= MIN_PREFIXED}
    if not runner or 2 * sum(counts[p] for p in runner) < sum(1 for ln in lines if ln.strip()):
        return lines
    return [
        ln[m.end() :] if m is not None and m.group(0).strip() in runner else ln
        for ln, m in zip(lines, heads, strict=True)
    ]


def is_summary(line: str, generic: frozenset[str], command: str = "") -> bool:
    """Does an error line only count or announce a failure: with its counts and timings
    taken out (_COUNT), every word everyday error speech (`generic`), a summary's frame
    (SUMMARY_WORDS) or a word of the command that ran (the step it names)? A word in
    quotes or a path is a word here: `'omp.h' file not found` tells which file."""
    named = {t.strip(".:'-").lower() for t in _TOKEN.findall(command)}
    for token in _TOKEN.findall(_COUNT.sub(" ", line)):
        word = token.strip(".:'-").lower()
        if len(word) > 1 and word not in generic and word not in SUMMARY_WORDS | named:
            return False
    return True


def telling(found: list[str], lines: list[str], summary: Callable[[str], bool]) -> list[str]:
    """The error lines (`found`, in the order of `lines`) without a runner's summaries
    (`summary`); when there are only summaries, the ABOVE_LINES lines right above the
    first one (what it summarises) before them. A summary above them all reads as it is."""
    told = [ln for ln in found if not summary(ln)]
    if told or not found:
        return told
    first = lines.index(found[0])
    above = [ln for ln in lines[:first] if not summary(ln)][-ABOVE_LINES:]
    return above + found


def unwrap(lines: list[str], is_error: Callable[[str], object]) -> list[str]:
    """The lines with an error line's message read whole: a terminal or a tool wraps a
    long message (Electron's `Error: The module '.../better_sqlite3.node'` / `was
    compiled against a different Node.js version using` / `NODE_MODULE_VERSION 115.
    This version of Node.js requires`), and the lines it went on on (_GOES_ON after
    any line, or any line after one that _BROKE_OFF; none stating an error of its own)
    are joined onto it up to the end of its sentence, WRAPPED_LINES at most."""
    out: list[str] = []
    joined = 0  # lines joined onto the last line of `out`; -1 when it is no error line
    for ln in lines:
        last = out[-1] if out else ""
        if (
            0 <= joined < WRAPPED_LINES
            and ln
            and last
            and (_GOES_ON.match(ln) or (joined and _BROKE_OFF.search(last)))
            and not last.endswith((".", ":", ";", "!", "?", ","))
            and not is_error(ln)
        ):
            # the sentence it went on with; what follows its end is advice or another
            # message (`To unprotect the resource, ... run \`pulumi up\``)
            end = _SENTENCE_END.search(ln)
            out[-1] = f"{last} {ln[: end.start() + 1] if end else ln}"
            joined = WRAPPED_LINES if end else joined + 1
            continue
        out.append(ln)
        joined = 0 if ln and is_error(ln) else -1
    return out


def drop_frames(lines: list[str]) -> list[str]:
    """The lines, stripped, without the frames of a stack trace and without the source
    line Python prints under a frame (indented deeper than the frame)."""
    out = []
    under = -1  # the indent of the Python frame just read, -1 when none
    for raw in lines:
        ln = raw.strip()
        indent = len(raw) - len(raw.lstrip())
        if under >= 0 and indent > under and not _FRAME.match(ln):
            under = -1
            continue
        under = -1
        if _FRAME.match(ln):
            if _PY_FRAME.match(ln):
                under = indent
            continue
        out.append(ln)
    return out


def first_errors(
    found: list[str], kept: list[str], has_words: Callable[[str], object]
) -> list[str]:
    """Up to FIRST_ERROR_LINES of the first error lines (`found`, in order) that are
    not among those `kept` already (the last ones), each giving words (`has_words`)."""
    first: list[str] = []
    for ln in found:
        if len(first) >= FIRST_ERROR_LINES or ln in kept:
            break
        if ln not in first and has_words(ln):
            first.append(ln)
    return first


def window(lines: list[str], is_error: Callable[[str], object], last: int) -> list[str]:
    """The lines a quoted message is looked for in: the last `last` ones, and when the
    output is longer, FIRST_WINDOW from its first error line (`is_error`) on."""
    if len(lines) <= last:
        return lines
    tail = lines[-last:]
    start = next((i for i, ln in enumerate(lines) if is_error(ln)), None)
    if start is None or start >= len(lines) - last:
        return tail
    return lines[start : min(start + FIRST_WINDOW, len(lines) - last)] + tail
