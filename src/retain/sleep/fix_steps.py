"""When a session fixed a failure, and with which step, for retain.sleep.fixes: the rules
that read a run and the steps around it rather than the failure's words.

Pure and stdlib-only.

- **Another action is no pass.** A program without subcommands run on other words
  (`alembic heads` after `alembic upgrade head` failed, `conan profile detect` after
  `conan install .`) is another action, not the failed run passing.
- **A step chained before the run is a step between.** `bazel clean --expunge && bazel
  build //x` that passed ran the clean first: it is what changed since the failure.
- **The last step of the same tool.** The failed run again, unchanged, passing after one
  successful state-changing step of the same program, of its ecosystem, or a known setup
  step (`alembic merge heads`, `ghcup set ghc 9.6.6`, `composer dump-autoload`) and no
  edit: that step is the change (the last one before the pass, not the wrong attempts,
  which failed again; nor a step that only rewrites the migration tool's record of what
  was applied, `migrate force V`, `alembic stamp`: retain.sleep.fix_records). `env` before
  a verb of its own (`hatch env prune`, `conda env create`) is such a step; alone or before
  a read word (`opam env`, `conda env list`) a look.
- **A command the failure asks for**, quoted in its output with the run's own options
  added (`'conan profile detect'` answered by `conan profile detect --force`, `git fetch`
  by `git -C ~/vcpkg fetch origin`).
- **A run that does less is no fix**: one that selects fewer tests (`--tests X`,
  `--filter`), skips the hook or the checks (`--no-verify`, `--skip-tests`) or ignores
  the exit code (`|| true`).
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Sequence

from retain.sleep import fix_lexicon as lex
from retain.sleep import fix_telling as tell
from retain.sleep.commands import _REDIRECT, _WRAPPERS, segments, unwrap
from retain.sleep.fix_calls import Call
from retain.sleep.fix_hides import hides_run
from retain.sleep.fix_programs import Program, program, programs
from retain.sleep.fix_records import records_only


def another_action(failed: Program, run: Program) -> bool:
    """`run` is the failed program doing something else: neither has a subcommand, both
    name targets, and they share none."""
    if failed.sub or run.sub or not failed.targets or not run.targets:
        return False
    return not set(failed.targets) & set(run.targets)


def _pieces(command: str) -> list[tuple[str, list[str]]]:
    """(separator before, words) of each segment; [] for a line shlex cannot read."""
    lexer = shlex.shlex(_REDIRECT.sub(" ", command), posix=True, punctuation_chars=";&|")
    lexer.whitespace_split = True
    lexer.commenters = "#"
    out: list[tuple[str, list[str]]] = [("", [])]
    try:
        for tok in lexer:
            if set(tok) <= set(";&|"):
                out.append((tok, []))
            else:
                out[-1][1].append(tok)
    except ValueError:
        return []
    return [(sep, words) for sep, words in out if words]


def _at(pieces: list[tuple[str, list[str]]], p: Program) -> int:
    """Which segment runs `p`; -1."""
    for i, (_sep, words) in enumerate(pieces):
        q = program(shlex.join(words))
        if q is not None and (q.name, q.sub, q.targets) == (p.name, p.sub, p.targets):
            return i
    return -1


def chained(call: Call, p: Program) -> list[Call]:
    """The steps a passing line ran before `p`, each joined by `&&` (so each passed): a
    call of its own between the failure and the pass. [] when there are none."""
    pieces = _pieces(call.command)
    at = _at(pieces, p)
    if call.ok is not True or at <= 0 or any(sep != "&&" for sep, _ in pieces[1 : at + 1]):
        return []
    steps = [w for _sep, w in pieces[:at] if w[0] != "cd" and programs(shlex.join(w))]
    if not steps:
        return []
    return [Call(call.index, command=" && ".join(_join(w) for w in steps), ok=True)]


def _join(words: list[str]) -> str:
    """A segment written back as the shell reads it: `"$(biber --cache)"` stays a command
    substitution, not the quoted text shlex.join would make of it."""
    return " ".join(f'"{w}"' if "$(" in w and '"' not in w else shlex.quote(w) for w in words)


def a_step(failed: Call, fp: Program, run: Call, rp: Program) -> bool:
    """A run of the failed program that passed, fixed nothing by the rules and is another
    action of it (`packer init x` after `packer validate x` failed, `docker buildx create`
    after `docker buildx build`): a step towards the fix, not the pass. The failure stays
    open for the run that passes."""
    return own_line(failed.command, fp).split() != own_line(run.command, rp).split()


def own_line(command: str, p: Program) -> str:
    """The command line from `p`'s segment on: the failed run, less the attempts chained
    before it (`bazel sync --configure && bazel build //x` failed as `bazel build //x`)."""
    pieces = _pieces(command)
    at = _at(pieces, p)
    if at <= 0 or any(sep != "&&" for sep, _ in pieces[1 : at + 1]):
        return command
    if not any(w[0] != "cd" and programs(shlex.join(w)) for _sep, w in pieces[:at]):
        return command  # `cd api && pytest`, `set -a && . ./.env && x`: part of the run
    return " ".join(
        f"{sep} {shlex.join(w)}" if i else shlex.join(w) for i, (sep, w) in enumerate(pieces[at:])
    )


def through(command: str, p: Program) -> str:
    """The command line up to `p`'s segment: what a line runs after `p` (`&& systemctl
    is-active x`, `; echo $?`) cannot have made `p` pass. Whole when `p` is piped on."""
    pieces = _pieces(command)
    at = _at(pieces, p)
    if at < 0 or at == len(pieces) - 1 or pieces[at + 1][0] not in ("&&", ";"):
        return command
    cuts = [m.start() for m in _SEPARATOR.finditer(_blank_quoted(command))]
    return command[: cuts[at]].rstrip() if len(cuts) == len(pieces) - 1 else command


# A separator between a line's segments, outside quotes (a redirect's `>&`, `2>&1` aside).
_SEPARATOR = re.compile(r"(?<![>&])[;&|]+(?!>)")


def _blank_quoted(command: str) -> str:
    """The line with each quoted stretch blanked out (same length): separators inside
    quotes are words, not separators."""
    out, quote = [], ""
    for ch in command:
        if quote:
            out.append(" ")
            quote = "" if ch == quote else quote
        else:
            quote = ch if ch in "'\"" else ""
            out.append(ch if not quote else " ")
    return "".join(out)


def timing_words(command: str) -> set[str]:
    """The words of a time limit or a timer around a run (`timeout 40`, `time`): they
    change when the run stops, not how it runs."""
    out: set[str] = set()
    for seg in segments(command):
        if seg[0] in ("timeout", "time"):
            lead = seg[: 1 + _WRAPPERS[seg[0]]]  # `timeout` takes its duration first
            out |= set(lead)
    return out


# A tool's own read-only words: listing, showing, checking; running them changes nothing.
_READS = frozenset(
    {"list", "ls", "show", "status", "get", "describe", "info", "version", "--version",
     "help", "--help", "heads", "history", "current", "doctor", "check", "outdated", "log",
     "view", "search", "inspect", "env", "which", "where", "whoami", "branches", "tree",
     # a service's own health and membership checks (`etcdctl endpoint health`, `nomad
     # server members`): asking whether it is up is no step that brought it up
     "health", "members", "ping",
     # ... and its runs: building or testing again is looking at the failure, not a step
     "build", "test", "run", "compile", "lint", "exec", "preview", "plan", "validate"}
)  # fmt: skip


