"""Validate and count the toolcalls38 files (stdlib only).

    python3 check.py             # validate, print counts; exit 1 on any problem
    python3 check.py --markdown  # the count tables for README.md

Checks: ids unique, wanted ids exist (0-2 per call), every call has a note, payload keys per hook
event as Claude Code 2.1.x sends them, absolute POSIX file paths (every root is a Linux or macOS
path), cwd inside the root, the transcript path built from root and session, the sizes the brief
asked for, Read/Glob/Grep silent, no path of the writing machine (read at run time), split.json,
every Post event directly after the PreToolUse of the same call (same input and tool_use_id),
`memory_languages` ids exist and read as their language, a memory not listed there has no non-Latin
text, a decision replaced by a later one is never wanted, and the [tag]s (TAGS) a note starts with,
each checked against its call and its wanted memories (kind tags only when a wanted memory has that
kind, [foreign-memory] only when a wanted memory is not in English, [reversed] on a wanted call only
when the wanted memory is the later one, [file] only on an edit tool or Bash, [command],
[forbidden-command] and [pre] only on Bash, [failure] only on a wanted Post event, near-miss tags
only on silent calls).

This round (version control, review and release flow) adds: the topic tags [branch-rule],
[commit-message], [git-hook], [codeowners], [generated-file], [release], [submodule], [lfs],
[history-rewrite], [conflict] and [pr-tooling], which on a wanted call need a wanted memory about
that topic (TOPIC_RX); [remote] (replacing round 45's [dependency]) marks a wanted call that
changes what the team shares (a push, tag, release, PR or history rewrite); every project holds
memories on at least five of the eleven topics, a replaced decision whose later memory says so
(REPLACES_RX), a history fact, another package's rule (a memory naming a folder that
[other-package] calls touch) and noise facts; every project has at least 3 PostToolUseFailure
events and at least 3 silent edit or Bash calls on a file or command that another call of the same
project is wanted for (ordinary calls on the same files); memories are English mostly, with one or
two projects where some notes are in another language.
"""

