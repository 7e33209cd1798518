"""Helpers for the fixes19 cases (round 37): a transcript writer, a step player, a case registry and
generators for long tool output.

Stdlib only. The writer produces JSONL records in the shape Claude Code writes (user / assistant records
linked by parentUuid, tool_use answered by tool_result with a toolUseResult), the same shape as the fixes18
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

The angle of the set is the error inside a long report: the failing output is long (many passing tests,
pages of warnings, a wrapper chain, progress bars, colour codes, a retry loop) and one line in it tells
what failed. `mem()` registers a session with one memory (that line and the fix that made the pass);
`none()` a session that must leave no memory. Long output comes from the seeded generators below
(`passing`, `warnings`, `stamped`, `pad`); every generator draws from the case's own Random.
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

SEED = "fixes19"
Step = Sequence[Any]
ESC = "\x1b"


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
               "sessionId": self.sid, "version": "2.1.39", "gitBranch": self.branch, "type": kind, "uuid": uid,
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

    def write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in self.records), encoding="utf-8")


VERBS = {"cd": "Change directory", "docker": "Docker", "git": "Git", "source": "Run with the environment loaded",
         "export": "Run with the variable set", "lsof": "Find what holds the port", "kill": "Stop the process",
         "brew": "Homebrew", "sudo": "Install a system package", "rm": "Remove", "npm": "npm", "npx": "Run the tool",
         "pnpm": "pnpm", "yarn": "Yarn", "go": "Go", "cargo": "Cargo", "pytest": "Run the tests", "python": "Python",
         "uv": "uv", "bundle": "Bundler", "bin/rails": "Rails", "dotnet": ".NET", "./mvnw": "Maven", "./gradlew": "Gradle",
         "composer": "Composer", "php": "PHP", "vendor/bin/phpunit": "PHPUnit", "mix": "Mix", "swift": "SwiftPM",
         "xcodebuild": "xcodebuild", "cmake": "CMake", "make": "make", "ctest": "CTest", "rustup": "rustup",
         "terraform": "Terraform", "pip": "pip"}


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
        else:
            raise ValueError(f"unknown step {kind!r}")


FILLER = ["  cache {h}: {k} entries", "  resolved {k} paths in {i}.{k}ms", "[{i}/{k}] loading ({h})",
          "  scanned {k} files ({h})", "  took {i}.{k}s", "  env: {k} vars, profile {h}"]

WORDS = ["invoice", "ledger", "cart", "token", "session", "export", "parser", "router", "quota", "refund", "upload",
         "audit", "search", "locale", "webhook", "report", "schedule", "billing", "profile", "cache", "retry",
         "inventory", "payout", "slug", "tenant", "archive", "digest", "import", "coupon", "shipment"]
VERBS_T = ["handles", "rejects", "parses", "rounds", "returns", "skips", "merges", "sorts", "validates", "renders",
           "retries", "expires", "counts", "formats", "caches"]
OBJS = ["empty input", "unicode names", "a missing header", "negative amounts", "duplicate ids", "the last page",
        "expired tokens", "large files", "trailing slashes", "zero quantity", "nested keys", "old rows",
        "a timezone offset", "a null owner", "mixed case"]


def pad(rng: random.Random, lines: Sequence[str] | str, before: int = 1) -> str:
    """Seeded filler lines in front of `lines` (chatter before what matters)."""
    body = [lines] if isinstance(lines, str) else list(lines)
    fill = [rng.choice(FILLER).format(i=i + 1, h=f"{rng.getrandbits(28):07x}", k=rng.randint(3, 700))
            for i in range(before)]
    return "\n".join(fill + body)


def _camel(rng: random.Random) -> str:
    return rng.choice(WORDS).capitalize() + rng.choice(VERBS_T).capitalize() + \
        "".join(w.capitalize() for w in rng.choice(OBJS).split()[-2:])


def _snake(rng: random.Random) -> str:
    return f"test_{rng.choice(WORDS)}_{rng.choice(VERBS_T)}_{rng.choice(OBJS).replace(' ', '_')}"


def _words(rng: random.Random) -> str:
    return f"{rng.choice(VERBS_T)} {rng.choice(OBJS)}"


def passing(rng: random.Random, style: str, n: int, unit: str = "") -> list[str]:
    """`n` lines of passing tests as the runner prints them (`unit`: file, package or class they belong to)."""
    out: list[str] = []
    for i in range(n):
        ms = rng.randint(0, 40)
        if style == "pytest":
            out.append(f"{unit}::{_snake(rng)} PASSED{' ' * rng.randint(1, 12)}[{min(99, (i + 1) * 100 // (n + 3)):3d}%]")
        elif style == "go":
            name = "Test" + _camel(rng)
            out += [f"=== RUN   {name}", f"--- PASS: {name} (0.{ms:02d}s)"]
        elif style == "jest":
            out.append(f"    \u2713 {_words(rng)} ({ms + 1} ms)")
        elif style == "rspec":
            out.append(f"  {_words(rng)}")
        elif style == "cargo":
            out.append(f"test {rng.choice(WORDS)}::tests::{rng.choice(VERBS_T)}_{rng.choice(OBJS).split()[-1]} ... ok")
        elif style == "dotnet":
            out.append(f"  Passed {unit}.{_camel(rng)} [{ms + 1} ms]")
        elif style == "junit":
            cls = rng.choice(WORDS).capitalize() + rng.choice(["Service", "Mapper", "Repository", "Controller"]) + "Test"
            out.append(f"[INFO] Tests run: {rng.randint(2, 19)}, Failures: 0, Errors: 0, Skipped: 0, "
                       f"Time elapsed: {rng.randint(0, 3)}.{rng.randint(10, 999)} s -- in {unit}.{cls}")
        elif style == "gradle":
            out.append(f"{unit} > {rng.choice(VERBS_T)} {rng.choice(OBJS)}() PASSED")
        elif style == "exunit":
            out.append("." * rng.randint(20, 60))
        elif style == "phpunit":
            out.append("." * 63 + f" {min(n * 63, (i + 1) * 63):4d} / {n * 63 + 17} ({min(99, (i + 1) * 100 // (n + 1)):3d}%)")
        elif style == "xctest":
            name = "test" + _camel(rng)
            out += [f"Test Case '-[{unit} {name}]' started.",
                    f"Test Case '-[{unit} {name}]' passed (0.{ms:03d} seconds)."]
        elif style == "ctest":
            out.append(f"{i + 1:3d}/{n + 1} Test #{i + 1:2d}: {rng.choice(WORDS)}_{rng.choice(VERBS_T)} {'.' * rng.randint(12, 30)}"
                       f"   Passed    0.{ms:02d} sec")
        else:
            raise ValueError(style)
    return out


def warnings(rng: random.Random, style: str, n: int, files: Sequence[str]) -> list[str]:
    """`n` compiler or tool warnings that are not the failure."""
    out: list[str] = []
    for _ in range(n):
        f, ln, col = rng.choice(files), rng.randint(8, 420), rng.randint(3, 40)
        v = rng.choice(["ctx", "opts", "idx", "tmp", "row", "cfg", "buf", "n", "item", "resp"])
        if style == "gcc":
            out.append(rng.choice([
                f"{f}:{ln}:{col}: warning: unused parameter '{v}' [-Wunused-parameter]",
                f"{f}:{ln}:{col}: warning: comparison of integer expressions of different signedness: 'int' and 'size_t' {{aka 'long unsigned int'}} [-Wsign-compare]",
                f"{f}:{ln}:{col}: warning: unused variable '{v}' [-Wunused-variable]"]))
        elif style == "javac":
            out.append(rng.choice([
                f"[WARNING] {f}:[{ln},{col}] {v}() in java.lang.Object has been deprecated and marked for removal",
                f"[WARNING] {f}:[{ln},{col}] unchecked conversion",
                f"[WARNING] {f}:[{ln},{col}] [rawtypes] found raw type: List"]))
        elif style == "kotlin":
            out.append(rng.choice([
                f"w: file://{f}:{ln}:{col} Parameter '{v}' is never used",
                f"w: file://{f}:{ln}:{col} 'getter for systemWindowInsets: Insets' is deprecated. Deprecated in Java",
                f"w: file://{f}:{ln}:{col} Variable '{v}' is never used"]))
        elif style == "rust":
            out += rng.choice([
                [f"warning: unused variable: `{v}`", f"  --> {f}:{ln}:{col}", "   |",
                 f"{ln:3d} |     let {v} = 0;", f"   |         ^^^ help: if this is intentional, prefix it with an underscore: `_{v}`", ""],
                [f"warning: field `{v}` is never read", f"  --> {f}:{ln}:{col}", ""]])
        elif style == "swift":
            out.append(rng.choice([
                f"{f}:{ln}:{col}: warning: initialization of immutable value '{v}' was never used; consider replacing with assignment to '_' or removing it",
                f"{f}:{ln}:{col}: warning: 'init(contentsOf:)' is deprecated: Use `init(contentsOf:encoding:)` instead",
                f"{f}:{ln}:{col}: warning: variable '{v}' was never mutated; consider changing to 'let' constant"]))
        elif style == "dotnet":
            out.append(rng.choice([
                f"{f}({ln},{col}): warning CS8618: Non-nullable property '{v.capitalize()}' must contain a non-null value when exiting constructor. Consider declaring the property as nullable.",
                f"{f}({ln},{col}): warning CS1998: This async method lacks 'await' operators and will run synchronously.",
                f"{f}({ln},{col}): warning CS0168: The variable '{v}' is declared but never used"]))
        elif style == "tsc":
            out.append(rng.choice([
                f"WARNING in {f}:{ln}:{col}", f"  {v} is defined but never used  @typescript-eslint/no-unused-vars"
            ]))
        elif style == "elixir":
            out += rng.choice([
                [f"warning: variable \"{v}\" is unused (if the variable is not meant to be used, prefix it with an underscore)",
                 f"  \u2502", f"{ln:3d} \u2502   def handle({v}, state) do", "  \u2502", f"  \u2514\u2500 {f}:{ln}:{col}", ""],
                [f"warning: Logger.warn/1 is deprecated. Use Logger.warning/2 instead", f"  \u2514\u2500 {f}:{ln}: Mod.fun/2", ""]])
        elif style == "php":
            out.append(f"PHP Deprecated:  Creation of dynamic property App\\Models\\{v.capitalize()}::${v} is deprecated in {f} on line {ln}")
        else:
            raise ValueError(style)
    return out


def stamped(rng: random.Random, lines: Sequence[str], start: str = "2026-12-14T09:12:04", fmt: str = "iso") -> list[str]:
    """Prefix timestamps the way CI runners and servers do."""
    base = datetime.fromisoformat(start)
    out = []
    for line in lines:
        base += timedelta(milliseconds=rng.randint(3, 900))
        if fmt == "iso":
            out.append(base.strftime("%Y-%m-%dT%H:%M:%S.") + f"{base.microsecond // 1000:03d}Z {line}")
        else:
            out.append(base.strftime("[%H:%M:%S] ") + line)
    return out


def bar(label: str, steps: int = 5, width: int = 30) -> list[str]:
    """A progress bar redrawn a few times (each redraw as its own line, as a captured pipe shows it)."""
    out = []
    for i in range(1, steps + 1):
        done = width * i // steps
        out.append(f"{label} [{'#' * done}{'.' * (width - done)}] {100 * i // steps:3d}%")
    return out


def red(text: str) -> str:
    return f"{ESC}[31m{text}{ESC}[39m"


def bold(text: str) -> str:
    return f"{ESC}[1m{text}{ESC}[22m"


def dim(text: str) -> str:
    return f"{ESC}[2m{text}{ESC}[22m"


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
        start = datetime(2026, 12, 21, 7, 40, tzinfo=timezone.utc) + timedelta(days=index % 6, minutes=41 * index)
        branch = ["main", "fix/tests", "develop", "feat/reports", "chore/deps", "main", "ci/cache"][index % 7]
        t = T(sid, self.project_dir, branch, start)
        play(t, list(self.steps(random.Random(f"{SEED}/{self.name}"))))
        return t

    def label(self) -> dict[str, Any]:
        exp = [dict(sorted({"id": f"e{i}", **e}.items())) for i, e in enumerate(self.expected, 1)]
        return {"expected": exp, "lang": self.lang, "project_dir": self.project_dir, "shape": self.shape,
                "stack": self.stack, "traps": list(self.traps), "variation": self.variation}


CASES: list[Case] = []
MEM_SHAPES = ("one_failure_among_passes", "warnings_before_error", "wrapped_cause", "cascade_first",
              "library_frame", "noisy_output", "retry_repeats")
NONE_SHAPES = ("flaky_rerun", "never_fixed", "earlier_step", "passed_with_noise", "own_leftover")


PREFIX = re.compile(r"^\s*(?:E\s+|\[ERROR\]\s+|#\d+ \d+\.\d+\s+|\d+\s{3,})?")


def tidy(line: str) -> str:
    """The telling line as a reader would search it: the printed line less its indentation and the tool's own
    line prefix (pytest's `E`, Maven's `[ERROR]`, BuildKit's `#9 8.914`, PHPStan's line column)."""
    return PREFIX.sub("", line, count=1).rstrip()


def mem(name: str, stack: str, shape: str, variation: str, pdir: str, steps: Any, *, cmd: str, err: str,
        change: str, groups: list[list[str]], also_ok: Sequence[str] = (), passed: str = "", kind: str = "bugfix",
        traps: Sequence[str] = (), lang: str = "en", note: str = "") -> None:
    """`cmd` fails and its long output holds `err` (the telling line); `change` (in a Bash/Edit/Write after the
    last run showing the error, or inside `passed`) makes `passed` pass. `also_ok`: other lines of the same output
    a careful engineer would accept as naming the failure. `traps`: decoy lines of the failing output (a warning,
    an error the passing run prints too) that must not become the memory's error."""
    assert shape in MEM_SHAPES, shape
    err = tidy(err)
    CASES.append(Case(name, stack, shape, variation, lang, pdir, steps,
                      {"command": cmd, "error": err, "also_ok": [tidy(x) for x in also_ok], "change": change,
                       "passed": passed or cmd, "note": note},
                      [{"source": "fix", "kind": kind, "error": err, "must_contain_any": [list(g) for g in groups]}],
                      list(traps)))


def none(name: str, stack: str, shape: str, variation: str, pdir: str, steps: Any, *, cmd: str, err: str,
         not_fix: str, passed: str = "", lang: str = "en", note: str = "") -> None:
    """A session that must leave no memory. traps[0] is the error (the telling line, which must not be stored
    as a fix), traps[1] `not_fix`: what must not be stored as its fix (the rerun, the earlier step, the failed
    try, the silencing edit, the cleanup of the session's own leftover)."""
    assert shape in NONE_SHAPES, shape
    err = tidy(err)
    CASES.append(Case(name, stack, shape, variation, lang, pdir, steps,
                      {"command": cmd, "error": err, "also_ok": [], "change": not_fix, "passed": passed, "note": note},
                      [], [err, not_fix]))
