"""A wait's timeout is no reason (round 42, issue 29): `kubectl wait` and `kubectl rollout
status` fail with `error: timed out waiting for the condition` or `deployment "x" exceeded
its progress deadline`, which says only that what they waited for never got ready. Why it
did not is in the workload's own log, read after the failure and before any change
(`kubectl logs deploy/x --previous`, `docker compose logs worker`, `journalctl -u x`): when
such a read shows a line saying why, that log is the output the fix is learned from. Its
transport's wrapping comes off each line first: kubectl's `[pod/NAME/CONTAINER] ` (with
`--prefix`) and the RFC 3339 stamp it puts in front (with `--timestamps`).

Pure and stdlib-only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from retain.sleep import fix_telling as tell
from retain.sleep.commands import segments, unwrap
from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import only_looks

# What a waiter prints when the wait ran out: that it waited, not why.
_WAIT_TIMEOUT = re.compile(
    r"\btimed out waiting for the condition\b|\bexceeded its progress deadline\b", re.I
)
# Clients whose `logs` subcommand prints a workload's own output.
_LOG_CLIENTS = frozenset({"kubectl", "oc", "docker", "docker-compose", "podman"})
LOG_WORDS = 4  # `kubectl -n shop logs`, `docker compose logs`: `logs` among the first words
# kubectl's wrapping of each line it prints from a pod: `[pod/NAME/CONTAINER] `, a stamp.
_WRAP = re.compile(
    r"^(?:\[pod/[\w.-]+/[\w.-]+\] ?)?"
    r"(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d) )?"
)


def _reads_log(command: str) -> bool:
    """Does the command print a workload's log (`kubectl logs`, `docker compose logs`,
    `journalctl`)?"""
    for seg in segments(command):
        words = unwrap(seg)
        if not words:
            continue
        name = words[0].rsplit("/", 1)[-1]
        if name == "journalctl" or (name in _LOG_CLIENTS and "logs" in words[1:LOG_WORDS]):
            return True
    return False


def _unwrapped(output: str) -> str:
    return "\n".join(_WRAP.sub("", line, count=1) for line in output.splitlines())


def waited_for(failed: Call, between: Sequence[Call]) -> str:
    """The log that says why a wait timed out: the first log read after the failure and
    before any edit whose telling line says why; '' when the failure is no wait's timeout
    or no such read came."""
    if not _WAIT_TIMEOUT.search(tell.decisive_line(failed.output)):
        return ""
    for call in between:
        if call.is_edit:
            return ""
        if call.ok and _reads_log(call.command):
            log = _unwrapped(call.output)
            line = tell.decisive_line(log)
            if line and tell.rank(line) >= tell.WHY_SCORE and not _WAIT_TIMEOUT.search(line):
                return log
    return ""


def looks(call: Call) -> bool:
    """A run between a failure and its pass that only looked (fix_programs.only_looks): a
    try it undid (fix_tries) or a look, no step of the fix."""
    return bool(call.ok) and only_looks(call.command)
