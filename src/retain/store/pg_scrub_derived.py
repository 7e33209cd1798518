"""The team store's migration m015: what a scrub derives from a text is the server's to
check, and every scrub leaves a trace. Never edit it once shipped.

Round 23 (issue 27 items 2 and 4). m013's functions checked that a scrub's new text is a
redaction of the old, but took the columns derived from it as the caller sent them:

- `retain_scrub_row` stored an episode's `content_hash` on trust, and
  `retain_scrub_memory` a memory's `content_hash`, `index_text` and `context_index`
  (even with no text beside them). A member could give a teammate's memory a hash that
  is not its text's (a second write of the same belief is then not found as a duplicate,
  or a write of another text is taken for it; a vector is accepted only of the hash) or
  index words it does not hold (found by searches it does not answer).
- scrubs of episodes and outcomes wrote no `memory_history` row: a change with no trace.

From m015 the server computes each derived column from the new text with the client's
definitions (`retain.text.content_hash`: NFKC, Unicode full case folding as Python's
`str.casefold`, whitespace runs as `str.split` sees them, SHA-256, 32 hex digits;
`retain.text.index_text`: CJK runs as bigrams, identifier parts appended), refuses a
value sent that differs, and refuses a derived column sent without its text. The case
folding table is Python's, written into the function when the migration runs (ASCII SQL:
code points, turned into characters by `chr()`, so a database that is not UTF-8 fails
only on a non-ASCII text). An episode keeps its old hash only where the new one would
collide with another capture of its session (as the client decides,
`ScrubRowOps._episode_hash_taken`), which the server finds by the unique index itself.
A scrub of an episode is logged on each memory the caller sees it is evidence of, one of
an outcome on its memory: op `scrub`, the caller, the columns, the row; never the text.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_rules import HISTORY_TABLE, SCRUB_DERIVED, _array
from retain.store.pg_history import _schema, _seen
from retain.store.pg_scrub import MEMORY_TEXT, ROW_TEXT, _episode_seen
from retain.text import CJK_RANGES

CONTENT_HASH = "retain_content_hash(TEXT)"
INDEX_TEXT = "retain_index_text(TEXT)"


def _folding() -> tuple[list[int], list[int], list[int], list[str]]:
    """Python's full case folding as (from, to) code points for one-to-one entries and
    (from, 'cp,cp,...') for the others. Folding is idempotent, so the two can be applied
    in either order."""
    one_from: list[int] = []
    one_to: list[int] = []
    many_from: list[int] = []
    many_to: list[str] = []
    for cp in range(0x80, 0x110000):
        if 0xD800 <= cp < 0xE000:
            continue
        folded = chr(cp).casefold()
        if folded == chr(cp):
            continue
        assert folded.casefold() == folded
        if len(folded) == 1:
            one_from.append(cp)
            one_to.append(ord(folded))
        else:
            many_from.append(cp)
            many_to.append(",".join(str(ord(c)) for c in folded))
    return one_from, one_to, many_from, many_to


def _ints(values: list[int]) -> str:
    return "ARRAY[" + ",".join(map(str, values)) + "]::int[]"


def _space_class() -> str:
    """The characters `str.split()` splits on, as a regular-expression class."""
    spaces = [cp for cp in range(0x110000) if not 0xD800 <= cp < 0xE000 and chr(cp).isspace()]
    return "[" + "".join(f"\\u{cp:04x}" for cp in spaces) + "]"


def install(conn: Any, *, member_role: str, visible: str) -> None:
    """Migration m015. `visible`: the memories' visibility condition (`{t}` the table)."""
    definer = f"LANGUAGE plpgsql SECURITY DEFINER SET search_path = {_schema(conn)}, pg_temp"
    _hash_function(conn)
    _index_function(conn)
    sources = visible.format(t="memory_sources").replace("current_user", "session_user")
    conn.execute(
        "CREATE POLICY memory_sources_keeper_select ON memory_sources FOR SELECT "
        f"TO CURRENT_USER USING {sources}"
    )
    _memory_scrub(conn, definer, _seen(visible, "m"))
    _row_scrub(conn, definer, visible)
    for fn in (CONTENT_HASH, INDEX_TEXT):
        conn.execute(f"GRANT EXECUTE ON FUNCTION {fn} TO {member_role}")


