"""Shared pieces for the fixes5 cases: a case registry, label helpers, two record shapes
that `benchmarks/cc_transcript.py` does not write (a thinking block, a Bash call rejected
at the permission prompt), and filler for long tool outputs."""

from __future__ import annotations

import random
import string
import sys
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cc_transcript import Transcript  # noqa: E402

CASES: list[dict[str, Any]] = []

REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected "
    "(eg. if it was a file edit, the new_string was NOT written to the file). STOP what you "
    "are doing and wait for the user to tell you how to proceed."
)


def fix(error: str, kind: str, *groups: list[str]) -> dict[str, Any]:
    """An expected memory learned from a failure -> fix; `error` is the decisive line."""
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": list(groups)}


def agent(*groups: list[str]) -> dict[str, Any]:
    """An expected memory the agent stated itself (a rule in its final message)."""
    return {"source": "agent", "kind": "lesson", "must_contain_any": list(groups)}


def case(
    name: str,
    stack: str,
    shape: str,
    project_dir: str,
    variation: str,
    lang: str = "en",
    expected: tuple[dict[str, Any], ...] = (),
    traps: tuple[str, ...] = (),
    branch: str = "main",
) -> Callable[[Callable[[Transcript, random.Random], None]], Callable[..., None]]:
    def deco(fn: Callable[[Transcript, random.Random], None]) -> Callable[..., None]:
        exp = []
        for i, e in enumerate(expected, 1):
            exp.append({"id": f"e{i}", **e})
        CASES.append(
            {
                "name": name,
                "fn": fn,
                "branch": branch,
                "label": {
                    "stack": stack,
                    "shape": shape,
                    "project_dir": project_dir,
                    "lang": lang,
                    "variation": variation,
                    "expected": exp,
                    "traps": list(traps),
                },
            }
        )
        return fn

    return deco


def thinking(t: Transcript, text: str) -> None:
    t._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})


def rejected(t: Transcript, command: str, description: str) -> None:
    """A Bash call the user turned down at the permission prompt, then the interrupt line."""
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


def token(r: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def hexs(r: random.Random, n: int) -> str:
    return token(r, n, "0123456789abcdef")


def fill(r: random.Random, template: str, names: list[str], k: int) -> list[str]:
    """k lines from `template` ({} = a name from `names`, {n} = a small number)."""
    out = []
    for i in range(k):
        out.append(template.format(names[i % len(names)], n=r.randint(2, 480)))
    return out


def join(*parts: str | list[str]) -> str:
    lines: list[str] = []
    for p in parts:
        lines.extend(p if isinstance(p, list) else [p])
    return "\n".join(lines)
