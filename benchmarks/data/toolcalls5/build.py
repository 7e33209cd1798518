"""Build the toolcalls5 JSON files from specs/*.py (stdlib only).

A spec sets PROJECT, ROOT, STACK, MEMORIES (list of M(...)) and CALLS (list of the
call helpers below). Ids a person should not invent -- session, prompt and
tool_use ids, durations, permission modes -- come from random.Random seeded with
"toolcalls5/<project>", so two builds are byte-identical.

    python3 build.py               # all specs
    python3 build.py harborbook    # one spec
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_PREFIX = "toolcalls5/"  # why: keep generated ids apart from every earlier set
TOOLU_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
MODES = ("default", "default", "acceptEdits")  # why: most sessions ask before edits


def M(mid, kind, text, scope="project"):
    """One stored memory."""
    return {"id": mid, "text": text, "kind": kind, "scope": scope}


def _c(event, tool, tool_input, want, note, cwd, **extra):
    return {"event": event, "tool": tool, "input": tool_input, "want": list(want),
            "note": note, "cwd": cwd, "extra": extra}


def _bash_input(cmd, desc):
    return {"command": cmd, "description": desc}


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    """PreToolUse Edit."""
    return _c("PreToolUse", "Edit", {"file_path": path, "old_string": old, "new_string": new,
                                     "replace_all": replace_all}, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    """PreToolUse Write."""
    return _c("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    """PreToolUse MultiEdit; pairs are (old, new)."""
    edits = [{"old_string": a, "new_string": b, "replace_all": False} for a, b in pairs]
    return _c("PreToolUse", "MultiEdit", {"file_path": path, "edits": edits}, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None, insert=False):
    """PreToolUse NotebookEdit."""
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source,
          "edit_mode": "insert" if insert else "replace"}
    if insert:
        ti["cell_type"] = "code"
    return _c("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None):
    """PreToolUse Read (a control)."""
    return _c("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None):
    """PreToolUse Bash."""
    return _c("PreToolUse", "Bash", _bash_input(cmd, desc), want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None):
    """PostToolUseFailure for Bash: non-zero exit, out is what it printed."""
    return _c("PostToolUseFailure", "Bash", _bash_input(cmd, desc), want, note, cwd,
              error=f"Exit code {code}\n{out.strip()}")


def fail_read(path, error, want=(), note="", cwd=None):
    """PostToolUseFailure for Read."""
    return _c("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd, error=error)


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    """PostToolUseFailure for Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _c("PostToolUseFailure", "Edit", ti, want, note, cwd, error=error)


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """PostToolUse for Bash that exited 0 (or whose failure a pipe hid)."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _c("PostToolUse", "Bash", _bash_input(cmd, desc), want, note, cwd, response=resp)


HELPERS = {f.__name__: f for f in (M, edit, write, multi, nb, read, bash, fail, fail_read,
                                   fail_edit, ran)}


def home_of(root):
    """/home/<user> of a root under /home."""
    return "/".join(root.split("/")[:3])


def absolute(root, path):
    """Spec paths: absolute as is, ~/ under the home, else relative to the root."""
    if path.startswith("/"):
        return path
    if path.startswith("~/"):
        return home_of(root) + path[1:]
    return f"{root}/{path}"


def payload(call, root, session, prompt, mode, rng):
    """The hook's stdin for one call, as Claude Code 2.1.x writes it."""
    ti = dict(call["input"])
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    out = {
        "session_id": session,
        "transcript_path": f"{home_of(root)}/.claude/projects/{slug}/{session}.jsonl",
        "cwd": absolute(root, call["cwd"]) if call["cwd"] else root,
        "prompt_id": prompt,
        "permission_mode": mode,
        "hook_event_name": call["event"],
        "tool_name": call["tool"],
        "tool_input": ti,
        "tool_use_id": "toolu_01" + "".join(rng.choice(TOOLU_ALPHABET) for _ in range(22)),
    }
    if call["event"] == "PostToolUse":
        out["tool_response"] = call["extra"]["response"]
        out["duration_ms"] = rng.randint(80, 20000)
    elif call["event"] == "PostToolUseFailure":
        out["error"] = call["extra"]["error"]
        out["is_interrupt"] = False
    return out


def new_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def build(spec_path):
    """Write <project>.json for one spec; return (project, memories, calls)."""
    ns = dict(HELPERS)
    exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED_PREFIX + project)
    calls, session_left, prompt_left = [], 0, 0
    session = prompt = ""
    mode = "default"
    for n, call in enumerate(ns["CALLS"], 1):
        if session_left <= 0:
            session, mode = new_uuid(rng), rng.choice(MODES)
            session_left, prompt_left = rng.randint(8, 16), 0
        if prompt_left <= 0:
            prompt, prompt_left = new_uuid(rng), rng.randint(2, 6)
        session_left -= 1
        prompt_left -= 1
        calls.append({"id": f"{project}-c{n:03d}", "event": call["event"],
                      "payload": payload(call, root, session, prompt, mode, rng),
                      "wanted": call["want"], "note": call["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memories": ns["MEMORIES"], "calls": calls}
    text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    (HERE / f"{project}.json").write_text(text, encoding="utf-8")
    return project, len(doc["memories"]), len(calls)


if __name__ == "__main__":
    chosen = sorted((HERE / "specs").glob("*.py"))
    if sys.argv[1:]:
        chosen = [s for s in chosen if s.stem in sys.argv[1:]]
    for spec in chosen:
        print("%s: %d memories, %d calls" % build(spec))
