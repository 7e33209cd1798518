"""Same statement, another value: does a new statement restate a belief with a new value?

"The API rate limit is 300 requests per minute" against "The API rate limit is 100
requests per minute", or "이제 테스트는 Vitest로 실행한다" against "테스트는 Jest로 실행한다":
the two say the same thing about the same subject (the *frame*) except in one place, and
there each names a value (a number, a name). When that one place holds a number, the new
statement updates the belief. When it holds a name, it does only if the statement says
it is an update ("now", "jetzt", "이제", "改为", ...): "The orders service uses Redis"
next to "The orders service uses PostgreSQL" can both be true.

The comparison is an alignment of the two token sequences, so it does not depend on the
language having a change phrase in claims_lexicon: words are compared stemmed, scripts
written without spaces (Han, kana, Hangul) one character at a time. Function words,
particles and update cues may differ anywhere; content may differ in one place only.
Pure and stdlib only.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from retain import text as textmod
from retain.core import claims, productversion, valueslot
from retain.core import claims_lexicon as lex
from retain.core import slots_lexicon as words

MIN_FRAME = 2  # content tokens the two statements must share outside the value
MAX_VALUE = 4  # content tokens a value may span on either side
MAX_UNITS = 1  # non-numeric content tokens beside a number ("2 hours" -> "30 minutes")
MIN_STEM = 4  # letters two stems share at the start to be one word (Freigabe, Freigaben)


@dataclass(frozen=True)
class Update:
    """The new statement restates `belief` with another value."""

    kind: str  # "number" or "name"
    old: str  # the belief's value, as written there
    new: str  # the statement's value
    cued: bool  # the statement says it is an update ("now", "raised to", "改为")

    @property
    def strong(self) -> bool:
        """Evidence enough to close the belief: a new number, or a new name said to be new."""
        return self.kind == "number" or self.cued


@dataclass(frozen=True)
class Tok:
    key: str  # what is compared
    raw: str  # as written
    cls: str  # "fn" (function word or cue), "num", "name", "word"


def update_of(statement: str, belief: str) -> Update | None:
    """The value `statement` puts in place of the one `belief` states, or None.

    None unless the two share a frame of at least MIN_FRAME content tokens and differ in
    content at exactly one place, where each side names a value of the same kind.
    """
    if lex.TENTATIVE.search(statement):
        return None
    cued = says_update(statement, belief)
    a, a_keys = _side(statement)
    b, b_keys = _side(belief)
    if not a or not b:
        return None
    opcodes = _opcodes(a_keys, b_keys)
    if opcodes is None:
        return None  # content differs at both ends of a long run of one word: no one place
    frame = 0
    places: list[tuple[list[Tok], list[Tok]]] = []
    for op, i1, i2, j1, j2 in opcodes:
        if op == "equal":
            frame += sum(t.cls != "fn" for t in a[i1:i2])
            continue
        mine = [t for t in a[i1:i2] if t.cls != "fn"]
        theirs = [t for t in b[j1:j2] if t.cls != "fn"]
        if mine or theirs:  # else only function words, particles or cues differ here
            places.append((mine, theirs))
    moved, places = _moved(places, a, b)
    frame += moved
    if len(places) != 1 or frame < 1:
        return None  # the same, or content differs in a second place: another subject
    mine, theirs = places[0]
    if not mine or not theirs or len(mine) > MAX_VALUE or len(theirs) > MAX_VALUE:
        return None  # something added or removed, not replaced: a detail or a scope
    if frame < max(len(mine), len(theirs)):
        return None
    said_is = _said_is(a, mine) and _said_is(b, theirs)
    kind = _value_kind(mine, theirs) or (_named_word(mine, theirs) if said_is else None)
    # "Default branch is `main`": one word of frame is enough when each side ends on its
    # value after a copula, the one value of a thing
    if kind is None or (frame < MIN_FRAME and not (said_is and kind == "name")):
        return None
    return Update(kind, show(theirs), show(mine), cued or (kind == "name" and said_is))


# Token pairs one alignment may weigh. difflib's longest-match search weighs every pair of
# equal tokens, so a run of one word on both sides is quadratic (round 30: a 4,000-character
# memory_write of one repeated word took 4 s in the gate). The gate sets' statements weigh
# 22 at most, a 4,000-character paragraph of prose against a near copy about 4,600.
MAX_PAIRS = 20_000

Opcode = tuple[str, int, int, int, int]


def _opcodes(a: tuple[str, ...], b: tuple[str, ...]) -> list[Opcode] | None:
    """difflib's opcodes from `a` to `b`. Past MAX_PAIRS, the common head and tail are
    equal as they stand and only the middle is aligned; None when that is still past it."""
    if _pairs(a, b) <= MAX_PAIRS:
        return list(difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes())
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    mid_a, mid_b = a[head : len(a) - tail], b[head : len(b) - tail]
    if _pairs(mid_a, mid_b) > MAX_PAIRS:
        return None
    ops: list[Opcode] = [("equal", 0, head, 0, head)] if head else []
    if mid_a or mid_b:
        matcher = difflib.SequenceMatcher(None, mid_a, mid_b, autojunk=False)
        ops += [
            (op, i1 + head, i2 + head, j1 + head, j2 + head)
            for op, i1, i2, j1, j2 in matcher.get_opcodes()
        ]
    if tail:
        ops.append(("equal", len(a) - tail, len(a), len(b) - tail, len(b)))
    return ops


def _pairs(a: Sequence[str], b: Sequence[str]) -> int:
    """How many pairs of equal tokens a longest-match search over `a` and `b` weighs."""
    count = Counter(b)
    return sum(n * count[key] for key, n in Counter(a).items())


@lru_cache(maxsize=64)
def _side(text: str) -> tuple[tuple[Tok, ...], tuple[str, ...]]:
    """One side of update_of: its tokens without update cues, and their keys. Kept for
    the next call: the gate compares the whole statement, then each of its clauses, with
    the same belief (retain.core.gate), and tokenizing a belief near the size bound once
    per clause made a long write's comparisons quadratic in its length."""
    toks = tuple(tokens(words.UPDATE_CUES.sub(" ", text)))
    return toks, tuple(t.key for t in toks)


