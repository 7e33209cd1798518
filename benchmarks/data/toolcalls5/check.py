"""Validate the toolcalls5 JSON files and count them (stdlib only).

    python3 check.py             # exit 1 and list problems if any
    python3 check.py --markdown  # also print the count tables used in README.md

Checks: payload shapes as Claude Code 2.1.x sends them, unique ids, wanted ids
that exist (0-2 per call), memory kinds and scopes, at least half of each
project's calls silent, exactly one hostile memory per project and that some
call wants it, split.json naming every project as held out.
"""

import json
import re
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = {"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"}
SCOPES = {"project", "user"}
EVENTS = {"PreToolUse", "PostToolUse", "PostToolUseFailure"}
TOOLS = {"Edit", "Write", "MultiEdit", "NotebookEdit", "Bash", "Read"}
COMMON = ["session_id", "transcript_path", "cwd", "prompt_id", "permission_mode",
          "hook_event_name", "tool_name", "tool_input", "tool_use_id"]
BASH_RESPONSE = {"stdout", "stderr", "interrupted", "isImage", "noOutputExpected"}
# why: each hostile memory in this set uses one of these framing breaks
HOSTILE_MARKERS = ("\n\nHuman:", "<system-reminder>", "<|system|>", "### Instruction:",
                   "</hook-output>", "role: system", "<start_of_turn>", "[[SYSTEM OVERRIDE]]",
                   "<instructions priority=", "END_OF_MEMORY_RECORD",
                   "</retain-memory>", "<|im_start|>", "[INST]")
MIN_CALLS = 40  # why: the brief asks for a working day of at least 40 calls
problems = []


def bad(where, what):
    problems.append(f"{where}: {what}")


def is_uuid(s):
    try:
        return str(uuid.UUID(s)) == s
    except (ValueError, TypeError, AttributeError):
        return False


def check_payload(cid, event, root, p):
    keys = list(p)
    extra = {"PostToolUse": ["tool_response", "duration_ms"],
             "PostToolUseFailure": ["error", "is_interrupt"]}.get(event, [])
    if keys != COMMON + extra:
        bad(cid, f"payload keys {keys}")
        return
    if p["hook_event_name"] != event:
        bad(cid, "hook_event_name differs from event")
    if p["tool_name"] not in TOOLS:
        bad(cid, f"tool {p['tool_name']}")
    for k in ("session_id", "prompt_id"):
        if not is_uuid(p[k]):
            bad(cid, f"{k} not a uuid")
    slug = re.sub(r"[^A-Za-z0-9]", "-", root)
    if not p["transcript_path"].endswith(f"/.claude/projects/{slug}/{p['session_id']}.jsonl"):
        bad(cid, "transcript_path")
    if not re.fullmatch(r"toolu_01[A-Za-z0-9]{22}", p["tool_use_id"]):
        bad(cid, "tool_use_id")
    if not p["cwd"].startswith(root):
        bad(cid, "cwd outside root")
    ti, tool = p["tool_input"], p["tool_name"]
    need = {"Edit": {"file_path", "old_string", "new_string", "replace_all"},
            "Write": {"file_path", "content"}, "MultiEdit": {"file_path", "edits"},
            "NotebookEdit": {"notebook_path", "cell_id", "new_source", "edit_mode"},
            "Bash": {"command", "description"}, "Read": {"file_path"}}[tool]
    if not need <= set(ti):
        bad(cid, f"tool_input lacks {need - set(ti)}")
    path = ti.get("file_path") or ti.get("notebook_path")
    if path is not None and not path.startswith("/"):
        bad(cid, "relative file path")
    if event == "PostToolUse":
        if tool != "Bash" or set(p["tool_response"]) != BASH_RESPONSE:
            bad(cid, "PostToolUse must carry a Bash response")
        if not isinstance(p["duration_ms"], int):
            bad(cid, "duration_ms")
    if event == "PostToolUseFailure":
        if p["is_interrupt"] is not False or not p["error"]:
            bad(cid, "failure fields")
        if tool == "Bash" and not re.match(r"Exit code \d+\n", p["error"]):
            bad(cid, "Bash error must start with 'Exit code N'")


def outside(root, p):
    ti = p["tool_input"]
    path = ti.get("file_path") or ti.get("notebook_path")
    return path is not None and not (path == root or path.startswith(root + "/"))


