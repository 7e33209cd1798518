"""The gate index opens exactly the rules whose own gate a text meets."""

from __future__ import annotations

import re

from retain.redact import _GATES, _RULES, redact
from retain.redact.base import Rule, lazy
from retain.redact.gates import GateIndex

_NEVER = lazy(r"(?!)")


def _one_by_one(rules: tuple[Rule, ...], folded: str) -> set[int]:
    return {i for i, r in enumerate(rules) if not r.gate or any(g in folded for g in r.gate)}


def test_index_agrees_with_each_rule_asked_in_turn() -> None:
    rules = (
        Rule(_NEVER, "a", gate=("passw", "pwd")),
        Rule(_NEVER, "b", gate=(":", "用")),
        Rule(_NEVER, "c"),
        Rule(_NEVER, "d", gate=("token", "pw")),
    )
    index = GateIndex(rules)
    for text in ("", "p", "my pwd", "token:", "使用", "nothing here", "PASSWORD".casefold()):
        assert index.open_rules(text) == _one_by_one(rules, text), text


def test_the_product_rules_open_as_before_on_varied_text() -> None:
    texts = [
        "Notes from the standup: the cache warms in 3 s, nothing else.",
        "export GITHUB_TOKEN=ghp_" + "a1B2" * 9,
        "Le mot de passe du NAS est Vq7!kLm29x",
        "パスワードは Zq8#mPl2x です",
        "curl -H 'Authorization: Bearer abc123def456'",
        "x",
    ]
    for text in texts:
        folded = text.casefold()
        assert _GATES.open_rules(folded) == _one_by_one(_RULES, folded), text


def test_redact_still_finds_a_token_behind_a_gate() -> None:
    out, count = redact("deploy key: glpat-Qm4vT9zLw2Rk8Hn5Yc1Px")
    assert count == 1 and re.search(r"\[REDACTED:[\w-]+\]", out)
