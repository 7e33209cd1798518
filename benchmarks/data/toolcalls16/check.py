"""Validate and count the toolcalls16 files (stdlib only).

    python3 check.py             # validate, print counts; exit 1 on any problem
    python3 check.py --markdown  # the count tables for README.md

Checks: ids unique, wanted ids exist (0-2 per call), every call has a note, payload keys per
hook event as Claude Code 2.1.x sends them, absolute file paths, cwd inside the root, the
transcript path built from root and session, the sizes the brief asked for, exactly one hostile
memory per project that some call wants, Read/Glob/Grep silent, no path of the writing machine,
split.json, every Post event right after the PreToolUse of the same call (same input and
tool_use_id), `memory_languages` ids exist. This round's angle - risky moments and failures seen
before - is counted through the [tag]s a note starts with (TAGS), each checked against its call.
"""

import json
import re
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = frozenset({"procedure", "decision", "constraint", "bugfix", "lesson", "fact", "preference"})
COMMON_KEYS = ("session_id", "transcript_path", "cwd", "prompt_id", "permission_mode",
               "hook_event_name", "tool_name", "tool_input", "tool_use_id")
EVENT_KEYS = {"PreToolUse": frozenset(), "PostToolUse": frozenset({"tool_response", "duration_ms"}),
              "PostToolUseFailure": frozenset({"error", "is_interrupt"})}
TOOL_KEYS = {
    "Edit": ({"file_path", "old_string", "new_string"}, {"replace_all"}),
    "Write": ({"file_path", "content"}, set()),
    "MultiEdit": ({"file_path", "edits"}, set()),
    "NotebookEdit": ({"notebook_path", "new_source"}, {"cell_id", "cell_type", "edit_mode"}),
    "Bash": ({"command"}, {"description", "timeout", "run_in_background"}),
    "Read": ({"file_path"}, {"offset", "limit"}),
    "Glob": ({"pattern"}, {"path"}),
    "Grep": ({"pattern"}, {"path", "glob", "output_mode", "type", "-i", "-n", "head_limit"}),
}
CONTROLS = frozenset({"Read", "Glob", "Grep"})
EDIT_TOOLS = frozenset({"Edit", "Write", "MultiEdit", "NotebookEdit"})
# why: round 23's brief: 10 projects, 15-30 memories and 40-50 calls each, >= 420 calls,
# at least half silent
MIN_PROJECTS, MIN_CALLS, MIN_SILENT_SHARE = 10, 420, 0.5
MEMORY_RANGE, CALL_RANGE = (15, 30), (40, 50)
# (the checkout it is checked in, read where it runs rather than spelled here, and /tmp/)
FORBIDDEN_RX = re.compile(re.escape(str(HERE.parents[2]) + "/") + r"|(?<!/var)/tmp/")
HOSTILE_MARKERS = ("</retain-memory>", "<retain-memory", "```", "<|im_", "<!--", "[/INST]",
                   "</memories>", "END OF MEMORIES", "</context>", "<system>", "\nSYSTEM:")
TAGS = {
    "risky": "a command with consequences (deploy, release, publish, migration on a real database, backfill, force push, deleting a cache or volume, prod context, key rotation)",
    "safe": "the same kind of command in a safe context (staging, local, dry run, build only, the right flags)",
    "ruled": "an edit of a file with rules attached (lockfile, generated, vendored, snapshot, translations, flags, CI config, schema)",
    "seen": "a failure (or exit-0 result) whose error the team has written down before, in other words",
    "lookalike": "a failure sharing words with a remembered error but from another cause",
    "buried": "the telling line sits inside long output (8+ lines)",
    "wrongfix": "after a failure: the workaround the memory about that error says is not the fix",
    "near": "near miss: the memory's file or command, not the thing it speaks of",
    "multi": "wants one rule of a memory that holds two or three",
    "foreign": "wants a memory written in another language than the code",
    "self": "wants a note the agent wrote to itself",
}
TAG_RX = re.compile(r"^((?:\[[a-z]+\])+)")
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
    for k in ("file_path", "notebook_path", "path"):
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


def output_lines(p):
    if p["hook_event_name"] == "PostToolUseFailure":
        return p["error"].count("\n")
    if p["hook_event_name"] == "PostToolUse" and isinstance(p["tool_response"], dict):
        r = p["tool_response"]
        return (r.get("stdout", "") + "\n" + r.get("stderr", "")).strip("\n").count("\n") + 1
    return 0


