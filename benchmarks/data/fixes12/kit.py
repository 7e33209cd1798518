"""Helpers for the fixes12 cases (round 29): extra record kinds, a step player, a case registry.

Built on benchmarks/cc_transcript.py. `T` adds a thinking block, Read, Grep (content mode)
and MultiEdit calls, and a Bash call rejected at the permission prompt. `run(t, steps)` plays:

    ("u", text)                     the user writes
    ("s", text)                     the agent writes
    ("th", text)                    a thinking block
    ("b", command, output[, n])     a Bash call (exit 0, or exit n)
    ("r", path, text)               a Read call
    ("g", pattern, hits)            a Grep call; hits are "file:line:text" lines
    ("e", path, old, new)           an Edit call
    ("m", path, [(old, new), ...])  a MultiEdit call
    ("w", path, content)            a Write call
    ("rej", command)                a Bash call rejected at the prompt

`add` registers a session; `fix` and `agent` build expected memories; `edit_fix` is the
usual shape: ask, fail, look, change, the same command again passing, a closing line.
"""

from __future__ import annotations

import random
import sys
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.cc_transcript import Transcript  # noqa: E402

SEED = "fixes12"
REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected "
    "(eg. if it was a file edit, the new_string was NOT written to the file). STOP what "
    "you are doing and wait for the user to tell you how to proceed."
)
Step = Sequence[Any]


class T(Transcript):
    def think(self, text: str) -> None:
        self._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})

    def _tool(self, name: str, inp: dict[str, Any]) -> str:
        tid = self._id("toolu")
        self._assistant({"type": "tool_use", "id": tid, "name": name, "input": inp})
        return tid

    def read(self, path: str, text: str) -> None:
        tid = self._tool("Read", {"file_path": path})
        lines = text.split("\n")
        shown = "\n".join(f"{n:>6}\u2192{line}" for n, line in enumerate(lines, 1))
        meta = {"filePath": path, "content": text, "numLines": len(lines), "startLine": 1,
                "totalLines": len(lines)}
        self._result(tid, shown, False, {"type": "text", "file": meta})

    def grep(self, pattern: str, hits: list[str]) -> None:
        tid = self._tool("Grep", {"pattern": pattern, "output_mode": "content", "-n": True})
        body = "\n".join(hits) if hits else "No matches found"
        files = sorted({h.split(":", 1)[0] for h in hits})
        self._result(tid, body, False, {"mode": "content", "numFiles": len(files), "filenames": files,
                                        "content": body, "numLines": len(hits)})

    def multi(self, path: str, edits: list[tuple[str, str]]) -> None:
        spec = [{"old_string": o, "new_string": n} for o, n in edits]
        tid = self._tool("MultiEdit", {"file_path": path, "edits": spec})
        lines = [f"{i}. Replaced \"{o[:40]}\" with \"{n[:40]}\"" for i, (o, n) in enumerate(edits, 1)]
        body = f"Applied {len(edits)} edits to {path}:\n" + "\n".join(lines)
        self._result(tid, body, False, {"filePath": path, "edits": spec, "originalFileContents": "",
                                        "structuredPatch": [], "userModified": False})

    def rejected(self, command: str) -> None:
        tid = self._id("toolu")
        self._assistant({"type": "tool_use", "id": tid, "name": "Bash",
                         "input": {"command": command, "description": "Run a command"},
                         "caller": {"type": "direct"}})
        self._result(tid, REJECTED, True, f"Error: {REJECTED}")
        self.user("[Request interrupted by user for tool use]")


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
        elif kind == "r":
            t.read(args[0], args[1])
        elif kind == "g":
            t.grep(args[0], list(args[1]))
        elif kind == "e":
            t.edit(args[0], args[1], args[2])
        elif kind == "m":
            t.multi(args[0], list(args[1]))
        elif kind == "w":
            t.write_file(args[0], args[1])
        elif kind == "rej":
            t.rejected(args[0])
        else:
            raise ValueError(f"unknown step {kind!r}")


FILLER = ["collected {k} items", "  ok {i} - cached ({h})", "Compiling dep-{h} v0.{i}.{k}",
          "[{h}] resolved {k} packages", "  PASS  case_{i} ({k} ms)"]


def pad(rng: random.Random, lines: list[str], before: int = 3) -> str:
    """Seeded filler lines in front of `lines` (a tool's chatter before what matters)."""
    fill = [rng.choice(FILLER).format(i=i + 1, h=f"{rng.getrandbits(28):07x}", k=rng.randint(3, 700))
            for i in range(before)]
    return "\n".join(fill + lines)


@dataclass
class Case:
    name: str
    stack: str
    shape: str
    variation: str
    lang: str
    project_dir: str
    steps: Any  # list of steps, or a callable taking the seeded Random
    expected: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)

    def build(self, index: int) -> T:
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/{SEED}/{self.name}"))
        start = datetime(2026, 11, 24, 8, 5, tzinfo=timezone.utc) + timedelta(days=index % 11, minutes=37 * index)
        branch = ["main", "develop", "fix/build", "feat/api", "chore/deps"][index % 5]
        t = T(session_id=sid, cwd=self.project_dir, branch=branch, start=start)
        rng = random.Random(f"{SEED}/{self.name}")
        run(t, self.steps(rng) if callable(self.steps) else self.steps)
        return t

    def label(self) -> dict[str, Any]:
        exp = []
        for i, e in enumerate(self.expected, 1):
            e = {"id": f"e{i}", **e}
            if e.get("kind") == "auto":  # a way to write code or config again: lesson; a repaired file: bugfix
                e["kind"] = "lesson" if self.shape in LESSON_SHAPES else "bugfix"
            exp.append(dict(sorted(e.items())))
        return {"expected": exp, "lang": self.lang, "project_dir": self.project_dir, "shape": self.shape,
                "stack": self.stack, "traps": list(self.traps), "variation": self.variation}


CASES: list[Case] = []
LESSON_SHAPES = ("import_path", "config_key", "type_fix")


def add(name: str, stack: str, shape: str, variation: str, project_dir: str, steps: Any, *,
        lang: str = "en", expected: list[dict[str, Any]] | None = None, traps: list[str] | None = None) -> None:
    CASES.append(Case(name, stack, shape, variation, lang, project_dir, steps, list(expected or []),
                      list(traps or [])))


def fix(error: str, *groups: list[str], kind: str = "auto") -> dict[str, Any]:
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": [list(g) for g in groups]}


def agent(*groups: list[str]) -> dict[str, Any]:
    return {"source": "agent", "kind": "lesson", "must_contain_any": [list(g) for g in groups]}


def edit_fix(ask: str, cmd: str, fail: str, middle: list[Step], ok: str, end: str, code: int = 1) -> list[Step]:
    """Ask, the command fails, the middle steps (reads, greps, the edit), the same command passes."""
    return [("u", ask), ("b", cmd, fail, code), *middle, ("b", cmd, ok), ("s", end)]
