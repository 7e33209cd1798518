"""Validate the fixes15 set: `python benchmarks/data/fixes15/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid
  chain, each tool_use answered by exactly one tool_result.
- Files: labels.json, reprints.json, heldout/ and split.json name the same transcripts; tune/
  holds only .gitkeep.
- The angle, every session: reprints.json's `command` fails with `first` in its result; later
  `again` (the same command, or it with LANG=, a colour, log or temp-dir flag) fails with
  `second` in its result, and `first` is not in that second result (the text changed).
- Sessions with memory (`reprinted`): the fix's `error` is `second`; `passed` is `command` or
  `again` and passes after the second failure; between the second failure and that pass lies a
  change (Edit/Write, or a Bash command that is not the step itself) meeting a must group, and no
  Edit/Write before the second failure meets one; every must group is met. Per variation:
  `other_line` - the `:N` / `line N` markers of `first` and `second` differ; `temp_path` -
  `first` names a tmp/temp path; `port_pid` / `stamp_id_seed` - a number of two or more digits
  in `first` is missing from the second result; `test_order` - both results print a seed;
  `colour_codes` - exactly one of the two results holds ANSI escapes; `localised` - `again`
  starts with `LANG=` and `second` is not ASCII; `length_moved` - `second` is not in the first
  result.
- Traps: present, sharing no term with a must group, not in the last agent message of a session
  with memory. A session without memory has two, traps[1] == `first`, and traps[0] as its shape
  says: `flaky` - in an agent message between the second failure and the pass; no Edit/Write in
  the session; `passed` == `command` passes after the second failure. `silenced` - in an
  Edit/Write between the second failure and the pass of `passed`. `progress` / `other_cause` -
  in an Edit/Write or Bash command between the two failures; `second` is not in the first
  result; neither `command` nor `again` ever passes; `passed` is empty.
- Floors: >= 64 files, >= 40% without memory, >= 15% not in English; a rebuild into a temp
  folder is byte-identical. `--markdown` prints the README's count tables.
"""

from __future__ import annotations

import collections
import filecmp
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = ("parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "type", "uuid",
        "timestamp", "message")
NONE_SHAPES = ("flaky", "silenced", "progress", "other_cause")
problems: list[str] = []
tally: collections.Counter[str] = collections.Counter()


def flat(v: object) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, dict):
        return "\n".join(flat(x) for x in v.values())
    if isinstance(v, list):
        return "\n".join(flat(x) for x in v)
    return str(v)


def meets(group: list[str], text: str) -> bool:
    return any(t.lower() in text.lower() for t in group)


class Ev:
    def __init__(self, kind: str, text: str) -> None:
        self.kind, self.text, self.out, self.failed = kind, text, "", False


