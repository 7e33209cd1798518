"""A bulk fill of the team store that writes the rows Memory.add_many writes, by COPY.

Memory.add_many (the product's bulk path) makes a few round trips per memory; on this
2-core machine a 1M-memory store filled that way takes longer than a working session. This
fill builds, for the same synthetic texts as benchmarks/speed.py's `fill` (same seed, same
70/20/10 split per chunk, same kinds and scopes), the values retain.memory.write.add_many and
the PostgreSQL store's add_episode / add_memory / link_sources / save_vector would send,
with the product's own functions (validate.text, retain.text.index_text and
content_hash, lifecycle.confidence, the embedder's vector in pgvector's text form), and
loads them with COPY into the same tables and columns, as the server's admin with the
member as owner. COPY runs the row triggers, so the columns the policies read
(memory_sources' and embeddings' owner, scope and project, episodes.shared_project) are
set by the database as they are for add_many, and the generated tsvector and every index
are maintained as usual. Not the product path: `benchmarks/pg_bench.py check-bulk` fills
one database each way and compares every column but the clock's and the search results.
"""

from __future__ import annotations

import time
from typing import Any

from retain import text as textmod
from retain.core import lifecycle, validate

from .speed import CHUNK, OTHER, PROJECT
from .synthetic import SeededEmbedder, TextGen

EPISODE_COLUMNS = (
    "id, owner, text, actor, session_id, project_id, outcome, source, kind, signal, "
    "created_at, content_hash, distilled_at, context"
)
MEMORY_COLUMNS = (
    "id, owner, text, index_text, context, context_index, kind, valence, scope, project_id, "
    "trust, confidence, support, strength, last_used_at, valid_from, pinned, expires_at, "
    "consolidated, content_hash, created_at, updated_at"
)


def _ids(conn: Any, table: str, n: int) -> list[int]:
    rows = conn.execute(
        f"SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, %s)",
        (n,),
    ).fetchall()
    return [int(r[0]) for r in rows]


def copy_batch(
    conn: Any,
    owner: str,
    texts: list[str],
    *,
    kind: str,
    scope: str,
    project_id: str,
    embedder: SeededEmbedder,
    now: float,
) -> None:
    """One add_many call's rows: `project_id` is the episode's (add_many passes the
    caller's project, the default one for user scope); the memory keeps it only when
    scope is 'project', as PostgresStore.add_memory does."""
    cleaned = [validate.text(t)[0] for t in texts]
    vecs = embedder.embed(cleaned)
    eids, mids = _ids(conn, "episodes", len(cleaned)), _ids(conn, "memories", len(cleaned))
    confidence = lifecycle.confidence("user", 0, 0)
    hashes = [textmod.content_hash(t) for t in cleaned]
    # pgvector's text form; 9 significant digits give back every float32 exactly (the
    # product's vector_literal writes repr of each, a longer spelling of the same value)
    literal = "[" + ",".join(["%.9g"] * embedder.dim) + "]"
    with conn.cursor() as cur:
        with cur.copy(f"COPY episodes ({EPISODE_COLUMNS}) FROM STDIN") as cp:
            for eid, t, h in zip(eids, cleaned, hashes):
                row = (eid, owner, t, "user", None, project_id, None, "import", None, 0.0)
                cp.write_row((*row, now, h, now, None))
        with cur.copy(f"COPY memories ({MEMORY_COLUMNS}) FROM STDIN") as cp:
            memory_project = project_id if scope == "project" else None
            for mid, t, h in zip(mids, cleaned, hashes):
                cp.write_row(
                    (mid, owner, t, textmod.index_text(t), None, "", kind, "fact", scope)
                    + (memory_project, "user", confidence, 1, 1.0, now, now, 0, None, 1)
                    + (h, now, now)
                )
        with cur.copy("COPY memory_sources (memory_id, episode_id) FROM STDIN") as cp:
            for mid, eid in zip(mids, eids):
                cp.write_row((mid, eid))
        # Schema 8 records who computed each vector (`embedded_by`), and add_many writes as
        # the member: the admin's load names the owner, or the owner's next sleep pass
        # would take every vector for a teammate's and compute it again.
        with cur.copy(
            "COPY embeddings (memory_id, model, dim, vector, content_hash, embedded_by) FROM STDIN"
        ) as cp:
            for mid, v, h in zip(mids, vecs, hashes):
                vector = literal % tuple(v.tolist())
                cp.write_row((mid, embedder.name, embedder.dim, vector, h, owner))


def bulk_fill(admin_url: str, owner: str, n: int, seed: int = 7) -> None:
    """speed.fill's memories (n, TextGen(seed)), one transaction per add_many call."""
    import psycopg

    embedder = SeededEmbedder()
    texts = TextGen(seed).texts(n)
    from retain.redact import RULES_VERSION
    from retain.store.pg_redaction import RULES_SETTING

    with psycopg.connect(admin_url) as conn:
        # as PostgresStore.add_memory: the rows' redacted_under (m009) is today's rules
        conn.execute("SELECT set_config(%s, %s, false)", (RULES_SETTING, str(RULES_VERSION)))
        conn.commit()
        for start in range(0, n, CHUNK):
            chunk = texts[start : start + CHUNK]
            cut_user, cut_other = int(len(chunk) * 0.7), int(len(chunk) * 0.9)
            parts = (
                (chunk[:cut_user], "fact", "project", PROJECT),
                (chunk[cut_user:cut_other], "preference", "user", PROJECT),
                (chunk[cut_other:], "decision", "project", OTHER),
            )
            for part, kind, scope, project in parts:
                if part:
                    copy_batch(
                        conn,
                        owner,
                        part,
                        kind=kind,
                        scope=scope,
                        project_id=project,
                        embedder=embedder,
                        now=time.time(),
                    )
                    conn.commit()
