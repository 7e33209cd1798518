"""The ranking core (retain.rank.core): each moment's formula, as it was written in the
moment before the core, reproduced to the last bit on fixed inputs; and memory_search,
the prompt hook, the SessionStart block and the team block (the same block on the
PostgreSQL store) reaching the core when they rank."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest

from retain.core import lifecycle
from retain.rank import bar, core
from retain.rank import block as context
from retain.rank import prompt as recall
from retain.rank import search as retrieve

LEXICAL = (None, 0.0, 0.13, 0.37, 0.8125, 1.0)
COSINES = (None, -0.31, 0.0, 0.2, 0.2000001, 0.31, 0.577, 0.9, 1.0)
DATES = (0.0, 0.5, 1.0)
QUALITIES = (0.0, 0.123456789, 0.3, 0.5, 0.6 * 0.71, 0.9999, 1.0)


def _old_search_relevance(lexical, cosine, date, lex_weight, use_vectors):
    """memory_search's relevance as retain.rank.search wrote it before the core."""
    if use_vectors:
        floor = retrieve.DENSE_FLOOR
        meaning = 0.0 if cosine is None else max(0.0, (cosine - floor) / (1.0 - floor))
        rel = lex_weight * (lexical or 0.0) + (1.0 - retrieve.LEX_WEIGHT) * meaning
    else:
        rel = lexical or 0.0
    return rel + retrieve.DATE_WEIGHT * date


def test_fuse_is_memory_search_relevance_to_the_bit():
    p = retrieve.profile()
    for lex, cos, date, use in itertools.product(LEXICAL, COSINES, DATES, (True, False)):
        for best in (0.0, 0.2, 0.31, 0.45, 0.5, 0.9):
            old_weight = retrieve.LEX_WEIGHT * min(
                1.0,
                max(0.0, (best - retrieve.LEX_DOUBT) / (retrieve.LEX_SURE - retrieve.LEX_DOUBT)),
            )
            lex_weight = core.trust(p, best)
            assert lex_weight == old_weight
            c = SimpleNamespace(lexical=lex, cosine=cos, date=date)
            got = retrieve._relevance(p, c, lex_weight, use)
            assert got == _old_search_relevance(lex, cos, date, old_weight, use), (lex, cos)


def test_lexical_is_memory_search_words_blend():
    p = retrieve.profile()
    share = retrieve.BM25_SHARE
    for bm25, best, cover in itertools.product((0.0, 1.7, 3.3), (1.0, 3.3, 7.9), (0.0, 0.4, 1.0)):
        assert core.lexical(p, bm25, best, cover) == share * bm25 / best + (1 - share) * cover


def test_the_profile_follows_the_search_constants(monkeypatch):
    """`--try NAME=V` sets a constant of retain.rank.search: the profile reads it."""
    monkeypatch.setattr(retrieve, "QUALITY_WEIGHT", 0.7)
    monkeypatch.setattr(retrieve, "LEX_WEIGHT", 0.3)
    p = retrieve.profile()
    assert p.quality_share == 0.7
    assert (p.words_weight, p.meaning_weight) == (0.3, 1.0 - 0.3)


@pytest.mark.parametrize("weight", [bar.MEANING_WEIGHT, 0.0, 0.25, 0.6, 1.0])
def test_fuse_is_the_prompt_relevance_to_the_bit(weight):
    line = SimpleNamespace(id=7)
    floor = bar.MEANING_FLOOR
    for words, cos in itertools.product(LEXICAL[1:], COSINES):
        s = recall.Scored(line, words, 0.0, (), cos, weight)
        if cos is None:
            assert s.relevance == words
        else:
            meaning = max(0.0, (cos - floor) / (1.0 - floor))
            assert s.relevance == (1.0 - weight) * words + weight * meaning


def test_quality_weighing_is_one_formula_for_every_share():
    search = retrieve.profile()
    for rel, q in itertools.product((0.0, 0.05, 0.4444, 1.0, 1.37), QUALITIES):
        w = retrieve.QUALITY_WEIGHT
        assert core.weigh(search, rel, q) == rel * (1.0 - w + w * q)
        # share 0 (the prompt's) leaves a relevance as it is; share 1 on relevance 1
        # (the block's) is the quality itself
        assert core.weigh(bar.PROMPT, rel, q) == rel
        assert core.weigh(context.PROFILE, 1.0, q) == q


def test_the_block_standing_is_quality_plus_lift_plus_usage():
    for q, lift, used in itertools.product(QUALITIES, (0.0, 0.05, 0.15), (0.0, 0.1, -0.18)):
        assert core.standing(context.PROFILE, q, lift, used) == q + lift + used


