"""A transcript heavy with tool output: the sleep pass's fix step finishes in time.

Until round 34 `learn_fixes.left_open` weighed every failed run against every later run
that passed, and for each pair chose the failed run's telling line again
(`fix_telling.decisive_line`, tens of milliseconds on a long output): a 20 MB session of
40 long failing runs took 47 s of CPU. Each failure's line is now chosen once, and only
the last pass of its program is weighed: 4 s.
"""

from __future__ import annotations

import resource
from pathlib import Path

import pytest
from benchmarks.cc_transcript import Transcript

from conftest import subprocess_env
from retain.sleep import fix_telling, learn_fixes
from retain.sleep.fix_calls import Call
from retain.sleep.learn_fixes import left_open
from sleeppass import detached_pass

PROGRAMS = ("npm test", "pytest -x tests", "cargo build", "go test ./...")


def _log(run: int, chars: int) -> str:
    """A failing run's output: many lines of progress, a warning and an assertion now and
    then, and the error at its end."""
    lines: list[str] = []
    size = k = 0
    while size < chars:
        if k % 97 == 13:
            line = f"    at Object.<anonymous> (src/mod{k}.js:{k}:{k % 40})"
        elif k % 53 == 7:
            line = f"WARN deprecated package-{k}@1.{k}.0: use something else, the API changed"
        elif k % 211 == 100:
            line = f"E   AssertionError: expected {k} to equal {k + 1} in case {run}"
        else:
            line = f"[{k:06d}] worker {k % 8} processed batch {k} of run {run}: " + "ok " * 8
        lines.append(line)
        size += len(line) + 1
        k += 1
    return "\n".join([*lines, f"Error: Cannot find module 'left-pad-{run % 7}'", "npm ERR! code 1"])


def _calls(failures: int, chars: int) -> list[Call]:
    """Failing runs of four programs, a lookup after each, and every fifth run passing."""
    calls: list[Call] = []
    for i in range(failures):
        command = PROGRAMS[i % len(PROGRAMS)]
        calls.append(Call(len(calls), command=command, ok=False, output=_log(i, chars)))
        calls.append(Call(len(calls), command=f"grep -rn thing{i} src", ok=True, output="x"))
        if i % 5 == 4:
            calls.append(Call(len(calls), command=command, ok=True, output="10 passed in 1.2s"))
    return calls


def _open(calls: list[Call]) -> list[int]:
    """left_open's answer on this shape: no later pass of the failed command, or the last
    one came after nothing but lookups, failures and passes of that command (flaky)."""
    out = []
    for f in calls:
        if f.ok is not False:
            continue
        passes = [c for c in calls[f.index + 1 :] if c.ok and c.command == f.command]
        between = calls[f.index + 1 : passes[-1].index] if passes else []
        if all(not c.ok or c.command == f.command or c.command.startswith("grep ")
               for c in between):  # fmt: skip
            out.append(f.index)
    return out


def test_each_failure_s_line_is_chosen_once_however_many_runs_follow(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    chosen: list[str] = []

    def counting(output: str) -> str:
        chosen.append(output)
        return fix_telling.decisive_line(output)

    monkeypatch.setattr(learn_fixes, "decisive_line", counting)
    calls = _calls(failures=40, chars=2_000)
    open_ = left_open(calls)
    assert [c.index for c in open_] == _open(calls)
    assert len(chosen) <= sum(c.ok is False for c in calls)  # once per failure at most
    assert len(set(chosen)) == len(chosen)


@pytest.mark.slow
def test_a_pass_over_a_session_of_long_failing_runs_takes_bounded_cpu(
    tmp_path: Path, isolated_home: Path
) -> None:
    """60 failing runs of 120,000 characters each (a 14 MB transcript): a few seconds of
    CPU; before, minutes."""
    project = tmp_path / "project"
    project.mkdir()
    t = Transcript(session_id="s-tool-output", cwd=str(project))
    for c in _calls(failures=60, chars=120_000):
        t.bash(c.command, c.output, exit_code=0 if c.ok else 1)
    path = t.write(tmp_path / "long.jsonl")
    assert path.stat().st_size > 10_000_000
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = detached_pass(
        "--transcript", path, "--project-dir", project,
        env=subprocess_env(RETAIN_EMBEDDER="none"), timeout=600,
    )  # fmt: skip
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert done.returncode == 0, done.stderr
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    assert cpu < 20.0, f"{cpu:.1f} s of CPU"
