"""Validate the fixes10 set: `python benchmarks/data/fixes10/check.py [--markdown]`.

Exit 1 on any problem. Checks: each line a JSON record with Claude Code's keys, one session
id per file, an unbroken parentUuid chain, every tool_use answered exactly once; labels.json,
heldout/ and split.json name the same files, tune is empty. Per label: each fix's `error` is
verbatim in an error tool result; each must_contain_any group is met (an agent lesson's in
the agent's own text); each trap occurs, shares no term with a must group, and is not named
in the agent's last message of a session that expects a memory. This round's angle: a
session of a several-tries shape (`chain`, `wrong_try`, `hint_misled`, `gave_up`) holds at
least two error results with different text (the error changed); a `same_twice` session
holds its fix's error in at least two error results; two fixes in one session name
different errors; a session whose variation names an edit or a write has a fix with a must
group met inside an Edit/Write call; a `printed_fix` session's first trap (the printed command or flag) is in
an error result. Floors: >= 64 files, >= 40% without memory, >= 15% not in English. A
rebuild into a temp folder is byte-identical. `--markdown` prints the README's tables.
"""

from __future__ import annotations

import collections
import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = {"parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "type", "uuid", "timestamp", "message"}
SEVERAL = {"chain", "wrong_try", "hint_misled", "gave_up"}
EDIT_VARIATIONS = ("edit", "write", "config_lines")
problems: list[str] = []
stats: collections.Counter[str] = collections.Counter()


def strings(content: object) -> list[str]:
    if isinstance(content, str):
        return [content]
    found: list[str] = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, dict):
            continue
        for key in ("text", "thinking"):
            if isinstance(block.get(key), str):
                found.append(block[key])
        if block.get("type") == "tool_use":
            found.extend(str(v) for v in block.get("input", {}).values())
        if block.get("type") == "tool_result":
            found.extend(strings(block.get("content")))
    return found


def met(groups: list[list[str]], text: str) -> bool:
    low = text.lower()
    return all(any(term.lower() in low for term in group) for group in groups)


def check_file(rel: str, label: dict) -> None:
    lines = (HERE / rel).read_text(encoding="utf-8").splitlines()
    records = []
    for n, line in enumerate(lines, 1):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as exc:
            problems.append(f"{rel}:{n}: not JSON ({exc})")
    if not records:
        problems.append(f"{rel}: empty")
        return
    if len({r.get("sessionId") for r in records}) != 1:
        problems.append(f"{rel}: more than one session id")
    uses: collections.Counter[str] = collections.Counter()
    answers: collections.Counter[str] = collections.Counter()
    error_results: list[str] = []
    edits: list[str] = []
    everything: list[str] = []
    said: list[str] = []
    parent = None
    for r in records:
        if KEYS - set(r):
            problems.append(f"{rel}: {r.get('uuid')} lacks {sorted(KEYS - set(r))}")
        if r.get("parentUuid") != parent:
            problems.append(f"{rel}: parent chain breaks at {r.get('uuid')}")
        parent = r.get("uuid")
        content = r.get("message", {}).get("content")
        everything.extend(strings(content))
        for block in content if isinstance(content, list) else []:
            if block.get("type") == "tool_use":
                uses[block["id"]] += 1
                if block.get("name") in ("Edit", "Write"):
                    edits.append(json.dumps(block.get("input", {}), ensure_ascii=False))
            elif block.get("type") == "text" and r["type"] == "assistant":
                said.append(block["text"])
            elif block.get("type") == "tool_result":
                answers[block["tool_use_id"]] += 1
                if block.get("is_error"):
                    error_results.append("\n".join(strings(block.get("content"))))
    if any(n != 1 for n in uses.values()) or any(answers[t] != 1 for t in uses) or set(answers) - set(uses):
        problems.append(f"{rel}: tool_use / tool_result do not pair one to one")
    blob = "\n".join(everything).lower()
    agent_blob = "\n".join(said).lower()
    edit_blob = "\n".join(edits).replace("\\n", "\n").replace('\\"', '"')
    last = said[-1].lower() if said else ""
    terms: list[str] = []
    fix_errors = []
    in_edit = 0
    for e in label["expected"]:
        if e["source"] == "fix":
            fix_errors.append(e["error"])
            holders = [t for t in error_results if e["error"] in t]
            if not holders:
                problems.append(f"{rel}: error not verbatim in an error result: {e['error'][:50]}")
            if label["shape"] == "same_twice" and len(holders) < 2:
                problems.append(f"{rel}: a same_twice error is not seen twice")
            if any(met(e["must_contain_any"], t) for t in holders):
                stats["fix_met_by_error_alone"] += 1
            if any(met([g], edit_blob) for g in e["must_contain_any"]):
                stats["fix_in_edit"] += 1
                in_edit += 1
        elif "error" in e:
            problems.append(f"{rel}: an agent lesson carries an error")
        where = agent_blob if e["source"] == "agent" else blob
        for group in e["must_contain_any"]:
            terms.extend(group)
            if not any(term.lower() in where for term in group):
                problems.append(f"{rel}: group {group} not met")
    if label["expected"] and any(v in label["variation"] for v in EDIT_VARIATIONS) and not in_edit:
        problems.append(f"{rel}: an edit/write variation with no fix inside an Edit/Write call")
    if len(set(fix_errors)) != len(fix_errors):
        problems.append(f"{rel}: two fixes name the same error")
    if label["shape"] in SEVERAL and len({t.strip().split("\n")[-1] for t in error_results}) < 2:
        problems.append(f"{rel}: a several-tries shape whose error never changed")
    if label["shape"] == "printed_fix" and not (label["traps"] and any(label["traps"][0] in t for t in error_results)):
        problems.append(f"{rel}: the printed fix (first trap) is not in an error result")
    if not label["expected"] and not label["traps"]:
        problems.append(f"{rel}: a session without memory needs traps")
    for trap in label["traps"]:
        low = trap.lower()
        if low not in blob:
            problems.append(f"{rel}: trap not in transcript: {trap}")
        if any(t.lower() in low or low in t.lower() for t in terms):
            problems.append(f"{rel}: trap {trap!r} overlaps a must term")
        if label["expected"] and low in last:
            problems.append(f"{rel}: the agent's last message names trap {trap!r}")


