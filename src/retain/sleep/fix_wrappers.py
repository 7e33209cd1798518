"""A failed run's output as its program printed it, without the wrapper's mark on each line.

Pure and stdlib-only. Some tools relay another program's output and put their own mark in
front of every line: docker compose names the container ("worker-1  | "), a GitHub Actions
log stamps each line with the time ("2024-05-01T10:00:00.1234567Z "), and `gh run view
--log` adds the job and the step before the stamp ("build<TAB>Test<TAB>"); GitHub also
marks an error line "##[error]". The line that says why a run failed is chosen among the
program's own words (retain.sleep.fix_telling): a mark in front hides the shape a reader
knows ("sqlite3.OperationalError: ...", "npm error ...") and ties lines of one message
apart. The mark goes only when most printed lines carry one (a wrapper marks them all),
so an ordinary line that happens to start so is left as it is.
"""

from __future__ import annotations

import re

# docker compose's container name (v2 "web-1", v1 "shop_web_1") and the bar after it
_CONTAINER = re.compile(r"^[\w.-]+[-_]\d+ *\| ?")
# `gh run view --log`: the job and the step, tab-separated, before the time stamp
_JOB_STEP = re.compile(r"^[^\t]+\t[^\t]+\t(?=\d{4}-\d\d-\d\dT)")
# a GitHub Actions time stamp (ISO 8601, UTC, up to seven decimals)
_STAMP = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?")
# GitHub's workflow commands in a log: "##[error]", "##[warning]", "##[group]"
_COMMAND = re.compile(r"^##\[(?:error|warning|notice|debug|group|endgroup)\]")
MARKED_SHARE = 0.5  # more than this share of the printed lines carry the mark


def _marked(lines: list[str], mark: re.Pattern[str]) -> bool:
    printed = [line for line in lines if line.strip()]
    return bool(printed) and sum(bool(mark.match(x)) for x in printed) > MARKED_SHARE * len(printed)


def unwrap(output: str) -> str:
    """`output` without the marks a wrapper put in front of most of its lines (a container's
    name, a job and step, a time stamp) and without GitHub's "##[error]" marks; `output`
    itself when it has none."""
    lines = output.splitlines()
    for mark in (_CONTAINER, _JOB_STEP, _STAMP):
        if _marked(lines, mark):
            lines = [mark.sub("", line, count=1) for line in lines]
    if "##[" in output:
        lines = [_COMMAND.sub("", line, count=1) for line in lines]
    return "\n".join(lines)


# Python's chained exceptions: the one printed under this line was raised while handling
# (or from) the one above, and is the one the run ended on; the one above is its context
# ("sqlite3.OperationalError: unable to open database file", then "PermissionError: [Errno
# 13] Permission denied: '/app/data/cache.sqlite3'").
CHAINED = re.compile(
    r"^(?:During handling of the above exception, another exception occurred|"
    r"The above exception was the direct cause of the following exception):$"
)
# An exception that quotes the one it wraps ("... (Caused by SSLError(SSLCertVerificationError
# (1, '[SSL: ...")", SQLAlchemy's "(psycopg2.errors.InsufficientPrivilege) permission ...")
# says nothing the one above did not: the one above stays the cause.
_WRAPS = re.compile(r"\bCaused by \w+\(|\b\w+(?:Error|Exception)\(|: \((?:\w+\.)+\w+\) ")


def wrapper(line: str) -> bool:
    """`line` is an exception quoting the exception it wraps."""
    return bool(_WRAPS.search(line))
