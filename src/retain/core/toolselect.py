"""What a prescribed command narrows its run to, and where a memory says it runs.

A memory may show a command as the way to run one thing: "One unit test: `./mvnw test
-Dtest=InvoiceServiceTest`", "regenerated with `cmake --build build --target
regen-expected`". The option that picks the test or target (a selector) is what makes
it that recipe: a call of the same tool selecting nothing runs the whole suite or build,
which the recipe is not about. And a memory may say which folder its command runs in
("tested with `nox -s tests` inside python/"): a call that changes into that folder
first runs it where prescribed. Read by retain.core.toolspans. Stdlib only: the hook
imports it.
"""

from __future__ import annotations

import re

# Per test runner or build tool, the options that pick which tests or targets run.
# Only tools whose selector is unambiguous are listed (`--target` is a build target to
# CMake, a platform triple to cargo, so only CMake's counts).
_SELECTORS: dict[str, frozenset[str]] = {
    "mvn": frozenset({"-Dtest", "-Dit.test"}),
    "mvnw": frozenset({"-Dtest", "-Dit.test"}),
    "gradle": frozenset({"--tests"}),
    "gradlew": frozenset({"--tests"}),
    "flutter": frozenset({"--plain-name", "--name", "-N", "--tags", "-t"}),
    "dart": frozenset({"--plain-name", "--name", "-N", "--tags", "-t"}),
    "pytest": frozenset({"-k"}),
    "go": frozenset({"-run"}),
    "jest": frozenset({"-t", "--testNamePattern"}),
    "vitest": frozenset({"-t", "--testNamePattern"}),
    "cargo": frozenset({"--run-ignored", "--ignored", "--exact"}),
    "cmake": frozenset({"--target", "-t"}),
    "ctest": frozenset({"-R", "--tests-regex", "-L", "--label-regex"}),
    "playwright": frozenset({"--grep", "-g"}),
    "rspec": frozenset({"-e", "--example"}),
    "phpunit": frozenset({"--filter"}),
    # dbt's node selection (`-s state:modified+`, `--select orders`, `--selector nightly`)
    "dbt": frozenset({"-s", "--select", "-m", "--models", "--model", "--selector"}),
}


def _tool(word: str) -> str:
    return word.rsplit("/", 1)[-1]


def narrowed_elsewhere(words: list[str], passed: set[str]) -> bool:
    """Whether a prescribed command (its words) picks its tests or target by a selector
    of its tool (`-Dtest=X`, `--plain-name "x"`, `--target t`) and the call (the options
    it passes) selects none: the recipe for one thing, shown on a run of the whole."""
    selectors: frozenset[str] = frozenset()
    for word in words[:2]:
        selectors |= _SELECTORS.get(_tool(word), frozenset())
    used = {w.split("=", 1)[0] for w in words[1:]} & selectors
    # A flag of the recipe the call does pass (`-u` of `jest <file> -u -t "<name>"`) is
    # its action, taken without the narrowing: the recipe is about that call.
    nexts = [*words[1:], ""]
    flags = {
        w
        for w, after in zip(words, nexts)
        if w.startswith("-") and "=" not in w and (not after or after.startswith("-"))
    }
    return bool(used) and not passed & (selectors | flags)


def _folder(value: str) -> str:
    value = value.strip("\"'")
    while value.startswith("./"):
        value = value[2:]
    return value.rstrip("/")


def folder_named(text: str, call_segments: list[list[str]]) -> bool:
    """Whether every folder the call changes into (`cd python && nox -s tests`) is one
    the memory's text names as a folder (`python/`, written with its slash and ending
    there): the call runs the command where the memory says it runs."""
    folders = [_folder(s[1]) for s in call_segments if len(s) == 2 and s[0] == "cd"]
    if not folders or not all(f and f not in {".", ".."} for f in folders):
        return False
    return all(
        re.search(r"(?<![\w./-])(?:\./)?" + re.escape(f) + r"/(?![\w.*-])", text) for f in folders
    )
