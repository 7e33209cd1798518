"""Text handling shared by storage and ranking: index text, FTS queries, tokens, hashes.

Stdlib only: the SessionStart hook uses it.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Set as AbstractSet

from retain import lexicon, regexcache

# Han, Hiragana, Katakana, Hangul: scripts written without spaces between words, which
# FTS5's unicode61 tokenizer would index as one giant token. We index them as bigrams.
CJK_RANGES = (
    ("\u3040", "\u30ff"),  # Hiragana, Katakana
    ("\u3400", "\u4dbf"),  # Han
    ("\u4e00", "\u9fff"),
    ("\uf900", "\ufaff"),
    ("\uac00", "\ud7af"),  # Hangul
    ("\u1100", "\u11ff"),
    ("\u3130", "\u318f"),
)
_CJK = "".join(f"{lo}-{hi}" for lo, hi in CJK_RANGES)


# Patterns are compiled on first use, not at import: the three CJK classes alone take
# ~5 ms to compile, and the SessionStart hook (ASCII text, mostly) needs none of them.
@functools.cache
def _rx(name: str) -> re.Pattern[str]:
    return regexcache.compile(_PATTERNS[name], re.UNICODE)  # re.compile's, kept between hooks


_PATTERNS = {
    "cjk_run": f"[{_CJK}]+",
    # A CJK run is its own word even when letters touch it ("npmの代わり" is "npm" and a run).
    "word": rf"[{_CJK}]+|(?:(?![{_CJK}])[^\W_])+",
    "camel": r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])",
    "ascii_word": r"[a-z0-9]+",
    "identifier": r"[A-Za-z0-9_]+",
}

# The tag fencing the SessionStart block; transcript capture drops any text mentioning it.
FENCE_TAG = "retain-memory"
# Shown beside a memory whose anchors in the code changed or went away (block, search).
STALE_MARK = "possibly stale"

MAX_QUERY_TERMS = 48  # a pasted paragraph as a query must still be a cheap MATCH

STOPWORDS = lexicon.words("common", "stopwords")  # retain/lexicon/common.json


def content_hash(text: str) -> str:
    """Hash of the normalised text: the same belief written twice hashes the same."""
    import hashlib  # here, not at the top: ~10 ms the SessionStart hook never needs

    norm = " ".join(normalize(text).split())
    return hashlib.sha256(norm.encode("utf-8")).hexdigest()[:32]


def normalize(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _bigrams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


def split_identifiers(text: str) -> list[str]:
    """Parts of camelCase and snake_case identifiers, so `SessionView` finds `session view`."""
    parts: list[str] = []
    camel = _rx("camel")
    for word in _rx("identifier").findall(text):
        pieces = [p for chunk in word.split("_") for p in camel.split(chunk) if p]
        if len(pieces) > 1:
            parts.extend(pieces)
    return parts


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens; CJK runs become character bigrams."""
    if text.isascii():  # fast path (ranking tokenises every candidate): same tokens
        return _rx("ascii_word").findall(text.lower())
    out: list[str] = []
    cjk_run = _rx("cjk_run")
    for m in _rx("word").finditer(normalize(text)):
        w = m.group(0)
        if cjk_run.fullmatch(w):
            out.extend(_bigrams(w))
        else:
            out.append(w)
    return out


def content_tokens(text: str) -> list[str]:
    """Tokens without English stopwords (all of them if nothing else is left)."""
    toks = tokens(text)
    kept = [t for t in toks if t not in STOPWORDS]
    return kept or toks


def index_text(text: str) -> str:
    """What FTS5 indexes for a memory: the text, CJK runs as bigrams, identifier parts appended."""
    expanded = _rx("cjk_run").sub(lambda m: " " + " ".join(_bigrams(m.group(0))) + " ", text)
    extra = split_identifiers(text)
    if extra:
        expanded += "\n" + " ".join(extra)
    return expanded


def query_terms(query: str) -> list[str]:
    """The distinct searchable terms of a query, in order, at most MAX_QUERY_TERMS: its
    content tokens (CJK as bigrams), then the parts of its code identifiers."""
    seen: list[str] = []
    for t in content_tokens(query) + [p.casefold() for p in split_identifiers(query)]:
        if t not in seen:
            seen.append(t)
        if len(seen) >= MAX_QUERY_TERMS:
            break
    return seen


def fts_quote(term: str) -> str:
    """One term as an FTS5 string, its double quotes doubled: MATCH reads it as words,
    never as syntax (`uv-pip`, `c++`, `NOT`)."""
    return '"' + term.replace('"', '""') + '"'


def fts_query(query: str) -> str | None:
    """A MATCH expression that cannot raise: every term quoted, terms OR-ed.

    OR (not FTS5's implicit AND) because a natural question shares only some words with
    the memory that answers it; BM25 still rewards memories matching more terms.
    Returns None when the query has no searchable term.
    """
    seen = query_terms(query)
    if not seen:
        return None
    return " OR ".join(fts_quote(t) for t in seen)


def estimate_tokens(text: str) -> int:
    """Conservative token estimate for budgeting (over-counts rather than under-counts).

    English averages ~4 characters per token; code, ids and punctuation run denser and
    CJK is about one token per character, so we count each CJK character as one token
    and the rest at 3 characters per token.
    """
    cjk = 0 if text.isascii() else sum(1 for ch in text if _is_cjk(ch))
    other = len(text) - cjk
    return cjk + (other + 2) // 3


def is_cjk_text(word: str) -> bool:
    """True when every character of `word` is CJK (a bigram of a Chinese run)."""
    return bool(word) and not word.isascii() and all(_is_cjk(ch) for ch in word)


def _is_cjk(ch: str) -> bool:
    return any(lo <= ch <= hi for lo, hi in CJK_RANGES)


@functools.lru_cache(maxsize=65536)  # ranking stems every candidate's words on each query
def stem(word: str) -> str:
    """A light English suffix stripper: enough for `flags`/`flag`, `deploying`/`deploy`."""
    if len(word) <= 3 or not word.isascii():
        return word
    for suffix in (
        "ations",
        "ation",
        "ings",
        "ing",
        "ies",
        "ied",
        "ers",
        "er",
        "es",
        "ed",
        "ly",
        "s",
    ):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            return base + "y" if suffix in ("ies", "ied") else base
    return word


def stems(text: str) -> set[str]:
    return {stem(t) for t in content_tokens(text)}


def coverage(query_stems: set[str], text: str) -> float:
    """Share of the query's content words that the text contains (stems compared).

    Unlike BM25 it does not depend on corpus statistics, which are meaningless in a
    store of a dozen memories.
    """
    if not query_stems:
        return 0.0
    return len(query_stems & stems(text)) / len(query_stems)


def jaccard(a: str, b: str) -> float:
    """Overlap of content-token sets: a cheap lexical similarity without a model."""
    return set_jaccard(set(content_tokens(a)), set(content_tokens(b)))


def set_jaccard(a: AbstractSet[str], b: AbstractSet[str]) -> float:
    """Jaccard overlap of two token sets (0 when either is empty): the one definition."""
    return len(a & b) / len(a | b) if a and b else 0.0
