"""Shell commands as tool-time keys read them: the tool a command runs and its subcommands.

A memory names a command (`kubectl apply -f x`, "never kubectl apply to prod") and a Bash
call runs one (`cd deploy && sudo -u ops kubectl -n prod apply -f x.yaml | tee log`); both
are read by the same parser, so the same command gives the same key: its tool and
subcommands (`command_key`), with environment assignments, wrappers (sudo, env, timeout,
npx, `uv run`), interpreters (`python -m pytest`) and container runners (`docker compose
exec web ...`, retain.core.toolcontainer.in_container) skipped. retain.core.toolkeys keys
memories with it and looks calls up with it.

Stdlib only (re and shlex): the hook imports it.
"""

from __future__ import annotations

import re

from retain.core.toolcontainer import in_container
from retain.core.toolspans import ASSIGNMENT
from retain.lazyre import lazy

MAX_KEY_CHARS = 200  # a longer "path" is a paste, not a name
MAX_COMMAND_CHARS = 8_000  # of a Bash command parsed: a heredoc's body says nothing more
MAX_SEGMENTS = 16  # commands in one Bash call (`a && b | c; d`) looked at
# Commands whose split is kept (split_command): a pre-tool call that a memory answers splits
# its command a dozen times over (shlex reads it a character at a time in Python).
SPLITS_KEPT = 64
_split: dict[str, tuple[tuple[str, ...], ...]] = {}
# Wrappers that run the command after them: their own name says nothing about it.
WRAPPERS = frozenset(
    {"sudo", "env", "time", "nohup", "exec", "command", "builtin", "nice", "ionice", "timeout",
     "xargs", "npx", "bunx", "pnpx", "uvx", "watch", "caffeinate", "doas", "stdbuf",
     "chronic"}
)  # fmt: skip
# `X run ...` / `X exec ...`: a runner whose next words are the real command.
RUNNERS = {"uv": "run", "poetry": "run", "pipenv": "run", "bundle": "exec", "pdm": "run",
           "hatch": "run", "rye": "run", "conda": "run", "dotenv": "run",
           "pipx": "run"}  # fmt: skip
# (Deno is no interpreter: `deno test`, `deno fmt`, `deno task x` are its subcommands.)
INTERPRETERS = frozenset({"python", "python3", "py", "node", "bash", "sh", "zsh", "ruby"})
# A JavaScript package manager runs a project's own command-line tool after `exec`/`dlx`
# (`bun x`, `npm x`), or, for pnpm and yarn, named right after it (`pnpm wrangler deploy`,
# `yarn prisma migrate dev`): that tool is the command, as after npx. Only tools with
# subcommands of their own are read so; any other word is a package.json script.
PACKAGE_MANAGERS = frozenset({"pnpm", "yarn", "npm", "bun"})
PACKAGE_EXEC = {"pnpm": ("exec", "dlx"), "yarn": ("exec", "dlx"), "npm": ("exec", "x"),
                "bun": ("x",)}  # fmt: skip
