"""Write the toolcalls20 JSON files from the hand-written specs in specs/ (stdlib only).

Each spec sets PROJECT, ROOT, STACK, LANGUAGES (memory id -> two-letter code of the memories not
written in English), MEMORIES (M(...) entries) and CALLS (made with the helpers below). Session
ids, prompt ids, tool_use_ids, permission modes and durations come from
random.Random("toolcalls20/" + project), so a rebuild writes the same bytes.

    python3 build.py                 # every spec
    python3 build.py kittiwake-rush    # only the named ones

`session()` starts a new Claude Code session at the next call, `prompt()` a new user prompt;
otherwise a new prompt begins every 3-8 calls (never between a PreToolUse and its Post event).
`ok(...)` / `bad(...)` are the PostToolUse / PostToolUseFailure of the Bash call just before
them: they take its command, description and tool_use_id. A silent call without a note is
noted "ordinary step; nothing remembered applies".
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = "toolcalls20/"
ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_FLAGS = {"session": False, "prompt": False}


def M(mid, kind, text, scope="project"):
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def session():
    _FLAGS["session"] = True


def prompt():
    _FLAGS["prompt"] = True


def _call(event, tool, tool_input, want, note, cwd, extra=None):
    want = [want] if isinstance(want, str) else list(want)
    if not note:
        if want:
            raise SystemExit("a wanted call needs a note: %s" % tool_input)
        note = "ordinary step; nothing remembered applies"
    c = {"event": event, "tool": tool, "input": tool_input, "want": want, "note": note,
         "cwd": cwd, "extra": extra or {}, "session": _FLAGS["session"], "prompt": _FLAGS["prompt"]}
    _FLAGS["session"] = _FLAGS["prompt"] = False
    return c


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": replace_all}
    return _call("PreToolUse", "Edit", ti, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    return _call("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    ti = {"file_path": path, "edits": [{"old_string": o, "new_string": n} for o, n in pairs]}
    return _call("PreToolUse", "MultiEdit", ti, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None, mode="replace"):
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source, "edit_mode": mode}
    if mode == "insert":
        ti["cell_type"] = "code"
    return _call("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, note="control: a read", cwd=None):
    return _call("PreToolUse", "Read", {"file_path": path}, (), note, cwd)


def glob(pattern, path=None, note="control: a glob", cwd=None):
    ti = {"pattern": pattern}
    if path:
        ti["path"] = path
    return _call("PreToolUse", "Glob", ti, (), note, cwd)


def grep(pattern, path=None, include=None, note="control: a search", cwd=None):
    ti = {"pattern": pattern}
    if path:
        ti["path"] = path
    if include:
        ti["glob"] = include
    ti["output_mode"] = "files_with_matches"
    return _call("PreToolUse", "Grep", ti, (), note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None, timeout=None):
    ti = {"command": cmd, "description": desc}
    if timeout:
        ti["timeout"] = timeout
    return _call("PreToolUse", "Bash", ti, want, note, cwd)


def ok(stdout, stderr="", want=(), note=""):
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _call("PostToolUse", "Bash", None, want, note, None, {"response": resp})


def bad(out, code=1, want=(), note=""):
    return _call("PostToolUseFailure", "Bash", None, want, note, None,
                 {"error": "Exit code %d\n%s" % (code, out.strip("\n"))})


HELPERS = {f.__name__: f for f in (M, session, prompt, edit, write, multi, nb, read, glob, grep,
                                   bash, ok, bad)}


def home_of(root):
    return "/".join(root.split("/")[:3])


def absolute(root, p):
    if p.startswith("/"):
        return p
    if p.startswith("~/"):
        return home_of(root) + p[1:]
    return root + "/" + p


def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def payload(c, root, sid, pid, mode, rng):
    ti = dict(c["input"])
    for key in ("file_path", "notebook_path", "path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    p = {"session_id": sid,
         "transcript_path": "%s/.claude/projects/%s/%s.jsonl" % (home_of(root), slug, sid),
         "cwd": absolute(root, c["cwd"]) if c["cwd"] else root,
         "prompt_id": pid, "permission_mode": mode, "hook_event_name": c["event"],
         "tool_name": c["tool"], "tool_input": ti,
         "tool_use_id": "toolu_01" + "".join(rng.choice(ID_CHARS) for _ in range(22))}
    if c["event"] == "PostToolUse":
        p["tool_response"] = c["extra"]["response"]
        p["duration_ms"] = rng.randint(120, 240000)
    elif c["event"] == "PostToolUseFailure":
        p["error"] = c["extra"]["error"]
        p["is_interrupt"] = False
    return p


def _checked(calls):
    out = []
    for c in calls:
        if c is None:
            continue
        if c["event"] != "PreToolUse":
            prev = out[-1] if out else None
            if not (prev and prev["event"] == "PreToolUse" and prev["tool"] == "Bash"):
                raise SystemExit("Post event without its Bash PreToolUse: %s" % c["extra"])
            c["input"], c["cwd"] = prev["input"], prev["cwd"]
        out.append(c)
    return out


def build(spec):
    ns = dict(HELPERS)
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    calls = _checked(ns["CALLS"])
    rng = random.Random(SEED + project)
    out, sid, pid, mode, left = [], "", "", "default", 0
    for n, c in enumerate(calls, 1):
        if n == 1 or c["session"]:
            sid = _uuid(rng)
            mode = rng.choice(["default", "acceptEdits", "default", "default"])
            c["prompt"] = True
        left -= 1
        if c["event"] == "PreToolUse" and (c["prompt"] or left <= 0):
            pid, left = _uuid(rng), rng.randint(3, 8)
        p = payload(c, root, sid, pid, mode, rng)
        if c["event"] != "PreToolUse":
            p["tool_use_id"] = out[-1]["payload"]["tool_use_id"]
        out.append({"id": "%s-c%03d" % (project, n), "event": c["event"], "payload": p,
                    "wanted": c["want"], "note": c["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memory_languages": dict(sorted(ns.get("LANGUAGES", {}).items())),
           "memories": ns["MEMORIES"], "calls": out}
    (HERE / (project + ".json")).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n",
                                            encoding="utf-8")
    return project, len(doc["memories"]), len(out)


if __name__ == "__main__":
    names = sys.argv[1:]
    for spec in sorted((HERE / "specs").glob("*.py")):
        if not names or spec.stem in names:
            print("%s: %d memories, %d calls" % build(spec))
