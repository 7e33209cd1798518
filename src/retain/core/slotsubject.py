"""Are a statement and a belief about the same thing, once their values are set aside?

valueslot.py finds the one slot where two statements name different values of one kind
(a port, a duration, a path, ...). That is a replacement only when both speak of the
same thing: "The admin API listens on port 8081" names another service than "The API
listens on port 8080", though only one word differs; "The backend service listens on
port 9000" names the same one, because "backend service" and "API" are two names of one
role. The test here, precision first:

- the two share at least one content word outside the values (a head noun, a place);
- the statement adds no content word the belief lacks: a word it adds is a qualifier
  ("admin", "shipping", "category", "production") that makes it about something else.
  Words that say nothing of *which* thing are set aside first: update cues ("now",
  "moved"), the verbs a setting is stated with ("listens", "runs", "expires"), the kind's
  own markers ("port", "version", units), and a name of a role when the belief names
  the same role another way (retain/lexicon/valueslot.json "aliases").

Words the belief has and the statement leaves out are allowed: a restatement may say less.
Pure and stdlib only.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain import text as textmod
from retain.core import claims, valueslot
from retain.core import claims_lexicon as lex
from retain.core import slots_lexicon as slotwords
from retain.core.valueslot import SlotChange

_FILE = "valueslot"  # retain/lexicon/valueslot.json
MIN_PREFIX = 4  # letters two stems share at the start to be one word ("config", "configured")
MAX_FACTOR = 10  # how far apart two values of one measure may be for _measured_change
FROM_TO_SHARED = 2  # words shared for "from X to Y" naming the belief's X to add a word


def _is_cjk(ch: str) -> bool:
    return any(lo <= ch <= hi for lo, hi in textmod.CJK_RANGES)


def _alternation(forms: list[str] | tuple[str, ...]) -> re.Pattern[str]:
    """Whole words for forms in scripts with spaces, plain substrings for the others."""
    ordered = sorted(forms, key=len, reverse=True)
    spaced = "|".join(re.escape(f) for f in ordered if not any(_is_cjk(ch) for ch in f))
    bare = "|".join(re.escape(f) for f in ordered if any(_is_cjk(ch) for ch in f))
    parts = [rf"(?<![\w-])(?:{spaced})(?![\w-])" if spaced else "", bare]
    return re.compile("|".join(p for p in parts if p), re.IGNORECASE)


# Names of one role ("API", "backend service", "バックエンド"): a pair of them is no difference.
_ALIASES = {key: _alternation(forms) for key, forms in lexicon.groups(_FILE, "aliases").items()}
# Aliases that name a role any project has several of ("the API" of which service?): two
# statements sharing only one of these, or only a product, are not yet about one thing.
_ROLES = frozenset({"backend", "frontend", "database"})
# Where a setting holds: a belief scoped to one is not replaced by a statement naming none.
_ENVIRONMENTS = _alternation(lexicon.phrases(_FILE, "environments"))
# "everywhere", "en todos los entornos": the statement holds wider, it qualifies nothing.
_EVERYWHERE = _alternation(lexicon.phrases(_FILE, "everywhere"))
# Verbs a setting is stated with: they say how, not of what.
_FRAME_VERBS = _alternation(lexicon.phrases(_FILE, "frame_verbs"))
# The kinds' own markers: "port 8080" and "8080番ポート" both say "port".
_MARKERS = frozenset(
    claims.words_of(
        " ".join(
            [
                "port ports porta puerto",
                "folder folders directory directories dir file files endpoint endpoints",
                "route routes path paths",
                *lexicon.phrases(_FILE, "version_markers"),
                *lexicon.phrases(_FILE, "frequency_words"),  # "daily", "every": how often
            ]
        )
    )
)


_UNIT_WORDS = frozenset(
    claims.words_of(
        " ".join(
            u
            for g in ("size_units", "duration_units")
            for us in lexicon.groups(_FILE, g).values()
            for u in us
        )
    )
)
_NOISE = claims.SUBJECT_NOISE  # cue words, generic verbs: never what a statement is about


def same_subject(statement: str, belief: str, change: SlotChange) -> bool:
    """Whether `statement` speaks of the thing `belief` does (the test in the docstring)."""
    mine, theirs = _masked(statement, change.spans), _masked(belief, change.belief_spans)
    named_a, named_b = _identifiers(mine), _identifiers(theirs)
    if named_a - named_b and named_b - named_a:
        return False  # "alpha1 listens on 8001" and "alpha0 listens on 8000": two things
    a, b = set(), set()
    for key, group in _ALIASES.items():
        if group.search(mine) and group.search(theirs):
            mine, theirs = group.sub(" ", mine), group.sub(" ", theirs)
            a.add(f"#{key}")  # one thing, named either way: a word they share
            b.add(f"#{key}")
    if change.kind in ("version", "setting"):
        a.add("#product")  # the product whose version it is: named on both sides
        b.add("#product")
    if change.key:  # "DB pool: `POOL_SIZE=20`": the key's own words say what it is of
        b |= claims.words_of(re.sub(r"[_.-]+", " ", change.key))
    a, b = a | _content(mine), b | _content(theirs)
    shared = {w for w in a if w in b or any(_same_stem(w, v) for v in b)}  # issue, issu
    named = {w for w in shared if w.removeprefix("#") not in _ROLES | {"product"}}
    if not named:
        return False  # a role or a product in common is not yet one thing: "the API" of what?
    if not _near_value(shared, belief, change):
        return False  # "... das Standard-fly.toml ist Produktion und wird nur von CI deployt"
    added = [w for w in a - b if not any(_same_stem(w, v) for v in b) and not _reordered(w, theirs)]
    if change.kind == "from_to" and len(added) <= 1 and len(named) >= FROM_TO_SHARED:
        added = []  # "Raised the upload limit from 25 MB": it names the belief's own value
    if len(added) == 1 and _measured_change(statement, belief, change):
        added = []  # "Backup retention was cut to 14 days": the slot's own name ("kept 30 days")
    if added and not _translated(added, mine, theirs):
        return False
    # A belief scoped to an environment the statement does not name ("Production
    # Postgres is 15" against "Postgres is 16") may hold beside it.
    return not _ENVIRONMENTS.findall(theirs) or bool(_ENVIRONMENTS.findall(mine))


def _measured_change(statement: str, belief: str, change: SlotChange) -> bool:
    """A duration or a size the statement says it changed, within a factor of MAX_FACTOR
    of the belief's: a word it adds names the measure ("retention" for "kept"), where a
    measure of another thing is rarely that close ("timeout 2 hours", "kept 30 days")."""
    if change.kind not in ("duration", "size") or not _said_new(statement, belief):
        return False
    old, new = valueslot.values(change.old), valueslot.values(change.new)
    if len(old) != 1 or len(new) != 1:
        return False
    low, high = sorted((float(old[0].key), float(new[0].key)))
    return low > 0 and high <= MAX_FACTOR * low


def _said_new(statement: str, belief: str) -> bool:
    """An update cue the belief lacks ("cut", "now"), or a change claims.py reads ("went to")."""
    if claims.parse_change(statement) is not None and claims.parse_change(belief) is None:
        return True
    mine = {m.group(0).casefold() for m in slotwords.UPDATE_CUES.finditer(statement)}
    return bool(mine - {m.group(0).casefold() for m in slotwords.UPDATE_CUES.finditer(belief)})


def _near_value(shared: set[str], belief: str, change: SlotChange) -> bool:
    """A word both say is said near the belief's value: in the stretch that holds it or
    at the head of its clause ("The API, in local dev, listens on port 8080"). A note of
    several facts shares a word with a statement elsewhere ("CI is ci.yml" against "the
    default fly.toml is production and is deployed only by CI"): another fact's word."""
    if not change.belief_spans or change.kind in ("version", "setting"):
        return True  # the product or the key is written with the value itself
    at = change.belief_spans[0][0]
    start = max((m.end() for m in _CLAUSE_END.finditer(belief, 0, at)), default=0)
    ends = [m.start() for m in _CLAUSE_END.finditer(belief, at)]
    clause = belief[start : ends[0] if ends else len(belief)]
    at -= start
    cuts = [0, *(m.end() for m in _STRETCH_END.finditer(clause)), len(clause)]
    if len(cuts) == 2:
        return True
    own = next(i for i in range(len(cuts) - 1) if cuts[i] <= at < cuts[i + 1] or i == len(cuts) - 2)
    near = clause[cuts[0] : cuts[1]] + " " + clause[cuts[own] : cuts[own + 1]]
    words = _content(near)
    for w in shared:
        if w.startswith("#"):
            group = _ALIASES.get(w[1:])
            if group is not None and w[1:] not in _ROLES and group.search(near):
                return True
        elif w in words or any(_same_stem(w, v) for v in words):
            return True
    return False


_CLAUSE_END = re.compile(r"[;!?。；！？\n]|\.(?:\s|$)|\s[–—-]\s")
_STRETCH_END = re.compile(r",|，|\b(?:and|but|while|whereas|und|aber|pero|mais|mas)\b", re.I)
_TOKEN = re.compile(r"\w[\w.-]*")


def _identifiers(text: str) -> set[str]:
    """Names that start with a letter and hold a digit ("alpha0", "node-02", "shard3",
    "v2", "p99"), outside the value: two statements naming different ones speak of
    different things. Figures with a suffix ("13th", "10ms", "3pm") are not names."""
    found = (t.rstrip(".-").casefold() for t in _TOKEN.findall(text))
    return {
        t for t in found if t[:1].isalpha() and not _is_cjk(t[0]) and any(ch.isdigit() for ch in t)
    }


def _reordered(word: str, belief: str) -> bool:
    """A CJK bigram whose characters the belief has, in another order: "上传上限" and
    "上传单张上限" say one thing, though their bigrams differ ("传上")."""
    return len(word) > 1 and all(_is_cjk(ch) and ch in belief for ch in word)


def _translated(added: list[str], statement: str, belief: str) -> bool:
    """The words the statement adds are all in a script without spaces, and the belief
    uses none: "atlas p99 지연 예산은 120 ms" against "atlas p99 latency budget is 80 ms"
    says the belief's words in another language, not a qualifier (which could not be a
    word of the belief at all). An environment the belief does not name still is one."""
    if any(_is_cjk(ch) for ch in belief) or not all(any(map(_is_cjk, w)) for w in added):
        return False
    return not _ENVIRONMENTS.search(statement)


def _masked(text: str, spans: tuple[tuple[int, int], ...]) -> str:
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + " " + text[end:]
    return text


def _content(text: str) -> set[str]:
    text = slotwords.UPDATE_CUES.sub(" ", text)
    text = _EVERYWHERE.sub(" ", text)
    text = _FRAME_VERBS.sub(" ", text)
    # particles and endings (は, を, 는, 的) are not content: "数は" and "数を" say "数"
    # (a Korean particle only ends a word: the 로 of 로컬 is the word itself)
    text = _HANGUL_PARTICLE.sub(" ", text)
    text = "".join(" " if ch in slotwords.CJK_FUNCTION and not _hangul(ch) else ch for ch in text)
    return {
        w
        for w in claims.words_of(text)
        if w not in _NOISE
        and w not in _MARKERS
        and w not in _UNIT_WORDS
        and w not in lex.LEFT_VERBS
        and not any(ch.isdigit() for ch in w)
        and len(w) > 1  # a lone particle (は, 는) or an elided article (l')
    }


def _hangul(ch: str) -> bool:
    return "\uac00" <= ch <= "\ud7af"


_HANGUL_PARTICLE = re.compile(
    "(?<=[\uac00-\ud7af])["
    + "".join(ch for ch in slotwords.CJK_FUNCTION if _hangul(ch))
    + "]+(?=\\s|$|[.,;!?。])"
)


def _same_stem(a: str, b: str) -> bool:
    """ "configur" and "config", "expire" and "expir": one word stemmed two ways."""
    short, long = sorted((a, b), key=len)
    return len(short) >= MIN_PREFIX and long.startswith(short)


def words_about(text: str) -> set[str]:
    """The content words that say which thing a text is about (`same_subject`'s words):
    no update cues, frame verbs, kind markers, units or figures."""
    return _content(text)


def one_stem(a: str, b: str) -> bool:
    """One word stemmed two ways ("configur", "config")."""
    return a == b or _same_stem(a, b)


def environment_dropped(statement: str, belief: str) -> bool:
    """The belief is scoped to an environment ("Production Postgres is 15") the statement
    does not name: the two may hold side by side."""
    return bool(_ENVIRONMENTS.findall(belief)) and not _ENVIRONMENTS.findall(statement)
