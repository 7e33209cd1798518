"""Helpers for the fixes10 cases (round 27): record kinds Claude Code writes, and a registry.

On top of benchmarks/cc_transcript.py: a thinking block, a Read call, a Grep call, a Bash
call the user rejected at the permission prompt (then "[Request interrupted by user for
tool use]"), a plain "[Request interrupted by user]". `noisy` pads a tool's output with
seeded filler lines. `case` registers one session in CASES.
"""

from __future__ import annotations

import random
import sys
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.cc_transcript import Transcript  # noqa: E402

SEED = "fixes10"
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
        meta = {"filePath": path, "content": text, "numLines": len(lines), "startLine": 1, "totalLines": len(lines)}
        self._result(tid, shown, False, {"type": "text", "file": meta})

    def grep(self, pattern: str, path: str, hits: list[str]) -> None:
        """A Grep call in content mode; `hits` are `file:line:text` lines."""
        tid = self._id("toolu")
        self._assistant(
            {
                "type": "tool_use",
                "id": tid,
                "name": "Grep",
                "input": {"pattern": pattern, "path": path, "output_mode": "content", "-n": True},
            }
        )
        body = "\n".join(hits) if hits else "No matches found"
        files = sorted({h.split(":", 1)[0] for h in hits})
        extra = {"mode": "content", "numFiles": len(files), "filenames": files, "content": body, "numLines": len(hits)}
        self._result(tid, body, False, extra)

    def rejected(self, command: str, description: str = "Run a command") -> None:
        tid = self._id("toolu")
        self._assistant(
            {
                "type": "tool_use",
                "id": tid,
                "name": "Bash",
                "input": {"command": command, "description": description},
                "caller": {"type": "direct"},
            }
        )
        self._result(tid, REJECTED, True, f"Error: {REJECTED}")
        self.user("[Request interrupted by user for tool use]")

    def interrupt(self) -> None:
        self.user("[Request interrupted by user]")


CASES: list[Case] = []


@dataclass
class Case:
    name: str
    stack: str
    shape: str
    variation: str
    lang: str
    project_dir: str
    play: Callable[[T, random.Random], None]
    expected: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)

    def build(self, index: int) -> T:
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/{SEED}/{self.name}"))
        start = datetime(2026, 11, 14, 8, 10, tzinfo=timezone.utc) + timedelta(days=index % 17, minutes=37 * index)
        branch = ["main", "fix/build", "develop", "wip", "chore/deps", "trunk"][index % 6]
        t = T(session_id=sid, cwd=self.project_dir, branch=branch, start=start)
        self.play(t, random.Random(f"{SEED}/{self.name}"))
        return t

    def label(self) -> dict[str, Any]:
        exp = [dict(sorted({"id": f"e{i}", **e}.items())) for i, e in enumerate(self.expected, 1)]
        return {
            "expected": exp,
            "lang": self.lang,
            "project_dir": self.project_dir,
            "shape": self.shape,
            "stack": self.stack,
            "traps": list(self.traps),
            "variation": self.variation,
        }


def case(name: str, stack: str, shape: str, variation: str, project_dir: str, *,
         lang: str = "en", expected: list[dict[str, Any]] | None = None,
         traps: list[str] | None = None) -> Callable[[Callable[[T, random.Random], None]], Callable[[T, random.Random], None]]:
    def register(play: Callable[[T, random.Random], None]) -> Callable[[T, random.Random], None]:
        CASES.append(Case(name, stack, shape, variation, lang, project_dir, play, list(expected or []), list(traps or [])))
        return play
    return register


def fix(error: str, *groups: list[str], kind: str = "bugfix") -> dict[str, Any]:
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": [list(g) for g in groups]}


def agent(*groups: list[str]) -> dict[str, Any]:
    return {"source": "agent", "kind": "lesson", "must_contain_any": [list(g) for g in groups]}


def noisy(rng: random.Random, templates: list[str], lines: list[str], before: int = 6, after: int = 2) -> str:
    """Seeded filler from templates (`{i}` counts, `{h}` hex, `{k}` a number) around `lines`."""
    def fill(n: int, off: int) -> list[str]:
        return [rng.choice(templates).format(i=off + i + 1, h=f"{rng.getrandbits(24):06x}", k=rng.randint(2, 900))
                for i in range(n)]
    return "\n".join(fill(before, 0) + lines + fill(after, before))
