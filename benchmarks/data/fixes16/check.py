"""Validate the fixes16 set: `python benchmarks/data/fixes16/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid
  chain, each tool_use answered by exactly one tool_result.
- Files: labels.json, chains.json, heldout/ and split.json name the same transcripts; tune/ holds
  only .gitkeep.
- The angle, every session: chains.json's `chain` is a chain or a runner of several steps (`&&`,
  a pipe, make, npm run, pre-commit run, a task runner, Maven/Gradle, a script); it fails with
  `error` verbatim in its result, and `step` is named in the chain or in that result.
- Sessions with memory (`one_link`): one `fix` memory whose `error` is chains.json's `error`;
  groups[0] names the failing step (a term containing `step`, or the step's code from the
  error); no must term is the chain itself or its runner; every group is met; `passed` is the
  chain or a command naming the step, and passes after the failure; between the failure and
  that pass lies a change (Edit/Write, or a Bash command that is neither the chain nor the pass)
  meeting a group after the first; no run of the chain or the pass fails in between; no change
  there removes or comments out the step or adds `|| true` / `set +e`; nothing before the
  failure meets a fix group; traps empty.
- Sessions without memory: two traps, traps[1] == `error`, and as the shape says:
  `next_step_fails` - traps[0] in a change between the failure and the chain's next failure,
  which holds `after` (absent from the first result) and not `error`; the chain never passes;
  `passed` empty. `step_removed` - `passed` == chain passes after the failure; between them an
  Edit/Write holding traps[0] whose old text has the step and whose new text has it only in
  comment lines or not at all. `silenced` - `passed` == chain passes after the failure; between
  them a change holding traps[0] adds `|| true` or `set +e`. `flaky` - no Edit/Write in the
  session; `passed` == chain passes after the failure; traps[0] in an agent message between.
  `gave_up` - a user message after the failure takes over; the chain does not pass before it;
  no Edit/Write after it; traps[0] lies between the failure and it.
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
NONE_SHAPES = ("next_step_fails", "step_removed", "silenced", "flaky", "gave_up")
RUNNERS = ("make ", "npm run ", "pre-commit run", "just ", "task ", "tox ", "lefthook run", "npx turbo run", "mvn ",
           "./gradlew ", "melos run")
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
    def __init__(self, kind: str, text: str, old: str = "", new: str = "") -> None:
        self.kind, self.text, self.out, self.failed = kind, text, "", False
        self.old, self.new = old, new


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
                inp = b["input"]
                ev = Ev(kind, inp.get("command", "") if kind == "bash" else flat(inp),
                        inp.get("old_string", ""), inp.get("new_string", inp.get("content", "")))
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


def is_chain(cmd: str) -> bool:
    return "&&" in cmd or "|" in cmd or cmd.startswith(RUNNERS) or bool(re.match(r"\.?/?scripts/\S+\.sh$", cmd))


def removes(ev: Ev, step: str) -> bool:
    live = [ln for ln in ev.new.splitlines() if step.lower() in ln.lower() and not ln.strip().startswith("#")]
    return ev.kind == "edit" and step.lower() in ev.old.lower() and not live


def silences(ev: Ev) -> bool:
    if ev.kind == "bash":
        return "|| true" in ev.text or "set +e" in ev.text
    return any(m in ev.new and m not in ev.old for m in ("|| true", "set +e"))


def check(rel: str, label: dict, ch: dict) -> None:
    evs = load(rel)
    everything = "\n".join(x.text + "\n" + x.out for x in evs)
    shape, traps, exp = label["shape"], label["traps"], label["expected"]
    chain, step, err = ch["chain"], ch["step"], ch["error"]
    if not is_chain(chain):
        problems.append(f"{rel}: `chain` is not a chain or a runner: {chain}")
    a = find(evs, 0, chain, True, err)
    if a is None:
        problems.append(f"{rel}: the chain never fails with `error` verbatim")
        return
    if step.lower() not in chain.lower() and step.lower() not in evs[a].out.lower():
        problems.append(f"{rel}: the failing step is named neither in the chain nor in its output")
    for trap in traps:
        if trap.lower() not in everything.lower():
            problems.append(f"{rel}: trap not in the transcript: {trap[:50]}")
    if exp:
        check_memory(rel, label, ch, evs, a, everything)
        return
    if shape not in NONE_SHAPES:
        problems.append(f"{rel}: unknown shape without memory: {shape}")
        return
    if len(traps) != 2 or traps[1] != err:
        problems.append(f"{rel}: a session without memory needs two traps, traps[1] == `error`")
        return
    t0 = traps[0]
    if shape == "next_step_fails":
        b = find(evs, a + 1, chain, True, ch["after"]) if ch["after"] else None
        if b is None or err in evs[b].out or ch["after"] in evs[a].out:
            problems.append(f"{rel}: next_step_fails, but no later failure of the chain shows only `after`")
            return
        if ch["passed"] or find(evs, 0, chain, False) is not None:
            problems.append(f"{rel}: next_step_fails, but the chain passes or a pass is named")
        if not any(x.kind in ("edit", "bash") and t0 in x.text for x in evs[a + 1:b]):
            problems.append(f"{rel}: next_step_fails, but traps[0] is not the change between the two failures")
        return
    if shape == "gave_up":
        takes = [i for i in range(a + 1, len(evs)) if evs[i].kind == "user"]
        if not takes:
            problems.append(f"{rel}: gave_up, but no user message takes over")
            return
        u = takes[0]
        if find(evs[:u], a + 1, chain, False) is not None or any(x.kind == "edit" for x in evs[u:]):
            problems.append(f"{rel}: gave_up, but the chain passes before the takeover or the agent edits after it")
        if not any(t0 in x.text or t0 in x.out for x in evs[a + 1:u]):
            problems.append(f"{rel}: gave_up, but traps[0] is not between the failure and the takeover")
        return
    ok = find(evs, a + 1, ch["passed"], False) if ch["passed"] == chain else None
    if ok is None:
        problems.append(f"{rel}: {shape}, but the chain does not pass after the failure")
        return
    between = evs[a + 1:ok]
    if shape == "flaky":
        if any(x.kind == "edit" for x in evs) or not any(x.kind == "say" and t0 in x.text for x in between):
            problems.append(f"{rel}: flaky, but something was edited or the guess is not said before the pass")
    elif shape == "step_removed":
        if not any(t0 in x.text and removes(x, step) for x in between):
            problems.append(f"{rel}: step_removed, but no edit holding traps[0] takes the step out")
    elif not any(t0 in x.text and silences(x) for x in between):
        problems.append(f"{rel}: silenced, but no change holding traps[0] adds `|| true` / `set +e`")


def check_memory(rel: str, label: dict, ch: dict, evs: list[Ev], a: int, everything: str) -> None:
    chain, step, passed = ch["chain"], ch["step"], ch["passed"]
    if label["shape"] != "one_link" or len(label["expected"]) != 1 or label["traps"]:
        problems.append(f"{rel}: a memory session is `one_link` with one memory and no traps")
    if passed != chain and step.lower() not in passed.lower():
        problems.append(f"{rel}: the pass is neither the chain nor the failing step alone")
    ok = find(evs, a + 1, passed, False)
    if ok is None:
        problems.append(f"{rel}: nothing passes after the failure")
        return
    tally["gap"] += ok - a
    tally["step_alone" if passed != chain else "chain"] += 1
    between = evs[a + 1:ok]
    if any(x.kind == "bash" and x.text in (chain, passed) and x.failed for x in between):
        problems.append(f"{rel}: the chain fails again before the pass (progress, not a fix)")
    if any(removes(x, step) or silences(x) for x in between):
        problems.append(f"{rel}: the step was removed or silenced before the pass")
    for e in label["expected"]:
        groups = e["must_contain_any"]
        if e["source"] != "fix" or e["error"] != ch["error"]:
            problems.append(f"{rel}: the memory's error is not chains.json's error (or not a fix)")
        if len(groups) < 2 or not any(step.lower() in t.lower() or t.lower() in step.lower() for t in groups[0]):
            problems.append(f"{rel}: groups[0] does not name the failing step, or no fix group")
        for g in groups:
            if not meets(g, everything):
                problems.append(f"{rel}: group {g} not met")
            if any(t.strip().lower() == chain.lower() or t.lower().startswith(RUNNERS) for t in g):
                problems.append(f"{rel}: a must term names the chain or its runner: {g}")
        fixes = groups[1:]
        if not any(x.kind in ("edit", "bash") and x.text not in (chain, passed) and any(meets(g, x.text) for g in fixes)
                   for x in between):
            problems.append(f"{rel}: no change meeting a fix group between the failure and the pass")
        if any(x.kind in ("edit", "bash") and any(meets(g, x.text) for g in fixes) for x in evs[:a]):
            problems.append(f"{rel}: the fix was written before the failure")
        if all(meets(g, evs[a].out) for g in groups):
            tally["error_alone"] += 1


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
    chains = json.loads((HERE / "chains.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    for rel in files:
        if rel in labels and rel in chains:
            check(rel, labels[rel], chains[rel])
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        fixes = sum(len(v["expected"]) for v in labels.values())
        print(f"\nFixes whose failing output alone meets every must group: {tally['error_alone']} of {fixes}; "
              f"passes shown by the whole chain: {tally['chain']}, by the step alone: {tally['step_alone']}; "
              f"events from the failure to the pass: {tally['gap'] / max(fixes, 1):.1f} on average.")
        return 0
    if sorted(labels) != files or sorted(chains) != files:
        problems.append("labels.json, chains.json and heldout/ name different files")
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
    with tempfile.TemporaryDirectory(prefix="fixes16-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "chains.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
