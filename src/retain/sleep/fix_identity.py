"""The same step spelled another way, for retain.sleep.fixes: when a passing run is the
failed command again though not letter for letter.

Pure and stdlib-only. `programs` already reads a command past environment assignments,
`cd x &&`, wrappers and runners (`uv run`, `npx`, `bundle exec`, `python -m`). What is
left to tell apart is read here, from the shape of the two calls:

- **output-only options**: `--loglevel DEBUG`, `--format progress`, `-- --reporter dot`,
  `--no-color` change how a run reports, not what it runs (lists in
  retain/lexicon/fixes.json);
- **a container**: `docker compose exec app ./gradlew test` is `./gradlew test`;
- **a path spelled otherwise**: `./scripts/smoke.js` and `scripts/smoke.js`,
  `build/` and `./build/`, a script run by path or through its interpreter (`./bin/x`
  and `bb bin/x`);
- **a wrapper and the tool under it**: `make ci` whose output echoes `dotnet test
  Haberdash.sln` on a line of its own, `npm test` printing `> node --test test/`: one
  run says it ran the other's program and subcommand.

A retry spelled so (`cargo make --loglevel verbose ci` after `cargo make ci`) is the failed
command again: with nothing changed between, it is a rerun, not a fix.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import replace

from retain import lexicon
from retain.sleep import fix_lexicon as lex
from retain.sleep.commands import segments
from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import Program, programs

_FILE = "fixes"  # retain/lexicon/fixes.json
# Options that change only how a run reports and take a value (`--reporter dot`).
COSMETIC_VALUES = lexicon.words(_FILE, "cosmetic_value_options")
# Commands that run another command inside a container (`docker compose exec SVC cmd`).
CONTAINER_EXEC = tuple(p.split() for p in lexicon.phrases(_FILE, "container_exec"))
ECHO_LINES = 40  # a wrapper echoes the command it runs near the top of what it prints
_ECHO_PREFIX = re.compile(r"^\s*(?:[>$+]\s+)?")


def same_step(failed: Call, fp: Program, run: Call, rp: Program) -> bool:
    """`run` (`rp`) runs the step `failed` (`fp`) ran, spelled another way: the same words
    once output-only options, a container and path spellings are set aside, or a wrapper
    whose output echoes the other's program."""
    f, r = inside(_own(fp)), inside(_own(rp))
    if f.where != r.where:
        return False
    if step_words(f) == step_words(r) or _by_interpreter(f, r) or _by_interpreter(r, f):
        return True
    return (f.name, f.sub) != (r.name, r.sub) and (
        _echoes(failed.output, r) or _echoes(run.output, f)
    )


def lead(line: str, p: Program) -> frozenset[str]:
    """How a line runs its program, less the program's own words: environment assignments,
    runners and their options (`uv run --extra test`, `conda run -n x`, `npx`), the steps
    chained before it (`eval $(opam env) &&`). Two runs with another lead are run another
    way, which may be the lesson itself; read-only steps piped or chained (`| tail`) aside."""
    own = set(p.words)
    return frozenset(
        w for seg in segments(line) for w in seg if w not in own and seg[0] not in lex.INSPECT
    )


def _own(p: Program) -> Program:
    """`p` read again from its own words (a run filed under the key of the failure it
    closes keeps its words, not that failure's name)."""
    found = programs(shlex.join(p.words))
    return replace(found[0], where=p.where) if found else p


def inside(p: Program) -> Program:
    """The program a container exec runs (`docker compose exec -T app pytest` is pytest),
    in the directory of the call; `p` itself otherwise."""
    words = list(p.words)
    for lead in CONTAINER_EXEC:
        if words[: len(lead)] != lead:
            continue
        rest = words[len(lead) :]
        while rest and rest[0].startswith("-"):  # `-T`, `-it`, `--user x`: no program yet
            rest = (
                rest[2:]
                if rest[0] in ("-u", "--user", "-w", "--workdir", "-e", "--env")
                else rest[1:]
            )
        rest = rest[1:]  # the service or container
        if rest[:1] == ["--"]:
            rest = rest[1:]
        found = programs(" ".join(rest)) if rest else []
        if found:
            return Program(found[0].name, found[0].sub, found[0].targets, p.where, found[0].words)
    return p


def step_words(p: Program) -> tuple[str, ...]:
    """What a run runs, in order: its words less output-only options (and their values),
    a bare `--`, and the spelling of paths (`./x/` is `x`)."""
    out: list[str] = []
    skip = False
    for i, w in enumerate(p.words):
        if skip:
            skip = False
            continue
        option = w.split("=", 1)[0]
        if w == "--" or w in lex.COSMETIC or option in lex.COSMETIC:
            continue
        if option in COSMETIC_VALUES:
            skip = "=" not in w and i + 1 < len(p.words)
            continue
        out.append(_path(w) if i else p.name)
    return tuple(out)


def _path(word: str) -> str:
    """A path as written, less a leading `./` and a trailing `/`."""
    if "/" not in word or word.startswith("-"):
        return word
    return word.removeprefix("./").rstrip("/") or word


def _by_interpreter(script: Program, run: Program) -> bool:
    """`script` runs a file by its path (`./bin/reconcile x`) and `run` hands the same
    file to a program (`bb bin/reconcile x`)."""
    if "/" not in script.words[0] or len(run.words) < 2 or "/" in run.words[0]:
        return False
    head = _path(script.words[0])
    return _path(run.words[1]) == head and step_words(script)[1:] == step_words(run)[2:]


def _echoes(output: str, p: Program) -> bool:
    """The output has a line of its own that is a command of `p`'s program and subcommand
    (a Makefile's recipe, npm's `> node --test test/`): the run ran `p` under it."""
    for line in output.splitlines()[:ECHO_LINES]:
        text = _ECHO_PREFIX.sub("", line).strip()
        if not text or text[0] in "#[" or len(text) > 200:
            continue
        for q in programs(text):
            if (q.name, q.sub) == (p.name, p.sub) and q.words[:1] == p.words[:1]:
                return True
    return False
