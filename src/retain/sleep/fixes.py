"""Failure -> fix: a command that failed, and what made it pass, read from the tool calls.

Pure and stdlib-only. The session's Bash calls, edits and user messages come from
retain.sleep.fix_calls. `find_fixes` pairs a failing command F with the next run of the
same program (same program and subcommand, same directory) that passed, S, or with a run of
the same step spelled another way (through a container, a path spelled otherwise, a wrapper
and the tool it echoes, output-only options: retain.sleep.fix_identity), and asks what
happened between them (read by retain.sleep.fix_remedies):

- **an install** (`pip install x`, `npm i`, `go mod tidy`, `flutter pub add`, `dotnet
  add package`, `apt-get install`, `terraform init`, ...) that succeeded, related to the
  failure: a name it installs is in F's error line, F's output says to run it, or the error
  line says something is missing and the install is of F's ecosystem (or a system one);
- **a config change**: an applied edit of a config file of F's ecosystem (`pyproject.toml`
  for pytest, `global.json` for dotnet, `*.cabal` for cabal, `.bazelrc`, `build.gradle`,
  `AndroidManifest.xml`, ...), a settings file of no ecosystem (`.env`, `*.ini`, `*.yaml`),
  or one F's error line names, with no source file edited too (then the code changed and
  the edit's lesson is the agent's to tell);
- **a setup step** (starting the service a refused connection wanted, a migration, code
  generation, accepting SDK licences, starting an emulator, configuring a build
  directory, switching a toolchain version, clearing a cache, exporting a variable the
  error names) whose kind answers the error, or that F's output says to run;
- **a step the user took**: S is F again with nothing run between, and the user said a
  command between ("I created it with `mix ecto.create`");
- **an edit that answers the error** (retain.sleep.fix_edits): S is F again, only edits
  and looks between, and an edit took out a name F's error line quotes or a path it
  prints, writing something in its place (`No module named 'app.api.deps'` and the import
  rewritten), or wrote a new file where the error looked (`pages/mod.rs`);
- **a different invocation**: S is not F's command line but runs the same program on the
  same targets and keeps every word of F (`python -m pytest` where `pytest` failed, a flag
  or an environment variable added), or changes only the value of an option the error
  names (`-destination` for "Unable to find a destination"), with no edit and no install between.

A step the failure asks for by name outweighs a same-ecosystem config edit made beside it
(only the step is kept). F failing again with another error got past the first: what
happened between is that one's fix (one session, two failures). Two commands of one
program failing at once (`zig build`, then `zig build test`) are two open failures: a pass
closes the one of its own command.

Not kept: F never passed later in the session; F or S was interrupted; S is F's command
again with nothing state-changing between (only read-only commands such as `cat`, `git
status`, `sleep` or other failures), or F spelled another way with only output-only options
added (`--loglevel verbose`, `-- --reporter dot`): a flaky rerun; what happened between is
unrelated by the rules above (say an edit of source code and an install of something the
error does not name); F's output has no telling line (the hook matches later failures by it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from os import PathLike

from retain.sleep import fix_lexicon as lex
from retain.sleep import fix_steps as steps
from retain.sleep import fix_telling as tell
from retain.sleep.commands import segments
from retain.sleep.fix_calls import Call, Words, read_calls_and_words
from retain.sleep.fix_code import code_clause, code_fix
from retain.sleep.fix_detail import as_printed, headed, telling_errors
from retain.sleep.fix_echoes import printed_anyway
from retain.sleep.fix_edits import edit_fix, error_names, taken_out
from retain.sleep.fix_identity import lead, same_step
from retain.sleep.fix_narrow import narrower
from retain.sleep.fix_programs import Program as Program
from retain.sleep.fix_programs import program as program
from retain.sleep.fix_programs import programs as programs
from retain.sleep.fix_remedies import (
    WORDS,
    ecosystem,
    installs,
    main_command,
    remedies,
    short,
    told_by_user,
)
from retain.sleep.fix_reprint import reprints
from retain.sleep.fix_reverts import taken_back
from retain.sleep.fix_silence import silences
from retain.sleep.fix_told import told_step
from retain.sleep.fix_tries import back_to_first, plainer, undoes_try, version_only
from retain.sleep.fix_waits import looks, waited_for

BY_USER = "(the user ran it)"  # a fix the user says they made outside the session
MAX_GAP = 40  # calls between a failure and the pass that closes it; later is another story


@dataclass(frozen=True)
class Fix:
    """A failing command, its decisive error line, and what made the next run pass."""

    command: str
    error: str
    remedies: tuple[str, ...]  # clauses: "running `go mod tidy`", "editing `go.mod` (...)"
    kind: str  # "bugfix" (something was installed or changed) | "lesson" (run it so)
    names: tuple[str, ...]  # what the fix names (a package, a file, a command), lower case
    passed: str  # the run that passed
    failed_at: int
    fixed_at: int
    output: str = ""  # the failed run's output (clipped): an account quoting any line of it
    printed: str = ""  # `error` as printed, its location or mark in front (the memory's)

    def text(self) -> str:
        unit = lex.building(self.output)
        unit = (
            f" building `{unit}`" if unit and unit.casefold() not in self.error.casefold() else ""
        )
        error = _quote(self.printed or self.error)
        return f"{_quote(self.command)} failed{unit} with {error} — fixed by " + (
            " and ".join(self.remedies)
        )


def _quote(text: str) -> str:
    return f"`{text}`" if "`" not in text else f"“{text}”"


def _words(command: str) -> set[str]:
    """The words of a command line, less the read-only steps it pipes into (`| tail`)."""
    return {
        _bare(w) if i == 0 else w
        for seg in segments(command)
        if seg and seg[0] not in lex.INSPECT
        for i, w in enumerate(seg)
    }


def _bare(word: str) -> str:
    """A program by name: `.venv/bin/pip` is pip run from a virtualenv, not another tool."""
    return word.rsplit("/", 1)[-1] if "/bin/" in word else word


def find_fixes(
    calls: Sequence[Call], *, kept: bool = True, words: Sequence[Words] = ()
) -> list[Fix]:
    """`every_fix` less those the session took back; `kept=False` gives those instead."""
    found = every_fix(calls, words)
    return [f for f in found if taken_back(calls, f.failed_at, f.fixed_at) is not kept]


def every_fix(calls: Sequence[Call], words: Sequence[Words] = ()) -> list[Fix]:
    """Each failure that a later run of the same program passed, with what fixed it. A
    command line running several programs (`pip install -r r.txt && pytest`) stands for
    each of them. A failure followed by the same command failing with another error got
    past the first: what happened between fixed that one (one session, two failures). So
    did F run another way when it failed otherwise; that way is the lesson once it passes
    (`phpstan analyse --memory-limit=1G` got past the memory limit, failed on the code, and
    passed once the code was fixed). Either counts only once the command passes in the end:
    a step that swapped one error for another, left failing, fixed nothing worth keeping.
    Whether the session took a fix back is `find_fixes`'s (retain.sleep.fix_reverts).

    Two commands of one program can fail at once (`gleam build`, then `gleam test`; `sbt
    compile`, then `sbt scalafmtCheck`): each is tracked by its own command, and a pass
    closes only the failure of the same command. The one not the latest waits aside; once
    a pass fixes one of them, what came before that pass is its fix, and no other open
    failure of the program is given a share of it. `words`: the agent's text, to read the
    step it names as the fix (retain.sleep.fix_told)."""
    fixes: list[Fix] = []
    open_failures: dict[tuple[str, str, str], tuple[Call, Program]] = {}
    waiting: dict[str, tuple[int, Fix]] = {}  # a way of running F, until that line passes
    got_past: dict[tuple[str, str, str], list[Fix]] = {}  # until the command passes
    aside: dict[tuple[str, str, str], list[tuple[Call, Program]]] = {}  # still open, see _put_aside
    credited: dict[tuple[str, str, str], int] = {}  # what came before is another failure's fix
    for call in calls:
        if call.is_edit or call.ok is None:  # interrupted: neither a failure nor a pass
            continue
        line = " ".join(call.command.split())
        if call.ok is True and line in waiting:
            at, lesson = waiting.pop(line)
            if call.index - at <= MAX_GAP and all(f.error != lesson.error for f in fixes):
                fixes.append(replace(lesson, fixed_at=call.index))
        ran = programs(call.command)
        for p in ran:
            if call.ok is True and p.key not in open_failures:
                p = _respelling(open_failures, call, p, ran)  # the failed step, spelled so
            current = open_failures.get(p.key)
            if call.ok and current and version_only(call, p) and not version_only(*current):
                continue  # `mvn -v` while `mvn compile` fails: a look, no run of it (fix_tries)
            own = _own_failure(aside.get(p.key, []), current, call, p) if call.ok else None
            if own is None and current is not None and steps.another_action(current[1], p):
                if call.ok is False:  # `alembic heads` failing too: open beside, not that run
                    failed = (call, p)
                    _put_aside(aside.setdefault(p.key, []), failed, failed)
                continue  # `alembic heads` after `alembic upgrade head`: not that run again
            opened = own or open_failures.pop(p.key, None)
            # the open failure printed again (retain.sleep.fix_reprint): it stays one failure
            again = call.ok is False and opened is not None and reprints(opened, (call, p))
            if call.ok is False and opened is not None:
                _put_aside(aside.setdefault(p.key, []), None if again else opened, (call, p))
            for held in got_past.pop(p.key, []) if call.ok is True else []:
                if call.index - held.fixed_at <= MAX_GAP and held.error not in errors(fixes):
                    fixes.append(held)
            if call.ok is False:  # a louder rerun keeps the plain printing (fix_tries)
                open_failures[p.key] = plainer(opened, (call, p)) if again else (call, p)
            if call.ok is False and back_to_first(got_past.get(p.key, []), call):
                continue  # the first error is back: the try between fixed nothing (fix_tries)
            if opened is None or call.index - opened[0].index > MAX_GAP:
                continue
            since = max(opened[0].index, credited.get(p.key, -1)) + 1
            between = steps.net([*calls[since : call.index], *steps.chained(call, p)])
            between = [c for c in between if not undoes_try(c, calls, opened[0]) and not looks(c)]
            if call.ok is False and (again or not _got_past(opened[0], call)):
                continue
            agent = (words, _next_failure(calls, call.index))
            fix = _judge(opened[0], opened[1], call, p, between, agent)
            if fix is None and call.ok and own is None and steps.a_step(*opened, call, p):
                open_failures[p.key] = opened  # `packer init x` after `packer validate x`
            elif fix is not None and call.ok is False and fix.kind == "lesson":
                waiting[line] = (call.index, fix)  # run so it got further: does it pass?
            elif fix is not None and call.ok is False:
                got_past.setdefault(p.key, []).append(fix)
            elif fix is not None and all(f.error != fix.error for f in fixes):
                fixes.append(fix)
                if own is not None or aside.get(p.key):
                    credited[p.key] = call.index  # the failures still open get no share of it
    return fixes


def _respelling(
    open_failures: dict[tuple[str, str, str], tuple[Call, Program]],
    call: Call,
    p: Program,
    ran: Sequence[Program],
) -> Program:
    """`p` under the key of the open failure whose step it runs, spelled another way
    (retain.sleep.fix_identity): `docker compose exec app ./gradlew test` closes `./gradlew
    test`, `just test` closes the `pytest` it runs. `p` itself when it closes none, or when
    the line runs the failed program as it was too (`eval $(opam env) && dune build`)."""
    own = {q.key for q in ran}
    for key, (failed, fp) in reversed(open_failures.items()):
        if key not in own and same_step(failed, fp, call, p):
            return replace(p, name=key[0], sub=key[1], where=key[2])
    return p


def _identity(call: Call, p: Program) -> frozenset[str]:
    """A failure's own command, less the read-only steps piped after it: `gleam test` is
    not `gleam build`, though both are one program with no subcommand it knows."""
    return frozenset(_words(steps.own_line(call.command, p)))


def _put_aside(
    aside: list[tuple[Call, Program]],
    held: tuple[Call, Program] | None,
    then: tuple[Call, Program],
) -> None:
    """Another command of the program failed (`then`) while `held` was open: both are open
    at once (`gleam build`, then `gleam test`; `sbt scalafmtCheck` while `sbt compile` is
    open, when `held` is `then` itself), so `held` waits aside for a pass of its own
    command. A failure of a command supersedes the one set aside for it; `held` is None
    when `then` is the open failure printed again (retain.sleep.fix_reprint)."""
    mine = _identity(*then)
    aside[:] = [a for a in aside if _identity(*a) != mine]
    if held is not None and (held is then or _identity(*held) != mine):
        aside.append(held)


def _own_failure(
    aside: list[tuple[Call, Program]], opened: tuple[Call, Program] | None, call: Call, p: Program
) -> tuple[Call, Program] | None:
    """The failure set aside whose own command just passed, when the open one is another
    command: the pass closes only the failure of the same command (taken out of `aside`)."""
    mine = _identity(call, p)
    if opened is not None and _identity(*opened) == mine:
        return None
    for i, a in enumerate(aside):
        if _identity(*a) == mine and call.index - a[0].index <= MAX_GAP:
            return aside.pop(i)
    return None


def errors(fixes: Sequence[Fix]) -> set[str]:
    return {f.error for f in fixes}


def _got_past(first: Call, then: Call) -> bool:
    """The same command failed again with another error (not only other numbers: a time,
    a line), and the first error is gone from its output."""
    error = tell.decisive_line(first.output)
    again = tell.decisive_line(then.output)
    return (
        bool(error and again)
        and re.sub(r"\d+", "", error) != re.sub(r"\d+", "", again)
        and (error.rstrip("…") not in then.output)
    )


def _next_failure(calls: Sequence[Call], after: int) -> int:
    """The index of the first failed run after call `after` (past the end when none)."""
    return next((c.index for c in calls[after + 1 :] if c.ok is False), len(calls))


def _judge(
    failed: Call,
    fp: Program,
    passed: Call,
    pp: Program,
    between: Sequence[Call],
    agent: tuple[Sequence[Words], int] = ((), 0),  # the agent's words, and where they end
) -> Fix | None:
    output = waited_for(failed, between) or _why_failed(failed.output, passed.output)
    error = tell.decisive_line(output)
    if not error or narrower(failed, passed):
        return None  # no telling line, or a part of F passed: no fix (retain.sleep.fix_narrow)
    if any(silences(c, failed.output, failed.command) for c in between):
        return None  # the check told not to look (retain.sleep.fix_silence): no fix
    between = [c for c in between if not narrower(failed, c)]  # looking at a part: no step
    clauses, names = remedies(fp, error, failed.output, between)
    # what the memory records: the line asking for the step, or the whole decisive line
    # (failures are compared by it; the memory quotes it as printed: fix_detail)
    asked = _asked_by(failed.output, between, clauses, error)
    asked = headed(asked, error, output) if asked else ""  # under its exception's class
    error, printed = (asked, as_printed(asked, output)) if asked else telling_errors(output)
    kind = "bugfix"
    f_line, s_line = steps.own_line(failed.command, fp), steps.own_line(passed.command, pp)
    respelled = same_step(failed, fp, passed, pp)  # the failed step, spelled otherwise
    same = " ".join(f_line.split()) == " ".join(s_line.split()) or (
        respelled
        and lead(failed.command, fp)
        == lead(passed.command, pp)  # nor run otherwise (`X=1`, a runner)
    )
    told = told_by_user(fp, between) if same and not clauses else None
    plainer = not same and _words(s_line) < _words(f_line)  # F less a wrong try's option
    stepped = steps.last_step(fp, between, ecosystem(fp), installs) if not clauses else None
    if told is not None:
        clauses, names = [f"running `{told[0]}` {BY_USER}"], {told[1], told[0].casefold()}
    elif stepped is not None and (same or plainer):
        clauses = [f"running `{short(main_command(stepped[0].command))}`"]
        names = {f"{stepped[1].name} {stepped[1].sub}".strip()}
    elif (same or respelled) and not clauses and (edited := edit_fix(error, between)):
        clauses = list(dict.fromkeys(steps.config_clause(e) for e in edited))
        names = {e.path.rstrip("/").rsplit("/", 1)[-1].casefold() for e in edited}
        quoted = error_names(error)  # read once, not again for each edit
        names |= {n.casefold() for e in edited for n in taken_out(e, quoted)}
    elif same and not clauses and (done := told_step(fp, between, passed, *agent)):
        clauses = [f"running `{short(done)}`"]  # the agent says so
        names = {short(done).casefold()}
    elif same and not clauses and (edited := code_fix(failed, between, error)):
        clauses = list(dict.fromkeys(code_clause(e, steps.config_clause(e)) for e in edited))
        names = {e.path.rstrip("/").rsplit("/", 1)[-1].casefold() for e in edited}
    elif not clauses:
        if same or any(c.is_edit for c in between):
            return None  # a rerun unchanged (flaky), or a code fix
        run = steps.through(passed.command, pp)  # what ran after F's program is no part of it
        added = _words(run) - _words(steps.through(failed.command, fp)) - steps.timing_words(run)
        if not added - lex.COSMETIC:
            return None  # F again, only waited for, quieter or echoed: a rerun
        if not _same_targets(fp, pp, added, error):
            return None  # another selection: not F run so
        if not _run_so(failed.command, passed.command, error):
            return None  # S dropped some of F: not F run so
        if steps.does_less(failed.command, passed.command, added, error, failed.output):
            return None  # fewer tests, a check skipped, the exit code ignored
        if any(installs(q) for c in between if c.ok for q in programs(c.command)):
            return None  # an install the error does not ask for: not clearly the fix
        clauses = [f"running `{short(run)}` instead"]
        names = {short(run).casefold()}
        kind = "lesson"
    return Fix(
        command=short(s_line if plainer else f_line),  # the plain run failed too
        error=error,
        remedies=tuple(clauses),
        kind=kind,
        names=tuple(sorted(names)),
        passed=short(passed.command),
        failed_at=failed.index,
        fixed_at=passed.index,
        output=failed.output,
        printed=printed,
    )


def _why_failed(failed: str, passed: str) -> str:
    """F's output to choose its line from: less what the pass printed too, when the line
    chosen otherwise is one of those (a notice printed on every run: fix_echoes)."""
    line = tell.decisive_line(failed).rstrip("…")
    own = printed_anyway(failed, passed)
    return own if line and line in passed and tell.decisive_line(own) else failed


def _same_targets(fp: Program, pp: Program, added: set[str], error: str) -> bool:
    """S runs on F's targets: the value of an option S added (`--vault-password-file
    ~/.vault`, `-n ledger`) is no other target, unless the option chooses what runs (`-R
    one_test`): that is another selection, but for one the error asks for (`--bin`)."""
    words = set(WORDS.findall(error.casefold()))
    values = {
        v
        for o, v in zip(pp.words, pp.words[1:])
        if o[:1] == "-" and {o, v} <= added and (o not in _SELECTS or o.strip("-") in words)
    }
    return tuple(t for t in pp.targets if t not in values) == fp.targets


def _asked_by(output: str, between: Sequence[Call], clauses: Sequence[str], error: str) -> str:
    """The output's line asking for the step that fixed it, when it states the problem
    too: the failure that step answered ('' when none does)."""
    for call in between:
        said = f"running `{short(main_command(call.command))}`"
        if call.ok is not True or not any(c.startswith(said) for c in clauses):
            continue
        for p in programs(call.command):
            if len(p.words) >= 2:
                step = " ".join([p.name, *p.words[1:]])
                line = tell.asking_line(output, step) or steps.answered_line(output, step, error)
                if line:
                    return line
    return ""


def _run_so(failed: str, passed: str, error: str) -> bool:
    """S is F run another way: every word of F kept, or only the value of an option F and S
    both give changed, where the error names that option ("Unable to find a destination"
    for `-destination`)."""
    lost = _words(failed) - _words(passed) - steps.wrapper_words(failed)
    if not lost:
        return True
    before, after = _option_values(failed), _option_values(passed)
    words = set(WORDS.findall(error.casefold()))
    changed = {
        v
        for o, v in before.items()
        if o in after and after[o] != v and o not in _SELECTS and o.strip("-") in words
    }
    return lost <= changed


# Options that choose what runs (which tests, which target): another value is another
# selection, not the same run done another way.
_SELECTS = frozenset(
    {"--tests", "--target", "-t", "--tag", "--name", "--filter", "--testsuite", "-R", "-E", "-k",
     "-m", "-p", "--package", "-pl", "--projects", "-run", "--run", "--bin", "--test", "--only",
     "--grep", "-g", "--spec", "--example", "--lib", "--tags", "--limit", "-l"}
)  # fmt: skip


def _option_values(command: str) -> dict[str, str]:
    """The values of the options that take one (`-destination 'platform=...'`)."""
    out: dict[str, str] = {}
    for seg in segments(command):
        for option, value in zip(seg, seg[1:]):
            if option in lex.VALUE_OPTIONS:
                out[option] = value
    return out


def fixes_in(path: str | PathLike[str]) -> list[Fix]:
    """`find_fixes` over a transcript file."""
    calls, words = read_calls_and_words(path)
    return find_fixes(calls, words=words)