def load(rel: str) -> list[Ev]:
    evs: list[Ev] = []
    pending: dict[str, Ev] = {}
    uses: collections.Counter[str] = collections.Counter()
    answers: collections.Counter[str] = collections.Counter()
    parent, sids = None, set()
    for n, line in enumerate((HERE / rel).read_text(encoding="utf-8").splitlines(), 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{rel}:{n}: not JSON ({exc})")
            continue
        missing = [k for k in KEYS if k not in rec]
        if missing:
            problems.append(f"{rel}:{n}: lacks {missing}")
            continue
        if rec["parentUuid"] != parent:
            problems.append(f"{rel}:{n}: parent chain broken")
        parent = rec["uuid"]
        sids.add(rec["sessionId"])
        content = rec["message"]["content"]
        if isinstance(content, str):
            evs.append(Ev("user", content))
            continue
        for b in content:
            if b["type"] == "text":
                evs.append(Ev("say" if rec["type"] == "assistant" else "user", b["text"]))
            elif b["type"] == "thinking":
                evs.append(Ev("think", b["thinking"]))
            elif b["type"] == "tool_use":
                uses[b["id"]] += 1
                kind = {"Bash": "bash", "Edit": "edit", "Write": "edit", "Read": "read"}.get(b["name"], "other")
                ev = Ev(kind, b["input"].get("command", "") if kind == "bash" else flat(b["input"]))
                pending[b["id"]] = ev
                evs.append(ev)
            elif b["type"] == "tool_result":
                answers[b["tool_use_id"]] += 1
                ev = pending.get(b["tool_use_id"])
                if ev is not None:
                    ev.out, ev.failed = flat(b["content"]), bool(b.get("is_error"))
    if len(sids) != 1:
        problems.append(f"{rel}: {len(sids)} session ids")
    if set(uses) != set(answers) or any(v != 1 for v in [*uses.values(), *answers.values()]):
        problems.append(f"{rel}: tool_use and tool_result do not pair one to one")
    return evs


def find(evs: list[Ev], start: int, cmd: str, failed: bool, holding: str = "") -> int | None:
    return next((i for i in range(start, len(evs)) if evs[i].kind == "bash" and evs[i].text == cmd
                 and evs[i].failed == failed and holding in evs[i].out), None)


def angle(variation: str, rp: dict, out1: str, out2: str) -> bool:
    first, second = rp["first"], rp["second"]
    if variation == "other_line":
        def marks(s: str) -> list[str]:
            return re.findall(r":\d+|line \d+", s)
        return bool(marks(first)) and bool(marks(second)) and marks(first) != marks(second)
    if variation == "temp_path":
        return "tmp" in first.lower() or "temp" in first.lower()
    if variation in ("port_pid", "stamp_id_seed"):
        return any(num not in out2 for num in re.findall(r"\d{2,}", first))
    if variation == "test_order":
        return "seed" in out1.lower() and "seed" in out2.lower()
    if variation == "colour_codes":
        return ("\x1b[" in out1) != ("\x1b[" in out2)
    if variation == "localised":
        return rp["again"].startswith("LANG=") and rp["again"] != rp["command"] and not second.isascii()
    if variation == "length_moved":
        return second not in out1
    return False


def check(rel: str, label: dict, rp: dict) -> None:
    evs = load(rel)
    everything = "\n".join(x.text + "\n" + x.out for x in evs)
    shape, traps, exp = label["shape"], label["traps"], label["expected"]
    first, second = rp["first"], rp["second"]
    a = find(evs, 0, rp["command"], True, first)
    if a is None:
        problems.append(f"{rel}: `command` never fails with `first`")
        return
    b = find(evs, a + 1, rp["again"], True, second)
    if b is None:
        problems.append(f"{rel}: `again` never fails with `second` after the first failure")
        return
    if first == second or first in evs[b].out:
        problems.append(f"{rel}: the second printing repeats `first`")
    said = [x.text for x in evs if x.kind == "say"]
    last = said[-1].lower() if said else ""
    terms = [t for e in exp for g in e["must_contain_any"] for t in g]
    for trap in traps:
        if trap.lower() not in everything.lower():
            problems.append(f"{rel}: trap not in the transcript: {trap[:50]}")
        if any(trap.lower() in t.lower() or t.lower() in trap.lower() for t in terms):
            problems.append(f"{rel}: trap overlaps a must term: {trap[:50]}")
        if exp and trap.lower() in last:
            problems.append(f"{rel}: last agent message names trap {trap[:50]}")
    if exp:
        check_memory(rel, label, rp, evs, a, b, everything)
        return
    if shape not in NONE_SHAPES:
        problems.append(f"{rel}: unknown shape without memory: {shape}")
        return
    if len(traps) != 2 or traps[1] != first:
        problems.append(f"{rel}: a session without memory needs two traps, traps[1] == `first`")
        return
    t0 = traps[0]
    if shape in ("flaky", "silenced"):
        ok = find(evs, b + 1, rp["passed"], False)
        if ok is None or (shape == "flaky" and rp["passed"] != rp["command"]):
            problems.append(f"{rel}: {shape}, but the command does not pass after the second failure")
            return
        between = evs[b + 1:ok]
        if shape == "flaky" and (any(x.kind == "edit" for x in evs) or not any(x.kind == "say" and t0 in x.text for x in between)):
            problems.append(f"{rel}: flaky, but something was edited or the guess is not said before the pass")
        if shape == "silenced" and not any(x.kind == "edit" and t0 in x.text for x in between):
            problems.append(f"{rel}: silenced, but the silencing is not an edit between failure and pass")
        return
    if rp["passed"] or second in evs[a].out:
        problems.append(f"{rel}: {shape} names a pass, or the second failure was already printed first")
    if any(x.kind == "bash" and x.text in (rp["command"], rp["again"]) and not x.failed for x in evs):
        problems.append(f"{rel}: {shape}, but the failing command passes")
    if not any(x.kind in ("edit", "bash") and t0 in x.text for x in evs[a + 1:b]):
        problems.append(f"{rel}: {shape}, but traps[0] is not the change between the two failures")


def check_memory(rel: str, label: dict, rp: dict, evs: list[Ev], a: int, b: int, everything: str) -> None:
    if label["shape"] != "reprinted" or len(label["expected"]) != 1:
        problems.append(f"{rel}: a memory session is `reprinted` with one memory")
    if rp["passed"] not in (rp["command"], rp["again"]):
        problems.append(f"{rel}: the pass is not the failing step")
    ok = find(evs, b + 1, rp["passed"], False)
    if ok is None:
        problems.append(f"{rel}: the step never passes after the second failure")
        return
    tally["gap"] += ok - a
    for e in label["expected"]:
        groups = e["must_contain_any"]
        if e["source"] != "fix" or e["error"] != rp["second"]:
            problems.append(f"{rel}: the memory's error is not the second printing (or not a fix)")
        for g in groups:
            if not meets(g, everything):
                problems.append(f"{rel}: group {g} not met")
        step = (rp["command"], rp["again"], rp["passed"])
        if not any(x.kind in ("edit", "bash") and x.text not in step and any(meets(g, x.text) for g in groups)
                   for x in evs[b + 1:ok]):
            problems.append(f"{rel}: no change meeting a must group between the second failure and the pass")
        if any(x.kind == "edit" and any(meets(g, x.text) for g in groups) for x in evs[:b]):
            problems.append(f"{rel}: the fix was written before the failure came back")
        if all(meets(g, evs[b].out) for g in groups):
            tally["error_alone"] += 1
    if not angle(label["variation"], rp, evs[a].out, evs[b].out):
        problems.append(f"{rel}: the second printing is not the change `{label['variation']}` says")


def tables(labels: dict) -> str:
    n = len(labels)
    mems = [e for v in labels.values() for e in v["expected"]]
    with_mem = sum(1 for v in labels.values() if v["expected"])
    none = n - with_mem
    out = ["| half | transcripts | expected memories | no memory at all |", "| --- | --- | --- | --- |",
           "| `tune/` | 0 | 0 | 0 |",
           f"| `heldout/` | {n} | {len(mems)} in {with_mem} sessions | {none} ({none / n:.0%}) |", "",
           "| shape | variation | sessions | memories | not in English |", "| --- | --- | --- | --- | --- |"]
    rows: collections.Counter[tuple[str, str]] = collections.Counter()
    per: collections.Counter[tuple[str, str]] = collections.Counter()
    foreign: collections.Counter[tuple[str, str]] = collections.Counter()
    for v in labels.values():
        key = (v["shape"], v["variation"])
        rows[key] += 1
        per[key] += len(v["expected"])
        foreign[key] += v["lang"] != "en"
    for key in sorted(rows):
        out.append(f"| `{key[0]}` | `{key[1]}` | {rows[key]} | {per[key]} | {foreign[key]} |")
    kinds = collections.Counter(f"{e['source']}/{e['kind']}" for e in mems)
    out += ["", "Memory kinds: " + ", ".join(f"`{k}` {c}" for k, c in sorted(kinds.items())) + "."]
    langs = sorted(v["lang"] for v in labels.values() if v["lang"] != "en")
    out += ["", f"Not in English: {len(langs)} of {n} ({len(langs) / n:.0%}): {', '.join(langs)}."]
    return "\n".join(out)


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    reprints = json.loads((HERE / "reprints.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    for rel in files:
        if rel in labels and rel in reprints:
            check(rel, labels[rel], reprints[rel])
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        fixes = sum(len(v["expected"]) for v in labels.values())
        print(f"\nFixes whose second printing alone meets every must group: {tally['error_alone']} of {fixes}; "
              f"events from the first failure to the passing rerun: {tally['gap'] / max(fixes, 1):.1f} on average.")
        return 0
    if sorted(labels) != files or sorted(reprints) != files:
        problems.append("labels.json, reprints.json and heldout/ name different files")
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
    with tempfile.TemporaryDirectory(prefix="fixes15-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "reprints.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
