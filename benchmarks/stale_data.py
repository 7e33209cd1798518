"""Generated projects, memories, code changes and sessions with labels, for stale_bench.

Each project is a real git repository (built with the git binary) holding a few Python
modules, their tests, a Makefile and a package.json. Its memories are statements a
coding agent would keep about it, each with a label:

- staleness: the change applied after the memory was written and whether the memory
  should then read as possibly stale (deleted file, rewritten function, changed constant,
  changed recipe, removed script or folder) or not (rename, moved function, edit
  elsewhere in the file, edit of another file, a branch switched to and back, nothing);
- outcomes: for each later session, what a memory relied on that session should earn
  (ok, fail or nothing), from the Bash runs its transcript records.

Names, numbers and which cases appear are drawn from a seeded generator, so a tuning
seed and a held-out seed give different projects from the same templates.
"""

from __future__ import annotations

import random
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

DOMAINS = (
    "billing orders auth search inventory shipping reports notify ledger catalog "
    "payments accounts sessions uploads"
).split()
VERBS = "compute load apply send build parse sync merge render check fetch store".split()
NOUNS = "totals retries tokens batches invoices quotas rates labels events digests".split()
DETAILS = (
    ("round half-even", "rounding"),
    ("exponential backoff", "backoff"),
    ("a token bucket", "bucket"),
    ("optimistic locking", "locking"),
    ("a write-through cache", "cache"),
    ("idempotency keys", "idempotency"),
)
STALE_CHANGES = (
    "delete_file",
    "rewrite_function",
    "change_constant",
    "change_recipe",
    "remove_script",
    "remove_dir",
)
KEEP_CHANGES = (
    "rename_file",
    "move_function",
    "edit_elsewhere",
    "edit_other_file",
    "branch_switch",
    "comment_in_function",  # a comment added inside the function it names
    "log_in_function",  # a logging line added inside it: what the memory says still holds
    "untouched",
)


def git(repo: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.email=bench@example.com", "-c", "user.name=bench", *args],
        cwd=repo,
        check=True,
        capture_output=True,
    )


@dataclass
class Module:
    domain: str
    name: str  # file stem
    func: str
    const: str
    value: int
    detail: str
    word: str

    @property
    def path(self) -> str:
        return f"{self.domain}/{self.name}.py"

    @property
    def test_path(self) -> str:
        return f"tests/test_{self.name}.py"

    @property
    def test_name(self) -> str:
        return f"test_{self.func}"

    def source(
        self, *, detail: str | None = None, value: int | None = None, extra: str = ""
    ) -> str:
        d = detail or self.detail
        return (
            f'"""{self.domain.title()}: {self.name}."""\n\n'
            f"{self.const} = {self.value if value is None else value}\n\n\n"
            f"def {self.func}(items):\n"
            f'    """{self.func.replace("_", " ").capitalize()} with {d}."""\n'
            f"    out = []\n"
            f"    for item in items[:{self.const}]:\n"
            f"        out.append(item)  # {self.word}: {d}\n"
            f"    return out\n\n\n"
            f"def describe():\n"
            f'    return "{self.domain} module"\n'
            f"{extra}"
        )


@dataclass
class StaleCase:
    """A memory and the change made to the code after it was written."""

    text: str
    kind: str
    change: str
    module: Module
    stale: bool
    memory_id: int | None = None


@dataclass
class OutcomeCase:
    """A memory, and how each session relies on it and what that should earn."""

    text: str
    kind: str
    module: Module
    plan: str  # the session script (see stale_bench.session_script)
    expected: str | None  # ok | fail | None
    relied: str  # injected | retrieved | retrieved_late | none
    memory_id: int | None = None


@dataclass
class ProjectCase:
    root: Path
    modules: list[Module]
    stale: list[StaleCase] = field(default_factory=list)
    outcomes: list[OutcomeCase] = field(default_factory=list)


