import sqlite3

import pytest

from retain import text
from retain.store import db
from retain.store import queries as store


@pytest.mark.parametrize(
    "query",
    [
        "uv-pip",
        "README.md",
        "c++",
        "NOT",
        "AND OR NEAR",
        '"unbalanced',
        "*",
        "?!",
        "(",
        "a:b",
        "col:value",
        "^start",
        "x AND",
        "'; DROP TABLE memories; --",
        "\x00null",
        "🙂",
        "-",
        "NEAR(a b)",
    ],
)
def test_hostile_queries_never_raise(tmp_path, query):
    conn = db.connect(tmp_path / "r.db")
    with db.transaction(conn):
        store.insert_memory(
            conn,
            text="uv-pip installs README.md for c++ NOT always",
            kind="fact",
            valence="fact",
            scope="user",
            project_id=None,
            trust="user",
            confidence=0.7,
            now=1.0,
        )
    match = text.fts_query(query)
    if match is not None:
        conn.execute(
            "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?", (match,)
        ).fetchall()


def test_query_words_are_quoted_and_ored():
    assert text.fts_query("README.md") == '"readme" OR "md"'
    assert text.fts_query("what is it") is not None  # all stopwords: keep them rather than nothing
    assert text.fts_query("?!") is None


def test_cjk_is_indexed_as_bigrams():
    assert text.tokens("数据库迁移") == ["数据", "据库", "库迁", "迁移"]
    assert "数据 据库" in text.index_text("先运行数据库迁移")


def test_identifier_parts_are_indexed():
    it = text.index_text("SessionView renders via render_transcript")
    assert "Session" in it and "View" in it and "transcript" in it


def test_token_estimate_is_conservative():
    english = "the quick brown fox jumps over the lazy dog " * 10
    assert text.estimate_tokens(english) >= len(english.split())
    assert text.estimate_tokens("数据库迁移") == 5


def test_content_hash_ignores_case_and_spacing():
    assert text.content_hash("Use  WAL mode") == text.content_hash("use wal mode ")


def test_light_stemmer():
    assert text.stem("flags") == text.stem("flag")
    assert text.stem("deploying") == text.stem("deploy")
    assert text.coverage(
        text.stems("feature flag service"), "Feature flags use Unleash"
    ) == pytest.approx(2 / 3)


def test_sqlite_has_fts5():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(x)")
