"""Transcript capture, measured through the plugin's own SessionEnd path.

    python -m benchmarks.capture_bench                    # tune/ half (the default)
    python -m benchmarks.capture_bench --split heldout    # the first set's old held-out half
    python -m benchmarks.capture_bench --split all --misses --show
    python -m benchmarks.capture_bench --data benchmarks/data/capture_blind --split heldout

Each labelled session in benchmarks/data/capture/ (see its README.md; both halves are
tuning data now) or in benchmarks/data/capture_blind/ (the held-out set) gets a fresh
RETAIN_HOME and an empty project directory. The benchmark spawns `python -m retain.hooks.entry
session-end` (what hooks/retain-hook runs) and feeds it a SessionEnd payload on stdin, the
way Claude Code does; the hook starts the sleep pass detached and returns. The benchmark
waits for that pass to write its report line to the retain log, then reads what was stored
with `python -m retain export`, the public export. A stored memory matches a keeper when
each of the keeper's `must_contain_any` groups has one alternative in the memory's text
(case-insensitive); a trap leaks when one of its terms is in a memory's text. A memory
that matches no keeper is noise. Terms found in a memory's `context` (the surrounding
turns kept with it, searchable but never injected as the belief) are counted apart; the
export leaves the context out, so it is read from the store file, read-only.

Reports recall, noise and traps per half, by language and by kind, plus the hook's
return time and the sleep pass's wall time per session.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "capture"
PASS_TIMEOUT = 180.0
# The label schema every capture set follows (its tests check each label against these).
KEEPER_KINDS = frozenset(
    {"procedure", "fact", "constraint", "preference", "decision", "bugfix", "lesson"}
)
TRAP_KINDS = frozenset(
    {
        "tool_output",
        "own_block",
        "secret",
        "question",
        "chitchat",
        "wrong_guess",
        "task_local",
        "retracted",
        # added with the second blind set
        "hypothetical",
        "quoted",
        "reported_opinion",
        "temporary",
        "pasted_log",
        "joke",
    }
)


@dataclass
class SessionResult:
    name: str
    stored: list[dict]
    found: dict[str, bool]
    noise: list[str]
    traps: list[str]  # trap ids whose terms are in a stored memory's text
    context_traps: list[str]  # ... only in a memory's context
    hook_seconds: float
    pass_seconds: float
    error: str | None = None
    keepers: list[dict] = field(default_factory=list)


def _has(text: str, term: str) -> bool:
    return term.casefold() in text.casefold()


def matches_keeper(text: str, keeper: dict) -> bool:
    return all(any(_has(text, alt) for alt in group) for group in keeper["must_contain_any"])


def leaks(text: str, trap: dict) -> bool:
    return any(_has(text, term) for term in trap["must_not_contain"])


def _first_session_id(path: Path) -> str:
    with path.open(encoding="utf-8") as f:
        for line in f:
            try:
                sid = json.loads(line).get("sessionId")
            except ValueError:
                continue
            if isinstance(sid, str):
                return sid
    return path.stem


def _wait_for_pass(log: Path, timeout: float) -> str | None:
    """The sleep pass's report line (its JSON report, or `error: ...`) once it is in the
    log, else None. Other lines the pass writes on the way (an embedder it could not
    load, an unreachable team store) are not its end: reading the store then raced it."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if log.exists():
            for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
                if " sleep " in line:
                    message = line.split(" sleep ", 1)[1]
                    if message.startswith(("{", "error")):
                        return message
        time.sleep(0.05)
    return None


def _contexts(db: Path) -> dict[int, str]:
    """Each memory's context. The export leaves it out, so it is read from the store file
    (read-only); only the trap check uses it."""
    if not db.exists():
        return {}
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = conn.execute("SELECT id, context FROM memories WHERE context IS NOT NULL")
        return {int(i): str(c) for i, c in rows}
    finally:
        conn.close()


def run_session(transcript: Path, label: dict, work: Path) -> SessionResult:
    home = work / "home"
    project = work / Path(label["project_dir"]).name
    project.mkdir(parents=True)
    env = {**os.environ, "RETAIN_HOME": str(home)}
    env.pop("RETAIN_DB", None)
    env.pop("CLAUDE_PROJECT_DIR", None)
    payload = {
        "session_id": _first_session_id(transcript),
        "transcript_path": str(transcript),
        "cwd": str(project),
        "hook_event_name": "SessionEnd",
        "reason": "prompt_input_exit",
    }
    started = time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "retain.hooks.entry", "session-end"],
        input=json.dumps(payload).encode(),
        env=env,
        cwd=str(project),
        check=False,
        capture_output=True,
        timeout=30,
    )
    hook_seconds = time.monotonic() - started
    report = _wait_for_pass(home / "retain.log", PASS_TIMEOUT)
    pass_seconds = time.monotonic() - started
    error = None if report is not None else "the sleep pass wrote no report"
    if report is not None and report.startswith("error"):
        error = report
    out = subprocess.run(
        [sys.executable, "-m", "retain", "export"],
        env=env,
        cwd=str(project),
        check=False,
        capture_output=True,
        timeout=60,
    )
    stored = [json.loads(line) for line in out.stdout.decode().splitlines() if line.strip()]
    contexts = _contexts(home / "retain.db")
    for m in stored:
        m["context"] = contexts.get(m["id"])
    keepers, traps = label["keepers"], label["traps"]
    found = {k["id"]: any(matches_keeper(m["text"], k) for m in stored) for k in keepers}
    noise = [m["text"] for m in stored if not any(matches_keeper(m["text"], k) for k in keepers)]
    leaked = [t["id"] for t in traps if any(leaks(m["text"], t) for m in stored)]
    in_context = [
        t["id"]
        for t in traps
        if t["id"] not in leaked and any(leaks(m.get("context") or "", t) for m in stored)
    ]
    return SessionResult(
        transcript.name,
        stored,
        found,
        noise,
        leaked,
        in_context,
        hook_seconds,
        pass_seconds,
        error,
        keepers,
    )


