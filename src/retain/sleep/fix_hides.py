"""A step that hides a failing test run instead of fixing it, for retain.sleep.fixes.

Pure and stdlib-only. The run after such a step passes, but what failed is still there;
a careful engineer would not keep the step as the fix, so no fix memory is made of it:

- **the time limit raised**: the failure says a test or a hook ran out of time ("panic:
  test timed out after 10m0s", "Test timeout of 30000ms exceeded") and the rerun adds a
  timeout option (`-timeout 60m`, `--testTimeout=60000`), or the edit only writes a
  timeout setting (`timeout: 300_000`, `testTimeout = 60000`). The slow step is as slow
  as before; the run only waits longer for it;
- **every snapshot accepted**: the rerun adds the option that rewrites the stored
  snapshots (golden files, screenshots) to what the code prints now (`-u`,
  `--update-snapshots`, `-update`) after a run where more than one test failed: all are
  accepted at once, none looked at. One failing snapshot updated, the change the session
  asked for, is a fix, and so are snapshots written where none existed yet;
- **a run with nothing in it allowed to pass**: `--passWithNoTests` and its spellings
  turn "no tests found" into a pass; the tests are still not found.

Such a rerun is no fix itself, nor a step between the failure and a later plain run that
passes (`npx jest -u`, then `npx jest`).
"""

from __future__ import annotations

import difflib
import re

from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import programs
from retain.sleep.outputs import read_counts

# a line that says a test, a hook or a spec ran out of time: "test timed out after 10m0s",
# "Test timeout of 30000ms exceeded", "Exceeded timeout of 5000 ms for a hook"
_TIMED_OUT = re.compile(r"\btime(?:d)? ?out\b|\btimeout\b", re.I)
_TEST_WORD = re.compile(r"\b(?:tests?|hooks?|specs?|beforeEach|beforeAll)\b", re.I)
# an option that sets a run's time limit: `-timeout`, `--timeout`, `--testTimeout`,
# `-test.timeout`, `--default-timeout`
_LIMIT_OPTION = re.compile(r"^--?[\w.-]*timeout$", re.I)
# a line of a settings file that only sets a time limit: `timeout: 300_000,`,
# `testTimeout = 60000`, `"timeout": 120000`
_LIMIT_SETTING = re.compile(
    r"""^\s*["']?[A-Za-z_.]*timeout["']?\s*[:=]\s*["']?[\d_.]+(?:\s*[a-z]{1,3})?["']?\s*(?:,\s*)?$""",
    re.I,
)
# the options that write the snapshots anew from the current output
_UPDATES = re.compile(
    r"^(?:-u|--update-?snapshots?|--updateSnapshots?|--snapshot-update|-update|"
    r"--update-goldens?)$",
    re.I,
)
# the failure compared with stored snapshots and found them different ("14 snapshots
# failed", "Snapshot `x 1` mismatched", "x.golden mismatch"); a snapshot that does not
# exist yet, written for the first time, accepts no change
_SNAPSHOT_DIFFERS = re.compile(
    r"\b(?:snapshots?|golden|screenshots?|baselines?)\b[^\n]*\b(?:mismatch\w*|differ\w*|failed)\b",
    re.I,
)
_NO_TESTS_PASS = re.compile(r"^--pass-?with-?no-?tests$", re.I)
# "31 failed", "14 snapshots failed", "Test Suites: 9 failed": how many a run says failed
_FAILED_N = re.compile(r"\b(\d+) (?:\w+ )?failed\b", re.I)


def hides_run(added: set[str], output: str) -> bool:
    """The rerun's `added` words hide the failure `output` shows (see above)."""
    options = {w.split("=", 1)[0] for w in added if w.startswith("-")}
    if any(_NO_TESTS_PASS.match(o) for o in options):
        return True
    if any(_LIMIT_OPTION.match(o) for o in options) and ran_out_of_time(output):
        return True
    return (
        any(_UPDATES.match(o) for o in options)
        and _SNAPSHOT_DIFFERS.search(output) is not None
        and (_failed_count(output) > 1)
    )


def hidden_rerun(call: Call, command: str, output: str) -> bool:
    """`call` runs the failed `command`'s program again with words that hide the failure
    its `output` shows: a step between that makes the next run pass by hiding it."""
    if call.is_edit or not command:
        return False
    failed = programs(command)
    keys = {p.key for p in failed}
    before = {w for p in failed for w in p.words}
    return any(
        p.key in keys and hides_run(set(p.words) - before, output) for p in programs(call.command)
    )


def raises_limit(edit: Call, output: str) -> bool:
    """The edit only writes time limits (each line it adds sets a timeout), after a run
    where a test ran out of time."""
    if not edit.is_edit or not ran_out_of_time(output):
        return False
    old = [ln for ln in edit.old.splitlines() if ln.strip()]
    new = [ln for ln in edit.new.splitlines() if ln.strip()]
    changed = [
        ln
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new).get_opcodes()
        if op != "equal"
        for ln in old[i1:i2] + new[j1:j2]
    ]
    return bool(changed) and all(_LIMIT_SETTING.match(ln) for ln in changed)


def ran_out_of_time(output: str) -> bool:
    """A line of the output says a test, a hook or a spec ran out of time."""
    return any(_TIMED_OUT.search(ln) and _TEST_WORD.search(ln) for ln in output.splitlines())


def _failed_count(output: str) -> int:
    """How many things the run says failed: the largest count it prints, or its report's."""
    _passed, failed, failing, _passing = read_counts(output)
    printed = [int(n) for n in _FAILED_N.findall(output)]
    return max([failed or 0, len(set(failing)), *printed])
