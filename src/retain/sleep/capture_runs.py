"""Failures in a session's tool runs, for transcript capture: a run that failed (a tool
error, a crash in the output of a command that exited 0, an error the user pasted), the
first edit after it, and the run that passed after it, which closes the window in which
the agent's account of the failure is read (retain.sleep.failures).

Pure and stdlib-only; the command words are in `retain/lexicon/shape.json`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from retain import lexicon
from retain.sleep.transcript import Turn

_FILE = "shape"  # retain/lexicon/shape.json

CAUSE_WINDOW = 40  # turns after a failure in which the agent may still be explaining it
EDIT_TOOLS = frozenset({"Edit", "Write", "MultiEdit", "NotebookEdit"})
RUN_TOOLS = frozenset({"Bash", "BashOutput"})


@dataclass(frozen=True)
class Window:
    """A failure (`start`) up to the run that passed after an edit (`fixed`), or its end."""

    start: int
    end: int
    fixed: int | None  # position of the passing run, if there was one
    edit: int | None  # position of the first edit after the failure
    # the run that passed is the failed command again, with nothing done or said between
    # but looking: a flaky rerun, which fixed nothing
    unchanged: bool = False


def failure_windows(turns: Sequence[Turn]) -> list[Window]:
    out: list[Window] = []
    pos = 0
    while pos < len(turns):
        t = turns[pos]
        if not (t.is_error or t.pasted_error):
            pos += 1
            continue
        start, edit, fixed = pos, None, None
        failing = [_command_head(a) for a in t.actions] if t.is_tool_result else []
        end = min(len(turns), start + CAUSE_WINDOW)
        for j in range(start + 1, end):
            u = turns[j]
            if u.role == "assistant" and edit is None and set(u.tool_names) & EDIT_TOOLS:
                edit = j
            if u.is_tool_result and u.is_error:
                failing += [_command_head(a) for a in u.actions]
            elif u.is_tool_result and set(u.tool_names) & RUN_TOOLS:
                # the failing command (or one like it) ran again and passed; a pasted
                # error, or a failure only read in a log viewer (`gh run view`, `kubectl
                # logs`), has no command to rerun: any real run after an edit will do
                heads = {_command_head(a) for a in u.actions if not _inline_script(a)}
                if not heads:
                    continue  # a probe (`python -c`, `node -e`) looks; it reruns nothing
                rerun = bool(heads & set(failing)) or (
                    edit is not None and _checks(heads) and _checks(failing)
                )
                viewed = all(_inspects(h) for h in failing)
                if rerun or (viewed and edit is not None and not all(map(_inspects, heads))):
                    fixed, end = j, j + 1
                    break
        unchanged = fixed is not None and edit is None and _unchanged(turns, start, fixed)
        out.append(Window(start, end, fixed, edit, unchanged))
        pos = end
    return out


def _unchanged(turns: Sequence[Turn], start: int, fixed: int) -> bool:
    """The passing run repeats the failed command word for word, and between them the user
    said nothing and every other command only looked (or failed the same way)."""
    failed = set(turns[start].actions)
    if not failed or not set(turns[fixed].actions) <= failed:
        return False
    for t in turns[start + 1 : fixed]:
        if t.role == "user" and not t.is_tool_result and t.text.strip():
            return False  # the user may have done or said what changed it
        looked = all(_inspects(_command_head(a)) for a in t.actions if a not in failed)
        if t.is_tool_result and not t.is_error and not looked:
            return False  # something ran that changes things
    return True


# Commands that only read (a log, a file, a run's output): rerunning one proves nothing.
_INSPECT_HEADS = lexicon.words(_FILE, "inspect_heads")


_INSPECT_PAIRS = lexicon.words(_FILE, "inspect_pairs")


def _inspects(head: str) -> bool:
    words = head.split()
    return not words or words[0] in _INSPECT_HEADS or " ".join(words[:2]) in _INSPECT_PAIRS


_PREFIX = re.compile(r"^(?:cd \S+ && |(?:[A-Z_][A-Z0-9_]*=\S+ )+|for .*?; do |sudo )+")


# Runners that only prefix the real command: `uv run pytest` is not `uv run python`.
_WRAPPERS = lexicon.words(_FILE, "wrappers")


_INLINE_SCRIPT = re.compile(
    r"(?:^|[\s;&|(])(?:python[\d.]*|node|ruby|perl|php|bun|deno)\s+(?:eval\b|-[ceEr]\b)"
)


_CHECK_WORD = re.compile(lexicon.pattern(_FILE, "check_word"))


def _checks(heads: Iterable[str]) -> bool:
    """Every one of these commands tests or builds: `npm test` failed, `npx vitest run`
    passed after the edit, and that is the same check run another way."""
    items = list(heads)
    return bool(items) and all(_CHECK_WORD.search(h) for h in items)


def _inline_script(action: str) -> bool:
    """`python -c "..."`, `node -e "..."`: a probe written for the moment, not a run."""
    return bool(_INLINE_SCRIPT.search(action))


def _command_head(action: str) -> str:
    """What a command runs, without `cd x &&`, env assignments or a loop around it:
    `cargo test`, `./vendor/bin/pest`, `dbt build`, `uv run pytest`."""
    words = _PREFIX.sub("", action.strip()).split()
    head = [w for w in words if not w.startswith("-")][:3]
    return " ".join(head if " ".join(head[:2]) in _WRAPPERS else head[:2])


def error_line_before(turns: Sequence[Turn], pos: int) -> str:
    for t in reversed(turns[: pos + 1]):
        if t.error_line:
            return t.error_line
    return ""
