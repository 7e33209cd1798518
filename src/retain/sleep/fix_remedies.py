"""What happened between a failure and the run that passed, for retain.sleep.fixes: the
clauses naming the fix (an install, a setup step, a config edit, an exported variable, a
step the user says they took) and the names they carry.

Pure and stdlib-only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from retain.sleep import fix_lexicon as lex
from retain.sleep import fix_steps as steps
from retain.sleep.commands import segments
from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import Program, program, programs

COMMAND_CHARS = 120  # a command quoted in a memory


def short(command: str) -> str:
    """A command as a memory quotes it: its first line, less a redirect or a read-only pipe."""
    flat = " ".join(command.strip().splitlines()[0].split()) if command.strip() else ""
    flat = re.sub(r"\s*(?:\d?>&\d|\|&?\s*(?:tail|head|tee|grep|less)\b.*)$", "", flat).strip()
    return flat if len(flat) <= COMMAND_CHARS else flat[: COMMAND_CHARS - 1] + "…"


def main_command(command: str) -> str:
    """The command without a leading `cd x &&` (said apart as "in `x`")."""
    return re.sub(r"^\s*cd\s+\S+\s*&&\s*", "", command)


def installs(p: Program) -> bool:
    """`p` installs something: `pip install x`, `npm i`, `go mod tidy`, `opam install .`."""
    subs = lex.INSTALLS.get(p.name)
    if subs is None:  # a tool of its own kind says so: `luarocks install x`, `opam install .`,
        # `ansible-galaxy collection install -r r.yml`
        said = [w for w in p.words[1:3] if not w.startswith("-")]
        gradle = p.name in ("gradle", "gradlew", "./gradlew")
        return "install" in said[:2] or (gradle and "--refresh-dependencies" in p.words)
    first = p.sub.split(" ")[0] if p.sub else None
    if first not in subs:
        return False
    second = lex.INSTALL_SECOND.get(f"{p.name} {first}")
    return second is None or p.sub.split(" ")[-1] in second


_MODULE_PATH = re.compile(r"^[\w-]+(?:\.[\w-]+)+/\S")  # a host, then a path under it


def names_of(p: Program) -> list[str]:
    """The packages an install names: `pip install 'requests>=2' -e .` gives requests."""
    out = []
    targets = p.targets
    if not p.sub and "install" in targets[:2]:  # `opam install x`: the words before x say how
        targets = targets[targets.index("install") + 1 :]
    for t in targets:
        t = t.strip("'\"")
        scoped = t.startswith("@")  # @types/express@^4: the scope is part of the name
        bare = ("@" if scoped else "") + re.split(r"[=<>!~@\[;]", t[scoped:], maxsplit=1)[0]
        # a module path (`google.golang.org/protobuf/cmd/protoc-gen-go`): its last element
        bare = bare.rsplit("/", 1)[-1] if _MODULE_PATH.match(bare) else bare
        if len(bare) >= 2 and bare not in (".", "..") and not bare.startswith("-"):
            out.append(bare.casefold())
    return out


# A distribution's package of a tool or library, named around it: `ninja-build` (Ninja),
# `libssl-dev` (ssl), `libpq-devel`, `protobuf-compiler`.
_PACKAGED = re.compile(r"^(?:lib)?([a-z][a-z0-9+]{2,})-(?:dev|devel|build|bin|tools|compiler)$")


def cores(p: Program) -> list[str]:
    """What a system install's packages are packages of (`ninja-build`: ninja)."""
    return [m.group(1) for n in names_of(p) if (m := _PACKAGED.match(n))]


def named_in(names: Sequence[str], line: str) -> bool:
    low = line.casefold().replace("_", "-")
    return any(
        re.search(rf"(?<![\w-]){re.escape(n.replace('_', '-'))}(?![\w-])", low) for n in names
    )


