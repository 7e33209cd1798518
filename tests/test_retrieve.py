"""Ranking behaviour: context, dates, lexical confidence, small stores, paging, the index."""

from __future__ import annotations

from datetime import datetime

import numpy as np

from conftest import db_rows
from fakes import FakeEmbedder
from retain import Memory
from retain.rank.search import VectorIndex

PROJECT = "path:/retrieve-tests"


def _mem(store_target, embedder=None) -> Memory:  # type: ignore[no-untyped-def]
    return Memory(store_target, embedder=embedder, project=PROJECT)


def test_context_is_searchable_but_weighs_less_than_the_text(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target)
    via_context = mem.add(
        "Raised the timeout to 55 minutes.",
        context="the nightly fixture job kept getting killed by the CI runner",
    )
    via_text = mem.add("The nightly fixture job is killed when it runs out of memory.")
    mem.add("Dashboards live in Grafana.")
    hits = mem.search("nightly job killed", k=5, record_use=False)
    ids = [h.memory.id for h in hits]
    assert via_context in ids and via_text in ids
    assert ids.index(via_text) < ids.index(via_context)
    shown = next(h.memory.text for h in hits if h.memory.id == via_context)
    assert shown == "Raised the timeout to 55 minutes."  # the context is searched, not shown


def test_context_is_redacted_like_text(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target)
    # A random-looking body: one letter repeated is a visibly fake token, kept on purpose.
    token = "ghp_" + "q7Rk2mZx9LpT4vWc8NbY3hJd6FsA1eGu5oKi"
    mid = mem.add("Rotated the deploy key.", context=f"old key was {token}")
    (row,) = db_rows(mem, "SELECT context FROM memories WHERE id = ?", mid)
    ctx = row["context"]
    assert token not in ctx and "[REDACTED" in ctx


def test_a_named_date_favours_what_was_recorded_then(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target)
    march = datetime(2024, 3, 12, 11).timestamp()
    may = datetime(2024, 5, 2, 11).timestamp()
    a = mem.add("Changed the database connection pool size.", created_at=march)
    b = mem.add("Changed the database backup schedule.", created_at=may)
    now = datetime(2024, 6, 1).timestamp()
    first = mem.search("what did we change on the database on 12 March 2024?", now=now)
    assert first[0].memory.id == a and "date" in first[0].reason
    second = mem.search("database change in May 2024", now=now)
    assert second[0].memory.id == b


def test_dates_in_the_query_do_not_match_numbers_in_memories(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target)
    mem.add("Python 3.12 breaks the pinned grpcio wheel.")
    target = mem.add(
        "Upgraded PostgreSQL to 16 on the cluster.", created_at=datetime(2024, 3, 12, 9).timestamp()
    )
    hits = mem.search("what happened on 12 March 2024?", now=datetime(2024, 4, 1).timestamp())
    assert hits and hits[0].memory.id == target


def test_small_store_ranks_by_coverage_when_idf_is_degenerate(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target, FakeEmbedder())
    notes = [
        "The API server listens on port 8000.",
        "The API tests need Postgres running.",
        "The API uses JWT tokens signed with RS256.",
        "The API returns errors as problem+json.",
        "The frontend talks to the API through /api.",
        "The API docs are served at /docs.",
    ]
    ids = mem.add_many(notes)
    hits = mem.search("which port does the API server listen on?", record_use=False)
    assert hits[0].memory.id == ids[0]


def test_a_larger_k_pages_the_same_top(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target, FakeEmbedder())
    mem.add_many([f"retry worker queue note {i} about backoff and jitter" for i in range(30)])
    few = [h.memory.id for h in mem.search("retry backoff jitter", k=3, record_use=False)]
    many = [h.memory.id for h in mem.search("retry backoff jitter", k=20, record_use=False)]
    assert many[:3] == few


def test_superseded_beliefs_are_not_returned(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target, FakeEmbedder())
    old = mem.write("Feature flags are served by LaunchDarkly.", kind="decision")
    new = mem.write(
        "Switched feature flags from LaunchDarkly to Unleash.",
        kind="decision",
        verdict="contradiction",
        target=old.memory_id,
    )
    ids = [h.memory.id for h in mem.search("LaunchDarkly feature flags", record_use=False)]
    assert ids[0] == new.memory_id and old.memory_id not in ids


