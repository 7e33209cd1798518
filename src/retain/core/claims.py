"""What a statement of change claims: which value it retires and which it puts in place.

"We switched the orders service from PostgreSQL to MySQL" retires `PostgreSQL` and puts
`MySQL` in its place; "use uv instead of pip" retires `pip`; "we no longer run the e2e
suite nightly" retires `run the e2e suite`; "we moved CI to GitHub Actions" names only
the new value. The write gate uses this to find the belief a statement *denies* (one that
asserts the retired value, about the same subject), which is rarely the most similar one:
a belief that already says the new value is confirmed, not replaced.

Pure and stdlib only. English, German, Spanish, French, Portuguese, Japanese, Chinese.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retain import text as textmod
from retain.core import claims_lexicon as lex
from retain.core import claims_lexicon_more, nochange


@dataclass(frozen=True)
class Change:
    """A claimed change: `old` is the value retired (None if unnamed), `new` the value now."""

    old: str | None
    new: str | None
    kind: str  # "pair" (both named), "old" (only the retired value), "new" (only the new)
    tentative: bool = False  # proposed, planned, tried and rolled back: not a fact yet
    at: tuple[int, ...] = ()  # where in the text the change is said (match starts)

    @property
    def names_old(self) -> bool:
        return self.old is not None


def parse_change(text: str) -> Change | None:
    """The change the text claims, with the values it names, or None.

    A pattern naming both values wins; otherwise the first retired value and the first
    new value found by separate patterns are put together ("switched the docs to MkDocs;
    Sphinx is gone"). A change tried and rolled back, proposed or planned is `tentative`.
    """
    found = _parse_change(text)
    if found is None and _ASIDE.search(text):
        # "heißt acme-tf-state (mit Bindestrich), nicht acme-tfstate": an aside between
        # the two values. Blanked, not cut, so positions still point into `text`.
        found = _parse_change(_ASIDE.sub(lambda m: " " * len(m.group(0)), text))
    return found


_ASIDE = re.compile(r"[(（][^()（）]*[)）]")


def _parse_change(text: str) -> Change | None:
    olds: list[tuple[int, str]] = []
    news: list[tuple[int, str]] = []
    pairs: list[tuple[int, str, str]] = []
    low = text.casefold()
    for pattern, kind, left, needles in _PATTERNS:
        if not any(n in low for n in needles):
            continue
        for m in pattern.finditer(text):
            lead = m.group(0) if "y" in left.casefold() else ""  # "Never use Y instead of X"
            if nochange.changes_nothing(text, m, kind, lead):
                continue  # "never switch them off in a csproj": a rule, not a change
            groups = m.groupdict()
            before = text[: m.start("x")] if groups.get("x") is not None else ""
            old = _value(groups.get("x"), left=_side("x", left), retired=True, before=before)
            said = text[: m.start("y")] if groups.get("y") is not None else ""
            new = _value(groups.get("y"), left=_side("y", left), before=said)
            if old is not None and new is not None and keys(old) == keys(new):
                continue
            if kind == "pair" and old is not None and new is not None:
                pairs.append((m.start(), old, new))
            elif old is not None and kind in ("pair", "old"):
                olds.append((m.start(), old))
            elif new is not None and kind in ("pair", "new"):
                news.append((m.start(), new))
            else:
                continue
            break
    if pairs:
        at, old, new = min(pairs)
        return Change(old, new, "pair", _tentative(text, (at,)), (at,))
    first_old = min(olds) if olds else None
    first_new = min(news) if news else None
    if first_old is not None and first_new is not None and keys(first_old[1]) != keys(first_new[1]):
        both = (first_old[0], first_new[0])
        return Change(first_old[1], first_new[1], "pair", _tentative(text, both), both)
    if first_old is not None:
        return Change(first_old[1], None, "old", _tentative(text, (first_old[0],)), (first_old[0],))
    if first_new is not None:
        return Change(None, first_new[1], "new", _tentative(text, (first_new[0],)), (first_new[0],))
    return None


def _tentative(text: str, at: tuple[int, ...]) -> bool:
    """Planned, proposed, tried: said in the change's clause or before it, or asked in its
    sentence or the last; a later clause's plan is news beside it ("...; X closes in May")."""
    end = _CLAUSE_END.search(text, max(at))
    said = text[: end.start() if end is not None else len(text)]
    asked = _ASKED.search(text, max(at))  # "Should api/ move from X to Y? ...", not "?q="
    if text.rstrip().endswith(("?", "？")) or (asked and asked.group(0)[0] in "?？"):
        return True
    return bool(lex.TENTATIVE.search(said))


def announces_change(text: str) -> bool:
    return parse_change(text) is not None


def _side(group: str, left: str) -> str:
    """How a captured span is trimmed: "left" (before its cue: the last words, no verb),
    "between" (between two cues: the last words), or "" (after its cue: the first words)."""
    if group in left:
        return "left"
    if group.upper() in left:
        return "between"
    return ""


def _value(raw: str | None, *, left: str, retired: bool = False, before: str = "") -> str | None:
    """The value a captured span names: its head words, without articles or trailers.
    `before`: the text before the span, where a retired thing's head may begin."""
    if raw is None:
        return None
    coded = _code_value(raw, left=bool(left))
    if coded is not None:
        return coded
    whose = None if left else _OF_CODE.match(raw)
    if whose is not None:  # "now uses the hash of `pnpm-lock.yaml`": not just "hash"
        return f"{whose.group(1)} {whose.group(2)} {whose.group(3)}"
    raw = raw.strip(" \t.'’`*_")
    if not raw:
        return None
    if _has_cjk(raw) and " " not in raw:
        return raw or None
    words = [w.strip(".'’`*_") for w in raw.split()]
    words = [w for w in words if w]
    if left:
        # Keep the words after the last stopword: "we use uv instead of" -> "uv"; a
        # trailing auxiliary goes first ("Ansible wurde durch ...").
        stop = lex.STOP if left == "left" else lex.FUNCTION
        while words and words[-1].casefold() in lex.FUNCTION:
            words.pop()
        kept: list[str] = []
        for at in range(len(words) - 1, -1, -1):
            w = words[at]
            if left == "left" and w.casefold() in _OF and kept:
                # "Le disque du serveur Redis de cache a été remplacé": what follows "de"
                # says whose; the thing replaced is further left, and not a value here.
                return None
            if retired and left == "left" and kept and w.casefold() in lex.QUALIFYING:
                # "SMS codes for 2FA were switched off": what follows "for" says which
                # codes; the thing retired is the head before it.
                head = _head_before(before.split() + words[:at], stop)
                if head:
                    kept = head
                break
            if w.casefold() in stop or w in _DASHES:
                break
            kept.insert(0, w)
        if not retired and left == "left":
            # "We use ECharts for charts instead of Chart.js": what follows "for" is what
            # the value is used for; the value is what is used.
            kept = _used_for(before.split(), words) or kept
        while retired and kept and kept[0].casefold() in lex.RETIRED_LEAD:
            kept.pop(0)
        words = kept
    else:
        while words and (
            words[0].casefold() in lex.LEADING or words[0].casefold() in lex.RETIRED_LEAD
        ):  # "sondern im AWS Secrets Manager": how or where it is used, not what
            words.pop(0)
        kept = []
        for w in words:
            low = w.casefold()
            if low in lex.LEADING:
                continue  # "run the e2e suite": articles inside a value
            if low in lex.FUNCTION or (kept and low in lex.LEFT_VERBS) or w in _DASHES:
                break  # "not ingestion date - late events land ...": a dash ends it
            kept.append(w)
        if retired and len(kept) >= 1 and len(words) > 2:
            # "no longer built with Bazel", "no longer runs on Jenkins": the value is what
            # follows the preposition.
            rest = [w for w in words if w.casefold() not in lex.LEADING]
            if (
                len(rest) > 2
                and rest[0] == kept[0]
                and lex.VERBISH.fullmatch(rest[0])
                and rest[1].casefold() in lex.PREPOSITIONS
            ):
                kept = _value_head(rest[2:])
        words = kept[:4]
        if retired and len(words) == 1 and lex.PARTICIPLE.fullmatch(words[0]):
            return None  # "is no longer scheduled": says what stopped, not which value
    value = " ".join(words)
    if not value or all(w.casefold() in lex.GENERIC for w in words):
        return None
    return value


def _code_value(raw: str, *, left: bool) -> str | None:
    """A value written as code is one value, whatever words it holds: "`make test` is
    replaced by `just test`" retires `make test` ("just" is no stopword there). The code
    span must be the value's head: only articles or function words beside it on the side
    away from the cue ("by our own `verifyToken` middleware" names `verifyToken`)."""
    spans = list(_CODE.finditer(raw))
    if not spans:
        return None
    span = spans[-1] if left else spans[0]
    beside = raw[span.end() :] if left else raw[: span.start()]
    others = [w for w in beside.split() if w.casefold() not in lex.STOP | _OWN]
    if left and len(others) == 1 and others[0].isalpha() and others[0].islower():
        others = []  # "the `e2e/` folder": what the code names
    if others:
        return None
    inner = span.group(1).strip()
    if not left:  # "`verifyToken` middleware": the common nouns after it name what it is
        for w in raw[span.end() :].split()[:2]:
            if not w.isalpha() or not w.islower() or w.casefold() in lex.STOP:
                break
            inner += " " + w
    return inner or None


_CODE = re.compile(r"`([^`\n]+)`")
_OF_CODE = re.compile(r"\s*(?:(?:the|a|an)\s+)?([^\W\d_]+)\s+(of|de|von|do|da|du)\s+`([^`\n]+)`")
_OWN = frozenset({"own", "eigene", "eigenen", "propio", "propia", "propre", "próprio", "própria"})


def words_of(text: str) -> frozenset[str]:
    """Stemmed content words; a CJK run is split from the letters beside it first
    ("orders服务" is "orders" and the bigram "服务")."""
    return frozenset(word_forms(text))


def word_forms(text: str) -> dict[str, str]:
    """The content words of `words_of`, each stem with the first word it came from (the
    form a word index can count)."""
    spaced = _CJK_RUN.sub(lambda m: f" {m.group(0)} ", text)
    out: dict[str, str] = {}
    for t in textmod.content_tokens(spaced):
        if t.casefold() not in lex.FUNCTION:
            out.setdefault(textmod.stem(t), t)
    return out


def _head_before(words: list[str], stop: frozenset[str]) -> list[str]:
    """The noun phrase that ends `words` ("the failing disk" of "the failing disk on
    build-2"), or nothing when it is a relation ("support for Python 3.8": the value is
    what the support is for)."""
    head: list[str] = []
    for w in reversed(words):
        if w[-1:] in ",;:!?":  # another clause's last word
            break
        w = w.strip(".'’`*_")
        if not w or w.casefold() in stop or w in _DASHES or len(head) == HEAD_WORDS:
            break
        head.insert(0, w)
    if not head or head[-1].casefold() in lex.RELATIONAL:
        return []
    return head


def _used_for(before: list[str], span: list[str]) -> list[str]:
    """ "use *pnpm* for the web app": the words after a verb of use when the span (or the
    word before it) has "for" and only a noun phrase after it; else nothing."""
    full = before + span
    for at in range(len(full) - 1, max(len(before) - 2, -1), -1):
        low = full[at].casefold()
        if low in _PURPOSE:
            return _used_before(full[:at]) if at + 1 < len(full) else []
        if low in lex.FUNCTION and low not in lex.LEADING or full[at][-1:] in ",;:!?":
            return []
    return []


def _used_before(words: list[str]) -> list[str]:
    """The words between a verb of use and the end of `words` ("use *ECharts*"), or
    nothing when no such verb comes first ("Datadog", "switched the alerts")."""
    head: list[str] = []
    for w in reversed(words):
        low = w.casefold()
        if low in lex.LEFT_VERBS:
            return head
        if w[-1:] in ",;:!?" or len(head) == HEAD_WORDS:
            return []
        if low in lex.LEADING:
            continue
        if low in lex.FUNCTION or w in _DASHES:
            return []
        head.insert(0, w.strip(".'’`*_"))
    return []


def _value_head(words: list[str]) -> list[str]:
    kept: list[str] = []
    for w in words:
        low = w.casefold()
        if low in lex.LEADING:
            continue
        if low in lex.FUNCTION or (kept and low in lex.LEFT_VERBS):
            break
        kept.append(w)
    return kept


def keys(value: str) -> frozenset[str]:
    """The comparable parts of a value: stemmed content words, or CJK bigrams."""
    return words_of(value)


def asserts(belief: str, value: str) -> bool:
    """Does the belief name this value (all its words, or its CJK run)?"""
    if _has_cjk(value) and not value.isascii():
        return textmod.normalize(value) in textmod.normalize(belief)
    want = keys(value)
    if not want or not want <= words_of(belief):
        return False
    if "/" in value.strip("/") and " " not in value.strip():  # one path: `tests/e2e/` is not `e2e/`
        path = re.escape(value.rstrip("/"))
        return bool(re.search(rf"(?<![\w/.-]){path}/?(?![\w/.-])", belief, re.IGNORECASE))
    if any(not keys(w) and w.casefold() not in lex.LEADING for w in value.split()):
        # "just test" (a command) is not said by "the test suite": a value with a word
        # keys() sets aside is said only as written
        return _said_as_written(belief, value)
    # An identifier is one word: "event_date" is not said by "partitioned by ingestion date",
    # "export.zip" not by "exports are ZIP files".
    return all(
        re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", belief, re.IGNORECASE)
        for w in _JOINED.findall(value)
    )


def _said_as_written(belief: str, value: str) -> bool:
    phrase = r"\s+".join(re.escape(w) for w in value.split())
    return bool(re.search(rf"(?<![\w-]){phrase}(?![\w-])", belief, re.IGNORECASE))


_JOINED = re.compile(r"[^\W_]+(?:(?:[_.-]|::)[^\W_]+)+")  # snake_case, file.name, A::B


def named_in(belief: str, value: str) -> bool:
    """Does the belief name the one proper name a retired value is made of, followed only
    by common nouns for its artefact ("the *GitLab* pipeline file was deleted", "the
    *Ansible* playbooks are archived") against "CI runs on GitLab CI", "it runs Ansible"?

    The name must look like one where the belief writes it: with a capital inside it
    (GitLab), a digit or a separator (s3cmd, pg_dump), or capitalised away from the start
    of a sentence (Ansible). "Old cron jobs were removed" names no such word."""
    words = value.split()
    if len(words) < 2 or not _looks_named(words[0]) and not words[0][:1].isupper():
        return False
    if any(not w.isalpha() or not w.islower() for w in words[1:]):
        return False
    name = words[0]
    for m in re.finditer(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", belief):
        if _looks_named(name) or (
            m.start() > 0 and not _SENTENCE_START.search(belief[: m.start()])
        ):
            return True
    return False


def _looks_named(word: str) -> bool:
    return any(ch.isupper() for ch in word[1:]) or any(ch.isdigit() or ch in "._/" for ch in word)


_SENTENCE_START = re.compile(r"(?:^|[.;:!?]\s*)\W*$")


def subject(text: str, change: Change, *, clause: bool = False) -> frozenset[str]:
    """What the change is about: the statement's content words minus the cue, the two
    values and generic verbs ("we switched the *orders service* from X to Y"); with
    `clause`, only those of the clause where the change is said."""
    if clause:
        text = _clauses_at(text, change.at)
    text = _ASIDE.sub(" ", text)  # "（`pnpm-lock.yaml` をコミット）": a detail, not the subject
    for cue in _CJK_CUES_LONGEST_FIRST:
        text = text.replace(cue, " ")
    words = set(words_of(text)) - lex.CHANGE_FRAME  # "перешли с X на Y": "switched from"
    for value in (change.old, change.new):
        if value:
            words -= keys(value)
    return frozenset(
        w for w in words if w not in SUBJECT_NOISE and not w.isdigit() and not _HIRAGANA.search(w)
    )


def clause_of(text: str, at: tuple[int, ...]) -> str:
    """The clauses of `text` where a change found at `at` is said."""
    return _clauses_at(text, at)


def _clauses_at(text: str, at: tuple[int, ...]) -> str:
    """The clauses of `text` where the change is said: in "We dropped Poetry for uv;
    pyproject stays the same" the subject is not `pyproject`."""
    if not at:
        return text
    kept: list[str] = []
    start = 0
    for m in [*_CLAUSE_END.finditer(text), None]:
        end = m.end() if m is not None else len(text)
        if any(start <= a < end for a in at):
            kept.append(text[start:end])
        start = end
    return " ".join(kept) or text


def _noise() -> frozenset[str]:
    return (
        frozenset(textmod.stem(w.casefold()) for w in lex.NOISE_WORDS)
        | frozenset(textmod.stem(w) for w in lex.LEFT_VERBS)
        | _CONTRACTED
    )


# What is left of "don't", "isn't" once split into words: no subject
_CONTRACTED = frozenset("don doesn didn isn aren wasn weren won can couldn shouldn t".split())


HEAD_WORDS = 3  # "the Bitbucket build cache on runner-2": a name and what of it, no more
_OF = frozenset("of de du des del von do da dos".split())  # "the disk *of* the cache"
_PURPOSE = frozenset({"for"})  # "use X *for* S instead of Y": S is what X is used for
_DASHES = frozenset("-–—")  # a dash said as a word: what follows is another thought
_PATTERNS = lex.PATTERNS + claims_lexicon_more.PATTERNS
_CLAUSE_END = re.compile(r"[;；。！？!?]|\.(?:\s|$)")
_ASKED = re.compile(r"[;；。！？!]|[.?](?:\s|$)")  # where a clause ends, asked or said
_HIRAGANA = re.compile("[\u3040-\u309f]")  # particles and endings, not a subject
_CJK_RUN = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+")


def has_cjk(s: str) -> bool:
    """Does `s` hold a character of a script written without spaces (kana, Han, Hangul)?"""
    return _has_cjk(s)


def _has_cjk(s: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in s)


_CJK_CUES_LONGEST_FIRST = sorted(lex.CJK_CUES, key=len, reverse=True)
SUBJECT_NOISE = _noise() | frozenset(w for cue in lex.CJK_CUES for w in words_of(cue))
