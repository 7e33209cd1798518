"""Validate the toolcalls7 files and print their counts (stdlib only).

    python3 check.py              # validate; exit 1 on any problem
    python3 check.py --markdown   # the count tables for README.md

It checks unique ids, wanted lists (0-2 known ids), a note on every call, the
payload keys Claude Code 2.1.x sends for each event and tool, absolute file
paths, cwd inside the root, the transcript path, one hostile memory per project
that some call wants, and the sizes the brief asked for.
"""

import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = {"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"}
BASE_KEYS = {"session_id", "transcript_path", "cwd", "prompt_id", "permission_mode",
             "hook_event_name", "tool_name", "tool_input", "tool_use_id"}
EVENT_KEYS = {"PreToolUse": set(), "PostToolUse": {"tool_response", "duration_ms"},
              "PostToolUseFailure": {"error", "is_interrupt"}}
TOOL_KEYS = {  # tool -> (required keys, optional keys)
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "Write": ({"file_path", "content"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
}
# why: the sizes the toolcalls7 brief fixed before any project was written
PROJECTS_MIN, CALLS_MIN, SILENT_SHARE_MIN = 10, 430, 0.5
MEMORIES_PER_PROJECT, CALLS_PER_PROJECT = (15, 20), (40, 48)
# why: strings by which a memory tries to escape the block the hook wraps it in
ESCAPES = ("</retain-memory", "<retain-memory", "```", "<|im_", "<!--", "[/INST]", "<<SYS>>",
           "</memories>", "END OF MEMORIES", "</context>", "<system>", "\nSYSTEM:", "\"}]}",
           "</tool_result>", "\nHuman:", "\nAssistant:")


class Problems(list):
    def add(self, where, what):
        self.append(f"{where}: {what}")


def _uuid_ok(value):
    try:
        uuid.UUID(value)
    except (TypeError, ValueError):
        return False
    return True


def check_payload(problems, cid, event, root, p):
    missing = BASE_KEYS - set(p)
    if missing:
        problems.add(cid, f"missing {sorted(missing)}")
        return
    if set(p) - BASE_KEYS != EVENT_KEYS.get(event, {"?"}):
        problems.add(cid, f"extra keys {sorted(set(p) - BASE_KEYS)} for {event}")
    if p["hook_event_name"] != event:
        problems.add(cid, "hook_event_name differs from event")
    if not (_uuid_ok(p["session_id"]) and _uuid_ok(p["prompt_id"])):
        problems.add(cid, "session_id/prompt_id not uuids")
    home = "/".join(root.split("/")[:3])
    slug = "".join(ch if ch.isalnum() else "-" for ch in root)
    if p["transcript_path"] != f"{home}/.claude/projects/{slug}/{p['session_id']}.jsonl":
        problems.add(cid, "transcript_path")
    if p["cwd"] != root and not p["cwd"].startswith(root + "/"):
        problems.add(cid, "cwd outside root")
    if p["permission_mode"] not in ("default", "acceptEdits", "plan", "bypassPermissions"):
        problems.add(cid, "permission_mode")
    if not (p["tool_use_id"].startswith("toolu_01") and len(p["tool_use_id"]) == 30):
        problems.add(cid, "tool_use_id")
    tool, ti = p["tool_name"], p["tool_input"]
    if tool not in TOOL_KEYS:
        problems.add(cid, f"unknown tool {tool}")
        return
    need, may = TOOL_KEYS[tool]
    if not need <= set(ti) or set(ti) - need - may:
        problems.add(cid, f"tool_input keys {sorted(ti)}")
    for key in ("file_path", "notebook_path"):
        if key in ti and not ti[key].startswith("/"):
            problems.add(cid, f"{key} is relative")
    if event == "PostToolUse":
        if tool == "Bash" and not {"stdout", "stderr", "interrupted", "isImage"} <= set(
                p["tool_response"]):
            problems.add(cid, "Bash tool_response keys")
        if not isinstance(p["duration_ms"], int):
            problems.add(cid, "duration_ms")
    if event == "PostToolUseFailure":
        if p["is_interrupt"] is not False or not p["error"]:
            problems.add(cid, "error/is_interrupt")
        if tool == "Bash" and not p["error"].startswith("Exit code "):
            problems.add(cid, "Bash error must start with 'Exit code N'")


def target_outside(root, p):
    ti = p["tool_input"]
    path = ti.get("file_path") or ti.get("notebook_path")
    return bool(path) and not path.startswith(root + "/")


def main(argv):
    problems = Problems()
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    rows, per_event, per_tool, sizes, call_ids, n_out = [], Counter(), Counter(), Counter(), set(), 0
    for f in sorted(x for x in HERE.glob("*.json") if x.name != "split.json"):
        d = json.loads(f.read_text(encoding="utf-8"))
        proj, root, mems = d["project"], d["root"], {m["id"]: m for m in d["memories"]}
        if f.stem != proj:
            problems.add(f.name, "file name differs from project")
        if len(mems) != len(d["memories"]):
            problems.add(proj, "duplicate memory id")
        for m in d["memories"]:
            if m["kind"] not in KINDS or m["scope"] not in ("project", "user") or not m["text"]:
                problems.add(f"{proj}/{m['id']}", "kind, scope or text")
        lo, hi = MEMORIES_PER_PROJECT
        if not lo <= len(mems) <= hi:
            problems.add(proj, f"{len(mems)} memories, want {lo}-{hi}")
        lo, hi = CALLS_PER_PROJECT
        if not lo <= len(d["calls"]) <= hi:
            problems.add(proj, f"{len(d['calls'])} calls, want {lo}-{hi}")
        hostile = [i for i, m in mems.items() if any(e in m["text"] for e in ESCAPES)]
        if len(hostile) != 1:
            problems.add(proj, f"need exactly one hostile memory, got {hostile}")
        used, silent = set(), 0
        for c in d["calls"]:
            cid, event, want = c["id"], c["event"], c["wanted"]
            if cid in call_ids:
                problems.add(cid, "duplicate call id")
            call_ids.add(cid)
            if not c.get("note", "").strip():
                problems.add(cid, "note missing")
            if len(want) > 2 or len(set(want)) != len(want) or not set(want) <= set(mems):
                problems.add(cid, f"bad wanted {want}")
            check_payload(problems, cid, event, root, c["payload"])
            kind = "wanted" if want else "silent"
            used |= set(want)
            silent += not want
            sizes[len(want)] += 1
            per_event[event, kind] += 1
            per_tool[c["payload"]["tool_name"], kind] += 1
            n_out += target_outside(root, c["payload"])
        if 2 * silent < len(d["calls"]):
            problems.add(proj, f"only {silent} of {len(d['calls'])} calls are silent")
        if len(hostile) == 1 and hostile[0] not in used:
            problems.add(proj, f"hostile memory {hostile[0]} is never wanted")
        rows.append((proj, d["stack"], len(mems), len(used), len(d["calls"]), silent))
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != [r[0] for r in rows]:
        problems.add("split.json", "must be tune=[] and heldout=all projects")
    total, quiet = sum(r[4] for r in rows), sum(r[5] for r in rows)
    if len(rows) < PROJECTS_MIN or total < CALLS_MIN or quiet < SILENT_SHARE_MIN * total:
        problems.add("set", f"{len(rows)} projects, {total} calls, {quiet} silent: too few")
    pct = 100 * quiet / max(total, 1)
    if "--markdown" in argv:
        print("| project | stack | memories | memories ever wanted | calls | silent `[]` |"
              " wanted 1-2 |\n|---|---|---:|---:|---:|---:|---:|")
        for proj, stack, m, u, c, s in rows:
            print(f"| {proj} | {stack} | {m} | {u} | {c} | {s} | {c - s} |")
        print(f"| **all ({len(rows)} projects)** | | {sum(r[2] for r in rows)} | "
              f"{sum(r[3] for r in rows)} | {total} | {quiet} ({pct:.1f}%) | {total - quiet} |")
        for title, counter, keys in (("event", per_event, EVENT_KEYS), ("tool", per_tool, TOOL_KEYS)):
            print(f"\n| {title} | silent `[]` | wanted 1-2 |\n|---|---:|---:|")
            for k in keys:
                if counter[k, "silent"] or counter[k, "wanted"]:
                    print(f"| {k} | {counter[k, 'silent']} | {counter[k, 'wanted']} |")
    else:
        for proj, _, m, u, c, s in rows:
            print(f"{proj:16} memories {m:2} (wanted {u:2})  calls {c:2}  silent {s:2}")
        print(f"total: {len(rows)} projects, {total} calls, {quiet} silent ({pct:.1f}%)")
    print("\nwanted-list sizes: " + ", ".join(f"{k} → {sizes[k]}" for k in sorted(sizes))
          + f"; calls on a file outside the root: {n_out}")
    for line in problems:
        print("PROBLEM", line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