def _named_word(mine: list[Tok], theirs: list[Tok]) -> str | None:
    """ "... of the infra repo is main" against "... is master": one lower-case word on
    each side, said as the statement's last word after a copula, names a value like a
    name does; a word that describes (slow, broken, flaky, enabled) does not."""
    if len(mine) != 1 or len(theirs) != 1 or mine[0].cls != "word" or theirs[0].cls != "word":
        return None
    if any(_DESCRIBES.search(t.raw) or t.raw.casefold() in words.STATES for t in mine + theirs):
        return None
    return None if one_word(mine[0].key, theirs[0].key) else "name"


# Endings of words that describe rather than name (English, and the commonest elsewhere).
_DESCRIBES = re.compile(
    r"(?:y|ful|ous|ive|able|ible|al|ic|less|ed|ing|ish|en|lich|ig|isch|bar|oso|osa|ivo|iva|"
    r"ble|eux|euse|if|ive|ado|ada|ido|ida)$",
    re.IGNORECASE,
)


def _said_is(toks: Sequence[Tok], value: list[Tok]) -> bool:
    """ "Default branch is `main`", "Payments on-call is owned by Tomasz": the value ends
    the statement right after a copula or "by", where a thing has one value ("uses Redis"
    may be one of several)."""
    at = next(i for i, t in enumerate(toks) if t is value[0])
    end = next(i for i, t in enumerate(toks) if t is value[-1])
    if at == 0 or any(t.cls != "fn" for t in toks[end + 1 :]):
        return False
    return toks[at - 1].key in words.COPULAS


