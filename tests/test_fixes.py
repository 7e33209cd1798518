"""Failure -> fix learning (retain.sleep.fixes, retain.sleep.learn_fixes), through the sleep
pass's entry points: `python -m retain.sleep` as SessionEnd starts it, and run_sleep_pass.

The transcripts in tests/fixtures/fixes/ are Claude Code's JSONL shape (written with
benchmarks/cc_transcript.py): a failing Bash call, what happened next, and a run that
passed or not.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import FIXTURES, subprocess_env
from retain import Memory
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import fixes_in, programs
from retain.sleep.run import run_sleep_pass
from sleeppass import detached_pass

FIXES = FIXTURES / "fixes"
NOW = 1_798_000_000.0


def sleep_cli(db: Path, transcript: Path, project_dir: Path, session: str) -> None:
    """The pass as the SessionEnd hook starts it (a child process, exit 0 always)."""
    done = detached_pass(
        "--transcript", transcript, "--session-id", session, "--project-dir", project_dir,
        "--db", db, "--now", str(NOW), env=subprocess_env(RETAIN_EMBEDDER="none"),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr


def live(db: Path, project_dir: Path) -> list:
    mem = Memory(db, project=str(project_dir))
    try:
        return [m for m in mem.store.iter_memories(live_only=True)]
    finally:
        mem.store.close()


def test_an_install_that_fixed_a_build_is_one_memory_with_the_error_line(
    tmp_path: Path, project_dir: Path
) -> None:
    db = tmp_path / "r.db"
    sleep_cli(db, FIXES / "install_go_mod_tidy.jsonl", project_dir, "s-install")
    [m] = live(db, project_dir)
    assert m.kind == "bugfix" and m.valence == "failure"
    # the decisive line as printed (its file:line:col location in front), then the fix
    assert m.text.startswith(
        "`go build ./...` failed with `internal/ids/ids.go:4:2: missing go.sum entry for module"
    )
    assert "missing go.sum entry for module providing package github.com/google/uuid" in m.text
    assert m.text.endswith("fixed by running `go mod tidy` in `billing`")


def test_a_config_edit_is_named_with_the_line_it_added(tmp_path: Path, project_dir: Path) -> None:
    db = tmp_path / "r.db"
    sleep_cli(db, FIXES / "config_pyproject.jsonl", project_dir, "s-config")
    [m] = live(db, project_dir)
    assert m.kind == "bugfix"
    assert "`E   ModuleNotFoundError: No module named 'billing'`" in m.text  # as printed
    assert 'editing `pyproject.toml` (`pythonpath = ["src"]`)' in m.text


def test_another_invocation_that_passed_is_a_lesson(tmp_path: Path, project_dir: Path) -> None:
    db = tmp_path / "r.db"
    sleep_cli(db, FIXES / "invocation_var_file.jsonl", project_dir, "s-inv")
    [m] = live(db, project_dir)
    assert m.kind == "lesson" and m.valence == "failure"
    assert "`terraform plan` failed with `Error: No value for required variable`" in m.text
    assert "`terraform plan -var-file=envs/staging.tfvars` instead" in m.text


@pytest.mark.parametrize(
    "name",
    [
        "flaky_rerun",
        "unfixed_failure",
        "interrupted_run",
        "unrelated_install",
        "rejected_call",
    ],
)
def test_no_fix_is_kept_when_nothing_fixed_it(name: str, tmp_path: Path, project_dir: Path) -> None:
    """A rerun that passes unchanged (only `git status` between), a failure never fixed, an
    interrupted run, an install the error does not ask for next to a code edit, and a call
    the user refused (it never ran) leave no fix memory."""
    assert fixes_in(FIXES / f"{name}.jsonl") == []
    report = run_sleep_pass(
        tmp_path / "r.db",
        now=NOW,
        transcript_path=FIXES / f"{name}.jsonl",
        session_id=name,
        project_dir=project_dir,
    )
    assert report.fixes == 0
    texts = [m.text for m in live(tmp_path / "r.db", project_dir)]
    assert not [t for t in texts if " failed with " in t or t.startswith("Let me")]


def test_narration_before_a_code_fix_is_not_kept(tmp_path: Path, project_dir: Path) -> None:
    """The agent's narration said just before a code fix ("Let me look at the scope ...") is
    no memory; the fix is (a spec failing among passing ones, a line of code replaced:
    retain.sleep.fix_code)."""
    [fix] = fixes_in(FIXES / "narration_before_code_fix.jsonl")
    assert fix.remedies == ("editing `order.rb` (`where(state: %i[active reserved])`)",)
    sleep_cli(tmp_path / "r.db", FIXES / "narration_before_code_fix.jsonl", project_dir, "s-nar")
    texts = [m.text for m in live(tmp_path / "r.db", project_dir)]
    assert len(texts) == 1 and " failed with " in texts[0]
    assert not [t for t in texts if t.startswith("Let me") or "Let me" in t]


def test_a_secret_in_the_error_line_is_redacted_by_the_write_gate(
    tmp_path: Path, project_dir: Path
) -> None:
    db = tmp_path / "r.db"
    sleep_cli(db, FIXES / "secret_in_error.jsonl", project_dir, "s-secret")
    [m] = live(db, project_dir)
    assert "Xk29fQ7vLpR4" not in m.text
    assert "password authentication failed" in m.text and "alembic.ini" in m.text


def test_the_agents_account_of_a_fix_joins_its_memory(tmp_path: Path, project_dir: Path) -> None:
    db = tmp_path / "r.db"
    sleep_cli(db, FIXES / "fix_with_account.jsonl", project_dir, "s-account")
    texts = [m.text for m in live(db, project_dir)]
    assert len(texts) == 1, texts  # one failure, one memory
    assert "`Error: Invalid for_each argument`" in texts[0]
    assert "editing `main.tf`" in texts[0] and "data.aws_route53_zone" in texts[0]


def test_a_second_pass_adds_nothing_and_a_second_session_strengthens(
    tmp_path: Path, project_dir: Path
) -> None:
    db = tmp_path / "r.db"
    path = FIXES / "install_go_mod_tidy.jsonl"
    first = run_sleep_pass(
        db, now=NOW, transcript_path=path, session_id="a", project_dir=project_dir
    )
    again = run_sleep_pass(
        db, now=NOW, transcript_path=path, session_id="a", project_dir=project_dir
    )
    other = run_sleep_pass(
        db, now=NOW, transcript_path=path, session_id="b", project_dir=project_dir
    )
    assert (first.fixes, again.fixes, other.fixes) == (1, 0, 1)
    [m] = live(db, project_dir)
    assert m.support == 2  # the write gate found it known: strengthened, not stored twice


def test_agent_lessons_are_kept_and_its_narration_and_guesses_are_not(
    tmp_path: Path, project_dir: Path
) -> None:
    db = tmp_path / "r.db"
    sleep_cli(db, FIXES / "agent_lesson_and_narration.jsonl", project_dir, "s-lesson")
    texts = [m.text for m in live(db, project_dir)]
    assert any("maximum-pool-size" in t and "max-active" in t for t in texts), texts
    assert not [t for t in texts if "open-in-view" in t or t.startswith(("Let me", "I'll"))]


def test_the_decisive_line_is_the_telling_one() -> None:
    pytest_out = (
        "ImportError while importing test module '/x/tests/test_a.py'.\nTraceback:\n"
        "E   ModuleNotFoundError: No module named 'httpx'\n"
        "=== short test summary info ===\nERROR tests/test_a.py\n1 error in 0.1s"
    )
    assert decisive_line(pytest_out) == "ModuleNotFoundError: No module named 'httpx'"
    gradle = (
        "* What went wrong:\n> Could not resolve all files for configuration ':compileClasspath'.\n"
        "   > Could not find com.example:core:2.3.1.\n\nBUILD FAILED in 6s"
    )
    assert decisive_line(gradle) == "Could not find com.example:core:2.3.1."
    assert decisive_line("go: -race requires cgo") == "go: -race requires cgo"  # nothing telling
    assert decisive_line("") == ""


def test_programs_reads_past_wrappers_and_read_only_steps() -> None:
    found = programs("cd api && CGO_ENABLED=1 uv run pytest -q tests/unit | tail -5")
    assert [(p.name, p.sub, p.targets, p.where) for p in found] == [
        ("pytest", "", ("tests/unit",), "api")
    ]
    assert programs("git status && cat go.mod") == []
    assert [(p.name, p.sub) for p in programs("sudo apt-get update && apt-get install -y cc")] == [
        ("apt-get", "update"),
        ("apt-get", "install"),
    ]
    [pull] = programs("docker pull --platform linux/amd64 registry.example.com/x:1")
    assert pull.targets == ("registry.example.com/x:1",)


def test_agent_findings_are_kept_in_other_languages_and_narration_is_not(
    tmp_path: Path, project_dir: Path
) -> None:
    db = tmp_path / "r.db"
    sleep_cli(db, FIXES / "agent_lessons_multilingual.jsonl", project_dir, "s-multi")
    texts = [m.text for m in live(db, project_dir)]
    for finding in (".env.worker", "docker-compose.override.yml", "jest.config.js"):
        assert any(finding in t for t in texts), (finding, texts)
    assert not [t for t in texts if "settings.py" in t or "NODE_ENV" in t or "pytest -q" in t]
