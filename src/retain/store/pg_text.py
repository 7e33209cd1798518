"""Word matching on PostgreSQL: full-text search shaped to behave like the SQLite store.

memories.fts holds every token of the index text twice ('simple': as written, so CJK
bigrams, identifiers and stop words stay findable; 'english': stemmed), the context at
weight B. A query term matches either form. PostgreSQL's ts_rank knows no document
frequency, so the score is BM25's idea rebuilt from parts: each term's ts_rank (length-
normalised) weighted by its inverse document frequency, counted (up to DF_CAP) in the
same round trip that parses the terms. Larger is better, as the core expects.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from retain import text as textmod

# One query term as a tsquery: its exact form or its English stem.
TERM = "(plainto_tsquery('simple', %s) || plainto_tsquery('english', %s))"
# Document frequency is counted up to here; past it a word is "common": it then only
# adds to the score of candidates the rarer words found (BM25 gives it little weight
# anyway), since ranking every row that holds it would cost a scan of most of them.
DF_CAP = 500
EXACT_N = 10_000  # below this many rows the total is counted, above it the planner's estimate


def term(token: str) -> tuple[str, list[str]]:
    return TERM, [token, token]


def group_query(groups: Sequence[Sequence[str]]) -> tuple[str, list[str]]:
    """A tsquery matching every word of at least one group."""
    ors, params = [], []
    for g in groups:
        ands = []
        for t in g:
            sql, p = term(t)
            ands.append(sql)
            params += p
        ors.append("(" + " && ".join(ands) + ")")
    return "(" + " || ".join(ors) + ")", params


def _weights(context_weight: float) -> str:
    # ts_rank's weight array is ordered {D, C, B, A}; the text is A, its context B.
    return f"{{0,0,{max(0.0, float(context_weight))!r},1}}"


def ranked(
    conn: Any,
    text: str,
    *,
    limit: int,
    context_weight: float,
    where: tuple[str, list[Any]] | None = None,
    text_only: bool = False,
    newest: int | None = None,
    keep: str | None = None,
) -> list[tuple[int, float]]:
    """(memory id, score) of the best matches for `text`, best first. `where` filters on
    alias m; `text_only` ignores matches in the context; `newest`: when more memories
    than this match, rank only the newest that many (as the SQLite store does,
    retain.store.sqlite_lexicon.fts_ranked), together with the older ones that match
    any of the words `keep`."""
    terms = textmod.query_terms(text)
    if not terms:
        return []
    values, params = [], []
    for i, t in enumerate(terms):
        sql, p = term(t)
        values.append(f"({i}, {sql})")
        params += p
    rows = conn.execute(
        "SELECT t.i, t.q::text, (SELECT count(*) FROM (SELECT 1 FROM memories x "
        f"WHERE x.fts @@ t.q LIMIT {DF_CAP}) s), (SELECT CASE WHEN c.reltuples >= {EXACT_N} "
        f"THEN c.reltuples::bigint ELSE (SELECT count(*) FROM (SELECT 1 FROM memories "
        f"LIMIT {EXACT_N}) a) END FROM pg_class c WHERE c.oid = 'memories'::regclass) "
        f"FROM (VALUES {', '.join(values)}) AS t(i, q) ORDER BY t.i",
        params,
    ).fetchall()
    found = [(q, int(df), int(n)) for _, q, df, n in rows if q and int(df) > 0]
    if not found:
        return []
    total = max(n for _, _, n in found)
    idf = [(q, math.log(1.0 + (total - df + 0.5) / (df + 0.5)), df) for q, df, _ in found]
    rare = [q for q, _, df in idf if df < DF_CAP]
    generators = rare or [q for q, _, _ in idf]
    weights = _weights(0.0 if text_only else context_weight)
    score = " + ".join("%s * ts_rank(%s::float4[], m.fts, %s::tsquery, 1)" for _ in idf)
    score_params: list[Any] = []
    for q, w, _ in idf:
        score_params += [w, weights, q]
    match = " | ".join(f"({q})" for q in generators)
    conds = ["m.fts @@ %s::tsquery"]
    cond_params: list[Any] = [match]
    if text_only:
        conds.append("ts_filter(m.fts, '{a}') @@ %s::tsquery")
        cond_params.append(match)
    if where is not None:
        conds.append(where[0])
        cond_params += list(where[1])
    if newest is not None:  # the newest-th newest match's id, 0 when fewer match
        window = (
            "m.id >= COALESCE((SELECT x.id FROM memories x WHERE x.fts @@ %s::tsquery "
            "ORDER BY x.id DESC OFFSET %s LIMIT 1), 0)"
        )
        cond_params += [match, max(0, newest - 1)]
        kept = []
        for t in textmod.query_terms(keep) if keep else []:
            sql, p = term(t)
            kept.append(f"m.fts @@ {sql}")
            cond_params += p
        conds.append(f"({' OR '.join([window, *kept])})")
    out = conn.execute(
        f"SELECT m.id, {score} AS score FROM memories m WHERE {' AND '.join(conds)} "
        "ORDER BY score DESC, m.id DESC LIMIT %s",
        (*score_params, *cond_params, limit),
    ).fetchall()
    return [(int(r[0]), float(r[1])) for r in out]