import json
import os
import re
import sys
import tempfile
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
# why: round 46's brief (toolcalls38): 8 projects, at least 300 calls, at least half silent, Post
# events with real error texts from each stack, memories in English mostly (one or two projects
# with some notes in another language)
MIN_PROJECTS, MIN_CALLS, MAX_CALLS, MIN_SILENT_SHARE = 8, 300, 560, 0.50
MIN_POST, MAX_POST, MIN_MEMORIES, MAX_MEMORIES = 60, 220, 112, 160
MIN_FAILED_POSTS, MIN_FAILED_PER_PROJECT, MIN_SAME_TARGET_SILENT = 30, 3, 3
MIN_TOPICS = 5
MAX_FOREIGN_SHARE, FOREIGN_PROJECTS = 0.15, (1, 2)
NEVER_WANTED_SHARE = (0.25, 0.50)
MEMORY_RANGE, CALL_RANGE = (14, 20), (30, 80)
SCRIPT_RX = {
    "ja": re.compile(r"[\u3040-\u30ff]"),
    "ko": re.compile(r"[\uac00-\ud7af]"),
    "zh": re.compile(r"^(?=.*[\u4e00-\u9fff])(?!.*[\u3040-\u30ff]).*$", re.S),
    "ru": re.compile(r"[\u0400-\u04ff]"),
    "de": re.compile(r"\b(?:der|die|das|und|nicht|nur|mit|keine?)\b", re.I),
    "fr": re.compile(r"\b(?:le|la|les|des|pas|ne|avec|sans|dans)\b", re.I),
    "pt": re.compile(r"\b(?:não|nada|com|para|em|que|do|da)\b", re.I),
    "pl": re.compile(r"\b(?:nie|przez|tylko|bez|jest|i|w|na)\b", re.I),
    "it": re.compile(r"\b(?:il|la|per|di|prima|altrimenti|ci|sono)\b", re.I),
    "tr": re.compile(r"\b(?:ve|veya|önce|altında|yoksa|her|gün)\b", re.I),
    "es": re.compile(r"\b(?:el|los|las|nunca|sin|para|con)\b", re.I),
}
NON_LATIN = frozenset({"ja", "ko", "zh", "ru"})
NOT_ENGLISH_RX = re.compile(r"[\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
# a memory that replaces an earlier decision says so; the earlier one is the memory just before it
REPLACES_RX = re.compile(r"\breplaces\b|\bremplace\b|\bsubstitui\b|\bersetzt\b|\breemplaza\b", re.I)
# a history fact names what the team used to do
HISTORY_RX = re.compile(r"\buntil\b|\bbis\b|\bhasta\b|\bjusqu|\baté\b|\bgone\b|\bdropped\b|\bwent with\b", re.I)
# this round's topic tags: on a wanted call a wanted memory must be about the topic
TOPIC_RX = {
    "branch-rule": re.compile(r"\bmain\b|\bmaster\b|\bdevelop\b|branch|rebase|\bmerge\b|fast-forward|squash", re.I),
    "commit-message": re.compile(r"commit messages?|conventional commits?|commitlint|commitizen|\bcz\b|sign-?off|signed-off-by|\bsign(?:ed|ing)?\b|\bgpg\b|subject|trailer|ticket|\btype\(", re.I),
    "git-hook": re.compile(r"pre-commit|commit-msg|pre-push|\bhooks?\b|husky|lefthook|--no-verify|lint-staged", re.I),
    "codeowners": re.compile(r"CODEOWNERS|\bowned by\b|\bowns\b|approval|review from|their review", re.I),
    "generated-file": re.compile(r"CHANGELOG|generated|generad|by hand|a mano|von hand|never edit|release tool|release-please|changesets?|semantic-release|git-cliff|\bbumps?\b|\bbumped\b|MinVer|agvtool|\bcz bump\b", re.I),
    "release": re.compile(r"\btags?\b|\brelease|cherry-pick|hotfix|\bv\d|goreleaser|semver", re.I),
    "submodule": re.compile(r"submodule", re.I),
    "lfs": re.compile(r"\bLFS\b|smudge", re.I),
    "history-rewrite": re.compile(r"force|rewrit|\bamend|rebase -i|interactive rebase|filter-repo|reset --hard|history", re.I),
    "conflict": re.compile(r"conflict|konflikt|merge driver|\bours\b|\btheirs\b|resolv", re.I),
    "pr-tooling": re.compile(r"\bgh\b|\bglab\b|pull request|\bPRs?\b|merge requests?|\bMRs?\b|\blabels?\b|template|stacked|\bdraft\b|reviewers?", re.I),
}
# the paths of the machine the set is built and checked on never belong in it: its checkout
# and its temp folder, read here rather than spelled out
_HERE_PATHS = [str(HERE), str(HERE.parent), os.getcwd(), str(Path.home()),
               str(Path(tempfile.gettempdir()) / "toolcalls38")]
FORBIDDEN_RX = re.compile("|".join(re.escape(p.rstrip("/") + "/") for p in _HERE_PATHS if len(p) > 1))
TAGS = {
    "decision": "a wanted memory is a decision the team settled",
    "convention": "a wanted memory is a standing rule (constraint or procedure) about how changes travel",
    "preference": "a wanted memory is a preference of the user",
    "bugfix": "a wanted memory explains a failure and its fix",
    "branch-rule": "branch rules: never push to main, rebase not merge, branch names, stacked branches",
    "commit-message": "commit message conventions, sign-off and signing",
    "git-hook": "pre-commit, commit-msg and pre-push hooks, and never skipping them",
    "codeowners": "files owned by another team (CODEOWNERS) and their review",
    "generated-file": "files never edited by hand: a CHANGELOG generated from commits, a version the release tool bumps",
    "release": "tags, release commands, release branches and cherry-picks",
    "submodule": "git submodules: init, update and the pinned commit",
    "lfs": "git LFS: tracked files, install and smudge",
    "history-rewrite": "force-push, amend and history-rewriting rules",
    "conflict": "how to resolve conflicts in generated or lock files",
    "pr-tooling": "PR and MR tooling (gh, glab), labels, templates, drafts, reviewers",
    "forbidden-command": "the call runs (or its Post shows) a command a memory forbids",
    "remote": "the call changes what the team shares: a push, tag, release, PR or history rewrite",
    "goes-against": "the call's content goes against the wanted memory",
    "follows": "the call does what a memory prescribes: silent",
    "foreign-memory": "the wanted memory is written in another language than English",
    "file": "the call edits or writes a file a memory governs",
    "command": "the call runs a command a memory governs",
    "failure": "a Post event whose output shows what a memory warned of or explains",
    "pre": "a Bash PreToolUse where a teammate would bring up the memory before the command runs",
    "reversed": "the project holds a decision replaced by a later one: the older is never wanted, the later one when it applies",
    "other-package": "a call inside another package of the repository: wanted only when that package's own rule applies",
    "history": "near miss: a thing a memory names only as history",
    "read": "near miss: a Read, or a Bash command that only reads the governed thing",
    "sibling": "near miss: a file or key beside the governed one",
    "shared-word": "near miss: a command or edit that shares a word or a file with the governed one",
    "new": "near miss: a failure no memory explains",
    "names-fix": "near miss: a failure whose output names its own fix",
    "fixed": "the memory's fix applied: silent",
}
NEAR_TAGS = frozenset({"history", "read", "sibling", "shared-word", "new", "names-fix", "fixed"})
KIND_TAGS = {"decision": {"decision"}, "preference": {"preference"},
             "convention": {"constraint", "procedure"}, "bugfix": {"bugfix"}}
TAG_RX = re.compile(r"^((?:\[[a-z-]+\] ?)+)")
WIN_RX = re.compile(r"^[A-Za-z]:\\")
problems = []
FOREIGN = {}


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
    sep = "\\" if WIN_RX.match(root) else "/"
    home = sep.join(root.split(sep)[:3])
    if p["transcript_path"] != sep.join([home, ".claude", "projects", slug, p["session_id"] + ".jsonl"]):
        problem(cid, "transcript_path")
    if p["cwd"] != root and not p["cwd"].startswith(root + sep):
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
        if k in ti and not (ti[k].startswith("/") or re.match(r"^[A-Za-z]:[\\\\/]", ti[k])):
            problem(cid, "relative " + k)
    if tool == "MultiEdit" and not (ti["edits"] and all({"old_string", "new_string"} <= set(e) for e in ti["edits"])):
        problem(cid, "MultiEdit edits")
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


def post_output(p):
    if "error" in p:
        return p["error"]
    r = p.get("tool_response", {})
    return (r.get("stdout", "") + "\n" + r.get("stderr", "")) if isinstance(r, dict) else ""


def tag_misfits(tag, c, want, mems, langs, later):
    p = c["payload"]
    event, tool = c["event"], p["tool_name"]
    kinds = {mems[w]["kind"] for w in want}
    return ((tag in KIND_TAGS and not kinds & KIND_TAGS[tag])
            or (tag in TOPIC_RX and want and not any(TOPIC_RX[tag].search(mems[w]["text"]) for w in want))
            or (tag == "foreign-memory" and not set(want) & set(langs))
            or (tag in ("goes-against", "forbidden-command", "remote") and not want)
            or (tag == "reversed" and want and not set(want) & later)
            or (tag in NEAR_TAGS and want)
            or (tag == "file" and tool not in EDIT_TOOLS | {"Bash"})
            or (tag in ("command", "forbidden-command") and tool != "Bash")
            or (tag == "pre" and not (event == "PreToolUse" and tool == "Bash"))
            or (tag == "failure" and (event == "PreToolUse" or not want))
            or (tag in ("new", "names-fix") and event == "PreToolUse")
            or (tag == "read" and tool not in ("Bash", "Read", "Grep", "Glob")))


def check_tags(cid, c, want, label, mems, langs, tags, later):
    m = TAG_RX.match(c.get("note", ""))
    for tag in re.findall(r"\[([a-z-]+)\]", m.group(1)) if m else ():
        if tag not in TAGS:
            problem(cid, "unknown tag %s" % tag)
            continue
        tags[tag, label] += 1
        if tag_misfits(tag, c, want, mems, langs, later):
            problem(cid, "tag [%s] does not fit the call" % tag)


def check_project(f, d, seen, tags, events, tools, sizes, lang_count):
    proj, root = d["project"], d["root"]
    if f.stem != proj:
        problem(f.name, "file name differs from project")
    mems = {m["id"]: m for m in d["memories"]}
    langs = d.get("memory_languages", {})
    for mid, lang in langs.items():
        if mid not in mems or lang not in SCRIPT_RX:
            problem(proj, "memory_languages %s=%s" % (mid, lang))
            continue
        if not SCRIPT_RX[lang].search(mems[mid]["text"]):
            problem("%s/%s" % (proj, mid), "text does not read as %s" % lang)
        lang_count[lang] += 1
    for m in d["memories"]:
        if m["id"] not in langs and NOT_ENGLISH_RX.search(m["text"]):
            problem("%s/%s" % (proj, m["id"]), "non-Latin text but not in memory_languages")
    if not any(m["scope"] == "user" and m["kind"] == "preference" for m in d["memories"]):
        problem(proj, "no user-scope preference")
    if sum(m["kind"] == "fact" for m in d["memories"]) < 4:
        problem(proj, "fewer than 4 facts (history and noise)")
    FOREIGN[proj] = len(langs)
    if not root.startswith("/") or "\\" in root:
        problem(proj, "root is not a POSIX path")
    facts = [m for m in d["memories"] if m["kind"] == "fact"]
    if not any(HISTORY_RX.search(m["text"]) for m in facts):
        problem(proj, "no history fact")
    topics = [t for t, rx in TOPIC_RX.items() if any(rx.search(m["text"]) for m in d["memories"] if m["kind"] != "fact")]
    if len(topics) < MIN_TOPICS:
        problem(proj, "memories cover only %s" % topics)
    if len(mems) != len(d["memories"]):
        problem(proj, "duplicate memory id")
    for m in d["memories"]:
        if m["kind"] not in KINDS or m["scope"] not in ("project", "user") or not m["text"].strip():
            problem("%s/%s" % (proj, m["id"]), "kind/scope/text")
    if not MEMORY_RANGE[0] <= len(mems) <= MEMORY_RANGE[1]:
        problem(proj, "%d memories, want %s" % (len(mems), MEMORY_RANGE))
    if not CALL_RANGE[0] <= len(d["calls"]) <= CALL_RANGE[1]:
        problem(proj, "%d calls, want %s" % (len(d["calls"]), CALL_RANGE))
    order = [m["id"] for m in d["memories"]]
    later = {m["id"] for m in d["memories"] if REPLACES_RX.search(m["text"])}
    earlier = {order[order.index(m) - 1] for m in later}
    if not later:
        problem(proj, "no decision replaced by a later one")
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
        if set(want) & earlier:
            problem(cid, "wants a decision that a later memory replaced")
        check_tags(cid, c, want, label, mems, langs, tags, later)
    failed = sum(c["event"] == "PostToolUseFailure" for c in d["calls"])
    if failed < MIN_FAILED_PER_PROJECT:
        problem(proj, "only %d PostToolUseFailure events" % failed)
    def target(c):
        ti = c["payload"]["tool_input"]
        return ti.get("file_path") or ti.get("notebook_path") or ti.get("command", "").split(" &&")[0]
    pre = [c for c in d["calls"] if c["event"] == "PreToolUse" and c["payload"]["tool_name"] not in CONTROLS]
    wanted_targets = {target(c) for c in pre if c["wanted"]}
    same = sum(1 for c in pre if not c["wanted"] and target(c) in wanted_targets)
    if same < MIN_SAME_TARGET_SILENT:
        problem(proj, "only %d silent calls on a file or command another call is wanted for" % same)
    other = [c for c in d["calls"] if re.search(r"\[other-package\]", c["note"])]
    if not other or not any(c["wanted"] for c in other) or not any(not c["wanted"] for c in other):
        problem(proj, "needs wanted and silent [other-package] calls")
    return (proj, d["stack"], len(mems), len(used), len(d["calls"]), silent,
            len(set(langs) & used))


def print_tables(rows, events, tools, sizes, lang_count, tags, lang_used, mem_total, md):
    total, silent_total = sum(r[4] for r in rows), sum(r[5] for r in rows)
    pct = 100.0 * silent_total / max(total, 1)
    if md:
        print("| project | stack | memories | memories ever wanted | calls | silent `[]` | wanted 1-2 |")
        print("|---|---|---:|---:|---:|---:|---:|")
        for p, st, m, u, c, s, _ in rows:
            print("| %s | %s | %d | %d | %d | %d | %d |" % (p, st, m, u, c, s, c - s))
        print("| **all (%d projects)** | | %d | %d | %d | %d (%.1f%%) | %d |" % (
            len(rows), mem_total, sum(r[3] for r in rows), total, silent_total, pct,
            total - silent_total))
        for title, counter, keys in (("event", events, EVENT_KEYS), ("tool", tools, TOOL_KEYS)):
            print("\n| %s | silent `[]` | wanted 1-2 |\n|---|---:|---:|" % title)
            for k in keys:
                if counter[k, "silent"] or counter[k, "wanted"]:
                    print("| %s | %d | %d |" % (k, counter[k, "silent"], counter[k, "wanted"]))
    else:
        for p, _, m, u, c, s, _ in rows:
            print("%-20s memories %2d (wanted %2d)  calls %2d  silent %2d  wanted %2d" % (p, m, u, c, s, c - s))
        posts = sum(v for (e, _), v in events.items() if e != "PreToolUse")
        print("total: %d projects, %d calls, %d silent (%.1f%%), %d Post events (%.1f%%)"
              % (len(rows), total, silent_total, pct, posts, 100.0 * posts / max(total, 1)))
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
            print("tag %-9s silent %3d  wanted %3d" % (tag, tags[tag, "silent"], tags[tag, "wanted"]))


def main():
    rows, events, tools, sizes = [], Counter(), Counter(), Counter()
    seen, tags, lang_count = set(), Counter(), Counter()
    for f in sorted(HERE.glob("*.json")):
        if f.name == "split.json":
            continue
        raw = f.read_text(encoding="utf-8")
        hit = FORBIDDEN_RX.search(raw)
        if hit:
            problem(f.name, "contains %r" % hit.group(0))
        rows.append(check_project(f, json.loads(raw), seen, tags, events, tools, sizes, lang_count))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != [r[0] for r in rows]:
        problem("split.json", "must be tune=[] and heldout=every project")
    total, silent_total = sum(r[4] for r in rows), sum(r[5] for r in rows)
    mem_total, lang_used = sum(r[2] for r in rows), sum(r[6] for r in rows)
    if (len(rows) < MIN_PROJECTS or not MIN_CALLS <= total <= MAX_CALLS
            or silent_total < MIN_SILENT_SHARE * total):
        problem("set", "%d projects, %d calls, %d silent: outside the brief" % (len(rows), total, silent_total))
    posts = sum(v for (e, _), v in events.items() if e != "PreToolUse")
    if not MIN_POST <= posts <= MAX_POST:
        problem("set", "%d Post events of %d calls: outside the brief" % (posts, total))
    n_foreign = sum(lang_count.values())
    with_foreign = sum(1 for n in FOREIGN.values() if n)
    if (not MIN_MEMORIES <= mem_total <= MAX_MEMORIES or not 0 < n_foreign <= MAX_FOREIGN_SHARE * mem_total
            or not FOREIGN_PROJECTS[0] <= with_foreign <= FOREIGN_PROJECTS[1]):
        problem("set", "%d memories, %d not in English in %d projects: outside the brief"
                % (mem_total, n_foreign, with_foreign))
    for proj, n in FOREIGN.items():
        if n * 2 >= MEMORY_RANGE[0] and n:
            problem(proj, "%d notes not in English: the brief wants English mostly" % n)
    never = mem_total - sum(r[3] for r in rows)
    if not NEVER_WANTED_SHARE[0] * mem_total <= never <= NEVER_WANTED_SHARE[1] * mem_total:
        problem("set", "%d of %d memories never wanted: outside the brief" % (never, mem_total))
    failed = events["PostToolUseFailure", "silent"] + events["PostToolUseFailure", "wanted"]
    if failed < MIN_FAILED_POSTS:
        problem("set", "only %d PostToolUseFailure events" % failed)
    wanted_total = total - silent_total
    if tags["goes-against", "wanted"] < 0.45 * wanted_total:
        problem("set", "%d of %d wanted calls go against a memory: the angle wants many" % (tags["goes-against", "wanted"], wanted_total))
    for tool in ("MultiEdit", "Write", "NotebookEdit", "Read", "Glob", "Grep"):
        if tools[tool, "silent"] + tools[tool, "wanted"] == 0:
            problem("set", "the angle needs %s calls" % tool)
    for tag in TAGS:
        if tags[tag, "wanted"] + tags[tag, "silent"] == 0:
            problem("set", "the angle needs [%s] calls" % tag)
    print_tables(rows, events, tools, sizes, lang_count, tags, lang_used, mem_total,
                 "--markdown" in sys.argv)
    for line in problems:
        print("PROBLEM", line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
