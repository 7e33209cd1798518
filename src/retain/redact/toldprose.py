"""A secret told in a sentence that names it, in any of the lexicon's languages: the
credential's word (retain.redact.credwords) and, in the same clause, its value.

Where the value stands differs by language and by sentence ("the password for X is V",
"V ndilo nenosiri jipya la X", "kirjauduin tunnuksella ops ja salasanalla V", "用 backup
和 V 登录"), so the rule does not read the words between: it reads the clause around the
credential's word and takes one value from it.

- A value that only a generator or a person choosing a password writes (told.secret_shaped
  or told.chosen_shape: mixed case and digits, a symbol among letters and digits, 32+ hex,
  a grouped key, words joined by separators) counts anywhere in the clause.
- A value of letters only (`Troltrilgun`, `bukloufal`) counts only in the credential's
  slot: after its word and a copula, a few words at most ("mot de passe provisoire est
  V", "A senha do test-tenant é V"), ending the clause or before a comma,
  with no capital inside (`RabbitMQ` is a product), in a clause that is
  no question ("c'est quoi le mot de passe de RabbitMQ ?"); or opening the clause a few
  short words before it beside a word that calls it new ("V ndilo nenosiri jipya").

A value is never an ordinary thing (convo.told_value: a host, a path, a version, a
ticket, a user name's shape, a number, an abbreviated commit, an environment name).
"""

from __future__ import annotations

import re
from functools import lru_cache

from retain.redact.base import Rule, after_id_word, lazy
from retain.redact.convo import told_value
from retain.redact.credwords import ASKED_AFTER, IS, KEPT, NEW, leading, word_start, words
from retain.redact.names import inside_blob
from retain.redact.told import chosen_shape, secret_shaped

# A clause's characters: no line break, and no sentence mark followed by a space (a dot
# inside `nas01.lan` or `Tulip.82042` stays in the clause).
_CLAUSE = r"(?:[^\n.!?。;？！؟]|[.!?](?=[^\s.!?]))"
# How far (characters) the clause may run after the credential's word.
_AFTER = 90
# How many short words may stand between a credential's word and a letters-only value.
_SLOT_WORDS = 3
_PASSWORD = leading("password")
_NAMED = lazy(rf"(?P<cred>{_PASSWORD})(?P<after>{_CLAUSE}{{0,{_AFTER}}})", re.IGNORECASE)
# (Every run of spaces is bounded: two unbounded runs side by side make a long run of
# spaces quadratic.)
# The value first, a few words before a password's word: "V ndilo nenosiri jipya", "V is
# the new password", "V, c'est le nouveau mot de passe".
_VALUE_FIRST = lazy(
    r"(?:^|(?<=[\s(「\"'`“]))(?P<secret>[!#-&(-_a-~]{6,100}?)[\"'`”]?[ \t]{0,3}[,—–-]?[ \t]{1,3}"
    rf"(?P<gap>(?:[^\s]{{1,12}}[ \t]{{1,3}}){{0,{_SLOT_WORDS + 1}}}?)(?P<cred>{_PASSWORD})",
    re.IGNORECASE,
)
# A token: a run of printable ASCII but quotes, between spaces, quotes or the marks that
# close a clause; trailing punctuation is the sentence's.
_TOKEN = re.compile(r"[!#-&(-_a-~]+")
_TRIM = ".,;:!?)]}"
_SCHEME = re.compile(r"[a-z][a-z0-9+]*:")
_SHORT_WORD = 8
# Quotation marks, opening and closing, a quoted message may stand between.
_QUOTES = (('"', '"'), ("“", "”"), ("«", "»"), ("„", "“"), ("「", "」"))
# Words that may stand between a password's word and its copula ("do test-tenant é").
_COPULA_WORDS = 4
# A value before the credential's word is told only beside a word that calls it new,
# between them or this far after the word in its clause ("V is the new password", "V
# ndilo nenosiri jipya").
_NEW_REACH = 12


def strong_value(value: str) -> bool:
    """Shaped as only a secret is, wherever it stands; lower-case letters alone are a word
    of some language (`restablecimiento`), and a `scheme:` opens a reference."""
    if (value.isalpha() and value.islower()) or _SCHEME.match(value):
        return False
    return told_value(value) and (secret_shaped(value) or chosen_shape(value))


