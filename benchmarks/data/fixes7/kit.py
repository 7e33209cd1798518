"""Step language for the fixes7 cases: each case is a list of steps played into a
`benchmarks/cc_transcript.Transcript`, plus Read / Grep / thinking records written in
Claude Code's shape (the helpers in cc_transcript.py cover Bash, Edit, Write and text)."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from typing import Any

from cc_transcript import Transcript

REJECTED = (
    "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it "
    "was a file edit, the new_string was NOT written to the file). STOP what you are doing and "
    "wait for the user to tell you how to proceed."
)

CASES: list[dict[str, Any]] = []


def case(name, stack, shape, variation, lang, cwd, steps, expected=(), traps=()):
    CASES.append(
        {
            "name": name,
            "stack": stack,
            "shape": shape,
            "variation": variation,
            "lang": lang,
            "cwd": cwd,
            "steps": steps,
            "expected": list(expected),
            "traps": list(traps),
        }
    )


def fix(kind, groups, error, n=1):
    return {"id": f"e{n}", "source": "fix", "kind": kind, "must_contain_any": groups, "error": error}


def agent(groups, n=1):
    return {"id": f"e{n}", "source": "agent", "kind": "lesson", "must_contain_any": groups}


# steps ------------------------------------------------------------------------------
def U(text):
    return ("user", text)


def A(text):
    return ("say", text)


def T(text):
    return ("think", text)


def B(cmd, out, rc=0, desc=""):
    return ("bash", cmd, out, rc, desc)


def TO(cmd, out, desc=""):
    return ("timeout", cmd, out, desc)


def E(path, old, new):
    return ("edit", path, old, new)


def W(path, content):
    return ("writef", path, content)


def R(path, content):
    return ("read", path, content)


def G(pattern, files):
    return ("grep", pattern, files)


def REJ(cmd):
    """A Bash call the user rejected at the permission prompt, then the interruption."""
    return ("reject", cmd)


def INT():
    """The user pressed Esc while the agent was answering."""
    return ("user", "[Request interrupted by user]")


def noise(rng: random.Random, templates: list[str], n: int) -> list[str]:
    """n progress lines, each template filled with {n} (a number) and {h} (a short hex)."""
    out = []
    for _ in range(n):
        t = rng.choice(templates)
        out.append(t.format(n=rng.randint(1, 999), h="%07x" % rng.getrandbits(28)))
    return out


def buried(rng, templates, before, decisive, after):
    """Tool output with the decisive lines between `before` and `after` noise lines."""
    lines = noise(rng, templates, before) + decisive + noise(rng, templates, after)
    return "\n".join(lines)


# playing ----------------------------------------------------------------------------
def _think(t: Transcript, text: str) -> None:
    t._assistant({"type": "thinking", "thinking": text, "signature": "sig-" + t._id("th")[3:]})


def _read(t: Transcript, path: str, content: str) -> None:
    tool_id = t._id("toolu")
    t._assistant({"type": "tool_use", "id": tool_id, "name": "Read", "input": {"file_path": path}})
    lines = content.split("\n")
    numbered = "\n".join(f"{i:>6}\u2192{line}" for i, line in enumerate(lines, 1))
    extra = {
        "type": "text",
        "file": {
            "filePath": path,
            "content": content,
            "numLines": len(lines),
            "startLine": 1,
            "totalLines": len(lines),
        },
    }
    t._result(tool_id, numbered, False, extra)


def _grep(t: Transcript, pattern: str, files: list[str]) -> None:
    tool_id = t._id("toolu")
    t._assistant(
        {
            "type": "tool_use",
            "id": tool_id,
            "name": "Grep",
            "input": {"pattern": pattern, "output_mode": "files_with_matches"},
        }
    )
    if files:
        text = f"Found {len(files)} file{'s' if len(files) > 1 else ''}\n" + "\n".join(files)
    else:
        text = "No files found"
    extra = {"mode": "files_with_matches", "filenames": files, "numFiles": len(files)}
    t._result(tool_id, text, False, extra)


def play(c: dict[str, Any], index: int) -> Transcript:
    sid_rng = random.Random(f"fixes7/{c['name']}/sid")
    sid = "%08x-%04x-4%03x-8%03x-%012x" % (
        sid_rng.getrandbits(32),
        sid_rng.getrandbits(16),
        sid_rng.getrandbits(12),
        sid_rng.getrandbits(12),
        sid_rng.getrandbits(48),
    )
    start = datetime(2026, 11, 16, 8, 0, tzinfo=timezone.utc) + timedelta(hours=7 * index)
    t = Transcript(session_id=sid, cwd=c["cwd"], branch=c.get("branch", "main"), start=start)
    for step in c["steps"]:
        kind = step[0]
        if kind == "user":
            t.user(step[1])
        elif kind == "say":
            t.say(step[1])
        elif kind == "think":
            _think(t, step[1])
        elif kind == "bash":
            t.bash(step[1], step[2], exit_code=step[3], description=step[4])
        elif kind == "timeout":
            t.bash(step[1], step[2], description=step[3], interrupted=True)
        elif kind == "edit":
            t.edit(step[1], step[2], step[3])
        elif kind == "writef":
            t.write_file(step[1], step[2])
        elif kind == "read":
            _read(t, step[1], step[2])
        elif kind == "grep":
            _grep(t, step[1], step[2])
        elif kind == "reject":
            tool_id = t._id("toolu")
            t._assistant(
                {
                    "type": "tool_use",
                    "id": tool_id,
                    "name": "Bash",
                    "input": {"command": step[1], "description": "Run a command"},
                }
            )
            t._result(tool_id, REJECTED, True, "Error: " + REJECTED)
            t.user("[Request interrupted by user for tool use]")
        else:
            raise ValueError(f"{c['name']}: unknown step {kind!r}")
    return t
