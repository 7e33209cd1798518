"""The same slot, said in other words and another order: does a statement that says it is
new put one value in place of the one a belief names?

"Switched the web app bundler to Vite" against "The web app is bundled with webpack 5",
"Docs site now uses Docusaurus" against "The docs site is built with mkdocs-material":
slots.update_of aligns the two word for word, so a verb said another way ("bundler",
"is bundled with") or the subject after the value leaves two places that differ. Here
the two are compared as sets of words (stemmed, a shared start of four letters is one
word), once function words, update cues and the verbs a value is attached with are set
aside. What is left on each side must be that side's value and nothing else: one run of
words in the statement (up to MAX_NEW), one in the belief (up to MAX_OLD), neither an
environment nor a number alone; a number with only its slot's name ("threshold $55k")
replaces only a value that holds a number, not "#finops". A word left that is not the
value ("The web app is *bundled* with webpack" against "Switched the web app to
Tailwind") says the two are about different things of one subject.

Only for a statement that says it is an update (a change verb or an update cue the
belief lacks), never for a tentative one, a question or one that adds ("too", "also").
Pure and stdlib only.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims, clauses, countslot, slots, valueslot
from retain.core import claims_lexicon as lex
from retain.core import slots_lexicon as words

MIN_SHARED = 2  # content words the two share outside their values
MAX_NEW = 3  # words of the statement's value
MAX_OLD = 2  # words of the belief's value ("webpack 5")

# Verbs a value is attached with, in a belief or a statement: they say how, not of what.
_ATTACH = frozenset(
    "is are was were be been built build made make handled handle managed manage done "
    "sent send goes go gone going reported report read reads served serve hosted host "
    "comes come through out via with from into onto over".split()
)
# Verbs a name is given with: "is now called `pixmill`" against "is named `pixmill`" says
# one name twice; "called" in place of "named" is no value in place of another.
_NAMING = frozenset("called named".split())


def bag_update(statement: str, belief: str) -> slots.Update | None:
    """The belief's value and the statement's, when the two say one thing apart from them
    (the test in the module docstring), else None."""
    if lex.TENTATIVE.search(statement) or statement.rstrip().endswith(("?", "？")):
        return None
    if slots.adds_to(statement, belief) or not _says_new(statement, belief):
        return None
    said = [clauses.without_asides(_without_reason(s)) for s in clauses.clauses(statement)]
    theirs_ways = dict.fromkeys([clauses.without_asides(belief), *clauses.clauses(belief)])
    for mine in dict.fromkeys(said):
        for theirs in theirs_ways:
            found = _compare(mine, theirs)
            if found is not None:
                return found
    return None


def _says_new(statement: str, belief: str) -> bool:
    """A change naming only its new value, or an update cue the belief lacks. A change
    naming what it retires ("the driver from pymongo to motor") is claims.py's to judge."""
    change = claims.parse_change(statement)
    if change is not None:
        return change.kind == "new"
    return slots.says_update(statement, belief)


def _without_reason(part: str) -> str:
    return clauses.clauses(part)[-1] if len(clauses.clauses(part)) > 1 else part


def _compare(statement: str, belief: str) -> slots.Update | None:
    a = _content(statement)
    b = _content(belief)
    if not a or not b:
        return None
    left_a = [i for i, t in enumerate(a) if not any(slots.one_word(t.key, u.key) for u in b)]
    left_b = [i for i, t in enumerate(b) if not any(slots.one_word(t.key, u.key) for u in a)]
    shared = sum(not _numeric(t) for i, t in enumerate(a) if i not in left_a)
    if shared < MIN_SHARED:
        return None
    new, old = _run(a, left_a, MAX_NEW), _run(b, left_b, MAX_OLD)
    if new is None or old is None or _listed(old, belief) or _listed(new, statement):
        return None
    if all(t.raw.casefold() in _NAMING for t in [*old, *new]):
        return None
    if any(
        _amount(run) and not any(map(_numeric, other)) for run, other in ((new, old), (old, new))
    ):
        return None  # "threshold $55k" is no value in place of "#finops": an amount's slot
    return slots.Update("name", slots.show(old), slots.show(new), cued=True)


def _run(toks: list[slots.Tok], left: list[int], most: int) -> list[slots.Tok] | None:
    """The words left, when they are one run of at most `most` that can be a value."""
    if not left or len(left) > most or left[-1] - left[0] + 1 != len(left) or left[0] == 0:
        return None  # the value comes after what it is the value of: "CloudFront fronts X"
    run = [toks[i] for i in left]
    if len(run) > 1 and sum(t.cls == "word" and not slots.is_cjk(t.raw[0]) for t in run) > 1:
        return None  # "bundled with rollup 3": a verb of its own beside the value
    if all(_numeric(t) for t in run) or any(
        valueslot.is_environment(t.raw) or t.raw.casefold() in _HOW_OFTEN for t in run
    ):
        return None
    return run


def _amount(run: list[slots.Tok]) -> bool:
    """A number with at most the name of its slot ("threshold $55k", "limit 40")."""
    return any(map(_numeric, run)) and all(
        _numeric(t) or countslot.names_a_measure(t.raw) for t in run
    )


def _numeric(tok: slots.Tok) -> bool:
    """A number ("3", "v4.2", "S3"), not a word with a digit in it ("e2e", "k8s")."""
    digits = sum(ch.isdigit() for ch in tok.raw)
    return tok.cls == "num" and 2 * digits >= sum(ch.isalnum() for ch in tok.raw)


def _listed(run: list[slots.Tok], text: str) -> bool:
    """ "Deploys go out Tuesdays and Thursdays": a value one of a list is not the one
    value of a slot (a statement about Thursdays says nothing of Tuesdays)."""
    first, last = re.escape(run[0].raw), re.escape(run[-1].raw)
    return bool(
        re.search(rf"{last}\W{{0,2}}\s*(?:[,，][^;.]*?)?(?:[、&]|\s(?:{_AND})\s)", text, re.I)
        or re.search(rf"(?:[,、，&]|\s(?:{_AND})\s)\s*\W{{0,2}}{first}", text, re.IGNORECASE)
    )


_AND = "and|or|und|oder|y|o|et|ou|e|plus"
_HOW_OFTEN = frozenset(w.casefold() for w in lexicon.phrases("valueslot", "frequency_words"))


def _content(text: str) -> list[slots.Tok]:
    text = words.UPDATE_CUES.sub(" ", text)
    return [
        t
        for t in slots.tokens(text)
        if t.cls != "fn"
        and t.raw.casefold() not in _ATTACH
        and t.raw.casefold() not in lex.LEFT_VERBS
        and t.key not in claims.SUBJECT_NOISE
    ]
