"""Validate toolcalls6 and print its counts (stdlib only).

    python3 check.py             # exit 1 on any problem
    python3 check.py --markdown  # the count tables of README.md

What is checked: the brief's sizes (10 projects, 15-20 memories and 40-48 calls
each, >= 430 calls, at least half of every project's calls silent), unique ids,
wanted lists of 0-2 existing ids, a note on every call, payload keys per hook
event as Claude Code 2.1.x sends them, absolute tool paths, cwd under root,
transcript path built from root and session, exactly one hostile memory per
project that some call wants, and split.json holding every project out.
"""

import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = ("procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference")
BASE_KEYS = ("session_id", "transcript_path", "cwd", "prompt_id", "permission_mode",
             "hook_event_name", "tool_name", "tool_input", "tool_use_id")
EVENT_KEYS = {"PreToolUse": (), "PostToolUse": ("tool_response", "duration_ms"),
              "PostToolUseFailure": ("error", "is_interrupt")}
TOOL_KEYS = {  # why: required and optional tool_input keys per tool, per Claude Code's schema
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "Write": ({"file_path", "content"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
}
PROJECTS = 10  # why: the brief asks for exactly ten stacks
MEMORIES = (15, 20)  # why: brief's per-project memory range
CALLS = (40, 48)  # why: brief's per-project call range
MIN_TOTAL_CALLS = 430  # why: brief's floor for the whole set
MIN_SILENT_SHARE = 0.5  # why: at least half of the calls must want nothing
# why: text that tries to close or forge the block the hook wraps memories in
ESCAPES = ("</retain-memory", "<retain-memory", "```", "<|im_start|>", "<|im_end|>", "[/INST]",
           "<<SYS>>", "</memories>", "END OF MEMORIES", "</context>", "<system>",
           "\nSYSTEM:", "\"}]}", "<!--", "</tool_result>", "</additional_context>")

# why: the memories written in another language, so the count tables can say so
NON_ENGLISH = {
    ("tideline-operator", "m14"): "de", ("tideline-operator", "m15"): "es",
    ("harbor-desk", "m12"): "fr", ("harbor-desk", "m14"): "pt",
    ("lichen", "m10"): "ja", ("lichen", "m13"): "zh",
    ("saltmarsh", "m11"): "es", ("saltmarsh", "m14"): "de",
    ("gantry", "m10"): "ko", ("gantry", "m13"): "fr",
    ("lanternbox", "m11"): "pt", ("lanternbox", "m14"): "zh",
    ("pinewood-infra", "m10"): "es", ("pinewood-infra", "m14"): "de",
    ("kestrel", "m10"): "fr", ("kestrel", "m13"): "pt",
    ("fernlattice", "m09"): "de", ("fernlattice", "m14"): "es",
    ("wayfarer-sdk", "m10"): "ja", ("wayfarer-sdk", "m13"): "zh", ("wayfarer-sdk", "m14"): "fr",
}

problems = []


def problem(where, what):
    problems.append(f"{where}: {what}")


def uuid_ok(value):
    try:
        return str(uuid.UUID(value)) == value
    except (ValueError, TypeError, AttributeError):
        return False


def check_payload(cid, event, root, p):
    missing = [k for k in BASE_KEYS if k not in p]
    if missing:
        problem(cid, f"missing {missing}")
        return
    extra = set(p) - set(BASE_KEYS)
    if extra != set(EVENT_KEYS.get(event, ("?",))):
        problem(cid, f"keys {sorted(extra)} do not fit {event}")
    if p["hook_event_name"] != event:
        problem(cid, "hook_event_name differs from event")
    if not uuid_ok(p["session_id"]) or not uuid_ok(p["prompt_id"]):
        problem(cid, "session_id / prompt_id not uuids")
    home = "/".join(root.split("/")[:3])
    slug = "".join(ch if ch.isalnum() else "-" for ch in root)
    if p["transcript_path"] != f"{home}/.claude/projects/{slug}/{p['session_id']}.jsonl":
        problem(cid, "transcript_path")
    if p["cwd"] != root and not p["cwd"].startswith(root + "/"):
        problem(cid, "cwd not under root")
    if p["permission_mode"] not in ("default", "acceptEdits", "plan", "bypassPermissions"):
        problem(cid, "permission_mode")
    tid = p["tool_use_id"]
    if not (tid.startswith("toolu_01") and len(tid) == 30 and tid[8:].isalnum()):
        problem(cid, "tool_use_id")
    tool, ti = p["tool_name"], p["tool_input"]
    if tool not in TOOL_KEYS:
        problem(cid, f"unknown tool {tool}")
        return
    need, may = TOOL_KEYS[tool]
    if not need <= set(ti) or set(ti) - need - may:
        problem(cid, f"tool_input keys {sorted(ti)}")
    for key in ("file_path", "notebook_path"):
        if key in ti and not ti[key].startswith("/"):
            problem(cid, f"{key} not absolute")
    if tool == "MultiEdit" and not all({"old_string", "new_string"} <= set(e) for e in ti["edits"]):
        problem(cid, "MultiEdit edit without old_string/new_string")
    if event == "PostToolUse":
        if tool == "Bash" and not {"stdout", "stderr", "interrupted", "isImage"} <= set(
                p["tool_response"]):
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
    path = ti.get("file_path") or ti.get("notebook_path") or ""
    return bool(path) and not path.startswith(root + "/")


def load():
    files = sorted(f for f in HERE.glob("*.json") if f.name != "split.json")
    return [json.loads(f.read_text(encoding="utf-8")) | {"_file": f.stem} for f in files]


def main(argv):
    docs = load()
    rows, per_event, per_tool, sizes = [], Counter(), Counter(), Counter()
    call_ids, outside = set(), 0
    langs, langs_wanted = Counter(), Counter()
    for d in docs:
        proj, root = d["project"], d["root"]
        if d["_file"] != proj:
            problem(d["_file"], "file name differs from project")
        mems = {}
        for m in d["memories"]:
            if m["id"] in mems:
                problem(proj, f"duplicate memory {m['id']}")
            mems[m["id"]] = m
            if m["kind"] not in KINDS or m["scope"] not in ("project", "user") or not m["text"]:
                problem(f"{proj}/{m['id']}", "kind, scope or text")
        if not MEMORIES[0] <= len(mems) <= MEMORIES[1]:
            problem(proj, f"{len(mems)} memories, not in {MEMORIES}")
        if not CALLS[0] <= len(d["calls"]) <= CALLS[1]:
            problem(proj, f"{len(d['calls'])} calls, not in {CALLS}")
        hostile = [i for i, m in mems.items() if any(e in m["text"] for e in ESCAPES)]
        if len(hostile) != 1:
            problem(proj, f"exactly one hostile memory expected, found {hostile}")
        wanted_ever, silent = set(), 0
        for c in d["calls"]:
            cid, event, want = c["id"], c["event"], c["wanted"]
            if cid in call_ids:
                problem(cid, "duplicate call id")
            call_ids.add(cid)
            if not c.get("note", "").strip():
                problem(cid, "note missing")
            if len(want) > 2 or len(set(want)) != len(want) or any(w not in mems for w in want):
                problem(cid, f"wanted {want}")
            check_payload(cid, event, root, c["payload"])
            wanted_ever.update(want)
            silent += not want
            sizes[len(want)] += 1
            label = "wanted" if want else "silent"
            per_event[event, label] += 1
            per_tool[c["payload"]["tool_name"], label] += 1
            outside += outside_root(root, c["payload"])
        if silent * 2 < len(d["calls"]):
            problem(proj, "fewer than half of the calls are silent")
        if hostile and hostile[0] not in wanted_ever:
            problem(proj, f"hostile memory {hostile[0]} never wanted")
        for (p, mid), lang in NON_ENGLISH.items():
            if p == proj:
                if mid not in mems:
                    problem(proj, f"non-English memory {mid} missing")
                langs[lang] += 1
                langs_wanted[lang] += mid in wanted_ever
        rows.append((proj, d["stack"], len(mems), len(wanted_ever), len(d["calls"]), silent))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != sorted(r[0] for r in rows):
        problem("split.json", "tune must be [] and heldout every project")
    total, quiet = sum(r[4] for r in rows), sum(r[5] for r in rows)
    if len(rows) != PROJECTS or total < MIN_TOTAL_CALLS or quiet < MIN_SILENT_SHARE * total:
        problem("set", f"{len(rows)} projects, {total} calls, {quiet} silent")
    pct = 100 * quiet / max(total, 1)
    if "--markdown" in argv:
        print("| project | stack | memories | memories ever wanted | calls | silent `[]` | wanted 1-2 |")
        print("|---|---|---:|---:|---:|---:|---:|")
        for p, st, m, u, c, s in rows:
            print(f"| {p} | {st} | {m} | {u} | {c} | {s} | {c - s} |")
        print(f"| **all ({len(rows)} projects)** | | {sum(r[2] for r in rows)} | "
              f"{sum(r[3] for r in rows)} | {total} | {quiet} ({pct:.1f}%) | {total - quiet} |")
        for title, counter, keys in (("event", per_event, EVENT_KEYS), ("tool", per_tool, TOOL_KEYS)):
            print(f"\n| {title} | silent `[]` | wanted 1-2 |\n|---|---:|---:|")
            for k in keys:
                if counter[k, "silent"] or counter[k, "wanted"]:
                    print(f"| {k} | {counter[k, 'silent']} | {counter[k, 'wanted']} |")
    else:
        for p, _, m, u, c, s in rows:
            print(f"{p:18} memories {m:2} (ever wanted {u:2})  calls {c:2}  silent {s:2}")
        print(f"total: {len(rows)} projects, {total} calls, {quiet} silent ({pct:.1f}%)")
        print("by event:", dict(sorted((f"{a}/{b}", v) for (a, b), v in per_event.items())))
        print("by tool:", dict(sorted((f"{a}/{b}", v) for (a, b), v in per_tool.items())))
    print("\nwanted-list sizes: " + ", ".join(f"{k} -> {sizes[k]}" for k in sorted(sizes))
          + f"; calls on a file outside the root: {outside}"
          + "; non-English memories (wanted at least once): "
          + ", ".join(f"{k} {langs[k]} ({langs_wanted[k]})" for k in sorted(langs))
          + f", all {sum(langs.values())} ({sum(langs_wanted.values())})")
    for p in problems:
        print("PROBLEM", p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
