"""Credentials cut into pieces by layout: a secret split across string literals that code
joins (`KEY = ("abc" "def")`, `'abc' +\\n 'def'`), and a secret standing in a table's cell
under a column named for one (`| user | password |`), in a Markdown table, or as psql
prints a query's rows (` id | api_key` over `----+---------`) and the mysql client does
(`| id | api_key |` between `+----+---------+` rules), or in a CSV file's column (a password
manager's export); and a secret in a name/value table's row (`│ DB_PASSWORD │ value │`, as
secret managers' and platforms' CLIs print variables).

A rule here reads one piece (a literal, a cell) and asks its surroundings whether it
belongs to a secret: the literals before it back to a name's `=`, the table's header
above it. Each piece is redacted on its own, since each visible piece leaks part of the
value.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from functools import lru_cache

from retain.redact.base import Rule, is_placeholder, lazy, looks_opaque
from retain.redact.fields import SECRETISH_STEMS, assignment_label, spare_named
from retain.redact.names import WEAK_KEY, secret_word
from retain.redact.parents import generated

# --- a secret joined from string literals ---------------------------------------------

# One string literal on a line of its own or after `+`: the piece.
_PIECE = lazy(r"(?P<q>[\"'])(?P<secret>[^\"'\n\\]{4,400})(?P=q)")
# What may stand before a piece, back to the name: `NAME = (`, `const name = `, `name := `,
# and earlier literals joined by `+` or by adjacency (Python's and C's implicit joining).
# The name starts where no word character stands before it: tried from every character, a
# window of long quoted words cost each piece a thousand failed starts.
_CHAIN_BACK = re.compile(
    r"(?<![\w.])(?P<key>[A-Za-z_][\w.]{0,80})[ \t]*(?::[ \t]*[\w.\[\]]{1,40}[ \t]*)?(?::=|=)[ \t]*"
    r"(?P<chain>\(?\s*(?:[\"'][^\"'\n\\]{0,400}[\"']\s*\+?\s*){0,6})\(?\s*\Z"
)
# After a piece: another literal joined to it.
_CHAIN_ON = re.compile(r"\s*(?:\+\s*)?[\"']")
# Two literals joined, the cheap check before the piece rule runs: a quote, space (newlines
# too), an optional `+` and space, a quote. One `\s*` on each side of the `+`: three runs
# of `\s*` in a row made a long run of spaces cubic to reject.
_JOINED = re.compile(r"[\"']\s*(?:\+\s*)?[\"']")
_BACK_WINDOW = 1200  # characters read back from a piece for its chain and name


def _spare_piece(m: re.Match[str]) -> bool:
    """Kept unless the literal is one of two or more joined after a secret's name."""
    value = m.group("secret")
    if is_placeholder(value) or " " in value:
        return True
    before = m.string[max(0, m.start() - _BACK_WINDOW) : m.start()]
    back = _CHAIN_BACK.search(before) if "=" in before else None
    if back is None:
        return True
    joined = bool(back.group("chain").strip(" \t\n(")) or bool(_CHAIN_ON.match(m.string, m.end()))
    if not joined:
        return True  # a single literal: the assignment rules judge it whole
    word = secret_word(back.group("key").rsplit(".", 1)[-1])
    if word is None:
        return True
    return word == WEAK_KEY and not looks_opaque(value, min_len=8)


# --- a secret joined from an array of literals ------------------------------------------

# Literals in an array joined with nothing between: `const key = ['abc', 'def'].join('')`
# (JavaScript, Ruby), `TOKEN = "".join(["abc", "def"])` (Python); the way a value is cut up
# to keep it from a scanner, never how a list of names is written.
_ARRAY_BACK = re.compile(
    r"(?P<key>[A-Za-z_][\w.]{0,80})[ \t]*(?::[ \t]*[\w.\[\]]{1,40}[ \t]*)?(?::=|=)[ \t]*"
    r"(?P<py>[\"']{2}\.join\([ \t]*)?\[\s{0,40}"
    r"(?P<chain>(?:[\"'][^\"'\n\\]{0,400}[\"']\s{0,40},\s{0,40}){0,8})\Z"
)
_ARRAY_ON = re.compile(
    r"(?P<rest>(?:\s{0,40},\s{0,40}[\"'][^\"'\n\\]{0,400}[\"']){0,8})\s{0,40},?\s{0,40}\]"
    r"(?P<js>[ \t]*\.join\([ \t]*(?:''|\"\")?[ \t]*\))?"
)
# An element: a literal after the array's `[` or a comma (not a quote closing `"".join(`).
_ELEMENT = lazy(r"(?<=[\[,\s])(?P<q>[\"'])(?P<secret>[^\"'\n\\]{4,400})(?P=q)")
_ARRAY_JOIN = re.compile(r"\][ \t]*\.join\(|[\"']{2}\.join\(\[")
_LITERAL = re.compile(r"[\"']([^\"'\n\\]*)[\"']")
_ARRAY_WINDOW = 600


