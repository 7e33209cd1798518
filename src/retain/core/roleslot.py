"""Who holds a role, or where a thing is: a statement naming only the new holder of a duty
a belief gives to someone else, or the new place of a thing a belief puts elsewhere.

"Sunniva owns the cost review now" against "Weekly cost review is owned by Ravi",
"Platform owns the gateway" against "The gateway is owned by the Edge team", "Beatriz
runs the service design reviews" against "The design review for new services is run by
Oskar": the change is said by naming only the new holder, so no retired value is there
for claims.py to find, and the two do not align word for word (slots.update_of) because
one says it actively and the other passively. Each is read as (duty, holder): a verb of
holding a duty (owns, runs, approves, leads; lexicon/roles.json), the thing it is held
for, and who holds it. A duty has one holder, so the same duty with another holder is
the same slot filled anew. Where a thing runs, is kept or is sent ("Builds run on
CircleCI", "logs go to Loki", "Secrets are stored in Vault") is read the same way, the
place as its holder.

Precision first: the statement's duty must be the belief's, word for word once
function words are set aside, or the belief's with qualifiers the statement does not
restate ("index rebuilds" for "the nightly product index rebuild"); a statement that
adds a qualifier ("the cost review for EU accounts") may be about a part, and is left
alone. The holders must share no word. A statement that adds a holder ("also owns",
"co-owns", "shadowing"), or names a holder for a while ("while Ravi is away", "this
week"), is not read. Pure and stdlib only.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from retain import lexicon
from retain.core import claims_lexicon as lex
from retain.core import slots
from retain.text import stem, tokens

_FILE = "roles"
MAX_HOLDER = 4  # words of a holder ("the platform security team"); more is a clause
MAX_PLACE = 5  # words of a place ("the shared nonprod cluster in eu-west-1")


@dataclass(frozen=True)
class Duty:
    relation: str  # the verb's class ("own", "approve")
    duty: frozenset[str]  # stems of what is held
    holder: str  # who holds it, as written
    path: bool = False  # what is held is a file or folder path (`backend/infra/payments/`)


def role_update(statement: str, belief: str) -> slots.Update | None:
    """The belief's holder and the statement's, when both give one duty to two holders
    (the test in the module docstring), else None."""
    if lex.TENTATIVE.search(statement) or statement.rstrip().endswith(("?", "？")):
        return None
    if _SHARED.search(statement) or _TEMPORARY.search(statement):
        return None
    if _this_time(statement) - _this_time(belief) or slots.adds_to(statement, belief):
        return None
    theirs = duties(belief)
    for mine in duties(statement):
        for old in theirs:
            if mine.relation != old.relation or not mine.duty or not mine.duty <= old.duty:
                continue
            if old.path and mine.duty != old.duty:
                continue  # a path's parts are no qualifiers: "the backend" is not its folder
            if _words(mine.holder) & _words(old.holder):
                continue  # the same holder, or one inside another ("Platform", "Platform SRE")
            return slots.Update("role", old.holder, mine.holder, cued=True)
    return None


def _this_time(text: str) -> set[str]:
    """ "Platform on-call this week is Ana": this week's holder, not the duty's."""
    return {m.group(0).casefold() for m in _THIS_TIME.finditer(text)}


def duties(text: str) -> list[Duty]:
    """Every (duty, holder) the text states, one per clause that states one."""
    found = []
    # a colon may end a lead-in ("PR review: Platform owns ...") or name a role ("Owner: X")
    parts = [*_PARTS.split(text), *_PARTS_BUT_COLON.split(text)]
    for part in dict.fromkeys(p for p in parts if p):
        part = _LEAD.sub("", part.strip())
        duty = _passive(part) or _active(part) or _named_role(part) or _place(part)
        if duty is not None:
            found.append(duty)
    return found


def _passive(part: str) -> Duty | None:
    m = _patterns()[0].match(part)
    if m is None:
        return None
    return _duty(m.group("verb"), m.group("what"), m.group("who"))


def _active(part: str) -> Duty | None:
    m = _patterns()[1].match(part)
    if m is None:
        return None
    return _duty(m.group("verb"), m.group("what"), m.group("who"))


def _named_role(part: str) -> Duty | None:
    """ "Release captain for 4.2 is Jo", "Owner of the payments service: team Falcon",
    "Tomasz is the payments on-call": a role named by its noun. An owner's duty is the
    verb's ("owns"); any other role is its own duty, the noun with what it is for."""
    m = _patterns()[2].match(part) or _patterns()[3].match(part)
    if m is None:
        return None
    what, who = _TAIL.split(m.group("what"), maxsplit=1)[0], m.group("who")
    role = _ROLE.search(what)
    if role is None:
        return None
    noun = role.group(0).casefold()
    if noun in lexicon.words(_FILE, "owner_nouns"):
        return _duty("owns", what[: role.start()] + what[role.end() :], who)
    return _duty("holds", what, who)


def _place(part: str) -> Duty | None:
    """ "metrics go to Prometheus", "Builds run on CircleCI", "Secrets are stored in
    Vault": where a thing runs, is kept or is sent is one place, held like a duty."""
    for relation, pattern in _place_patterns().items():
        m = pattern.match(part)
        if m is not None:
            return _duty(relation, m.group("what"), m.group("who"), places=True)
    return None