def adds_to(statement: str, belief: str) -> bool:
    """ "CI now caches `~/.cache/pip` too" against "CI caches `node_modules`": the
    statement says its value is one more (too, also, auch, también, 也), the belief does not."""
    return bool(words.ADDITIVE_CUES.search(statement)) and not words.ADDITIVE_CUES.search(belief)


def says_update(statement: str, belief: str) -> bool:
    """Whether `statement` says it is an update where `belief` does not: a cue both open
    with ("Ab sofort ..." twice, about two databases) announces nothing between them."""
    return bool(_cues(statement) - _cues(belief))


@lru_cache(maxsize=64)
def _cues(text: str) -> frozenset[str]:
    """The update cues a text says (kept: the gate asks this of one statement against each
    of up to 32 neighbours, and the cues' pattern reads a long text slowly)."""
    return frozenset(m.group(0).lower() for m in words.UPDATE_CUES.finditer(text))


def _moved(
    places: list[tuple[list[Tok], list[Tok]]], a: Sequence[Tok], b: Sequence[Tok]
) -> tuple[int, list[tuple[list[Tok], list[Tok]]]]:
    """Set aside a word that only moved: "Ab sofort brauchen Code-Reviews zwei Freigaben"
    puts the verb before the subject (German verb-second after an adverb), "Code-Reviews
    brauchen eine Freigabe" after it. A word moved counts as frame, once, when it is
    said once on each side and is not a number. Returns (moved, places left with
    content)."""
    if len(places) < 2:
        return 0, places
    # counted once per side (counting per word was quadratic in the statement's length)
    in_a, in_b = Counter(t.key for t in a), Counter(t.key for t in b)
    once = {t.key for t in a if t.cls in ("word", "name") and in_a[t.key] == in_b[t.key] == 1}
    mine_keys = {t.key for m, _ in places for t in m}
    theirs_keys = {t.key for _, th in places for t in th}
    gone = once & mine_keys & theirs_keys
    kept = [
        ([t for t in m if t.key not in gone], [t for t in th if t.key not in gone])
        for m, th in places
    ]
    return len(gone), [(m, th) for m, th in kept if m or th]


def version_update(statement: str, belief: str) -> Update | None:
    """ "MSRV raised to Rust 1.74" against "MSRV is Rust 1.70, checked in CI": a statement
    that says it is an update, names one version, and says nothing the belief does not
    (every content word of it is in the belief), against a belief with one other version.
    """
    if lex.TENTATIVE.search(statement) or not words.UPDATE_CUES.search(statement):
        return None
    a = tokens(words.UPDATE_CUES.sub(" ", statement))
    b = tokens(belief)
    mine = [t for t in a if t.cls == "num" and _VERSION.fullmatch(t.raw)]
    theirs = [t for t in b if t.cls == "num" and _VERSION.fullmatch(t.raw)]
    if len(mine) != 1 or len(theirs) != 1 or mine[0].key == theirs[0].key:
        return None
    about = {t.key for t in a if t.cls in ("word", "name")}
    if not about or not about <= {t.key for t in b if t.cls in ("word", "name")}:
        return None
    return Update("number", theirs[0].raw, mine[0].raw, cued=True)


_VERSION = re.compile(r"v?\d+(?:\.\d+){0,2}")


def named_version_update(statement: str, belief: str) -> Update | None:
    """ "go.mod says go 1.23 now for all services" against "The Go services use Go 1.21":
    a statement that says it is an update and names one product with a version, against
    a belief naming the same product with another one. The belief must be about nothing
    the statement leaves out (every content word of it, but the product and version, is
    in the statement) and share one such word: "The admin tool now uses Node 20" does
    not close "The web app uses Node 18".
    """
    if lex.TENTATIVE.search(statement):
        return None
    cued = _cued_version(statement, belief) if words.UPDATE_CUES.search(statement) else None
    if cued is not None:
        return cued
    said = productversion.update(statement, belief)  # "The web app requires Node 20"
    return Update("number", *said, cued=False) if said is not None else None


