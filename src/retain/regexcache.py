"""Compiled regex programs kept across processes, beside the package's bytecode.

A tool hook is a whole process per tool call. The patterns its rules read are compiled
on first use (retain.lazyre), but a call that a memory answers still compiles sixty-odd
of them, and compiling is Python code (re._parser, re._compiler): ~15 ms on this machine,
a third of the instructions a `kubectl apply` call ran, more than the modules it imports
past a silent call's (issue 29). What a compile
ends in is one call, `_sre.compile(source, flags, code, groups, groupindex, indexgroup)`,
whose arguments depend only on the source, the flags and the interpreter. This module
keeps those arguments in one file per interpreter, the way the interpreter keeps a
module's bytecode: `retain/__pycache__/regex.<cache tag>.<event>.bin`, one file per hook
event (`for_event`), read once per process, so a pattern compiled by an earlier hook of
the same event costs one C call. One file per event, not one for all: a file holding
every pattern the package has is 1.2 MB and takes ~3.4 ms to read here, a third of a
bare interpreter's start, which a silent tool call would pay for patterns only a prompt
or the sleep pass uses.

It is a cache and nothing more: the same `re.Pattern` comes out either way
(tests/test_regexcache.py compares every hook pattern to `re.compile`'s, code and all),
and anything unexpected (another interpreter's file, a torn or foreign file, an
interpreter whose `re` is built otherwise) means an ordinary `re.compile`. Nothing is
written where the interpreter writes no bytecode (PYTHONDONTWRITEBYTECODE,
sys.pycache_prefix) or cannot (a read-only install); the writer is whoever calls
`save()` (retain.hooks.entry.run, before it exits). The file sits with the .pyc files:
whoever can write it can already change the code that runs. Stdlib only.
"""

from __future__ import annotations

import marshal
import os
import re
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

# Past this many programs the file starts again from what this process compiled: the
# lazy patterns are module constants (a few hundred), so only a runaway would reach it.
MAX_PROGRAMS = 4096
# One file per interpreter build; None: no file (set by tests to a path of their own).
PATH: str | None = None
if sys.implementation.cache_tag and not sys.pycache_prefix:
    PATH = os.path.join(
        os.path.dirname(__file__), "__pycache__", f"regex.{sys.implementation.cache_tag}.bin"
    )

_loaded: dict[tuple[str, int], tuple[Any, ...]] | None = None  # the file's programs
_added: dict[tuple[str, int], tuple[Any, ...]] = {}  # compiled here, not in the file yet


def _stamp() -> tuple[int | str, ...]:
    """What a program is only valid for: this interpreter and its regex engine."""
    import _sre

    return (sys.hexversion, sys.implementation.cache_tag, _sre.MAGIC, _sre.CODESIZE)


def _read(path: str | None) -> dict[tuple[str, int], tuple[Any, ...]]:
    """The programs in the file: none when it is missing, unreadable or not this
    interpreter's."""
    if path is None:
        return {}
    try:
        with open(path, "rb") as f:
            stamp, programs = marshal.loads(f.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if stamp != _stamp() or not isinstance(programs, dict):
        return {}
    return programs


def for_event(event: str) -> None:
    """Keep this process's programs in its hook event's own file (`regex.<tag>.<event>.bin`
    beside the default one); called once, before the first pattern is compiled. Nothing
    changes once the file was read, or for a name that is not an event's."""
    global PATH
    name = event.replace("-", "")
    if PATH is None or _loaded is not None or not (name.isascii() and name.isalpha()):
        return
    root, ext = os.path.splitext(PATH)
    PATH = f"{root}.{event.lower()[:30]}{ext}"


def compile(source: str, flags: int = 0) -> re.Pattern[str]:  # noqa: A001 - re's own name
    """`re.compile(source, flags)`, from the file's program when it holds one."""
    global _loaded
    flags = int(flags)
    if _loaded is None:
        _loaded = _read(PATH)
    key = (source, flags)
    found = _loaded.get(key) or _added.get(key)
    if found is not None:
        try:
            return _build(source, found)
        except Exception:  # noqa: BLE001 - a foreign program: compiled again below
            _loaded.pop(key, None)
    try:
        program = _program(source, flags)
        pattern = _build(source, program)
    except re.error:
        raise  # a broken pattern fails as re.compile fails
    except Exception:  # noqa: BLE001 - an `re` built otherwise: compiled as re compiles
        return re.compile(source, flags)
    _added[key] = program
    return pattern


def _program(source: str, flags: int) -> tuple[Any, ...]:
    """What re._compiler.compile hands to `_sre.compile` for the source (CPython 3.11+;
    an AttributeError elsewhere, and the caller compiles as re does)."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    if flags & re.DEBUG or _compiler.MAXCODE.bit_length() > 32:
        raise AttributeError("not kept")  # DEBUG prints; a wider code unit than kept
    parsed = _parser.parse(source, flags)
    code = _compiler._code(parsed, flags)
    state = parsed.state
    indexgroup: list[str | None] = [None] * state.groups
    for name, i in state.groupdict.items():
        indexgroup[i] = name
    packed = b"".join(c.to_bytes(4, sys.byteorder) for c in code)
    return (flags | state.flags, packed, state.groups - 1, dict(state.groupdict),
            tuple(indexgroup))  # fmt: skip


def _build(source: str, program: tuple[Any, ...]) -> re.Pattern[str]:
    """The pattern from its program; `_sre.compile` checks the code before it is used."""
    import _sre

    flags, packed, groups, groupindex, indexgroup = program
    code = memoryview(packed).cast("I").tolist()
    return _sre.compile(source, flags, code, groups, dict(groupindex), tuple(indexgroup))


def save() -> bool:
    """Write the programs compiled since the file was read into it (merged with what
    another process wrote meanwhile); True when it was written. Never raises: a hook
    calls it on its way out."""
    global _loaded
    if not _added or PATH is None or sys.dont_write_bytecode:
        return False
    if not os.path.isdir(os.path.dirname(PATH)):
        return False  # no bytecode written here either
    temp = f"{PATH}.{os.getpid()}.tmp"
    try:
        programs = _read(PATH)
        if len(programs) + len(_added) > MAX_PROGRAMS:
            programs = {}
        programs.update(_added)
        with open(temp, "wb") as f:
            f.write(marshal.dumps((_stamp(), programs)))
        os.replace(temp, PATH)  # a reader sees the old file or the new one, whole
    except Exception:  # noqa: BLE001 - read-only, full, raced: the next hook compiles again
        try:
            os.unlink(temp)
        except OSError:
            pass
        return False
    _loaded = programs
    _added.clear()
    return True