def _modules(rng: random.Random, n: int) -> list[Module]:
    domains = rng.sample(DOMAINS, n)
    out = []
    for d in domains:
        verb, noun = rng.choice(VERBS), rng.choice(NOUNS)
        detail, word = rng.choice(DETAILS)
        out.append(
            Module(
                domain=d,
                name=f"{noun}_{d[:4]}",
                func=f"{verb}_{noun}",
                const=f"MAX_{noun.upper()}",
                value=rng.randint(3, 40),
                detail=detail,
                word=word,
            )
        )
    return out


def build_project(root: Path, rng: random.Random, n_modules: int = 8) -> ProjectCase:
    """A git repository with `n_modules` modules, tests, a Makefile and a package.json."""
    root.mkdir(parents=True)
    mods = _modules(rng, n_modules)
    for m in mods:
        (root / m.domain).mkdir(exist_ok=True)
        (root / m.path).write_text(m.source())
        (root / "tests").mkdir(exist_ok=True)
        (root / m.test_path).write_text(
            f"from {m.domain}.{m.name} import {m.func}\n\n\ndef {m.test_name}():\n"
            f"    assert {m.func}([1, 2]) == [1, 2]\n"
        )
        (root / "tests" / "fixtures" / m.domain).mkdir(parents=True, exist_ok=True)
        (root / "tests" / "fixtures" / m.domain / "sample.json").write_text("{}\n")
    (root / "Makefile").write_text(
        "check: lint test\n\nlint:\n\truff check .\n\ntest:\n\tpytest -q\n\n"
        "build:\n\tpython -m build\n\ntypecheck:\n\tmypy .\n"
    )
    (root / "package.json").write_text(
        '{\n  "name": "web",\n  "scripts": {\n    "test": "vitest run",\n'
        '    "build": "esbuild src/index.ts --bundle",\n    "lint": "eslint src"\n  }\n}\n'
    )
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-qm", "initial")
    return ProjectCase(root, mods)


def stale_cases(project: ProjectCase, rng: random.Random, n: int = 8) -> list[StaleCase]:
    """One memory for each of the first `n` modules, each with a change: about half of
    them should read as stale."""
    changes = list(STALE_CHANGES) + list(KEEP_CHANGES)
    rng.shuffle(changes)
    cases = []
    for m, change in zip(project.modules[:n], changes):
        if change in ("change_recipe",):
            text = "`make lint` runs ruff over the whole repository; keep it green before pushing"
        elif change == "remove_script":
            text = "`npm run build` bundles the web client with esbuild"
        elif change == "remove_dir":
            text = f"fixtures for {m.domain} live in tests/fixtures/{m.domain}/ as JSON"
        elif change == "change_constant":
            text = f"`{m.const}` is {m.value} in {m.path}; the gateway rejects larger batches"
        elif change in (
            "rewrite_function",
            "move_function",
            "comment_in_function",
            "log_in_function",
        ):
            text = f"use `{m.func}()` for {m.domain}: it applies {m.detail}"
        else:
            text = (
                f"{m.domain} {m.func.split('_', 1)[1]} handling lives in {m.path}, using {m.detail}"
            )
        stale = change in STALE_CHANGES
        cases.append(
            StaleCase(text, rng.choice(["decision", "architecture", "fact"]), change, m, stale)
        )
    project.stale = cases
    return cases


