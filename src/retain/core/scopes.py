"""Another scope: does a statement put its change on a part of what a belief is about?

"The data team deploys their Airflow DAGs with git-sync, not Argo CD" against "We deploy
with Argo CD", "US cluster backups run at 07:00 UTC" against "EU cluster backups run at
02:00 UTC", "On Windows use make test-win instead of make test" against "Run the test
suite with make test": the statement names a team, a region, an operating system, an
environment, a customer or a component ("the Go SDK" against the Python SDK's belief) the
belief does not, or says its change holds under a condition
("if ...", "unless ...", "except on ..."). What it says holds there; the belief may still
hold everywhere else, so the gate does not close it on that statement alone.

A scope that is itself the value changed ("the Identity team owns auth" against "the
Backend team owns auth") qualifies nothing: mentions inside the two values are set aside.
Pure and stdlib only. The words live in retain/lexicon/scopes.json.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from retain import lexicon
from retain.core import bounds, claims

_FILE = "scopes"  # retain/lexicon/scopes.json

_SYSTEMS = re.compile(
    r"(?<![\w-])(?:"
    + "|".join(re.escape(w) for w in lexicon.phrases(_FILE, "systems"))
    + r")(?![\w-])",
    re.IGNORECASE,
)
# Region codes are written in capitals ("US", "EU"): "us" is a pronoun.
_REGIONS = re.compile(lexicon.pattern(_FILE, "regions"))
_TEAMS = re.compile(lexicon.pattern(_FILE, "teams"))
_NOT_NAMES = lexicon.words(_FILE, "not_names")  # "the whole team", "every tenant": no name
_CUSTOMERS = re.compile(lexicon.pattern(_FILE, "customers"))
# A part named by a name before its kind, after "the" or after its whole's possessive:
# "the Go SDK", "the search service", "the docs site's tests", "tallow's migrate command",
# "the release script"; named events, RPCs, endpoints, tables, queues and topics too ("the
# user.signup event", "the `orders` table", "the /v1/search endpoint"). Another such part
# than the belief's is another component, not its change; not after "like"/"than" (a
# comparison), not a generic word ("the standard library", "the main app"), not after a
# contraction ("it's the ...": no whole).
_COMPONENTS = re.compile(
    r"(?:^|(?<=\s))(?:(?P<before>[^\W\d_]+)\s+)?"
    r"(?:(?i:the)|(?P<whole>[^\W\d_][\w-]*)['’]s)\s+`?(?P<a>/?[A-Za-z][\w-]*(?:[./][\w-]+)*)`?\s+(?i:"
    + "|".join(re.escape(w) for w in lexicon.phrases(_FILE, "components"))
    + r")(?![\w-])"
)
_NOT_WHOLES = lexicon.words(_FILE, "not_wholes")
# A repository or a service named by its kind word first ("o repositório `web`", "el
# servicio `ledger`"), or in backticks before a kind word in CJK ("`ingest` サービス").
_KIND_FIRST = re.compile(
    r"(?<![\w-])(?i:"
    + "|".join(re.escape(w) for w in lexicon.phrases(_FILE, "kind_first"))
    + r")\s+(?:(?i:de|do|da|di|del|du|des|van|von)\s+)?`(?P<a>[^`\s]+)`"
    + r"|`(?P<b>[^`\s]+)`\s*の?(?:"
    + "|".join(re.escape(w) for w in lexicon.phrases(_FILE, "kind_after"))
    + ")"
)
# "one customer's old SDK", "a user's local API": an owner no name is given to
_UNNAMED_OWNER_AFTER = lexicon.words(_FILE, "unnamed_owner_after")
_VERSION_NAME = re.compile(r"[vV]?\d[\w.]*")
_COMPONENT_NOT_NAMES = lexicon.words(_FILE, "component_not_names")
_COMPARED = lexicon.words(_FILE, "compared")
# Environments other than production, the one an unqualified belief is usually about.
_ENVIRONMENT_WORDS = sorted(lexicon.phrases(_FILE, "environments"), key=len, reverse=True)
_ENVIRONMENTS = re.compile(
    r"(?<![\w-])(?:"
    + "|".join(re.escape(w) for w in _ENVIRONMENT_WORDS if w.isascii())
    + r")(?![\w-])|"
    + "|".join(re.escape(w) for w in _ENVIRONMENT_WORDS if not w.isascii()),
    re.IGNORECASE,
)
_CONDITIONS = re.compile(lexicon.pattern(_FILE, "conditions"), re.IGNORECASE)
# Where the statement turns to its reason: "- the QA team in Manila needs it" says who
# asked for the change, not where it holds.
_CUT = re.compile(lexicon.pattern(_FILE, "cut"), re.IGNORECASE)
_ASIDE = re.compile(r"[(（][^()（）]*[)）]")  # "(eu-central-1)": a detail of a value
# A folder of the repository written as a path that ends in "/" ("`puffin-rails/`",
# "packages/web/"): not a URL, a home or an absolute path (those are places on a machine).
_FOLDER = re.compile(
    r"(?:`|(?<![\w/.~:@$-]))(?P<a>[A-Za-z_][\w.-]*(?:/[\w.-]+)*)/(?:`|(?=[\s,;:.)]|$))"
)
MIN_PREFIX = 4  # letters two environment words share to be one ("prod", "production")


def other_scope(statement: str, belief: str, values: Iterable[str | None] = ()) -> str | None:
    """What the statement narrows its change to that the belief does not name ("team
    data", "system Windows", "condition ..."), or None. Mentions inside `values` (the
    value retired and the one put in place) are the change itself, not a scope."""
    old, new = (list(values) + [None, None])[:2]
    if old and new and bounds.other_bound(statement, belief, old, new):
        return "bound"  # "capped at 5 s" against "from 200 ms": a ceiling beside a start
    said = _ASIDE.sub(lambda m: " " * len(m.group(0)), statement)
    cut = _CUT.search(said)
    said = said[: cut.start()] if cut is not None and cut.start() > 0 else said
    said = _clause_of_new(said, list(values))
    inside = _spans(said, [v for v in values if v])
    theirs = claims.words_of(belief)
    for kind, start, end, name in _mentions(said):
        if any(start < e and s < end for s, e in inside):
            continue
        if kind == "system":
            if not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", belief, re.IGNORECASE):
                return f"system {name}"
        elif kind == "environment":
            if not any(_one_place(name, m.group(0)) for m in _ENVIRONMENTS.finditer(belief)):
                return f"environment {name}"
        elif kind == "region":
            if not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", belief):
                return f"region {name}"
        elif not claims.words_of(name) <= theirs:  # a team, customer, component, condition
            return f"{kind} {name}"
    return None


def _mentions(text: str) -> list[tuple[str, int, int, str]]:
    """(kind, start, end, name) of each scope the text names."""
    found: list[tuple[str, int, int, str]] = []
    for kind, pattern in (
        ("system", _SYSTEMS),
        ("region", _REGIONS),
        ("environment", _ENVIRONMENTS),
    ):
        found += [(kind, m.start(), m.end(), m.group(0)) for m in pattern.finditer(text)]
    for m in _KIND_FIRST.finditer(text):
        group = "a" if m.group("a") is not None else "b"
        if claims.words_of(m.group(group)):
            found.append(("component", m.start(group), m.end(group), m.group(group)))
    for kind, pattern in (
        ("team", _TEAMS),
        ("customer", _CUSTOMERS),
        ("component", _COMPONENTS),
        ("condition", _CONDITIONS),
    ):
        for m in pattern.finditer(text):
            name = m.group("a") if kind == "component" else next((g for g in m.groups() if g), "")
            if kind == "condition" and not name:
                name = m.group(0)  # "如果", "の場合": the clause is not cut out
            whole = (m.group("whole") or "") if kind == "component" else ""
            if kind == "component" and (
                (m.group("before") or "").casefold() in _COMPARED or whole.casefold() in _NOT_WHOLES
            ):
                continue
            if (
                whole
                and name.casefold() in _COMPONENT_NOT_NAMES
                and (m.group("before") or "").casefold() not in _UNNAMED_OWNER_AFTER
            ):
                # "tally's internal RPC": a part named only by its owner is the owner's
                found.append((kind, m.start("whole"), m.end("whole"), whole))
                continue
            if kind == "component" and (
                name.casefold() in _COMPONENT_NOT_NAMES
                or _VERSION_NAME.fullmatch(name)  # "the v2 endpoint": a version, not a part
            ):
                continue
            if kind in ("team", "customer", "component"):
                name = " ".join(w for w in name.split() if w.casefold() not in _NOT_NAMES)
            if name and claims.words_of(name):
                # a part's own name, not its kind word, is what a value may hold
                # ("endpoint streams NDJSON" read as the value put in place)
                start, end = m.span("a") if kind == "component" else m.span()
                found.append((kind, start, end, name))
    return found


def _one_place(a: str, b: str) -> bool:
    """ "prod" and "production", "Produktion" and "production": one environment."""
    short, long = sorted((a.casefold(), b.casefold()), key=len)
    return long.startswith(short[:MIN_PREFIX]) if len(short) >= MIN_PREFIX else short == long


def _spans(text: str, values: list[str]) -> list[tuple[int, int]]:
    out = []
    for value in values:
        for m in re.finditer(re.escape(value), text, re.IGNORECASE):
            out.append((m.start(), m.end()))
    return out


def _clause_of_new(said: str, values: list[str | None]) -> str:
    """The one clause that names the new value, when the statement has several: "Log
    level in production is WARNING; INFO in staging" puts its change on production, and
    says in another clause where the old value still holds. Other clauses are blanked,
    so positions still point into `said`."""
    new = values[1] if len(values) > 1 else None
    parts = [(m.start(), m.end()) for m in _CLAUSE.finditer(said)]
    if not new or len(parts) < 2:
        return said
    holding = [(s, e) for s, e in parts if new.casefold() in said[s:e].casefold()]
    if len(holding) != 1:
        return said
    s, e = holding[0]
    return " " * s + said[s:e] + " " * (len(said) - e)


_CLAUSE = re.compile(r"[^;；。]+")


def other_folder(statement: str, belief: str, values: Iterable[str | None] = ()) -> str | None:
    """The folder of the repository a statement opens with ("`mobile/` has its own
    Gemfile: its gems go in the gemspec, not in its Gemfile", "web/ formats with Biome
    now"), when it is not one of the values and the belief does not hold its own name;
    else None. The statement is about that folder; a belief about the root, or another
    folder, may still hold. A folder named later ("tests now live in spec/", "code in
    `lib/` ...") is a place or a detail of what it says, not its subject."""
    said = statement.lstrip()
    m = _FOLDER.match(said)
    if m is None or any(
        m.start() < e and s < m.end() for s, e in _spans(said, [v for v in values if v])
    ):
        return None
    mine = claims.words_of(m.group("a").rsplit("/", 1)[-1])
    return f"folder {m.group('a')}/" if mine and not mine <= claims.words_of(belief) else None
