"""Validate the fixes3 set; exit 1 on any problem.

    python benchmarks/data/fixes3/check.py

Checks: every transcript is valid JSONL in Claude Code's record shape; labels and files
match one to one; every fix's `error` appears verbatim in an error tool result; the fix
itself (one term of each group) and every trap appear in the transcript; no trap overlaps
a must-contain term; split.json holds everything out; floors on size, the share of
sessions with no fix memory, other languages and secrets; a rebuild is byte-identical.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
BASE_KEYS = {"type", "uuid", "parentUuid", "sessionId", "cwd", "version", "gitBranch", "timestamp"}
SHAPES = {
    "install",
    "config",
    "setup",
    "invocation",
    "agent_lesson",
    "flaky",
    "unfixed",
    "unrelated",
    "interrupted",
    "narration",
}
NO_MEMORY = {"flaky", "unfixed", "unrelated", "interrupted", "narration"}
MIN_FILES = 60
problems: list[str] = []


def bad(msg: str) -> None:
    problems.append(msg)


def texts(path: Path) -> tuple[list[str], list[str], list[str]]:
    """(error tool-result texts, all texts, assistant prose) of one transcript."""
    errors: list[str] = []
    every: list[str] = []
    prose: list[str] = []
    uses: set[str] = set()
    answered: set[str] = set()
    seen: set[str] = set()
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            bad(f"{path.name}:{n}: not JSON ({exc})")
            continue
        missing = BASE_KEYS - rec.keys()
        if missing:
            bad(f"{path.name}:{n}: missing {sorted(missing)}")
        if rec.get("parentUuid") is not None and rec["parentUuid"] not in seen:
            bad(f"{path.name}:{n}: parentUuid points at no earlier record")
        seen.add(rec.get("uuid", ""))
        msg = rec.get("message", {})
        content = msg.get("content")
        if isinstance(content, str):
            every.append(content)
            continue
        for block in content or []:
            kind = block.get("type")
            if kind == "text":
                every.append(block["text"])
                prose.append(block["text"])
            elif kind == "thinking":
                every.append(block["thinking"])
            elif kind == "tool_use":
                uses.add(block["id"])
                every.append(json.dumps(block["input"], ensure_ascii=False))
                every.extend(str(v) for v in block["input"].values())
            elif kind == "tool_result":
                answered.add(block["tool_use_id"])
                body = block["content"]
                body = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
                every.append(body)
                if block.get("is_error"):
                    errors.append(body)
    if uses != answered:
        bad(f"{path.name}: tool_use ids without results or results without calls")
    return errors, every, prose


def check_labels(labels: dict[str, Any]) -> None:
    files = {f"heldout/{p.name}" for p in (HERE / "heldout").glob("*.jsonl")}
    for rel in sorted(files - labels.keys()):
        bad(f"{rel}: no label")
    for rel in sorted(labels.keys() - files):
        bad(f"{rel}: label for a missing file")
    for rel, lab in labels.items():
        if rel not in files:
            continue
        errors, every, prose = texts(HERE / rel)
        blob = "\n".join(every)
        if lab["shape"] not in SHAPES:
            bad(f"{rel}: unknown shape {lab['shape']}")
        if (lab["shape"] in NO_MEMORY) != (not lab["expected"]):
            bad(f"{rel}: shape {lab['shape']} does not match {len(lab['expected'])} expected")
        terms: list[str] = []
        for e in lab["expected"]:
            groups = e["must_contain_any"]
            if not groups or not all(groups):
                bad(f"{rel} {e['id']}: empty must_contain_any")
            terms += [t for g in groups for t in g]
            if e["kind"] not in {"bugfix", "lesson"}:
                bad(f"{rel} {e['id']}: kind {e['kind']}")
            if e["source"] == "fix":
                if not any(e["error"] in body for body in errors):
                    bad(f"{rel} {e['id']}: error text not verbatim in an error tool result")
                for g in groups:
                    if not any(t in blob for t in g):
                        bad(f"{rel} {e['id']}: no term of {g} in the transcript")
            elif e["source"] == "agent":
                if "error" in e:
                    bad(f"{rel} {e['id']}: an agent lesson has no error")
                for g in groups:
                    if not any(t in p for p in prose for t in g):
                        bad(f"{rel} {e['id']}: the agent never states {g}")
            else:
                bad(f"{rel} {e['id']}: source {e['source']}")
        for trap in lab["traps"]:
            if trap not in blob:
                bad(f"{rel}: trap {trap!r} not in the transcript")
            for term in terms:
                if trap.lower() in term.lower() or term.lower() in trap.lower():
                    bad(f"{rel}: trap {trap!r} overlaps must-contain {term!r}")
        if str(HERE.parents[2]) in blob:
            bad(f"{rel}: a path of the build machine leaked in")


def check_floors(labels: dict[str, Any]) -> None:
    n = len(labels)
    if n < MIN_FILES:
        bad(f"{n} transcripts, want >= {MIN_FILES}")
    none = sum(1 for lab in labels.values() if not lab["expected"])
    if not 0.35 <= none / n <= 0.5:
        bad(f"{none}/{n} sessions without a fix memory, want 35-50%")
    other = sum(1 for lab in labels.values() if lab["lang"] != "en")
    if not 0.15 <= other / n <= 0.3:
        bad(f"{other}/{n} sessions in another language, want 15-30%")
    secret = [lab for lab in labels.values() if lab["variation"] == "secret_in_output"]
    if not any(lab["expected"] for lab in secret) or not any(not lab["expected"] for lab in secret):
        bad("want a secret_in_output session with a memory and one without")
    for shape in SHAPES:
        if not any(lab["shape"] == shape for lab in labels.values()):
            bad(f"no {shape} session")
    if sorted(p.name for p in (HERE / "tune").iterdir()) != [".gitkeep"]:
        bad("tune/ must hold only .gitkeep")
    split = json.loads((HERE / "split.json").read_text(encoding="utf-8"))
    if split.get("tune") != [] or sorted(split.get("heldout", [])) != sorted(labels):
        bad("split.json must hold every labelled file out and tune nothing")


def check_rebuild() -> None:
    with tempfile.TemporaryDirectory(prefix="fixes3-rebuild-") as tmp:
        subprocess.run(
            [sys.executable, str(HERE / "build.py"), "--out", tmp], check=True, capture_output=True
        )
        ours = sorted(
            p.relative_to(HERE)
            for p in HERE.rglob("*")
            if p.is_file()
            and (p.parent.name in {"heldout", "tune"} or p.name in {"labels.json", "split.json"})
        )
        for rel in ours:
            other = Path(tmp) / rel
            if not other.exists() or other.read_bytes() != (HERE / rel).read_bytes():
                bad(f"{rel}: a rebuild differs")
        theirs = sorted(p.relative_to(tmp) for p in Path(tmp).rglob("*") if p.is_file())
        if theirs != ours:
            bad("a rebuild writes a different set of files")


def main() -> int:
    labels = json.loads((HERE / "labels.json").read_text(encoding="utf-8"))
    check_labels(labels)
    check_floors(labels)
    check_rebuild()
    for p in problems:
        print(p)
    none = sum(1 for lab in labels.values() if not lab["expected"])
    mems = sum(len(lab["expected"]) for lab in labels.values())
    print(
        f"{len(labels)} transcripts, {mems} expected memories, {none} without one: "
        f"{'FAIL' if problems else 'ok'}"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
