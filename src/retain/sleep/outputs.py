"""What a command's output says: its exit status and the pass/fail counts and test names
that pytest, jest/vitest, cargo, go test, mypy, ruff and tsc print. Pure, stdlib only;
retain.sleep.commands pairs the outputs with the commands.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from retain.core.signature import strip_ansi

OUTPUT_HEAD_CHARS = 4_000  # enough to see how a run started
OUTPUT_TAIL_CHARS = 16_000  # summaries (pytest, cargo, jest) are printed last
MAX_NAMES = 200  # test names kept per run

_EXIT_CODE = re.compile(r"^(?:Error: )?Exit code (-?\d+)")
_COUNT = re.compile(
    r"(\d+) (passed|failed|errors?|error|skipped|xfailed|xpassed|warnings?|deselected)\b"
)
_PYTEST_SUMMARY = re.compile(r"^=*\s*((?:\d+ \w+(?:, )?)+)\s+in [\d.]+s\b.*$", re.M)
_PYTEST_FAILED = re.compile(r"^(?:FAILED|ERROR) (\S+::\S+|\S+\.py)", re.M)
_PYTEST_VERBOSE = re.compile(r"^(\S+::\S+) (PASSED|FAILED|ERROR)\b", re.M)
_JEST_TESTS = re.compile(r"^Tests:\s+(.*)$", re.M)
_VITEST_TESTS = re.compile(r"^\s*Tests\s+(.*\(\d+\))\s*$", re.M)
_CARGO_RESULT = re.compile(r"test result: (ok|FAILED)\. (\d+) passed; (\d+) failed")
_CARGO_TEST = re.compile(r"^test (\S+) \.\.\. (ok|FAILED)", re.M)
_GO_TEST = re.compile(r"^\s*--- (PASS|FAIL): (\S+)", re.M)
_FOUND_ERRORS = re.compile(r"^Found (\d+) errors?\b", re.M)
_TSC_ERROR = re.compile(r"error TS\d+:", re.M)
_CLEAN = re.compile(r"^(?:Success: no issues found|All checks passed!)", re.M)


def result_text(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            b["text"] for b in content if isinstance(b, dict) and isinstance(b.get("text"), str)
        )
    return ""


def clip(text: str) -> str:
    if len(text) <= OUTPUT_HEAD_CHARS + OUTPUT_TAIL_CHARS:
        return text
    return text[:OUTPUT_HEAD_CHARS] + "\n" + text[-OUTPUT_TAIL_CHARS:]


def _uniq(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names))[:MAX_NAMES]


def read_counts(output: str) -> tuple[int | None, int | None, tuple[str, ...], tuple[str, ...]]:
    """(passed, failed, failing names, passing names) as far as the output shows them."""
    passed: int | None = None
    failed: int | None = None
    summaries = _PYTEST_SUMMARY.findall(output)
    jest = _JEST_TESTS.findall(output) or _VITEST_TESTS.findall(output)
    cargo = _CARGO_RESULT.findall(output)
    if summaries or jest:
        counts: dict[str, int] = {}
        for n, word in _COUNT.findall((summaries or jest)[-1]):
            counts[word.rstrip("s") if word.startswith(("error", "warning")) else word] = int(n)
        passed = counts.get("passed", 0)
        failed = counts.get("failed", 0) + counts.get("error", 0)
    elif cargo:
        passed = sum(int(p) for _, p, _ in cargo)
        failed = sum(int(f) for _, _, f in cargo)
    if (m := _FOUND_ERRORS.findall(output)) and failed is None:
        failed = int(m[-1])
    elif _TSC_ERROR.search(output) and failed is None:
        failed = len(_TSC_ERROR.findall(output))
    elif _CLEAN.search(output) and failed is None:
        failed = 0
    failing = [*_PYTEST_FAILED.findall(output)]
    passing: list[str] = []
    for name, state in _PYTEST_VERBOSE.findall(output):
        (passing if state == "PASSED" else failing).append(name)
    for name, state in _CARGO_TEST.findall(output):
        (passing if state == "ok" else failing).append(name)
    for state, name in _GO_TEST.findall(output):
        (passing if state == "PASS" else failing).append(name)
    if failed is None and (failing or passing):
        failed, passed = len(set(failing)), len(set(passing))
    return passed, failed, _uniq(failing), _uniq(passing)


def exit_code(block: dict, extra: object) -> int | None:
    if isinstance(extra, dict) and extra.get("interrupted") is True:
        return None
    text = result_text(block.get("content"))
    if block.get("is_error") is True:
        for candidate in (text, extra if isinstance(extra, str) else ""):
            m = _EXIT_CODE.match(candidate.lstrip())
            if m:
                return int(m.group(1))
        return None if "interrupted" in text[:200].lower() else 1
    return 0


def output_of(block: dict, extra: object) -> str:
    """A call's output as read, without a terminal's colour codes (`cargo --color=always`)."""
    return strip_ansi(_printed(block, extra))


def _printed(block: dict, extra: object) -> str:
    if isinstance(extra, dict):
        parts = [extra.get("stdout"), extra.get("stderr")]
        text = "\n".join(p for p in parts if isinstance(p, str) and p)
        if text:
            return text
    if isinstance(extra, str) and extra:
        return extra
    return result_text(block.get("content"))
