"""Validate the fixes14 set: `python benchmarks/data/fixes14/check.py [--markdown]`. Exits 1 on a problem.

- Records: JSON lines with Claude Code's keys, one session id per file, an unbroken parentUuid
  chain, each tool_use answered by exactly one tool_result.
- Files: labels.json, reruns.json, heldout/ and split.json name the same transcripts; tune/ holds
  only .gitkeep.
- The angle, every session: reruns.json's `failed` command fails in the transcript and never
  passes later letter for letter; its `passed` command is spelled differently and passes after
  the failure.
- Sessions with memory (`respelled_rerun`): the fix's `error` is verbatim in the failing result of
  `failed`; between it and the passing `passed` lies a change (Edit/Write, or a Bash command other
  than the rerun) meeting a must group; every must group is met. Per variation, the respelling is
  the one named: `narrower_covers` / `cd_prefix` - the rerun adds a word the failing output names
  (it selects what failed); `flag_added` - every word of the failing command is in the rerun;
  `path_spelled` - a path of the failing command, `./` and trailing `/` dropped, ends or sits
  inside a path of the rerun; `via_container` - the rerun goes through `docker compose exec` or
  `npx`; `wrapper_down` / `wrapper_up` - the rerun's tool (its first word after a `bundle exec` or
  `npx` prefix) is not the failing command's.
- Traps: present in the transcript, sharing no term with a must group, not in the last agent
  message of a session with memory. A session without memory has two: traps[1] in the failing
  result of `failed`, and traps[0] as its shape says: `narrow_misses` - in the `passed` command,
  and reruns.json's `uncovered` (the failing part) in the failing output but not in the rerun or
  its output; `other_passes` - in the `passed` command, whose first three words differ from the
  failing command's; `cheat` - in an Edit/Write after the failure and before the pass; `retry` -
  in the `passed` command, and no Edit/Write between failure and pass.
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
COMMON = {"cd", "npm", "npx", "run", "test", "build", "make", "bash", "exec", "docker", "compose", "the", "and"}
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
    """One event: kind is user / say / think / bash / edit / read."""

    def __init__(self, kind: str, text: str, out: str = "", failed: bool = False) -> None:
        self.kind, self.text, self.out, self.failed = kind, text, out, failed


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


def words(cmd: str) -> set[str]:
    return {w for w in re.split(r"[\s/&:=\"'@.]+", cmd.lower()) if len(w) >= 3 and w not in COMMON}


def paths(cmd: str) -> list[str]:
    return [w.removeprefix("./").rstrip("/") for w in cmd.split() if "/" in w or w.startswith(".")]


def respelled(variation: str, failed: str, passed: str, fail_out: str) -> bool:
    if variation in ("narrower_covers", "cd_prefix"):
        ok = any(w in fail_out.lower() for w in words(passed) - words(failed))
        return ok and (variation != "cd_prefix" or passed.startswith("cd "))
    if variation == "flag_added":
        return set(failed.split()) <= set(passed.split())
    if variation == "path_spelled":
        return any(q.endswith(p) or f"/{p}/" in q for p in paths(failed) if p for q in paths(passed))
    if variation == "via_container":
        return "docker compose exec" in passed or passed.startswith("npx ")
    if variation in ("wrapper_down", "wrapper_up"):
        def tool(cmd: str) -> str:
            return cmd.removeprefix("bundle exec ").removeprefix("npx ").split()[0]
        return tool(failed) != tool(passed)
    return False


def check(rel: str, label: dict, rerun: dict) -> None:
    evs = load(rel)
    everything = "\n".join(x.text + "\n" + x.out for x in evs)
    shape, traps, exp = label["shape"], label["traps"], label["expected"]
    failed, passed = rerun["failed"], rerun["passed"]
    if failed == passed:
        problems.append(f"{rel}: the rerun is spelled like the failing command")
    at = next((i for i, x in enumerate(evs) if x.kind == "bash" and x.text == failed and x.failed), None)
    if at is None:
        problems.append(f"{rel}: the failing command does not fail: {failed[:50]}")
        return
    if any(x.kind == "bash" and x.text == failed and not x.failed for x in evs[at:]):
        problems.append(f"{rel}: the failing command passes later letter for letter")
    ok = next((i for i in range(at + 1, len(evs)) if evs[i].kind == "bash" and evs[i].text == passed
               and not evs[i].failed), None)
    if ok is None:
        problems.append(f"{rel}: the respelled command never passes after the failure: {passed[:50]}")
        return
    tally["gap"] += ok - at
    between = evs[at + 1:ok]
    terms = [t for e in exp for g in e["must_contain_any"] for t in g]
    for e in exp:
        if e["source"] != "fix":
            problems.append(f"{rel}: only fix memories in this set")
        if e["error"] not in evs[at].out:
            problems.append(f"{rel}: error not in the failing result: {e['error'][:50]}")
        groups = e["must_contain_any"]
        for g in groups:
            if not meets(g, everything):
                problems.append(f"{rel}: group {g} not met")
        if not any(x.kind in ("edit", "bash") and any(meets(g, x.text) for g in groups) for x in between):
            problems.append(f"{rel}: no change meeting a must group between failure and pass")
        if all(meets(g, evs[at].out) for g in groups):
            tally["error_alone"] += 1
    if exp and not respelled(label["variation"], failed, passed, evs[at].out):
        problems.append(f"{rel}: the rerun is not the respelling `{label['variation']}` says")
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
        if shape != "respelled_rerun":
            problems.append(f"{rel}: a memory session must be respelled_rerun")
        return
    if len(traps) != 2:
        problems.append(f"{rel}: a session without memory needs two traps")
        return
    t0, t1 = traps
    if t1 not in evs[at].out:
        problems.append(f"{rel}: traps[1] is not in the failing result")
    edits = [x for x in between if x.kind == "edit"]
    if shape == "narrow_misses":
        unc = rerun.get("uncovered", "")
        if t0 not in passed or not unc or unc not in evs[at].out or unc in passed or unc in evs[ok].out:
            problems.append(f"{rel}: narrow_misses, but the narrower run covers what failed (or names no trap)")
    elif shape == "other_passes":
        if t0 not in passed or failed.split()[:3] == passed.split()[:3]:
            problems.append(f"{rel}: other_passes, but the passing command is not another command")
    elif shape == "cheat":
        if not any(t0 in x.text for x in edits):
            problems.append(f"{rel}: cheat, but the skip or deletion is not an edit between failure and pass")
    elif shape == "retry":
        if t0 not in passed or edits:
            problems.append(f"{rel}: retry, but something was edited or the trap is not the rerun")
    else:
        problems.append(f"{rel}: unknown shape without memory: {shape}")


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
    reruns = json.loads((HERE / "reruns.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    for rel in files:
        if rel in labels and rel in reruns:
            check(rel, labels[rel], reruns[rel])
    if "--markdown" in sys.argv[1:]:
        print(tables(labels))
        fixes = sum(len(v["expected"]) for v in labels.values())
        print(f"\nFixes whose failing output alone meets every must group: {tally['error_alone']} of {fixes}; "
              f"events from a failure to its passing rerun: {tally['gap'] / max(len(files), 1):.1f} on average.")
        return 0
    if sorted(labels) != files or sorted(reruns) != files:
        problems.append("labels.json, reruns.json and heldout/ name different files")
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
    with tempfile.TemporaryDirectory(prefix="fixes14-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            problems.append("a rebuild makes a different file list")
        for rel in [*files, "labels.json", "reruns.json", "split.json"]:
            if not (Path(tmp) / rel).exists() or not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"a rebuild differs: {rel}")
    mems = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mems} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
