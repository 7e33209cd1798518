"""Helpers for the fixes28 cases (round 46): a transcript writer, a step player, a case registry and a few
seeded helpers.

Stdlib only. The writer produces JSONL records in the shape Claude Code writes (user / assistant records
linked by parentUuid, tool_use answered by tool_result with a toolUseResult), the same shape as the fixes27
transcripts. `play(t, steps)`:

    ("u", text)                          the user writes
    ("s", text)                          the agent writes
    ("th", text)                         a thinking block
    ("b", command, output[, code[, cwd]]) a Bash call: exit 0, exit `code`, or code "timeout";
                                          `cwd` is the shell's directory after the call (a `cd`)
    ("bg", command, output)              a Bash call with run_in_background
    ("r", path, text)                    a Read call
    ("e", path, old, new)                an Edit call
    ("w", path, content)                 a Write call
    ("wf", url, prompt, answer)          a WebFetch call (documentation read during the session)

The angle of the set is containers and images: the failing command builds, pulls, pushes or runs a container
(docker build, docker compose up/run/pull, buildx for several platforms, podman, a devcontainer, kind or minikube
image loading, a Dockerfile's RUN step, a registry push or pull, or a CI log of one). `mem()` registers a session
with one memory (the telling line and the change that made the same command pass); `none()` a session that must
leave no memory.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

SEED = "fixes28"
Step = Sequence[Any]
ESC = "\x1b"
CR = "\r"


class T:
    """One session: records in order, each the child of the one before."""

    def __init__(self, sid: str, cwd: str, branch: str, start: datetime) -> None:
        self.sid, self.cwd, self.branch, self.now = sid, cwd, branch, start
        self.records: list[dict[str, Any]] = []
        self.parent: str | None = None
        self.n = 0

    def _hex(self, tag: str, size: int = 24) -> str:
        self.n += 1
        return hashlib.sha256(f"{self.sid}/{tag}/{self.n}".encode()).hexdigest()[:size]

    def _rec(self, kind: str, message: dict[str, Any], **extra: Any) -> None:
        uid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"{self.sid}/{len(self.records)}"))
        self.now += timedelta(seconds=3 + (self.n % 5))
        rec = {"parentUuid": self.parent, "isSidechain": False, "userType": "external", "cwd": self.cwd,
               "sessionId": self.sid, "version": "2.1.71", "gitBranch": self.branch, "type": kind, "uuid": uid,
               "timestamp": self.now.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "message": message, **extra}
        self.records.append(rec)
        self.parent = uid

    def _assistant(self, block: dict[str, Any]) -> None:
        msg = {"model": "claude-opus-4-6", "id": "msg_" + self._hex("msg"), "type": "message", "role": "assistant",
               "content": [block], "stop_reason": None, "stop_sequence": None,
               "usage": {"input_tokens": 3 + self.n % 7, "output_tokens": 12 + self.n % 90}}
        self._rec("assistant", msg, requestId="req_" + self._hex("req"))

    def _result(self, tid: str, content: str, is_error: bool, extra: Any) -> None:
        block = {"tool_use_id": tid, "type": "tool_result", "content": content, "is_error": is_error}
        self._rec("user", {"role": "user", "content": [block]}, toolUseResult=extra)

    def user(self, text: str) -> None:
        self._rec("user", {"role": "user", "content": text}, permissionMode="default")

    def say(self, text: str) -> None:
        self._assistant({"type": "text", "text": text})

    def think(self, text: str) -> None:
        self._assistant({"type": "thinking", "thinking": text, "signature": "[REDACTED_SIGNATURE]"})

    def bash(self, command: str, output: str, code: Any = 0, cwd: str = "", background: bool = False) -> None:
        tid = "toolu_" + self._hex("tool")
        inp: dict[str, Any] = {"command": command, "description": describe(command)}
        if background:
            inp["run_in_background"] = True
        self._assistant({"type": "tool_use", "id": tid, "name": "Bash", "input": inp})
        if cwd:
            self.cwd = cwd
        if code == "timeout":
            text = "Command timed out after 2m 0.0s\n" + output
            self._result(tid, text, True, "Error: " + text)
        elif code:
            text = f"Exit code {code}\n{output}"
            self._result(tid, text, True, "Error: " + text)
        else:
            self._result(tid, output, False, {"stdout": output, "stderr": "", "interrupted": False, "isImage": False,
                                              "noOutputExpected": False})

    def read(self, path: str, text: str) -> None:
        tid = "toolu_" + self._hex("tool")
        self._assistant({"type": "tool_use", "id": tid, "name": "Read", "input": {"file_path": path}})
        lines = text.split("\n")
        shown = "\n".join(f"{n:>6}\u2192{line}" for n, line in enumerate(lines, 1))
        meta = {"filePath": path, "content": text, "numLines": len(lines), "startLine": 1, "totalLines": len(lines)}
        self._result(tid, shown, False, {"type": "text", "file": meta})

    def edit(self, path: str, old: str, new: str) -> None:
        tid = "toolu_" + self._hex("tool")
        self._assistant({"type": "tool_use", "id": tid, "name": "Edit",
                         "input": {"file_path": path, "old_string": old, "new_string": new}})
        self._result(tid, f"The file {path} has been updated successfully.", False,
                     {"filePath": path, "oldString": old, "newString": new, "originalFile": "",
                      "structuredPatch": [], "userModified": False, "replaceAll": False})

    def write_file(self, path: str, content: str) -> None:
        tid = "toolu_" + self._hex("tool")
        self._assistant({"type": "tool_use", "id": tid, "name": "Write", "input": {"file_path": path, "content": content}})
        self._result(tid, f"File created successfully at: {path}", False,
                     {"type": "create", "filePath": path, "content": content, "structuredPatch": []})

    def fetch(self, url: str, prompt: str, answer: str) -> None:
        tid = "toolu_" + self._hex("tool")
        self._assistant({"type": "tool_use", "id": tid, "name": "WebFetch", "input": {"url": url, "prompt": prompt}})
        self._result(tid, answer, False, {"bytes": 18000 + 37 * len(answer), "code": 200, "codeText": "OK",
                                          "result": answer, "durationMs": 1400 + len(answer) % 900, "url": url})

    def write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in self.records), encoding="utf-8")


VERBS = {"cd": "Change directory", "docker": "Docker", "git": "Git", "export": "Run with the variable set",
         "sudo": "Run as root", "rm": "Remove", "npm": "npm", "npx": "npx", "pnpm": "pnpm", "yarn": "Yarn", "pip": "pip",
         "python": "Python", "python3": "Python", "pytest": "Run the tests", "tox": "tox", "poetry": "Poetry", "uv": "uv",
         "mypy": "Type-check", "cargo": "Cargo", "rustup": "rustup", "go": "Go", "golangci-lint": "Lint",
         "./gradlew": "Gradle", "mvn": "Maven", "cmake": "CMake", "make": "Make", "bundle": "Bundler",
         "bin/rails": "Rails", "kubectl": "kubectl", "helm": "Helm", "terraform": "Terraform", "psql": "psql",
         "aws": "AWS CLI", "gcloud": "gcloud", "az": "Azure CLI", "cdk": "CDK", "alembic": "Alembic",
         "xcodebuild": "xcodebuild", "xcode-select": "xcode-select", "pod": "CocoaPods", "brew": "Homebrew",
         "apt-get": "apt", "curl": "curl", "cat": "Show the file", "ls": "List files", "grep": "Search",
         "git-lfs": "Git LFS", "ssh": "SSH", "gh": "GitHub CLI", "glab": "GitLab CLI", "vagrant": "Vagrant",
         "nix": "Nix", "fly": "flyctl", "heroku": "Heroku CLI", "devcontainer": "Dev Containers CLI", "rsync": "rsync", "df": "Disk usage", "which": "Find the binary", "sdkmanager": "Android SDK", "conda": "conda", "mamba": "mamba",
         "composer": "Composer", "gem": "RubyGems", "nvm": "nvm", "source": "Run in the shell", "php8.3": "PHP",
         "apk": "apk", "git-clean": "Git", "pnpm-lock": "pnpm", "createdb": "Create the database",
         "dropdb": "Drop the database", "pg_isready": "Check the server", "pg_dump": "pg_dump", "pg_restore": "pg_restore",
         "mysql": "MySQL client", "mysqldump": "mysqldump", "mongosh": "mongosh", "redis-cli": "redis-cli",
         "flyway": "Flyway", "liquibase": "Liquibase", "migrate": "golang-migrate", "mix": "Mix", "sqlx": "sqlx",
         "diesel": "Diesel", "php": "PHP", "dotnet": "dotnet", "tsc": "Type-check", "ruff": "Lint", "flake8": "Lint",
         "black": "Format check", "prettier": "Format check", "buf": "buf", "protoc": "protoc", "sqlc": "sqlc",
         "pre-commit": "pre-commit", "ktlint": "Lint", "swiftlint": "Lint", "dmypy": "Type-check",
         "vendor/bin/phpstan": "PHPStan", "free": "Memory", "vendor/bin/phpunit": "Run the tests", "bundle": "Bundler",
         "lsof": "Find the process", "kill": "Stop the process", "ss": "List sockets", "systemctl": "systemd",
         "jest": "Run the tests", "vitest": "Run the tests", "CI=true": "Run the tests in CI mode", "env": "Environment",
         "git-mv": "Git", "podman": "Podman", "kind": "kind", "minikube": "minikube", "skopeo": "skopeo",
         "crane": "crane", "nerdctl": "nerdctl", "buildah": "Buildah", "podman-compose": "podman-compose",
         "setenforce": "SELinux", "usermod": "Add the user to a group", "id": "Show the user", "stat": "Show the file"}


def describe(command: str) -> str:
    head = command.split()[0] if command.split() else ""
    what = VERBS.get(head, "Run a command")
    return what if what.startswith(("Run", "Find", "Stop", "Remove", "Install", "Change")) else f"{what}: {command[:48]}"


def play(t: T, steps: Sequence[Step]) -> None:
    for step in steps:
        kind, args = step[0], list(step[1:])
        if kind == "u":
            t.user(args[0])
        elif kind == "s":
            t.say(args[0])
        elif kind == "th":
            t.think(args[0])
        elif kind == "b":
            t.bash(args[0], args[1], args[2] if len(args) > 2 else 0, args[3] if len(args) > 3 else "")
        elif kind == "bg":
            t.bash(args[0], args[1], 0, "", background=True)
        elif kind == "r":
            t.read(args[0], args[1])
        elif kind == "e":
            t.edit(args[0], args[1], args[2])
        elif kind == "w":
            t.write_file(args[0], args[1])
        elif kind == "wf":
            t.fetch(args[0], args[1], args[2])
        else:
            raise ValueError(f"unknown step {kind!r}")


@dataclass
class Case:
    name: str
    stack: str
    shape: str
    variation: str
    lang: str
    project_dir: str
    steps: Any  # callable: seeded Random -> steps
    side: dict[str, Any]
    expected: list[dict[str, Any]] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)

    def build(self, index: int) -> T:
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/{SEED}/{self.name}"))
        start = datetime(2027, 6, 14, 7, 50, tzinfo=timezone.utc) + timedelta(days=index % 6, minutes=41 * index)
        branch = ["main", "develop", "fix/docker", "main", "feat/arm64", "chore/base-images", "main", "wip"][index % 8]
        t = T(sid, self.project_dir, branch, start)
        play(t, list(self.steps(random.Random(f"{SEED}/{self.name}"))))
        return t

    def label(self) -> dict[str, Any]:
        exp = [dict(sorted({"id": f"e{i}", **e}.items())) for i, e in enumerate(self.expected, 1)]
        return {"expected": exp, "lang": self.lang, "project_dir": self.project_dir, "shape": self.shape,
                "stack": self.stack, "traps": list(self.traps), "variation": self.variation}


CASES: list[Case] = []
MEM_SHAPES = ("build_context", "base_and_platform", "run_and_compose", "registry_and_builder")
NONE_SHAPES = ("flaky_pass", "ends_failing", "unrelated_change", "expected_failure", "fixed_outside",
               "other_command_passed", "root_or_privileged", "cache_disabled", "data_wiped", "check_disabled")


ANSI = re.compile("\x1b\\[[0-9;?]*[A-Za-z]")
WRAP = re.compile(
    r"^(?:[^\t\n]+\t[^\t\n]+\t)?"                      # gh run view --log: job<TAB>step<TAB>
    r"(?:\[?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\]? ?)?"  # a CI / kubectl --timestamps / devcontainer stamp
    r"(?:\[pod/[^\]\s]+\] )?"                            # kubectl logs --prefix
    r"(?:[a-z0-9][a-z0-9_.-]*-\d+\s+\| )?"               # compose service prefix `api-1  | `
    r"(?:##\[(?:error|warning)\])?"                      # Actions log-level marker
    r"(?:#\d+ \d+\.\d+ )?")                              # BuildKit step prefix
PREFIX = re.compile(r"^\s*(?:\u2502\s*|\|\s+|E\s{2,})?")


def tidy(line: str) -> str:
    """The telling line as a reader would search it: ANSI codes removed, only the last carriage-return segment
    (what the terminal shows), the transport's wrapping removed (gh's job/step columns, an RFC 3339 stamp, a
    kubectl `[pod/..]` or compose `svc-1  | ` prefix, a devcontainer CLI `[stamp]`, `##[error]`, BuildKit's `#9 12.40 `), then indentation,
    a `| ` gutter and pytest's `E   `. The tool's own prefixes (`npm error`, `ERROR:`, `fatal:`) stay."""
    line = ANSI.sub("", line)
    segs = [x for x in line.split("\r") if x.strip()]
    line = segs[-1] if segs else ""
    line = WRAP.sub("", line, count=1)
    return PREFIX.sub("", line, count=1).rstrip()


def _now(name: str, steps: Any) -> Any:
    """Play the steps' recipe once, at registration, so module-level names (C, E, OUT) are read while they hold
    this case's values; the seeded Random makes the result the same on every build."""
    fixed = list(steps(random.Random(f"{SEED}/{name}")))
    return lambda rng: fixed