def test_best_first_puts_the_newest_first_among_equals():
    scored = [(0.5, 3), (0.9, 1), (0.5, 8), (0.1, 9), (0.9, 2)]
    ranked = sorted(scored, key=lambda s: core.best_first(*s))
    assert ranked == [(0.9, 2), (0.9, 1), (0.5, 8), (0.5, 3), (0.1, 9)]


def test_part_and_raised_are_the_sibling_arithmetic():
    """memory_search's siblings and replies, as search.py wrote them before the core."""
    for score, steps in itertools.product((0.0, 0.11, 0.5, 0.937), (1, 2, 3)):
        for share, decay in itertools.product((0.3, 1.0, 0.8, 1.1), (1.0, 0.5, 0.7)):
            assert core.part(score, share, decay, steps) == share * score * decay ** (steps - 1)
            assert core.part(score, share) == score * share
    for score, bonus, cap in itertools.product((0.0, 0.2, 0.6), (0.0, 0.1, 0.5), (0.1, 0.3, 0.7)):
        assert core.raised(score, bonus, cap) == min(score + bonus, max(score, cap))


def test_cues_and_lifts():
    assert core.cued(0.3, retrieve.WHEN_WEIGHT) == 0.3 * (1.0 + retrieve.WHEN_WEIGHT)
    assert core.above(0.42) > 0.42 and core.above(0.42) == 0.42 + 1e-6


def test_a_profile_is_read_only():
    with pytest.raises(AttributeError):
        bar.PROMPT.meaning_weight = 0.9  # type: ignore[misc]
    assert bar.profile() is bar.PROMPT  # one profile per weight, not one per candidate


def _spy(monkeypatch):
    """Record which profile each core function is called with."""
    calls: list[tuple[str, str]] = []
    for name in ("fuse", "weigh", "standing", "trust", "lexical"):  # those taking a profile
        real = getattr(core, name)

        def wrapped(profile, *args, _real=real, _name=name, **kw):
            calls.append((_name, profile.name))
            return _real(profile, *args, **kw)

        monkeypatch.setattr(core, name, wrapped)
    return calls


def test_every_moment_ranks_through_the_core(mem, project_dir, monkeypatch):
    """On both stores (the team block is this block on PostgreSQL)."""
    for text, kind in (
        ("the nightly fixture loader is killed by its 40 minute timeout", "bugfix"),
        ("we deploy the fixture loader on Tuesdays after the freeze", "decision"),
        ("prefer small commits for the loader: git add -p", "preference"),
    ):
        mem.write(text, kind=kind)
    calls = _spy(monkeypatch)
    hits = mem.search("why is the nightly fixture loader killed", record_use=False)
    assert hits and {("fuse", "search"), ("weigh", "search"), ("trust", "search")} <= set(calls)
    assert ("lexical", "search") in calls
    calls.clear()
    pool = recall.score(
        mem.store, "why is the nightly fixture loader killed", project_id=mem.project_id
    )
    assert pool and calls and set(calls) == {("fuse", "prompt")}
    calls.clear()
    block = mem.session_block(budget=1000, session_id="s")
    assert block.memory_ids and set(calls) == {("standing", "block"), ("weigh", "block")}
    assert sum(1 for c in calls if c[0] == "standing") >= len(block.memory_ids)


def test_the_block_order_is_the_old_key(mem, monkeypatch):
    """The SessionStart order through the core is the key block.py wrote before it."""
    now = 1_790_000_000.0
    topics = "queue cache schema retry token build index shard tenant webhook ledger cron".split()
    for i, topic in enumerate(topics):
        r = mem.write(
            f"we decided to keep the {topic} settings in one file", kind="decision", now=now
        )
        if i % 3 == 0:
            mem.outcome(r.memory_id, "ok" if i % 2 else "fail", now=now + 1)
    store = mem.store
    with store.session():
        records = store.block_candidates(
            mem.project_id, now=now + 86400, kinds=context.BLOCK_KINDS, limit=context.POOL
        )
    boosts = {r.id: 0.05 * (r.id % 3) for r in records}
    usage = {r.id: (r.id % 2, r.id % 4) for r in records}
    at = now + 86400

    def old_key(m):
        tier = 0 if m.pinned else 1 if m.valence == "failure" else 2
        moved = lifecycle.usage_adjustment(*usage[m.id]) if m.id in usage else 0.0
        return (tier, -(lifecycle.quality(m, at) + boosts.get(m.id, 0.0) + moved), -m.id)

    assert [m.id for m in context._ranked(records, boosts, at, usage)] == [
        m.id for m in sorted(records, key=old_key)
    ]
