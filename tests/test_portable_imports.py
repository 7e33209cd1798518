"""Importing Claude Code's own memory files and a JSON Lines export."""

from __future__ import annotations

import json
from pathlib import Path

from retain import Memory
from retain.portable.claude_code import (
    import_claude_code,
    infer_kind,
    project_key,
    statements,
)
from retain.portable.jsonl import import_jsonl

CLAUDE_MD = """\
# Project notes

@docs/extra.md

## Commands
- Run `make check` before every push
- Build the docs with `mkdocs build --strict`

## Rules
- Never commit `package-lock.json`; we use pnpm
- Testing:
  - use tmp_path databases, never the real home
  - time is injected, never slept on

```bash
rm -rf /   # code is not a statement
```

<!-- a comment
that spans lines -->

| table | rows |
|-------|------|
| are   | skipped |

We chose PostgreSQL 16 for the team store
because pgvector runs on it.
"""

TOPIC = """\
---
name: terse answers
description: how the user wants answers
type: user
---
The user prefers short answers without a closing summary.
**Why:** they read the diff themselves.
"""


def test_project_key_matches_claude_code():
    assert project_key("/home/me/my_app.v2") == "-home-me-my-app-v2"
    assert project_key("/srv/研究/x") == "-srv----x"


def test_statements_split_bullets_paragraphs_and_skip_the_rest():
    found = [s.text for s in statements(CLAUDE_MD)]
    assert found == [
        "Run `make check` before every push",
        "Build the docs with `mkdocs build --strict`",
        "Never commit `package-lock.json`; we use pnpm",
        "Testing: use tmp_path databases, never the real home",
        "Testing: time is injected, never slept on",
        "We chose PostgreSQL 16 for the team store because pgvector runs on it.",
    ]
    first = next(statements(CLAUDE_MD))
    assert (first.line, first.heading) == (6, "Commands")


def test_kinds_are_inferred():
    kinds = [infer_kind(s) for s in statements(CLAUDE_MD)]
    assert kinds == ["procedure", "procedure", "constraint", "constraint", "constraint", "decision"]


def _claude_home(home: Path, project: Path) -> None:
    (home / ".claude").mkdir(exist_ok=True)
    (home / ".claude" / "CLAUDE.md").write_text("- I prefer answers in British English\n")
    memdir = home / ".claude" / "projects" / project_key(project) / "memory"
    memdir.mkdir(parents=True)
    (memdir / "MEMORY.md").write_text(
        "- [terse answers](terse.md) - how the user wants answers\n"
        "- The staging database is reset every Monday at 06:00 UTC\n"
    )
    (memdir / "terse.md").write_text(TOPIC)
    (project / "CLAUDE.md").write_text(CLAUDE_MD)
    (project / "CLAUDE.local.md").write_text("My sandbox is at http://localhost:8321\n")
    rules = project / ".claude" / "rules"
    rules.mkdir(parents=True)
    (rules / "api.md").write_text(
        "---\npaths: src/api/**\n---\n- API handlers must validate input\n"
    )


def test_claude_code_import_writes_each_statement_once(mem, isolated_home, project_dir):
    _claude_home(isolated_home, project_dir)
    dry = import_claude_code(mem, project_dir, dry_run=True)
    assert len(dry.planned) == 11 and not dry.written
    assert mem.memories() == []
    report = import_claude_code(mem, project_dir)
    assert report.errors == []
    assert len(report.written) == 11
    by_text = {m.text: m for m in mem.memories()}
    pref = by_text["I prefer answers in British English"]
    assert (pref.kind, pref.scope) == ("preference", "user")
    topic = by_text[
        "The user prefers short answers without a closing summary. "
        "**Why:** they read the diff themselves."
    ]
    assert (topic.kind, topic.scope) == ("preference", "user")
    rule = by_text["API handlers must validate input"]
    assert (rule.kind, rule.scope, rule.project_id) == ("constraint", "project", mem.project_id)
    never = by_text["Never commit `package-lock.json`; we use pnpm"]
    assert never.scope == "project"  # a CLAUDE.md constraint is this project's rule
    episodes = mem.explain(never.id).episodes
    assert [(e.source, e.actor) for e in episodes] == [("import", "agent")]  # the repo's
    # Twice: nothing new, not even support; and a forgotten import stays forgotten.
    mem.forget(rule.id, "not true any more")
    before = [(m.id, m.support, m.status) for m in mem.memories()]
    again = import_claude_code(mem, project_dir)
    assert again.written == [] and all(p.existing for p in again.planned)
    assert [(m.id, m.support, m.status) for m in mem.memories()] == before


def test_claude_code_import_with_nothing_there(mem, project_dir):
    report = import_claude_code(mem, project_dir, dry_run=True)
    assert report.sources == [] and report.planned == []


def _export(mem: Memory, path: Path) -> None:
    from retain.cli.main import main

    assert main(["--db", str(mem.path), "export", "-o", str(path)]) == 0


def test_jsonl_round_trip_moves_a_store(mem, tmp_path, project_dir):
    a = mem.write("flags live in LaunchDarkly", kind="decision").memory_id
    b = mem.write("flags moved to Unleash", kind="decision", verdict="contradiction", target=a)
    gone = mem.write("the wiki is on Confluence", kind="fact").memory_id
    mem.forget(gone, "moved to Notion")
    mem.write("部署前必须运行迁移", kind="constraint", pinned=True)
    mem.outcome(b.memory_id, "ok", session_id="s1")
    dump = tmp_path / "all.jsonl"
    _export(mem, dump)
    other = Memory(tmp_path / "other.db", project=str(project_dir))
    other.write("an unrelated memory already there", kind="note")
    report = import_jsonl(other, dump, trusted=True)  # one's own store: trust and pins kept
    assert (report.records, report.added, report.errors) == (4, 4, [])

    def shape(m: Memory) -> list[tuple]:
        recs = {r.id: r for r in m.memories()}
        return sorted(
            (
                r.text,
                r.status,
                r.pinned,
                r.n_success,
                r.valid_to is None,
                recs[r.superseded_by].text if r.superseded_by else None,
                len(m.explain(r.id).episodes),
            )
            for r in recs.values()
            if r.text != "an unrelated memory already there"
        )

    assert shape(other) == shape(mem)
    again = import_jsonl(other, dump)
    assert (again.added, again.already) == (0, 4)
    assert len(other.memories()) == 5


def test_jsonl_bad_lines_are_reported_and_skipped(mem, tmp_path):
    mem.write("a good memory to carry", kind="fact")
    dump = tmp_path / "all.jsonl"
    _export(mem, dump)
    good = dump.read_text().strip()
    broken = json.loads(good)
    broken["kind"] = "feeling"
    dump.write_text("{not json\n" + json.dumps(broken) + "\n" + good + "\n")
    other = Memory(tmp_path / "other.db")
    report = import_jsonl(other, dump)
    assert report.added == 1
    assert len(report.errors) == 2
    assert report.errors[0].startswith(f"{dump}:1: not JSON")
    assert f"{dump}:2: kind must be one of" in report.errors[1]
