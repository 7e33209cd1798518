"""Helpers for the fixes11 cases (round 28): extra record kinds and a small step player.

Built on benchmarks/cc_transcript.py. `T` adds a thinking block, a Read call, a Bash call
rejected at the permission prompt (followed by "[Request interrupted by user for tool
use]"). `run(t, steps)` plays a list of steps:

    ("u", text)                 the user writes
    ("s", text)                 the agent writes
    ("th", text)                a thinking block
    ("b", command, output)      a Bash call that exits 0
    ("b", command, output, n)   a Bash call that exits n
    ("e", path, old, new)       an Edit call
    ("w", path, content)        a Write call
    ("r", path, text)           a Read call
    ("rej", command)            a Bash call the user rejects at the prompt

`case` registers a session in CASES; `fix` and `agent` build expected memories.
"""

from __future__ import annotations

import random
import sys
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.cc_transcript import Transcript  # noqa: E402

SEED = "fixes11"
REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected "
    "(eg. if it was a file edit, the new_string was NOT written to the file). STOP what "
    "you are doing and wait for the user to tell you how to proceed."
)


class T(Transcript):
    def think(self, text: str) -> None:
        self._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})

    def read(self, path: str, text: str) -> None:
        tid = self._id("toolu")
        self._assistant({"type": "tool_use", "id": tid, "name": "Read", "input": {"file_path": path}})
        lines = text.split("\n")
        shown = "\n".join(f"{n:>6}\u2192{line}" for n, line in enumerate(lines, 1))
        meta = {"filePath": path, "content": text, "numLines": len(lines), "startLine": 1,
                "totalLines": len(lines)}
        self._result(tid, shown, False, {"type": "text", "file": meta})

    def rejected(self, command: str) -> None:
        tid = self._id("toolu")
        self._assistant({"type": "tool_use", "id": tid, "name": "Bash",
                         "input": {"command": command, "description": "Run a command"},
                         "caller": {"type": "direct"}})
        self._result(tid, REJECTED, True, f"Error: {REJECTED}")
        self.user("[Request interrupted by user for tool use]")


Step = Sequence[Any]


def run(t: T, steps: list[Step]) -> None:
    for step in steps:
        kind, args = step[0], list(step[1:])
        if kind == "u":
            t.user(args[0])
        elif kind == "s":
            t.say(args[0])
        elif kind == "th":
            t.think(args[0])
        elif kind == "b":
            t.bash(args[0], args[1], args[2] if len(args) > 2 else 0)
        elif kind == "e":
            t.edit(args[0], args[1], args[2])
        elif kind == "w":
            t.write_file(args[0], args[1])
        elif kind == "r":
            t.read(args[0], args[1])
        elif kind == "rej":
            t.rejected(args[0])
        else:
            raise ValueError(f"unknown step {kind!r}")


@dataclass
class Case:
    name: str
    stack: str
    shape: str
    variation: str
    lang: str
    project_dir: str
    steps: Callable[[random.Random], list[Step]]
    expected: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)

    def build(self, index: int) -> T:
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/{SEED}/{self.name}"))
        start = datetime(2026, 11, 21, 7, 40, tzinfo=timezone.utc) + timedelta(days=index % 13, minutes=41 * index)
        branch = ["main", "dev", "fix/env", "feature/ci", "trunk"][index % 5]
        t = T(session_id=sid, cwd=self.project_dir, branch=branch, start=start)
        run(t, self.steps(random.Random(f"{SEED}/{self.name}")))
        return t

    def label(self) -> dict[str, Any]:
        exp = [dict(sorted({"id": f"e{i}", **e}.items())) for i, e in enumerate(self.expected, 1)]
        return {"expected": exp, "lang": self.lang, "project_dir": self.project_dir, "shape": self.shape,
                "stack": self.stack, "traps": list(self.traps), "variation": self.variation}


CASES: list[Case] = []


def case(name: str, stack: str, shape: str, variation: str, project_dir: str, *, lang: str = "en",
         expected: list[dict[str, Any]] | None = None, traps: list[str] | None = None,
         ) -> Callable[[Callable[[random.Random], list[Step]]], Callable[[random.Random], list[Step]]]:
    def register(steps: Callable[[random.Random], list[Step]]) -> Callable[[random.Random], list[Step]]:
        CASES.append(Case(name, stack, shape, variation, lang, project_dir, steps,
                          list(expected or []), list(traps or [])))
        return steps
    return register


def fix(error: str, *groups: list[str], kind: str = "bugfix") -> dict[str, Any]:
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": [list(g) for g in groups]}


def agent(*groups: list[str]) -> dict[str, Any]:
    return {"source": "agent", "kind": "lesson", "must_contain_any": [list(g) for g in groups]}


def pad(rng: random.Random, templates: list[str], lines: list[str], before: int = 4, after: int = 1) -> str:
    """Seeded filler lines from templates (`{i}` a counter, `{h}` hex, `{k}` a number) around `lines`."""
    def fill(n: int, off: int) -> list[str]:
        return [rng.choice(templates).format(i=off + i + 1, h=f"{rng.getrandbits(28):07x}", k=rng.randint(3, 700))
                for i in range(n)]
    return "\n".join(fill(before, 0) + lines + fill(after, before))