def ecosystem(p: Program) -> str | None:
    if p.name in ("python", "node", "ruby") and p.words[1:2] == ("-m",):
        return lex.ECOSYSTEM.get(p.words[2] if len(p.words) > 2 else "", lex.ECOSYSTEM[p.name])
    return lex.ECOSYSTEM.get(p.name)


def remedies(
    failed: Program, error: str, output: str, between: Sequence[Call]
) -> tuple[list[str], set[str]]:
    """The clauses naming what fixed it, and the names they carry; ([], _) when nothing
    between is related to the failure. A step the failure asks for by name (an install of
    the package it names, the command its output says to run, a setup step answering it,
    a config file it names) outweighs an edit of a config file of the same ecosystem only:
    with one, such edits are left out."""
    eco = ecosystem(failed)
    missing = bool(lex.MISSING.search(error))
    edits = [c for c in between if c.is_edit]
    configs = [(c, lex.config_ecosystem(c.path.rstrip("/").rsplit("/", 1)[-1])) for c in edits]
    source_edited = any(e is None for _, e in configs)
    strong: list[str] = []
    weak: list[str] = []
    names: dict[str, set[str]] = {}
    installed: list[str] = []  # the packages of the installs taken
    ran = [(call, p) for call in between if call.ok is True for p in programs(call.command)]
    for call, p in ran:
        where = f" in `{p.where}`" if p.where and p.where != failed.where else ""
        said = f"running `{short(main_command(call.command))}`{where}"
        line = " ".join([p.name, *p.words[1:]])  # `~/sdk/bin/sdkmanager` is sdkmanager
        asked = len(p.words) >= 2 and steps.asks_for(output, line, p)
        moved = renamed_config(p)
        if moved and (moved[2] in (eco, "generic") or named_in([moved[0]], error)):
            clause = f"renaming `{moved[0]}` to `{moved[1]}`"
            (strong if named_in([moved[0]], error) else weak).append(clause)
            names[clause] = {moved[1].casefold()}
            continue
        if installs(p) or steps.installs_package_file(p):
            by_name = named_in(names_of(p), error) or steps.own_package(failed, names_of(p))
            by_name = by_name or named_in(typed(names_of(p)), error)
            by_name = by_name or (p.name in lex.SYSTEM_INSTALLERS and named_in(cores(p), error))
            by_kind = missing and (p.name in lex.SYSTEM_INSTALLERS or ecosystem(p) == eco)
            if by_name or asked or (by_kind and not source_edited):
                strong.append(said)
                names[said] = set(names_of(p) or [f"{p.name} {p.sub}".strip()])
                installed += names_of(p)
            continue
        if steps.writes_asked_value(call.command, error) and not source_edited:
            strong.append(f"running `{short(main_command(call.command))}`")
            names[strong[-1]] = {p.name}
            continue
        if p.words[0].casefold().startswith(f"@{failed.name.casefold()}/") and not source_edited:
            strong.append(said)  # the tool's own helper (`npx @eslint/migrate-config`)
            names[said] = {p.name}
            continue
        if (lex.SETUP.match(line) or asked) and not source_edited:
            answers = any(a.search(line) and b.search(error) for a, b in lex.SETUP_ANSWERS)
            answers = answers or bool(steps.answered_line(output, line))
            if asked or answers or lex.CLEAN.match(line) or named_in(list(p.targets), error):
                paths = {t.casefold() for t in p.targets if "/" in t}  # "deleting `~/x/y`"
                strong.append(said)
                names[said] = {f"{p.name} {p.sub}".strip(), *paths}
    for call in between:
        exported = exported_step(call, error) if call.ok is True and not source_edited else ""
        if exported:
            clause = f"running `{short(exported)}`"
            strong.append(clause)
            names[clause] = {exported.split("=", 1)[0].split()[-1].casefold()}
    if not source_edited:
        for c, e in configs:
            name = c.path.rstrip("/").rsplit("/", 1)[-1]
            named = e is not None and name.casefold() in error.casefold()
            if named or e in (eco, "generic"):
                clause = steps.config_clause(c)
                (strong if named else weak).append(clause)
                names[clause] = {name.casefold()}
    for c in edits:  # the value the failure printed, written in (Nix's "got: sha256-...")
        if steps.writes_printed_value(c, output):
            clause = steps.config_clause(c)
            strong.append(clause)
            names[clause] = {c.path.rstrip("/").rsplit("/", 1)[-1].casefold()}
    for c, _e in configs if strong and not source_edited else ():
        if registers(c, installed):  # the config naming what was just installed: one fix
            clause = steps.config_clause(c)
            strong.append(clause)
            names[clause] = {c.path.rstrip("/").rsplit("/", 1)[-1].casefold()}
    kept = list(dict.fromkeys(strong or weak))
    return kept, {n for clause in kept for n in names[clause]}


