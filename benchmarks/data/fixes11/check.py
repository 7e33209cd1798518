"""Validate the fixes11 set: `python benchmarks/data/fixes11/check.py [--markdown]`.

Exit 1 on any problem. Records: JSON lines with Claude Code's keys, one session id per file,
an unbroken parentUuid chain, every tool_use answered exactly once. Files: labels.json,
heldout/ and split.json name the same transcripts; tune is empty. Labels: each fix's `error`
is verbatim in an error tool result and a later Bash call succeeded; each must_contain_any
group is met (an agent lesson's in the agent's own text); two fixes in one session name
different errors; each trap occurs, shares no term with a must group, and is not named in
the last message of a session that expects a memory; a session without memory has traps.
This round's angle (the machine, not the code): a `one_flag` / `one_word` session has a
successful Bash command that differs from a failing one in a single run of at most two
words; a variation naming an edit, a write, a profile, a script or a config has a fix met
inside an Edit/Write call; a `flaky` session reruns a failing command unchanged and it
passes; a `gave_up` session shows at least two different error endings; a `refused`
session's first trap was rejected at the prompt or named by the agent and then refused by
the user; an `undone` session holds the first or second trap in an Edit/Write or Bash call.
Floors: >= 64 files, >= 40% without memory, >= 15% not in English. A rebuild into a temp
folder is byte-identical. `--markdown` prints the README's count tables.
"""

from __future__ import annotations

import collections
import difflib
import filecmp
import json
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = {"parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "type", "uuid",
        "timestamp", "message"}
EDIT_WORDS = ("edit", "write", "profile", "script", "config", "bashrc")
problems: list[str] = []
stats: collections.Counter[str] = collections.Counter()


def texts(content: object) -> list[str]:
    if isinstance(content, str):
        return [content]
    out: list[str] = []
    for block in content if isinstance(content, list) else []:
        if not isinstance(block, dict):
            continue
        for key in ("text", "thinking"):
            if isinstance(block.get(key), str):
                out.append(block[key])
        if block.get("type") == "tool_use":
            out.extend(str(v) for v in block.get("input", {}).values())
        if block.get("type") == "tool_result":
            out.extend(texts(block.get("content")))
    return out


def met(groups: list[list[str]], text: str) -> bool:
    low = text.lower()
    return all(any(term.lower() in low for term in group) for group in groups)


def words(command: str) -> list[str]:
    try:
        return shlex.split(command)
    except ValueError:
        return command.split()


def one_change(a: str, b: str) -> bool:
    ops = [op for op in difflib.SequenceMatcher(a=words(a), b=words(b)).get_opcodes() if op[0] != "equal"]
    return len(ops) == 1 and ops[0][2] - ops[0][1] <= 2 and ops[0][4] - ops[0][3] <= 2


