"""Build the toolcalls7 JSON files from the hand-written specs (stdlib only).

A spec (specs/<project>.py) sets PROJECT, ROOT, STACK, MEMORIES and CALLS using
the helpers below. What nobody should type by hand -- session and prompt uuids,
tool_use ids, permission modes, durations -- comes from
random.Random("toolcalls7/" + project), so rebuilding gives the same bytes.

    python3 build.py              # all specs
    python3 build.py bevy-game    # one spec
"""

import json
import random
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_PREFIX = "toolcalls7/"  # why: keeps these ids apart from every earlier set's
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
MODES = ("default", "default", "acceptEdits")  # why: most sessions ask before editing


def M(mid, kind, text, scope="project"):
    """One memory: id, kind, text, scope."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


class Call:
    """One tool call before its generated ids are filled in."""

    def __init__(self, event, tool, tool_input, want, note, cwd, extra=None):
        self.event, self.tool, self.tool_input = event, tool, tool_input
        self.want, self.note, self.cwd, self.extra = list(want), note, cwd, extra or {}


def _bash_input(cmd, desc, timeout):
    ti = {"command": cmd, "description": desc}
    if timeout:
        ti["timeout"] = timeout
    return ti


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": replace_all}
    return Call("PreToolUse", "Edit", ti, want, note, cwd)


def multi(path, pairs, want=(), note="", cwd=None):
    edits = [{"old_string": a, "new_string": b, "replace_all": False} for a, b in pairs]
    return Call("PreToolUse", "MultiEdit", {"file_path": path, "edits": edits}, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    return Call("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None, insert=False):
    ti = {"notebook_path": path, "cell_id": cell_id, "new_source": source,
          "edit_mode": "insert" if insert else "replace"}
    if insert:
        ti["cell_type"] = "code"
    return Call("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None):
    return Call("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None, timeout=None):
    return Call("PreToolUse", "Bash", _bash_input(cmd, desc, timeout), want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None, timeout=None):
    """A Bash call that exited non-zero; `out` is its combined output."""
    extra = {"error": f"Exit code {code}\n{out.strip()}"}
    return Call("PostToolUseFailure", "Bash", _bash_input(cmd, desc, timeout), want, note, cwd,
                extra)


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """A Bash call that exited 0 (or whose failure a pipe hid)."""
    resp = {"stdout": stdout.strip("\n"), "stderr": stderr.strip("\n"), "interrupted": False,
            "isImage": False, "noOutputExpected": False}
    return Call("PostToolUse", "Bash", _bash_input(cmd, desc, None), want, note, cwd,
                {"response": resp})


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return Call("PostToolUseFailure", "Edit", ti, want, note, cwd, {"error": error})


def fail_read(path, error, want=(), note="", cwd=None):
    return Call("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd,
                {"error": error})


HELPERS = {f.__name__: f for f in (M, edit, multi, write, nb, read, bash, fail, ran, fail_edit,
                                   fail_read)}


def home_of(root):
    """/home/<user> of a root like /home/dev/src/x."""
    return "/".join(root.split("/")[:3])


def absolute(root, path):
    if path.startswith("/"):
        return path
    if path.startswith("~/"):
        return home_of(root) + path[1:]
    return f"{root}/{path}"


def payload(call, root, ids, rng):
    ti = dict(call.tool_input)
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = absolute(root, ti[key])
    slug = "".join(ch if ch.isalnum() else "-" for ch in root)
    p = {"session_id": ids["session"],
         "transcript_path": f"{home_of(root)}/.claude/projects/{slug}/{ids['session']}.jsonl",
         "cwd": absolute(root, call.cwd) if call.cwd else root,
         "prompt_id": ids["prompt"], "permission_mode": ids["mode"],
         "hook_event_name": call.event, "tool_name": call.tool, "tool_input": ti,
         "tool_use_id": "toolu_01" + "".join(rng.choice(ALPHABET) for _ in range(22))}
    if call.event == "PostToolUse":
        p["tool_response"] = call.extra["response"]
        p["duration_ms"] = rng.randint(80, 20000)
    elif call.event == "PostToolUseFailure":
        p["error"] = call.extra["error"]
        p["is_interrupt"] = False
    return p


def new_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def build(spec_path):
    ns = dict(HELPERS)
    exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED_PREFIX + project)
    ids, session_left, prompt_left, calls = {}, 0, 0, []
    for n, call in enumerate(ns["CALLS"], 1):
        if session_left == 0:
            ids["session"], ids["mode"] = new_uuid(rng), rng.choice(MODES)
            session_left, prompt_left = rng.randint(8, 16), 0
        if prompt_left == 0:
            ids["prompt"], prompt_left = new_uuid(rng), rng.randint(2, 6)
        session_left, prompt_left = session_left - 1, prompt_left - 1
        calls.append({"id": f"{project}-c{n:03d}", "event": call.event,
                      "payload": payload(call, root, ids, rng), "wanted": call.want,
                      "note": call.note})
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
