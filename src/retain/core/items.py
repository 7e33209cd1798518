"""Another item of the same kind: a statement about one ticket, pull request or release
is no news about another.

"AI-34 (runbook for 502s) is open, owner Yusra" against "Action item AI-33 ... is open,
owner Yusra", "WRN-1711 is in review too" against "WRN-1710 is in review", "Android 2.13.2
is at 100%" against "Android 2.14 is rolled out to 20%": each pair names one item of a kind
by an identifier of one shape, and the two identifiers differ. The gate would read the
identifier as the value replaced; the belief about the other item still holds.

Read by shape, not by words: a ticket key (`ABC-123`, the same project prefix on both
sides), a pull request or issue number (`#3550`), or a product's version written with a
dot after the same name ("Android 2.14"). The rule holds only when neither text names the
other's identifier (a statement that names both says how they relate). A version is the
value a belief about "what we are on" holds ("Kubernetes 1.27" -> "upgraded to Kubernetes
1.30"), so another version counts as another item only when it is older than every version
the belief names for that product: a newer statement about an older release is about that
release. A downgrade said as one ("downgraded to Python 3.11" against "runs Python 3.12")
is then a hint to confirm, not a closure (no development row has one). Two texts that each
open on a different name in code ("`redis` is pinned to 5.0.x" against "`psycopg` is
pinned to 3.1.x"), neither naming the other's, are the same shape told of two packages. A
release named by a bare number ("One UI 5" against "One UI 6") is another item when it is
older, or when it works and the belief says its release does not ("Firefox ESR 128
supports :has()" against "ESR 115 can't render the grid"); one owner's other repository
("marlpit/docs" against "marlpit/quarry") is another item; neither when the statement says
a change ("upgraded", "now", "moved", "became"). A "#" number is read as a tracker's, so a
colour written in digits only ("#333333") is one too. Pure and stdlib only; the prefixes
that name a standard, not a tracker, live in retain/lexicon/items.json.
"""

from __future__ import annotations

import re

from retain import lexicon

# "WRN-1711", "AI-34": a tracker's project key and a number.
_KEY = re.compile(r"(?<![\w-])([A-Z][A-Z0-9]{1,9})-(\d+)(?![\w-])")
# "#3550": a pull request or an issue (a lone "#1" is a rank, not a number in a tracker).
_NUMBER = re.compile(r"(?<![\w&#])#(\d{2,})(?![\w-])")
# "Android 2.14", "iOS 17.4.1", "Postgres v16.2": a name with a capital and a dotted version
# ("is 1.2 s" names no product).
_VERSION = re.compile(r"(?<![\w./-])([A-Za-z]*[A-Z][\w+-]*)\s+v?(\d+(?:\.\d+){1,3})(?![\w.%]|\.\w)")
# "`redis` is ...", "Note: `psycopg` ...": a text that opens on a name in code, its subject.
_SUBJECT = re.compile(r"^\s*(?:[\w ]{1,20}:\s*)?`([^`\s]{2,})`")
_DIGIT = re.compile(r"\d")
# "One UI 6", "Android 9": a capitalised name and a release written as a bare number.
_RELEASE = re.compile(r"(?<![\w./-])([A-Za-z]*[A-Z][\w+-]*)\s+v?(\d{1,3})(?![\w.%,:/-])")
# A release said not to work: "can't render", "crashes on", "fails with".
_FAILS = re.compile(
    r"\b(?:not|never|no|cannot|fails?|failed|failing|breaks?|broke|broken|crash(?:es|ed)?)\b"
    r"|n't\b",
    re.IGNORECASE,
)
# "acme/docs": an owner and a name, neither a file nor a deeper path.
_REPOSITORY = re.compile(r"(?<![\w./~@-])([a-z0-9][\w-]*)/([a-z0-9][\w-]*)(?![\w/-]|\.\w)", re.I)
# A word that says the statement is news of a change, not of another release.
_CHANGED = re.compile(
    lexicon.pattern("claims", "change_cues")
    + r"|\b(?:now|upgraded|updated|bumped|since|moved|fixed|anymore|became|become)\b"
    + r"|になり|になった|に上げ|变成|成为|升级到",
    re.IGNORECASE,
)
# "SHA-256", "UTF-8", "ISO-8601": standards, algorithms and model families, not tickets.
_NOT_TRACKERS = lexicon.words("items", "not_trackers")


