"""The prompt hook's lean store (PromptStore) answers recall exactly as the full store does."""

from __future__ import annotations

import random

from retain.memory.facade import Memory
from retain.rank import prompt as recall
from retain.scope import resolve_project
from retain.store.sqlite import SqliteStore
from retain.store.sqlite_prompt import PromptStore

WORDS = (
    "celerybeat invoices lock migrate staging redis timeout nightly fixture loader "
    "webhook signature retry queue deploy freeze tuesday token cookie"
).split()
RARE = ["pgbouncer", "kustomize", "flywheel", "zookeeper", "grafana", "terraform"]


def _mixed_store(tmp_path):
    """Memories in this project, the user's, another project's; some retired, some
    pinned or failures; a few with the same words in all three scopes."""
    db = tmp_path / "r.db"
    here, other = tmp_path / "here", tmp_path / "other"
    here.mkdir()
    other.mkdir()
    rng = random.Random(5)
    mem = Memory(db, embedder=None, project=str(here))
    elsewhere = Memory(db, embedder=None, project=str(other))
    ids = []
    for i in range(240):
        text = f"note {i}: " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 12)))
        target = elsewhere if i % 5 == 0 else mem
        mid = target.add(
            text,
            kind=rng.choice(["fact", "bugfix", "decision", "lesson"]),
            scope="user" if i % 3 == 0 else "project",
            valence="failure" if i % 7 == 0 else "fact",
            embed=False,
        )
        ids.append(mid)
    for i, word in enumerate(RARE):  # a rare word each: these clear the bar
        target = elsewhere if i == 5 else mem
        ids.append(target.add(f"the {word} {WORDS[i]} {WORDS[i + 1]} broke", scope="project"))
    for mid in ids[::17]:
        mem.store.update(mid, 1.0, pinned=True)
    for mid in ids[::9]:
        mem.forget(mid, "wrong")
    mem.close()
    elsewhere.close()
    return db, resolve_project(str(here)), resolve_project(str(other))


def test_visible_keeps_the_same_memories_as_the_full_store(tmp_path):
    db, here, other = _mixed_store(tmp_path)
    full, lean = SqliteStore(db), PromptStore(db)
    rng = random.Random(9)
    for project in (here, other, None):
        ids = rng.sample(range(1, 250), 120) + [10_000]  # and one that does not exist
        want = full.visible(ids, project_id=project, at=None)
        got = lean.visible(ids, project_id=project, at=None)
        assert sorted(got) == sorted(want) and 0 < len(got) < 121
        for mid, record in want.items():
            c = got[mid]
            assert (c.text, c.kind, c.valence, c.pinned) == (
                record.text,
                record.kind,
                record.valence,
                record.pinned,
            )


def test_recall_scores_and_blocks_the_same_on_both_stores(tmp_path):
    db, here, _ = _mixed_store(tmp_path)
    full, lean = SqliteStore(db), PromptStore(db)
    rng = random.Random(11)
    shown = 0
    for i in range(40):
        words = [rng.choice(WORDS) for _ in range(rng.randint(2, 6))]
        if i % 2:
            words.append(rng.choice(RARE))
        prompt = "why does the " + " ".join(words)
        a = recall.score(full, prompt, project_id=here)
        b = recall.score(lean, prompt, project_id=here)
        assert recall.as_jsonable(a) == recall.as_jsonable(b)
        one = recall.prompt_block(full, prompt, project_id=here, session_id=f"full-{i}", now=1.0)
        two = recall.prompt_block(lean, prompt, project_id=here, session_id=f"lean-{i}", now=1.0)
        assert one.memory_ids == two.memory_ids
        assert lean.injected_ids(f"lean-{i}") == list(two.memory_ids)
        shown += bool(two.memory_ids)
    assert shown > 0  # some prompts did get a block, so the comparison covered rendering
