"""Validate the fixes4 set: `python benchmarks/data/fixes4/check.py`; exit 1 on any problem.

Checks: every transcript is JSONL in Claude Code's record shape (required keys, one
session id, parent chain, each tool_use answered by a tool_result); labels <-> files and
split.json agree; each fix's `error` is verbatim in an error tool result; every
must_contain_any group has a term present in the transcript (for an agent lesson: in the
agent's own text); every trap is present and overlaps no must-contain term; floors (size,
no-memory share, other languages, agent lessons, secrets); a byte-identical rebuild.
"""

from __future__ import annotations

import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REQUIRED = ("type", "uuid", "parentUuid", "sessionId", "cwd", "version", "gitBranch", "timestamp")
SHAPES_FIX = {"install", "config", "setup", "invocation"}
SHAPES_NONE = {"flaky", "unfixed", "unrelated", "interrupted", "narration", "typo"}
problems: list[str] = []


def bad(msg: str) -> None:
    problems.append(msg)


def read(path: Path) -> tuple[list[dict], list[str], list[str], str]:
    """Records, error tool-result texts, assistant texts, and all text of a transcript."""
    recs, errors, said, alltext = [], [], [], []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad(f"{path.name}:{n}: not JSON ({e})")
    uses, results, seen, sessions = set(), set(), set(), set()
    for r in recs:
        missing = [k for k in REQUIRED if k not in r]
        if missing:
            bad(f"{path.name}: record {r.get('uuid')} lacks {missing}")
            continue
        if r["parentUuid"] is not None and r["parentUuid"] not in seen:
            bad(f"{path.name}: parentUuid {r['parentUuid']} not seen before")
        seen.add(r["uuid"])
        sessions.add(r["sessionId"])
        content = r["message"]["content"]
        if isinstance(content, str):
            alltext.append(content)
            continue
        for b in content:
            kind = b.get("type")
            if kind == "tool_use":
                uses.add(b["id"])
                alltext.append(json.dumps(b["input"], ensure_ascii=False))
            elif kind == "tool_result":
                results.add(b["tool_use_id"])
                text = b["content"] if isinstance(b["content"], str) else json.dumps(b["content"])
                alltext.append(text)
                if b.get("is_error"):
                    errors.append(text)
            elif kind in ("text", "thinking"):
                body = b.get("text") or b.get("thinking") or ""
                alltext.append(body)
                if kind == "text" and r["type"] == "assistant":
                    said.append(body)
    if len(sessions) != 1:
        bad(f"{path.name}: {len(sessions)} session ids")
    if uses != results:
        bad(f"{path.name}: tool_use without result or result without use")
    return recs, errors, said, "\n".join(alltext)


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    files = sorted(f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl"))
    if sorted(labels) != files:
        bad("labels.json and heldout/ disagree")
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != files:
        bad("split.json does not hold out exactly the heldout files")
    if [p.name for p in (HERE / "tune").iterdir()] != [".gitkeep"]:
        bad("tune/ must hold only .gitkeep")
    none = other_lang = agents = secret_cases = 0
    for rel in files:
        lab = labels[rel]
        _, errors, said, text = read(HERE / rel)
        low = text.lower()
        exp = lab["expected"]
        fixes = [e for e in exp if e["source"] == "fix"]
        if not exp:
            none += 1
        if lab["shape"] in SHAPES_NONE and fixes:
            bad(f"{rel}: no-memory shape with a fix label")
        if (
            lab["shape"] in SHAPES_FIX
            and not fixes
            or lab["shape"] not in SHAPES_FIX | SHAPES_NONE | {"agent_lesson"}
        ):
            bad(f"{rel}: shape {lab['shape']} does not fit its labels")
        if lab["lang"] != "en":
            other_lang += 1
        if lab["variation"] == "secret_in_output":
            secret_cases += 1
        terms = []
        for e in exp:
            if e["source"] == "agent":
                agents += 1
            if e["kind"] not in ("lesson", "bugfix"):
                bad(f"{rel}: kind {e['kind']}")
            if e["source"] == "fix" and not any(e["error"] in x for x in errors):
                bad(f"{rel}: error not verbatim in an error tool result: {e['error'][:60]}")
            where = "\n".join(said).lower() if e["source"] == "agent" else low
            for group in e["must_contain_any"]:
                terms += group
                if not any(term.lower() in where for term in group):
                    bad(f"{rel}: no term of {group} in the transcript")
        for trap in lab["traps"]:
            if trap.lower() not in low:
                bad(f"{rel}: trap not in transcript: {trap}")
            for term in terms:
                if trap.lower() in term.lower() or term.lower() in trap.lower():
                    bad(f"{rel}: trap {trap!r} overlaps must-contain {term!r}")
    n = len(files)
    if n < 60:
        bad(f"only {n} transcripts (floor 60)")
    if not 0.35 <= none / n <= 0.45:
        bad(f"no-fix share {none}/{n} outside 35-45%")
    if other_lang / n < 0.15:
        bad(f"other languages {other_lang}/{n} below 15%")
    if agents < 4 or secret_cases < 1:
        bad(f"agent lessons {agents} (floor 4), secret sessions {secret_cases} (floor 1)")
    with tempfile.TemporaryDirectory(prefix="fixes4-check-") as tmp:
        run = subprocess.run(
            [sys.executable, str(HERE / "build.py"), tmp], capture_output=True, text=True
        )
        if run.returncode != 0:
            bad(f"build.py failed: {run.stderr.strip().splitlines()[-1:]}")
        else:
            for name in ["labels.json", "split.json", *files]:
                if not filecmp.cmp(HERE / name, Path(tmp) / name, shallow=False):
                    bad(f"rebuild differs: {name}")
            rebuilt = sorted(f"heldout/{p.name}" for p in (Path(tmp) / "heldout").glob("*.jsonl"))
            if rebuilt != files:
                bad("rebuild writes a different file list")
    for p in problems:
        print("PROBLEM:", p)
    print(
        f"{n} transcripts, {none} without any memory ({none / n:.0%}), {other_lang} not in "
        f"English, {agents} agent lessons, {secret_cases} with a secret; "
        f"{'OK' if not problems else f'{len(problems)} problems'}"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
