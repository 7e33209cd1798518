"""The words and patterns of claims.py: how a change is said, in seven languages.

Data, not logic: the rules and word lists live in `retain/lexicon/claims.json`, read once
and compiled here. Each rule names the groups it fills ("x" the retired value, "y" the new
one) and is run only when one of its needles (cue literals) is in the text. Stdlib only.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain import text as textmod

_FILE = "claims"  # retain/lexicon/claims.json
_PLACEHOLDER = re.compile(r"\{([A-Z_]+)\}")  # {PHRASE} in a rule: the fragment of that name


def _fragments() -> dict[str, str]:
    """The shared pieces of the rules, each written with the ones before it expanded."""
    out: dict[str, str] = {}
    for name, raw in lexicon.patterns(_FILE, "fragments").items():
        out[name] = expand(raw, out)
    return out


def expand(template: str, fragments: dict[str, str] | None = None) -> str:
    """A rule's pattern with each {NAME} replaced by the fragment of that name."""
    table = FRAGMENTS if fragments is None else fragments
    return _PLACEHOLDER.sub(lambda m: table[m.group(1)], template)


FRAGMENTS = _fragments()
# One "word" of a value: anything up to whitespace or clause punctuation. Dots stay
# inside (versions, file names) and are trimmed from the end.
W = FRAGMENTS["W"]
PHRASE = FRAGMENTS["PHRASE"]  # up to five words, trimmed afterwards
# What precedes "instead of": the last few words. It may start only where a word starts,
# so a long run without spaces is scanned once, not once per character.
LEFT = FRAGMENTS["LEFT"]
BETWEEN = FRAGMENTS["BETWEEN"]  # "from X to": the shortest span, trimmed from the left
CHANGE_VERB = FRAGMENTS["CHANGE_VERB"]
# A value written in a CJK sentence: CJK characters, or Latin words with spaces between
# them ("从 PostgreSQL 换成了", "GitHub Actionsに移行").
CJK_SPAN = FRAGMENTS["CJK_SPAN"]


def compile_pattern(
    pattern: str, kind: str, needles: tuple[str, ...]
) -> tuple[re.Pattern[str], str, str, tuple[str, ...]]:
    """A pattern as claims.py runs it: compiled, its left-trimmed groups, its needles."""
    return (re.compile(pattern, re.IGNORECASE), kind, _left_groups(pattern), needles)


def _left_groups(pattern: str) -> str:
    """Groups captured before their cue ("Y instead of X": y), trimmed from the left.
    A CJK span is exact already."""
    left = "".join(g for g in "xy" if f"(?P<{g}>{LEFT})" in pattern)
    between = "".join(g.upper() for g in "xy" if f"(?P<{g}>{BETWEEN})" in pattern)
    return left + between


def rules(key: str) -> tuple[tuple[re.Pattern[str], str, str, tuple[str, ...]], ...]:
    """The rules under `key`, compiled, in file order. For each rule its needles: literals
    (lower case) one of which it cannot match without. A rule runs only when one is in the
    text, so a long text without a change word costs a few substring searches, not fifty
    regex scans."""
    return tuple(
        compile_pattern(expand(pattern), kind, needles)
        for pattern, kind, needles in lexicon.rules(_FILE, key)
    )


PATTERNS = rules("rules")

# Function words of the seven languages: they end a value ("to MySQL *for* the orders
# service") and say nothing about the subject.
FUNCTION = textmod.STOPWORDS | lexicon.words(_FILE, "function")
# Verbs that precede a value named on the left ("we *use* uv instead of pip").
LEFT_VERBS = lexicon.words(_FILE, "left_verbs")
STOP = FUNCTION | LEFT_VERBS
LEADING = lexicon.words(_FILE, "leading")
# Before a retired value, these say how it was used, not what it was ("not using
# Jenkins anymore", "no longer on Heroku").
RETIRED_LEAD = lexicon.words(_FILE, "retired_lead")
PREPOSITIONS = lexicon.words(_FILE, "prepositions")
# Between a retired thing and what says which one ("SMS codes *for* 2FA were switched off").
QUALIFYING = lexicon.words(_FILE, "qualifying")
# A head that names a relation, not a thing: its value follows ("support for Python 3.8").
RELATIONAL = lexicon.words(_FILE, "relational")
PARTICIPLE = re.compile(r"[a-z]+(?:ed|en|ing)")  # lower case: "Memcached" is a name
# Verb forms that put the value after a preposition ("built with Bazel").
VERBISH = re.compile(lexicon.pattern(_FILE, "verbish"))
# A value word this generic says nothing about which belief it retires.
GENERIC = lexicon.words(_FILE, "generic")


# A change that did not (yet) happen: tried and rolled back, proposed, planned, asked.
TENTATIVE = re.compile(lexicon.pattern(_FILE, "tentative"), re.IGNORECASE)


# Words that appear around changes without naming what changed.
NOISE_WORDS = lexicon.phrases(_FILE, "noise_words")
# The words around "from X to Y" in Slavic languages: not what a change is about.
CHANGE_FRAME = frozenset(textmod.stem(w.casefold()) for w in lexicon.words(_FILE, "change_frame"))
# Cues written without spaces: their bigrams are not the subject either.
CJK_CUES = lexicon.phrases(_FILE, "cjk_cues")
