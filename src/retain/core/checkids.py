"""A check's id as a linter or test runner prints it at the end of a finding, and a memory
naming it: `(force_unwrapping)`, `[cppcoreguidelines-owning-memory]`, `•
use_build_context_synchronously`, `@nx/enforce-module-boundaries`. The id names one rule
wherever it is printed, as an error code does (retain.core.signature.error_codes), and a
memory naming it ("SwiftLint has force_unwrapping as an error", "clang-tidy's
cppcoreguidelines-owning-memory is on") is about that finding, however else it words it.

Only an id of the shapes rule ids take counts, lower case: words joined by underscores
(`avoid_print`), three or more words joined by hyphens (`check-model-has-tests`; a
two-word `ansible-lint` is as often a tool), or a plugin's `@scope/rule`; and a
CamelCase id in brackets, as Android lint prints it (`[MissingTranslation]`). Stdlib only
(re): the failure hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

_AT_END = lazy(
    r"[(\[•]?\s*(?<![\w@/-])(@[a-z][\w-]*/[a-z][\w-]*|[a-z][a-z0-9]*(?:_[a-z0-9]+)+"
    r"|[a-z][a-z0-9]*(?:-[a-z0-9]+){2,})[)\]]?\s*$"
    r"|\[([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)\]\s*$"
)
MAX_LINES = 200  # of a failure's output read for ids: a finding prints its id on its line
MAX_OUTPUT_CHARS = 20_000  # of the output's end read, as retain.core.signature reads errors
TAIL_CHARS = 120  # of each line read: the id ends it (and a minified line costs no more)


def check_ids(output: str) -> frozenset[str]:
    """The rule ids that end a line of this output (a finding's id, as linters print it)."""
    lines = output[-MAX_OUTPUT_CHARS:].splitlines()[-MAX_LINES:]
    tails = [ln.rstrip()[-TAIL_CHARS:] for ln in lines]
    return frozenset(m.group(1) or m.group(2) for ln in tails if (m := _AT_END.search(ln)))


def names_check(memory: str, ids: frozenset[str]) -> bool:
    """Does a memory name one of these ids, as a word of its own?"""
    return any(re.search(rf"(?<![\w/@-]){re.escape(i)}(?![\w/-])", memory) is not None for i in ids)
