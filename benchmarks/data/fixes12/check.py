"""Validate the fixes12 set: `python benchmarks/data/fixes12/check.py [--markdown]`.

Exits 1 on any problem.
- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken
  parentUuid chain, each tool_use answered by exactly one tool_result.
- Files: labels.json, heldout/ and split.json name the same transcripts; tune is empty.
- Fix labels (this round's angle, fixed by an edit): the `error` is verbatim in an error result
  of a Bash call; that same command is run again later and succeeds; an Edit/MultiEdit/Write
  call lies between the failure and that passing rerun; at least one must group is met inside
  an Edit/MultiEdit/Write call. Agent labels: every group met in the agent's own text.
- Every must group is met in the transcript; two fixes in one session name different errors.
- `said_*` variations: the agent's own text meets a must group; `silent_*`: it meets none (the
  lesson is only visible in the edit).
- Traps: present, sharing no term with a must group, not in the last agent message of a
  session that expects a memory; a session without memory has at least two traps.
- No-memory shapes: `test_skipped` / `assert_loosened` hold the first trap in an edit or a
  Bash call and a passing command after it; `check_silenced` holds it in an edit or a Bash
  command; `wrong_error` edits the first trap and the second (the error seen) is in an error
  result; `reverted` undoes an edit (a reverse Edit, or `git checkout --` / `git restore`);
  `narrower_command` passes a command that differs from every failing one while no failing
  command ever passes; `user_said_wrong` has a user message after the first change.
- Floors: >= 64 files, >= 40% without memory, >= 15% not in English; a rebuild into a temp
  folder is byte-identical. `--markdown` prints the README's count tables.
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
KEYS = ("parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "type", "uuid",
        "timestamp", "message")
EDITS = ("Edit", "MultiEdit", "Write")
problems: list[str] = []
tally: collections.Counter[str] = collections.Counter()


def flat(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "\n".join(flat(v) for v in value.values())
    if isinstance(value, list):
        return "\n".join(flat(v) for v in value)
    return str(value)


def has(groups: list[list[str]], text: str) -> bool:
    low = text.lower()
    return all(any(t.lower() in low for t in g) for g in groups)


class Session:
    """The events of one transcript, in order."""

    def __init__(self, rel: str) -> None:
        self.rel = rel
        self.events: list[tuple[str, str, bool]] = []  # (kind, text, failed): bash/edit/user/say/result
        self.bash: list[tuple[int, str, bool, str]] = []  # (event index, command, failed, output)
        self.edits: list[tuple[int, str, dict]] = []
        names: dict[str, tuple[str, dict]] = {}
        uses: collections.Counter[str] = collections.Counter()
        answers: collections.Counter[str] = collections.Counter()
        parent = None
        lines = (HERE / rel).read_text(encoding="utf-8").splitlines()
        sessions = set()
        for n, line in enumerate(lines, 1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as exc:
                problems.append(f"{rel}:{n}: not JSON ({exc})")
                continue
            missing = [k for k in KEYS if k not in rec]
            if missing:
                problems.append(f"{rel}:{n}: lacks {missing}")
            if rec.get("parentUuid") != parent:
                problems.append(f"{rel}:{n}: parent chain broken")
            parent = rec.get("uuid")
            sessions.add(rec.get("sessionId"))
            content = rec.get("message", {}).get("content")
            if isinstance(content, str):
                self.events.append(("user", content, False))
                continue
            for block in content or []:
                kind = block.get("type")
                if kind == "text":
                    self.events.append(("say" if rec["type"] == "assistant" else "user", block["text"], False))
                elif kind == "thinking":
                    self.events.append(("think", block["thinking"], False))
                elif kind == "tool_use":
                    uses[block["id"]] += 1
                    names[block["id"]] = (block["name"], block.get("input", {}))
                    if block["name"] in EDITS:
                        self.edits.append((len(self.events), block["name"], block["input"]))
                        self.events.append(("edit", flat(block["input"]), False))
                elif kind == "tool_result":
                    answers[block["tool_use_id"]] += 1
                    name, inp = names.get(block["tool_use_id"], ("?", {}))
                    body = flat(block.get("content"))
                    failed = bool(block.get("is_error"))
                    if name == "Bash":
                        self.bash.append((len(self.events), inp.get("command", ""), failed, body))
                        self.events.append(("bash", inp.get("command", ""), failed))
                    self.events.append(("result", body, failed))
        if len(sessions) != 1:
            problems.append(f"{rel}: {len(sessions)} session ids")
        if set(uses) != set(answers) or any(v != 1 for v in list(uses.values()) + list(answers.values())):
            problems.append(f"{rel}: tool_use and tool_result do not pair one to one")
        self.all = "\n".join(t for _, t, _ in self.events)
        self.said = [t for k, t, _ in self.events if k == "say"]
        self.edit_text = "\n".join(flat(i) for _, _, i in self.edits)
        self.errors = [t for k, t, f in self.events if k == "result" and f]


def check_fix(s: Session, e: dict) -> None:
    rel = s.rel
    hits = [(i, cmd) for i, cmd, failed, out in s.bash if failed and e["error"] in out]
    if not hits:
        problems.append(f"{rel}: error not verbatim in a failing Bash result: {e['error'][:50]}")
        return
    at, cmd = hits[0]
    reruns = [i for i, c, failed, _ in s.bash if i > at and c == cmd and not failed]
    if not reruns:
        problems.append(f"{rel}: the failing command is never run again and passing: {cmd[:50]}")
        return
    if not any(at < i < reruns[0] for i, _, _ in s.edits):
        problems.append(f"{rel}: no Edit/MultiEdit/Write between the failure and the passing rerun")
    if not any(has([g], s.edit_text) for g in e["must_contain_any"]):
        problems.append(f"{rel}: no must group is met inside an edit")
    else:
        tally["fix_in_edit"] += 1
    if any(has(e["must_contain_any"], out) for _, _, f, out in s.bash if f and e["error"] in out):
        tally["error_alone"] += 1


def check(rel: str, label: dict) -> None:
    s = Session(rel)
    terms = [t for e in label["expected"] for g in e["must_contain_any"] for t in g]
    errors = [e["error"] for e in label["expected"] if e["source"] == "fix"]
    if len(set(errors)) != len(errors):
        problems.append(f"{rel}: two fixes name the same error")
    said = "\n".join(s.said)
    for e in label["expected"]:
        where = said if e["source"] == "agent" else s.all
        for g in e["must_contain_any"]:
            if not has([g], where):
                problems.append(f"{rel}: group {g} not met")
        if e["source"] == "fix":
            check_fix(s, e)
        elif "error" in e:
            problems.append(f"{rel}: an agent lesson with an error")
    var, shape, traps = label["variation"], label["shape"], label["traps"]
    fixes = [e for e in label["expected"] if e["source"] == "fix"]
    if var.startswith("said_") and not any(has([g], said) for e in fixes for g in e["must_contain_any"]):
        problems.append(f"{rel}: a said_ variation whose agent text meets no must group")
    if var.startswith("silent_") and any(has([g], said) for e in fixes for g in e["must_contain_any"]):
        problems.append(f"{rel}: a silent_ variation whose agent text states the fix")
    last = s.said[-1].lower() if s.said else ""
    for trap in traps:
        low = trap.lower()
        if low not in s.all.lower():
            problems.append(f"{rel}: trap not in the transcript: {trap[:50]}")
        if any(low in t.lower() or t.lower() in low for t in terms):
            problems.append(f"{rel}: trap overlaps a must term: {trap[:50]}")
        if label["expected"] and low in last:
            problems.append(f"{rel}: the last agent message names trap {trap[:50]}")
    if label["expected"]:
        return
    if len(traps) < 2:
        problems.append(f"{rel}: a session without memory needs two traps (the change, the error)")
        return
    change, seen = traps[0].lower(), traps[1].lower()
    cmds = [(i, c, f) for i, c, f, _ in s.bash]
    in_edit = [i for i, _, inp in s.edits if change in flat(inp).lower()]
    in_bash = [i for i, c, _ in cmds if change in c.lower()]
    if shape in ("test_skipped", "assert_loosened"):
        first = min(in_edit + in_bash, default=None)
        if first is None or not any(i > first and not f for i, _, f in cmds):
            problems.append(f"{rel}: the weakened test is not followed by a passing command")
    elif shape == "check_silenced" and not (in_edit or in_bash):
        problems.append(f"{rel}: the silencing is in no edit or command")
    elif shape == "wrong_error" and not (in_edit and any(seen in t.lower() for t in s.errors)):
        problems.append(f"{rel}: wrong_error needs the other change in an edit and the seen error in a result")
    elif shape == "reverted":
        pairs = [(flat(inp.get("old_string", "")), flat(inp.get("new_string", ""))) for _, n, inp in s.edits if n == "Edit"]
        undone = any(b == (a[1], a[0]) for k, a in enumerate(pairs) for b in pairs[k + 1:])
        restored = any(("git checkout --" in c or "git restore" in c) and i > min(in_edit, default=10**9) for i, c, _ in cmds)
        if not (undone or restored):
            problems.append(f"{rel}: nothing is undone")
    elif shape == "narrower_command":
        failing = {c for _, c, f in cmds if f}
        if any(c in failing for _, c, f in cmds if not f):
            problems.append(f"{rel}: a failing command passed after all")
        if not any(not f and change in c.lower() for _, c, f in cmds):
            problems.append(f"{rel}: the narrower command (first trap) did not pass")
    elif shape == "user_said_wrong":
        first = min(in_edit + in_bash, default=None)
        if first is None or not any(k == "user" and i > first for i, (k, _, _) in enumerate(s.events)):
            problems.append(f"{rel}: no user message after the change")


def tables(labels: dict) -> str:
    n = len(labels)
    mems = [e for v in labels.values() for e in v["expected"]]
    with_mem = sum(1 for v in labels.values() if v["expected"])
    two = sum(1 for v in labels.values() if len(v["expected"]) > 1)
    fixes = sum(1 for e in mems if e["source"] == "fix")
    none = n - with_mem
    out = ["| half | transcripts | expected memories | no memory at all |", "| --- | --- | --- | --- |",
           "| `tune/` | 0 | 0 | 0 |",
           f"| `heldout/` | {n} | {len(mems)} ({fixes} `fix`, {len(mems) - fixes} `agent`) in {with_mem} sessions "
           f"({two} with two) | {none} ({none / n:.0%}) |", "",
           "| shape | sessions | memories | not in English |", "| --- | --- | --- | --- |"]
    shapes = collections.Counter(v["shape"] for v in labels.values())
    per = collections.Counter()
    foreign = collections.Counter()
    for v in labels.values():
        per[v["shape"]] += len(v["expected"])
        foreign[v["shape"]] += v["lang"] != "en"
    for shape, c in sorted(shapes.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{shape}` | {c} | {per[shape]} | {foreign[shape]} |")
    out += ["", "| variation | sessions |", "| --- | --- |"]
    for var, c in sorted(collections.Counter(v["variation"] for v in labels.values()).items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{var}` | {c} |")
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
            check(rel, labels[rel])
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        print(f"\nFixes with a must group met inside an edit: {tally['fix_in_edit']}; "
              f"fixes whose failing output alone meets every must group: {tally['error_alone']}.")
        return 0
    if sorted(labels) != files:
        problems.append("labels.json and heldout/ name different files")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        problems.append("split.json must hold exactly heldout/, tune empty")
    if sorted(p.name for p in (HERE / "tune").iterdir()) != [".gitkeep"]:
        problems.append("tune/ must hold only .gitkeep")
    n = len(files)
    none = sum(1 for v in labels.values() if not v["expected"])
    foreign = sum(1 for v in labels.values() if v["lang"] != "en")
    if n < 64:
        problems.append(f"{n} transcripts (floor 64)")
    if none < 0.4 * n:
        problems.append(f"{none}/{n} without memory (floor 40%)")
    if foreign < 0.15 * n:
        problems.append(f"{foreign}/{n} not in English (floor 15%)")
    with tempfile.TemporaryDirectory(prefix="fixes12-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in files + ["labels.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
