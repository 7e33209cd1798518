"""A fix that only cleared away the session's own leftover (issue 29, round 39).

`docker run -d --name mailpit ...` early in a session, then `docker compose up -d` fails on
the container name "/mailpit" already in use, and `docker rm -f mailpit` lets it pass: the
step removed what the session itself had started. The project is as it was before the
session, so nothing about it was learnt (retain.sleep.fix_reverts reads the same of a fix
undoing the session's own edit). Read from the commands: a container started by name
before the failure (`docker run` / `create`, podman's too) and removed, stopped or killed by
that name between the failure and its pass.

Pure and stdlib-only.
"""

from __future__ import annotations

from collections.abc import Sequence

from retain.sleep.commands import segments
from retain.sleep.fix_calls import Call

_ENGINES = frozenset({"docker", "podman"})
_STARTS = frozenset({"run", "create"})
_ENDS = frozenset({"rm", "stop", "kill"})


def removes_own(steps: Sequence[Call], before: Sequence[Call]) -> bool:
    """A step of `steps` removes, stops or kills a container a passing call of `before`
    started by name."""
    started = {n for c in before if c.ok is True for n in _named(c.command)}
    return bool(started) and any(
        _ended(c.command) & started for c in steps if c.ok is True and not c.is_edit
    )


def _engine(seg: Sequence[str]) -> list[str]:
    """The segment from its container engine on (`sudo docker rm x`), or []."""
    words = list(seg[1:] if seg[:1] in (["sudo"], ["doas"]) else seg)
    return words if words[:1] and words[0] in _ENGINES else []


def _action(seg: Sequence[str]) -> tuple[str, list[str]]:
    """The engine's action (`container rm` read as `rm`) and the words after it."""
    words = _engine(seg)[1:]
    if words[:1] == ["container"]:
        words = words[1:]
    return (words[0], words[1:]) if words else ("", [])


def _named(command: str) -> set[str]:
    out = set()
    for seg in segments(command):
        if (act := _action(seg))[0] in _STARTS:
            words = act[1]
            for i, w in enumerate(words):
                if w == "--name" and i + 1 < len(words):
                    out.add(words[i + 1])
                elif w.startswith("--name="):
                    out.add(w.split("=", 1)[1])
    return out


def _ended(command: str) -> set[str]:
    out: set[str] = set()
    for seg in segments(command):
        if (act := _action(seg))[0] in _ENDS:
            out |= {w for w in act[1] if not w.startswith("-")}
    return out
