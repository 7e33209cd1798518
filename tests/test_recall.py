"""Prompt-time recall: the relevance bar and the block, on both real stores (the contract)."""

from __future__ import annotations

from conftest import db_rows
from retain import text as textmod
from retain.memory.facade import Memory
from retain.rank import prompt as recall
from retain.rank.block import FENCE_TAG

FILLER = [
    f"the {w} service test run {i} passed on the staging cluster"
    for i, w in enumerate(["billing", "search", "auth", "mail", "report", "export"] * 10)
]


def store(mem: Memory, *texts: str) -> Memory:
    for t in FILLER:
        mem.add(t, kind="fact", scope="project", embed=False)
    for t in texts:
        mem.add(t, kind="bugfix", scope="project", embed=False)
    return mem


def shown(mem: Memory, prompt: str) -> list[str]:
    chosen = recall.choose(recall.score(mem.store, prompt, project_id=mem.project_id))
    return [s.memory.text for s in chosen]


def test_rare_words_clear_the_bar_and_common_ones_do_not(mem):
    fix = "celerybeat held the invoices table lock during migrate; stop celerybeat first"
    mem = store(mem, fix)
    assert shown(mem, "migrate hangs on the invoices table lock again, celerybeat running") == [fix]
    # Only words every other memory uses: nothing clears, however many match.
    assert shown(mem, "the staging test run on the cluster passed?") == []
    # Chit-chat and one-word prompts say too little.
    assert shown(mem, "thanks!") == []
    assert shown(mem, "celerybeat") == []


def test_a_prompt_mostly_about_something_else_gets_nothing(mem):
    mem = store(
        mem, "celerybeat held the invoices table lock during migrate; stop celerybeat first"
    )
    prompt = (
        "write a regex for IBAN format validation, ignoring the checksum, for the invoices form"
    )
    assert shown(mem, prompt) == []


def test_already_shown_memories_are_excluded(mem):
    fix = "celerybeat held the invoices table lock during migrate; stop celerybeat first"
    mem = store(mem, fix)
    scored = recall.score(mem.store, "celerybeat invoices lock", project_id=mem.project_id)
    first = scored[0].memory.id
    again = recall.score(
        mem.store, "celerybeat invoices lock", project_id=mem.project_id, exclude={first}
    )
    assert first not in [s.memory.id for s in again]


def test_the_block_stays_within_budget_and_three_lines(mem):
    long = [f"celerybeat lock variant {i}: " + "very long explanation " * 40 for i in range(5)]
    mem = store(mem, *long)
    chosen = recall.choose(
        recall.score(mem.store, "celerybeat lock variant", project_id=mem.project_id),
        recall.Bar(words=0.0, relative=0.0, words_lines=recall.PROMPT_MAX_ITEMS),
    )
    assert len(chosen) == recall.PROMPT_MAX_ITEMS
    block = recall.render(chosen)
    assert textmod.estimate_tokens(block.text) <= recall.PROMPT_BUDGET
    assert 1 <= len(block.memory_ids) <= recall.PROMPT_MAX_ITEMS
    assert block.text.startswith(f"<{FENCE_TAG} nonce=") and block.text.count(FENCE_TAG) == 2
    assert all(len(line) <= recall.PROMPT_ITEM_CHARS + 40 for line in block.text.splitlines()[2:-2])
    assert recall.render([]).text == ""


def test_idf_weighs_unknown_words_most():
    assert recall.idf(0, 1000) > recall.idf(5, 1000) > recall.idf(500, 1000)


def test_the_block_records_what_it_shows_and_never_shows_it_twice(mem):
    fix = "celerybeat held the invoices table lock during migrate; stop celerybeat first"
    store(mem, fix)
    prompt = "migrate hangs on the invoices table lock again, celerybeat running"
    first = mem.prompt_block(prompt, session_id="s-recall")
    assert len(first.memory_ids) == 1 and fix in first.text
    (row,) = db_rows(mem, "SELECT kind, source FROM injections WHERE session_id = ?", "s-recall")
    assert (row["kind"], row["source"]) == ("prompt", "prompt")
    assert mem.prompt_block(prompt, session_id="s-recall").memory_ids == ()
    assert mem.prompt_block(prompt, session_id="another").memory_ids == first.memory_ids


FEED_FIX = (
    "The supplier feed importer crashed with a segfault inside libxml2 whenever a supplier "
    "name held an emoji; names are now cleaned in feeds/clean.py before parsing."
)
SIDEBAR = "Supplier names are shown in the catalogue sidebar, sorted by country."
RETOLD = (
    "the importer blew up last night again, segfault, i think one supplier put an emoji "
    "in their name"
)


def test_a_retold_incident_is_shown_as_the_clear_winner_by_words(mem):
    mem = store(mem, FEED_FIX, SIDEBAR)
    scored = recall.score(mem.store, RETOLD, project_id=mem.project_id)
    best, runner_up = scored[0], scored[1]
    # The prompt carries many words no memory uses: under the words bar...
    assert best.memory.text == FEED_FIX and best.words < recall.WORDS_BAR
    # ...but it shares four or more of its words with one memory, far ahead of the next.
    assert len(best.matched) >= recall.WINNER_TERMS
    assert runner_up.words <= recall.WINNER_RATIO * best.words
    assert [s.memory.text for s in recall.choose(scored)] == [FEED_FIX]
    assert recall.choose(scored, recall.Bar(winner=None)) == []


def test_no_clear_winner_when_another_memory_covers_nearly_as_much(mem):
    rival = (
        "A supplier name with an emoji made the nightly price importer skip that supplier; "
        "the importer logs the name and goes on."
    )
    mem = store(mem, FEED_FIX, rival)
    scored = recall.score(mem.store, RETOLD, project_id=mem.project_id)
    assert {s.memory.text for s in scored[:2]} == {FEED_FIX, rival}
    assert scored[0].relevance < recall.WORDS_BAR  # nothing clears the bar itself
    assert scored[1].words > recall.WINNER_RATIO * scored[0].words
    assert recall.choose(scored) == []


def test_no_clear_winner_on_fewer_shared_words(mem):
    mem = store(mem, FEED_FIX, SIDEBAR)
    prompt = "importer segfault last night, the logs say nothing useful and the dashboard is blank"
    scored = recall.score(mem.store, prompt, project_id=mem.project_id)
    assert scored[0].memory.text == FEED_FIX and scored[0].words < recall.WORDS_BAR
    assert len(scored[0].matched) < recall.WINNER_TERMS
    assert recall.choose(scored) == []


def test_the_clear_winner_applies_with_meaning_too(mem):
    """With the serve's cosines in, the fused bar decides first; below it, the same
    clear winner by words is shown, and a runner-up close by meaning does not change it."""
    mem = store(mem, FEED_FIX, SIDEBAR)
    words = recall.score(mem.store, RETOLD, project_id=mem.project_id)
    with_cos = [
        recall.Scored(s.memory, s.words, s.matched_idf, s.matched, cosine)
        for s, cosine in zip(words[:2], (recall.MEANING_FLOOR, 0.55))
    ]
    with_cos.sort(key=lambda s: -s.relevance)
    assert all(s.relevance < recall.FUSED_BAR for s in with_cos)
    assert with_cos[0].memory.text == SIDEBAR  # meaning alone would rank the other first
    assert [s.memory.text for s in recall.choose(with_cos)] == [FEED_FIX]
