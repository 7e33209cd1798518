"""Helpers for the fixes13 cases (round 30): extra record kinds, a step player, a case registry.

Built on benchmarks/cc_transcript.py. `T` adds thinking blocks, Read, Task (a subagent's
report) and WebFetch (a docs page) calls. `run(t, steps)` plays:

    ("u", text)                     the user writes
    ("s", text)                     the agent writes
    ("th", text)                    a thinking block
    ("b", command, output[, n])     a Bash call (exit 0, or exit n)
    ("r", path, text)               a Read call
    ("e", path, old, new)           an Edit call
    ("w", path, content)            a Write call
    ("task", description, report)   a Task call (subagent) and the report it returned
    ("doc", url, text)              a WebFetch call and the page summary it returned

`add` registers a session; `fix` and `agent` build expected memories. Filler output comes
from `pad(rng, lines)`, seeded per case. `Case.build` puts two to four seeded repo chores
(`git status`, `git log`, `df`, ...) right after each session's first failing command.
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

SEED = "fixes13"
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

    def task(self, description: str, report: str) -> None:
        prompt = f"{description}. Investigate only; do not edit files. Report the cause and the smallest fix."
        tid = self._tool("Task", {"description": description, "prompt": prompt, "subagent_type": "general-purpose"})
        content = [{"type": "text", "text": report}]
        self._result(tid, content, False, {"status": "completed", "prompt": prompt, "content": content,
                                           "totalToolUseCount": 6, "totalTokens": 18211})

    def fetch(self, url: str, text: str) -> None:
        tid = self._tool("WebFetch", {"url": url, "prompt": "What does this page say about the error or option?"})
        self._result(tid, text, False, {"bytes": 18000 + len(text), "code": 200, "codeText": "OK",
                                        "result": text, "durationMs": 812, "url": url})


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
        elif kind == "e":
            t.edit(args[0], args[1], args[2])
        elif kind == "w":
            t.write_file(args[0], args[1])
        elif kind == "task":
            t.task(args[0], args[1])
        elif kind == "doc":
            t.fetch(args[0], args[1])
        else:
            raise ValueError(f"unknown step {kind!r}")


FILLER = ["resolved {k} packages in {i}.{k}s", "  ok {i} - cached ({h})", "Compiling dep-{h} v0.{i}.{k}",
          "[{h}] {k} files checked", "  PASS  case_{i} ({k} ms)", "info: step {i}/{k} ({h})"]


def pad(rng: random.Random, lines: list[str], before: int = 3) -> str:
    """Seeded filler lines in front of `lines` (a tool's chatter before what matters)."""
    fill = [rng.choice(FILLER).format(i=i + 1, h=f"{rng.getrandbits(28):07x}", k=rng.randint(3, 700))
            for i in range(before)]
    return "\n".join(fill + lines)


SUBJECTS = ["wip", "tidy imports", "bump dev deps", "ci: cache the toolchain", "docs: usage section",
            "rename helper", "drop dead code", "review notes", "lockfile refresh", "typo in help text"]


def df(used: int) -> str:
    return f"/dev/nvme0n1p2  468G  {used}G  {468 - used}G  {round(100 * used / 468)}% /"


def chores(rng: random.Random, branch: str) -> list[Step]:
    """Two to four seeded repo chores the agent runs right after the first failure (the work that
    puts distance between a failure and its fix; none of them touches the failure)."""
    def log() -> str:
        return "\n".join(f"{rng.getrandbits(28):07x} {rng.choice(SUBJECTS)}" for _ in range(3))
    pool: list[Step] = [
        ("b", "git status --short", rng.choice(["", " M README.md", "?? notes.txt", " M .gitignore\n?? tmp/"])),
        ("b", "git log --oneline -3", log()),
        ("b", "git status -sb | head -1", f"## {branch}...origin/{branch}" + rng.choice(["", " [behind 1]", " [ahead 2]"])),
        ("b", "df -h . | tail -1", df(rng.randint(120, 400))),
        ("b", "git diff --stat HEAD~1", f" {rng.randint(2, 9)} files changed, {rng.randint(3, 140)} insertions(+), {rng.randint(0, 60)} deletions(-)"),
    ]
    rng.shuffle(pool)
    return pool[:rng.randint(2, 4)]


@dataclass
class Case:
    name: str
    stack: str
    shape: str
    variation: str
    lang: str
    project_dir: str
    steps: Any  # a callable taking the seeded Random and returning steps
    expected: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)

    def build(self, index: int) -> T:
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/{SEED}/{self.name}"))
        start = datetime(2026, 11, 26, 7, 40, tzinfo=timezone.utc) + timedelta(days=index % 9, minutes=41 * index)
        branch = ["main", "dev", "fix/ci", "feat/sync", "chore/upgrade", "wip"][index % 6]
        t = T(session_id=sid, cwd=self.project_dir, branch=branch, start=start)
        rng = random.Random(f"{SEED}/{self.name}")
        steps = list(self.steps(rng) if callable(self.steps) else self.steps)
        first_fail = next(i for i, s in enumerate(steps) if s[0] == "b" and len(s) > 3 and s[3])
        steps[first_fail + 1:first_fail + 1] = chores(random.Random(f"{SEED}/{self.name}/chores"), branch)
        run(t, steps)
        return t

    def label(self) -> dict[str, Any]:
        exp = [dict(sorted({"id": f"e{i}", **e}.items())) for i, e in enumerate(self.expected, 1)]
        return {"expected": exp, "lang": self.lang, "project_dir": self.project_dir, "shape": self.shape,
                "stack": self.stack, "traps": list(self.traps), "variation": self.variation}


CASES: list[Case] = []


def add(name: str, stack: str, shape: str, variation: str, project_dir: str, steps: Any, *,
        lang: str = "en", expected: list[dict[str, Any]] | None = None, traps: list[str] | None = None) -> None:
    CASES.append(Case(name, stack, shape, variation, lang, project_dir, steps, list(expected or []),
                      list(traps or [])))


def fix(error: str, *groups: list[str], kind: str = "bugfix") -> dict[str, Any]:
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": [list(g) for g in groups]}


def agent(*groups: list[str]) -> dict[str, Any]:
    return {"source": "agent", "kind": "lesson", "must_contain_any": [list(g) for g in groups]}
