"""A narrower rerun is no fix, for retain.sleep.fixes: the failed command run on less.

Pure and stdlib-only. After a failing test run an agent often runs a part of it (one
file, a name filter, `TEST=test/system/x_test.rb`, `--testPathPattern=orders`) and that
part passes; it says nothing about what fixed the whole run, nor is it a step towards a
fix. Told apart by the command's shape and the runs' own reports, for any runner (no
list of runners or of their selecting options):

- **the shape**: the run keeps every word of the failed one and adds some (a filter, a
  file, `NAME=value`), or keeps its options and drops some, not all, of its targets
  (`pytest tests/a tests/b` failed, `pytest tests/a` passed);
- **the report**: its output says it ran fewer things, in a unit both runs print ("4
  runs" after "14 runs", "Test Suites: 9 total" after "22 total", pytest's or cargo's
  counts), or that it left some out ("2 filtered out", "3 deselected"). A flag that
  changes how the same tests run (`--reset-cache`, `-j4`) ran as many; `sbt clean test`
  before `sbt test` dropped a task, not tests, and neither run counted any.
"""

from __future__ import annotations

import re

from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import Program, programs
from retain.sleep.outputs import read_counts

# "14 runs", "3 examples", "120 tests": how much a run says it ran, by its own unit
_RAN = re.compile(
    r"\b(\d+) (tests?|examples?|runs?|specs?|scenarios?|cases?|suites?|files?)\b", re.I
)
# "Test Suites: 1 failed, 21 passed, 22 total": the unit is the label
_TOTAL = re.compile(r"^\s*([A-Za-z][\w ]{0,30}):[^\n]*?\b(\d+) total\b", re.M)
# the run says it left some out on purpose
_LEFT_OUT = re.compile(r"\b[1-9]\d* (?:filtered out|deselected)\b", re.I)


def narrower(failed: Call, run: Call) -> bool:
    """`run` is the failed command run on less: a selection added or targets dropped,
    and the run's own output shows it ran fewer things. (A run of another program is not.)"""
    # the command's shape first: most calls between a failure and its pass run another
    # program, and the outputs' counts are read only for a rerun of the same one
    same = any(
        p.key == q.key and (set(p.words) < set(q.words) or _dropped(p, q))
        for p in programs(failed.command)
        for q in programs(run.command)
    )
    return same and _fewer(failed.output, run.output) and not covers(failed, run)


def covers(failed: Call, run: Call) -> bool:
    """The narrower run selects what failed, and only that: every word it adds (a test
    file, `-k csv_header`, `--filter="rounds half up"`, `-p ferrule-parse`) is named on a
    line of the failed run's output that reports a failure, and the failed run reported
    one failing thing. It then ran the failure again: a pass of it is the failure passing."""
    _passed, failed_n, failing, _passing = read_counts(failed.output)
    if (failed_n or 0) > 1 or len(set(failing)) > 1:
        return False  # more than one thing failed: a run of one leaves the others out
    lines = [ln.casefold() for ln in failed.output.splitlines() if _FAILING.search(ln)]
    added = _selection(failed, run)
    return bool(added) and all(any(w in ln for ln in lines) for w in added)


# a line that reports a failure, in the words test runners print
_FAILING = re.compile(r"fail|error|✗|✖|×|not ok|\bFAIL\b", re.I)


def _selection(failed: Call, run: Call) -> set[str]:
    """The words `run` adds to the failed command's selection (options' values and
    targets, less option names), lower case, a path's `::` and `:line` parts split."""
    before = {w for p in programs(failed.command) for w in p.words}
    out: set[str] = set()
    for q in programs(run.command):
        for w in q.words:
            if w in before or w.startswith("-") and "=" not in w:
                continue
            value = w.split("=", 1)[1] if w.startswith("-") else w
            out |= {
                v.casefold().removeprefix("./")
                for v in re.split(r"::|:(?=\d)", value)
                if len(v) >= 3 and not v.isdigit()
            }
    return out


def _dropped(p: Program, q: Program) -> bool:
    """q keeps p's options and some, not all, of its targets."""
    options = set(p.words) - set(p.targets)
    return bool(q.targets) and set(q.targets) < set(p.targets) and options <= set(q.words)


def _fewer(failed_out: str, run_out: str) -> bool:
    """The second run ran fewer things than the first by its own report, or left some out."""
    if _LEFT_OUT.search(run_out) and not _LEFT_OUT.search(failed_out):
        return True
    before, after = _sizes(failed_out), _sizes(run_out)
    return any(after[unit] < n for unit, n in before.items() if unit in after)


def _sizes(output: str) -> dict[str, int]:
    """How many things a run says it ran, by unit ("run", "test suites", "counted")."""
    sizes: dict[str, int] = {}
    for n, unit in _RAN.findall(output):
        key = unit.casefold().rstrip("s")
        sizes[key] = max(sizes.get(key, 0), int(n))
    for label, n in _TOTAL.findall(output):
        sizes[label.strip().casefold()] = int(n)
    passed, failed, _, _ = read_counts(output)
    if passed is not None and failed is not None:
        sizes["counted"] = passed + failed
    return sizes