def load():
    docs = {}
    for f in sorted(HERE.glob("*.json")):
        if f.name != "split.json":
            docs[f.stem] = json.loads(f.read_text(encoding="utf-8"))
    return docs


def main():
    docs = load()
    rows, by_event, by_tool, sizes, outside_n = [], Counter(), Counter(), Counter(), 0
    all_ids = set()
    for name, d in docs.items():
        proj, root = d["project"], d["root"]
        if proj != name:
            bad(name, "file name differs from project")
        mems = {}
        for m in d["memories"]:
            if set(m) != {"id", "text", "kind", "scope"}:
                bad(proj, f"memory keys {sorted(m)}")
            if m["id"] in mems:
                bad(proj, f"duplicate memory {m['id']}")
            if m["kind"] not in KINDS or m["scope"] not in SCOPES:
                bad(proj, f"{m['id']} kind/scope")
            mems[m["id"]] = m
        if not 15 <= len(mems) <= 22:
            bad(proj, f"{len(mems)} memories, want 15-22")
        hostile = [i for i, m in mems.items() if any(h in m["text"] for h in HOSTILE_MARKERS)]
        if len(hostile) != 1:
            bad(proj, f"want exactly one hostile memory, found {hostile}")
        used, silent = set(), 0
        if len(d["calls"]) < MIN_CALLS:
            bad(proj, f"only {len(d['calls'])} calls")
        for c in d["calls"]:
            cid = c["id"]
            if cid in all_ids:
                bad(cid, "duplicate call id")
            all_ids.add(cid)
            if c["event"] not in EVENTS:
                bad(cid, "event")
            check_payload(cid, c["event"], root, c["payload"])
            w = c["wanted"]
            if len(w) > 2 or len(set(w)) != len(w):
                bad(cid, f"wanted {w}")
            for i in w:
                if i not in mems:
                    bad(cid, f"wanted {i} is not a memory")
            used.update(w)
            silent += not w
            sizes[len(w)] += 1
            tool = c["payload"]["tool_name"]
            by_event[(c["event"], bool(w))] += 1
            by_tool[(tool, bool(w))] += 1
            outside_n += outside(root, c["payload"])
        if hostile and hostile[0] not in used:
            bad(proj, f"hostile memory {hostile[0]} is never wanted")
        if silent * 2 < len(d["calls"]):
            bad(proj, f"only {silent} of {len(d['calls'])} calls are silent")
        rows.append((proj, d["stack"], len(mems), len(used & set(mems)), len(d["calls"]), silent))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != sorted(docs):
        bad("split.json", "must hold out every project and tune on none")
    for p in problems:
        print("PROBLEM", p)
    if "--markdown" in sys.argv:
        print_tables(rows, by_event, by_tool, sizes, outside_n)
    else:
        n = sum(r[4] for r in rows)
        print(f"{len(rows)} projects, {sum(r[2] for r in rows)} memories, {n} calls, "
              f"{sum(r[5] for r in rows)} silent; {len(problems)} problems")
    return 1 if problems else 0


def print_tables(rows, by_event, by_tool, sizes, outside_n):
    print("| project | stack | memories | memories ever wanted | calls | silent `[]` | wanted 1-2 |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for proj, stack, nm, nu, nc, ns in rows:
        print(f"| {proj} | {stack} | {nm} | {nu} | {nc} | {ns} | {nc - ns} |")
    tm, tu, tc, ts = (sum(r[i] for r in rows) for i in (2, 3, 4, 5))
    print(f"| **all ({len(rows)} projects)** | | {tm} | {tu} | {tc} | {ts} ({100 * ts / tc:.1f}%) "
          f"| {tc - ts} |")
    for label, table, keys in (("event", by_event, sorted(EVENTS)), ("tool", by_tool, sorted(TOOLS))):
        print(f"\n| {label} | silent `[]` | wanted 1-2 |\n|---|---:|---:|")
        for k in keys:
            print(f"| {k} | {table[(k, False)]} | {table[(k, True)]} |")
    print("\nwanted-list sizes: " + ", ".join(f"{k} → {sizes[k]}" for k in sorted(sizes))
          + f"; calls on a file outside the root: {outside_n}")


if __name__ == "__main__":
    sys.exit(main())
