"""Validate the fixes7 set: `python benchmarks/data/fixes7/check.py`; exit 1 on a problem.

Checks: every line is a JSON record with Claude Code's keys, one session id per file, each
parentUuid names the previous record, every tool_use is answered exactly once; labels <->
files <-> split.json; every `error` verbatim in an error tool result; every must_contain_any
group met in the transcript (an agent lesson in the agent's own text); every trap present in
the transcript and sharing no term with a must-contain group; floors; and a rebuild into a
temp folder that is byte-identical."""

from __future__ import annotations

import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = {"type", "uuid", "parentUuid", "sessionId", "cwd", "version", "gitBranch", "timestamp"}
MIN_FILES, MIN_NO_MEMORY, MIN_OTHER_LANG = 60, 0.40, 0.15
problems: list[str] = []


def bad(msg: str) -> None:
    problems.append(msg)


def _text(content) -> str:
    if isinstance(content, str):
        return content
    out = []
    for b in content or []:
        if isinstance(b, dict):
            for k in ("text", "thinking", "content"):
                if k in b:
                    out.append(_text(b[k]))
            if b.get("type") == "tool_use":
                out.append(json.dumps(b.get("input", {}), ensure_ascii=False))
    return "\n".join(out)


def load(path: Path):
    recs = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad(f"{path.name}:{n}: not JSON ({e})")
    return recs


def check_file(path: Path):
    recs = load(path)
    sids = {r.get("sessionId") for r in recs}
    if len(sids) != 1:
        bad(f"{path.name}: {len(sids)} session ids")
    prev = None
    uses: dict[str, int] = {}
    answers: dict[str, int] = {}
    errors, everything, agent_text = [], [], []
    for r in recs:
        if not KEYS <= set(r):
            bad(f"{path.name}: record {r.get('uuid')} lacks {sorted(KEYS - set(r))}")
        if r.get("parentUuid") != prev:
            bad(f"{path.name}: broken parent chain at {r.get('uuid')}")
        prev = r.get("uuid")
        content = (r.get("message") or {}).get("content")
        everything.append(_text(content))
        if r["type"] == "assistant":
            for b in content:
                if b.get("type") == "tool_use":
                    uses[b["id"]] = uses.get(b["id"], 0) + 1
                elif b.get("type") == "text":
                    agent_text.append(b["text"])
        elif isinstance(content, list):
            for b in content:
                if b.get("type") == "tool_result":
                    answers[b["tool_use_id"]] = answers.get(b["tool_use_id"], 0) + 1
                    if b.get("is_error"):
                        errors.append(_text(b["content"]))
    for tid in uses:
        if answers.get(tid) != 1:
            bad(f"{path.name}: tool_use {tid} answered {answers.get(tid, 0)} times")
    for tid in answers:
        if tid not in uses:
            bad(f"{path.name}: tool_result for unknown {tid}")
    return "\n".join(errors), "\n".join(everything), "\n".join(agent_text)


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text())
    split = json.loads((HERE / "split.json").read_text())
    files = {f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl")}
    if set(labels) != files:
        bad(f"labels vs files differ: {sorted(set(labels) ^ files)}")
    if split.get("tune") or set(split.get("heldout", [])) != files:
        bad("split.json must hold every file in heldout and none in tune")
    if not (HERE / "tune" / ".gitkeep").exists() or len(list((HERE / "tune").iterdir())) != 1:
        bad("tune/ must hold only .gitkeep")
    no_mem = other = 0
    for rel in sorted(labels):
        lab = labels[rel]
        if not (HERE / rel).exists():
            continue
        errors, everything, agent_text = check_file(HERE / rel)
        low = everything.lower()
        must_terms = set()
        if not lab["expected"]:
            no_mem += 1
        if lab["lang"] != "en":
            other += 1
        for e in lab["expected"]:
            if e["source"] == "fix" and e.get("error", "") not in errors:
                bad(f"{rel}: {e['id']} error not verbatim in an error tool result")
            if e["source"] == "agent" and "error" in e:
                bad(f"{rel}: agent lesson with an error")
            hay = agent_text.lower() if e["source"] == "agent" else low
            for group in e["must_contain_any"]:
                must_terms |= {t.lower() for t in group}
                if not any(t.lower() in hay for t in group):
                    bad(f"{rel}: {e['id']} group {group} not met")
        for trap in lab["traps"]:
            if trap.lower() not in low:
                bad(f"{rel}: trap {trap!r} not in transcript")
            if lab["expected"] and trap.lower() in agent_text.lower():
                bad(f"{rel}: the agent's own text in a memory session names trap {trap!r}")
            if any(trap.lower() in m or m in trap.lower() for m in must_terms):
                bad(f"{rel}: trap {trap!r} overlaps a must-contain term")
        if not lab["expected"] and not lab["traps"]:
            bad(f"{rel}: no memory and no trap")
    n = len(files)
    if n < MIN_FILES:
        bad(f"{n} transcripts < {MIN_FILES}")
    if n and no_mem / n < MIN_NO_MEMORY:
        bad(f"no-memory share {no_mem}/{n} < {MIN_NO_MEMORY:.0%}")
    if n and other / n < MIN_OTHER_LANG:
        bad(f"other-language share {other}/{n} < {MIN_OTHER_LANG:.0%}")
    with tempfile.TemporaryDirectory(prefix="fixes7-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True)
        for rel in sorted(files) + ["labels.json", "split.json"]:
            if not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                bad(f"rebuild differs: {rel}")
    for p in problems:
        print("PROBLEM:", p)
    print(f"{n} transcripts, {no_mem} without memory ({no_mem / max(n, 1):.0%}), "
          f"{other} not in English, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
