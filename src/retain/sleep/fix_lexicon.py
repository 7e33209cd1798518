"""The words of retain.sleep.fixes: which commands install, which files configure, which
error lines say something is missing. Which line of a failure decides it is
retain.sleep.fix_telling's.

The word lists live in `retain/lexicon/fixes.json`, read once. Pure and stdlib-only. The
facts behind the patterns are the tools' own documented commands and messages (pip, npm,
go, cargo, bundler, Gradle, Terraform, Docker, apt).
"""

from __future__ import annotations

import re

from retain import lexicon

_FILE = "fixes"  # retain/lexicon/fixes.json

# Programs whose first plain argument is a subcommand: `go build`, `terraform plan`.
SUBCOMMAND_PROGRAMS = lexicon.words(_FILE, "subcommand_programs")

# Options that take a value, beyond those retain.sleep.commands knows: the value is no
# target (`docker pull --platform linux/amd64 x` pulls x).
VALUE_OPTIONS = lexicon.words(_FILE, "value_options")
# ... and those that take one for one program only (cabal's `-w ghc-9.6.6`; `-w` is a flag
# elsewhere).
PROGRAM_VALUE_OPTIONS = {
    program: frozenset(options)
    for program, options in lexicon.groups(_FILE, "program_value_options").items()
}

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
# A step that changes who may do what: a file's mode or owner, a group joined, a
# capability given.
_PERMISSION_STEP = re.compile(
    r"^(?:chmod|chown|chgrp|setfacl|setcap|usermod -a?G|gpasswd -a|adduser \S+ \S+$)\s"
)
SETUP = re.compile(f"{lexicon.pattern(_FILE, 'setup')}|{_PERMISSION_STEP.pattern}")
# The error a setup command answers: a refused connection wants the service started ...
SETUP_ANSWERS = (
    (
        re.compile(r"^(?:docker|systemctl|brew services|service|pg_ctl|redis-server|colima|"
                   r"minikube|podman|orbctl)"),
        re.compile(r"connection refused|ECONNREFUSED|could not connect|Connection reset|"
                   r"is the server running|Cannot connect to|can'?t reach|cannot reach", re.I),
    ),
    (
        re.compile(r"db:|alembic|migrat|database update|ecto\.(?:create|setup|reset)|doctrine:"),
        re.compile(r"does not exist|no such table|pending migration|Migrations? (?:are )?pending|"
                   r"UndefinedTable|undefined table|relation \S+ does not exist|"
                   r"Unknown database|invalid_catalog_name", re.I),
    ),
    (  # a licence the SDK manager asks to accept
        re.compile(r"--(?:android-)?licenses\b"),
        re.compile(r"licen[cs]es? (?:have |has )?not (?:been )?accepted|"
                   r"accept the SDK licen[cs]e", re.I),
    ),
    (  # a device the run wants: an emulator or a simulator started
        re.compile(r"emulators? --launch|emulator -avd|simctl boot|adb start-server"),
        re.compile(r"no (?:supported |connected )?devices?\b|device not found|"
                   r"no emulators? (?:running|found)|device offline", re.I),
    ),
    (
        re.compile(r"(?i:generate)|gen\b|proto|build_runner|gazelle"),
        re.compile(r"generated|prisma|\.pb\.|protoc|Cannot find module|undefined: \w+|"
                   r"\.g\.dart|missing strict dependencies|no such package|"
                   r"package \S+ does not exist|cannot find symbol", re.I),
    ),
    (  # a build directory configured before it is built
        re.compile(r"^(?:cmake|meson setup|\./configure)"),
        re.compile(r"CMakeCache|not a CMake build directory|could not load cache|build\.ninja|"
                   r"No rule to make target|no makefile found|Makefile: No such file", re.I),
    ),
    (  # the toolchain version switched: the error asked for another version
        re.compile(r"^(?:sdk|jenv|asdf|mise|pyenv|nvm|fvm|xcode-select|ghcup set|poetry env use|"
                   r"pdm use|uv python pin|rustup (?:default|override))\b"),
        re.compile(r"\brequires? .{0,40}\b(?:version|Java|JDK|Node|Python|Xcode|Flutter|Dart|"
                   r"SDK|GHC)\b|unsupported class file major version|active developer "
                   r"directory|release version \S+ not supported|version \S+ (?:is )?required|"
                   r"version \S+ is not supported|no python is found",
                   re.I),
    ),
    (  # a config file made from the template the project ships (`cp .env.example .env`)
        re.compile(r"^cp \S+\.(?:example|sample|template|dist|tmpl|default)\s"),
        re.compile(r"\.env\b|environment variables?|configuration|No such file", re.I),
    ),
    (re.compile(r"key:generate"), re.compile(r"encryption key|APP_KEY", re.I)),
    (  # a file's mode or owner, a group joined, a capability given: the access it denied
        _PERMISSION_STEP,
        re.compile(r"permission denied|EACCES|operation not permitted|not permitted|"
                   r"bad permissions|are too open|unable to write|not writable|"
                   r"could not access|access denied|owned by|has mode|insufficient permission",
                   re.I),
    ),
)  # fmt: skip
# `cmake --build` is not `cmake -S . -B build`: these options choose what the program does.
MODE_OPTIONS = {"cmake": frozenset({"--build", "--install", "-E", "-P", "--workflow"})}
CLEAN = re.compile(
    r"^(?:cargo clean|go clean|npm cache clean|yarn cache clean|jest --clearCache|rm |"
    r"flutter clean|bazel clean|dotnet clean|mix deps\.clean|cabal clean)"
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
# Options that change how a run reports, not what it does: F run again with only these
# added (`terraform plan -no-color`) is F again.
COSMETIC = lexicon.words(_FILE, "cosmetic_options")
PROBE = re.compile(r"(?:^|\s)(?:python[\d.]*|node|ruby|perl|php|bun|deno)\s+-[ceE]\b")

# The unit a build failed in, as the tools name it in their summary: mix's "could not
# compile dependency :bcrypt_elixir", pip's "Failed building wheel for psycopg2", cargo's
# "failed to run custom build command for `openssl-sys`", Bundler's "An error occurred
# while installing pg (1.5.4)".
_BUILDING = re.compile(
    r"could not compile dependency :?([\w.-]+)|Failed building wheel for ([\w.-]+)|"
    r"failed to run custom build command for `([\w.-]+)|"
    r"An error occurred while installing ([\w.-]+) \(",
    re.I,
)


def building(output: str) -> str:
    """The dependency whose build failed, when the output names one; ''."""
    m = _BUILDING.search(output)
    return next((g for g in m.groups() if g), "") if m else ""


def config_ecosystem(name: str) -> str | None:
    """The ecosystem a config file belongs to; 'generic' for an .env or a YAML file; None
    for source code."""
    for eco, rx in CONFIG_NAMES.items():
        if rx.match(name):
            return eco
    return "generic" if GENERIC_CONFIG.match(name) else None
