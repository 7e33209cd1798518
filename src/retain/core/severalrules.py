"""A belief that holds several rules: a list, or several sentences each ruling its own
thing ("data/raw/*.csv are read-only. Cleaning writes to data/clean/ ..."; a handover
note of five bullets). A statement that replaces the value of only one of them ("CI lints
with `fusesoc run`, not `make lint`") does not close the belief: its other rules are still
true, and closing it would drop them from every hook. The gate writes the statement live
beside it and names the belief as one it may update (a hint the agent or the sleep pass
settles); the stale rule is left as it is until then.

One sentence with clauses ("Python files are snake_case; components are PascalCase") is
one rule here, the way people write a single fact; only line breaks and full stops part."""

from __future__ import annotations

import re

from retain.core import claims

# A list item's own marker: "- ", "* ", "• ", "1. ", "2) ".
_BULLET = re.compile(r"^\s*(?:[-*•·]|\d{1,2}[.)])\s+")
# A full stop that ends a sentence: followed by white space and what may open one.
_STOP = re.compile(r"(?<=[.!?])\s+(?=[`\"'(«“¿¡]?[A-ZÀ-ÖØ-Þ0-9ÄÖÜ])|(?<=[。！？])")
# Words whose full stop ends no sentence ("e.g. `feature/...`", "es. `test_...`").
_ABBREVIATIONS = frozenset(
    "e.g i.e etc vs cf approx incl no nr ca es ecc z.b d.h bzw u.a p.ex ex mr dr st".split()
)


def parts(belief: str) -> list[str]:
    """The rules a belief holds: its list items and sentences, without a heading line
    ("Handover (Lena → Sam):") that rules nothing by itself."""
    found: list[str] = []
    for line in belief.splitlines():
        line = _BULLET.sub("", line).strip()
        if not line or line.endswith(":"):
            continue
        found += [s.strip() for s in _sentences(line) if s.strip()]
    return found


def _sentences(line: str) -> list[str]:
    out: list[str] = []
    start = 0
    for stop in _STOP.finditer(line):
        before = line[start : stop.start()].rstrip()
        last = before.split()[-1] if before.split() else ""
        if last.rstrip(".!?").casefold() in _ABBREVIATIONS or len(last.rstrip(".!?")) < 2:
            continue  # "e.g." or an initial: the sentence goes on
        out.append(line[start : stop.start()])
        start = stop.end()
    out.append(line[start:])
    return out


def replaces_one_of_several(belief: str, old: str | None) -> bool:
    """Does the belief hold several rules, and the value a statement retires belong to only
    one of them? Then the statement updates that rule, not the whole belief."""
    if not old:
        return False
    rules = parts(belief)
    if len(rules) < 2:
        return False
    holding = [r for r in rules if claims.asserts(r, old) or old.casefold() in r.casefold()]
    return len(holding) == 1