def mem(name: str, stack: str, shape: str, variation: str, pdir: str, steps: Any, *, cmd: str, err: str,
        change: str, groups: list[list[str]], tries: Sequence[str] = (), also_ok: Sequence[str] = (), passed: str = "",
        kind: str = "lesson", traps: Sequence[str] = (), lang: str = "en", note: str = "") -> None:
    """`cmd` fails and its output holds `err` (the telling line); `tries` (each a text of a Bash/Edit/Write step,
    or of the rerun that carried the try, between the first failure and the last) did not help; `change` (in a
    step after the last run showing the error, or inside `passed`) makes `passed` (the same tool) pass.
    `also_ok`: other lines of a failing run of the same command a careful engineer would accept (the same
    failure in drifted words or line numbers). The traps are the tries, then `traps`: decoy lines of a failing
    output (a generic wrapper, advice a careful engineer rejects, an error a try itself caused)."""
    assert shape in MEM_SHAPES, shape
    err = tidy(err)
    steps = _now(name, steps)
    CASES.append(Case(name, stack, shape, variation, lang, pdir, steps,
                      {"command": cmd, "error": err, "also_ok": [tidy(x) for x in also_ok], "tries": list(tries),
                       "change": change, "passed": passed or cmd, "note": note},
                      [{"source": "fix", "kind": kind, "error": err, "must_contain_any": [list(g) for g in groups]}],
                      [*tries, *(tidy(x) for x in traps)]))


