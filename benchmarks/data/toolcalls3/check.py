"""Validate the toolcalls3 files and count them (stdlib only).

    python3 check.py             # validate, print counts; exit 1 on any problem
    python3 check.py --markdown  # counts as the markdown tables used in README.md

Checks: ids unique, wanted ids exist (0, 1 or 2 of them), a note on every call,
payload keys per event as Claude Code 2.1.x sends them, absolute file paths, cwd
inside root, transcript path matching root and session, the size ranges promised
by the brief, exactly one hostile memory per project and that some call wants it.
"""

import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = {"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"}
COMMON = ["session_id", "transcript_path", "cwd", "prompt_id", "permission_mode",
          "hook_event_name", "tool_name", "tool_input", "tool_use_id"]
PER_EVENT = {"PreToolUse": set(), "PostToolUse": {"tool_response", "duration_ms"},
             "PostToolUseFailure": {"error", "is_interrupt"}}
INPUT_KEYS = {  # tool -> (must have, may have)
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "Write": ({"file_path", "content"}, set()),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
}
# why: the brief fixed these before writing began (>= 8 projects, >= 300 calls, >= 50% silent)
MIN_PROJECTS, MIN_CALLS, MIN_SILENT = 8, 300, 0.5
MEM_RANGE, CALL_RANGE = (18, 30), (35, 50)
# why: markers of text that tries to leave the hook's fenced or tagged block
HOSTILE = ("</retain-memory>", "<retain-memory", "```", "<|im_", "<!--", "[/INST]",
           "</memories>", "END OF MEMORIES", "</context>", "<system>", "\nSYSTEM:", "\"}]}")

errors = []


def bad(where, what):
    errors.append(f"{where}: {what}")


def is_uuid(s):
    try:
        uuid.UUID(s)
        return True
    except (ValueError, TypeError):
        return False


def check_call(cid, ev, root, p):
    if any(k not in p for k in COMMON):
        bad(cid, "missing common keys")
        return
    if set(p) - set(COMMON) != PER_EVENT.get(ev, {"?"}):
        bad(cid, f"wrong extra keys for {ev}: {sorted(set(p) - set(COMMON))}")
    if not (is_uuid(p["session_id"]) and is_uuid(p["prompt_id"])):
        bad(cid, "ids are not uuids")
    slug = "".join(ch if ch.isalnum() else "-" for ch in root)
    home = "/".join(root.split("/")[:3])
    if p["transcript_path"] != f"{home}/.claude/projects/{slug}/{p['session_id']}.jsonl":
        bad(cid, "transcript_path")
    if not (p["cwd"] == root or p["cwd"].startswith(root + "/")):
        bad(cid, "cwd outside root")
    if p["hook_event_name"] != ev:
        bad(cid, "hook_event_name")
    if p["permission_mode"] not in ("default", "acceptEdits", "plan", "bypassPermissions"):
        bad(cid, "permission_mode")
    tool, ti = p["tool_name"], p["tool_input"]
    if tool not in INPUT_KEYS:
        bad(cid, f"tool {tool}")
        return
    must, may = INPUT_KEYS[tool]
    if not must <= set(ti) or set(ti) - must - may:
        bad(cid, f"tool_input keys {sorted(ti)}")
    for k in ("file_path", "notebook_path"):
        if k in ti and not ti[k].startswith("/"):
            bad(cid, f"relative {k}")
    if len(p["tool_use_id"]) != 30 or not p["tool_use_id"].startswith("toolu_01"):
        bad(cid, "tool_use_id")
    if ev == "PostToolUse":
        r = p["tool_response"]
        if tool == "Bash" and not {"stdout", "stderr", "interrupted", "isImage"} <= set(r):
            bad(cid, "Bash tool_response keys")
        if not isinstance(p["duration_ms"], int):
            bad(cid, "duration_ms")
    if ev == "PostToolUseFailure":
        if p["is_interrupt"] is not False or not p["error"]:
            bad(cid, "error / is_interrupt")
        if tool == "Bash" and not p["error"].startswith("Exit code "):
            bad(cid, "Bash error must start with 'Exit code N'")


def outside(root, p):
    ti = p["tool_input"]
    path = ti.get("file_path") or ti.get("notebook_path")
    return bool(path) and not path.startswith(root + "/")