PACKAGE_BINS = frozenset(
    """wrangler prisma supabase tauri nx drizzle-kit playwright vitest expo eas turbo astro
    nuxi firebase vercel netlify biome wagmi hardhat sst cdk serverless sanity knex
    sequelize typeorm""".split()
)
# Options of a package manager that take a value before the command (`pnpm --filter web
# exec ...`, `npm -w api exec ...`; pnpm's `-w` is the workspace root, no value).
PACKAGE_VALUE_FLAGS = {
    "pnpm": frozenset({"--filter", "-F", "-C", "--dir"}),
    "yarn": frozenset({"--cwd"}),
    "npm": frozenset({"-w", "--workspace", "--prefix"}),
    "bun": frozenset({"--cwd"}),
}
# Wrapper flags that take a value (`sudo -u deploy kubectl ...`, `timeout 30 make test`).
WRAPPER_VALUE_FLAGS = frozenset({"-u", "-g", "-C", "-s", "-n", "-k", "-o", "-i", "-e"})
# Global flags taking a value that may stand between a tool and its subcommand
# (`kubectl -n prod apply`, `git -C repo push`, `make -C sub proto`).
VALUE_FLAGS = frozenset(
    {"-n", "--namespace", "--context", "--kube-context", "--kubeconfig", "-C", "-c",
     "--cluster", "--profile", "--region", "-p", "--project", "-f", "--file", "-H", "--host",
     "--chdir", "--config", "-chdir", "--prefix", "--directory", "-t", "--target", "--cwd",
     "-pl", "--projects", "--project-dir", "--project-directory", "--working-directory",
     "--workdir"}
)  # fmt: skip
# A tool's own global options taking a value, where a general reading would be wrong
# (`helmfile -e prod apply`; `make -e` and `mvn -e` take none).
TOOL_VALUE_FLAGS = {"helmfile": frozenset({"-e", "--environment", "-l", "--selector"})}
# A project's wrapper script for a build tool runs that tool (`./gradlew check` is a
# `gradle check`, `./mvnw verify` an `mvn verify`): one command, however it is started.
LAUNCHERS = {"gradlew": "gradle", "mvnw": "mvn"}
# Tools whose subcommands nest one level more (`go mod tidy`, `docker compose up`): the
# key keeps the second word for these first words. "*": every first word nests.
NESTED = {
    "go": frozenset({"mod", "work", "tool", "env"}),
    "docker": frozenset({"compose", "image", "container", "volume", "network", "buildx",
                         "system", "builder", "context", "swarm", "stack", "service"}),
    "podman": frozenset({"compose", "image", "container", "volume", "network", "system"}),
    "kubectl": frozenset({"rollout", "config", "auth", "create", "set", "top"}),
    "git": frozenset({"stash", "remote", "submodule", "worktree", "lfs", "bisect", "notes"}),
    "npm": frozenset({"run", "run-script", "cache"}),
    "helm": frozenset({"repo", "plugin", "dependency"}),
    "terraform": frozenset({"state", "workspace"}),
    "tofu": frozenset({"state", "workspace"}),
    "alembic": frozenset(),
    "gcloud": frozenset({"*"}),
    "aws": frozenset({"*"}),
    "az": frozenset({"*"}),
    "cargo": frozenset({"sqlx"}),
    "python": frozenset({"-m"}),
    "deno": frozenset({"task"}),
}  # fmt: skip
# Tools recognised when a memory names them without backticks ("never kubectl apply
# to prod"): the word after one of these is read as its subcommand. A plain word that
# is also a tool ("make sure") only makes a key no command has.
KNOWN_TOOLS = frozenset(
    """kubectl terraform tofu terragrunt alembic make helm helmfile docker docker-compose
    podman git go cargo rustup npm pnpm yarn bun pip pip3 uv poetry pipenv pytest tox nox
    ruff mypy gcloud aws az ansible ansible-playbook psql mysql rails rake bundle mvn
    gradle gradlew dotnet composer artisan django-admin manage.py flask kustomize
    skaffold tilt pulumi serverless sam firebase heroku flyctl vercel wrangler rsync
    systemctl brew cmake bazel just deno prisma flyway liquibase dbt celery
    pre-commit hatch pdm conda nix sops vault argocd eksctl minikube gh jest vitest
    playwright sqlx diesel""".split()
)
# A command handed to another shell (`_carried`): ssh runs the words after the host on it,
# a shell the string after `-c` (`bash -lc '...'`). Carried once more at most (`ssh host
# "sudo bash -c '...'"`): deeper nesting is a script, not a call.
SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ash", "ksh"})
SSH_VALUE_FLAGS = frozenset("-b -c -D -E -e -F -I -i -J -L -l -m -O -o -p -Q -R -S -W -w".split())
MAX_CARRIED_DEPTH = 2
# Commands that only print or look up text: a shell or ssh among their words is text.
TEXT_TOOLS = frozenset(
    {"echo", "printf", "grep", "egrep", "fgrep", "rg", "ag", "ack", "man", "which", "type",
     "help", "whatis", "apropos", "history", "cat", "git"}
)  # fmt: skip
# Shell keywords before a loop's or branch's command (`for h in a b; do ssh $h ...; done`),
# and the words that close one, a segment of their own once the line is split.
KEYWORDS = frozenset({"do", "then", "else", "elif", "if", "while", "until", "!", "{"})
CLOSERS = frozenset({"done", "fi", "}", "esac"})
_SHELL_C = lazy(r"^-[a-z]*c[a-z]*$")  # `-c`, `-lc`, `-ec`: the next word is the command
_SUBWORD = lazy(r"^[a-z][a-z0-9:_-]{0,40}$")  # a subcommand: no path, flag or value
# Gradle's tasks are camelCase by convention (`bootRun`, `flywayClean`, `assembleDebug`):
# such a word after the tool is its task, the subcommand, as `gradle build` is.
_CAMEL_TASK = lazy(r"^[a-z][a-z0-9]{0,20}(?:[A-Z][a-z0-9]{0,20}){1,4}$")
CAMEL_TASK_TOOLS = frozenset({"gradle"})
# A memory's pattern for a family of subcommands (`make ford*`, `just deploy-*`): every
# run of one of them (`make ford-publish`) looks it up (retain.core.toollookup).
_SUBGLOB = lazy(r"^[a-z][a-z0-9:_-]{0,39}\*$")
# sbt's task in a project (`sbt http/test`, `sbt core/Test/compile`): the task is the
# subcommand, as `sbt test` run in that project's shell is; the project is where it runs.
_SCOPED_TASK = lazy(r"^[A-Za-z][\w-]{0,40}(?:/[A-Za-z][\w-]{0,40}){1,2}$")
SCOPED_TASK_TOOLS = frozenset({"sbt"})
_TOOLWORD = lazy(r"^[A-Za-z0-9_][\w.+-]{0,60}$")
_PYTHON3 = lazy(r"^python3(\.\d+)?$")  # `python3.12`: an interpreter too
# A package run at a pinned version (`npx nuxi@3.13.2 generate`, `uvx clang-format@14`,
# `npx wrangler@latest deploy`): the tool is the package's name, the version no part of it.
_PINNED = lazy(r"^([A-Za-z0-9_][\w.+-]*)@(?:\d[\w.+-]*|latest|next|[\^~]\d[\w.+-]*)$")
_COMMAND_WORD = lazy(r"^(?:[A-Z_][A-Z0-9_]*=\S*|[a-z.][\w./+-]*)$")  # a span's first word