def none(name: str, stack: str, shape: str, variation: str, pdir: str, steps: Any, *, cmd: str, err: str,
         not_fix: str, tries: Sequence[str] = (), passed: str = "", lang: str = "en", note: str = "") -> None:
    """A session that must leave no memory. traps[0] is the error (the telling line, which must not be stored
    as a fix), traps[1] `not_fix`: what must not be stored as its fix (the plain retry, what the user says they
    did outside, the last try before giving up or stopping, the other command that passed, the blanket
    run as root or privileged, the `--no-cache` baked in, the volumes deleted with their data, the healthcheck
    disabled). `tries`: the things tried that did not help."""
    assert shape in NONE_SHAPES, shape
    err = tidy(err)
    steps = _now(name, steps)
    CASES.append(Case(name, stack, shape, variation, lang, pdir, steps,
                      {"command": cmd, "error": err, "also_ok": [], "tries": list(tries), "change": not_fix,
                       "passed": passed, "note": note},
                      [], [err, not_fix]))


def hx(rng: random.Random, n: int = 7) -> str:
    """A seeded hex string (commit ids, container ids, request ids)."""
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def bk(n: int, t0: float, lines: Sequence[str]) -> str:
    """BuildKit's plain progress lines of step #n: `#n t.ttt text`."""
    return "\n".join(f"#{n} {t0 + 0.011 * i:.3f} {x}" for i, x in enumerate(lines))


