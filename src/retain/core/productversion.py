"""A product's version said again, with no change word: "The web app requires Node 20"
against "The web app runs on Node 18".

slots.named_version_update wants a cue ("now", "upgraded"); without one a statement that
names a product with one version still replaces a belief that names the same product with
one other version when both are about the same thing. The belief may say its version
away from the name ("Node version for the web app is 18", "Postgres in production is
14.9", "Minimum supported Node for the acmectl CLI is 18"), so its one version-shaped
number counts when it follows the name, has a dot, or the belief says "version" or
"minimum". About the same thing: the statement names nothing besides the product, or
shares a content word with the belief ("web", "CI", "production"). "The admin tool needs
Node 20" says nothing of "The web app runs on Node 18".

Pure and stdlib only. Stems of "version" and "minimum" in several languages are below.
"""

from __future__ import annotations

import re

from retain.core import claims, clauses, valueslot
from retain.core import claims_lexicon as lex

# A name and its version as the statement writes it: "Node 20", "Python 3.12", "iOS
# version: 16", "PostgreSQL 16". The name carries a capital or the version a dot, so
# "port 9000" and "is 30" are not versions.
_NAME_VERSION = re.compile(
    r"(?<![\w./-])([A-Za-z][\w+#]*(?:\.js)?)\s+(?:version\s*(?::\s*)?|v)?"
    r"(\d+(?:\.\d+){0,2})(?!\w|\.\w)"
)
# A particle written onto the number ("8.10이다", "1.81に") ends it as a space would.
_NUMBER = re.compile(
    r"(?<![\w.:/-])v?(\d+(?:\.\d+){0,2})"
    r"(?!(?![\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])[\w/-]|\.\w|\s*%)"
)
# Words that say a number is a version or a floor of versions (stems, case-folded).
_VERSION_WORDS = re.compile(
    r"versi|versã|wersj|verze|верси|версі|גרסה|minim|mínim|mindest|minst|najniż|"
    r"мінімал|минимал|המינימלית|supported|support",
    re.IGNORECASE,
)
# The word "version" alone: "support" and "minimum" say it of a belief's floor, but
# "6 business hours of support" is no version.
_VERSION_WORD = re.compile(r"versi|versã|wersj|verze|верси|версі|גרסה|버전|バージョン|版本", re.I)
# One product under two spellings.
_ALIASES = {"postgresql": "postgres", "nodejs": "node", "node.js": "node", "next.js": "next"}
# Words before a number that are not products ("Port 8020" in German, "release 5.2")
_NOT_NAMES = frozenset(
    "release version v step phase build sprint port porta puerto poort portti".split()
)


# Said as a plan or a wish, with no change word for claims.TENTATIVE to read.
_PLAN = re.compile(
    r"\b(?:will|would|might|may|could|should|shall|going to|thinking|considering|"
    r"plan(?:s|ned|ning)?|want(?:s)? to|next (?:major|minor|release|quarter|sprint)|"
    r"wird|werden|sollten|vamos a|pensando|vai|vamos|va|allons)\b|'ll\b",
    re.IGNORECASE,
)
_STILL = re.compile(
    r"\b(?:still|ainda|todavía|aún|noch|encore|ancora|nog|fortfarande|fortsatt|wciąż|nadal)\b"
    r"|\bещё\b|\bвсё ещё\b|\bпо-прежнему\b",
    re.IGNORECASE,
)


def _environments(text: str) -> frozenset[str]:
    return frozenset(w.casefold() for w in re.findall(r"\w+", text) if valueslot.is_environment(w))


def _product(name: str) -> str:
    low = name.casefold()
    return _ALIASES.get(low, low)


def _versions(statement: str) -> dict[str, set[str]]:
    """Each product the statement names with a version, and the versions it gives."""
    found: dict[str, set[str]] = {}
    for m in _NAME_VERSION.finditer(statement):
        name, version = m.group(1), m.group(2)
        if name.casefold() in _NOT_NAMES or re.fullmatch(r"\d{4,}", version):
            continue  # four digits and no dot: a port or a year, not a version
        if "." in version or any(ch.isupper() for ch in name):
            found.setdefault(_product(name), set()).add(version)
    return found


# A name as a statement writes it before a version said away from it: a capital
# ("Playwright", "EKS") or code quotes ("`buf`").
_NAME = re.compile(r"(?<![\w./-])`?([A-Za-z][\w+#]*(?:-[A-Za-z][\w+#]*)*(?:\.js)?)`?(?![\w-])")