def _spare_array_piece(m: re.Match[str]) -> bool:
    """Kept unless the literal is one of an array's joined with nothing between, under a
    secret's name (a bare `key` only when the whole joined value reads as opaque)."""
    value = m.group("secret")
    if is_placeholder(value) or " " in value:
        return True
    back = _ARRAY_BACK.search(m.string, max(0, m.start() - _ARRAY_WINDOW), m.start())
    on = _ARRAY_ON.match(m.string, m.end())
    if back is None or on is None or not (back.group("py") or on.group("js")):
        return True
    word = secret_word(back.group("key").rsplit(".", 1)[-1])
    if word is None:
        return True
    pieces = _LITERAL.findall(back.group("chain")) + [value] + _LITERAL.findall(on.group("rest"))
    return word == WEAK_KEY and not looks_opaque("".join(pieces), min_len=12)


# --- a secret in a table cell under a secret's column -----------------------------------

# A cell of a Markdown (or org-mode, psql) table: between two pipes.
_CELL = lazy(r"(?<=\|)[ \t]*(?P<secret>[^|\s][^|\n]{0,200}?)[ \t]*(?=\|)")
# A table whose header names a secret's column; the cheap check before the cell rule runs.
# The name may follow a word or two saying whose (`DB password`, `Admin token`): the column's
# whole name is judged by secret_word below, as an assignment's name is.
_SECRET_HEADER = re.compile(
    r"^[ \t]*\|[^\n]*\|[ \t]*(?:[\w.-]{1,20}[ \t]+(?:[\w.-]{1,20}[ \t]+)?)?"
    r"(?i:password|passwd|pwd|pass|secret|token|api[ _-]?key|"
    r"passphrase|contraseña|passwort|mot de passe|senha|пароль|key|auth|creds?|credentials?)"
    r"[ \t]*\|",
    re.MULTILINE,
)
# Columns named by a word that names many things besides a secret (a bare `key`) or a
# secret's kind rather than its value (`auth`, `creds`): a cell under one must read as
# generated (retain.redact.parents.generated), as a child of a block so named must.
_WEAKER_COLUMN = re.compile(r"(?i:key|auth|creds?|credentials?)")
_RULE_ROW = re.compile(r"[ \t]*(?:[|+][ \t]*)?:?-{3,}")
# psql's aligned output (postgresql.org/docs/current/app-psql.html, `\pset format aligned`,
# the default): a header of names joined by ` | `, a rule of dashes joined by `+`, then a
# row a line, with no pipe at either end. A header naming a secret's column, over its rule.
# (The rule line under it is looked for first, once per line: looked for after each cell
# that names a secret, the rest of a 100 KB line of such cells was read once per cell.)
_PSQL_HEADER = re.compile(
    r"^(?=[^\n]*\n[ \t]*-{2,}(?:\+-{2,})+[ \t]*$)"
    r"(?:[^\n|]*\|)*?[ \t]*(?i:password|passwd|pwd|secret|token|api[ _-]?key|passphrase)"
    r"[ \t]*[|\n]",
    re.MULTILINE,
)
# A psql cell: from a line's start or a pipe, to the next pipe or the line's end.
_PSQL_CELL = lazy(r"(?:^|(?<=\|))[ \t]*(?P<secret>[^|\s][^|\n]{0,200}?)[ \t]*(?=\||$)", re.M)


def _row_cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


