"""Inferred outcomes: did a memory the session relied on hold up when the code was run?

A memory was *relied on* when the session was shown it (SessionStart injection) or got
it back from `memory_search`; from then on, runs that are *about* it count:

- the same command: a make target, npm script or command the memory names
  (`make check`, `cargo test`), compared as retain.sleep.commands parses them;
- the same files: a file the memory names is a run's target, holds a test the output
  names, or was edited between the memory's arrival and the run;
- the same symbols: a function or test the memory names appears among the tests the
  output reports.

Then, per memory: `ok` when the last such run passes; `fail` when such a run failed at
least twice after the memory arrived, with an edit in between (the agent followed it and
it kept failing), and never passed after; nothing otherwise. A bug-fix memory naming a
test earns `ok` when that test is seen passing. These are weak: retain.core.lifecycle counts
them at a fraction of an explicit outcome. Pure and stdlib only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from retain.anchors.refs import refs
from retain.sleep.commands import Run, SessionLog, classify

_TEST_NAME = re.compile(r"^(?:test_\w+|Test\w+|\w+_test|\w+Test|it_\w+)$")
_TEST_FILE = re.compile(
    r"(?:^|/)(?:test_[\w-]+\.py|[\w-]+_test\.(?:py|go)|[\w.-]+\.(?:test|spec)\.[jt]sx?)$"
)
_BACKTICK = re.compile(r"`([^`\n]{1,200})`")


@dataclass(frozen=True)
class Relied:
    """A memory the session had in hand from log position `since` on."""

    memory_id: int
    text: str
    kind: str
    since: int  # 0: shown at SessionStart
    how: str  # "injected" | "retrieved"


@dataclass(frozen=True)
class Inferred:
    memory_id: int
    outcome: str  # ok | fail
    command: str
    detail: str  # why, for memory_explain


@dataclass(frozen=True)
class _About:
    commands: frozenset[tuple[str, tuple[str, ...]]]
    files: frozenset[str]  # relative paths and bare names as the memory wrote them
    symbols: frozenset[str]
    tests: frozenset[str]  # test names and test files it names


def _about(text: str) -> _About:
    commands: set[tuple[str, tuple[str, ...]]] = set()
    for span in _BACKTICK.findall(text):  # prose is not a command line: only `quoted` spans
        commands.update(classify(span))
    files: set[str] = set()
    symbols: set[str] = set()
    for ref in refs(text):
        if ref.kind == "command":
            tool, _, name = ref.value.partition(":")
            commands.add(("make", (name,)) if tool == "make" else ("npm run", (name,)))
        elif ref.kind == "file":
            files.add(ref.value.removeprefix("./").rstrip("/"))
        else:
            symbols.add(ref.value)
    tests = {s for s in symbols if _TEST_NAME.match(s)} | {f for f in files if _TEST_FILE.search(f)}
    return _About(frozenset(commands), frozenset(files), frozenset(symbols), frozenset(tests))


def _same_command(about: _About, run: Run) -> bool:
    for family, targets in run.steps:
        js = family.endswith(" run")
        for c_family, c_targets in about.commands:
            c_js = c_family.endswith(" run")
            if (family == c_family or (js and c_js)) and (
                c_targets == targets or (c_targets and targets and c_targets[0] == targets[0])
            ):
                return True
            if family == c_family and not c_targets and not js:
                return True  # the memory names the tool itself: `cargo test` vs `cargo test -q`
    return False


def _file_match(names: frozenset[str], path: str) -> bool:
    path = path.split("::", 1)[0].removeprefix("./")
    return any(path == n or path.endswith("/" + n) or n.endswith("/" + path) for n in names)


def _tests_of(run: Run) -> list[str]:
    return [
        *run.failing,
        *run.passing,
        *(t for t in run.targets if "::" in t or _TEST_FILE.search(t)),
    ]


def _is_about(about: _About, run: Run, log: SessionLog, since: int) -> bool:
    """Is this run about the memory? For edits: a file it names was edited after the
    memory arrived and since the run before this one (the run tests that edit)."""
    if _same_command(about, run):
        return True
    if about.files:
        named = [*run.targets, *_tests_of(run)]
        if any(_file_match(about.files, p) for p in named):
            return True
        before = [r.index for r in log.runs if r.index < run.index]
        start = max([since, *before])
        if any(_file_match(about.files, e.path) for e in log.edits_between(start, run.index)):
            return True
    if about.symbols:
        words = {w for t in _tests_of(run) for w in re.split(r"::|\.|/|\[|\]|\s", t) if w}
        words |= {w for t in run.targets if t.startswith("-k ") for w in re.findall(r"\w+", t)}
        if about.symbols & words:
            return True
    return False


def _named_test_passed(about: _About, run: Run) -> bool:
    """Does this run show a test the memory names passing?"""
    if not about.tests or run.ok is not True:
        return False
    for name in run.passing:
        parts = set(re.split(r"::|\.|/|\[|\]", name))
        if about.tests & parts or _file_match(about.tests, name):
            return True
    # The run selected the named test (or its file) and passed as a whole.
    for t in run.targets:
        parts = set(re.split(r"::|\[|\]", t))
        if about.tests & parts or _file_match(about.tests, t):
            return True
        if t.startswith("-k ") and about.tests & set(re.findall(r"\w+", t)):
            return True
    return False


def infer(log: SessionLog, relied: Sequence[Relied]) -> list[Inferred]:
    """The inferred outcome of each relied-on memory this session's runs speak to."""
    out: list[Inferred] = []
    for r in relied:
        about = _about(r.text)
        runs = [run for run in log.runs if run.index > r.since and run.ok is not None]
        how = "shown at session start" if r.how == "injected" else "found by memory_search"
        if r.kind == "bugfix" or about.tests:
            proof = next((run for run in runs if _named_test_passed(about, run)), None)
            if proof is not None:
                out.append(
                    Inferred(
                        r.memory_id,
                        "ok",
                        proof.command,
                        f"{proof.summary()}: the test it names passed ({how})",
                    )
                )
                continue
        keys = {run.key for run in runs if _is_about(about, run, log, r.since)}
        mine = [run for run in runs if run.key in keys]
        if not mine:
            continue
        verdicts: dict[object, tuple[str, Run]] = {}
        for key in dict.fromkeys(run.key for run in mine):
            group = [run for run in mine if run.key == key]
            last = group[-1]
            if last.ok:
                verdicts[key] = ("ok", last)
                continue
            failures = [run for run in group if run.ok is False]
            tried = len(failures) >= 2 and bool(
                log.edits_between(failures[0].index, failures[-1].index)
            )
            if tried:
                verdicts[key] = ("fail", last)
        kinds = {v for v, _ in verdicts.values()}
        if len(kinds) != 1:
            continue  # nothing said, or runs that disagree: no inference
        verdict = kinds.pop()
        run = next(run for v, run in reversed(list(verdicts.values())) if v == verdict)
        why = (
            f"{run.summary()} after it was {how}"
            if verdict == "ok"
            else f"{run.summary()}: kept failing after it was {how} and followed"
        )
        out.append(Inferred(r.memory_id, verdict, run.command, why))
    return out
