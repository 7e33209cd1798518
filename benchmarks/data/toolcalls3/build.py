"""Turn specs/*.py into the toolcalls3 JSON files (stdlib only).

Each spec defines PROJECT, ROOT, STACK, MEMORIES (a list of M(...)) and CALLS
(a list of the call helpers below). This module adds what no person should have
to make up by hand -- session, prompt and tool_use ids, durations and permission
modes -- from a random.Random seeded with "toolcalls3/<project>", so a rebuild
is byte-identical.

    python3 build.py            # every spec
    python3 build.py inkwell    # just specs/inkwell.py
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = "toolcalls3/"  # why: ids here must not collide with or echo the earlier sets'
ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def M(mid, kind, text, scope="project"):
    """A memory as stored by the project's coding agent."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def _call(event, tool, ti, want, note, cwd, extra=None):
    return {"event": event, "tool": tool, "ti": ti, "want": list(want), "note": note,
            "cwd": cwd, "extra": extra or {}}


def _sh(cmd, desc, timeout=None):
    ti = {"command": cmd, "description": desc}
    if timeout:
        ti["timeout"] = timeout
    return ti


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": replace_all}
    return _call("PreToolUse", "Edit", ti, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    return _call("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    ti = {"file_path": path, "edits": [{"old_string": a, "new_string": b} for a, b in pairs]}
    return _call("PreToolUse", "MultiEdit", ti, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None, insert=False):
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source,
          "edit_mode": "insert" if insert else "replace"}
    if insert:
        ti["cell_type"] = "code"
    return _call("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None):
    return _call("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None, timeout=None):
    return _call("PreToolUse", "Bash", _sh(cmd, desc, timeout), want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None, timeout=None):
    """Bash exited non-zero; out is what it printed."""
    err = f"Exit code {code}\n{out.strip()}"
    return _call("PostToolUseFailure", "Bash", _sh(cmd, desc, timeout), want, note, cwd,
                 {"error": err})


def fail_read(path, error, want=(), note="", cwd=None):
    return _call("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd,
                 {"error": error})


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _call("PostToolUseFailure", "Edit", ti, want, note, cwd, {"error": error})


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """Bash returned exit 0 (or a pipe hid the exit code)."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _call("PostToolUse", "Bash", _sh(cmd, desc), want, note, cwd, {"response": resp})


SPEC_NAMES = {f.__name__: f for f in (M, edit, write, multi, nb, read, bash, fail, fail_read,
                                      fail_edit, ran)}


def home(root):
    return "/".join(root.split("/")[:3])


def resolve(root, p):
    if p.startswith("/"):
        return p
    if p.startswith("~/"):
        return home(root) + p[1:]
    return root + "/" + p


def make_payload(c, root, session, prompt, mode, rng):
    ti = dict(c["ti"])
    for k in ("file_path", "notebook_path"):
        if k in ti:
            ti[k] = resolve(root, ti[k])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    p = {
        "session_id": session,
        "transcript_path": f"{home(root)}/.claude/projects/{slug}/{session}.jsonl",
        "cwd": resolve(root, c["cwd"]) if c["cwd"] else root,
        "prompt_id": prompt,
        "permission_mode": mode,
        "hook_event_name": c["event"],
        "tool_name": c["tool"],
        "tool_input": ti,
        "tool_use_id": "toolu_01" + "".join(rng.choice(ID_CHARS) for _ in range(22)),
    }
    if c["event"] == "PostToolUse":
        p["tool_response"] = c["extra"]["response"]
        p["duration_ms"] = rng.randint(60, 15000)
    elif c["event"] == "PostToolUseFailure":
        p["error"] = c["extra"]["error"]
        p["is_interrupt"] = False
    return p


def build(spec):
    ns = dict(SPEC_NAMES)
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED + project)
    out_calls, left_s, left_p, session, prompt, mode = [], 0, 0, "", "", "default"
    for n, c in enumerate(ns["CALLS"], 1):
        if left_s <= 0:
            session = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            mode = rng.choice(["default", "acceptEdits", "default"])
            left_s, left_p = rng.randint(7, 15), 0
        if left_p <= 0:
            prompt = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            left_p = rng.randint(2, 5)
        left_s, left_p = left_s - 1, left_p - 1
        out_calls.append({"id": f"{project}-c{n:03d}", "event": c["event"],
                          "payload": make_payload(c, root, session, prompt, mode, rng),
                          "wanted": c["want"], "note": c["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memories": ns["MEMORIES"], "calls": out_calls}
    (HERE / f"{project}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n",
                                          encoding="utf-8")
    return project, len(doc["memories"]), len(out_calls)


if __name__ == "__main__":
    specs = sorted((HERE / "specs").glob("*.py"))
    if sys.argv[1:]:
        specs = [s for s in specs if s.stem in sys.argv[1:]]
    for s in specs:
        print("%s: %d memories, %d calls" % build(s))
