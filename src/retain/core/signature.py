"""Error signatures: what stays the same when the same error happens again.

A failed command prints `main.go:5:2: missing go.sum entry for module providing package
github.com/x/y`; next week, in another file, the same failure prints other paths and
line numbers. The signature of an error line is its words with what varies taken out:
paths, locations (`file:12:3`), numbers, hashes, versions, URLs, and the contents of
quotes when they are one identifier (`No module named 'yaml'`). Exception names and
error codes (`ModuleNotFoundError`, `TS2307`, `E0432`, `ENOENT`) stay: they say most.

A memory describes an error when its own text, normalised the same way, shares a run of
the error's words (`describes`): two with an error name in them, or three with one word
that is not everyday error speech (`command not found` alone names no error; `pnpm:
command not found` does). The tool-failure hook (retain.rank.tool) matches with it; the
sleep pass can store "command failed with <error> -> fixed by <fix>" lessons whose text
holds the error line verbatim, and `signature` gives the line's stable form.

Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import errorlines
from retain.lazyre import lazy

MAX_ERROR_CHARS = 20_000  # of an error text read: its head and tail hold the error lines
MAX_ERROR_LINES = 8  # error lines of one failure matched (the last ones: where errors end)
MAX_LINE_CHARS = 400  # of one line normalised: a longer one is data, not a message
MIN_RUN_WITH_NAME = 2  # shared words needed when one is an error name or code
MIN_RUN = 3  # shared words needed otherwise, one of them not everyday error speech
# Everyday error speech: words that say something failed without saying what.
GENERIC = lexicon.words("common", "error_generic")  # retain/lexicon/common.json
# A backticked span that is a name, not a value: a qualified or CamelCase identifier.
_NAMED = lazy(r"[A-Za-z_][\w]*(?:(?:::|\.)[A-Za-z_][\w]*)*[A-Z][\w]*|[A-Z][\w]*(?:::[\w]+)+")
# Dot leaders (`nbstripout......Failed`, dbt's `model ....... [ERROR]`): layout.
_VERSIONISH = lazy(r"v?\d[\w.]*")  # a version or a number: no word of a message
_LEADER = lazy(r"\.{3,}|…")
# The head of an error line in "Name: message" form (`PG::UniqueViolation: ERROR: ...`,
# `KeyError: 'x'`, `java.lang.IllegalStateException: ...`): the name of the error.
_HEAD_NAME = lazy(r"^\W*([A-Za-z_][\w]*(?:(?:::|\.)[A-Za-z_][\w]*)*)\s*:(?:\s|$)")
_STOPPED = lazy(r"\btimed out\b|^killed\b|\bterminated\b", re.I)
# A terminal's colour or cursor code (CSI), or a hyperlink or title around text (OSC)
_ANSI = lazy(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b\n]*(?:\x07|\x1b\\)")
_URL = lazy(r"\b\w+://\S+")
_QUOTED = lazy(r"'([^'\n]{0,200})'|\"([^\"\n]{0,200})\"|`([^`\n]{0,200})`|‘([^’\n]{0,200})’")
_LOCATION = lazy(r"\S*:\d+(?::\d+)*:?")  # file.go:5:2: / <stdin>:3: / x.py:10
_PATH = lazy(r"(?:~|\.{1,2})?(?:/[\w.@+-]+)+/?|\b[\w.@+-]+(?:/[\w.@+-]+)+/?")
_HEX = lazy(r"\b(?:0x)?[0-9a-f]*\d[0-9a-f]*\b", re.I)  # hashes and numbers alike
_WORD = lazy(r"[A-Za-z][A-Za-z0-9_'.+-]*[A-Za-z0-9]|[A-Za-z]")
_ERROR_NAME = lazy(
    r"^(?:[a-z][a-z0-9]*(?:error|exception|exit|interrupt|fault)|e[a-z]{3,}|[a-z]{1,4}\d{3,5})$"
)
_ERRORISH = lazy(
    r"error|exception|fatal|fail|denied|not found|no such|cannot|can't|unable|missing|"
    r"invalid|refused|undefined|panic|abort|conflict|timed out|segmentation|unrecognized|"
    r"not recognized|unknown|forbidden|unauthorized|could not|couldn't",
    re.I,
)
# Lines that say a failure happened without saying which: the exit status, traceback
# frames, and the summary a build driver prints after any failing step (`make: ***
# [Makefile:24: flash] Error 1`, Gradle's `FAILURE: Build failed with an exception.`
# and `* What went wrong:`, `collect2: error: ld returned 1 exit status`, `BUILD
# FAILED`), and a task runner's after a package's task failed (pnpm's `ELIFECYCLE
# Test failed`, turbo's `web#build: command ... exited (1)` and `ERROR  run failed`,
# nx's `Running target test for project api failed`, just's `Recipe ... failed`, npm's
# `npm error code 1`). A memory sharing one of these with an error shares only the tool.
_NOISE_LINE = lazy(
    r"^(?:exit code -?\d+|traceback \(most recent call last\):?|file .*line \d+.*"
    r"|g?make(?:\[\d+\])?: \*\*\* .*|failure: build failed.*|\* what went wrong:?"
    r"|collect2: error: ld returned \d+ exit status|build failed\b.*"
    r"|error:\s+command failed with exit code \d+\.?|elifecycle\b.*|error\s+run failed:.*"
    r"|error: command finished with error:.*"
    r"|[\w@/.-]+#[\w:.-]+: command .* exited \(-?\d+\)|failed:\s+[\w@/.-]+#[\w:.-]+.*"
    r"|(?:>\s*)?nx\s+(?:running|ran) targets?\b.*|failed tasks:|task: failed to run task .*"
    r"|error: recipe .* failed (?:on line \d+ )?with exit code \d+"
    r"|npm (?:err!|error) (?:code|errno|command|path|workspace|location|lifecycle) .*)$",
    re.I,
)
_ERRNO = frozenset(
    {"enoent", "eacces", "eperm", "eaddrinuse", "econnrefused", "etimedout", "enospc",
     "eexist", "enotdir", "eisdir", "emfile", "econnreset", "erofs", "enotempty"}
)  # fmt: skip


def strip_ansi(text: str) -> str:
    """`text` without a terminal's colour and cursor codes: they style a line, never say
    anything, and a memory or signature quoting them is unreadable and matches nothing."""
    return _ANSI.sub("", text) if "\x1b" in text else text


def _unquote(m: re.Match[str]) -> str:
    inner = next(g for g in m.groups() if g is not None)
    if m.group(3) is not None and _NAMED.fullmatch(inner.strip()):
        # A memory backticks what it names (`ActiveRecord::PendingMigrationError`): an
        # error name, not a value that varies. Error output quotes values ('yaml').
        return f" {inner.strip()} "
    if re.fullmatch(r"(?::[\w-]+)+", inner.strip()):
        # a build step (Gradle's `:app:kaptDevDebugKotlin`): which step failed is what
        # the error is about, not what varies; its last name is kept as a word
        return f" {inner.strip().rsplit(':', 1)[-1]} "
    if not inner.strip() or re.fullmatch(r"[^\s]+", inner.strip()):
        return " "  # one identifier, path or value: what varies between occurrences
    return f" {inner} "


def normalise(line: str) -> list[str]:
    """The words of an error line (or a memory's text) with what varies removed, lower
    case, in order."""
    text = strip_ansi(line[: MAX_LINE_CHARS * 4])
    text = _URL.sub(" ", text)
    text = _LEADER.sub(" ", text)
    text = _QUOTED.sub(_unquote, _QUOTED.sub(_unquote, text))  # twice: quotes in quotes
    text = _LOCATION.sub(" ", text)
    text = _PATH.sub(" ", text)
    text = _HEX.sub(" ", text)
    out = []
    for w in _WORD.findall(text):
        w = w.lower().strip("'.-+")
        if w and not _VERSIONISH.fullmatch(w):
            out.append(w)
    return out


def is_error_name(token: str) -> bool:
    """An exception name or error code: `modulenotfounderror`, `ts2307`, `enoent`."""
    if token in _ERRNO:
        return True
    return (
        token not in GENERIC
        and len(token) > 5
        and bool(_ERROR_NAME.match(token))
        and (
            token.endswith(("error", "exception", "exit", "interrupt", "fault"))
            or any(c.isdigit() for c in token)
        )
    )


def head_and_tail(text: str) -> str:
    """What an error text is read by: the whole, or past MAX_ERROR_CHARS its head and tail
    (where a long output's error lines stand), joined by a newline."""
    if len(text) <= MAX_ERROR_CHARS:
        return text
    half = MAX_ERROR_CHARS // 2
    return text[:half] + "\n" + text[-half:]


def error_lines(text: str, command: str = "") -> list[str]:
    """The lines of a failure's output that state an error (the last MAX_ERROR_LINES),
    with its last line when none does; no `Exit code N`, traceback frames or headers,
    and no runner's summary unless it printed nothing else, then with the lines above
    it (errorlines.telling; the `command` that ran names its steps)."""
    text = head_and_tail(text)
    lines = errorlines.drop_frames(errorlines.unprefix(strip_ansi(text).splitlines()))
    lines = [ln[:MAX_LINE_CHARS] for ln in lines if ln]
    lines = [ln for ln in lines if not _NOISE_LINE.match(ln)]
    # a message wrapped over lines is read whole
    lines = [ln[:MAX_LINE_CHARS] for ln in errorlines.unwrap(lines, _ERRORISH.search)]
    # An error line that ends with a colon (`ActionView::Template::Error:`, `SQL access
    # control error:`) heads its message: the next line says which error it is.
    # A command stopped by a timeout failed at what it was printing last: the line
    # before `Command timed out` says where it hung.
    found = [
        ln
        for i, ln in enumerate(lines)
        if _ERRORISH.search(ln)
        or (i > 0 and lines[i - 1].endswith(":") and _ERRORISH.search(lines[i - 1]))
        or (i + 1 < len(lines) and _STOPPED.search(lines[i + 1]))
    ]
    found = errorlines.telling(found, lines, lambda ln: errorlines.is_summary(ln, GENERIC, command))
    if not found and lines:
        found = lines[-1:]
    out: list[str] = []
    for ln in reversed(found):
        if ln not in out and normalise(ln):
            out.append(ln)
        if len(out) >= MAX_ERROR_LINES:
            break
    # a wall of errors opens with the one that caused the rest: kept with the last
    return errorlines.first_errors(found, out, normalise) + out[::-1]


def states_error(text: str) -> bool:
    """Does this output hold a line stating an error (build drivers' summaries and exit
    statuses aside)? A command's output can report a failure its exit status hides."""
    text = head_and_tail(text)
    for ln in errorlines.unprefix(strip_ansi(text).splitlines()):
        ln = ln.strip()[:MAX_LINE_CHARS]
        if ln and not _NOISE_LINE.match(ln) and _ERRORISH.search(ln):
            return True
    return False


def signature(text: str) -> str:
    """The stable form of a failure's principal error line (its last): words only, what
    varies removed. '' when the text states no error. Two occurrences of one error in
    different files and lines give the same signature."""
    lines = error_lines(text)
    return " ".join(normalise(lines[-1])) if lines else ""


def shared_run(a: list[str], b: list[str]) -> list[str]:
    """The longest run of consecutive words found in both `a` and `b`."""
    best: tuple[int, int] = (0, 0)  # (length, end in a)
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        ai = a[i - 1]
        for j in range(1, len(b) + 1):
            if ai == b[j - 1]:
                cur[j] = prev[j - 1] + 1
                if cur[j] > best[0]:
                    best = (cur[j], i)
        prev = cur
    length, end = best
    return a[end - length : end]


def head_names(line: str) -> frozenset[str]:
    """The error's own name when its line reads "Name: message" (`PG::UniqueViolation:
    ERROR: ...`): exception classes are not always called *Error (`GemNotFound`,
    `UniqueViolation`), but the head of such a line names the error all the same."""
    m = _HEAD_NAME.match(strip_ansi(line))
    if m is None or m.group(1).lower() in GENERIC:
        return frozenset()
    return frozenset(w for w in normalise(m.group(1)) if w not in GENERIC and len(w) > 3)


def describes(error: list[str], memory: list[str], names: frozenset[str] = frozenset()) -> bool:
    """Does a memory (its normalised words) name this error line (its normalised words)?
    A run of MIN_RUN_WITH_NAME shared words holding an error name or code (or one of
    `names`, the line's head_names), or of MIN_RUN holding a word that is not everyday
    error speech."""
    run = shared_run(error, memory)
    if len(run) >= MIN_RUN_WITH_NAME and any(is_error_name(t) or t in names for t in run):
        return True
    return len(run) >= MIN_RUN and any(t not in GENERIC for t in run)


def search_words(lines: list[str], limit: int = 12) -> list[str]:
    """The distinctive words of these error lines (error names first), for a word index
    to find candidate memories by."""
    names: list[str] = []
    words: list[str] = []
    for line in lines:
        for t in normalise(line):
            bucket = names if is_error_name(t) else words
            if t not in GENERIC and t not in names and t not in words and len(t) > 1:
                bucket.append(t)
    return (names + words)[:limit]


MAX_OUTPUT_LINES = 60  # lines of a failure's output a quoted message is looked for in
# An error code as tools print it, upper case with digits (`NU1008`, `TS2307`, `E0658`,
# `CS8618`, `SC2086`). A code is a kind of error, like an exception class (rustc's
# E0599 is every missing method), so a memory naming it describes the error when it
# shares two more of its words as well (error_codes, rank.tool). Lower case (`sha256`,
# `x509`) is a name of something else.
_CODE = lazy(r"(?<![\w-])([A-Z]{1,4}\d{3,5})(?![\w-])")


def output_lines(text: str) -> list[list[str]]:
    """The last MAX_OUTPUT_LINES lines of a failure's output, normalised (noise lines
    aside): where a message a memory quotes is looked for, error-stating or not
    (`setState() called after dispose()`, `A RenderFlex overflowed by 38 pixels`)."""
    text = head_and_tail(text)
    lines = errorlines.drop_frames(errorlines.unprefix(strip_ansi(text).splitlines()))
    lines = [ln[:MAX_LINE_CHARS] for ln in lines if ln]
    lines = [ln for ln in lines if not _NOISE_LINE.match(ln)]
    lines = errorlines.window(lines, _ERRORISH.search, MAX_OUTPUT_LINES)
    return [w for w in (normalise(ln) for ln in lines) if w]


def holds(line: list[str], pieces: list[list[str]]) -> bool:
    """Does this line hold every piece, in order, each as consecutive words?"""
    at = 0
    for piece in pieces:
        n = len(piece)
        while at + n <= len(line) and line[at : at + n] != piece:
            at += 1
        if at + n > len(line):
            return False
        at += n
    return True


def error_codes(text: str) -> frozenset[str]:
    """The error codes a text names (_CODE), lower case."""
    return frozenset(c.lower() for c in _CODE.findall(text))


# A memory opening with an error it quotes in plain quotes, at most one word before it.
_QUOTED_OPENING = lazy(r"""^\s*(?:[A-Z][\w-]*\s+)?(?:'([^'\n]{1,300})'|"([^"\n]{1,300})")""")
_CLAUSE_END = lazy(r"[:;]|[.!?](?:\s|$)")


def error_place(text: str) -> int:
    """Where the first clause ends of a memory opening with an error it quotes (`'CS0246:
    ...' in Assets/Scripts: add the reference`), 0 when it opens otherwise: a folder
    named in that clause is where the error was seen, not where a rule applies."""
    m = _QUOTED_OPENING.match(text)
    quoted = next((g for g in m.groups() if g is not None), "") if m else ""
    if not quoted or not (states_error(quoted) or error_codes(quoted)):
        return 0
    end = _CLAUSE_END.search(text, m.end()) if m else None
    return end.start() if end else len(text)


# A qualified name (`replication::catches_up`, `Zeitwerk::NameError`): the failing test
# or the error class by its full path, which names one thing wherever it is printed.
_QUALIFIED = lazy(r"(?<![\w:])([A-Za-z_]\w*(?:::[A-Za-z_]\w*)+)")


def qualified_names(text: str) -> frozenset[str]:
    """The `a::b` names a text holds, lower case: a memory naming the failing test or
    error class by its qualified name describes the failure (a flaky test's memory,
    written in any language, names the test as the runner prints it)."""
    return frozenset(q.lower() for q in _QUALIFIED.findall(text))


# An exception class a library defines, as a runtime prints it with its package path
# (`java.lang.UnsatisfiedLinkError`, `asyncpg.exceptions.InvalidCachedStatementError`,
# `org.apache.activemq.artemis.api.core.ActiveMQNotConnectedException`): the class name
# (a capital, a lower-case letter, another capital: not `Error`) ends in Error,
# Exception or Fault.
_CLASS = r"[A-Z][a-z0-9]+[A-Z]\w*?(?:Error|Exception|Fault)"
_PACKAGED_CLASS = lazy(rf"(?<![\w.])(?:[a-z_][a-z0-9_]*\.)+({_CLASS})(?![\w.])")
_CLASS_NAME = lazy(rf"(?<![\w-])(?:[a-z_][a-z0-9_]*\.)*({_CLASS})(?![\w-])")


def exception_classes(text: str) -> frozenset[str]:
    """The exception classes an error text names with their package path (_PACKAGED_CLASS),
    by class name, lower case: the path says the class is a library's own, not a
    language's everyday `ValueError`."""
    return frozenset(c.lower() for c in _PACKAGED_CLASS.findall(text))


def names_class(memory: str, classes: frozenset[str]) -> bool:
    """Does a memory name one of these exception classes (exception_classes), with or
    without its package path? It describes the failure that raised it."""
    return bool(classes) and any(c.lower() in classes for c in _CLASS_NAME.findall(memory))


def names_alike(
    memory: str,
    tokens: list[str],
    errors: list[list[str]],
    codes: frozenset[str],
    qualified: frozenset[str],
) -> bool:
    """Does a memory (its text, its normalised words) name this failure as its lines
    (normalised; their error_codes and qualified_names) do: by a qualified name, or by
    an error code with a run of two more of a line's words, one not everyday speech?"""
    if qualified & qualified_names(memory):
        return True
    return bool(codes & error_codes(memory)) and any(
        len(r) >= 2 and any(t not in GENERIC for t in r)
        for r in (shared_run(e, tokens) for e in errors)
    )


# A message a memory quotes in a code span or quotes, for telling one error from another
# that opens the same way (`IllegalStateException: ...`, `error: Uncaught (in promise)
# ...`): the span and the error line share their opening, then part.
MIN_PARTING = 2  # distinctive words of a quoted message after the shared opening, unheard


def _bare(words: list[str]) -> list[str]:
    """Words with a package path dropped (`java.lang.illegalstateexception`: the class)."""
    return [w.rsplit(".", 1)[-1] for w in words]


# a quoted span of a memory: backticks, quotes, curly quotes
_SPAN = lazy(r"`([^`\n]{6,300})`|'([^'\n]{6,300})'|\"([^\"\n]{6,300})\"|“([^”\n]{6,300})”")


def quotes_another(memory: str, errors: list[list[str]], heard: set[str]) -> bool:
    """Does a memory quote an error message that opens as one of these error lines
    (normalised) does and then says what this failure's output (`heard`: its normalised
    words) never does? Two or more distinctive words after the shared opening (two
    words, or one error name), at least half of those it says there, unheard: the memory is
    another error's, with the same exception class or prefix (`IllegalStateException:
    Unable to find the persistence unit` is not `IllegalStateException: This method is
    normally...`). What varies between occurrences (paths, numbers, one quoted value) is
    normalised away first, so it never counts as parting; a memory that also quotes a
    message the output holds whole, or a command (no error stated), is not parted by it."""
    heard = set(_bare(list(heard)))
    bare = [_bare(e) for e in errors]
    parted = False
    for m in _SPAN.finditer(memory):
        span = next(g for g in m.groups() if g is not None)
        words = _bare(normalise(span))
        if len(words) < MIN_RUN:
            continue
        if all(w in heard for w in words):
            return False  # it quotes this failure's own message
        if not (_ERRORISH.search(span) or any(is_error_name(w) for w in words)):
            continue  # a command or a value, not a message
        for error in bare:
            run = shared_run(words, error)
            if len(run) < MIN_RUN_WITH_NAME and not (run and is_error_name(run[0])):
                continue
            end = next(i for i in range(len(words)) if words[i : i + len(run)] == run)
            tail = words[end + len(run) :]
            said = {w for w in tail if w not in GENERIC and len(w) > 2}
            parting = said - heard
            if len(parting) >= MIN_PARTING and 2 * len(parting) >= len(said):
                parted = True
    return parted


# A name a memory backticks that a failure prints verbatim: a compound identifier
# (`PoolTimedOut`, `InvoiceResourceTest`, `expect_column_values_to_be_between`, with its
# package: `mocks.NewMockRepository`), an exported name after its package's
# (`fmt.Println`, `os.Exit`: a linter's forbidden call, a panic's function), a signal or
# errno in capitals (`SIGSEGV`) or a status constant of three parts or more
# (`INSTALL_FAILED_UPDATE_INCOMPATIBLE`): one thing, wherever it is printed. A package
# of one letter (`t.Run`, `e.Error`) is a variable, not a package: no name.


_BACKTICKED = lazy(r"`([^`\n]{5,120})`")
_COMPOUND = lazy(
    r"(?<![\w.])(?:[A-Za-z_]\w*\.)*(?:[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+|[a-z]+(?:_[a-z0-9]+){2,}"
    r"|SIG[A-Z]{3,}|E[A-Z]{4,}|[A-Z][A-Z0-9]+(?:_[A-Z0-9]+){2,})(?![\w])"
    r"|(?<![\w.])[a-z][a-z0-9_]+\.[A-Z][a-z0-9]{2,}(?![\w])"
)


def quotes_printed_name(memory: str, output: str) -> bool:
    """Does a memory backtick a span the failure's output holds verbatim, holding a
    compound name (`_COMPOUND`)? A span with more than the name (`ECONNREFUSED
    127.0.0.1:5544`) must be printed whole: the same errno at another address is
    another failure."""
    for m in _BACKTICKED.finditer(memory):
        span = m.group(1).strip()
        if _COMPOUND.search(span) and span in output:
            return True
    return False
