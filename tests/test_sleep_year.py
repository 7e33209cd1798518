"""A simulated year of sessions on an injected clock: the store stays bounded, what is
used survives, unused guesses fade, and a faded belief comes back when it recurs.

200 sessions over 365 days. Each session the agent writes three one-off notes and looks
up one of five core facts; the session's transcript carries a one-off preference (weak:
waits for a repetition that never comes), every tenth session a one-off strong rule
(promoted as an unconsolidated guess, never used), and a few statements that recur.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from retain import Memory
from retain.sleep.run import run_sleep_pass
from retain.store.db import connect
from test_sleep import write_transcript

T0 = 1_767_225_600.0  # 2026-01-01T00:00:00Z
DAY = 86_400.0
SESSIONS = 200
MAX_LIVE = 60

CORE = {  # fact -> the question that finds it
    "Orders use optimistic locking with a version column checked on save": (
        "how do orders avoid lost updates, optimistic locking?"
    ),
    "The nightly job loads the full fixture set and times out after 40 minutes": (
        "why does the nightly job time out?"
    ),
    "Feature flags are served by Unleash from the platform cluster": (
        "which service serves feature flags?"
    ),
    "Staging lives at staging.internal.example and deploys from the main branch": (
        "what is the staging URL?"
    ),
    "Invoices are numbered by the billing service, never by the shop": "who numbers invoices?",
}
REVIVED = "The export worker must ALWAYS stream rows instead of buffering them."
RECURRING = "I prefer squash merges for feature branches."
_NOUNS = (
    "parser cache router ledger scheduler mailer uploader indexer tokenizer gateway "
    "webhook renderer sampler throttle registry"
).split()
_THINGS = (
    "retries timeouts batching sharding logging metrics tracing pagination checksums "
    "compression encryption hashing"
).split()
_TOOLS = ("postgres redis kafka nginx celery grpc graphql protobuf sqlite duckdb").split()


def note(rng: random.Random, i: int, j: int) -> str:
    return (
        f"Component {rng.choice(_NOUNS)}{i}x{j} handles {rng.choice(_THINGS)} through "
        f"{rng.choice(_TOOLS)} in build {i * 10 + j}"
    )


def simulate(tmp_path: Path, project_dir: Path) -> dict:
    rng = random.Random(7)
    mem = Memory(tmp_path / "year.db", embedder=None, project=str(project_dir))
    # Held open for the whole year: otherwise every call's close is the last one and
    # checkpoints the WAL to disk, which is most of the run time on a slow disk.
    keepalive = connect(mem.path)
    try:
        return _year(mem, rng, tmp_path, project_dir)
    finally:
        keepalive.close()


def _year(mem: Memory, rng: random.Random, tmp_path: Path, project_dir: Path) -> dict:
    core_ids = {text: mem.write(text, kind="decision", now=T0).memory_id for text in CORE}
    figures: dict = {
        "live": {},
        "max_live": 0,
        "revived": 0,
        "promoted": 0,
        "dropped": 0,
        "decayed": 0,
        "pruned": 0,
    }
    revived_at = None
    for i in range(SESSIONS):
        now = T0 + i * 365 * DAY / SESSIONS
        sid = f"s{i:03d}"
        for j in range(3):
            mem.write(note(rng, i, j), kind="fact", session_id=sid, now=now)
        text, question = list(CORE.items())[i % len(CORE)]
        hits = mem.search(question, k=1, now=now)
        assert hits and hits[0].memory.id == core_ids[text]
        lines = [f"I prefer the {rng.choice(_NOUNS)} tests to run with seed {i}."]
        if i % 10 == 5:
            lines.append(
                f"The {_NOUNS[i % 15]} service must ALWAYS pin {_TOOLS[i % 10]} to release {i}."
            )
        if i in (10, 120):
            lines.append(REVIVED)
        if i in (3, 7):
            lines.append(RECURRING)
        if i > 120 and i % 20 == 0:
            mem.search("how should the export worker handle rows?", k=1, now=now)
        t = write_transcript(tmp_path / f"{sid}.jsonl", *lines, session=sid)
        report = run_sleep_pass(
            mem.path, now=now, transcript_path=t, session_id=sid, project_dir=project_dir
        )
        for key in ("revived", "promoted", "dropped", "decayed", "pruned"):
            figures[key] += getattr(report, key)
        if report.revived:
            revived_at = i
        with mem.store.connect() as conn:
            per_scope = conn.execute(
                "SELECT scope, COUNT(*) FROM memories WHERE status = 'live' GROUP BY scope, "
                "project_id"
            ).fetchall()
        figures["max_live"] = max([figures["max_live"], *(n for _, n in per_scope)])
        if i % 50 == 49:
            figures["live"][round((now - T0) / DAY)] = {s: n for s, n in per_scope}
    with mem.store.connect() as conn:
        figures["by_status"] = dict(
            conn.execute("SELECT status, COUNT(*) FROM memories GROUP BY status").fetchall()
        )
        figures["archived_reasons"] = Counter(
            r[0].split(":")[0]
            for r in conn.execute("SELECT retired_reason FROM memories WHERE status = 'archived'")
        )
        figures["inferred"] = {
            (r[0], r[1]): r[2]
            for r in conn.execute(
                "SELECT status, consolidated, COUNT(*) FROM memories WHERE trust = 'inferred' "
                "GROUP BY status, consolidated"
            )
        }
    figures.update(mem=mem, core_ids=core_ids, revived_at=revived_at)
    return figures


@pytest.fixture(scope="module")
def year(tmp_path_factory: pytest.TempPathFactory) -> dict:
    mp = pytest.MonkeyPatch()
    root = tmp_path_factory.mktemp("year")
    (root / "project").mkdir()
    mp.setenv("RETAIN_HOME", str(root / "home"))
    mp.setenv("RETAIN_MAX_LIVE", str(MAX_LIVE))
    mp.setenv("RETAIN_EMBEDDER", "none")
    try:
        yield simulate(root, root / "project")
    finally:
        mp.undo()


def test_the_store_stays_bounded(year):
    assert year["max_live"] == MAX_LIVE  # after every pass, in every scope
    assert all(n <= MAX_LIVE for snap in year["live"].values() for n in snap.values())
    assert year["pruned"] > 400  # the one-off notes are what the cap trims


def test_used_memories_survive(year):
    mem: Memory = year["mem"]
    for mid in year["core_ids"].values():
        m = mem.get(mid)
        assert m.status == "live" and m.n_used >= 30


def test_unused_guesses_fade_and_weak_one_offs_never_become_beliefs(year):
    mem: Memory = year["mem"]
    # one-off strong rules: promoted into the project, never used, archived (the last two
    # are young); under the cap the weakest guesses go first, so pruning usually wins the
    # race against decay
    assert year["inferred"].get(("archived", False), 0) >= 15
    assert year["archived_reasons"]["decayed"] + year["archived_reasons"]["pruned"] >= 15
    # one-off weak preferences waited 30 days for a repetition, then were dropped
    assert year["dropped"] >= SESSIONS - 20
    texts = {
        m.memory.text
        for m in mem.search("tests run with seed", k=10, record_use=False, now=T0 + 366 * DAY)
    }
    assert not any("seed" in t for t in texts)
    recurring = mem.search("squash merges", k=1, record_use=False, now=T0 + 366 * DAY)
    assert recurring and recurring[0].memory.text == RECURRING
    assert recurring[0].memory.consolidated and recurring[0].memory.scope == "user"


def test_a_faded_belief_comes_back_when_it_recurs(year):
    mem: Memory = year["mem"]
    assert year["revived"] >= 1 and year["revived_at"] == 120
    hits = mem.search("export worker rows", k=1, record_use=False, now=T0 + 366 * DAY)
    assert hits and hits[0].memory.text == REVIVED.rstrip(".") + "." and hits[0].memory.consolidated
    assert hits[0].memory.support == 2 and hits[0].memory.status == "live"
