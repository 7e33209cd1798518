"""Check the fixes2 set: record shape, labels, verbatim errors, floors, byte-identical rebuild.

Run from the repository root:  python benchmarks/data/fixes2/check.py
Exit status 1 and one line per problem when anything is wrong.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
BASE_KEYS = ("type", "uuid", "parentUuid", "sessionId", "cwd", "version", "gitBranch", "timestamp")
KINDS = {"bugfix", "lesson"}
SOURCES = {"fix", "agent"}
NEEDED_VARIATIONS = {
    "edit_config",
    "fix_after_unrelated_calls",
    "two_failures",
    "fixed_then_unfixed",
    "fix_in_user_chat",
    "secret_in_output",
}


def tool_texts(path: Path, problems: list[str]) -> tuple[list[str], str]:
    """Validate one transcript; return its tool-result texts and all its text joined."""
    results: list[str] = []
    everything: list[str] = []
    pending: set[str] = set()
    uuids: set[str] = set()
    sessions: set[str] = set()
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path.name}:{n}"
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            problems.append(f"{where}: not JSON ({e})")
            continue
        missing = [k for k in BASE_KEYS if k not in rec]
        if missing:
            problems.append(f"{where}: missing {missing}")
            continue
        if rec["parentUuid"] is not None and rec["parentUuid"] not in uuids:
            problems.append(f"{where}: parentUuid points to no earlier record")
        uuids.add(rec["uuid"])
        sessions.add(rec["sessionId"])
        msg = rec.get("message") or {}
        content = msg.get("content")
        if rec["type"] == "assistant":
            if "id" not in msg or not isinstance(content, list) or len(content) != 1:
                problems.append(f"{where}: assistant record needs message.id and one content block")
                continue
            block = content[0]
            if block.get("type") == "tool_use":
                pending.add(block["id"])
                everything.append(json.dumps(block.get("input"), ensure_ascii=False))
            else:
                everything.append(block.get("text") or block.get("thinking") or "")
        elif rec["type"] == "user":
            if isinstance(content, str):
                everything.append(content)
                continue
            for block in content or []:
                if block.get("type") == "tool_result":
                    if block.get("tool_use_id") not in pending:
                        problems.append(f"{where}: tool_result answers no open tool_use")
                    pending.discard(block.get("tool_use_id"))
                    if "toolUseResult" not in rec:
                        problems.append(f"{where}: tool_result without toolUseResult")
                    text = block["content"]
                    if not isinstance(text, str):
                        text = "\n".join(b.get("text", "") for b in text)
                    results.append(text)
                    everything.append(text)
                elif block.get("type") == "text":
                    everything.append(block["text"])
        else:
            problems.append(f"{where}: unexpected record type {rec['type']!r}")
    if pending:
        problems.append(f"{path.name}: tool_use without result: {sorted(pending)}")
    if len(sessions) != 1:
        problems.append(f"{path.name}: {len(sessions)} session ids")
    return results, "\n".join(everything)


def check_label(
    rel: str, lab: dict[str, Any], results: list[str], text: str, problems: list[str]
) -> None:
    for key in ("expected", "lang", "project_dir", "shape", "stack", "traps", "variation"):
        if key not in lab:
            problems.append(f"{rel}: label missing {key}")
            return
    ids = [e.get("id") for e in lab["expected"]]
    if len(set(ids)) != len(ids):
        problems.append(f"{rel}: duplicate expected ids")
    for e in lab["expected"]:
        tag = f"{rel} {e.get('id')}"
        if e.get("kind") not in KINDS or e.get("source") not in SOURCES:
            problems.append(f"{tag}: bad kind/source {e.get('kind')}/{e.get('source')}")
        groups = e.get("must_contain_any")
        if not groups or not all(
            isinstance(g, list) and g and all(isinstance(x, str) and x for x in g) for g in groups
        ):
            problems.append(f"{tag}: must_contain_any must be non-empty lists of strings")
            continue
        for g in groups:
            if not any(x in text for x in g):
                problems.append(f"{tag}: no alternative of {g} occurs in the transcript")
        if e["source"] == "fix":
            err = e.get("error")
            if not err:
                problems.append(f"{tag}: a fix needs its error text")
            elif not any(err in r for r in results):
                problems.append(f"{tag}: error {err!r} not verbatim in any tool result")
        elif "error" in e:
            problems.append(f"{tag}: an agent lesson carries no error")
    for trap in lab["traps"]:
        if not trap or trap not in text:
            problems.append(f"{rel}: trap {trap!r} does not occur in the transcript")


def check_rebuild(problems: list[str]) -> None:
    with tempfile.TemporaryDirectory(prefix="fixes2-check-") as tmp:
        out = Path(tmp)
        run = subprocess.run(
            [sys.executable, str(HERE / "build.py"), "--out", str(out)],
            capture_output=True,
            text=True,
        )
        if run.returncode != 0:
            problems.append(f"rebuild failed: {run.stderr.strip()[-300:]}")
            return
        built = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
        for rel in built:
            mine = HERE / rel
            if not mine.is_file() or mine.read_bytes() != (out / rel).read_bytes():
                problems.append(f"rebuild differs: {rel}")
        stored = sorted(p.relative_to(HERE) for p in (HERE / "heldout").iterdir())
        extra = set(stored) - set(built)
        if extra:
            problems.append(f"files the builder does not make: {sorted(map(str, extra))}")


def main() -> int:
    problems: list[str] = []
    labels: dict[str, Any] = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    files = {f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl")}
    for rel in sorted(set(labels) - files):
        problems.append(f"label for missing file {rel}")
    for rel in sorted(files - set(labels)):
        problems.append(f"file without label {rel}")
    tune = sorted(p.name for p in (HERE / "tune").iterdir())
    if tune != [".gitkeep"]:
        problems.append(f"tune/ must hold only .gitkeep, has {tune}")
    for rel in sorted(set(labels) & files):
        path = HERE / rel
        if str(HERE.parents[2]) + "/" in path.read_text(encoding="utf-8"):
            problems.append(f"{rel}: holds a path of the build machine")
        results, text = tool_texts(path, problems)
        check_label(rel, labels[rel], results, text, problems)

    n = len(labels)
    empty = sum(1 for v in labels.values() if not v["expected"])
    foreign = sum(1 for v in labels.values() if v.get("lang") != "en")
    stacks = {v["stack"] for v in labels.values()}
    variations = {v["variation"] for v in labels.values()}
    if n < 60:
        problems.append(f"only {n} transcripts (floor 60)")
    if n and not 0.35 <= empty / n <= 0.45:
        problems.append(f"{empty}/{n} transcripts expect no memory (want about 40%)")
    if n and foreign / n < 0.15:
        problems.append(f"only {foreign}/{n} transcripts in another language (want about 20%)")
    if len(stacks) < 8:
        problems.append(f"only {len(stacks)} stacks")
    if NEEDED_VARIATIONS - variations:
        problems.append(f"missing variations {sorted(NEEDED_VARIATIONS - variations)}")
    if not any(v["variation"] == "secret_in_output" and v["expected"] for v in labels.values()):
        problems.append("no secret case that also expects a memory")
    if not any(v["shape"] == "agent_lesson" for v in labels.values()):
        problems.append("no agent lesson case")
    check_rebuild(problems)

    for p in problems:
        print(p)
    print(
        f"{n} transcripts, {empty} expect no memory, {foreign} not in English, "
        f"{len(stacks)} stacks, "
        f"{sum(len(v['expected']) for v in labels.values())} expected memories: "
        f"{'OK' if not problems else f'{len(problems)} problem(s)'}"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