def reads(q: Program) -> bool:
    """`q` only looks (`alembic heads`, `conda env list`, `go env GOPATH`, `opam env`). A
    read word followed by a verb of its own is a group of subcommands, not a look: `hatch
    env prune`, `conda env create` and `poetry env use` change the environment."""
    plain = [w for w in q.words[1:] if not w.startswith("-")]  # past `--endpoints=x`
    first, verb = (plain[:2] + ["", ""])[:2]
    if first == "env" and re.fullmatch(r"[a-z][a-z-]+", verb):
        return verb in _READS  # `env prune`: the verb after it decides
    return bool(({first, verb} | set(q.words[1:3])) & _READS) or q.sub in _READS


def last_step(
    failed: Program, between: Sequence[Call], eco: str | None, installs: Callable[[Program], bool]
) -> tuple[Call, Program] | None:
    """The last successful state-changing step between a failure and its unchanged rerun,
    when it is of the same program, of the same ecosystem, or a known setup step, and
    nothing was edited: (the call, its deciding program); None otherwise. An install is
    not this rule's: one the error does not ask for is no clear fix."""
    if any(c.is_edit for c in between):
        return None  # an edit between: the code changed
    for call in reversed(between):
        if call.ok is not True or call.said:
            continue
        ran = programs(call.command)
        changing = [q for q in ran if not reads(q)]
        if not changing or all(records_only(q) for q in changing):
            continue  # a look, or only the migration tool's record rewritten (fix_records)
        q = changing[-1]  # `ghcup install ghc 9.6.6 && ghcup set ghc 9.6.6`: the switch
        line = " ".join([q.name, *q.words[1:]])
        same = q.name == failed.name or (eco is not None and lex.ECOSYSTEM.get(q.name) == eco)
        setup = bool(lex.SETUP.match(line))
        if setup or (same and not installs(q)):
            return call, q
        return None  # the last change was of another tool, or an install: not for this rule
    return None


