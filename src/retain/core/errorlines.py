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