def test_vector_index_scope_mask_and_direct_add() -> None:
    index = VectorIndex("m", 4)
    vecs = np.eye(4, dtype=np.float32)
    index.add([1, 2, 3, 4], vecs, [None, "p:a", "p:b", "p:a"])
    q = np.array([0.1, 0.2, 0.9, 0.3], dtype=np.float32)
    assert [m for m, _ in index.nearest(q, "p:a", 4)] == [4, 2, 1]  # never p:b's memory 3
    assert [m for m, _ in index.nearest(q, None, 4)] == [1]  # user scope only
    assert [m for m, _ in index.nearest(q, "p:b", 1)] == [3]


def test_warm_index_sees_vectors_back_filled_for_older_memories(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target, FakeEmbedder())
    old = mem.add("alpha note about caching layers", embed=False)  # vector lags
    mem.add("beta note about queues")
    mem.search("caching", record_use=False)  # the index is now warm, without `old`
    assert mem.backfill() == 1
    mem.search("caching", record_use=False)
    vectors = mem.context.vectors()  # as the search left it: no refresh of our own
    assert vectors is not None and vectors.vector(old) is not None


def test_memories_recorded_next_to_a_match_share_a_little_of_its_relevance(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target)
    t0 = datetime(2025, 5, 6, 10, 0).timestamp()
    mem.add("Ops meeting notes.", created_at=t0 - 2 * 86_400)
    asked = mem.add("The nightly fixture job needs a bigger runner.", created_at=t0)
    answer = mem.add("The large one, with 16 GB.", created_at=t0 + 30)
    later = mem.add("Lunch is at noon.", created_at=t0 + 2 * 3600)  # a new sitting
    other = Memory(mem.target, project="path:/elsewhere")
    elsewhere = other.add("The small one.", created_at=t0 + 10)
    assert elsewhere == answer + 2  # near in id order, but another project's
    hits = {h.memory.id: h for h in mem.search("nightly fixture job runner", record_use=False)}
    assert answer in hits and f"recorded next to [{asked}]" in hits[answer].reason
    assert hits[asked].score > hits[answer].score  # weak evidence ranks below the match
    assert later not in hits and elsewhere not in hits and 1 not in hits


