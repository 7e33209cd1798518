"""Tests of a value's shape as code: a call, an attribute path, a type, an expression.

A secret's name is often followed by code that says where the secret comes from
(`settings.API_KEY`, `get_password()`, `os.environ[...]`), a type (`token: &str = ...`)
or an expression (`apiKey = await fetchKey()`); these tell such a value from a literal,
and tell a generated value (`AwZsJhWPpLuT.yEBy`, random case) from a name in camel case.
"""

from __future__ import annotations

import re

from retain.redact.base import IDENTIFIER_PATH
from retain.redact.literals import word_and_number

# A call or a subscript: an identifier path, then `(` or `[` (`OrderedDict([(`, `x[i`), the
# path's parts joined by `.`, by optional chaining's `?.` (JavaScript, C#, Kotlin:
# `req.headers.authorization?.split(`) or by a namespace's `::` (`Aws::Credentials.new(`).
_CALL = re.compile(r"[A-Za-z_]\w*(?:(?:\??\.|::)[A-Za-z_]\w*)*[(\[]")
# The parts of a name, split where its case changes (`XMLHttpRequest` -> XML, Http,
# Request); a generated `AwZsJhWPpLuT` splits into one- and two-letter scraps.
_CASE_PARTS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_SCRAPS = 4  # case parts of at most two characters: this many, and most parts, is random
# Or: the class (upper, lower, digit) changes at nearly every other character, with digits
# in three places or more (`84sSH3kZBBKJwo40Mpg`); a name with a version (`iPhone15ProMax`,
# `getUserV2Data3x`) has its digits in one or two.
_CHANGE_RATE = 0.45
_DIGIT_RUNS = re.compile(r"[0-9]+")


def random_case(value: str) -> bool:
    """True for a run of letters and digits whose case changes every letter or two, which
    a generated value has and a name in camel case (`getElementById`, `XMLHttpRequest`)
    does not. Separators (`.`, `-`, `_`) are read through."""
    run = "".join(ch for ch in value if ch.isascii() and ch.isalnum())
    parts = _CASE_PARTS.findall(run)
    scraps = sum(len(p) <= 2 for p in parts)
    if scraps >= _SCRAPS and scraps * 3 > len(parts) * 2:
        return True
    kinds = ["d" if c.isdigit() else "u" if c.isupper() else "l" for c in run]
    changes = sum(a != b for a, b in zip(kinds, kinds[1:]))
    return (
        len(run) >= 12
        and changes >= _CHANGE_RATE * (len(run) - 1)
        and len(_DIGIT_RUNS.findall(run)) >= 3
    )


# A first segment of 16+ characters with four digits or more reads as generated (a
# session id, a key), never as the name of a module or a variable.
_GENERATED_HEAD = re.compile(r"(?=[A-Za-z0-9]{16})(?=(?:[A-Za-z]*[0-9]){4})[A-Za-z0-9]+(?:\.|$)")


# Elixir and Ruby end a function's name with `!` (it raises instead of returning an error)
# or `?` (it answers yes or no): hexdocs.pm/elixir/naming-conventions.html, "Trailing
# bang" and "Trailing question mark"; Ruby's style is the same.
_NAME_MARKS = ("!", "?")


def is_code_reference(value: str, key: str = "") -> bool:
    """`settings.API_KEY`, `get_password()`, `env[...]`, `api_key=api_key`: code that
    names where a secret comes from, not the secret."""
    if _CALL.match(value):
        return True  # `secrets.token_urlsafe(32`, `gens[idx].seed(`: code computes it
    callee = value.rstrip("([")
    if callee != value and callee.endswith(_NAME_MARKS):
        callee = callee[:-1]  # `System.fetch_env!(`, `ENV.key?(`: Elixir's and Ruby's names
    if not IDENTIFIER_PATH.fullmatch(callee):
        return False
    if _GENERATED_HEAD.match(value):
        return False  # `6156C4...0F68.node3`: a generated value with a suffix, not code
    if word_and_number(value) or ("." in value and _DIGIT_CAPITAL.search(value)):
        return False  # `Kettle.Teapot29`, `ingoja1480.onyx`: a password with a dot, no path
    if random_case(value):
        return False  # `AwZsJhWPpLuT.yEBy`: a generated value with a dot, not an attribute
    if value.endswith(("(", "[")) or "." in value:
        return True
    norm = re.sub(r"[\s_.-]", "", value.casefold())
    return bool(key) and norm.endswith(re.sub(r"[\s_.-]", "", key.casefold()))


