"""Regexes compiled on their first use instead of at import.

A tool hook is a whole process per tool call, and most calls are silent: a Bash `ls -la`
never reaches the content rules, an Edit never reaches the failure path. Compiling every
module-level pattern of the modules such a call imports cost more than half of the hook's
own work (~80 patterns, ~17 ms on this machine, issue 29). `lazy(source, flags)` stands
where `re.compile(source, flags)` stood: the pattern is compiled when one of its methods
or attributes is first read, and from then on the compiled pattern's bound methods are
read straight from the instance, so a pattern used in a loop pays nothing more.

It is typed as `re.Pattern[str]` because it answers everything a compiled pattern does
(search, match, fullmatch, finditer, findall, sub, subn, split, flags, groups,
groupindex, pattern), except two things: `isinstance(x, re.Pattern)` is False, and the
module-level functions (`re.sub(x, ...)`) do not take it; call its methods instead.
`compiled()` forces it (tests/test_lazyre.py compiles every lazy pattern of the hook
modules, so a broken one still fails a test, not a user's tool call). The compile itself
reads the program an earlier process kept (retain.regexcache): the patterns a call that a
memory answers needs cost ~15 ms to compile from their source, and one C call each from
the kept program.
"""

from __future__ import annotations

import re

from retain import regexcache

# what the first read copies from the compiled pattern onto the instance
_DELEGATED = (
    "search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split",
    "scanner", "flags", "groups", "groupindex",
)  # fmt: skip


class LazyPattern:
    """A regex source and flags, compiled when first used (see the module's doc)."""

    def __init__(self, source: str, flags: int = 0) -> None:
        self.pattern = source  # read without compiling: patterns built from patterns
        self._flags = flags

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet)."""
        found = self.__dict__.get("_compiled")
        if found is None:  # two threads may both compile it: the same pattern, harmlessly
            found = regexcache.compile(self.pattern, self._flags)  # re.compile's pattern
            for name in _DELEGATED:
                self.__dict__[name] = getattr(found, name)
            self._compiled = found
        return found

    def __getattr__(self, name: str) -> object:
        # only reached for a name not on the instance yet: the first use of a method
        if name.startswith("__") or name not in _DELEGATED:
            raise AttributeError(name)
        return getattr(self.compiled(), name)

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r}, {self._flags!r})"


def lazy(source: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(source, flags)`, compiled on first use."""
    return LazyPattern(source, flags)  # type: ignore[return-value]  # duck-typed, see above


def compile_all(namespace: dict[str, object]) -> int:
    """Compile every lazy pattern among a module's globals now; how many there were."""
    found = [v for v in namespace.values() if isinstance(v, LazyPattern)]
    for value in found:
        value.compiled()
    return len(found)