def _duty(verb: str, what: str, who: str, *, places: bool = False) -> Duty | None:
    relation = verb if places else _relations().get(verb.casefold())
    if not places and _COMMAND.search(what):
        return None  # "CI runs `make test -j4` in app/": a command run, not a duty held
    what, who = _TAIL.split(what, maxsplit=1)[0], _TAIL.split(who, maxsplit=1)[0]
    holder = " ".join(who.split()).rstrip(".!,;")
    longest = MAX_PLACE if places else MAX_HOLDER
    if relation is None or not _words(holder) or len(tokens(holder)) > longest:
        return None
    return Duty(relation, frozenset(_words(what)), holder, _PATH.search(what) is not None)


def _words(text: str) -> set[str]:
    """Content words, each as its stem less a final "e" ("service" and "services" are one)."""
    return {stem(t).removesuffix("e") for t in tokens(text) if t not in _function_words()}


@functools.cache
def _relations() -> dict[str, str]:
    """Each verb form (owns, owned, approves, approved, ...) to its class."""
    table = lexicon.groups(_FILE, "relations")
    return {form: name for name, forms in table.items() for form in forms}


@functools.cache
def _function_words() -> frozenset[str]:
    return frozenset(lexicon.words(_FILE, "function_words"))


@functools.cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    passive = "|".join(re.escape(w) for w in lexicon.phrases(_FILE, "passive"))
    active = "|".join(re.escape(w) for w in lexicon.phrases(_FILE, "active"))
    return (
        re.compile(
            rf"^(?P<what>.+?)\s+(?:is|are|gets|get)\s+(?:now\s+)?(?P<verb>{passive})\s+by\s+"
            r"(?P<who>.+)$",
            re.IGNORECASE,
        ),
        # the holder opens the clause: at most MAX_HOLDER words before the verb
        re.compile(
            rf"^(?P<who>(?:[^\s,;:]+\s+){{0,{MAX_HOLDER - 1}}}[^\s,;:]+)\s+(?:now\s+)?"
            rf"(?P<verb>{active})\s+(?!on\b|in\b|at\b|every\b|daily\b|weekly\b)(?P<what>.+)$",
            re.IGNORECASE,
        ),
        re.compile(r"^(?P<what>[^:]+?)(?:\s+is|\s+are|\s*:)\s+(?:now\s+)?(?P<who>.+)$", re.I),
        re.compile(r"^(?P<who>.+?)\s+is\s+(?:now\s+)?(?:the|our)\s+(?P<what>.+)$", re.I),
    )


_ROLE = re.compile(
    r"\b(?:" + "|".join(re.escape(w) for w in lexicon.phrases(_FILE, "role_nouns")) + r")\b",
    re.IGNORECASE,
)


@functools.cache
def _place_patterns() -> dict[str, re.Pattern[str]]:
    return {
        relation: re.compile(
            rf"^(?P<what>.+?)\s+(?:now\s+)?(?:{verbs})\s+(?:now\s+)?(?P<who>.+)$", re.I
        )
        for relation, verbs in lexicon.patterns(_FILE, "places").items()
    }


# Clauses: a statement names its new holder in one ("reorg is live: ..., so Platform owns
# the gateway and ...").
_PARTS = re.compile(r"[;:!?()\[\]]\s*|[,.]\s+|\s+(?:and|so|but|while|since|because)\s+|\s[-–—]\s")
_PARTS_BUT_COLON = re.compile(_PARTS.pattern.replace(":", "", 1))
_LEAD = re.compile(r"^(?:(?:with the reorg|from now on|as of \w+|now|so|also)\s*(?:,\s*)?)+", re.I)
# Where the duty or the holder ends: the time or reason of the change is neither.
_TAIL = re.compile(
    r"\s+(?:now|since|from|as of|starting|effective|until|for the foreseeable|this|last|"
    r"next|after|because|per|in the reorg|going forward|again|too|also)\b.*$",
    re.IGNORECASE,
)
_TEMPORARY = re.compile(
    "|".join([*lexicon.phrases("shape", "temporary"), r"\b(?:until|till|temporarily|while)\b"]),
    re.IGNORECASE,
)
_THIS_TIME = re.compile(
    r"\b(?:this|next|today's|tonight's)\s+(?:week|sprint|month|rotation|shift|release)\b|"
    r"\b(?:today|tonight)\b",
    re.IGNORECASE,
)
# A path, written as code or not (`backend/infra/payments/`, src/app/): the words of its
# parts name one folder or file, not a duty with qualifiers the holder may leave out.
_PATH = re.compile(r"[\w.-]+/[\w.-]")
# A command line written as code (words inside one code span): what a verb like "runs"
# has as its object then is a program run, not a duty someone holds.
_COMMAND = re.compile(r"`[^`\s]+\s[^`]*`")
# A holder added beside the belief's, not in place of it.
_SHARED = re.compile(
    r"\b(?:co-?owns?|co-?owned|jointly|shadow(?:s|ing)?|backup|together with|along with|"
    r"as well|helps?|assists?)\b",
    re.IGNORECASE,
)