def _hash_function(conn: Any) -> None:
    one_from, one_to, many_from, many_to = _folding()
    many = "ARRAY[" + ",".join(f"'{m}'" for m in many_to) + "]::text[]"
    space = _space_class()
    conn.execute(
        f"""
        CREATE FUNCTION retain_content_hash(t TEXT) RETURNS TEXT
        LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
        DECLARE
            s TEXT := t;
            i INT;
        BEGIN
            IF s ~ '[^\\u0001-\\u007f]' THEN
                s := normalize(s, NFKC);
                s := translate(s,
                    (SELECT string_agg(chr(c), '' ORDER BY n)
                     FROM unnest({_ints(one_from)}) WITH ORDINALITY u(c, n)),
                    (SELECT string_agg(chr(c), '' ORDER BY n)
                     FROM unnest({_ints(one_to)}) WITH ORDINALITY u(c, n)));
                FOR i IN 1..{len(many_from)} LOOP
                    CONTINUE WHEN strpos(s, chr(({_ints(many_from)})[i])) = 0;
                    s := replace(s, chr(({_ints(many_from)})[i]),
                        (SELECT string_agg(chr(x::int), '' ORDER BY n) FROM
                         unnest(string_to_array(({many})[i], ',')) WITH ORDINALITY u(x, n)));
                END LOOP;
            END IF;
            s := translate(s, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
            s := regexp_replace(s, '^{space}+|{space}+$', '', 'g');
            s := regexp_replace(s, '{space}+', ' ', 'g');
            RETURN left(encode(sha256(convert_to(s, 'UTF8')), 'hex'), 32);
        END
        $$
        """
    )


def _index_function(conn: Any) -> None:
    cjk = "[" + "".join(f"\\u{ord(lo):04x}-\\u{ord(hi):04x}" for lo, hi in CJK_RANGES) + "]+"
    conn.execute(
        f"""
        CREATE FUNCTION retain_index_text(t TEXT) RETURNS TEXT
        LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
        DECLARE
            parts TEXT[];
            runs TEXT[];
            grams TEXT[];
            extra TEXT[] := '{{}}';
            pieces TEXT[];
            word TEXT;
            chunk TEXT;
            out TEXT := t;
            i INT;
            k INT;
            start INT;
        BEGIN
            IF t ~ '{cjk}' THEN  -- each CJK run replaced by its bigrams, spaced
                parts := regexp_split_to_array(t, '{cjk}');
                SELECT array_agg(m[1] ORDER BY n) INTO runs
                    FROM regexp_matches(t, '({cjk})', 'g') WITH ORDINALITY x(m, n);
                out := parts[1];
                FOR i IN 1..array_length(runs, 1) LOOP
                    grams := CASE WHEN char_length(runs[i]) = 1 THEN ARRAY[runs[i]] ELSE
                        ARRAY(SELECT substr(runs[i], g, 2)
                              FROM generate_series(1, char_length(runs[i]) - 1) g ORDER BY g)
                        END;
                    out := out || ' ' || array_to_string(grams, ' ') || ' ' || parts[i + 1];
                END LOOP;
            END IF;
            FOR word IN SELECT m[1] FROM regexp_matches(t, '([A-Za-z0-9_]+)', 'g')
                        WITH ORDINALITY x(m, n) ORDER BY n LOOP
                pieces := '{{}}';  -- snake_case and camelCase parts, as split_identifiers
                FOREACH chunk IN ARRAY string_to_array(word, '_') LOOP
                    CONTINUE WHEN chunk = '';
                    start := 1;
                    FOR k IN 2..char_length(chunk) LOOP
                        IF (substr(chunk, k - 1, 1) ~ '[a-z0-9]' AND substr(chunk, k, 1) ~ '[A-Z]')
                           OR (substr(chunk, k - 1, 1) ~ '[A-Z]' AND substr(chunk, k, 1) ~ '[A-Z]'
                               AND substr(chunk, k + 1, 1) ~ '[a-z]') THEN
                            pieces := pieces || substr(chunk, start, k - start);
                            start := k;
                        END IF;
                    END LOOP;
                    pieces := pieces || substr(chunk, start);
                END LOOP;
                IF array_length(pieces, 1) > 1 THEN
                    extra := extra || pieces;
                END IF;
            END LOOP;
            IF array_length(extra, 1) > 0 THEN
                out := out || E'\\n' || array_to_string(extra, ' ');
            END IF;
            RETURN out;
        END
        $$
        """
    )