# Package managers for which `X run script` and `X script` are the same command.
RUN_OPTIONAL = frozenset({"yarn", "pnpm", "bun"})


def unscoped(tool: str, rest: list[str]) -> list[str]:
    """The words after a tool with a project-scoped task read as the task (`sbt
    http/test` -> `sbt test`): one command, whichever project it is run for."""
    if tool not in SCOPED_TASK_TOOLS:
        return rest
    return [w.rsplit("/", 1)[1] if _SCOPED_TASK.match(w) else w for w in rest]


def _key_from(tool: str, rest: list[str]) -> str | None:
    """`tool sub [sub2]` from the words after the tool, flags and their values skipped."""
    if tool in RUN_OPTIONAL and rest[:1] == ["run"] and len(rest) > 1:
        rest = rest[1:]  # `yarn run build` is `yarn build`
    rest = unscoped(tool, rest)
    subs: list[str] = []
    nested = NESTED.get(tool, frozenset())
    valued = VALUE_FLAGS | TOOL_VALUE_FLAGS.get(tool, frozenset())
    i = 0
    while i < len(rest) and len(subs) < 2:
        w = rest[i]
        # `-x`, `--flag`, and `+nightly` (a toolchain: `cargo +nightly fmt`) are options
        if w.startswith(("-", "+")) and not (tool == "python" and w == "-m" and not subs):
            # a long option's value after a subcommand too (`deno task --cwd api test`)
            i += 2 if (w in valued and (not subs or w.startswith("--"))) else 1
            continue
        if _SUBGLOB.match(w):
            subs.append(w)
            break
        if not _SUBWORD.match(w) and not (tool in CAMEL_TASK_TOOLS and _CAMEL_TASK.match(w)):
            break
        subs.append(w)
        if len(subs) == 1 and not (w in nested or "*" in nested):
            break
        i += 1
    return " ".join([tool, *subs]) if tool else None


