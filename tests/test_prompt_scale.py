"""The prompt hook's word ranking stays bounded as the store grows (recall.MATCH_WINDOW).

BM25 is computed for every memory FTS5 ranks, so ranking every match of a prompt made of
everyday words cost time in proportion to the store (1.8 s at 1,000,000 memories,
BENCHMARKS.md round 7). These tests need no large store: they count the SQLite virtual
machine's steps (a progress handler called every step), which grow with the rows a
statement visits, and shrink the window instead of growing the store.
"""

from __future__ import annotations

import random
import sqlite3

import pytest

from retain import text as textmod
from retain.memory.facade import Memory
from retain.rank import prompt as recall
from retain.scope import resolve_project
from retain.store.sqlite import SqliteStore
from retain.store.sqlite_lexicon import fts_ranked, newest_floor
from retain.store.sqlite_prompt import PromptStore

WORDS = [f"word{c}" for c in "abcdefghij"]  # each in ~4% of the memories: all "rare"
FILLER = "ledger invoice nightly fixture cookie token freeze tuesday".split()
PROMPT = " ".join(WORDS)


def _store(tmp_path, n: int, seed: int = 3):
    """n memories of varied length; each of WORDS in about 4% of them, some in several."""
    db = tmp_path / f"s{n}.db"
    here = tmp_path / "here"
    here.mkdir(exist_ok=True)
    rng = random.Random(seed)
    texts = []
    for i in range(n):
        words = [rng.choice(FILLER) for _ in range(rng.randint(3, 14))]
        words += [w for w in WORDS if rng.random() < 0.04] * rng.randint(1, 3)
        rng.shuffle(words)
        texts.append(f"note {i}: " + " ".join(words))
    mem = Memory(db, embedder=None, project=str(here))
    mem.add_many(texts, scope="project", kind="fact")
    mem.close()
    # one FTS segment, as FTS5's automerge leaves a store that has lived a while: the
    # steps then count rows, not how the inserts happened to be batched into segments
    conn = sqlite3.connect(db)
    try:
        with conn:
            conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('optimize')")
    finally:
        conn.close()
    return db, resolve_project(str(here))


def _match() -> str:
    match = textmod.fts_query(PROMPT)
    assert match is not None
    return match


def _all_scores(conn: sqlite3.Connection, match: str) -> dict[int, float]:
    """Every match's score under the whole query, no bound, no limit."""
    sql = "SELECT rowid, -bm25(memories_fts, 1.0, 0.0) FROM memories_fts WHERE memories_fts MATCH ?"
    return {r[0]: float(r[1]) for r in conn.execute(sql, (match,))}


def _steps(
    store: PromptStore, newest: int | None, keep: str | None = None
) -> tuple[list[tuple[int, float]], int]:
    """The ranking and how many VM steps it took on the store's own connection."""
    count = [0]

    def tick() -> int:
        count[0] += 1
        return 0

    with store.session(), store.connect() as conn:
        # once unmeasured first: the schema is read on a connection's first statement
        store.lexical_ranked(PROMPT, limit=90, context_weight=0.0, newest=newest, keep=keep)
        conn.set_progress_handler(tick, 1)
        try:
            ranked = store.lexical_ranked(
                PROMPT, limit=90, context_weight=0.0, newest=newest, keep=keep
            )
        finally:
            conn.set_progress_handler(None, 1)
    return ranked, count[0]


def test_with_no_more_matches_than_the_window_the_ranking_is_unchanged(tmp_path):
    db, _ = _store(tmp_path, 400)
    conn = sqlite3.connect(db)
    match = _match()
    matches = len(_all_scores(conn, match))
    assert 90 < matches < 400
    whole = fts_ranked(conn, match, limit=90, context_weight=0.0)
    assert newest_floor(conn, match, matches + 1) is None  # fewer match: no bound at all
    assert fts_ranked(conn, match, limit=90, context_weight=0.0, newest=matches) == whole
    assert fts_ranked(conn, match, limit=90, context_weight=0.0, newest=10_000) == whole


