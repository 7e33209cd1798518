"""Validate the toolcalls2 files and count them (stdlib only).

    python3 check.py              # validate; plain counts; exit status 1 on any problem
    python3 check.py --markdown   # the same counts as the markdown tables in README.md

What is checked: unique memory and call ids, wanted ids that exist (1 or 2 of
them, or none), a note on every call, payload fields per hook event as Claude
Code 2.1.x sends them, absolute file paths, cwd at or below root, and the
minimums the set promises (projects, memories, calls, share of silent calls, one
hostile memory per project that some call wants).
"""

import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = frozenset({"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"})
EVENTS = ("PreToolUse", "PostToolUse", "PostToolUseFailure")
TOOLS = ("Edit", "Write", "MultiEdit", "NotebookEdit", "Bash", "Read")
# why: the fields every tool-time payload carries (prompt_id is optional in 2.1.x but set here)
BASE_FIELDS = (
    "session_id",
    "transcript_path",
    "cwd",
    "prompt_id",
    "permission_mode",
    "hook_event_name",
    "tool_name",
    "tool_input",
    "tool_use_id",
)
EXTRA_FIELDS = {
    "PreToolUse": set(),
    "PostToolUse": {"tool_response", "duration_ms"},
    "PostToolUseFailure": {"error", "is_interrupt"},
}
TOOL_INPUT = {  # tool -> (required keys, optional keys)
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "Write": ({"file_path", "content"}, set()),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
}
BASH_RESPONSE = {"stdout", "stderr", "interrupted", "isImage"}
# why: the minimums the brief for this set fixed before any writing started
MIN_PROJECTS, MIN_CALLS_TOTAL = 8, 330
MEMORIES_RANGE, CALLS_RANGE = (20, 35), (35, 50)
HOSTILE_MARKS = (
    "</retain-memory>",
    "<retain-memory>",
    "```system",
    "<|im_start|>",
    "<!--",
    "END OF MEMORIES",
    "[/INST]",
    "</memories>",
)

problems = []


def bad(where, msg):
    problems.append(f"{where}: {msg}")


def check_payload(cid, event, root, p):
    missing = [k for k in BASE_FIELDS if k not in p]
    if missing:
        bad(cid, f"payload lacks {missing}")
        return
    extra = set(p) - set(BASE_FIELDS)
    if extra != EXTRA_FIELDS[event]:
        bad(cid, f"{event} payload has extra fields {sorted(extra)}")
    for k in ("session_id", "prompt_id"):
        try:
            uuid.UUID(p[k])
        except ValueError:
            bad(cid, f"{k} is not a uuid")
    home = "/".join(root.split("/")[:3])
    if not p["transcript_path"].startswith(home + "/") or not p["transcript_path"].endswith(
        f"/.claude/projects/{root.replace('/', '-').replace('.', '-')}/{p['session_id']}.jsonl"
    ):
        bad(cid, "transcript_path does not match root and session")
    if p["cwd"] != root and not p["cwd"].startswith(root + "/"):
        bad(cid, "cwd outside root")
    if p["permission_mode"] not in ("default", "acceptEdits", "plan", "bypassPermissions"):
        bad(cid, "unknown permission_mode")
    if p["hook_event_name"] != event:
        bad(cid, "hook_event_name differs from event")
    tool, ti = p["tool_name"], p["tool_input"]
    if tool not in TOOLS or not isinstance(ti, dict):
        bad(cid, f"bad tool {tool!r} or tool_input")
        return
    need, may = TOOL_INPUT[tool]
    if not need <= set(ti) or set(ti) - need - may:
        bad(cid, f"{tool} tool_input keys {sorted(ti)}")
    for k in ("file_path", "notebook_path"):
        if k in ti and not ti[k].startswith("/"):
            bad(cid, f"{k} is relative")
    if tool == "MultiEdit" and (
        not ti["edits"] or any(set(e) != {"old_string", "new_string"} for e in ti["edits"])
    ):
        bad(cid, "MultiEdit edits malformed")
    if not (p["tool_use_id"].startswith("toolu_01") and len(p["tool_use_id"]) == 30):
        bad(cid, "tool_use_id shape")
    if event == "PostToolUse":
        r = p["tool_response"]
        if tool == "Bash" and not set(r) >= BASH_RESPONSE:
            bad(cid, "Bash tool_response lacks stdout/stderr/interrupted/isImage")
        if not isinstance(p["duration_ms"], int):
            bad(cid, "duration_ms not int")
    if event == "PostToolUseFailure":
        if p["is_interrupt"] is not False or not p["error"]:
            bad(cid, "failure needs error text and is_interrupt false")
        if tool == "Bash" and not p["error"].startswith("Exit code "):
            bad(cid, "Bash error must start with 'Exit code N'")


