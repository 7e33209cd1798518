"""Word statistics the rankers share: what a memory and a prompt are compared by
(Porter stems, retain.rank.porter, as the FTS index has them), how much a word weighs
(`idf`, its inverse document frequency in the store), the rarest words of a prompt
(`rarest_words`) and a prompt's unknown words read through the cross-language
vocabulary (`translated`). The prompt-time block (retain.rank.prompt) scores with them;
memory_search (retain.rank.search) weighs a query's words with the same `idf`.

Stdlib only: the prompt hook imports this module.
"""

from __future__ import annotations

import math

from retain import text as textmod
from retain.rank import porter

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from retain.rank.prompt import Lexicon

MAX_PROMPT_TERMS = 24  # a pasted log as a prompt must still be a cheap lookup
MAX_PROMPT_CHARS = 4000  # past this the prompt is a paste; its head says what it is about


def memory_terms(text: str) -> set[str]:
    """The stems a memory is indexed under: its words and the parts of its identifiers.
    Porter stems (retain.rank.porter), as the FTS index has them, so every inflection of a
    word meets the others (`migrate`, `migrating`, `migrations` -> `migrat`)."""
    parts = [p.casefold() for p in textmod.split_identifiers(text)]
    return {porter.stem(t) for t in textmod.content_tokens(text) + parts}


def prompt_terms(prompt: str) -> list[str]:
    """Distinct stems of the prompt's content words, in order. Not the parts of its
    identifiers: `StatefulSet` would count three times (whole, `stateful`, `set`) against
    a memory naming it once; memories are indexed with the parts (memory_terms), so a
    prompt saying `stateful set` still finds one that says `StatefulSet`."""
    return list(prompt_words(prompt))


def prompt_words(prompt: str) -> dict[str, str]:
    """Each distinct stem of the prompt's content words, in order, with the word as typed
    (its first spelling): the word is what the FTS index is searched and counted with
    (its tokenizer stems it the same way), the stem what a memory is compared by."""
    head = prompt[:MAX_PROMPT_CHARS]
    out: dict[str, str] = {}
    for t in textmod.content_tokens(head):
        s = porter.stem(t)
        if s not in out and (len(t) > 1 or not t.isascii()):
            out[s] = t
        if len(out) >= MAX_PROMPT_TERMS:
            break
    return out


def translated(
    store: Lexicon, prompt: str, words: dict[str, str], df: dict[str, int], cap: int
) -> tuple[dict[str, str], dict[str, int], dict[str, set[str]]]:
    """The prompt's terms with the words no memory uses read through the cross-language
    vocabulary (retain.rank.glossary): a foreign word of the work becomes its English word
    (`migraciones` -> `migration`), a foreign function word (`por`, `wie`) goes, as
    English stopwords do, and with any such gloss the unknown Chinese bigrams go too (the
    vocabulary's Chinese words are found in the prompt's text instead). Words the store
    knows, and unknown words the vocabulary lacks, stay as they were. Returns (stem ->
    word searched, stem -> memories using it, stem -> its other English forms' stems)."""
    from retain.rank import glossary

    out: dict[str, str] = {}
    counts: dict[str, int] = {}
    also: dict[str, set[str]] = {}
    han: list[str] = []
    glossed = False

    def add(english: str) -> None:
        forms = english.split("/")
        key = porter.stem(forms[0])
        if key in out:
            return
        out[key] = " ".join(forms)
        counts[key] = max(store.word_count(f, cap) for f in forms)
        also[key] = {porter.stem(f) for f in forms[1:]}

    for t, word in words.items():
        if df[t] > 0:
            out[t], counts[t] = word, df[t]
        elif textmod.is_cjk_text(word):
            han.append(t)
        elif glossary.function_word(word):
            glossed = True
        elif (english := glossary.english(word)) is not None:
            glossed = True
            add(english)
        else:
            out[t], counts[t] = word, 0
    chinese = glossary.han_words(prompt[:MAX_PROMPT_CHARS]) if han else []
    for english in chinese:
        add(english)
    if not (glossed or chinese):
        for t in han:  # nothing read: the prompt stays as typed
            out[t], counts[t] = words[t], 0
    return out, counts, {k: v for k, v in also.items() if v}


def idf(df: int, n: int) -> float:
    """Inverse document frequency; a word no memory uses weighs the most."""
    return math.log(1.0 + (n + 1) / (df + 0.5))


def rarest_words(terms: list[str], df: dict[str, int], room: int) -> list[str]:
    """The rarest of `terms`, as many as together match at most `room` memories (by
    their counts `df`): ranking every memory that holds one of them costs no more than
    ranking the window."""
    out: list[str] = []
    for t in sorted(terms, key=lambda t: df[t]):
        if df[t] > room:
            break
        room -= df[t]
        out.append(t)
    return out


def query_weights(store: Lexicon, text: str, n: int, cap: int) -> dict[str, float]:
    """Each query word's weight for memory_search's coverage (retain.rank.search): its
    `idf` in a store of `n` memories, counted up to `cap` (a word that common weighs the
    least). Stems of retain.text (not Porter's), the first MAX_QUERY_TERMS words."""
    out: dict[str, float] = {}
    for token in textmod.content_tokens(text)[: textmod.MAX_QUERY_TERMS]:
        s = textmod.stem(token)
        if s not in out:
            out[s] = idf(store.word_count(token, cap), n)
    return out


def coverage(q_text: str, weights: dict[str, float] | None, text: str) -> float:
    """Share of the query's words the text contains, each weighed by `weights` (plain
    share without them)."""
    q_stems = set(weights) if weights is not None else textmod.stems(q_text)
    if weights is None or not weights:
        return textmod.coverage(q_stems, text)
    total = sum(weights.values())
    have = textmod.stems(text)
    return sum(w for s, w in weights.items() if s in have) / total if total else 0.0