_QUOTED = re.compile(r"[`'\"]([^`'\"\n]{3,120})[`'\"]")


def asks_for(output: str, line: str, run: Program) -> bool:
    """The failed command's output names this command ("To update the lockfile, run `uv
    lock`"), or quotes one (`'conan profile detect'`, `git fetch`) that `run` is, its words
    in order with the run's own options and values around them: running it is doing what
    the failure asked."""
    flat = " ".join(output.casefold().split())
    at = flat.find(line.casefold())
    if at >= 0 and not flat[at + len(line) : at + len(line) + 1].isalnum():
        return True
    words = [run.name, *run.words[1:]]
    for quoted in _QUOTED.findall(output):
        asked = tell.OPTIONAL_PART.sub(" ", quoted).split()  # `poetry lock [--no-update]`
        if len(asked) < 2 or asked[0].rsplit("/", 1)[-1] != run.name:
            continue
        it = iter(words)
        if all(w in it for w in asked):  # a subsequence: every asked word, in order
            return True
    return False


# Options that make a run skip its checks (a hook, the tests, the linting).
BYPASS = re.compile(
    r"^--?(?:no-verify|skip[\w-]*|no-tests?|ignore-(?:failures?|errors?|scripts)|"
    r"allow-failure|continue-on-error|fail-never|no-fail)$|^-DskipTests\b|^-Dmaven\.test\.skip"
)
_SELECTS = frozenset(
    {"--tests", "--filter", "--testsuite", "-k", "--grep", "--spec", "--example", "--only",
     "-run", "--test", "--tag", "--tags", "--exclude"}
)  # fmt: skip
_IGNORED = re.compile(r"\|\|\s*(?:true|:|exit 0)\b|;\s*(?:true|exit 0)\s*$")


def ignores_exit(before: str, after: str) -> bool:
    """`after` ignores its step's exit status (`|| true`, `|| :`, `; exit 0`) and `before`
    did not: a command line made to pass, or an edit that makes one pass."""
    return bool(_IGNORED.search(after)) and not _IGNORED.search(before)


def does_less(failed: str, passed: str, added: set[str], error: str, output: str = "") -> bool:
    """S passed because it did less than F: it selects fewer tests, skips a check, or
    ignores its exit code (an option the error itself names is no narrowing), or it hides
    what F's `output` showed (retain.sleep.fix_hides)."""
    if hides_run(added, output or error):
        return True
    named = set(re.findall(r"[a-z][a-z0-9-]+", error.casefold()))
    for word in added:
        option = word.split("=", 1)[0]
        if option.strip("-") in named:
            continue
        if option in _SELECTS or BYPASS.match(option):
            return True
    return ignores_exit(failed, passed)


_VALUE = re.compile(r"[\w+/=.:-]{12,}")


def writes_printed_value(edit: Call, output: str) -> bool:
    """The edit writes in a value the failed run printed and the file did not have: a
    hash the tool computed ("got: sha256-..."), a version it found. A word or a path is no
    value: it has digits and letters both."""
    printed = {
        v.strip(".:'\"") for v in _VALUE.findall(output)
        if re.search(r"\d", v) and re.search(r"[A-Za-z]", v) and "/" not in v.strip("=")[:-1]
    }  # fmt: skip
    return any(v and v in edit.new and v not in edit.old for v in printed)


