"""Shared pieces of the fixes3 builder: the case registry, label helpers and two record
shapes `cc_transcript` does not write (a thinking block, a Bash call the user rejected)."""

from __future__ import annotations

import random
import string
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cc_transcript import Transcript  # noqa: E402

Label = dict[str, Any]
CaseFn = Callable[[Transcript, random.Random], tuple[list[Label], list[str]]]

REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected "
    "(eg. if it was a file edit, the new_string was NOT written to the file). STOP what "
    "you are doing and wait for the user to tell you how to proceed."
)


@dataclass
class Case:
    name: str
    stack: str
    shape: str
    variation: str
    lang: str
    cwd: str
    fn: CaseFn


CASES: list[Case] = []


def case(
    name: str, stack: str, shape: str, cwd: str, variation: str = "plain", lang: str = "en"
) -> Callable[[CaseFn], CaseFn]:
    def deco(fn: CaseFn) -> CaseFn:
        CASES.append(Case(name, stack, shape, variation, lang, cwd, fn))
        return fn

    return deco


def fix(error: str, kind: str, *groups: list[str]) -> Label:
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": list(groups)}


def agent(*groups: list[str]) -> Label:
    return {"source": "agent", "kind": "lesson", "must_contain_any": list(groups)}


def think(t: Transcript, text: str) -> None:
    t._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})


def rejected_bash(t: Transcript, command: str, description: str) -> None:
    """A Bash call the user refused at the permission prompt, then the interrupt note."""
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
    t.user("[Request interrupted by user for tool use]")


def token(rng: random.Random, n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))
