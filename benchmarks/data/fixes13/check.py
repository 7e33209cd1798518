"""Validate the fixes13 set: `python benchmarks/data/fixes13/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid
  chain, each tool_use answered by exactly one tool_result.
- Files: labels.json, heldout/ and split.json name the same transcripts; tune/ holds only .gitkeep.
- Every fix: its `error` is verbatim in a failing Bash result (the k-th fix naming an error uses
  the k-th failure showing it); that same command passes later; between the two lies a change
  meeting a must group (an Edit/Write, another Bash command, or, for `user_told`, a user
  message). Every must group is met somewhere in the transcript.
- The angle, per shape with memory: `two_open` - every fix's command has failed before the
  first passing rerun of any of them; `detour` - before the fixing change, after the failure,
  comes other work (a user message, agent text, another command or edit) that meets no must
  group; `same_error_twice` - a second failure with the same error (or the same first 24
  characters) comes after the first fix passed; `user_told` - no Edit/Write between the failure
  and the pass, and a user message there meets a must group; `subagent` / `docs` - a Task /
  WebFetch result before the pass meets a must group.
- Traps: present in the transcript, sharing no term with a must group, not in the last agent
  message of a session with memory; a session without memory has two (the first as below).
- Shapes without memory: `never_fixed` - traps[0] is in a failing result whose command never
  passes later; `flaky` - traps[0] is in a failing result, that command passes later with no
  Edit/Write to a file the failure names in between, and traps[1] lies between; `pass_is_other`
  - traps[1] is in a failing result of a command that never passes later, traps[0] is in an
  edit after it, and another failing command passes after that edit; `user_fixed_silent` -
  traps[0] is in a failing result, a user message follows, the same command passes, and
  between them the agent ran nothing else and edited nothing.
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
    low = text.lower()
    return any(t.lower() in low for t in group)


class Ev:
    """One event: kind is user / say / think / bash / edit / read / task / doc."""

    def __init__(self, kind: str, text: str, out: str = "", failed: bool = False, path: str = "") -> None:
        self.kind, self.text, self.out, self.failed, self.path = kind, text, out, failed, path


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
        if [k for k in KEYS if k not in rec]:
            problems.append(f"{rel}:{n}: lacks {[k for k in KEYS if k not in rec]}")
        if rec.get("parentUuid") != parent:
            problems.append(f"{rel}:{n}: parent chain broken")
        parent = rec.get("uuid")
        sids.add(rec.get("sessionId"))
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
                inp = b["input"]
                kind = {"Bash": "bash", "Edit": "edit", "Write": "edit", "Read": "read", "Task": "task",
                        "WebFetch": "doc"}.get(b["name"], "other")
                text = inp.get("command", "") if kind == "bash" else flat(inp)
                ev = Ev(kind, text, path=inp.get("file_path", ""))
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


def failures(evs: list[Ev], needle: str) -> list[int]:
    return [i for i, e in enumerate(evs) if e.kind == "bash" and e.failed and needle in e.out]


def first_pass(evs: list[Ev], at: int, cmd: str) -> int | None:
    return next((i for i in range(at + 1, len(evs)) if evs[i].kind == "bash" and evs[i].text == cmd
                 and not evs[i].failed), None)


def check_fix(rel: str, shape: str, evs: list[Ev], e: dict, nth: int) -> tuple[int, int, str] | None:
    hits = failures(evs, e["error"])
    if len(hits) <= nth:
        problems.append(f"{rel}: error not in failing Bash result #{nth + 1}: {e['error'][:50]}")
        return None
    at = hits[nth]
    cmd = evs[at].text
    ok = first_pass(evs, at, cmd)
    if ok is None:
        problems.append(f"{rel}: the failing command never passes later: {cmd[:50]}")
        return None
    groups = e["must_contain_any"]
    between = evs[at + 1:ok]
    kinds = ("user",) if shape == "user_told" else ("edit", "bash")
    changes = [at + 1 + k for k, x in enumerate(between) if x.kind in kinds and any(meets(g, x.text) for g in groups)]
    if not changes:
        problems.append(f"{rel}: no change meeting a must group between failure and pass ({e['id']})")
        return None
    if all(meets(g, evs[at].out) for g in groups):
        tally["error_alone"] += 1
    if shape == "user_told" and any(x.kind == "edit" for x in between):
        problems.append(f"{rel}: user_told with an agent edit in between")
    if shape == "detour":
        other = [x for x in evs[at + 1:changes[0]] if x.kind in ("user", "say", "bash", "edit")
                 and x.text != cmd and not any(meets(g, x.text) for g in groups)]
        if not other:
            problems.append(f"{rel}: detour without other work before the fix ({e['id']})")
        else:
            tally["detour_steps"] += len(other)
    if shape in ("subagent", "docs"):
        want = "task" if shape == "subagent" else "doc"
        if not any(x.kind == want and any(meets(g, x.out) for g in groups) for x in evs[at + 1:changes[0]]):
            problems.append(f"{rel}: no {want} result naming the fix before the change ({e['id']})")
    tally["gap"] += ok - at
    return at, ok, cmd


def check(rel: str, label: dict) -> None:
    evs = load(rel)
    everything = "\n".join(x.text + "\n" + x.out for x in evs)
    shape, traps, exp = label["shape"], label["traps"], label["expected"]
    terms = [t for e in exp for g in e["must_contain_any"] for t in g]
    spans = []
    count: collections.Counter[str] = collections.Counter()
    for e in exp:
        for g in e["must_contain_any"]:
            if not meets(g, everything):
                problems.append(f"{rel}: group {g} not met")
        if e["source"] != "fix":
            problems.append(f"{rel}: only fix memories in this set")
            continue
        span = check_fix(rel, shape, evs, e, count[e["error"]])
        count[e["error"]] += 1
        if span:
            spans.append(span)
    if shape == "two_open" and len(spans) >= 2:
        first_ok = min(ok for _, ok, _ in spans)
        for _, _, cmd in spans:
            if not any(x.kind == "bash" and x.text == cmd and x.failed for x in evs[:first_ok]):
                problems.append(f"{rel}: two_open, but {cmd[:40]} had not failed before the first fix passed")
    if shape == "two_open" and len(exp) < 2:
        problems.append(f"{rel}: two_open needs two fixes")
    if shape == "same_error_twice":
        if len(spans) < 2 or spans[1][0] < spans[0][1] or exp[0]["error"][:24] != exp[1]["error"][:24]:
            problems.append(f"{rel}: same_error_twice needs the same error again after the first fix passed")
    said = [x.text for x in evs if x.kind == "say"]
    last = said[-1].lower() if said else ""
    for trap in traps:
        low = trap.lower()
        if low not in everything.lower():
            problems.append(f"{rel}: trap not in the transcript: {trap[:50]}")
        if any(low in t.lower() or t.lower() in low for t in terms):
            problems.append(f"{rel}: trap overlaps a must term: {trap[:50]}")
        if exp and low in last:
            problems.append(f"{rel}: last agent message names trap {trap[:50]}")
    if exp:
        return
    if len(traps) < 2:
        problems.append(f"{rel}: a session without memory needs two traps")
        return
    t0, t1 = traps
    if shape == "never_fixed":
        hits = failures(evs, t0)
        if not hits or first_pass(evs, hits[0], evs[hits[0]].text) is not None:
            problems.append(f"{rel}: never_fixed, but the failure is missing or passes later")
    elif shape == "flaky":
        hits = failures(evs, t0)
        ok = first_pass(evs, hits[0], evs[hits[0]].text) if hits else None
        if ok is None:
            problems.append(f"{rel}: flaky, but the failing command never passes")
            return
        mid = evs[hits[0] + 1:ok]
        if any(x.kind == "edit" and x.path and x.path.rsplit("/", 1)[-1] in evs[hits[0]].out for x in mid):
            problems.append(f"{rel}: flaky, but a file the failure names was edited before the pass")
        if not any(t1.lower() in (x.text + x.out).lower() for x in mid):
            problems.append(f"{rel}: flaky, the unrelated work (traps[1]) is not between failure and pass")
    elif shape == "pass_is_other":
        hits = failures(evs, t1)
        if not hits or first_pass(evs, hits[0], evs[hits[0]].text) is not None:
            problems.append(f"{rel}: pass_is_other, but the edited-for failure is missing or passes")
            return
        edits = [i for i, x in enumerate(evs) if x.kind == "edit" and t0.lower() in x.text.lower() and i > hits[0]]
        failed_cmds = {x.text for x in evs if x.kind == "bash" and x.failed} - {evs[hits[0]].text}
        if not edits or not any(x.kind == "bash" and not x.failed and x.text in failed_cmds for x in evs[edits[0]:]):
            problems.append(f"{rel}: pass_is_other needs the edit, then the other command passing")
    elif shape == "user_fixed_silent":
        hits = failures(evs, t0)
        ok = first_pass(evs, hits[0], evs[hits[0]].text) if hits else None
        if ok is None:
            problems.append(f"{rel}: user_fixed_silent, but the command never passes")
            return
        tail = evs[hits[0] + 1:ok]
        last_user = max((i for i, x in enumerate(tail) if x.kind == "user"), default=None)
        if last_user is None or any(x.kind in ("edit", "bash") for x in tail[last_user:]) \
                or any(x.kind == "edit" for x in tail):
            problems.append(f"{rel}: user_fixed_silent needs a user message, then only the rerun")
        elif "`" in tail[last_user].text:
            problems.append(f"{rel}: user_fixed_silent, but the user's message quotes a command")
    else:
        problems.append(f"{rel}: unknown shape without memory: {shape}")


def tables(labels: dict) -> str:
    n = len(labels)
    mems = [e for v in labels.values() for e in v["expected"]]
    with_mem = sum(1 for v in labels.values() if v["expected"])
    two = sum(1 for v in labels.values() if len(v["expected"]) > 1)
    none = n - with_mem
    out = ["| half | transcripts | expected memories | no memory at all |", "| --- | --- | --- | --- |",
           "| `tune/` | 0 | 0 | 0 |",
           f"| `heldout/` | {n} | {len(mems)} in {with_mem} sessions ({two} with two) | {none} ({none / n:.0%}) |", "",
           "| shape | sessions | memories | not in English |", "| --- | --- | --- | --- |"]
    per: collections.Counter[str] = collections.Counter()
    foreign: collections.Counter[str] = collections.Counter()
    shapes = collections.Counter(v["shape"] for v in labels.values())
    for v in labels.values():
        per[v["shape"]] += len(v["expected"])
        foreign[v["shape"]] += v["lang"] != "en"
    for s, c in sorted(shapes.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{s}` | {c} | {per[s]} | {foreign[s]} |")
    out += ["", "| variation | sessions |", "| --- | --- |"]
    for s, c in sorted(collections.Counter(v["variation"] for v in labels.values()).items(),
                       key=lambda kv: (-kv[1], kv[0])):
        out.append(f"| `{s}` | {c} |")
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
        fixes = sum(len(v["expected"]) for v in labels.values())
        print(f"\nFixes whose failing output alone meets every must group: {tally['error_alone']} of {fixes}; "
              f"events from a failure to its passing rerun: {tally['gap'] / max(fixes, 1):.1f} on average.")
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
    with tempfile.TemporaryDirectory(prefix="fixes13-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
