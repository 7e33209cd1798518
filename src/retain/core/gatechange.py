"""The write gate on a statement of change ("from X to Y", "Y instead of X", "no longer X",
"now on Go 1.22"): find the one belief that asserts the value it retires, about its
subject. Only that belief is closed; a change that does not name (or does not match)
what it replaces gives "may update" hints on the subject."""

from __future__ import annotations

import re

from retain.core import claims, clauses, scopes, slots
from retain.core.judgement import HINT, MAX_HINTS, RELATED, Judgement, Neighbour
from retain.core.keptpart import excluded_from_another_subject, keeps_old, rest_keeps_old
from retain.core.onlyclause import holds_new
from retain.core.polarity import polarity
from retain.core.severalrules import replaces_one_of_several
from retain.core.unsaid import unnamed_parts
from retain.text import tokens

NUMBER_SUBJECT = 2  # shared subject words for "changed X to <number>" to close a belief
# Two beliefs the statement's words do not tell apart, this close in similarity: which
# one it retires is not said (a wider gap, as a semantic 0.7 against 0.5, still chooses).
TIE_MARGIN = 0.1


def judge_change(
    text: str, valence: str, change: claims.Change, ranked: list[Neighbour]
) -> Judgement:
    """A statement of change: find the belief asserting the value it retires."""
    subject = claims.subject(text, change)
    same = [n for n in ranked if n.valence == valence]
    confirms = tuple(
        n.id
        for n in same
        if change.new is not None
        and claims.asserts(n.text, change.new)
        and not (change.old is not None and claims.asserts(n.text, change.old))
    )
    wider = subject | (claims.keys(change.new) if change.new else frozenset())
    about = {n.id: clauses.shared(wider, claims.words_of(n.text)) for n in same}
    denied: list[Neighbour] = []
    if change.old is not None and not _points_back(text, change.old):
        denied = [
            n
            for n in same
            if n.id not in confirms
            and (_holds(n.text, change.old, subject) or _holds_name(n.text, change.old, subject))
            and not (change.new is not None and holds_new(n.text, change.old, change.new))
        ]
    versioned: list[Neighbour] = []
    if change.old is None and change.new is not None:
        # "We're on Go 1.22 now" against "ledger is a Go 1.21 service": the name is the
        # subject, the version the value; the words before the change say whose version
        # ("The admin tool now uses Node 20" says nothing of "The web app uses Node 18").
        lead = claims.subject(text[: min(change.at, default=0)], change)
        versioned = [
            n
            for n in same
            if n.id not in confirms
            and (slots.other_version(change.new, n.text) or _versioned_name(change.new, n.text))
            and (not lead or lead & claims.words_of(n.text))
        ]
        if figures(change.new) and not claims.keys(change.new) - figures(change.new):
            owner = clauses.owner_of(text, change.new)
            # "switched Node to 22" against "Node is pinned to 18 in .nvmrc": only a number
            # is named, so the subject must carry it (two shared words, another number).
            versioned += [
                n
                for n in same
                if n.id not in confirms
                and about[n.id] >= NUMBER_SUBJECT
                and figures(n.text)
                and not (figures(n.text) & figures(change.new))
                # what the number is a value of ("their precision fell to 0.2") is named,
                # not a part of a joined name ("`next-auth` to 4.24" is not "Next.js")
                and _owner_named(owner, text, change.new, n.text)
            ]
    if change.tentative:
        strong: list[Neighbour] = []
    elif versioned:
        strong = versioned
    elif subject:
        strong = [n for n in denied if about[n.id] >= 1]
        if not strong and all(clauses.other_script(subject, n.text) for n in denied):
            # "全局状态改用 Zustand,不再用 Redux Toolkit 了" against "pixelmint's state
            # management uses Redux Toolkit": the subject is named in a script the belief
            # does not use, so only the values can say which belief it is.
            strong = denied if change.kind == "pair" and len(denied) == 1 else []
    else:  # "Jenkins was replaced by GitHub Actions": the value alone names the belief
        strong = denied if change.kind == "pair" and len(denied) == 1 else []
    if (
        not strong
        and not change.tentative
        and not versioned
        and subject
        and not claims.subject(text, change, clause=True)
    ):
        # "We dropped Poetry for uv; pyproject stays the same": the other clause is about
        # something else, and the change's own clause names only the two values (or only
        # the retired one: "We no longer squash-merge; PRs are rebased").
        strong = denied if len(denied) == 1 else []
    if not strong and not change.tentative and not versioned and len(denied) == 1:
        # "Jenkins is gone, everything is in GitHub Actions now" against "CI runs on Jenkins
        # at jenkins.ci.example": the retired value is a name only one belief holds, so the
        # name says which belief, whatever else the statement is about.
        named = change.old is not None and _written_as_name(change.old, denied[0].text)
        strong = denied if named and _opens_its_clause(text, change.old or "") else []
    # The clause that says the change names the subject best: "Integration tests no longer
    # call Stripe; they use stripe-mock" is about integration tests, not about mocks.
    own = claims.subject(text, change, clause=True)
    near = {n.id: len(own & claims.words_of(n.text)) for n in same}
    strong.sort(key=lambda n: (-near[n.id], -about[n.id], -n.similarity, n.id))
    if strong and (
        clauses.narrows(claims.clause_of(text, change.at), change, strong[0].text)
        or scopes.other_scope(text, strong[0].text, (change.old, change.new))
        or scopes.other_folder(text, strong[0].text, (change.old, change.new))  # "`web/` ..."
        or replaces_one_of_several(strong[0].text, change.old)  # one rule of a list
        or keeps_old(text, change, strong[0].text)  # "...; staging still uses the sandbox"
        or rest_keeps_old(text, change)  # "...; everyone else approves a push"
        or excluded_from_another_subject(text, change, strong[0].text)  # "A in Y, not in X"
        or _tied(strong, near, about)
    ):
        hints = tuple(n.id for n in strong[:MAX_HINTS])
        why = f"changes {change.old!r} for part of what [{strong[0].id}] is about"
        if _tied(strong, near, about):
            why = f"retires {change.old!r}, which [{strong[0].id}] and [{strong[1].id}] assert"
        return Judgement("novel", None, why, may_update=hints, confirms=confirms)
    if strong:
        target = strong[0]
        hints = tuple(n.id for n in strong[1 : 1 + MAX_HINTS])
        return Judgement(
            "contradiction",
            target.id,
            f"retires {change.old!r}, which [{target.id}] asserts",
            may_update=hints,
            confirms=confirms,
        )
    # Weaker: a change about this subject that does not name (or does not match) what
    # it replaces. The closest related belief on the subject may be the one it updates.
    hints_list = [
        n.id
        for n in denied + same
        if n.id not in confirms
        and n.similarity >= (HINT if about[n.id] >= 1 else RELATED)[n.measure]
        and (about[n.id] >= 1 or not subject)
        and not (change.new is not None and claims.asserts(n.text, change.new))
    ]
    hints = tuple(dict.fromkeys(hints_list))[:MAX_HINTS]
    why = "announces a change" + (f" of {change.old!r}" if change.old else "")
    return Judgement("novel", None, why, may_update=hints, confirms=confirms)


