"""Validate the fixes6 set; exit 1 on any problem.

    python benchmarks/data/fixes6/check.py

Checks: every line is JSON with Claude Code's record keys; one session id per file; each
record's parentUuid is the previous record's uuid; every tool_use is answered by one
tool_result; labels <-> files <-> split.json; every `error` verbatim in an error tool
result; every `must_contain_any` group met in the transcript (for an agent lesson: in the
agent's own text); every trap present in the transcript and overlapping no must-contain
term; the last assistant text names no trap (except `guess` / `plan_next_time` sessions);
floors; and a byte-identical rebuild into a temp folder.
"""

from __future__ import annotations

import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = ("type", "uuid", "parentUuid", "sessionId", "cwd", "version", "gitBranch", "timestamp")
TRAP_IN_LAST_OK = {"guess", "plan_next_time"}


def _texts(content) -> list[str]:
    if isinstance(content, str):
        return [content]
    out = []
    for b in content or []:
        if isinstance(b, dict):
            if b.get("type") == "text":
                out.append(b.get("text", ""))
            elif b.get("type") == "thinking":
                out.append(b.get("thinking", ""))
            elif b.get("type") == "tool_result":
                out.extend(_texts(b.get("content")))
            elif b.get("type") == "tool_use":
                out.append(json.dumps(b.get("input", {}), ensure_ascii=False))
    return out


def check_file(path: Path, label: dict, problems: list[str]) -> None:
    name = path.name
    recs = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            problems.append(f"{name}:{n}: bad JSON ({e})")
            return
    if not recs:
        problems.append(f"{name}: empty")
        return
    sids = {r.get("sessionId") for r in recs}
    if len(sids) != 1:
        problems.append(f"{name}: {len(sids)} session ids")
    prev = None
    uses: dict[str, int] = {}
    results: dict[str, int] = {}
    all_text: list[str] = []
    agent_text: list[str] = []
    error_results: list[str] = []
    last_agent = ""
    for r in recs:
        for k in KEYS:
            if k not in r:
                problems.append(f"{name}: record {r.get('uuid')} lacks {k}")
        if r.get("parentUuid") != prev:
            problems.append(f"{name}: broken parent chain at {r.get('uuid')}")
        prev = r.get("uuid")
        msg = r.get("message")
        if r["type"] == "assistant":
            for b in msg["content"]:
                if b.get("type") == "tool_use":
                    uses[b["id"]] = uses.get(b["id"], 0) + 1
                if b.get("type") == "text":
                    agent_text.append(b["text"])
                    last_agent = b["text"]
                if b.get("type") == "thinking":
                    agent_text.append(b["thinking"])
            all_text.extend(_texts(msg["content"]))
        elif r["type"] == "user":
            content = msg["content"]
            if isinstance(content, list):
                for b in content:
                    if b.get("type") == "tool_result":
                        results[b["tool_use_id"]] = results.get(b["tool_use_id"], 0) + 1
                        if b.get("is_error"):
                            error_results.append("\n".join(_texts(b.get("content"))))
            all_text.extend(_texts(content))
    for tid in uses:
        if results.get(tid) != 1:
            problems.append(f"{name}: tool_use {tid} answered {results.get(tid, 0)} times")
    for tid in results:
        if tid not in uses:
            problems.append(f"{name}: tool_result {tid} has no tool_use")
    blob = "\n".join(all_text).lower()
    agent_blob = "\n".join(agent_text).lower()
    must_terms: list[str] = []
    for e in label["expected"]:
        for k in ("id", "source", "kind", "must_contain_any"):
            if k not in e:
                problems.append(f"{name}: expected {e.get('id')} lacks {k}")
        if e["source"] == "fix":
            if not any(e.get("error", "\0") in t for t in error_results):
                problems.append(f"{name}: error of {e['id']} not verbatim in an error tool result")
        where = agent_blob if e["source"] == "agent" else blob
        for group in e["must_contain_any"]:
            must_terms.extend(group)
            if not any(term.lower() in where for term in group):
                problems.append(f"{name}: {e['id']} group {group} not met")
    for trap in label["traps"]:
        if trap.lower() not in blob:
            problems.append(f"{name}: trap {trap!r} not in the transcript")
        for term in must_terms:
            if term.lower() in trap.lower() or trap.lower() in term.lower():
                problems.append(f"{name}: trap {trap!r} overlaps must term {term!r}")
        if label["variation"] not in TRAP_IN_LAST_OK and trap.lower() in last_agent.lower():
            problems.append(f"{name}: the last assistant message names trap {trap!r}")


def main() -> int:
    problems: list[str] = []
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    if sorted(labels) != files:
        problems.append("labels.json keys differ from heldout/*.jsonl")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        problems.append("split.json does not hold every file in heldout and nothing in tune")
    if list((HERE / "tune").glob("*.jsonl")):
        problems.append("tune/ is not empty")
    for rel in files:
        if rel in labels:
            check_file(HERE / rel, labels[rel], problems)
    # floors
    n = len(files)
    no_mem = sum(1 for v in labels.values() if not v["expected"])
    other_lang = sum(1 for v in labels.values() if v["lang"] != "en")
    agent = sum(1 for v in labels.values() for e in v["expected"] if e["source"] == "agent")
    two = sum(1 for v in labels.values() if len(v["expected"]) >= 2)
    secrets = sum(1 for v in labels.values() if v["variation"] == "secret_in_output")
    if n < 60:
        problems.append(f"only {n} transcripts (floor 60)")
    if not 0.35 <= no_mem / max(n, 1) <= 0.45:
        problems.append(f"{no_mem}/{n} sessions without memory, want about 40%")
    if not 0.17 <= other_lang / max(n, 1) <= 0.3:
        problems.append(f"{other_lang}/{n} sessions not in English, want about 20%")
    if agent < 3 or two < 2 or secrets < 1:
        problems.append(f"floors: agent lessons {agent}, two-memory sessions {two}, secrets {secrets}")
    # byte-identical rebuild
    with tempfile.TemporaryDirectory(prefix="fixes6-check-") as tmp:
        subprocess.run(
            [sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True
        )
        for rel in files + ["labels.json", "split.json"]:
            if not filecmp.cmp(HERE / rel, Path(tmp) / rel, shallow=False):
                problems.append(f"rebuild differs: {rel}")
        extra = {f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl")}
        if extra != set(files):
            problems.append("rebuild produces a different file list")
    for p in problems:
        print(p)
    mem = sum(len(v["expected"]) for v in labels.values())
    print(
        f"{n} transcripts, {mem} expected memories ({agent} agent), {no_mem} without memory, "
        f"{other_lang} not in English: {'FAIL' if problems else 'ok'}"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
