"""What a command line runs, for retain.sleep.fixes: the program, its subcommand, its
targets and the directory of a leading `cd`, past env assignments, wrappers and runners
(`cd api && uv run --extra test pytest -q tests` is pytest on tests, in api).

Pure and stdlib-only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from retain import lexicon
from retain.core.toolcommand import ssh_remote
from retain.sleep import fix_lexicon as lex
from retain.sleep.commands import _targets, segments, unwrap


@dataclass(frozen=True)
class Program:
    """What a command line runs: `cd api && uv run pytest -q tests` is pytest on tests, in api."""

    name: str  # `pytest`, `go`, `./gradlew`
    sub: str  # `build`, `run test`, '' for programs without subcommands
    targets: tuple[str, ...]
    where: str  # the directory of a leading `cd`
    words: tuple[str, ...]  # the unwrapped main segment

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.name, self.sub, self.where)


def programs(command: str) -> list[Program]:
    """What a command line runs, segment by segment, past `cd`, env assignments and
    wrappers; read-only commands and probes (`python -c`) left out."""
    where = ""
    out: list[Program] = []
    for seg in segments(command):
        words = unwrap(seg)
        if not words:
            continue
        if words[0] == "cd":
            where = words[1] if len(words) > 1 else ""
            continue
        if words[0] in ("export", "source", ".", "set", "unset"):
            continue
        if words[0] == "sg" and words[2:3] == ["-c"] and len(words) == 4:
            # `sg kvm -c 'make run'`: the run, in the group just joined
            out += [p if p.where else replace(p, where=where) for p in programs(words[3])]
            continue
        name = words[0] if words[0].startswith("./") else words[0].rsplit("/", 1)[-1]
        name = {"py.test": "pytest", "python3": "python"}.get(name, name)
        if name in lex.INSPECT or " ".join([name, *words[1:2]]) in lex.INSPECT_PAIRS:
            continue
        if lex.PROBE.search(" ".join(words)) or (name == "sed" and "-i" not in words):
            continue
        rest = list(words[1:])
        if name in _JS_RUNNERS and rest and _node_bin(rest[0]):
            words, name, rest = words[1:], rest[0], rest[1:]  # `pnpm prisma generate`: prisma
        sub = ""
        if rest and rest[0] in lex.MODE_OPTIONS.get(name, ()):
            sub = rest.pop(0)
        elif name in lex.SUBCOMMAND_PROGRAMS and rest and _global_options(rest, name):
            sub = rest.pop(_global_options(rest, name))  # `kubectl -n ledger rollout status`
        elif name in lex.SUBCOMMAND_PROGRAMS and rest and not rest[0].startswith("-"):
            sub = rest.pop(0)
            if name in ("npm", "pnpm", "yarn", "bun") and sub in ("run", "run-script") and rest:
                sub = f"run {rest.pop(0)}"
            elif f"{name} {sub}" in lex.INSTALL_SECOND and rest:
                second = lex.INSTALL_SECOND[f"{name} {sub}"]
                if rest[0] not in second and rest[1:2] and rest[1] in second:
                    rest.pop(0)  # the project it acts on: `dotnet add tests/App package X`
                sub = f"{sub} {rest.pop(0)}"
        out.append(Program(name, sub, _targets(_drop_values(rest, name)), where, tuple(words)))
    return out


# Package managers that run a project's bin by name (`pnpm vitest run`, `yarn prisma
# generate`, `bun tsc`) when the word is no command of their own.
_JS_RUNNERS = frozenset({"pnpm", "yarn", "bun"})


# A look at another machine or at a client's state, beside lex.INSPECT's: a program
# (`uptime`, `journalctl`) or its first two or three words (`docker compose ps`, `heroku
# pg:info`). Read only for a call that passed between a failure and its pass (only_looks).
_LOOKS = lexicon.words("fixes", "looks")
# A redirect into a file (`echo 'sdk.dir=/opt/sdk' > local.properties`): the remote command
# writes, whatever program prints; `2>&1` and `> /dev/null` write nothing.
_WRITES = re.compile(r"(?<![\d&>])>{1,2}(?!&|\s*/dev/null)")


def only_looks(command: str) -> bool:
    """Does every program the command runs only look at another machine or at a client's
    state, read-only like `cat` (round 42, fixes23's passes by chance)? A look a client's
    subcommand takes (`docker compose ps`, `heroku pg:info`), or ssh running only
    read-only commands on the host (`ssh web3 uptime`, `ssh web3 'df -h; free -m'`). One
    that passed between a failure and the same command passing is no step of a fix; one
    that failed is a failure like any other (`ssh host 'df -h'` refused by a host key)."""
    ran = programs(command)
    return bool(ran) and not _WRITES.search(command) and all(_looks(list(p.words)) for p in ran)


def _looks(words: list[str]) -> bool:
    if words[0] in _LOOKS or " ".join(words[:2]) in _LOOKS or " ".join(words[:3]) in _LOOKS:
        return True
    if words[0] != "ssh":
        return False
    remote = " ".join(ssh_remote(words))
    return bool(remote.strip()) and all(_looks(list(p.words)) for p in programs(remote))


def _node_bin(word: str) -> bool:
    return lex.ECOSYSTEM.get(word) == "node" and word not in _JS_RUNNERS and word != "npm"


def _global_options(rest: list[str], name: str) -> int:
    """Where the subcommand is when options that take a value come first (`kubectl -n
    ledger rollout`, `helm --namespace x status`): its index, 0 when none come first."""
    i = 0
    while i + 1 < len(rest) and rest[i] in _values_of(name):
        i += 2
    return i if i < len(rest) and not rest[i].startswith("-") else 0


def program(command: str) -> Program | None:
    """The first thing a command line runs (see `programs`), or None."""
    found = programs(command)
    return found[0] if found else None


def _drop_values(args: list[str], name: str = "") -> list[str]:
    """Without the options that take a value (`--platform linux/amd64`, cabal's `-w
    ghc-9.6.6`): not targets."""
    values = _values_of(name)
    out: list[str] = []
    skip = False
    for a in args:
        if skip:
            skip = False
        elif a in values:
            skip = True
        else:
            out.append(a)
    return out


def _values_of(name: str) -> frozenset[str]:
    return lex.VALUE_OPTIONS | lex.PROGRAM_VALUE_OPTIONS.get(name, frozenset())
