"""Small additions to benchmarks/cc_transcript.py for the fixes8 cases (round 25).

Adds, in Claude Code's record shape: a thinking block, a Read call, a Bash call the user
rejected at the permission prompt (then "[Request interrupted by user for tool use]"), a
plain "[Request interrupted by user]", and a Bash call stopped by the tool timeout.
`Case` holds one session: its label fields and the steps that play it.
"""

from __future__ import annotations

import random
import sys
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.cc_transcript import Transcript  # noqa: E402

REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected "
    "(eg. if it was a file edit, the new_string was NOT written to the file). STOP what "
    "you are doing and wait for the user to tell you how to proceed."
)


class T(Transcript):
    def think(self, text: str) -> None:
        self._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})

    def read(self, path: str, text: str) -> None:
        tool_id = self._id("toolu")
        self._assistant(
            {"type": "tool_use", "id": tool_id, "name": "Read", "input": {"file_path": path}}
        )
        lines = text.split("\n")
        numbered = "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(lines, 1))
        extra = {
            "type": "text",
            "file": {
                "filePath": path,
                "content": text,
                "numLines": len(lines),
                "startLine": 1,
                "totalLines": len(lines),
            },
        }
        self._result(tool_id, numbered, False, extra)

    def rejected(self, command: str, description: str = "Run a command") -> None:
        tool_id = self._id("toolu")
        self._assistant(
            {
                "type": "tool_use",
                "id": tool_id,
                "name": "Bash",
                "input": {"command": command, "description": description},
                "caller": {"type": "direct"},
            }
        )
        self._result(tool_id, REJECTED, True, f"Error: {REJECTED}")
        self.user("[Request interrupted by user for tool use]")

    def interrupt(self) -> None:
        self.user("[Request interrupted by user]")

    def timeout(self, command: str, output: str) -> None:
        self.bash(command, output, interrupted=True)


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
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/fixes8/{self.name}"))
        start = datetime(2026, 11, 3, 8, 0, tzinfo=timezone.utc) + timedelta(
            days=index % 24, minutes=37 * index
        )
        branch = ["main", "dev", "fix/ci", "feature/upgrade", "chore/deps"][index % 5]
        t = T(session_id=sid, cwd=self.project_dir, branch=branch, start=start)
        self.play(t, random.Random(f"fixes8/{self.name}"))
        return t

    def label(self) -> dict[str, Any]:
        exp = []
        for i, e in enumerate(self.expected, 1):
            d = {"id": f"e{i}", **e}
            exp.append(dict(sorted(d.items())))
        return {
            "expected": exp,
            "lang": self.lang,
            "project_dir": self.project_dir,
            "shape": self.shape,
            "stack": self.stack,
            "traps": list(self.traps),
            "variation": self.variation,
        }


def fix(error: str, *groups: list[str], kind: str = "bugfix") -> dict[str, Any]:
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": [list(g) for g in groups]}


def agent(*groups: list[str]) -> dict[str, Any]:
    return {"source": "agent", "kind": "lesson", "must_contain_any": [list(g) for g in groups]}


def token(rng: random.Random, n: int, alphabet: str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def noise(rng: random.Random, templates: list[str], n: int) -> list[str]:
    """n lines drawn from templates, `{i}` a counter, `{h}` a short hex, `{k}` a size."""
    out = []
    for i in range(n):
        tpl = rng.choice(templates)
        out.append(
            tpl.format(i=i + 1, h=f"{rng.getrandbits(28):07x}", k=rng.randint(2, 900), p=rng.randint(1, 99))
        )
    return out


def joined(*parts: Any) -> str:
    lines: list[str] = []
    for p in parts:
        if isinstance(p, str):
            lines.append(p)
        else:
            lines.extend(p)
    return "\n".join(lines)
