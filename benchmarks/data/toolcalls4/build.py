"""Build the toolcalls4 JSON files from the hand-written specs (stdlib only).

A spec (specs/<project>.py) sets PROJECT, ROOT, STACK, MEMORIES and CALLS using the
helpers defined here. Everything a person should not invent by hand -- session ids,
prompt ids, tool_use ids, permission modes, durations -- is drawn from
random.Random("toolcalls4/<project>"), so running this twice gives identical bytes.

    python3 build.py              # all specs
    python3 build.py rivet        # one spec
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_PREFIX = "toolcalls4/"  # why: a distinct seed keeps ids from repeating earlier sets
TOOLU_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
SESSION_LEN = (6, 14)  # why: calls per session, roughly one working stretch
PROMPT_LEN = (2, 6)  # why: tool calls per user prompt
MODES = ("default", "default", "acceptEdits", "default")  # why: plan mode never edits


def M(mid, kind, text, scope="project"):
    """One stored memory."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def _c(event, tool, tool_input, want, note, cwd, **extra):
    return {"event": event, "tool": tool, "input": tool_input, "want": list(want),
            "note": note, "cwd": cwd, "extra": extra}


def _bash_input(cmd, desc, timeout=None, background=False):
    ti = {"command": cmd, "description": desc}
    if timeout:
        ti["timeout"] = timeout
    if background:
        ti["run_in_background"] = True
    return ti


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    """PreToolUse Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": replace_all}
    return _c("PreToolUse", "Edit", ti, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    """PreToolUse Write."""
    return _c("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    """PreToolUse MultiEdit; pairs is a list of (old, new)."""
    edits = [{"old_string": o, "new_string": n, "replace_all": False} for o, n in pairs]
    return _c("PreToolUse", "MultiEdit", {"file_path": path, "edits": edits}, want, note, cwd)


def nb(path, source, cell_id=None, want=(), note="", cwd=None, insert=False):
    """PreToolUse NotebookEdit (replace a cell, or insert a code cell)."""
    ti = {"notebook_path": path, "new_source": source,
          "edit_mode": "insert" if insert else "replace"}
    if cell_id:
        ti["cell_id"] = cell_id
    if insert:
        ti["cell_type"] = "code"
    return _c("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None, offset=None, limit=None):
    """PreToolUse Read (a control)."""
    ti = {"file_path": path}
    if offset is not None:
        ti["offset"], ti["limit"] = offset, limit or 200
    return _c("PreToolUse", "Read", ti, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None, timeout=None, background=False):
    """PreToolUse Bash."""
    return _c("PreToolUse", "Bash", _bash_input(cmd, desc, timeout, background), want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None, timeout=None):
    """PostToolUseFailure of a Bash call that exited non-zero with output `out`."""
    return _c("PostToolUseFailure", "Bash", _bash_input(cmd, desc, timeout), want, note, cwd,
              error=f"Exit code {code}\n{out.strip()}")


def fail_read(path, error, want=(), note="", cwd=None):
    """PostToolUseFailure of a Read."""
    return _c("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd, error=error)


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    """PostToolUseFailure of an Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _c("PostToolUseFailure", "Edit", ti, want, note, cwd, error=error)


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """PostToolUse of a Bash call that returned 0 (or whose failure a pipe hid)."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _c("PostToolUse", "Bash", _bash_input(cmd, desc), want, note, cwd, response=resp)


HELPERS = {f.__name__: f for f in (M, edit, write, multi, nb, read, bash, fail, fail_read,
                                   fail_edit, ran)}


def home_of(root):
    """/home/<user> of a root like /home/<user>/src/x."""
    return "/".join(root.split("/")[:3])


def absolute(root, path):
    if path.startswith("/"):
        return path
    if path.startswith("~/"):
        return home_of(root) + path[1:]
    return f"{root}/{path}"


def payload(call, root, session, prompt, mode, rng):
    ti = dict(call["input"])
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    cwd = absolute(root, call["cwd"]) if call["cwd"] else root
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    p = {
        "session_id": session,
        "transcript_path": f"{home_of(root)}/.claude/projects/{slug}/{session}.jsonl",
        "cwd": cwd,
        "prompt_id": prompt,
        "permission_mode": mode,
        "hook_event_name": call["event"],
        "tool_name": call["tool"],
        "tool_input": ti,
        "tool_use_id": "toolu_01" + "".join(rng.choice(TOOLU_ALPHABET) for _ in range(22)),
    }
    extra = call["extra"]
    if call["event"] == "PostToolUse":
        p["tool_response"] = extra["response"]
        p["duration_ms"] = rng.randint(80, 24000)
    elif call["event"] == "PostToolUseFailure":
        p["error"] = extra["error"].replace("{cwd}", cwd)
        p["is_interrupt"] = False
    return p


def build(spec_path):
    ns = dict(HELPERS)
    exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED_PREFIX + project)
    calls, session, prompt, mode, left_session, left_prompt = [], "", "", "default", 0, 0
    for n, call in enumerate(ns["CALLS"], 1):
        if left_session <= 0:
            session = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            mode = rng.choice(MODES)
            left_session, left_prompt = rng.randint(*SESSION_LEN), 0
        if left_prompt <= 0:
            prompt = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            left_prompt = rng.randint(*PROMPT_LEN)
        left_session -= 1
        left_prompt -= 1
        calls.append({"id": f"{project}-c{n:03d}", "event": call["event"],
                      "payload": payload(call, root, session, prompt, mode, rng),
                      "wanted": call["want"], "note": call["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memories": ns["MEMORIES"], "non_english": ns.get("LANGS", {}), "calls": calls}
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
