"""Build the tool-call benchmark JSON files from specs/*.py (stdlib only).

Each spec file defines PROJECT, ROOT, MEMORIES (list of (id, kind, scope, text))
and CALLS (list built with the helpers below). Payloads are filled in here so
that every call carries the same common fields Claude Code sends on stdin.
Random parts (session ids, tool_use ids, durations) are seeded by the project
name, so rebuilding gives byte-identical files.

    python3 build.py          # writes <project>.json next to this file
"""
import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOME = "/home/dev"


# ---------------------------------------------------------------- helpers
def _call(event, tool, tool_input, want, note, cwd=None, **extra):
    return {"event": event, "tool": tool, "input": tool_input,
            "want": list(want or []), "note": note, "cwd": cwd, "extra": extra}


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    return _call("PreToolUse", "Edit", {"file_path": path, "old_string": old,
                 "new_string": new, "replace_all": replace_all}, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    return _call("PreToolUse", "Write", {"file_path": path, "content": content},
                 want, note, cwd)


def multiedit(path, edits, want=(), note="", cwd=None):
    return _call("PreToolUse", "MultiEdit", {"file_path": path, "edits": [
        {"old_string": o, "new_string": n} for o, n in edits]}, want, note, cwd)


def nbedit(path, cell_id, source, want=(), note="", cwd=None):
    return _call("PreToolUse", "NotebookEdit", {"notebook_path": path, "cell_id": cell_id,
                 "new_source": source, "edit_mode": "replace"}, want, note, cwd)


def read(path, want=(), note="", cwd=None):
    return _call("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def bash(command, desc, want=(), note="", cwd=None, timeout=None):
    ti = {"command": command, "description": desc}
    if timeout:
        ti["timeout"] = timeout
    return _call("PreToolUse", "Bash", ti, want, note, cwd)


def fail_bash(command, desc, output, want=(), note="", cwd=None, code=1, timeout=None):
    """PostToolUseFailure for a Bash call; output is what the shell printed."""
    ti = {"command": command, "description": desc}
    if timeout:
        ti["timeout"] = timeout
    return _call("PostToolUseFailure", "Bash", ti, want, note, cwd,
                 error=f"Exit code {code}\n{output.rstrip()}")


def fail_tool(tool, tool_input, error, want=(), note="", cwd=None):
    """PostToolUseFailure for a non-Bash tool (Read/Edit/Write)."""
    return _call("PostToolUseFailure", tool, tool_input, want, note, cwd, error=error)


def post_bash(command, desc, stdout, stderr="", want=(), note="", cwd=None):
    """PostToolUse for a Bash call that returned (exit 0 or masked by a pipe)."""
    return _call("PostToolUse", "Bash", {"command": command, "description": desc},
                 want, note, cwd, response={"stdout": stdout, "stderr": stderr,
                                            "interrupted": False, "isImage": False})


def post_edit(path, old, new, want=(), note="", cwd=None):
    return _call("PostToolUse", "Edit", {"file_path": path, "old_string": old,
                 "new_string": new, "replace_all": False}, want, note, cwd,
                 response={"filePath": path, "oldString": old, "newString": new,
                           "structuredPatch": [], "userModified": False,
                           "replaceAll": False})


HELPERS = dict(edit=edit, write=write, multiedit=multiedit, nbedit=nbedit, read=read,
               bash=bash, fail_bash=fail_bash, fail_tool=fail_tool,
               post_bash=post_bash, post_edit=post_edit)


# ---------------------------------------------------------------- assembly
def _abs(root, p):
    if p.startswith("/"):
        return p
    if p.startswith("~/"):
        return HOME + p[1:]
    return f"{root}/{p}"


def _toolu(rng):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    return "toolu_01" + "".join(rng.choice(alphabet) for _ in range(22))


def build(spec_path):
    ns = dict(HELPERS)
    exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random("toolcalls:" + project)
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    memories = [{"id": i, "text": t, "kind": k, "scope": s} for i, k, s, t in ns["MEMORIES"]]
    calls = []
    session, left = None, 0
    for n, c in enumerate(ns["CALLS"], 1):
        if left == 0:
            session = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            mode = rng.choice(["default", "default", "acceptEdits"])
            left = rng.randint(10, 18)
        left -= 1
        ti = dict(c["input"])
        for key in ("file_path", "notebook_path"):
            if key in ti:
                ti[key] = _abs(root, ti[key])
        payload = {
            "session_id": session,
            "transcript_path": f"{HOME}/.claude/projects/{slug}/{session}.jsonl",
            "cwd": _abs(root, c["cwd"]) if c["cwd"] else root,
            "permission_mode": mode,
            "hook_event_name": c["event"],
            "tool_name": c["tool"],
            "tool_input": ti,
        }
        if c["event"] == "PostToolUse":
            resp = dict(c["extra"]["response"])
            if "filePath" in resp:
                resp["filePath"] = ti["file_path"]
            payload["tool_response"] = resp
        payload["tool_use_id"] = _toolu(rng)
        if c["event"] == "PostToolUse":
            payload["duration_ms"] = rng.randint(35, 9000)
        if c["event"] == "PostToolUseFailure":
            payload["error"] = c["extra"]["error"]
            payload["is_interrupt"] = False
        calls.append({"id": f"{project}-c{n:03d}", "event": c["event"], "payload": payload,
                      "wanted": c["want"], "note": c["note"]})
    out = {"project": project, "root": root, "stack": ns.get("STACK", ""),
           "memories": memories, "calls": calls}
    dest = HERE / f"{project}.json"
    dest.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return dest, len(memories), len(calls)


def main():
    specs = sorted((HERE / "specs").glob("*.py"))
    if len(sys.argv) > 1:
        specs = [s for s in specs if s.stem in sys.argv[1:]]
    for s in specs:
        dest, m, c = build(s)
        print(f"{dest.name}: {m} memories, {c} calls")


if __name__ == "__main__":
    main()
