"""Validate the fixes18 set: `python benchmarks/data/fixes18/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid chain,
  each tool_use answered by exactly one tool_result. No path of the authoring machine.
- Files: labels.json, told.json, heldout/ and split.json name the same transcripts; tune/ holds only
  .gitkeep; every label has the fixes9-17 keys.
- Every session: told.json's `command` fails (is_error) with `error` verbatim in its result, and `said` (the
  words that tell the fix, or the cause) is verbatim in an agent reply, a thinking block or a user message.
- Sessions with memory (told_after, told_before, told_by_user, words_differ, user_corrects, summary_one_fix):
  exactly one memory, source `fix`, kind lesson/bugfix, its `error` == told `error`, >= 2 non-empty must
  groups, groups[0] met by the failing result, every group met in the transcript. `passed` contains the
  command and passes after the failure; `change` is in a Bash/Edit/Write between the last run showing the
  error and that pass, or in `passed`; a group after the first is met by that change. Where the words are:
  `told_after` - `said` in an agent reply after the pass; `told_before` - `said` in an agent reply or thinking
  after the failure and before the change; `told_by_user`, `user_corrects` - `said` in a user message after
  the failure and before the change. Traps: none for told_after/told_before/told_by_user; exactly one for
  words_differ/user_corrects/summary_one_fix, in the transcript, and no must term holds it or is held by it.
  `words_differ` - `said` is in an agent reply after the pass and holds the trap;
  credits_failed_try: `reason` (the change tried) is a Bash command after the failure and a later run shows
  the error again; names_other_change: the trap is in no Bash command. `user_corrects` - the trap is in an
  agent reply before the user's message. `summary_one_fix` - the last agent reply holds `said` and the trap
  and at least three items, and only one command fails in the session.
- Sessions without memory: no memory, exactly two traps, traps[0] == told `change`, traps[1] == `error`, no
  Edit/Write at all, and: `cause_not_the_pass` - traps[0] in a Bash command after the failure, `said` in an
  agent reply after the failure, `passed` passes after the change, `reason` in a later run's output or a user
  message after the change. `hedged_guess` - `said` holds a hedge word; traps[0] in no Bash command; either the
  plain command passes with no other Bash between the failure and it, or nothing passes and the session ends
  on a user message. `said_not_done` - traps[0] in no Bash command; proposed_declined: nothing passes, the
  session ends on the user; workaround_only: `passed` is another command that passes after the failure, and
  the command never passes. `gave_up_explained` - nothing passes, the session ends on a user message, traps[0]
  in a Bash command after the failure. `one_off_told` - `origin` begins a Bash command before the failure,
  traps[0] in a Bash command between failure and pass, `said` in an agent reply after the pass.
- Floors: >= 64 files, >= 40% without memory, >= 15% not in English, every shape present; a rebuild into
  a temp folder is byte-identical. `--markdown` prints the README's count tables.
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
LABEL_KEYS = {"expected", "lang", "project_dir", "shape", "stack", "traps", "variation"}
MEM_SHAPES = ("told_after", "told_before", "told_by_user", "words_differ", "user_corrects", "summary_one_fix")
NONE_SHAPES = ("cause_not_the_pass", "hedged_guess", "said_not_done", "gave_up_explained", "one_off_told")
HEDGES = ("might", "may ", "maybe", "probably", "i think", "could be", "guess", "可能", "估计")
# the building machine's checkout, read where the check runs rather than spelled here
MACHINE = (str(HERE.parents[2]) + "/",)
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
    def __init__(self, kind: str, text: str, path: str = "") -> None:
        self.kind, self.text, self.path, self.out, self.failed = kind, text, path, "", False


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
                ev = Ev(kind, inp.get("command", "") if kind == "bash" else flat(inp), inp.get("file_path", ""))
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


def shows_error(ev: Ev, err: str) -> bool:
    return ev.kind == "bash" and ev.failed and err in ev.out


def said_at(evs: list[Ev], said: str, kinds: tuple[str, ...]) -> list[int]:
    return [i for i, x in enumerate(evs) if x.kind in kinds and said in x.text]


def check(rel: str, label: dict, side: dict) -> None:
    evs = load(rel)
    if set(label) != LABEL_KEYS:
        problems.append(f"{rel}: label keys {sorted(label)}")
        return
    everything = "\n".join(x.text + "\n" + x.out for x in evs)
    shape, traps, exp = label["shape"], label["traps"], label["expected"]
    cmd, err, said = side["command"], side["error"], side["said"]
    a = find(evs, 0, cmd, True, err)
    if a is None:
        problems.append(f"{rel}: the command never fails with `error` verbatim")
        return
    if not said or not said_at(evs, said, ("say", "think", "user")):
        problems.append(f"{rel}: `said` is not verbatim in a reply, thinking block or user message")
        return
    for trap in traps:
        if trap.lower() not in everything.lower():
            problems.append(f"{rel}: trap not in the transcript: {trap[:50]}")
    if shape in MEM_SHAPES:
        check_mem(rel, label, side, evs, a, everything)
    elif shape in NONE_SHAPES:
        if exp or len(traps) != 2 or traps[1] != err or traps[0] != side["change"]:
            problems.append(f"{rel}: a session without memory needs no memory and traps == [change, error]")
            return
        if any(x.kind == "edit" for x in evs):
            problems.append(f"{rel}: a session without memory holds an Edit/Write")
        check_none(rel, shape, label["variation"], side, evs, a)
    else:
        problems.append(f"{rel}: unknown shape {shape}")


def check_mem(rel: str, label: dict, side: dict, evs: list[Ev], a: int, everything: str) -> None:
    shape, traps, exp = label["shape"], label["traps"], label["expected"]
    cmd, err, passed, change, said = side["command"], side["error"], side["passed"], side["change"], side["said"]
    if len(exp) != 1:
        problems.append(f"{rel}: {shape} has exactly one memory")
        return
    e = exp[0]
    if e["source"] != "fix" or e["kind"] not in ("lesson", "bugfix") or e["error"] != err:
        problems.append(f"{rel}: the memory is not a fix/lesson|bugfix with told's error")
    groups = e["must_contain_any"]
    if len(groups) < 2 or any(not g or not all(isinstance(t, str) and t for t in g) for g in groups):
        problems.append(f"{rel}: must groups malformed (need >= 2, non-empty)")
        return
    for g in groups:
        if not meets(g, everything):
            problems.append(f"{rel}: group {g} not met")
    if not meets(groups[0], evs[a].out):
        problems.append(f"{rel}: groups[0] is not met by the failing output")
    if all(meets(g, evs[a].out) for g in groups):
        tally["error_alone"] += 1
    if cmd not in passed:
        problems.append(f"{rel}: the pass is not a form of the failing command")
    p = find(evs, a + 1, passed, False)
    if p is None:
        problems.append(f"{rel}: nothing passes after the failure")
        return
    f = max(i for i in range(a, p) if shows_error(evs[i], err))
    zone = [i for i in range(f + 1, p) if evs[i].kind in ("bash", "edit")] + [p]
    holders = [i for i in zone if change in evs[i].text]
    if not holders:
        problems.append(f"{rel}: the change is not between the last failure and the pass (nor in the pass)")
        return
    if not any(meets(g, evs[i].text) for g in groups[1:] for i in holders):
        problems.append(f"{rel}: no fix group is met by the change")
    h = holders[0]
    want_traps = 1 if shape in ("words_differ", "user_corrects", "summary_one_fix") else 0
    if len(traps) != want_traps:
        problems.append(f"{rel}: {shape} needs {want_traps} trap(s)")
        return
    for trap in traps:
        if any(trap.lower() in t.lower() or t.lower() in trap.lower() for g in groups for t in g):
            problems.append(f"{rel}: the trap overlaps a must term")
    says = said_at(evs, said, ("say",))
    users = said_at(evs, said, ("user",))
    if shape in ("told_after", "words_differ") and not any(i > p for i in says):
        problems.append(f"{rel}: {shape}, but `said` is not in an agent reply after the pass")
    elif shape == "told_before" and not any(a < i < h for i in said_at(evs, said, ("say", "think"))):
        problems.append(f"{rel}: told_before, but `said` is not between the failure and the change")
    elif shape in ("told_by_user", "user_corrects") and not any(a < i < h for i in users):
        problems.append(f"{rel}: {shape}, but `said` is not in a user message between the failure and the change")
    elif shape == "summary_one_fix":
        last = evs[-1]
        fails = [x for x in evs if x.kind == "bash" and x.failed]
        if last.kind != "say" or said not in last.text or traps[0] not in last.text or last.text.count("\n") < 3 \
                or len(fails) != 1:
            problems.append(f"{rel}: summary_one_fix needs a closing summary (>= 3 items, `said`, the trap) and one failure")
    if shape == "words_differ":
        if traps[0] not in said:
            problems.append(f"{rel}: words_differ, but the words (`said`) do not hold the trap")
        if label["variation"] == "credits_failed_try":
            t = next((i for i in range(a + 1, p) if evs[i].kind == "bash" and side["reason"] in evs[i].text), None)
            if t is None or not any(shows_error(x, err) for x in evs[t:p]):
                problems.append(f"{rel}: credits_failed_try, but the credited change is not followed by the error")
        elif any(x.kind == "bash" and traps[0] in x.text for x in evs):
            problems.append(f"{rel}: names_other_change, but the named change was run")
    if shape == "user_corrects":
        u = min(i for i in users if i > a)
        if not any(x.kind == "say" and traps[0] in x.text for x in evs[a + 1:u]) and \
                not any(x.kind == "bash" and traps[0] in x.text for x in evs[a + 1:u]):
            problems.append(f"{rel}: user_corrects, but the agent's fix (the trap) is not before the user's correction")
    tally["in_pass" if h == p else "own_step"] += 1
    tally["gap"] += p - a


def check_none(rel: str, shape: str, variation: str, side: dict, evs: list[Ev], a: int) -> None:
    cmd, err, passed, reason, origin, said = (side[k] for k in ("command", "error", "passed", "reason", "origin", "said"))
    t0 = side["change"]
    run_t0 = [i for i in range(a + 1, len(evs)) if evs[i].kind == "bash" and t0 in evs[i].text]
    p = find(evs, a + 1, passed, False) if passed else None
    if shape in ("gave_up_explained",) or (shape == "said_not_done" and variation == "proposed_declined") or \
            (shape == "hedged_guess" and not passed):
        if passed or find(evs, a + 1, cmd, False) is not None or evs[-1].kind != "user":
            problems.append(f"{rel}: {shape}/{variation}: nothing may pass and the session ends on the user")
    elif p is None:
        problems.append(f"{rel}: {shape}, but `passed` does not pass after the failure")
        return
    if shape == "cause_not_the_pass":
        if not run_t0 or p is None or run_t0[0] > p:
            problems.append(f"{rel}: cause_not_the_pass needs the change run after the failure, before the pass")
            return
        c = run_t0[0]
        if not any(i > a for i in said_at(evs, said, ("say",))):
            problems.append(f"{rel}: cause_not_the_pass, but the stated cause is not in a reply after the failure")
        shown = any(reason in x.out for x in evs[c:p + 1] if x.kind == "bash") or \
            any(x.kind == "user" and reason in x.text for x in evs[c:p])
        if not reason or not shown:
            problems.append(f"{rel}: cause_not_the_pass, but nothing after the change shows it made no difference")
    elif shape == "hedged_guess":
        if not any(h in said.lower() for h in HEDGES):
            problems.append(f"{rel}: hedged_guess, but `said` holds no hedge")
        if run_t0:
            problems.append(f"{rel}: hedged_guess, but the guessed fix was run")
        if p is not None and (passed != cmd or any(x.kind == "bash" for x in evs[a + 1:p])):
            problems.append(f"{rel}: hedged_guess, but something ran between the failure and the plain rerun")
    elif shape == "said_not_done":
        if run_t0:
            problems.append(f"{rel}: said_not_done, but the said fix was run")
        if variation == "workaround_only" and (passed == cmd or find(evs, a + 1, cmd, False) is not None):
            problems.append(f"{rel}: workaround_only, but the failing command itself passes")
    elif shape == "gave_up_explained":
        if not run_t0:
            problems.append(f"{rel}: gave_up_explained, but traps[0] is not an attempt after the failure")
    elif shape == "one_off_told":
        if not origin or not any(x.kind == "bash" and x.text.startswith(origin) for x in evs[:a]):
            problems.append(f"{rel}: one_off_told, but the state's origin is not run before the failure")
        if p is None or not any(a < i < p for i in run_t0):
            problems.append(f"{rel}: one_off_told needs the cleanup between failure and pass")
        if p is None or not any(i > p for i in said_at(evs, said, ("say",))):
            problems.append(f"{rel}: one_off_told, but the told fix is not in a reply after the pass")


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
    stacks = collections.Counter(v["stack"] for v in labels.values())
    out += ["", "Stacks: " + ", ".join(f"{k} {c}" for k, c in sorted(stacks.items())) + "."]
    return "\n".join(out)


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    side = json.loads((HERE / "told.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    for rel in files:
        if rel in labels and rel in side:
            check(rel, labels[rel], side[rel])
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        mem = tally["in_pass"] + tally["own_step"]
        print(f"\nFixes whose failing output alone meets every must group: {tally['error_alone']} of "
              f"{sum(len(v['expected']) for v in labels.values())}; changes made in their own step: "
              f"{tally['own_step']}, only inside the passing command: {tally['in_pass']}; events from the failure "
              f"to the pass: {tally['gap'] / max(mem, 1):.1f} on average.")
        return 0
    if sorted(labels) != files or sorted(side) != files:
        problems.append("labels.json, told.json and heldout/ name different files")
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
    if any(len(v["expected"]) > 1 for v in labels.values()):
        problems.append("a session expects more than one memory")
    for name in ("labels.json", "told.json", "split.json", "README.md"):
        if (HERE / name).exists() and any(m in (HERE / name).read_text(encoding="utf-8") for m in MACHINE):
            problems.append(f"{name}: holds a path of the authoring machine")
    with tempfile.TemporaryDirectory(prefix="fixes18-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "told.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