def main():
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    rows, by_event, by_tool, sizes = [], Counter(), Counter(), Counter()
    seen_calls, n_outside = set(), 0
    files = sorted(f for f in HERE.glob("*.json") if f.name != "split.json")
    for f in files:
        d = json.loads(f.read_text(encoding="utf-8"))
        proj, root = d["project"], d["root"]
        if f.stem != proj:
            bad(f.name, "file name is not the project name")
        mems = {m["id"]: m for m in d["memories"]}
        if len(mems) != len(d["memories"]):
            bad(proj, "duplicate memory ids")
        for m in d["memories"]:
            if m["kind"] not in KINDS or m["scope"] not in ("project", "user") or not m["text"]:
                bad(f"{proj}/{m['id']}", "kind/scope/text")
        if not MEM_RANGE[0] <= len(mems) <= MEM_RANGE[1]:
            bad(proj, f"{len(mems)} memories outside {MEM_RANGE}")
        if not CALL_RANGE[0] <= len(d["calls"]) <= CALL_RANGE[1]:
            bad(proj, f"{len(d['calls'])} calls outside {CALL_RANGE}")
        hostile = [i for i, m in mems.items() if any(h in m["text"] for h in HOSTILE)]
        if len(hostile) != 1:
            bad(proj, f"want exactly one hostile memory, found {hostile}")
        used, silent = set(), 0
        for c in d["calls"]:
            cid, ev, w = c["id"], c["event"], c["wanted"]
            if cid in seen_calls:
                bad(cid, "duplicate call id")
            seen_calls.add(cid)
            if not c.get("note", "").strip():
                bad(cid, "no note")
            if len(w) > 2 or len(set(w)) != len(w) or any(i not in mems for i in w):
                bad(cid, f"wanted {w}")
            check_call(cid, ev, root, c["payload"])
            used.update(w)
            silent += not w
            sizes[len(w)] += 1
            kind = "silent" if not w else "wanted"
            by_event[ev, kind] += 1
            by_tool[c["payload"]["tool_name"], kind] += 1
            n_outside += outside(root, c["payload"])
        if hostile and hostile[0] not in used:
            bad(proj, f"hostile memory {hostile[0]} is never wanted")
        rows.append((proj, d["stack"], len(mems), len(used), len(d["calls"]), silent))
    names = [r[0] for r in rows]
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != names:
        bad("split.json", "must be tune=[] and heldout=every project")
    total = sum(r[4] for r in rows)
    silent_total = sum(r[5] for r in rows)
    if len(rows) < MIN_PROJECTS or total < MIN_CALLS or silent_total < MIN_SILENT * total:
        bad("set", f"{len(rows)} projects, {total} calls, {silent_total} silent: below minimums")
    md = "--markdown" in sys.argv
    if md:
        print("| project | stack | memories | memories ever wanted | calls | silent `[]` | wanted 1-2 |")
        print("|---|---|---:|---:|---:|---:|---:|")
        for p, st, m, u, c, s in rows:
            print(f"| {p} | {st} | {m} | {u} | {c} | {s} | {c - s} |")
        pct = 100 * silent_total / max(total, 1)
        print(f"| **all ({len(rows)} projects)** | | {sum(r[2] for r in rows)} | "
              f"{sum(r[3] for r in rows)} | {total} | {silent_total} ({pct:.1f}%) | "
              f"{total - silent_total} |")
        for title, counter, keys in (("event", by_event, PER_EVENT), ("tool", by_tool, INPUT_KEYS)):
            print(f"\n| {title} | silent `[]` | wanted 1-2 |\n|---|---:|---:|")
            for k in keys:
                if counter[k, "silent"] or counter[k, "wanted"]:
                    print(f"| {k} | {counter[k, 'silent']} | {counter[k, 'wanted']} |")
    else:
        for p, _, m, u, c, s in rows:
            print(f"{p:12} memories {m:2} (wanted {u:2})  calls {c:2}  silent {s:2}  wanted {c - s:2}")
        print(f"total: {len(rows)} projects, {total} calls, {silent_total} silent "
              f"({100 * silent_total / max(total, 1):.1f}%)")
        print("by event:", {f"{k[0]}/{k[1]}": v for k, v in sorted(by_event.items())})
        print("by tool:", {f"{k[0]}/{k[1]}": v for k, v in sorted(by_tool.items())})
    print(f"\nwanted-list sizes: " + ", ".join(f"{k} → {sizes[k]}" for k in sorted(sizes))
          + f"; calls on a file outside the root: {n_outside}")
    for e in errors:
        print("PROBLEM", e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
