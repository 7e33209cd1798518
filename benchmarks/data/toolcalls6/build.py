"""Build the toolcalls6 JSON files from the hand-written specs (stdlib only).

A spec (specs/<project>.py) sets PROJECT, ROOT, STACK, MEMORIES and CALLS using
the helpers in HELPERS below. Everything a person should not make up by hand --
session and prompt uuids, tool_use ids, permission modes, durations -- comes
from random.Random("toolcalls6/" + project), so rebuilding is byte-identical.

    python3 build.py                 # all specs
    python3 build.py orbit-operator  # one spec
"""

import json
import random
import string
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_PREFIX = "toolcalls6/"  # why: the brief fixes the seed so a rebuild is byte-identical
TOOLU_ALPHABET = string.ascii_letters + string.digits  # why: shape of Claude Code tool_use ids
MODES = ("default", "default", "acceptEdits")  # why: most sessions ask before editing


def mem(mid, kind, text, scope="project"):
    """One stored memory."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def _c(event, tool, tool_input, want, note, cwd, **extra):
    return {"event": event, "tool": tool, "input": tool_input, "want": list(want),
            "note": note, "cwd": cwd, "extra": extra}


def _cmd(command, description, timeout=None, background=False):
    ti = {"command": command, "description": description}
    if timeout:
        ti["timeout"] = timeout
    if background:
        ti["run_in_background"] = True
    return ti


def edit(path, old, new, want=(), note="", cwd=None, all=False):
    """PreToolUse Edit."""
    return _c("PreToolUse", "Edit", {"file_path": path, "old_string": old, "new_string": new,
                                     "replace_all": all}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    """PreToolUse MultiEdit; pairs are (old, new)."""
    edits = [{"old_string": o, "new_string": n, "replace_all": False} for o, n in pairs]
    return _c("PreToolUse", "MultiEdit", {"file_path": path, "edits": edits}, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    """PreToolUse Write."""
    return _c("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def nbedit(path, cell_id, source, want=(), note="", cwd=None, insert=False):
    """PreToolUse NotebookEdit."""
    ti = {"notebook_path": path, "new_source": source}
    if cell_id:
        ti["cell_id"] = cell_id
    ti["edit_mode"] = "insert" if insert else "replace"
    if insert:
        ti["cell_type"] = "code"
    return _c("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None, offset=None, limit=None):
    """PreToolUse Read (controls)."""
    ti = {"file_path": path}
    if offset is not None:
        ti["offset"] = offset
    if limit is not None:
        ti["limit"] = limit
    return _c("PreToolUse", "Read", ti, want, note, cwd)


def sh(command, description, want=(), note="", cwd=None, timeout=None, background=False):
    """PreToolUse Bash."""
    return _c("PreToolUse", "Bash", _cmd(command, description, timeout, background), want,
              note, cwd)


def shfail(command, description, output, code=1, want=(), note="", cwd=None, timeout=None):
    """PostToolUseFailure Bash: the command exited non-zero after printing output."""
    return _c("PostToolUseFailure", "Bash", _cmd(command, description, timeout), want, note,
              cwd, error="Exit code %d\n%s" % (code, output.strip("\n")))


def shdone(command, description, stdout, stderr="", want=(), note="", cwd=None):
    """PostToolUse Bash: exit 0 (or a pipe hid the status); the output tells the story."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _c("PostToolUse", "Bash", _cmd(command, description), want, note, cwd,
              response=resp)


def readfail(path, error, want=(), note="", cwd=None):
    """PostToolUseFailure Read."""
    return _c("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd, error=error)


def editfail(path, old, new, error, want=(), note="", cwd=None):
    """PostToolUseFailure Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _c("PostToolUseFailure", "Edit", ti, want, note, cwd, error=error)


HELPERS = {f.__name__: f for f in (mem, edit, multi, write, nbedit, read, sh, shfail, shdone,
                                   readfail, editfail)}


def home_of(root):
    """/home/<user> of a root under /home."""
    return "/".join(root.split("/")[:3])


def absolute(root, path):
    """Spec paths are relative to ROOT unless they start with / or ~/."""
    if path.startswith("/"):
        return path
    if path.startswith("~/"):
        return home_of(root) + path[1:]
    return f"{root}/{path}"


def slug(root):
    """Claude Code's project folder name: every non-alphanumeric character becomes '-'."""
    return "".join(ch if ch.isalnum() else "-" for ch in root)


def payload(call, root, session, prompt, mode, rng):
    ti = dict(call["input"])
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    out = {
        "session_id": session,
        "transcript_path": f"{home_of(root)}/.claude/projects/{slug(root)}/{session}.jsonl",
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
    ns = dict(HELPERS)
    exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED_PREFIX + project)
    calls = []
    session_left = prompt_left = 0
    session = prompt = mode = ""
    for n, call in enumerate(ns["CALLS"], 1):
        if session_left == 0:
            session, mode = new_uuid(rng), rng.choice(MODES)
            session_left, prompt_left = rng.randint(8, 16), 0
        if prompt_left == 0:
            prompt, prompt_left = new_uuid(rng), rng.randint(2, 6)
        session_left, prompt_left = session_left - 1, prompt_left - 1
        calls.append({"id": f"{project}-c{n:03d}", "event": call["event"],
                      "payload": payload(call, root, session, prompt, mode, rng),
                      "wanted": call["want"], "note": call["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"], "memories": ns["MEMORIES"],
           "calls": calls}
    text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    (HERE / f"{project}.json").write_text(text, encoding="utf-8")
    return project, len(doc["memories"]), len(calls)


def main(argv):
    specs = sorted((HERE / "specs").glob("*.py"))
    if argv:
        specs = [s for s in specs if s.stem in argv]
    for spec in specs:
        print("%s: %d memories, %d calls" % build(spec))


if __name__ == "__main__":
    main(sys.argv[1:])
