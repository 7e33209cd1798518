"""Validate the tool-call benchmark files and print counts (stdlib only).

    python3 check.py             # validate, print plain counts; exit 1 on any error
    python3 check.py --markdown  # same, counts as markdown tables (for README)
"""
import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = {"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"}
SCOPES = {"project", "user"}
EVENTS = {"PreToolUse", "PostToolUse", "PostToolUseFailure"}
TOOLS = {"Edit", "Write", "MultiEdit", "NotebookEdit", "Bash", "Read"}
COMMON = ["session_id", "transcript_path", "cwd", "permission_mode", "hook_event_name"]
INPUT_KEYS = {
    "Edit": {"file_path", "old_string", "new_string", "replace_all"},
    "Write": {"file_path", "content"},
    "MultiEdit": {"file_path", "edits"},
    "NotebookEdit": {"notebook_path", "cell_id", "new_source", "edit_mode"},
    "Bash": {"command", "description"},
    "Read": {"file_path"},
}
OPTIONAL_INPUT = {"Bash": {"timeout"}}
RESPONSE_KEYS = {
    "Bash": {"stdout", "stderr", "interrupted", "isImage"},
    "Edit": {"filePath", "oldString", "newString", "structuredPatch", "userModified", "replaceAll"},
}

errors = []


def err(where, msg):
    errors.append(f"{where}: {msg}")


def check_payload(cid, event, root, p):
    for k in COMMON:
        if k not in p:
            err(cid, f"payload missing {k}")
    try:
        uuid.UUID(p.get("session_id", ""))
    except ValueError:
        err(cid, "session_id is not a uuid")
    tp = p.get("transcript_path", "")
    if not (tp.startswith("/home/") and "/.claude/projects/" in tp and tp.endswith(p.get("session_id", "") + ".jsonl")):
        err(cid, f"odd transcript_path {tp!r}")
    if not (p.get("cwd") == root or str(p.get("cwd", "")).startswith(root + "/")):
        err(cid, "cwd is neither root nor below it")
    if p.get("permission_mode") not in {"default", "acceptEdits"}:
        err(cid, "bad permission_mode")
    if p.get("hook_event_name") != event:
        err(cid, "hook_event_name != event")
    tool = p.get("tool_name")
    if tool not in TOOLS:
        err(cid, f"bad tool_name {tool!r}")
        return
    ti = p.get("tool_input")
    if not isinstance(ti, dict):
        err(cid, "tool_input not an object")
        return
    need, opt = INPUT_KEYS[tool], OPTIONAL_INPUT.get(tool, set())
    if not need <= set(ti):
        err(cid, f"tool_input missing {sorted(need - set(ti))}")
    if set(ti) - need - opt:
        err(cid, f"tool_input has unexpected {sorted(set(ti) - need - opt)}")
    for key in ("file_path", "notebook_path"):
        if key in ti and not str(ti[key]).startswith("/"):
            err(cid, f"{key} not absolute")
    if tool == "MultiEdit" and not all(set(e) == {"old_string", "new_string"} for e in ti.get("edits", [])):
        err(cid, "MultiEdit edits malformed")
    tid = p.get("tool_use_id", "")
    if not (isinstance(tid, str) and tid.startswith("toolu_01") and len(tid) >= 20):
        err(cid, "bad tool_use_id")
    if event == "PreToolUse":
        for k in ("tool_response", "error", "duration_ms", "is_interrupt"):
            if k in p:
                err(cid, f"PreToolUse must not carry {k}")
    elif event == "PostToolUse":
        resp = p.get("tool_response")
        if not isinstance(resp, dict):
            err(cid, "PostToolUse without tool_response")
        elif tool in RESPONSE_KEYS and set(resp) != RESPONSE_KEYS[tool]:
            err(cid, f"tool_response keys {sorted(resp)}")
        if not isinstance(p.get("duration_ms"), int):
            err(cid, "PostToolUse without duration_ms")
    else:
        if not isinstance(p.get("error"), str) or not p["error"]:
            err(cid, "PostToolUseFailure without error text")
        if p.get("is_interrupt") is not False:
            err(cid, "is_interrupt must be false")
        if tool == "Bash" and not p.get("error", "").startswith("Exit code "):
            err(cid, "Bash failure error should start with 'Exit code N'")


