"""Values an ORM's debug log binds to a statement by position, read through the statement.

An ORM logs a statement with placeholders and, beside it, the values bound to them in
order; the value has no name of its own, but the statement says which column each
placeholder fills (`UPDATE service_account SET password=? ...`, `INSERT INTO api_keys
(name, secret) VALUES ($1, $2)`). A value bound to a column named for a secret is the
secret. The logs, in their documented forms:

- Hibernate's `BasicBinder` (5.x) and `org.hibernate.orm.jdbc.bind` (6.x) trace, one line
  a value: `binding parameter [2] as [VARCHAR] - [x]`, `binding parameter (2:VARCHAR) <- [x]`;
- SQLAlchemy's engine log and its errors: `[generated in 0.00031s] ('x', 5)` on the line
  after the statement, `[SQL: ...]` then `[parameters: ('x', 5)]`;
- Django's `django.db.backends` (`...; args=('x', 5); alias=default`) and a psycopg or
  driver log's `params=(...)` / `params=[...]`;
- Ecto's `QUERY OK` (the list after the statement, `[... "x", ~U[...]]`);
- Sequelize with `logQueryParameters` (`Executing (default): <statement>; "x", 5`,
  sequelize's `logQuery`: the values after the statement and its `;`).

A placeholder is mapped to its column by the statement's own structure: an `INSERT`'s
column list against its `VALUES`, or the column a `SET` or `WHERE` compares it with. `$n`
is read by its number, `?` and `%s` by their order. A log of a statement that names no
secret's column stays as it is (a user's id, a timestamp), and so does a value that is
a placeholder or too plain to be a credential (retain.redact.base.looks_opaque).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from retain.redact.base import PLACEHOLDER_PREFIX, Rule, is_placeholder, lazy, looks_opaque
from retain.redact.names import WEAK_KEY, secret_word

_REACH = 3000  # characters read back from a bound value to the statement it belongs to
# A statement that may carry placeholders: its verb, then the rest of its line.
# Hibernate's `format_sql` lays a statement over several lines (`insert`, `into`, the
# table, the columns, `values`, the placeholders, each on its own): any space between
# its words.
_STATEMENT = re.compile(
    r"\b(?i:insert\s+into|update[ \t]+[\w.\"`\[\]]{1,128}[ \t]+set|delete\s+from|select"
    r"|merge\s+into)\b"
)
_PLACEHOLDER = re.compile(r"\?|\$(?P<n>\d{1,3})\b|%s")
_INSERT = re.compile(
    r"\b(?i:insert\s+into)\s+(?P<table>[\w.\"`\[\]]{1,128})\s*"
    r"\((?P<cols>[^()]{1,800})\)\s*(?i:values)\s*\((?P<vals>[^()]{1,800})\)"
)
# The column a placeholder is compared with or set to: `"users"."password" = ?`.
_COMPARED = re.compile(
    r"(?P<col>[\w\"`\[\]]{1,128})[ \t]*(?:=|<>|!=|(?i:like))[ \t]*(?:\([ \t]*)?$"
)

# Hibernate: one bound value a line, with its position.
_HIBERNATE = lazy(
    r"\bbinding parameter[ \t]+(?:\[(?P<n>\d{1,3})\][ \t]+as[ \t]+\[\w{1,40}\][ \t]+-"
    r"|\((?P<n6>\d{1,3}):\w{1,40}\)[ \t]+<-)[ \t]+\[(?P<secret>[^\n]{1,500})\][ \t]*$",
    re.MULTILINE,
)
# A list of bound values after its lead, to its line's end.
_BOUND_LIST = lazy(
    r"(?P<lead>\[parameters:[ \t]*"
    r"|\[(?:generated in|cached since|no key|raw sql)[^\]\n]{0,60}\][ \t]*"
    r"|(?<![\w.])(?:args|params)="
    r"|(?<=[\w\"')])[ \t]+(?=\[(?:[\"'\d\[~%{-]|nil\b|true\b|false\b))"  # Ecto's list
    r"|;[ \t]+(?=[\"'\d\[{-]|null|true|false))"  # Sequelize's values after the statement
    r"(?P<list>[^\n]{1,2000})",
    re.IGNORECASE,
)
# A text without a statement holding a placeholder on its line has no bound values.
# (Hibernate's trace, one value a line, is gated by its own words: its statement may be laid
# over lines, `format_sql`.)
_HAS_BINDS = re.compile(r"\b(?i:insert|update|delete|select|merge)\b[^\n]{0,2000}?(?:\?|\$\d|%s)")
_OPENERS = {"(": ")", "[": "]", "{": "}"}


def _columns(statement: str) -> dict[int, str]:
    """Each placeholder's number (1-based) and the column it fills, for the placeholders
    the statement's structure ties to a column."""
    out: dict[int, str] = {}
    insert = _INSERT.search(statement)
    cols = insert.group("cols").split(",") if insert else []
    vals_at = insert.start("vals") if insert else -1
    cells: list[tuple[int, int]] = []
    if insert:
        pos = vals_at
        for cell in insert.group("vals").split(","):
            cells.append((pos, pos + len(cell)))
            pos += len(cell) + 1
    order = 0
    for ph in _PLACEHOLDER.finditer(statement):
        if ph.group("n") is not None:
            number = int(ph.group("n"))
        else:
            order += 1
            number = order
        column = None
        for i, (start, end) in enumerate(cells):
            if start <= ph.start() < end and i < len(cols):
                column = cols[i]
        if column is None:
            compared = _COMPARED.search(statement, max(0, ph.start() - 140), ph.start())
            column = compared.group("col") if compared else None
        if column is not None:
            out[number] = column.strip().strip('"`[]').rsplit(".", 1)[-1].strip('"`[]')
    return out