def main():
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f for f in HERE.glob("*.json") if f.name != "split.json")
    rows, ev_count, tool_count, sizes = [], Counter(), Counter(), Counter()
    outside, call_ids = 0, set()
    for f in files:
        d = json.loads(f.read_text(encoding="utf-8"))
        proj, root = d["project"], d["root"]
        if f.stem != proj:
            bad(f.name, "file name differs from project")
        if not root.startswith(("/home/dev/src/", "/Users/dev/src/")):
            bad(proj, "root should be /home/dev/src/<name> (or /Users/dev/src/<name> on a Mac)")
        mids = [m["id"] for m in d["memories"]]
        if len(mids) != len(set(mids)):
            bad(proj, "duplicate memory ids")
        for m in d["memories"]:
            if (
                m["kind"] not in KINDS
                or m["scope"] not in ("project", "user")
                or not m["text"].strip()
            ):
                bad(f"{proj}/{m['id']}", "kind, scope or text")
        if not MEMORIES_RANGE[0] <= len(mids) <= MEMORIES_RANGE[1]:
            bad(proj, f"{len(mids)} memories, want {MEMORIES_RANGE}")
        used, silent = Counter(), 0
        for c in d["calls"]:
            cid, ev, w = c["id"], c["event"], c["wanted"]
            if cid in call_ids:
                bad(cid, "duplicate call id")
            call_ids.add(cid)
            if ev not in EVENTS:
                bad(cid, f"unknown event {ev}")
                continue
            if not isinstance(w, list) or len(w) > 2 or len(set(w)) != len(w):
                bad(cid, "wanted must be [] or 1-2 distinct ids")
                w = []
            for i in w:
                if i not in mids:
                    bad(cid, f"wanted {i} is not a memory")
                used[i] += 1
            if not c.get("note", "").strip():
                bad(cid, "note missing")
            check_payload(cid, ev, root, c["payload"])
            tag = "silent" if not w else "wanted"
            silent += not w
            ev_count[(ev, tag)] += 1
            tool_count[(c["payload"].get("tool_name"), tag)] += 1
            sizes[len(w)] += 1
            ti = c["payload"].get("tool_input", {})
            path = ti.get("file_path") or ti.get("notebook_path")
            outside += bool(path and not path.startswith(root + "/"))
        hostile = [m["id"] for m in d["memories"] if any(h in m["text"] for h in HOSTILE_MARKS)]
        if len(hostile) != 1:
            bad(proj, f"want exactly one hostile memory, found {hostile}")
        elif not used[hostile[0]]:
            bad(proj, f"hostile memory {hostile[0]} is never wanted")
        n = len(d["calls"])
        if not CALLS_RANGE[0] <= n <= CALLS_RANGE[1]:
            bad(proj, f"{n} calls, want {CALLS_RANGE}")
        if silent * 2 < n:
            bad(proj, f"only {silent}/{n} silent calls (want at least half)")
        part = "heldout" if proj in split["heldout"] else "tune" if proj in split["tune"] else "?"
        rows.append((proj, part, d["stack"], len(mids), len(used), n, silent))
    names = {r[0] for r in rows}
    if split.get("tune") != [] or set(split.get("heldout", [])) != names:
        bad("split.json", 'must be {"tune": [], "heldout": [every project]}')
    total, total_silent = sum(r[5] for r in rows), sum(r[6] for r in rows)
    if len(rows) < MIN_PROJECTS:
        bad("all", f"{len(rows)} projects, want >= {MIN_PROJECTS}")
    if total < MIN_CALLS_TOTAL:
        bad("all", f"{total} calls, want >= {MIN_CALLS_TOTAL}")
    if total_silent * 2 < total:
        bad("all", "fewer than half the calls are silent")
    report(rows, ev_count, tool_count, sizes, outside, "--markdown" in sys.argv)
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("\nOK")


def report(rows, ev_count, tool_count, sizes, outside, md):
    total, silent = sum(r[5] for r in rows), sum(r[6] for r in rows)
    pct = 100 * silent / total if total else 0
    n_mem, n_used = sum(r[3] for r in rows), sum(r[4] for r in rows)
    if md:
        print("| project | stack | memories | memories ever wanted | calls | silent `[]` ", end="")
        print("| wanted 1-2 |")
        print("|---|---|---:|---:|---:|---:|---:|")
        for r in rows:
            print(f"| {r[0]} | {r[2]} | {r[3]} | {r[4]} | {r[5]} | {r[6]} | {r[5] - r[6]} |")
        print(
            f"| **all ({len(rows)} projects)** | | {n_mem} | {n_used} "
            f"| {total} | {silent} ({pct:.1f}%) | {total - silent} |"
        )
        for title, counter, keys in (("event", ev_count, EVENTS), ("tool", tool_count, TOOLS)):
            print(f"\n| {title} | silent `[]` | wanted 1-2 |\n|---|---:|---:|")
            for k in keys:
                print(f"| {k} | {counter[(k, 'silent')]} | {counter[(k, 'wanted')]} |")
        print(
            f"\nwanted-list sizes: 0 → {sizes[0]}, 1 → {sizes[1]}, 2 → {sizes[2]}; "
            f"calls on a file outside the root: {outside}"
        )
        return
    print(f"{'project':18} {'mem':>4} {'used':>4} {'calls':>5} {'silent':>6}")
    for r in rows:
        print(f"{r[0]:18} {r[3]:4} {r[4]:4} {r[5]:5} {r[6]:6}")
    print(f"{'ALL':18} {n_mem:4} {n_used:4} {total:5} {silent:6}  ({pct:.1f}% silent)")
    print("by event:", {f"{k[0]}/{k[1]}": v for k, v in sorted(ev_count.items())})
    print("by tool: ", {f"{k[0]}/{k[1]}": v for k, v in sorted(tool_count.items())})
    print("wanted sizes:", dict(sorted(sizes.items())), "| file paths outside root:", outside)


if __name__ == "__main__":
    main()
