"""A payload's path whose real name is not UTF-8, found again.

Claude Code is a Node program: it decodes the session's directory as UTF-8 and sends the
hooks `cwd` with U+FFFD where a name holds other bytes (a Latin-1 `café`). No such
directory exists, so the hooks found no project there and showed nothing. The hook
process itself runs in the real directory (and CLAUDE_PROJECT_DIR, when set, names the
real project root), so a payload path that does not exist is taken to mean the real one
it spells modulo undecodable bytes: the same names, each U+FFFD run standing for the
bytes Node could not decode. Stdlib only, imported only when a path holds U+FFFD.
"""

from __future__ import annotations

import os
import re

_REPLACED = re.compile("\ufffd+")
MAX_LISTED = 10_000  # entries of one folder compared for a mangled name; a bigger one: none


def shown(name: str) -> str:
    """`name` as a UTF-8 decoder with replacement shows it: the bytes of a name Python
    holds with surrogate escapes (PEP 383) decoded, each run of U+FFFD made one (Node and
    Python replace an undecodable sequence with one or several)."""
    try:
        raw = os.fsencode(name)
    except (UnicodeError, ValueError):
        raw = name.encode("utf-8", "replace")
    return _REPLACED.sub("\ufffd", raw.decode("utf-8", "replace"))


def _parts(path: str) -> list[str]:
    return [p for p in os.path.normpath(path).split("/") if p]


def _anchors() -> list[str]:
    out = []
    try:
        out.append(os.getcwd())
    except OSError:  # the hook's directory was removed under it
        pass
    project = os.environ.get("CLAUDE_PROJECT_DIR")
    if project and os.path.isabs(project):
        out.append(project)
    return out


def _child(folder: str, part: str) -> str | None:
    """The one entry of `folder` shown as `part`; None for none or several."""
    want = shown(part)
    found = []
    try:
        with os.scandir(folder) as entries:
            for i, entry in enumerate(entries):
                if i >= MAX_LISTED:
                    return None
                if shown(entry.name) == want:
                    found.append(entry.name)
    except (OSError, ValueError):  # ValueError: a NUL or a lone surrogate in `folder`
        return None
    return found[0] if len(found) == 1 else None


def _walk(found: str, parts: list[str]) -> str | None:
    for part in parts:
        name = part if "\ufffd" not in part else _child(found, part)
        if name is None:
            return None
        found = os.path.join(found, name)
    return found


def mended(path: str) -> str:
    """`path`, or the existing path it names when it holds U+FFFD and does not exist: under
    the hook's working directory or CLAUDE_PROJECT_DIR (module docstring). Unchanged when
    no real path matches."""
    if "\ufffd" not in path or not os.path.isabs(path) or os.path.lexists(path):
        return path
    claimed = _parts(path)
    for anchor in _anchors():
        base = _parts(anchor)
        if len(base) > len(claimed):
            continue
        if [shown(p) for p in claimed[: len(base)]] != [shown(p) for p in base]:
            continue
        found = _walk("/" + "/".join(base), claimed[len(base) :])
        if found is not None and os.path.lexists(found):
            return found
    return path
