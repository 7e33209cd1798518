"""The words of retain.sleep.fixes: which commands install, which files configure, which
error lines say something is missing, and which line of a failure decides it.

Pure and stdlib-only. The facts behind the patterns are the tools' own documented
commands and messages (pip, npm, go, cargo, bundler, Gradle, Terraform, Docker, apt).
"""

from __future__ import annotations

import re

ERROR_LINE_CHARS = 200  # the decisive line kept in a memory: one line, not a log

# Programs whose first plain argument is a subcommand: `go build`, `terraform plan`.
SUBCOMMAND_PROGRAMS = frozenset(
    {"go", "cargo", "npm", "pnpm", "yarn", "bun", "docker", "docker-compose", "terraform",
     "tofu", "gradle", "./gradlew", "gradlew", "mvn", "./mvnw", "bundle", "rails", "bin/rails",
     "rake", "dotnet", "mix", "kubectl", "helm", "pip", "pip3", "uv", "poetry", "pipenv",
     "conda", "gem", "apt-get", "apt", "apk", "dnf", "yum", "brew", "rustup", "composer",
     "deno", "flutter", "dart", "swift", "git", "make"}
)  # fmt: skip

# Options that take a value, beyond those retain.sleep.commands knows: the value is no
# target (`docker pull --platform linux/amd64 x` pulls x).
VALUE_OPTIONS = frozenset(
    {"--platform", "-t", "--tag", "--file", "--target", "--profile", "--env", "--name",
     "--network", "--build-arg", "-var", "--var", "-chdir", "--context", "--namespace",
     "--tests", "--registry"}
)  # fmt: skip

# Which ecosystem a program belongs to: an install or a config file of the same one can be
# what fixed it. Programs not listed have none (only a by-name match relates them).
ECOSYSTEM = {
    **dict.fromkeys(
        "pytest python python3 tox nox mypy ruff pip pip3 uv poetry pipenv conda flake8 "
        "black pyright pylint alembic uvicorn gunicorn flask django-admin manage.py "
        "coverage unittest".split(),
        "python",
    ),
    **dict.fromkeys(
        "npm pnpm yarn bun node tsc jest vitest eslint next vite mocha prettier webpack "
        "ts-node tsx playwright prisma nx".split(),
        "node",
    ),
    "go": "go",
    **dict.fromkeys("cargo rustc rustup clippy".split(), "rust"),
    **dict.fromkeys("bundle rspec rake rails bin/rails ruby gem rubocop".split(), "ruby"),
    **dict.fromkeys("gradle ./gradlew gradlew mvn ./mvnw java javac kotlinc".split(), "jvm"),
    **dict.fromkeys("terraform tofu terragrunt".split(), "terraform"),
    **dict.fromkeys("docker docker-compose".split(), "docker"),
}

# Installs and dependency syncs: (program, subcommands that install). A `None` subcommand
# means the bare program installs (`yarn`, `bundle`).
INSTALLS: dict[str, set[str | None]] = {
    "pip": {"install"},
    "pip3": {"install"},
    "uv": {"add", "sync", "pip"},
    "poetry": {"add", "install", "lock"},
    "pipenv": {"install"},
    "conda": {"install"},
    "npm": {"i", "install", "ci", "add"},
    "pnpm": {"i", "install", "add"},
    "yarn": {"add", "install", None},
    "bun": {"add", "install", "i"},
    "go": {"mod", "get", "install"},
    "cargo": {"add", "fetch", "update", "install"},
    "rustup": {"target", "component", "toolchain"},
    "bundle": {"install", "add", "update", None},
    "gem": {"install"},
    "apt-get": {"install"},
    "apt": {"install"},
    "apk": {"add"},
    "dnf": {"install"},
    "yum": {"install"},
    "brew": {"install"},
    "terraform": {"init"},
    "tofu": {"init"},
    "mvn": {"install", "dependency:resolve"},
    "docker": {"pull"},
    "composer": {"install", "require"},
    "playwright": {"install"},
}
SYSTEM_INSTALLERS = frozenset({"apt-get", "apt", "apk", "dnf", "yum", "brew"})
# `go mod tidy`, not `go mod graph`: the second word decides for these.
INSTALL_SECOND = {"go mod": {"tidy", "download"}, "uv pip": {"install", "sync"}}

