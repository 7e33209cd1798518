"""What the failure -> fix tests share: a session in Claude Code's JSONL shape
(benchmarks/cc_transcript.py), the fixes the sleep pass reads from it, and the memories
a whole sleep pass keeps from it."""

from __future__ import annotations

from pathlib import Path

from benchmarks.cc_transcript import Transcript

from retain import Memory
from retain.sleep.fixes import Fix, fixes_in
from retain.sleep.run import run_sleep_pass

NOW = 1_798_000_000.0


def session(name: str) -> Transcript:
    return Transcript(session_id=f"s-{name}", cwd=f"/home/dev/{name}")


def fixes(tmp_path: Path, t: Transcript) -> list[Fix]:
    return fixes_in(t.write(tmp_path / f"{t.session_id}.jsonl"))


def live_texts(tmp_path: Path, t: Transcript, project_dir: Path) -> list[str]:
    """The live memories' texts after one sleep pass over this session."""
    path = t.write(tmp_path / f"{t.session_id}.jsonl")
    db = tmp_path / "r.db"
    run_sleep_pass(db, now=NOW, transcript_path=path, session_id=t.session_id,
                   project_dir=project_dir)  # fmt: skip
    mem = Memory(db, project=str(project_dir))
    try:
        return [m.text for m in mem.store.iter_memories(live_only=True)]
    finally:
        mem.store.close()
