"""A fix the session took back: read from what the session did, not from what it said.

A failure -> fix is worth keeping only when the fix stayed. It did not when:

- an edit made between the failure and its pass was put back as it was by a later edit
  (the user had it reverted);
- the files it edited were restored from git later (`git checkout -- f`, `git restore f`,
  `git checkout HEAD~1 -- f`, `git reset --hard`, `git revert`); a fix by an install counts
  its ecosystem's manifest and lockfile among them (`git checkout -- package-lock.json`
  after `npm i x`);
- a package it installed was removed later, or installed again at another version;
- the fix only put back the session's own change made before the failure: an edit
  restoring what the session's earlier edit replaced (the edit broke the build, undoing
  it passed), or a package installed again at the version it had before the session's
  bump (`npm i -D webpack-cli@6.0.1` broke the build, `@5.1.4` again passed), or removed
  a container the session had started by name (retain.sleep.fix_leftovers). The project
  is as it was: nothing about it was learnt.

Pure and stdlib-only.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence

from retain.sleep.commands import segments, unwrap
from retain.sleep.fix_calls import Call
from retain.sleep.fix_leftovers import removes_own
from retain.sleep.fix_lexicon import config_ecosystem
from retain.sleep.fix_tries import undoes_try

_INSTALL = frozenset({"install", "i", "add", "get", "require", "upgrade"})
_REMOVE = frozenset({"uninstall", "remove", "rm", "un", "purge", "erase", "autoremove"})
# `name@1.2.3`, `@scope/name@^4`, `name==1.2`, `name>=1.2`: a package with its version
_PINNED = re.compile(r"^(@?[A-Za-z0-9][\w.\-/]*?)(?:@|==|>=|<=|~=|!=)([^@=<>~!].*)$")
_PACKAGE = re.compile(r"(?:@[\w.\-]+/)?[A-Za-z0-9][\w.\-]*")  # `x`, `@scope/x`; no path
_EVERYTHING = frozenset({".", "*", ":/", "-A", "--all"})
_UNSET = frozenset({"rm", "remove", "delete", "del", "unset", "--unset"})


def taken_back(calls: Sequence[Call], failed_at: int, fixed_at: int) -> bool:
    """What fixed the failure at `failed_at` (the steps up to the pass at `fixed_at`) did
    not stay, or only undid the session's own earlier change (the module's list)."""
    # the passing run too: `x set 7.4.0 && gen` chains the fix's step into it
    steps = calls[failed_at + 1 : fixed_at + 1]
    before, later = calls[:failed_at], calls[fixed_at + 1 :]
    installed = _packages(steps, _INSTALL)
    return (
        _undone(steps, later)
        or removes_own(steps, before)  # the session's own container (fix_leftovers)
        or any(
            _inverse(e, p)
            for e in steps
            if e.is_edit and not undoes_try(e, calls, calls[failed_at])  # fix_tries
            for p in before
            if p.is_edit
        )
        or any(
            _pinned_elsewhere(name, version, before, removal=False)
            for name, version in installed.items()
            if version
        )
    )


def _undone(changes: Sequence[Call], later: Sequence[Call]) -> bool:
    """What `changes` did was put back by `later`: an edit put back as it was, a file (or,
    for an install, a manifest or lockfile) restored from git, a package removed or pinned
    elsewhere, a setting removed or set to another value."""
    edits = [c for c in changes if c.is_edit]
    installed = _packages(changes, _INSTALL)
    return (
        any(_inverse(e, u) for e in edits for u in later if u.is_edit)
        or _restored(edits, bool(installed), later)
        or any(_pinned_elsewhere(name, version, later) for name, version in installed.items())
        or _set_back(changes, later)
    )


CACHED_CHARS = 4_000  # commands up to this long are held parsed (4,096 of them at most)


@functools.lru_cache(maxsize=4096)
def _runs_cached(command: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(unwrap(seg)) for seg in segments(command))


def _runs(command: str) -> list[list[str]]:
    """The words of each run of `command`, unwrapped. Read once per command: every fix of
    a session reads every later call (a session of 1,500 fixes parsed its commands 1.1
    million times, 64 s of a sleep pass)."""
    if len(command) > CACHED_CHARS:  # a heredoc: parsed each time, not held
        return [unwrap(seg) for seg in segments(command)]
    return [list(words) for words in _runs_cached(command)]


def _passed_runs(calls: Sequence[Call]) -> Iterator[list[str]]:
    """The words of each run of the commands among `calls` that passed."""
    for call in calls:
        if not call.is_edit and call.ok is True:
            yield from _runs(call.command)


def _inverse(edit: Call, other: Call) -> bool:
    """`other` puts back what `edit` changed (or `edit` what `other` changed)."""
    return (
        edit.path == other.path
        and edit.new.strip() == other.old.strip()
        and edit.old.strip() == other.new.strip()
    )


def _restored(edits: Sequence[Call], installed: bool, later: Sequence[Call]) -> bool:
    """A later run put back from git a file the fix changed: one it edited, or, for a fix
    by an install, a config file of the project (its manifest, its lockfile)."""
    if not edits and not installed:
        return False
    for words in _passed_runs(later):
        if words[:1] != ["git"] or len(words) < 2:
            continue
        verb, rest = words[1], words[2:]
        if verb == "revert" or (verb == "reset" and "--hard" in rest):
            return True
        if verb not in ("checkout", "restore") or ("--staged" in rest and "-W" not in rest):
            continue
        paths = rest[rest.index("--") + 1 :] if "--" in rest else rest
        paths = [p for p in paths if not p.startswith("-")]
        if verb == "checkout" and "--" not in rest:  # `git checkout main` is a branch
            paths = [p for p in paths if "." in p or "/" in p]
        if any(p in _EVERYTHING for p in paths):
            return True
        if any(_names_edit(p, e) for p in paths for e in edits):
            return True
        if installed and any(config_ecosystem(p.rsplit("/", 1)[-1]) for p in paths):
            return True
    return False


def _settings(calls: Sequence[Call]) -> list[tuple[tuple[str, ...], str, str]]:
    """What the passing runs among `calls` set: (the words before `set`, the key, the
    value) for `pulumi config set aws:x true --stack dev` (key `aws:x`) and `tool
    version-manager set 7.4.0` (no key); `export K=V` is (("export",), K, V)."""
    out: list[tuple[tuple[str, ...], str, str]] = []
    for words in _passed_runs(calls):
        if words[:1] == ["export"] and len(words) == 2 and "=" in words[1]:
            key, value = words[1].split("=", 1)
            out.append((("export",), key, value))
        at = next((i for i, w in enumerate(words[1:4], 1) if w == "set"), None)
        rest = [w for w in words[at + 1 :] if not w.startswith("-")] if at else []
        if at and rest:
            key, value = (rest[0], rest[1]) if len(rest) >= 2 else ("", rest[0])
            out.append((tuple(words[:at]), key, value))
    return out


def _set_back(steps: Sequence[Call], later: Sequence[Call]) -> bool:
    """A setting one of `steps` made was removed by a later run, or set to another value
    (`pulumi config rm aws:x` after `pulumi config set aws:x true`; `unset K`)."""
    made = _settings(steps)
    if not made:
        return False
    for head, key, value in _settings(later):
        if any(h == head and k == key and v != value for h, k, v in made):
            return True
    for words in _passed_runs(later):
        for head, key, _ in made:
            n = len(head) if head != ("export",) else 0
            verb, rest = (words[n], words[n + 1 :]) if len(words) > n else ("", [])
            if tuple(words[:n]) == head[:n] and verb in _UNSET and key and key in rest:
                return True
    return False


def _names_edit(path: str, edit: Call) -> bool:
    """`path` (as git was given it, relative or a folder) is the edited file or holds it."""
    want = path.strip("./") if path not in (".", "./") else ""
    return bool(want) and (edit.path.endswith("/" + want) or f"/{want}/" in edit.path)


def _packages(calls: Sequence[Call], verbs: frozenset[str]) -> dict[str, str]:
    """The packages the passing runs among `calls` install (or remove), by lower-case
    name, with the version each named ('' when none)."""
    out: dict[str, str] = {}
    for words in _passed_runs(calls):
        if words[:1] == ["git"]:  # `git add f`, `git rm f`: files, not packages
            continue
        at = next((i for i, w in enumerate(words[1:4], 1) if w in verbs), None)
        if at is None:
            continue
        for word in words[at + 1 :]:
            if word.startswith("-") or "=" in word and "==" not in word:
                continue
            m = _PINNED.match(word)
            name, version = (m.group(1), m.group(2)) if m else (word, "")
            if _PACKAGE.fullmatch(name):
                out[name.casefold()] = version
    return out


def _pinned_elsewhere(
    name: str, version: str, calls: Sequence[Call], *, removal: bool = True
) -> bool:
    """Among `calls`, `name` removed (when `removal`), or installed at a version other
    than `version` (any version named, when `version` is '')."""
    if removal and name in _packages(calls, _REMOVE):
        return True
    other = _packages(calls, _INSTALL).get(name)
    return bool(other) and other != version


def asked_back(said_at: int, calls: Sequence[Call]) -> bool:
    """The user's message at `said_at` was followed by the session taking back its own
    change made before it: an edit put back as it was, a file restored from git, a package
    removed or pinned back. Such a reply ("no, revert that, we need 1.5") is about the step
    of the moment, not a lesson of the project."""
    return _undone(calls[:said_at], calls[said_at + 1 :])


def edit_undone(name: str, calls: Sequence[Call]) -> bool:
    """Every edit of the file called `name` (a base name) was put back as it was later in
    the session: what a sentence says about that change no longer holds."""
    edits = [c for c in calls if c.is_edit and c.path.rstrip("/").rsplit("/", 1)[-1] == name]
    return bool(edits) and all(
        any(_inverse(e, u) for u in calls[e.index + 1 :] if u.is_edit)
        or any(_inverse(e, p) for p in calls[: e.index] if p.is_edit)
        for e in edits
    )
