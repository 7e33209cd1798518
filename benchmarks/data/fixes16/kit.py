"""Helpers for the fixes16 cases (round 33): a step player, a case registry, two session templates.

Built on benchmarks/cc_transcript.py. `T` adds thinking blocks and Read calls. `play(t, steps)` plays:

    ("u", text)                     the user writes
    ("s", text)                     the agent writes
    ("th", text)                    a thinking block
    ("b", command, output[, n])     a Bash call (exit 0, or exit n)
    ("r", path, text)               a Read call
    ("e", path, old, new)           an Edit call
    ("w", path, content)            a Write call

Every session runs a chain (`a && b`, a pipeline, `make ci`, `npm run verify`, a shell script,
`pre-commit run`, a task runner) and one step of it fails. `mem()` registers a session with one
memory: ask, the chain failing in one step, an optional look, the change to that step, the chain
(or the step alone) passing, a closing line. `none()` registers a session without memory from a
step list. Each case records its `chain` entry (the chain, the failing step, the error, the
command that passed, the error after the change) for chains.json. Filler comes from `pad(rng,
lines)`, seeded per case.
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

SEED = "fixes16"
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


FILLER = ["cache {h}: {k} entries", "  resolved {k} paths in {i}.{k}ms", "[{i}/{k}] scanning ({h})",
          "checked {k} files ({h})", "  ok {i} ({k} ms)", "env: {k} vars, profile {h}"]


def pad(rng: random.Random, lines: Sequence[str] | str, before: int = 1) -> str:
    """Seeded filler lines in front of `lines` (a runner's chatter before what matters)."""
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
    chain: dict[str, str]
    expected: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)

    def build(self, index: int) -> T:
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/{SEED}/{self.name}"))
        start = datetime(2026, 12, 1, 8, 5, tzinfo=timezone.utc) + timedelta(days=index % 5, minutes=37 * index)
        branch = ["main", "ci/green", "fix/lint", "develop", "feat/export"][index % 5]
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


def mem(name: str, stack: str, variation: str, pdir: str, *, ask: str, chain: str, step: str, out: Sequence[str],
        err: str, change: Sequence[Step], ok: Sequence[str], close: str, groups: list[list[str]],
        look: Sequence[Step] = (), passed: str = "", kind: str = "bugfix", lang: str = "en", think: str = "",
        code: int = 1) -> None:
    """The chain fails in one step, the change to that step, the chain (or the step alone) passes: one memory."""
    def steps(rng: random.Random) -> list[Step]:
        s: list[Step] = [("u", ask), ("b", chain, pad(rng, out), code), *look]
        if think:
            s.append(("th", think))
        return s + list(change) + [("b", passed or chain, pad(rng, ok)), ("s", close)]
    CASES.append(Case(name, stack, "one_link", variation, lang, pdir, steps,
                      {"chain": chain, "step": step, "error": err, "passed": passed or chain, "after": ""},
                      [fix(err, *groups, kind=kind)], []))


def none(name: str, stack: str, shape: str, variation: str, pdir: str, steps: Any, *, chain: str, step: str,
         err: str, traps: Sequence[str], passed: str = "", after: str = "", lang: str = "en") -> None:
    """A session that must leave no memory; traps[1] is the failing step's error."""
    CASES.append(Case(name, stack, shape, variation, lang, pdir, steps,
                      {"chain": chain, "step": step, "error": err, "passed": passed, "after": after},
                      [], list(traps)))
