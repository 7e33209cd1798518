"""Validate the fixes9 set: `python benchmarks/data/fixes9/check.py [--markdown]`.

Exit 1 on any problem. Checks: each line a JSON record with Claude Code's keys, one
session id per file, an unbroken parentUuid chain, every tool_use answered exactly once;
labels.json, heldout/ and split.json name the same files and tune is empty; each fix's
`error` is verbatim in an error tool result and is NOT on that result's last line (this
round's angle: the runner's summary comes after it); each must_contain_any group is met
(an agent lesson's in the agent's own text); each trap occurs in the transcript, shares no
term with a must group, and is not named in the agent's last message of a session that
expects a memory; floors (>= 64 files, >= 40% without memory, >= 15% not in English); a
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
problems: list[str] = []


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
            elif block.get("type") == "text" and r["type"] == "assistant":
                said.append(block["text"])
            elif block.get("type") == "tool_result":
                answers[block["tool_use_id"]] += 1
                if block.get("is_error"):
                    error_results.extend(strings(block.get("content")))
    if any(n != 1 for n in uses.values()) or any(answers[t] != 1 for t in uses) or set(answers) - set(uses):
        problems.append(f"{rel}: tool_use / tool_result do not pair one to one")
    blob = "\n".join(everything).lower()
    agent_blob = "\n".join(said).lower()
    last = said[-1].lower() if said else ""
    terms: list[str] = []
    for e in label["expected"]:
        if e["source"] == "fix":
            holders = [t for t in error_results if e["error"] in t]
            if not holders:
                problems.append(f"{rel}: error not verbatim in an error result: {e['error'][:50]}")
            elif all(e["error"] in t.rstrip("\n").split("\n")[-1] for t in holders):
                problems.append(f"{rel}: error is the last line of its output (this set buries it)")
        elif "error" in e:
            problems.append(f"{rel}: an agent lesson carries an error")
        where = agent_blob if e["source"] == "agent" else blob
        for group in e["must_contain_any"]:
            terms.extend(group)
            if not any(term.lower() in where for term in group):
                problems.append(f"{rel}: group {group} not met")
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
    out = ["| half | transcripts | expected memories | no memory at all |", "| --- | --- | --- | --- |",
           "| `tune/` | 0 | 0 | 0 |",
           f"| `heldout/` | {n} | {len(mems)} ({fixes} `fix`, {len(mems) - fixes} `agent`) in {with_mem} sessions | {none} ({none / n:.0%}) |",
           "", "| shape | sessions | not in English |", "| --- | --- | --- |"]
    shapes = collections.Counter(v["shape"] for v in labels.values())
    foreign = collections.Counter(v["shape"] for v in labels.values() if v["lang"] != "en")
    for shape, count in sorted(shapes.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{shape}` | {count} | {foreign[shape]} |")
    out += ["", "| variation | sessions |", "| --- | --- |"]
    for var, count in sorted(collections.Counter(v["variation"] for v in labels.values()).items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{var}` | {count} |")
    langs = sorted(v["lang"] for v in labels.values() if v["lang"] != "en")
    out += ["", f"Not in English: {len(langs)} of {n} ({len(langs) / n:.0%}): {', '.join(langs)}."]
    return "\n".join(out)


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        return 0
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
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
    with tempfile.TemporaryDirectory(prefix="fixes9-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        rebuilt = sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl"))
        if rebuilt != files:
            problems.append("a rebuild makes a different file list")
        for rel in files + ["labels.json", "split.json"]:
            if rel in rebuilt + ["labels.json", "split.json"] and not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
