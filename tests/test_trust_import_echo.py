"""`retain import --claude-code` says what it stored as it stored it: a token a CLAUDE.md
held was printed in the clear beside "stored as [n]" (on the terminal, in a CI log, in the
transcript of the agent that ran the import), while the store kept it redacted."""

from __future__ import annotations

from pathlib import Path

from retain import Memory
from retain.portable.claude_code import import_claude_code

TOKEN = "ghp_" + "L0k9J8h7G6f5D4s3A2q1W2e3R4t5Y6u7I8o6"


def test_the_import_report_shows_no_secret_it_did_not_store(tmp_path: Path) -> None:
    home, project = tmp_path / "home", tmp_path / "project"
    (home / ".claude").mkdir(parents=True)
    project.mkdir()
    (project / "CLAUDE.md").write_text(f"- The npm token is {TOKEN}; always publish from CI\n")
    mem = Memory(tmp_path / "m.db", embedder=None, project=str(project))
    dry = import_claude_code(mem, project, home=home, dry_run=True).summary()
    assert TOKEN not in dry and "[REDACTED" in dry
    done = import_claude_code(mem, project, home=home).summary()
    assert "stored as" in done and TOKEN not in done and "[REDACTED" in done
    assert [TOKEN in m.text for m in mem.memories()] == [False]
    again = import_claude_code(mem, project, home=home).summary()  # already known
    assert "already known" in again and TOKEN not in again