def renamed_config(p: Program) -> tuple[str, str, str | None] | None:
    """`git mv prettier.config.js prettier.config.mjs`: a config file renamed (the way it
    is read changes with its name: ES module, a new format). (old name, new name, the
    new name's ecosystem), or None."""
    if not (p.name == "mv" or (p.name == "git" and p.sub == "mv")) or len(p.targets) != 2:
        return None
    old, new = (t.rstrip("/").rsplit("/", 1)[-1] for t in p.targets)
    eco = lex.config_ecosystem(new)
    return (old, new, eco) if eco is not None and old != new else None


# A package of another's types: `django-stubs`, `types-requests`, `@types/lodash-es`.
_TYPES_OF = re.compile(r"^(?:types-|@types/)([\w.-]{2,})$|^([\w.-]{2,}?)-stubs$")


def typed(packages: Sequence[str]) -> list[str]:
    """The libraries that type-stub packages give types for (`django-stubs`: django): an
    error naming the library ("Skipping analyzing "django.http": ... missing library stubs")
    asks for its stubs by name."""
    return [next(g for g in m.groups() if g) for n in packages if (m := _TYPES_OF.match(n))]


def registers(edit: Call, installed: Sequence[str]) -> bool:
    """`edit` adds a line naming a package the fix installed (`plugins = [...]` and
    `[tool.django-stubs]` after `uv add --dev django-stubs`): the install and the config that
    turns it on are one fix."""
    before = set(edit.old.splitlines())
    added = "\n".join(ln for ln in edit.new.splitlines() if ln not in before)
    return bool(added) and named_in(installed, added)


def exported_step(call: Call, error: str) -> str:
    """`export JAVA_HOME=/usr/lib/jvm/17` when the error names a word of the variable
    ("requires Java 17"): the environment the rerun needed. '' otherwise."""
    words = set(WORDS.findall(error.casefold()))
    for seg in segments(call.command):
        if seg[:1] == ["export"] and len(seg) == 2 and "=" in seg[1]:
            parts = {w for w in seg[1].split("=", 1)[0].casefold().split("_") if len(w) >= 3}
            if parts & words:
                return " ".join(seg)
    return ""


WORDS = re.compile(r"[a-z][a-z0-9]+")


def told_by_user(failed: Program, between: Sequence[Call]) -> tuple[str, str] | None:
    """A command the user says, between a failure and its unchanged rerun, that does what a
    fix does (installs, sets up, or runs the failed program's other subcommand): "I created
    it with `MIX_ENV=test mix ecto.create`". The agent changed nothing, so the user's step is
    what changed. (the command, the name it carries), or None."""
    if any(c.ok is True and programs(c.command) for c in between):
        return None  # the agent ran something itself: not only the user's step changed
    for c in between:
        for quoted in BACKTICKED.findall(c.said):
            q = program(quoted)
            if q is None or "`" in quoted:
                continue
            other = q.name == failed.name and q.sub != failed.sub and bool(q.sub)
            if other or installs(q) or lex.SETUP.match(" ".join(q.words)):
                return short(quoted), f"{q.name} {q.sub}".strip()
    return None


BACKTICKED = re.compile(r"`([^`\n]{3,200})`")
