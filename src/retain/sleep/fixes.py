"""Failure -> fix: a command that failed, and what made it pass, read from the tool calls.

Pure and stdlib-only. Claude Code records each Bash call as an assistant `tool_use`
(`input.command`) answered by a `tool_result` (`is_error`) with the output in the top-level
`toolUseResult` ({stdout, stderr, interrupted}); edits are Edit/Write/MultiEdit calls. From
these `find_fixes` pairs a failing command F with the next run of the same program
(same program and subcommand, same directory) that passed, S, and asks what happened
between them:

- **an install** (`pip install x`, `npm i`, `go mod tidy`, `bundle install`,
  `apt-get install`, `terraform init`, ...) that succeeded, related to the failure: a
  name it installs is in F's error line, or the error line says something is missing and
  the install is of F's ecosystem (or a system package manager);
- **a config change**: an applied edit of a config file of F's ecosystem (`pyproject.toml`
  for pytest, `tsconfig.json` for tsc, `go.mod`, `Cargo.toml`, `Gemfile`, `build.gradle`,
  `*.tf`, `Dockerfile`, ...), a settings file of no ecosystem (`.env`, `*.ini`, `*.yaml`),
  or one F's error line names, with no source file edited too (then the code changed and
  the edit's lesson is the agent's to tell);
- **a setup step** (starting the service a refused connection wanted, a migration, code
  generation, clearing a cache) whose kind answers the error;
- **a different invocation**: S is not F's command line but runs the same program on the
  same targets and keeps every word of F (`python -m pytest` where `pytest` failed, a flag
  or an environment variable added), with no edit and no install between.

Not kept: F never passed later in the session; F or S was interrupted; S is F's command
again with nothing state-changing between (only read-only commands such as `cat`, `git
status`, `sleep` or other failures): a flaky rerun; what happened between is unrelated by
the rules above (say an edit of source code and an install of something the error does
not name); F's output has no telling line (the hook matches later failures by it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from os import PathLike

from retain.sleep import fix_lexicon as lex
from retain.sleep.commands import EDIT_TOOLS, _segments, _targets, _unwrap
from retain.sleep.outputs import clip, exit_code, output_of, read_counts, result_text
from retain.sleep.transcript import REJECTION_MARKER, _records

MAX_GAP = 40  # calls between a failure and the pass that closes it; later is another story
COMMAND_CHARS = 120  # a command quoted in a memory
DETAIL_CHARS = 120  # the changed config lines quoted in a memory
DETAIL_LINES = 2  # more changed lines than this is a rewrite: the file name says enough
_REFUSED = "The user doesn't want to"  # "... take this action right now": not run either
_INTERRUPTED = "[Request interrupted"  # stopped by the user: neither failed nor passed


@dataclass(frozen=True)
class Call:
    """One Bash call or applied edit, in session order."""

    index: int
    command: str = ""  # Bash
    ok: bool | None = None  # True passed, False failed, None interrupted (Bash)
    output: str = ""
    path: str = ""  # an edit's file
    old: str = ""
    new: str = ""

    @property
    def is_edit(self) -> bool:
        return bool(self.path)


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

    def text(self) -> str:
        return f"{_quote(self.command)} failed with {_quote(self.error)} — fixed by " + (
            " and ".join(self.remedies)
        )


def _quote(text: str) -> str:
    return f"`{text}`" if "`" not in text else f"“{text}”"


def _short(command: str) -> str:
    flat = " ".join(command.strip().splitlines()[0].split()) if command.strip() else ""
    flat = re.sub(r"\s*(?:\d?>&\d|\|&?\s*(?:tail|head|tee|grep|less)\b.*)$", "", flat).strip()
    return flat if len(flat) <= COMMAND_CHARS else flat[: COMMAND_CHARS - 1] + "…"


# --- reading ------------------------------------------------------------------------------


def read_calls(path: str | PathLike[str]) -> list[Call]:
    """The session's Bash calls and applied edits, in order; [] for an unreadable file."""
    pending: dict[str, tuple[str, dict]] = {}
    calls: list[Call] = []
    for rec in _records(path):
        if rec.get("isSidechain") is True or rec.get("type") not in ("user", "assistant"):
            continue
        message = rec.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        blocks = [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []
        if rec["type"] == "assistant":
            for b in blocks:
                if b.get("type") == "tool_use" and isinstance(b.get("id"), str):
                    name, args = b.get("name"), b.get("input")
                    if isinstance(name, str) and isinstance(args, dict):
                        pending[b["id"]] = (name, args)
            continue
        extra = rec.get("toolUseResult")
        for b in blocks:
            if b.get("type") != "tool_result":
                continue
            call = pending.pop(str(b.get("tool_use_id")), None)
            if call is None:
                continue
            name, args = call
            said = result_text(b.get("content"))[:300]
            if REJECTION_MARKER in said or _REFUSED in said:
                continue  # the user refused the call: it never ran
            if name == "Bash" and isinstance(args.get("command"), str):
                out = clip(output_of(b, extra))
                code = None if said.startswith(_INTERRUPTED) else exit_code(b, extra)
                failed_tests = read_counts(out)[1] if code == 0 else None
                ok = None if code is None else code == 0 and not failed_tests
                calls.append(Call(len(calls), command=args["command"], ok=ok, output=out))
            elif name in EDIT_TOOLS and b.get("is_error") is not True:
                calls.extend(_edits(len(calls), args))
    return calls


def _edits(index: int, args: dict) -> Iterator[Call]:
    path = args.get("file_path") or args.get("notebook_path")
    if not isinstance(path, str) or not path.strip():
        return
    edits = args.get("edits")
    parts: list = edits if isinstance(edits, list) else [args]
    old = "\n".join(str(p.get("old_string", "")) for p in parts if isinstance(p, dict))
    new = "\n".join(
        str(p.get("new_string", p.get("content", p.get("new_source", ""))))
        for p in parts
        if isinstance(p, dict)
    )
    yield Call(index, path=path, old=old, new=new)


def programs(command: str) -> list[Program]:
    """What a command line runs, segment by segment, past `cd`, env assignments and
    wrappers; read-only commands and probes (`python -c`) left out."""
    where = ""
    out: list[Program] = []
    for seg in _segments(command):
        words = _unwrap(seg)
        if not words:
            continue
        if words[0] == "cd":
            where = words[1] if len(words) > 1 else ""
            continue
        if words[0] in ("export", "source", ".", "set", "unset"):
            continue
        name = words[0] if words[0].startswith("./") else words[0].rsplit("/", 1)[-1]
        name = {"py.test": "pytest", "python3": "python"}.get(name, name)
        if name in lex.INSPECT or " ".join([name, *words[1:2]]) in lex.INSPECT_PAIRS:
            continue
        if lex.PROBE.search(" ".join(words)) or (name == "sed" and "-i" not in words):
            continue
        rest = list(words[1:])
        sub = ""
        if name in lex.SUBCOMMAND_PROGRAMS and rest and not rest[0].startswith("-"):
            sub = rest.pop(0)
            if name in ("npm", "pnpm", "yarn", "bun") and sub in ("run", "run-script") and rest:
                sub = f"run {rest.pop(0)}"
            elif f"{name} {sub}" in lex.INSTALL_SECOND and rest:
                sub = f"{sub} {rest.pop(0)}"
        out.append(Program(name, sub, _targets(_drop_values(rest)), where, tuple(words)))
    return out


def program(command: str) -> Program | None:
    """The first thing a command line runs (see `programs`), or None."""
    found = programs(command)
    return found[0] if found else None


def _drop_values(args: list[str]) -> list[str]:
    """Without the options that take a value (`--platform linux/amd64`): not targets."""
    out: list[str] = []
    skip = False
    for a in args:
        if skip:
            skip = False
        elif a in lex.VALUE_OPTIONS:
            skip = True
        else:
            out.append(a)
    return out


# --- what happened between ------------------------------------------------------------------


def _installs(p: Program) -> bool:
    subs = lex.INSTALLS.get(p.name)
    if subs is None:
        gradle = p.name in ("gradle", "gradlew", "./gradlew")
        return gradle and "--refresh-dependencies" in p.words
    first = p.sub.split(" ")[0] if p.sub else None
    if first not in subs:
        return False
    second = lex.INSTALL_SECOND.get(f"{p.name} {first}")
    return second is None or p.sub.split(" ")[-1] in second


def _names(p: Program) -> list[str]:
    """The packages an install names: `pip install 'requests>=2' -e .` gives requests."""
    out = []
    for t in p.targets:
        t = t.strip("'\"")
        scoped = t.startswith("@")  # @types/express@^4: the scope is part of the name
        bare = ("@" if scoped else "") + re.split(r"[=<>!~@\[;]", t[scoped:], maxsplit=1)[0]
        bare = bare.rsplit("/", 1)[-1] if bare.startswith(("github.com", "golang.org")) else bare
        if len(bare) >= 2 and bare not in (".", "..") and not bare.startswith("-"):
            out.append(bare.casefold())
    return out


def _named_in(names: Sequence[str], line: str) -> bool:
    low = line.casefold().replace("_", "-")
    return any(
        re.search(rf"(?<![\w-]){re.escape(n.replace('_', '-'))}(?![\w-])", low) for n in names
    )


def _eco(p: Program) -> str | None:
    if p.name in ("python", "node", "ruby") and p.words[1:2] == ("-m",):
        return lex.ECOSYSTEM.get(p.words[2] if len(p.words) > 2 else "", lex.ECOSYSTEM[p.name])
    return lex.ECOSYSTEM.get(p.name)


def _config_clause(edit: Call) -> str:
    name = edit.path.rstrip("/").rsplit("/", 1)[-1]
    before = [ln.strip() for ln in edit.old.splitlines() if ln.strip()]
    after = [ln.strip() for ln in edit.new.splitlines() if ln.strip()]
    added = [ln for ln in after if ln not in set(before)]
    detail = "; ".join(added)
    # a line or two changed or added says what the fix was; a block moved about does not
    small = len(added) <= DETAIL_LINES and len(after) <= len(before) + DETAIL_LINES
    if added and small and len(detail) <= DETAIL_CHARS and "`" not in detail:
        return f"editing `{name}` (`{detail}`)"
    return f"editing `{name}`"


def _remedies(failed: Program, error: str, between: Sequence[Call]) -> tuple[list[str], set[str]]:
    """The clauses naming what fixed it, and the names they carry; ([], _) when nothing
    between is related to the failure."""
    eco = _eco(failed)
    missing = bool(lex.MISSING.search(error))
    edits = [c for c in between if c.is_edit]
    configs = [(c, lex.config_ecosystem(c.path.rstrip("/").rsplit("/", 1)[-1])) for c in edits]
    source_edited = any(e is None for _, e in configs)
    clauses: list[str] = []
    names: set[str] = set()
    ran = [(call, p) for call in between if call.ok is True for p in programs(call.command)]
    for call, p in ran:
        where = f" in `{p.where}`" if p.where and p.where != failed.where else ""
        said = f"running `{_short(_main(call.command))}`{where}"
        if _installs(p):
            by_name = _named_in(_names(p), error)
            by_kind = missing and (p.name in lex.SYSTEM_INSTALLERS or _eco(p) == eco)
            if by_name or (by_kind and not source_edited):
                clauses.append(said)
                names.update(_names(p) or [f"{p.name} {p.sub}".strip()])
            continue
        line = " ".join(p.words)
        if lex.SETUP.match(line) and not source_edited:
            answers = any(a.search(line) and b.search(error) for a, b in lex.SETUP_ANSWERS)
            if answers or lex.CLEAN.match(line) or _named_in(list(p.targets), error):
                clauses.append(said)
                names.add(f"{p.name} {p.sub}".strip())
    if not source_edited:
        for c, e in configs:
            name = c.path.rstrip("/").rsplit("/", 1)[-1]
            if e in (eco, "generic") or (e is not None and name.casefold() in error.casefold()):
                clauses.append(_config_clause(c))
                names.add(name.casefold())
    return list(dict.fromkeys(clauses)), names


def _words(command: str) -> set[str]:
    """The words of a command line, less the read-only steps it pipes into (`| tail`)."""
    return {w for seg in _segments(command) if seg and seg[0] not in lex.INSPECT for w in seg}


def _main(command: str) -> str:
    """The command without a leading `cd x &&` (said apart as "in `x`")."""
    return re.sub(r"^\s*cd\s+\S+\s*&&\s*", "", command)


def find_fixes(calls: Sequence[Call]) -> list[Fix]:
    """Each failure that a later run of the same program passed, with what fixed it. A
    command line running several programs (`pip install -r r.txt && pytest`) stands for
    each of them."""
    fixes: list[Fix] = []
    open_failures: dict[tuple[str, str, str], tuple[Call, Program]] = {}
    for call in calls:
        if call.is_edit or call.ok is None:  # interrupted: neither a failure nor a pass
            continue
        for p in programs(call.command):
            if call.ok is False:
                open_failures[p.key] = (call, p)
                continue
            opened = open_failures.pop(p.key, None)
            if opened is None or call.index - opened[0].index > MAX_GAP:
                continue
            fix = _judge(opened[0], opened[1], call, p, calls[opened[0].index + 1 : call.index])
            if fix is not None and all(f.error != fix.error for f in fixes):
                fixes.append(fix)
    return fixes


def _judge(
    failed: Call, fp: Program, passed: Call, pp: Program, between: Sequence[Call]
) -> Fix | None:
    error = lex.decisive_line(failed.output)
    if not error:
        return None
    clauses, names = _remedies(fp, error, between)
    kind = "bugfix"
    if not clauses:
        same = " ".join(failed.command.split()) == " ".join(passed.command.split())
        if same or any(c.is_edit for c in between) or pp.targets != fp.targets:
            return None  # a rerun unchanged (flaky), a code fix, or another selection
        if not _words(failed.command) <= _words(passed.command):
            return None  # S dropped some of F (another script, another step): not F run so
        if any(_installs(q) for c in between if c.ok for q in programs(c.command)):
            return None  # an install the error does not ask for: not clearly the fix
        clauses = [f"running `{_short(passed.command)}` instead"]
        names = {_short(passed.command).casefold()}
        kind = "lesson"
    return Fix(
        command=_short(failed.command),
        error=error,
        remedies=tuple(clauses),
        kind=kind,
        names=tuple(sorted(names)),
        passed=_short(passed.command),
        failed_at=failed.index,
        fixed_at=passed.index,
    )


def fixes_in(path: str | PathLike[str]) -> list[Fix]:
    """`find_fixes` over a transcript file."""
    return find_fixes(read_calls(path))
