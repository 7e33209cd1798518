"""Secrets a notebook or a REPL cell printed: the cell reads a secret, its output is the value.

A Jupyter cell whose last line evaluates or prints a secret's variable (`os.environ["X"]`,
`os.getenv("X")`, `os.environ.get("X")`, `settings.api_key`, `creds["token"]`, a bare
`token`) shows that secret's value as its output, with no name beside it:

- IPython and the Python REPL: `In [3]: os.getenv("DB_PASSWORD")` then `Out[3]: 'V'`, or
  the next line alone for `print(...)` and `>>>`;
- a notebook's JSON (nbformat 4): the cell's `"source"` lines and its `"outputs"`, whose
  one `"text"` (a stream) or `"text/plain"` (an execute_result, the value's repr) line is
  the value. nbformat writes a cell's keys sorted, so `outputs` comes before `source`;
  hand-written cells put `source` first; both orders are read.

The name read (the key, the argument or the attribute) must end in a secret's word
(names.secret_word) and the output be one opaque value, so `os.environ["HOME"]`,
`len(token)`, `"HF_TOKEN" in os.environ` (-> `True`) and a token shown cut (`hf_ab…`) stay.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_path_or_url, is_placeholder, lazy, looks_opaque
from retain.redact.names import secret_word, weak_name

# What a cell's last line reads: an optional `print(`, then a dotted name with at most one
# string subscript or one call with a string argument (the environment's getters).
_READ = re.compile(
    r"(?:print\()?[ \t]*(?P<target>[A-Za-z_][\w.]{0,80})"
    r"(?:\[[ \t]*[\"'](?P<item>[\w.-]{1,80})[\"'][ \t]*\]"
    r"|\([ \t]*[\"'](?P<arg>[\w.-]{1,80})[\"'][ \t]*(?:,[^()\n]{0,60})?\))?"
    r"[ \t]*(?:\)[ \t]*)?;?"
)
_GETTERS = ("getenv", "get", "environ.get", "os.getenv", "os.environ.get")

# IPython's `In [n]:` or the REPL's `>>>`, the expression, then the output on the next line:
# `Out[n]: 'V'` or V alone.
_REPL_SHOWN = lazy(
    r"(?m:^)[ \t]*(?:In[ \t]?\[\d{1,5}\][ \t]?:|>>>)[ \t]*(?P<expr>[^\n]{1,200}?)[ \t]*\r?\n"
    r"[ \t]*(?:Out[ \t]?\[\d{1,5}\][ \t]?:[ \t]*)?(?P<q>[\"']?)(?P<secret>[^\s\"']{8,500})(?P=q)"
    r"[ \t]*(?=\r?\n|$)"
)
# A JSON string of a notebook's source array; the array of at most 24 of them.
_JSON_STRING = r"\"(?:[^\"\\\n]|\\.){0,300}\""
_SOURCE = (
    r"\"source\"[ \t]*:[ \t\r\n]*\[(?P<src>(?:[ \t\r\n,]*" + _JSON_STRING + r"){1,24})[ \t\r\n]*\]"
)
# An output's text: one string in its array, the value alone (a repr quoted in `'`), its
# trailing newline escaped.
_OUTPUT = (
    r"\"outputs\"[ \t]*:[ \t\r\n]*\[[^\[\]]{0,400}?\"text(?:/plain)?\"[ \t]*:[ \t\r\n]*\[[ \t\r\n]*"
    r"\"(?P<q>'?)(?P<secret>[^\s\"'\\]{8,500})(?P=q)(?:\\n)?\"[ \t\r\n]*\]"
)
_CELL_SHOWN = lazy(
    r"(?:"
    + _OUTPUT
    + r"[^\[]{0,400}?"
    + _SOURCE
    + r"|"
    + _SOURCE.replace("<src>", "<src2>")
    + r"[^\[]{0,400}?"
    + _OUTPUT.replace("<q>", "<q2>").replace("=q)", "=q2)").replace("<secret>", "<secret2>")
    + r")"
)
_STRINGS = re.compile(_JSON_STRING)


def _read_name(expr: str) -> str | None:
    """The name a cell's expression reads (`os.getenv("X")` -> X, `cfg.api_key` ->
    api_key), or None when the line is no bare read of one name."""
    m = _READ.fullmatch(expr.strip())
    if m is None or expr.count("(") != expr.count(")"):
        return None
    target = m.group("target")
    if m.group("item") is not None:
        return m.group("item")
    if m.group("arg") is not None:
        return m.group("arg") if target.endswith(_GETTERS) else None
    return target.rsplit(".", 1)[-1]


def _reads_secret(expr: str, value: str) -> bool:
    name = _read_name(expr)
    if name is None or weak_name(secret_word(name), value):
        return False
    return not (is_placeholder(value) or is_path_or_url(value)) and looks_opaque(value, 8)


def _label(m: re.Match[str]) -> str:
    """`password`, `token`, `api-key` or `secret`, by the name the cell read."""
    expr = m.group("expr") if "expr" in m.re.groupindex else _last_line(m)
    word = (secret_word(_read_name(expr) or "") or "").replace("_", "")
    for label, words in _LABELS:
        if word.endswith(words):
            return label
    return "secret"


_LABELS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("password", ("pass", "password", "passwd", "pwd", "pw")),
    ("api-key", ("apikey",)),
    ("token", ("token", "tokens")),
)


def _spare_repl(m: re.Match[str]) -> bool:
    return not _reads_secret(m.group("expr"), m.group("secret"))


def _side(m: re.Match[str], name: str) -> str:
    """`name`, or `name2` when the cell matched with its outputs after its source."""
    return name if m.group(name) is not None else f"{name}2"


def _cell_span(m: re.Match[str]) -> tuple[int, int]:
    return m.span(_side(m, "secret"))


def _last_line(m: re.Match[str]) -> str:
    """A cell's last source line, its JSON escapes read."""
    src = m.group(_side(m, "src"))
    lines = [s[1:-1].replace('\\"', '"').replace("\\n", "").strip() for s in _STRINGS.findall(src)]
    return ([line for line in lines if line] or [""])[-1]


def _spare_cell(m: re.Match[str]) -> bool:
    """The source's last line must read a secret's name; the output is its value."""
    return not _reads_secret(_last_line(m), m.group(_side(m, "secret")))


NOTEBOOK_RULES: tuple[Rule, ...] = (
    Rule(_REPL_SHOWN, _label, _spare_repl, gate=("in [", "in[", ">>>")),
    Rule(
        _CELL_SHOWN,
        _label,
        _spare_cell,
        secret_span=_cell_span,
        gate=('"outputs"',),
    ),
)
