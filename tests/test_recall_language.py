"""Prompt-time recall across inflections and languages: Porter stems as the FTS index has
them, and the cross-language vocabulary for prompt words no memory uses (both stores)."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

from retain.rank import glossary, porter
from retain.rank import prompt as recall
from retain.server import meaning as meaning_server
from test_recall import shown
from test_recall import store as stored

BACKFILL = (
    "The nightly backfill job was OOM-killed at its 2Gi memory limit because it read whole "
    "S3 objects; it now streams them"
)
MIGRATE = (
    "Running the migrations while celerybeat is up locked the invoices table for minutes; "
    "stop celerybeat first"
)
RELEASE = "Release: run `cargo release minor --execute`, which bumps the version and tags it"


def sqlite_porter(words: list[str]) -> list[str]:
    """What SQLite's own FTS5 porter tokenizer makes of each word."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE f USING fts5(t, tokenize='porter ascii')")
    conn.executemany("INSERT INTO f(rowid, t) VALUES (?, ?)", list(enumerate(words)))
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(f, 'instance')")
    by_doc = {doc: term for term, doc, _col, _off in conn.execute("SELECT * FROM v")}
    return [by_doc[i] for i in range(len(words))]


def test_porter_stems_what_the_fts_index_stems():
    root = Path(__file__).resolve().parents[1]
    text = (root / "README.md").read_text(encoding="utf-8") + (root / "ARCHITECTURE.md").read_text(
        encoding="utf-8"
    )
    words = sorted({w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 2})
    assert len(words) > 1000
    ours = [porter.stem(w) for w in words]
    assert ours == sqlite_porter(words)


def test_inflections_of_one_word_share_a_stem():
    for family in (
        ("migrate", "migrating", "migrated", "migrations", "migration"),
        ("deploy", "deploys", "deploying", "deployed"),
        ("stage", "staging"),
        ("cluster", "clusters"),
        ("release", "releasing", "released", "releases"),
    ):
        assert len({porter.stem(w) for w in family}) == 1, family
    assert porter.stem("migración") == "migración"  # not ASCII: left as it is


def test_a_prompt_in_another_inflection_finds_the_memory(mem):
    mem = stored(mem, MIGRATE)
    # `migrating`/`migrations` meet only by their Porter stems, and `staging`, which every
    # memory here uses, is weighed as the common word it is (the light stemmer's `stag`
    # was a word no memory uses, so it counted against every memory).
    prompt = "migrating on staging hangs for minutes, celerybeat up"
    assert shown(mem, prompt) == [MIGRATE]
    assert shown(mem, "releasing a new minor: how?") == []  # nothing stored about it


def test_foreign_prompt_words_are_read_through_the_vocabulary(mem):
    mem = stored(mem, BACKFILL, MIGRATE, RELEASE)
    assert shown(mem, "el job nocturno de backfill murió otra vez, falta memoria") == [BACKFILL]
    assert shown(mem, "o backfill noturno foi morto de novo por falta de memória") == [BACKFILL]
    assert shown(mem, "夜间的 backfill 任务又被杀掉了，内存不够") == [BACKFILL]
    assert shown(mem, "publier une nouvelle release minor avec cargo") == [RELEASE]
    # Foreign chit-chat and questions nothing stored helps with: no block.
    assert shown(mem, "gracias, eso es todo por hoy") == []
    assert shown(mem, "谢谢，就这样") == []
    assert shown(mem, "wie funktioniert ein Hashmap in Go?") == []


def test_without_the_vocabulary_the_foreign_prompt_finds_nothing(mem, monkeypatch):
    """The check above is the vocabulary's doing: the same prompt read as typed."""
    mem = stored(mem, BACKFILL)
    prompt = "el job nocturno de backfill murió otra vez, falta memoria"
    monkeypatch.setattr(recall, "translated", lambda _s, _p, words, df, _c: (words, df, {}))
    assert shown(mem, prompt) == []


def test_words_the_store_knows_are_never_glossed(mem):
    # `tarifa` is a foreign word of the vocabulary (plan); a store that uses it keeps it.
    own = "The tarifa table holds the legacy tariffs imported from the old system"
    mem = stored(mem, own)
    scored = recall.score(mem.store, "tarifa table legacy", project_id=mem.project_id)
    assert scored and scored[0].memory.text == own
    assert "tarifa" in scored[0].matched


def test_the_vocabulary():
    assert glossary.english("migraciones") == "migration"
    assert glossary.english("Déployé") == "deploy"  # case and accents folded
    assert glossary.english("noturno") == "night/nightly"
    assert glossary.english("important") is None  # English words are not in it
    assert glossary.english("custom") is None
    assert glossary.function_word("porque") and glossary.function_word("的")
    assert not glossary.function_word("backfill")
    assert glossary.han_words("把数据库迁移回滚") == ["database", "migration", "rollback"]


def test_a_foreign_prompt_is_embedded_with_its_english_glosses():
    spanish = "¿por qué falla el despliegue en producción?"
    text = meaning_server.meaning_text(spanish)
    assert text.startswith(spanish + "\n")
    assert {"fail", "deploy", "production"} <= set(text.split("\n", 1)[1].split())
    assert "deploy" in meaning_server.meaning_text("为什么部署到生产环境失败")
    english = "why does the deploy to production fail on the new cluster"
    assert meaning_server.meaning_text(english) == english
