"""Validate and count the toolcalls11 files (stdlib only).

    python3 check.py             # validate and print counts; exit 1 on any problem
    python3 check.py --markdown  # the count tables for README.md

Checks: memory and call ids unique, every wanted id exists (0-2 per call), every call
has a note, payload keys per hook event as Claude Code 2.1.x sends them, absolute file
paths, cwd inside the root, transcript path built from root and session, the sizes the
brief asked for, one hostile memory per project that some call wants, no path of the
writing machine anywhere, split.json.
"""

import json
import sys
import tempfile
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = frozenset({"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"})
COMMON_KEYS = ("session_id", "transcript_path", "cwd", "prompt_id", "permission_mode",
               "hook_event_name", "tool_name", "tool_input", "tool_use_id")
EVENT_KEYS = {"PreToolUse": frozenset(), "PostToolUse": frozenset({"tool_response", "duration_ms"}),
              "PostToolUseFailure": frozenset({"error", "is_interrupt"})}
TOOL_KEYS = {  # tool -> (required, optional) tool_input keys
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "Write": ({"file_path", "content"}, set()),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
}
# why: the sizes round 18's brief asked for: 10 projects, 15-30 memories and 40-50 calls
# each, >= 420 calls in all, at least half of them silent
MIN_PROJECTS, MIN_CALLS, MIN_SILENT_SHARE = 10, 420, 0.5
MEMORY_RANGE, CALL_RANGE = (15, 30), (40, 50)
# why: nothing in the set may name a path of the machine it was written on
# (the checkout it is checked in and the temp folder, read where it runs, not spelled here)
FORBIDDEN_TEXT = (str(HERE.parents[2]) + "/", tempfile.gettempdir().rstrip("/") + "/")
# why: strings that try to close or forge the block the hook wraps memories in
HOSTILE_MARKERS = ("</retain-memory>", "<retain-memory", "```", "<|im_", "<!--", "[/INST]",
                   "</memories>", "END OF MEMORIES", "</context>", "<system>", "\nSYSTEM:")

problems = []


def problem(where, what):
    problems.append("%s: %s" % (where, what))


def _is_uuid(s):
    try:
        uuid.UUID(str(s))
    except ValueError:
        return False
    return True


def check_payload(cid, event, root, p):
    """Problems with one payload against what Claude Code sends."""
    missing = [k for k in COMMON_KEYS if k not in p]
    if missing:
        return problem(cid, "missing %s" % missing)
    extra = set(p) - set(COMMON_KEYS)
    if event not in EVENT_KEYS or extra != EVENT_KEYS[event]:
        problem(cid, "keys %s do not fit %s" % (sorted(extra), event))
    if not (_is_uuid(p["session_id"]) and _is_uuid(p["prompt_id"])):
        problem(cid, "session/prompt id not a uuid")
    slug = "".join(ch if ch.isalnum() else "-" for ch in root)
    home = "/".join(root.split("/")[:3])
    if p["transcript_path"] != "%s/.claude/projects/%s/%s.jsonl" % (home, slug, p["session_id"]):
        problem(cid, "transcript_path")
    if p["cwd"] != root and not p["cwd"].startswith(root + "/"):
        problem(cid, "cwd outside root")
    if p["hook_event_name"] != event:
        problem(cid, "hook_event_name")
    if p["permission_mode"] not in ("default", "acceptEdits", "plan", "bypassPermissions"):
        problem(cid, "permission_mode")
    tool, ti = p["tool_name"], p["tool_input"]
    if tool not in TOOL_KEYS:
        return problem(cid, "unknown tool %s" % tool)
    need, may = TOOL_KEYS[tool]
    if not need <= set(ti) or set(ti) - need - may:
        problem(cid, "tool_input keys %s" % sorted(ti))
    for k in ("file_path", "notebook_path"):
        if k in ti and not ti[k].startswith("/"):
            problem(cid, "relative " + k)
    if not p["tool_use_id"].startswith("toolu_01") or len(p["tool_use_id"]) != 30:
        problem(cid, "tool_use_id")
    if event == "PostToolUse":
        if tool == "Bash" and not {"stdout", "stderr", "interrupted", "isImage"} <= set(p["tool_response"]):
            problem(cid, "Bash tool_response keys")
        if not isinstance(p["duration_ms"], int):
            problem(cid, "duration_ms")
    if event == "PostToolUseFailure":
        if p["is_interrupt"] is not False or not p["error"]:
            problem(cid, "error/is_interrupt")
        if tool == "Bash" and not p["error"].startswith("Exit code "):
            problem(cid, "Bash error must start with 'Exit code N'")


