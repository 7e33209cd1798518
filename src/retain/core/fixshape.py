"""The failure a learned fix is about: "`cmd` failed [building `x`] with `error` — fixed by
...", the shape the sleep pass writes (retain.sleep.fixes.Fix.text).

Such a memory is a lesson about one failure. Two of them about different failures never
restate one another, however alike their fixes read: "`bazel build //...` failed with
`Auto-Configuration Error: Cannot find gcc` — fixed by running `sudo apt-get install -y
build-essential`" and "`cmake -B build` failed with `No package 'libpng' found` — fixed by
running `sudo apt-get install -y libpng-dev`" share a clause that differs in one value,
and the gate read the second as replacing the first (round 22: a store of learned fixes
lost whole chains of them). The failures are compared by their error's words with what
varies between occurrences taken out (retain.core.signature.normalise).
"""

from __future__ import annotations

import re

from retain.core.signature import normalise

_OPEN, _CLOSE = "[`\u201c]", "[`\u201d]"
_FIX = re.compile(
    rf"^{_OPEN}(?P<command>[^\n]+?){_CLOSE} failed(?: building {_OPEN}[^\n]+?{_CLOSE})?"
    rf" with {_OPEN}(?P<error>[^\n]+?){_CLOSE} \u2014 fixed by "
)


def failure_of(text: str) -> tuple[str, ...] | None:
    """The words of the error a learned fix is about, or None for any other text."""
    m = _FIX.match(text.strip())
    return tuple(normalise(m.group("error"))) if m else None


def other_failures(text: str, belief: str) -> bool:
    """Both are learned fixes, of errors that are not the same."""
    mine = failure_of(text)
    theirs = failure_of(belief) if mine is not None else None
    return mine is not None and theirs is not None and mine != theirs
