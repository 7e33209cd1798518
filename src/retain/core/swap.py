"""One name put in place of another: a statement that says it is new names a product, a
service or a person where a belief about the same thing names another.

"Wir sind für CI auf GitHub Actions umgestiegen" against "Wir benutzen Jenkins für CI",
"We switched Terraform state to Terraform Cloud workspaces" against "Terraform state is
in an S3 bucket", "La recherche utilise maintenant Meilisearch" against "Le service de
recherche utilise Algolia": neither aligns word for word (slots.update_of) nor leaves one
run on each side once the frame is set aside (bagslot), yet each says, in any language,
the same three things: the statement says it is an update; what it says besides its new
value is all said by the belief (no qualifier of its own: "the admin tool", "staging");
and the belief names, besides that, exactly one name the statement does not, the value
it held. A name is what is written as one (a capital inside a sentence, a digit, code, a
separator: `pip-tools`, SQS, Jenkins), never a common word, so a belief that says *how*
something is ("the build is slow") has no value to replace.

Not for a statement that is tentative, a question, adds ("too", "also") or keeps the old
value valid (names it): those are left to the rules that read them. Pure and stdlib only.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims, clauses, slots, valueslot
from retain.core import claims_lexicon as lex
from retain.core import slots_lexicon as words

MAX_NEW = 4  # tokens of the statement's new value ("Terraform Cloud workspace `prod`")
NAME_SLACK = 2  # letters one name may have more than another and be it (Postgres, PostgreSQL)
WORD_SLACK = 3  # letters one word's stem may have more than another's and be it
MAX_OLD = 3  # tokens from the belief's first name to its last ("S3 bucket `tf-state`")
SHORT_WORD = 5  # letters under which a word is only itself


def swap_update(statement: str, belief: str) -> slots.Update | None:
    """The belief's name and the statement's, when the statement puts one in place of the
    other (the test in the module docstring), else None."""
    if lex.TENTATIVE.search(statement) or statement.rstrip().endswith(("?", "？")):
        return None
    if _TEMPORARY.search(statement) or slots.adds_to(statement, belief):
        return None
    change = claims.parse_change(statement)
    if change is not None and change.kind != "new":
        return None  # a change naming what it retires: claims.py's to judge
    if change is None and not slots.says_update(statement, belief):
        return None
    said = clauses.without_asides(statement)  # "(DSN in `SENTRY_DSN`)": a detail
    for mine in dict.fromkeys([said, *clauses.clauses(said)]):
        for theirs in dict.fromkeys([belief, *clauses.clauses(belief)]):
            found = _compare(mine, theirs)
            if found is not None and not _other_names(said, found.new, belief):
                return found
    return None


def _other_names(statement: str, new: str, belief: str) -> bool:
    """ "Cambiamos el panel a date-fns; Moment.js fuera" against "El panel usa React 18": a
    name the statement says besides its new value, which the belief does not: the change
    is about that one (Moment.js), not about the belief's."""
    theirs, value = _content(belief), _content(new)
    return any(
        t.cls == "name" and not _said(t, theirs) and not _said(t, value)
        for t in _content(statement)
    )


def _compare(statement: str, theirs: str) -> slots.Update | None:
    a = _content(statement)
    b = _content(theirs)
    if not a or not b:
        return None
    run = _run([i for i, t in enumerate(a) if not _said(t, b)], MAX_NEW)
    stretch = _run([i for i, t in enumerate(b) if not _said(t, a) and t.cls == "name"], MAX_OLD)
    if not any(_said(t, b) for t in a) or run is None or stretch is None:
        return None
    while stretch[-1] + 1 < len(b) and b[stretch[-1] + 1].cls == "num":
        stretch.append(stretch[-1] + 1)  # "React 18": the version is the name's
    fresh, names = [a[i] for i in run], [b[i] for i in stretch]
    if any(_said(t, b) for t in fresh) or any(_said(t, a) for t in names):
        return None  # a word both say inside a value: two values, not one
    if fresh[0].cls != "name":
        return None  # a word of the statement's own before its value: a qualifier
    if any(_said_in(t, statement) for t in names):
        return None
    kinds = [{v.kind for v in valueslot.values(slots.show(side))} for side in (names, fresh)]
    if kinds[0] != kinds[1] or kinds[0] - {"version"}:
        return None  # a port, a weekday, a path: valueslot's; a version only for a version
    old, new = _as_written(theirs, names), _as_written(statement, fresh)
    if len(slots.tokens(new)) != len(fresh):
        return None  # "Typesense until the migration is done": words between, not a name
    return slots.Update("name", old, new, cued=True)


def _as_written(text: str, run: list[slots.Tok]) -> str:
    """The run as the text writes it, quotes and all: `acme-prod` (scopes.py looks for it)."""
    start = text.find(run[0].raw)
    end = text.find(run[-1].raw, max(start, 0)) + len(run[-1].raw)
    if start < 0 or end < start:
        return slots.show(run)
    while end < len(text) and text[end] in "`'\"":
        end += 1
    while start > 0 and text[start - 1] in "`'\"":
        start -= 1
    return text[start:end]


def _run(at: list[int], most: int) -> list[int] | None:
    """Indices that are one stretch of at most `most`, else None."""
    if not at or at[-1] - at[0] + 1 > most:
        return None
    return list(range(at[0], at[-1] + 1))


def _said(tok: slots.Tok, others: list[slots.Tok]) -> bool:
    """One word stemmed two ways (`_one`)."""
    return any(_one(tok, o) for o in others)


def _one(a: slots.Tok, b: slots.Tok) -> bool:
    """ "commitlint" is not "commit", "Flagsmith" not "flags": a few letters more at most,
    and none for a short word ("even" is not "evening": a chat line about a pet lost to
    one about an on-call rota, round 22)."""
    if min(len(a.raw), len(b.raw)) < SHORT_WORD:  # a plural's "s" aside
        return a.raw.casefold().rstrip("s") == b.raw.casefold().rstrip("s")
    slack = NAME_SLACK if "name" in (a.cls, b.cls) else WORD_SLACK
    return abs(len(a.key) - len(b.key)) <= slack and slots.one_word(a.key, b.key)


def _said_in(tok: slots.Tok, text: str) -> bool:
    return tok.raw.casefold() in text.casefold()


def _content(text: str) -> list[slots.Tok]:
    text = words.UPDATE_CUES.sub(" ", text)
    return [
        t
        for t in slots.tokens(text)
        if t.cls != "fn"
        and t.key not in claims.SUBJECT_NOISE
        and t.raw.casefold() not in lex.LEFT_VERBS
        and not _frame(t)
    ]


# "for now", "vorerst", "暂时" (retain/lexicon/shape.json), "until ...": a state that ends
_TEMPORARY = re.compile(
    "|".join([*lexicon.phrases("shape", "temporary"), r"\b(?:until|till|temporarily)\b"]),
    re.IGNORECASE,
)


def _frame(tok: slots.Tok) -> bool:
    """Verbs a value is attached with ("runs on", "benutzen", "utilise"): how, not what."""
    return tok.raw.casefold() in _ATTACH


_ATTACH = frozenset(
    "is are was were be been built build made make handled handle managed manage done "
    "sent send goes go gone going reported report read reads served serve hosted host "
    "run runs running use uses used using live lives living sits sit stored store kept "
    "keep through via with from into onto over switched moved migrated".split()
)
