"""What a session ran: test, build, lint and type-check commands read from its transcript.

Claude Code already records every Bash call: an assistant `tool_use` (`name: "Bash"`,
`input.command`), then a user record whose `tool_result` (same `tool_use_id`) holds the
output, `is_error` and, on failure, "Exit code N" as its first line, with the output also
in the top-level `toolUseResult` (`stdout`/`stderr`/`interrupted`, or an "Error: Exit
code N" string). From these this module rebuilds an ordered session log:

- `Run`: a recognised project command (pytest, npm/pnpm/yarn scripts, cargo, go, make,
  tox, ruff, mypy, tsc, ...) with its exit status and the pass/fail counts and test names
  its output shows;
- `Edit`: a file the agent changed (Edit/Write/MultiEdit/NotebookEdit);
- `Retrieval`: the memory ids a `memory_search` call returned;
- `Said`: the agent's prose, where a stated cause of a failure would be.

`failure_lessons` finds "failed, the agent said why and edited, then it passed": a
candidate failure lesson for capture. Pure and stdlib only; odd lines are skipped.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from os import PathLike

from retain.sleep.outputs import clip, exit_code, output_of, read_counts, result_text
from retain.sleep.transcript import _records, is_own_tool

EDIT_TOOLS = frozenset({"Edit", "Write", "MultiEdit", "NotebookEdit"})

# Prefixes that run the real command: `uv run pytest`, `timeout 60 make check`, ...
_WRAPPERS = {
    "sudo": 0,
    "env": 0,
    "time": 0,
    "nice": 0,
    "command": 0,
    "exec": 0,
    "timeout": 1,  # takes a duration first
    "xvfb-run": 0,
}
_RUNNERS = {
    ("uv", "run"), ("poetry", "run"), ("pipenv", "run"), ("pdm", "run"), ("hatch", "run"),
    ("conda", "run"), ("mamba", "run"), ("micromamba", "run"), ("pixi", "run"),
}  # fmt: skip
# A runner's own options come before the command it runs (`uv run --extra test pytest`,
# `conda run -n seismo pytest`); these take a value.
_RUNNER_VALUE_OPTIONS = frozenset(
    {"--extra", "--with", "--with-editable", "--with-requirements", "--group", "--only-group",
     "--python", "-p", "--env-file", "--package", "--directory", "--project", "--index",
     "--index-url", "--extra-index-url", "-n", "--name", "--prefix", "--cwd", "-e",
     "--environment", "--manifest-path"}
)  # fmt: skip
_EXEC_PREFIXES = {
    ("pnpm", "exec"),
    ("pnpm", "dlx"),
    ("yarn", "exec"),
    ("yarn", "dlx"),
    ("bundle", "exec"),
    ("carton", "exec"),  # Perl's bundler: the command runs with the project's local/ libs
}
_PY = re.compile(r"^(?:python[\d.]*|py)$")
_ASSIGN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_SEPARATORS = frozenset({"&&", "||", ";", "|", "&", ";;", "\n", "|&"})
_JS = frozenset({"npm", "pnpm", "yarn", "bun"})
_JS_BUILTIN = frozenset(
    {"install", "i", "ci", "add", "remove", "uninstall", "init", "exec", "dlx", "x", "create",
     "publish", "link", "outdated", "audit", "why", "info", "view", "config", "cache"}
)  # fmt: skip
# Direct tools: the command name is the family; arguments that are not options are targets.
_TOOLS = frozenset(
    {"pytest", "py.test", "tox", "nox", "ruff", "mypy", "pyright", "flake8", "black", "isort",
     "pylint", "tsc", "eslint", "prettier", "jest", "vitest", "mocha", "rspec", "phpunit",
     "ctest", "just", "gradle", "./gradlew", "mvn", "bazel", "dotnet", "mix", "rake",
     "unittest", "coverage"}
)  # fmt: skip
_SUBCOMMANDS = {
    "cargo": {"test", "build", "check", "clippy", "fmt", "nextest"},
    "go": {"test", "build", "vet"},
    "mix": {"test", "compile", "format", "credo"},
    "dotnet": {"test", "build"},
    "gradle": {"test", "build", "check"},
    "./gradlew": {"test", "build", "check"},
    "mvn": {"test", "verify", "package", "compile"},
    "bazel": {"test", "build"},
}
# Options that take a value (so the value is not a target).
_VALUE_OPTIONS = frozenset(
    {"-k", "-m", "-p", "-c", "-n", "-e", "-j", "-C", "-f", "--rootdir", "--maxfail", "-o",
     "--config", "--config-file", "--project", "-P", "--package", "--features", "--run",
     "--timeout", "--tb", "--durations", "--cov", "--junitxml", "--ignore", "--deselect"}
)  # fmt: skip

# A target ends at a quote it did not open (round 42: `ssh h "echo x > f.txt"` keeps its
# closing quote, so the remote command still parses); a quoted target is read whole.
_REDIRECT = re.compile(r"(?<![\w-])\d*(?:>>?|<)(?:&\d+|\s*(?:\"[^\"]*\"|'[^']*'|[^\s;&|'\"]+))")
_ID_LINE = re.compile(r"^\s*\[(\d+)\]", re.M)

# A stated cause: the agent saying why something failed.
_CAUSE = re.compile(
    r"\b(because|caused by|the cause|root cause|due to|turns out|it turns out|the (?:problem|"
    r"issue|bug|failure) (?:is|was)|(?:is|was) failing (?:since|because)|fails? (?:when|since)"
    r"|the fix is|that's why|which is why)\b",
    re.I,
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


@dataclass(frozen=True)
class Run:
    """One recognised project command and what its output says."""

    index: int  # position in the session log
    command: str  # as the agent typed it
    steps: tuple[tuple[str, tuple[str, ...]], ...]  # (family, targets) per recognised part
    exit_code: int | None  # None: interrupted or unknown
    passed: int | None = None
    failed: int | None = None
    failing: tuple[str, ...] = ()  # test names the output shows failing
    passing: tuple[str, ...] = ()  # test names the output shows passing
    timestamp: str | None = None

    @property
    def ok(self) -> bool | None:
        """True passed, False failed, None unknown (interrupted)."""
        if self.exit_code is None:
            return None
        # `pytest | tail` exits 0 whatever pytest did: the counts are the better witness.
        return self.exit_code == 0 and not self.failed

    @property
    def key(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """What makes two runs "the same command"."""
        return self.steps

    @property
    def families(self) -> tuple[str, ...]:
        return tuple(f for f, _ in self.steps)

    @property
    def targets(self) -> tuple[str, ...]:
        return tuple(t for _, ts in self.steps for t in ts)

    def summary(self) -> str:
        state = {True: "passed", False: "failed", None: "was interrupted"}[self.ok]
        counts = []
        if self.passed is not None:
            counts.append(f"{self.passed} passed")
        if self.failed:
            counts.append(f"{self.failed} failed")
        tail = f" ({', '.join(counts)})" if counts else ""
        code = f", exit {self.exit_code}" if self.exit_code not in (None, 0) else ""
        return f"`{_short(self.command)}` {state}{tail}{code}"


@dataclass(frozen=True)
class Edit:
    index: int
    path: str


@dataclass(frozen=True)
class Retrieval:
    index: int
    memory_ids: tuple[int, ...]
    query: str = ""


@dataclass(frozen=True)
class Said:
    index: int
    text: str


@dataclass(frozen=True)
class SessionLog:
    runs: tuple[Run, ...] = ()
    edits: tuple[Edit, ...] = ()
    retrievals: tuple[Retrieval, ...] = ()
    said: tuple[Said, ...] = ()

    def edits_between(self, start: int, end: int) -> list[Edit]:
        return [e for e in self.edits if start < e.index < end]

    def said_between(self, start: int, end: int) -> list[Said]:
        return [s for s in self.said if start < s.index < end]


@dataclass(frozen=True)
class FailureLesson:
    """A command failed, the agent stated a cause and edited files, then it passed."""

    command: str
    cause: str
    failing: tuple[str, ...] = ()
    files: tuple[str, ...] = field(default=())
    failed_at: str | None = None
    fixed_at: str | None = None

    def text(self) -> str:
        what = f" ({', '.join(self.failing[:3])})" if self.failing else ""
        files = f" Fixed in {', '.join(self.files[:3])}." if self.files else ""
        return f"`{_short(self.command)}` failed{what}: {self.cause}{files}"


# --- parsing commands -------------------------------------------------------------------


def _short(command: str, limit: int = 120) -> str:
    flat = " ".join(command.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "\u2026"


def segments(command: str) -> list[list[str]]:
    command = _REDIRECT.sub(" ", command)  # `2>&1`, `> out.log`: not arguments
    lex = shlex.shlex(command, posix=True, punctuation_chars=";&|")
    lex.whitespace_split = True
    lex.commenters = "#"
    parts: list[list[str]] = [[]]
    try:
        for tok in lex:
            if tok in _SEPARATORS or set(tok) <= set(";&|"):
                parts.append([])
            else:
                parts[-1].append(tok)
    except ValueError:  # an unbalanced quote: the agent's command was cut or broken
        return []
    return [p for p in parts if p]


def unwrap(words: list[str]) -> list[str]:
    i = 0
    while i < len(words):
        w = words[i]
        if _ASSIGN.match(w):
            i += 1
        elif w in _WRAPPERS:
            i += 1 + _WRAPPERS[w]
            while w in ("env", "timeout") and i < len(words) and words[i].startswith("-"):
                i += 1
        elif i + 1 < len(words) and (w, words[i + 1]) in _RUNNERS:
            i += 2
            while i < len(words) and words[i].startswith("-") and words[i] != "--":
                value = words[i] in _RUNNER_VALUE_OPTIONS  # `--extra=test` carries its own
                i += 2 if value else 1
            if i < len(words) and words[i] == "--":
                i += 1
        elif w in ("npx", "bunx", "pnpx"):
            i += 1
        elif i + 1 < len(words) and (w, words[i + 1]) in _EXEC_PREFIXES:
            i += 2
        elif _PY.match(w.rsplit("/", 1)[-1]) and i + 2 < len(words) and words[i + 1] == "-m":
            return [words[i + 2], *words[i + 3 :]]
        else:
            return words[i:]
    return []


def _targets(args: Sequence[str]) -> tuple[str, ...]:
    out: list[str] = []
    skip = False
    for a in args:
        if skip:
            skip = False
            if out and out[-1] == "-k":
                out[-1] = f"-k {a}"
            continue
        if a in _VALUE_OPTIONS:
            skip = True
            if a == "-k":
                out.append("-k")
            continue
        if a.startswith("-") or a in (">", "2>&1") or a.startswith(("/dev/", ">")):
            continue
        out.append(a)
    return tuple(x for x in out if x != "-k")


def classify(command: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The recognised project commands in a shell command line, as (family, targets).

    `uv run pytest tests/x.py -q && ruff check src` gives
    (("pytest", ("tests/x.py",)), ("ruff check", ("src",))). () for anything else.
    """
    steps: list[tuple[str, tuple[str, ...]]] = []
    for seg in segments(command):
        words = unwrap(seg)
        if not words:
            continue
        if words[0] == "cd" or words[0] in ("tail", "head", "grep", "tee", "cat", "echo"):
            continue
        name = words[0].rsplit("/", 1)[-1] if not words[0].startswith("./") else words[0]
        rest = words[1:]
        if name == "py.test":
            name = "pytest"
        if name in _JS:
            if not rest:
                continue
            if rest[0] in ("run", "run-script"):
                if len(rest) > 1:
                    steps.append((f"{name} run", (rest[1],)))
                continue
            if rest[0] in ("test", "t", "tst"):
                steps.append((f"{name} run", ("test", *_targets(rest[1:]))))
                continue
            if name != "npm" and rest[0] not in _JS_BUILTIN and not rest[0].startswith("-"):
                steps.append((f"{name} run", (rest[0],)))  # yarn build, pnpm lint
            continue
        if name == "make" or name == "gmake":
            targets = tuple(t for t in _targets(rest) if "=" not in t)
            steps.append(("make", targets or ("",)))
            continue
        if name in _SUBCOMMANDS and rest and rest[0] in _SUBCOMMANDS[name]:
            steps.append((f"{name} {rest[0]}", _targets(rest[1:])))
            continue
        if name in _TOOLS:
            if name == "ruff" and rest and rest[0] in ("check", "format"):
                steps.append((f"ruff {rest[0]}", _targets(rest[1:])))
            else:
                steps.append((name, _targets(rest)))
    return tuple(steps)