# State-changing commands that are no install but may well be the fix: starting a service
# a test connects to, applying migrations, generating code, clearing a stale cache.
SETUP = re.compile(
    r"^(?:docker(?:-compose| compose) (?:up|start)|docker (?:start|run)|systemctl start|"
    r"brew services start|service \S+ start|pg_ctl\b.*\bstart|redis-server|"
    r"(?:bin/)?rails db:(?:migrate|create|setup|prepare)|rake db:(?:migrate|create|setup)|"
    r"alembic upgrade|python[\d.]* manage\.py migrate|manage\.py migrate|"
    r"prisma (?:generate|migrate)|"
    r"go generate|buf generate|make (?:gen|generate|proto)\w*|"
    r"cargo clean|go clean|npm cache clean|yarn cache clean|jest --clearCache|"
    r"rm -r?f? ?\S*(?:cache|\.next|node_modules|dist|build|target|\.terraform|__pycache__)\S*)"
)
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
MISSING = re.compile(
    r"ModuleNotFoundError|No module named|ImportError|Cannot find module|ERR_MODULE_NOT_FOUND|"
    r"Module not found|Could not resolve|Cannot resolve|cannot find package|"
    r"no required module provides|missing go\.sum entry|updates to go\.mod needed|"
    r"undeclared crate|unresolved import|can't find crate|failed to select a version|"
    r"LoadError|cannot load such file|Could not find gem|GemNotFound|bundle install|"
    r"Could not find\b|Could not resolve all|package [\w.]+ does not exist|"
    r"command not found|executable not found|\bnot found\b|"
    r"No such file or directory|Inconsistent dependency lock file|Missing required provider|"
    r"Module not installed|terraform init|Plugin reinitialization required|"
    r"Required plugins are not installed|pull access denied|manifest unknown|"
    r"not installed|is not available|cannot find -l|\.h: No such file|pkg-config|"
    r"error while loading shared libraries|ENOENT|Cannot find type definition|"
    r"Executable doesn't exist|Library stubs not installed|"
    r"TS2307|TS7016|needs to be installed|requires? (?:the )?\S+ (?:package|module|gem|crate)",
    re.I,
)

# Files that configure a build, a toolchain or a container, by name or by shape.
CONFIG_NAMES = {
    "python": re.compile(
        r"^(?:pyproject\.toml|setup\.cfg|setup\.py|tox\.ini|pytest\.ini|mypy\.ini|\.flake8|"
        r"ruff\.toml|requirements[\w.-]*\.(?:txt|in)|Pipfile|\.python-version|noxfile\.py)$"
    ),
    "node": re.compile(
        r"^(?:package\.json|tsconfig[\w.-]*\.json|jsconfig\.json|\.babelrc|\.npmrc|\.nvmrc|"
        r"\.eslintrc[\w.]*|(?:babel|jest|vitest|vite|next|webpack|eslint|playwright|"
        r"postcss|tailwind|rollup)\.config\.\w+|\.node-version|\.yarnrc\.yml)$"
    ),
    "go": re.compile(r"^go\.(?:mod|work)$"),
    "rust": re.compile(r"^(?:Cargo\.toml|rust-toolchain(?:\.toml)?|config\.toml|build\.rs)$"),
    "ruby": re.compile(r"^(?:Gemfile|\.ruby-version|\.rspec|database\.yml|[\w-]+\.gemspec)$"),
    "jvm": re.compile(
        r"^(?:(?:build|settings)\.gradle(?:\.kts)?|gradle\.properties|pom\.xml|"
        r"gradle-wrapper\.properties|libs\.versions\.toml)$"
    ),
    "terraform": re.compile(r"^(?:[\w.-]+\.tf|[\w.-]+\.tfvars|\.terraform\.lock\.hcl)$"),
    "docker": re.compile(
        r"^(?:Dockerfile[\w.-]*|[\w.-]*\.Dockerfile|(?:docker-)?compose[\w.-]*\.ya?ml|"
        r"\.dockerignore)$"
    ),
}
GENERIC_CONFIG = re.compile(
    r"^(?:\.env[\w.-]*|Makefile|[\w.-]+\.(?:toml|ini|cfg|ya?ml|properties|hcl)|"
    r"\.[\w-]+rc)$"
)

# Read-only commands: they change nothing, so a rerun after them is a rerun unchanged.
INSPECT = frozenset(
    "cat ls ll grep egrep rg ag find fd head tail less more wc echo printf pwd which type "
    "whereis file stat du df ps top sleep true false test [ diff cmp tree whoami uname date "
    "jq yq awk env printenv id hostname history man help lsof netstat ss".split()
)
INSPECT_PAIRS = frozenset(
    {"git status", "git log", "git diff", "git show", "git branch", "git remote",
     "git rev-parse", "git blame", "docker ps", "docker logs", "docker images",
     "docker inspect", "kubectl get", "kubectl describe", "kubectl logs", "gh run",
     "gh pr", "npm ls", "npm view", "pip list", "pip show", "pip freeze", "go version",
     "go env", "go list", "cargo tree", "bundle list", "terraform version", "node --version",
     "python --version", "systemctl status"}
)  # fmt: skip
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
