"""Build the toolcalls9 JSON files from the hand-written specs (stdlib only).

A spec (specs/<project>.py) sets PROJECT, ROOT, STACK, MEMORIES and CALLS using
the helpers defined here. What a person should not invent by hand -- session and
prompt uuids, tool_use ids, permission modes, durations -- comes from
random.Random("toolcalls9/" + project), so running this twice gives the same bytes.

    python3 build.py              # all specs
    python3 build.py gridlock-ada # one spec
"""

import json
import random
import re
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_PREFIX = "toolcalls9/"  # why: the brief fixes the seed so a rebuild is byte-identical
TOOLU_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
MODES = ("default", "default", "acceptEdits")  # why: most sessions ask before edits


def M(mid, kind, text, scope="project"):
    """One stored memory."""
    return {"id": mid, "kind": kind, "text": text, "scope": scope}


def _c(event, tool, tool_input, want, note, cwd, **extra):
    return {
        "event": event,
        "tool": tool,
        "input": tool_input,
        "want": list(want),
        "note": note,
        "cwd": cwd,
        "extra": extra,
    }


def _bash_input(cmd, desc, timeout):
    ti = {"command": cmd, "description": desc}
    if timeout is not None:
        ti["timeout"] = timeout
    return ti


def edit(path, old, new, want=(), note="", cwd=None, replace_all=False):
    """PreToolUse Edit."""
    return _c(
        "PreToolUse",
        "Edit",
        {"file_path": path, "old_string": old, "new_string": new, "replace_all": replace_all},
        want,
        note,
        cwd,
    )


def multi(path, pairs, want=(), note="", cwd=None):
    """PreToolUse MultiEdit; pairs are (old, new)."""
    edits = [{"old_string": o, "new_string": n} for o, n in pairs]
    return _c("PreToolUse", "MultiEdit", {"file_path": path, "edits": edits}, want, note, cwd)


def write(path, content, want=(), note="", cwd=None):
    """PreToolUse Write."""
    return _c("PreToolUse", "Write", {"file_path": path, "content": content}, want, note, cwd)


def nb(path, cell_id, source, want=(), note="", cwd=None, insert=False):
    """PreToolUse NotebookEdit."""
    ti = {
        "notebook_path": path,
        "cell_id": cell_id,
        "new_source": source,
        "edit_mode": "insert" if insert else "replace",
    }
    if insert:
        ti["cell_type"] = "code"
    return _c("PreToolUse", "NotebookEdit", ti, want, note, cwd)


def read(path, want=(), note="", cwd=None):
    """PreToolUse Read (a control)."""
    return _c("PreToolUse", "Read", {"file_path": path}, want, note, cwd)


def bash(cmd, desc, want=(), note="", cwd=None, timeout=None):
    """PreToolUse Bash."""
    return _c("PreToolUse", "Bash", _bash_input(cmd, desc, timeout), want, note, cwd)


def fail(cmd, desc, out, code=1, want=(), note="", cwd=None, timeout=None):
    """PostToolUseFailure of a Bash command that exited non-zero and printed out."""
    return _c(
        "PostToolUseFailure",
        "Bash",
        _bash_input(cmd, desc, timeout),
        want,
        note,
        cwd,
        error=f"Exit code {code}\n{out.strip()}",
    )


def ran(cmd, desc, stdout, stderr="", want=(), note="", cwd=None):
    """PostToolUse of a Bash command that returned 0 (or whose failure a pipe hid)."""
    resp = {
        "stdout": stdout.strip("\n"),
        "stderr": stderr.strip("\n"),
        "interrupted": False,
        "isImage": False,
        "noOutputExpected": False,
    }
    return _c("PostToolUse", "Bash", _bash_input(cmd, desc, None), want, note, cwd, response=resp)


def fail_read(path, error, want=(), note="", cwd=None):
    """PostToolUseFailure of a Read."""
    return _c("PostToolUseFailure", "Read", {"file_path": path}, want, note, cwd, error=error)


def fail_edit(path, old, new, error, want=(), note="", cwd=None):
    """PostToolUseFailure of an Edit."""
    ti = {"file_path": path, "old_string": old, "new_string": new, "replace_all": False}
    return _c("PostToolUseFailure", "Edit", ti, want, note, cwd, error=error)


HELPERS = {
    f.__name__: f for f in (M, edit, multi, write, nb, read, bash, fail, ran, fail_read, fail_edit)
}


def _home(root):
    return "/".join(root.split("/")[:3])


def _abs(root, path):
    if path.startswith("/"):
        return path
    if path.startswith("~/"):
        return _home(root) + path[1:]
    return f"{root}/{path}"


def _payload(call, root, session, prompt, mode, rng):
    ti = dict(call["input"])
    for key in ("file_path", "notebook_path"):
        if key in ti:
            ti[key] = _abs(root, ti[key])
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    payload = {
        "session_id": session,
        "transcript_path": f"{_home(root)}/.claude/projects/{slug}/{session}.jsonl",
        "cwd": _abs(root, call["cwd"]) if call["cwd"] else root,
        "prompt_id": prompt,
        "permission_mode": mode,
        "hook_event_name": call["event"],
        "tool_name": call["tool"],
        "tool_input": ti,
        "tool_use_id": "toolu_01" + "".join(rng.choice(TOOLU_ALPHABET) for _ in range(22)),
    }
    if call["event"] == "PostToolUse":
        payload["tool_response"] = call["extra"]["response"]
        payload["duration_ms"] = rng.randint(80, 20000)
    elif call["event"] == "PostToolUseFailure":
        payload["error"] = call["extra"]["error"]
        payload["is_interrupt"] = False
    return payload


def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def build(spec_path):
    """Write <project>.json from one spec; return (project, memories, calls)."""
    ns = dict(HELPERS)
    exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), ns)
    project, root = ns["PROJECT"], ns["ROOT"]
    rng = random.Random(SEED_PREFIX + project)
    calls = []
    session = prompt = ""
    mode = "default"
    session_left = prompt_left = 0
    for n, call in enumerate(ns["CALLS"], 1):
        if session_left == 0:
            session, mode = _uuid(rng), rng.choice(MODES)
            session_left, prompt_left = rng.randint(8, 16), 0
        if prompt_left == 0:
            prompt, prompt_left = _uuid(rng), rng.randint(2, 6)
        session_left -= 1
        prompt_left -= 1
        calls.append(
            {
                "id": f"{project}-c{n:03d}",
                "event": call["event"],
                "payload": _payload(call, root, session, prompt, mode, rng),
                "wanted": call["want"],
                "note": call["note"],
            }
        )
    doc = {
        "project": project,
        "root": root,
        "stack": ns["STACK"],
        "memories": ns["MEMORIES"],
        "calls": calls,
    }
    text = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
    (HERE / f"{project}.json").write_text(text, encoding="utf-8")
    return project, len(doc["memories"]), len(calls)


def main(argv):
    specs = sorted((HERE / "specs").glob("*.py"))
    if argv:
        specs = [s for s in specs if s.stem in argv]
    for spec in specs:
        project, n_mem, n_calls = build(spec)
        print(f"{project}: {n_mem} memories, {n_calls} calls")


if __name__ == "__main__":
    main(sys.argv[1:])
