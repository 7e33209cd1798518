"""What in a failed run's output only echoes the failure, for retain.sleep.fix_telling's
choice of the line that says why it failed.

Pure and stdlib-only. Three things a tool prints look like its error and are not: a line
of source quoted under the message behind a gutter of line numbers (Crystal's and Elm's
" 2 | require \"x\"", rustc's and Gleam's "3 │ import x"); the name of an option in a hint
("Showing last frame. Use --error-trace for full trace.": `--error-trace` says no error);
and a runner's closing summary that repeats the start of the message printed whole above
it (bun's "❌ Invalid environment variables: { DATABASE_URL: [ 'Required' ] }", then
"error: Invalid environment variables"), which the first printing says better. A log
record is the other way round (round 44): a runner that logs its failure as it happens
("ERROR [alembic.util.messaging] Target database is not up to date.", liquibase's "ERROR:
Exception Primary Reason:  Could not acquire change log lock. ...") and ends on the same
message under a head of its own ("FAILED: Target database ...", "liquibase.exception.
LockException: Could not acquire ...") exited with that last line: the record echoes it
(`closed_with`). And for a failure a later run fixed, a notice printed on every run
(`printed_anyway`). And a closing line that wraps the message of an error line printed
above under a lead of its own (golangci-lint's "Error: can't load config: ..." then "The
command is terminated due to an error: can't load config: ..."): the tool's own line, above,
is the failure; the closing one only says the run stopped on it (`restated`).
"""

from __future__ import annotations

import re

# A line of source behind a gutter of line numbers: code, not what went wrong.
_GUTTER = re.compile(r"^\d+\s*[|│]\s")
# A command-line option named in a line: its name is no word of the message.
_OPTION = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*")
# The label a runner's closing summary puts before the message it repeats ("error: ").
_LABEL = re.compile(r"^(?:error|fatal|ERROR|FATAL|Error)\b:?\s*")
_MARKS = re.compile(r"^[^\w\s]+\s*")  # a status mark before a message ("❌ ", "✘ ", "× ")
SUMMARY_WORDS = 3  # a message repeated, not a word or two that any line may start with
_GOES_ON = frozenset({":", ";", ",", "("})  # the first printing says more after the words
# A log record's head: its level, the logger in brackets, a label before the message
# ("ERROR [alembic.util.messaging] ", "ERROR: Exception Primary Reason:  ", "SEVERE: ")
_LOGGED = re.compile(
    r"^(?:ERROR|FATAL|CRITICAL|SEVERE)\b:?\s*(?:\[[\w.:-]+\]\s*)?"
    r"(?:(?:[A-Z][a-z]+ ){0,3}(?:Reason|Cause|Message):\s+)?"
)


def quoted_source(line: str) -> bool:
    """A line of source quoted behind a gutter of line numbers (" 2 | require \"x\"")."""
    return bool(_GUTTER.match(line))


def without_options(line: str) -> str:
    """The line less the options it names (`--error-trace`, `-Werror`)."""
    return _OPTION.sub("", line)


def said_before(texts: list[str], at: int) -> int:
    """The index of a line above `at` whose start `texts[at]` only repeats (less an
    "error:" label) and which goes on to say more: the first printing, whole, is the
    failure; -1 when there is none."""
    said = _LABEL.sub("", texts[at]).rstrip(".:; ")
    if len(said.split()) < SUMMARY_WORDS:
        return -1
    want = said.casefold()
    for i in range(at):
        text = _MARKS.sub("", texts[i]).casefold()
        if text.startswith(want) and text[len(want) : len(want) + 1] in _GOES_ON:
            return i
    return -1


# The label of a tool's own error line (not a log level in capitals: `closed_with` reads those)
_OWN_LABEL = re.compile(r"^(?:[Ee]rror|[Ff]atal)(?:\[[\w-]+\])?:\s+")


def restated(texts: list[str], at: int) -> int:
    """The index of an error line above `at` ("Error: " and a message of a few words at
    least) whose whole message `texts[at]` ends on after a lead of its own ("The command is
    terminated due to an error: "); -1 when there is none."""
    line = texts[at].rstrip()
    for i in range(at):
        head = _OWN_LABEL.match(texts[i])
        said = texts[i][head.end() :].strip() if head else ""
        if len(said.split()) < SUMMARY_WORDS or len(said) >= len(line):
            continue
        if line.endswith(said) and line[: -len(said)].rstrip().endswith(":"):
            return i
    return -1


def closed_with(texts: list[str], at: int) -> int:
    """The index of the last line when the log record at `at` only logged it: the last
    line ends on the record's whole message (of a few words at least) under a head of its
    own ending in a colon ("FAILED: ", "liquibase.exception.LockException: "); -1 else."""
    head = _LOGGED.match(texts[at])
    last = len(texts) - 1
    if head is None or at >= last:
        return -1
    said = texts[at][head.end() :].strip()
    if len(said.split()) < SUMMARY_WORDS or not texts[last].endswith(said):
        return -1
    return last if texts[last][: -len(said)].rstrip().endswith(":") else -1


def printed_anyway(failed: str, passed: str) -> str:
    """The failed run's output less the lines the passing run printed too: a notice a tool
    prints on every run, pass or fail (apache's "AH00558: ... Set the 'ServerName'
    directive globally to suppress this message"), says nothing of why this one failed.
    Blank lines stay (they part the output's blocks)."""
    every_run = {line.strip() for line in passed.splitlines() if line.strip()}
    return "\n".join(line for line in failed.splitlines() if line.strip() not in every_run)
