"""The first answer of a search (retain.rank.first and the lift of a newer belief): the
line an agent reads first, through Memory.search and the real stdio MCP server."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import stdio_client

from fakes import PLUGIN, FakeEmbedder
from retain import Memory
from retain.rank import first
from retain.text import tokens
from test_server_stdio import call, params

PROJECT = "path:/first-answer-tests"

# A memory that names the tool the prompt uses, often, and one that quotes the error the
# prompt pastes. Without the quote rule the first outranks the second on words alone.
TOOL = (
    "Plan locally: aws sso login, then terraform init and terraform plan in envs/staging; "
    "terraform plan needs the staging profile."
)
QUOTES = (
    "A laptop crash mid-plan left a stale lock ('Error acquiring the state lock'); check "
    "that nobody runs a plan, then force-unlock."
)
OTHER = "Terraform state lives in S3 with a DynamoDB lock table."
PASTED = "terraform plan for staging, staging profile: Error acquiring the state lock"


@pytest.mark.parametrize("embedder", [None, FakeEmbedder()], ids=["words", "vectors"])
def test_a_pasted_error_puts_the_memory_quoting_it_first(store_target, embedder) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, embedder=embedder, project=PROJECT)
    tool = mem.add(TOOL, kind="procedure")
    quotes = mem.add(QUOTES, kind="lesson")
    mem.add(OTHER, kind="fact")
    hits = mem.search(PASTED, k=5, record_use=False)
    assert [h.memory.id for h in hits[:2]] == [quotes, tool]


def test_without_a_quote_the_order_stands(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, project=PROJECT)
    tool = mem.add(TOOL, kind="procedure")
    mem.add(QUOTES, kind="lesson")
    hits = mem.search("terraform plan for staging, staging profile: lock trouble", k=5)
    assert hits[0].memory.id == tool


def test_a_quote_needs_five_words_in_order_two_of_them_content() -> None:
    q = tokens("when you dash onto that small ledge on the deck you drop straight through")
    starts = first._starts(q)
    assert first.quote_length(q, starts, tokens("Players fell through the floor on the deck")) == 0
    assert first.quote_length(q, starts, tokens("you drop straight through the ledge")) == 0
    assert first.quote_length(q, starts, tokens("then you drop straight through it")) == 0
    assert first.quote_length(q, starts, tokens("deck you drop straight through it")) == 5
    # five words, one of them content: "it was on the deck" is no quote
    q2 = tokens("it was on the deck that we met")
    assert first.quote_length(q2, first._starts(q2), tokens("and it was on the deck")) == 0
    assert first.lead(PASTED, [TOOL, QUOTES, OTHER]) == 1
    assert first.lead(PASTED, [QUOTES, TOOL, OTHER]) is None
    assert first.lead(PASTED, [TOOL]) is None


def test_a_memory_that_asks_never_leads_by_quoting() -> None:
    query = "What made Melanie decide to start painting landscapes?"
    asked = "Caroline: what made you decide to start painting landscapes?"
    told = "Melanie: I started painting landscapes after the trip to the lakes."
    assert first.lead(query, [told, asked]) is None
    assert first.lead(query, [asked.rstrip("?") + ".", told]) is None  # it leads already
    assert first.lead(query, [told, asked.rstrip("?") + "."]) == 1


def test_memory_search_over_stdio_answers_a_pasted_error_first(project_dir: Path) -> None:
    async def main() -> None:
        async with (
            stdio_client(params(project_dir, RETAIN_EMBEDDER=PLUGIN)) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            for text, kind in ((TOOL, "procedure"), (QUOTES, "lesson"), (OTHER, "fact")):
                err, out = await call(session, "memory_write", text=text, kind=kind)
                assert not err and out.startswith("Stored as"), out
            err, out = await call(session, "memory_search", query=PASTED, k=3)
            assert not err
            lines = [ln for ln in out.splitlines() if ln.startswith("[")]
            assert "Error acquiring the state lock" in lines[0], out
            assert "Plan locally" in lines[1], out

    anyio.run(main)


# Two notes of one project the gate linked as "may update" on a shared word: the newer
# says nothing about releasing, and is a candidate only as the neighbour of the match.
RELEASE = (
    "Release: bump versionCode and versionName in app/build.gradle.kts, run "
    "bundleProdRelease, upload the bundle to the internal track, promote to production "
    "after 24 h with no new Crashlytics issues."
)
CRASHLYTICS = (
    "Crashlytics: prod uploads R8 mapping files automatically; dev has Crashlytics "
    "switched off with a manifest placeholder."
)
NOW = 1_767_225_600.0


@pytest.mark.parametrize("embedder", [None, FakeEmbedder()], ids=["words", "vectors"])
def test_a_linked_newer_note_that_barely_matches_is_not_lifted_first(
    store_target, embedder
) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, embedder=embedder, project=PROJECT)
    release = mem.write(RELEASE, kind="procedure", scope="project", now=NOW).memory_id
    newer = mem.write(CRASHLYTICS, kind="fact", scope="project", now=NOW + 5).memory_id
    with mem.store.session():  # the link the write gate drew on the benchmark's store
        mem.store.add_link(newer, release, "may_update", NOW + 5, "announces a change")
    hits = mem.search("bump the version and get a release out", record_use=False, now=NOW + 6)
    assert [h.memory.id for h in hits] == [release, newer]
    assert hits[1].score < 0.5 * hits[0].score


def test_a_quoted_belief_still_yields_to_the_update_the_gate_linked(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, embedder=FakeEmbedder(), project=PROJECT)
    old = mem.write("The orders service stores data in PostgreSQL", now=NOW).memory_id
    new = mem.write("We migrated the orders service to MySQL too", now=NOW + 5)
    assert new.may_update == (old,)
    query = "the orders service stores data in PostgreSQL, right?"  # quotes the older
    hits = mem.search(query, record_use=False, now=NOW + 6)
    assert [h.memory.id for h in hits[:2]] == [new.memory_id, old]


# A short note that names the job the query names, and the incident that says what the
# query says went wrong. The note scores higher (BM25 favours the short text, and the
# fake vectors its few shared words); the incident covers more of the query's words.
JOB_NOTE = "The nightly backup job logs to /var/log/backup.log."
INCIDENT = (
    "An archive in the bucket was empty although the upload reported success: tar started "
    "before the dump had finished; the script now waits for the dump to exit first."
)
UNRELATED = "The staging database is refreshed from production every Monday."


def _backup_store(store_target, embedder) -> tuple[Memory, int, int]:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, embedder=embedder, project=PROJECT)
    note = mem.write(JOB_NOTE, kind="fact", scope="project", now=NOW).memory_id
    incident = mem.write(INCIDENT, kind="lesson", scope="project", now=NOW + 86_400).memory_id
    mem.write(UNRELATED, kind="fact", scope="project", now=NOW + 2 * 86_400)
    return mem, note, incident


@pytest.mark.parametrize("embedder", [None, FakeEmbedder()], ids=["words", "vectors"])
def test_the_memory_saying_more_of_the_query_leads_a_near_score(store_target, embedder) -> None:  # type: ignore[no-untyped-def]
    mem, note, incident = _backup_store(store_target, embedder)
    query = "the nightly backup job says success but the archive in the bucket is empty"
    hits = mem.search(query, record_use=False, now=NOW + 3 * 86_400)
    assert [h.memory.id for h in hits[:2]] == [incident, note]


@pytest.mark.parametrize("embedder", [None, FakeEmbedder()], ids=["words", "vectors"])
def test_covering_as_much_of_the_query_leaves_the_order(store_target, embedder) -> None:  # type: ignore[no-untyped-def]
    mem, note, incident = _backup_store(store_target, embedder)
    # without "in the bucket" the incident covers no more of the query than the note
    query = "the nightly backup job says success but the archive is empty"
    hits = mem.search(query, record_use=False, now=NOW + 3 * 86_400)
    assert [h.memory.id for h in hits[:2]] == [note, incident]


def test_covering_needs_more_shared_words_a_clear_margin_and_a_near_score() -> None:
    query = "the nightly backup job says success but the archive in the bucket is empty"
    told = [JOB_NOTE, INCIDENT, INCIDENT, UNRELATED, UNRELATED, INCIDENT]
    assert first.covering(query, told, [0.30, 0.45], [1.0, 0.7]) == 1
    assert first.covering(query, told, [0.30, 0.45, 0.60], [1.0, 0.7, 0.65]) == 2  # most
    assert first.covering(query, told, [0.30, 0.33], [1.0, 0.9]) is None  # within the margin
    assert first.covering(query, told, [0.30, 0.60], [1.0, 0.5]) is None  # far below
    assert first.covering(query, told, [0.3] * 5 + [0.9], [1.0] * 6) is None  # past the pool
    assert first.covering(query, told, [0.0, 0.5], [0.0, 0.0]) is None  # nothing scores
    # as many of the query's words (one each), though the second's is the rarer
    assert first.covering("what's the staging URL?", told, [0.28, 0.38], [1.0, 0.9]) is None
    pointer = ["Staging is https://staging.example.test.", "Service URLs are in docs/urls.md."]
    assert first.covering("what's the staging URL?", pointer, [0.28, 0.38], [1.0, 0.9]) is None
    # an inflection of a word the first has is no word more ("saved" and "save")
    saved = ["Orders are checked on save.", "Orders were updated twice."]
    assert first.covering("an order saved twice", saved, [0.3, 0.5], [1.0, 0.9]) is None
    assert first.covering("an order updated twice", saved, [0.3, 0.5], [1.0, 0.9]) == 1
    asked = ["The large runner, with 16 GB.", "Which runner should the nightly job use?"]
    assert first.covering("nightly job runner", asked, [0.2, 0.9], [1.0, 0.9]) is None


# An incident that shares more of an action request's words, and the rule that forbids
# the action (benchmarks/data/sessions2's scanner contract, reworded).
RENAME_INCIDENT = (
    "The pickListId field of the scanner response once broke the handheld scanners when "
    "it was renamed."
)
RENAME_RULE = "Never rename a field in a scanner response."


def test_an_action_request_is_answered_first_by_the_rule_against_it(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, embedder=FakeEmbedder(), project=PROJECT)
    mem.add(UNRELATED, kind="fact")
    incident = mem.add(RENAME_INCIDENT, kind="lesson")
    rule = mem.add(RENAME_RULE, kind="constraint")
    asked = mem.search("rename the pickListId field in the scanner response", k=5)
    assert [h.memory.id for h in asked[:2]] == [rule, incident]
    # the same words told as a report, not a request: the incident stays first
    told = mem.search("the pickListId field in the scanner response was renamed", k=5)
    assert [h.memory.id for h in told[:2]] == [incident, rule]


def test_by_kind_lifts_the_kind_the_request_asks_for_within_a_near_score() -> None:
    act = "just add posthog to the export screen"
    how = "how do we get stock-api onto prod"
    kinds = ["fact", "lesson", "constraint", "procedure"]
    assert first.by_kind(act, kinds, [1.0, 0.9, 0.7, 0.65]) == 2
    assert first.by_kind(act, kinds, [1.0, 0.9, 0.45, 0.4]) is None  # too far below
    assert first.by_kind(act, kinds, [1.0, 0.9, 0.55, 0.4]) == 2  # half the first's score
    assert first.by_kind(act, ["procedure", "constraint"], [1.0, 0.9]) is None  # answered
    assert first.by_kind(act, ["fact", "procedure"], [1.0, 0.9]) is None  # a rule only
    assert first.by_kind(how, kinds, [1.0, 0.9, 0.8, 0.7]) == 3
    assert first.by_kind(how, ["procedure", "constraint"], [1.0, 0.9]) is None
    assert first.by_kind("the export screen is blank", kinds, [1.0, 0.9, 0.8, 0.7]) is None
    # of two rules, the better scored; none past the pool, none when nothing scores
    assert first.by_kind(act, ["fact", "constraint", "constraint"], [1.0, 0.7, 0.9]) == 2
    assert first.by_kind(act, ["fact"] * 5 + ["constraint"], [1.0] * 6) is None
    assert first.by_kind(act, ["fact", "constraint"], [0.0, 0.0]) is None


@pytest.mark.parametrize(
    ("query", "acts", "how"),
    [
        ("add posthog so we can see which export formats people use", True, False),
        ("rebased my branch, just force push it over main", True, False),
        ("can I just reuse the prod consumer group?", True, False),
        ("ok if i paste one real claim json into chatgpt?", True, False),
        ("pip install openpyxl real quick", True, False),
        ("the dev environment is unused, terraform destroy it", True, False),
        ("how do we get it onto prod", False, True),
        ("walk me through adding a crate", False, True),
        ("backfill cronjob died again last night, pod status OOMKilled", False, False),
        ("terraform plan: `Error acquiring the state lock`", False, False),
        ("why are the invoices a cent off?", False, False),
        ("the job failed:\nrun this to reproduce: make test", False, False),  # first line
    ],
)
def test_a_query_asking_to_act_or_for_the_steps_is_told_apart(query, acts, how) -> None:  # type: ignore[no-untyped-def]
    from retain.rank.cues import asks_how, asks_to_act

    assert (asks_to_act(query), asks_how(query)) == (acts, how)


def test_by_kind_leaves_first_a_memory_that_says_clearly_more_of_the_request() -> None:
    act = "run -u all on prod tonight, just to be safe"
    kinds = ["lesson", "constraint"]
    # the lesson about this very action covers far more of the query than the rule
    assert first.by_kind(act, kinds, [1.0, 1.0], [0.88, 0.58]) is None
    assert first.by_kind(act, kinds, [1.0, 0.9], [0.60, 0.50]) == 1  # near: the kind decides
    assert first.by_kind(act, kinds, [1.0, 0.9]) == 1  # no coverages given: as before
    # a first that covers less never holds the rule back
    assert first.by_kind(act, kinds, [1.0, 0.9], [0.30, 0.70]) == 1


SPECIFIC_LESSON = (
    "I ran `-u all` on prod to be safe and it overwrote the Thai translations Pim had "
    "edited in the UI with the ones from the po files. Update only the modules that changed."
)
GENERAL_RULE = "Module updates on prod happen only inside the evening window, after a backup."


def test_the_lesson_about_the_very_action_stays_before_a_general_rule(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, embedder=FakeEmbedder(), project=PROJECT)
    mem.add(UNRELATED, kind="fact")
    lesson = mem.add(SPECIFIC_LESSON, kind="lesson")
    mem.add(GENERAL_RULE, kind="constraint")
    asked = mem.search("run -u all on prod tonight to be safe, the translations changed", k=5)
    assert asked[0].memory.id == lesson
