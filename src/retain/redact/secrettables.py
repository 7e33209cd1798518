"""Rows of a table that holds secrets, read through the table's name.

A column called `value` or `key` says nothing alone; in a table named for secrets
(`api_keys`, `integration_keys`, `tokens`, `credentials`) it is the secret, the way
`key:` under `encryption:` is (retain.redact.names.nested_word). Two dumps show such rows
without naming the column for a secret:

- `INSERT INTO <table> [(<columns>)] VALUES (...), (...)`: mysqldump writes every row of a
  table in one statement, without a column list (dev.mysql.com/doc/refman/8.0/en/
  mysqldump.html, `--complete-insert` off by default). Every row is read, not only the
  first (retain.redact.sql reads the first row under named columns). With columns, the
  cells under a secret's column or under a bare `value`/`key`; without, the cells of a
  generated key's shape (20+ letters and digits in both cases, or 32+ hex);
- psql's aligned output under a query naming such a table (`select id, owner, value from
  integration_keys;`): the cells under a bare `value`/`key` column;
- pg_dump's `COPY <table> (<columns>) FROM stdin;` rows: the cells under a secret's column
  (`api_token`), or under a bare `value`/`key` in a table named for secrets.

A column's value bound in a logged statement is read by its name too (ActiveRecord's
`[["secret", "..."]]`).

A column named for what is kept instead of the secret (`key_prefix`, `key_sha256`,
`token_hash`) is none of these, nor is a table not named for secrets (`settings`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from functools import lru_cache

from retain.redact.base import Rule, is_placeholder, lazy, looks_opaque, strongly_opaque
from retain.redact.names import WEAK_KEY, secret_word, weak_name

_GENERIC_COLUMNS = frozenset({"value", "val", "key", "secret_value", "key_value"})
_REACH = 20_000  # characters of a statement's rows read back to its `INSERT`

# `INSERT INTO t [(cols)] VALUES`, its rows after it up to the `;` that ends it.
_INSERT_HEAD = re.compile(
    r"\b(?i:insert)[ \t]+(?:(?i:ignore)[ \t]+)?(?i:into)[ \t]+(?P<table>[\w.\"`\[\]]{1,128})"
    r"[ \t]*(?:\((?P<cols>[^()\n]{1,500})\)[ \t]*)?(?i:values)\b"
)
# One row of values: after `VALUES` or after the `,` that follows the previous row.
# A cell may be a call without arguments (`now()`, `gen_random_uuid()`), a seed's usual
# timestamp or id: the row goes on after it.
_ROW = lazy(
    r"(?:\b(?i:values)|(?<=\)),)[ \t]*(?:\r?\n[ \t]*)?\((?P<vals>(?:[^()\n]|\(\)){1,2000})\)"
)
_CELL = re.compile(r"[ \t]*(?:[NnEe]?'(?:[^'\n]|'')*'|\"[^\"\n]*\"|[^,]+)")
_HEX_KEY = re.compile(r"[0-9a-f]{32,128}")
_KEY_SHAPE = re.compile(r"[A-Za-z0-9_-]{20,200}")
_DIGEST_LENGTHS = frozenset({32, 40, 64, 128})  # MD5, SHA-1, SHA-256, SHA-512 in hex
# An INSERT: where its rows end, its table holds secrets, its secret columns, its digests'.
_Statement = tuple[int, bool, tuple[bool, ...] | None, tuple[bool, ...]]


def _table_word(table: str) -> bool:
    """The table is named for secrets: its singular name's last word is a secret's."""
    name = table.strip('"`[]').rsplit(".", 1)[-1]
    return secret_word(name.removesuffix("s")) not in (None, WEAK_KEY)


def _column_secret(column: str, table_holds: bool) -> bool:
    name = column.strip().strip('"`[]')
    word = secret_word(name)
    if word not in (None, WEAK_KEY):
        return True
    return table_holds and (word == WEAK_KEY or name.casefold() in _GENERIC_COLUMNS)


def _digest_columns(
    text: str, start: int, end: int, secret_cols: tuple[bool, ...]
) -> tuple[bool, ...]:
    """Which secret columns hold digests: every value the statement's rows give the column
    is a hash's hex (32, 40, 64 or 128 digits), as a server keeps a client secret or an API
    token once hashed. A column any of whose values is another shape, or one an earlier
    rule already replaced, holds the secrets themselves, its hex values too."""
    seen = [False] * len(secret_cols)
    other = [False] * len(secret_cols)
    for row in _ROW.finditer(text, start, end):
        for n, tok in enumerate(_CELL.finditer(row.group("vals"))):
            raw = tok.group().strip()
            if n >= len(secret_cols) or not secret_cols[n] or len(raw) < 2 or raw[0] not in "'\"":
                continue
            seen[n] = True
            value = raw[1:-1]
            if len(value) not in _DIGEST_LENGTHS or not _HEX_KEY.fullmatch(value):
                other[n] = True
    return tuple(s and not o for s, o in zip(seen, other, strict=True))


@lru_cache(maxsize=8)
def _statements(text: str) -> tuple[list[int], list[_Statement]]:
    """Each INSERT's end of `VALUES`, with where its rows end, whether its table holds
    secrets, which of its columns do (None: no column list) and which hold digests."""
    starts: list[int] = []
    info: list[_Statement] = []
    for m in _INSERT_HEAD.finditer(text):
        holds = _table_word(m.group("table"))
        cols = m.group("cols")
        secret_cols = (
            None if cols is None else tuple(_column_secret(c, holds) for c in cols.split(","))
        )
        end = text.find(";", m.end(), m.end() + _REACH)
        end = m.end() + _REACH if end < 0 else end
        rows_at = m.end() - len("values")  # _ROW reads its first row from `VALUES`
        digests = () if secret_cols is None else _digest_columns(text, rows_at, end, secret_cols)
        starts.append(m.start("table"))
        info.append((end, holds, secret_cols, digests))
    return starts, info


def _cell_span(m: re.Match[str]) -> tuple[int, int]:
    """The first cell of the row that holds a secret, not yet redacted; else empty."""
    text = m.string
    starts, info = _statements(text)
    i = bisect_right(starts, m.start()) - 1
    if i < 0 or info[i][0] < m.start():
        return m.start(), m.start()
    _, holds, secret_cols, digests = info[i]
    if secret_cols is None and not holds:
        return m.start(), m.start()
    base = m.start("vals")
    for n, tok in enumerate(_CELL.finditer(m.group("vals"))):
        raw = tok.group().strip()
        if len(raw) < 2 or raw[0] not in "'\"" or raw[-1] != raw[0]:
            continue
        value = raw[1:-1]
        if value.startswith("[REDACTED:") or is_placeholder(value):
            continue
        if secret_cols is not None:
            if n >= len(secret_cols) or not secret_cols[n] or digests[n]:
                continue
            if not looks_opaque(value, min_len=6):
                continue
        elif not _key_shaped(value):
            continue
        begin = base + tok.start() + tok.group().index(raw) + 1
        return begin, begin + len(value)
    return m.start(), m.start()


def _key_shaped(value: str) -> bool:
    """A generated key's shape: 20+ letters, digits, `_` and `-` in both cases with digits,
    or 32+ hex digits."""
    if _HEX_KEY.fullmatch(value):
        return True
    return _KEY_SHAPE.fullmatch(value) is not None and strongly_opaque(value)


# psql's aligned output under its query: `select ... from <table>;`, a header of names
# joined by ` | `, a rule of dashes joined by `+`, then rows. (Bounded reads: a line of
# many `from`s is not read to its end once per `from`.)
_PSQL_QUERY = re.compile(
    r"^[^\n]{0,300}?\b(?i:from)[ \t]+(?P<table>[\w.\"]{1,128})[^\n]{0,200}\n"
    r"(?P<header>[^\n]*\|[^\n]*)\n[ \t]*-{2,}(?:\+-{2,})+[ \t]*$",
    re.MULTILINE,
)
_PSQL_CELL = lazy(r"(?:^|(?<=\|))[ \t]*(?P<secret>[^|\s][^|\n]{0,200}?)[ \t]*(?=\||$)", re.M)


@lru_cache(maxsize=8)
def _psql_tables(text: str) -> tuple[list[int], list[tuple[int, tuple[bool, ...]]]]:
    """Each psql result of a table that holds secrets: where its rows start and end, and
    which of its columns hold a secret."""
    starts: list[int] = []
    info: list[tuple[int, tuple[bool, ...]]] = []
    for m in _PSQL_QUERY.finditer(text):
        if not _table_word(m.group("table")):
            continue
        cols = tuple(_column_secret(c, True) for c in m.group("header").split("|"))
        end = text.find("\n\n", m.end())
        row_end = text.find("\n(", m.end())  # psql's `(3 rows)` footer
        ends = [e for e in (end, row_end) if e >= 0]
        starts.append(m.end())
        info.append((min(ends) if ends else len(text), cols))
    return starts, info


Blocks = Callable[[str], tuple[list[int], list[tuple[int, tuple[bool, ...]]]]]


def _spare_cell(m: re.Match[str], blocks: Blocks, sep: str, min_len: int) -> bool:
    """Spare a table cell unless it sits in a block `blocks` found (rows start at a block's
    start and end before its end), under a column that holds a secret (counted by `sep`,
    the separator before it on its line), and looks like one."""
    text = m.string
    starts, info = blocks(text)
    i = bisect_right(starts, m.start()) - 1
    if i < 0 or info[i][0] <= m.start():
        return True
    line_start = text.rfind("\n", 0, m.start()) + 1
    column = text.count(sep, line_start, m.start())
    cols = info[i][1]
    if column >= len(cols) or not cols[column]:
        return True
    value = m.group("secret")
    return " " in value or is_placeholder(value) or not looks_opaque(value, min_len=min_len)


def _spare_psql(m: re.Match[str]) -> bool:
    return _spare_cell(m, _psql_tables, "|", 16)


# pg_dump's data section: `COPY <table> (<columns>) FROM stdin;`, then one row a line, its
# cells joined by tabs, to the `\.` line that ends the data (postgresql.org/docs, "COPY",
# text format; `\N` is a null). A cell under a secret's column is the secret, the way a
# cell of an INSERT's row is.
_COPY_HEAD = re.compile(
    r"^[ \t]*(?i:copy)[ \t]+(?P<table>[\w.\"]{1,128})[ \t]*\((?P<cols>[^()\n]{1,800})\)"
    r"[ \t]*(?i:from)[ \t]+(?i:stdin)\b[^\n]{0,40}$",
    re.MULTILINE,
)
_COPY_CELL = lazy(r"(?:^|(?<=\t))(?P<secret>[^\t\n]{6,500})(?=\t|$)", re.M)


@lru_cache(maxsize=8)
def _copy_blocks(text: str) -> tuple[list[int], list[tuple[int, tuple[bool, ...]]]]:
    """Each COPY's data: where its rows start and end, and which of its columns hold a
    secret."""
    starts: list[int] = []
    info: list[tuple[int, tuple[bool, ...]]] = []
    for m in _COPY_HEAD.finditer(text):
        holds = _table_word(m.group("table"))
        cols = tuple(_column_secret(c, holds) for c in m.group("cols").split(","))
        if not any(cols):
            continue
        end = text.find("\n\\.", m.end())
        starts.append(m.end())
        info.append((len(text) if end < 0 else end + 1, cols))
    return starts, info


def _spare_copy(m: re.Match[str]) -> bool:
    return _spare_cell(m, _copy_blocks, "\t", 8)


# A bound parameter logged as a `[name, value]` pair: ActiveRecord's SQL log writes a
# statement's binds as `[["name", "ci"], ["secret", "..."]]` (ActiveRecord::LogSubscriber),
# the column's name beside the value it gets.
_BIND_PAIR = lazy(
    r"\[[ \t]*(?P<q>[\"'])(?P<key>[A-Za-z_][\w.-]{0,60})(?P=q)[ \t]*,[ \t]*"
    r"(?P<q2>[\"'])(?P<secret>[^\"'\n]{4,500})(?P=q2)[ \t]*\]"
)


def _spare_pair(m: re.Match[str]) -> bool:
    word = secret_word(m.group("key"))
    value = m.group("secret")
    if weak_name(word, value):
        return True
    return " " in value or is_placeholder(value) or not looks_opaque(value, min_len=8)


SECRET_TABLE_RULES: tuple[Rule, ...] = (
    Rule(_BIND_PAIR, "secret", _spare_pair, gate=("[",)),
    Rule(_ROW, "secret", secret_span=_cell_span, gate=("insert",)),
    Rule(_PSQL_CELL, "secret", _spare_psql, gate=("from",), needs=_PSQL_QUERY),
    Rule(_COPY_CELL, "secret", _spare_copy, gate=("stdin",), needs=_COPY_HEAD),
)