def test_a_query_builds_its_ranking_profile_once(store_target, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The candidates and the siblings they pull in are scored with one profile per
    query (it was built again for the siblings)."""
    from retain.rank import search as retrieve

    mem = _mem(store_target)
    t0 = datetime(2025, 5, 6, 10, 0).timestamp()
    match = mem.add("The nightly fixture job needs a bigger runner.", created_at=t0)
    beside = mem.add("The large one, with 16 GB.", created_at=t0 + 30)
    built: list[object] = []
    shipped = retrieve.profile
    monkeypatch.setattr(retrieve, "profile", lambda: built.append(shipped()) or built[-1])
    hits = {h.memory.id for h in mem.search("nightly fixture job runner", record_use=False)}
    assert {match, beside} <= hits  # the sibling was scored, through the same profile
    assert len(built) == 1


def test_the_reply_to_a_matching_question_ranks_above_it(store_target, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from retain.rank import search as retrieve

    mem = _mem(store_target)
    t0 = datetime(2025, 5, 6, 10, 0).timestamp()
    mem.add("Ops meeting notes.", created_at=t0 - 2 * 86_400)
    asked = mem.add("Which runner should the nightly fixture job use?", created_at=t0)
    answer = mem.add("The large one, with 16 GB.", created_at=t0 + 30)
    aside = mem.add("Lunch is at noon.", created_at=t0 + 60)

    def ranked() -> list[int]:
        return [h.memory.id for h in mem.search("nightly fixture job runner", record_use=False)]

    hits = ranked()
    # The question repeats the query's words but tells nothing; what was recorded right
    # after it answered it. The memory after that one is only an ordinary sibling.
    assert hits[:2] == [answer, asked]
    assert aside in hits and hits.index(aside) > hits.index(asked)
    monkeypatch.setattr(retrieve, "REPLY_WEIGHT", 0.0)  # the rule off: the question first
    assert ranked()[0] == asked


def test_a_question_with_no_reply_in_its_sitting_keeps_its_score(store_target, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from retain.rank import search as retrieve

    mem = _mem(store_target)
    t0 = datetime(2025, 5, 6, 10, 0).timestamp()
    told = mem.add("The nightly fixture job runner has 8 GB.", created_at=t0 - 86_400)
    asked = mem.add("Which runner should the nightly fixture job use?", created_at=t0)
    later = mem.add("The large one, with 16 GB.", created_at=t0 + 2 * 3600)  # a new sitting
    other = Memory(mem.target, project="path:/elsewhere")
    other.add("The small one.", created_at=t0 + 10)  # next in id order, another project's

    def scores() -> dict[int, float]:
        hits = mem.search("nightly fixture job runner", record_use=False, now=t0 + 3 * 3600)
        return {h.memory.id: h.score for h in hits}

    with_rule = scores()
    monkeypatch.setattr(retrieve, "REPLY_WEIGHT", 0.0)
    assert with_rule == scores()  # nothing replied to it here: the rule changes nothing
    assert asked in with_rule and told in with_rule and later not in with_rule


def test_a_when_question_favours_the_memory_that_says_when(store_target, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from retain.rank import search as retrieve

    mem = _mem(store_target)
    t0 = datetime(2025, 5, 6, 10, 0).timestamp()
    undated = mem.add("We moved the staging database to the new cluster.", created_at=t0)
    dated = mem.add("Moved the staging database last week, after the outage.", created_at=t0)

    def scores(query: str) -> dict[int, float]:
        hits = mem.search(query, record_use=False, now=t0 + 3600)
        return {h.memory.id: h.score for h in hits}

    when_q, how_q = "when did we move the staging database?", "how did we move it?"
    on, how_on = scores(when_q), scores(how_q)
    weight = retrieve.WHEN_WEIGHT
    monkeypatch.setattr(retrieve, "WHEN_WEIGHT", 0.0)
    off, how_off = scores(when_q), scores(how_q)
    assert on[undated] == off[undated]
    assert on[dated] > off[dated] * (1 + weight / 2)  # gained by saying when
    assert how_on == how_off  # a question that asks no time is ranked as before


def test_asking_when_and_mentioning_a_time_are_told_apart() -> None:
    from retain.rank.search import asks_when, mentions_time

    assert asks_when("When did Melanie go camping?") and asks_when("how long has the job run")
    assert asks_when("Since when? What date was the release?")
    assert not asks_when("What did Melanie paint?") and not asks_when("whenever it fails, retry")
    assert mentions_time("I went yesterday") and mentions_time("three years ago")
    assert mentions_time("due on 19 August") and mentions_time("for 3 years now")
    assert not mentions_time("I may go") and not mentions_time("The build is green.")


def test_is_question_looks_at_how_a_memory_ends() -> None:
    from retain.rank.search import is_question

    assert is_question("Why Bath?") and is_question("Pulley injury? ")
    assert is_question("这个为什么失败？") and is_question("لماذا؟")
    assert not is_question("What? No, the build is green.")
    assert not is_question("The retry loop (why?) is gone.")


def test_a_sibling_never_passes_what_outranks_its_match(store_target, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from retain.rank import search as retrieve
    from retain.rank.search import Query, _Candidate, _siblings

    mem = _mem(store_target)
    t0 = datetime(2025, 5, 6, 10, 0).timestamp()
    first = mem.add("The answer, said on its own.", created_at=t0 - 86_400)
    match = mem.add("A good match.", created_at=t0)
    beside = mem.add("Recorded right after it.", created_at=t0 + 60)

    def scores(below: float) -> dict[int, float]:
        monkeypatch.setattr(retrieve, "SIBLING_BELOW", below)
        cands = [
            _Candidate(mem.get(first), 1.0, None, 0.0, score=0.9),
            _Candidate(mem.get(match), 1.0, None, 0.0, score=0.8),
            _Candidate(mem.get(beside), 0.5, None, 0.0, score=0.75),
        ]
        _siblings(mem.store, Query("q", PROJECT), cands, [], 0.5, None)
        return {c.memory.id: c.score for c in cands}

    capped = scores(retrieve.SIBLING_BELOW)
    assert capped[match] == 0.8 < capped[first]  # a worse sibling lifts nobody
    assert 0.75 < capped[beside] < capped[match]
    uncapped = scores(10.0)  # without the cap the sibling would pass the best answer
    assert uncapped[beside] > uncapped[first]


def test_a_word_most_memories_use_counts_less_than_a_rare_one(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = _mem(store_target)
    t0 = datetime(2025, 5, 6, 10, 0).timestamp()
    chatter = [f"Caroline: note {i} about the weekend and the weather" for i in range(40)]
    ids = mem.add_many(chatter, created_at=[t0 + 86_400 * i for i in range(40)])
    answer = mem.add("Melanie: the adoption agency called back", created_at=t0 + 86_400 * 50)
    hits = mem.search("Caroline adoption agency", record_use=False, now=t0 + 86_400 * 60)
    # "Caroline" is in 40 of 41 memories; "adoption agency" in one: coverage weighs them
    # by rarity, so the memory naming the rare words is first although it lacks the name.
    assert hits[0].memory.id == answer and hits[1].memory.id in ids


class _TableEmbedder:
    """Vectors chosen per text (unit vectors with set cosines); any other text gets a
    vector orthogonal to all of them."""

    name = "table-3"
    dim = 3

    def __init__(self, table: dict[str, list[float]]) -> None:
        self.table = {t: np.array(v, np.float32) / np.linalg.norm(v) for t, v in table.items()}

    def embed(self, texts):  # type: ignore[no-untyped-def]
        other = np.array([0.0, 0.0, 1.0], dtype=np.float32)
        return np.stack([self.table.get(t, other) for t in texts])


def test_a_paraphrase_with_no_word_in_common_gets_the_nearest_as_a_weak_match(store_target) -> None:  # type: ignore[no-untyped-def]
    from retain import format as fmt
    from retain.rank import search as retrieve

    memory = "orders use optimistic locking with a version column checked on save"
    near = "how do we keep concurrent edits apart"  # cosine 0.26: above the weak floor
    far = "pick a colour scheme for slides"  # cosine 0.1
    cos = {near: 0.26, far: 0.1}
    table = {memory: [1.0, 0.0, 0.0]}
    table.update({q: [c, float(np.sqrt(1 - c * c)), 0.0] for q, c in cos.items()})
    mem = _mem(store_target, _TableEmbedder(table))
    mid = mem.add(memory, kind="decision")
    assert retrieve.DENSE_WEAK_MIN < 0.26 < retrieve.DENSE_MIN
    hits = mem.search(near, record_use=False)
    assert [h.memory.id for h in hits] == [mid] and hits[0].weak
    assert "weak match" in hits[0].reason
    assert fmt.hits(near, hits).startswith("No close match for")
    assert mem.search(far, record_use=False) == []  # under the weak floor: nothing
    # When a word matches, the usual ranking answers and nothing is marked weak.
    worded = mem.search("optimistic locking", record_use=False)
    assert worded and not any(h.weak for h in worded)


def test_a_speakers_label_is_read_from_the_start_of_a_memory() -> None:
    from retain.rank.search import speaker_named, speaker_of

    assert speaker_of("Melanie: I painted that lake sunrise.") == "Melanie"
    assert speaker_of("Dr. Okafor: The scan is clear.") == "Dr. Okafor"
    assert speaker_of("小明：我明天去上海。") == "小明"
    assert speaker_of("See https://example.org: it moved.") is None  # not at the start
    assert speaker_of("Use uv, not pip: it is faster.") is None  # more than a label
    assert speaker_of("https://ci.example.org/job/42 is red") is None
    assert speaker_named("Melanie: I painted a lake.", "What has Melanie painted?")
    assert speaker_named("Melanie: I painted a lake.", "what did melanie's kids paint")
    assert speaker_named("Dr. Okafor: The scan is clear.", "What did Okafor say?")
    assert speaker_named("小明：我明天去上海。", "小明要去哪里？")
    assert not speaker_named("Caroline: Thanks, Melanie! Love it.", "What has Melanie painted?")
    assert not speaker_named("Melanie: I painted a lake.", "What did Caroline paint?")
    assert not speaker_named("I painted a lake, Melanie.", "What has Melanie painted?")


def test_a_named_speakers_own_words_outrank_a_reply(store_target, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from retain.rank import search as retrieve

    mem = _mem(store_target)
    t0 = datetime(2025, 5, 6, 10, 0).timestamp()
    told = mem.add("Melanie: I painted a horse on a wooden wall last week.", created_at=t0)
    other = mem.add(
        "Caroline: Melanie, your horse painting on the wall is lovely, Melanie!",
        created_at=t0 + 3 * 3600,  # another sitting: no sibling passes anything
    )
    unnamed = mem.add("Caroline: I painted my path as a trans woman.", created_at=t0 + 9 * 3600)

    def scores() -> dict[int, float]:
        hits = mem.search("What has Melanie painted?", record_use=False, now=t0 + 86_400)
        return {h.memory.id: h.score for h in hits}

    on = scores()
    weight = retrieve.SPEAKER_WEIGHT
    monkeypatch.setattr(retrieve, "SPEAKER_WEIGHT", 0.0)
    off = scores()
    assert off[other] > off[told]  # by words alone the reply that repeats her name wins
    assert on[told] > on[other]  # her own words come first
    assert abs(on[told] - off[told] * (1 + weight)) < 1e-3  # scores are rounded to 4 places
    assert on[other] == off[other]
    assert on.get(unnamed) == off.get(unnamed)  # another speaker's memory is ranked as before
