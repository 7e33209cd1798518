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
  printed (a version constraint set to the locked `5.31`) is what the tool found, a fix;
- **a step taken out of the chain**: the failed command runs a chain of steps from a file
  (`make ci` its Makefile, `npm run verify` package.json, `pre-commit run` its config, a
  check script by name), and the edit of that file only takes a step out of it: a recipe
  line or a prerequisite deleted, a hook's lines deleted, a `&&` segment cut from a
  script, a line commented out. Nothing is written in its place;
- **the check narrowed**: the edit leaves the failing files out of the check, lowers its
  strictness or level, or silences a whole failing file (retain.sleep.fix_scope).

The run after such an edit passes because the check no longer looks: no fix to teach.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from retain.sleep import fix_telling as tell
from retain.sleep.fix_calls import Call
from retain.sleep.fix_hides import hidden_rerun, raises_limit
from retain.sleep.fix_programs import programs
from retain.sleep.fix_scope import narrows
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


def silences(edit: Call, output: str, command: str = "") -> bool:
    """The edit hides the failure `output` of `command` shows instead of removing it (see
    above)."""
    if not edit.is_edit:
        return hidden_rerun(edit, command, output)  # retain.sleep.fix_hides
    if ignores_exit(edit.old, edit.new) or adds_skip_mark(edit) or narrows(edit, output):
        return True
    if raises_limit(edit, output):
        return True  # a test's time limit raised (retain.sleep.fix_hides)
    if command and drops_step(edit, command):
        return True
    added = set(_OPTION.findall(edit.new)) - set(_OPTION.findall(edit.old))
    if any(BYPASS.match(o) for o in added):
        return True
    return _bar_moved(edit, tell.decisive_line(output))


# a test file by its name or its folder: `spec/system/cart_spec.rb`, `tests/test_api.py`,
# `src/cart.test.ts`, `e2e/login.cy.js`, `store_test.go`
_TEST_FILE = re.compile(
    r"(?:^|/)(?:tests?|specs?|__tests__|e2e)/\S+|(?:^|/)test_[^/\s]+\.py$|"
    r"_(?:test|spec)\.\w+$|\.(?:test|spec|cy)\.\w+$"
)


def deletes_test(call: Call) -> bool:
    """`call` deletes a test file (`git rm spec/x_spec.rb`, `rm tests/test_x.py`): the run
    after it passes because the failing test is gone."""
    return call.ok is True and any(
        p.name in ("rm", "git") and (p.name == "rm" or p.sub == "rm")
        and any(_TEST_FILE.search(t) for t in p.targets)
        for p in programs(call.command)
    )  # fmt: skip


def hid_last(at: int, calls: Sequence[Call]) -> bool:
    """Before call `at`, the session's last change (an edit, a test file deleted, or the
    failed run again with words that hide it) hid the last failure instead of fixing it
    (`silences`, `deletes_test`) and a run after it passed: what is said next is about that
    step ("green, but only because the test is skipped"), not a lesson."""
    failed = next((c for c in reversed(calls[:at]) if c.ok is False), None)
    if failed is None:
        return False
    after = calls[failed.index + 1 : at]
    hiding = [c for c in after if deletes_test(c) or silences(c, failed.output, failed.command)]
    changes = [c for c in after if c.is_edit or c in hiding]
    return (
        bool(hiding)
        and changes[-1] is hiding[-1]
        and any(c.ok is True for c in calls[hiding[-1].index : at])
    )


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