def main():
    md = "--markdown" in sys.argv
    files = sorted(p for p in HERE.glob("*.json") if p.name != "split.json")
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    seen_calls = set()
    rows, by_event, by_tool, sizes = [], Counter(), Counter(), Counter()
    fail_rows = Counter()
    outside = 0
    projects = []
    for f in files:
        d = json.loads(f.read_text(encoding="utf-8"))
        proj, root = d.get("project"), d.get("root", "")
        projects.append(proj)
        if f.stem != proj:
            err(f.name, "file name != project")
        mids = [m["id"] for m in d["memories"]]
        if len(set(mids)) != len(mids):
            err(proj, "duplicate memory ids")
        for m in d["memories"]:
            if m.get("kind") not in KINDS or m.get("scope") not in SCOPES or not m.get("text"):
                err(f"{proj}/{m.get('id')}", "bad memory kind/scope/text")
        if not 25 <= len(mids) <= 45:
            err(proj, f"{len(mids)} memories (want 25-45)")
        used = Counter()
        none = 0
        for c in d["calls"]:
            cid, ev = c["id"], c["event"]
            if cid in seen_calls:
                err(cid, "duplicate call id")
            seen_calls.add(cid)
            if ev not in EVENTS:
                err(cid, f"bad event {ev}")
                continue
            w = c.get("wanted")
            if not isinstance(w, list) or len(w) > 2 or len(set(w)) != len(w):
                err(cid, "wanted must be a list of at most 2 distinct ids")
                w = []
            for i in w:
                if i not in mids:
                    err(cid, f"wanted id {i} not a memory")
                used[i] += 1
            if not c.get("note"):
                err(cid, "missing note")
            check_payload(cid, ev, root, c["payload"])
            tool = c["payload"].get("tool_name")
            by_event[(ev, "none" if not w else "wanted")] += 1
            by_tool[(tool, "none" if not w else "wanted")] += 1
            sizes[len(w)] += 1
            none += not w
            if ev != "PreToolUse" and (tool == "Bash" or ev == "PostToolUseFailure"):
                fail_rows[(ev, "none" if not w else "wanted")] += 1
            ti = c["payload"]["tool_input"]
            path = ti.get("file_path") or ti.get("notebook_path")
            if path and not path.startswith(root + "/"):
                outside += 1
        n = len(d["calls"])
        if n < 45:
            err(proj, f"only {n} calls (want >= 45)")
        if none * 2 < n:
            err(proj, f"only {none}/{n} calls with wanted [] (want >= half)")
        part = "tune" if proj in split["tune"] else "heldout" if proj in split["heldout"] else "?"
        rows.append((proj, part, d.get("stack", ""), len(mids), len(used), n, none, n - none))
    tune, held = set(split["tune"]), set(split["heldout"])
    if tune & held:
        err("split", "project in both tune and heldout")
    if tune | held != set(projects):
        err("split", f"split does not match project files: {sorted((tune | held) ^ set(projects))}")
    total = sum(r[5] for r in rows)
    total_none = sum(r[6] for r in rows)
    if len(rows) < 7:
        err("all", "fewer than 7 projects")
    if total < 330:
        err("all", f"only {total} calls (want >= 330)")

    if md:
        print("| project | split | stack | memories | memories ever wanted | calls | wanted [] | wanted 1-2 |")
        print("|---|---|---|---:|---:|---:|---:|---:|")
        for r in rows:
            print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} | {r[4]} | {r[5]} | {r[6]} | {r[7]} |")
        for part in ("tune", "heldout"):
            rs = [r for r in rows if r[1] == part]
            print(f"| **{part}** | | | {sum(r[3] for r in rs)} | | {sum(r[5] for r in rs)} | {sum(r[6] for r in rs)} | {sum(r[7] for r in rs)} |")
        print(f"| **all** | | | {sum(r[3] for r in rows)} | | {total} | {total_none} | {total - total_none} |")
        print()
        print("| event | wanted [] | wanted 1-2 |")
        print("|---|---:|---:|")
        for ev in ("PreToolUse", "PostToolUse", "PostToolUseFailure"):
            print(f"| {ev} | {by_event[(ev, 'none')]} | {by_event[(ev, 'wanted')]} |")
        print()
        print("| tool | wanted [] | wanted 1-2 |")
        print("|---|---:|---:|")
        for t in ("Edit", "Write", "MultiEdit", "NotebookEdit", "Bash", "Read"):
            print(f"| {t} | {by_tool[(t, 'none')]} | {by_tool[(t, 'wanted')]} |")
        print()
        print(f"wanted-list sizes: 0 → {sizes[0]}, 1 → {sizes[1]}, 2 → {sizes[2]}; "
              f"calls whose file path is outside root: {outside}")
    else:
        print(f"{'project':20} {'split':8} {'mem':>4} {'used':>4} {'calls':>5} {'none':>5} {'want':>5}")
        for r in rows:
            print(f"{r[0]:20} {r[1]:8} {r[3]:4} {r[4]:4} {r[5]:5} {r[6]:5} {r[7]:5}")
        print(f"{'ALL':20} {'':8} {sum(r[3] for r in rows):4} {'':4} {total:5} {total_none:5} {total - total_none:5}"
              f"   ({100 * total_none / total:.1f}% none)")
        for part in ("tune", "heldout"):
            rs = [r for r in rows if r[1] == part]
            print(f"  {part:8} projects={len(rs)} calls={sum(r[5] for r in rs)} none={sum(r[6] for r in rs)}")
        print("by event:", {f"{k[0]}/{k[1]}": v for k, v in sorted(by_event.items())})
        print("by tool: ", {f"{k[0]}/{k[1]}": v for k, v in sorted(by_tool.items())})
        print("post-call (failure or Bash result):", {f"{k[0]}/{k[1]}": v for k, v in sorted(fail_rows.items())})
        print("wanted sizes:", dict(sorted(sizes.items())), " file paths outside root:", outside)
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