@lru_cache(maxsize=8)
def _table_headers(text: str) -> dict[int, str]:
    """Each line's table header, by the line's start: the line above the nearest rule row
    (`|---|`, `----+----`) above it, reached through lines that all hold a pipe. One pass
    over the text, shared by every cell of every table in it (a cell asked about alone
    would read back to its header, which makes a long table quadratic)."""
    headers: dict[int, str] = {}
    header: str | None = None
    previous = ""
    start = 0
    for line in text.split("\n"):
        if header is not None:
            headers[start] = header
        if _RULE_ROW.match(line) and "|" in previous:
            header = previous
        elif "|" not in line:
            header = None
        previous = line
        start += len(line) + 1
    return headers


@lru_cache(maxsize=8)
def _line_starts(text: str) -> list[int]:
    return [0, *(m.end() for m in re.finditer("\n", text))]


@lru_cache(maxsize=64)
def _pipes(text: str, start: int) -> list[int]:
    """Where the pipes of the line at `start` stand."""
    end = text.find("\n", start)
    return [m.start() for m in re.finditer(r"\|", text[start : len(text) if end < 0 else end])]


_OPENING_PIPE = re.compile(r"[ \t]*\|")


def _spare_cell(m: re.Match[str]) -> bool:
    """Kept unless its column's header is a secret's name and the cell reads as one."""
    text = m.string
    # (The line's start, its header and its pipes are looked up, not read again for each
    # cell: a 100 KB line of cells made the reading quadratic.)
    starts = _line_starts(text)
    start = starts[bisect_right(starts, m.start()) - 1]
    header = _table_headers(text).get(start)
    pipes = _pipes(text, start) if header is not None else []
    if not pipes:
        return True  # a line below or beside the table
    # A Markdown or mysql row opens with a pipe; psql's does not.
    opening = 1 if _OPENING_PIPE.match(text, start) else 0
    column = bisect_left(pipes, m.start() - start) - opening
    if header is None or column < 0:
        return True
    names = _row_cells(header)
    if column >= len(names):
        return True
    word = secret_word(names[column].replace(" ", "_"))
    value = m.group("secret").strip("`")
    if word is None or word == WEAK_KEY or _WEAKER_COLUMN.fullmatch(names[column]):
        return word is None or not generated(value)
    return " " in value or is_placeholder(value) or not looks_opaque(value, min_len=6)


# --- a secret in a pg_dump COPY block under a secret's column ---------------------------

# pg_dump's plain format writes a table's rows as `COPY <table> (<columns>) FROM stdin;`,
# then one row a line, columns split by tabs, up to a line `\.` (postgresql.org/docs/
# current/sql-copy.html, "Text Format"). A cell under a column named for a secret.
_COPY_HEADER = re.compile(
    r"^COPY[ \t]+[\w.\"]+[ \t]*\((?P<cols>[^)\n]*)\)[ \t]+FROM[ \t]+stdin;$", re.M
)
_COPY_CELL = lazy(r"(?:^|(?<=\t))(?P<secret>[^\t\n]{6,300})(?=\t|$)", re.M)


@lru_cache(maxsize=8)
def _copy_columns(text: str) -> dict[int, list[str]]:
    """Each COPY data line's column names, by the line's start."""
    columns: dict[int, list[str]] = {}
    names: list[str] | None = None
    start = 0
    for line in text.split("\n"):
        header = _COPY_HEADER.match(line)
        if header is not None:
            names = [c.strip().strip('"') for c in header.group("cols").split(",")]
        elif line == "\\.":
            names = None
        elif names is not None:
            columns[start] = names
        start += len(line) + 1
    return columns


def _spare_copy(m: re.Match[str]) -> bool:
    text = m.string
    start = text.rfind("\n", 0, m.start()) + 1
    names = _copy_columns(text).get(start)
    column = text.count("\t", start, m.start())
    if names is None or column >= len(names):
        return True
    if secret_word(names[column]) in (None, WEAK_KEY):
        return True
    value = m.group("secret")
    return " " in value or is_placeholder(value) or not looks_opaque(value, min_len=6)


# --- a name and its value in one row of a table -----------------------------------------

