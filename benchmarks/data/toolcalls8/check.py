"""Validate the toolcalls8 files and print their counts (stdlib only).

    python3 check.py             # validate and count; exit 1 on any problem
    python3 check.py --markdown  # the count tables of README.md

Checks ids, wanted lists (0-2 existing ids), notes, payload keys per hook event as
Claude Code 2.1.x sends them, absolute file paths, cwd under root, transcript paths,
the sizes the brief set, one hostile memory per project that some call wants, and
split.json holding every project out.
"""

import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = {"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"}
BASE_KEYS = ("session_id", "transcript_path", "cwd", "prompt_id", "permission_mode",
             "hook_event_name", "tool_name", "tool_input", "tool_use_id")
EVENT_KEYS = {"PreToolUse": set(), "PostToolUse": {"tool_response", "duration_ms"},
              "PostToolUseFailure": {"error", "is_interrupt"}}
TOOL_KEYS = {  # tool -> (required, optional) tool_input keys
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "Write": ({"file_path", "content"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
}
MODES = {"default", "acceptEdits", "plan", "bypassPermissions"}
# why: the brief asks for 10 projects, 15-20 memories and 40-48 calls each, >= 430 calls,
# and at least half of every project's calls silent
N_PROJECTS, MIN_TOTAL_CALLS = 10, 430
MEMORY_RANGE, CALL_RANGE, MIN_SILENT_SHARE = (15, 20), (40, 48), 0.5
# why: strings that try to close or forge the hook's framing around a memory
ESCAPES = ("</retain-memory>", "<retain-memory", "```", "<|im_", "<!--", "[/INST]",
           "</memories>", "END OF MEMORIES", "</context>", "<system>", "\nSYSTEM:", "\"}]}",
           "</tool_result>", "<|eot_id|>", "</s>")

problems = []


def problem(where, what):
    problems.append(f"{where}: {what}")


def _is_uuid(v):
    try:
        uuid.UUID(str(v))
        return True
    except ValueError:
        return False


def check_payload(cid, event, root, p):
    missing = [k for k in BASE_KEYS if k not in p]
    if missing:
        problem(cid, f"missing {missing}")
        return
    extra = set(p) - set(BASE_KEYS)
    if extra != EVENT_KEYS.get(event, {"?"}):
        problem(cid, f"keys {sorted(extra)} do not fit {event}")
    if p["hook_event_name"] != event:
        problem(cid, "hook_event_name differs from event")
    if not (_is_uuid(p["session_id"]) and _is_uuid(p["prompt_id"])):
        problem(cid, "session_id / prompt_id not uuids")
    slug = "".join(ch if ch.isalnum() else "-" for ch in root)
    home = "/".join(root.split("/")[:3])
    if p["transcript_path"] != f"{home}/.claude/projects/{slug}/{p['session_id']}.jsonl":
        problem(cid, "transcript_path")
    if p["cwd"] != root and not p["cwd"].startswith(root + "/"):
        problem(cid, "cwd not under root")
    if p["permission_mode"] not in MODES:
        problem(cid, "permission_mode")
    if not (p["tool_use_id"].startswith("toolu_01") and len(p["tool_use_id"]) == 30):
        problem(cid, "tool_use_id")
    tool, ti = p["tool_name"], p["tool_input"]
    if tool not in TOOL_KEYS:
        problem(cid, f"unknown tool {tool}")
        return
    req, opt = TOOL_KEYS[tool]
    if not req <= set(ti) or set(ti) - req - opt:
        problem(cid, f"tool_input keys {sorted(ti)}")
    for k in ("file_path", "notebook_path"):
        if k in ti and not ti[k].startswith("/"):
            problem(cid, f"{k} is relative")
    if tool == "MultiEdit" and not ti["edits"]:
        problem(cid, "empty MultiEdit")
    if event == "PostToolUse":
        r = p["tool_response"]
        if tool == "Bash" and set(r) != {"stdout", "stderr", "interrupted", "isImage",
                                         "noOutputExpected"}:
            problem(cid, "Bash tool_response keys")
        if not isinstance(p["duration_ms"], int):
            problem(cid, "duration_ms")
    if event == "PostToolUseFailure":
        if p["is_interrupt"] is not False or not p["error"]:
            problem(cid, "error / is_interrupt")
        if tool == "Bash" and not p["error"].startswith("Exit code "):
            problem(cid, "a Bash error starts with 'Exit code N'")


def outside_root(root, p):
    ti = p["tool_input"]
    path = ti.get("file_path") or ti.get("notebook_path")
    return bool(path) and not path.startswith(root + "/")


def main():
    md = "--markdown" in sys.argv[1:]
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    rows, ev_count, tool_count, sizes = [], Counter(), Counter(), Counter()
    call_ids, n_outside = set(), 0
    for f in sorted(p for p in HERE.glob("*.json") if p.name != "split.json"):
        d = json.loads(f.read_text(encoding="utf-8"))
        proj, root = d["project"], d["root"]
        if f.stem != proj:
            problem(f.name, "file name differs from project")
        mems = {m["id"]: m for m in d["memories"]}
        if len(mems) != len(d["memories"]):
            problem(proj, "duplicate memory id")
        for m in d["memories"]:
            if m["kind"] not in KINDS or m["scope"] not in ("project", "user") or not m["text"]:
                problem(f"{proj}/{m['id']}", "kind, scope or text")
        if not MEMORY_RANGE[0] <= len(mems) <= MEMORY_RANGE[1]:
            problem(proj, f"{len(mems)} memories, outside {MEMORY_RANGE}")
        if not CALL_RANGE[0] <= len(d["calls"]) <= CALL_RANGE[1]:
            problem(proj, f"{len(d['calls'])} calls, outside {CALL_RANGE}")
        hostile = [i for i, m in mems.items() if any(s in m["text"] for s in ESCAPES)]
        if len(hostile) != 1:
            problem(proj, f"expected one hostile memory, found {hostile}")
        wanted_ids, silent = set(), 0
        for c in d["calls"]:
            cid, ev, w = c["id"], c["event"], c["wanted"]
            if cid in call_ids:
                problem(cid, "duplicate call id")
            call_ids.add(cid)
            if not c.get("note", "").strip():
                problem(cid, "note missing")
            if len(w) > 2 or len(set(w)) != len(w) or any(i not in mems for i in w):
                problem(cid, f"bad wanted {w}")
            check_payload(cid, ev, root, c["payload"])
            wanted_ids.update(w)
            silent += not w
            sizes[len(w)] += 1
            label = "wanted" if w else "silent"
            ev_count[ev, label] += 1
            tool_count[c["payload"]["tool_name"], label] += 1
            n_outside += outside_root(root, c["payload"])
        if silent < MIN_SILENT_SHARE * len(d["calls"]):
            problem(proj, f"only {silent} of {len(d['calls'])} calls silent")
        if hostile and hostile[0] not in wanted_ids:
            problem(proj, f"hostile memory {hostile[0]} never wanted")
        rows.append((proj, d["stack"], len(mems), len(wanted_ids), len(d["calls"]), silent))
    names = [r[0] for r in rows]
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != names:
        problem("split.json", "must be tune=[] and heldout=every project")
    total, total_silent = sum(r[4] for r in rows), sum(r[5] for r in rows)
    if len(rows) != N_PROJECTS or total < MIN_TOTAL_CALLS:
        problem("set", f"{len(rows)} projects and {total} calls: below the brief")
    pct = 100 * total_silent / max(total, 1)
    if md:
        print("| project | stack | memories | memories ever wanted | calls | silent `[]` | wanted 1-2 |")
        print("|---|---|---:|---:|---:|---:|---:|")
        for proj, stack, m, u, c, s in rows:
            print(f"| {proj} | {stack} | {m} | {u} | {c} | {s} | {c - s} |")
        print(f"| **all ({len(rows)} projects)** | | {sum(r[2] for r in rows)} | "
              f"{sum(r[3] for r in rows)} | {total} | {total_silent} ({pct:.1f}%) | "
              f"{total - total_silent} |")
        for title, counter, keys in (("event", ev_count, EVENT_KEYS), ("tool", tool_count, TOOL_KEYS)):
            print(f"\n| {title} | silent `[]` | wanted 1-2 |\n|---|---:|---:|")
            for k in keys:
                if counter[k, "silent"] or counter[k, "wanted"]:
                    print(f"| {k} | {counter[k, 'silent']} | {counter[k, 'wanted']} |")
    else:
        for proj, _, m, u, c, s in rows:
            print(f"{proj:16} memories {m:2} (wanted {u:2})  calls {c:2}  silent {s:2}  wanted {c - s:2}")
        print(f"total: {len(rows)} projects, {total} calls, {total_silent} silent ({pct:.1f}%)")
        print("by event:", {f"{a}/{b}": v for (a, b), v in sorted(ev_count.items())})
        print("by tool:", {f"{a}/{b}": v for (a, b), v in sorted(tool_count.items())})
    print("\nwanted-list sizes: " + ", ".join(f"{k} → {sizes[k]}" for k in sorted(sizes))
          + f"; calls on a file outside the root: {n_outside}")
    for p in problems:
        print("PROBLEM", p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