def command_words(segment: list[str]) -> tuple[str, list[str]] | None:
    """(tool, the words after it) of one simple command's tokens: environment
    assignments, wrappers (sudo, env, timeout, npx, `uv run`, ...) and interpreters
    (`python -m pytest` -> pytest, `python manage.py migrate` -> manage.py) skipped."""
    i = 0
    while i < len(segment):
        past = _past_prefix(segment, i)
        if past is not None:
            i = past
            continue
        base = segment[i].rsplit("/", 1)[-1]
        pinned = _PINNED.match(base) if "@" in base else None
        base = pinned.group(1) if pinned is not None else base
        if base in RUNNERS and i + 1 < len(segment) and segment[i + 1] == RUNNERS[base]:
            i += 2
            continue
        if base in INTERPRETERS or _PYTHON3.match(base):
            rest = segment[i + 1 :]
            if len(rest) >= 2 and rest[0] == "-m":
                return rest[1], rest[2:]
            if rest and not rest[0].startswith("-"):
                script = rest[0].rsplit("/", 1)[-1]
                return (script, rest[1:]) if _TOOLWORD.match(script) else None
            return None
        if not _TOOLWORD.match(base):
            return None
        if base in PACKAGE_MANAGERS:
            ran = _package_run(base, segment[i + 1 :])
            if ran is not None:
                return ran
        base = LAUNCHERS.get(base, base)
        inner = in_container(base, segment[i + 1 :])
        return inner if inner is not None else (base, segment[i + 1 :])
    return None


def split_command(command: str) -> list[list[str]]:
    """The simple commands of a shell line, as token lists: split at `&&`, `||`, `;`,
    `|`, `&` and newlines, quotes honoured (shlex); unbalanced quotes fall back to
    splitting on spaces. New lists each time: a caller may change them."""
    kept = _split.get(command)
    if kept is None:
        kept = tuple(tuple(words) for words in _split_command(command))
        if len(_split) >= SPLITS_KEPT:
            _split.clear()
        _split[command] = kept
    return [list(words) for words in kept]


def _split_command(command: str, depth: int = 0) -> list[list[str]]:
    import shlex

    text = command[:MAX_COMMAND_CHARS]
    try:
        lex = shlex.shlex(text, posix=True, punctuation_chars=True)
        lex.whitespace_split = True
        lex.commenters = ""
        tokens = list(lex)
    except ValueError:
        tokens = re.findall(r"&&|\|\||[;|&()]|[^\s;|&()]+", text)
    segments: list[list[str]] = [[]]
    for t in tokens:
        if t and set(t) <= set(";|&()\n<>") and not set(t) <= set("<>"):
            if segments[-1]:
                segments.append([])
            continue
        if "\n" in t:
            t = t.strip()
        segments[-1].append(t)
    out: list[list[str]] = []
    for seg in segments:
        while seg and seg[0] in KEYWORDS:
            seg = seg[1:]  # `do ssh host ...`: the loop's body is the command
        if not seg or (len(seg) == 1 and seg[0] in CLOSERS):
            continue
        out.append(seg)
        if depth < MAX_CARRIED_DEPTH:
            out += _carried(seg, depth)
    return out[:MAX_SEGMENTS]


