"""After a check failed: the memory that prescribes the same tool's fixing run.

A formatter, a linter or a snapshot suite often checks under one name and fixes under
another: `./mvnw spotless:check` and `./mvnw spotless:apply`, `sbt scalafmtCheckAll` and
`sbt scalafmtAll`, `clojure -M:cljfmt check` and `clojure -M:cljfmt fix`, `./gradlew
verifyPaparazziDebug` and `./gradlew recordPaparazziDebug`. A memory a team keeps about
it prescribes the fixing run ("Formatting is Spotless: `./mvnw spotless:apply`. CI runs
spotless:check"), so when the checking run fails, that run is what to do next
(retain.rank.tool_failed shows it). A check option (`--check`) is read there; here the
word of the call that checks (`check`, `verify`, alone or inside a task name) and the
word of the memory's run that stands where it stood, naming the same thing.

What does not count: a run of another tool, a run that checks too, a bare `check`
subcommand with nothing else of the call in the memory's run (`cargo check` failing says
nothing about a memory prescribing `cargo build`). Stdlib only (re): the tool hooks
import it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

_CHECKING = lazy(r"check|verify", re.I)
_SEPARATORS = lazy(r"[^a-z0-9]")
_PLACEHOLDER = lazy(r"\.{3}|…|<[^<>]*>|\[[^\[\]]*\]")
# The verbs a tool's fixing run has in the place of `check`.
FIXING = frozenset({"fix", "apply", "format", "fmt", "write", "record", "update", "autofix"})


def _tool(word: str) -> str:
    """A command's tool by its name (`./mvnw` is `mvnw`, `./gradlew` is `gradlew`)."""
    return word.rsplit("/", 1)[-1]


def _stem(word: str) -> str:
    """What a checking word checks: the word without its `check`/`verify` part, lower
    case, separators dropped (`scalafmtCheckAll` -> `scalafmtall`, `:core:ui:
    verifyPaparazziDebug` -> `paparazzidebug`, `spotless:check` -> `spotless`; `check`
    alone -> '')."""
    parts = word.split(":")
    for i, part in enumerate(parts):
        if _CHECKING.search(part):
            stem = _SEPARATORS.sub("", _CHECKING.sub("", part).lower())
            if not stem and not word.startswith(":"):
                # a plugin's goal (`spotless:check`): the plugin; not a Gradle project
                # path (`:shared:check`: every task of that project is under it)
                stem = next((_SEPARATORS.sub("", p.lower()) for p in parts[:i][::-1] if p), "")
            return stem
    return ""


def fixing_run(call: list[str], run: list[str]) -> bool:
    """Is `run` (a memory's prescribed command, as words) the fixing run of the checking
    run `call` (the failed command, as words): the same tool, the call's checking word
    replaced by one naming the same thing without checking, the rest of the call kept?"""
    if len(call) < 2 or len(run) < 2 or _tool(call[0]) != _tool(run[0]):
        return False
    checking = [w for w in call[1:] if _CHECKING.search(w) and not w.startswith("-")]
    if len(checking) != 1 or any(_CHECKING.search(w) for w in run[1:]):
        return False
    word = checking[0]
    rest = [w for w in call[1:] if w != word]
    new = [w for w in run[1:] if w not in call and _PLACEHOLDER.fullmatch(w) is None]
    if not new:
        return False
    stem = _stem(word)
    if not stem:
        # a bare `check` subcommand: the words naming what is checked come along, and
        # it stands where a fixing verb stands (`cljfmt check` -> `cljfmt fix`)
        return (
            bool(rest)
            and all(w in run for w in rest)
            and word.lower().endswith("check")
            and any(w.lower() in FIXING for w in new)
        )
    return any(stem in _SEPARATORS.sub("", w.lower()) for w in new)


def checks_of(command: str) -> list[list[str]]:
    """The simple commands of a failed call that run a check (a `check`/`verify` word
    that is no option)."""
    from retain.core.toolcommand import split_command

    return [
        s
        for s in split_command(command)
        if len(s) > 1 and any(_CHECKING.search(w) and not w.startswith("-") for w in s[1:])
    ]


_SPAN = lazy(r"`([^`\n]{1,300})`")


def prescribes_fix(text: str, command: str) -> bool:
    """Does a memory prescribe, in backticks, the fixing run of a check this failed
    call ran (fixing_run)?"""
    from retain.core import toolspans
    from retain.core.toolcommand import split_command

    checks = checks_of(command)
    if not checks:
        return False
    for m in _SPAN.finditer(text):
        if toolspans.span_sign(text, m.start(), m.end()) != "+":
            continue
        for run in split_command(m.group(1))[:1]:
            if any(fixing_run(c, run) for c in checks):
                return True
    return False