def _cued_version(statement: str, belief: str) -> Update | None:
    mine = _named_versions(statement)
    if len(mine) != 1:
        return None
    name, new = mine[0]
    theirs = [v for n, v in _named_versions(belief) if n == name]
    if len(theirs) != 1 or theirs[0] == new:
        return None
    about, known = _about(statement, name), _about(belief, name)
    if not about & known or not known <= about:
        return None
    return Update("number", theirs[0], new, cued=True)


# A product and its version: "Go 1.21", "Node 20", "iOS 16". A bare integer after a
# lower-case word ("port 9000", "is 30") is slots.update_of's business, not a version.
_NAMED_VERSION = re.compile(r"(?<![\w./-])([A-Za-z][\w+#-]*)\s+v?(\d+(?:\.\d+){0,2})(?![\w.])")


def _named_versions(text: str) -> list[tuple[str, str]]:
    out = []
    for m in _NAMED_VERSION.finditer(text):
        name, version = m.group(1), m.group(2)
        if "." in version or any(ch.isupper() for ch in name):
            out.append((name.casefold(), version))
    return out


def _about(text: str, name: str) -> frozenset[str]:
    """What a statement is about besides the product: content words without figures."""
    found = claims.words_of(words.UPDATE_CUES.sub(" ", text)) - claims.words_of(name)
    return frozenset(w for w in found if not _digit(w) and w not in lex.LEFT_VERBS)


def _value_kind(mine: list[Tok], theirs: list[Tok]) -> str | None:
    numbers = [t for t in mine if t.cls == "num"], [t for t in theirs if t.cls == "num"]
    if numbers[0] and numbers[1]:
        if max(_runs(mine), _runs(theirs)) > MAX_UNITS:
            return None
        if {t.key for t in numbers[0]} == {t.key for t in numbers[1]}:
            return None
        if _counts_another_thing(mine, theirs):
            return None
        both = numbers[0] + numbers[1]
        # "eine Freigabe" -> "zwei Freigaben": number words, one of them not an article
        if not any(_digit(t.raw) for t in both) and all(
            t.key in words.ARTICLE_NUMBERS for t in both
        ):
            return None
        return "number"
    if all(t.cls == "name" for t in mine + theirs):
        a, b = show(mine).casefold(), show(theirs).casefold()
        if {t.key for t in mine} & {t.key for t in theirs} or a.startswith(b) or b.startswith(a):
            return None  # the same name, or one spelt two ways (Postgres, PostgreSQL)
        return "name"
    return None


def _counts_another_thing(mine: list[Tok], theirs: list[Tok]) -> bool:
    """ "Production has 3 worker replicas" against "Production has 6 API replicas": the
    words beside the two numbers say what is counted, and they name two things (no word
    in common, none a unit: "2 hours" and "30 minutes" measure one thing). Or one side
    only says where the number holds ("7700 in production" against "7711")."""
    a = [t for t in mine if t.cls != "num"]
    b = [t for t in theirs if t.cls != "num"]
    if any(valueslot.is_unit(t.raw) for t in a + b):
        return False
    if not a or not b:  # "port 7700 in production" against "port 7711": scoped on one side
        return any(valueslot.is_environment(t.raw) for t in a + b)
    return not any(one_word(x.key, y.key) for x in a for y in b)


def one_word(a: str, b: str) -> bool:
    """ "freigab" and "freigaben": one word stemmed two ways (a shared start of 4+)."""
    short, long = sorted((a, b), key=len)
    return short == long or (len(short) >= MIN_STEM and long.startswith(short))


def _runs(toks: list[Tok]) -> int:
    """Stretches of non-numbers among a value's tokens: "2 시간" is one unit, not two."""
    return sum(t.cls != "num" and (i == 0 or toks[i - 1].cls == "num") for i, t in enumerate(toks))


def show(toks: list[Tok]) -> str:
    return " ".join(t.raw for t in toks)