def _owner_named(owner: frozenset[str], text: str, value: str, belief: str) -> bool:
    """Does the belief name what the number is a value of? A hyphen-joined name counts only
    whole: "Bumped `jackson-module-kotlin` to 2.17" says nothing of "Kotlin 1.9"."""
    if not owner:
        return True
    owner = owner - unnamed_parts(text, value, belief)
    return clauses.shared(owner, claims.words_of(belief)) >= 1


# A name cut at separators, the separators kept: "berth.bookings.v2" -> berth . bookings . v2
_NAME_PARTS = re.compile(r"([/._:\s-])")
_VERSION_PART = re.compile(r"[vV]?\d+")
_TICKED = re.compile(r"`([^`\n]+)`")


def _versioned_name(new: str, belief: str) -> bool:
    """ "moved to `orders.events.v3`" against "events go to `orders.events.v2`": the belief
    quotes the same name with only its version part another (v2 -> v3, 22.04 -> 24.04 is
    not one part, so other_version answers that)."""
    mine = _NAME_PARTS.split(new)
    for quoted in _TICKED.findall(belief):
        theirs = _NAME_PARTS.split(quoted)
        if len(theirs) != len(mine):
            continue
        differ = [i for i, (a, b) in enumerate(zip(mine, theirs, strict=True)) if a != b]
        if len(differ) == 1 and all(
            _VERSION_PART.fullmatch(part[differ[0]]) for part in (mine, theirs)
        ):
            return True
    return False


def _tied(strong: list[Neighbour], near: dict[int, int], about: dict[int, int]) -> bool:
    """Do two beliefs asserting the retired value share as much of the statement's subject
    (its own clause's words, then all its words), and about as much similarity? Then which
    one it retires is not said, and a wrong choice retires a true belief."""
    if len(strong) < 2:
        return False
    first, second = strong[0], strong[1]
    if abs(first.similarity - second.similarity) >= TIE_MARGIN:
        return False
    return (near[first.id], about[first.id]) == (near[second.id], about[second.id])


