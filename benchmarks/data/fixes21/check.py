"""Validate the fixes21 set: `python benchmarks/data/fixes21/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid chain, each
  tool_use answered by exactly one tool_result. No path of the authoring machine in any file.
- Files: labels.json, report.json, heldout/ and split.json name the same transcripts; tune/ holds only
  .gitkeep; every label has the fixes9-20 keys; report.json has its seven keys (fixes20's six and `tries`).
- Every session: report's `command` fails (is_error) and `error` is one whole line of its result (less
  indentation, Terraform's box border and pytest's `E`), not the whole result; `tries` is not empty and every
  try is in the transcript (the angle: something was tried that did not help).
- Sessions with memory (tries_then_fix, try_changed_error, two_tries_together, reverted_try, fix_from_docs,
  user_hint, wording_drift): exactly one memory e1, source `fix`, kind lesson/bugfix, its `error` == report's
  `error`; the failure is printed at least twice (`error` or an `also_ok` line in two failing runs); every
  `also_ok` is a line of a failing run and differs from `error`; >= 2 non-empty must groups, groups[0] met by the
  failing output, every group met in the transcript; `passed` holds the command or runs the same program, and
  passes after the LAST run showing the error; `change` is in a Bash/Edit/Write between that run and the pass (or
  in `passed`), and a group after the first is met by that step. Every try is in a Bash/Edit step before that
  last failure. Traps: the tries first, then decoy lines of a failing output; never the error, never holding or
  held by the error or a must term. Per shape: `two_tries_together` has >= 3 groups; `try_changed_error` has a
  trap that is a line of a failing output without the error (the error the try caused); `reverted_try` has an
  Edit undone by a later Edit; `fix_from_docs` reads something (Read, WebFetch, pydoc) between the first failure
  and the change; `user_hint` has a user message between the first failure and the change; `wording_drift` has
  failing runs whose outputs differ. "The last failure" is the last run printing `error` or an `also_ok` line.
- Sessions without memory: no memory, traps == [error, change], `change` in the transcript, and:
  `flaky_after_tries` - `passed` == command passes after the last failure, only read-only diagnostics between,
  every try before the last failure; `fixed_outside` - `passed` == command passes, a user message holding
  `change` comes between the last failure and the pass, no Edit/Write between; `gave_up` / `ends_failing` - the
  command never passes after the failure, the session ends on a user message; `other_command_passed` - `passed`
  differs from the command and passes after the last failure, the command itself never passes;
  `destructive_last_try` - `change` is in a Bash/Edit between the last failure and the pass (or in `passed`), and
  `passed` passes.
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
SIDE_KEYS = {"command", "error", "also_ok", "tries", "change", "passed", "note"}
MEM_SHAPES = ("tries_then_fix", "try_changed_error", "two_tries_together", "reverted_try", "fix_from_docs",
              "user_hint", "wording_drift")
NONE_SHAPES = ("flaky_after_tries", "gave_up", "fixed_outside", "ends_failing", "other_command_passed",
               "destructive_last_try")
DIAG = ("curl -sI", "dmesg", "getent", "df ", "free", "ls", "cat ", "date", "which", "kubectl get", "kubectl describe",
        "pip show", "git status")
PREFIX = re.compile(r"^\s*(?:\u2502\s*|E\s{2,}|#\d+ \d+\.\d+ )?")
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
        self.inp: dict = {}


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
                kind = {"Bash": "bash", "Edit": "edit", "Write": "edit", "Read": "read", "WebFetch": "read"}.get(b["name"], "other")
                inp = b["input"]
                ev = Ev(kind, inp.get("command", "") if kind == "bash" else flat(inp))
                ev.inp = inp
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


def tidy_lines(out: str) -> list[str]:
    return [PREFIX.sub("", ln, count=1).rstrip() for ln in out.splitlines()]


def program(cmd: str) -> str:
    words = [w for w in cmd.split() if not re.match(r"^[A-Z_]+=", w)]
    return words[0].rsplit("/", 1)[-1] if words else ""


def check(rel: str, label: dict, side: dict) -> None:
    evs = load(rel)
    if set(label) != LABEL_KEYS or set(side) != SIDE_KEYS:
        problems.append(f"{rel}: label keys {sorted(label)} / report keys {sorted(side)}")
        return
    shape, cmd, err = label["shape"], side["command"], side["error"]
    if not err or err != err.strip():
        problems.append(f"{rel}: `error` empty or not trimmed")
    a = find(evs, 0, cmd, True, err)
    if a is None:
        problems.append(f"{rel}: the command never fails with `error` verbatim")
        return
    if err not in tidy_lines(evs[a].out):
        problems.append(f"{rel}: `error` is not one whole line of the failing output")
    everything = "\n".join(x.text + "\n" + x.out for x in evs)
    if not side["tries"] or not all(isinstance(t, str) and t for t in side["tries"]):
        problems.append(f"{rel}: `tries` must list what was tried and did not help")
        return
    for t in side["tries"]:
        if t not in everything:
            problems.append(f"{rel}: a try is not in the transcript: {t[:50]}")
    tally["tries"] += len(side["tries"])
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


def failing_lines(evs: list[Ev]) -> set[str]:
    return {ln for x in evs if x.kind == "bash" and x.failed for ln in tidy_lines(x.out)}


def check_mem(rel: str, label: dict, side: dict, evs: list[Ev], a: int, everything: str) -> None:
    exp, traps, shape = label["expected"], label["traps"], label["shape"]
    cmd, err, passed, change = side["command"], side["error"], side["passed"], side["change"]
    if len(exp) != 1:
        problems.append(f"{rel}: a memory shape has exactly one memory")
        return
    e = exp[0]
    if e["source"] != "fix" or e["kind"] not in ("lesson", "bugfix") or e["error"] != err or e["id"] != "e1":
        problems.append(f"{rel}: the memory is not e1, fix/lesson|bugfix with report's error")
    out = evs[a].out
    tally["lines"] += len(out.splitlines())
    flines = failing_lines(evs)
    for ok in side["also_ok"]:
        if ok not in flines or ok == err:
            problems.append(f"{rel}: also_ok line not a line of a failing run (or equal to error): {ok[:50]}")
    printed = [i for i, x in enumerate(evs) if x.kind == "bash" and x.failed
               and (err in x.out or any(ok in tidy_lines(x.out) for ok in side["also_ok"]))]
    if len(printed) < 2:
        problems.append(f"{rel}: the failure is printed only once (the angle needs tries that fail again)")
    tally["failing_runs"] += len(printed)
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
    if cmd not in passed and program(cmd) != program(passed):
        problems.append(f"{rel}: the pass is neither a form of the failing command nor the same program")
    f = max(printed)
    p = find(evs, f + 1, passed, False)
    if p is None:
        problems.append(f"{rel}: nothing passes after the last failure")
        return
    tally["same_cmd" if passed == cmd else "prefixed" if cmd in passed else "other_form"] += 1
    zone = [i for i in range(f + 1, p) if evs[i].kind in ("bash", "edit")] + [p]
    holders = [i for i in zone if change in evs[i].text]
    if not holders:
        problems.append(f"{rel}: the change is not between the last failure and the pass (nor in the pass)")
        return
    if not any(meets(g, evs[i].text) for g in groups[1:] for i in holders):
        problems.append(f"{rel}: no fix group is met by the change")
    for t in side["tries"]:
        if not any(x.kind in ("bash", "edit") and t in x.text for x in evs[:f + 1]):
            problems.append(f"{rel}: a try is not in a Bash/Edit step before the last failure: {t[:50]}")
    if traps[:len(side["tries"])] != side["tries"]:
        problems.append(f"{rel}: the traps must start with the tries")
    decoys = traps[len(side["tries"]):]
    for trap in traps:
        if trap == err or trap in err or err in trap:
            problems.append(f"{rel}: a trap holds or is held by the error: {trap[:50]}")
        if any(trap.lower() in t.lower() or t.lower() in trap.lower() for g in groups for t in g):
            problems.append(f"{rel}: a trap overlaps a must term: {trap[:50]}")
    for trap in decoys:
        if trap not in flines:
            problems.append(f"{rel}: a decoy trap is not a line of a failing output: {trap[:50]}")
        tally["decoys"] += 1
        tally["decoy_in_pass"] += trap in evs[p].out
    first = holders[0]
    if shape == "two_tries_together" and len(groups) < 3:
        problems.append(f"{rel}: two_tries_together needs a group for each half of the fix")
    if shape == "try_changed_error" and not any(
            trap in tidy_lines(x.out) and err not in x.out for trap in decoys for x in evs[a:f] if x.kind == "bash" and x.failed):
        problems.append(f"{rel}: try_changed_error needs the try's own error as a trap, printed before the last failure")
    if shape == "reverted_try":
        edits = [x.inp for x in evs if x.kind == "edit" and "old_string" in x.inp]
        if not any(x["old_string"] == y["new_string"] and x["new_string"] == y["old_string"]
                   for i, x in enumerate(edits) for y in edits[i + 1:]):
            problems.append(f"{rel}: reverted_try needs an Edit undone by a later Edit")
    if shape == "fix_from_docs" and not any(
            x.kind == "read" or (x.kind == "bash" and "pydoc" in x.text) for x in evs[a:first]):
        problems.append(f"{rel}: fix_from_docs needs documentation read between the failure and the change")
    if shape == "user_hint" and not any(x.kind == "user" for x in evs[a + 1:first]):
        problems.append(f"{rel}: user_hint needs the user's word between the failure and the change")
    if shape == "wording_drift" and len({evs[i].out for i in printed}) < 2:
        problems.append(f"{rel}: wording_drift needs failing runs whose output differs (words or line numbers)")


def check_none(rel: str, shape: str, side: dict, evs: list[Ev], a: int) -> None:
    cmd, passed, t1, err = side["command"], side["passed"], side["change"], side["error"]
    p = find(evs, a + 1, passed, False) if passed else None
    if shape not in ("gave_up", "ends_failing") and p is None:
        problems.append(f"{rel}: {shape}, but `passed` does not pass after the failure")
        return
    if shape in ("flaky_after_tries", "fixed_outside") and passed != cmd:
        problems.append(f"{rel}: {shape}, but the pass is not the same command")
    if p is not None:
        f = max(i for i in range(a, p) if shows(evs[i], err))
    if shape == "flaky_after_tries":
        between = evs[f + 1:p]
        if any(x.kind == "edit" or (x.kind == "bash" and not x.text.startswith(DIAG)) for x in between):
            problems.append(f"{rel}: flaky_after_tries, but something other than a diagnostic runs before the pass")
        if any(x.kind == "user" for x in between):
            problems.append(f"{rel}: flaky_after_tries, but the user speaks between the last failure and the pass")
        for t in side["tries"]:
            if not any(x.kind in ("bash", "edit") and t in x.text for x in evs[a:f + 1]):
                problems.append(f"{rel}: a try is not between the first and the last failure: {t[:50]}")
    elif shape == "fixed_outside":
        if not any(x.kind == "user" and t1 in x.text for x in evs[f:p]):
            problems.append(f"{rel}: fixed_outside needs the user's word (traps[1]) between the last failure and the pass")
        if any(x.kind == "edit" for x in evs[a:p]):
            problems.append(f"{rel}: fixed_outside, but something is edited between the failure and the pass")
    elif shape in ("gave_up", "ends_failing"):
        if passed or find(evs, a + 1, cmd, False) is not None or evs[-1].kind != "user":
            problems.append(f"{rel}: {shape}: the command may not pass and the session ends on the user")
        if not any(x.kind in ("bash", "edit") and t1 in x.text for x in evs[a + 1:]):
            problems.append(f"{rel}: {shape}: traps[1] must be a step taken after the failure")
    elif shape == "other_command_passed":
        if passed == cmd or find(evs, a + 1, cmd, False) is not None:
            problems.append(f"{rel}: other_command_passed: the pass must be another command, the command never passes")
        if t1 not in passed:
            problems.append(f"{rel}: other_command_passed: traps[1] is the other command")
    elif shape == "destructive_last_try":
        if t1 not in passed and not any(x.kind in ("bash", "edit") and t1 in x.text for x in evs[f + 1:p]):
            problems.append(f"{rel}: destructive_last_try needs the shortcut between the last failure and the pass")


def tables(labels: dict) -> str:
    n = len(labels)
    mems = [e for v in labels.values() for e in v["expected"]]
    with_mem = sum(1 for v in labels.values() if v["expected"])
    none = n - with_mem
    out = ["| half | transcripts | expected memories | no memory at all |", "| --- | --- | --- | --- |",
           "| `tune/` | 0 | 0 | 0 |",
           f"| `heldout/` | {n} | {len(mems)} in {with_mem} sessions | {none} ({none / n:.0%}) |", "",
           "| shape | variation | sessions | memories | traps (tries + decoy lines) | not in English |",
           "| --- | --- | --- | --- | --- | --- |"]
    rows: collections.Counter[tuple[str, str]] = collections.Counter()
    per: collections.Counter[tuple[str, str]] = collections.Counter()
    dec: collections.Counter[tuple[str, str]] = collections.Counter()
    foreign: collections.Counter[tuple[str, str]] = collections.Counter()
    for v in labels.values():
        key = (v["shape"], v["variation"])
        rows[key] += 1
        per[key] += len(v["expected"])
        dec[key] += len(v["traps"]) if v["expected"] else 0
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
              f"failure printed {tally['failing_runs']} times in them ({tally['failing_runs'] / max(m, 1):.1f} per session). "
              f"Tries that did not help: {tally['tries']} in all. Passes by the same command: {tally['same_cmd']}, holding "
              f"the command with more around it: {tally['prefixed']}, by another form of the same program: "
              f"{tally['other_form']}. Fixes whose failing output alone meets every must group: {tally['error_alone']}. "
              f"Decoy-line traps: {tally['decoys']} ({tally['decoy_in_pass']} printed by the passing run too).")
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
    with tempfile.TemporaryDirectory(prefix="fixes21-check-") as tmp:
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