def _digit(s: str) -> bool:
    return any(ch.isdigit() for ch in s)


# "$20,000": one number, not "$20", "000"
_GROUPED = rf"(?<![\d.,])[$€£¥]?{valueslot.THOUSANDS}"
_SCALED = re.compile(rf"([$€£¥]?)({valueslot.SCALED})")  # "20,000", "20k"
# A word of a script with spaces (paths, versions, `code`, 04:00 and 90% stay whole), or
# one character of a script without them.
_TOKEN = re.compile(
    rf"{_GROUPED}(?!\d)|[{textmod._CJK}]|[^\s{textmod._CJK},;!?()\[\]\"“”。、，；：！？（）]+",
)
_TRIM = ".:'’`*_"
_POSSESSIVE = re.compile(r"(?<=\w)['’]s$")


def tokens(text: str) -> list[Tok]:
    out: list[Tok] = []
    in_cjk = _is_cjk_text(text)  # once per text: Latin words inside CJK text are names
    spaced = re.sub(rf"(?<=\d)(?=[{textmod._CJK}])|(?<=[{textmod._CJK}])(?=\d)", " ", text)
    for m in _TOKEN.finditer(spaced):
        raw = _POSSESSIVE.sub("", m.group(0)).strip(_TRIM)  # ketch's MSRV: ketch
        if not raw:
            continue
        low = textmod.normalize(raw)
        if len(raw) == 1 and is_cjk(raw):
            cls = "fn" if raw in words.CJK_FUNCTION else "word"
            out.append(Tok(low, raw, cls))
            continue
        if low in words.NUMBER_WORDS:
            out.append(Tok(words.NUMBER_WORDS[low], raw, "num"))
        elif _digit(raw):
            scaled = _SCALED.fullmatch(raw)
            key = f"{scaled[1]}{valueslot.figure(scaled[2]):g}" if scaled else low
            out.append(Tok(key, raw, "num"))
        elif low in lex.FUNCTION or low in words.ALIGN_FUNCTION or low in lex.LEFT_VERBS:
            out.append(Tok(low, raw, "fn"))
        else:
            coded = m.group(0).startswith("`")  # `main`: written as code, a name
            name = coded or _is_name(raw, first=not out, in_cjk=in_cjk)
            out.append(Tok(textmod.stem(low), raw, "name" if name else "word"))
    return out


def _is_name(raw: str, *, first: bool, in_cjk: bool) -> bool:
    """A proper name, identifier or path: `ruff`, GitHub, config/app.toml, STRIPE_SECRET;
    Latin letters inside CJK text are names too. A capital at the start of a sentence
    says nothing."""
    if in_cjk and raw.isascii():
        return True
    if any(ch in raw for ch in "/_.@<>-") and any(ch.isalpha() for ch in raw):
        return True
    caps = [ch for ch in raw if ch.isupper()]
    if not caps:
        return False
    return not first or len(caps) > 1 or not raw[0].isupper()


def is_cjk(ch: str) -> bool:
    return any(lo <= ch <= hi for lo, hi in textmod.CJK_RANGES)


def _is_cjk_text(text: str) -> bool:
    return not text.isascii() and any(is_cjk(ch) for ch in text)


def other_version(new: str, belief: str) -> bool:
    """ "upgraded to Kubernetes 1.30" against "the cluster runs Kubernetes 1.27": the new
    value is a name and a version, and the belief names the same with another version."""
    words = new.split()
    names = [w for w in words if not any(ch.isdigit() for ch in w)]
    versions = [w.casefold() for w in words if any(ch.isdigit() for ch in w)]
    if len(names) != 1 or len(versions) != 1:
        return False
    found = re.search(rf"(?<!\w){re.escape(names[0])}\s+v?(\d[\w.]*)", belief, re.IGNORECASE)
    if found is None:
        return False
    theirs = found.group(1).rstrip(".").casefold()
    return theirs != versions[0].lstrip("v") and not versions[0].endswith(theirs)