_DERIVE_MEMORY = """
            derived := '{}'::jsonb;
            IF new ? 'text' THEN
                derived := jsonb_build_object('content_hash', retain_content_hash(new ->> 'text'),
                                              'index_text', retain_index_text(new ->> 'text'));
            END IF;
            IF new ? 'context' THEN
                derived := derived || jsonb_build_object(
                    'context_index', retain_index_text(new ->> 'context'));
            END IF;
            SELECT string_agg(k, ', ' ORDER BY k) INTO bad FROM jsonb_object_keys(new) k
                WHERE k = ANY (DERIVED_COLUMNS) AND (new -> k) IS DISTINCT FROM (derived -> k);
            IF bad IS NOT NULL THEN
                RAISE EXCEPTION 'memory %: % is not what the new text gives', b.id, bad
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
"""


def _memory_scrub(conn: Any, definer: str, seen: str) -> None:
    """m013's retain_scrub_memory, with the derived columns computed here, not taken."""
    allowed = _array((*MEMORY_TEXT, *SCRUB_DERIVED))
    texts = _array(MEMORY_TEXT)
    columns = ", ".join((*MEMORY_TEXT, *SCRUB_DERIVED))
    values = ", ".join(f"a.{c}" for c in (*MEMORY_TEXT, *SCRUB_DERIVED))
    conn.execute(
        f"""
        CREATE OR REPLACE FUNCTION retain_scrub_memory(memory_id BIGINT, old JSONB, new JSONB)
        RETURNS boolean {definer} AS $$
        DECLARE
            b memories;
            a memories;
            col TEXT;
            bad TEXT;
            derived JSONB;
        BEGIN
            SELECT string_agg(k, ', ' ORDER BY k) INTO bad FROM jsonb_object_keys(new) k
                WHERE k <> ALL ({allowed});
            IF bad IS NOT NULL OR NOT new ?| {texts} THEN
                RAISE EXCEPTION '% cannot be scrubbed', coalesce(bad, 'nothing')
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            SELECT * INTO b FROM memories m WHERE m.id = memory_id AND {seen} FOR UPDATE;
            IF NOT FOUND THEN
                RETURN false;
            END IF;
            FOREACH col IN ARRAY {texts} LOOP
                CONTINUE WHEN NOT new ? col;
                IF (to_jsonb(b) ->> col) IS DISTINCT FROM (old ->> col) THEN
                    RETURN false;  -- changed since it was read: left to a later scrub
                END IF;
                IF NOT retain_redaction_of(old ->> col, new ->> col) THEN
                    RAISE EXCEPTION 'memory %: a scrub may only replace spans of % with '
                        'placeholders', b.id, col USING ERRCODE = 'insufficient_privilege';
                END IF;
            END LOOP;
            {_DERIVE_MEMORY.replace("DERIVED_COLUMNS", _array(SCRUB_DERIVED))}
            a := jsonb_populate_record(b, new || derived);
            UPDATE memories SET ({columns}) = ROW({values}) WHERE id = b.id;
            INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                         project_id)
                VALUES (b.id, session_user, 'scrub',
                        jsonb_build_object('redacted', (SELECT jsonb_agg(k ORDER BY k)
                            FROM jsonb_object_keys(new) k WHERE k = ANY ({texts}))),
                        b.updated_at, b.owner, b.scope, b.project_id);
            RETURN true;
        END
        $$
        """
    )