# A row of a two-column name/value table drawn with pipes or box-drawing lines, as
# `doppler secrets`, `railway variables` and other CLIs print a project's variables
# (`│ DB_PASSWORD │ value │`, `║ PGPASSWORD │ value`): the name's cell, the value's cell.
_BORDER = "|│┃║"
_NAME_ROW = lazy(
    rf"^[ \t]*(?:[{_BORDER}][ \t]*)?(?P<key>[A-Za-z_][\w.-]{{0,80}})[ \t]*[{_BORDER}][ \t]*"
    rf"(?P<value_quote>)(?P<secret>[^\s{_BORDER}]{{4,300}})[ \t]*(?:[{_BORDER}][ \t]*)?$",
    re.MULTILINE,
)
_BORDERED = re.compile(rf"[{_BORDER}]")

# --- a secret in a CSV file's column ----------------------------------------------------

# A CSV header (RFC 4180: the first line names the fields) naming a secret's column, as
# password managers export logins: Bitwarden `login_password,login_totp`, Chrome and
# Firefox `name,url,username,password`, LastPass `url,username,password,totp,extra,...`.
_CSV_HEADER = re.compile(
    r"^[ \t]*(?:[\w .-]{0,40},){1,30}[\w .-]{0,40}$\n(?=[^\n]*,)", re.MULTILINE
)
# A field without quotes, or a quoted one without quotes or commas inside.
_CSV_CELL = lazy(r'(?:^|(?<=,))(?P<value_quote>"?)(?P<secret>[^,"\s]{4,300})(?="?(?:,|$))', re.M)
# A TOTP seed's column: the authenticator's shared secret (RFC 6238), as the exports name it.
_SEED_COLUMN = re.compile(r"(?:^|_)(?:totp|otp|otpauth|mfa|2fa)(?:$|_)", re.IGNORECASE)


@lru_cache(maxsize=8)
def _csv_headers(text: str) -> dict[int, list[str]]:
    """Each CSV line's header fields, by the line's start: the first line of a run of lines
    that each hold as many commas as it (outside double quotes), when it reads as names."""
    headers: dict[int, list[str]] = {}
    header: list[str] | None = None
    width = -1
    start = 0
    for line in text.split("\n"):
        commas = _commas(line)
        if header is not None and commas == width:
            headers[start] = header
        elif commas > 0 and _CSV_HEADER.match(line + "\n,"):
            header, width = [c.strip() for c in line.split(",")], commas
        else:
            header = None
        start += len(line) + 1
    return headers


def _commas(line: str) -> int:
    """Commas outside double quotes."""
    return len(re.sub(r'"[^"]*"', "", line).split(",")) - 1


def _spare_csv(m: re.Match[str]) -> bool:
    """Kept unless its column's header names a password, a token or a TOTP seed."""
    text = m.string
    start = text.rfind("\n", 0, m.start()) + 1
    names = _csv_headers(text).get(start)
    if names is None:
        return True
    column = _commas(text[start : m.start()])
    if column >= len(names):
        return True
    name = names[column].replace(" ", "_")
    if _SEED_COLUMN.search(name) is None and secret_word(name) in (None, WEAK_KEY):
        return True
    value = m.group("secret")
    return is_placeholder(value) or not looks_opaque(value, min_len=6)


def _csv_label(m: re.Match[str]) -> str:
    text = m.string
    start = text.rfind("\n", 0, m.start()) + 1
    name = _csv_headers(text)[start][_commas(text[start : m.start()])]
    return "totp-secret" if _SEED_COLUMN.search(name.replace(" ", "_")) else "password"


PIECE_RULES: tuple[Rule, ...] = (
    Rule(_PIECE, "secret", _spare_piece, needs=_JOINED),
    Rule(_ELEMENT, "secret", _spare_array_piece, gate=("join",), needs=_ARRAY_JOIN),
    Rule(_CELL, "password", _spare_cell, gate=("|",), needs=_SECRET_HEADER),
    Rule(_PSQL_CELL, "password", _spare_cell, gate=("|",), needs=_PSQL_HEADER),
    Rule(_NAME_ROW, assignment_label, spare_named, gate=SECRETISH_STEMS, needs=_BORDERED),
    Rule(_COPY_CELL, "secret", _spare_copy, gate=("from stdin",), needs=_COPY_HEADER),
    Rule(_CSV_CELL, _csv_label, _spare_csv, gate=(*SECRETISH_STEMS, "2fa"), needs=_CSV_HEADER),
)