# The file a chain runner reads its steps from, by the runner's name: `make ci` runs the
# Makefile's recipe, `npm run verify` a package.json script, `pre-commit run` its hooks.
_CHAIN_FILES = (
    (frozenset({"make", "gmake"}), re.compile(r"(?:^|/)(?:GNUmakefile|[Mm]akefile|[^/]+\.mk)$")),
    (frozenset({"npm", "pnpm", "yarn", "bun", "turbo"}), re.compile(r"(?:^|/)package\.json$")),
    (frozenset({"pre-commit", "prek"}), re.compile(r"(?:^|/)\.pre-commit-config\.ya?ml$")),
    (frozenset({"lefthook"}), re.compile(r"(?:^|/)\.?lefthook\.ya?ml$")),
    (frozenset({"just"}), re.compile(r"(?:^|/)\.?[Jj]ustfile$")),
    (frozenset({"task"}), re.compile(r"(?:^|/)Taskfile\.ya?ml$")),
    (frozenset({"tox"}), re.compile(r"(?:^|/)tox\.ini$")),
)
_SCRIPT = re.compile(r"\.(?:sh|bash)$")
_TOKEN = re.compile(r"&&|\|\||[;|]|[^\s;&|]+")
_SEPARATORS = frozenset({"&&", "||", ";", "|"})
_RULE = re.compile(r"^([\w./-]+)\s*:(?!=)")  # a Makefile rule line: `ci: test depcheck`
_COMMENT = re.compile(r"^\s*(?:#|//)")


def drops_step(edit: Call, command: str) -> bool:
    """The edit takes a step out of the chain `command` runs from the edited file and
    writes nothing in its place (see above): each changed line of the file is deleted,
    commented out, or loses one `&&` segment or a Makefile prerequisite."""
    if not edit.is_edit or not _runs_from(command, edit.path):
        return False
    old = [ln for ln in edit.old.splitlines() if ln.strip()]
    new = [ln for ln in edit.new.splitlines() if ln.strip()]
    script = edit.path.endswith("package.json")  # a step there is a segment of a script line
    makefile = bool(_CHAIN_FILES[0][1].search(edit.path))
    dropped = False
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            continue
        if op == "delete" and not script and all(not _COMMENT.match(ln) for ln in old[i1:i2]):
            dropped = True
            continue
        if op != "replace" or i2 - i1 != j2 - j1:
            return False  # something written in: a change, not a step taken out
        if not all(_less_one_step(a, b, makefile) for a, b in zip(old[i1:i2], new[j1:j2])):
            return False
        dropped = True
    return dropped


def _runs_from(command: str, path: str) -> bool:
    """`command` runs the chain `path` holds: a runner of that file, or the script itself."""
    ran = {p.name.rsplit("/", 1)[-1] for p in programs(command)}
    if _SCRIPT.search(path):
        name = path.rsplit("/", 1)[-1]
        return any(w.rsplit("/", 1)[-1] == name for w in command.split())
    return any(names & ran and pattern.search(path) for names, pattern in _CHAIN_FILES)


def _less_one_step(old: str, new: str, makefile: bool) -> bool:
    """`new` is the line `old` with a step taken out: commented out, one `&&` (`||`, `;`,
    `|`) segment cut with its separator, or (`makefile`) a prerequisite of a rule dropped."""
    if _COMMENT.match(new) and not _COMMENT.match(old):
        return re.sub(r"^\s*(?:#|//)\s*", "", new).strip() == old.strip()
    a = [t.strip("\"',") for t in _TOKEN.findall(old)]
    b = [t.strip("\"',") for t in _TOKEN.findall(new)]
    ops = difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()
    cuts = [(i1, i2) for op, i1, i2, _j1, _j2 in ops if op != "equal"]
    if len(cuts) != 1 or any(op not in ("equal", "delete") for op, *_ in ops):
        return False
    i1, i2 = cuts[0]
    gone, before, after = a[i1:i2], a[i1 - 1] if i1 else ";", a[i2] if i2 < len(a) else ";"
    if gone[0] in _SEPARATORS and gone[-1] not in _SEPARATORS and after in _SEPARATORS:
        return True  # `&& publint` cut from `tsup && publint && attw`
    if gone[-1] in _SEPARATORS and gone[0] not in _SEPARATORS and before in _SEPARATORS:
        return True  # `publint &&`
    rule = makefile and _RULE.match(old.strip())
    return bool(rule) and i1 >= 1 and all(t not in _SEPARATORS and ":" not in t for t in gone)
