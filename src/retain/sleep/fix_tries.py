"""Tries that did not help, for retain.sleep.fixes and retain.sleep.fix_reverts.

Pure and stdlib-only. An agent rarely fixes a failure at once: it tries things, and the
failure keeps printing. Two kinds of try mislead the failure -> fix reading:

- **a try undone**: an edit made while the failure was already printing (a `sleep` in an
  entrypoint, a PATH line, a setting in the wrong file), put back as it was later. The
  edit putting it back is no part of the fix that follows (the project is back where it
  failed), and it does not make that fix "taken back" either: the session undid its own
  try, not the fix. An edit the session made before the failure first printed is another
  matter: undoing that one may be all that fixed it (retain.sleep.fix_reverts).
- **a try that changed the error**: the same command failed otherwise after it (so it
  looked "got past" the first error), then the first error came back (the try undone, or
  not the cause). What came between the first error and the second fixed nothing: the
  change that made the command pass is the one after the first error came back.
- **a look at the version**: `mvn -v`, `node --version`, `golangci-lint version` while the
  build fails: the program answered, but the failed command did not run. It closes nothing.
- **a louder rerun**: the failed command again with `-vvv` or `--verbose` only, printing the
  same failure among more lines. The failure stays the plain run's: its telling line is
  not lost among the log, and the memory does not quote the try's command line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol, TypeVar

from retain.sleep import fix_lexicon as lex
from retain.sleep import fix_telling as tell
from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import Program, programs
from retain.sleep.fix_reprint import same_failure


class _Held(Protocol):
    @property
    def output(self) -> str: ...


H = TypeVar("H", bound=_Held)


def undoes_try(edit: Call, calls: Sequence[Call], failed: Call) -> bool:
    """`edit` puts back an edit of the session made after a run had already failed as
    `failed` did (a try while failing, undone)."""
    if not edit.is_edit:
        return False
    for earlier in calls[: edit.index]:
        if earlier.is_edit and _puts_back(edit, earlier):
            first = calls[: earlier.index]
            return any(
                c.ok is False and not c.is_edit and _same(failed.output, c.output) for c in first
            )
    return False


def _same(first: str, then: str) -> bool:
    """The same failure: printed again (retain.sleep.fix_reprint), or its telling line the
    same though the test or frame around it changed (another test hit the same lock)."""
    line = tell.decisive_line(first)
    return same_failure(first, then) or bool(line) and line == tell.decisive_line(then)


def _puts_back(edit: Call, earlier: Call) -> bool:
    return (
        edit.path == earlier.path
        and edit.new.strip() == earlier.old.strip()
        and edit.old.strip() == earlier.new.strip()
    )


def back_to_first(held: list[H], failed: Call) -> bool:
    """`failed` prints again the error one of the `held` failures got past: that one and
    those after it were no fix (the try that changed the error is gone or did not matter).
    They are taken out of `held`; True when any was."""
    at = next((i for i, f in enumerate(held) if _same(f.output, failed.output)), None)
    if at is None:
        return False
    del held[at:]
    return True


_VERSION_WORDS = frozenset({"-v", "-V", "--version", "-version", "version"})
_VERSION = re.compile(r"\b\d+\.\d+\b")  # "Apache Maven 3.9.9", "v20.11.1", "go1.23.4"
_BANNER_LINES = 12  # a version banner is short; a verbose run (`pytest -v`) is not


def version_only(call: Call, p: Program) -> bool:
    """`call` only printed `p`'s version: one version word and nothing else (`mvn -v`,
    `golangci-lint version`), its output short with a version number on its first line.
    `-v` is "verbose" to some tools (`pytest -v` runs every test): the output tells."""
    if len(p.words) != 2 or p.words[1] not in _VERSION_WORDS or len(programs(call.command)) > 1:
        return False  # `pip install -U x && x --version`: the step's check stays as it was
    lines = [line for line in call.output.splitlines() if line.strip()]
    return 0 < len(lines) <= _BANNER_LINES and bool(_VERSION.search(lines[0]))


def louder(first: Call, then: Call) -> bool:
    """`then` is `first`'s command with only options that change how it reports added
    (`poetry install -vvv`, `go build -v ./...`)."""
    was, now = set(first.command.split()), set(then.command.split())
    return bool(now - was) and now - was <= lex.COSMETIC and not was - now


F = TypeVar("F", bound=tuple[Call, Program])


def plainer(held: F | None, then: F) -> F:
    """Which printing of one failure to hold: `held`, when `then` is only its louder rerun
    and its log put another line first (`Loading configuration file ...`); `then` otherwise
    (the failure as last printed: retain.sleep.fix_reprint)."""
    if held is None or not louder(held[0], then[0]):
        return then
    return then if same_failure(then[0].output, held[0].output) else held
