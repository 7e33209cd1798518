"""The first answer: which of the best few candidates goes first, the line an agent reads.

The blended score (retain.rank.search) orders the candidates well on the whole, but
one kind of evidence it spreads thin decides which memory should be read first: the
query *quotes* a memory. An error pasted into a prompt ("`Error acquiring the state
lock`", "no space left on device", "The C compiler identification is unknown") and the
bugfix or lesson that recorded that very message share a run of words in order; a
memory that only names the same tool ("terraform plan", "cmake --preset debug") shares
one or two. BM25 and the vectors see the quoted words one at a time, among the rest of
a long prompt, so the memory that merely mentions the tool can score above the one that
holds the message (issue 29: the right memory second on queries that share words with
it).

`lead` looks at the top FIRST_POOL candidates, best first, and names the one to read
first instead of the current first: the candidate sharing the longest quote with the
query, when that quote is at least QUOTE_MIN words, holds QUOTE_CONTENT words that are
not stopwords, and is longer than the current first's own quote. A memory that asks (a
question turn of a conversation: retain.rank.cues.is_question, as rank.search's replies
read it) never leads by quoting: it repeats the query's words and answers nothing
(rank.search passes its relevance to the reply). Chosen on
the tune halves of the seven session sets (BENCHMARKS.md,
`python -m benchmarks.search_bench --all-sets --split tune`), where runs of 4 and 5
words with 1-3 content words and pools of 3-10 give the same answers (3 words lets "on
the deck" through, 6 misses "no space left on device"), and on LoCoMo's tuning
conversations, where a 4-word run ("the LGBTQ support group") is more often an
unrelated turn than the evidence and a run of 5 or more mostly the evidence.

`covering` is the second look, when nothing is quoted: the candidate that says more of
what was asked. The blended score trusts words only as far as the best match covers the
query (a paraphrase's words mean little) and passes a match's score to the memories
recorded beside it, so between close scores the first is often a memory on the same
subject that shares fewer of the query's words: the deploy procedure over the freeze
window for "it's the 2nd, deploy it to both boxes", the setup note over the incident
whose words the query repeats. Among the top FIRST_POOL, a candidate whose share of the
query's words (weighted by rarity, retain.rank.words.coverage) exceeds the first's by
COVER_MARGIN or more, that shares more of the query's distinct words with it (Porter
stems, as the FTS index reads them: one rare word against another, "url" against
"staging", is no reason to reorder, nor a word the first has in another inflection), and
whose score is at least COVER_SCORE of the first's, leads; of several, the one covering
most; a memory that asks never, as above. Otherwise the order stands. Chosen on the tune
halves of the seven session sets (issue 29, round 17): margins 0 and 0.05 give the same
answers, score shares of 0.5 to 0.7 the same within one prompt (0.6, the middle), 0.8 no
gain at all. Without the count of shared words the rule gains four more prompts there
but loses two coding cases (benchmarks.coding_cases): a pointer ("Service URLs are listed
in docs/services.md") put over the staging URL asked for, and a deadlock note over the
optimistic locking one when "saved" and "save" did not meet.

`by_kind` is the last look, after both: what the query asks for decides which kind of
memory answers it first. An action request ("add posthog", "just force push it", "ok if
I paste a claim into chatgpt?", rank.cues.asks_to_act) is answered first by the rule that
constrains that action, not by the incident or the setup note that shares more of its
words ("Never rename fields in /scanner/v1" over the incident of the rename that broke
the scanners); a question asking for the steps (rank.cues.asks_how) by the procedure.
When the current first is not already of a kind that answers the request (a constraint
or a procedure for an action, a procedure for the steps), the best candidate of the kind
asked for among the top FIRST_POOL, scoring at least KIND_SCORE of the first, leads.
Memories carry their kind as written (memory_write's `kind`; "fact" when none is given),
so a store whose writers never say "constraint" is ranked as before. Chosen on the tune
halves of the eight session sets (round 19): 0.6 of the first gains the same prompts as
COVER_SCORE and loses none there (0.5 loses three, 0.7 gains three fewer); letting an
action request lift a procedure too, or a constraint over a procedure, lost more than it
gained; so did a symptom report lifting the bugfix.
The kind decides between near answers only, not against a first that says clearly more of
the query: when the first's share of the query's weighted words (as `covering` reads it)
exceeds the candidate's by more than KIND_COVER, the first stands. The lesson the agent
wrote about that very action ("I ran `-u all` on prod to be safe and it overwrote the
translations ... Update only the modules that changed" for "run -u all on prod") is a rule
too, and more specific than the general one the kind would lift ("Module updates on prod
only inside the window ..."). Chosen on both halves of the twelve development session
sets (round 24, sessions13 the check): 0.15 to 0.25 give the same answers, five more first
answers in three sets and one fewer (sessions9); 0.1 or less gives back what it gains.
With that guard KIND_SCORE 0.5 (0.45 the same) gains three more first answers in three
other sets and loses none; without it 0.5 lost two (a general rule lifted over the
specific note), which is why round 19 kept 0.6.

Pure and stdlib only: texts or figures in, an index out.
"""

from __future__ import annotations

from collections.abc import Sequence

from retain import text as textmod
from retain.rank import porter, words
from retain.rank.cues import asks_how, asks_to_act, is_question

