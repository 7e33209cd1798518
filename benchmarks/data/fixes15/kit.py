"""Helpers for the fixes15 cases (round 32): a step player, a case registry, two session templates.

Built on benchmarks/cc_transcript.py. `T` adds thinking blocks and Read calls. `play(t, steps)` plays:

    ("u", text)                     the user writes
    ("s", text)                     the agent writes
    ("th", text)                    a thinking block
    ("b", command, output[, n])     a Bash call (exit 0, or exit n)
    ("r", path, text)               a Read call
    ("e", path, old, new)           an Edit call
    ("w", path, content)            a Write call

Every session shows one failure twice, printed differently the second time. `mem()` registers a
session with one memory: ask, the failure, what lay between, the failure again (another line,
path, port, seed, colour, language or length), the change, the passing rerun, a closing line.
`none()` registers a session without memory from a step list. Each case records its `reprint`
(the command, the telling line as first printed and as printed again) for reprints.json.
Filler output comes from `pad(rng, lines)`, seeded per case.
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

SEED = "fixes15"
Step = Sequence[Any]


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


def play(t: T, steps: Sequence[Step]) -> None:
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
        else:
            raise ValueError(f"unknown step {kind!r}")


FILLER = ["loading {k} modules ({h})", "  reused cache {h} in {i}.{k}s", "stage {i}: {k} items",
          "[{h}] scanned {k} files", "  done {i} ({k} ms)", "config: {k} keys read ({h})"]


def pad(rng: random.Random, lines: Sequence[str] | str, before: int = 2) -> str:
    """Seeded filler lines in front of `lines` (a tool's chatter before what matters)."""
    body = [lines] if isinstance(lines, str) else list(lines)
    fill = [rng.choice(FILLER).format(i=i + 1, h=f"{rng.getrandbits(28):07x}", k=rng.randint(3, 700))
            for i in range(before)]
    return "\n".join(fill + body)


@dataclass
class Case:
    name: str
    stack: str
    shape: str
    variation: str
    lang: str
    project_dir: str
    steps: Any  # a callable taking the seeded Random and returning steps
    reprint: dict[str, str]
    expected: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)

    def build(self, index: int) -> T:
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/{SEED}/{self.name}"))
        start = datetime(2026, 11, 30, 7, 40, tzinfo=timezone.utc) + timedelta(days=index % 6, minutes=41 * index)
        branch = ["main", "develop", "fix/ci", "feat/report", "chore/bump"][index % 5]
        t = T(session_id=sid, cwd=self.project_dir, branch=branch, start=start)
        play(t, list(self.steps(random.Random(f"{SEED}/{self.name}"))))
        return t

    def label(self) -> dict[str, Any]:
        exp = [dict(sorted({"id": f"e{i}", **e}.items())) for i, e in enumerate(self.expected, 1)]
        return {"expected": exp, "lang": self.lang, "project_dir": self.project_dir, "shape": self.shape,
                "stack": self.stack, "traps": list(self.traps), "variation": self.variation}


CASES: list[Case] = []


def fix(error: str, *groups: list[str], kind: str = "bugfix") -> dict[str, Any]:
    return {"source": "fix", "kind": kind, "error": error, "must_contain_any": [list(g) for g in groups]}


def mem(name: str, stack: str, variation: str, pdir: str, *, ask: str, cmd: str, out1: Sequence[str], first: str,
        out2: Sequence[str], err: str, change: Sequence[Step], ok: Sequence[str], close: str,
        groups: list[list[str]], mid: Sequence[Step] = (), cmd2: str = "", rerun: str = "",
        kind: str = "bugfix", lang: str = "en", think: str = "", code: int = 1,
        traps: Sequence[str] = ()) -> None:
    """The failure, the same failure printed differently, the change, the passing rerun: one memory."""
    again = cmd2 or cmd

    def steps(rng: random.Random) -> list[Step]:
        s: list[Step] = [("u", ask), ("b", cmd, pad(rng, out1), code), *mid, ("b", again, pad(rng, out2, 1), code)]
        if think:
            s.append(("th", think))
        return s + list(change) + [("b", rerun or again, pad(rng, ok)), ("s", close)]
    CASES.append(Case(name, stack, "reprinted", variation, lang, pdir, steps,
                      {"command": cmd, "again": again, "first": first, "second": err, "passed": rerun or again},
                      [fix(err, *groups, kind=kind)], list(traps)))


def none(name: str, stack: str, shape: str, variation: str, pdir: str, steps: Any, *, cmd: str, first: str,
         second: str, traps: Sequence[str], cmd2: str = "", passed: str = "", lang: str = "en") -> None:
    """A session that must leave no memory; `first` / `second` are the two printings it shows."""
    CASES.append(Case(name, stack, shape, variation, lang, pdir, steps,
                      {"command": cmd, "again": cmd2 or cmd, "first": first, "second": second, "passed": passed},
                      [], list(traps)))