def test_past_the_window_only_the_newest_matches_are_ranked_with_the_whole_index_scores(
    tmp_path,
):
    db, _ = _store(tmp_path, 1200)
    conn = sqlite3.connect(db)
    match = _match()
    scores = _all_scores(conn, match)
    window = 100
    newest = sorted(scores, reverse=True)[:window]
    assert len(scores) > 3 * window
    got = fts_ranked(conn, match, limit=30, context_weight=0.0, newest=window)
    assert len(got) == 30 and {mid for mid, _ in got} <= set(newest)
    # each score is the unbounded query's (the phrases' frequencies over the whole index),
    for mid, s in got:
        assert s == scores[mid]
    # and they are the window's 30 best, best first
    best = sorted((scores[m] for m in newest), reverse=True)[:30]
    assert [s for _, s in got] == best
    # while the whole index's best lie outside the window (the bound changed something)
    assert not {m for m, _ in fts_ranked(conn, match, limit=30, context_weight=0.0)} <= set(newest)


def test_the_rows_the_ranking_visits_do_not_grow_with_the_store(tmp_path):
    """Four times the memories: the windowed ranking takes about the same steps, where
    ranking every match takes three to four times as many (the regression this catches)."""
    window = 50
    small = PromptStore(_store(tmp_path, 500, seed=3)[0])
    large = PromptStore(_store(tmp_path, 2000, seed=4)[0])
    ranked_small, bounded_small = _steps(small, window)
    ranked_large, bounded_large = _steps(large, window)
    _, whole_small = _steps(small, None)
    _, whole_large = _steps(large, None)
    assert len(ranked_small) == len(ranked_large) == window  # both have more than 50 matches
    assert whole_large > 2.5 * whole_small  # the count does see the rows visited
    assert bounded_large < 1.2 * bounded_small
    assert bounded_large < whole_large / 4


def test_ranking_the_older_memories_of_a_rare_word_stays_cheap(tmp_path):
    """With `keep`, the older memories holding the kept word are ranked as well, and the
    query's matches are walked once (a step per row; cheap, no score), not once per kept
    memory as a rowid lookup would do it (three times the unbounded ranking's steps here,
    19 s at 1M). Only the kept ones are scored, which is what costs time (BENCHMARKS.md)."""
    store = PromptStore(_store(tmp_path, 2000, seed=4)[0])
    window = 50
    windowed, bounded = _steps(store, window)
    kept, with_keep = _steps(store, window, keep=WORDS[0])
    _, whole = _steps(store, None)
    older = set(dict(kept)) - set(dict(windowed))  # the kept word's older memories come in
    assert older and max(older) < min(dict(windowed))
    assert with_keep < whole + bounded


def test_recall_ranks_within_the_window_on_both_stores(tmp_path, monkeypatch):
    """recall.score asks for the window: with a small one, every word candidate is among
    the newest matches or holds one of the rarest words, on the prompt hook's store and on
    the full one alike."""
    db, project = _store(tmp_path, 1200)
    conn = sqlite3.connect(db)
    newest = set(sorted(_all_scores(conn, _match()), reverse=True)[:60])
    df = {w: len(_all_scores(conn, w)) for w in WORDS}
    rarest = recall.rarest_words(WORDS, df, 60)
    assert rarest and len(rarest) < len(WORDS)  # the test means something only so
    held = {m for w in rarest for m in _all_scores(conn, w)}
    monkeypatch.setattr(recall, "MATCH_WINDOW", 60)
    pools = []
    for store in (PromptStore(db), SqliteStore(db)):
        with store.session():
            pool = recall.score(store, PROMPT, project_id=project)
        found = {s.memory.id for s in pool}
        assert pool and found <= newest | held
        pools.append([(s.memory.id, s.words, s.lexical_rank) for s in pool])
    assert pools[0] == pools[1]
    monkeypatch.setattr(recall, "MATCH_WINDOW", 100_000)
    store = PromptStore(db)
    with store.session():
        whole = recall.score(store, PROMPT, project_id=project)
    assert not {s.memory.id for s in whole} <= newest | held