def _version_apart(statement: str, belief: str) -> dict[str, set[str]]:
    """The version of a product the statement says away from its name ("Playwright is on
    1.45 in e2e/", "Django в api обновили до 5.0", "Prod EKS was upgraded to 1.30"): the
    statement's one version-shaped number, when it has a dot or the statement says
    "version" (the rule _belief_version reads a belief by), given to the name nearest
    before it that the belief names too."""
    numbers = [m for m in _NUMBER.finditer(statement) if not _measures(statement, m.end())]
    if len(numbers) != 1:
        return {}
    number = numbers[0]
    if "." not in number.group(1) and not _VERSION_WORD.search(statement):
        return {}
    for m in reversed(list(_NAME.finditer(statement, 0, number.start()))):
        name, quoted = m.group(1), m.group(0).startswith("`") and m.group(0).endswith("`")
        if name.casefold() in _NOT_NAMES | lex.FUNCTION:
            continue
        if "-" in name:  # "golangci-lint was bumped to v1.59.1": code, so a name
            at = _named(belief, _product(name))
            if (
                at is None
                or not re.match(r"\s+v?\d", belief[at.end() :])
                or _belief_version(belief, at, adjacent=True) is None
            ):
                return {}  # its old version must follow it too, not another's
            return {_product(name): {number.group(1)}}
        if quoted or any(ch.isupper() for ch in name):  # the nearest name, or none
            if _OTHER_NAME.search(statement, m.end(), number.start()):
                return {}  # "ClickHouse's `clickhouse-connect` client is at 0.7"
            at = _named(belief, _product(name))
            if at is None or not (quoted or _a_name(statement, m) or _a_name(belief, at)):
                return {}  # "Il client ... alla 0.7" against "Il database ... 23.8"
            return {_product(name): {number.group(1)}}
    return {}


# Code quotes or a hyphen-joined name between a name and the version: another package.
_OTHER_NAME = re.compile(r"`|[A-Za-z]-[A-Za-z]")


def _a_name(text: str, m: re.Match[str]) -> bool:
    """Is the capitalised word a name, not a sentence's first word ("Il", "Die", "We")?
    A capital inside it, or one where no sentence starts."""
    word = m.group(1)
    if any(ch.isupper() for ch in word[1:]):
        return True
    before = text[: m.start()].rstrip()
    return bool(before) and before[-1] not in ".!?:;。"


def _named(belief: str, product: str) -> re.Match[str] | None:
    if "-" in product:  # a hyphen-joined name, whole: `next-auth` is not Next.js
        return re.search(rf"(?<![\w./-]){re.escape(product)}(?![\w-])", belief, re.I)
    for m in re.finditer(r"(?<![\w./-])([A-Za-z][\w+#]*(?:\.js)?)(?![\w])", belief):
        if _product(m.group(1)) == product:
            return m
    return None


def _belief_version(belief: str, at: re.Match[str], *, adjacent: bool) -> str | None:
    """The one version-shaped number of the belief, if it reads as the product's."""
    numbers = [m for m in _NUMBER.finditer(belief) if not _measures(belief, m.end())]
    if len(numbers) != 1:
        return None
    m = numbers[0]
    follows = belief[at.end() : m.start()].strip() in ("", "v")
    if follows or not adjacent and ("." in m.group(1) or _VERSION_WORDS.search(belief)):
        return m.group(1)
    return None


def _measures(text: str, end: int) -> bool:
    """Is the number ending at `end` a size or a duration ("4 workers" is not either,
    but neither is it a version: only units are set aside here)?"""
    after = text[end:].split()
    return bool(after) and valueslot.is_unit(after[0].strip(".,;:)"))


def _about(text: str, product: str) -> frozenset[str]:
    words = claims.words_of(_VERSION_WORDS.sub(" ", text)) - claims.words_of(product)
    return frozenset(
        w
        for w in words
        if not any(ch.isdigit() for ch in w)
        and w not in lex.LEFT_VERBS
        and w not in claims.SUBJECT_NOISE
        and _product(w) != product
    )


def update(statement: str, belief: str) -> tuple[str, str] | None:
    """(old, new) when `statement` gives the product `belief` names another version."""
    if "?" in statement or "？" in statement:
        return None  # "Should we go to Redis 7? Next meeting": asked, not said
    if lex.TENTATIVE.search(statement) or _PLAN.search(statement):
        return None  # "thinking about raising the floor to Node 18": not said done
    if _STILL.search(statement):
        return None  # "the dev cluster still runs 1.27": a part left behind, not the whole
    if _environments(statement) != _environments(belief):
        return None  # "production uses Node 18" says nothing of staging's Node 20
    given = _versions(statement)
    named = {p: m for p in given if (m := _named(belief, p)) is not None}
    if not named:  # "Playwright is on 1.45": "on" is no product, Playwright is
        given = _version_apart(statement, belief)
        named = {p: m for p in given if (m := _named(belief, p)) is not None}
    for product, at in named.items():
        if len(given[product]) != 1:
            continue
        # "acmectl 4.0 requires Node 20" against "Minimum supported Node for the acmectl
        # CLI is 18": with two of its products named, the number must follow one of them
        # "the 3.8 upgrade" against "until 2024", "changed in 2.5" against "Ruby 3.4": a
        # word like "the" or "in" names no product, so its number must follow it there too
        # ("MariaDB on the VM is 11.4" against "MariaDB in staging is 10.6")
        old = _belief_version(belief, at, adjacent=len(named) > 1 or product in lex.FUNCTION)
        (new,) = given[product]
        if old is None or old == new or new.startswith(old + ".") or old.startswith(new + "."):
            continue
        if old in {m.group(1) for m in _NUMBER.finditer(statement)}:
            continue  # both versions named: a range or two slots, not a replacement
        mine, theirs = _about(statement, product), _about(belief, product)
        if mine and not clauses.shared(mine, theirs):
            continue
        return old, new
    return None
