# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""Which memories the failure hook shows as "seen before" (round 29): not a preference
about how the agent works, however many of the error's words it quotes, and a second
line only when it names the error as the first one does. Real PostToolUseFailure
payloads through the launcher."""

from __future__ import annotations

from pathlib import Path

from retain.core import errorquote
from retain.core import signature as sig
from test_tool_hook import (  # noqa: F401
    failure_context,
    fixture,
    memory_lines,
    project,
)

MISSING_MODULE = (
    "Exit code 1\nTraceback (most recent call last):\n"
    '  File "billing/retry.py", line 3, in <module>\n'
    "ModuleNotFoundError: No module named 'acme_sdk'"
)
MISSING_COLUMN = (
    "Exit code 1\n"
    "E   django.db.utils.ProgrammingError: column shipping_shipment.customs_cleared_at does "
    "not exist\n=================== 1 error in 2.31s ===================="
)


def _add(project: Path, text: str, kind: str) -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def test_a_preference_is_not_seen_before(project, tmp_path):
    # it quotes the error, but says how the agent is to report it, not what fixes it
    style = _add(
        project,
        "Don't paste a whole `ModuleNotFoundError: No module named 'acme_sdk'` traceback "
        "back to me; one line of it is enough.",
        "preference",
    )
    fix = _add(
        project,
        "`ModuleNotFoundError: No module named 'acme_sdk'`: the SDK is a workspace "
        "package; run `uv sync --all-packages` first.",
        "bugfix",
    )
    text = failure_context(project, tmp_path, "uv run python billing/retry.py", MISSING_MODULE)
    assert f"[{fix}]" in text
    assert f"[{style}]" not in text and len(memory_lines(text)) == 1


def test_a_second_line_names_the_error_as_the_first_does(project, tmp_path):
    # both share "does not exist" with the error line; only the first names its class
    reuse = _add(
        project,
        "pytest runs with --reuse-db. After changing a model, run `uv run pytest --create-db` "
        "once, otherwise tests fail with 'ProgrammingError: column ... does not exist'.",
        "lesson",
    )
    other = _add(
        project,
        "Calling .delay() inside a transaction lets the worker run first and fail with "
        "'Shipment matching query does not exist'.",
        "bugfix",
    )
    text = failure_context(project, tmp_path, "uv run pytest shipping", MISSING_COLUMN)
    assert f"[{reuse}]" in text
    assert f"[{other}]" not in text


def test_naming_the_error():
    lines = sig.error_lines(MISSING_COLUMN)
    errors = [(sig.normalise(ln), sig.head_names(ln)) for ln in lines]
    classes = sig.exception_classes("\n".join(lines))
    codes = sig.error_codes("\n".join(lines))

    def names(text: str) -> bool:
        return errorquote.names_error(text, sig.normalise(text), errors, classes, codes)

    assert names("tests fail with 'ProgrammingError: column ... does not exist'")
    assert not names("fail with 'Shipment matching query does not exist'")
    head = [(sig.normalise(ln), sig.head_names(ln)) for ln in ["PG::UniqueViolation: ERROR: x"]]
    assert errorquote.names_error("`PG::UniqueViolation` on booking", ["pg", "uniqueviolation"],
                                  head, frozenset(), frozenset())  # fmt: skip
