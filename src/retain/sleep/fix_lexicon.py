"""The words of retain.sleep.fixes: which commands install, which files configure, which
error lines say something is missing, and which line of a failure decides it.

The word lists live in `retain/lexicon/fixes.json`, read once. Pure and stdlib-only. The
facts behind the patterns are the tools' own documented commands and messages (pip, npm,
go, cargo, bundler, Gradle, Terraform, Docker, apt).
"""

from __future__ import annotations

import re

from retain import lexicon

_FILE = "fixes"  # retain/lexicon/fixes.json

ERROR_LINE_CHARS = 200  # the decisive line kept in a memory: one line, not a log

# Programs whose first plain argument is a subcommand: `go build`, `terraform plan`.
SUBCOMMAND_PROGRAMS = lexicon.words(_FILE, "subcommand_programs")

# Options that take a value, beyond those retain.sleep.commands knows: the value is no
# target (`docker pull --platform linux/amd64 x` pulls x).
VALUE_OPTIONS = lexicon.words(_FILE, "value_options")

# Which ecosystem a program belongs to: an install or a config file of the same one can be
# what fixed it. Programs not listed have none (only a by-name match relates them).
ECOSYSTEM = {
    program: ecosystem
    for ecosystem, programs in lexicon.groups(_FILE, "ecosystem").items()
    for program in programs
}

# Installs and dependency syncs: (program, subcommands that install). A `None` subcommand
# means the bare program installs (`yarn`, `bundle`).
INSTALLS: dict[str, set[str | None]] = {
    program: {sub or None for sub in subs}  # "" in the file: the bare program
    for program, subs in lexicon.groups(_FILE, "installs").items()
}
SYSTEM_INSTALLERS = lexicon.words(_FILE, "system_installers")
# `go mod tidy`, not `go mod graph`: the second word decides for these.
INSTALL_SECOND = {k: set(v) for k, v in lexicon.groups(_FILE, "install_second").items()}

# State-changing commands that are no install but may well be the fix: starting a service
# a test connects to, applying migrations, generating code, clearing a stale cache.
SETUP = re.compile(lexicon.pattern(_FILE, "setup"))
# The error a setup command answers: a refused connection wants the service started ...
SETUP_ANSWERS = (
    (
        re.compile(r"^(?:docker|systemctl|brew services|service|pg_ctl|redis-server)"),
        re.compile(r"connection refused|ECONNREFUSED|could not connect|Connection reset|"
                   r"is the server running|Cannot connect to", re.I),
    ),
    (
        re.compile(r"db:|alembic|migrate"),
        re.compile(r"does not exist|no such table|pending migration|Migrations? (?:are )?pending|"
                   r"UndefinedTable|undefined table|relation \S+ does not exist", re.I),
    ),
    (
        re.compile(r"generate|gen\b|proto"),
        re.compile(r"generated|prisma|\.pb\.|protoc|Cannot find module|undefined: \w+", re.I),
    ),
)  # fmt: skip
CLEAN = re.compile(
    r"^(?:cargo clean|go clean|npm cache clean|yarn cache clean|jest --clearCache|rm )"
)

# The error line says something is missing: an install or a sync is the natural fix.
MISSING = re.compile(lexicon.pattern(_FILE, "missing"), re.I)

# Files that configure a build, a toolchain or a container, by name or by shape.
CONFIG_NAMES = {
    ecosystem: re.compile(names)
    for ecosystem, names in lexicon.patterns(_FILE, "config_names").items()
}
GENERIC_CONFIG = re.compile(lexicon.pattern(_FILE, "generic_config"))

# Read-only commands: they change nothing, so a rerun after them is a rerun unchanged.
INSPECT = lexicon.words(_FILE, "inspect")
INSPECT_PAIRS = lexicon.words(_FILE, "inspect_pairs")
PROBE = re.compile(r"(?:^|\s)(?:python[\d.]*|node|ruby|perl|php|bun|deno)\s+-[ceE]\b")

# Prefixes a decisive line loses: pytest's "E   ", Terraform's box, Gradle's "> ",
# a compiler's "file:line:col: " location (the hook ignores paths and numbers anyway).
_LEAD = re.compile(
    r"^(?:E {2,}|[│╷╵|] ?|> |#\d+ (?:[\d.]+ )?|npm (?:ERR!|error) )+|"
    r"^(?:[\w./\\@-]+(?::\d+)+|[\w./\\@-]+\(\d+,\d+\)):\s+"
)
_SKIP = re.compile(
    r"^(?:(?:Error: )?Exit code -?\d+|Traceback \(most recent call last\):|File \".*|"
    r"[=_\-~*#]{3,}.*|FAILED|FAIL|ERROR|BUILD FAILED.*|FAILURE: Build failed.*|"
    r"\* What went wrong:|\d+ (?:failed|errors?)\b.*|.*\bin \d+(?:\.\d+)?s\b.*=*|"
    r"npm (?:ERR!|error) (?:A complete log|code 1|path|command|\s*$).*|"
    r"(?:Hint|Help|Note|Try):.*|at .+\(.*\)|Run `terraform init`.*)$",
    re.I,
)
# How telling a line is: the exception with its message, a tool's "error:" line, a
# missing thing named; then any line that merely looks like an error.
_TELLING = (
    (4, re.compile(r"\b[A-Z]\w*(?:Error|Exception)\b: \S")),
    (4, re.compile(r"\berror(?:\[E\d+\])?: \S|\berror TS\d+: |\bERR_[A-Z_]{3,}")),
    (3, MISSING),
    (2, re.compile(r"^(?:fatal|panic|error|Error|ERROR|FATAL)\b[:!\s]|\bfailed to\b|\bdenied\b")),
    (1, re.compile(r"\b(?:Error|error|failed|not found|invalid|unknown|refused)\b")),
)


def decisive_line(output: str) -> str:
    """The line of a command's output that says why it failed, trimmed; the first plain line
    when none looks telling; '' for no output. The most telling line wins; among equals the
    first (the cause comes before the fallout), unless the next line, indented deeper, nests
    under it (Gradle's "> Could not resolve all files" then "   > Could not find x:y:1.0")."""
    best: tuple[int, str, int] = (0, "", -1)
    first = ""
    previous = -1  # the line number of the current best
    for n, raw in enumerate(output.splitlines()):
        line = raw.strip()
        if not line or _SKIP.match(line):
            continue
        depth = len(raw) - len(raw.lstrip())
        line = _LEAD.sub("", line).strip()
        if not line or _SKIP.match(line):
            continue
        first = first or line
        score = next((s for s, rx in _TELLING if rx.search(line)), 0)
        nested = score == best[0] and n == previous + 1 and depth > best[2]
        if score > best[0] or (score and nested):
            best, previous = (score, line, depth), n
    line = (best[1] or first).rstrip(":; ")
    if len(line) > ERROR_LINE_CHARS:
        cut = line[: ERROR_LINE_CHARS - 1]
        line = (cut.rsplit(" ", 1)[0] if " " in cut[-40:] else cut) + "…"
    return line


def config_ecosystem(name: str) -> str | None:
    """The ecosystem a config file belongs to; 'generic' for an .env or a YAML file; None
    for source code."""
    for eco, rx in CONFIG_NAMES.items():
        if rx.match(name):
            return eco
    return "generic" if GENERIC_CONFIG.match(name) else None
