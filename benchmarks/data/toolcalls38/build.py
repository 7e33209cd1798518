"""Write the toolcalls38 JSON files from the hand-written specs in specs/ (stdlib only).

A spec sets PROJECT, ROOT (a POSIX path, or a Windows path like C:\\Users\\x\\repo for a
Windows project: then relative spec paths are joined with backslashes and the transcript path is
built the Windows way), STACK, LANGUAGES (id -> two-letter code of each memory not written in
English), MEMORIES (made with M) and CALLS (made with the helpers below). Every random value
(session ids, prompt ids, tool_use_ids, permission modes, durations) comes from
random.Random("toolcalls38/" + project), so building twice writes the same bytes.

    python3 build.py                  # every spec
    python3 build.py heron-django     # only the named ones

`session()` makes the next call open a new Claude Code session and `prompt()` a new user prompt;
between marks a new prompt starts every 3-8 PreToolUse calls. `ok(...)` and `bad(...)` are the
PostToolUse and PostToolUseFailure of the Bash call written just before them and take over its
input, cwd and tool_use_id. A silent call with no note gets "ordinary step; nothing remembered
applies".
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = "toolcalls38/"
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
MARKS = {"session": False, "prompt": False}
DEFAULT_NOTE = "ordinary step; nothing remembered applies"


def M(mid, kind, text, scope="project"):
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def session():
    MARKS["session"] = True


def prompt():
    MARKS["prompt"] = True


def _row(event, tool, tool_input, want, note, cwd, extra=None):
    want = [want] if isinstance(want, str) else list(want)
    if not note and want:
        raise SystemExit("a wanted call needs a note: %r" % (tool_input,))
    row = {"event": event, "tool": tool, "input": tool_input, "want": want,
           "note": note or DEFAULT_NOTE, "cwd": cwd, "extra": extra or {},
           "session": MARKS["session"], "prompt": MARKS["prompt"]}
    MARKS["session"] = MARKS["prompt"] = False
    return row


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": replace_all}
    return _row("PreToolUse", "Edit", ti, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    return _row("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    ti = {"file_path": path, "edits": [{"old_string": a, "new_string": b} for a, b in pairs]}
    return _row("PreToolUse", "MultiEdit", ti, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None, mode="replace"):
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source, "edit_mode": mode}
    if mode == "insert":
        ti["cell_type"] = "code"
    return _row("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, note="control: a read", cwd=None):
    return _row("PreToolUse", "Read", {"file_path": path}, (), note, cwd)


def glob(pattern, path=None, note="control: a glob", cwd=None):
    ti = {"pattern": pattern}
    if path:
        ti["path"] = path
    return _row("PreToolUse", "Glob", ti, (), note, cwd)


def grep(pattern, path=None, include=None, note="control: a search", cwd=None):
    ti = {"pattern": pattern}
    if path:
        ti["path"] = path
    if include:
        ti["glob"] = include
    ti["output_mode"] = "files_with_matches"
    return _row("PreToolUse", "Grep", ti, (), note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None, timeout=None):
    ti = {"command": cmd, "description": desc}
    if timeout:
        ti["timeout"] = timeout
    return _row("PreToolUse", "Bash", ti, want, note, cwd)


def ok(stdout, stderr="", want=(), note=""):
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _row("PostToolUse", "Bash", None, want, note, None, {"response": resp})


def bad(out, code=1, want=(), note=""):
    return _row("PostToolUseFailure", "Bash", None, want, note, None,
                {"error": "Exit code %d\n%s" % (code, out.strip("\n"))})


HELPERS = {f.__name__: f for f in (M, session, prompt, edit, write, multi, nb, read, glob, grep,
                                   bash, ok, bad)}


def is_windows(root):
    return bool(re.match(r"^[A-Za-z]:\\", root))


def home_of(root):
    if is_windows(root):
        return "\\".join(root.split("\\")[:3])
    return "/".join(root.split("/")[:3])


def absolute(root, path):
    """A spec path relative to the root becomes absolute; an absolute one is kept as written
    (so a spec can spell a path with ./, ../ or forward slashes on purpose)."""
    if path.startswith("/") or re.match(r"^[A-Za-z]:[\\/]", path):
        return path
    if path.startswith("~/"):
        return home_of(root) + path[1:]
    if is_windows(root):
        return root + "\\" + path.replace("/", "\\")
    return root + "/" + path


def new_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def make_payload(row, root, sid, pid, mode, rng):
    ti = dict(row["input"])
    for key in ("file_path", "notebook_path", "path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    sep = "\\" if is_windows(root) else "/"
    p = {"session_id": sid,
         "transcript_path": sep.join([home_of(root), ".claude", "projects", slug, sid + ".jsonl"]),
         "cwd": absolute(root, row["cwd"]) if row["cwd"] else root,
         "prompt_id": pid, "permission_mode": mode, "hook_event_name": row["event"],
         "tool_name": row["tool"], "tool_input": ti,
         "tool_use_id": "toolu_01" + "".join(rng.choice(ALPHABET) for _ in range(22))}
    if row["event"] == "PostToolUse":
        p["tool_response"] = row["extra"]["response"]
        p["duration_ms"] = rng.randint(150, 300000)
    elif row["event"] == "PostToolUseFailure":
        p["error"] = row["extra"]["error"]
        p["is_interrupt"] = False
    return p


def attach_posts(rows):
    out = []
    for row in rows:
        if row is None:
            continue
        if row["event"] != "PreToolUse":
            prev = out[-1] if out else None
            if not (prev and prev["event"] == "PreToolUse" and prev["tool"] == "Bash"):
                raise SystemExit("a Post event needs its Bash PreToolUse: %s" % row["extra"])
            row["input"], row["cwd"] = prev["input"], prev["cwd"]
        out.append(row)
    return out


def build(spec):
    ns = dict(HELPERS)
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rows = attach_posts(ns["CALLS"])
    rng = random.Random(SEED + project)
    calls, sid, pid, mode, left = [], "", "", "default", 0
    for n, row in enumerate(rows, 1):
        if n == 1 or row["session"]:
            sid = new_uuid(rng)
            mode = rng.choice(["default", "acceptEdits", "default", "default"])
            row["prompt"] = True
        left -= 1
        if row["event"] == "PreToolUse" and (row["prompt"] or left <= 0):
            pid, left = new_uuid(rng), rng.randint(3, 8)
        p = make_payload(row, root, sid, pid, mode, rng)
        if row["event"] != "PreToolUse":
            p["tool_use_id"] = calls[-1]["payload"]["tool_use_id"]
        calls.append({"id": "%s-c%03d" % (project, n), "event": row["event"], "payload": p,
                      "wanted": row["want"], "note": row["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memory_languages": dict(sorted(ns.get("LANGUAGES", {}).items())),
           "memories": ns["MEMORIES"], "calls": calls}
    text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    (HERE / (project + ".json")).write_text(text, encoding="utf-8")
    return project, len(doc["memories"]), len(calls)


if __name__ == "__main__":
    wanted_names = sys.argv[1:]
    for spec_file in sorted((HERE / "specs").glob("*.py")):
        if not wanted_names or spec_file.stem in wanted_names:
            print("%s: %d memories, %d calls" % build(spec_file))
