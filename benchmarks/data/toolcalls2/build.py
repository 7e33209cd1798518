"""Build the toolcalls2 benchmark files from specs/*.py (stdlib only).

A spec is a small Python file that sets PROJECT, ROOT, STACK, MEMORIES and CALLS.
MEMORIES is a list of mem(...) results; CALLS is a list of the call helpers below
(pre_* for PreToolUse, failed_* for PostToolUseFailure, done_* for PostToolUse).
This script turns each call into the JSON payload Claude Code 2.1.x writes to a
hook's stdin. The parts a human should not have to invent (session ids, prompt ids,
tool_use ids, durations, permission modes) come from random.Random seeded with the
project name, so two builds write byte-identical files.

    python3 build.py              # all specs
    python3 build.py relay        # only specs/relay.py
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_PREFIX = "toolcalls2/"  # why: keeps this set's ids unrelated to any other set's


def mem(mid, kind, text, scope="project"):
    """One stored memory as the project's coding agent would have saved it."""
    return {"id": mid, "text": text, "kind": kind, "scope": scope}


def _c(event, tool, tool_input, want, note, cwd, response=None, error=None):
    return {
        "event": event,
        "tool": tool,
        "input": tool_input,
        "want": list(want),
        "note": note,
        "cwd": cwd,
        "response": response,
        "error": error,
    }


# PreToolUse -------------------------------------------------------------
def pre_edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    return _c(
        "PreToolUse",
        "Edit",
        {"file_path": path, "old_string": old, "new_string": new, "replace_all": replace_all},
        want,
        note,
        cwd,
    )


def pre_write(path, content, want=(), note="", cwd=None):
    return _c("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def pre_multi(path, pairs, want=(), note="", cwd=None):
    edits = [{"old_string": o, "new_string": n} for o, n in pairs]
    return _c("PreToolUse", "MultiEdit", {"file_path": path, "edits": edits}, want, note, cwd)


def pre_nb(path, cell_id, source, want=(), note="", cwd=None, mode="replace"):
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source, "edit_mode": mode}
    if mode == "insert":
        ti["cell_type"] = "code"
    return _c("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def pre_read(path, want=(), note="", cwd=None):
    return _c("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def _bash_input(command, desc, timeout):
    ti = {"command": command, "description": desc}
    if timeout:
        ti["timeout"] = timeout
    return ti


def pre_bash(command, desc, want=(), note="", cwd=None, timeout=None):
    return _c("PreToolUse", "Bash", _bash_input(command, desc, timeout), want, note, cwd)


# PostToolUseFailure ------------------------------------------------------
def failed_bash(command, desc, output, code=1, want=(), note="", cwd=None, timeout=None):
    """A Bash call that exited non-zero; output is what it printed (stdout+stderr)."""
    return _c(
        "PostToolUseFailure",
        "Bash",
        _bash_input(command, desc, timeout),
        want,
        note,
        cwd,
        error=f"Exit code {code}\n{output.strip()}",
    )


def failed_read(path, error, want=(), note="", cwd=None):
    return _c("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd, error=error)


def failed_edit(path, old, new, error, want=(), note="", cwd=None):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _c("PostToolUseFailure", "Edit", ti, want, note, cwd, error=error)


# PostToolUse -------------------------------------------------------------
def done_bash(command, desc, stdout, stderr="", want=(), note="", cwd=None):
    """A Bash call that returned exit 0 (or whose exit code a pipe swallowed)."""
    resp = {
        "stdout": stdout.strip("\n"),
        "stderr": stderr.strip("\n"),
        "interrupted": False,
        "isImage": False,
        "noOutputExpected": False,
    }
    return _c(
        "PostToolUse", "Bash", _bash_input(command, desc, None), want, note, cwd, response=resp
    )


def done_edit(path, old, new, want=(), note="", cwd=None):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    resp = {
        "filePath": path,
        "oldString": old,
        "newString": new,
        "originalFile": None,
        "structuredPatch": [],
        "userModified": False,
        "replaceAll": False,
    }
    return _c("PostToolUse", "Edit", ti, want, note, cwd, response=resp)


HELPERS = {
    f.__name__: f
    for f in (
        mem,
        pre_edit,
        pre_write,
        pre_multi,
        pre_nb,
        pre_read,
        pre_bash,
        failed_bash,
        failed_read,
        failed_edit,
        done_bash,
        done_edit,
    )
}


# assembly ----------------------------------------------------------------
def home_of(root):
    """/home/dev/src/x -> /home/dev; /Users/dev/src/x -> /Users/dev (macOS projects)."""
    return "/".join(root.split("/")[:3])


def absolute(root, path):
    """Spec paths are root-relative unless they start with / or ~/."""
    if path.startswith("/"):
        return path
    if path.startswith("~/"):
        return home_of(root) + path[1:]
    return f"{root}/{path}"


def tool_use_id(rng):
    chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    return "toolu_01" + "".join(rng.choice(chars) for _ in range(22))


def new_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def payload_for(call, root, session, prompt_id, mode, rng):
    ti = dict(call["input"])
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    p = {
        "session_id": session,
        "transcript_path": f"{home_of(root)}/.claude/projects/{slug}/{session}.jsonl",
        "cwd": absolute(root, call["cwd"]) if call["cwd"] else root,
        "prompt_id": prompt_id,
        "permission_mode": mode,
        "hook_event_name": call["event"],
        "tool_name": call["tool"],
        "tool_input": ti,
    }
    if call["event"] == "PostToolUse":
        resp = dict(call["response"])
        if "filePath" in resp:
            resp["filePath"] = ti["file_path"]
        p["tool_response"] = resp
    p["tool_use_id"] = tool_use_id(rng)
    if call["event"] == "PostToolUse":
        p["duration_ms"] = rng.randint(40, 12000)
    elif call["event"] == "PostToolUseFailure":
        p["error"] = call["error"]
        p["is_interrupt"] = False
    return p


def build(spec):
    ns = dict(HELPERS)
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED_PREFIX + project)
    calls, session_left, prompt_left = [], 0, 0
    session = prompt_id = mode = ""
    for n, call in enumerate(ns["CALLS"], 1):
        if session_left == 0:
            session = new_uuid(rng)
            mode = rng.choice(["default", "default", "acceptEdits"])
            session_left, prompt_left = rng.randint(8, 16), 0
        if prompt_left == 0:
            prompt_id = new_uuid(rng)
            prompt_left = rng.randint(2, 6)
        session_left -= 1
        prompt_left -= 1
        calls.append(
            {
                "id": f"{project}-c{n:03d}",
                "event": call["event"],
                "payload": payload_for(call, root, session, prompt_id, mode, rng),
                "wanted": call["want"],
                "note": call["note"],
            }
        )
    out = {
        "project": project,
        "root": root,
        "stack": ns["STACK"],
        "memories": ns["MEMORIES"],
        "calls": calls,
    }
    dest = HERE / f"{project}.json"
    dest.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return dest.name, len(out["memories"]), len(calls)


def main():
    specs = sorted((HERE / "specs").glob("*.py"))
    if sys.argv[1:]:
        specs = [s for s in specs if s.stem in sys.argv[1:]]
    for spec in specs:
        name, m, c = build(spec)
        print(f"{name}: {m} memories, {c} calls")


if __name__ == "__main__":
    main()
