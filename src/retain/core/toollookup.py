"""Tool-time keys, the call's side: what a Bash call or an edit looks up.

retain.core.toolkeys reads a memory's keys when it is written; this module gives the
keys a tool call looks them up by: the simple commands a Bash call runs in the project
(`here`) and their keys and path arguments (`command_lookup`), the tails and folders of
an edited file's path (`path_lookup`), and the families and roles its name gives it
(`name_families`), and the files a command changes (`changed`: `rm`, `sed -i`, `> out`),
looked up as an edit of them is. Both sides share one parser
(retain.core.toolcommand.command_words).

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
    patterns: list[str] = []
    bare: list[str] = []
    paths: list[str] = []
    for words, cwd, _ in here(command, inside):
        if not words:
            continue
        tool, rest = words[0], words[1:]
        # `kubectl apply --help`, `helm --version` print and run nothing (a `--version`
        # with a value after it picks one: `helm upgrade x --version 1.15.0`)
        if "--help" in rest or rest[-1:] == ["--version"]:
            continue
        key = _key_from(tool, rest)
        # Only the call's full key (tool and subcommands) is looked up, and only with a
        # subcommand: a memory about `docker compose restart` says nothing about
        # `docker compose up`. A bare tool is looked up too, after: only a rule about
        # every run of a tool (flag_rules) is keyed so, and it compares its option.
        if key and " " in key and key not in keys:
            keys.append(key)
            patterns += [p for p in _patterns(key) if p not in patterns]
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
    return keys + patterns + bare, paths


def _patterns(key: str) -> list[str]:
    """The patterns a memory names a family of subcommands by that take in the command of
    `key` (`make ford*` and `make ford-*` for `make ford-publish`), after its own key."""
    head, _, last = key.rpartition(" ")
    return [f"{head} {last[:n]}*" for n in range(1, len(last) + 1)]


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


# The files a Bash call changes (`changed`), read from the simple commands it runs.
# An edit of `Assets/Wisp.cs.meta` by the Edit tool and a `rm Assets/Wisp.cs.meta` change
# the same file; a memory about that file's folder or family ("never delete a .meta",
# "src/ble/ is vendored: never reformat it") is about both. A path a command only names (`ls
# src/hal`, `cat x`, `echo "see src/a.py"`) is no change: only the arguments a command is
# known to change are read here, by what real tools do with them:
# - a redirection's target (`> out.txt`, `>> NOTES.txt`; not `/dev/null` nor `&1`);
# - every path of `rm`, `unlink`, `mv`, `git mv`, `git rm`, `tee`;
# - the destination of `cp`, `install`, `ln` (a folder ending in `/` holds the source's name);
# - the files of an in-place `sed -i` / `perl -pi` (after the script);
# - the files a formatter rewrites (`clang-format -i`, `gofmt -w`, `black`, `prettier --write`).
# How it changes each: REWRITE what the file holds (a redirection, `sed -i`, a formatter, a copy
# over it), MOVE it (`mv`, `git mv`, `ln`: a new name, none of its text written), REMOVE it.
REWRITE, MOVE, REMOVE = "rewrite", "move", "remove"
_REDIRECTS = frozenset({">", ">>", ">|"})
_REMOVERS = frozenset({"rm", "unlink", "shred"})  # every path they are given goes away
_MOVERS = frozenset({"mv"})  # every path: the old one goes, the new one appears
_COPIERS = frozenset({"cp", "install", "ln"})  # the last path is written
# Formatters that rewrite the files they are given, and the option that makes them (None:
# they always do). A formatter in check mode (`black --check`) writes nothing.
_FORMATTERS = {
    "black": None, "isort": None, "rustfmt": None, "nixpkgs-fmt": None, "alejandra": None,
    "nixfmt": None, "clang-format": "-i", "gofmt": "-w", "goimports": "-w", "shfmt": "-w",
    "prettier": "--write", "autopep8": "-i", "yapf": "-i", "stylua": None,
}  # fmt: skip
_CHECK_ONLY = frozenset({"--check", "--diff", "-l", "--list-different", "-d", "--dry-run"})


def _plain(rest: list[str]) -> list[str]:
    """The arguments that are not options (nor a redirection and its target)."""
    out = []
    skip = False
    for w in rest:
        if skip:
            skip = False
        elif w in _REDIRECTS:
            skip = True
        elif not w.startswith("-") and w.isascii() and not w.isdigit():
            out.append(w)
    return out


def _formatter(tool: str) -> str | None:
    base = tool.rsplit("/", 1)[-1]
    if base.startswith("clang-format"):  # `clang-format-17`
        base = "clang-format"
    return base if base in _FORMATTERS else None


def _in_place(tool: str, rest: list[str]) -> list[str]:
    """The files `sed -i` or `perl -pi` rewrites: after the script, which is the first
    plain word unless an option gave it (`-e`, sed's `-f`, perl's `-pe`)."""
    clusters = [w[1:].split(".", 1)[0] for w in rest if w[:1] == "-" and w[:2] != "--"]
    if not any("i" in c for c in clusters) and not any(w.startswith("--in-place") for w in rest):
        return []
    words: list[str] = []
    scripted = False
    given = False  # the word after an option that takes the script
    skip = False
    for w in rest:
        if skip:
            skip = False
        elif given:
            given = False
        elif w in _REDIRECTS:
            skip = True
        elif w[:1] == "-":
            if w in ("-e", "-f", "--expression", "--file") or (
                tool == "perl" and w[:2] != "--" and w.endswith(("e", "E"))
            ):
                scripted = given = True
            scripted = scripted or w.startswith(("--expression=", "--file="))
        else:
            words.append(w)
    return words if scripted else words[1:]


def changed(words: list[str]) -> Iterator[tuple[str, str]]:
    """(path as written, how: REWRITE, MOVE or REMOVE) for each file one simple command
    (`words`: its tool and the words after it, as retain.core.toollookup.here gives them)
    changes."""
    if not words:
        return
    tool, rest = words[0].rsplit("/", 1)[-1], words[1:]
    for i, w in enumerate(rest[:-1]):
        target = rest[i + 1]
        if w in _REDIRECTS and target != "/dev/null" and not target.startswith("&"):
            yield target, REWRITE
    if tool == "git" and rest[:1] in (["mv"], ["rm"]):
        if "--cached" in rest:
            return  # `git rm --cached`: out of the index, the file stays as it is
        tool, rest = rest[0], rest[1:]
    if tool in _REMOVERS or tool in _MOVERS:
        for w in _plain(rest):
            yield w, REMOVE if tool in _REMOVERS else MOVE
    elif tool == "tee":
        for w in _plain(rest):
            yield w, REWRITE
    elif tool in _COPIERS:
        plain = _plain(rest)
        for source in plain[:-1]:
            dest = plain[-1]
            if dest.endswith("/"):
                dest += source.rstrip("/").rsplit("/", 1)[-1]
            yield dest, MOVE if tool == "ln" else REWRITE
            if not plain[-1].endswith("/"):
                break
    elif tool in ("sed", "perl"):
        for w in _in_place(tool, rest):
            yield w, REWRITE
    elif (fmt := _formatter(tool)) is not None:
        option = _FORMATTERS[fmt]
        if (option is None or option in rest) and not _CHECK_ONLY.intersection(rest):
            for w in _plain(rest):
                yield w, REWRITE