def main():
    rows, events, tools, sizes = [], Counter(), Counter(), Counter()
    seen, outside = set(), 0
    for f in sorted(HERE.glob("*.json")):
        if f.name == "split.json":
            continue
        raw = f.read_text(encoding="utf-8")
        for bad in FORBIDDEN_TEXT:
            if bad in raw:
                problem(f.name, "contains %r" % bad)
        d = json.loads(raw)
        proj, root = d["project"], d["root"]
        if f.stem != proj:
            problem(f.name, "file name differs from project")
        mems = {m["id"]: m for m in d["memories"]}
        if len(mems) != len(d["memories"]):
            problem(proj, "duplicate memory id")
        for m in d["memories"]:
            if m["kind"] not in KINDS or m["scope"] not in ("project", "user") or not m["text"].strip():
                problem("%s/%s" % (proj, m["id"]), "kind/scope/text")
        if not MEMORY_RANGE[0] <= len(mems) <= MEMORY_RANGE[1]:
            problem(proj, "%d memories, want %s" % (len(mems), MEMORY_RANGE))
        if not CALL_RANGE[0] <= len(d["calls"]) <= CALL_RANGE[1]:
            problem(proj, "%d calls, want %s" % (len(d["calls"]), CALL_RANGE))
        hostile = [i for i, m in mems.items() if any(h in m["text"] for h in HOSTILE_MARKERS)]
        if len(hostile) != 1:
            problem(proj, "want exactly one hostile memory, found %s" % hostile)
        used, silent = set(), 0
        for c in d["calls"]:
            cid, event, want = c["id"], c["event"], c["wanted"]
            if cid in seen:
                problem(cid, "duplicate call id")
            seen.add(cid)
            if not c.get("note", "").strip():
                problem(cid, "no note")
            if len(want) > 2 or len(set(want)) != len(want) or any(w not in mems for w in want):
                problem(cid, "bad wanted %s" % want)
            check_payload(cid, event, root, c["payload"])
            used.update(want)
            silent += not want
            sizes[len(want)] += 1
            label = "wanted" if want else "silent"
            events[event, label] += 1
            tools[c["payload"]["tool_name"], label] += 1
            ti = c["payload"]["tool_input"]
            path = ti.get("file_path") or ti.get("notebook_path")
            outside += bool(path) and not path.startswith(root + "/")
        if len(hostile) == 1 and hostile[0] not in used:
            problem(proj, "hostile memory %s never wanted" % hostile[0])
        rows.append((proj, d["stack"], len(mems), len(used), len(d["calls"]), silent))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != [r[0] for r in rows]:
        problem("split.json", "must be tune=[] and heldout=every project")
    total, silent_total = sum(r[4] for r in rows), sum(r[5] for r in rows)
    if len(rows) < MIN_PROJECTS or total < MIN_CALLS or silent_total < MIN_SILENT_SHARE * total:
        problem("set", "%d projects, %d calls, %d silent: below the brief" % (len(rows), total, silent_total))
    pct = 100.0 * silent_total / max(total, 1)
    if "--markdown" in sys.argv:
        print("| project | stack | memories | memories ever wanted | calls | silent `[]` | wanted 1-2 |")
        print("|---|---|---:|---:|---:|---:|---:|")
        for p, st, m, u, c, s in rows:
            print("| %s | %s | %d | %d | %d | %d | %d |" % (p, st, m, u, c, s, c - s))
        print("| **all (%d projects)** | | %d | %d | %d | %d (%.1f%%) | %d |" % (
            len(rows), sum(r[2] for r in rows), sum(r[3] for r in rows), total, silent_total,
            pct, total - silent_total))
        for title, counter, keys in (("event", events, EVENT_KEYS), ("tool", tools, TOOL_KEYS)):
            print("\n| %s | silent `[]` | wanted 1-2 |\n|---|---:|---:|" % title)
            for k in keys:
                if counter[k, "silent"] or counter[k, "wanted"]:
                    print("| %s | %d | %d |" % (k, counter[k, "silent"], counter[k, "wanted"]))
    else:
        for p, _, m, u, c, s in rows:
            print("%-18s memories %2d (wanted %2d)  calls %2d  silent %2d  wanted %2d" % (p, m, u, c, s, c - s))
        print("total: %d projects, %d calls, %d silent (%.1f%%)" % (len(rows), total, silent_total, pct))
    print("\nwanted-list sizes: %s; calls on a file outside the root: %d"
          % (", ".join("%d → %d" % (k, sizes[k]) for k in sorted(sizes)), outside))
    for line in problems:
        print("PROBLEM", line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
