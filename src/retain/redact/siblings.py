"""A value standing where a replaced value stands: the siblings of a placeholder.

The rules find a secret by its name, its shape or what told it; often they find one of
several values that the layout puts in the same place, and the others stay: a key cut
into string literals joined by `+` or `.append(` whose prefix was caught and whose
other pieces were not, a column of an `INSERT` whose first row holds a vendor's token
and whose second holds an unknown vendor's, the other side of a plan's `old -> new`,
the other items of a list of keys, the same field of the next record of a JSON dump.
What the layout says of one value it says of its siblings, in any language and for any
vendor, so after the rules every value in the same slot as a placeholder is replaced
too, labelled `secret` (a sibling is seldom the same vendor's). A sibling must still
read as a credential (base.looks_opaque; a record's field, where a name such as `value`
is shared by unrelated entries, base.strongly_opaque), and a public format stays
(public.known_public). The slots:

- pieces of one string: literals joined by `+`, `..`, `&`, `.append(` / `.concat(` or by
  nothing but white space (C's and Python's adjacent literals); with no piece taken, the
  pieces are joined and read again by the rules, and all go when the whole is a secret
  (`"ghp_Hwpj89" + "vbOb7F..."`);
- the two sides of a change shown as `"old" -> "new"` (Terraform's plan);
- one column of the rows of `INSERT INTO <table>` statements on the same table;
- the items of one list: a YAML block sequence at one indent, a bracketed array;
- one field of the records of a dump (`"value": ...` on every line).

A text without a placeholder or two joined literals costs two scans.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable

from retain.redact.base import PLACEHOLDER_PREFIX, is_placeholder, looks_opaque, strongly_opaque
from retain.redact.public import known_public
from retain.redact.splice import splice

_QUOTED = r"(?:\"[^\"\\\n]{0,300}\"|'[^'\\\n]{0,300}')"
# String literals joined into one value.
_JOIN = r"\s*(?:(?:\+|\.\.|&|\)\s*\.(?:append|concat)\()\s*)?"
_CHAIN = re.compile(rf"{_QUOTED}(?:{_JOIN}{_QUOTED})+")
# A cheap test for two literals joined: a quote, a joiner or white space, a quote.
_CHAIN_GATE = re.compile(r"[\"'][ \t\r\n]*(?:[\"'+&)]|\.\.|\.(?:append|concat)\()")
# A string cut into pieces and joined in code is read whole when it is key-sized.
_JOINED_PIECES = 8
_JOINED_MIN = 16
_JOINED_MAX = 300
_LABEL = "secret"
_LITERAL = re.compile(_QUOTED)
# `"old" -> "new"`.
_CHANGE = re.compile(r"(\"[^\"\n]{1,300}\")[ \t]*->[ \t]*(\"[^\"\n]{1,300}\")")
# `INSERT INTO t [(cols)] VALUES (...), (...);` and the rows of each.
_INSERT = re.compile(
    r"\bINSERT[ \t]+INTO[ \t]+[`\"\[]?(?P<table>[\w.]{1,80})[`\"\]]?[^;\n]{0,400}?"
    r"\bVALUES[ \t]*(?P<rows>(?:\([^()\n]{0,2000}\)[ \t]*(?:,[ \t]*)?)+)",
    re.IGNORECASE,
)
_ROW = re.compile(r"\(([^()\n]{0,2000})\)")
_CELL = re.compile(r"[ \t]*('(?:[^'\\\n]|\\.|''){0,500}'|[^,']{0,200})[ \t]*(?:,|$)")
# A YAML block sequence's item alone on its line, and a bracketed array on one line.
_ITEM = re.compile(r"^([ \t]*)-[ \t]+[\"']?([^\s\"'#]{1,300})[\"']?[ \t]*$", re.MULTILINE)
_ARRAY = re.compile(r"\[((?:[ \t]*" + _QUOTED + r"[ \t]*,){1,50}[ \t]*" + _QUOTED + r"[ \t]*)\]")
# One record's field: `"key": "value"` (JSON) or `key: value` (YAML), per line.
_FIELD = re.compile(
    r"(?:\"(?P<jkey>[\w.-]{1,60})\"[ \t]*:[ \t]*\"(?P<jval>[^\"\\\n]{1,300})\""
    r"|^[ \t]*(?:-[ \t]+)?(?P<ykey>[\w.-]{1,60}):[ \t]+[\"']?"
    r"(?P<yval>[^\s\"'#]{1,300})[\"']?[ \t]*$)",
    re.MULTILINE,
)


def _anchor(value: str) -> bool:
    """True when `value` is one placeholder, whole."""
    return value.startswith(PLACEHOLDER_PREFIX) and value.endswith("]") and value.count("]") == 1


def _unquote(text: str, start: int, end: int) -> tuple[int, int]:
    if end - start >= 2 and text[start] in "\"'" and text[end - 1] == text[start]:
        return start + 1, end - 1
    return start, end


def _credential(value: str) -> bool:
    return looks_opaque(value, min_len=8) and " " not in value


def _group(
    text: str, spans: list[tuple[int, int]], fits: Callable[[str], bool]
) -> list[tuple[int, int, str]]:
    """Spans of `spans` (value spans, quotes cut) to replace: every one that `fits` when
    another of the group is a placeholder."""
    anchors = [_anchor(text[s:e]) for s, e in spans]
    if not any(anchors):
        return []
    return [(s, e, _LABEL) for (s, e), a in zip(spans, anchors) if not a and fits(text[s:e])]


def _piece(value: str) -> bool:
    return len(value) >= 2 and " " not in value


def _joined_secret(text: str, spans: list[tuple[int, int]], holds: Callable[[str], bool]) -> bool:
    """True when the pieces, joined, are key-sized and hold a secret the rules find."""
    if len(spans) > _JOINED_PIECES or not all(_piece(text[s:e]) for s, e in spans):
        return False
    joined = "".join(text[s:e] for s, e in spans)
    return _JOINED_MIN <= len(joined) <= _JOINED_MAX and holds(joined)


def _joined(text: str, spans: list[tuple[int, int]]) -> bool:
    """True when every joint between the literals is an operator or a line break: white
    space alone on one line separates tokens (a CSP's `'nonce-...' 'strict-dynamic'`)."""
    return all(text[a + 1 : b - 1].strip(" \t") for (_, a), (b, _) in zip(spans, spans[1:]))


def _pieces(text: str, holds_secret: Callable[[str], bool]) -> list[tuple[int, int, str]]:
    found = []
    for chain in _CHAIN.finditer(text):
        spans = [
            _unquote(text, chain.start() + m.start(), chain.start() + m.end())
            for m in _LITERAL.finditer(chain.group(0))
        ]
        if not _joined(text, spans):
            continue
        taken = _group(text, spans, _piece)
        if not taken and _joined_secret(text, spans, holds_secret):
            taken = [(s, e, _LABEL) for s, e in spans]
        found += taken
    return found


def _changes(text: str) -> list[tuple[int, int, str]]:
    found = []
    for m in _CHANGE.finditer(text):
        found += _group(text, [_unquote(text, *m.span(1)), _unquote(text, *m.span(2))], _credential)
    return found


def _columns(text: str) -> list[tuple[int, int, str]]:
    cells: dict[tuple[str, int], list[tuple[int, int]]] = defaultdict(list)
    for ins in _INSERT.finditer(text):
        table = ins.group("table").casefold()
        base = ins.start("rows")
        for row in _ROW.finditer(ins.group("rows")):
            at = base + row.start(1)
            for column, cell in enumerate(_CELL.finditer(row.group(1))):
                if not cell.group(1):
                    break
                s, e = cell.span(1)
                cells[(table, column)].append(_unquote(text, at + s, at + e))
    found = []
    for spans in cells.values():
        found += _group(text, spans, _credential)
    return found


def _lists(text: str) -> list[tuple[int, int, str]]:
    found = []
    run: list[re.Match[str]] = []
    for m in _ITEM.finditer(text):
        if run and (text[run[-1].end() : m.start()] != "\n" or m.group(1) != run[-1].group(1)):
            found += _group(text, [r.span(2) for r in run], _credential)
            run = []
        run.append(m)
    if run:
        found += _group(text, [r.span(2) for r in run], _credential)
    for arr in _ARRAY.finditer(text):
        at = arr.start(1)
        spans = [
            _unquote(text, at + m.start(), at + m.end()) for m in _LITERAL.finditer(arr.group(1))
        ]
        found += _group(text, spans, _credential)
    return found


def _fields(text: str) -> list[tuple[int, int, str]]:
    values: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for m in _FIELD.finditer(text):
        key = "jkey" if m.group("jkey") else "ykey"
        values[m.group(key).casefold()].append(m.span("jval" if key == "jkey" else "yval"))
    found = []
    for spans in values.values():
        if len(spans) >= 2:
            found += _group(text, spans, strongly_opaque)
    return found


def replace_siblings(text: str, holds_secret: Callable[[str], bool]) -> tuple[str, int]:
    """Replace every value in the same slot as a placeholder, and the pieces of a string
    that the rules find a secret in once joined (`holds_secret`; see above)."""
    found = _pieces(text, holds_secret) if _CHAIN_GATE.search(text) else []
    if PLACEHOLDER_PREFIX in text:
        for finder in (_changes, _columns, _lists, _fields):
            found += finder(text)
    spans: dict[int, tuple[int, str]] = {}
    if found:
        for start, end, label in found:
            value = text[start:end]
            if PLACEHOLDER_PREFIX in value or is_placeholder(value):
                continue
            if known_public(text, start, end):
                continue
            spans.setdefault(start, (end, label))
    return splice(text, ((start, *spans[start]) for start in sorted(spans)))