@lru_cache(maxsize=8)
def _statement_starts(text: str) -> list[int]:
    """Where each statement of the text opens, found once per text (every bound value of a
    long log looks back for its statement)."""
    return [m.start() for m in _STATEMENT.finditer(text)]


def _statement_before(text: str, pos: int) -> str:
    """The text from the last statement that opens before `pos` (within _REACH) to `pos`."""
    starts = _statement_starts(text)
    i = bisect_right(starts, pos - 1) - 1
    return text[starts[i] : pos] if i >= 0 and pos - starts[i] <= _REACH else ""


def _secret_column(column: str | None) -> bool:
    return column is not None and secret_word(column) not in (None, WEAK_KEY)


def _plain(value: str) -> bool:
    """A bound value that is no credential: a placeholder, a mask, a number, a word."""
    return (
        not value
        or value[0] in _OPENERS  # a row of an executemany, a nested structure
        or value.startswith(PLACEHOLDER_PREFIX)
        or is_placeholder(value)
        or not looks_opaque(value, min_len=6)
    )


def _spare_hibernate(m: re.Match[str]) -> bool:
    number = int(m.group("n") or m.group("n6"))
    statement = _statement_before(m.string, m.start())
    if "?" not in statement:
        return True
    return not _secret_column(_columns(statement).get(number)) or _plain(m.group("secret"))


def _items(text: str, start: int) -> list[tuple[int, int]]:
    """The spans of the values of a list that opens at `start` (a bracket) or, without
    one, runs to the end of the text: quotes taken off a quoted value."""
    close = _OPENERS.get(text[start : start + 1])
    pos = start + 1 if close else start
    out: list[tuple[int, int]] = []
    while pos < len(text):
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos >= len(text) or (close and text[pos] == close):
            break
        quote = text[pos]
        if quote in "'\"":
            end = pos + 1
            while end < len(text) and text[end] != quote:
                end += 2 if text[end] == "\\" else 1
            out.append((pos + 1, min(end, len(text))))
            pos = end + 1
        else:
            end, depth = pos, 0
            while end < len(text) and (depth or text[end] not in ",)]}"):
                depth += {"(": 1, "[": 1, "{": 1}.get(text[end], 0)
                depth -= {")": 1, "]": 1, "}": 1}.get(text[end], 0) if depth else 0
                end += 1
            out.append((pos, end))
            pos = end
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos < len(text) and text[pos] == ",":
            pos += 1
            continue
        break
    return out


def _list_span(m: re.Match[str]) -> tuple[int, int]:
    """The first value of the list bound to a secret's column, not yet redacted."""
    statement = _statement_before(m.string, m.start("lead"))
    if not _PLACEHOLDER.search(statement):
        return m.start(), m.start()
    columns = _columns(statement)
    line = m.group("list")
    base = m.start("list")
    for number, (start, end) in enumerate(_items(line, 0), 1):
        value = line[start:end]
        if _secret_column(columns.get(number)) and not _plain(value):
            return base + start, base + end
    return m.start(), m.start()


ORM_BIND_RULES: tuple[Rule, ...] = (
    Rule(_HIBERNATE, "secret", _spare_hibernate, gate=("binding parameter",)),
    Rule(_BOUND_LIST, "secret", secret_span=_list_span, gate=("?", "$", "%s"), needs=_HAS_BINDS),
)