def _carried(segment: list[str], depth: int) -> list[list[str]]:
    """The simple commands a segment hands to another shell as its words (`ssh host 'cd
    /srv/app && php artisan migrate'`, `docker run img sh -c 'mix deps.get && mix
    release'`, `kubectl exec pod -- bash -c 'airflow db migrate'`), read as commands the
    call runs, after the segment itself (which stays as it was read). A remote command's
    `cd` is left out: that folder is on the other host, not the project's. Only a command
    in the command's place carries: the same words grepped for, echoed or in a commit
    message are one quoted word of another command, and carry nothing."""
    i = _command_at(segment)
    if i is None:
        return []
    base = segment[i].rsplit("/", 1)[-1]
    if base == "ssh":
        rest = ssh_remote(segment, i)  # after the host: ssh joins these for the remote shell
        if not rest:
            return []
        import shlex

        text = rest[0] if len(rest) == 1 else shlex.join(rest)
        return [s for s in _split_command(text, depth + 1) if s[:1] != ["cd"]]
    if base in TEXT_TOOLS:
        return []
    for k in range(i, len(segment) - 2):
        if segment[k].rsplit("/", 1)[-1] in SHELLS and _SHELL_C.match(segment[k + 1]):
            return _split_command(segment[k + 2], depth + 1)
    return []


def ssh_remote(words: list[str], at: int = 0) -> list[str]:
    """The words after the host of the ssh command at `words[at]`, its options and their
    values skipped: what ssh joins for the remote shell (`ssh -p 2222 web3 'df -h'`)."""
    j = at + 1
    while j < len(words) and words[j].startswith("-"):
        j += 2 if words[j] in SSH_VALUE_FLAGS else 1
    return words[j + 1 :]


def _command_at(segment: list[str]) -> int | None:
    """Where a simple command's own command word stands: environment assignments and
    wrappers (sudo, env, timeout, ...) with their options skipped, as command_words does."""
    i = 0
    while i < len(segment):
        past = _past_prefix(segment, i)
        if past is None:
            return i
        i = past
    return None


def _past_prefix(segment: list[str], i: int) -> int | None:
    """Where the command goes on after segment[i] when that word is an environment
    assignment or a wrapper (with the wrapper's options); None for any other word."""
    w = segment[i]
    if ASSIGNMENT.match(w):
        return i + 1
    if w.rsplit("/", 1)[-1] not in WRAPPERS:
        return None
    i += 1
    while i < len(segment) and (segment[i].startswith("-") or segment[i].isdigit()):
        i += 2 if segment[i] in WRAPPER_VALUE_FLAGS else 1
    return i


def command_key(command: str, *, strict: bool = True) -> str | None:
    """The one key a memory's backticked span names: its first command's tool and
    subcommands (`kubectl apply -f x` -> `kubectl apply`). `strict` False (a span in a
    memory): a single word counts only when it is a known tool, and the first word must
    look like a command, not code (`retry()`, `Foo.bar`)."""
    span = command.strip()
    if not span or len(span) > MAX_KEY_CHARS * 2:
        return None
    if not strict:
        first = span.split()[0]
        if not _COMMAND_WORD.match(first):
            return None
        if " " not in span and first not in KNOWN_TOOLS:
            return None
    segments = split_command(span)
    if not segments:
        return None
    parsed = command_words(segments[0])
    if parsed is None:
        return None
    tool, rest = parsed
    rest = unscoped(tool, rest)
    if not strict and tool not in KNOWN_TOOLS and not (rest and _SUBWORD.match(rest[0])):
        return None  # `foo.bar baz`, `x = 1`: code, not a command
    return _key_from(tool, rest)


def _package_run(manager: str, rest: list[str]) -> tuple[str, list[str]] | None:
    """The command a package manager runs as a project tool (PACKAGE_EXEC, PACKAGE_BINS),
    its options skipped; None when it runs a script or a command of its own."""
    i = 0
    while i < len(rest) and rest[i].startswith("-"):
        i += 2 if rest[i] in PACKAGE_VALUE_FLAGS[manager] else 1
    if i >= len(rest):
        return None
    word = rest[i]
    if word in PACKAGE_EXEC[manager]:
        inner = rest[i + 1 :]
        while inner and inner[0].startswith("-"):  # `--`, `--yes`, `-c`
            inner = inner[1:]
        return command_words(inner) if inner else None
    if manager in ("pnpm", "yarn") and word in PACKAGE_BINS:
        return word, rest[i + 1 :]
    return None