def test_rarest_words_fill_the_room_rarest_first():
    df = {"a": 5, "b": 40, "c": 30, "d": 0, "e": 100}
    assert recall.rarest_words(list(df), df, 80) == ["d", "a", "c", "b"]
    assert recall.rarest_words(list(df), df, 74) == ["d", "a", "c"]
    assert recall.rarest_words(list(df), df, 4) == ["d"]
    assert recall.rarest_words(["e"], df, 99) == []


def test_an_old_memory_found_by_a_rare_word_survives_the_window(tmp_path, monkeypatch):
    """The first memory written holds the prompt's one rare word; 300 newer ones share its
    everyday words. With a window of 50 it is still the first candidate, as it is with no
    window; ranked by the window alone it would not be a candidate at all."""
    here = tmp_path / "here"
    here.mkdir()
    db = tmp_path / "old.db"
    mem = Memory(db, embedder=None, project=str(here))
    mem.add_many(
        ["the nightly export job needs the quarzite flag on the staging runner"], kind="fact"
    )
    mem.add_many(
        [f"note {i}: the nightly export job ran on the staging runner" for i in range(300)],
        kind="fact",
    )
    mem.close()
    project = resolve_project(str(here))
    prompt = "nightly export job on staging runner needs quarzite?"
    monkeypatch.setattr(recall, "COMMON_SHARE", 0.99)  # every word counts as searched
    store = PromptStore(db)
    with store.session():
        whole = recall.score(store, prompt, project_id=project)
        monkeypatch.setattr(recall, "MATCH_WINDOW", 50)
        bounded = recall.score(store, prompt, project_id=project)
        alone = store.lexical_ranked(
            "nightly export job staging runner quarzite", limit=90, context_weight=0.0, newest=50
        )
    assert whole and whole[0].memory.id == 1
    assert bounded and bounded[0].memory.id == 1
    assert 1 not in {m for m, _ in alone}  # what the window alone would have lost


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)
def test_both_stores_rank_only_the_newest_matches_past_the_window(mem):
    ids = mem.add_many(
        [f"the flywheel bearing {i} " + "wears " * (i % 4) + "out" for i in range(40)],
        scope="project",
        kind="fact",
    )
    mem.add_many(["an unrelated note about tuesday"], scope="project", kind="fact")
    store = mem.store
    whole = store.lexical_ranked("flywheel bearing", limit=90, context_weight=0.0)
    assert sorted(m for m, _ in whole) == sorted(ids)
    assert store.lexical_ranked("flywheel bearing", limit=90, context_weight=0.0, newest=40) == (
        whole
    )
    got = store.lexical_ranked("flywheel bearing", limit=90, context_weight=0.0, newest=10)
    assert sorted(m for m, _ in got) == sorted(ids)[-10:]
    assert dict(got) == {m: s for m, s in whole if m in dict(got)}  # the same scores
    # the older memories holding a word of `keep` are ranked as well, with the same scores
    odd = mem.add_many(["a flywheel bearing made of quarzite"], scope="project", kind="fact")
    mem.add_many(
        [f"the flywheel bearing {i} again" for i in range(20)], scope="project", kind="fact"
    )
    kept = store.lexical_ranked(
        "flywheel bearing quarzite", limit=90, context_weight=0.0, newest=10, keep="quarzite"
    )
    plain = store.lexical_ranked(
        "flywheel bearing quarzite", limit=90, context_weight=0.0, newest=10
    )
    scores = dict(store.lexical_ranked("flywheel bearing quarzite", limit=90, context_weight=0.0))
    assert odd[0] in dict(kept) and odd[0] not in dict(plain)
    assert set(dict(kept)) == set(dict(plain)) | {odd[0]}
    assert all(scores[m] == s for m, s in kept)
    assert [s for _, s in kept] == sorted((s for _, s in kept), reverse=True)
