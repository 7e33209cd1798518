"""Validate the toolcalls4 files and print their counts (stdlib only).

    python3 check.py             # validate and count; exit 1 on any problem
    python3 check.py --markdown  # the counts as the markdown tables in README.md

What is checked: unique memory and call ids; every wanted id exists and a wanted
list holds 0, 1 or 2 distinct ids; every call has a note; payload keys per event as
Claude Code 2.1.x sends them; absolute file paths; cwd inside the root; transcript
path built from root and session; size ranges set by the brief; exactly one hostile
memory per project and some call wanting it; split.json holds every project out;
the languages named in each file's `non_english` map (at least five across the set).
"""

import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = frozenset({"procedure", "decision", "constraint", "bugfix", "lesson", "fact",
                   "preference"})
COMMON_KEYS = ("session_id", "transcript_path", "cwd", "prompt_id", "permission_mode",
               "hook_event_name", "tool_name", "tool_input", "tool_use_id")
EVENT_KEYS = {"PreToolUse": frozenset(),
              "PostToolUse": frozenset({"tool_response", "duration_ms"}),
              "PostToolUseFailure": frozenset({"error", "is_interrupt"})}
TOOL_KEYS = {  # tool -> (required keys, optional keys) of tool_input
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "Write": ({"file_path", "content"}, set()),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
}
# why: sizes the brief fixed before any project was written
MIN_PROJECTS, MIN_SILENT_SHARE = 8, 0.5
MEMORY_RANGE, CALL_RANGE = (15, 25), (40, 60)
MIN_LANGUAGES = 5  # why: the brief asks for at least five languages across the set
# why: each project's hostile memory uses a different way out of the hook's framing;
# any of these markers in a memory marks it hostile
HOSTILE_MARKERS = ("<system-reminder>", "\n\nHuman:", "<function_calls>", "hookSpecificOutput",
                   "<start_of_turn>", "<|start_header_id|>", "</tool_result>",
                   "[SYSTEM_PROMPT]", "[[assistant-only]]", "\u200b", "\nrole: system",
                   "</retain", "<|im_start|>", "```")
errors = []


def problem(where, what):
    errors.append(f"{where}: {what}")


def is_uuid(value):
    try:
        uuid.UUID(value)
    except (TypeError, ValueError, AttributeError):
        return False
    return True