def _holds(belief: str, value: str, subject: frozenset[str] = frozenset()) -> bool:
    """Does the belief assert the value (rather than deny it or retire it itself)?
    `subject`: the words of what the statement of change is about."""
    if not claims.asserts(belief, value):
        return False
    own = claims.parse_change(belief)
    if own is not None:
        return own.new is not None and claims.asserts(own.new, value)
    if not _negated(belief, value):
        return True
    # "api/ is formatted with black, ...; run `black api/` ..., don't wrap lines by hand":
    # the negation is another part's; every part that names the value asserts it.
    parts = [p for p in _PARTS.split(belief) if p.strip()]
    saying = [p for p in parts if claims.asserts(p, value)]
    if len(parts) < 2 or not saying or any(_negated(p, value) for p in saying):
        return False
    # Unless the negated part is about what the statement is about: "api/ uses httpx; don't
    # add `requests`" is the belief a statement about `requests` ("allowed in scripts/, not
    # in api/") speaks to, and that part denies, so "api/" is no value it retires. A word
    # the asserting part shares too ("formatted with Prettier; ESLint never formats") does
    # not say which part the statement speaks to.
    asserted = frozenset().union(*(claims.words_of(p) for p in saying))
    return not any(_negated(p, value) and subject & (claims.words_of(p) - asserted) for p in parts)


# The parts of a belief a negation may belong to: its clauses and their comma-parts.
_PARTS = re.compile(r"[;；。！？!?,，]|\.(?:\s|$)|\s[–—-]\s")
# An aside in brackets (code spans inside it kept whole), and a code span.
_ASIDE = re.compile(r"\s\((?:`[^`\n]*`|[^()`\n])*\)")
_CODE_SPAN = re.compile(r"`[^`\n]*`")


def _negated(part: str, value: str) -> bool:
    """polarity() of what the part itself says of the value. A negation in a bracketed
    aside that does not name the value is a detail of it ("formatted with Prettier
    (`.prettierrc`: no semicolons)"), and one inside a quoted command is the command's own
    word (`pytest -m 'not slow'`, `--no-verify`): neither denies the value. Setting them
    aside only takes negations away, so a part polarity() reads as plain stays plain."""
    said = _ASIDE.sub(lambda m: m[0] if claims.asserts(m[0], value) else " ", part)
    return polarity(part) and polarity(_CODE_SPAN.sub("``", said))


def _holds_name(belief: str, value: str, subject: frozenset[str] = frozenset()) -> bool:
    """_holds for the proper name a retired value is made of ("the GitLab pipeline file"
    retires GitLab): the belief names it (claims.named_in) and does not deny it."""
    if not claims.named_in(belief, value):
        return False
    return _holds(belief, value.split()[0], subject)


def _written_as_name(value: str, belief: str) -> bool:
    """Is every word of the value a name where the belief writes it: a capital inside it,
    a digit or a separator (ingress-nginx, HS256), or a capital away from the start of a
    sentence ("CI runs on Jenkins"), or such a name and common nouns for its artefact ("the
    OpenVPN server")? "master", "open PRs", "two approvals" are not."""
    words = [w for w in (w.strip("`'\"*") for w in value.split()) if w]
    if len(words) > 1 and claims.named_in(belief, " ".join(words)):
        return True
    return bool(words) and all(claims.named_in(belief, f"{w} x") for w in words)


def _opens_its_clause(text: str, value: str) -> bool:
    """Does a clause begin with the retired value, and go on without a "but" or "still"
    ("HS256 signing was replaced by ...", "the OpenVPN server was shut down")? "admin-ui:
    Sentry replaced by Rollbar" names whose first; "pkg/errors is archived upstream but
    we keep it" keeps it."""
    found = re.search(rf"(?:^|[;.!?,]\s)\W*(?:the\s+)?{re.escape(value)}(?![\w-])", text, re.I)
    if found is None:
        return False
    rest = re.split(r"[;.:!?](?:\s|$)", text[found.end() :], maxsplit=1)[0]
    return not _CONCEDES.search(rest)


_CONCEDES = re.compile(r"\b(?:but|still|yet|aber|noch|pero|todavía|mais|encore|ma|ancora)\b", re.I)


def figures(text: str) -> set[str]:
    """The words of a text that hold a digit ("20", "v2", "1.22")."""
    return {t for t in tokens(text) if any(ch.isdigit() for ch in t)}


# Demonstratives that point back to something named earlier in the same text.
_POINTER = r"(?:that|this|these|those|dieser|diese|dieses|ce|cet|cette|ces)"


def _points_back(text: str, old: str) -> bool:
    """ "Until 2025 the infra was CloudFormation in `cfn/`; that folder is gone": the
    retired value ("folder") is a common noun the statement points back to with a
    demonstrative, so it stands for what the statement itself named before, not for a
    value any belief holds."""
    if not re.fullmatch(r"[a-z]+(?: [a-z]+)?", old):
        return False  # a name, a code span, a version: a value of its own
    return re.search(rf"\b{_POINTER}\s+{re.escape(old)}\b", text, re.IGNORECASE) is not None