def check_file(rel: str, label: dict) -> None:
    records = []
    for n, line in enumerate((HERE / rel).read_text(encoding="utf-8").splitlines(), 1):
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
    calls: dict[str, tuple[str, dict]] = {}
    bash: list[tuple[str, bool]] = []  # (command, failed) in order
    errors: list[str] = []
    error_pos: list[int] = []
    edits: list[str] = []
    rejected: list[str] = []
    said: list[str] = []
    users: list[str] = []
    everything: list[str] = []
    parent = None
    for r in records:
        if KEYS - set(r):
            problems.append(f"{rel}: {r.get('uuid')} lacks {sorted(KEYS - set(r))}")
        if r.get("parentUuid") != parent:
            problems.append(f"{rel}: parent chain breaks at {r.get('uuid')}")
        parent = r.get("uuid")
        content = r.get("message", {}).get("content")
        everything.extend(texts(content))
        if r["type"] == "user" and isinstance(content, str):
            users.append(content)
        for block in content if isinstance(content, list) else []:
            kind = block.get("type")
            if kind == "tool_use":
                uses[block["id"]] += 1
                calls[block["id"]] = (block["name"], block.get("input", {}))
                if block["name"] in ("Edit", "Write"):
                    edits.append(json.dumps(block.get("input", {}), ensure_ascii=False))
            elif kind == "text" and r["type"] == "assistant":
                said.append(block["text"])
            elif kind == "tool_result":
                answers[block["tool_use_id"]] += 1
                name, inp = calls.get(block["tool_use_id"], ("", {}))
                body = "\n".join(texts(block.get("content")))
                if name == "Bash":
                    if body.startswith("The user doesn't want to proceed"):
                        rejected.append(inp["command"])
                        continue
                    bash.append((inp["command"], bool(block.get("is_error"))))
                if block.get("is_error"):
                    errors.append(body)
                    error_pos.append(len(bash) - 1)
    if any(n != 1 for n in uses.values()) or any(answers[t] != 1 for t in uses) or set(answers) - set(uses):
        problems.append(f"{rel}: tool_use / tool_result do not pair one to one")
    blob = "\n".join(everything).lower()
    agent_blob = "\n".join(said).lower()
    edit_blob = "\n".join(edits).replace("\\n", "\n").replace('\\"', '"')
    last = said[-1].lower() if said else ""
    terms: list[str] = []
    fix_errors: list[str] = []
    in_edit = 0
    for e in label["expected"]:
        if e["source"] == "fix":
            fix_errors.append(e["error"])
            hits = [i for i, t in enumerate(errors) if e["error"] in t]
            if not hits:
                problems.append(f"{rel}: error not verbatim in an error result: {e['error'][:50]}")
            elif not any(not failed for _, failed in bash[error_pos[hits[0]] + 1:]):
                problems.append(f"{rel}: no Bash call succeeded after the error {e['error'][:40]}")
            if any(met(e["must_contain_any"], errors[i]) for i in hits):
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
    if len(set(fix_errors)) != len(fix_errors):
        problems.append(f"{rel}: two fixes name the same error")
    var, shape, traps = label["variation"], label["shape"], label["traps"]
    if label["expected"] and any(w in var for w in EDIT_WORDS) and not in_edit:
        problems.append(f"{rel}: an edit/write variation with no fix inside an Edit/Write call")
    if var in ("one_flag", "one_word"):
        failing = [c for c, f in bash if f]
        if not any(not f and any(one_change(a, c) for a in failing) for c, f in bash):
            problems.append(f"{rel}: no passing command one flag/word away from a failing one")
    if shape == "flaky" and not any(not f and (c, True) in bash[:i] for i, (c, f) in enumerate(bash)):
        problems.append(f"{rel}: a flaky session without an unchanged rerun that passed")
    if shape == "gave_up" and len({t.strip().split("\n")[-1] for t in errors}) < 2:
        problems.append(f"{rel}: gave up without the error changing")
    if shape == "refused":
        first = traps[0].lower() if traps else ""
        if not (any(first in c.lower() for c in rejected) or first in agent_blob):
            problems.append(f"{rel}: the refused remedy (first trap) was neither rejected nor proposed")
    if shape == "undone":
        calls_blob = (edit_blob + "\n" + "\n".join(c for c, _ in bash)).lower()
        if not any(t.lower() in calls_blob for t in traps[:2]):
            problems.append(f"{rel}: the undone change is not in an Edit/Write or Bash call")
    if not label["expected"] and not traps:
        problems.append(f"{rel}: a session without memory needs traps")
    for trap in traps:
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
           f"| `heldout/` | {n} | {len(mems)} ({fixes} `fix`, {len(mems) - fixes} `agent`) in {with_mem} sessions "
           f"({two} with two) | {none} ({none / n:.0%}) |",
           "", "| shape | sessions | memories | not in English |", "| --- | --- | --- | --- |"]
    shapes = collections.Counter(v["shape"] for v in labels.values())
    per: collections.Counter[str] = collections.Counter()
    for v in labels.values():
        per[v["shape"]] += len(v["expected"])
    foreign = collections.Counter(v["shape"] for v in labels.values() if v["lang"] != "en")
    for shape, count in sorted(shapes.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{shape}` | {count} | {per[shape]} | {foreign[shape]} |")
    out += ["", "| variation | sessions |", "| --- | --- |"]
    variations = collections.Counter(v["variation"] for v in labels.values())
    for var, count in sorted(variations.items(), key=lambda kv: (-kv[1], kv[0])):
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
    for rel in files:
        if rel in labels:
            check_file(rel, labels[rel])
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        print(f"\nFixes with a must group met inside an Edit/Write call: {stats['fix_in_edit']}; "
              f"fixes whose failing output alone meets every must group: {stats['fix_met_by_error_alone']}.")
        return 0
    if sorted(labels) != files:
        problems.append("labels.json and heldout/ name different files")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        problems.append("split.json must hold exactly heldout/ with tune empty")
    if sorted(p.name for p in (HERE / "tune").iterdir()) != [".gitkeep"]:
        problems.append("tune/ must hold only .gitkeep")
    n = len(files)
    none = sum(1 for v in labels.values() if not v["expected"])
    foreign = sum(1 for v in labels.values() if v["lang"] != "en")
    if n < 64:
        problems.append(f"only {n} transcripts (floor 64)")
    if none < 0.4 * n:
        problems.append(f"only {none}/{n} sessions without memory (floor 40%)")
    if foreign < 0.15 * n:
        problems.append(f"only {foreign}/{n} not in English (floor 15%)")
    with tempfile.TemporaryDirectory(prefix="fixes11-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in files + ["labels.json", "split.json"]:
            if (Path(tmp) / rel).exists() and not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), "
          f"{foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
