"""Write the toolcalls14 JSON files from the hand-written specs in specs/ (stdlib only).

A spec is a small Python file that sets PROJECT, ROOT, STACK, MEMORIES (a list of M(...)),
CALLS (a list made with the call helpers below) and LANGUAGES (memory id -> language code
for the memories not written in English; written out as `memory_languages`). Session ids, prompt ids,
tool_use_ids, permission modes and durations are not typed by hand: they come from
random.Random("toolcalls14/<project>"), so every build writes the same bytes.

    python3 build.py                # every spec
    python3 build.py brackenfield     # only the named specs

Sessions follow the spec: `session()` in the CALLS list makes the next call (and the first
call) open a new Claude Code session; `prompt()` makes the next call start a new user prompt
in the current one, and a new prompt also starts every 3-8 calls. A PostToolUse or
PostToolUseFailure right after the PreToolUse of the same tool input is the same tool call
and reuses its tool_use_id.
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = "toolcalls14/"  # why: one seed space per set, so no id repeats another set's
ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
MARK = {"session": False, "prompt": False}


def M(mid, kind, text, scope="project"):
    """A memory."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def _call(event, tool, tool_input, want, note, cwd, extra=None):
    c = {"event": event, "tool": tool, "input": tool_input, "want": list(want), "note": note,
         "cwd": cwd, "extra": extra or {}, "session": MARK["session"], "prompt": MARK["prompt"]}
    MARK["session"] = MARK["prompt"] = False
    return c


def session():
    """Marks that the next call opens a new Claude Code session."""
    MARK["session"] = True
    return None


def prompt():
    """Marks that the next call answers a new user prompt in the same session."""
    MARK["prompt"] = True
    return None


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


def glob(pattern, path=None, want=(), note="", cwd=None):
    """PreToolUse of Glob: a control call; path (optional) is made absolute."""
    ti = {"pattern": pattern}
    if path:
        ti["path"] = path
    return _call("PreToolUse", "Glob", ti, want, note, cwd)


def grep(pattern, path=None, include=None, want=(), note="", cwd=None):
    """PreToolUse of Grep: a control call; include becomes the tool's `glob` filter."""
    ti = {"pattern": pattern}
    if path:
        ti["path"] = path
    if include:
        ti["glob"] = include
    ti["output_mode"] = "files_with_matches"
    return _call("PreToolUse", "Grep", ti, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None, timeout=None):
    """PreToolUse of Bash (timeout in ms, as the tool takes it, when given)."""
    ti = _bash_input(cmd, desc)
    if timeout:
        ti["timeout"] = timeout
    return _call("PreToolUse", "Bash", ti, want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None):
    """PostToolUseFailure of a Bash command that exited non-zero."""
    return _call("PostToolUseFailure", "Bash", _bash_input(cmd, desc), want, note, cwd,
                 {"error": "Exit code %d\n%s" % (code, out.strip("\n"))})


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    """PostToolUseFailure of an Edit (the old_string was not found, the file changed...)."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _call("PostToolUseFailure", "Edit", ti, want, note, cwd, {"error": error})


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """PostToolUse of a Bash command that exited 0 (or whose failure a pipe hid)."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return _call("PostToolUse", "Bash", _bash_input(cmd, desc), want, note, cwd, {"response": resp})


SPEC_NAMES = {f.__name__: f for f in (M, session, prompt, edit, write, multi, nb, read, glob,
                                      grep, bash, fail, fail_edit, ran)}


def home_of(root):
    """/home/<user> or /Users/<user> of a root."""
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


def payload(c, root, session_id, prompt_id, mode, rng):
    """The hook's stdin for one call, as Claude Code 2.1.x writes it."""
    ti = dict(c["input"])
    for key in ("file_path", "notebook_path", "path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    p = {"session_id": session_id,
         "transcript_path": "%s/.claude/projects/%s/%s.jsonl" % (home_of(root), slug, session_id),
         "cwd": absolute(root, c["cwd"]) if c["cwd"] else root,
         "prompt_id": prompt_id, "permission_mode": mode, "hook_event_name": c["event"],
         "tool_name": c["tool"], "tool_input": ti,
         "tool_use_id": "toolu_01" + "".join(rng.choice(ID_CHARS) for _ in range(22))}
    if c["event"] == "PostToolUse":
        p["tool_response"] = c["extra"]["response"]
        p["duration_ms"] = rng.randint(80, 30000)
    elif c["event"] == "PostToolUseFailure":
        p["error"] = c["extra"]["error"]
        p["is_interrupt"] = False
    return p


def build(spec):
    """Write <project>.json for one spec; return (project, memory count, call count)."""
    ns = dict(SPEC_NAMES)
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    calls = [c for c in ns["CALLS"] if c is not None]
    rng = random.Random(SEED + project)
    out, session_id, prompt_id, mode, prompt_left = [], "", "", "default", 0
    for n, c in enumerate(calls, 1):
        if n == 1 or c["session"]:
            session_id = new_uuid(rng)
            mode = rng.choice(["default", "acceptEdits", "default", "default"])
            c["prompt"] = True
        # why: besides the spec's marks, a user prompt every 3-8 calls, never between a
        # PreToolUse and the Post event of the same call
        prompt_left -= 1
        if c["prompt"] or (prompt_left <= 0 and c["event"] == "PreToolUse"):
            prompt_id, prompt_left = new_uuid(rng), rng.randint(3, 8)
        p = payload(c, root, session_id, prompt_id, mode, rng)
        prev = out[-1]["payload"] if out else None
        if (prev and c["event"] != "PreToolUse" and prev["hook_event_name"] == "PreToolUse"
                and prev["session_id"] == session_id and prev["tool_name"] == p["tool_name"]
                and prev["tool_input"] == p["tool_input"]):
            # why: a PreToolUse and the Post event of the same call share one tool_use_id
            p["tool_use_id"] = prev["tool_use_id"]
        out.append({"id": "%s-c%03d" % (project, n), "event": c["event"], "payload": p,
                    "wanted": c["want"], "note": c["note"]})
    doc = {"project": project, "root": root, "stack": ns["STACK"],
           "memory_languages": dict(sorted(ns.get("LANGUAGES", {}).items())),
           "memories": ns["MEMORIES"], "calls": out}
    text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    (HERE / (project + ".json")).write_text(text, encoding="utf-8")
    return project, len(doc["memories"]), len(out)


if __name__ == "__main__":
    names = sys.argv[1:]
    for spec in sorted((HERE / "specs").glob("*.py")):
        if not names or spec.stem in names:
            print("%s: %d memories, %d calls" % build(spec))
