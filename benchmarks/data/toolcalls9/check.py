"""Validate the toolcalls9 files and print their counts (stdlib only).

    python3 check.py             # exit 1 and print PROBLEM lines if anything is off
    python3 check.py --markdown  # the count tables of README.md

It checks: unique ids; every wanted id exists, 0-2 per call, no repeats; a note on
every call; payload keys per event as Claude Code 2.1.x sends them; absolute file
paths; cwd inside root; transcript path built from root and session; the sizes the
brief asks for (10 projects, 15-20 memories and 40-48 calls each, >= 430 calls,
at least half of each project's calls silent); exactly one hostile memory per
project, wanted by some call; the spec's NON_ENGLISH ids exist; split.json holds
every project out; and that build.py reproduces the JSON byte for byte.
"""

import json
import subprocess
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = {"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"}
COMMON = (
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
EXTRA = {
    "PreToolUse": set(),
    "PostToolUse": {"tool_response", "duration_ms"},
    "PostToolUseFailure": {"error", "is_interrupt"},
}
TOOL_KEYS = {  # tool -> (required keys, optional keys)
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "Write": ({"file_path", "content"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
}
N_PROJECTS, MIN_TOTAL_CALLS = 10, 430  # why: the toolcalls9 brief
MEMORIES, CALLS = (15, 20), (40, 48)  # why: per-project ranges from the brief
# why: strings that only appear when a memory tries to escape the hook's framing
ESCAPES = (
    "</retain-memory",
    "<retain-memory",
    "```",
    "<|im_",
    "<!--",
    "[/INST]",
    "<<SYS>>",
    "</memories>",
    "END OF MEMORIES",
    "</context>",
    "<system>",
    "SYSTEM:",
    '"}]}',
    "</tool_result>",
    "<|endoftext|>",
    "</instructions>",
)

problems = []


def problem(where, what):
    problems.append(f"{where}: {what}")


def _is_uuid(value):
    try:
        return str(uuid.UUID(value)) == value
    except (TypeError, ValueError):
        return False


def check_payload(cid, event, root, p):
    missing = [k for k in COMMON if k not in p]
    if missing:
        problem(cid, f"missing {missing}")
        return
    if set(p) - set(COMMON) != EXTRA.get(event, {"?"}):
        problem(cid, f"extra keys {sorted(set(p) - set(COMMON))} for {event}")
    if p["hook_event_name"] != event:
        problem(cid, "hook_event_name differs from event")
    if not (_is_uuid(p["session_id"]) and _is_uuid(p["prompt_id"])):
        problem(cid, "session/prompt id not a uuid")
    home = "/".join(root.split("/")[:3])
    slug = "".join(ch if ch.isalnum() else "-" for ch in root)
    if p["transcript_path"] != f"{home}/.claude/projects/{slug}/{p['session_id']}.jsonl":
        problem(cid, "transcript_path")
    if p["cwd"] != root and not p["cwd"].startswith(root + "/"):
        problem(cid, "cwd outside root")
    if p["permission_mode"] not in ("default", "acceptEdits", "plan", "bypassPermissions"):
        problem(cid, "permission_mode")
    if not (p["tool_use_id"].startswith("toolu_01") and len(p["tool_use_id"]) == 30):
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
        problem(cid, "MultiEdit edit shape")
    if event == "PostToolUse":
        resp = p["tool_response"]
        if tool == "Bash" and set(resp) != {
            "stdout",
            "stderr",
            "interrupted",
            "isImage",
            "noOutputExpected",
        }:
            problem(cid, "Bash tool_response keys")
        if not isinstance(p["duration_ms"], int):
            problem(cid, "duration_ms")
    if event == "PostToolUseFailure":
        if p["is_interrupt"] is not False or not p["error"].strip():
            problem(cid, "error / is_interrupt")
        if tool == "Bash" and not p["error"].startswith("Exit code "):
            problem(cid, "Bash error must start with 'Exit code N'")


def spec_non_english(project):
    """NON_ENGLISH ids declared in the spec (not part of the JSON format)."""
    import build  # noqa: PLC0415  (local module next to this file)

    ns = dict(build.HELPERS)
    spec = HERE / "specs" / f"{project}.py"
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), ns)
    return ns.get("NON_ENGLISH", [])


def check_rebuild(files):
    before = {f: f.read_bytes() for f in files}
    subprocess.run([sys.executable, str(HERE / "build.py")], check=True, capture_output=True)
    for f, data in before.items():
        if f.read_bytes() != data:
            problem(f.name, "build.py does not reproduce this file (rebuild and commit)")


def main():
    sys.path.insert(0, str(HERE))
    files = sorted(f for f in HERE.glob("*.json") if f.name != "split.json")
    rows, by_event, by_tool, sizes = [], Counter(), Counter(), Counter()
    seen, outside, foreign_total, foreign_wanted = set(), 0, 0, 0
    for f in files:
        d = json.loads(f.read_text(encoding="utf-8"))
        proj, root, calls = d["project"], d["root"], d["calls"]
        if f.stem != proj:
            problem(f.name, "file name differs from project")
        mems = {m["id"]: m for m in d["memories"]}
        if len(mems) != len(d["memories"]):
            problem(proj, "duplicate memory id")
        for m in d["memories"]:
            if (
                set(m) != {"id", "text", "kind", "scope"}
                or m["kind"] not in KINDS
                or m["scope"] not in ("project", "user")
                or not m["text"].strip()
            ):
                problem(f"{proj}/{m.get('id')}", "memory shape")
        if not MEMORIES[0] <= len(mems) <= MEMORIES[1]:
            problem(proj, f"{len(mems)} memories, want {MEMORIES}")
        if not CALLS[0] <= len(calls) <= CALLS[1]:
            problem(proj, f"{len(calls)} calls, want {CALLS}")
        hostile = [i for i, m in mems.items() if any(s in m["text"] for s in ESCAPES)]
        if len(hostile) != 1:
            problem(proj, f"exactly one hostile memory expected, found {hostile}")
        used, silent = set(), 0
        for c in calls:
            cid, event, w = c["id"], c["event"], c["wanted"]
            if cid in seen:
                problem(cid, "duplicate call id")
            seen.add(cid)
            if not c.get("note", "").strip():
                problem(cid, "note missing")
            if len(w) > 2 or len(set(w)) != len(w) or any(i not in mems for i in w):
                problem(cid, f"bad wanted {w}")
            check_payload(cid, event, root, c["payload"])
            used.update(w)
            silent += not w
            sizes[len(w)] += 1
            kind = "wanted" if w else "silent"
            by_event[event, kind] += 1
            by_tool[c["payload"]["tool_name"], kind] += 1
            ti = c["payload"]["tool_input"]
            path = ti.get("file_path") or ti.get("notebook_path")
            outside += bool(path) and not path.startswith(root + "/")
        if silent * 2 < len(calls):
            problem(proj, f"only {silent} of {len(calls)} calls silent")
        if hostile and hostile[0] not in used:
            problem(proj, f"hostile memory {hostile[0]} never wanted")
        foreign = spec_non_english(proj)
        if any(i not in mems for i in foreign):
            problem(proj, "NON_ENGLISH names an unknown memory")
        foreign_total += len(foreign)
        foreign_wanted += sum(i in used for i in foreign)
        rows.append((proj, d["stack"], len(mems), len(used), len(calls), silent))
    split_file = HERE / "split.json"
    split = json.loads(split_file.read_text(encoding="utf-8")) if split_file.exists() else None
    if split != {"tune": [], "heldout": [r[0] for r in rows]}:
        problem("split.json", "must be tune=[] and heldout=every project (sorted)")
    total, silent_total = sum(r[4] for r in rows), sum(r[5] for r in rows)
    if len(rows) != N_PROJECTS or total < MIN_TOTAL_CALLS:
        problem("set", f"{len(rows)} projects and {total} calls")
    if "--no-rebuild" not in sys.argv:
        check_rebuild(files)
    n_mem = sum(r[2] for r in rows)
    if "--markdown" in sys.argv:
        print(
            "| project | stack | memories | memories ever wanted | calls | silent `[]` "
            "| wanted 1-2 |"
        )
        print("|---|---|---:|---:|---:|---:|---:|")
        for p, st, m, u, c, s in rows:
            print(f"| {p} | {st} | {m} | {u} | {c} | {s} | {c - s} |")
        print(
            f"| **all ({len(rows)} projects)** | | {n_mem} | {sum(r[3] for r in rows)} | "
            f"{total} | {silent_total} ({100 * silent_total / max(total, 1):.1f}%) | "
            f"{total - silent_total} |"
        )
        for title, counter, keys in (("event", by_event, EXTRA), ("tool", by_tool, TOOL_KEYS)):
            print(f"\n| {title} | silent `[]` | wanted 1-2 |\n|---|---:|---:|")
            for k in keys:
                if counter[k, "silent"] or counter[k, "wanted"]:
                    print(f"| {k} | {counter[k, 'silent']} | {counter[k, 'wanted']} |")
    else:
        for p, _, m, u, c, s in rows:
            print(f"{p:16} memories {m:2} (ever wanted {u:2})  calls {c:2}  silent {s:2}")
        print(
            f"total: {len(rows)} projects, {n_mem} memories, {total} calls, "
            f"{silent_total} silent ({100 * silent_total / max(total, 1):.1f}%)"
        )
        print("by event:", dict(sorted(by_event.items())))
        print("by tool:", dict(sorted(by_tool.items())))
    print(
        "\nwanted-list sizes: "
        + ", ".join(f"{k} → {sizes[k]}" for k in sorted(sizes))
        + f"; calls on a file outside the root: {outside}; memories not in English: "
        f"{foreign_total} ({foreign_wanted} wanted at least once)"
    )
    for line in problems:
        print("PROBLEM", line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
