"""A tiny reader and writer for the front matter of retain's Markdown files.

A strict subset of YAML: `key: value` lines, and lists written as `key:` followed by
`  - item` lines. Values are null (nothing after the colon), true/false, numbers, plain
strings, or double-quoted strings with JSON escapes. Enough for what retain writes, and
small enough to give a person a precise error (file and line) when a hand edit breaks it.
No dependency.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

FENCE = "---"
_KEY_LINE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*):(?:[ \t]+(.*?))?[ \t]*$")
_ITEM_LINE = re.compile(r"[ \t]+-[ \t]+(.*?)[ \t]*$")
_INT = re.compile(r"-?\d+")
_FLOAT = re.compile(r"-?\d+\.\d*(?:[eE][-+]?\d+)?|-?\d+[eE][-+]?\d+")
# A plain string that would read back as something else, or break the line, gets quotes.
_NEEDS_QUOTES = re.compile(r"^[\s\"'\[\]{}&*!|>%@`#-]|[:#]\s|[:]$|\s$|[\x00-\x1f\x7f]")

Value = Any  # None | bool | int | float | str | list[str]


class FrontMatterError(ValueError):
    """A malformed front matter; `line` is 1-based within the file."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


@dataclass(frozen=True)
class Document:
    meta: dict[str, Value]
    lines: dict[str, int]  # key -> the line it was on, for errors about its value
    body: str
    has_front_matter: bool


def dump_scalar(value: Value) -> str:
    if value is None:
        return ""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return repr(value)
    text = str(value)
    if (
        not text
        or _NEEDS_QUOTES.search(text)
        or text in ("true", "false", "null", "~")
        or _INT.fullmatch(text)
        or _FLOAT.fullmatch(text)
    ):
        return json.dumps(text, ensure_ascii=False)
    return text


def dump(meta: dict[str, Value], body: str) -> str:
    """The file: front matter between `---` fences, then the body and a final newline."""
    out = [FENCE]
    for key, value in meta.items():
        if isinstance(value, (list, tuple)):
            out.append(f"{key}:")
            out += [f"  - {dump_scalar(v)}" for v in value]
        else:
            out.append(f"{key}: {dump_scalar(value)}".rstrip())
    out.append(FENCE)
    return "\n".join(out) + "\n" + body.rstrip("\n") + "\n"


def parse_scalar(raw: str, line: int) -> Value:
    raw = raw.strip()
    if raw in ("", "null", "~"):
        return None
    if raw == "true":
        return True
    if raw == "false":
        return False
    if _INT.fullmatch(raw):
        return int(raw)
    if _FLOAT.fullmatch(raw):
        return float(raw)
    if raw.startswith('"'):
        try:
            value = json.loads(raw)
        except json.JSONDecodeError as e:
            raise FrontMatterError(
                line, f"unterminated or invalid quoted string ({e.msg})"
            ) from None
        if not isinstance(value, str):
            raise FrontMatterError(line, "a quoted value must be one string")
        return value
    return raw


def parse(text: str) -> Document:
    """Split a file into front matter and body. A file that does not start with `---` has
    no front matter: all of it is the body."""
    lines = text.split("\n")
    if not lines or lines[0].strip() != FENCE:
        return Document({}, {}, text.strip(), False)
    meta: dict[str, Value] = {}
    where: dict[str, int] = {}
    current_list: str | None = None
    for i in range(1, len(lines)):
        number = i + 1
        line = lines[i].rstrip("\r")
        if line.strip() == FENCE:
            return Document(meta, where, "\n".join(lines[i + 1 :]).strip(), True)
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        item = _ITEM_LINE.fullmatch(line)
        if item is not None:
            if current_list is None:
                raise FrontMatterError(
                    number, "a list item (`- ...`) without a `key:` line above it"
                )
            meta[current_list].append(parse_scalar(item.group(1), number))
            continue
        m = _KEY_LINE.fullmatch(line)
        if m is None:
            raise FrontMatterError(number, f"expected `key: value`, got {line.strip()[:60]!r}")
        key, raw = m.group(1), m.group(2)
        if key in meta:
            raise FrontMatterError(number, f"`{key}` appears twice")
        where[key] = number
        if raw is None or raw == "":
            meta[key] = []  # a list follows, or the value is empty (null)
            current_list = key
        else:
            meta[key] = parse_scalar(raw, number)
            current_list = None
    raise FrontMatterError(1, "the front matter opened here is never closed with `---`")


def scalar_or_none(value: Value) -> Value:
    """`key:` with nothing after it and no items is null, not an empty list."""
    return None if value == [] else value
