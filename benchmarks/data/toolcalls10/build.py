"""Build the toolcalls10 JSON files from specs/*.py (stdlib only).

A spec sets PROJECT, ROOT, STACK, MEMORIES (list of M(...)) and CALLS (list of the
helpers below). Everything a person should not invent by hand -- session, prompt and
tool_use ids, permission modes, durations -- comes from random.Random seeded with
"toolcalls10/<project>", so running this twice gives byte-identical files.

    python3 build.py              # all specs
    python3 build.py gopher-cli   # one spec
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_PREFIX = "toolcalls10/"  # why: fixed by the brief; keeps ids distinct from other sets
TOOLU_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def M(mid, kind, text, scope="project"):
    """One memory."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def _c(event, tool, ti, want, note, cwd, extra=None):
    return {"event": event, "tool": tool, "ti": ti, "want": list(want), "note": note,
            "cwd": cwd, "extra": extra or {}}


def _cmd(cmd, desc):
    return {"command": cmd, "description": desc}


def edit(path, old, new, want=(), note="", cwd=None):
    """PreToolUse Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _c("PreToolUse", "Edit", ti, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    """PreToolUse Write."""
    return _c("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    """PreToolUse MultiEdit; pairs are (old, new)."""
    ti = {"file_path": path, "edits": [{"old_string": a, "new_string": b} for a, b in pairs]}
    return _c("PreToolUse", "MultiEdit", ti, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None):
    """PreToolUse NotebookEdit (replace a cell)."""
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source, "edit_mode": "replace"}
    return _c("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None):
    """PreToolUse Read (a control)."""
    return _c("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None):
    """PreToolUse Bash."""
    return _c("PreToolUse", "Bash", _cmd(cmd, desc), want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None):
    """PostToolUseFailure for a Bash command that exited non-zero."""
    return _c("PostToolUseFailure", "Bash", _cmd(cmd, desc), want, note, cwd,
              {"error": "Exit code %d\n%s" % (code, out.strip())})


def fail_read(path, error, want=(), note="", cwd=None):
    """PostToolUseFailure for a Read."""
    return _c("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd, {"error": error})


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    """PostToolUseFailure for an Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _c("PostToolUseFailure", "Edit", ti, want, note, cwd, {"error": error})


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """PostToolUse for Bash that returned 0 (or whose failure a pipe hid)."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _c("PostToolUse", "Bash", _cmd(cmd, desc), want, note, cwd, {"response": resp})


HELPERS = {f.__name__: f for f in (M, edit, write, multi, nb, read, bash, fail, fail_read,
                                   fail_edit, ran)}


def _home(root):
    return "/".join(root.split("/")[:3])


def _abs(root, p):
    if p.startswith("/"):
        return p
    if p.startswith("~/"):
        return _home(root) + p[1:]
    return root + "/" + p


def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def _payload(c, root, session, prompt, mode, rng):
    ti = dict(c["ti"])
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = _abs(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    p = {"session_id": session,
         "transcript_path": "%s/.claude/projects/%s/%s.jsonl" % (_home(root), slug, session),
         "cwd": _abs(root, c["cwd"]) if c["cwd"] else root,
         "prompt_id": prompt, "permission_mode": mode, "hook_event_name": c["event"],
         "tool_name": c["tool"], "tool_input": ti,
         "tool_use_id": "toolu_01" + "".join(rng.choice(TOOLU_ALPHABET) for _ in range(22))}
    if c["event"] == "PostToolUse":
        p["tool_response"] = c["extra"]["response"]
        p["duration_ms"] = rng.randint(80, 20000)
    elif c["event"] == "PostToolUseFailure":
        p["error"] = c["extra"]["error"]
        p["is_interrupt"] = False
    return p


def build(spec):
    """Write <project>.json from one spec; return (project, memories, calls)."""
    ns = dict(HELPERS)
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED_PREFIX + project)
    calls, left_s, left_p = [], 0, 0
    session = prompt = ""
    mode = "default"
    for n, c in enumerate(ns["CALLS"], 1):
        if left_s <= 0:
            session, mode = _uuid(rng), rng.choice(["default", "acceptEdits", "default"])
            left_s, left_p = rng.randint(8, 16), 0
        if left_p <= 0:
            prompt, left_p = _uuid(rng), rng.randint(2, 6)
        left_s -= 1
        left_p -= 1
        calls.append({"id": "%s-c%03d" % (project, n), "event": c["event"],
                      "payload": _payload(c, root, session, prompt, mode, rng),
                      "wanted": c["want"], "note": c["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memories": ns["MEMORIES"], "calls": calls}
    text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    (HERE / (project + ".json")).write_text(text, encoding="utf-8")
    return project, len(doc["memories"]), len(calls)


if __name__ == "__main__":
    chosen = sys.argv[1:]
    for spec in sorted((HERE / "specs").glob("*.py")):
        if not chosen or spec.stem in chosen:
            print("%s: %d memories, %d calls" % build(spec))
