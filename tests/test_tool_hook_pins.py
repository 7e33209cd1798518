"""A pin held in a file, and production named as a consequence: two rules of the tool-time
hook (issue 29, round 46), through the real hook. The memories are invented for each rule,
not taken from a benchmark."""

from __future__ import annotations

from pathlib import Path

from test_tool_hook import context_of, fixture
from test_tool_hook import run as run_hook
from test_tool_hook_keys import bash, shown, store


def _edit(project: Path, tmp_path: Path, rel: str, old: str, new: str) -> list[int]:
    path = project / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(old)
    payload = fixture("PreToolUse", "Edit", project)
    payload["tool_input"] = {"file_path": str(path), "old_string": old, "new_string": new}
    payload["session_id"] = "s-1"
    return shown(context_of(run_hook("pre-tool", payload, tmp_path), "PreToolUse"))


def test_an_edit_taking_away_a_pin_the_memory_places_in_that_file_ties_it(project, tmp_path):
    (mid,) = store(
        project,
        "`grpcio` is held at 1.62.2 by a `constraints` entry in deps.lock.json: 1.63 dropped "
        "the fork-safe poller our workers need. Keep it until the workers move to asyncio.",
    )
    old = '  "constraints": [\n    { "name": "grpcio", "version": "1.62.2" }\n  ],\n'
    assert _edit(project, tmp_path, "deps.lock.json", old, "") == [mid]


def test_an_edit_keeping_the_pin_in_that_file_still_follows_the_memory(project, tmp_path):
    store(
        project,
        "`grpcio` is held at 1.62.2 by a `constraints` entry in deps.lock.json: 1.63 dropped "
        "the fork-safe poller our workers need.",
    )
    old, new = '  "requires": ["attrs"],\n', '  "requires": ["attrs", "yarl"],\n'
    assert _edit(project, tmp_path, "deps.lock.json", old, new) == []


def test_production_named_only_as_a_consequence_is_no_guard_of_the_command(project, tmp_path):
    (mid,) = store(
        project,
        "Packages come from Pipenv only; never `pip install` into the project's virtualenv: "
        "the deploy image is built from Pipfile.lock, so anything pip-installed is missing "
        "in production.",
    )
    assert bash(project, tmp_path, "pip install rich") == [mid]


def test_a_rule_about_production_still_guards_the_command(project, tmp_path):
    store(project, "Never `flask db upgrade` against production by hand; CI runs it.")
    assert bash(project, tmp_path, "flask db upgrade") == []
    # the rule in a clause of its own, about the command named before it
    store(project, "`rake search:reindex` drops the index first. Never in prod without a window.")
    assert bash(project, tmp_path, "rake search:reindex", session="s-2") == []


def test_production_is_guarded_by_a_clause_stating_a_rule_only():
    from retain.rank.tooltarget import guards_production

    assert guards_production("Never `x deploy` on prod.")
    assert guards_production("`x seed` re-sends files. Never in prod without asking.")
    assert not guards_production("Use `uv add`: anything pip-installed is missing in production.")