def prelude(dockerfile: str = "Dockerfile", size: str = "1.14kB", ctx: str = "48.21kB", driver: str = "docker driver",
            builder: str = "default") -> str:
    """The opening of `docker build --progress=plain` (or a build that fails early)."""
    return (f'#0 building with "{builder}" instance using {driver}\n\n#1 [internal] load build definition from {dockerfile}\n'
            f"#1 transferring dockerfile: {size} done\n#1 DONE 0.0s\n\n#2 [internal] load .dockerignore\n"
            f"#2 transferring context: 2B done\n#2 DONE 0.0s\n\n#3 [internal] load build context\n"
            f"#3 transferring context: {ctx} 0.1s done\n#3 DONE 0.1s\n")


def failed_block(step: str, lines: Sequence[str], file: str, at: int, src: Sequence[str], proc: str, code: int) -> str:
    """BuildKit's closing block: the failed step's last lines, the Dockerfile excerpt and the `ERROR: failed to
    solve` summary."""
    body = "\n".join(lines)
    first = at - len(src) + 1
    ex = "\n".join(f"{first + i:>4} | {'>>> ' if first + i == at else '    '}{x}" for i, x in enumerate(src))
    return (f"------\n > {step}:\n{body}\n------\n{file}:{at}\n--------------------\n{ex}\n--------------------\n"
            f'ERROR: failed to solve: process "{proc}" did not complete successfully: exit code: {code}')
