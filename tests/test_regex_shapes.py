"""Issue 27: redaction runs on every way in, so no pattern of it may hold a write for
seconds on a long run of spaces. Each pattern of retain.redact is read for two runs of the
same characters with only optional items between them (tests/regexshape.py), and the worst
one found, a chat line's password rule, is timed.
"""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import retain.redact
from cputime import assert_linear
from regexshape import split_runs
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


def _patterns() -> list[tuple[str, str, int]]:
    found: dict[tuple[str, int], str] = {}
    for info in pkgutil.iter_modules(retain.redact.__path__, "retain.redact."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                key = (value.pattern, value.flags)
            elif isinstance(value, LazyPattern):
                key = (value.pattern, value._flags)
            else:
                continue
            if isinstance(key[0], str):
                found.setdefault(key, f"{info.name}.{name}")
    for position, rule in enumerate(_RULES):
        key = (rule.pattern.pattern, rule.pattern.flags)
        found.setdefault(key, f"rule {position} ({rule.pattern.pattern[:40]!r})")
    return [(where, source, flags) for (source, flags), where in found.items()]


def test_the_reader_finds_the_shape_and_passes_its_rewrite() -> None:
    assert split_runs(r"x[ \t]*[.!]?[ \t]*(?=\n|$)")
    assert split_runs(r"\s*\+?\s*[\"']")
    assert split_runs(r"(?:a\s*,?\s*)+b")  # inside a group
    assert not split_runs(r"x[ \t]*(?:[.!][ \t]*)?(?=\n|$)")
    assert not split_runs(r"[ \t]*[:=][ \t]*")  # a required item between the runs
    assert not split_runs(r"\d*,?[a-z]*")  # runs of different characters


def test_no_redaction_pattern_splits_a_run_with_optional_items() -> None:
    patterns = _patterns()
    assert len(patterns) > 300  # every rule and module-level pattern was read
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
