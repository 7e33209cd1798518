"""Validate the fixes19 set: `python benchmarks/data/fixes19/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid chain, each
  tool_use answered by exactly one tool_result. No path of the authoring machine in any file.
- Files: labels.json, report.json, heldout/ and split.json name the same transcripts; tune/ holds only
  .gitkeep; every label has the fixes9-18 keys; report.json has its six keys.
- Every session but `passed_with_noise`: report's `command` fails (is_error) with `error` verbatim in its
  result, also with colour codes stripped. `passed_with_noise`: the command exits 0 with `error` in its output
  and no Bash call in the session fails.
- Sessions with memory (one_failure_among_passes, warnings_before_error, wrapped_cause, cascade_first,
  library_frame, noisy_output, retry_repeats): exactly one memory, source `fix`, kind lesson/bugfix, its
  `error` == report's `error`; the failing output is long (>= 8 lines) and the error is one line of it, not
  the whole output; every `also_ok` line is verbatim in the failing output and differs from `error`; >= 2
  non-empty must groups, groups[0] met by the failing output, every group met in the transcript; `passed`
  contains the command and passes after the failure; `change` is in a Bash/Edit/Write between the last run
  showing the error and that pass, or in `passed`, and a group after the first is met by that step. Traps
  (decoy lines): each verbatim in the failing output, not the error, neither holding nor held by the error or
  a must term.
- Sessions without memory: no memory, traps == [error, change]; `change` (what must not become a fix) is in
  the transcript, and: `flaky_rerun` - `passed` == command passes after the failure, no Edit/Write in the
  session; `never_fixed` - the command never passes after the failure, the session ends on a user message;
  `earlier_step` - `change` is in a Bash/Edit before the failure, no Edit/Write between the failure and the
  pass, `passed` == command passes; `own_leftover` - a Bash call runs before the failure, `change` is a Bash
  call between the failure and the pass.
- Floors: >= 64 files, >= 40% without memory, >= 15% not in English, every shape present, >= 12 stacks; a
  rebuild into a temp folder is byte-identical. `--markdown` prints the README's count tables.
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
LABEL_KEYS = {"expected", "lang", "project_dir", "shape", "stack", "traps", "variation"}
SIDE_KEYS = {"command", "error", "also_ok", "change", "passed", "note"}
MEM_SHAPES = ("one_failure_among_passes", "warnings_before_error", "wrapped_cause", "cascade_first",
              "library_frame", "noisy_output", "retry_repeats")
NONE_SHAPES = ("flaky_rerun", "never_fixed", "earlier_step", "passed_with_noise", "own_leftover")
# the building machine's checkout, read where the check runs rather than spelled here
MACHINE = (str(HERE.parents[2]) + "/",)
ANSI = re.compile("\x1b\\[[0-9;]*m")
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
    raw = (HERE / rel).read_text(encoding="utf-8")
    if any(m in raw for m in MACHINE):
        problems.append(f"{rel}: holds a path of the authoring machine")
    for n, line in enumerate(raw.splitlines(), 1):
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
                inp = b["input"]
                ev = Ev(kind, inp.get("command", "") if kind == "bash" else flat(inp))
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


def shows(ev: Ev, err: str) -> bool:
    return ev.kind == "bash" and ev.failed and err in ev.out


def check(rel: str, label: dict, side: dict) -> None:
    evs = load(rel)
    if set(label) != LABEL_KEYS or set(side) != SIDE_KEYS:
        problems.append(f"{rel}: label keys {sorted(label)} / report keys {sorted(side)}")
        return
    shape, cmd, err = label["shape"], side["command"], side["error"]
    if not err or err != err.strip():
        problems.append(f"{rel}: `error` empty or not trimmed")
    if shape == "passed_with_noise":
        a = find(evs, 0, cmd, False, err)
        if a is None or any(x.kind == "bash" and x.failed for x in evs):
            problems.append(f"{rel}: passed_with_noise needs the command to exit 0 with `error` and no failing call")
            return
    else:
        a = find(evs, 0, cmd, True, err)
        if a is None:
            problems.append(f"{rel}: the command never fails with `error` verbatim")
            return
        if err not in ANSI.sub("", evs[a].out):
            problems.append(f"{rel}: `error` is not verbatim once colour codes are stripped")
    everything = "\n".join(x.text + "\n" + x.out for x in evs)
    if shape in MEM_SHAPES:
        check_mem(rel, label, side, evs, a, everything)
    elif shape in NONE_SHAPES:
        if label["expected"] or label["traps"] != [err, side["change"]] or side["also_ok"]:
            problems.append(f"{rel}: a session without memory needs no memory, traps == [error, change], no also_ok")
            return
        if side["change"].lower() not in everything.lower():
            problems.append(f"{rel}: traps[1] is not in the transcript")
        check_none(rel, shape, side, evs, a)
    else:
        problems.append(f"{rel}: unknown shape {shape}")


def check_mem(rel: str, label: dict, side: dict, evs: list[Ev], a: int, everything: str) -> None:
    exp, traps = label["expected"], label["traps"]
    cmd, err, passed, change = side["command"], side["error"], side["passed"], side["change"]
    if len(exp) != 1:
        problems.append(f"{rel}: a memory shape has exactly one memory")
        return
    e = exp[0]
    if e["source"] != "fix" or e["kind"] not in ("lesson", "bugfix") or e["error"] != err or e["id"] != "e1":
        problems.append(f"{rel}: the memory is not e1, fix/lesson|bugfix with report's error")
    out = evs[a].out
    lines = out.splitlines()
    if len(lines) < 8 or err.strip() == out.strip():
        problems.append(f"{rel}: the failing output is not a long report ({len(lines)} lines)")
    tally["lines"] += len(lines)
    pos = next((i for i, ln in enumerate(lines) if err in ln), 0)
    tally["pos_" + ("top" if pos < len(lines) / 3 else "middle" if pos < 2 * len(lines) / 3 else "bottom")] += 1
    for ok in side["also_ok"]:
        if ok not in out or ok == err:
            problems.append(f"{rel}: also_ok line not in the failing output (or equal to error): {ok[:50]}")
    groups = e["must_contain_any"]
    if len(groups) < 2 or any(not g or not all(isinstance(t, str) and t for t in g) for g in groups):
        problems.append(f"{rel}: must groups malformed (need >= 2, non-empty)")
        return
    for g in groups:
        if not meets(g, everything):
            problems.append(f"{rel}: group {g} not met")
    if not meets(groups[0], out):
        problems.append(f"{rel}: groups[0] is not met by the failing output")
    if all(meets(g, out) for g in groups):
        tally["error_alone"] += 1
    if cmd not in passed:
        problems.append(f"{rel}: the pass is not a form of the failing command")
    p = find(evs, a + 1, passed, False)
    if p is None:
        problems.append(f"{rel}: nothing passes after the failure")
        return
    f = max(i for i in range(a, p) if shows(evs[i], err))
    zone = [i for i in range(f + 1, p) if evs[i].kind in ("bash", "edit")] + [p]
    holders = [i for i in zone if change in evs[i].text]
    if not holders:
        problems.append(f"{rel}: the change is not between the last failure and the pass (nor in the pass)")
        return
    if not any(meets(g, evs[i].text) for g in groups[1:] for i in holders):
        problems.append(f"{rel}: no fix group is met by the change")
    tally["in_pass" if holders[0] == p else "own_step"] += 1
    for trap in traps:
        if trap not in out or trap == err or trap in err or err in trap:
            problems.append(f"{rel}: a trap is not a decoy line of the failing output: {trap[:50]}")
        if any(trap.lower() in t.lower() or t.lower() in trap.lower() for g in groups for t in g):
            problems.append(f"{rel}: a trap overlaps a must term")
        tally["trap_in_pass"] += trap in evs[p].out


def check_none(rel: str, shape: str, side: dict, evs: list[Ev], a: int) -> None:
    cmd, passed, t1 = side["command"], side["passed"], side["change"]
    p = find(evs, a + 1, passed, False) if passed else None
    if shape in ("flaky_rerun", "earlier_step", "own_leftover"):
        if p is None:
            problems.append(f"{rel}: {shape}, but `passed` does not pass after the failure")
            return
        if shape != "own_leftover" and passed != cmd:
            problems.append(f"{rel}: {shape}, but the pass is not the same command")
    if shape == "flaky_rerun" and any(x.kind == "edit" for x in evs):
        problems.append(f"{rel}: flaky_rerun holds an Edit/Write")
    elif shape == "never_fixed":
        if passed or find(evs, a + 1, cmd, False) is not None or evs[-1].kind != "user":
            problems.append(f"{rel}: never_fixed: the command may not pass and the session ends on the user")
    elif shape == "earlier_step":
        if not any(x.kind in ("bash", "edit") and t1 in x.text for x in evs[:a]):
            problems.append(f"{rel}: earlier_step, but traps[1] is not a step before the failure")
        if p is not None and any(x.kind == "edit" for x in evs[a:p]):
            problems.append(f"{rel}: earlier_step, but something is edited between the failure and the pass")
    elif shape == "own_leftover":
        if not any(x.kind == "bash" for x in evs[:a]):
            problems.append(f"{rel}: own_leftover, but nothing of the session's runs before the failure")
        if p is not None and not any(x.kind == "bash" and t1 in x.text for x in evs[a + 1:p]):
            problems.append(f"{rel}: own_leftover needs the cleanup between the failure and the pass")


def tables(labels: dict) -> str:
    n = len(labels)
    mems = [e for v in labels.values() for e in v["expected"]]
    with_mem = sum(1 for v in labels.values() if v["expected"])
    none = n - with_mem
    out = ["| half | transcripts | expected memories | no memory at all |", "| --- | --- | --- | --- |",
           "| `tune/` | 0 | 0 | 0 |",
           f"| `heldout/` | {n} | {len(mems)} in {with_mem} sessions | {none} ({none / n:.0%}) |", "",
           "| shape | variation | sessions | memories | with decoy traps | not in English |",
           "| --- | --- | --- | --- | --- | --- |"]
    rows: collections.Counter[tuple[str, str]] = collections.Counter()
    per: collections.Counter[tuple[str, str]] = collections.Counter()
    dec: collections.Counter[tuple[str, str]] = collections.Counter()
    foreign: collections.Counter[tuple[str, str]] = collections.Counter()
    for v in labels.values():
        key = (v["shape"], v["variation"])
        rows[key] += 1
        per[key] += len(v["expected"])
        dec[key] += bool(v["expected"] and v["traps"])
        foreign[key] += v["lang"] != "en"
    order = {s: i for i, s in enumerate(MEM_SHAPES + NONE_SHAPES)}
    for key in sorted(rows, key=lambda k: (order.get(k[0], 99), k[1])):
        out.append(f"| `{key[0]}` | `{key[1]}` | {rows[key]} | {per[key]} | {dec[key]} | {foreign[key]} |")
    kinds = collections.Counter(f"{e['source']}/{e['kind']}" for e in mems)
    out += ["", "Memory kinds: " + ", ".join(f"`{k}` {c}" for k, c in sorted(kinds.items())) + "."]
    langs = sorted(v["lang"] for v in labels.values() if v["lang"] != "en")
    out += ["", f"Not in English: {len(langs)} of {n} ({len(langs) / n:.0%}): {', '.join(langs)}."]
    stacks = collections.Counter(v["stack"] for v in labels.values())
    out += ["", "Stacks: " + ", ".join(f"{k} {c}" for k, c in sorted(stacks.items())) + "."]
    return "\n".join(out)


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    side = json.loads((HERE / "report.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    for rel in files:
        if rel in labels and rel in side:
            check(rel, labels[rel], side[rel])
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        m = sum(len(v["expected"]) for v in labels.values())
        print(f"\nFailing outputs of the sessions with memory: {tally['lines'] / max(m, 1):.0f} lines on average; the "
              f"error sits in the top third in {tally['pos_top']}, the middle in {tally['pos_middle']}, the bottom in "
              f"{tally['pos_bottom']}. Fixes whose failing output alone meets every must group: {tally['error_alone']}; "
              f"changes in their own step: {tally['own_step']}, only inside the passing command: {tally['in_pass']}; "
              f"decoy traps the passing run prints too: {tally['trap_in_pass']}.")
        return 0
    if sorted(labels) != files or sorted(side) != files:
        problems.append("labels.json, report.json and heldout/ name different files")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        problems.append("split.json must hold exactly heldout/, tune empty")
    if sorted(p.name for p in (HERE / "tune").iterdir()) != [".gitkeep"]:
        problems.append("tune/ must hold only .gitkeep")
    n = len(files)
    none = sum(1 for v in labels.values() if not v["expected"])
    foreign = sum(1 for v in labels.values() if v["lang"] != "en")
    shapes = {v["shape"] for v in labels.values()}
    if n < 64:
        problems.append(f"{n} transcripts (floor 64)")
    if none < 0.4 * n:
        problems.append(f"{none}/{n} without memory (floor 40%)")
    if foreign < 0.15 * n:
        problems.append(f"{foreign}/{n} not in English (floor 15%)")
    if not {*MEM_SHAPES, *NONE_SHAPES} <= shapes:
        problems.append(f"a shape is missing: {sorted({*MEM_SHAPES, *NONE_SHAPES} - shapes)}")
    if len({v["stack"] for v in labels.values()}) < 12:
        problems.append("fewer than 12 stacks")
    for name in ("labels.json", "report.json", "split.json", "README.md"):
        if (HERE / name).exists() and any(m in (HERE / name).read_text(encoding="utf-8") for m in MACHINE):
            problems.append(f"{name}: holds a path of the authoring machine")
    with tempfile.TemporaryDirectory(prefix="fixes19-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "report.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
