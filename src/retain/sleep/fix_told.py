"""The fix the agent names: a step retain.sleep.fix_remedies does not know, told in words.

Stdlib-only but for the sentence lexicons (hedges). A failure F, then a command C that ran
and passed, then F again, unchanged, passing: by the rules of retain.sleep.fixes the rerun
is flaky unless C is a known step (an install, a setup step). When the agent's words after
the pass name C in backticks ("`sudo a2enmod proxy proxy_http` fixed it, the test says
Syntax OK"), without a hedge ("might", "probably", "I think"), C is what the agent did for
F and says so once it passed: C is the fix. A command said but never run, or run but not
between F and the pass, names no fix; nor does a look (`cat`, `git status`), F's own
program run again, a step taken after F failed again (it answered that error), or a step
beside an edit (the edit may be the fix: its lesson is the agent's account to tell).
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence

from retain.sleep import fix_lexicon as lex
from retain.sleep.capture_shape import hedged
from retain.sleep.commands import segments
from retain.sleep.fix_calls import Call, Words
from retain.sleep.fix_programs import Program, programs
from retain.sleep.fix_remedies import BACKTICKED
from retain.sleep.sentences import split_sentences

MIN_WORDS = 2  # a command with what it acts on: a bare program name is no step said


def told_step(
    failed: Program, between: Sequence[Call], passed: Call, words: Sequence[Words], end: int
) -> str:
    """The command run and passed between F and its pass `passed` (a line of its own, or a
    step `&&` joined before the pass) that the agent's unhedged words after the pass (before
    call `end`) name in backticks, whole or shortened ("`find . -name '*.pyc' -delete`" for
    `find . -name '*.pyc' -not -path './.nox/*' -delete`); '' when none."""
    if passed.ok is not True or any(
        c.ok is False and any(p.name == failed.name for p in programs(c.command)) for c in between
    ):
        return ""  # F failed again since (or has not passed yet): the step is another error's
    if any(c.is_edit for c in between):
        return ""  # a file changed too: the edit's lesson is the agent's account to tell
    ran = [
        (seg, raw)
        for c in between
        if c.ok is True and c.index != passed.index  # the pass's own steps: read as written
        for seg, raw in _steps(c.command)
    ]
    ran += _before(passed.command, failed)
    runs = [(seg, raw) for seg, raw in ran if len(seg) >= MIN_WORDS and _a_step(seg, failed)]
    if not runs:
        return ""
    for at, text in words:
        if not passed.index < at <= end:
            continue
        for sentence in split_sentences(text) or [text]:
            if hedged(sentence):
                continue
            for quoted in BACKTICKED.findall(sentence):
                named = segments(quoted)
                if len(named) != 1 or len(named[0]) < MIN_WORDS:
                    continue
                for run, raw in runs:
                    if run[0] == named[0][0] and set(named[0]) <= set(run):
                        return raw
    return ""


def _steps(command: str) -> list[tuple[list[str], str]]:
    """Each `&&`-joined step of a line: its words, and its text as written (`eval $(opam
    env)` stays so); the whole line as one step when it is not only `&&`-joined steps."""
    words = segments(command)
    raw = [r.strip() for r in command.split("&&")]
    if len(raw) != len(words):
        return [(w, command.strip()) for w in words[:1]] if len(words) == 1 else []
    return list(zip(words, raw))


def _before(command: str, failed: Program) -> list[tuple[list[str], str]]:
    """The steps of the passing line before the one running F's program again."""
    out: list[tuple[list[str], str]] = []
    for seg, raw in _steps(command):
        if any(p.name == failed.name for p in programs(shlex.join(seg))):
            return out
        out.append((seg, raw))
    return []  # F's program is not in it as a step of its own: nothing ran before it


def _a_step(seg: list[str], failed: Program) -> bool:
    """A run that may change something: not a look, nor F's own program again. `find` is a
    look unless it deletes (`-delete`, `-exec rm`)."""
    if seg[0] == "find":
        run = seg[seg.index("-exec") + 1 :] if "-exec" in seg else []
        return "-delete" in seg or run[:1] == ["rm"]
    ran = programs(shlex.join(seg))
    return bool(ran) and all(p.name not in lex.INSPECT and p.name != failed.name for p in ran)