def apply_change(project: ProjectCase, case: StaleCase, others: list[Module]) -> None:
    """Make the code change of one case (committed, except branch_switch: see stale_bench)."""
    root, m = project.root, case.module
    if case.change == "delete_file":
        git(root, "rm", "-q", m.path)
    elif case.change == "rewrite_function":
        (root / m.path).write_text(m.source(detail="a plain loop").replace(m.word, "note"))
    elif case.change == "change_constant":
        (root / m.path).write_text(m.source(value=m.value + 7))
    elif case.change == "change_recipe":
        text = (root / "Makefile").read_text().replace("\truff check .", "\truff check . && mypy .")
        (root / "Makefile").write_text(text)
    elif case.change == "remove_script":
        text = (root / "package.json").read_text()
        (root / "package.json").write_text(
            text.replace('    "build": "esbuild src/index.ts --bundle",\n', "")
        )
    elif case.change == "remove_dir":
        git(root, "rm", "-rq", f"tests/fixtures/{m.domain}")
    elif case.change == "rename_file":
        git(root, "mv", m.path, f"{m.domain}/core_{m.name}.py")
    elif case.change == "move_function":
        src = (root / m.path).read_text()
        start = src.index(f"def {m.func}(")
        end = src.index("def describe():")
        (root / m.path).write_text(src[:start] + src[end:])
        (root / m.domain / "helpers.py").write_text(f"{m.const} = {m.value}\n\n\n" + src[start:end])
    elif case.change in ("comment_in_function", "log_in_function"):
        added = (
            "    # keep the input order\n"
            if case.change == "comment_in_function"
            else "    log.debug('go')\n"
        )
        src = (root / m.path).read_text()
        (root / m.path).write_text(src.replace("    out = []\n", added + "    out = []\n"))
    elif case.change == "edit_elsewhere":
        (root / m.path).write_text(m.source(extra="\n\ndef flush():\n    return None\n"))
    elif case.change == "edit_other_file":
        other = rng_pick(others, m)
        (root / other.path).write_text(other.source(extra="\n\ndef flush():\n    return None\n"))
    git(root, "add", "-A")
    git(root, "commit", "-qm", f"change: {case.change}", "--allow-empty")


def rng_pick(others: list[Module], not_this: Module) -> Module:
    return next(o for o in others if o is not not_this)


# Outcome plans: (plan, kind, relied, expected)
OUTCOME_PLANS = (
    ("make_check_passes", "procedure", "injected", "ok"),
    ("named_test_passes", "bugfix", "injected", "ok"),
    ("edit_then_test_passes", "fact", "retrieved", "ok"),
    ("keeps_failing", "fact", "retrieved", "fail"),
    ("fails_once_then_ends", "fact", "retrieved", None),
    ("retrieved_after_run", "fact", "retrieved_late", None),
    ("unrelated_runs", "decision", "injected", None),
    ("other_target_runs", "procedure", "injected", None),
    ("not_relied", "fact", "none", "none"),
    ("masked_failure_then_fix", "procedure", "injected", "ok"),
    ("npm_test_keeps_failing", "procedure", "injected", "fail"),
)


def outcome_text(plan: str, m: Module) -> str:
    return {
        "make_check_passes": "`make check` runs lint and tests; run it before every push",
        "named_test_passes": (
            f"{m.test_name} failed when batches exceeded {m.const}; fixed by slicing in {m.path}"
        ),
        "edit_then_test_passes": (
            f"{m.domain} {m.func.split('_', 1)[1]} are built in {m.path} with {m.detail}"
        ),
        "keeps_failing": f"to fix {m.test_name}, set the timezone to UTC in {m.path}",
        "fails_once_then_ends": (
            f"`npm test` for the {m.domain} widgets needs the mock server from {m.path}"
        ),
        "retrieved_after_run": "`tox` runs the suite on Python 3.11 and 3.12",
        "unrelated_runs": f"the {m.domain} staging host is {m.domain}.staging.example.com",
        "other_target_runs": "`make build` must run in a clean checkout (no stray dist folder)",
        "not_relied": "`make test` is the quickest full run of the suite",
        "masked_failure_then_fix": (
            f"run `pytest {m.test_path}` after touching {m.path}; "
            f"it catches the {m.word} regressions"
        ),
        "npm_test_keeps_failing": "`npm test` needs NODE_ENV=test or the vitest config is ignored",
    }[plan]


def outcome_cases(project: ProjectCase, rng: random.Random, n: int = 6) -> list[OutcomeCase]:
    plans = rng.sample(OUTCOME_PLANS, n)
    mods = list(project.modules[-n:])  # not the modules of the staleness cases
    rng.shuffle(mods)
    cases = []
    for (plan, kind, relied, expected), m in zip(plans, mods):
        label = None if expected in (None, "none") else expected
        cases.append(OutcomeCase(outcome_text(plan, m), kind, m, plan, label, relied))
    project.outcomes = cases
    return cases
