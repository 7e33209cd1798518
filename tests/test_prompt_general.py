"""Prompt-time recall, round 19: a general question (retain.rank.asks) gets a line only
when meaning puts the memory very close (Bar.general), and none by words alone."""

from __future__ import annotations

import pytest

from retain.memory.facade import Memory
from retain.rank import prompt as recall
from retain.rank.asks import general_question
from test_recall import store

ISO = (
    "Container numbers are ISO 6346 (owner code, category letter, six digits, check digit); "
    "ContainerId.parse rejects a wrong check digit."
)
QUESTION = "how is the iso 6346 check digit actually calculated? curious"


@pytest.mark.parametrize(
    "prompt",
    [
        "whats the difference between a guard and an interceptor in nest again",
        "macro vs weighted F1, which one and why",
        "useMemo vs useCallback, when do I use which?",
        "explain PKCE like im five",
        QUESTION,
        "how does envelope budgeting compare to zero-based budgeting, conceptually",
        "how does bigquery bi engine pricing work",
        "what is stir/shaken and do any european operators use it",
        "Was ist eigentlich der Unterschied zwischen Area2D und CharacterBody2D?",
        "explícame la diferencia entre corrutinas y async/await",
        "tu peux m'expliquer la différence entre une sandbox partial copy et une full copy ?",
    ],
)
def test_a_question_about_concepts_is_general(prompt):
    assert general_question(prompt)


@pytest.mark.parametrize(
    "prompt",
    [
        "whats the staging api url the app uses",  # the project's own fact
        "where do i change the time the nightly build runs?",
        "how do i add batch B7 to the pipeline",
        "staging vs prod row counts differ by 3% since the backfill",  # vs, not asked
        "add posthog so we can see which export formats people actually use",  # ours
        "explain why our nightly export died at 02:00",  # ours
        "how does my deploy script pick the region, explain",  # mine
        "pallet label rejected again at the DC, their scanner says it cant find AI 10",
        "thanks, merged",
    ],
)
def test_a_task_or_a_question_about_our_work_is_not(prompt):
    assert not general_question(prompt)


class Answer:
    def __init__(self, near: list[tuple[int, float]], cosines: dict[int, float]) -> None:
        self.near = near
        self.cosines = cosines


class Meaning:
    """The server's side as retain.hooks.meaning.Ask gives it: one cosine for every id."""

    def __init__(self, cosine: float) -> None:
        self.cosine = cosine

    def finish(self, ids: list[int]) -> Answer:
        cosines = {i: self.cosine for i in ids}
        return Answer(sorted(cosines.items())[:2], cosines)


def _shown(mem: Memory, prompt: str, cosine: float | None, bar: recall.Bar | None = None):
    meaning = Meaning(cosine) if cosine is not None else None
    pool = recall.score(mem.store, prompt, project_id=mem.project_id, meaning=meaning)
    return [s.memory.text for s in recall.choose(pool, bar)]


def test_a_general_question_on_a_known_topic_gets_no_block(mem):
    mem = store(mem, ISO)
    pool = recall.score(mem.store, QUESTION, project_id=mem.project_id, meaning=Meaning(0.5))
    assert pool.general and recall.Bar().clears(pool[0])  # it names the memory's topic
    # Before the rule, the memory on its topic was shown, with meaning and by words alone.
    assert _shown(mem, QUESTION, 0.5, recall.Bar(general=None)) == [ISO]
    assert _shown(mem, QUESTION, None, recall.Bar(general=None)) == [ISO]
    assert _shown(mem, QUESTION, 0.5) == []
    assert _shown(mem, QUESTION, None) == []  # words alone never answer one


def test_a_general_question_still_gets_a_memory_meaning_puts_very_close(mem):
    mem = store(mem, ISO)
    assert _shown(mem, QUESTION, recall.GENERAL_COSINE + 0.05) == [ISO]
    assert _shown(mem, QUESTION, recall.GENERAL_COSINE - 0.05) == []


def test_the_same_question_about_our_work_is_judged_as_before(mem):
    mem = store(mem, ISO)
    ours = "how is the iso 6346 check digit calculated in our parser? curious"
    pool = recall.score(mem.store, ours, project_id=mem.project_id, meaning=Meaning(0.5))
    assert not pool.general
    assert _shown(mem, ours, 0.5) == [ISO]


def test_the_block_of_a_general_question_is_empty_through_the_facade(mem):
    mem = store(mem, ISO)
    assert mem.prompt_block(QUESTION, session_id="s-general").memory_ids == ()
    task = "ContainerId.parse accepts a wrong iso 6346 check digit, fix it"
    assert mem.prompt_block(task, session_id="s-task").memory_ids != ()