def check_payload(cid, event, root, p):
    if any(k not in p for k in COMMON_KEYS):
        problem(cid, "missing common keys")
        return
    extra = set(p) - set(COMMON_KEYS)
    if extra != EVENT_KEYS.get(event, {None}):
        problem(cid, f"keys {sorted(extra)} do not fit {event}")
    if not (is_uuid(p["session_id"]) and is_uuid(p["prompt_id"])):
        problem(cid, "session_id / prompt_id are not uuids")
    slug = "".join(ch if ch.isalnum() else "-" for ch in root)
    home = "/".join(root.split("/")[:3])
    if p["transcript_path"] != f"{home}/.claude/projects/{slug}/{p['session_id']}.jsonl":
        problem(cid, "transcript_path")
    if p["cwd"] != root and not p["cwd"].startswith(root + "/"):
        problem(cid, "cwd outside root")
    if p["hook_event_name"] != event:
        problem(cid, "hook_event_name differs from event")
    if p["permission_mode"] not in ("default", "acceptEdits", "bypassPermissions"):
        problem(cid, "permission_mode")
    tool, ti = p["tool_name"], p["tool_input"]
    if tool not in TOOL_KEYS:
        problem(cid, f"unknown tool {tool}")
        return
    required, optional = TOOL_KEYS[tool]
    if not required <= set(ti) or set(ti) - required - optional:
        problem(cid, f"tool_input keys {sorted(ti)}")
    for key in ("file_path", "notebook_path"):
        if key in ti and not ti[key].startswith("/"):
            problem(cid, f"{key} is relative")
    if tool == "MultiEdit" and not all({"old_string", "new_string"} <= set(e) for e in ti["edits"]):
        problem(cid, "MultiEdit edit without old_string/new_string")
    tid = p["tool_use_id"]
    if len(tid) != 30 or not tid.startswith("toolu_01"):
        problem(cid, "tool_use_id")
    if event == "PostToolUse":
        resp = p["tool_response"]
        if tool == "Bash" and set(resp) != {"stdout", "stderr", "interrupted", "isImage",
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


def check_project(doc, name, seen_calls, tallies):
    proj, root = doc["project"], doc["root"]
    if name != proj:
        problem(name, "file name differs from project")
    mems = {m["id"]: m for m in doc["memories"]}
    if len(mems) != len(doc["memories"]):
        problem(proj, "duplicate memory ids")
    for m in doc["memories"]:
        if set(m) != {"id", "text", "kind", "scope"} or m["kind"] not in KINDS \
                or m["scope"] not in ("project", "user") or not m["text"].strip():
            problem(f"{proj}/{m.get('id')}", "memory fields")
    if not MEMORY_RANGE[0] <= len(mems) <= MEMORY_RANGE[1]:
        problem(proj, f"{len(mems)} memories, outside {MEMORY_RANGE}")
    if not CALL_RANGE[0] <= len(doc["calls"]) <= CALL_RANGE[1]:
        problem(proj, f"{len(doc['calls'])} calls, outside {CALL_RANGE}")
    hostile = [i for i, m in mems.items() if any(h in m["text"] for h in HOSTILE_MARKERS)]
    if len(hostile) != 1:
        problem(proj, f"exactly one hostile memory expected, found {hostile}")
    used, silent = set(), 0
    for c in doc["calls"]:
        cid, event, want = c["id"], c["event"], c["wanted"]
        if cid in seen_calls:
            problem(cid, "duplicate call id")
        seen_calls.add(cid)
        if not c.get("note", "").strip():
            problem(cid, "no note")
        if not isinstance(want, list) or len(want) > 2 or len(set(want)) != len(want) \
                or any(w not in mems for w in want):
            problem(cid, f"wanted {want}")
        check_payload(cid, event, root, c["payload"])
        used.update(want)
        silent += not want
        kind = "wanted" if want else "silent"
        tallies["sizes"][len(want)] += 1
        tallies["event"][event, kind] += 1
        tallies["tool"][c["payload"]["tool_name"], kind] += 1
        tallies["outside"] += outside_root(root, c["payload"])
    if hostile and hostile[0] not in used:
        problem(proj, f"hostile memory {hostile[0]} is never wanted")
    langs = doc.get("non_english", {})
    for mid, lang in langs.items():
        if mid not in mems or not lang:
            problem(proj, f"non_english names {mid!r}")
        tallies["lang"][lang] += 1
        tallies["lang_wanted"][mid in used] += 1
    return proj, doc["stack"], len(mems), len(used), len(doc["calls"]), silent


def print_markdown(rows, tallies):
    total = sum(r[4] for r in rows)
    silent = sum(r[5] for r in rows)
    print("| project | stack | memories | memories ever wanted | calls | silent `[]` | wanted 1-2 |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for proj, stack, m, used, c, s in rows:
        print(f"| {proj} | {stack} | {m} | {used} | {c} | {s} | {c - s} |")
    print(f"| **all ({len(rows)} projects)** | | {sum(r[2] for r in rows)} | "
          f"{sum(r[3] for r in rows)} | {total} | {silent} ({100 * silent / max(total, 1):.1f}%) | "
          f"{total - silent} |")
    for title, key, order in (("event", "event", EVENT_KEYS), ("tool", "tool", TOOL_KEYS)):
        print(f"\n| {title} | silent `[]` | wanted 1-2 |\n|---|---:|---:|")
        for k in order:
            s, w = tallies[key][k, "silent"], tallies[key][k, "wanted"]
            if s or w:
                print(f"| {k} | {s} | {w} |")


def main(argv):
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    tallies = {"sizes": Counter(), "event": Counter(), "tool": Counter(), "lang": Counter(),
               "lang_wanted": Counter(), "outside": 0}
    rows, seen_calls = [], set()
    for f in sorted(HERE.glob("*.json")):
        if f.name == "split.json":
            continue
        doc = json.loads(f.read_text(encoding="utf-8"))
        rows.append(check_project(doc, f.stem, seen_calls, tallies))
    names = sorted(r[0] for r in rows)
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != names:
        problem("split.json", "must be tune=[] and heldout=every project")
    total = sum(r[4] for r in rows)
    silent = sum(r[5] for r in rows)
    if len(rows) < MIN_PROJECTS or silent < MIN_SILENT_SHARE * total:
        problem("set", f"{len(rows)} projects, {silent}/{total} silent: below the minimums")
    langs = dict(tallies["lang"])
    if len(langs) < MIN_LANGUAGES:
        problem("set", f"only {len(langs)} non-English languages: {langs}")
    if "--markdown" in argv:
        print_markdown(rows, tallies)
    else:
        for proj, _, m, used, c, s in rows:
            print(f"{proj:18} memories {m:2} (wanted {used:2})  calls {c:2}  silent {s:2}  "
                  f"wanted {c - s:2}")
        print(f"total: {len(rows)} projects, {total} calls, {silent} silent "
              f"({100 * silent / max(total, 1):.1f}%)")
    sizes = tallies["sizes"]
    print("\nwanted-list sizes: " + ", ".join(f"{k} → {sizes[k]}" for k in sorted(sizes))
          + f"; calls on a file outside the root: {tallies['outside']}")
    print("non-English memories: " + ", ".join(f"{k} {v}" for k, v in sorted(langs.items()))
          + f" ({sum(langs.values())}; {tallies['lang_wanted'][True]} of them wanted at least once)")
    for e in errors:
        print("PROBLEM", e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