FIRST_POOL = 5  # best candidates looked at: a quote further down is a weaker match anyway
QUOTE_MIN = 5  # words in order shared with the query: a message, not a tool's name
QUOTE_CONTENT = 2  # of them not stopwords: "is in the" quotes nothing
COVER_MARGIN = 0.05  # more of the query's weighted words than the first: not a rounding
COVER_SCORE = 0.6  # of the first's score at least: words decide between near scores only
KIND_SCORE = 0.5  # of the first's score at least: the kind asked for decides near scores only
KIND_COVER = 0.15  # a first covering this much more of the query's weighted words stands
# Kinds of memory that answer a request first (`by_kind`): which may lead, and which
# already do when first.
ACT_LEADS = frozenset({"constraint"})
ACT_STANDS = frozenset({"constraint", "procedure"})
HOW_LEADS = frozenset({"procedure"})


def lead(query: str, texts: Sequence[str]) -> int | None:
    """The index among `texts` (the best candidates, best first) of the memory to read
    first instead of `texts[0]`, or None when the order stands (see the module doc)."""
    pool = texts[:FIRST_POOL]
    if len(pool) < 2:
        return None
    q = textmod.tokens(query)
    if len(q) < QUOTE_MIN:
        return None
    starts = _starts(q)
    runs = [0 if is_question(t) else quote_length(q, starts, textmod.tokens(t)) for t in pool]
    best = max(range(1, len(pool)), key=lambda i: (runs[i], -i))
    return best if runs[best] > runs[0] else None


def covering(
    query: str, texts: Sequence[str], coverages: Sequence[float], scores: Sequence[float]
) -> int | None:
    """The index among the best candidates (their `texts`, query-word `coverages` and
    `scores`, best first) of the one that says clearly more of `query` than `[0]` and
    scores near it, to be read first instead; None when the order stands (see the module
    doc). A memory that asks never leads: it covers the query by repeating it."""
    n = min(FIRST_POOL, len(texts), len(coverages), len(scores))
    if n < 2 or scores[0] <= 0:
        return None
    fit = [
        i
        for i in range(1, n)
        if coverages[i] >= coverages[0] + COVER_MARGIN
        and scores[i] >= COVER_SCORE * scores[0]
        and not is_question(texts[i])
    ]
    if not fit:  # most queries: the words' count below is then never taken
        return None
    asked = _query_terms(query)
    base = len(asked & words.memory_terms(texts[0]))
    fit = [i for i in fit if len(asked & words.memory_terms(texts[i])) > base]
    return max(fit, key=lambda i: (coverages[i], -i)) if fit else None


def by_kind(
    query: str,
    kinds: Sequence[str],
    scores: Sequence[float],
    coverages: Sequence[float] = (),
) -> int | None:
    """The index among the best candidates (their `kinds`, `scores` and, when given, the
    query-word `coverages`, best first) of the memory of the kind the query asks for, to
    be read first instead of `[0]`; None when the order stands (see the module doc)."""
    n = min(FIRST_POOL, len(kinds), len(scores))
    if n < 2 or scores[0] <= 0:
        return None
    if asks_to_act(query):
        leads, stands = ACT_LEADS, ACT_STANDS
    elif asks_how(query):
        leads, stands = HOW_LEADS, HOW_LEADS
    else:
        return None
    if kinds[0] in stands:
        return None
    fit = [i for i in range(1, n) if kinds[i] in leads and scores[i] >= KIND_SCORE * scores[0]]
    if len(coverages) >= n:  # a first that says clearly more of the query stands
        fit = [i for i in fit if coverages[i] >= coverages[0] - KIND_COVER]
    return max(fit, key=lambda i: (scores[i], -i)) if fit else None


def _query_terms(query: str) -> set[str]:
    """The query's distinct words as the FTS index reads them (Porter stems,
    retain.rank.words), the first MAX_QUERY_TERMS as memory_search weighs them."""
    return {porter.stem(t) for t in textmod.content_tokens(query)[: textmod.MAX_QUERY_TERMS]}


def quote_length(
    query: list[str], starts: dict[tuple[str, ...], list[int]], memory: list[str]
) -> int:
    """Length of the longest run of words the memory shares with the query in order, if
    it is a quote (QUOTE_MIN words or more, QUOTE_CONTENT of them not stopwords), else 0.
    `starts`: where each QUOTE_MIN-word run begins in the query (`_starts`), so that a
    long pasted query costs one pass over the memory, not a comparison of every pair of
    positions."""
    best = 0
    for j in range(len(memory) - QUOTE_MIN + 1):
        for i in starts.get(tuple(memory[j : j + QUOTE_MIN]), ()):
            n = QUOTE_MIN
            while i + n < len(query) and j + n < len(memory) and query[i + n] == memory[j + n]:
                n += 1
            if n > best and _content(memory[j : j + n]) >= QUOTE_CONTENT:
                best = n
    return best


def _starts(words: list[str]) -> dict[tuple[str, ...], list[int]]:
    out: dict[tuple[str, ...], list[int]] = {}
    for i in range(len(words) - QUOTE_MIN + 1):
        out.setdefault(tuple(words[i : i + QUOTE_MIN]), []).append(i)
    return out


def _content(words: list[str]) -> int:
    return sum(w not in textmod.STOPWORDS for w in words)
