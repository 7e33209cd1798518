"""Shared helpers for the fixes2 cases: the case registry, label makers, extra record shapes."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from benchmarks.cc_transcript import Transcript

SEED = 1919
_RNG = random.Random(SEED)


def reset() -> None:
    _RNG.seed(SEED)


def rng() -> random.Random:
    return _RNG


@dataclass
class Case:
    name: str
    stack: str
    shape: str
    cwd: str
    lang: str
    variation: str
    fn: Callable[[Transcript], tuple[list[dict[str, Any]], list[str]]]


CASES: list[Case] = []


def case(name: str, stack: str, shape: str, cwd: str, lang: str = "en", variation: str = "plain"):
    def deco(fn):
        CASES.append(Case(name, stack, shape, cwd, lang, variation, fn))
        return fn

    return deco


def fix(error: str, *groups: list[str], kind: str = "bugfix") -> dict[str, Any]:
    """An expected memory learned from a failure and what made it pass."""
    return {
        "source": "fix",
        "kind": kind,
        "error": error,
        "must_contain_any": [list(g) for g in groups],
    }


def agent(*groups: list[str], kind: str = "lesson") -> dict[str, Any]:
    """An expected memory from a lesson the agent stated in its own words."""
    return {"source": "agent", "kind": kind, "must_contain_any": [list(g) for g in groups]}


def think(t: Transcript, text: str) -> None:
    """A thinking block, as real transcripts carry them (signature redacted)."""
    t._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})


def rejected(t: Transcript, command: str) -> None:
    """A Bash call the user rejected, then Claude Code's interruption notice."""
    tool_id = t._id("toolu")
    t._assistant(
        {
            "type": "tool_use",
            "id": tool_id,
            "name": "Bash",
            "input": {"command": command, "description": "Run a command"},
        }
    )
    msg = (
        "The user doesn't want to proceed with this tool use. The tool use was rejected "
        "(eg. if it was a file edit, the new_string was NOT written to the file). STOP what "
        "you are doing and wait for the user to tell you how to proceed."
    )
    t._result(tool_id, msg, True, f"Error: {msg}")
    rec = t._base("user")
    rec["message"] = {
        "role": "user",
        "content": [{"type": "text", "text": "[Request interrupted by user for tool use]"}],
    }
    t.records.append(rec)


def token(
    prefix: str,
    n: int,
    alphabet: str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
) -> str:
    """A synthetic secret: the right shape, random body from the seeded generator."""
    return prefix + "".join(rng().choice(alphabet) for _ in range(n))
