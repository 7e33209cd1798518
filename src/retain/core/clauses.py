"""How a statement divides, for the write gate: its clauses, a trailing reason, bracketed
asides, the stretch up to its value; and how its subject meets a belief's (words shared by
a common start, a qualifier the belief lacks, a subject written in another script).

Pure and stdlib only.
"""

from __future__ import annotations

import re

from retain.core import claims, valueslot

MIN_PREFIX = 4  # letters two words share at the start to be one ("repo", "repository")


def clauses(text: str) -> list[str]:
    """Clauses said separately ("...; it reads from the replica"), and the statement
    without a trailing reason ("MSRV raised to Rust 1.74 for the newer clap")."""
    parts = [p.strip() for p in _CLAUSE_END.split(text) if p and p.strip()]
    out = list(parts)
    for p in parts:
        cut = _REASON.split(p, maxsplit=1)[0].strip()
        if cut and cut != p:
            out.append(cut)
    return out


def stated(text: str) -> list[str]:
    """`clauses`, less those asked: "(3) touched app/javascript? run the audit" names a
    path in a question (a condition of a checklist), not the value of anything."""
    asked = {m.group(1).strip() for m in _ASKED.finditer(text)}
    return [c for c in clauses(text) if c not in asked]


_ASKED = re.compile(r"(?:^|[;；。！？!?]|\.\s|\s[–—-]\s)([^;；。！？!?]*?)\s*[?？]")


def without_asides(text: str) -> str:
    """The statement without what it says in brackets: "default sync interval: 1h (battery
    complaints on laptops)" gives its reason there, not which thing it is about."""
    return " ".join(_ASIDE.sub(" ", text).split())


def asides(text: str) -> list[str]:
    """What the statement says in brackets, each aside with its brackets."""
    return _ASIDE.findall(text)


# (No leading `\s*`: the spaces before an aside go with the rest once the text is split
# and joined, and read from every start of a 100 KB run of spaces they took minutes.)
_ASIDE = re.compile(r"[(（][^()（）]*[)）]")


def to_value(text: str) -> str:
    """The statement up to the comma after its first value: "quill tourne maintenant sous
    Django 5.1, la montée de version est mergée" adds news of the change after it, not
    which thing changed. Kept whole when what follows names a value or an environment."""
    found = valueslot.values(text)
    if not found:
        return ""
    comma = _COMMA.search(text, found[0].end)
    if comma is None:
        return ""
    tail = text[comma.end() :]
    if valueslot.values(tail) or any(valueslot.is_environment(w) for w in tail.split()):
        return ""
    return text[: comma.start()].strip()


_COMMA = re.compile(r",(?!\d)|，")


_CLAUSE_END = re.compile(r"[;；。！？!?]|\.(?:\s|$)|\s[–—-]\s")
# A reason or purpose after the statement: not part of what it asserts.
_REASON = re.compile(
    r",?\s+(?:because|since|so that|so we|for the|to avoid|to cut|after|weil|da|damit|"
    r"so (?:the \w+(?: \w+)?|it|they)(?= (?:can|could|will|are|is|gets?)\s)|"
    r"porque|ya que|para que|por (?:los|las|el|la)|parce que|car|pour que|pois|para que|"
    r"due to|wegen)\s",
    re.IGNORECASE,
)


def narrows(clause: str, change: claims.Change, belief: str) -> bool:
    """ "Alertmanager routes low-severity alerts to Slack instead of PagerDuty" against
    "Alerts go to PagerDuty", "E2EテストはVitestではなくPlaywrightで書きます" against
    "テストはVitestで書きます": the change's clause names what the belief is about (its
    first word) with a qualifier the belief lacks right before it: a hyphenated word or
    a code (E2E, P1). It changes the value for a part of that thing only. The clause must
    name the thing qualified first: "settings are a pydantic-settings class" says what all
    settings are, and the compound after it is the new value's name."""
    heads = [_lead(m.group(0)) for m in _NP_WORD.finditer(belief)]
    head = next((h for h in heads if h), None)
    if head is None:
        return False
    values = frozenset().union(*(claims.keys(v) for v in (change.old, change.new) if v))
    theirs = claims.words_of(belief)
    toks = list(_NP_WORD.finditer(clause))
    first = next((i for i, t in enumerate(toks) if _lead(t.group(0)) == head), None)
    for i, (m, n) in enumerate(zip(toks, toks[1:])):
        gap = clause[m.end() : n.start()]
        if gap.strip(" -") or i + 1 != first:
            continue
        before = clause[toks[i - 1].end() : m.start()] if i else ""
        word = m.group(0)
        coded = any(ch.isdigit() for ch in word) or any(ch.isupper() for ch in word[1:])
        if not (coded or "-" in gap or before == "-"):
            continue
        mine = claims.words_of(word)
        if mine and not mine & (theirs | values):  # a word of a value is no qualifier
            return True
    return False


def _lead(word: str) -> frozenset[str]:
    """A word's stem, or the first two characters of a CJK run (テスト of テストは)."""
    return claims.words_of(word[:2] if claims.has_cjk(word) else word)


_CJK_CHARS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
_NP_WORD = re.compile(rf"[{_CJK_CHARS}]+|[^\W_{_CJK_CHARS}]+")


def shared(mine: frozenset[str], theirs: frozenset[str]) -> int:
    """Words of `mine` the other says, also stemmed or shortened another way ("repo ops"
    and "repository operations": a shared start of MIN_PREFIX letters)."""
    return sum(
        w in theirs
        or any(
            min(len(w), len(v)) >= MIN_PREFIX and (v.startswith(w) or w.startswith(v))
            for v in theirs
        )
        for w in mine
    )


_STRETCH_END = re.compile(r"[,;:!?()\[\]]|\.\s|\b(?:and|but|while|whereas)\b", re.IGNORECASE)


def owner_of(text: str, value: str) -> frozenset[str]:
    """The words just before `value` in its own stretch of the statement (after the last
    comma, colon, semicolon, sentence end or "and"): what a bare number is the value of.
    "recall went up and their precision fell to 0.2" -> {precision, fell}. Empty when the
    value is not in the text."""
    at = text.find(value)
    if at < 0:
        return frozenset()
    return claims.words_of(stretch_before(text, at))


def stretch_before(text: str, at: int) -> str:
    """The text before position `at` in its own stretch (owner_of's)."""
    before = text[:at]
    cut = max((m.end() for m in _STRETCH_END.finditer(before)), default=0)
    return before[cut:]


def other_script(subject: frozenset[str], belief: str) -> bool:
    """Every subject word is written in a script without spaces (Han, kana, Hangul) and
    the belief has no word in one: no word of the one could be a word of the other."""
    cjk = claims.has_cjk
    return all(cjk(w) for w in subject) and not cjk(belief)
