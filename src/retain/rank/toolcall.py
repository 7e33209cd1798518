"""What a tool call touches, read the same way by every tool-time rule: a path relative
to the project (None outside it), and whether a command only reads. Stdlib only: the tool
hooks import it."""

from __future__ import annotations

import os

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from retain.core.candidate import Tie
    from retain.store.sqlite_tool import ToolStore

FILE_TOOLS = ("Edit", "Write", "MultiEdit", "NotebookEdit")  # the tools that write a file


def relative(path: str, cwd: str, root: str) -> str | None:
    """`path` (absolute, or relative to `cwd`) relative to the project `root`; None when
    it lies outside it."""
    if not path or "\x00" in path:
        return None
    full = path if os.path.isabs(path) else os.path.join(cwd, path)
    full = os.path.normpath(full)
    if not full.startswith(root.rstrip("/") + "/"):
        real = os.path.realpath(full)  # a symlinked checkout: compare resolved paths
        if not real.startswith(root.rstrip("/") + "/"):
            return None
        full = real
    rel = full[len(root.rstrip("/")) + 1 :]
    return rel or None


# A leading `cd DIR &&` (or `cd DIR;`): DIR as written, quoted or not.
_CD = lazy(r"\s*cd\s+(\"[^\"]*\"|'[^']*'|[^\s;&|]+)\s*(?:&&|;)\s*")


def rooted(command: str, cwd: str, root: str) -> str:
    """`command` without the leading `cd`s into the project's root (`cd /repo && make
    test`, `cd .. && make test` from a subfolder): where the project's own commands run,
    the run that follows is the one a memory prescribes, not one moved to another folder.
    A `cd` anywhere else stays (`cd gen && go mod tidy` runs elsewhere)."""
    while (m := _CD.match(command)) is not None:
        target = os.path.expanduser(m.group(1).strip("\"'"))
        if relative(os.path.join(target, "_"), cwd, root) != "_":
            break
        command = command[m.end() :]
    return command


def inside_project(cwd: str, root: str) -> Callable[[str], bool]:
    """Whether a folder a command runs in (`cd x && ...`, relative to `cwd`, `~` expanded)
    lies in the project `root`: what retain.core.toolkeys.here asks of each `cd`."""

    def inside(folder: str) -> bool:
        return relative(os.path.join(os.path.expanduser(folder), "_"), cwd, root) is not None

    return inside


# Tools that only read files and print (a Read by another name), and the subcommands of
# git that only read the history or the tree.
READERS = frozenset(
    {"grep", "egrep", "fgrep", "rg", "ag", "ack", "cat", "bat", "less", "more", "head",
     "tail", "ls", "tree", "find", "fd", "wc", "file", "stat", "du", "diff", "which",
     "echo", "pwd"}
)  # fmt: skip
GIT_READERS = frozenset(
    {"log", "show", "diff", "blame", "status", "grep", "ls-files", "shortlog", "rev-parse"}
)
# Options that make a reader write or run something (`find -delete`, `find -exec rm`).
_ACTING = frozenset({"-delete", "-exec", "-execdir", "-ok", "-fprint", "-fls"})


def reads_only(command: str, inside: Any = None) -> bool:
    """Does every simple command the call runs in the project only read (READERS, git's
    GIT_READERS), none writing through a redirection or an acting option?"""
    from retain.core import toolkeys
    from retain.core.toolcommand import split_command, ssh_remote

    if ">" in command.replace("2>&1", "").replace(">/dev/null", "").replace("> /dev/null", ""):
        return False
    runs = [words for words, _, _ in toolkeys.here(command, inside) if words]
    if not runs:
        return False
    for words in runs:
        if os.path.basename(words[0]) == "ssh":
            # ssh hands its command to the remote shell (`ssh web1 'tail -n 50 app.log'`):
            # a look on another host is still a look, when every command handed only reads
            remote = split_command(" ".join(ssh_remote(words)))
            if remote and all(_looks(w) for w in remote):
                continue
            return False
        if not _looks(words):
            return False
    return True


def _looks(words: list[str]) -> bool:
    """Does one simple command only read (READERS, git's GIT_READERS)?"""
    if not words:
        return False
    tool, rest = os.path.basename(words[0]), words[1:]
    if tool == "git":
        return next((w for w in rest if not w.startswith("-")), "") in GIT_READERS
    return tool in READERS and not _ACTING.intersection(rest)


def staged_matches(
    store: ToolStore, command: str, *, cwd: str, root: str, project_id: str | None
) -> list[Tie]:
    """The memories saying a file or folder this call stages (`git add`) is kept out of
    git (retain.core.toolstage), looked up by its paths' files and folders."""
    from retain.core import toolstage

    files: list[str] = []
    dirs: list[str] = []
    for path in toolstage.staged_paths(command, inside_project(cwd, root)):
        rel = relative(path, cwd, root)
        if rel is not None:
            f, d = toolstage.lookup(rel)
            files, dirs = files + f, dirs + d
    if not files and not dirs:
        return []
    rows = store.keyed([("file", files), ("dir", dirs)], project_id=project_id)
    return [row for row in rows if toolstage.says_uncommitted(row.memory.text, row.key)]


def changed_lookup(
    command: str, cwd: str, root: str
) -> tuple[list[str], list[str], list[str], list[str]]:
    """What the files a Bash call changes (retain.core.toollookup.changed) look up, as an edit of
    them does: (their paths' tails, their folders, their families, the tails of the ones
    whose content it rewrites). A file it removes looks up its own path only: a folder's
    or a family's rules are about what is written (on the development sets, removals
    looked up so brought three unwanted lines and no wanted one). A folder whose files it
    rewrites (`black orders/`, a glob's folder) is looked up as that folder; one it removes
    or moves, and a path outside the project, look up nothing."""
    from retain.core import toolkeys, toollookup

    files: list[str] = []
    dirs: list[str] = []
    families: list[str] = []
    rewritten: list[str] = []
    for words, at, _ in toolkeys.here(command, inside_project(cwd, root)):
        for arg, how in toollookup.changed(words):
            if "$" in arg or "://" in arg or "\x00" in arg:
                continue
            path = os.path.join(os.path.expanduser(at), arg) if at else arg
            rel = relative(os.path.expanduser(path), cwd, root)
            if rel is None:
                continue
            if "*" in rel or arg.endswith("/"):
                if how != toollookup.REWRITE:  # `rm -rf out/`: nothing written in it
                    continue
                found = toolkeys.path_key(rel.rstrip("/") + "/" if "*" not in rel else rel)
                if found is not None and found[0] == "dir":
                    dirs += toolkeys.path_lookup(found[1] + "/_")[1]
                continue
            tails, folders = toolkeys.path_lookup(rel)
            files += tails
            if how == toollookup.REMOVE:  # nothing written: its own path only, as before
                continue
            dirs += [*folders, *(d.lower() for d in folders)]
            families += toolkeys.name_families(rel)
            rewritten += tails if how == toollookup.REWRITE else []
    unique = toolkeys.unique
    return unique(files), unique(dirs), unique(families), unique(rewritten)
