"""The SessionStart block's tiers and line length: the project's standing rules ahead of
its unproven failure lessons, the user's own lessons and rules after the project's, and
lines cut so the same budget shows more of them (round 21, issue 29)."""

from __future__ import annotations

import re

from retain import Memory
from retain.rank.block import BLOCK_ITEM_CHARS, Block, assemble_context, tier_of

NOW = 1_900_000_000.0


def block_for(mem: Memory, budget: int = 600) -> Block:
    return assemble_context(mem.store, project_id=mem.project_id, budget=budget, now=NOW)


def add(mem: Memory, text: str, **kw) -> int:
    """A constraint follows the user unless told otherwise (models.default_scope): the
    tests name the scope of every constraint they mean as the project's. A lesson or a
    bug fix is a failure lesson, as the write path stores one (models.valence_of)."""
    if kw.get("kind") in ("lesson", "bugfix"):
        kw.setdefault("valence", "failure")
    return mem.add(text, created_at=NOW - 3600, embed=False, **kw)


def test_a_project_constraint_comes_before_an_unproven_failure_lesson(mem):
    lesson = add(mem, "the nightly import crashed on a CSV with a BOM", kind="lesson")
    rule = add(
        mem,
        "ask before adding any new dependency to the lockfile",
        kind="constraint",
        scope="project",
    )
    ids = block_for(mem).memory_ids
    assert ids.index(rule) < ids.index(lesson)


def test_a_proven_failure_lesson_still_comes_before_a_project_constraint(mem):
    rule = add(mem, "never push straight to the release branch", kind="constraint", scope="project")
    proven = add(mem, "the webhook retry double-charged: make it idempotent", kind="bugfix")
    mem.outcome(proven, "ok", now=NOW - 60)
    ids = block_for(mem).memory_ids
    assert ids.index(proven) < ids.index(rule)


def test_the_users_lessons_and_rules_come_after_the_projects_failure_lessons(mem):
    user_lesson = add(mem, "a flaky test once hid a race: rerun twice", kind="lesson", scope="user")
    user_rule = add(mem, "never force-push a shared branch", kind="constraint", scope="user")
    project_lesson = add(mem, "the cache warmed after migrations broke deploys", kind="lesson")
    ids = block_for(mem).memory_ids
    assert ids.index(project_lesson) < ids.index(user_lesson)
    assert ids.index(project_lesson) < ids.index(user_rule)


def test_pinned_memories_of_any_kind_stay_first(mem):
    add(mem, "payments must go through the ledger service", kind="constraint", scope="project")
    pinned = add(mem, "the staging database is shared with QA", kind="decision", scope="user")
    mem.pin(pinned, now=NOW - 3600)
    assert block_for(mem).memory_ids[0] == pinned


def test_tiers_read_scope_from_the_store(mem):
    project_rule = add(
        mem, "migrations are reviewed by the DBA", kind="constraint", scope="project"
    )
    user_rule = add(mem, "answer in English", kind="constraint", scope="user")
    with mem.store.session():
        records = mem.store.block_candidates(
            mem.project_id, now=NOW, kinds=("constraint",), limit=10
        )
    tiers = {r.id: (r.scope, tier_of(r)) for r in records}
    assert tiers == {project_rule: ("project", 2), user_rule: ("user", 4)}


def test_long_lines_are_cut_so_more_of_them_fit(mem):
    body = "the rule is stated first, and the reasons follow at length " * 5
    ids = [add(mem, f"rule {i}: {body}", kind="constraint", scope="project") for i in range(8)]
    block = block_for(mem)
    lines = [line for line in block.text.splitlines() if line.startswith("- [")]
    for line in lines:
        text = re.sub(r"^- \[\d+\] [a-z ]+: ", "", line)
        assert len(text) <= BLOCK_ITEM_CHARS
        assert text.endswith("\u2026")
    # Whole (320 characters each) only four of these fit in the default budget.
    assert len(block.memory_ids) >= 7
    assert set(block.memory_ids) <= set(ids)
