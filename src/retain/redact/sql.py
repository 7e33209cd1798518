"""Passwords in SQL: every statement that sets one, in the dialects' own forms.

- `IDENTIFIED BY 'x'` and its variants: MySQL/MariaDB `CREATE|ALTER USER ... IDENTIFIED
  [WITH plugin] BY 'x'` (and `AS '<hash>'`), `GRANT ... IDENTIFIED BY`, Oracle `CREATE
  USER u IDENTIFIED BY x` and `CREATE DATABASE LINK ... CONNECT TO u IDENTIFIED BY x`
  (bare or double-quoted), ClickHouse `IDENTIFIED WITH sha256_password BY 'x'`;
- a `PASSWORD` clause in a statement that creates or changes a login: PostgreSQL `CREATE
  ROLE ... [ENCRYPTED] PASSWORD 'x'`, SQL Server `CREATE LOGIN ... WITH PASSWORD = N'x'`
  (and `OLD_PASSWORD`), Snowflake `PASSWORD = 'x'`, MySQL `SET PASSWORD [FOR u] =
  PASSWORD('x')`, Cassandra `WITH PASSWORD = 'x'`, Neo4j `SET PASSWORD 'x'`, a master
  key's `ENCRYPTION BY PASSWORD = 'x'`;
- a foreign server's user mapping: PostgreSQL `OPTIONS (user 'u', password 'x')`;
- SQL Server's system procedures that take a password by position (`sp_addlogin`,
  `sp_addlinkedsrvlogin`, `sp_password`, application roles);
- a settings row (key and value columns) updated with a literal under a secret's key:
  `UPDATE settings SET value = 'x' WHERE key = 'smtp_password'`, WordPress's
  `SET option_value = 'x' WHERE option_name = 'mail_pass'`: the key names the value;
- a row inserted with a literal in a column named for a secret: `INSERT INTO users
  (email, password) VALUES ('a@b', 'x')`, `INSERT INTO api_keys (service, key) ...`;
- the key literal a cipher function takes (`pgp_sym_decrypt(col, 'x')`, `AES_ENCRYPT`,
  `ENCRYPTBYPASSPHRASE('x', ...)`).

A bind variable (`:pw`, `@pw`, `?`, `$1`, `&pw`, `%s`) or a placeholder is no password.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.redact.base import Rule, is_placeholder, lazy, looks_opaque
from retain.redact.names import WEAK_KEY, secret_word

# A string literal: single quotes (SQL doubles a quote inside one), with SQL Server's `N`
# or PostgreSQL's `E` prefix, or double quotes (Oracle, MySQL in ANSI_QUOTES off).
# Never a placeholder an earlier pass left, so the next literal of the statement is reached.
_LITERAL = (
    r"(?!\[REDACTED:)(?:[NnEe]?'(?P<sq>(?:[^'\n]|''){1,200})'"
    r"|\"(?P<dq>[^\"\n]{1,200})\")"
)
_BARE = r"|(?P<bare>(?!\[REDACTED:)[^\s'\";,)]{1,200})"

# `IDENTIFIED [WITH plugin] BY|AS [PASSWORD] <literal or bare word>`.
_IDENTIFIED = lazy(
    r"\b(?i:identified)[ \t]+(?:(?i:with)[ \t]+['\"`]?\w{1,64}['\"`]?[ \t]+)?"
    r"(?i:by|as)[ \t]+(?:(?i:password)[ \t]+)?(?:" + _LITERAL + _BARE + ")"
)
# A `PASSWORD` clause, after the verb that opens a statement creating or changing a login,
# with no `;` between: the literal after `PASSWORD`, `PASSWORD =`, `= PASSWORD('...')`. A
# quoted column named `"password"` (`SET "password"=$1`) is no clause: its quote opens nothing.
_PASSWORD_CLAUSE = lazy(
    r"\b(?i:create|alter|set|grant|open|backup|restore)\b[^;]{0,300}?"
    r"\b(?i:(?:old_|en|unen)?(?:crypted[ \t]+)?password)\b(?![\"`\]])[ \t]*(?:=[ \t]*)?"
    r"(?:(?i:(?:old_)?password)[ \t]*)?(?:\([ \t]*)?" + _LITERAL
)
# PostgreSQL's foreign data wrappers: `CREATE USER MAPPING ... OPTIONS (user 'u',
# password 'x')`, `CREATE SERVER ... OPTIONS (..., password 'x')`.
_OPTIONS = lazy(r"\b(?i:options)[ \t]*\([^()]{0,400}?\b(?i:password)[ \t]+" + _LITERAL)
# The key a SQL cipher function takes as a literal: pgcrypto's `pgp_sym_encrypt(data, psw)`
# and `pgp_sym_decrypt(msg, psw)` (and their `_bytea` forms; postgresql.org/docs,
# "pgcrypto", F.26.3), MySQL's `AES_ENCRYPT(str, key_str)` and `AES_DECRYPT`: the second
# argument, after a first that may hold one call (`decode(col, 'hex')`); SQL Server's
# `ENCRYPTBYPASSPHRASE('passphrase', ...)` and `DECRYPTBYPASSPHRASE`: the first. Whoever
# holds that literal decrypts every row the column holds.
_KEY_SECOND = lazy(
    r"\b(?i:pgp_sym_(?:en|de)crypt(?:_bytea)?|aes_(?:en|de)crypt)[ \t]*\("
    r"(?:[^(),\n]|\([^()\n]{0,200}\)){1,300},[ \t]*" + _LITERAL
)
_KEY_FIRST = lazy(r"\b(?i:(?:en|de)cryptbypassphrase)[ \t]*\([ \t]*" + _LITERAL)
# SQL Server system procedures and the (0-based) positions of their password arguments
# (learn.microsoft.com, the Transact-SQL reference of each procedure).
_PROCEDURES: dict[str, tuple[int, ...]] = {
    "sp_addlogin": (1,),  # @loginame, @passwd
    "sp_password": (0, 1),  # @old, @new
    "sp_addlinkedsrvlogin": (4,),  # @rmtsrvname, @useself, @locallogin, @rmtuser, @rmtpassword
    "sp_addapprole": (1,),  # @rolename, @password
    "sp_setapprole": (1,),  # @rolename, @password
    "sp_approlepassword": (1,),  # @rolename, @newpwd
}
_ARG = r"(?:[NnEe]?'(?:[^'\n]|''){0,200}'|\"[^\"\n]{0,200}\"|[\w@.\[\]-]{1,128})"
_PROCEDURE = lazy(
    r"\b(?P<proc>(?i:"
    + "|".join(_PROCEDURES)
    + r"))\b[ \t]+(?P<args>"
    + _ARG
    + r"(?:[ \t]*,[ \t]*"
    + _ARG
    + r"){0,8})"
)
# `INSERT INTO t (c1, c2) VALUES (v1, v2)`: the columns and the first row of values.
_INSERT = lazy(
    r"\b(?i:insert[ \t]+into)[ \t]+(?P<table>[\w.\"`\[\]]{1,128})[ \t]*"
    r"\((?P<cols>[^()\n]{1,500})\)[ \t]*(?i:values)[ \t]*\((?P<vals>[^()\n]{1,2000})\)"
)
# `UPDATE t SET <..>value = <literal> ... WHERE <..>key|name = '<name>'`: an
# entity-attribute-value table, where the row's key column names what its value is.
_SETTING_ROW = lazy(
    r"\b(?i:update)[ \t]+[\w.\"`\[\]]{1,128}[ \t]+(?i:set)[ \t]+[\"`\[]?\w{0,40}(?i:value|val)"
    r"[\"`\]]?[ \t]*=[ \t]*" + _LITERAL + r"[^;\n]{0,200}?\b(?i:where)[ \t][^;\n]{0,200}?"
    r"\b\w{0,40}(?i:key|name)[\"`\]]?[ \t]*=[ \t]*[NnEe]?'(?P<key>[\w.-]{1,80})'"
)
# A value of a list: a quoted literal whole (its commas inside it), after any spaces.
_VALUE_TOKENS = re.compile(r"[ \t]*(?:[NnEe]?'(?:[^'\n]|'')*'|\"[^\"\n]*\"|[^,]+)")

# A bind variable or a substitution where the password will go.
# A bind variable or a driver's parameter in place of the value, the whole value:
# `:pw`, `@pw`, `?`, `$1`, `&pw`, `%s`, `%(pw)s`, `{pw}`, `${PW}`. A password may open
# with one of these characters (`%Ab3...`), so the opening alone is not enough.
_BIND = re.compile(r"[:@&$][A-Za-z_]\w*|\?|\$\d+|%[sd]|%\(\w+\)[sd]|\$?\{[^}]*\}|[:@$&]?\{\{.*\}\}")
# Keywords that may follow `IDENTIFIED BY` in place of a password.
_KEYWORDS = frozenset({"values", "password", "externally", "globally", "random"})


def _span(m: re.Match[str]) -> tuple[int, int]:
    for name in ("sq", "dq", "bare"):
        if m.groupdict().get(name) is not None:
            return m.span(name)
    return m.span()


def _spare_password(m: re.Match[str]) -> bool:
    start, end = _span(m)
    value = m.string[start:end]
    if m.groupdict().get("bare") is not None and (
        value.casefold() in _KEYWORDS or not looks_opaque(value, min_len=4)
    ):
        return True  # `IDENTIFIED BY VALUES '...'`, "IDENTIFIED BY and ...": no bare password
    return not value or _BIND.fullmatch(value) is not None or is_placeholder(value)


def _spare_setting(m: re.Match[str]) -> bool:
    start, end = _span(m)
    word = secret_word(m.group("key"))
    if word in (None, WEAK_KEY) or not looks_opaque(m.string[start:end], min_len=4):
        return True  # `WHERE key = 'site_name'`: an ordinary setting
    return _spare_password(m)


def _literal_value(token: str) -> tuple[int, int] | None:
    """Where the text of a quoted literal lies inside `token`, or None for a bare word."""
    token_strip = token.strip()
    lead = len(token) - len(token.lstrip())
    if token_strip[:1] in "NnEe" and token_strip[1:2] == "'":
        lead += 1
        token_strip = token_strip[1:]
    if len(token_strip) >= 2 and token_strip[0] == token_strip[-1] and token_strip[0] in "'\"":
        return lead + 1, lead + len(token_strip) - 1
    return None


def _args_span(m: re.Match[str], positions: tuple[int, ...], group: str) -> tuple[int, int]:
    """The first not yet redacted literal at one of `positions` in the group's list."""
    base = m.start(group)
    for i, tok in enumerate(_VALUE_TOKENS.finditer(m.group(group))):
        if i not in positions:
            continue
        inner = _literal_value(tok.group())
        if inner is None:
            continue
        start, end = base + tok.start() + inner[0], base + tok.start() + inner[1]
        value = m.string[start:end]
        if value and not value.startswith("[REDACTED:") and not is_placeholder(value):
            return start, end
    return m.start(), m.start()  # nothing to redact: an empty span is left alone