_DIGIT_CAPITAL = re.compile(r"\d.*[A-Z][a-z]|[A-Z][a-z].*\d")  # `Kettle.Teapot29`
_THEN_EQUALS = re.compile(r"[>\])]*[ \t]*=(?!=)")  # `Option<String> = None`
_REF_TYPE = re.compile(r"&(?:'\w+)?(?:mut)?[\w:<>\[\]]{1,40}")


def is_type_annotation(m: re.Match[str]) -> bool:
    """`API_TOKEN: &str = "..."`, `let token: Option<String> = None`: the colon gave a
    type, and the value (if any) comes after `=`."""
    sep = m.groupdict().get("sep")
    return sep == ":" and _THEN_EQUALS.match(m.string, m.end()) is not None


# Keywords that open an expression where a value would stand: `apiKey = await fetchKey()`,
# `token = new Token(...)`; what follows them is code, never a literal credential.
_EXPRESSION_KEYWORDS = frozenset("await new yield typeof async function lambda".split())
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z_]*")
# A call with a type argument (`config.get<string>('STRIPE_KEY')`, `getenv<String>(...)`):
# the bare value stops at `>`, and the call it opens reads the secret from somewhere else.
_GENERIC_CALL = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*<[A-Za-z_][\w.]{0,40}")
_CLOSES_CALL = re.compile(r"(?:\[\])?>[ \t]*\(")


def opens_generic_call(m: re.Match[str]) -> bool:
    """`token: config.get<string>('NAME')`: the value, cut at `>`, opens a call."""
    value = m.group("secret")
    return _GENERIC_CALL.fullmatch(value) is not None and (
        _CLOSES_CALL.match(m.string, m.end("secret")) is not None
    )


def is_code_expression(m: re.Match[str]) -> bool:
    """True when the unquoted value of a `name = value` match is code: an expression
    keyword with more after it, a call given a type argument, or a bare identifier passed
    as a named argument (`User(email=e, password=hashed)`), which is a variable, since a
    literal would be quoted."""
    value, text = m.group("secret"), m.string
    start, end = m.start("secret"), m.end("secret")
    if start > 0 and text[start - 1] in "\"'`":
        return False
    if value in _EXPRESSION_KEYWORDS and text[end : end + 1] in (" ", "\t"):
        return True
    if opens_generic_call(m):
        return True
    key_start = m.start("key")
    before = text[max(0, key_start - 2) : key_start].rstrip(" \t")[-1:]
    after = text[end : end + 2].lstrip(" \t")[:1]
    return _IDENTIFIER.fullmatch(value) is not None and before in ("(", ",") and after in (")", ",")


# An environment variable set as a shell or an env file writes it: `NAME=value`, the name in
# capitals, nothing around `=`, alone at its line's start or after a diff's `-`/`+`, a YAML
# list's `- ` or a quoted list entry's `"` (`.env`, `env` output, compose `environment:`,
# `docker inspect`'s `Env`). There the value is a literal string, since neither format has
# attributes: `k.XAIO7XMW6y` is a password, not `settings.KEY`.
_ENV_HEAD = re.compile(r"[ \t]*(?:[-+][ \t]*|[\"'])?(?:export[ \t]+)?[A-Z][A-Z0-9_]*")


def is_env_literal(m: re.Match[str]) -> bool:
    """True when `m` (groups `key`, `sep`, `secret`) is an env-style `NAME=value` line
    whose dotted value is a bare literal, not an attribute path."""
    text, sep_start = m.string, m.start("sep")
    value = m.group("secret")
    if m.group("sep") != "=" or m.start("secret") != m.end("sep") or "(" in value:
        return False
    if "." not in value:
        return False  # `TOKEN=YOUR_GITHUB_TOKEN` still reads as the name's own placeholder
    line_start = text.rfind("\n", 0, sep_start) + 1
    head = _ENV_HEAD.fullmatch(text, line_start, sep_start)
    name = re.sub(r"^\W*(?:export\s+)?", "", text[line_start:sep_start]).casefold()
    # `DB_PASSWORD=settings.DB_PASSWORD` names where it comes from all the same
    return head is not None and value.rsplit(".", 1)[-1].casefold() != name


def is_reference_type(value: str) -> bool:
    """A Rust reference type (`&str`, `&'a [u8]`) where a value would stand."""
    return _REF_TYPE.fullmatch(value) is not None