def _pct(a: int, b: int) -> str:
    return f"{a / b:.2f} ({a}/{b})" if b else "-"


def report(split: str, results: list[SessionResult], labels: dict[str, dict]) -> dict:
    kept = sum(sum(r.found.values()) for r in results)
    total = sum(len(r.found) for r in results)
    stored = sum(len(r.stored) for r in results)
    noise = sum(len(r.noise) for r in results)
    traps = sum(len(r.traps) for r in results)
    n_traps = sum(len(labels[r.name]["traps"]) for r in results)
    ctx = sum(len(r.context_traps) for r in results)
    print(f"\n## {split}: {len(results)} sessions")
    print(f"recall {_pct(kept, total)}   noise {_pct(noise, stored)}   ", end="")
    print(f"traps stored {traps}/{n_traps}   trap terms only in a context {ctx}")
    by_lang: dict[str, list[bool]] = defaultdict(list)
    by_kind: dict[str, list[bool]] = defaultdict(list)
    by_trap: dict[str, list[bool]] = defaultdict(list)  # True: stored
    for r in results:
        for t in labels[r.name]["traps"]:
            by_trap[t["kind"]].append(t["id"] in r.traps)
        for k in r.keepers:
            by_lang[k["language"]].append(r.found[k["id"]])
            by_kind[k["kind"]].append(r.found[k["id"]])
    print("\n| session | keepers found | stored | noise | traps | hook s | pass s |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for r in results:
        print(
            f"| {r.name} | {sum(r.found.values())}/{len(r.found)} | {len(r.stored)} | "
            f"{len(r.noise)} | {len(r.traps)} | {r.hook_seconds:.2f} | {r.pass_seconds:.2f} |"
        )
    for title, groups in (("language", by_lang), ("kind", by_kind)):
        print(f"\n| {title} | recall |\n| --- | --- |")
        for key in sorted(groups):
            print(f"| {key} | {_pct(sum(groups[key]), len(groups[key]))} |")
    print("\n| trap kind | stored |\n| --- | --- |")
    for key in sorted(by_trap):
        print(f"| {key} | {sum(by_trap[key])}/{len(by_trap[key])} |")
    hooks = [r.hook_seconds for r in results]
    passes = [r.pass_seconds for r in results]
    print(
        f"\nhook returns in median {statistics.median(hooks):.2f} s (max {max(hooks):.2f}); "
        f"sleep pass median {statistics.median(passes):.2f} s (max {max(passes):.2f})"
    )
    for r in results:
        if r.error:
            print(f"!! {r.name}: {r.error}")
    return {
        "split": split,
        "recall": kept / total if total else None,
        "keepers": total,
        "found": kept,
        "stored": stored,
        "noise": noise,
        "traps_stored": traps,
        "context_trap_terms": ctx,
        "by_language": {k: [sum(v), len(v)] for k, v in by_lang.items()},
        "by_kind": {k: [sum(v), len(v)] for k, v in by_kind.items()},
        "traps_by_kind": {k: [sum(v), len(v)] for k, v in by_trap.items()},
        "hook_seconds_median": statistics.median(hooks),
        "pass_seconds_median": statistics.median(passes),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.capture_bench")
    parser.add_argument("--split", choices=("tune", "heldout", "all"), default="tune")
    parser.add_argument("--data", type=Path, default=DATA, help="folder with labels.json")
    parser.add_argument("--only", help="run only transcripts whose name contains this")
    parser.add_argument("--misses", action="store_true", help="list keepers not found")
    parser.add_argument("--show", action="store_true", help="print every stored memory")
    parser.add_argument("--json", type=Path, help="write the figures here")
    args = parser.parse_args(argv)
    args.data = args.data.resolve()  # the detached sleep pass runs in another directory
    labels_path = args.data / "labels.json"
    if not labels_path.is_file():
        print(f"no capture set at {args.data}; nothing to measure")
        return 0
    labels: dict[str, dict] = json.loads(labels_path.read_text(encoding="utf-8"))
    splits = ("tune", "heldout") if args.split == "all" else (args.split,)
    figures = []
    for split in splits:
        names = sorted(n for n in labels if n.startswith(split + "/"))
        if args.only:
            names = [n for n in names if args.only in n]
        results = []
        by_name: dict[str, dict] = {}
        for name in names:
            with tempfile.TemporaryDirectory(prefix="retain-capture-") as tmp:
                r = run_session(args.data / name, labels[name], Path(tmp))
            r.name = name
            by_name[name] = labels[name]
            results.append(r)
            if args.show or args.misses:
                print(f"\n# {name}")
            if args.show:
                for m in r.stored:
                    tag = "  " if m["text"] not in r.noise else "N "
                    print(f"  {tag}[{m['kind']}] {m['text']}")
                    if m.get("context"):
                        print(f"       context: {m['context'][:200]!r}")
            if args.misses:
                for k in r.keepers:
                    if not r.found[k["id"]]:
                        print(f"  MISS {k['id']} {k['kind']}: {k['statement']}")
                for t in r.traps:
                    print(f"  TRAP {t} stored")
                for text in r.noise:
                    print(f"  NOISE {text}")
        if results:
            figures.append(report(split, results, by_name))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