def tables(labels: dict) -> str:
    n = len(labels)
    mems = [e for v in labels.values() for e in v["expected"]]
    with_mem = sum(1 for v in labels.values() if v["expected"])
    none = n - with_mem
    fixes = sum(1 for e in mems if e["source"] == "fix")
    two = sum(1 for v in labels.values() if len(v["expected"]) > 1)
    out = ["| half | transcripts | expected memories | no memory at all |", "| --- | --- | --- | --- |",
           "| `tune/` | 0 | 0 | 0 |",
           f"| `heldout/` | {n} | {len(mems)} ({fixes} `fix`, {len(mems) - fixes} `agent`) in {with_mem} sessions ({two} with two) | {none} ({none / n:.0%}) |",
           "", "| shape | sessions | memories | not in English |", "| --- | --- | --- | --- |"]
    shapes = collections.Counter(v["shape"] for v in labels.values())
    per = collections.Counter()
    for v in labels.values():
        per[v["shape"]] += len(v["expected"])
    foreign = collections.Counter(v["shape"] for v in labels.values() if v["lang"] != "en")
    for shape, count in sorted(shapes.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{shape}` | {count} | {per[shape]} | {foreign[shape]} |")
    out += ["", "| variation | sessions |", "| --- | --- |"]
    for var, count in sorted(collections.Counter(v["variation"] for v in labels.values()).items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{var}` | {count} |")
    kinds = collections.Counter(f"{e['source']}/{e['kind']}" for e in mems)
    out += ["", "Memory kinds: " + ", ".join(f"`{k}` {c}" for k, c in sorted(kinds.items())) + "."]
    langs = sorted(v["lang"] for v in labels.values() if v["lang"] != "en")
    out += ["", f"Not in English: {len(langs)} of {n} ({len(langs) / n:.0%}): {', '.join(langs)}."]
    return "\n".join(out)


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    if "--markdown" in sys.argv[1:]:
        for rel in files:
            if rel in labels:
                check_file(rel, labels[rel])
        print(tables(labels))
        print(f"\nFixes whose must groups are met inside an Edit/Write call: {stats['fix_in_edit']}; "
              f"fixes whose failing output alone meets every must group: {stats['fix_met_by_error_alone']}.")
        return 0
    if sorted(labels) != files:
        problems.append("labels.json and heldout/ name different files")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        problems.append("split.json must hold exactly heldout/ with tune empty")
    if sorted(p.name for p in (HERE / "tune").iterdir()) != [".gitkeep"]:
        problems.append("tune/ must hold only .gitkeep")
    for rel in files:
        if rel in labels:
            check_file(rel, labels[rel])
    n = len(files)
    none = sum(1 for v in labels.values() if not v["expected"])
    foreign = sum(1 for v in labels.values() if v["lang"] != "en")
    if n < 64:
        problems.append(f"only {n} transcripts (floor 64)")
    if none < 0.4 * n:
        problems.append(f"only {none}/{n} sessions without memory (floor 40%)")
    if foreign < 0.15 * n:
        problems.append(f"only {foreign}/{n} not in English (floor 15%)")
    with tempfile.TemporaryDirectory(prefix="fixes10-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        rebuilt = sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl"))
        if rebuilt != files:
            problems.append("a rebuild makes a different file list")
        for rel in files + ["labels.json", "split.json"]:
            if (Path(tmp) / rel).exists() and not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
