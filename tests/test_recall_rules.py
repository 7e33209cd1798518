"""Prompt-time recall, round 6: the clear winner by meaning, meaning's veto, and memories
the session already has competing like the rest (retain.rank.prompt.choose), on both stores."""

from __future__ import annotations

from retain.memory.facade import Memory
from retain.rank import prompt as recall
from test_recall import FEED_FIX, RETOLD, SIDEBAR, store

PAYOUT_FIX = (
    "Seller payouts were paid twice after a deploy: the old worker was stopped mid-job; "
    "payout jobs now take an advisory lock keyed on the payout id."
)
# Retold in the user's own words: one shared word, under every words rule.
PAYOUT_RETOLD = "a seller says she got her money two times this morning, can you look"


def with_cosines(scored: list[recall.Scored], cosines: dict[str, float]) -> list[recall.Scored]:
    """The same word evidence with the given cosines (by memory text), best first."""
    out = [
        recall.Scored(
            s.memory,
            s.words,
            s.matched_idf,
            s.matched,
            cosines.get(s.memory.text),
            lexical_rank=s.lexical_rank,
        )
        for s in scored
    ]
    out.sort(key=lambda s: (-s.relevance, -s.memory.id))
    return out


def leader_pool(mem: Memory, lead: float, second: float) -> tuple[recall.Pool, int]:
    """The payout prompt's candidates as the server would answer: PAYOUT_FIX nearest at
    `lead`, the next memory in scope at `second`."""
    mem = store(mem, PAYOUT_FIX, SIDEBAR)
    words = recall.score(mem.store, PAYOUT_RETOLD, project_id=mem.project_id)
    ids = {s.memory.text: s.memory.id for s in words}
    assert PAYOUT_FIX in ids
    scored = with_cosines(words, {PAYOUT_FIX: lead})
    other = _id(mem, SIDEBAR)  # nearest after it: need not share a word with the prompt
    return recall.Pool(scored, [(ids[PAYOUT_FIX], lead), (other, second)]), ids[PAYOUT_FIX]


def test_the_nearest_memory_well_ahead_by_meaning_is_shown_alone(mem):
    pool, fix = leader_pool(mem, lead=0.52, second=0.30)
    # Nothing clears the fused bar and there is no clear winner by words...
    assert all(s.relevance < recall.FUSED_BAR for s in pool)
    assert recall.choose(pool, recall.Bar(leader=None)) == []
    # ...but the server names it nearest, far ahead of the next memory.
    assert [s.memory.id for s in recall.choose(pool)] == [fix]


def test_no_leader_when_the_next_memory_is_close_or_the_nearest_is_far(mem):
    close, _ = leader_pool(mem, lead=0.52, second=0.52 - recall.LEADER_LEAD + 0.02)
    assert recall.choose(close) == []
    far, _ = leader_pool(mem, lead=recall.LEADER_COSINE - 0.02, second=0.1)
    assert recall.choose(far) == []


def test_no_leader_without_an_answer(mem):
    pool, _ = leader_pool(mem, lead=0.6, second=0.1)
    words_only = recall.Pool(list(pool), [])  # the hook had no answer in time
    assert recall.choose(words_only) == []
    assert recall.choose(list(pool)) == []  # a plain list carries no `near`


def test_the_leader_already_shown_is_not_replaced_by_another(mem):
    pool, fix = leader_pool(mem, lead=0.52, second=0.30)
    assert recall.choose(pool, shown={fix}) == []


def test_meaning_vetoes_a_line_it_calls_unrelated(mem):
    mem = store(mem, FEED_FIX, SIDEBAR)
    prompt = "supplier feed importer segfault in libxml2 on emoji names"
    words = recall.score(mem.store, prompt, project_id=mem.project_id)
    assert words[0].memory.text == FEED_FIX and recall.Bar().clears(words[0])  # words alone
    unrelated = with_cosines(words, {FEED_FIX: recall.MEANING_VETO - 0.05})
    assert all(s.memory.text != FEED_FIX for s in recall.choose(unrelated))
    # Just over the veto the line stands on its words, as before.
    weak = with_cosines(words, {FEED_FIX: recall.MEANING_VETO + 0.05, SIDEBAR: 0.0})
    assert [s.memory.text for s in recall.choose(weak)] == [FEED_FIX]
    assert [s.memory.text for s in recall.choose(unrelated, recall.Bar(veto=None))] == [FEED_FIX]