def read_session(path: str | PathLike[str]) -> SessionLog:
    """The session's runs, edits, retrievals and prose, in order; [] on an unreadable file."""
    pending: dict[str, tuple[str, dict, str | None]] = {}  # tool_use_id -> (name, input, ts)
    runs: list[Run] = []
    edits: list[Edit] = []
    retrievals: list[Retrieval] = []
    said: list[Said] = []
    index = 0
    for rec in _records(path):
        if rec.get("isSidechain") is True or rec.get("type") not in ("user", "assistant"):
            continue
        message = rec.get("message")
        if not isinstance(message, dict):
            continue
        stamp = rec.get("timestamp") if isinstance(rec.get("timestamp"), str) else None
        content = message.get("content")
        blocks = [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []
        if rec["type"] == "assistant":
            for b in blocks:
                index += 1
                if b.get("type") == "text" and isinstance(b.get("text"), str):
                    if b["text"].strip():
                        said.append(Said(index, b["text"].strip()[:4000]))
                elif b.get("type") == "tool_use" and isinstance(b.get("id"), str):
                    name, tool_input = b.get("name"), b.get("input")
                    if not isinstance(name, str) or not isinstance(tool_input, dict):
                        continue
                    pending[b["id"]] = (name, tool_input, stamp)
                    path_value = tool_input.get("file_path") or tool_input.get("notebook_path")
                    if name in EDIT_TOOLS and isinstance(path_value, str):
                        edits.append(Edit(index, path_value))
            continue
        extra = rec.get("toolUseResult")
        for b in blocks:
            if b.get("type") != "tool_result":
                continue
            index += 1
            call = pending.pop(str(b.get("tool_use_id")), None)
            if call is None:
                if isinstance(extra, dict) and isinstance(extra.get("filePath"), str):
                    edits.append(Edit(index, extra["filePath"]))  # the call's line was lost
                continue
            name, tool_input, ts = call
            if name == "Bash" and isinstance(tool_input.get("command"), str):
                steps = classify(tool_input["command"])
                if not steps:
                    continue
                out = clip(output_of(b, extra))
                passed, failed, failing, passing = read_counts(out)
                runs.append(
                    Run(
                        index=index,
                        command=tool_input["command"],
                        steps=steps,
                        exit_code=exit_code(b, extra),
                        passed=passed,
                        failed=failed,
                        failing=failing,
                        passing=passing,
                        timestamp=stamp or ts,
                    )
                )
            elif is_own_tool(name) and name.endswith("memory_search"):
                ids = tuple(int(x) for x in _ID_LINE.findall(result_text(b.get("content"))))
                query = tool_input.get("query")
                retrievals.append(Retrieval(index, ids, query if isinstance(query, str) else ""))
    return SessionLog(tuple(runs), tuple(edits), tuple(retrievals), tuple(said))


# --- candidate failure lessons ------------------------------------------------------------


def stated_cause(texts: Iterable[str]) -> str | None:
    """The first sentence that states why something failed, or None."""
    for text in texts:
        for sentence in _SENTENCE.split(text):
            s = sentence.strip()
            if 20 <= len(s) <= 400 and _CAUSE.search(s):
                return s
    return None


def failure_lessons(log: SessionLog) -> list[FailureLesson]:
    """Each command that failed and later passed, with an edit and a stated cause between
    the last failure and the pass: a candidate failure lesson (capture decides)."""
    lessons: list[FailureLesson] = []
    last_failure: dict[object, Run] = {}
    for run in log.runs:
        if run.ok is False:
            last_failure[run.key] = run
            continue
        failed = last_failure.pop(run.key, None) if run.ok else None
        if failed is None:
            continue
        edits = log.edits_between(failed.index, run.index)
        cause = stated_cause(s.text for s in log.said_between(failed.index, run.index))
        if not edits or cause is None:
            continue
        lessons.append(
            FailureLesson(
                command=run.command,
                cause=cause,
                failing=failed.failing,
                files=tuple(dict.fromkeys(e.path for e in edits)),
                failed_at=failed.timestamp,
                fixed_at=run.timestamp,
            )
        )
    return lessons