def another_item(statement: str, belief: str) -> str | None:
    """The identifier shape by which the statement names another item than the belief
    ("ticket AI", "number", "version android"), or None."""
    for prefix in sorted(_keys(statement).keys() & _keys(belief).keys()):
        if prefix.casefold() not in _NOT_TRACKERS and _disjoint(statement, belief, prefix):
            return f"ticket {prefix}"
    mine, theirs = set(_NUMBER.findall(statement)), set(_NUMBER.findall(belief))
    if mine and theirs and not mine & theirs:
        return "number"
    found = _older_version(statement, belief) or _other_subject(statement, belief)
    return found or _another_release(statement, belief) or _another_repository(statement, belief)


def _another_repository(statement: str, belief: str) -> str | None:
    """ "ci-bot can push to main in acme/docs" against "... can push to main in acme/api":
    one owner's two repositories (`owner/name`, two parts, no file), and no word of change
    ("moved to packages/contracts" is a path replaced): the same rule told of another."""
    if _CHANGED.search(statement):
        return None
    mine, theirs = _repositories(statement), _repositories(belief)
    for owner in sorted(mine.keys() & theirs.keys()):
        if not mine[owner] & theirs[owner]:
            return f"repository {owner}"
    return None


def _repositories(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for owner, name in _REPOSITORY.findall(text):
        out.setdefault(owner.casefold(), set()).add(name.casefold())
    return out


def _another_release(statement: str, belief: str) -> str | None:
    """ "Samsung phones on One UI 5 open the picker fine" against "crashes on Samsung One
    UI 6": an older release named by a bare number, and no word of change (no "upgraded",
    "now", "since"): what holds for one release is no news about another."""
    if _CHANGED.search(statement):
        return None
    mine, theirs = _releases(statement), _releases(belief)
    for name in sorted(mine.keys() & theirs.keys()):
        if mine[name] & theirs[name]:
            continue
        # a newer release that works, against one the belief says does not ("Firefox ESR
        # 128 supports :has()" against "Firefox ESR 115 can't render the grid")
        works = bool(_FAILS.search(belief)) and not _FAILS.search(statement)
        if works or max(mine[name]) < min(theirs[name]):
            return f"release {name}"
    return None


def _releases(text: str) -> dict[str, set[int]]:
    out: dict[str, set[int]] = {}
    for name, number in _RELEASE.findall(text):
        out.setdefault(name.casefold(), set()).add(int(number))
    return out


def _other_subject(statement: str, belief: str) -> str | None:
    """ "`redis` is pinned to 5.0.x because 5.1 dropped a kwarg" against "`psycopg` is
    pinned to 3.1.x because 3.2 changed ...": each opens on a name in code, the names
    differ and neither text names the other's: the same shape told of another package."""
    mine, theirs = _SUBJECT.match(statement), _SUBJECT.match(belief)
    if mine is None or theirs is None:
        return None
    a, b = mine.group(1).casefold(), theirs.group(1).casefold()
    if not (_DIGIT.search(statement) and _DIGIT.search(belief)):
        return None  # "`uv` is our package manager": the name is the value, not a subject
    if a == b or a in belief.casefold() or b in statement.casefold():
        return None
    return "name"


def _keys(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for prefix, number in _KEY.findall(text):
        out.setdefault(prefix, set()).add(number.lstrip("0"))
    return out


def _disjoint(statement: str, belief: str, prefix: str) -> bool:
    return not _keys(statement)[prefix] & _keys(belief)[prefix]


def _older_version(statement: str, belief: str) -> str | None:
    mine, theirs = _versions(statement), _versions(belief)
    for name in sorted(mine.keys() & theirs.keys()):
        if mine[name] & theirs[name]:
            continue
        if max(mine[name]) < min(theirs[name]):
            return f"version {name}"
    return None


def _versions(text: str) -> dict[str, set[tuple[int, ...]]]:
    out: dict[str, set[tuple[int, ...]]] = {}
    for name, version in _VERSION.findall(text):
        out.setdefault(name.casefold(), set()).add(tuple(int(p) for p in version.split(".")))
    return out