def test_a_shown_clear_winner_leaves_nothing_to_show(mem):
    """The memory that stands out for the prompt is one the session already has: the
    runner-up is not promoted to a clear winner in its absence."""
    mem = store(mem, FEED_FIX, SIDEBAR)
    scored = recall.score(mem.store, RETOLD, project_id=mem.project_id)
    fix = next(s.memory.id for s in scored if s.memory.text == FEED_FIX)
    assert [s.memory.id for s in recall.choose(scored)] == [fix]
    assert recall.choose(scored, shown={fix}) == []
    # Taken out of the pool instead (as before round 6), the runner-up would stand alone.
    rest = [s for s in scored if s.memory.id != fix]
    assert rest and recall.choose(rest, recall.Bar(winner=0.0, winner_terms=0)) != []


def test_lines_under_a_shown_first_line_are_judged_against_it(mem):
    """A weaker second match that clears the bar on its own but is far under the first
    is not shown when the first is already in front of the model."""
    strong = "celerybeat held the invoices table lock during migrate; stop celerybeat first"
    weak = "invoices table lock: hangs mean a long transaction"
    mem = store(mem, strong, weak)
    prompt = "migrate hangs on the invoices table lock again, celerybeat running"
    words = recall.score(mem.store, prompt, project_id=mem.project_id)
    scored = with_cosines(words, {strong: 0.8, weak: 0.3})
    first, second = scored[0], scored[1]
    assert first.memory.text == strong and second.memory.text == weak
    assert recall.Bar().clears(second)
    assert second.relevance < recall.FUSED_RELATIVE * first.relevance
    assert recall.choose(scored, shown={first.memory.id}) == []
    assert [s.memory.text for s in recall.choose(scored[1:])] == [weak]


def test_the_block_skips_what_session_start_showed_through_the_facade(mem):
    """End to end on the product path: SessionStart shows the fix and records it; the
    prompt that retells it then gets no block at all, not its runner-up."""
    mem = store(mem, FEED_FIX, SIDEBAR)
    mem.store.record_injections("s-rules", [_id(mem, FEED_FIX)], 1.0, "startup")
    assert mem.prompt_block(RETOLD, session_id="s-rules").memory_ids == ()
    assert mem.prompt_block(RETOLD, session_id="s-other").memory_ids == (_id(mem, FEED_FIX),)


def _id(mem: Memory, text: str) -> int:
    scored = recall.score(mem.store, text, project_id=mem.project_id)
    return next(s.memory.id for s in scored if s.memory.text == text)


def test_by_words_alone_only_the_index_first_of_equal_matches_is_shown(mem):
    """Without the server, memories sharing the same prompt words cannot be told apart
    by them: one line, the one the FTS index ranks first; with cosines, the usual lines."""
    state = "Terraform state lives in the S3 bucket tf-state with the DynamoDB lock table."
    lock = "A crash mid-plan left a stale terraform state lock; check the locks page first."
    mem = store(mem, state, lock)
    scored = recall.score(mem.store, "where is terraform state", project_id=mem.project_id)
    both = [s for s in scored if recall.Bar().clears(s)]
    assert {s.memory.text for s in both} == {state, lock}  # both pass by words
    first = min(both, key=lambda s: s.lexical_rank if s.lexical_rank is not None else 99)
    assert [s.memory.id for s in recall.choose(scored)] == [first.memory.id]
    wide = recall.Bar(words_lines=recall.PROMPT_MAX_ITEMS)
    assert len(recall.choose(scored, wide)) == 2
    # The index's first is already in front: the other one, the next new line.
    other = next(s for s in both if s is not first)
    assert [s.memory.id for s in recall.choose(scored, shown={first.memory.id})] == [
        other.memory.id
    ]
    # With the server's cosines both may be shown (the fused bar and its relative rule).
    fused = with_cosines(scored, {state: 0.6, lock: 0.58})
    assert len(recall.choose(fused)) == 2
