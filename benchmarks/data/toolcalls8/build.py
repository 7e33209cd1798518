"""Build the toolcalls8 JSON files from the hand-written specs/*.py (stdlib only).

A spec sets PROJECT, ROOT, STACK, MEMORIES (list of M(...)) and CALLS (list built
with the helpers below). Session ids, prompt ids, tool_use ids, permission modes and
durations are drawn from random.Random("toolcalls8/" + project), so rebuilding gives
byte-identical files.

    python3 build.py             # all specs
    python3 build.py quire-gem   # one spec
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_PREFIX = "toolcalls8/"  # why: keeps these ids apart from every earlier set's
TOOLU_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
SESSION_LEN = (6, 14)  # why: a working day is a handful of sessions of this many calls
PROMPT_LEN = (2, 6)  # why: tool calls per user prompt


def M(mid, kind, text, scope="project"):
    """One stored memory."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def _c(event, tool, tool_input, want, note, cwd, **extra):
    return {"event": event, "tool": tool, "input": tool_input, "want": list(want),
            "note": note, "cwd": cwd, "extra": extra}


def _bash_input(cmd, desc, timeout):
    d = {"command": cmd, "description": desc}
    if timeout:
        d["timeout"] = timeout
    return d


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    return _c("PreToolUse", "Edit", {"file_path": path, "old_string": old, "new_string": new,
                                     "replace_all": replace_all}, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    return _c("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    edits = [{"old_string": a, "new_string": b} for a, b in pairs]
    return _c("PreToolUse", "MultiEdit", {"file_path": path, "edits": edits}, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None, insert=False):
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source,
          "edit_mode": "insert" if insert else "replace"}
    if insert:
        ti["cell_type"] = "code"
    return _c("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None):
    return _c("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None, timeout=None):
    return _c("PreToolUse", "Bash", _bash_input(cmd, desc, timeout), want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None, timeout=None):
    """A Bash call that exited non-zero with `out` as its combined output."""
    return _c("PostToolUseFailure", "Bash", _bash_input(cmd, desc, timeout), want, note, cwd,
              error=f"Exit code {code}\n{out.strip()}")


def fail_read(path, error, want=(), note="", cwd=None):
    return _c("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd, error=error)


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _c("PostToolUseFailure", "Edit", ti, want, note, cwd, error=error)


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """A Bash call that exited 0 (or whose failure a pipe hid)."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _c("PostToolUse", "Bash", _bash_input(cmd, desc, None), want, note, cwd,
              response=resp)


HELPERS = {f.__name__: f for f in (M, edit, write, multi, nb, read, bash, fail, fail_read,
                                   fail_edit, ran)}


def _home(root):
    return "/".join(root.split("/")[:3])


def _abs(root, p):
    if p.startswith("/"):
        return p
    if p.startswith("~/"):
        return _home(root) + p[1:]
    return f"{root}/{p}"


def _payload(c, root, session, prompt, mode, rng):
    ti = dict(c["input"])
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = _abs(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    p = {"session_id": session,
         "transcript_path": f"{_home(root)}/.claude/projects/{slug}/{session}.jsonl",
         "cwd": _abs(root, c["cwd"]) if c["cwd"] else root,
         "prompt_id": prompt,
         "permission_mode": mode,
         "hook_event_name": c["event"],
         "tool_name": c["tool"],
         "tool_input": ti,
         "tool_use_id": "toolu_01" + "".join(rng.choice(TOOLU_ALPHABET) for _ in range(22))}
    if c["event"] == "PostToolUse":
        p["tool_response"] = c["extra"]["response"]
        p["duration_ms"] = rng.randint(80, 20000)
    elif c["event"] == "PostToolUseFailure":
        p["error"] = c["extra"]["error"]
        p["is_interrupt"] = False
    return p


def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def build(spec_path):
    ns = dict(HELPERS)
    exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED_PREFIX + project)
    calls, s_left, p_left = [], 0, 0
    session = prompt = ""
    mode = "default"
    for n, c in enumerate(ns["CALLS"], 1):
        if s_left <= 0:
            session, s_left, p_left = _uuid(rng), rng.randint(*SESSION_LEN), 0
            mode = rng.choice(["default", "default", "acceptEdits"])
        if p_left <= 0:
            prompt, p_left = _uuid(rng), rng.randint(*PROMPT_LEN)
        s_left -= 1
        p_left -= 1
        calls.append({"id": f"{project}-c{n:03d}", "event": c["event"],
                      "payload": _payload(c, root, session, prompt, mode, rng),
                      "wanted": c["want"], "note": c["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memories": ns["MEMORIES"], "calls": calls}
    out = HERE / f"{project}.json"
    out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return project, len(doc["memories"]), len(calls)


if __name__ == "__main__":
    chosen = sorted((HERE / "specs").glob("*.py"))
    if len(sys.argv) > 1:
        chosen = [s for s in chosen if s.stem in sys.argv[1:]]
    for spec in chosen:
        print("%s: %d memories, %d calls" % build(spec))