def _tokens(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Spans of the ASCII tokens in text[lo:hi], trailing punctuation cut."""
    out = []
    for t in _TOKEN.finditer(text, lo, hi):
        start, end = t.span()
        if text[start - 1 : start].isalnum() or text[end : end + 1].isalnum():
            continue  # part of a word in another script (`sandbox-এর`, `zurückgesetzt`)
        while end > start and text[end - 1] in _TRIM:
            end -= 1
        if text[start : start + 1] in "([{":
            start += 1
        while text.startswith("**", start) and text.endswith("**", start, end):
            start, end = start + 2, end - 2  # Markdown bold: `**Bitwarden**` is `Bitwarden`
        if end - start >= 6:
            out.append((start, end))
    return out


def _gap_words(gap: str) -> list[str]:
    return [w for w in re.split(r"[\s,:：]+", gap) if w]


def _slot_ok(gap: str) -> bool:
    found = _gap_words(gap)
    return len(found) <= _SLOT_WORDS and all(len(w) <= _SHORT_WORD for w in found)


def _copula_slot(gap: str) -> bool:
    """A few words ending in a copula or a colon: "provisoire est", "do test-tenant é"."""
    found = _gap_words(gap)
    if len(found) > _COPULA_WORDS or any(c in gap for c in ",،，"):
        return False  # (a comma opens another clause, with a copula of its own)
    return gap.rstrip().endswith((":", "：")) or (
        bool(found) and IS.fullmatch(found[-1]) is not None
    )


def _ends_clause(text: str, end: int, hi: int) -> bool:
    """The value ends its clause, or a comma follows it."""
    rest = text[end:hi].lstrip(" \t\"'`»”」")
    return not rest or rest[0] in ",،，、。"


_QUOTE_REACH = 2000


def _quote_end(text: str, lo: int, hi: int) -> int:
    """Where a quotation holding the password's word closes, or `hi`: a quoted message
    ("password authentication failed" on X) tells no value after it."""
    # (read back at most _QUOTE_REACH characters: the whole of a 100 KB line, read again
    # for each password's word on it, made the reading quadratic)
    line = max(text.rfind("\n", max(0, lo - _QUOTE_REACH), lo) + 1, lo - _QUOTE_REACH)
    before = text[line:lo]
    for opening, closing in _QUOTES:
        if (before.count(opening) - (before.count(closing) if closing != opening else 0)) % 2:
            close = text.find(closing, lo, hi)
            return hi if close < 0 else close
    return hi


def _named_after(text: str, cred_end: int, start: int, end: int) -> bool:
    """Is the value asked about ("... de scheduler25؟") or named as a vault's entry ("is
    in the team vault, under "X"") rather than told?"""
    if ASKED_AFTER.match(text, end):
        return True
    places = list(KEPT.finditer(text, cred_end, start))
    return bool(places) and IS.search(text, places[-1].end(), start) is None


def _value_span(m: re.Match[str]) -> tuple[int, int]:
    """The value the clause after a password's word tells, or an empty span."""
    return _told_span(m.string, m.start("cred"), m.end("cred"), m.end())


@lru_cache(maxsize=64)
def _told_span(text: str, cred_start: int, cred_end: int, clause_end: int) -> tuple[int, int]:
    # (cached: the rule's spare and its secret_span both ask for the same match)
    after = _tokens(text, cred_end, _quote_end(text, cred_start, clause_end))
    for start, end in after:
        if after_id_word(text, start):
            continue  # "(commit 2ea5...)": the id its word names, not the password
        if strong_value(text[start:end]) and not _named_after(text, cred_end, start, end):
            return start, end
    if text[clause_end : clause_end + 2].lstrip()[:1] in ("?", "？", "؟"):
        return cred_end, cred_end  # a question asks for the value; it tells none
    for start, end in after[: _COPULA_WORDS + 1]:
        value = text[start:end]
        if (
            _copula_slot(text[cred_end:start])
            and _ends_clause(text, end, clause_end)
            and told_value(value)
            and not any(c.isupper() for c in value[1:])
            and not _named_after(text, cred_end, start, end)
        ):
            return start, end  # (`RabbitMQ`, `PagerDuty`: a product's name)
    return cred_end, cred_end


def _in_code(m: re.Match[str]) -> bool:
    """The password's word is part of a name in code (`bad_password`, `password_min_length`)."""
    text, (lo, hi) = m.string, m.span("cred")
    return (
        not word_start(text, lo)
        or text[lo - 1 : lo] in ("-", ".")
        or text[hi : hi + 1] in ("_", "=")
        or inside_blob(text, lo)  # `...Ga7F/pwd`: the tail of an SSH key's base64
    )


def _spare(m: re.Match[str]) -> bool:
    if _in_code(m):
        return True
    start, end = _value_span(m)
    return start == end


# How far after a password's word a question mark makes its sentence a question.
_ASK_REACH = 16


def _asks(text: str, pos: int) -> bool:
    """Does the sentence end in a question mark soon after `pos`?"""
    rest = text[pos : pos + _ASK_REACH].split("\n")[0]
    return any(c in rest for c in "?？؟")


# What may stand before a value that opens its clause.
_CLAUSE_OPENING = re.compile(r"(?:^|[\n.!?。:：])[ \t\"'`“(「]*$")


# A chat mention: `@` and a handle in lower case (a value with capitals is no handle).
_MENTION = re.compile(r"@[a-z0-9][a-z0-9._-]*")


def _spare_first(m: re.Match[str]) -> bool:
    value = m.group("secret").rstrip(",")
    if _in_code(m) or value != m.group("secret"):
        return True
    if any(c in m.group("gap") for c in ":：") or _asks(m.string, m.end("cred")):
        return True  # "policy new: password ...", "V için şifre ne?": no value told
    if _MENTION.fullmatch(value):
        return True  # "@sre-alex Modpas pou ... se …": whom a message is for
    if strong_value(value):
        return False
    opens = _CLAUSE_OPENING.search(m.string, max(0, m.start() - 4), m.start()) is not None
    after = m.string[m.end("cred") : m.end("cred") + _NEW_REACH].split(",")[0]
    return not (
        opens
        and _slot_ok(m.group("gap"))
        and told_value(value)
        and value[:1].isalpha()
        and (NEW.search(m.group("gap")) or NEW.search(after)) is not None
    )


TOLD_PROSE_RULES: tuple[Rule, ...] = (
    Rule(_NAMED, "password", _spare, secret_span=_value_span, gate=words("password")),
    Rule(_VALUE_FIRST, "password", _spare_first, gate=words("password")),
)