def _row_scrub(conn: Any, definer: str, visible: str) -> None:
    """m013's retain_scrub_row, with an episode's hash computed here and each scrub
    logged on the memories the row belongs to."""
    conn.execute(
        f"""
        CREATE OR REPLACE FUNCTION retain_scrub_row(tbl TEXT, row_id BIGINT, old JSONB,
                                                    new JSONB)
        RETURNS boolean {definer} AS $$
        DECLARE
            texts TEXT[];
            allowed TEXT[];
            b JSONB;
            a JSONB;
            col TEXT;
            bad TEXT;
            hash TEXT;
            note JSONB;
        BEGIN
            IF tbl = 'episodes' THEN
                texts := {_array(ROW_TEXT["episodes"])};
                allowed := texts || ARRAY['content_hash'];
                SELECT to_jsonb(e) INTO b FROM episodes e
                    WHERE e.id = row_id AND {_episode_seen("e")} FOR UPDATE;
            ELSIF tbl = 'outcomes' THEN
                texts := {_array(ROW_TEXT["outcomes"])};
                allowed := texts;
                SELECT to_jsonb(o) INTO b FROM outcomes o
                    WHERE o.id = row_id AND {_seen(visible, "o")} FOR UPDATE;
            ELSE
                RAISE EXCEPTION 'table % is not scrubbed by retain_scrub_row', tbl
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            SELECT string_agg(k, ', ' ORDER BY k) INTO bad FROM jsonb_object_keys(new) k
                WHERE k <> ALL (allowed) OR (k = 'content_hash' AND NOT new ? 'text');
            IF bad IS NOT NULL OR NOT new ?| texts THEN
                RAISE EXCEPTION '%: % cannot be scrubbed', tbl, coalesce(bad, 'nothing')
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF b IS NULL THEN
                RETURN false;  -- hidden or missing alike
            END IF;
            FOREACH col IN ARRAY texts LOOP
                CONTINUE WHEN NOT new ? col;
                IF (b ->> col) IS DISTINCT FROM (old ->> col) THEN
                    RETURN false;  -- changed since it was read: left to a later scrub
                END IF;
                IF NOT retain_redaction_of(old ->> col, new ->> col) THEN
                    RAISE EXCEPTION '% row %: a scrub may only replace spans of % with '
                        'placeholders', tbl, row_id, col
                        USING ERRCODE = 'insufficient_privilege';
                END IF;
            END LOOP;
            a := b || (new - 'content_hash');
            note := jsonb_build_object(
                'redacted', (SELECT jsonb_agg(tbl || '.' || k ORDER BY k)
                             FROM jsonb_object_keys(new) k WHERE k = ANY (texts)),
                'rows', jsonb_build_array(row_id));
            IF tbl = 'episodes' THEN
                hash := CASE WHEN new ? 'text' THEN retain_content_hash(new ->> 'text')
                        ELSE b ->> 'content_hash' END;
                -- the old hash only where the client kept it because the new one collides
                IF new ? 'content_hash' AND (new ->> 'content_hash') <> hash
                   AND (new ->> 'content_hash') <> (b ->> 'content_hash') THEN
                    RAISE EXCEPTION 'episodes row %: content_hash is not what the new text '
                        'gives', row_id USING ERRCODE = 'insufficient_privilege';
                END IF;
                BEGIN
                    UPDATE episodes SET (text, context, content_hash)
                        = ROW(a ->> 'text', a ->> 'context', hash) WHERE id = row_id;
                EXCEPTION WHEN unique_violation THEN  -- another capture of its session
                    UPDATE episodes SET (text, context) = ROW(a ->> 'text', a ->> 'context')
                        WHERE id = row_id;
                END;
                INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                             project_id)
                    SELECT m.id, session_user, 'scrub', note,
                           extract(epoch FROM clock_timestamp()), m.owner, m.scope, m.project_id
                    FROM memory_sources s JOIN memories m ON m.id = s.memory_id
                    WHERE s.episode_id = row_id AND {_seen(visible, "m")};
            ELSE
                UPDATE outcomes SET (command, detail) = ROW(a ->> 'command', a ->> 'detail')
                    WHERE id = row_id;
                INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                             project_id)
                    SELECT m.id, session_user, 'scrub', note,
                           extract(epoch FROM clock_timestamp()), m.owner, m.scope, m.project_id
                    FROM memories m WHERE m.id = (b ->> 'memory_id')::bigint;
            END IF;
            RETURN true;
        END
        $$
        """
    )
