"""A role handed to someone else: "Kenji took over as release manager for 2.x" against
"The release manager for 2.x is Dana".

The statement says a duty changed hands (a handover verb: "took over", "handed over to",
"passed to", "übernimmt", "передали", "przejął", "preuzima") and names who holds it now;
the belief names who held it. Nothing else is said to be new, so the words the two share
outside the names must name the duty ("release manager", "on-call for payments-api",
"schema-migration approval"): at least MIN_ROLE of them. The new holder is a name the
belief does not have (a capitalised word, an @handle, or "the X team"), the old one a name
the belief has and the statement does not hand anything to. A statement that keeps the
old holder beside the new ("Tomás joins Priya on call") adds, it does not replace.

Pure and stdlib only. The verbs live in retain/lexicon/handover.json.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims, clauses, slots
from retain.core import claims_lexicon as lex

MIN_ROLE = 1  # content words of the duty the two share, names and time words aside

_FILE = "handover"  # retain/lexicon/handover.json
_HANDOVER = re.compile(lexicon.pattern(_FILE, "verbs"), re.IGNORECASE)
_PRONOUNS = lexicon.words(_FILE, "pronouns")  # "She's taking over": not a name
_TIME = frozenset(claims.words_of(" ".join(lexicon.words(_FILE, "time_words"))))
# A name: a capitalised word (Latin, Cyrillic, Greek), an @handle.
_NAME = re.compile(r"@[\w-]+|(?<![\w@-])[A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁΑ-Ω][\w'’-]*")


def handover_update(statement: str, belief: str) -> slots.Update | None:
    """The belief's holder and the statement's, when the statement hands the belief's duty
    to someone the belief does not name, else None."""
    if lex.TENTATIVE.search(statement) or statement.rstrip().endswith(("?", "？")):
        return None
    if not _HANDOVER.search(statement) or slots.adds_to(statement, belief):
        return None
    mine, theirs = _names(statement), _names(belief)
    theirs_keys = {n.casefold() for n in theirs}
    new = [n for n in mine if n.casefold() not in theirs_keys]
    # The belief's holder may be named as the one who hands it over ("Oskar handed
    # schema-migration approval over to Wen"): the new holder is a name it lacks.
    if not new or not theirs:
        return None
    takers = _takers(statement)
    if any(n.casefold() in takers for n in theirs):
        return None  # "Argo CD took over then" against "Deploys run with Argo CD": confirmed
    # The belief's holder may be named in the statement as the one who hands over
    # ("Oskar handed schema-migration approval over to Wen", "... from Alice")
    mine_keys = {n.casefold() for n in mine}
    old = [n for n in theirs if n.casefold() not in mine_keys] or theirs
    # A name both say is part of the duty ("Das *Rechnungsmodul* betreut Sabine"), which the
    # belief names outside an aside ("(not this API)" says what it is not about).
    duty = _role(clauses.without_asides(belief), old)
    if clauses.shared(_role(statement, new), duty) < MIN_ROLE:
        return None
    if _still_held(statement, theirs, duty):
        return None  # "Aylin took over from Marek; Jonas owns the pentest": Jonas keeps it
    return slots.Update("name", old[0], _holder(statement, new[0]), cued=True)


def _still_held(statement: str, theirs: list[str], duty: frozenset[str]) -> bool:
    """Does a sentence that hands nothing over give the belief's duty to a name the belief
    has? Then that holder keeps it, whoever took over something else."""
    for part in _SENTENCES.split(statement):
        if _HANDOVER.search(part):
            continue
        named = [n for n in theirs if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", part)]
        if named and clauses.shared(_role(part, named), duty) >= MIN_ROLE:
            return True
    return False


def _takers(statement: str) -> set[str]:
    """The names that take the duty: the first within three words after a verb of
    handing over ("passed to Tomás", "przejął Marek", "übernimmt ab sofort Henrik"), else
    the last right before it ("Kenji took over")."""
    found: set[str] = set()
    for m in _HANDOVER.finditer(statement):
        after = statement[m.end() :].split()[:3]
        taker = next((w.strip(".,;:()") for w in after if _NAME.fullmatch(w.strip(".,;:()"))), None)
        before = statement[: m.start()].split()[-2:]
        near = [w.strip(".,;:()") for w in before if _NAME.fullmatch(w.strip(".,;:()"))]
        if taker is not None:
            found.add(taker.casefold())
        else:
            found |= {w.casefold() for w in near}
    return found


def _holder(statement: str, name: str) -> str:
    """The new holder as the statement says it after a verb of handing over ("passed to
    *the finance team (@fin-ops)*"), so the team named is the value, not a scope."""
    for m in _HANDOVER.finditer(statement):
        end = _CLAUSE_END.search(statement, m.end())
        said = statement[m.end() : end.start() if end else len(statement)].strip()
        if name in said:  # an aside is blanked by the scope guard: not part of the value
            return re.sub(r"\s*\([^()]*\)", "", said).strip() or name
    return name


_SENTENCES = re.compile(r"[;.!?](?:\s|$)|[；。！？]")  # the parts a handover is said in
_CLAUSE_END = re.compile(r"[;,.!?](?:\s|$)|\s(?:for|until|since|from)\s")


def _names(text: str) -> list[str]:
    """Names in the text, apart from its first word when that is a common word."""
    found = []
    starts = {m.end() for m in _SENTENCE_START.finditer(text)}
    for m in _NAME.finditer(text):
        word = m.group(0)
        if m.start() in starts and not _looks_named(word, text[m.end() :]):
            continue
        if word.casefold() in _PRONOUNS:
            continue
        if word.startswith("@") or _TITLE.fullmatch(word):
            found.append(word)  # a person or a team's name, not "S3" or "CD"
    return found


_TITLE = re.compile(r"[^\W\d_][^\W\d_A-ZА-Я]*(?:[-’'][^\W\d_][^\W\d_A-ZА-Я]*)?")


# Where a sentence starts: its first word is capitalised, a name or not
_SENTENCE_START = re.compile(r"^\W*|^[^\W\d]+:\s+|[.!?;]\s+")  # a speaker's label too


def _looks_named(word: str, after: str) -> bool:
    """A sentence's first word that is a name: it is followed by a verb-like word
    ("Alice is", "Bob took") or is spelt with a capital inside (GitHub)."""
    rest = after.lstrip().split(" ", 1)[0].casefold()
    return any(ch.isupper() for ch in word[1:]) or rest in _AFTER_NAME


_AFTER_NAME = frozenset("is was has had took takes handed hands owns approves".split())


def _role(text: str, names: list[str]) -> frozenset[str]:
    words = claims.words_of(text)
    for name in names:
        words -= claims.words_of(name)
    return frozenset(
        w
        for w in words
        if w not in _TIME and w not in claims.SUBJECT_NOISE and not any(c.isdigit() for c in w)
    )
