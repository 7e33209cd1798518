"""Validate the fixes17 set: `python benchmarks/data/fixes17/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid chain,
  each tool_use answered by exactly one tool_result. No path of the authoring machine.
- Files: labels.json, envfix.json, heldout/ and split.json name the same transcripts; tune/ holds only
  .gitkeep; every label has the fixes9-16 keys; every memory has source `fix`, kind lesson/bugfix,
  non-empty must groups.
- Every session: envfix.json's `command` fails (is_error) with `error` verbatim in its result.
- `env_fix` (one memory, its `error` == envfix `error`, no traps): groups[0] is met by the failing
  result (it names the failure); `passed` is the command itself or a form of it (it contains the command)
  and passes after the failure; the last failure showing `error` before that pass is followed by the
  change `change` (in a Bash/Write/Edit between them, or in `passed` itself); a group after the first is
  met by that change; no Edit/Write between the failure and the pass except of an environment dotfile
  (.nvmrc, .env, .python-version, .tool-versions); every group is met in the transcript.
- `edit_not_env` (one `bugfix` memory, no traps): `reason` (the environment change tried) is in a Bash
  command after the failure, a later run shows `error` again, then an Edit holding `change` comes before
  `passed` passes; a fix group is met by that edit or the agent's account of it; groups[0] met by the
  failing result.
- Sessions without memory: exactly two traps, traps[0] == envfix `change`, traps[1] == `error`, and:
  `env_no_effect` - no Edit/Write; traps[0] in a Bash command after the failure; `passed` passes after it;
  between the change and the pass a run shows `error` again, or `reason` is in the pass's output or in a
  user message. `mixed_unclear` - traps[0] in a Bash command (or `passed`) and an Edit both between the
  failure and the pass, and no run of the command between them. `no_op_location` - `passed` starts with
  `cd `, holds traps[0], passes with `reason` (nothing ran) in its output and without `error`; no Edit.
  `one_off_state` - `origin` begins a Bash command before the failure; traps[0] in a Bash command between
  the failure and the pass; no Edit. `user_offscreen` - a user message after the failure, the pass after
  it, no Bash between them, no Edit/Write at all, traps[0] said or run between the failure and that
  message. `gave_up` - nothing passes after the failure, the session ends on a user message, traps[0] in
  a Bash command between the failure and it, no Edit/Write.
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
NONE_SHAPES = ("env_no_effect", "mixed_unclear", "no_op_location", "one_off_state", "user_offscreen", "gave_up")
ENV_FILES = (".nvmrc", ".env", ".python-version", ".tool-versions")
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


def check(rel: str, label: dict, side: dict) -> None:
    evs = load(rel)
    if set(label) != LABEL_KEYS:
        problems.append(f"{rel}: label keys {sorted(label)}")
        return
    everything = "\n".join(x.text + "\n" + x.out for x in evs)
    shape, traps, exp = label["shape"], label["traps"], label["expected"]
    cmd, err = side["command"], side["error"]
    a = find(evs, 0, cmd, True, err)
    if a is None:
        problems.append(f"{rel}: the command never fails with `error` verbatim")
        return
    for trap in traps:
        if trap.lower() not in everything.lower():
            problems.append(f"{rel}: trap not in the transcript: {trap[:50]}")
    for e in exp:
        if e["source"] != "fix" or e["kind"] not in ("lesson", "bugfix") or e["error"] != err:
            problems.append(f"{rel}: a memory is not a fix/lesson|bugfix with envfix's error")
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
    if shape == "env_fix":
        check_env(rel, label, side, evs, a)
    elif shape == "edit_not_env":
        check_edit(rel, label, side, evs, a)
    elif shape in NONE_SHAPES:
        if exp or len(traps) != 2 or traps[1] != err or traps[0] != side["change"]:
            problems.append(f"{rel}: a session without memory needs no memory and traps == [change, error]")
            return
        check_none(rel, shape, side, evs, a)
    else:
        problems.append(f"{rel}: unknown shape {shape}")


def check_env(rel: str, label: dict, side: dict, evs: list[Ev], a: int) -> None:
    cmd, err, passed, change = side["command"], side["error"], side["passed"], side["change"]
    if len(label["expected"]) != 1 or label["traps"]:
        problems.append(f"{rel}: env_fix has one memory and no traps")
        return
    if cmd not in passed:
        problems.append(f"{rel}: the pass is not a form of the failing command")
    p = find(evs, a + 1, passed, False)
    if p is None:
        problems.append(f"{rel}: nothing passes after the failure")
        return
    f = max(i for i in range(a, p) if shows_error(evs[i], err))
    zone = [x for x in evs[f + 1:p] if x.kind in ("bash", "edit")] + [evs[p]]
    holders = [x for x in zone if change in x.text]
    if not holders:
        problems.append(f"{rel}: the change is not between the last failure and the pass (nor in the pass)")
    fixes = label["expected"][0]["must_contain_any"][1:]
    if not any(meets(g, x.text) for g in fixes for x in holders):
        problems.append(f"{rel}: no fix group is met by the change")
    for x in evs[a + 1:p]:
        if x.kind == "edit" and not x.path.rsplit("/", 1)[-1].startswith(ENV_FILES):
            problems.append(f"{rel}: a code edit between the failure and the pass ({x.path})")
    tally["in_pass" if change in passed else "own_step"] += 1
    tally["gap"] += p - a


def check_edit(rel: str, label: dict, side: dict, evs: list[Ev], a: int) -> None:
    err, passed, change, tried = side["error"], side["passed"], side["change"], side["reason"]
    exp = label["expected"]
    if len(exp) != 1 or label["traps"] or exp[0]["kind"] != "bugfix":
        problems.append(f"{rel}: edit_not_env has one bugfix memory and no traps")
        return
    t = next((i for i in range(a + 1, len(evs)) if evs[i].kind == "bash" and tried in evs[i].text), None)
    if t is None:
        problems.append(f"{rel}: the environment change tried is not run after the failure")
        return
    again = next((i for i in range(t, len(evs)) if shows_error(evs[i], err)), None)
    p = find(evs, (again or 0) + 1, passed, False)
    if again is None or p is None:
        problems.append(f"{rel}: no second failure after the tried change, or no pass after it")
        return
    if not any(x.kind == "edit" and change in x.text for x in evs[again + 1:p]):
        problems.append(f"{rel}: no edit holding the change between the second failure and the pass")
    after = "\n".join(x.text for x in evs[again + 1:] if x.kind in ("edit", "say"))
    if not any(meets(g, after) for g in exp[0]["must_contain_any"][1:]):
        problems.append(f"{rel}: no fix group is met by the edit or the agent's account of it")


def check_none(rel: str, shape: str, side: dict, evs: list[Ev], a: int) -> None:
    cmd, err, passed, reason, origin = side["command"], side["error"], side["passed"], side["reason"], side["origin"]
    t0 = side["change"]
    edits = [i for i, x in enumerate(evs) if x.kind == "edit"]
    if shape == "gave_up":
        if find(evs, a + 1, cmd, False) is not None or passed:
            problems.append(f"{rel}: gave_up, but the command passes")
        if evs[-1].kind != "user" or edits:
            problems.append(f"{rel}: gave_up must end on the user taking over, with no edit")
        if not any(x.kind == "bash" and t0 in x.text for x in evs[a + 1:]):
            problems.append(f"{rel}: gave_up, but traps[0] is not an attempt after the failure")
        return
    p = find(evs, a + 1, passed, False)
    if p is None:
        problems.append(f"{rel}: {shape}, but `passed` does not pass after the failure")
        return
    between = evs[a + 1:p]
    if shape == "env_no_effect":
        c = next((i for i in range(a + 1, p + 1) if evs[i].kind == "bash" and t0 in evs[i].text), None)
        if edits or c is None:
            problems.append(f"{rel}: env_no_effect needs the change run after the failure and no edit")
            return
        shown = (any(shows_error(x, err) for x in evs[c:p]) or reason and reason in evs[p].out
                 or reason and any(x.kind == "user" and reason in x.text for x in evs[c:p]))
        if not shown:
            problems.append(f"{rel}: env_no_effect, but nothing shows the change made no difference")
    elif shape == "mixed_unclear":
        if not any(x.kind == "edit" for x in between) or not (t0 in passed or any(x.kind == "bash" and t0 in x.text for x in between)):
            problems.append(f"{rel}: mixed_unclear needs an edit and the env change before the one pass")
        if any(x.kind == "bash" and cmd in x.text for x in between):
            problems.append(f"{rel}: mixed_unclear, but a run separates the two changes")
    elif shape == "no_op_location":
        if not passed.startswith("cd ") or t0 not in passed or not reason or reason not in evs[p].out or err in evs[p].out or edits:
            problems.append(f"{rel}: no_op_location needs a `cd` pass that ran nothing (`reason`) and no edit")
    elif shape == "one_off_state":
        if not origin or not any(x.kind == "bash" and x.text.startswith(origin) for x in evs[:a]):
            problems.append(f"{rel}: one_off_state, but the state's origin is not run before the failure")
        if edits or not any(x.kind == "bash" and t0 in x.text for x in between):
            problems.append(f"{rel}: one_off_state needs the cleanup between failure and pass, and no edit")
    elif shape == "user_offscreen":
        u = next((i for i in range(a + 1, p) if evs[i].kind == "user"), None)
        if u is None or edits or any(x.kind == "bash" for x in evs[u + 1:p]):
            problems.append(f"{rel}: user_offscreen needs a user message, then the pass, and no edit")
            return
        if not any(t0 in x.text for x in evs[a + 1:u]):
            problems.append(f"{rel}: user_offscreen, but traps[0] is not between the failure and the user's message")


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
    side = json.loads((HERE / "envfix.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    for rel in files:
        if rel in labels and rel in side:
            check(rel, labels[rel], side[rel])
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        env = tally["in_pass"] + tally["own_step"]
        print(f"\nFixes whose failing output alone meets every must group: {tally['error_alone']} of "
              f"{sum(len(v['expected']) for v in labels.values())}; `env_fix` changes made in their own step: "
              f"{tally['own_step']}, only inside the passing command: {tally['in_pass']}; events from the failure "
              f"to the pass: {tally['gap'] / max(env, 1):.1f} on average.")
        return 0
    if sorted(labels) != files or sorted(side) != files:
        problems.append("labels.json, envfix.json and heldout/ name different files")
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
    if not {"env_fix", "edit_not_env", *NONE_SHAPES} <= shapes:
        problems.append(f"a shape is missing: {sorted(shapes)}")
    for name in ("labels.json", "envfix.json", "split.json", "README.md"):
        if (HERE / name).exists() and any(m in (HERE / name).read_text(encoding="utf-8") for m in MACHINE):
            problems.append(f"{name}: holds a path of the authoring machine")
    with tempfile.TemporaryDirectory(prefix="fixes17-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "envfix.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
