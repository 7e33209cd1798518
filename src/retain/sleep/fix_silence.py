"""A failure silenced, not fixed, for retain.sleep.fixes: an edit between the failure and
the pass that hides the failing step instead of changing what it found.

Pure and stdlib-only. Read from the edit's structure and the failure's own output, not
from what the agent says about it:

- **the exit status ignored**: the edit adds `|| true`, `|| :` or `; exit 0` after the
  step (the same shapes retain.sleep.fix_steps reads on a passing command line);
- **the step told to skip**: the edit adds an option that skips or tolerates failure
  (`-skip parse-date-1.3`, `--allow-failure`, `-DskipTests`), or a test framework's skip
  or expected-failure marker (`it.skip(`, `@pytest.mark.xfail`, `DISABLED_`, `#[ignore]`);
- **the bar moved past the measure**: the edit changes one number and nothing else, the
  failure's telling line prints that number beside the one measured, and the new value
  lies past the measured one (`--min-msi=80` -> `--min-msi=70` for "should be 80%, but
  actual is 73%"): the check now accepts what it refused. Writing in a value the error
  printed (a version constraint set to the locked `5.31`) is what the tool found, a fix.

The run after such an edit passes because the check no longer looks: no fix to teach.
"""

from __future__ import annotations

import re

from retain.sleep import fix_lexicon as lex
from retain.sleep.fix_calls import Call
from retain.sleep.fix_steps import BYPASS, ignores_exit

# A test marked skipped, pending or expected to fail (`xit`, `@pytest.mark.skip`, `t.Skip(`,
# `#[ignore]`, `@Disabled`, `error.SkipZigTest`, `mark.xfail`, GoogleTest's `DISABLED_`):
# the run passes because the failing test no longer runs or no longer counts.
SKIP_MARK = re.compile(
    r"\b(?:xit|xdescribe|xtest|xcontext)\b|\.skip\(|\bskip\(|mark\.skip|\bt\.Skip|"
    r"#\[ignore\]|@(?:Disabled|Ignore)\b|SkipZigTest|\bpending\b|@unittest\.skip|"
    r"mark\.xfail|\bDISABLED_"
)
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_OPTION = re.compile(r"(?<![\w-])--?[A-Za-z][\w.-]*")


def silences(edit: Call, output: str) -> bool:
    """The edit hides the failure `output` shows instead of removing it (see above)."""
    if not edit.is_edit:
        return False
    if ignores_exit(edit.old, edit.new) or adds_skip_mark(edit):
        return True
    added = set(_OPTION.findall(edit.new)) - set(_OPTION.findall(edit.old))
    if any(BYPASS.match(o) for o in added):
        return True
    return _bar_moved(edit, lex.decisive_line(output))


def adds_skip_mark(edit: Call) -> bool:
    """The edit marks a test skipped or expected to fail where no mark was (SKIP_MARK)."""
    return bool(SKIP_MARK.search(edit.new)) and not SKIP_MARK.search(edit.old)


def _bar_moved(edit: Call, error: str) -> bool:
    """One number changed and nothing else, from the bar the error prints to the far side
    of the value it measured."""
    if _NUMBER.sub("#", edit.old) != _NUMBER.sub("#", edit.new):
        return False
    pairs = [
        (float(a), float(b))
        for a, b in zip(_NUMBER.findall(edit.old), _NUMBER.findall(edit.new))
        if a != b
    ]
    if len(pairs) != 1:
        return False
    bar, moved = pairs[0]
    printed = [float(n) for n in _NUMBER.findall(error)]
    if bar not in printed or moved in printed:
        return False  # a value the error printed written in: what the tool found, a fix
    measured = [n for n in printed if n != bar]
    return any(moved <= m < bar or bar < m <= moved for m in measured)