def check_tags(cid, c, want, label, mems, langs, tags):
    p = c["payload"]
    event, tool = c["event"], p["tool_name"]
    m = TAG_RX.match(c.get("note", ""))
    for tag in re.findall(r"\[([a-z]+)\]", m.group(1)) if m else ():
        if tag not in TAGS:
            problem(cid, "unknown tag %s" % tag)
            continue
        tags[tag, label] += 1
        post = event != "PreToolUse"
        bad = ((tag in ("safe", "near", "lookalike") and want)
               or (tag in ("seen", "wrongfix", "multi", "foreign", "self") and not want)
               or (tag == "wrongfix" and post)
               or (tag == "foreign" and not set(want) & set(langs))
               or (tag == "self" and not any(mems[w]["text"].startswith("Note to self") for w in want))
               or (tag in ("risky", "safe") and (tool != "Bash" or post))
               or (tag == "ruled" and (tool not in EDIT_TOOLS or post))
               or (tag in ("seen", "lookalike", "buried") and not post)
               or (tag == "buried" and output_lines(p) < 8))
        if bad:
            problem(cid, "tag [%s] does not fit the call" % tag)


def main():
    rows, events, tools, sizes = [], Counter(), Counter(), Counter()
    seen, tags = set(), Counter()
    lang_count, lang_used, mem_total = Counter(), 0, 0
    for f in sorted(HERE.glob("*.json")):
        if f.name == "split.json":
            continue
        raw = f.read_text(encoding="utf-8")
        hit = FORBIDDEN_RX.search(raw)
        if hit:
            problem(f.name, "contains %r" % hit.group(0))
        d = json.loads(raw)
        proj, root = d["project"], d["root"]
        if f.stem != proj:
            problem(f.name, "file name differs from project")
        mems = {m["id"]: m for m in d["memories"]}
        mem_total += len(mems)
        langs = d.get("memory_languages", {})
        for mid, lang in langs.items():
            if mid not in mems or not re.fullmatch(r"[a-z]{2}", lang):
                problem(proj, "memory_languages %s=%s" % (mid, lang))
            lang_count[lang] += 1
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
        used, silent, prev = set(), 0, None
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
            p = c["payload"]
            tool, ti = p["tool_name"], p["tool_input"]
            if tool in CONTROLS and want:
                problem(cid, "a Read/Glob/Grep control must be silent")
            used.update(want)
            silent += not want
            sizes[len(want)] += 1
            label = "wanted" if want else "silent"
            events[event, label] += 1
            tools[tool, label] += 1
            if event != "PreToolUse":
                pre = prev["payload"] if prev else {}
                if (prev is None or prev["event"] != "PreToolUse" or pre["tool_input"] != ti
                        or pre["tool_use_id"] != p["tool_use_id"]):
                    problem(cid, "Post event without its PreToolUse just before (same input and id)")
            prev = c
            check_tags(cid, c, want, label, mems, langs, tags)
        lang_used += len(set(langs) & used)
        if len(hostile) == 1 and hostile[0] not in used:
            problem(proj, "hostile memory %s never wanted" % hostile[0])
        rows.append((proj, d["stack"], len(mems), len(used), len(d["calls"]), silent))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != [r[0] for r in rows]:
        problem("split.json", "must be tune=[] and heldout=every project")
    total, silent_total = sum(r[4] for r in rows), sum(r[5] for r in rows)
    if len(rows) < MIN_PROJECTS or total < MIN_CALLS or silent_total < MIN_SILENT_SHARE * total:
        problem("set", "%d projects, %d calls, %d silent: below the brief" % (len(rows), total, silent_total))
    md = "--markdown" in sys.argv
    pct = 100.0 * silent_total / max(total, 1)
    if md:
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
            print("%-16s memories %2d (wanted %2d)  calls %2d  silent %2d  wanted %2d" % (p, m, u, c, s, c - s))
        print("total: %d projects, %d calls, %d silent (%.1f%%)" % (len(rows), total, silent_total, pct))
    print("\nwanted-list sizes: %s" % ", ".join("%d → %d" % (k, sizes[k]) for k in sorted(sizes)))
    n_lang = sum(lang_count.values())
    print("memories not in English: %d of %d (%.1f%%): %s; %d of them wanted at least once"
          % (n_lang, mem_total, 100.0 * n_lang / max(mem_total, 1),
             ", ".join("%s %d" % kv for kv in sorted(lang_count.items())), lang_used))
    if md:
        print("\n| tag (this round's angle) | what | silent `[]` | wanted 1-2 |\n|---|---|---:|---:|")
        for tag, what in TAGS.items():
            print("| `[%s]` | %s | %d | %d |" % (tag, what, tags[tag, "silent"], tags[tag, "wanted"]))
    else:
        for tag in TAGS:
            print("tag %-10s silent %3d  wanted %3d" % (tag, tags[tag, "silent"], tags[tag, "wanted"]))
    for line in problems:
        print("PROBLEM", line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
