"""Which branch a checkout is on, read straight from `.git`: the hook-cheap half of
branch-scoped memory.

A memory confined to a branch (retain.memory.branch_scope decides which) is a live
belief on that branch and on the branches made from it, and on no other. What a read
needs is therefore `visible_branches(directory)`: the checked-out branch and the chain of
branches it was created from, as git's reflog records it ("branch: Created from X" in
`logs/refs/heads/<name>`; "Created from HEAD" is resolved through `logs/HEAD`'s
"checkout: moving from X to <name>"). On the default branch, detached, or outside git,
it is `()`: only memories confined to no branch are visible, which is the safe answer
(an unmerged decision is never served as the team's belief).

The default branch is `refs/remotes/origin/HEAD`'s target when a clone recorded it,
else `init.defaultBranch` from the repository's config, else `main` or `master`
(whichever exists), else unknown: then no branch is treated as a feature branch and
nothing is confined (a repository whose only branch is `trunk` is not one branch of
many).

Stdlib only and `os` only, no subprocess: SessionStart and the prompt hook call it.
Never raises.
"""

from __future__ import annotations

import os

from retain.scope import git_dirs, parse_git_config
from retain.scope import read_git_file as _read_text

MAX_LINEAGE = 8  # branches followed back through "Created from": deeper chains are rare
MAX_REFLOG_BYTES = 256 << 10  # the tail of logs/HEAD read to resolve "Created from HEAD"
MAX_PACKED_REFS_BYTES = 8 << 20  # a packed-refs past 8 MiB is not read on the hook path
_FALLBACK_DEFAULTS = ("main", "master")  # the names git hosts create, newest first


def current_branch(directory: str) -> str | None:
    """The checked-out branch's short name, None when detached or not a checkout."""
    dirs = git_dirs(directory)
    return None if dirs is None else _current(dirs)


def _current(dirs: tuple[str, str]) -> str | None:
    head = (_read_text(os.path.join(dirs[0], "HEAD"), 4096) or "").strip()
    if head.startswith("ref:"):
        ref = head[4:].strip()
        return ref[len("refs/heads/") :] if ref.startswith("refs/heads/") else None
    return None


def default_branch(directory: str) -> str | None:
    """The project's default branch (see the module docstring); None outside git or
    when it cannot be told."""
    dirs = git_dirs(directory)
    return None if dirs is None else _default(dirs)


def _default(dirs: tuple[str, str]) -> str | None:
    common = dirs[1]
    origin = (_read_text(os.path.join(common, "refs/remotes/origin/HEAD"), 4096) or "").strip()
    if origin.startswith("ref: refs/remotes/origin/"):
        return origin[len("ref: refs/remotes/origin/") :]
    config = _read_text(os.path.join(common, "config"), 1 << 20) or ""
    for section, _sub, key, value in parse_git_config(config):
        if section == "init" and key == "defaultbranch" and value:
            return value
    for name in _FALLBACK_DEFAULTS:
        if _head(dirs, name) is not None:
            return name
    return None


def head_commit(directory: str, branch: str) -> str | None:
    """The commit `refs/heads/<branch>` points at (loose ref, else packed-refs)."""
    dirs = git_dirs(directory)
    return None if dirs is None else _head(dirs, branch)


def _head(dirs: tuple[str, str], branch: str) -> str | None:
    if not branch or ".." in branch:
        return None
    loose = (_read_text(os.path.join(dirs[1], "refs", "heads", branch), 4096) or "").strip()
    if len(loose) >= 40:
        return loose[:40]
    packed = _read_text(os.path.join(dirs[1], "packed-refs"), MAX_PACKED_REFS_BYTES) or ""
    wanted = "refs/heads/" + branch
    for line in packed.splitlines():
        parts = line.split(" ", 1)
        if len(parts) == 2 and parts[1].strip() == wanted and len(parts[0]) >= 40:
            return parts[0][:40]
    return None


def created_from(directory: str, branch: str) -> str | None:
    """The branch `branch` was created from, by its reflog; None when unknown."""
    dirs = git_dirs(directory)
    return None if dirs is None else _created_from(dirs, branch)


def _created_from(dirs: tuple[str, str], branch: str) -> str | None:
    if ".." in branch:
        return None
    log = _read_text(os.path.join(dirs[1], "logs", "refs", "heads", branch), 4096) or ""
    first = log.splitlines()[0] if log else ""
    _, _, message = first.partition("\t")
    if not message.startswith("branch: Created from "):
        return None
    source = message[len("branch: Created from ") :].strip()
    source = source.removeprefix("refs/heads/")
    if source == "HEAD":
        return _checked_out_before(dirs[0], branch)
    source = source.removeprefix("refs/remotes/").removeprefix("origin/")
    if not source or source.startswith("refs/") or _looks_like_commit(source):
        return None
    return source


def checkout_key(directory: str) -> str | None:
    """A short opaque name for this repository on this machine (a hash of the host and
    its common git dir): on a team store, only the clone a branch lived in may judge it
    deleted or abandoned; a teammate's clone simply never had it."""
    dirs = git_dirs(directory)
    if dirs is None:
        return None
    import hashlib
    import socket

    key = f"{socket.gethostname()}\0{dirs[1]}".encode("utf-8", "surrogateescape")  # any name
    return hashlib.sha1(key).hexdigest()[:16]


def visible_branches(directory: str | None) -> tuple[str, ...]:
    """The branches whose confined memories are live here: the current branch and those
    it was made from; () on the default branch, detached, or outside git."""
    if not directory:
        return ()
    try:
        dirs = git_dirs(os.fspath(directory))
        branch = _current(dirs) if dirs is not None else None
        if dirs is None or branch is None:
            return ()
        default = _default(dirs)
        if default is None or branch == default:
            return ()
        chain = [branch]
        while len(chain) < MAX_LINEAGE:
            parent = _created_from(dirs, chain[-1])
            if parent is None or parent == default or parent in chain:
                break
            chain.append(parent)
        return tuple(chain)
    except (OSError, ValueError, TypeError, IndexError):
        return ()


def _checked_out_before(git_dir: str, branch: str) -> str | None:
    """For "Created from HEAD": the branch left by the checkout that made `branch`."""
    path = os.path.join(git_dir, "logs", "HEAD")
    from retain.files import open_regular

    try:  # a FIFO or /dev/zero here: unreadable, never waited on or drained
        with open_regular(path) as handle:
            handle.seek(0, os.SEEK_END)
            size = handle.tell()
            handle.seek(max(0, size - MAX_REFLOG_BYTES))
            text = handle.read(MAX_REFLOG_BYTES).decode("utf-8", "replace")
    except OSError:
        return None
    suffix = f" to {branch}"
    for line in reversed(text.splitlines()):
        _, _, message = line.partition("\t")
        if message.startswith("checkout: moving from ") and message.endswith(suffix):
            source = message[len("checkout: moving from ") : -len(suffix)].strip()
            return None if _looks_like_commit(source) else source
    return None


def _looks_like_commit(name: str) -> bool:
    return len(name) >= 7 and all(c in "0123456789abcdef" for c in name)
