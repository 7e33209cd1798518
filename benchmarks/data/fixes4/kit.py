"""Shared pieces for the fixes4 cases: the case registry, long tool logs, and the few
record shapes `benchmarks/cc_transcript.py` does not write (a thinking block, a Bash call
the user rejected at the permission prompt, a user message made of text blocks)."""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

from cc_transcript import Transcript

CASES: list[tuple[str, dict[str, Any], Callable[[Transcript, random.Random], None]]] = []

REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected "
    "(eg. if it was a file edit, the new_string was NOT written to the file). STOP what "
    "you are doing and wait for the user to tell you how to proceed."
)


def case(
    name: str,
    *,
    stack: str,
    shape: str,
    project_dir: str,
    variation: str,
    lang: str = "en",
    expected: list[dict[str, Any]] | None = None,
    traps: list[str] | None = None,
) -> Callable[[Callable[[Transcript, random.Random], None]], Callable[..., None]]:
    """Register one session; `expected` entries get their ids here."""
    exp = []
    for i, e in enumerate(expected or [], 1):
        exp.append({"id": f"e{i}", **e})
    meta = {
        "stack": stack,
        "shape": shape,
        "project_dir": project_dir,
        "lang": lang,
        "variation": variation,
        "expected": exp,
        "traps": list(traps or []),
    }

    def deco(fn: Callable[[Transcript, random.Random], None]) -> Callable[..., None]:
        CASES.append((name, meta, fn))
        return fn

    return deco


def fix(error: str, kind: str, *groups: list[str]) -> dict[str, Any]:
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": list(groups)}


def agent(*groups: list[str]) -> dict[str, Any]:
    return {"source": "agent", "kind": "lesson", "must_contain_any": list(groups)}


def think(t: Transcript, text: str) -> None:
    t._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})


def rejected_bash(t: Transcript, command: str, description: str) -> None:
    """A Bash call the user refused at the permission prompt, then the interrupt marker."""
    tool_id = t._id("toolu")
    t._assistant(
        {
            "type": "tool_use",
            "id": tool_id,
            "name": "Bash",
            "input": {"command": command, "description": description},
            "caller": {"type": "direct"},
        }
    )
    t._result(tool_id, REJECTED, True, f"Error: {REJECTED}")
    rec = t._base("user")
    rec["message"] = {
        "role": "user",
        "content": [{"type": "text", "text": "[Request interrupted by user for tool use]"}],
    }
    t.records.append(rec)


def key(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def hexkey(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def gradle_tasks(project: str, tasks: list[str]) -> str:
    return "\n".join(
        f"> Task :{project}:{x}" + (" UP-TO-DATE" if i % 3 == 1 else "")
        for i, x in enumerate(tasks)
    )


GRADLE_TAIL = (
    "* Try:\n> Run with --stacktrace option to get the stack trace.\n"
    "> Run with --info or --debug option to get more log output.\n"
    "> Run with --scan to get full insights.\n> Get more help at https://help.gradle.org.\n\n"
)


def gradle_fail(project: str, tasks: list[str], what: str, secs: int = 14) -> str:
    return (
        "Starting a Gradle Daemon (subsequent builds will be faster)\n"
        f"{gradle_tasks(project, tasks)}\n\n"
        "FAILURE: Build failed with an exception.\n\n"
        f"* What went wrong:\n{what}\n\n{GRADLE_TAIL}"
        f"BUILD FAILED in {secs}s\n{len(tasks)} actionable tasks: {len(tasks) - 2} executed, 2 up-to-date"
    )


def gradle_ok(project: str, tasks: list[str], secs: int = 22) -> str:
    return (
        f"{gradle_tasks(project, tasks)}\n\nBUILD SUCCESSFUL in {secs}s\n"
        f"{len(tasks)} actionable tasks: {len(tasks)} executed"
    )


def compiling(prefix: str, names: list[str], fmt: str = "{p} {n}") -> str:
    return "\n".join(fmt.format(p=prefix, n=n) for n in names)
