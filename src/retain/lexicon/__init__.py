"""Word lists as data: the multilingual lexicons in this folder's JSON files, loaded once.

Each file (`claims.json`, `capture.json`, ...) is one JSON object of named entries, read
through the typed accessors below; the modules that use a list keep the one-line "why"
beside the name they bind it to. Two shapes of entry:

- a list of strings: a word list (`words`) or a list of alternatives (`phrases`);
- a pattern (`pattern`): one string, or a list of strings joined with nothing, so a long
  regular expression keeps the line breaks it was written with.

A file is parsed once per process (`functools.cache`); a missing or malformed file, or an
entry of the wrong shape, raises `LexiconError` naming the file and the entry. The files
ship as package data beside this module and are read as plain files: `importlib.resources`
would cost the hooks several times what parsing the JSON does. Stdlib only: every layer
may import this.
"""

from __future__ import annotations

import functools
import json
import os

from retain.errors import RetainError

_HERE = os.path.dirname(os.path.abspath(__file__))  # the JSON files sit beside this module


class LexiconError(RetainError):
    """A word-list file is missing, is not valid JSON, or holds an entry of the wrong shape
    (a broken install: the files ship inside the package)."""


@functools.cache
def table(name: str) -> dict[str, object]:
    """The parsed entries of `<name>.json` in this package, read once."""
    file = f"{name}.json"
    try:
        with open(os.path.join(_HERE, file), encoding="utf-8") as f:
            raw = f.read()
    except OSError as e:
        raise LexiconError(f"word list {file} cannot be read ({e}): reinstall retain") from e
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as e:
        raise LexiconError(
            f"word list {file} is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"
        ) from e
    if not isinstance(data, dict):
        raise LexiconError(f"word list {file} must hold a JSON object, not {type(data).__name__}")
    return data


def fold(word: str) -> str:
    """The key a word found by a case-blind pattern is looked up under. Python's case-blind
    matching takes Turkish dotless and dotted i for i (`(?i)salı` matches "SALI" and "sali"),
    which casefold alone does not: "SALI" folds to "sali", "İ" to "i" and a combining dot. A
    table keyed by `fold` and read by `fold` finds every word its pattern can match."""
    return word.casefold().replace("i\u0307", "i").replace("\u0131", "i")


def _entry(name: str, key: str) -> object:
    data = table(name)
    if key not in data:
        raise LexiconError(f"word list {name}.json has no entry {key!r}")
    return data[key]


def _strings(name: str, key: str, value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LexiconError(f"word list {name}.json: {key!r} must be a list of strings")
    return tuple(value)


def phrases(name: str, key: str) -> tuple[str, ...]:
    """A list of strings, in file order (cue alternatives, ordered names)."""
    return _strings(name, key, _entry(name, key))


def words(name: str, key: str) -> frozenset[str]:
    """A list of strings as a set (membership tests)."""
    return frozenset(phrases(name, key))


def pattern(name: str, key: str) -> str:
    """A regular expression's source: a string, or a list of strings joined with nothing."""
    return _pattern(name, key, _entry(name, key))


def _pattern(name: str, key: str, value: object) -> str:
    if isinstance(value, str):
        return value
    return "".join(_strings(name, key, value))


def patterns(name: str, key: str) -> dict[str, str]:
    """An object whose values are patterns (named fragments, per-ecosystem file names)."""
    value = _entry(name, key)
    if not isinstance(value, dict):
        raise LexiconError(f"word list {name}.json: {key!r} must be an object of patterns")
    return {k: _pattern(name, f"{key}.{k}", v) for k, v in value.items()}


def rules(name: str, key: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """A list of {"pattern", "kind", "needles": [strings]} objects, as (pattern, kind,
    needles) in file order."""
    value = _entry(name, key)
    if not isinstance(value, list):
        raise LexiconError(f"word list {name}.json: {key!r} must be a list of rules")
    out = []
    for i, rule in enumerate(value):
        where = f"{key}[{i}]"
        if not isinstance(rule, dict) or not isinstance(rule.get("kind"), str):
            raise LexiconError(f"word list {name}.json: {where} needs a 'kind' string")
        out.append(
            (
                _pattern(name, f"{where}.pattern", rule.get("pattern")),
                rule["kind"],
                _strings(name, f"{where}.needles", rule.get("needles")),
            )
        )
    return tuple(out)


def groups(name: str, key: str) -> dict[str, tuple[str, ...]]:
    """An object whose values are lists of strings (per language, per ecosystem), in order."""
    value = _entry(name, key)
    if not isinstance(value, dict):
        raise LexiconError(f"word list {name}.json: {key!r} must be an object of lists")
    return {k: _strings(name, f"{key}.{k}", v) for k, v in value.items()}


def strings(name: str, key: str) -> dict[str, str]:
    """An object whose values are strings (a word to its number, a language to its letters)."""
    value = _entry(name, key)
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise LexiconError(f"word list {name}.json: {key!r} must be an object of strings")
    return dict(value)


def weighted(name: str, key: str) -> dict[str, tuple[float, tuple[str, ...]]]:
    """An object of {"weight": number, "cues": [strings]} entries, in order."""
    value = _entry(name, key)
    if not isinstance(value, dict):
        raise LexiconError(f"word list {name}.json: {key!r} must be an object")
    out: dict[str, tuple[float, tuple[str, ...]]] = {}
    for k, v in value.items():
        weight = v.get("weight") if isinstance(v, dict) else None
        if not isinstance(weight, (int, float)) or isinstance(weight, bool):
            raise LexiconError(f"word list {name}.json: {key}.{k} needs a numeric 'weight'")
        out[k] = (float(weight), _strings(name, f"{key}.{k}.cues", v.get("cues")))
    return out
