"""Tool-time keys, the call's side: what a Bash call or an edit looks up.

retain.core.toolkeys reads a memory's keys when it is written; this module gives the
keys a tool call looks them up by: the simple commands a Bash call runs in the project
(`here`) and their keys and path arguments (`command_lookup`), the tails and folders of
an edited file's path (`path_lookup`), and the families and roles its name gives it
(`name_families`). Both sides share one parser (retain.core.toolcommand.command_words).

Stdlib only (re and shlex): the hook imports it.
"""

from __future__ import annotations

import os

from retain.core.toolcommand import MAX_KEY_CHARS, _key_from, command_words, split_command
from retain.core.toolglobs import glob_lookup
from retain.core.toolqualified import stems
from retain.core.toolroles import path_roles

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator


def here(
    command: str, inside: Callable[[str], bool] | None = None
) -> Iterator[tuple[list[str], str, list[str]]]:
    """(tool's words: tool and the words after it; the folder it runs in, relative to
    the project unless absolute; the segment's tokens) of each simple command of a Bash
    call that runs in the project. `inside`: whether an absolute (or `~`) folder is in
    the project; after a `cd` out of it the commands run in another checkout, and are
    left out (without it, such a `cd` returns to the project's root)."""
    cwd = ""
    away = False
    for seg in split_command(command):
        parsed = command_words(seg)
        if parsed is None:
            if not away:
                yield [], cwd, seg
            continue
        tool, rest = parsed
        if tool == "cd":
            target = rest[0] if rest else ""
            if target.startswith(("/", "~")) and inside is not None:
                away = not inside(target)
                cwd = os.path.expanduser(target) if not away else ""
            elif not away:
                cwd = "" if target.startswith(("/", "~")) or not target else _join(cwd, target)
            continue
        if not away:
            yield [tool, *rest], cwd, seg


def command_lookup(
    command: str, inside: Callable[[str], bool] | None = None
) -> tuple[list[str], list[str]]:
    """What a Bash call looks up: (command keys, every prefix of each simple command's
    key; path-like arguments, with `cd DIR` prefixes applied), of the commands it runs
    in the project (`here`)."""
    keys: list[str] = []
    bare: list[str] = []
    paths: list[str] = []
    for words, cwd, _ in here(command, inside):
        if not words:
            continue
        tool, rest = words[0], words[1:]
        key = _key_from(tool, rest)
        # Only the call's full key (tool and subcommands) is looked up, and only with a
        # subcommand: a memory about `docker compose restart` says nothing about
        # `docker compose up`. A bare tool is looked up too, after: only a rule about
        # every run of a tool (flag_rules) is keyed so, and it compares its option.
        if key and " " in key and key not in keys:
            keys.append(key)
        if tool not in bare:
            bare.append(tool)
        for arg in rest:
            if "=" in arg and arg.startswith("-"):
                arg = arg.split("=", 1)[1]
            if arg.startswith("-") or not _looks_like_path(arg):
                continue
            if arg.startswith("/"):
                paths.append(arg)
            else:
                paths.append(os.path.join(cwd, arg) if cwd.startswith("/") else _join(cwd, arg))
    return keys + bare, paths


def _looks_like_path(arg: str) -> bool:
    from retain.core.toolkeys import path_key  # the memory side's reader (imports this one)

    if len(arg) > MAX_KEY_CHARS or "://" in arg or "$" in arg:
        return False
    return "/" in arg or path_key(arg) is not None


def _join(base: str, rel: str) -> str:
    parts = [p for p in f"{base}/{rel}".split("/") if p and p != "."]
    out: list[str] = []
    for p in parts:
        if p == "..":
            if out:
                out.pop()
            else:
                return "../" + rel  # above where it started: outside what we can tell
        else:
            out.append(p)
    return "/".join(out)


def path_lookup(rel: str) -> tuple[list[str], list[str]]:
    """What an edit of project-relative `rel` looks up: (file keys: its tails; dir keys:
    its folder's tails, and each further ancestor's tails of two segments or more)."""
    parts = [p for p in rel.split("/") if p]
    files = ["/".join(parts[i:]) for i in range(len(parts))]
    files += stems(files)  # `com/acme/Money.java` as a memory's `com.acme.Money` names it
    dirs: list[str] = []
    for depth in range(len(parts) - 1, 0, -1):
        folder = parts[:depth]
        for i in range(len(folder)):
            tail = folder[i:]
            if depth == len(parts) - 1 or len(tail) >= 2:
                key = "/".join(tail)
                if key not in dirs:
                    dirs.append(key)
    return files, dirs


def unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))  # first occurrences, in order


def name_families(rel: str) -> list[str]:
    """The families an edited file belongs to, longest first: `a/b.fbx.meta` is in
    `*.fbx.meta` and `*.meta`; a dotfile's own name (`.env`) is no family. Then the
    name patterns it matches (`Pulumi.*.yaml` for `Pulumi.prod.yaml`: toolglobs); then the
    roles its path gives it (`@lock` for `pnpm-lock.yaml`: toolroles), as a memory naming
    the file by its role ("the lockfile") is keyed."""
    name = rel.rsplit("/", 1)[-1]
    families = ["*" + name[i:] for i in range(1, len(name)) if name[i] == "."]
    return families + glob_lookup(rel) + path_roles(rel)
