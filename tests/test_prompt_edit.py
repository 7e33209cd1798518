"""Prompt-time recall, round 22: a mechanical edit (a rename, a sort, a typo, a size or a
colour; retain.rank.asks.mechanical_edit) is never shown a `fact` describing what it
names, while a rule it may break still is (retain.rank.prompt.EDIT_SKIPS)."""

from __future__ import annotations

import pytest

from retain.memory.facade import Memory
from retain.rank import prompt as recall
from retain.rank.asks import mechanical_edit
from test_prompt_general import Meaning
from test_recall import FILLER

ALERTS = (
    "Alert rules live in ingest/src/alerts.rs: the nectar flow detector flags a gain of "
    "more than 1.5 kg in a day."
)
RULE = "ingest/src/alerts.rs is shared with the firmware team: never rename its public functions."
EDIT = "in alerts.rs rename the nectar flow function to detect_flow and update the callers"


@pytest.mark.parametrize(
    "prompt",
    [
        EDIT,
        "rename the variable cmp to compartment in alloc.go",
        "in seeds/hotels.csv sort the rows by island, then by code",
        "on the osmdroid map, make the plot boundary line thicker and green",
        "fix the typo 'atach' in docs/runbooks/longhorn.md",
        "reformat the settings page template",
    ],
)
def test_an_exact_change_is_a_mechanical_edit(prompt):
    assert mechanical_edit(prompt)


@pytest.mark.parametrize(
    "prompt",
    [
        "how do i rename a column in the prod database?",  # a question
        "the nightly alert mail has garbage where the accents should be",
        "add posthog so we can see which export formats people use",
        "where do i change the time the nightly build runs",
        "make the import faster, it takes 40 minutes",
    ],
)
def test_a_question_a_symptom_or_a_feature_is_not(prompt):
    assert not mechanical_edit(prompt)


def _store(mem: Memory) -> tuple[int, int]:
    for t in FILLER:
        mem.add(t, kind="note", scope="project", embed=False)
    fact = mem.add(ALERTS, kind="fact", scope="project", embed=False)
    rule = mem.add(RULE, kind="constraint", scope="project", embed=False)
    return fact, rule


def _shown(mem: Memory, prompt: str) -> list[int]:
    pool = recall.score(mem.store, prompt, project_id=mem.project_id, meaning=Meaning(0.55))
    return [s.memory.id for s in recall.choose(pool)]


def test_a_mechanical_edit_is_shown_the_rule_not_the_description(mem):
    fact, rule = _store(mem)
    pool = recall.score(mem.store, EDIT, project_id=mem.project_id, meaning=Meaning(0.55))
    assert pool.edit
    clears = {s.memory.id for s in pool if recall.Bar().clears(s)}
    assert {fact, rule} <= clears  # both name what the edit names
    assert _shown(mem, EDIT) == [rule]


def test_a_question_about_the_same_thing_is_still_shown_the_description(mem):
    fact, _ = _store(mem)
    question = "how does the nectar flow detector in alerts.rs decide, what threshold"
    assert fact in _shown(mem, question)
