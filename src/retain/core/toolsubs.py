"""Which subcommand of its tool a command runs, word by word (`docker compose exec`,
`dotnet add src/Api package`), so that a memory naming one subcommand is not matched to a
call running another (retain.core.toolspans reads it for every span it compares).

Stdlib only (re): the hook imports it.
"""

from __future__ import annotations

from retain.lazyre import lazy

ANY = "\x00any"  # what a placeholder becomes before a span is split into words
_SUB = lazy(r"^[a-z][a-z0-9:_-]{0,40}$")
MAX_SUBS = 3  # subcommand words compared (`docker compose exec`, `airflow dags test`)
# Subcommands that run a program named next (`carton exec tidyall`, `swift run App`):
# the program, however it is spelt (`./script/marrow`, `App`), is part of the command.
RUNNERS = frozenset({"exec", "run", "x", "dlx"})
# A subcommand word that only looks at what the words before it name (`sls deploy list`,
# `helm history`, `terraform state show`): a look at a deploy is not the deploy, nor the
# deploy a look at it, though one command's words begin the other's.
LOOKS = frozenset({"list", "ls", "show", "status", "describe", "history", "info"})


# A path or a project file named as an argument (`src/Api`, `App.csproj`, `All.sln`).
_PROJECT_ARG = lazy(r"[\w.-]*/[\w./-]*|[\w.-]+\.(?:csproj|fsproj|vbproj|sln)")


def _subs(segment: list[str]) -> tuple[str, list[str]] | None:
    """(tool, its leading subcommand words) of one simple command, global flags and
    their values skipped; None when it is no command. After a runner subcommand
    (RUNNERS) the program it runs is a word of its own (its file name)."""
    from retain.core.toolcommand import TOOL_VALUE_FLAGS, VALUE_FLAGS, command_words

    parsed = command_words(segment)
    if parsed is None:
        return None
    tool, rest = parsed
    valued = VALUE_FLAGS | TOOL_VALUE_FLAGS.get(tool, frozenset())
    out: list[str] = []
    i = 0
    while i < len(rest) and len(out) < MAX_SUBS:
        w = rest[i]
        if w.startswith(("-", "+")) and not out:
            i += 2 if w in valued else 1
            continue
        if ANY in w or not _SUB.match(w):
            if ANY not in w and out and out[-1] in RUNNERS and not w.startswith("-"):
                out.append(w.rstrip("/").rsplit("/", 1)[-1])
            elif len(out) == 1 and _PROJECT_ARG.match(w) and i + 1 < len(rest):
                # the project a subcommand acts on, between it and the next one (`dotnet
                # add src/Api package X`, `dotnet add App.csproj reference ...`)
                i += 1
                if _SUB.match(rest[i]):
                    continue
            break
        out.append(w)
        i += 1
    return tool, out


def another_subcommand(span: str, call: str) -> bool:
    """Does the span run another subcommand of its tool than every run of that tool in
    the call? Compared word by word, as far as both go."""
    from retain.core.toolcommand import split_command

    first = split_command(span)[:1]
    mine = _subs(first[0]) if first else None
    if mine is None or not mine[1]:
        return False
    segments = split_command(call)
    theirs = [p for s in segments if (p := _subs(s)) is not None and p[0] == mine[0]]
    if not theirs:
        return False
    # the program a runner runs, spelt another way (`uv run python manage.py`)
    named = {w.rstrip("/").rsplit("/", 1)[-1] for s in segments for w in s}

    def differs(i: int, a: str, b: str) -> bool:
        return a != b and not (i > 0 and mine[1][i - 1] in RUNNERS and a in named)

    def looks_further(a: list[str], b: list[str]) -> bool:  # one goes on to a look
        longer = a if len(a) > len(b) else b
        return len(a) != len(b) and longer[min(len(a), len(b))] in LOOKS

    subs = [p[1] for p in theirs]
    return all(
        any(differs(i, a, b) for i, (a, b) in enumerate(zip(mine[1], s)))
        or looks_further(mine[1], s)
        for s in subs
    )