def _procedure_span(m: re.Match[str]) -> tuple[int, int]:
    return _args_span(m, _PROCEDURES[lexicon.fold(m.group("proc"))], "args")


def _secret_columns(m: re.Match[str]) -> tuple[int, ...]:
    """Positions of the columns named for a secret; a bare `key` counts in a table of keys
    (`api_keys`, `license_key`)."""
    table = m.group("table").strip('"`[]').rsplit(".", 1)[-1]
    out = []
    for i, col in enumerate(m.group("cols").split(",")):
        word = secret_word(col.strip().strip('"`[]'))
        if word == WEAK_KEY:
            word = secret_word(table.removesuffix("s"))
        if word not in (None, WEAK_KEY):
            out.append(i)
    return tuple(out)


def _insert_span(m: re.Match[str]) -> tuple[int, int]:
    return _args_span(m, _secret_columns(m), "vals")


def _spare_insert(m: re.Match[str]) -> bool:
    start, end = _insert_span(m)
    return start == end or not looks_opaque(m.string[start:end], min_len=4)


SQL_RULES: tuple[Rule, ...] = (
    Rule(_IDENTIFIED, "password", _spare_password, secret_span=_span, gate=("identified",)),
    Rule(_PASSWORD_CLAUSE, "password", _spare_password, secret_span=_span, gate=("password",)),
    Rule(_OPTIONS, "password", _spare_password, secret_span=_span, gate=("options",)),
    Rule(_PROCEDURE, "password", secret_span=_procedure_span, gate=("sp_",)),
    Rule(_INSERT, "secret", _spare_insert, secret_span=_insert_span, gate=("insert",)),
    Rule(_SETTING_ROW, "secret", _spare_setting, secret_span=_span, gate=("update",)),
    Rule(_KEY_SECOND, "secret", _spare_password, secret_span=_span, gate=("crypt",)),
    Rule(_KEY_FIRST, "secret", _spare_password, secret_span=_span, gate=("passphrase",)),
)
