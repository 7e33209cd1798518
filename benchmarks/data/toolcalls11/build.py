"""Write the toolcalls11 JSON files from the hand-written specs in specs/ (stdlib only).

Each spec defines PROJECT, ROOT, STACK, MEMORIES (a list of M(...)) and CALLS (a list
built with the call helpers below). Ids, permission modes and durations are not written
by hand: they come from random.Random("toolcalls11/<project>"), so two builds give the
same bytes.

    python3 build.py               # every spec
    python3 build.py ferrocast     # only the named specs
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = "toolcalls11/"  # why: one seed space per set, so ids never repeat another set's
ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def M(mid, kind, text, scope="project"):
    """A memory."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def _call(event, tool, tool_input, want, note, cwd, extra=None):
    return {"event": event, "tool": tool, "input": tool_input, "want": list(want),
            "note": note, "cwd": cwd, "extra": extra or {}}


def _bash_input(cmd, desc):
    return {"command": cmd, "description": desc}


def edit(path, old, new, want=(), note="", cwd=None):
    """PreToolUse of Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _call("PreToolUse", "Edit", ti, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    """PreToolUse of Write."""
    return _call("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    """PreToolUse of MultiEdit; pairs is a list of (old, new)."""
    ti = {"file_path": path, "edits": [{"old_string": o, "new_string": n} for o, n in pairs]}
    return _call("PreToolUse", "MultiEdit", ti, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None):
    """PreToolUse of NotebookEdit replacing one cell."""
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source, "edit_mode": "replace"}
    return _call("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None):
    """PreToolUse of Read: a control call."""
    return _call("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None):
    """PreToolUse of Bash."""
    return _call("PreToolUse", "Bash", _bash_input(cmd, desc), want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None):
    """PostToolUseFailure of a Bash command that exited non-zero."""
    return _call("PostToolUseFailure", "Bash", _bash_input(cmd, desc), want, note, cwd,
                 {"error": "Exit code %d\n%s" % (code, out.strip())})


def fail_read(path, error, want=(), note="", cwd=None):
    """PostToolUseFailure of a Read."""
    return _call("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd,
                 {"error": error})


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    """PostToolUseFailure of an Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _call("PostToolUseFailure", "Edit", ti, want, note, cwd, {"error": error})


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """PostToolUse of a Bash command that exited 0 (or whose failure a pipe hid)."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _call("PostToolUse", "Bash", _bash_input(cmd, desc), want, note, cwd, {"response": resp})


SPEC_NAMES = {f.__name__: f for f in (M, edit, write, multi, nb, read, bash, fail, fail_read,
                                      fail_edit, ran)}


def home_of(root):
    """/home/<user> of a root under /home."""
    return "/".join(root.split("/")[:3])


def absolute(root, p):
    """A spec path made absolute: as is, under the home for ~/, else under the root."""
    if p.startswith("/"):
        return p
    if p.startswith("~/"):
        return home_of(root) + p[1:]
    return root + "/" + p


def new_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def payload(c, root, session, prompt, mode, rng):
    """The hook's stdin for one call, as Claude Code 2.1.x writes it."""
    ti = dict(c["input"])
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    p = {"session_id": session,
         "transcript_path": "%s/.claude/projects/%s/%s.jsonl" % (home_of(root), slug, session),
         "cwd": absolute(root, c["cwd"]) if c["cwd"] else root,
         "prompt_id": prompt, "permission_mode": mode, "hook_event_name": c["event"],
         "tool_name": c["tool"], "tool_input": ti,
         "tool_use_id": "toolu_01" + "".join(rng.choice(ID_CHARS) for _ in range(22))}
    if c["event"] == "PostToolUse":
        p["tool_response"] = c["extra"]["response"]
        p["duration_ms"] = rng.randint(60, 25000)
    elif c["event"] == "PostToolUseFailure":
        p["error"] = c["extra"]["error"]
        p["is_interrupt"] = False
    return p


def build(spec):
    """Write <project>.json for one spec; return (project, memory count, call count)."""
    ns = dict(SPEC_NAMES)
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED + project)
    out, calls_left, prompt_left = [], 0, 0
    session = prompt = ""
    mode = "default"
    for n, c in enumerate(ns["CALLS"], 1):
        if calls_left <= 0:  # a new session every 8-16 calls
            session = new_uuid(rng)
            mode = rng.choice(["default", "acceptEdits", "default", "default"])
            calls_left, prompt_left = rng.randint(8, 16), 0
        if prompt_left <= 0:  # a new prompt every 2-6 calls
            prompt, prompt_left = new_uuid(rng), rng.randint(2, 6)
        calls_left -= 1
        prompt_left -= 1
        out.append({"id": "%s-c%03d" % (project, n), "event": c["event"],
                    "payload": payload(c, root, session, prompt, mode, rng),
                    "wanted": c["want"], "note": c["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memories": ns["MEMORIES"], "calls": out}
    text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    (HERE / (project + ".json")).write_text(text, encoding="utf-8")
    return project, len(doc["memories"]), len(out)


if __name__ == "__main__":
    names = sys.argv[1:]
    for spec in sorted((HERE / "specs").glob("*.py")):
        if not names or spec.stem in names:
            print("%s: %d memories, %d calls" % build(spec))
