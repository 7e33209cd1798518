"""`retain demo`: show the whole loop on a throwaway store, so a new user sees what retain
does before trusting it with real work. Nothing touches the user's own memories."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from retain import context
from retain import format as fmt
from retain.memory import Memory
from retain.store import db

DAY = 86_400.0

# (text, kind, days ago): a few weeks of a small project's life.
STORY = [
    ("Orders use optimistic locking: a version column is checked on every save.", "decision", 40),
    ("Feature flags are served by LaunchDarkly.", "decision", 35),
    ("I prefer small pull requests with one concern each.", "preference", 30),
    (
        "The nightly job loads the full fixture set; its timeout is 40 min in nightly.yml.",
        "fact",
        20,
    ),
    ("Switched feature flags from LaunchDarkly to Unleash; LaunchDarkly is gone.", "decision", 5),
]
LESSON = "Never run the payments migration without --lock-timeout: it blocked checkout for 9 min."
QUESTIONS = [
    "how do we stop two people overwriting each other's edits?",
    "CI is green but the nightly job keeps getting killed",
    "which feature flag service do we use?",
]


@contextlib.contextmanager
def _throwaway_store() -> Iterator[tuple[Path, Path]]:
    saved = os.environ.get("RETAIN_DB")
    with tempfile.TemporaryDirectory(prefix="retain-demo-") as tmp:
        project = Path(tmp) / "shop"
        project.mkdir()
        store = Path(tmp) / "demo.db"
        os.environ["RETAIN_DB"] = str(store)
        try:
            yield store, project
        finally:
            if saved is None:
                os.environ.pop("RETAIN_DB", None)
            else:
                os.environ["RETAIN_DB"] = saved


def run_demo(say: Callable[[str], None], *, embedder_name: str | None = None) -> None:
    """Write, gate, contradict, search by meaning, record an outcome and print the
    SessionStart block, on a temporary database that is deleted afterwards."""
    from retain.vectors.embed import EmbedderSlot

    slot = EmbedderSlot(embedder_name)
    t0 = time.perf_counter()
    embedder = slot.load_now()
    if embedder is None:
        why = f" ({slot.error})" if slot.error else ""
        say(f"embedding model: not available{why}; searching by words only")
    else:
        say(f"embedding model: {embedder.name}, ready in {time.perf_counter() - t0:.1f} s")
    now = time.time()
    with _throwaway_store() as (store, project):
        mem = Memory(store, embedder=slot, project=str(project))
        say(f"\nA throwaway store ({store.name}) for a project called 'shop':")
        for text, kind, ago in STORY:
            r = mem.write(text, kind=kind, now=now - ago * DAY)
            say(f"  write  {kind:<10} -> {r.message}")
        r = mem.write(STORY[0][0].lower(), kind="decision", now=now - DAY)
        say(f"  write  (same again) -> {r.message}")
        r = mem.write(LESSON, kind="lesson", outcome="fail", now=now - 2 * DAY)
        say(f"  write  lesson     -> {r.message}")
        for q in QUESTIONS:
            hits = mem.search(q, k=1, now=now)
            say(f"\n  search: {q}")
            say("   " + fmt.hits(q, hits).replace("\n", "\n   "))
        if hits:
            out = mem.outcome(hits[0].memory.id, "ok", now=now)
            say(f"\n  outcome ok for [{out.memory.id}] -> confidence {out.memory.confidence:.2f}")
        say("\nWhat a Claude Code session starting in 'shop' would be shown first:\n")
        say(context.render_for_dir(str(project), now=now))
        with contextlib.closing(db.connect(store)) as conn:
            _check(conn)
    say("\nThe demo store is gone; your own memories were not touched.")


def _check(conn: sqlite3.Connection) -> None:
    ok = conn.execute("PRAGMA integrity_check").fetchone()[0]
    if ok != "ok":  # pragma: no cover - would mean SQLite itself is broken here
        raise RuntimeError(f"demo store failed its integrity check: {ok}")
