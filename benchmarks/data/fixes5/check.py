"""Validate the fixes5 set; exit 1 on any problem.

Checks: JSONL record shape (one session id, parent chain, every tool_use answered by a
tool_result); labels <-> files <-> split; every fix `error` verbatim in an error tool
result; every `must_contain_any` group met in the transcript (for an agent lesson, in the
agent's own text); every trap present and overlapping no must-contain term; the agent's
last message names no trap (except `guess` sessions); floors; a byte-identical rebuild.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = {"lesson", "bugfix"}
SOURCES = {"fix", "agent"}
problems: list[str] = []


def bad(msg: str) -> None:
    problems.append(msg)


def texts(records: list[dict]) -> tuple[str, str, list[str], str]:
    """(all text, agent text, error tool results, last agent message)."""
    everything, agent_text, errors, last = [], [], [], ""
    for rec in records:
        msg = rec.get("message") or {}
        content = msg.get("content")
        if isinstance(content, str):
            everything.append(content)
            continue
        for b in content or []:
            kind = b.get("type")
            if kind == "text":
                everything.append(b["text"])
                if msg.get("role") == "assistant":
                    agent_text.append(b["text"])
                    last = b["text"]
            elif kind == "thinking":
                everything.append(b["thinking"])
            elif kind == "tool_use":
                everything.append(json.dumps(b["input"], ensure_ascii=False))
                everything.extend(str(v) for v in b["input"].values())
            elif kind == "tool_result":
                c = b["content"]
                body = c if isinstance(c, str) else "\n".join(x.get("text", "") for x in c)
                everything.append(body)
                if b.get("is_error"):
                    errors.append(body)
    return "\n".join(everything), "\n".join(agent_text), errors, last


def check_file(rel: str, label: dict) -> None:
    path = HERE / rel
    if not path.is_file():
        bad(f"{rel}: labelled but missing")
        return
    records = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            bad(f"{rel}:{n}: not JSON ({e})")
            return
        for key in ("type", "uuid", "parentUuid", "sessionId", "cwd", "version", "gitBranch", "timestamp"):
            if key not in rec:
                bad(f"{rel}:{n}: no {key}")
        records.append(rec)
    if not records:
        bad(f"{rel}: empty")
        return
    if len({r["sessionId"] for r in records}) != 1:
        bad(f"{rel}: more than one sessionId")
    prev = None
    for r in records:
        if r["parentUuid"] != prev:
            bad(f"{rel}: broken parent chain at {r['uuid']}")
            break
        prev = r["uuid"]
    if records[0]["cwd"] != label["project_dir"]:
        bad(f"{rel}: cwd differs from project_dir")
    uses, answered = set(), set()
    for r in records:
        for b in (r.get("message") or {}).get("content") or []:
            if isinstance(b, dict) and b.get("type") == "tool_use":
                uses.add(b["id"])
            if isinstance(b, dict) and b.get("type") == "tool_result":
                if b["tool_use_id"] not in uses:
                    bad(f"{rel}: tool_result before its tool_use")
                answered.add(b["tool_use_id"])
    if uses != answered:
        bad(f"{rel}: unanswered tool_use {sorted(uses - answered)}")
    if records[0]["type"] != "user":
        bad(f"{rel}: does not start with a user prompt")

    alltext, agent_text, errors, last = texts(records)
    low = alltext.lower()
    must_terms: list[str] = []
    for e in label["expected"]:
        if e["source"] not in SOURCES or e["kind"] not in KINDS:
            bad(f"{rel} {e['id']}: bad source/kind")
        if e["source"] == "fix":
            if not any(e["error"] in body for body in errors):
                bad(f"{rel} {e['id']}: error not verbatim in an error tool result")
        hay = agent_text.lower() if e["source"] == "agent" else low
        for group in e["must_contain_any"]:
            must_terms.extend(group)
            if not any(term.lower() in hay for term in group):
                bad(f"{rel} {e['id']}: group {group} not met")
    for trap in label["traps"]:
        if trap.lower() not in low:
            bad(f"{rel}: trap {trap!r} not in transcript")
        for term in must_terms:
            if trap.lower() in term.lower() or term.lower() in trap.lower():
                bad(f"{rel}: trap {trap!r} overlaps must term {term!r}")
        if label["variation"] != "guess" and trap.lower() in last.lower():
            bad(f"{rel}: last agent message names trap {trap!r}")
    if not label["expected"] and label["shape"] not in {
        "flaky", "unfixed", "unrelated", "interrupted", "narration"
    }:
        bad(f"{rel}: no expected memory but shape {label['shape']}")


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    if sorted(labels) != files:
        bad("labels.json and heldout/ differ")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        bad("split.json does not hold exactly heldout/")
    if list((HERE / "tune").glob("*.jsonl")):
        bad("tune/ is not empty")
    for rel, label in sorted(labels.items()):
        check_file(rel, label)

    n = len(labels)
    none = sum(1 for lab in labels.values() if not lab["expected"])
    other_lang = sum(1 for lab in labels.values() if lab["lang"] != "en")
    agents = sum(1 for lab in labels.values() for e in lab["expected"] if e["source"] == "agent")
    secrets = sum(1 for lab in labels.values() if lab["variation"] == "secret_in_output")
    if n < 60:
        bad(f"only {n} transcripts (floor 60)")
    if not 0.35 <= none / n <= 0.45:
        bad(f"no-memory share {none / n:.0%} outside 35-45%")
    if not 0.18 <= other_lang / n <= 0.25:
        bad(f"other-language share {other_lang / n:.0%} outside 18-25%")
    if agents < 5:
        bad(f"only {agents} agent lessons (floor 5)")
    if not 1 <= secrets <= 2:
        bad(f"{secrets} secret sessions (want 1-2)")
    if len({lab["stack"] for lab in labels.values()}) < 15:
        bad("fewer than 15 stacks")

    with tempfile.TemporaryDirectory(prefix="fixes5-check-") as tmp:
        subprocess.run([sys.executable, str(HERE / "build.py"), tmp], check=True, capture_output=True)
        for rel in files + ["labels.json", "split.json"]:
            a, b = HERE / rel, Path(tmp) / rel
            if not b.is_file() or a.read_bytes() != b.read_bytes():
                bad(f"{rel}: rebuild differs")

    for p in problems:
        print("PROBLEM:", p)
    print(f"{n} transcripts, {none} with no memory ({none / n:.0%}), {other_lang} not in English, "
          f"{sum(len(lab['expected']) for lab in labels.values())} expected memories ({agents} agent), "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
