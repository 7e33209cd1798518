"""Validate the fixes8 set: `python benchmarks/data/fixes8/check.py`; exit 1 on any problem.

Checks: every line is a JSON record with Claude Code's keys, one session id per file, each
parentUuid names the record before it, every tool_use is answered exactly once; labels <->
files <-> split.json; every `error` appears verbatim in an error tool result; every
must_contain_any group is met in the transcript (for an agent lesson, in the agent's own
text); every trap occurs in the transcript and shares no term with a must-contain group;
in a session that expects a memory, the agent's last message names no trap; floors
(>= 60 files, >= 40% with no memory, >= 15% not in English); a byte-identical rebuild.
"""

from __future__ import annotations

import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = {"parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "type", "uuid", "timestamp", "message"}
problems: list[str] = []


def bad(msg: str) -> None:
    problems.append(msg)


def texts(content) -> list[str]:
    if isinstance(content, str):
        return [content]
    out = []
    for b in content or []:
        if isinstance(b, dict):
            for k in ("text", "thinking"):
                if isinstance(b.get(k), str):
                    out.append(b[k])
            if b.get("type") == "tool_use":
                out.extend(str(v) for v in b.get("input", {}).values())
            if b.get("type") == "tool_result":
                out.extend(texts(b.get("content")))
    return out


def load(path: Path):
    recs = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad(f"{path.name}:{n}: not JSON ({e})")
    return recs


def check_file(rel: str, label: dict) -> None:
    path = HERE / rel
    recs = load(path)
    if not recs:
        bad(f"{rel}: empty")
        return
    sids = {r.get("sessionId") for r in recs}
    if len(sids) != 1:
        bad(f"{rel}: {len(sids)} session ids")
    prev = None
    uses: dict[str, int] = {}
    answers: dict[str, int] = {}
    error_results: list[str] = []
    everything: list[str] = []
    agent_text: list[str] = []
    last_say = ""
    for r in recs:
        missing = KEYS - set(r)
        if missing:
            bad(f"{rel}: record {r.get('uuid')} lacks {sorted(missing)}")
        if r.get("parentUuid") != prev:
            bad(f"{rel}: broken parent chain at {r.get('uuid')}")
        prev = r.get("uuid")
        content = r.get("message", {}).get("content")
        everything.extend(texts(content))
        if r["type"] == "assistant":
            for b in content:
                if b.get("type") == "tool_use":
                    uses[b["id"]] = uses.get(b["id"], 0) + 1
                if b.get("type") == "text":
                    agent_text.append(b["text"])
                    last_say = b["text"]
        elif isinstance(content, list):
            for b in content:
                if b.get("type") == "tool_result":
                    answers[b["tool_use_id"]] = answers.get(b["tool_use_id"], 0) + 1
                    if b.get("is_error"):
                        error_results.extend(texts(b.get("content")))
    for tid, n in uses.items():
        if answers.get(tid) != 1 or n != 1:
            bad(f"{rel}: tool_use {tid} used {n}x answered {answers.get(tid, 0)}x")
    for tid in answers:
        if tid not in uses:
            bad(f"{rel}: tool_result for unknown {tid}")
    blob = "\n".join(everything).lower()
    said = "\n".join(agent_text).lower()
    must_terms: list[str] = []
    for e in label["expected"]:
        if e["source"] == "fix":
            if not any(e["error"] in t for t in error_results):
                bad(f"{rel}: error not verbatim in an error result: {e['error'][:60]}")
        elif "error" in e:
            bad(f"{rel}: agent lesson with an error")
        where = said if e["source"] == "agent" else blob
        for group in e["must_contain_any"]:
            must_terms.extend(group)
            if not any(term.lower() in where for term in group):
                bad(f"{rel}: group {group} not met")
    for trap in label["traps"]:
        if trap.lower() not in blob:
            bad(f"{rel}: trap not in transcript: {trap}")
        for term in must_terms:
            if term.lower() in trap.lower() or trap.lower() in term.lower():
                bad(f"{rel}: trap {trap!r} overlaps must term {term!r}")
        if label["expected"] and trap.lower() in last_say.lower():
            bad(f"{rel}: agent's last message names trap {trap!r}")


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    if sorted(labels) != files:
        bad("labels.json and heldout/ differ")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        bad("split.json does not hold exactly heldout/ with tune empty")
    if sorted(p.name for p in (HERE / "tune").iterdir()) != [".gitkeep"]:
        bad("tune/ should hold only .gitkeep")
    for rel in files:
        if rel in labels:
            check_file(rel, labels[rel])
    n = len(files)
    none = sum(1 for v in labels.values() if not v["expected"])
    foreign = sum(1 for v in labels.values() if v["lang"] != "en")
    if n < 60:
        bad(f"only {n} transcripts")
    if none < 0.4 * n:
        bad(f"only {none}/{n} without memory")
    if foreign < 0.15 * n:
        bad(f"only {foreign}/{n} not in English")
    with tempfile.TemporaryDirectory(prefix="fixes8-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        for rel in files + ["labels.json", "split.json"]:
            if not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                bad(f"rebuild differs: {rel}")
        if sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")) != files:
            bad("rebuild makes a different file list")
    mem = sum(len(v["expected"]) for v in labels.values())
    print(f"{n} transcripts, {mem} expected memories, {none} without memory ({none / n:.0%}), {foreign} not in English")
    for p in problems:
        print("PROBLEM:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