def installs_package_file(p: Program) -> bool:
    """`dpkg -i x.deb`, `rpm -i x.rpm`: a package installed from its file."""
    return p.name in ("dpkg", "rpm") and bool(
        {"-i", "--install", "-U", "-ivh", "-Uvh"} & set(p.words)
    )


def own_package(failed: Program, names: Sequence[str]) -> bool:
    """The install is of the failed program itself, another build of it (`hugo_extended_
    0.139.4_linux-amd64.deb` after `hugo` failed): its failure asked for another version."""
    own = failed.name.rsplit("/", 1)[-1].casefold()
    return len(own) >= 3 and any(re.split(r"[-_@=.]", n, maxsplit=1)[0] == own for n in names)


def answered_line(output: str, step: str, error: str = "") -> str:
    """The line of the failure's output a setup step answers (a toolchain switch answers
    "requires a Gleam version satisfying >= 1.4.0"), trimmed; '' when none does, or when
    the `error` line given is one it answers already."""
    kinds = [b for a, b in lex.SETUP_ANSWERS if a.search(step)]
    if not kinds or (error and any(b.search(error) for b in kinds)):
        return ""
    for _n, _depth, text, _chain, _raw in tell._lines(output):
        if any(b.search(text) for b in kinds):
            return tell._clip(text.rstrip(":; "))
    return ""


DETAIL_CHARS = 120  # the changed config lines quoted in a memory
DETAIL_LINES = 2  # more changed lines than this is a rewrite: the file name says enough


def config_clause(edit: Call) -> str:
    """`editing `x` (`the line it added`)`: up to DETAIL_LINES changed lines quoted, and a
    mark when there were a few more; a trailing comma alone is no change."""
    name = edit.path.rstrip("/").rsplit("/", 1)[-1]
    before = [ln.strip().rstrip(",") for ln in edit.old.splitlines() if ln.strip()]
    after = [ln.strip().rstrip(",") for ln in edit.new.splitlines() if ln.strip()]
    added = [ln for ln in after if ln not in set(before)]
    # a line or two changed or added says what the fix was; a block moved about does not
    small = len(added) <= 2 * DETAIL_LINES and len(after) <= len(before) + DETAIL_LINES
    detail = "; ".join(added[:DETAIL_LINES]) + ("; …" if len(added) > DETAIL_LINES else "")
    if added and small and len(detail) <= DETAIL_CHARS and "`" not in detail:
        return f"editing `{name}` (`{detail}`)"
    return f"editing `{name}`"


def wrapper_words(command: str) -> set[str]:
    """The words of the wrappers a command line runs its programs through (`timeout 30`,
    `nice -n 5`; not environment assignments): dropping them loses nothing of the run."""
    out: set[str] = set()
    for seg in segments(command):
        kept = unwrap(seg)
        lead = seg[: len(seg) - len(kept)] if kept and seg[-len(kept) :] == kept else []
        out |= {w for w in lead if "=" not in w}
    return out


_ASKED = re.compile(r"[\"'`]([\w.-]+=[^\s\"'`]+)[\"'`]")


def writes_asked_value(command: str, error: str) -> bool:
    """The command writes the setting the error line asks for, quoted there (`requires
    setting systemd property "Delegate=yes"` answered by `printf 'Delegate=yes' | tee ...`)."""
    return any(v in command for v in _ASKED.findall(error)) and bool(
        re.search(r"\btee\b|>|\bsed -i\b|\bcrudini\b|\bconfig\b", command)
    )


def net(between: Sequence[Call]) -> list[Call]:
    """The steps between, less each edit a later edit between put back as it was (the
    agent undoing its own change): together they changed nothing."""
    undone: set[int] = set()
    for i, e in enumerate(between):
        if not e.is_edit or i in undone:
            continue
        for j in range(i + 1, len(between)):
            u = between[j]
            if (
                j not in undone
                and u.is_edit
                and u.path == e.path
                and ((u.old.strip(), u.new.strip()) == (e.new.strip(), e.old.strip()))
            ):
                undone |= {i, j}
                break
    return [c for k, c in enumerate(between) if k not in undone]
