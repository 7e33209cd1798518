"""Issue 27: redaction runs on every way in, so no pattern of it may hold a write for
seconds on a long run of spaces. Every module-level pattern of retain (compiled, lazy, or
held in a module-level tuple, list, dict or rule) is read for two runs of the same
characters with only optional items between them (tests/regexshape.py), and the worst ones
found are timed: a chat line's password rule, and (round 35, outside redaction) a captured
sentence's `iex` step and a claim's "X is deprecated, use Y".
"""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import re
from collections.abc import Iterator

import pytest

import retain
from cputime import assert_linear
from regexshape import split_runs
from retain.core import claims, danger
from retain.lazyre import LazyPattern
from retain.redact import _RULES, redact

# Read on a bounded stretch, where the split run costs at most the stretch squared once.
_BOUNDED = {
    # a line's head, matched (never searched) at a line's start; every part is optional,
    # so the match never fails and never backtracks
    "retain.redact.fields._LINE_HEAD",
    # searched in the _BACK_WINDOW / _ARRAY_WINDOW characters around one literal
    "retain.redact.pieces._CHAIN_BACK",
    "retain.redact.pieces._ARRAY_ON",
}


def _source(value: object) -> tuple[str, int] | None:
    if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
        return value.pattern, value.flags
    if isinstance(value, LazyPattern):
        return value.pattern, value._flags
    return None


def _held(value: object, where: str, depth: int = 0) -> Iterator[tuple[tuple[str, int], str]]:
    """Each pattern `value` is or holds (in a tuple, list, set, dict or dataclass), named."""
    if (key := _source(value)) is not None:
        yield key, where
    elif depth < 3:
        if isinstance(value, dict):
            items = [(f"[{k!r}]", v) for k, v in value.items()]
        elif isinstance(value, (tuple, list, set, frozenset)):
            items = [(f"[{i}]", v) for i, v in enumerate(value)]
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            items = [(f".{f.name}", getattr(value, f.name)) for f in dataclasses.fields(value)]
        else:
            items = []
        for suffix, item in items:
            yield from _held(item, where + suffix, depth + 1)


def _patterns() -> list[tuple[str, str, int]]:
    """Every module-level pattern of retain, once each (by source and flags), named where
    it was first found. A package's `__main__` runs its command on import and holds none."""
    found: dict[tuple[str, int], str] = {}
    for info in pkgutil.walk_packages(retain.__path__, "retain."):
        if info.name.rsplit(".", 1)[-1] == "__main__":
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            for key, where in _held(value, f"{info.name}.{name}"):
                found.setdefault(key, where)
    return [(where, source, flags) for (source, flags), where in found.items()]


def test_the_reader_finds_the_shape_and_passes_its_rewrite() -> None:
    assert split_runs(r"x[ \t]*[.!]?[ \t]*(?=\n|$)")
    assert split_runs(r"\s*\+?\s*[\"']")
    assert split_runs(r"(?:a\s*,?\s*)+b")  # inside a group
    assert not split_runs(r"x[ \t]*(?:[.!][ \t]*)?(?=\n|$)")
    assert not split_runs(r"[ \t]*[:=][ \t]*")  # a required item between the runs
    assert not split_runs(r"\d*,?[a-z]*")  # runs of different characters


def test_no_pattern_of_retain_splits_a_run_with_optional_items() -> None:
    patterns = _patterns()
    read = {(source, flags) for _where, source, flags in patterns}
    # every rule of redaction, the claim rules' table and the lexicon-built patterns were read
    assert all(_source(rule.pattern) in read for rule in _RULES)
    assert sum(where.startswith("retain.redact.") for where, _s, _f in patterns) > 300
    assert sum(where.startswith("retain.core.claims") for where, _s, _f in patterns) > 90
    assert len(patterns) > 800
    split = {
        where: places
        for where, source, flags in patterns
        if where not in _BOUNDED and (places := split_runs(source, flags))
    }
    assert split == {}


@pytest.mark.parametrize(
    "head",
    [
        "alice: here's the password: Zx9kQ2mLp4",  # 169 s at 4,000 spaces before round 35
        "db:\n  password: Zx9kQ2mLp4Rt",
        "**Password**",
        "the password is Zx9kQ2mLp4",
        "k2: Vb7nQ2xLp9RtK4wMz8sHc3JdF6g",
    ],
    ids=["chat-given", "config-child", "bold", "clause-end", "unnamed"],
)
def test_a_long_run_of_spaces_after_a_value_is_read_in_linear_time(head: str) -> None:
    assert_linear(redact, lambda n: head + " " * n + "x", 500)


def test_a_powershell_fetch_with_a_long_run_of_spaces_is_read_in_linear_time() -> None:
    # A fix's steps (the sleep pass's learn_fixes) and an agent's advice are read for a
    # fetched script run by `iex`; three runs split by two optional `(` cost n^3 before
    # round 35: 2.4 s at 1,000 spaces, 17 s at 2,000.
    assert_linear(danger.refused, lambda n: "iex" + " " * n + "Get-Help", 300)
    assert_linear(danger.advice, lambda n: "run iex" + "\n" * n + "Get-Help", 300)


def test_a_deprecation_with_a_long_run_of_spaces_is_read_in_linear_time() -> None:
    # "X is deprecated[ \t]*[,;:]?[ \t]*use Y": a claim rule read on every statement
    # written with "deprecated" in it (0.7 s at 4,000 spaces before round 35)
    text = "Postgres is deprecated{} x, use MySQL".format
    assert_linear(claims.parse_change, lambda n: text(" " * n), 1000)
